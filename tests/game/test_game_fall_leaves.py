"""Autumn Leaves (fall.leaves): leafy tiles in the stacks, only the tops known, leaves
carried onto hives, foliage cards (Dhanvi's example), and the solitaire changes (no
foliage card, the stacks cycled on drone turns, the "Total leaves" contest)."""

from __future__ import annotations

import json

from game_helpers import act

from honeybuzz_lab.core.i18n import text
from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.game.log import Log
from honeybuzz_lab.games.honeybuzz.game.modules.fall_festival import TOAST_MEASURES
from honeybuzz_lab.games.honeybuzz.game.modules.fall_leaves import (
    COLOURS,
    FOLIAGE,
    SOLO_CONTEST,
    TILE_LEAVES,
    CycleStack,
    foliage_points,
    leaf_counts,
    leaves,
    score_card,
)
from honeybuzz_lab.games.honeybuzz.game.modules.solo.data import tier_points
from honeybuzz_lab.games.honeybuzz.game.modules.solo.outcome import contest_results, solo_outcome
from honeybuzz_lab.games.honeybuzz.game.rules import emit
from honeybuzz_lab.games.honeybuzz.game.state import TurnState


def _tile(kind: str, leaves_: tuple[tuple[str, str], ...] | None = None, colours=None) -> str:
    """A leafy tile of ``kind`` with these leaves (or these colours, anywhere)."""
    for tid, got in TILE_LEAVES.items():
        if not tid.startswith(kind + "-"):
            continue
        if leaves_ is not None and got == leaves_:
            return tid
        if colours is not None and sorted(c for c, _ in got) == sorted(colours):
            return tid
    raise LookupError((kind, leaves_, colours))


def test_36_leafy_tiles_six_per_type_with_one_or_two_leaves_of_three_colours() -> None:
    assert len(TILE_LEAVES) == 36
    for kind in ("forage", "produce", "market", "new_bee", "decree", "accounting"):
        mine = [t for t in TILE_LEAVES if t.startswith(kind + "-")]
        assert len(mine) == 6
    for got in TILE_LEAVES.values():
        assert 1 <= len(got) <= 2
        assert all(c in COLOURS and h in ("anchor", "tail") for c, h in got)
    assert set(COLOURS) == {"yellow", "red", "purple"}
    assert [text("hu", f"terms.leaf.{c}") for c in COLOURS] == ["sárga", "piros", "lila"]


def test_six_leafy_tiles_replace_six_base_tiles_in_each_stack() -> None:
    for players in (2, 3, 4):
        g = Game.new(players, seed=4, modules=["fall.leaves"])
        base = Game.new(players, seed=4)
        mod = leaves(g.state)
        for box in g.state.board.values():
            for kind in box.kinds:
                pile = mod.stacks[kind]
                assert len(pile) == box.stacks[kind] == base.state.board[box.name].stacks[kind]
                assert sorted(t for t in pile if t) == sorted(
                    t for t in TILE_LEAVES if t.startswith(kind + "-")
                )


def test_only_the_top_of_a_stack_is_known_and_no_view_tells_the_order_below() -> None:
    g = Game.new(3, seed=2, modules=["fall.leaves"])
    mod = leaves(g.state)
    produce = mod.stacks["produce"]
    top = produce[-1]
    views = [json.dumps(g.view(seat), sort_keys=True) for seat in (0, 1, 2, None)]
    shown = g.view(0)["leaves"]
    assert shown["tops"]["produce"] == ([list(x) for x in TILE_LEAVES[top]] if top else None)
    assert shown["leafy_left"]["produce"] == 6
    below = produce[:-1]
    produce[:-1] = below[::-1] if below[::-1] != below else below[1:] + below[:1]
    assert produce[:-1] != below  # another order below the same top
    again = [json.dumps(g.view(seat), sort_keys=True) for seat in (0, 1, 2, None)]
    assert again == views
    for view in views:  # no tile is named, only the tops' leaves
        assert not any(t in view for t in TILE_LEAVES)


