"""The explorer answers with the engine's data, a sentence in each language and a picture."""

from __future__ import annotations

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.game import actions as A
from honeybuzz_lab.games.honeybuzz.game.log import forage_cost
from honeybuzz_lab.games.honeybuzz.hive import Action, Hive, Nectar, parse_tile
from honeybuzz_lab.games.honeybuzz.lessons import build_position
from honeybuzz_lab.games.honeybuzz.lessons.exercises import POCKET_HIVE, SHOWCASE_HIVE
from honeybuzz_lab.games.honeybuzz.lessons.explorer import Answer, Explorer, ExplorerError
from honeybuzz_lab.games.honeybuzz.lessons.lookahead import play_out

NECTAR_HIVE = "card:star A(-1,0)NE F(3,-2)SE P(1,2)NE a(0,0) w(2,-1) w(1,1)"


def game_at(kind: str, seed: int = 3, skip: int = 0) -> Game:
    """The first position (after ``skip`` of them) of a greedy game whose decision is ``kind``."""
    game = Game.new(["Anna", "Ben"], seed=seed, first_game=True)
    bots = [GreedyBot(1), GreedyBot(2)]
    while not game.is_over:
        if game.pending.kind == kind:
            if not skip:
                return game
            skip -= 1
        game.apply(bots[game.pending.player].choose(game))
    raise AssertionError(f"no {kind} decision")


@pytest.mark.parametrize("icon", list(Action))
@pytest.mark.parametrize("nectar", [*Nectar, "barren"])
def test_placements_are_exactly_the_engines_legal_placements_that_qualify(icon, nectar):
    hive = Hive.from_notation(SHOWCASE_HIVE)
    answer = Explorer(hive).placements(icon, creates=nectar)
    want = None if nectar == "barren" else nectar
    expected = {
        e.tile
        for e in hive.legal_placements(icon)
        if any(e.nectar_types[h] is want for h in e.new_cells)
    }
    assert {e.tile for e in answer} == expected
    assert answer.value == len(expected)
    for h in answer.hexes:  # outlined: the cells of that kind the placements would create
        assert any(h in e.new_cells and e.nectar_types[h] is want for e in answer)


def test_acacia_market_tiles_on_the_starred_card_with_pictures():
    ex = Explorer("card:star")
    answer = ex.placements("market", creates="acacia")
    assert [e.tile.notation for e in answer] == ["M(-1,0)NE", "M(0,-1)SW"]
    assert answer.hexes == ((0, 0),)
    assert answer.sentence == "2 placements of a Market tile do it: M(-1,0)NE, M(0,-1)SW."
    assert answer.question == "Where can a Market tile go, creating an Acacia cell?"
    html = answer.to_html()
    assert html.count("<figure") == 2 and 'class="hb-highlight"' in html
    gallery_hive, _outlined, caption = answer.gallery[0]
    assert parse_tile(caption) in gallery_hive and (0, 0) in gallery_hive.cells
    assert len(ex.hive) == 4  # the gallery placed tiles on copies


def test_filters_combine():
    hive = Hive.from_notation(SHOWCASE_HIVE)
    ex = Explorer(hive)
    for effect in ex.placements("P", activates=["F"], min_cells=1):
        assert Action.FORAGE in effect.activated_actions and effect.new_cells
    covers = ex.placements("N", covers=(2, -3))
    assert covers.value and all((2, -3) in e.tile.hexes for e in covers)
    exactly = ex.placements("D", cells=1)
    assert all(len(e.new_cells) == 1 for e in exactly)
    with pytest.raises(ExplorerError, match="not a nectar type"):
        ex.placements("P", creates="honeydew")
    with pytest.raises(ExplorerError, match="not a hive action"):
        ex.placements("X")


def test_what_if_legal_and_illegal_on_copies():
    ex = Explorer("card:star")
    good = ex.what_if("M(0,-1)SW")
    assert good.value is True and good.hive is not ex.hive
    assert parse_tile("M(0,-1)SW") in good.hive and len(ex.hive) == 4
    assert good.sentence.startswith("The Market tile M(0,-1)SW creates an Acacia cell at (0,0).")
    bad = Explorer("card:star", language="hu").what_if("M(0,0)E")
    assert bad.value is False and "nem kerülhet oda" in bad.sentence
    assert bad.items[0].code == "occupied"


