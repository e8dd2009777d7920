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

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..table_svg import _muted, _n, _p, _title, escape
from ..table_svg import _t as _vt

if TYPE_CHECKING:
    from ..game_view import GameView

from typing import Any

from .....core.hexes import fmt
from .....core.i18n import Message, text
from ...game import Game
from ...game.log import kind_term
from ...game.modules.fall_leaves import COLOURS, FOLIAGE, foliage_title, score_card
from ...game.views import view_of
from ..table_state import ALL, Viewer
from . import PagePart, TablePart, register

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


# ------------------------------------------------------------------ the saved picture


#: Leaf icons as on the live page (fall_marks.js): colour AND shape, outlined dark.
LEAF_FILL = {"yellow": "#f2c21b", "red": "#d23a2a", "purple": "#8a44b0"}


OUTLINE = "#221a10"


def _star() -> str:
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        r = 0.48 if i % 2 else 1
        pts.append(f"{_n(r * math.cos(a))},{_n(r * math.sin(a) + 0.05)}")
    return "M" + "L".join(pts) + "Z"


LEAF_PATH = {
    "yellow": "M0,-1C0.78,-0.6 0.78,0.55 0,1C-0.78,0.55 -0.78,-0.6 0,-1Z",
    "red": _star(),
    "purple": "M0,0.95C-1.15,0.1 -0.95,-1 0,-0.38C0.95,-1 1.15,0.1 0,0.95Z",
}


def leaf_icon(colour: str, x: float, y: float, r: float) -> str:
    """One leaf icon of radius ``r`` at (x, y)."""
    return (
        f'<g class="hb-leaf" data-colour="{colour}" transform="translate({_n(x)},{_n(y)}) '
        f'scale({_n(r)})"><path d="{LEAF_PATH.get(colour, LEAF_PATH["yellow"])}" '
        f'fill="{LEAF_FILL.get(colour, "#999999")}" stroke="{OUTLINE}" '
        f'stroke-width="{_n(1.6 / max(r, 1))}" stroke-linejoin="round"/></g>'
    )


def leaves_svg(colours: list[str], px: int = 16) -> str:
    """A small SVG of leaf icons in a row (a stack's top tile, the legend)."""
    w = max(1, len(colours))
    icons = "".join(leaf_icon(c, 10 + 20 * i, 10, 8.5) for i, c in enumerate(colours))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" width="{px * w}" '
        f'height="{px}" viewBox="0 0 {20 * w} 20" style="vertical-align:middle">{icons}</svg>'
    )


def leaves_html(view: GameView) -> str:
    """The foliage card and its running standing, the leaf legend, the leaves on the
    stacks' top tiles (only the top is known) and on the tile being placed."""
    leaves = view.module_data("fall.leaves")
    if not leaves.get("title"):
        return ""
    legend = " ".join(
        f'<span style="margin-right:8px">{leaves_svg([c], 14)} {escape(name)}</span>'
        for c, name in leaves["colours"].items()
    )
    out = [f'<section class="hbt-static-leaves">{_title(leaves["title"])}']
    if leaves["foliage"]:
        out.append(_p(leaves["foliage"]["text"], "font-weight:700"))
    out.append(f'<p style="margin:2px 0" title="{escape(leaves["legend"])}">{legend}</p>')
    kinds = view._static["kinds"]
    tops = [
        f"<li>{leaves_svg([c for c, _w in top['leaves']], 14)} "
        f"{escape(kinds.get(kind, kind))}: {escape(top['text'])}</li>"
        for kind, top in leaves["tops"].items()
        if top and top["leaves"]
    ]
    if tops:
        out.append(f"{_p(_vt(view, 'fall.leaves.stack_leaves'))}<ul>{''.join(tops)}</ul>")
    if leaves["taken"]:
        colours = [c for c, _w in leaves["taken"]["leaves"]]
        out.append(
            f'<p style="margin:2px 0">{leaves_svg(colours, 14) if colours else ""} '
            f"{escape(leaves['taken']['text'])}</p>"
        )
    standing = "".join(
        f"<li>{'★ ' if s['lead'] else ''}{escape(s['text'])}</li>" for s in leaves["standing"]
    )
    out.append(f"<ul>{standing}</ul>{_p(leaves['leader'])}")
    if leaves["foliage"]:
        out.append(_muted(leaves["foliage"]["tie_rule"]))
    out.append("</section>")
    return "".join(out)


def hive_leaves(view: GameView, seat: int, size: float) -> Callable[[Callable[[Any], Any]], str]:
    """The leaves on ``seat``'s hive in the saved picture (lower left of a hex), each with
    its sentence as a tooltip."""
    leaves = (view.module_data(NAME).get("hives") or [[]] * (seat + 1))[seat]

    def draw(px: Callable[[Any], Any]) -> str:
        out = []
        for leaf in leaves:
            x, y = px(tuple(leaf["hex"]))
            out.append(
                f'<g class="hb-mark hb-mark-leaf"><title>{escape(leaf["text"])}</title>'
                f"{leaf_icon(leaf['colour'], x - size * 0.36, y + size * 0.36, size * 0.3)}</g>"
            )
        return "".join(out)

    return draw


def stack_leaves(view: GameView, kind: str) -> tuple[str, Callable[[float, float], str]] | None:
    """The leaves on the top tile of ``kind``'s stack in the saved picture (only the top is
    known), drawn in a row from the stack's lower left corner, as the page draws them."""
    top = (view.module_data(NAME).get("tops") or {}).get(kind)
    if not top or not top["leaves"]:
        return None
    colours = [c for c, _where in top["leaves"]]

    def draw(x: float, y: float) -> str:
        return "".join(leaf_icon(c, x + 9 + 17 * i, y - 9, 7.5) for i, c in enumerate(colours))

    return top["text"], draw


#: The table's part of the module (registered with the table's module parts).
PART = register(
    TablePart(
        "fall.leaves",
        encode_leaves,
        {"leaves": PagePart(needs=("_highlight",), picture=leaves_html)},
        offered=3,
        marks=hive_leaves,
        stack_marks=stack_leaves,
    )
)


__all__ = ["PART", "encode_leaves", "is_leafy"]
