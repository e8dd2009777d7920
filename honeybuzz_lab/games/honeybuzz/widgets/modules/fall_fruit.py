"""What the table shows of Fall Fruit (``_modules["fall.fruit"]``), encoded from a seat's view.

Everything comes from ``view["fruit"]``
(:func:`honeybuzz_lab.games.honeybuzz.game.modules.fall_fruit.redact`) and the public market: the
side, the fruit tiles of side A, each seat's fruit by kind, the set-bonus track. Side B's face-down
tiles come through ``_field`` (the seat's view, as in the advanced variant); the answers of the
pending decision through ``_pending`` (only to the deciding seat). Texts that carry numbers are said
here in the table's language; the page draws them and reads its fixed words from the catalogue
(``table.fall.fruit``).

The encoder gives ``{}`` for a game without Fall Fruit (left out of
``_modules``), else::

    {"side": "A" | "B", "fruits": [{"kind", "name", "a", "short", "value"}],
     "honeys": {letter: {"name", "short"}}, "tiles": [[row, column, kind], ...],
     "rows": [kind per row] (side B), "columns": [kind per column] (side B),
     "held": [{kind: n} per seat], "held_text": [sentence per seat],
     "market": {"track", "position", "bonus", "set_pays", "text"},
     "stack": the fruit order stack's index, "kinds": {"gain", "pick", "sell", "pay"},
     "legend", "reconstructed"}
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ..table_svg import INK, LINE, MUTED, _mark, _muted, _n, _p, _svg, _title, escape
from ..table_svg import _t as _vt

if TYPE_CHECKING:
    from ..game_view import GameView

from typing import Any

from .....core.i18n import text
from ...game import Game
from ...game.modules.fall_fruit import (
    COLUMN_FRUIT,
    FALL_HONEYS,
    FRUIT_STACK,
    FRUIT_VALUE,
    FRUIT_VOCABULARY,
    FRUITS,
    ROW_FRUIT,
    GainFruit,
    PayFruit,
    PickFruit,
    SellFruit,
)
from ...game.views import view_of
from ...hive import Nectar
from ..table_state import ALL, Viewer
from . import PagePart, TablePart, register

MODULE = "fall.fruit"


def has_fruit(game: Game) -> bool:
    """Whether ``game`` is played with Fall Fruit."""
    return MODULE in game.rules.modules


def _t(language: str, key: str, **params: object) -> str:
    return text(language, f"table.fall.fruit.{key}", **params)


def _space_of(name: str) -> tuple[int, int]:
    """``"C2"`` -> ``(1, 2)``."""
    return int(name[1:]) - 1, "ABCDEFGHIJ".index(name[0])


def _held_text(held: dict[str, int], language: str) -> str:
    parts = [text(language, f"game.fruit.count.{k}", n=held[k]) for k in FRUITS]
    return ", ".join(parts)


def encode_fruit(game: Game, viewer: Viewer = ALL, language: str = "en") -> dict[str, Any]:
    """Fall Fruit's part of the table for ``viewer`` (``{}`` without the module)."""
    if not has_fruit(game):
        return {}
    state = game.state
    seat = viewer if isinstance(viewer, int) else None
    view = view_of(state, seat)
    got = view["fruit"]
    side = got["side"]
    fruits = [
        {
            "kind": k,
            "name": text(language, f"terms.fruit.{k}"),
            "a": text(language, f"terms.a_fruit.{k}"),
            "short": _t(language, f"short.{k}"),
            "value": FRUIT_VALUE[k],
        }
        for k in FRUITS
    ]
    honeys = {}
    for spring, fall in FALL_HONEYS.items():
        name = text(language, f"terms.fall_honey.{fall}")
        short = text(language, FRUIT_VOCABULARY.letters[spring])  # the table's letter
        honeys[Nectar(spring).letter] = {"name": name, "short": short}
    track = list(state.market.tracks["fruit"])
    position = state.market.positions["fruit"]
    bonus = track[position]
    set_pays = sum(FRUIT_VALUE.values()) + bonus
    values = " + ".join(str(FRUIT_VALUE[k]) for k in FRUITS)
    held = [dict(h) for h in got["held"]]
    tiles = sorted([*_space_of(name), kind] for name, kind in got["tiles"].items())
    legend_key = "legend_b" if side == "B" else "legend_a"
    return {
        "side": side,
        "fruits": fruits,
        "honeys": honeys,
        "tiles": tiles,
        "rows": list(ROW_FRUIT) if side == "B" else [],
        "columns": list(COLUMN_FRUIT) if side == "B" else [],
        "held": held,
        "held_text": [_held_text(h, language) for h in held],
        "market": {
            "track": track,
            "position": position,
            "bonus": bonus,
            "set_pays": set_pays,
            "text": _t(language, "set_pays", values=values, bonus=bonus, coins=set_pays),
        },
        "stack": FRUIT_STACK if len(state.order_stacks) > FRUIT_STACK else None,
        "kinds": {
            "gain": GainFruit.kind,
            "pick": PickFruit.kind,
            "sell": SellFruit.kind,
            "pay": PayFruit.kind,
        },
        "legend": _t(
            language,
            legend_key,
            free=state.woodland.side.free_moves,
            n=state.woodland.side.extra_move_cost,
        ),
        "reconstructed": _t(language, "reconstructed"),
    }


