"""The solo ladder: GreedyBot and the Queen play solo games; win rate per difficulty.

    python -m tests.benchmarks.solo_ladder                      # 200 greedy + 20 Queen games
    python -m tests.benchmarks.solo_ladder --games 400 --queen-games 100 --cards
    python -m tests.benchmarks.solo_ladder --variants advanced  # solo + the advanced variant
    python -m tests.benchmarks.solo_ladder --modules fall.caps,fall.festival  # with Fall Flavors

For each variant (the base solo game, and solo + the advanced variant) and each bot it prints
the distribution of solo contest points, the win rate at every difficulty of table g (the
difficulty only sets the threshold, so one set of games answers every level), the mean final
score of the wins and how their ranks (table i) spread, what ended the games and the time
taken. Game ``i`` uses seed ``seed + i``. The figures calibrate the reconstructed drone deck
and solo contest cards (``honeybuzz_lab/games/honeybuzz/data/solo.toml``; the log is
``honeybuzz_lab/games/honeybuzz/data/TUNING.md``, "Solo calibration").
"""

from __future__ import annotations

import argparse
import sys
import time

from honeybuzz_lab.games.honeybuzz.game.solo_ladder import solo_ladder

VARIANTS = {"base": False, "advanced": True}


def run(
    games: int,
    queen_games: int,
    variants: list[str],
    seed: int,
    cards: bool,
    out=sys.stdout,
    modules: tuple[str, ...] = (),
) -> None:
    """Play and print the ladder of every variant, GreedyBot then the Queen."""
    for variant in variants:
        for bot, n in (("greedy", games), ("queen", queen_games)):
            if n <= 0:
                continue
            started = time.perf_counter()
            result = solo_ladder(n, seed, bot, advanced=VARIANTS[variant], modules=modules)
            took = time.perf_counter() - started
            print(result.summary(cards=cards), file=out)
            print(f"({took:.0f} s, {took / n:.2f} s a game)\n", file=out, flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200, help="GreedyBot games (200)")
    parser.add_argument("--queen-games", type=int, default=20, help="Queen games (20)")
    parser.add_argument(
        "--variants", default="base,advanced", help="base, advanced or both (base,advanced)"
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game (0)")
    parser.add_argument("--cards", action="store_true", help="the tiers each card reached")
    parser.add_argument("--modules", default="", help="more modules, e.g. fall.caps,fall.festival")
    args = parser.parse_args(argv)
    variants = args.variants.split(",")
    if any(v not in VARIANTS for v in variants):
        parser.error(f"--variants takes {', '.join(VARIANTS)}, not {args.variants!r}")
    modules = tuple(m for m in args.modules.split(",") if m)
    run(args.games, args.queen_games, variants, args.seed, args.cards, modules=modules)
    return 0


if __name__ == "__main__":
    sys.exit(main())
