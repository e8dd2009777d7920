"""The browser tests' two xdist groups, balanced on measured durations.

Each browser test file goes whole into one of two groups ("browser-a", "browser-b"), so
``pytest -n 3 --dist loadgroup`` runs each group on its own worker with its own
JupyterLab server and Chromium, and the two halves run side by side. The split comes from
``durations.json`` beside this file (seconds each file took, measured on one worker):
the files are dealt longest first, each to the group with less time so far; files that share
a costly session fixture (``TOGETHER``: the JupyterLite site built for the hosts' test, the
Notebook 7 server) are dealt as one, so it is built or started once. A file not in
the table goes to the group with less time in the end (and a test,
``tests/test_browser_groups.py``, asks for it to be added). To measure the table again::

    .venv/bin/python -m pytest tests/browser -p no:xdist --junitxml=browser.xml
    .venv/bin/python -m tests.browser.groups browser.xml      # rewrites durations.json

(or from the ``--junitxml`` of a whole CI run, as the table is now: the balance that counts
is the one under the CI's load).

``HONEYBUZZ_BROWSER_GROUPS=1`` puts every browser test in one group ("browser", one
worker, one server and one Chromium, as before the split): for a machine too loaded for
two browsers at once (the Lite host's test is the first to run out of time there).
"""

from __future__ import annotations

import json
import os
import sys
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).parent
TABLE = HERE / "durations.json"
GROUPS = ("browser-a", "browser-b")
#: One group for every browser test (HONEYBUZZ_BROWSER_GROUPS=1), or the two halves.
ONE_GROUP = os.environ.get("HONEYBUZZ_BROWSER_GROUPS") == "1"


#: Files dealt to one group together: each set shares a session fixture that costs seconds
#: of both cores to make on each worker that asks for it (the Lite site of test_hosts_browser
#: is built for the lite tests too; Notebook 7's server serves the hosts' and one-screen
#: tests). Sets that share a file are dealt as one.
TOGETHER = [
    {
        "test_hosts_browser.py",
        "test_lite_resume_browser.py",
        "test_lite_store_browser.py",
    },
    {"test_hosts_browser.py", "test_one_screen_browser.py"},
]


def durations() -> dict[str, float]:
    """Seconds per browser test file (file name: seconds), as measured."""
    table = json.loads(TABLE.read_text(encoding="utf-8"))
    return {str(name): float(seconds) for name, seconds in table["seconds"].items()}


def units(table: dict[str, float], together: list[set[str]] | None = None) -> list[list[str]]:
    """The files of ``table`` in the units they are dealt in: each set of ``together``
    (``TOGETHER`` unless given; sets sharing a file joined, files not in the table left out)
    is one unit, every other file one of its own."""
    joined: list[set[str]] = []
    for names in TOGETHER if together is None else together:
        names = {n for n in names if n in table}
        for other in [j for j in joined if j & names]:
            joined.remove(other)
            names |= other
        if names:
            joined.append(names)
    bundled = set().union(*joined) if joined else set()
    return [sorted(j) for j in joined] + [[n] for n in table if n not in bundled]


def split(table: dict[str, float], together: list[set[str]] | None = None) -> dict[str, str]:
    """File name -> group: the longest unit (see :func:`units`) first, each to the group
    with less time so far (ties to the first group), so the halves differ by at most the
    shortest unit dealt last."""
    load = dict.fromkeys(GROUPS, 0.0)
    out: dict[str, str] = {}
    seconds = {tuple(u): sum(table[n] for n in u) for u in units(table, together)}
    for unit in sorted(seconds, key=lambda u: (-seconds[u], u)):
        group = min(GROUPS, key=lambda g: (load[g], GROUPS.index(g)))
        out.update(dict.fromkeys(unit, group))
        load[group] += seconds[unit]
    return out


def totals(table: dict[str, float]) -> dict[str, float]:
    """Seconds each group is expected to take."""
    load = dict.fromkeys(GROUPS, 0.0)
    for name, group in split(table).items():
        load[group] += table[name]
    return load


def default_group(table: dict[str, float]) -> str:
    """Where a file missing from the table goes: the group with less time."""
    load = totals(table)
    return min(GROUPS, key=lambda g: (load[g], GROUPS.index(g)))


def group_of(file_name: str, table: dict[str, float], groups: dict[str, str]) -> str:
    """The xdist group of a browser test file (its name, e.g. ``test_board_browser.py``)."""
    if ONE_GROUP:
        return "browser"
    return groups.get(file_name) or default_group(table)


def measured(junit_xml: Path) -> dict[str, float]:
    """Seconds per browser test file from a JUnit XML report (setup and teardown included)."""
    seconds: dict[str, float] = defaultdict(float)
    for case in ET.parse(junit_xml).getroot().iter("testcase"):
        module = str(case.get("classname", "")).split(".")
        name = next((f"{p}.py" for p in module if p.startswith("test_")), None)
        if name and (HERE / name).exists():
            seconds[name] += float(case.get("time", 0))
    return dict(seconds)


def main(argv: list[str]) -> int:
    """Rewrite durations.json from a JUnit XML report of a run of tests/browser."""
    if len(argv) != 1:
        print(__doc__)
        return 2
    seconds = measured(Path(argv[0]))
    if not seconds:
        print(f"no browser test files in {argv[0]}")
        return 1
    data = {
        "note": "seconds per tests/browser file on one worker; see tests/browser/groups.py",
        "seconds": {k: round(v, 1) for k, v in sorted(seconds.items())},
    }
    TABLE.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    for group, total in totals(data["seconds"]).items():
        print(f"{group}: {total:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
