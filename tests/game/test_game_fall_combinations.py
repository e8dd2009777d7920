"""Combinations of the Fall Flavors modules (Sweetwater Sunset always on): the 16 subsets
of fruit / leaves / caps / festival, with and without the advanced variant, at 2, 3 and 4
players and solo. GreedyBot takes one seat and random choices the others (solo: the drone
turns' choices too), so every combination is played by both; every component stays
accounted for after every action, the record replays the game and undo goes back to the
start.

The suite plays a fixed sample (``SAMPLE``, 34 games): every subset once standard and once
advanced, at player counts that turn with the subset (so every pair of modules, and each
with the advanced variant, meets at every player count, solo included); most stop after
``SHORT`` actions, and the games of all four modules (at every player count) and of the
sunset alone are played to their end and the end's scores checked. The full sweep (all
128 games, a quarter of them to their end) is a benchmark command a developer runs::

    .venv/bin/python -m tests.benchmarks.modules_sweep --only fall

The planning bot (the Queen) plays a sample of combinations.
"""

from __future__ import annotations

import json
import random
from itertools import combinations

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.game.modules import fall_caps
from honeybuzz_lab.games.honeybuzz.game.modules.fall_fruit import fruit
from honeybuzz_lab.games.honeybuzz.game.modules.fall_leaves import TILE_LEAVES, leaves
from honeybuzz_lab.games.honeybuzz.game.planner import QueenBot

FALL = ("fall.fruit", "fall.leaves", "fall.caps", "fall.festival")
SUBSETS = [list(c) for k in range(len(FALL) + 1) for c in combinations(FALL, k)]
CASES = [
    (subset, advanced, players)
    for subset in SUBSETS
    for advanced in (False, True)
    for players in (1, 2, 3, 4)
]
SHORT = 90  # actions of a game not played to its end (a few rounds, the sun on its way)


def full(case: tuple) -> bool:
    """A quarter of the cases are played to the end: eight at each player count, each
    subset twice (once standard, once advanced) across the counts."""
    subset, advanced, players = case
    return (SUBSETS.index(subset) + 2 * advanced) % 4 == players - 1


#: The suite's games: the sweep's games played to their end (one player count for each
#: subset and mode), all four modules at the two player counts missing from those, and to
#: their end only the games of all four modules and of the sunset alone.
SAMPLE = [
    *(case for case in CASES if full(case)),
    (list(FALL), True, 1),
    (list(FALL), False, 3),
]


def sample_to_end(case: tuple) -> bool:
    """In the suite: the games of all four modules and of the sunset alone end."""
    return case[0] in ([], list(FALL))


def _name(case: tuple, to_end: bool | None = None) -> str:
    subset, advanced, players = case
    short = [m.split(".")[1] for m in subset] or ["sunset"]
    end = "-full" if (full(case) if to_end is None else to_end) else ""
    return "+".join([*short, *(["adv"] if advanced else [])]) + f"-{players}p{end}"


def accounted(g: Game) -> None:
    """Workers, hive tiles, leafy tiles, fruit, honey, nectar caps, nectar tiles: nothing is
    created or lost."""
    s = g.state
    comp = s.components
    solo = "solo" in s.modules
    retired = s.modules["fall.festival"].retired if "fall.festival" in s.modules else {}
    for p in s.players:
        workers = p.available_workers + p.placed_workers + p.nursery + p.supply_workers
        assert workers + retired.get(p.seat, 0) == 10
        assert min(p.coins, p.pollen, p.available_workers) >= 0
    in_hand = 1 if s.turn.step == "place" else 0
    in_hives = sum(len(p.hive) - 4 for p in s.players)
    assert sum(b.tiles_left for b in s.board.values()) + in_hives + in_hand == 63
    if "fall.leaves" in s.modules:
        mod = leaves(s)
        for box in s.board.values():
            for kind in box.kinds:
                assert len(mod.stacks[kind]) == box.stacks[kind]
        piles = [t for pile in mod.stacks.values() for t in pile if t]
        placed = {t for hive in mod.hives for _h, _c, t in hive}
        taken = [] if mod.taken is None else [mod.taken]
        assert sorted([*piles, *placed, *taken]) == sorted(TILE_LEAVES)
    if "fall.fruit" in s.modules:
        for p in s.players:
            held = fruit(s).held[p.seat]
            assert min(held.values()) >= 0 and sum(held.values()) == p.pollen
    if "fall.caps" in s.modules:
        caps = s.modules["fall.caps"]
        placed = sum(len(v) for v in caps.placed.values())
        table_d = fall_caps.caps_data().caps[max(s.player_count, 1)]
        assert placed + len(caps.available) + len(caps.removed) == len(table_d)
        for seat, got in caps.placed.items():
            assert all(s.players[seat].hive.cells[h].capped for h, _ in got)
    for h in ("wildflower", "rosemary", "cherry_blossom", "acacia"):
        held = sum(p.honey[h] for p in s.players)
        assert s.supply.honey[h] + held == comp.honey_per_type - 1
    if not solo:  # the drones take nectar tiles and orders out of the game
        in_transit = 1 if s.turn.frame and "tile" in s.turn.frame else 0
        nectar = len(s.woodland.field) + sum(p.nectar_count for p in s.players) + in_transit
        assert nectar == 4 * (6 - {2: 2, 3: 1, 4: 0}[len(s.players)])


