"""What autosaving a game costs a click: the time per save against the time of the click.

    python -m tests.benchmarks.game_saves [--games 3]

A FullGame against a greedy bot and a Honeycomb Hustle table against three planning bots
(``bot_delay=0``, in a fresh data folder) are played to the end through the page's
messages. Every click (the learner's action and the bots' answers after it) is timed, and
so is every save it made (the snapshot of the game and the store's write, one transaction
in WAL mode), and the write alone. Printed: the saves' median and 95th percentile, the
longest, the same for the writes and the clicks, and the share of a click the saving took.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from typing import Any


def _timed(obj: Any, name: str, times: list[float]) -> None:
    """Wrap ``obj.name`` so that every call's duration goes into ``times``."""
    inner: Callable[[], None] = getattr(obj, name)

    def timed() -> None:
        start = time.perf_counter()
        inner()
        times.append(time.perf_counter() - start)

    setattr(obj, name, timed)


def _honeybuzz(seed: int) -> tuple[list[float], list[float], int]:
    from honeybuzz_lab.games.honeybuzz.game import GreedyBot
    from honeybuzz_lab.games.honeybuzz.lessons.full_game import FullGame

    full = FullGame(bots=1, strength="greedy", seed=seed, bot_delay=0)
    saves: list[float] = []
    clicks: list[float] = []
    _timed(full.table, "_autosave", saves)
    learner = GreedyBot(seed + 1)
    while not full.game.is_over:
        action = learner.choose(full.game).to_json()
        start = time.perf_counter()
        full.table.handle_message({"kind": "act", "action": action})
        clicks.append(time.perf_counter() - start)
    return saves, clicks, full.game.history.ply


def _hustle(seed: int) -> tuple[list[float], list[float], int]:
    from honeybuzz_lab.games.hustle.widgets.table import HustleTable

    table = HustleTable(players=4, seed=seed, bot_delay=0)
    saves: list[float] = []
    clicks: list[float] = []
    _timed(table, "_autosave", saves)
    while not table.game.is_over:
        action = str(table.game.legal_actions()[0])
        start = time.perf_counter()
        table.handle_message({"kind": "act", "action": action})
        clicks.append(time.perf_counter() - start)
    return saves, clicks, table.game.history.ply


WRITES: list[float] = []


def _time_writes() -> None:
    """Time every store write (the part of a save after the snapshot) into :data:`WRITES`."""
    from honeybuzz_lab.core.saved_games import Keeper

    inner = Keeper.save

    def save(self: Keeper, snapshot: dict[str, Any]) -> int | None:
        start = time.perf_counter()
        try:
            return inner(self, snapshot)
        finally:
            WRITES.append(time.perf_counter() - start)

    Keeper.save = save  # type: ignore[method-assign]


def _ms(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return (
        f"median {statistics.median(ordered) * 1000:.2f} ms, 95% {p95 * 1000:.2f} ms, "
        f"longest {ordered[-1] * 1000:.2f} ms"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        os.environ["HONEYBUZZ_LAB_DATA"] = folder
        _time_writes()
        for title, run in (("Honey Buzz FullGame", _honeybuzz), ("Hustle table", _hustle)):
            saves: list[float] = []
            clicks: list[float] = []
            actions = 0
            WRITES.clear()
            for seed in range(1, args.games + 1):
                s, c, n = run(seed)
                saves += s
                clicks += c
                actions += n
            print(f"{title}: {args.games} games, {actions} actions, {len(clicks)} clicks")
            print(f"  save:  {len(saves)} saves, {_ms(saves)}")
            print(f"    of which the store's write: {_ms(WRITES)}")
            print(f"  click: {_ms(clicks)} (the save included)")
            share = sum(saves) / sum(clicks) * 100
            print(f"  saving took {share:.1f}% of the clicks' time")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
