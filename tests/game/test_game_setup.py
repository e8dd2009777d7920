"""Setup: the rulebook's steps and tables a to d, all from the seed."""

from __future__ import annotations

from collections import Counter

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game, IllegalAction, SetupError
from honeybuzz_lab.games.honeybuzz.game.setup import (
    TABLE_A_SPEED_COINS,
    TABLE_B_ORDER_STACKS,
    TABLE_C_WORKERS_COINS,
    TABLE_D_NECTAR_REMOVED,
    new_state,
)
from honeybuzz_lab.games.honeybuzz.game.state import space_name


def test_tables_are_the_rulebooks():
    assert TABLE_A_SPEED_COINS == {2: (20,), 3: (20, 10), 4: (20, 10, 5)}
    assert TABLE_B_ORDER_STACKS == {2: (2, 1), 3: (2, 2), 4: (2, 3)}
    assert TABLE_C_WORKERS_COINS == ((1, 5), (1, 10), (1, 15), (2, 5))
    assert TABLE_D_NECTAR_REMOVED == {2: 2, 3: 1, 4: 0}


@pytest.mark.parametrize("n", [2, 3, 4])
def test_hive_board_side_and_stacks(n):
    st = new_state(n, seed=3)
    comp = st.components
    if n == 2:
        assert list(st.board) == ["forage", "produce", "market", "new_bee", "decree_accounting"]
        assert st.board["decree_accounting"].stacks == {
            "decree": comp.standard_tiles["decree"],
            "accounting": comp.standard_tiles["accounting"],
        }
    else:
        assert list(st.board) == ["forage", "produce", "market", "new_bee", "decree", "accounting"]
    assert sum(b.tiles_left for b in st.board.values()) == 63
    assert all(not b.beelines for b in st.board.values())


@pytest.mark.parametrize("n", [2, 3, 4])
def test_table_a_speed_contest_coins(n):
    st = new_state(n, seed=1, contests=["blue-1", "green-1", "red-1"])  # all speed contests
    for c in st.contests:
        assert c.card.is_speed and c.coins == list(TABLE_A_SPEED_COINS[n]) and not c.finishers


def test_final_contests_get_no_coins():
    st = new_state(4, seed=1, contests=["blue-2", "green-2", "red-2"])
    assert all(not c.card.is_speed and c.coins == [] for c in st.contests)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_table_b_order_stacks(n):
    st = new_state(n, seed=5)
    large, small = TABLE_B_ORDER_STACKS[n]
    assert [s.action for s in st.order_stacks] == ["forage", "produce", "market"]
    seen = []
    for stack in st.order_stacks:
        cards = [*stack.face_down, stack.face_up]  # bottom ... top
        assert len(cards) == large + small
        assert [c.size for c in cards] == ["large"] * large + ["small"] * small
        assert stack.face_up.size == "small"
        seen += [c.id for c in cards]
    assert len(set(seen)) == len(seen)  # every card at most once


@pytest.mark.parametrize(("n", "start"), [(2, 1), (3, 0), (4, 0)])
def test_market_markers_start_on_top_one_lower_at_two_players(n, start):
    st = new_state(n, seed=1)
    assert st.market.positions == dict.fromkeys(st.market.positions, start)
    assert st.market.value("acacia") == st.components.market["acacia"][start]


@pytest.mark.parametrize("first", [0, 1, 2, 3])
def test_table_c_by_position_from_the_first_player(first):
    st = new_state(["A", "B", "C", "D"], seed=2, first_player=first)
    assert st.first_player == first and st.turn.seat == first
    for k, (workers, coins) in enumerate(TABLE_C_WORKERS_COINS):
        p = st.players[(first + k) % 4]
        assert (p.available_workers, p.coins) == (workers, coins)
        assert p.supply_workers == 10 - workers and p.nursery == 0 and p.placed_workers == 0


def test_everyone_uses_one_configuration_card():
    st = new_state(4, seed=11)
    layouts = {p.hive.notation for p in st.players}
    assert len(layouts) == 1
    assert layouts == {st.components.configuration(st.setup["configuration"]).tiles}
    assert all(p.hive is not q.hive for p in st.players for q in st.players if p is not q)


def test_the_configuration_card_is_drawn_from_the_seed():
    drawn = {new_state(2, seed=s).setup["configuration"] for s in range(40)}
    assert len(drawn) > 5
    assert new_state(2, seed=9).setup == new_state(2, seed=9).setup


def test_first_game_uses_the_starred_cards():
    st = new_state(3, seed=4, first_game=True)
    assert st.setup["configuration"] == "star"
    assert all(c.card.star for c in st.contests)
    assert sorted(c.card.colour for c in st.contests) == ["blue", "green", "red"]


