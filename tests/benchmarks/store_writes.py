"""Two processes saving lesson progress into one store at once: nothing lost, time per write.

    python -m tests.benchmarks.store_writes [--saves 1000]

Each process opens its own :class:`ProgressStore` on one SQLite file (as two notebooks
would) and saves ``--saves`` step updates as fast as it can, both starting together. It
prints the time per write and checks every update of both is in the file.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sqlite3
import tempfile
import time
from pathlib import Path

from honeybuzz_lab.core.lessons.progress import ProgressStore, StepRecord
from honeybuzz_lab.core.store import DB_NAME


def _writer(path: Path, lesson: str, saves: int, go: object) -> tuple[float, bool]:
    store = ProgressStore(path)
    go.wait()  # type: ignore[attr-defined]
    start = time.perf_counter()
    for i in range(saves):
        store.save(lesson, {f"step-{i}": StepRecord(solved=True, tries=i + 1)})
    return time.perf_counter() - start, store.writable


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=1000)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / DB_NAME
        ProgressStore(path)
        ctx = multiprocessing.get_context("spawn")
        go = ctx.Manager().Event()
        with ctx.Pool(2) as pool:
            jobs = [pool.apply_async(_writer, (path, n, args.saves, go)) for n in ("a", "b")]
            time.sleep(0.5)
            go.set()
            results = [job.get(timeout=600) for job in jobs]
        with sqlite3.connect(path) as db:
            kept = {
                lesson: db.execute(
                    "SELECT COUNT(*) FROM progress WHERE lesson = ?", (lesson,)
                ).fetchone()[0]
                for lesson in ("a", "b")
            }
    for (seconds, writable), lesson in zip(results, ("a", "b"), strict=True):
        print(
            f"process {lesson}: {args.saves} saves in {seconds:.2f} s, "
            f"{seconds / args.saves * 1000:.2f} ms a write, kept {kept[lesson]}, "
            f"still writing to the file: {writable}"
        )
    lost = sum(args.saves - n for n in kept.values())
    print(f"lost: {lost}")
    return 1 if lost else 0


if __name__ == "__main__":
    raise SystemExit(main())
