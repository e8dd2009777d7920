"""Benchmark: the planning bot against three random bots, and the time of an 8-player game.

``python -m honeybuzz_lab.games.hustle.game.benchmark [--games N] [--timed M] [--seed S]`` plays
N 4-player games (the planning bot in a seat that turns round the table) and prints its
win rate (a shared victory counts as a win), then times M 8-player games of random bots
and prints the median. Without ``--seed`` the games are dealt from a fresh 64-bit seed of
the operating system's randomness (printed, so a run can be repeated).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Sequence

from ....core.bots import Bot
from .bots import PlanningBot, RandomBot, play
from .engine import SEED_BITS, Game, new_seed

#: Room left under the largest seed for the games' seeds ``seed + i``.
ROOM = 1_000_000


def win_rate(games: int = 200, seed: int = 0) -> float:
    """The share of 4-player games the planning bot wins against three random bots."""
    wins = 0
    for i in range(games):
        seat = i % 4
        bots: list[Bot] = [RandomBot(seed * 1_000 + i * 4 + s) for s in range(4)]
        bots[seat] = PlanningBot(i)
        game = play(Game.new(4, seed=seed + i), bots)
        wins += seat in game.final_scores()["winners"]
    return wins / games


def random_game_times(games: int = 21, players: int = 8, seed: int = 0) -> list[float]:
    """Seconds each random-bot game of ``players`` takes from set-up to its end."""
    times = []
    for i in range(games):
        started = time.perf_counter()
        bots = [RandomBot(seed + i * players + s) for s in range(players)]
        play(Game.new(players, seed=seed + i), bots)
        times.append(time.perf_counter() - started)
    return times


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="4-player games (default 200)")
    parser.add_argument("--timed", type=int, default=21, help="8-player games timed (default 21)")
    parser.add_argument("--seed", type=int, default=None, help="default: a fresh 64-bit seed")
    args = parser.parse_args(argv)
    if args.seed is None:
        args.seed = new_seed() % (2**SEED_BITS - ROOM)
    print(f"seed {args.seed}")
    rate = win_rate(args.games, args.seed)
    print(f"planning bot vs 3 random bots: won {rate:.1%} of {args.games} 4-player games")
    times = random_game_times(args.timed, 8, args.seed)
    print(f"8-player random game: median {statistics.median(times):.3f} s over {args.timed} games")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