def test_dhanvis_produce_tile_brings_its_yellow_and_red_leaves_onto_her_hive() -> None:
    """Only Accounting (1 purple leaf) and Produce (1 yellow, 1 red) show leafy tiles;
    Dhanvi wants yellow, so she makes a beeline in the Produce box and places its tile."""
    g = Game.new(4, seed=1, modules=["fall.leaves"], configuration="star")
    st = g.state
    mod = leaves(st)
    accounting = _tile("accounting", colours=["purple"])
    produce = _tile("produce", colours=["yellow", "red"])
    for pile in mod.stacks.values():  # base tiles on top of every stack...
        pile[:] = [*[t for t in pile if t], *[t for t in pile if not t]]
    mod.stacks["accounting"].remove(accounting)
    mod.stacks["accounting"].append(accounting)
    mod.stacks["produce"].remove(produce)
    mod.stacks["produce"].append(produce)  # ...but these two
    tops = g.view(None)["leaves"]["tops"]
    assert {k for k, v in tops.items() if v} == {"accounting", "produce"}
    seat = st.turn.seat
    act(g, "take_tile", tile="produce", workers=1)
    assert g.pending.kind == "place"
    g.apply(g.legal_actions()[0])
    placed = g.state.players[seat].hive.tiles[-1]
    where = {"anchor": placed.anchor, "tail": placed.tail}
    got = leaves(g.state).hives[seat]
    assert sorted(got) == sorted((where[h], c, produce) for c, h in TILE_LEAVES[produce])
    assert leaf_counts(g.state, seat) == {"yellow": 1, "red": 1, "purple": 0}
    assert leaves(g.state).stacks["produce"][-1] == ""  # the next top: a base tile
    assert any("1 yellow and 1 red" in line for line in g.log)


def test_dhanvis_foliage_card_most_leaves_of_each_colour() -> None:
    """1 point a leaf, plus 10 and 5 for the most and second-most of each colour: Dhanvi's
    8 leaves, first in yellow, tied second in red, no purple: 8 + 10 + 5 = 23."""
    card = FOLIAGE["FO1"]
    assert card["type"] == "each_colour" and card["payouts"] == [10, 5]
    counts = [
        {"yellow": 2, "red": 4, "purple": 3},  # Anne
        {"yellow": 3, "red": 3, "purple": 2},  # Brendan
        {"yellow": 1, "red": 1, "purple": 4},  # Charlie
        {"yellow": 5, "red": 3, "purple": 0},  # Dhanvi
    ]
    points = score_card(card, counts, [0, 0, 0, 0])
    assert points[3] == 8 + 10 + 5 == 23
    # Anne: 9 + red first 10 + purple second 5; Brendan: 8 + yellow second 5 + red tied 5
    assert points[:3] == [9 + 10 + 5, 8 + 5 + 5, 6 + 10]


def test_every_foliage_card_scores_and_comparisons_follow_the_final_contest_ties() -> None:
    assert len(FOLIAGE) == 8
    counts = [{"yellow": 3, "red": 3, "purple": 3}, {"yellow": 3, "red": 3, "purple": 3}]
    for cid, card in FOLIAGE.items():
        assert text("hu", f"game.leaves.foliage.{cid}")
        got = score_card(card, counts, [2, 2])
        assert got[0] == got[1] > 0  # two tied players both get the place they tie for
    # a lone last place is never paid; nobody with zero is placed
    assert score_card(
        FOLIAGE["FO6"], [{"yellow": 2, "red": 0, "purple": 0}, dict.fromkeys(COLOURS, 0)], [0, 0]
    ) == [20, 0]
    assert score_card(
        FOLIAGE["FO6"],
        [{"yellow": 2, "red": 0, "purple": 0}, {"yellow": 1, "red": 0, "purple": 0}],
        [0, 0],
    ) == [20, 0]


def test_the_foliage_card_is_scored_at_the_end_as_its_own_category() -> None:
    g = Game.new(2, seed=6, modules=["fall.leaves"])
    mod = leaves(g.state)
    assert mod.foliage in FOLIAGE
    mod.foliage = "FO8"  # the colour you have most of: 2 points a leaf
    red = _tile("market", colours=["red", "purple"])
    mod.hives[0] = [((0, 0), "red", red), ((0, 1), "purple", red), ((1, 0), "red", "forage-2")]
    assert foliage_points(g.state, g.rules) == [4, 0]
    assert "foliage" in [c.name for c in g.rules.scores]


# ------------------------------------------------------------------ solitaire


