"""The players' boards in the saved picture, drawn as the page draws them (widget_js/
players.js, playerboard.js): the player's colour along the top, their mark and name, then
their figures as pieces with the number on the piece (the coins on a coin, the workers free,
placed, in the nursery and in the supply as the player's pieces, each resource as its disc,
the orders done as a card with their points on a star, the forage token) with a short
caption under, and their hive with hexes as big as the page's. Each piece's sentence is its
tooltip."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ....core.i18n import text
from .table_pieces import (
    BORDER,
    FG,
    INK,
    MUTED,
    PANEL,
    SUNK,
    coin,
    disc,
    hex_points,
    label,
    mark,
    nest,
    num,
    piece,
    shape,
    star,
    svg,
    text_width,
)

if TYPE_CHECKING:
    from .game_view import GameView

#: A hive hex's circumradius: hexes 48 px wide, their letters 11 px (the hive's 0.4 size).
HIVE = 28
CAPTION = 14
PAD = 10


def _t(view: GameView, key: str, **params: object) -> str:
    return text(view.language, f"table.players.{key}", **params)


def _item(x: float, y: float, w: float, caption: str, words: str, drawn: str) -> tuple[str, float]:
    """A piece ``w`` wide drawn at ``x``, ``y`` (``drawn`` in its own coordinates) with its
    caption under it; the piece and how wide it is with its caption."""
    width = max(w, text_width(caption, 11) + 4) if caption else w
    dx = x + (width - w) / 2
    out = f'<g transform="translate({num(dx)},{num(y)})">{drawn}</g>'
    if caption:
        out += label(x + width / 2, y + 34 + 11, caption, 11, fill=FG)
    return piece(words, out, "hbt-s-pitem"), width


def worker(player: dict[str, str], count: int, where: str) -> str:
    """Workers in one place: the player's piece with the count on it (playerboard.js)."""
    out = ""
    if where == "placed":
        out += (
            f'<polygon points="{hex_points(17, 17, 16.5)}" fill="#ffffff" stroke="{MUTED}" '
            'stroke-width="1.2"/>'
        )
    elif where == "nursery":
        out += (
            f'<rect x="1" y="9" width="32" height="24" rx="11" fill="{SUNK}" stroke="{MUTED}" '
            'stroke-width="1.2" stroke-dasharray="3 2"/>'
        )
    cy = 20 if where == "nursery" else 17
    attrs = f'fill="{player["fill"]}" stroke="{INK}" stroke-width="1.5"'
    if where == "supply":
        attrs += ' stroke-dasharray="3 2" fill-opacity="0.35"'
    out += shape(17, cy, 11, player["shape"], attrs)
    ink = FG if where == "supply" else player["ink"]
    return out + label(17, cy + 4.5, count, 13, weight=800, fill=ink)


