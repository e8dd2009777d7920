"""Fall Fruit in the saved picture, drawn as the page draws it (widget_js/modules/fall_fruit:
field.js, market.js, pieces.js): the fall field as hexes, and the fruit market as pieces:
each fruit on its value coin, + the set-bonus track with its marker on the bonus now, = what
a set pays on a coin, then each player's mark with their fruit as pieces, how many on a disc.
Each piece's sentence is its tooltip; the field's key and the note on reconstructed data open
in place under "Key"."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from ......core.i18n import text
from ...table_pieces import BORDER, FG, INK, MUTED, SUNK, coin, esc, label, mark, nest, num, piece
from ..saved_kit import TOP, at, more, part_svg, section

if TYPE_CHECKING:
    from ...game_view import GameView

FRUIT_FILL = {"apple": "#b3261e", "pear": "#9cc43a", "pumpkin": "#ef8a2a"}
FRUIT_INK = {"apple": "#ffffff", "pear": "#1d2606", "pumpkin": "#2b1d06"}
NECTARS = {"w": "wildflower", "r": "rosemary", "c": "cherry_blossom", "a": "acacia"}
COLUMNS = "ABCDEFGHIJ"
#: A field hex's circumradius (field.js).
HEX = 28
W = math.sqrt(3) * HEX
#: A track space's width (pieces.js).
SPACE = 30


def _vt(view: GameView, key: str, **params: object) -> str:
    return text(view.language, f"table.fall.fruit.{key}", **params)


def _fruit_body(kind: str, r: float, attrs: str) -> str:
    """A fruit's body of radius ``r`` at (0, 0): a pumpkin wide, a pear a pear, an apple
    round (pieces.js ``fruitBody``)."""
    if kind == "pumpkin":
        return f'<ellipse rx="{num(r * 1.2)}" ry="{num(r * 0.92)}" {attrs}/>'
    if kind == "pear":
        d = (
            f"M0,{num(-r)} C{num(r * 0.5)},{num(-r)} {num(r * 0.45)},{num(-r * 0.3)} "
            f"{num(r * 0.9)},{num(r * 0.35)} A{num(r * 0.95)},{num(r * 0.75)} 0 0 1 "
            f"{num(-r * 0.9)},{num(r * 0.35)} C{num(-r * 0.45)},{num(-r * 0.3)} "
            f"{num(-r * 0.5)},{num(-r)} 0,{num(-r)} Z"
        )
        return f'<path d="{d}" {attrs}/>'
    return f'<circle r="{num(r)}" {attrs}/>'


def fruit_mark(kind: str, x: float, y: float, r: float, short: str) -> str:
    """A fruit of radius ``r`` at ``x``, ``y``, its short name on it when it is big enough
    to read (12 px)."""
    attrs = f'fill="{FRUIT_FILL.get(kind, "#999999")}" stroke="{INK}" stroke-width="1.2"'
    words = ""
    if r >= 12 and short:
        words = label(0, 4, short, 12, weight=800, fill=FRUIT_INK.get(kind, INK))
    return (
        f'<g class="hbt-ff-{kind}" transform="translate({num(x)},{num(y)})">'
        f"{_fruit_body(kind, r, attrs)}{words}</g>"
    )


def fruit_piece(kind: str, short: str, n: object, on_coin: bool = False) -> str:
    """A fruit with ``n`` on it, lower right: on a coin (what it sells for) or on a disc
    (how many); 42 x 34 at (0, 0)."""
    if on_coin:
        number = coin(32, 24, 9.5, n, 12)
    else:
        number = (
            f'<circle cx="32" cy="24" r="9.5" fill="#ffffff" stroke="{INK}" stroke-width="1.2"/>'
            + label(32, 28.5, n, 12, weight=800)
        )
    return fruit_mark(kind, 15, 15, 13, short) + number


def track_piece(track: list[int], position: int) -> str:
    """The set-bonus track (pieces.js ``bonusTrackPiece``): a space per value, those passed
    struck through, the marker ring on the bonus now; ``len(track) * SPACE`` wide, 34 high."""
    out = []
    for i, value in enumerate(track):
        x, passed, here = 1 + i * SPACE, i < position, i == position
        mid = x + (SPACE - 3) / 2
        out.append(
            f'<rect x="{num(x)}" y="5" width="{SPACE - 3}" height="24" rx="5" fill="#ffffff" '
            f'stroke="{BORDER}"/>'
        )
        if here:
            out.append(
                f'<circle cx="{num(mid)}" cy="17" r="13.5" fill="none" stroke="{FG}" '
                'stroke-width="3"/>'
            )
        size, weight = (14, 800) if here else (12, 600)
        out.append(label(mid, 22 if here else 21.5, value, size, weight=weight,
                         fill=MUTED if passed else FG))  # fmt: skip
        if passed:
            out.append(
                f'<line x1="{num(x + 5)}" x2="{num(x + SPACE - 8)}" y1="17" y2="17" '
                f'fill="none" stroke="{MUTED}" stroke-width="1.2"/>'
            )
    return "".join(out)


def _market_svg(view: GameView, fruit: dict[str, Any]) -> str:
    """The fruit market's drawing: the sums' row, then each player's fruit."""
    market, fruits = fruit["market"], fruit["fruits"]
    body = []
    x, y = 2.0, TOP
    values = _vt(
        view, "values", values=[_vt(view, "value", fruit=f["name"], n=f["value"]) for f in fruits]
    )
    row = [at(x + 44 * i, y, fruit_piece(f["kind"], f["short"], f["value"], True))
           for i, f in enumerate(fruits)]  # fmt: skip
    body.append(piece(values, row, "hbt-s-fruit-values"))
    x += 44 * len(fruits) + 4
    body.append(label(x + 6, y + 22, "+", 16, weight=800, fill=FG))
    x += 14
    said = _vt(view, "track") + ": " + _vt(view, "bonus_now", n=market["bonus"])
    body.append(piece(said, at(x, y, track_piece(market["track"], market["position"])),
                      "hbt-s-fruit-track"))  # fmt: skip
    x += len(market["track"]) * SPACE + 2
    body.append(label(x + 6, y + 22, "=", 16, weight=800, fill=FG))
    x += 14
    body.append(piece(market["text"], coin(x + 15, y + 17, 15, market["set_pays"], 14),
                      "hbt-s-fruit-set"))  # fmt: skip
    width = x + 34
    y += 42
    players = view._static["players"]
    for seat, counts in enumerate(fruit["held"]):
        player = players[seat]
        drawn = [mark(13, y + 15, 11, player)]
        drawn += [at(30 + 44 * i, y, fruit_piece(f["kind"], f["short"], counts.get(f["kind"], 0)))
                  for i, f in enumerate(fruits)]  # fmt: skip
        words = _vt(view, "held", name=player["name"], fruit=fruit["held_text"][seat])
        body.append(piece(words, drawn, "hbt-s-fruit-held"))
        y += 38
    name = _vt(view, "market_title")
    return part_svg(max(width, 30 + 44 * len(fruits)), y + 2, name, name, body)