def test_contests_one_of_each_colour_at_random():
    for seed in range(10):
        st = new_state(2, seed=seed)
        assert sorted(c.card.colour for c in st.contests) == ["blue", "green", "red"]
    assert len({tuple(new_state(2, seed=s).setup["contests"]) for s in range(30)}) > 5


@pytest.mark.parametrize("n", [2, 3, 4])
def test_table_d_nectar_tiles_in_the_field(n):
    st = new_state(n, seed=8)
    tiles = list(st.woodland.field.values())
    per_type = 6 - TABLE_D_NECTAR_REMOVED[n]
    assert len(tiles) == 4 * per_type == {2: 16, 3: 20, 4: 24}[n]
    assert set(Counter(t.nectar.value for t in tiles).values()) == {per_type}
    assert len({t.id for t in tiles}) == len(tiles)
    assert all(0 <= r < 4 and 0 <= c < 6 for r, c in st.woodland.field)


def test_nectar_is_dealt_at_random():
    layouts = {tuple(sorted(new_state(2, seed=s).woodland.field)) for s in range(10)}
    assert len(layouts) > 1


@pytest.mark.parametrize("n", [2, 3, 4])
def test_forage_tokens_on_different_left_edge_spaces(n):
    st = new_state(n, seed=6)
    spaces = [p.forage for p in st.players]
    assert len(set(spaces)) == n and all(c == 0 for _, c in spaces)


def test_chosen_starting_spaces():
    st = new_state(3, seed=6, starts=[[2, 0], [0, 0], [3, 0]])
    assert [p.forage for p in st.players] == [(2, 0), (0, 0), (3, 0)]
    with pytest.raises(SetupError, match="same starting space"):
        new_state(2, seed=6, starts=[[2, 0], [2, 0]])
    with pytest.raises(SetupError, match="left edge"):
        new_state(2, seed=6, starts=[[2, 3], [1, 0]])


def test_starting_spaces_chosen_in_reverse_turn_order():
    g = Game.new(["Anna", "Ben", "Cy"], seed=3, first_player=1, choose_starts=True)
    assert all(p.forage is None for p in g.players)
    order = []
    while g.pending.kind == "choose_start":
        order.append(g.pending.player)
        options = g.legal_actions()
        assert len(options) == 4 - len(order) + 1
        g.apply(options[-1])
    assert order == [0, 2, 1]  # turn order is Ben, Cy, Anna: reversed
    assert len({p.forage for p in g.players}) == 3
    assert g.pending.kind == "turn" and g.pending.player == 1
    with pytest.raises(IllegalAction, match="You cannot choose a starting space now"):
        g.apply({"kind": "choose_start", "space": [0, 0]})


def test_same_seed_same_game_different_seed_different_game():
    a, b = new_state(4, seed=21), new_state(4, seed=21)
    assert a.to_json() == b.to_json()
    assert new_state(4, seed=22).to_json() != a.to_json()


def test_names_or_a_count():
    assert [p.name for p in new_state(3, seed=1).players] == ["Player 1", "Player 2", "Player 3"]
    assert [p.name for p in new_state(["Anna", "Ben"], seed=1).players] == ["Anna", "Ben"]


@pytest.mark.parametrize(
    ("players", "message"),
    [
        (1, "solitaire variant"),
        (["Solo"], "solitaire variant"),
        (5, "2 to 4 players"),
        (0, "2 to 4 players"),
        (["Anna", "Anna"], "must differ"),
        (["Anna", " "], "not blank"),
        ("Anna", "a number or a list of names"),
        (True, "a number or a list of names"),
    ],
)
def test_bad_player_lists(players, message):
    with pytest.raises(SetupError, match=message):
        Game.new(players, seed=1)


def test_bad_options():
    with pytest.raises(SetupError, match="no configuration card 'nope'"):
        new_state(2, seed=1, configuration="nope")
    with pytest.raises(SetupError, match="one contest card of each colour"):
        new_state(2, seed=1, contests=["blue-1", "blue-2", "red-1"])
    with pytest.raises(SetupError, match="first_player"):
        new_state(2, seed=1, first_player=2)
    with pytest.raises(SetupError, match="seed"):
        new_state(2, seed="x")  # type: ignore[arg-type]


def test_setup_log_names_the_players_and_the_cards():
    g = Game.new(["Anna", "Ben"], seed=7, first_game=True)
    text = " ".join(g.log)
    assert "A game for 2 players: Anna and Ben. Anna is the first player." in text
    assert "Starred card" in text and "Room to Spare" in text
    assert (
        f"Anna starts with 1 worker and 5 coins, forage token on {space_name(g.players[0].forage)}"
        in text
    )