def figures(view: GameView, seat: int, x: float, y: float) -> tuple[list[str], float]:
    """A player's figures as pieces in a row from ``x``, ``y``; the pieces and the row's end."""
    static = view._static
    palette = static["palette"]
    player = static["players"][seat]
    p = view._players[seat]
    free, placed, nursery, supply = p["workers"]
    out = []
    said = _t(view, "coins") + ": " + str(p["coins"])
    drawn, w = _item(x, y, 34, _t(view, "coins"), said, coin(17, 17, 15, p["coins"]))
    out.append(drawn)
    x += w + 12
    workers = (
        _t(view, "workers")
        + ": "
        + _t(view, "workers_text", available=free, placed=placed, nursery=nursery, supply=supply)
    )
    for where, n in (("free", free), ("placed", placed), ("nursery", nursery), ("supply", supply)):
        drawn, w = _item(x, y, 34, _t(view, f"worker_{where}"), workers, worker(player, n, where))
        out.append(drawn)
        x += w + 8
    x += 4
    amounts = [(static["pollen"], p["pollen"]), *p["honey"].items()]
    for resource, n in amounts:
        letter = palette["resource_letters"].get(resource) or static["resources"][resource][:1]
        drawn = disc(15, 17, 13, palette["resources"][resource], letter) + label(
            37, 22, n, 15, weight=800, fill=FG
        )
        words = _t(view, "amount", n=n, resource=static["resources"][resource])
        out.append(_item(x, y, 46, "", words, drawn)[0])
        x += 46 + 6
    x += 6
    points = sum(o[2] for o in p["orders"])
    customers = ", ".join(o[1] for o in p["orders"])
    words = (
        _t(view, "orders_text", n=len(p["orders"]), points=points, customers=customers)
        if p["orders"]
        else _t(view, "orders") + ": " + _t(view, "orders_none")
    )
    card = (
        f'<rect x="2" y="2" width="24" height="30" rx="3" fill="#ffffff" stroke="{INK}" '
        f'stroke-width="1.2"/>{label(14, 22, len(p["orders"]), 13, weight=800)}'
        f"{star(39, 18, 13)}{label(39, 22.5, points, 11, weight=800)}"
    )
    drawn, w = _item(x, y, 52, _t(view, "orders"), words, card)
    out.append(drawn)
    x += w + 12
    forage = p.get("forage")
    where = _space(forage) if forage else _t(view, "forage_none")
    # the token, drawn faint (dashed, empty) while it is not on the woodland
    look = 'fill="#8fbf5a"' if forage else 'fill="none" stroke-dasharray="3 2"'
    token = (
        f'<polygon points="{hex_points(17, 17, 15)}" {look} stroke="{INK}" stroke-width="1.2"/>'
        + label(17, 21.5, "F", 13, weight=800)
    )
    out.append(_item(x, y, 34, "", _t(view, "forage") + ": " + where, token)[0])
    return out, x + 34


def _space(at: list[int]) -> str:
    from ..game.state import space_name

    return space_name((at[0], at[1]))


def player_board(view: GameView, seat: int, hive: Callable[[int, float], str]) -> str:
    """One player's board: head, figures, and the hive (``hive(seat, size)``: its SVG)."""
    static = view._static
    player = static["players"][seat]
    pending = view._pending or {}
    role = (getattr(view, "_roles", None) or [{}] * (seat + 1))[seat] or {}
    deciding = pending.get("player") == seat and pending.get("kind") != "game_over"
    head = [mark(PAD + 15, 24, 13, player)]
    head.append(label(PAD + 36, 30, player["name"], 15, weight=700, fill=FG, anchor="start"))
    hx = PAD + 36 + text_width(player["name"], 15) * 1.15 + 10
    role_words = (
        _t(view, "role_bot", bot=role["bot"])
        if role.get("bot")
        else _t(view, "role_you")
        if role.get("you")
        else ""
    )
    if role_words:
        head.append(label(hx, 30, role_words, 12, fill=MUTED, anchor="start"))
        hx += text_width(role_words) + 10
    if deciding:
        head.append(
            label(
                hx,
                30,
                _t(view, "deciding", phrase=pending.get("phrase", "")),
                13,
                weight=700,
                fill=FG,
                anchor="start",
            )
        )
    pieces, end = figures(view, seat, PAD, 48)
    comb, cw, ch = nest(hive(seat, HIVE), PAD, 48 + 34 + CAPTION + 8)
    width = max(end, PAD + cw, hx + 40) + PAD
    height = 48 + 34 + CAPTION + 8 + ch + PAD
    edge = player["fill"] if deciding else BORDER
    plate = (
        f'<rect x="1" y="1" width="{num(width - 2)}" height="{num(height - 2)}" rx="8" '
        f'fill="{PANEL}" stroke="{edge}" stroke-width="{3 if deciding else 1.5}"/>'
        f'<rect x="1" y="1" width="{num(width - 2)}" height="6" rx="3" fill="{player["fill"]}"/>'
    )
    return svg(width, height, player["name"], [plate, *head, *pieces, comb], "hbt-s-player")


def players_html(view: GameView, hive: Callable[[int, float], str]) -> str:
    """Every seat the view shows, each on their board."""
    boards = "".join(player_board(view, seat, hive) for seat in view._seats)
    return f'<div class="hbt-static-players">{boards}</div>'
