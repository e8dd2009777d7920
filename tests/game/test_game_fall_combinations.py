"""Every combination of the Fall Flavors modules (Sweetwater Sunset always on), with and
without the advanced variant, for 2 to 4 players and solo: the greedy bots play each game
to its end, every component stays accounted for, the record replays it and undo goes back
to the start."""

from __future__ import annotations

import json
from itertools import combinations

import pytest

from honeybuzz_lab.game import Game, GreedyBot
from honeybuzz_lab.game.modules.fall_fruit import fruit
from honeybuzz_lab.game.modules.fall_leaves import TILE_LEAVES, leaves

FALL = ("fall.fruit", "fall.leaves", "fall.caps", "fall.festival")
SUBSETS = [list(c) for k in range(len(FALL) + 1) for c in combinations(FALL, k)]
CASES = [
    (subset, advanced, players)
    for i, subset in enumerate(SUBSETS)
    for advanced in (False, True)
    for players in ((2, 3, 4)[(i + advanced) % 3], 1)
]


def _name(case: tuple) -> str:
    subset, advanced, players = case
    short = [m.split(".")[1] for m in subset] or ["sunset"]
    return "+".join([*short, *(["adv"] if advanced else [])]) + f"-{players}p"


def accounted(g: Game) -> None:
    """Workers, hive tiles, leafy tiles, fruit, honey, nectar tiles and orders: nothing is
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


@pytest.mark.parametrize("case", CASES, ids=_name)
def test_every_fall_combination_plays_to_its_end_replays_and_undoes(case) -> None:
    subset, advanced, players = case
    modules = [*(["solo"] if players == 1 else []), *(subset or ["fall.sunset"])]
    modules += ["advanced"] if advanced else []
    seed = len(subset) * 7 + players + 3 * advanced
    g = Game.new(players, seed=seed, modules=modules)
    assert "fall.sunset" in g.rules.modules  # always on with the expansion
    fresh = g.state.to_json()
    orders = _orders(g)
    bots = [GreedyBot(seed=s) for s in range(players)]
    for _ in range(20_000):
        if g.is_over:
            break
        g.apply(bots[g.pending.player].choose(g))
        accounted(g)
        if players > 1:
            assert _orders(g) == orders
    assert g.is_over
    scores = g.final_scores()
    if "fall.leaves" in subset and players > 1:
        assert "foliage" in scores["players"][0]["categories"]
    record = json.loads(json.dumps(g.to_record()))
    assert record["modules"][0] == "fall.sunset" or "solo" in record["modules"]
    replayed = Game.from_record(record)
    assert replayed.state.to_json() == g.state.to_json()
    while g.can_undo():
        g.undo()
    assert g.state.to_json() == fresh
