"""Command line: ``python -m honeybuzz_lab simulate --players 4 --games 200 --bot greedy``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

from .inputs import shorten

#: Most games one simulation plays.
MAX_GAMES = 1_000_000


class CommandLineError(Exception):
    """Arguments the command line cannot use (said in one ``error:`` line)."""


class _Parser(argparse.ArgumentParser):
    """Argument errors as one ``error: ...`` line (no usage block, no traceback)."""

    def error(self, message: str) -> NoReturn:
        raise CommandLineError(f"{message} (see {self.prog} --help)")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="python -m honeybuzz_lab",
        description="Tools for the Honey Buzz engine.",
    )
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
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
        help=(
            "random, greedy or queen (the planning bot) for every seat, or one per seat: "
            "queen,greedy (default greedy)"
        ),
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
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; every error is one ``error: ...`` line on stderr and exit 2."""
    try:
        return _main(argv)
    except CommandLineError as e:
        return _fail(str(e))
    except KeyboardInterrupt:
        return _fail("interrupted")
    except (ValueError, OSError, RuntimeError, MemoryError) as e:
        return _fail(str(e) or type(e).__name__)


def _fail(message: str) -> int:
    print(f"error: {' '.join(shorten(message, 300).split())}", file=sys.stderr)
    return 2


def _main(argv: Sequence[str] | None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "simulate":
        from .game.simulate import simulate

        bots = args.bot.split(",") if "," in args.bot else args.bot
        if not 1 <= args.games <= MAX_GAMES:
            raise CommandLineError(f"--games must be 1 to {MAX_GAMES}, not {args.games}")
        if not 2 <= args.players <= 4:
            raise CommandLineError(f"--players must be 2, 3 or 4, not {args.players}")
        sim = simulate(
            players=args.players,
            games=args.games,
            bots=bots,
            seed=args.seed,
            out=None if args.no_records else args.out,
            first_game=args.first_game,
            progress=None if args.quiet else sys.stderr,
        )
        print(sim.summary())
        if not args.no_records:
            print(f"\nRecords of the {args.games} games are in {args.out}/")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