# ------------------------------------------------------------------ the saved picture


FRUIT_FILL = {"apple": "#b3261e", "pear": "#9cc43a", "pumpkin": "#ef8a2a"}


FRUIT_INK = {"apple": "#ffffff", "pear": "#1d2606", "pumpkin": "#2b1d06"}


NECTARS = {"w": "wildflower", "r": "rosemary", "c": "cherry_blossom", "a": "acacia"}


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
            words = _vt(view, "fall.fruit.column", c="ABCDEFGHIJ"[c], fruit=by_kind[kind]["name"])
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
            words = _vt(view, "fall.fruit.row", n=r + 1, fruit=by_kind[kind]["name"])
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
        words = _vt(view, "fall.fruit.space_empty", space=name)
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
            words = _vt(view, "woodland.face_down", space=name, back=fruit["honeys"][back]["name"])
        elif tile:
            letter = tile[2]
            inner.append(
                f'<polygon points="{_hex_points(0, 0, HEX - 7)}" '
                f'fill="{colours[NECTARS[letter]]}" stroke="{INK}"/>'
                f'<text y="6" text-anchor="middle" font-size="15" font-weight="800" '
                f'fill="{INK}">{escape(fruit["honeys"][letter]["short"])}</text>'
            )
            words = _vt(
                view, "fall.fruit.space_nectar", space=name, honey=fruit["honeys"][letter]["name"]
            )
        elif kind:
            inner.append(_fruit_mark(kind, 0, 0, 12, by_kind[kind]["short"]))
            words = _vt(view, "fall.fruit.space_fruit", space=name, fruit=by_kind[kind]["name"])
        if (r, c) in starts:
            inner.append(f'<path d="M-23,-5 L-18,0 L-23,5 Z" fill="{INK}"/>')
            words += _vt(view, "fall.fruit.start")
        for i, seat in enumerate(tokens.get((r, c), [])):
            style = static["players"][seat]
            inner.append(_mark(16 if i % 2 else -16, 10 if i < 2 else -10, 6, style))
            words += _vt(view, "fall.fruit.token", name=style["name"])
        body.append(
            f'<g data-space="{r},{c}" transform="translate({_n(x)},{_n(y)})">'
            f"<title>{escape(words)}</title>{''.join(inner)}</g>"
        )
    w = math.sqrt(3) * HEX
    width, height = 30 + cols * w + w / 2 + 4, 30 + 2 * HEX + (rows - 1) * 1.5 * HEX + 4
    return _svg(width, height, _vt(view, "fall.fruit.field"), body)


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
    track = _svg(12 + 40 * len(market["track"]), 28, _vt(view, "fall.fruit.track"), body)
    values = _vt(
        view,
        "fall.fruit.values",
        values=[
            _vt(view, "fall.fruit.value", fruit=f["name"], n=f["value"]) for f in fruit["fruits"]
        ],
    )
    names = [p["name"] for p in view._static["players"]]
    held = "".join(
        f"<li>{escape(_vt(view, 'fall.fruit.held', name=names[s], fruit=words))}</li>"
        for s, words in enumerate(fruit["held_text"])
    )
    return (
        f'<section class="hbt-static-fruit-market">{_title(_vt(view, "fall.fruit.market_title"))}'
        f'{_p(values)}<p style="margin:2px 0">{escape(_vt(view, "fall.fruit.track"))}: {track}</p>'
        f"{_p(market['text'])}<ul>{held}</ul></section>"
    )


