"""A small SVG picture per setup step: where things go, drawn from the step's counts."""

from __future__ import annotations

import math
from html import escape

from .setup_steps import Step

W, H = 160, 90
INK, HONEY, LEAF, CARD, COIN = "#5b4a2f", "#f2b632", "#6a9a3a", "#f7efd9", "#d9a400"


def _hex(cx: float, cy: float, r: float, fill: str) -> str:
    pts = " ".join(
        f"{cx + r * math.cos(math.radians(60 * k + 30)):.1f},"
        f"{cy + r * math.sin(math.radians(60 * k + 30)):.1f}"
        for k in range(6)
    )
    return f'<polygon points="{pts}" fill="{fill}" stroke="{INK}" stroke-width="1"/>'


def _card(x: float, y: float, w: float = 16, h: float = 22, fill: str = CARD) -> str:
    return (
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w}" height="{h}" rx="2" fill="{fill}" '
        f'stroke="{INK}" stroke-width="1"/>'
    )


def _coin(x: float, y: float, label: object = "", r: float = 7) -> str:
    text = (
        f'<text x="{x:.1f}" y="{y + 3:.1f}" font-size="8" text-anchor="middle" '
        f'fill="{INK}">{escape(str(label))}</text>'
        if label != ""
        else ""
    )
    return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r}" fill="{COIN}" stroke="{INK}"/>{text}'


def _worker(x: float, y: float) -> str:
    return f'<ellipse cx="{x:.1f}" cy="{y:.1f}" rx="4" ry="6" fill="{HONEY}" stroke="{INK}"/>'


def _label(x: float, y: float, text: object, size: int = 10) -> str:
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}" text-anchor="middle" '
        f'fill="{INK}">{escape(str(text))}</text>'
    )


def _body(step: Step) -> list[str]:
    c = step.counts
    sid = step.id
    if sid == "workers":
        out = []
        for k, seat in enumerate(c["seats"]):
            x = 20 + k * 38
            out.append(_label(x + 8, 14, k + 1))
            out += [_worker(x + 4 * i, 32) for i in range(seat["workers"])]
            out.append(_coin(x + 8, 60, seat["coins"], 9))
        return out
    if sid == "orders":
        out = []
        for s in range(c["stacks"]):
            for i in range(c["per_stack"]):
                fill = CARD if i < c["large"] else "#fff"
                out.append(_card(20 + s * 45 + i * 2, 50 - i * 6, 22, 28, fill))
        return out
    if sid in ("contests", "solo_contests"):
        out = [_card(20 + k * 45, 20, 30, 40) for k in range(3)]
        for k, v in enumerate(c.get("speed_coins", [])):
            out.append(_coin(35 + k * 18, 75, v, 8))
        return out
    if sid == "caps":
        return [_coin(12 + k * 15, 30, v, 7) for k, v in enumerate(c["caps"])] + [
            _coin(40 + k * 40, 65, v, 11) for k, v in enumerate(c["trophies"])
        ]
    if sid in ("nectar", "field", "field_back"):
        colours = ("#f4e04d", "#8fbf5a", "#f2a7c3", "#c9a3e6")
        used = c.get("used", 16) // 4 if sid == "nectar" else 2
        out = []
        for g, col in enumerate(colours):
            for i in range(used):
                out.append(_hex(20 + g * 38 + (i % 3) * 9, 25 + (i // 3) * 16, 7, col))
        fruit_colours = ("#d9412b", "#b5c42b", "#e8892b")  # apple, pear, pumpkin
        for k, n in enumerate(c.get("fruit_tiles", {}).values()):
            out.append(f'<circle cx="{40 + k * 40}" cy="80" r="7" fill="{fruit_colours[k % 3]}"/>')
            out.append(_label(52 + k * 40, 84, n, 9))
        return out
    if sid == "stacks":
        names = c.get("letters") or ("F", "P", "M", "N", "D", "A")
        return [
            g
            for k in range(c["stacks"])
            for g in (_hex(18 + k * 25, 45, 11, HONEY), _label(18 + k * 25, 49, names[k % 6]))
        ]
    if sid == "market":
        out = []
        for col in range(c["columns"]):
            for row in range(5):
                y = 12 + row * 14
                out.append(
                    f'<rect x="{15 + col * 27}" y="{y}" width="22" height="12" '
                    f'fill="#fff" stroke="{INK}"/>'
                )
            out.append(_coin(26 + col * 27, 18 + (c["start_space"] - 1) * 14, "", 5))
        return out
    if sid == "supply":
        honey = ("#f4e04d", "#8fbf5a", "#f2a7c3", "#c9a3e6")
        out = [_coin(18 + k * 10, 30) for k in range(4)]
        out += [_hex(80 + k * 20, 30, 8, honey[k % 4]) for k in range(c["honey_types"])]
        spare = "#e8892b" if c["resource"] == "fruit" else "#f7f1c8"
        return out + [
            f'<circle cx="{30 + k * 14}" cy="68" r="6" fill="{spare}" stroke="{INK}"/>'
            for k in range(5)
        ]
    if sid == "sunset":
        n = c["track_spaces"]
        return [
            f'<rect x="{10 + k * (140 / n):.1f}" y="40" width="{140 / n - 3:.1f}" height="16" '
            f'fill="{"#f08a24" if k == 0 else "#fde3b5"}" stroke="{INK}"/>'
            for k in range(n)
        ]
    if sid == "festival":
        out = [_card(10 + k * 24, 8, 18, 24) for k in range(c["toast_cards"])]
        spaces = c["worker_spaces"] + c["blocked"]
        for k in range(spaces):
            fill = "#999" if k >= c["worker_spaces"] else "#fff"
            out.append(
                f'<circle cx="{12 + (k % 8) * 18}" cy="{48 + (k // 8) * 16}" r="6" '
                f'fill="{fill}" stroke="{INK}"/>'
            )
        return out
    if sid == "drones":
        return [_card(20 + k * 3, 20, 30, 40) for k in range(5)] + [
            _worker(110, 40),
            _worker(130, 40),
        ]
    if sid == "bags":
        return [
            f'<path d="M{20 + k * 30} 70 q-8 -30 8 -40 q16 10 8 40 z" fill="#c8a26b" '
            f'stroke="{INK}"/>'
            for k in range(4)
        ]
    if sid in ("honey_pile", "nectar_pile", "helper_pile", "drafting_bag"):
        n = next(iter(c.values()), 1)
        col = {"honey_pile": HONEY, "nectar_pile": "#f2d675", "helper_pile": LEAF}.get(sid, "#aaa")
        out = [_hex(40 + (k % 6) * 14, 70 - (k // 6) * 12, 8, col) for k in range(min(n, 18))]
        return [*out, _label(130, 50, n, 14)]
    if sid == "boards":
        return [
            f'<rect x="10" y="15" width="70" height="60" rx="4" fill="{HONEY}" stroke="{INK}"/>',
            _label(45, 50, c["hive_side"]),
            f'<rect x="88" y="15" width="62" height="60" rx="4" fill="{LEAF}" stroke="{INK}"/>',
            _label(119, 50, c["woodland"]),
        ]
    return [_hex(80, 45, 26, HONEY)]


def picture(step: Step) -> str:
    """The step's picture: a small SVG (about 160 x 90)."""
    body = "".join(_body(step))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" '
        f'height="{H}" role="img" aria-label="{escape(step.title)}">{body}</svg>'
    )
