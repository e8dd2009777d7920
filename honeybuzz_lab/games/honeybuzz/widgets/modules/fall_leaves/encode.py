"""What the table shows of Autumn Leaves (``_modules["fall.leaves"]``), encoded from a seat's view.

Everything comes from ``view["leaves"]``
(:func:`honeybuzz_lab.games.honeybuzz.game.modules.fall_leaves.redact`): each stack's top tile and
its leaves, never the order below it; the leaves in every hive; the leafy tile being placed; the
foliage card. The running score on the foliage card is worked out from those public leaves with the
card's own rule (comparative cards with the final contests' tie rules,
:func:`~..game.modules.fall_leaves.score_card`). Texts are said here, in the table's language, so
the page only draws them.

The encoder gives ``{}`` for a game without Autumn Leaves (left out of
``_modules``), else::

    {"title", "colours": {colour: name}, "legend",
     "foliage": {"id", "text", "comparative", "tie_rule", "scoring": {"type", ...figures}}
                | None,
     "tops": {kind: {"leaves": [[colour, where]], "text"} | None},
     "hives": [[{"hex": [q, r], "colour", "text"}]]  (per seat),
     "taken": {"kind", "leaves": [[colour, where]], "text", "tray"} | None,
     "standing": [{"seat", "name", "counts": {colour: n}, "total", "points", "lead", "text"}],
     "leader"}
"""

from __future__ import annotations

from typing import Any

from ......core.hexes import fmt
from ......core.i18n import Message, text
from ....game import Game
from ....game.log import kind_term
from ....game.modules.fall_leaves import COLOURS, FOLIAGE, foliage_title, score_card
from ....game.views import view_of
from ...table_state import ALL, Viewer

NAME = "fall.leaves"
#: The foliage cards whose points depend on the other players' leaves.
COMPARATIVE = frozenset({"each_colour", "per_and_most", "most_total"})


def _t(language: str, key: str, **params: object) -> str:
    return text(language, f"table.fall.leaves.{key}", **params)


def _colour(colour: str) -> Message:
    return Message(f"terms.leaf.{colour}")


def _leaf_words(language: str, leaves: list[Any]) -> str:
    """``[[colour, where], ...]`` in words: "a red leaf on the icon's hex, ..."."""
    parts = [
        _t(language, "leaf_on", colour=_colour(c), where=Message(f"table.fall.leaves.where.{w}"))
        for c, w in leaves
    ]
    return _t(language, "leaves", leaves=parts) if parts else _t(language, "no_leaves")


def is_leafy(game: Game) -> bool:
    """Whether ``game`` is played with Autumn Leaves."""
    return NAME in game.rules.modules


def encode_leaves(game: Game, viewer: Viewer = ALL, language: str = "en") -> dict[str, Any]:
    """Autumn Leaves' part of the table for ``viewer`` (``{}`` without the module)."""
    if not is_leafy(game):
        return {}
    state = game.state
    seat = viewer if isinstance(viewer, int) else None
    view = view_of(state, seat)
    got = view["leaves"]
    names = [p["name"] for p in view["players"]]
    tops: dict[str, Any] = {}
    for kind, shown in got["tops"].items():
        tops[kind] = (
            None
            if shown is None
            else {"leaves": shown, "text": _t(language, "top", leaves=_leaf_words(language, shown))}
        )
    hives = [
        [
            {
                "hex": h,
                "colour": c,
                "text": _t(language, "hive_leaf", colour=_colour(c), hex=fmt(tuple(h))),
            }
            for h, c in hive
        ]
        for hive in got["hives"]
    ]
    taken = None
    if got["taken"] is not None:
        kind, printed = got["taken"]
        words = _leaf_words(language, printed)
        taken = {
            "kind": kind,
            "leaves": printed,
            "text": _t(language, "taken", kind=kind_term(kind), leaves=words),
            # The tray's button says the tile's name itself: its leaves only.
            "tray": _t(language, "tray", leaves=words),
        }
    counts = [{c: 0 for c in COLOURS} for _ in got["hives"]]
    for i, hive in enumerate(got["hives"]):
        for _h, c in hive:
            counts[i][c] += 1
    doubles = [sum(1 for _k, printed in placed if len(printed) == 2) for placed in got["placed"]]
    card_id = got["foliage"]
    foliage = None
    points = [0] * len(counts)
    if card_id is not None:
        card = FOLIAGE[card_id]
        points = score_card(card, counts, doubles)
        comparative = card["type"] in COMPARATIVE
        foliage = {
            "id": card_id,
            "text": _t(language, "foliage", title=foliage_title(card_id)),
            "comparative": comparative,
            "tie_rule": _t(language, "tie_rule") if comparative else "",
            # what the page draws on the card: its type and figures (public, as printed)
            "scoring": {k: v for k, v in card.items() if k != "id"},
        }
    best = max(points) if points else 0
    standing = []
    for i, c in enumerate(counts):
        by_colour = [_t(language, "count", n=c[k], colour=_colour(k)) for k in COLOURS]
        lead = card_id is not None and best > 0 and points[i] == best
        standing.append(
            {
                "seat": i,
                "name": names[i],
                "counts": c,
                "total": sum(c.values()),
                "points": points[i],
                "lead": lead,
                "text": _t(
                    language,
                    "standing" if card_id is not None else "standing_no_card",
                    name=names[i],
                    counts=by_colour,
                    total=sum(c.values()),
                    points=points[i],
                ),
            }
        )
    leaders = [s["name"] for s in standing if s["lead"]]
    if card_id is None:
        leader = ""
    elif not leaders:
        leader = _t(language, "leader_none")
    elif len(leaders) == 1:
        leader = _t(language, "leader", name=leaders[0], points=best)
    else:
        leader = _t(language, "leader_tied", names=leaders, points=best)
    return {
        "title": _t(language, "title"),
        "colours": {c: _colour(c).text(language) for c in COLOURS},
        "legend": _t(language, "legend"),
        "foliage": foliage,
        "tops": tops,
        "hives": hives,
        "taken": taken,
        "standing": standing,
        "leader": leader,
    }


__all__ = ["COMPARATIVE", "NAME", "encode_leaves", "is_leafy"]
