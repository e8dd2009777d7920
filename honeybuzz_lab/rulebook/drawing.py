"""Pictures of the demonstrations: what the page shows beside an atom.

A hive is drawn by the hive's own SVG drawing (:func:`~honeybuzz_lab.games.honeybuzz.hive.
svg.hive_svg`: the tried tile dotted, or the placed tile outlined); a Honey Buzz game by the
hive of the player whose move it is and a line of their supplies; a Honeycomb Hustle game
by a compact drawing of the player's honeycomb (tokens, their points, their connector
marks); a computed rule by the call and its result.
"""

from __future__ import annotations

import math
from html import escape
from typing import Any

from ..games.honeybuzz.hive.svg import hive_svg
from ..games.hustle.game.data import KINDS
from .atoms import Atom
from .demos import Outcome, call_args, run
from .texts import say


def _said(text: object, language: str) -> str:
    """A Message in ``language``; any other text as it is."""
    speak = getattr(text, "text", None)
    return speak(language) if callable(speak) else str(text or "")


def picture(atom: Atom, language: str = "en") -> dict[str, Any]:
    """The demonstration of ``atom`` for the page: ``svg`` (may be ""), ``move``, ``verdict``
    (``allowed``, ``refused`` or ``computed``), ``reason`` and ``caption``."""
    demo = atom.demo
    outcome = run(demo)
    kind = demo["kind"]
    if kind == "call":
        return _call(demo, outcome, language)
    verdict = "allowed" if outcome.allowed else "refused"
    out: dict[str, Any] = {
        "verdict": verdict,
        "verdict_text": say(verdict, language),
        "reason": "" if outcome.allowed else _said(outcome.reason, language),
    }
    if kind == "hive":
        out.update(_hive(outcome, language))
    elif kind == "game":
        out.update(_game(outcome, language))
    else:
        out.update(_hustle(outcome, language))
    return out


def _hive(outcome: Outcome, language: str) -> dict[str, Any]:
    tile = outcome.move
    move = say("move", language, move=_said(tile.phrase(), language))
    if outcome.allowed:
        effect = outcome.position.preview(tile)
        svg = hive_svg(outcome.after, highlight=tile.hexes, language=language)
        return {"svg": svg, "move": move, "note": effect.describe(language),
                "caption": say("hive_after", language)}  # fmt: skip
    svg = hive_svg(outcome.position, tried=tile.hexes, language=language)
    return {"svg": svg, "move": move, "note": "", "caption": say("hive_caption", language)}


def _game(outcome: Outcome, language: str) -> dict[str, Any]:
    game = outcome.position
    seat = game.pending.player if game.pending.player is not None else 0
    player = game.state.players[seat]
    line = say(
        "player_line", language, name=player.name, coins=player.coins,
        pollen=player.pollen, workers=player.available_workers,
    )  # fmt: skip
    shown = (
        say("undo", language) if outcome.move == "undo" else game.describe(outcome.move, language)
    )
    move = say("move", language, move=shown)
    svg = hive_svg(player.hive, language=language)
    return {"svg": svg, "move": move, "note": "", "caption": line}


def _hustle(outcome: Outcome, language: str) -> dict[str, Any]:
    game = outcome.position
    seat = game.pending.player if game.pending.player is not None else 0
    name = game.players[seat]
    comb = game.state.players[seat].comb
    shown = (
        say("undo", language) if outcome.move == "undo" else game.describe(outcome.move, language)
    )
    move = say("move", language, move=shown)
    return {"svg": comb_svg(comb), "move": move, "note": "",
            "caption": say("honeycomb", language, name=name)}  # fmt: skip


_FILL = {"honey": "#f2c94c", "nectar": "#f7e8a4", "helper": "#fff3c4", "blue": "#5b8def",
         "purple": "#9b6bd6", "red": "#e05a4f", "orange": "#f2994a", "gray": "#a0a0a0"}  # fmt: skip
_LABEL = {"honey": "H", "nectar": "N", "helper": "+3", "trade": "T", "cover": "C", "red": "R"}


def comb_svg(comb: dict[tuple[int, int], tuple[str, int, bool]], size: float = 22.0) -> str:
    """A Hustle honeycomb as a small SVG: each token a hexagon in its colour with its points
    (or a letter), a dot on each edge with a connector mark."""
    if not comb:
        return ""
    width = math.sqrt(3) * size
    centres = {h: (width * (h[0] + h[1] / 2), 1.5 * size * h[1]) for h in comb}
    xs = [c[0] for c in centres.values()]
    ys = [c[1] for c in centres.values()]
    left, top = min(xs) - width, min(ys) - 2 * size
    w, h = max(xs) - left + width, max(ys) - top + 2 * size
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="rb-comb" viewBox="{left:.1f} {top:.1f} '
        f'{w:.1f} {h:.1f}" width="{w:.0f}" height="{h:.0f}" role="img">'
    ]
    for hexagon, (kind, marks, _under) in sorted(comb.items()):
        x, y = centres[hexagon]
        corners = " ".join(
            f"{x + size * math.cos(math.radians(60 * i - 30)):.1f},"
            f"{y + size * math.sin(math.radians(60 * i - 30)):.1f}"
            for i in range(6)
        )
        token = KINDS[kind]
        label = _LABEL.get(kind, str(token.points))
        parts.append(
            f'<g><title>{escape(kind)} {hexagon}</title><polygon points="{corners}" '
            f'fill="{_FILL.get(token.colour, "#ddd")}" stroke="#333" stroke-width="1"/>'
            f'<text x="{x:.1f}" y="{y + 4:.1f}" text-anchor="middle" font-size="12">'
            f"{escape(label)}</text>"
        )
        for d in range(6):
            if marks >> d & 1:
                angle = math.radians(-60 * d)
                mx = x + 0.8 * size * math.cos(angle)
                my = y + 0.8 * size * math.sin(angle)
                parts.append(f'<circle cx="{mx:.1f}" cy="{my:.1f}" r="2.6" fill="#111"/>')
        parts.append("</g>")
    parts.append("</svg>")
    return "".join(parts)


def _call(demo: dict[str, Any], outcome: Outcome, language: str) -> dict[str, Any]:
    name = demo["function"].rsplit(".", 1)[-1]
    args = ", ".join(_show(a) for a in demo.get("args", []))
    value = outcome.facts.get("value")
    combs = [a for a in demo.get("args", []) if isinstance(a, dict) and "comb" in a]
    return {
        "svg": comb_svg(call_args(combs[0])) if combs else "",
        "verdict": "computed",
        "verdict_text": say("computed", language),
        "reason": "",
        "move": f"{name}({args}) → {_show(value)}",
        "note": "",
        "caption": "",
    }


def _show(value: Any) -> str:
    if isinstance(value, dict) and "comb" in value:
        return "[" + ", ".join(f"{k}@({q},{r})" for q, r, k, _m in value["comb"]) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_show(v)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_show(v) for v in value) + "]"
    return repr(value) if isinstance(value, str) else str(value)
