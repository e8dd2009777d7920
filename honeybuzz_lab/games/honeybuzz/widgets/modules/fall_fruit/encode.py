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

from typing import Any

from ......core.i18n import text
from ....game import Game
from ....game.modules.fall_fruit import (
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
from ....game.views import view_of
from ....hive import Nectar
from ...table_state import ALL, Viewer

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


__all__ = ["MODULE", "PAGE_WORDS", "encode_fruit", "has_fruit"]
