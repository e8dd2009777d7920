"""The panel says the verdict ("Right!", "Not quite.", "Így van!") before a try's feedback,
so no feedback text says it again ("Right! Right: ...")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[2]
CATALOGUES = sorted(
    list((ROOT / "honeybuzz_lab/games/honeybuzz/lessons/catalog").glob("*/*.toml"))
    + list((ROOT / "honeybuzz_lab/games/hustle/lessons/catalog").glob("*/*.toml"))
)
#: A verdict word and its punctuation at the start of a text.
OPENER = re.compile(
    r"^(Right|Wrong|Correct|Yes|No|Not quite|Így van|Helyes|Igen|Nem|Rossz|Pontosan)\s*[:!.,]",
    re.IGNORECASE,
)


def _feedback(table: dict, path: tuple[str, ...] = ()) -> list[tuple[str, str]]:
    """Every (key, text) the panel shows after its verdict label: a try's feedback."""
    out: list[tuple[str, str]] = []
    for key, value in table.items():
        here = (*path, key)
        if isinstance(value, dict):
            out += _feedback(value, here)
        elif (
            isinstance(value, str)
            and key != "text"
            and path[:1] not in (("labels",), ("notice",))
            and (key in ("feedback", "right", "other") or "wrong" in path or "illegal" in path)
        ):
            out.append((".".join(here), value))
    return out


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_feedback_repeats_the_panels_verdict(path: Path) -> None:
    table = tomllib.loads(path.read_text(encoding="utf-8"))
    if path.name == "explorer.toml":  # the explorer's checks have no verdict label
        table.pop("check", None)
    doubled = [(k, v[:40]) for k, v in _feedback(table) if OPENER.match(v)]
    assert doubled == []
