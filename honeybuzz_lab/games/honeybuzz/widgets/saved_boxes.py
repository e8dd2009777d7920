"""The hive board in the saved picture, drawn as the page draws it (widget_js/boxes.js,
boxpieces.js): a tray per box with its name printed on it, each stack a two-hex tile (its
action's icon and letter on the anchor, the number left on the tail) over the tiles under
it, the beelines as columns of the players' pieces with their height on top, and the
nursery with the workers waiting there. Each piece's sentence is its tooltip."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ....core.i18n import text
from .table_pieces import (
    BORDER,
    FG,
    GOLD,
    INK,
    MUTED,
    SUNK,
    board,
    hex_points,
    label,
    num,
    piece,
    shape,
    text_width,
)

if TYPE_CHECKING:
    from .game_view import GameView

#: A stack's hex radius (a hex 48.5 px wide), how far each tile under the top one shows
#: and how many show at most (boxpieces.js).
HEX = 28
W = math.sqrt(3) * HEX
UNDER, UNDER_MAX = 4, 2
STACK_W = 2 * W + 6 + UNDER * UNDER_MAX
STACK_H = 2 * HEX + 6 + UNDER * UNDER_MAX
#: A worker piece's radius in a beeline, and the rise of each piece above the one under it.
WORKER = 12
STEP = WORKER * 0.55
GAP = 8
#: Where a box's stacks start below its top (room for its name and the decree's cost).
TOP = 32


def _t(view: GameView, key: str, **params: object) -> str:
    return text(view.language, f"table.boxes.{key}", **params)


def stack_piece(x: float, y: float, palette: dict[str, Any], kind: str, left: int) -> str:
    """A stack of ``left`` tiles of ``kind`` with its top-left at ``x``, ``y`` (none left:
    the empty place, dashed, with 0)."""
    at = [(x + 3 + W / 2, y + 3 + HEX), (x + 3 + W * 1.5, y + 3 + HEX)]
    if not left:
        out = [
            f'<polygon points="{hex_points(cx, cy, HEX - 1)}" fill="none" stroke="{MUTED}" '
            'stroke-width="1.5" stroke-dasharray="4 3"/>'
            for cx, cy in at
        ]
        return "".join(out) + label(x + 3 + W, y + 3 + HEX + 5, 0, 16, weight=800, fill=MUTED)
    edge = palette["edges"]["yellow"]["color"]
    out = []
    for k in range(min(left - 1, UNDER_MAX) * UNDER, 0, -UNDER):  # the tiles under, edges showing
        for cx, cy in at:
            out.append(
                f'<polygon points="{hex_points(cx + k, cy + k, HEX - 1)}" fill="{palette["tile"]}" '
                f'stroke="{edge}" stroke-width="1.5"/>'
            )
    (ax, ay), (tx, ty) = at
    out.append(
        f'<polygon points="{hex_points(ax, ay, HEX - 1)}" fill="{palette["tile_anchor"]}" '
        f'stroke="{edge}" stroke-width="2"/><polygon points="{hex_points(tx, ty, HEX - 1)}" '
        f'fill="{palette["tile"]}" stroke="{edge}" stroke-width="2"/>'
    )
    icon = palette["icons"][kind]
    ink = palette["text"]
    out.append(
        f'<path d="{icon["path"]}" transform="translate({num(ax)},{num(ay - 6)}) scale(0.8)" '
        f'fill="{ink if icon["filled"] else "none"}" stroke="{ink}" stroke-width="1.5" '
        f'stroke-linejoin="round"/>{label(ax, ay + 17, icon["letter"], 12, weight=800, fill=ink)}'
        f'<circle cx="{num(tx)}" cy="{num(ty)}" r="13" fill="#ffffff" stroke="{INK}" '
        f'stroke-width="1.5"/>{label(tx, ty + 5, left, 15, weight=800)}'
    )
    return "".join(out)


def beeline_piece(x: float, bottom: float, player: dict[str, str], height: int) -> str:
    """A column of ``height`` of the player's pieces (six at most) standing on ``bottom``,
    from ``x``, its height on the top one."""
    shown = min(height, 6)
    out = []
    for k in range(shown):
        cy = bottom - WORKER - 2 - k * STEP
        attrs = f'fill="{player["fill"]}" stroke="{INK}" stroke-width="1.5"'
        out.append(shape(x + WORKER + 2, cy, WORKER, player["shape"], attrs))
    top = bottom - WORKER - 2 - (shown - 1) * STEP
    out.append(label(x + WORKER + 2, top + 4, height, 12, weight=800, fill=player["ink"]))
    return "".join(out)


def beeline_tall(height: int) -> float:
    """How tall a beeline of ``height`` is drawn."""
    return WORKER * 2 + 4 + STEP * (min(height, 6) - 1)


def _box_width(meta: dict[str, Any]) -> float:
    stacks = len(meta["kinds"])
    inner = stacks * STACK_W + (stacks - 1) * 10 + 12
    return max(112, inner, 7.5 * len(meta["label"]) + 12)  # its name in bold


def boxes_board(view: GameView) -> str:
    """The hive board: its boxes side by side, each drawn as the page draws it."""
    static = view._static
    nursing = [(seat, p["workers"][2]) for seat, p in enumerate(view._players) if p["workers"][2]]
    lines = max([beeline_tall(h) for box in view._board for _, h in box["beelines"]] or [0])
    has_nursery = any("new_bee" in meta["kinds"] for meta in static["boxes"])
    nursery_h = max([34.0] + [beeline_tall(n) for _, n in nursing]) if has_nursery else 0
    box_h = TOP + STACK_H + 6 + (lines + 6 if lines else 0) + (nursery_h + 6 if nursery_h else 0)
    x, y = 10.0, 30.0
    body = []
    for meta, box in zip(static["boxes"], view._board, strict=True):
        width = _box_width(meta)
        tray = (
            f'<rect x="{num(x)}" y="{num(y)}" width="{num(width)}" height="{num(box_h)}" '
            f'rx="9" fill="{SUNK}" stroke="{BORDER}" stroke-width="1.5"/>'
            + label(x + 9, y + 17, meta["label"], 12, weight=700, fill=FG, anchor="start")
        )
        body.append(piece(meta["label"], tray, "hbt-s-box"))
        body.append(_stacks(view, meta, box, x + (width - _box_width_inner(meta)) / 2, y + TOP))
        row = y + TOP + STACK_H + 6
        if box["beelines"]:
            body.append(_beelines(view, box["beelines"], x + width / 2, row + lines))
            row += lines + 6
        if "new_bee" in meta["kinds"]:
            body.append(_nursery(view, nursing, x + width / 2, row, nursery_h))
        x += width + GAP
    width = x - GAP + 10
    name = _t(view, "title")
    return board(width, y + box_h + 10, name, _t(view, "picture"), body)


def _box_width_inner(meta: dict[str, Any]) -> float:
    return len(meta["kinds"]) * STACK_W + (len(meta["kinds"]) - 1) * 10


def stack_marks(view: GameView, kind: str) -> list[tuple[str, Callable[[float, float], str]]]:
    """Every module's marks on the top tile of ``kind``'s stack (``TablePart.stack_marks``)."""
    from .modules import parts  # the registry's shipped parts use the saved picture's pieces

    found = (
        p.stack_marks(view, kind)
        for name, p in parts().items()
        if p.stack_marks is not None and view.module_data(name)
    )
    return [got for got in found if got]


def _stacks(view: GameView, meta: dict[str, Any], box: dict[str, Any], x: float, y: float) -> str:
    static = view._static
    out = []
    for kind in meta["kinds"]:
        left = box["stacks"][kind]
        cost = _t(view, "decree_cost", n=static["decree_cost"]) if kind == "decree" else ""
        words = _t(view, "stack", kind=static["kinds"][kind], n=left, cost=cost)
        drawn = stack_piece(x, y, static["palette"], kind, left)
        for said, draw in stack_marks(view, kind) if left else []:  # a module's, on its top
            words += " " + said
            drawn += draw(x + 3, y + STACK_H)
        if kind == "decree":  # its cost on a gold tag at the top right, as on the page
            tag = f"−{static['decree_cost']} ¢"
            w = text_width(tag, 11) + 8
            drawn += (
                f'<rect x="{num(x + STACK_W - w + 2)}" y="{num(y - 6)}" width="{num(w)}" '
                f'height="16" rx="6" fill="{GOLD}" stroke="{INK}"/>'
                + label(x + STACK_W - w / 2 + 2, y + 6, tag, 11, weight=700)
            )
        out.append(piece(words, drawn, "hbt-s-stack"))
        x += STACK_W + 10
    return "".join(out)


def _beelines(view: GameView, lines: list[Any], middle: float, bottom: float) -> str:
    players = view._static["players"]
    width = len(lines) * (WORKER * 2 + 4) + (len(lines) - 1) * 4
    x = middle - width / 2
    out = []
    for seat, height in lines:
        words = _t(view, "beeline", name=players[seat]["name"], n=height)
        out.append(piece(words, beeline_piece(x, bottom, players[seat], height), "hbt-s-beeline"))
        x += WORKER * 2 + 8
    return "".join(out)


def _nursery(view: GameView, nursing: list[Any], middle: float, y: float, tall: float) -> str:
    """The nursery's cradle with its name, and beside it each player's workers waiting."""
    name = _t(view, "nursery_name")
    width = max(58, len(name) * 7 + 16)
    shown = len(nursing) * (WORKER * 2 + 8)
    x = middle - (width + shown) / 2
    words = (
        _t(view, "nursery")
        + " "
        + (
            ", ".join(
                _t(view, "nursery_workers", name=view._static["players"][s]["name"], n=n)
                for s, n in nursing
            )
            or _t(view, "nursery_empty")
        )
    )
    cradle = (
        f'<rect x="{num(x)}" y="{num(y + tall - 30)}" width="{num(width)}" height="28" rx="14" '
        f'fill="#ffffff" stroke="{MUTED}" stroke-width="1.5" stroke-dasharray="3 2"/>'
        + label(x + width / 2, y + tall - 11.5, name, 11, weight=700, fill=FG)
    )
    out = [piece(words, cradle, "hbt-s-nursery")]
    x += width + 6
    for seat, n in nursing:
        player = view._static["players"][seat]
        said = _t(view, "nursery_workers", name=player["name"], n=n)
        out.append(piece(said, beeline_piece(x, y + tall, player, n), "hbt-s-beeline"))
        x += WORKER * 2 + 8
    return "".join(out)
