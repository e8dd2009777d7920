"""The companion sits on top: it may import both games, and nothing in the package imports it."""

from __future__ import annotations

import re
from pathlib import Path

from honeybuzz_lab.companion import setup_steps
from honeybuzz_lab.companion.pictures import picture

PACKAGE = Path(__file__).resolve().parents[2] / "honeybuzz_lab"
IMPORTS_COMPANION = re.compile(
    r"^\s*(from|import)\s+(honeybuzz_lab\.companion|\.+companion)\b", re.M
)


def test_nothing_else_imports_the_companion() -> None:
    offenders = [
        str(p.relative_to(PACKAGE))
        for p in PACKAGE.rglob("*.py")
        if "companion" not in p.relative_to(PACKAGE).parts
        and IMPORTS_COMPANION.search(p.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_every_step_has_a_picture_in_its_language() -> None:
    for players, modules in ((1, ["fall.caps", "fall.festival", "fall.leaves"]), (4, ["advanced"])):
        for step in setup_steps(players, modules, language="hu"):
            svg = picture(step)
            assert svg.startswith("<svg") and f'aria-label="{step.title}"' in svg
    stacks = next(s for s in setup_steps(2, language="hu") if s.id == "stacks")
    assert ">G<" in picture(stacks)  # Gyűjtés, the Hungarian notation's letter
