"""Run a sweep's named cases one by one: each case's seconds, a failure's traceback, a total."""

from __future__ import annotations

import time
import traceback
from collections.abc import Callable, Iterable


def run_cases(cases: Iterable[tuple[str, Callable[[], object]]], k: str = "") -> int:
    """Run every case whose name holds ``k``; print each one's seconds (or its traceback)
    and a summary. Returns 1 if any failed, else 0."""
    failed: list[str] = []
    count = 0
    start = time.perf_counter()
    for name, run in cases:
        if k not in name:
            continue
        count += 1
        t = time.perf_counter()
        try:
            run()
        except Exception:
            failed.append(name)
            print(f"FAILED {name}\n{traceback.format_exc()}", flush=True)
            continue
        print(f"{time.perf_counter() - t:6.1f} s  {name}", flush=True)
    total = time.perf_counter() - start
    print(f"{count - len(failed)} of {count} cases passed in {total:.0f} s")
    for name in failed:
        print(f"FAILED {name}")
    return 1 if failed else 0
