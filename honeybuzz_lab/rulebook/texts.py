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
    from .atoms import atoms

    if game == "honeybuzz":  # each game's table loads its own codes only
        from ..games.honeybuzz.hive.cells import _RULES as codes
    else:
        from ..games.hustle.game.rule_ids import BY_SPOT as codes
    words = texts(language)
    codes = dict(codes)
    return {
        "labels": {
            "link": words["link.text"],
            "label": words["link.label"],
            "panel": words["link.panel"],
            "close": words["link.close"],
            "close_label": words["link.close_label"],
            "source": words["source"],
            "our_reading": words["our_reading"],
            "related": words["related"],
            "demo": words["demo"],
            "back": words["link.back"],
            "back_label": words["link.back_label"],
            "search": words["link.search"],
            "search_placeholder": words["search_placeholder"],
            "no_results": words["no_results"],
        },
        "codes": codes,
        "titles": {i: atoms(game)[i].title(language) for i in sorted(set(codes.values()))},
    }


def page_rules(game: str, language: str) -> dict[str, Any]:
    """What a table's page needs to link a refusal to its rule (its ``_rules``): the
    link's and panel's words, and the rule of each refusal the page works out itself
    (the code of a hive's ✗ line; the key of a Hustle spot's hover line) with its title
    (the link is named after it). Public text: nothing of a game's state."""
    return _page_rules(game, check_language(language))


def page_atom(game: str, rule_id: str, language: str) -> dict[str, Any] | None:
    """The rule ``rule_id`` of ``game`` as the page shows it beside the board: id, title,
    text, source, our reading, its related rules (``[{"id", "title"}]``, links in the
    panel) and its live demonstration (``demo``: :func:`~.drawing.picture`, run by the
    engine now, as the RuleBook draws it); None if ``game`` has no such rule. Only the
    rule asked for travels, so a table's synced state stays small."""
    from .atoms import atoms
    from .drawing import picture  # runs the engines: loaded when a rule is first opened

    found = atoms(game).get(rule_id)
    if found is None:
        return None
    language = check_language(language)
    known = atoms(game)
    return {
        **found.to_json(language),
        "related": [{"id": r, "title": known[r].title(language)} for r in found.related],
        "demo": picture(found, language),
    }


def page_search(game: str, query: str, language: str) -> list[dict[str, str]]:
    """The rules of ``game`` that answer ``query`` (:func:`~.search.search`, best first),
    as the rule panel lists them: ``[{"id", "title"}]``."""
    from .search import search

    return [
        {"id": r["id"], "title": r["title"]} for r in search(query, game=game, language=language)
    ]


def rule_ref(rule_id: str | None, game: str, language: str) -> dict[str, str]:
    """A refusal's rule as the page links it: ``{"id", "title"}`` (``{}``: none)."""
    from .atoms import atoms

    found = atoms(game).get(rule_id or "")
    return {"id": found.id, "title": found.title(language)} if found else {}


def rule_refs(ids: list[str | None], game: str, language: str) -> dict[str, list[Any]]:
    """The rules of a list of lines (a log), compactly: each distinct rule once (``ids``,
    ``titles``) and each line's index into them (``at``; -1: none)."""
    from .atoms import atoms

    known = atoms(game)
    order: dict[str, int] = {}
    at = []
    for rule_id in ids:
        if rule_id in known:
            at.append(order.setdefault(rule_id, len(order)))
        else:
            at.append(-1)
    return {
        "ids": list(order),
        "titles": [known[i].title(language) for i in order],
        "at": at,
    }