def _orders(g: Game) -> int:
    s = g.state
    piles = sum(len(st.face_down) + (st.face_up is not None) for st in s.order_stacks)
    return piles + sum(len(p.orders) for p in s.players)


def _modules(subset: list[str], advanced: bool, players: int) -> list[str]:
    modules = [*(["solo"] if players == 1 else []), *(subset or ["fall.sunset"])]
    return modules + (["advanced"] if advanced else [])


@pytest.mark.parametrize(
    "case, to_end",
    [pytest.param(c, sample_to_end(c), id=_name(c, sample_to_end(c))) for c in SAMPLE],
)
def test_a_sample_of_fall_combinations_plays_replays_and_undoes(case, to_end: bool) -> None:
    play_replay_undo(case, to_end)


def test_the_sample_meets_every_pair_at_every_player_count_and_ends_every_module() -> None:
    assert len(SAMPLE) == 34 and all(case in CASES for case in SAMPLE)
    assert {(tuple(s), a) for s, a, _ in SAMPLE} == {(tuple(s), a) for s in SUBSETS for a in (0, 1)}
    for n in (1, 2, 3, 4):
        played = [set(s) | ({"advanced"} if a else set()) for s, a, p in SAMPLE if p == n]
        for x, y in combinations([*FALL, "advanced"], 2):
            assert any({x, y} <= mods for mods in played), (x, y, n)
        ended = [set(s) for s, a, p in SAMPLE if p == n and sample_to_end((s, a, p))]
        assert set().union(*ended) == set(FALL), n  # every module to its end
    assert sorted(p for s, _, p in SAMPLE if not s) == [1, 3]  # the sunset alone: both end


def play_replay_undo(case: tuple, to_end: bool) -> None:
    """Play ``case`` (to its end, or ``SHORT`` actions) checking every component after
    every action; then the record replays it and undo goes back to the start."""
    subset, advanced, players = case
    seed = SUBSETS.index(subset) * 8 + players + 4 * advanced
    g = Game.new(players, seed=seed, modules=_modules(subset, advanced, players))
    assert "fall.sunset" in g.rules.modules  # always on with the expansion
    fresh = g.state.to_json()
    orders = _orders(g)
    greedy, rng = GreedyBot(seed=seed), random.Random(seed)
    greedy_seat = seed % players
    limit = 20_000 if to_end else SHORT
    for _ in range(limit):
        if g.is_over:
            break
        if g.pending.player == greedy_seat and g.pending.kind != "drone":
            action = greedy.choose(g)
        else:
            action = rng.choice(g.legal_actions())
        g.apply(action)
        accounted(g)
        if players > 1:
            assert _orders(g) == orders
    if to_end:
        assert g.is_over
        scores = g.final_scores()
        if "fall.leaves" in subset and players > 1:
            assert "foliage" in scores["players"][0]["categories"]
        if "fall.caps" in subset:
            assert "caps" in scores["players"][0]["categories"]
    record = json.loads(json.dumps(g.to_record()))
    assert record["modules"][0] == "fall.sunset" or "solo" in record["modules"]
    replayed = Game.from_record(record)
    assert replayed.state.to_json() == g.state.to_json()
    while g.can_undo():
        g.undo()
    assert g.state.to_json() == fresh


def test_a_quarter_of_the_games_are_played_to_their_end_at_every_player_count() -> None:
    ends = [case[2] for case in CASES if full(case)]
    assert len(CASES) == 128 and len(ends) == 32
    assert all(ends.count(n) == 8 for n in (1, 2, 3, 4))
    for subset in SUBSETS:  # every subset to its end, standard and advanced
        assert {a for s, a, n in CASES if s == subset and full((s, a, n))} == {False, True}


QUEEN_CASES = [
    (["fall.fruit", "fall.leaves"], False, 2),
    (["fall.fruit", "fall.caps", "fall.festival"], True, 3),
    (list(FALL), False, 4),
    (list(FALL), True, 1),
]


@pytest.mark.parametrize("case", QUEEN_CASES, ids=_name)
def test_the_planning_bot_plays_a_sample_of_combinations(case) -> None:
    subset, advanced, players = case
    g = Game.new(players, seed=5, modules=_modules(subset, advanced, players))
    queen, greedy = QueenBot(seed=5, iterations=3), GreedyBot(seed=5)
    moves = 0
    for _ in range(60):
        if g.is_over:
            break
        if g.pending.player == 0 and g.pending.kind != "drone":
            g.apply(queen.choose(g))
            moves += 1
        else:
            g.apply(greedy.choose(g))
        accounted(g)
    assert moves >= 10
    assert Game.from_record(g.to_record()).state.to_json() == g.state.to_json()
