"""How long the rules reference's search takes, per question, in this process.

    python -m tests.benchmarks.rulebook_search [--rounds 20]

Asks every learner question of ``tests/rulebook/questions.toml`` (120: both games, both
languages) ``--rounds`` times and prints the time to build each index (once per game and
language), then the median, the 95th percentile and the slowest search, and the slowest
question by its best round (what the search costs, without another process's load). The
target is under 50 ms per question.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from honeybuzz_lab.rulebook.search import _index, search

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

QUESTIONS = Path(__file__).resolve().parent.parent / "rulebook" / "questions.toml"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args()
    questions = tomllib.loads(QUESTIONS.read_text(encoding="utf-8"))
    asked = [
        (game, language, q)
        for game, languages in questions.items()
        for language, items in languages.items()
        for q, _ in items
    ]
    for game, languages in questions.items():
        for language in languages:
            start = time.perf_counter()
            _index(game, language)
            ms = (time.perf_counter() - start) * 1000
            print(f"index {game}/{language}: {ms:.1f} ms")
    times: list[tuple[float, str]] = []
    for _ in range(args.rounds):
        for game, language, q in asked:
            start = time.perf_counter()
            search(q, game=game, language=language)
            times.append(((time.perf_counter() - start) * 1000, q))
    ms = sorted(t for t, _ in times)
    worst = max(times)
    best: dict[str, float] = {}
    for t, q in times:
        best[q] = min(t, best.get(q, t))
    hardest = max(best, key=best.__getitem__)
    print(
        f"{len(times)} searches: median {statistics.median(ms):.2f} ms, "
        f"95th percentile {ms[int(len(ms) * 0.95)]:.2f} ms, slowest {worst[0]:.2f} ms "
        f"({worst[1]!r})"
    )
    print(
        f"per question, best of {args.rounds} rounds (the machine's noise left out): "
        f"slowest {best[hardest]:.2f} ms ({hardest!r})"
    )


if __name__ == "__main__":
    main()