def test_hive_questions_match_the_hive():
    hive = build_position(NECTAR_HIVE)
    ex = Explorer(hive)
    best, where = hive.best_fan_hexes()
    fan = ex.best_fan()
    assert fan.value == best == 3 and list(fan.hexes) == where
    assert fan.sentence == "The fan makes at most 3 honey (1 Acacia and 2 Wildflower), on (1,0)."
    assert ex.fan((1, 0)).value == 3 and ex.fan((-2, 2)).value == 0
    with pytest.raises(ExplorerError, match="tile hex"):
        ex.fan((0, 0))
    assert ex.cells().value == len(hive.cells)
    assert ex.cells("wildflower", empty=False).value == 2
    assert ex.cells("acacia", empty=True).value == 0
    assert ex.clusters().value == len(hive.clusters())
    assert ex.clusters("nectar").items == tuple(hive.nectar_clusters())
    assert ex.lines(2).items[0] == tuple(hive.straight_lines(2)[0])
    pockets = Explorer(POCKET_HIVE).pockets()
    assert pockets.value == 1 and len(pockets.hexes) == 4
    assert pockets.sentence == "The hive has one pocket, of 4 hexes."
    with pytest.raises(ExplorerError, match="None, 'nectar' or 'empty'"):
        ex.clusters("full")


def test_answers_in_hungarian():
    ex = Explorer(SHOWCASE_HIVE, language="hu")
    assert ex.cells(empty=True).sentence.startswith("Az üres cellák száma 4")
    assert ex.placements("M", creates="acacia").question == (
        "Hová kerülhet egy Piac lapka úgy, hogy egy Akác cella jöjjön létre?"
    )
    assert ex.best_fan().sentence.startswith("A legyező legfeljebb 2 mézet termel")


def test_forage_options_agree_with_foraging_in_the_engine():
    game = game_at("forage", skip=2)
    ex = Explorer(game)
    answer = ex.forage_options()
    seat = game.pending.player
    by_space = {i["space"]: i for i in answer}
    legal = [a for a in game.legal_actions() if isinstance(a, A.Forage)]
    assert set(by_space) == {a.space for a in legal}
    for action in legal:
        item = by_space[action.space]
        assert item["cost"] == forage_cost(game.state, seat, action.space)
        first = play_out(game, action).log[0]  # the engine's sentence for this very forage
        assert ("collects" in first) == (not item["pollen"]), (action, first)
        assert ("gains a pollen" in first) == item["pollen"], (action, first)
    assert answer.value == sum(1 for i in answer if not i["pollen"])
    assert all(m["area"] == "space" for m in answer.marks)


def test_sales_and_orders_agree_with_the_market_in_the_engine():
    game = game_at("market", seed=1)
    ex = Explorer(game)
    sales = ex.sales()
    player = game.state.current
    for item in sales:
        assert item["coins"] == item["have"] * game.state.market.value(item["resource"])
        assert item["have"] == player.resource(item["resource"])
        sell = A.Sell(item["resource"], item["have"])
        assert sell in game.legal_actions()
    assert sales.value == max(i["coins"] for i in sales)
    orders = ex.orders()
    legal = {a.stack for a in game.legal_actions() if isinstance(a, A.FillOrder)}
    assert {i["stack"] for i in orders if i["ready"]} == legal
    for item in orders:
        assert bool(item["missing"]) != item["ready"]


def test_boxes_agree_with_the_tiles_the_engine_offers():
    game = game_at("turn", seed=4, skip=6)
    answer = Explorer(game).boxes()
    offered = {a.tile for a in game.legal_actions() if isinstance(a, A.TakeTile)}
    assert {k for i in answer for k in i["takeable"]} == offered


def test_game_questions_need_a_game_and_leave_it_alone():
    with pytest.raises(ExplorerError, match="make the explorer with a Game"):
        Explorer("card:star").sales()
    with pytest.raises(ExplorerError, match="Hive, hive notation or a Game"):
        Explorer(42)  # type: ignore[arg-type]
    game = game_at("turn", skip=10)
    record, state = game.to_record(), game.state.to_json()
    ex = Explorer(game, seat=1)
    for answer in (ex.forage_options(), ex.sales(), ex.orders(), ex.boxes(), ex.best_fan()):
        assert isinstance(answer, Answer) and answer.sentence
    ex.what_if(ex.hive.legal_placements("P")[0].tile)
    assert ex.options().suggestions
    assert game.to_record() == record and game.state.to_json() == state
    with pytest.raises(ExplorerError, match="no seat 5"):
        Explorer(game, seat=5)


def test_answers_are_sequences_with_a_deterministic_repr():
    answer = Explorer("card:star").placements("M", creates="acacia")
    assert len(answer) == 2 and answer[0] is answer.items[0]
    assert repr(answer) == "<Answer 2: 2 placements of a Market tile do it: M(-1,0)NE, M(0,-1)SW.>"
    assert "0x" not in repr(Explorer("card:star"))


@pytest.mark.parametrize(
    ("language", "one", "many"),
    [
        ("en", "has one available worker", "has {n} available workers"),
        ("hu", "egy szabad munkással", "{n} szabad munkással"),
    ],
)
def test_boxes_count_the_available_workers_in_words(language: str, one: str, many: str):
    """'1 available workers' was a slip: one worker is said in the singular."""
    game = game_at("turn", seed=4, skip=6)
    player = game.state.players[game.pending.player]
    for n in (1, 3):
        player.available_workers = n
        sentence = Explorer(game, language=language).boxes().sentence
        assert (one if n == 1 else many.format(n=n)) in sentence, sentence
