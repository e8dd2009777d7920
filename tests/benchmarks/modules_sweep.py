"""The full sweep of the module-combination games the suite samples.

    python -m tests.benchmarks.modules_sweep                  # both sweeps
    python -m tests.benchmarks.modules_sweep --only fall      # the 128 Fall Flavors games
    python -m tests.benchmarks.modules_sweep --only modules   # every module set, both setups
    python -m tests.benchmarks.modules_sweep -k caps          # cases whose name has "caps"

The suite plays a fixed sample (``SAMPLE`` in tests/game/test_game_modules.py and in
tests/game/test_game_fall_combinations.py); this plays every case with the same checks:
the clone-and-undo contract for every module set at every (players, seed) setup, and all
128 Fall combinations (a quarter of them to their end). It prints each case's seconds and
every failure, and exits 1 if any case failed. Run it after changing a module or the
engine's state, undo or records (a few minutes).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

from .cases import run_cases

GAME_TESTS = Path(__file__).resolve().parents[1] / "game"


def _cases(only: str | None) -> Iterator[tuple[str, Callable[[], None]]]:
    sys.path.insert(0, str(GAME_TESTS))  # the game tests import their helpers by plain name
    import test_game_fall_combinations as fall
    import test_game_modules as modules

    if only in (None, "modules"):
        for case in modules.ALL_CASES:
            yield (
                f"modules {modules._case_id(case)}",
                lambda c=case: modules.undo_to_the_start_and_redo(*c),
            )
    if only in (None, "fall"):
        for case in fall.CASES:
            yield (
                f"fall {fall._name(case)}",
                lambda c=case: fall.play_replay_undo(c, fall.full(c)),
            )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", choices=("modules", "fall"), help="one of the two sweeps")
    parser.add_argument("-k", default="", help="only the cases whose name has this text")
    args = parser.parse_args(argv)
    from honeybuzz_lab.games.honeybuzz.game.registry import register, unregister

    sys.path.insert(0, str(GAME_TESTS))
    import test_game_modules as modules

    for m in modules.TEST_MODULES:  # the suite registers them in a fixture
        register(m)
    try:
        return run_cases(_cases(args.only), args.k)
    finally:
        for m in modules.TEST_MODULES:
            unregister(m.name)


if __name__ == "__main__":
    sys.exit(main())