@pytest.mark.parametrize("n", [2, 3, 4])
def test_the_supply_starts_without_the_market_markers(n):
    # RULINGS 5: 15 pollen and 7 of each honey in the box, one of each on the market.
    st = new_state(n, seed=5)
    assert st.supply.pollen == 14
    assert st.supply.honey == dict.fromkeys(st.supply.honey, 6) and len(st.supply.honey) == 4


def test_the_first_player_arranges_the_starting_tiles_on_a_non_star_card():
    # RULINGS 5: which tile on which place of the outline, icon at which end; all copy it.
    from honeybuzz_lab.games.honeybuzz.game import Arrange, Game
    from honeybuzz_lab.games.honeybuzz.hive import parse_hive

    g = Game.new(3, seed=3, configuration="standard-2", first_player=1, choose_arrangement=True)
    assert g.pending.kind == "arrange" and g.pending.player == 1
    card = g.state.components.configuration("standard-2")
    options = g.legal_actions()
    assert len(options) == 24 * 16 and all(isinstance(a, Arrange) for a in options)
    outline = {frozenset(p) for p in card.outline()}
    for a in options[:40]:
        laid = parse_hive(a.tiles)
        assert {frozenset((t.anchor, t.tail)) for t in laid.tiles} == outline
        assert not laid.cells
    chosen = options[7]
    label = g.describe(chosen)
    assert label.startswith("Starting hive: ") and " pointing " in label
    assert g.describe(chosen, "hu").startswith("Kezdő kaptár: ")
    g.apply(chosen)
    assert {p.hive.notation for p in g.players} == {chosen.tiles}
    assert g.pending.kind == "turn" and g.pending.player == 1
    again = Game.from_record(g.to_record())
    assert [p.hive.notation for p in again.players] == [p.hive.notation for p in g.players]
    g.undo()
    assert g.pending.kind == "arrange"
    with pytest.raises(IllegalAction, match="not a way to lay the four starting tiles"):
        g.apply(Arrange("F(2,0)W P(0,1)SE N(-1,1)SW D(1,-1)NE"))


def test_the_star_card_fixes_the_starting_tiles():
    from honeybuzz_lab.games.honeybuzz.game import Game

    g = Game.new(2, seed=3, first_game=True, choose_arrangement=True)
    assert g.pending.kind == "turn"
    assert g.setup["choose_arrangement"] is False
    st = new_state(2, seed=3, first_game=True)
    assert st.components.configuration("star").arrangements() == (st.players[0].hive.notation,)


def test_bots_arrange_the_starting_tiles():
    from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot, RandomBot

    for bot in (GreedyBot(seed=1), RandomBot(seed=1)):
        g = Game.new(2, seed=4, configuration="veteran-3", choose_arrangement=True)
        g.apply(bot.choose(g))
        assert g.pending.kind == "turn"


def test_the_solo_player_arranges_the_starting_tiles_on_a_non_star_card():
    # RULINGS 10, "Solo starting hive": "With a non-star card the solo player arranges the
    # starting tiles as the first player does in a multiplayer game (RULINGS 5)."
    from honeybuzz_lab.games.honeybuzz.game import Arrange, Game, GreedyBot
    from honeybuzz_lab.games.honeybuzz.game.modules.solo.kinds import ChooseConfiguration

    for seed in range(8):
        g = Game.new(1, seed=seed, modules=["solo"], choose_arrangement=True)
        assert g.pending.kind == "solo_configuration"
        cards = [a.card for a in g.legal_actions()]
        name = next((c for c in cards if c != "star"), None)
        if name is None:
            continue
        g.apply(ChooseConfiguration(name))
        assert g.pending.kind == "arrange" and g.pending.player == 0
        options = g.legal_actions()
        assert len(options) > 1 and all(isinstance(a, Arrange) for a in options)
        g.apply(options[-1])
        assert g.players[0].hive.notation == options[-1].tiles
        assert g.pending.kind == "turn"
        again = Game.from_record(g.to_record())
        assert again.players[0].hive.notation == options[-1].tiles
        bot = Game.new(1, seed=seed, modules=["solo"], choose_arrangement=True)
        bot.apply(ChooseConfiguration(name))
        bot.apply(GreedyBot(seed=1).choose(bot))
        assert bot.pending.kind == "turn"
        break
    else:
        raise AssertionError("no seed drew a non-star card")
    plain = Game.new(1, seed=0, modules=["solo"])  # without the option: the card's example
    plain.apply(plain.legal_actions()[0])
    assert plain.pending.kind == "turn"
