"""Honey Buzz's game notebooks start unseeded games (RULINGS 10): a table the learner plays
draws its deal from the operating system, and a cell that fixes a seed to tell a story says
so in both languages."""

from __future__ import annotations

import re
import sys
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

SOURCE = Path(__file__).resolve().parent.parent / "notebooks" / "source"
#: Honey Buzz's notebooks (Honeycomb Hustle's are numbered from 20).
SOURCES = sorted(p for p in SOURCE.glob("*.toml") if int(p.name[:2]) < 20)
TABLES = ("FullGame(", "SoloChooser(", "SoloGame(", "GameTable(")
SEED = re.compile(r"\bseed=(\d+)")


def _cells(path: Path) -> list[dict]:
    return tomllib.loads(path.read_text(encoding="utf-8"))["cells"]


def test_there_are_notebooks_to_check():
    assert len(SOURCES) >= 10


def test_a_table_for_the_learner_to_play_has_no_seed():
    """A table shown for play (not a demo played by the cells at once, bot_delay=0)."""
    for path in SOURCES:
        for cell in _cells(path):
            code = cell.get("code", "")
            if any(t in code for t in TABLES) and "bot_delay=0" not in code:
                assert not SEED.search(code), f"{path.name}: a free game with a fixed seed"


def test_a_fixed_seed_is_explained_in_both_languages():
    for path in SOURCES:
        cells = _cells(path)
        english = " ".join(c.get("en", "") for c in cells)
        hungarian = " ".join(c.get("hu", "") for c in cells)
        for cell in cells:
            for seed in SEED.findall(cell.get("code", "")):
                assert re.search(rf"seed[= ]{seed}\b", english), (path.name, seed)
                assert re.search(rf"seed={seed}\b|\b{seed}-[ae]s mag", hungarian), (
                    path.name,
                    seed,
                )
