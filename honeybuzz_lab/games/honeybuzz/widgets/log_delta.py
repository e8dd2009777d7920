"""The log's new lines, as the table sends them after a move (``_log_add``).

The page keeps the log it was given. When the log only grew (a move, a bot's move), the
table sends the new sentences and the rules they link to, not the whole log again:

``{"from": n, "lines": [...], "at_from": m, "at": [...], "ids_from": k, "ids": [...],
"titles": [...]}``

``lines`` are the log's sentences from index ``n`` on, ``at`` the rule index of each
line from ``m`` on, and ``ids``/``titles`` the rules new from ``k`` on (the shape of
:func:`~honeybuzz_lab.rulebook.texts.rule_refs`). Applying it cuts the page's lists at
those indices and appends, so it may be applied twice, and on top of the whole log it
came with, without harm. When the log is not just longer (an undo, a new game, another
language or viewer), the whole log goes again with an empty addition (:func:`no_add`).
"""

from __future__ import annotations

from typing import Any

Refs = dict[str, list[Any]]


def _extends(old: list[Any], new: list[Any]) -> bool:
    return len(old) <= len(new) and new[: len(old)] == old


def log_add(old_log: list[str], old_refs: Refs, log: list[str], refs: Refs) -> dict | None:
    """What turns the page's ``old_log`` and ``old_refs`` into ``log`` and ``refs``; None
    when they are not just longer (then the page gets them whole)."""
    at_old, at_new = old_refs.get("at", []), refs.get("at", [])
    ids_old, ids_new = old_refs.get("ids", []), refs.get("ids", [])
    titles_old, titles_new = old_refs.get("titles", []), refs.get("titles", [])
    if not (
        _extends(old_log, log)
        and _extends(at_old, at_new)
        and _extends(ids_old, ids_new)
        and _extends(titles_old, titles_new)
    ):
        return None
    k = len(ids_old)
    return {
        "from": len(old_log),
        "lines": log[len(old_log) :],
        "at_from": len(at_old),
        "at": at_new[len(at_old) :],
        "ids_from": k,
        "ids": ids_new[k:],
        "titles": titles_new[k:],
    }


def no_add(log: list[str], refs: Refs) -> dict[str, Any]:
    """The addition sent with a whole log: nothing to add (applying it changes nothing)."""
    return log_add(log, refs, log, refs)  # type: ignore[return-value]


def apply_add(log: list[str], refs: Refs, add: dict[str, Any]) -> tuple[list[str], Refs]:
    """``log`` and ``refs`` with ``add`` applied, as the page applies it (widget_js/logkeep.js)."""
    ids_from = add.get("ids_from", 0)
    if not add or ids_from > len(refs.get("ids", [])) or add["from"] > len(log):
        return log, refs  # not the page's log: it keeps what it has
    if add["at_from"] > len(refs.get("at", [])):
        return log, refs
    return log[: add["from"]] + add["lines"], {
        "ids": refs.get("ids", [])[:ids_from] + add["ids"],
        "titles": refs.get("titles", [])[:ids_from] + add["titles"],
        "at": refs.get("at", [])[: add["at_from"]] + add["at"],
    }


__all__ = ["apply_add", "log_add", "no_add"]
