"""Command line: ``python -m honeybuzz_lab simulate --players 4 --games 200 --bot greedy``
and ``python -m honeybuzz_lab endings --games 200 --players 2,3,4 --bots greedy``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import NoReturn

from .core.inputs import shorten

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
    sim.add_argument(
        "--seed",
        type=int,
        default=None,
        help="seed of the first game (default: 64 bits from the operating system)",
    )
    sim.add_argument(
        "--out",
        default="honeybuzz-simulations",
        help="folder for the game records (default ./honeybuzz-simulations)",
    )
    sim.add_argument("--no-records", action="store_true", help="do not write game records")
    sim.add_argument("--first-game", action="store_true", help="use the starred cards")
    sim.add_argument("--quiet", action="store_true", help="no progress bar")
    end = sub.add_parser(
        "endings",
        help="let bots play games and print how each ended",
        description=(
            "Play games per player count and print how each ended (the market trigger, the "
            "orders trigger or the stall safety net), the turns per player and the share of "
            "the winners' points by category."
        ),
    )
    end.add_argument("--games", type=int, default=200, help="games per player count (200)")
    end.add_argument("--players", default="2,3,4", help="player counts (default 2,3,4)")
    end.add_argument(
        "--bots", default="greedy", help="a bot for every seat, or one per seat (greedy)"
    )
    end.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    end.add_argument("--each", action="store_true", help="also print a line for every game")
    end.add_argument(
        "--modules",
        default="",
        help="modules of every game, comma-separated (fall.caps implies fall.sunset)",
    )
    ladder = sub.add_parser(
        "solo-ladder",
        help="let a bot play solo games and print the win rate per difficulty",
        description=(
            "Play solo games (the solitaire variant) with a bot as the player and print the "
            "distribution of solo contest points, the win rate at every difficulty of table g "
            "and the mean final score and rank of the wins."
        ),
    )
    ladder.add_argument("--games", type=int, default=200, help="number of games (200)")
    ladder.add_argument("--bot", default="greedy", help="the player's bot (greedy)")
    ladder.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    ladder.add_argument(
        "--advanced", action="store_true", help="play solo + the advanced variant (face down)"
    )
    ladder.add_argument(
        "--cards", action="store_true", help="also print the tiers each solo contest card reached"
    )
    ladder.add_argument(
        "--modules",
        default="",
        help="more modules of every game, comma-separated (e.g. fall.caps,fall.festival)",
    )
    lite = sub.add_parser(
        "lite",
        help="build a static JupyterLite site of the lessons (runs offline in a browser)",
        description=(
            "Build a static JupyterLite site holding every notebook, with honeybuzz_lab and "
            "all it needs preinstalled in the browser's Python (Pyodide). Serve DIR with any "
            "static web server (python -m http.server); it needs no network once served. "
            "The first build installs the build tools into a venv of their own in the cache "
            "(pip install 'honeybuzz_lab[lite]' first)."
        ),
    )
    lite.add_argument("--output", required=True, help="folder for the site (replaced)")
    lite.add_argument("--notebooks", help="folder of notebooks (default: the checkout's)")
    lite.add_argument("--cache", help="download cache (default ~/.cache/honeybuzz_lab/lite)")
    return parser


def _endings(args: argparse.Namespace) -> int:
    from .games.honeybuzz.game.simulate import endings

    try:
        counts = [int(n) for n in args.players.split(",")]
    except ValueError:
        print(f"error: --players is a list like 2,3,4, not {args.players!r}", file=sys.stderr)
        return 2
    if args.games < 1 or any(not 2 <= n <= 4 for n in counts):
        print("error: --games must be at least 1 and --players 2, 3 or 4", file=sys.stderr)
        return 2
    bots = args.bots.split(",") if "," in args.bots else args.bots
    for n in counts:
        try:
            result = endings(
                n,
                args.games,
                bots,
                args.seed,
                sys.stdout if args.each else None,
                modules=[m for m in args.modules.split(",") if m],
            )
        except ValueError as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
        print(result.summary(), flush=True)
    return 0


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
    if args.command == "endings":
        return _endings(args)
    if args.command == "solo-ladder":
        from .games.honeybuzz.game.solo_ladder import solo_ladder

        extra = [m for m in args.modules.split(",") if m]
        result = solo_ladder(args.games, args.seed, args.bot, advanced=args.advanced, modules=extra)
        print(result.summary(cards=args.cards))
        return 0
    if args.command == "simulate":
        from .games.honeybuzz.game.simulate import simulate

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