def _hex(r: float) -> str:
    corners = (math.radians(-60 * i - 30) for i in range(6))
    return " ".join(f"{num(r * math.cos(a))},{num(r * math.sin(a))}" for a in corners)


def _centre(r: int, c: int) -> tuple[float, float]:
    return (30 + W / 2 + c * W + (W / 2 if r % 2 else 0), 30 + HEX + r * 1.5 * HEX)


def _space(view: GameView, fruit: dict[str, Any], at: tuple[int, int, str], found: Any) -> str:
    """One space of the field: its hex, its tile (nectar, face down, fruit), the start's
    arrow and the forage tokens on it, its sentence as its title."""
    r, c, name = at
    tile, kind, start, seats = found
    colours = view._static["palette"]["resources"]
    honeys = fruit["honeys"]
    words = _vt(view, "space_empty", space=name)
    inner = [
        f'<polygon points="{_hex(HEX - 1)}" fill="{SUNK}" stroke="{BORDER}" stroke-width="1.5"/>'
    ]
    if tile and len(tile) > 3:  # face down: the front only where this seat has seen it
        letter, back = tile[2], tile[3]
        inner.append(
            f'<polygon points="{_hex(HEX - 6)}" fill="{colours[NECTARS[back]]}" stroke="{INK}" '
            f'stroke-dasharray="3 2"/>'
            + label(0, 6, honeys[letter]["short"] if letter else "?", 15, weight=800)
        )
        back_name = honeys[back]["name"]
        words = text(view.language, "table.woodland.face_down", space=name, back=back_name)
    elif tile:
        letter = tile[2]
        inner.append(
            f'<polygon points="{_hex(HEX - 7)}" fill="{colours[NECTARS[letter]]}" stroke="{INK}"/>'
            + label(0, 6, honeys[letter]["short"], 15, weight=800)
        )
        words = _vt(view, "space_nectar", space=name, honey=honeys[letter]["name"])
    elif kind:
        short = {f["kind"]: f for f in fruit["fruits"]}[kind]
        inner.append(fruit_mark(kind, 0, 0, 13, short["short"]))
        words = _vt(view, "space_fruit", space=name, fruit=short["name"])
    if start:
        inner.append(f'<path d="M-23,-5 L-18,0 L-23,5 Z" fill="{INK}"/>')
        words += _vt(view, "start")
    players = view._static["players"]
    for i, seat in enumerate(seats):
        inner.append(mark(16 if i % 2 else -16, 12 if i < 2 else -12, 7, players[seat]))
        words += _vt(view, "token", name=players[seat]["name"])
    x, y = _centre(r, c)
    return (
        f'<g data-space="{r},{c}" transform="translate({num(x)},{num(y)})">'
        f"<title>{esc(words)}</title>{''.join(inner)}</g>"
    )


