"""How many files name a module of Honey Buzz without being that module's own file.

    python -m tests.benchmarks.module_names            # the figures
    python -m tests.benchmarks.module_names --list     # and the files, by module

A module should be one folder per layer (see the package READMEs' "how to add a module"):
every other file reaches it through a registry. This counts the files that still name one of
the seven shipped modules (advanced, solo, fall.sunset, fall.fruit, fall.leaves, fall.caps,
fall.festival) by hand.

What it counts: the files git tracks under ``honeybuzz_lab/`` and ``widget_js/`` that are
code, data or catalogues (``.py``, ``.js``, ``.mjs``, ``.css``, ``.json``, ``.toml``), not the
built bundles (``honeybuzz_lab/static/``) and not prose (``.md``). ``--all`` counts the tests
and the notebooks' sources too (they name modules to test or show them; the figure is given
for comparison).

What "names" means: the module's identifier in code form. A Fall module: ``fall.sunset``,
``fall_sunset``, ``FallSunset``, ``fallSunset`` (any case). ``advanced`` and ``solo``, which
are also English words: the name quoted (``"solo"``), joined to another word by ``_`` or
``.`` (``solo_data``, ``table.solo.title``, ``modules.solo``), or in a camel-case name
(``SoloPart``, ``encodeSolo``). A file is the module's own when a folder or the file's name on
its path contains the module's short name (``fall_sunset.py``, ``modules/solo/part.js``,
``solo_facts.py``).
"""

from __future__ import annotations

import argparse
import re
import subprocess
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: module -> its short name (what its own files are called after).
MODULES = {
    "advanced": "advanced",
    "solo": "solo",
    "fall.sunset": "sunset",
    "fall.fruit": "fruit",
    "fall.leaves": "leaves",
    "fall.caps": "caps",
    "fall.festival": "festival",
}
SUFFIXES = (".py", ".js", ".mjs", ".css", ".json", ".toml")
PACKAGE = ("honeybuzz_lab/", "widget_js/")
MORE = ("tests/", "notebooks/")


def pattern(module: str, short: str) -> re.Pattern[str]:
    """The module's name in code form (see the module's docstring)."""
    if module.startswith("fall."):
        return re.compile(rf"fall[._]?{short}", re.IGNORECASE)
    cap = short.capitalize()
    return re.compile(
        rf"[\"']{short}[\"']|(?<![\w]){short}(?=[._][A-Za-z])|(?<=[A-Za-z][._]){short}\b"
        rf"|[a-z]{cap}\b|\b{cap}[A-Z]"
    )


PATTERNS = {m: pattern(m, s) for m, s in MODULES.items()}


def own(path: str, short: str) -> bool:
    """Whether ``path`` is named after the module (its file or a folder on its path)."""
    return any(short in part.lower() for part in path.split("/"))


def counted(path: str, everything: bool) -> bool:
    if not path.endswith(SUFFIXES) or path.startswith("honeybuzz_lab/static/"):
        return False
    return path.startswith(PACKAGE + MORE if everything else PACKAGE)


def naming(everything: bool = False) -> dict[str, list[str]]:
    """Each counted file that names a module it is not named after -> those modules."""
    listed = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    found: dict[str, list[str]] = {}
    for path in listed:
        if not counted(path, everything) or not (ROOT / path).is_file():
            continue
        text = (ROOT / path).read_text(encoding="utf-8", errors="replace")
        names = [m for m, s in MODULES.items() if not own(path, s) and PATTERNS[m].search(text)]
        if names:
            found[path] = names
    return found


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--list", action="store_true", help="list the files")
    parser.add_argument("--all", action="store_true", help="count tests and notebooks too")
    args = parser.parse_args(argv)
    found = naming(args.all)
    per = Counter(m for names in found.values() for m in names)
    print(f"{len(found)} files name a module without being named after it")
    print("  " + ", ".join(f"{m} {per[m]}" for m in MODULES))
    if args.list:
        for path, names in sorted(found.items()):
            print(f"  {path}: {', '.join(names)}")


if __name__ == "__main__":
    main()
