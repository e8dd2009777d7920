"""Write the example class results of notebook 14 (``notebooks/example_class_results/``).

Example data, made up: four learners' results files and one damaged file, so the teacher's
notebook shows a class overview without a class. Each learner's progress is written into a
store of its own in a temporary folder (steps done in order, wrong tries, hints and shown
answers drawn from a seeded random generator) and exported with
:func:`honeybuzz_lab.results.export_results`, as a learner would; the times are then set to
fixed values, so the files are the same at every run (a test checks they are up to date)::

    python notebooks/make_example_results.py           # write the folder
    python notebooks/make_example_results.py --check   # exit 1 if it differs
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
from pathlib import Path

from honeybuzz_lab.core.lessons import ProgressStore, StepKind, StepRecord
from honeybuzz_lab.core.lessons.results import file_name
from honeybuzz_lab.results import SOURCES, export_results

FOLDER = Path(__file__).resolve().parent / "example_class_results"
#: Each learner: name, how many lessons of each game they reached, the last one's steps
#: done (a share), how often they miss (0 to 1), and the language they worked in.
LEARNERS = (
    ("Anna (example)", {"honeybuzz": 6, "hustle": 3}, 1.0, 0.04, "en"),
    ("Bence (example)", {"honeybuzz": 4, "hustle": 1}, 0.5, 0.35, "hu"),
    ("Csilla (example)", {"honeybuzz": 3, "hustle": 0}, 0.4, 0.5, "hu"),
    ("Dávid (example)", {"honeybuzz": 2, "hustle": 2}, 0.7, 0.25, "en"),
)
#: The damaged file: a results file cut short.
DAMAGED = "honeybuzz-results-broken-example.json"
EXPORTED = "2026-11-20T10:{minute:02d}:00Z"
README = (
    "Example data, made up by notebooks/make_example_results.py for notebook 14:\n"
    "four learners' results files and one damaged file (to show how it is reported).\n"
)


def _play(
    store: ProgressStore,
    rng: random.Random,
    reach: dict[str, int],
    last: float,
    miss: float,
    language: str,
) -> None:
    for source in SOURCES:
        lessons = list(source.lessons())[: reach.get(source.game, 0)]
        for i, plan in enumerate(lessons):
            steps = plan.steps if i < len(lessons) - 1 else plan.steps[: round(len(plan) * last)]
            records = {}
            for step in steps:
                if step.kind is StepKind.READ:
                    records[step.id] = StepRecord(solved=True)
                    continue
                misses = sum(rng.random() < miss for _ in range(3))
                hints = sum(rng.random() < miss for _ in range(2))
                records[step.id] = StepRecord(
                    solved=True,
                    tries=misses + 1,
                    misses=misses,
                    hints=hints,
                    revealed=misses >= 2 and rng.random() < 0.5,
                )
            store.save(plan.id, records, language)


def _fixed_times(path: Path, minute: int) -> str:
    data = json.loads(path.read_text(encoding="utf-8"))
    data["exported"] = EXPORTED.format(minute=minute)
    for lessons in data["games"].values():
        for runs in lessons.values():
            for run in runs.values():
                run["last"] = EXPORTED.format(minute=minute)
    data["package"] = "example"
    return json.dumps(data, ensure_ascii=False, indent=1) + "\n"


def example_files() -> dict[str, str]:
    """The example folder's files: name -> text."""
    files = {"README.txt": README}
    rng = random.Random(14)
    with tempfile.TemporaryDirectory() as tmp:
        for n, (name, reach, last, miss, language) in enumerate(LEARNERS):
            store = ProgressStore(Path(tmp) / f"store-{n}.sqlite3")
            _play(store, rng, reach, last, miss, language)
            path = export_results(Path(tmp), name=name, store=store)
            files[path.name] = _fixed_times(path, 10 + 7 * n)
            store.db.close()
    first = files[file_name(LEARNERS[0][0])]
    files[DAMAGED] = first[: len(first) // 3]
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the folder differs")
    args = parser.parse_args(argv)
    files = example_files()
    if args.check:
        on_disk = {p.name: p.read_text(encoding="utf-8") for p in FOLDER.iterdir()}
        if on_disk != files:
            print(f"{FOLDER} is out of date: run python {Path(__file__).name}")
            return 1
        return 0
    FOLDER.mkdir(exist_ok=True)
    for old in FOLDER.iterdir():
        if old.name not in files:
            old.unlink()
    for name, text in files.items():
        (FOLDER / name).write_text(text, encoding="utf-8")
    print(f"wrote {len(files)} files to {FOLDER}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
