"""The rules reference's own words, from ``i18n/<language>.toml``."""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path
from typing import Any

from .atoms import check_language

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

FOLDER = Path(__file__).with_name("i18n")


def _flat(table: dict[str, Any], prefix: str = "") -> dict[str, str]:
    out: dict[str, str] = {}
    for key, value in table.items():
        if isinstance(value, dict):
            out.update(_flat(value, f"{prefix}{key}."))
        else:
            out[prefix + key] = str(value)
    return out


@cache
def texts(language: str) -> dict[str, str]:
    """Every text of the page in ``language``, by key (``game.hustle``: nested keys)."""
    path = FOLDER / f"{check_language(language)}.toml"
    return _flat(tomllib.loads(path.read_text(encoding="utf-8")))


def say(key: str, language: str, **fields: object) -> str:
    """One text, its ``{fields}`` filled in."""
    return texts(language)[key].format(**fields)
