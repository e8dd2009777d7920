"""The Fall Flavors parts of the table's saved picture (plain HTML and SVG, no scripts).

Drawn from the same synced state the live page draws from (``_modules``: the Fall
modules' data, and ``_field``: the view's seat's view only), with the
live page's shapes: the sunset strip, the fall field as hexes with the fruit market, the leaf
icons and caps (also on the hives: :func:`hive_marks`), the caps left and the trophies, the
festival board. Every text is the encoders' own, in the view's language.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ....core.hexes import Hex
from .table_svg import INK, LINE, MUTED, _mark, _n, _svg, _t, escape

if TYPE_CHECKING:
    from .game_view import GameView

#: Leaf icons as on the live page (fall_marks.js): colour AND shape, outlined dark.
LEAF_FILL = {"yellow": "#f2c21b", "red": "#d23a2a", "purple": "#8a44b0"}
OUTLINE = "#221a10"
FRUIT_FILL = {"apple": "#b3261e", "pear": "#9cc43a", "pumpkin": "#ef8a2a"}
FRUIT_INK = {"apple": "#ffffff", "pear": "#1d2606", "pumpkin": "#2b1d06"}
NECTARS = {"w": "wildflower", "r": "rosemary", "c": "cherry_blossom", "a": "acacia"}


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


def cap_icon(value: int, x: float, y: float, r: float) -> str:
    """A cap: a dark lid with its value (text at least 11 px)."""
    return (
        f'<g class="hb-cap" data-value="{value}" transform="translate({_n(x)},{_n(y)})">'
        f'<circle r="{_n(r)}" fill="#3d2a0c" stroke="#fff6dc" stroke-width="1.5"/>'
        f'<text y="{_n(max(r * 1.1, 11) * 0.36)}" text-anchor="middle" '
        f'font-size="{_n(max(r * 1.1, 11))}" font-weight="800" fill="#fff6dc">{value}</text></g>'
    )


def hive_marks(view: GameView, seat: int, size: float) -> Callable[[Callable[[Hex], Any]], str]:
    """The overlay of ``seat``'s hive: its leaves (lower left of a hex) and caps (upper
    right of a cell), each with its sentence as a tooltip."""
    leaves = (view.module_data("fall.leaves").get("hives") or [[]] * (seat + 1))[seat]
    caps = (view.module_data("fall.caps").get("hives") or [[]] * (seat + 1))[seat]

    def draw(px: Callable[[Hex], Any]) -> str:
        out = []
        for leaf in leaves:
            x, y = px(tuple(leaf["hex"]))
            out.append(
                f'<g class="hb-mark hb-mark-leaf"><title>{escape(leaf["text"])}</title>'
                f"{leaf_icon(leaf['colour'], x - size * 0.36, y + size * 0.36, size * 0.3)}</g>"
            )
        for cap in caps:
            x, y = px(tuple(cap["hex"]))
            out.append(
                f'<g class="hb-mark hb-mark-cap"><title>{escape(cap["text"])}</title>'
                f"{cap_icon(cap['value'], x + size * 0.36, y - size * 0.4, max(size * 0.4, 7))}</g>"
            )
        return "".join(out)

    return draw


def _p(words: str, style: str = "") -> str:
    if not words:
        return ""
    return f'<p style="margin:2px 0;{style}">{escape(words)}</p>'


def _muted(words: str) -> str:
    return _p(words, f"color:{MUTED};font-size:12px")


def _title(words: str) -> str:
    return f"<p><b>{escape(words)}</b></p>"


# ------------------------------------------------------------------ Sweetwater Sunset


def sunset_html(view: GameView) -> str:
    """The sunset strip: the track (the sun, the last space), how far the end is, the
    events noted this turn and the sun's latest moves."""
    sun = view.module_data("fall.sunset")
    if not sun.get("track"):
        return ""
    body = []
    for space in sun["track"]:
        x, y, i = 16 + space["space"] * 28, 16, space["space"]
        past = i < sun["position"]
        ring = f'stroke="{INK}" stroke-width="3"' if space["sun"] else f'stroke="{LINE}"'
        fill = "#ffd76a" if space["sun"] else ("#efe7d6" if past else "#ffffff")
        body.append(
            f'<g data-space="{i}"><title>{escape(space["label"])}</title>'
            f'<circle cx="{x}" cy="{y}" r="12" fill="{fill}" {ring}/>'
        )
        if space["last"]:
            body.append(f'<circle cx="{x}" cy="{y}" r="9" fill="none" stroke="{INK}"/>')
        word = "☀" if space["sun"] else str(i)
        size = 15 if space["sun"] else 11
        body.append(
            f'<text x="{x}" y="{y + 4}" text-anchor="middle" font-size="{size}" '
            f'font-weight="{700 if space["sun"] else 400}" fill="{INK}">{word}</text></g>'
        )
    track = _svg(32 + 28 * sun["last"], 32, sun["header"], body)
    moves = "".join(f"<li>{escape(m['text'])}</li>" for m in sun["moves"])
    return (
        f'<section class="hbt-static-sunset">'
        f"{_title(_t(view, 'fall.sunset.title'))}<div>{track}</div>"
        f"{_p(sun['end'])}{''.join(_p(line) for line in sun['pending'])}"
        f"{_p(sun['moves_title'] if sun['moves'] else sun['no_moves'])}"
        f"{f'<ul>{moves}</ul>' if moves else ''}</section>"
    )