def fruit_field_html(view: GameView) -> str:
    """The fall field (drawn instead of the woodland) with its legend."""
    fruit = view.module_data("fall.fruit")
    if not fruit.get("side"):
        return ""
    return (
        f'<section class="hbt-static-fruit-field">{_title(_vt(view, "fall.fruit.title"))}'
        f"{fruit_field_svg(view)}{_p(fruit['legend'])}{_muted(fruit['reconstructed'])}</section>"
    )


#: The table's part of the module (registered with the table's module parts).
#: The families of the page's catalogue keys that name a honey type by its spring nectar,
#: each with the family a Fall Fruit page says instead (``<family>.<spring>`` ->
#: ``<fall family>.<fall honey>``).
FRUIT_HONEY_FAMILIES: dict[str, str] = {
    "hive.svg.legend": "hive.svg.fall_legend",
    "ui.nectar": "ui.fall.nectar",
    "ui.a_nectar": "ui.fall.a_nectar",
    "ui.the_resource": "ui.fall.the_resource",
    "ui.units.honey": "ui.fall.units.honey",
    "explorer.resource": "explorer_fall.words.resource",
}
#: The page's texts that say "pollen" where a Fall Fruit game counts fruit.
FRUIT_PAGE_TEXTS: dict[str, str] = {
    "table.measure.pollen_sold": "table.fall.fruit.measure_sold",
    "table.category.resources": "table.fall.fruit.category_resources",
    "table.hint.market": "table.fall.fruit.hint_market",
    "ui.resource.pollen": "ui.fall.resource.fruit",
    "ui.the_resource.pollen": "ui.fall.the_resource.fruit",
    "ui.units.pollen": "ui.fall.units.fruit",
    "explorer.resource.pollen": "explorer_fall.words.resource.fruit",
    "advisor.bot_reason": "advisor.fall.bot_reason",
    "advisor.gain.pollen": "advisor.gain.fruit",
}

#: The page's catalogue keys said otherwise in a Fall Fruit game (see ``words.page_words``).
PAGE_WORDS: dict[str, str] = {
    **{
        f"{spring}.{n}": f"{fall}.{f}"
        for spring, fall in FRUIT_HONEY_FAMILIES.items()
        for n, f in FALL_HONEYS.items()
    },
    **FRUIT_PAGE_TEXTS,
}


def _fruit_picture(view: GameView) -> str:
    """The fall field (drawn instead of the woodland) and the fruit market."""
    return fruit_field_html(view) + fruit_market_html(view)


PART = register(
    TablePart(
        "fall.fruit",
        encode_fruit,
        {
            "fruit": PagePart(
                needs=("_field", "_players", "_pending", "_last", "_highlight"),
                beside="woodland",
                picture=_fruit_picture,
            )
        },
        offered=2,
        hides=("woodland", "market.pollen"),
        words=PAGE_WORDS,
    )
)


__all__ = ["PART", "encode_fruit", "has_fruit"]