def field_svg(view: GameView, fruit: dict[str, Any]) -> str:
    """The fall field as hexes (odd rows half a hex right), its columns' letters and rows'
    numbers (side B: each with its fruit)."""
    static = view._static
    rows, cols = static["field"]["rows"], static["field"]["columns"]
    by_kind = {f["kind"]: f for f in fruit["fruits"]}
    side_b = fruit["side"] == "B"
    body = []
    for c in range(cols):
        x = _centre(0, c)[0]
        body.append(label(x - 10 if side_b else x, 16, COLUMNS[c], 11, fill=MUTED))
        if side_b:
            kind = fruit["columns"][c]
            words = _vt(view, "column", c=COLUMNS[c], fruit=by_kind[kind]["name"])
            body.append(piece(words, fruit_mark(kind, x + 8, 12, 7, "")))
    for r in range(rows):
        y = _centre(r, 0)[1]
        body.append(label(8, y + 4, r + 1, 11, fill=MUTED))
        if side_b:
            kind = fruit["rows"][r]
            words = _vt(view, "row", n=r + 1, fruit=by_kind[kind]["name"])
            body.append(piece(words, fruit_mark(kind, 16, y + 17, 7, "")))
    tiles = {(t[0], t[1]): t for t in view._field.get("tiles", [])}
    kinds = {(r, c): k for r, c, k in fruit["tiles"]}
    starts = {tuple(s) for s in static["field"].get("starts", [])}
    tokens: dict[tuple[int, int], list[int]] = {}
    for seat, r, c in view._field.get("tokens", []):
        tokens.setdefault((r, c), []).append(seat)
    for r, c, name in static["geometry"]["spaces"]:
        found = (tiles.get((r, c)), kinds.get((r, c)), (r, c) in starts, tokens.get((r, c), []))
        body.append(_space(view, fruit, (r, c, name), found))
    width, height = 30 + cols * W + W / 2 + 4, 30 + 2 * HEX + (rows - 1) * 1.5 * HEX + 4
    field, width, height = nest(svg_of(width, height, _vt(view, "field"), body), 0, TOP - 6)
    return part_svg(width + 4, height + TOP - 2, _vt(view, "title"), _vt(view, "field"), [field])


def svg_of(width: float, height: float, words: str, body: list[str]) -> str:
    """A bare drawing (to nest in the part's) of ``width`` x ``height``."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{num(width)}" height="{num(height)}" '
        f'viewBox="0 0 {num(width)} {num(height)}"><title>{esc(words)}</title>'
        f"{''.join(body)}</svg>"
    )


def fruit_picture(view: GameView) -> str:
    """The fall field (drawn instead of the woodland) and the fruit market, side by side."""
    fruit = view.module_data("fall.fruit")
    if not fruit.get("side"):
        return ""
    field = section(
        "fruit-field",
        field_svg(view, fruit),
        more(_vt(view, "key"), [fruit["legend"], fruit["reconstructed"]]),
    )
    market = section("fruit-market", _market_svg(view, fruit))
    return field + market


__all__ = ["fruit_mark", "fruit_picture", "fruit_piece", "track_piece"]