def test_solo_has_no_foliage_card_and_the_total_leaves_contest_with_its_deduction() -> None:
    g = Game.new(1, seed=3, modules=["solo", "fall.leaves"])
    st = g.state
    assert leaves(st).foliage is None and foliage_points(st, g.rules) == [0]
    (drawn,) = st.modules["solo"].module_contests  # one of the set of three (RULINGS 8)
    assert drawn in {"solo-leaves-1", "solo-leaves-2", "solo-leaves-3"}
    st.modules["solo"].module_contests = [SOLO_CONTEST["id"]]  # the printed card
    leaves(st).hives[0] = [((0, 0), "red", "x")] * 16
    result = next(c for c in contest_results(st) if c["card"] == SOLO_CONTEST["id"])
    assert (result["value"], result["points"], result["deduction"]) == (16, 5, 25)
    tiers = {n: p for n, p in SOLO_CONTEST["tiers"]}
    assert tiers == {0: -5, 10: 0, 16: 5, 21: 10}  # as printed
    for leaves_, points in ((9, -5), (10, 0), (15, 0), (20, 5), (21, 10)):
        card = next(c for cs in [SOLO_CONTEST] for c in [cs])
        assert tier_points(_Card(card["tiers"]), leaves_)[1] == points
    assert text("hu", "game.data.contest.solo-leaves-1.title") == "Összes levél"
    assert callable(solo_outcome)


class _Card:
    def __init__(self, tiers):
        self.tiers = tuple(tuple(t) for t in tiers)


def test_a_drone_turn_cycles_the_top_tile_of_the_stack_in_its_box() -> None:
    g = Game.new(1, seed=3, modules=["solo", "fall.leaves"])
    st = g.state
    pile = leaves(st).stacks["market"]
    before = list(pile)
    emit(st, Log(), "drone_moved", drone="B", box="market")
    assert pile == [before[-1], *before[:-1]]


def test_the_decree_accounting_box_lets_the_player_choose_the_stack_to_cycle() -> None:
    g = Game.new(1, seed=3, modules=["solo", "fall.leaves"])
    st = g.state
    st.turn = TurnState(0)
    emit(st, Log(), "drone_moved", drone="A", box="decree_accounting")
    assert g.pending.kind == "cycle_stack"
    assert set(g.legal_actions()) == {CycleStack("decree"), CycleStack("accounting")}
    before = list(leaves(g.state).stacks["accounting"])
    g.apply(CycleStack("accounting"))
    assert leaves(g.state).stacks["accounting"] == [before[-1], *before[:-1]]
    assert g.pending.kind == "turn" and g.pending.player == 0


def test_solo_games_cycle_stacks_on_drone_turns() -> None:
    from honeybuzz_lab.games.honeybuzz.game import GreedyBot

    g = Game.new(1, seed=5, modules=["solo", "fall.leaves"])
    bot = GreedyBot(seed=1)
    while not g.is_over:
        g.apply(bot.choose(g))
    drone_turns = g.state.modules["solo"].drone_turns
    cycled = sum("to the bottom of its stack" in line for line in g.log)
    assert drone_turns > 3 and cycled >= drone_turns - 3  # (empty stacks excepted)


def test_toast_cards_can_count_leaves() -> None:
    g = Game.new(2, seed=6, modules=["fall.leaves", "fall.festival"])
    leaves(g.state).hives[1] = [((0, 0), "red", "x")] * 3
    assert TOAST_MEASURES["leaves"](g.state, 1) == 3


def test_the_planning_bot_guesses_the_tiles_below_the_tops_and_the_fruit_orders() -> None:
    import random

    from honeybuzz_lab.games.honeybuzz.game.modules.fall_fruit import FRUIT_ORDERS
    from honeybuzz_lab.games.honeybuzz.game.planner import determinise
    from honeybuzz_lab.games.honeybuzz.game.roster import make_bot

    g = Game.new(3, seed=4, modules=["fall.fruit", "fall.leaves"])
    guesses = [determinise(g.state, random.Random(k)) for k in range(6)]
    real = leaves(g.state).stacks
    for kind, pile in real.items():
        assert all(leaves(x).stacks[kind][-1] == pile[-1] for x in guesses)  # the top is known
        assert all(sorted(leaves(x).stacks[kind]) == sorted(pile) for x in guesses)
    assert any(leaves(x).stacks != real for x in guesses)  # below the top: guessed
    fruit_ids = {c.id for c in FRUIT_ORDERS}
    for x in guesses:
        assert {c.id for c in x.order_stacks[3].face_down} <= fruit_ids
    bots = [make_bot("queen", 0), GreedyBot(1), GreedyBot(2)]
    while not g.is_over:
        g.apply(bots[g.pending.player].choose(g))
    assert g.is_over


def test_the_reconstructed_data_files_say_so_and_how_they_were_chosen() -> None:
    from honeybuzz_lab.games.honeybuzz.data import load_toml

    for name in ("fall_fruit.toml", "fall_leaves.toml"):
        data = load_toml(name)
        assert data["reconstructed"] is True and "Reconstructed:" in data["source"]
