"""The compact JSON the board widget syncs to the page, and its inverse for checks.

Layout (every value is plain JSON):

``hive``
    ``{"tiles": [[letter, q, r, d], ...], "cells": [[q, r, type, flags], ...],
    "pockets": [[[q, r], ...], ...]}``. Tiles are in placement order (their index
    is how other fields name them). A cell's ``type`` is its nectar type's letter
    (``w r c a``) or ``""`` for a barren cell; ``flags`` adds 1 for a nectar tile,
    2 for honey on it and 4 for a cap.
``legal``
    Every legal placement, keyed ``"q,r,d"`` (anchor and direction), whatever the
    icon: ``[cells, activated]`` with ``cells = [[q, r, type], ...]`` the cells it
    would create and ``activated`` the indices of the tiles whose icons activate, in
    placement order. The index ``len(tiles)`` stands for the new tile itself, so one
    table serves every tile kind in the tray. With the nectar types hidden (a board's
    ``preview_nectar`` off) every ``type`` is :data:`HIDDEN_TYPE` instead.
``effect``
    The placement at the history's cursor: ``{"tile": index, "cells": [...],
    "activated": [...], "text": sentence}``, or ``{}`` at the start.
"""

from __future__ import annotations

from typing import Any

from ....core.hexes import Hex
from ..hive import Action, Hive, HiveTile, Nectar, PlacementEffect

NECTAR_BY_LETTER = {n.letter: n for n in Nectar}
ACTION_BY_LETTER = {a.letter: a for a in Action}

FLAG_NECTAR, FLAG_HONEY, FLAG_CAPPED = 1, 2, 4
#: The type of a would-be cell in a legal table that hides the nectar types.
HIDDEN_TYPE = "?"


def nectar_letter(nectar: Nectar | None) -> str:
    """``"w"``, ``"r"``, ``"c"``, ``"a"``, or ``""`` for a barren cell."""
    return "" if nectar is None else nectar.letter


def encode_hive(hive: Hive) -> dict[str, Any]:
    """The hive as the page draws it: tiles, cells with contents, pockets."""
    cells = []
    for h, c in sorted(hive.cells.items()):
        flags = (
            (FLAG_NECTAR if c.nectar is not None else 0)
            | (FLAG_HONEY if c.honey else 0)
            | (FLAG_CAPPED if c.capped else 0)
        )
        cells.append([h[0], h[1], nectar_letter(c.nectar_type), flags])
    return {
        "tiles": [[t.action.letter, t.anchor[0], t.anchor[1], t.direction] for t in hive.tiles],
        "cells": cells,
        "pockets": [[list(h) for h in sorted(p)] for p in hive.pockets()],
    }


def _effect_parts(hive: Hive, effect: PlacementEffect) -> tuple[list, list[int]]:
    """Cells and activated tile indices of ``effect`` relative to ``hive``'s tile order.

    The placed tile gets the index it has (or would have) in the hive.
    """
    index = {t: i for i, t in enumerate(hive.tiles)}
    cells = [[h[0], h[1], nectar_letter(effect.nectar_types[h])] for h in effect.new_cells]
    new_index = index.get(effect.tile, len(index))
    activated = [index.get(t, new_index) for t in effect.activated]
    return cells, activated


def encode_legal(hive: Hive, *, nectar: bool = True) -> dict[str, list]:
    """Every legal placement with its effect (one table for all tile kinds).

    ``nectar=False`` leaves out the types of the cells a placement would make: each is
    :data:`HIDDEN_TYPE`.
    """
    out: dict[str, list] = {}
    # The geometry of a placement does not depend on the icon; the action only decides
    # what the new tile's own icon is, and the index ``len(tiles)`` stands for it.
    for effect in hive.legal_placements(Action.FORAGE):
        q, r = effect.tile.anchor
        cells, activated = _effect_parts(hive, effect)
        if not nectar:
            cells = [[c[0], c[1], HIDDEN_TYPE] for c in cells]
        out[f"{q},{r},{effect.tile.direction}"] = [cells, activated]
    return out


def encode_effect(
    hive: Hive, effect: PlacementEffect | None, language: str = "en"
) -> dict[str, Any]:
    """The placement at the cursor (``effect`` was made in ``hive``), or ``{}``.

    Its ``text`` is the effect's sentence in ``language``.
    """
    if effect is None:
        return {}
    cells, activated = _effect_parts(hive, effect)
    index = {t: i for i, t in enumerate(hive.tiles)}
    return {
        "tile": index[effect.tile],
        "cells": cells,
        "activated": activated,
        "text": effect.describe(language),
    }


def decode_legal(hive: Hive, legal: dict[str, list], action: Action) -> list[PlacementEffect]:
    """The placements ``legal`` describes for a tile of ``action``, as engine values.

    The inverse of :func:`encode_legal`, used to check the table against the engine.
    """
    tiles = hive.tiles
    effects = []
    for key, (cells, activated) in legal.items():
        q, r, d = (int(x) for x in key.split(","))
        tile = HiveTile(action, (q, r), d)
        new_cells: list[Hex] = [(c[0], c[1]) for c in cells]
        types = {(c[0], c[1]): NECTAR_BY_LETTER.get(c[2]) for c in cells}
        acts = [tile if i == len(tiles) else tiles[i] for i in activated]
        effects.append(PlacementEffect(tile, new_cells, types, acts))
    effects.sort(key=lambda e: (e.tile.anchor, e.tile.direction))
    return effects
