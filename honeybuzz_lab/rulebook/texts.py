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


@cache
def _page_rules(game: str, language: str) -> dict[str, Any]:
    from ..games.honeybuzz.hive.cells import _RULES as VERDICT_RULES
    from ..games.hustle.rule_ids import BY_SPOT
    from .atoms import atoms

    words = texts(language)
    return {
        "labels": {
            "link": words["link.text"],
            "label": words["link.label"],
            "panel": words["link.panel"],
            "close": words["link.close"],
            "close_label": words["link.close_label"],
            "source": words["source"],
            "reading": words["our_reading"],
        },
        "atoms": {
            a.id: {k: v for k, v in a.to_json(language).items() if k != "related"}
            for a in atoms(game).values()
        },
        "codes": dict(VERDICT_RULES) if game == "honeybuzz" else dict(BY_SPOT),
    }


def page_rules(game: str, language: str) -> dict[str, Any]:
    """What a table's page needs to show a rule beside the board (its ``_rules``): the
    link's and panel's labels, every atom of ``game`` in ``language`` (title, text,
    source, our reading) by id, and the rule of each refusal the page works out itself
    (the code of a hive's ✗ line; the key of a Hustle spot's hover line). Public text:
    nothing of a game's state."""
    return _page_rules(game, check_language(language))
