"""The setup guide's numbers against the rulebooks' tables (written here from the books)."""

from __future__ import annotations

import pytest

from honeybuzz_lab.companion import CompanionError, SetupGuide, setup_steps


def step(players: int, sid: str, modules: tuple[str, ...] = (), game: str = "honeybuzz") -> dict:
    steps = {s.id: s for s in setup_steps(players, list(modules), game)}
    return steps[sid].counts


# Honey Buzz rulebook, Setup: tables a to d
TABLE_A = {2: [20], 3: [20, 10], 4: [20, 10, 5]}
TABLE_B = {2: (2, 1), 3: (2, 2), 4: (2, 3)}
TABLE_C = [(1, 5), (1, 10), (1, 15), (2, 5)]
TABLE_D = {2: (2, 16), 3: (1, 20), 4: (0, 24)}
# Advanced variant, table f (removed of each type)
TABLE_F = {2: 2, 3: 1, 4: 0}
# Fall Flavors: tables B, C, D
FALL_B = {2: (2, 1, 1), 3: (2, 2, 1), 4: (3, 2, 2)}
FALL_C = {2: 3, 3: 4, 4: 5}
FALL_D = {
    2: ([10, 9, 8, 7, 6, 5, 5], [5]),
    3: ([11, 10, 9, 8, 7, 6, 5, 5], [10, 5]),
    4: ([12, 11, 10, 9, 8, 7, 6, 5, 5, 5], [10, 5]),
}


@pytest.mark.parametrize("n", [2, 3, 4])
def test_tables_a_to_d(n: int) -> None:
    assert step(n, "contests")["speed_coins"] == TABLE_A[n]
    orders = step(n, "orders")
    assert (orders["large"], orders["small"], orders["stacks"]) == (*TABLE_B[n], 3)
    seats = step(n, "workers")["seats"]
    assert [(s["workers"], s["coins"]) for s in seats] == TABLE_C[:n]
    nectar = step(n, "nectar")
    assert (nectar["removed_per_group"], nectar["used"]) == TABLE_D[n]
    assert step(n, "boards") == {"hive_side": "1-2" if n == 2 else "3-4", "woodland": "A"}
    # step 6: the top space, one lower at two players
    assert step(n, "market")["start_space"] == (2 if n == 2 else 1)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_table_f_advanced(n: int) -> None:
    nectar = step(n, "nectar", ("advanced",))
    assert nectar["removed_per_type"] == TABLE_F[n]
    assert nectar["used"] == 24 - 4 * TABLE_F[n]
    assert step(n, "boards", ("advanced",))["woodland"] == "B"
    ids = [s.id for s in setup_steps(n, ["advanced"])]
    assert "forage_tokens_box" in ids and "field_back" in ids


def test_solitaire_sets_up_as_two_players() -> None:
    ids = [s.id for s in setup_steps(1)]
    assert "solo_contests" in ids and "contests" not in ids
    assert step(1, "boards")["hive_side"] == "1-2"
    assert step(1, "orders")["small"] == 1  # table b at two players
    assert step(1, "configuration")["drawn"] == 2
    # table g
    assert step(1, "drones")["minimum"] == {
        "egg": 25,
        "larva": 30,
        "pupa": 35,
        "adult": 40,
        "queen": 45,
    }
    assert step(1, "drones")["drone_cards"] == 10


@pytest.mark.parametrize("n", [2, 3, 4])
def test_fall_fruit_tables_b_and_c(n: int) -> None:
    tiles = step(n, "field", ("fall.fruit",))["fruit_tiles"]
    assert (tiles["apple"], tiles["pear"], tiles["pumpkin"]) == FALL_B[n]
    assert step(n, "fruit", ("fall.fruit",))["fruit_orders"] == FALL_C[n]
    assert step(n, "fruit", ("fall.fruit",))["values"] == {"apple": 2, "pear": 3, "pumpkin": 4}
    assert step(n, "supply", ("fall.fruit",))["resource"] == "fruit"


@pytest.mark.parametrize("n", [2, 3, 4])
def test_nectar_caps_table_d(n: int) -> None:
    got = step(n, "caps", ("fall.caps",))
    assert (got["caps"], got["trophies"]) == FALL_D[n]


def test_caps_solo_has_no_trophies() -> None:
    assert step(1, "caps", ("fall.caps",))["trophies"] == []


def test_harvest_festival_three_players() -> None:
    # five toast cards, four spaces blocked: 12 worker spaces left
    got = step(3, "festival", ("fall.festival",))
    assert (got["toast_cards"], got["worker_spaces"], got["blocked"]) == (5, 12, 4)
    assert step(4, "festival", ("fall.festival",))["toast_cards"] == 6


def test_autumn_leaves_and_sunset() -> None:
    assert step(3, "stacks", ("fall.leaves",))["leafy"] == 6
    assert step(3, "leaves", ("fall.leaves",))["foliage_cards"] == 1
    assert step(1, "leaves", ("fall.leaves",))["foliage_cards"] == 0  # solo: back in the box
    ids = [s.id for s in setup_steps(2, ["fall.caps"])]
    assert "sunset" in ids  # always on with the expansion


def test_solo_module_cards() -> None:
    got = step(1, "drones", ("fall.caps", "fall.festival", "fall.leaves"))
    assert got["module_contests"] == 3
    assert got["module_drone_cards"] == 2  # one "nectar cap" and one "toast" card


@pytest.mark.parametrize("n", range(2, 9))
def test_hustle_setup(n: int) -> None:
    bags = step(n, "bags", game="hustle")
    assert bags["starting"] == {"honey": 3, "blue1": 2, "purple0": 1}
    assert bags["restart_cubes"] == 2
    assert step(n, "honey_pile", game="hustle")["honey_pile"] == 7 * n
    assert step(n, "nectar_pile", game="hustle")["nectar"] == 54
    assert step(n, "helper_pile", game="hustle")["helpers"] == 22


@pytest.mark.parametrize(
    ("players", "modules", "game"),
    [
        (5, (), "honeybuzz"),
        (2, ("solo",), "honeybuzz"),
        (1, (), "hustle"),
        (9, (), "hustle"),
        (2, ("fall.nothing",), "honeybuzz"),
        (2, (), "chess"),
    ],
)
def test_refusals(players: int, modules: tuple[str, ...], game: str) -> None:
    with pytest.raises(CompanionError):
        setup_steps(players, list(modules), game)


def test_setup_guide_in_hungarian(tmp_path) -> None:
    guide = SetupGuide(players=3, modules=["fall.sunset", "fall.fruit"], language="hu")
    assert guide.steps[0].title == "Táblák"
    assert guide.progress.startswith("0 / ")
    guide.handle_message({"guide": "tick", "step": "boards", "done": True})  # the page's tick
    assert guide.done == ["boards"] and guide.progress.startswith("1 / ")
    assert guide._guide["progress"] == guide.progress and guide._guide["steps"][0]["done"]
    page = guide.save_html(tmp_path / "setup.html").read_text(encoding="utf-8")
    assert page.count("<svg") == len(guide.steps) and page.count("&#9744;") == len(guide.steps)
    assert "20 / 10" in page  # table a at three players: 20 / 10 coins
    assert "viewport" in page


def test_the_speed_contest_places_match_the_coins_of_the_player_count():
    for players, en, hu in (
        (2, "(1st place)", "(1. hely)"),
        (4, "(1st / 2nd / 3rd place)", "(1. / 2. / 3. hely)"),
    ):
        for language, says in (("en", en), ("hu", hu)):
            step = next(
                s for s in setup_steps(players=players, language=language) if s.id == "contests"
            )
            assert says in step.text
