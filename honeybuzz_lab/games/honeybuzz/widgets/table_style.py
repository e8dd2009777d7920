"""Colours and marks of the game table: player colours, resources, the market.

Player colours are named in the component data (``hive_tiles.toml``: amber, teal, plum,
coral); here each name gets a fill, an ink that reads on it, and a shape, so that a
player is never told apart by colour alone (the shape and the name's initial go with it).
Resources reuse the hive palette's nectar colours and add a letter.
"""

from __future__ import annotations

from typing import Any

from ..hive.style import HONEY_FILL, NECTAR_FILL, palette

#: Fill, ink (text on the fill) and shape for each player colour of the data.
PLAYER_STYLES: dict[str, dict[str, str]] = {
    "amber": {"fill": "#e3a21a", "ink": "#2b1d06", "shape": "circle"},
    "teal": {"fill": "#11807c", "ink": "#ffffff", "shape": "square"},
    "plum": {"fill": "#7e3f8f", "ink": "#ffffff", "shape": "diamond"},
    "coral": {"fill": "#d9513a", "ink": "#ffffff", "shape": "triangle"},
}
#: Used, by seat, for colour names the table does not know (a user's own data).
FALLBACK_STYLES: tuple[dict[str, str], ...] = tuple(PLAYER_STYLES.values())
SHAPE_SYMBOLS = {"circle": "●", "square": "■", "diamond": "◆", "triangle": "▲"}

POLLEN_FILL = "#f2c94c"
#: A letter per resource (shown with its colour wherever a resource is drawn).
RESOURCE_LETTERS = {
    "pollen": "P",
    "wildflower": "W",
    "rosemary": "R",
    "cherry_blossom": "C",
    "acacia": "A",
}


def player_style(colour: str, seat: int) -> dict[str, str]:
    """The style of a player colour: fill, ink, shape and its symbol."""
    style = PLAYER_STYLES.get(colour) or FALLBACK_STYLES[seat % len(FALLBACK_STYLES)]
    return {**style, "symbol": SHAPE_SYMBOLS[style["shape"]]}


def resource_colours() -> dict[str, str]:
    """A fill per market resource: pollen, then the four honeys' nectar colours."""
    return {"pollen": POLLEN_FILL, **{n.value: c for n, c in NECTAR_FILL.items()}}


def table_palette(language: str = "en") -> dict[str, Any]:
    """The hive palette (``language``'s letters) plus the table's resource colours and
    letters."""
    return {
        **palette(language),
        "resources": resource_colours(),
        "resource_letters": dict(RESOURCE_LETTERS),
        "honey": HONEY_FILL,
    }