# ------------------------------------------------------------------ Fall Fruit

HEX = 28


def _hex_points(x: float, y: float, size: float) -> str:
    pts = []
    for i in range(6):
        a = math.radians(-60 * i - 30)
        pts.append(f"{_n(x + size * math.cos(a))},{_n(y + size * math.sin(a))}")
    return " ".join(pts)


def _centre(r: int, c: int) -> tuple[float, float]:
    w = math.sqrt(3) * HEX
    return (30 + w / 2 + c * w + (w / 2 if r % 2 else 0), 30 + HEX + r * 1.5 * HEX)


def _fruit_mark(kind: str, x: float, y: float, r: float, short: str) -> str:
    fill, ink = FRUIT_FILL.get(kind, "#999999"), FRUIT_INK.get(kind, INK)
    if kind == "pumpkin":
        body = f'<ellipse rx="{_n(r * 1.2)}" ry="{_n(r * 0.92)}"'
    else:
        body = f'<circle r="{_n(r)}"'
    text = ""
    if r >= 11:
        text = (
            f'<text y="4" text-anchor="middle" font-size="11" font-weight="800" '
            f'fill="{ink}">{escape(short)}</text>'
        )
    return (
        f'<g class="hbt-ff-{kind}" transform="translate({_n(x)},{_n(y)})">'
        f'{body} fill="{fill}" stroke="{INK}" stroke-width="1.2"/>{text}</g>'
    )


