"""The market in the saved picture, drawn as the page draws it (widget_js/market.js,
marketpieces.js): a column per resource, its head a card with the resource's disc and its
name on two lines when it is long (where the catalogue lets it break, with a hyphen), then
the track: a space per value, the values passed struck through, the marker (the resource's
disc) on the value it is worth now. A column's sentence is its tooltip."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....core.i18n import text
from .table_pieces import BORDER, FG, INK, MUTED, board, disc, head_lines, label, num, piece

if TYPE_CHECKING:
    from .game_view import GameView

#: A column's least width, the room between columns, a track space's height (marketpieces.js).
COL = 62
GAP = 5
ROW = 24
LINE = 13


def _t(view: GameView, key: str, **params: object) -> str:
    return text(view.language, f"table.market.{key}", **params)


def column(
    view: GameView, resource: str, values: list[int], at: tuple[float, float, float], lines: int
) -> str:
    """One market column: ``at`` its top-left ``x``, ``y`` and its width; its head ``lines``
    lines high."""
    x, y, col = at
    static = view._static
    palette = static["palette"]
    fill = palette["resources"][resource]
    letter = palette["resource_letters"].get(resource) or static["resources"][resource][:1]
    pos = view._market.get(resource, 0)
    name = static["resources"][resource]
    head_h = 30 + lines * LINE
    out = [
        f'<rect x="{num(x + 0.5)}" y="{num(y + 0.5)}" width="{num(col - 1)}" '
        f'height="{num(head_h)}" rx="6" fill="#ffffff" stroke="{BORDER}"/>',
        disc(x + col / 2, y + 14, 10, fill, letter),
    ]
    for i, line in enumerate(head_lines(name, static.get("resource_breaks", {}).get(resource, ""))):
        out.append(label(x + col / 2, y + 37 + i * LINE, line, 11, fill=FG))
    top = y + head_h + 5
    for j, value in enumerate(values):
        ry = top + j * ROW
        here, passed = j == pos, j < pos
        out.append(
            f'<rect x="{num(x + 1)}" y="{num(ry)}" width="{num(col - 2)}" height="{ROW - 3}" '
            f'rx="5" fill="#ffffff" stroke="{INK if here else BORDER}" '
            f'stroke-width="{1.5 if here else 1}"/>'
        )
        if here:
            out.append(disc(x + 14, ry + (ROW - 3) / 2, 9.5, fill, letter))
            out.append(label(x + 40, ry + ROW / 2 + 4, value, 14, weight=800, fill=FG))
        else:
            colour = MUTED if passed else FG
            out.append(label(x + col / 2, ry + ROW / 2 + 3, value, 12, weight=600, fill=colour))
        if passed:
            sy = num(ry + ROW / 2 - 1.5)
            out.append(
                f'<line x1="{num(x + col / 2 - 9)}" x2="{num(x + col / 2 + 9)}" y1="{sy}" '
                f'y2="{sy}" fill="none" stroke="{MUTED}" stroke-width="1.2"/>'
            )
    if pos >= len(values) - 1:
        out.append(
            label(x + col / 2, top + len(values) * ROW + 9, _t(view, "bottom"), 11, fill=MUTED)
        )
    words = _t(view, "worth", resource=name, n=values[pos]) + (
        _t(view, "at_bottom") if pos >= len(values) - 1 else ""
    )
    return piece(words, out, "hbt-s-column")


def market_board(view: GameView, skip: str | None = None) -> str:
    """The market's columns on its board (``skip``: a column a module draws its own way)."""
    static = view._static
    tracks = {r: v for r, v in static["market"].items() if r != skip}
    breaks = static.get("resource_breaks", {})
    heads = [head_lines(static["resources"][r], breaks.get(r, "")) for r in tracks]
    lines = max(len(head) for head in heads)
    depth = max(len(v) for v in tracks.values())
    # as wide as the longest line of a head (11 px letters), at least COL
    col = max(COL, 6 + 5.6 * max(len(line) for head in heads for line in head))
    x, y = 10.0, 30.0
    body = []
    for resource, values in tracks.items():
        body.append(column(view, resource, values, (x, y, col), lines))
        x += col + GAP
    height = y + 30 + lines * LINE + 5 + depth * ROW + 16
    return board(x - GAP + 10, height, _t(view, "title"), _t(view, "picture"), body)
