"""Nectar Caps in the saved picture, drawn as the page draws it (widget_js/modules/fall_caps,
fall_marks.js): the caps left as cap lids in table D's order (the next one framed, "next"
under it), each player's caps in a row with their total on a star and the trophy cup they
would take now, the trophies' cups with their points; the caps on the hives. Each piece's
sentence is its tooltip; the trophies' tie rule opens in place under "i"."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ......core.i18n import text
from ...table_pieces import FG, INK, MUTED, label, mark, num, piece, points_star
from ..saved_kit import TOP, caption, hive_marks, more, part_svg, section

if TYPE_CHECKING:
    from ...game_view import GameView

NAME = "fall.caps"
#: A cap's lid and ink (fall_marks.js), a trophy cup's gold (part.css).
LID = "#3d2a0c"
LID_INK = "#fff6dc"
CUP = "#f2c94c"
#: A lid's step in a player's row; a trophy cup's width.
STEP = 21
CUP_W = 36


def cap_icon(value: int, x: float, y: float, r: float) -> str:
    """A cap: a dark lid with its value (text at least 11 px)."""
    size = max(r * 1.1, 11)
    return (
        f'<g class="hb-cap" data-value="{value}" transform="translate({num(x)},{num(y)})">'
        f'<circle r="{num(r)}" fill="{LID}" stroke="{LID_INK}" stroke-width="1.5"/>'
        f"{label(0, size * 0.36, value, size, weight=800, fill=LID_INK)}</g>"
    )


def cup(x: float, y: float, points: int) -> str:
    """A trophy cup (34 high) at ``x``, ``y`` with ``points`` on it (pieces.js ``cup``)."""

    def p(dx: float, dy: float) -> str:
        return f"{num(x + dx)},{num(y + dy)}"

    d = (
        f"M{p(4, 4)} H{num(x + 30)} V{num(y + 14)} C{p(30, 22)} {p(24, 25)} {p(20, 26)} "
        f"V{num(y + 29)} H{num(x + 25)} V{num(y + 33)} H{num(x + 9)} V{num(y + 29)} "
        f"H{num(x + 14)} V{num(y + 26)} C{p(10, 25)} {p(4, 22)} {p(4, 14)} Z"
    )
    return f'<path d="{d}" fill="{CUP}" stroke="{INK}" stroke-width="1.2"/>' + label(
        x + 17, y + 19, points, 12, weight=800
    )


def _left(caps: dict[str, Any], next_word: str, y: float) -> tuple[str, float]:
    """The caps left in a row, the next one framed with ``next_word`` under it."""
    out = []
    for i, value in enumerate(caps["left"]):
        x = 2 + 16 + i * 32
        if i == 0:
            out.append(
                f'<rect x="{num(x - 15)}" y="{num(y)}" width="30" height="30" rx="6" '
                f'fill="none" stroke="{FG}" stroke-width="1.5"/>'
                + label(x, y + 43, next_word, 11, fill=FG)
            )
        out.append(cap_icon(value, x, y + 15, 12.5))
    return piece(caps["left_text"], out, "hbt-s-caps-left"), 4 + 32 * max(1, len(caps["left"]))


def _standing(st: dict[str, Any], player: dict[str, str], y: float) -> tuple[str, float]:
    """A player's row: their mark, their caps (a dashed empty lid when none), their total
    on a star and the cup they would take now."""
    out = [mark(13, y + 17, 11, player)]
    x = 30.0
    if not st["caps"]:
        out.append(
            f'<circle cx="{num(x + 12)}" cy="{num(y + 17)}" r="10.5" fill="none" '
            f'stroke="{MUTED}" stroke-width="1.5" stroke-dasharray="3 2"/>'
        )
    out += [cap_icon(v, x + 12 + i * STEP, y + 17, 10.5) for i, v in enumerate(st["caps"])]
    x += max(1, len(st["caps"])) * STEP + 20
    out.append(points_star(x, y + 18, st["total"], 17))
    x += 20
    if st["trophy"]:
        out.append(cup(x, y, st["trophy"]))
        x += CUP_W
    return piece(st["text"], out, "hbt-s-caps-player"), x + 4


def caps_html(view: GameView) -> str:
    """The caps left, each player's caps and the trophies now."""
    caps = view.module_data(NAME)
    if not caps.get("title"):
        return ""
    players = view._static["players"]
    body, y, width = [], float(TOP), 180.0
    if caps["left"]:
        drawn, w = _left(caps, text(view.language, "table.fall.caps.next_label"), y)
        body.append(drawn)
        width, y = max(width, w), y + 52
    for st in caps["standing"]:
        drawn, w = _standing(st, players[st["seat"]], y)
        body.append(drawn)
        width, y = max(width, w), y + 38
    if caps["trophies"]:
        cups = [cup(2 + i * CUP_W, y, p) for i, p in enumerate(caps["trophies"])]
        body.append(piece(caps["trophy_text"], cups, "hbt-s-caps-trophies"))
        width, y = max(width, 4 + CUP_W * len(caps["trophies"])), y + 38
    svg = part_svg(width, y, caps["title"], caps["left_text"], body)
    summary = text(view.language, "table.fall.caps.more")
    return section(
        "caps",
        svg,
        caption(caps["choice"]),
        caption(caps["removed_text"], muted=True),
        more(summary, [caps["trophy_text"], caps["tie_rule"]]),
    )


def hive_caps(view: GameView, seat: int, size: float) -> Callable[[Callable[[Any], Any]], str]:
    """The caps on ``seat``'s hive in the saved picture (upper right of a cell), each with
    its sentence as a tooltip."""
    caps = (view.module_data(NAME).get("hives") or [[]] * (seat + 1))[seat]
    r = max(size * 0.4, 7)
    return hive_marks(
        caps,
        "hb-mark-cap",
        lambda c, x, y: cap_icon(c["value"], x + size * 0.36, y - size * 0.4, r),
    )


__all__ = ["cap_icon", "caps_html", "cup", "hive_caps"]
