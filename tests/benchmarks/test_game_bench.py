"""Benchmarks of the game engine (run with ``--benchmark-enable`` to measure).

- ``legal_actions`` at mid-game positions of greedy games, 2 and 4 players: every decision
  met between the 8th and 14th turn of each player; "cold" clears the placement caches
  first (the cost the first time a hive layout is seen), "turn" is only the decisions at
  the start of a turn (take a tile or recall: the most expensive kind, as it needs to know
  whether any tile fits the hive).
- a whole 4-player game between RandomBots, and one between GreedyBots.
"""

from __future__ import annotations

import itertools
import random

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game, legal_actions
from honeybuzz_lab.games.honeybuzz.game.bots import GreedyBot, RandomBot
from honeybuzz_lab.games.honeybuzz.game.simulate import play


def _snapshot(state):
    """An independent copy of a state (its own hives)."""
    copy = state.clone()
    for p in copy.players:
        p.hive = p.hive.copy()
    return copy


def mid_game_positions(players: int, games: int = 1) -> list:
    positions = []
    for seed in range(games):
        g = Game.new(players, seed=100 + seed)
        bots = [GreedyBot(seed * 10 + k) for k in range(players)]
        while not g.is_over:
            rounds = g.state.turns_played // players
            if 8 <= rounds < 14:
                positions.append(_snapshot(g.state))
            if rounds >= 14:
                break
            g.apply(bots[g.pending.player].choose(g))
    return positions


@pytest.fixture(scope="module", params=[2, 4], ids=["2p", "4p"])
def positions(request):
    return request.param, mid_game_positions(request.param)


def _cold(state):
    for p in state.players:
        p.hive._cache.clear()


@pytest.mark.parametrize("mode", ["warm", "cold", "turn", "turn-cold"])
def test_legal_actions_mid_game(benchmark, positions, mode):
    players, states = positions
    if mode.startswith("turn"):
        states = [s for s in states if s.turn.step == "start" and not s.over]
    assert len(states) >= 10
    for s in states:  # every position has legal actions, and warm caches
        assert legal_actions(s)
    cycle = itertools.cycle(states)

    def setup():
        state = next(cycle)
        if mode.endswith("cold"):
            _cold(state)
        return (state,), {}

    benchmark.extra_info.update(players=players, positions=len(states), mode=mode)
    result = benchmark.pedantic(legal_actions, setup=setup, rounds=len(states) * 3, iterations=1)
    assert result


def test_full_four_player_random_game(benchmark):
    seeds = itertools.count(1)

    def one_game():
        seed = next(seeds)
        g = Game.new(4, seed=seed)
        rng = random.Random(seed)
        while not g.is_over:
            g.apply(rng.choice(g.legal_actions()))
        return g

    g = benchmark.pedantic(one_game, rounds=12, iterations=1, warmup_rounds=1)
    assert g.is_over


def test_full_four_player_random_bot_game(benchmark):
    seeds = itertools.count(1)

    def one_game():
        seed = next(seeds)
        return play(Game.new(4, seed=seed), [RandomBot(seed * 10 + k) for k in range(4)])

    assert benchmark.pedantic(one_game, rounds=12, iterations=1, warmup_rounds=1).is_over


def test_full_four_player_greedy_bot_game(benchmark):
    seeds = itertools.count(1)

    def one_game():
        seed = next(seeds)
        return play(Game.new(4, seed=seed), [GreedyBot(seed * 10 + k) for k in range(4)])

    assert benchmark.pedantic(one_game, rounds=6, iterations=1).is_over
