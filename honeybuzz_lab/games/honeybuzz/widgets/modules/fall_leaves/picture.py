"""Autumn Leaves in the saved picture, drawn as the page draws it (widget_js/modules/
fall_leaves, fall_marks.js): the foliage card with its scoring drawn on it (the leaves it
counts, points per leaf on a star, the places' payouts on medals, a set framed, the two-hex
tile), each player's leaves as leaf tokens with their counts and their score on a star, the
leaves of the tile being placed; the leaves on the hives and on the stacks' top tiles. Each
piece's sentence is its tooltip; the card's words, its tie rule and the icons' key open in
place under "i"."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ......core.i18n import text
from ...table_pieces import FG, INK, hex_points, label, mark, num, piece, points_star
from ..saved_kit import TOP, at, caption, hive_marks, more, part_svg, section

if TYPE_CHECKING:
    from ...game_view import GameView

NAME = "fall.leaves"
COLOURS = ("yellow", "red", "purple")
#: Leaf icons as on the live page (fall_marks.js): colour AND shape, outlined dark.
LEAF_FILL = {"yellow": "#f2c21b", "red": "#d23a2a", "purple": "#8a44b0"}
OUTLINE = "#221a10"
#: The medals of the places (1st gold, 2nd silver, 3rd bronze) and a leafy tile (part.css).
MEDALS = ("#f2c94c", "#d5d8dc", "#e0a872")
TILE = "#f3cf68"
#: The foliage card's height and middle (pieces.js).
CARD_H = 40
MID = CARD_H / 2


def _star_path() -> str:
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        r = 0.48 if i % 2 else 1
        pts.append(f"{num(r * math.cos(a))},{num(r * math.sin(a) + 0.05)}")
    return "M" + "L".join(pts) + "Z"


LEAF_PATH = {
    "yellow": "M0,-1C0.78,-0.6 0.78,0.55 0,1C-0.78,0.55 -0.78,-0.6 0,-1Z",
    "red": _star_path(),
    "purple": "M0,0.95C-1.15,0.1 -0.95,-1 0,-0.38C0.95,-1 1.15,0.1 0,0.95Z",
}


def leaf_icon(colour: str, x: float, y: float, r: float) -> str:
    """One leaf icon of radius ``r`` at (x, y)."""
    return (
        f'<g class="hb-leaf" data-colour="{colour}" transform="translate({num(x)},{num(y)}) '
        f'scale({num(r)})"><path d="{LEAF_PATH.get(colour, LEAF_PATH["yellow"])}" '
        f'fill="{LEAF_FILL.get(colour, "#999999")}" stroke="{OUTLINE}" '
        f'stroke-width="{num(1.6 / max(r, 1))}" stroke-linejoin="round"/></g>'
    )


def _disc(x: float, y: float, r: float) -> str:
    return (
        f'<circle cx="{num(x)}" cy="{num(y)}" r="{num(r)}" fill="#ffffff" stroke="{INK}" '
        'stroke-width="1.2"/>'
    )


def leaf_piece(colour: str, n: int) -> str:
    """A leaf of ``colour`` on a paper token, ``n`` on a disc at its lower right (42 x 34)."""
    return (
        _disc(15, 16, 14.5)
        + leaf_icon(colour, 15, 16, 11)
        + _disc(32, 24, 9.5)
        + label(32, 28.5, n, 12, weight=800)
    )


# ---------------------------------------------------------------- the foliage card
# Each drawing puts its pieces at x into ``out`` and gives the x after them (pieces.js).


def _leaves(out: list[str], colours: Any, x: float, r: float = 9) -> float:
    out += [leaf_icon(c, x + r + i * (2 * r + 2), MID, r) for i, c in enumerate(colours)]
    return x + len(colours) * (2 * r + 2)


def _per_leaf(out: list[str], points: int, x: float) -> float:
    out.append(points_star(x + 15, MID + 1, points, 14))
    return x + 32


def _medals(out: list[str], payouts: list[int], x: float) -> float:
    for i, p in enumerate(payouts):
        cx = x + 13 + i * 27
        out.append(
            f'<circle cx="{num(cx)}" cy="{MID}" r="12.5" fill="{MEDALS[min(i, 2)]}" '
            f'stroke="{INK}" stroke-width="1.2"/>' + label(cx, MID + 4.5, p, 12, weight=800)
        )
    return x + len(payouts) * 27 + 2


def _set(out: list[str], x: float) -> float:
    out.append(
        f'<rect x="{num(x)}" y="7" width="66" height="26" rx="8" fill="none" stroke="{INK}" '
        'stroke-width="1.2" stroke-dasharray="3 2"/>'
    )
    return _leaves(out, COLOURS, x + 3) + 5


def _double_tile(out: list[str], x: float) -> float:
    r = 11
    w = math.sqrt(3) * r
    for dx in (0, w):
        out.append(
            f'<polygon points="{hex_points(x + w / 2 + 1 + dx, MID, r)}" fill="{TILE}" '
            f'stroke="{INK}"/>'
        )
    out.append(leaf_icon("red", x + w / 2 + 1, MID, 6.5))
    out.append(leaf_icon("purple", x + w * 1.5 + 1, MID, 6.5))
    return x + 2 * w + 6


def _divider(out: list[str], x: float) -> float:
    out.append(
        f'<line x1="{num(x + 5)}" x2="{num(x + 5)}" y1="8" y2="{CARD_H - 8}" stroke="{INK}" '
        'stroke-width="1.5" fill="none"/>'
    )
    return x + 10


def _sep(out: list[str], x: float, words: str) -> float:
    w = len(words) * 7 + 4
    out.append(label(x + w / 2, MID + 5, words, 12, weight=700))
    return x + w


DRAW: dict[str, Callable[[list[str], dict[str, Any], float], float]] = {
    "each_colour": lambda o, c, x: _medals(o, c["payouts"], _per_leaf(o, c["per_leaf"],
                                                                      _leaves(o, COLOURS, x))),
    "sets": lambda o, c, x: _per_leaf(o, c["points"], _set(o, x)),
    "per_and_most": lambda o, c, x: _medals(o, c["payouts"], _leaves(o, [c["most"]], _divider(
        o, _per_leaf(o, c["per_leaf"], _leaves(o, [c["colour"]], x))), 11)),
    "most_total": lambda o, c, x: _medals(o, c["payouts"], _leaves(o, COLOURS, x, 7)),
    "double_tiles": lambda o, c, x: _per_leaf(o, c["points"], _double_tile(o, x)),
    "best_colour": lambda o, c, x: _per_leaf(o, c["per_leaf"], _sep(o, _leaves(o, COLOURS, x),
                                                                    "max")),
}  # fmt: skip


def foliage_card(scoring: dict[str, Any], x: float, y: float) -> tuple[str, float]:
    """The foliage card at ``x``, ``y``: a card on paper, its scoring drawn on it (an unknown
    type: blank); the drawing and its width."""
    out: list[str] = []
    draw = DRAW.get(scoring.get("type", ""))
    end = draw(out, scoring, 6) if draw else 40
    width = math.ceil(end + 4)
    plate = (
        f'<rect x="1" y="1" width="{width - 2}" height="{CARD_H - 2}" rx="6" fill="#ffffff" '
        f'stroke="{INK}" stroke-width="1.2"/>'
    )
    return f'<g transform="translate({num(x)},{num(y)})">{plate}{"".join(out)}</g>', width


def leaves_html(view: GameView) -> str:
    """The foliage card, each player's leaves and score, the tile being placed."""
    leaves = view.module_data(NAME)
    if not leaves.get("title"):
        return ""
    players = view._static["players"]
    body, y, width = [], float(TOP), 200.0
    f = leaves["foliage"]
    if f:
        card, w = foliage_card(f["scoring"], 2, y)
        body.append(
            piece(" ".join(filter(None, [f["text"], f["tie_rule"]])), card, "hbt-s-foliage")
        )
        width = max(width, w + 4)
        y += CARD_H + 6
    if leaves["taken"]:
        colours = [c for c, _w in leaves["taken"]["leaves"]]
        icons = "".join(leaf_icon(c, 12 + 24 * i, y + 11, 10) for i, c in enumerate(colours))
        body.append(piece(leaves["taken"]["text"], icons, "hbt-s-taken"))
        y += 26
    for st in leaves["standing"]:
        drawn = [label(8, y + 22, "★", 14, fill=FG) if st["lead"] else ""]
        drawn.append(mark(30, y + 17, 11, players[st["seat"]]))
        x = 46.0
        for colour in leaves["colours"]:
            drawn.append(at(x, y, leaf_piece(colour, st["counts"].get(colour, 0))))
            x += 44
        if f:
            drawn.append(points_star(x + 16, y + 18, st["points"], 17))
            x += 36
        body.append(piece(st["text"], drawn, "hbt-s-leaves-player"))
        width = max(width, x + 4)
        y += 38
    svg = part_svg(width, y + 2, leaves["title"], leaves["leader"] or leaves["title"], body)
    said = [f["text"], f["tie_rule"]] if f else []
    summary = text(view.language, "table.fall.leaves.more")
    return section(
        "leaves", svg, caption(leaves["leader"]), more(summary, [*said, leaves["legend"]])
    )


def hive_leaves(view: GameView, seat: int, size: float) -> Callable[[Callable[[Any], Any]], str]:
    """The leaves on ``seat``'s hive in the saved picture (lower left of a hex), each with
    its sentence as a tooltip."""
    leaves = (view.module_data(NAME).get("hives") or [[]] * (seat + 1))[seat]
    return hive_marks(
        leaves,
        "hb-mark-leaf",
        lambda leaf, x, y: leaf_icon(leaf["colour"], x - size * 0.36, y + size * 0.36, size * 0.3),
    )


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


__all__ = ["hive_leaves", "leaf_icon", "leaf_piece", "leaves_html", "stack_leaves"]
