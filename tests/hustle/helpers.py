"""Helpers for the Honeycomb Hustle tests: a table to arrange by hand, and counting tokens."""

from __future__ import annotations

from collections import Counter

from honeybuzz_lab.games.hustle.game import KINDS, rules
from honeybuzz_lab.games.hustle.game.data import TOTAL_CUBES
from honeybuzz_lab.games.hustle.game.state import State


def table(players: int = 3, seed: int = 0) -> State:
    """A table just set up, nobody has drawn yet (the start token on seat 0)."""
    state = rules.new_state([f"P{i}" for i in range(players)], seed)
    state.start = 0
    rules.start_round(state)
    return state


def conjure(state: State, kind: str, n: int = 1) -> None:
    """Account for ``n`` tokens a test puts on the table by hand: they come from the box."""
    state.box[kind] = state.box.get(kind, 0) - n


def token_counts(state: State) -> Counter:
    """Every token on the table and in the box, by kind."""
    c: Counter = Counter()
    for p in state.players:
        c.update(p.bag)
        for kind, _marks, under in p.comb.values():
            c[kind] += 1
            c["honey"] += under
        c["cover"] += p.aside
        if p.hand:
            c[p.hand] += 1
        c["trade"] += p.trades
    c["honey"] += state.honey_pile + state.extra_honey
    c["nectar"] += state.nectar_pile
    c["helper"] += state.helper_pile
    c.update(state.drafting)
    c.update(state.pool)
    c.update(state.box)
    return Counter({k: n for k, n in c.items() if n})  # a hand-made test table may owe the box


def assert_conserved(state: State) -> None:
    """Every token of the box is somewhere, once; every restart cube too."""
    assert token_counts(state) == Counter({k: v.count for k, v in KINDS.items()})
    assert sum(p.cubes for p in state.players) + state.box_cubes == TOTAL_CUBES
    for p in state.players:
        assert all(n > 0 for n in p.bag.values())
