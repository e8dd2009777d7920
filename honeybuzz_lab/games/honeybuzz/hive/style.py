"""Colours and symbols shared by the SVG renderer and the board widget.

One palette for both, so the picture in a saved notebook and the live board match.
Every colour is backed by a second signal (a letter, a pattern or a line weight).
"""

from __future__ import annotations

from .nectar import Nectar
from .tiles import Action, EdgeKind

TILE_FILL = "#f7dc8c"
TILE_FILL_ANCHOR = "#f3cf68"
EDGE_STROKE: dict[EdgeKind, tuple[str, float]] = {
    EdgeKind.YELLOW: ("#ffc400", 4.0),
    EdgeKind.WAIST: ("#9c7a3c", 1.6),
    EdgeKind.TIP: ("#3a2609", 4.4),
    EdgeKind.JOINT: ("#d8b25a", 1.0),
}
NECTAR_FILL: dict[Nectar, str] = {
    Nectar.WILDFLOWER: "#b9a5e0",
    Nectar.ROSEMARY: "#7fc9bf",
    Nectar.CHERRY_BLOSSOM: "#f29bbd",
    Nectar.ACACIA: "#f5e06b",
}
BARREN_FILL = "#c7c2b8"
POCKET_FILL = "#efe9dc"
HONEY_FILL = "#e89611"
HIGHLIGHT = "#0b6bcb"
TRIED = "#8a4b00"  # a try taken back (the board's --hb-tried in a light theme)
TEXT = "#2b1d06"

#: A small symbol per icon, drawn in a 20 x 20 box centred on (0, 0).
ICON_PATHS: dict[Action, str] = {
    # a flower: four petals round a heart
    Action.FORAGE: (
        "M0,-2.5 C-3,-9 3,-9 0,-2.5 M2.5,0 C9,-3 9,3 2.5,0 M0,2.5 C3,9 -3,9 0,2.5 "
        "M-2.5,0 C-9,3 -9,-3 -2.5,0 M-2,0 a2,2 0 1,0 4,0 a2,2 0 1,0 -4,0"
    ),
    # a fan: three blades
    Action.PRODUCE: (
        "M0,0 L-2,-8 L2,-8 Z M0,0 L7.9,2.3 L5.9,5.7 Z M0,0 L-5.9,5.7 L-7.9,2.3 Z "
        "M-1.5,0 a1.5,1.5 0 1,0 3,0 a1.5,1.5 0 1,0 -3,0"
    ),
    # a market stall: awning and counter
    Action.MARKET: "M-7,-3 L-5,-7 L5,-7 L7,-3 Z M-6,-2 L-6,6 L6,6 L6,-2 M-6,2 L6,2",
    # a bee: striped body and two wings
    Action.NEW_BEE: (
        "M-6,1 a6,4 0 1,0 12,0 a6,4 0 1,0 -12,0 M-2,-3 L-2,5 M2,-3 L2,5 "
        "M-1,-3 C-6,-10 -8,-4 -3,-2 M1,-3 C6,-10 8,-4 3,-2"
    ),
    # a crown
    Action.DECREE: "M-7,5 L-7,-4 L-3.5,0 L0,-7 L3.5,0 L7,-4 L7,5 Z",
    # a stack of coins
    Action.ACCOUNTING: (
        "M-6,4 a6,2 0 1,0 12,0 a6,2 0 1,0 -12,0 M-6,0 a6,2 0 1,0 12,0 "
        "a6,2 0 1,0 -12,0 M-6,-4 a6,2 0 1,0 12,0 a6,2 0 1,0 -12,0"
    ),
}
FILLED_ICONS = {Action.PRODUCE, Action.DECREE}


def palette(language: str = "en") -> dict:
    """The whole palette as JSON-ready data (sent to the board widget); the icons' and the
    cells' letters are those of ``language``'s notation."""
    from .notation import letters

    own = letters(language)
    return {
        "tile": TILE_FILL,
        "tile_anchor": TILE_FILL_ANCHOR,
        "edges": {k.value: {"color": c, "width": w} for k, (c, w) in EDGE_STROKE.items()},
        "nectar": {n.value: c for n, c in NECTAR_FILL.items()},
        "barren": BARREN_FILL,
        "pocket": POCKET_FILL,
        "honey": HONEY_FILL,
        "highlight": HIGHLIGHT,
        "text": TEXT,
        "icons": {
            a.value: {
                "path": p,
                "letter": own.actions[a],
                "label": a.label,
                "filled": a in FILLED_ICONS,
            }
            for a, p in ICON_PATHS.items()
        },
        "nectar_letters": {n.value: letter for n, letter in own.nectars.items()},
    }
