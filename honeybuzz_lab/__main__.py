"""Command line: ``python -m honeybuzz_lab simulate --players 4 --games 200 --bot greedy``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m honeybuzz_lab",
        description="Tools for the Honey Buzz engine.",
    )
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser(
        "simulate",
        help="let bots play many games and print score statistics",
        description=(
            "Let bots play many games of Honey Buzz, print score statistics and write each "
            "game's record (JSON, replayable with Game.from_record) into a folder."
        ),
    )
    sim.add_argument("--players", type=int, default=4, help="2, 3 or 4 (default 4)")
    sim.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    sim.add_argument(
        "--bot",
        default="greedy",
        help="random or greedy for every seat, or one per seat: greedy,random (default greedy)",
    )
    sim.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    sim.add_argument(
        "--out",
        default="honeybuzz-simulations",
        help="folder for the game records (default ./honeybuzz-simulations)",
    )
    sim.add_argument("--no-records", action="store_true", help="do not write game records")
    sim.add_argument("--first-game", action="store_true", help="use the starred cards")
    sim.add_argument("--quiet", action="store_true", help="no progress bar")
    lite = sub.add_parser(
        "lite",
        help="build a static JupyterLite site of the lessons (runs offline in a browser)",
        description=(
            "Build a static JupyterLite site holding every notebook, with honeybuzz_lab and "
            "all it needs preinstalled in the browser's Python (Pyodide). Serve DIR with any "
            "static web server (python -m http.server); it needs no network once served. "
            "Needs the build tools: pip install 'honeybuzz_lab[lite]'."
        ),
    )
    lite.add_argument("--output", required=True, help="folder for the site (replaced)")
    lite.add_argument("--notebooks", help="folder of notebooks (default: the checkout's)")
    lite.add_argument("--cache", help="download cache (default ~/.cache/honeybuzz_lab/lite)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "simulate":
        from .game.setup import SetupError
        from .game.simulate import simulate

        bots = args.bot.split(",") if "," in args.bot else args.bot
        if args.games < 1:
            print("error: --games must be at least 1", file=sys.stderr)
            return 2
        if not 2 <= args.players <= 4:
            print("error: --players must be 2, 3 or 4", file=sys.stderr)
            return 2
        try:
            sim = simulate(
                players=args.players,
                games=args.games,
                bots=bots,
                seed=args.seed,
                out=None if args.no_records else args.out,
                first_game=args.first_game,
                progress=None if args.quiet else sys.stderr,
            )
        except (ValueError, SetupError) as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
        print(sim.summary())
        if not args.no_records:
            print(f"\nRecords of the {args.games} games are in {args.out}/")
    if args.command == "lite":
        from pathlib import Path

        from .lite import LiteError, build_site

        try:
            build_site(
                Path(args.output),
                notebooks=Path(args.notebooks) if args.notebooks else None,
                cache=Path(args.cache) if args.cache else None,
            )
        except LiteError as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
        print(f"Serve it: python -m http.server --directory {args.output}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