def fruit_field_svg(view: GameView) -> str:
    """The fall field as hexes (rows, odd rows half a hex right): nectar tiles by their
    honey's initial, face-down tiles by their back (a "?" for a front the seat has not
    seen), fruit tiles, starting spaces and forage tokens."""
    fruit, static = view.module_data("fall.fruit"), view._static
    rows, cols = static["field"]["rows"], static["field"]["columns"]
    colours = static["palette"]["resources"]
    by_kind = {f["kind"]: f for f in fruit["fruits"]}
    side_b = fruit["side"] == "B"
    body = []
    for c in range(cols):
        x = _centre(0, c)[0]
        body.append(
            f'<text x="{_n(x - 10 if side_b else x)}" y="16" text-anchor="middle" '
            f'fill="{MUTED}">{"ABCDEFGHIJ"[c]}</text>'
        )
        if side_b:
            kind = fruit["columns"][c]
            words = _t(view, "fall.fruit.column", c="ABCDEFGHIJ"[c], fruit=by_kind[kind]["name"])
            body.append(
                f"<g><title>{escape(words)}</title>{_fruit_mark(kind, x + 8, 12, 7, '')}</g>"
            )
    for r in range(rows):
        y = _centre(r, 0)[1]
        body.append(
            f'<text x="8" y="{_n(y + 4)}" text-anchor="middle" fill="{MUTED}">{r + 1}</text>'
        )
        if side_b:
            kind = fruit["rows"][r]
            words = _t(view, "fall.fruit.row", n=r + 1, fruit=by_kind[kind]["name"])
            body.append(
                f"<g><title>{escape(words)}</title>{_fruit_mark(kind, 16, y + 17, 7, '')}</g>"
            )
    tiles = {(t[0], t[1]): t for t in view._field.get("tiles", [])}
    kinds = {(r, c): k for r, c, k in fruit["tiles"]}
    starts = {tuple(s) for s in static["field"].get("starts", [])}
    tokens: dict[tuple[int, int], list[int]] = {}
    for seat, r, c in view._field.get("tokens", []):
        tokens.setdefault((r, c), []).append(seat)
    for r, c, name in static["geometry"]["spaces"]:
        x, y = _centre(r, c)
        tile, kind = tiles.get((r, c)), kinds.get((r, c))
        words = _t(view, "fall.fruit.space_empty", space=name)
        inner = [
            f'<polygon points="{_hex_points(0, 0, HEX - 1)}" fill="#f3efe4" stroke="{LINE}" '
            'stroke-width="1.5"/>'
        ]
        if tile and len(tile) > 3:  # face down: the front only where this seat has seen it
            letter, back = tile[2], tile[3]
            inner.append(
                f'<polygon points="{_hex_points(0, 0, HEX - 6)}" '
                f'fill="{colours[NECTARS[back]]}" stroke="{INK}" stroke-dasharray="3 2"/>'
                f'<text y="6" text-anchor="middle" font-size="15" font-weight="800" '
                f'fill="{INK}">{escape(fruit["honeys"][letter]["short"]) if letter else "?"}</text>'
            )
            words = _t(view, "woodland.face_down", space=name, back=fruit["honeys"][back]["name"])
        elif tile:
            letter = tile[2]
            inner.append(
                f'<polygon points="{_hex_points(0, 0, HEX - 7)}" '
                f'fill="{colours[NECTARS[letter]]}" stroke="{INK}"/>'
                f'<text y="6" text-anchor="middle" font-size="15" font-weight="800" '
                f'fill="{INK}">{escape(fruit["honeys"][letter]["short"])}</text>'
            )
            words = _t(
                view, "fall.fruit.space_nectar", space=name, honey=fruit["honeys"][letter]["name"]
            )
        elif kind:
            inner.append(_fruit_mark(kind, 0, 0, 12, by_kind[kind]["short"]))
            words = _t(view, "fall.fruit.space_fruit", space=name, fruit=by_kind[kind]["name"])
        if (r, c) in starts:
            inner.append(f'<path d="M-23,-5 L-18,0 L-23,5 Z" fill="{INK}"/>')
            words += _t(view, "fall.fruit.start")
        for i, seat in enumerate(tokens.get((r, c), [])):
            style = static["players"][seat]
            inner.append(_mark(16 if i % 2 else -16, 10 if i < 2 else -10, 6, style))
            words += _t(view, "fall.fruit.token", name=style["name"])
        body.append(
            f'<g data-space="{r},{c}" transform="translate({_n(x)},{_n(y)})">'
            f"<title>{escape(words)}</title>{''.join(inner)}</g>"
        )
    w = math.sqrt(3) * HEX
    width, height = 30 + cols * w + w / 2 + 4, 30 + 2 * HEX + (rows - 1) * 1.5 * HEX + 4
    return _svg(width, height, _t(view, "fall.fruit.field"), body)


def fruit_market_html(view: GameView) -> str:
    """The fruit market: the values, the set-bonus track, what a set pays now, everyone's
    fruit."""
    fruit = view.module_data("fall.fruit")
    if not fruit.get("side"):
        return ""
    market = fruit["market"]
    body = []
    for i, value in enumerate(market["track"]):
        x, here = 6 + i * 40, i == market["position"]
        body.append(
            f'<rect x="{x}" y="4" width="36" height="20" rx="4" '
            f'fill="{"#ffd76a" if here else "#ffffff"}" stroke="{INK if here else LINE}" '
            f'stroke-width="{2 if here else 1}"/><text x="{x + 18}" y="18" text-anchor="middle" '
            f'fill="{INK}" font-weight="{800 if here else 400}">'
            f"{'▶ ' if here else ''}{value}</text>"
        )
    track = _svg(12 + 40 * len(market["track"]), 28, _t(view, "fall.fruit.track"), body)
    values = _t(
        view,
        "fall.fruit.values",
        values=[
            _t(view, "fall.fruit.value", fruit=f["name"], n=f["value"]) for f in fruit["fruits"]
        ],
    )
    names = [p["name"] for p in view._static["players"]]
    held = "".join(
        f"<li>{escape(_t(view, 'fall.fruit.held', name=names[s], fruit=words))}</li>"
        for s, words in enumerate(fruit["held_text"])
    )
    return (
        f'<section class="hbt-static-fruit-market">{_title(_t(view, "fall.fruit.market_title"))}'
        f'{_p(values)}<p style="margin:2px 0">{escape(_t(view, "fall.fruit.track"))}: {track}</p>'
        f"{_p(market['text'])}<ul>{held}</ul></section>"
    )


