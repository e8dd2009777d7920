"""How many examples a property test tries: the suite's fixed count, or more for a sweep.

Each property test names its count in the suite, ``examples(12)``; the full sweep runs
the same tests with every count multiplied by ``HONEYBUZZ_EXAMPLES_SCALE`` (an integer, 1
when unset): ``python -m tests.benchmarks.full_sweeps --only properties`` sets it to 5.
"""

from __future__ import annotations

import os


def examples(count: int) -> int:
    """``count`` examples, times the sweep's scale when one is set."""
    return count * int(os.environ.get("HONEYBUZZ_EXAMPLES_SCALE", "1"))
