"""The full sweeps behind tests the suite runs on a fixed sample.

    python -m tests.benchmarks.full_sweeps                      # every sweep
    python -m tests.benchmarks.full_sweeps --only companion     # one sweep
    python -m tests.benchmarks.full_sweeps -k chunk-0           # cases whose name has "chunk-0"

Each sweep is listed in ``SWEEPS`` with the test module that samples it, and plays every
case with the same checks as the suite (its sample among them): ``companion``, the score
sheet against the engine's final scores of 100 finished games (4 chunks of 25, the suite plays
chunk 1); ``properties``, the property tests of ``PROPERTY_FILES`` with 5 times their examples
(``tests/examples.py``), each file in a pytest of its own; ``worlds``, the worlds from every
seat's view over all 32 Fall Flavors games of tests/game/test_game_worlds.py (the suite plays
10). It prints each case's seconds and every failure, and exits 1 if any case failed. Run
it after changing the engine's scoring, the sheet, the hive, the worlds or Honeycomb
Hustle's rules (several minutes).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

from .cases import run_cases

ROOT = Path(__file__).resolve().parents[2]
#: The property tests whose example counts the suite keeps small.
PROPERTY_FILES = [
    "tests/hive/test_properties.py",
    "tests/hustle/test_properties.py",
    "tests/widgets/test_widget_seats.py",
]
SCALE = 5


def _companion() -> Iterator[tuple[str, Callable[[], None]]]:
    from tests.companion import test_companion_scoring as scoring

    for chunk in scoring.CHUNKS:
        yield f"chunk-{chunk}", lambda c=chunk: scoring.final_scores_reproduced_from_counts(c)


def _properties() -> Iterator[tuple[str, Callable[[], None]]]:
    def run(path: str) -> None:
        env = {**os.environ, "HONEYBUZZ_EXAMPLES_SCALE": str(SCALE)}
        args = [sys.executable, "-m", "pytest", "-q", "-p", "no:xdist", "-p", "no:randomly", path]
        done = subprocess.run(args, cwd=ROOT, env=env, check=False)
        if done.returncode:
            raise AssertionError(f"{path}: pytest exited {done.returncode}")

    for path in PROPERTY_FILES:
        yield path, lambda p=path: run(p)


def _worlds() -> Iterator[tuple[str, Callable[[], None]]]:
    from tests.game import test_game_worlds as worlds

    for game in worlds.FALL_GAMES:
        yield worlds._fall_name(game), lambda g=game: worlds.fall_worlds(g)


SWEEPS: dict[str, Callable[[], Iterator[tuple[str, Callable[[], None]]]]] = {
    "companion": _companion,
    "properties": _properties,
    "worlds": _worlds,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", choices=sorted(SWEEPS), help="one of the sweeps")
    parser.add_argument("-k", default="", help="only the cases whose name has this text")
    args = parser.parse_args(argv)
    chosen = [
        (f"{sweep} {case}", run)
        for sweep, cases in SWEEPS.items()
        if args.only in (None, sweep)
        for case, run in cases()
    ]
    return run_cases(chosen, args.k)


if __name__ == "__main__":
    sys.exit(main())