def fruit_field_html(view: GameView) -> str:
    """The fall field (drawn instead of the woodland) with its legend."""
    fruit = view.module_data("fall.fruit")
    if not fruit.get("side"):
        return ""
    return (
        f'<section class="hbt-static-fruit-field">{_title(_t(view, "fall.fruit.title"))}'
        f"{fruit_field_svg(view)}{_p(fruit['legend'])}{_muted(fruit['reconstructed'])}</section>"
    )


# ------------------------------------------------------------------ Autumn Leaves


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
        out.append(f"{_p(_t(view, 'fall.leaves.stack_leaves'))}<ul>{''.join(tops)}</ul>")
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


# ------------------------------------------------------------------ Nectar Caps


def caps_html(view: GameView) -> str:
    """The caps left (the next one marked), each player's caps and the trophies now."""
    caps = view.module_data("fall.caps")
    if not caps.get("title"):
        return ""
    body = []
    for i, value in enumerate(caps["left"]):
        x = 18 + i * 34
        body.append(cap_icon(value, x, 16, 13))
        if i == 0:
            body.append(
                f'<text x="{x}" y="44" text-anchor="middle" font-size="11" fill="{INK}">'
                f"{escape(_t(view, 'fall.caps.next_label'))}</text>"
            )
    left = _svg(max(36, 34 * len(caps["left"]) + 4), 50, caps["left_text"], body)
    standing = "".join(
        f"<li>{'★ ' if s['trophy'] else ''}{escape(s['text'])}</li>" for s in caps["standing"]
    )
    return (
        f'<section class="hbt-static-caps">{_title(caps["title"])}{_p(caps["choice"])}'
        f"{left if caps['left'] else ''}{_p(caps['left_text'])}{_muted(caps['removed_text'])}"
        f"<ul>{standing}</ul>{_p(caps['trophy_text'])}{_muted(caps['tie_rule'])}</section>"
    )


# ------------------------------------------------------------------ Harvest Festival


def festival_html(view: GameView) -> str:
    """The festival board: its worker spaces, the toast cards with what each would pay the
    player on turn, the retired workers and the end-of-turn choice."""
    fest = view.module_data("fall.festival")
    if "cards" not in fest:
        return ""
    players = view._static["players"]
    body = []
    for i, space in enumerate(fest["spaces"]):
        x = 14 + i * 26
        label = fest["space_labels"][str(space)]
        body.append(f"<g><title>{escape(f'{i + 1}: {label}')}</title>")
        if isinstance(space, int):
            body.append(_mark(x, 14, 9, players[space]))
        elif space == "blocked":
            body.append(
                f'<rect x="{x - 10}" y="4" width="20" height="20" rx="3" fill="#d9d2c3" '
                f'stroke="{INK}"/><path d="M{x - 6},8 L{x + 6},20 M{x + 6},8 L{x - 6},20" '
                f'stroke="{INK}" stroke-width="2"/>'
            )
        else:
            body.append(
                f'<rect x="{x - 10}" y="4" width="20" height="20" rx="3" fill="#ffffff" '
                f'stroke="{INK}" stroke-dasharray="3 2"/>'
            )
        body.append("</g>")
    spaces = _svg(8 + 26 * len(fest["spaces"]), 28, fest["header"], body)
    cards = (
        "".join(
            f"<li>{escape(card['text'])}"
            f"{' — ' + escape(card['now_text']) if card['now_text'] else ''}</li>"
            for card in fest["cards"]
        )
        or f"<li>{escape(fest['no_cards'])}</li>"
    )
    retired = "".join(
        f"<li>{escape(r['text'])}{' · ' + escape(r['toasts']) if r['toasts'] else ''}</li>"
        for r in fest["retired"]
    )
    return (
        f'<section class="hbt-static-festival">{_title(_t(view, "fall.festival.title"))}'
        f"{_p(fest['header'])}{spaces}{_p(fest['choice'])}"
        f'<p style="margin:2px 0"><b>{escape(fest["toast_title"])}</b></p><ul>{cards}</ul>'
        f"<ul>{retired}</ul>{_muted(fest['reconstructed'])}</section>"
    )


__all__ = [
    "caps_html",
    "festival_html",
    "fruit_field_html",
    "fruit_field_svg",
    "fruit_market_html",
    "hive_marks",
    "leaf_icon",
    "leaves_html",
    "sunset_html",
]
