"""The reconstructed sunset track gives games about as long as base games (data/fall_sunset.toml,
tuned with ``python -m tests.benchmarks.sunset_track``; the tries are in data/TUNING.md).

A small sample, held loosely: GreedyBot games of the mixes that run longest without a
track of their own, at every player count, last on average within ``SLACK`` turns per player
of the base game (measured with 200 GreedyBot games a player count). A track twice as long
would add 8 to 15 turns per player and fail it.
"""

from __future__ import annotations

import statistics

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.game.modules.fall_sunset import sunset, sunset_data, track_spaces
from honeybuzz_lab.games.honeybuzz.game.simulate import play

#: Turns per player of base games, GreedyBot in every seat (200 games a count; README).
BASE = {2: 27.0, 3: 24.7, 4: 20.6}
SLACK = 3.0
MIXES = [["fall.fruit", "fall.caps"], ["fall.fruit", "fall.leaves", "fall.caps", "fall.festival"]]
GAMES = 2


@pytest.mark.parametrize("players", [2, 3, 4])
def test_sunset_games_last_about_as_long_as_base_games(players) -> None:
    for modules in MIXES:
        rounds = []
        for seed in range(GAMES):
            game = Game.new(players, seed=seed, modules=modules)
            play(game, [GreedyBot(seed * 10 + k) for k in range(players)])
            assert sunset(game.state).set  # ended by the sun
            rounds.append(game.state.turns_played // players)
        mean = statistics.mean(rounds)
        assert abs(mean - BASE[players]) <= SLACK, (modules, players, rounds)


def test_the_track_is_one_length_per_player_count_less_what_the_modules_take_off() -> None:
    data = sunset_data()
    for n in (2, 3, 4):
        assert track_spaces(["fall.sunset"], n) == data.spaces[n]
        every = ["fall.sunset", *data.fewer]
        assert track_spaces(every, n) == data.spaces[n] - sum(f[n] for f in data.fewer.values())
        assert track_spaces(every, n) >= 3
    assert track_spaces(["fall.sunset"], 1) == data.spaces[2]  # solo: the two-player track
    for n, modules in ((2, ["fall.caps"]), (4, ["fall.fruit", "fall.leaves"])):
        g = Game.new(n, seed=1, modules=modules)
        assert sunset(g.state).last == track_spaces(g.rules.modules, n) - 1
