"""Loading a hive from JSON with a precise error for every kind of damage."""

from __future__ import annotations

from ....core.hexes import MAX_COORD
from ....core.inputs import quote
from .cells import HiveError
from .model import Hive
from .nectar import Nectar
from .tiles import HiveTile

FORMAT = "honeybuzz_lab.hive"
VERSION = 1
#: Most tiles (and filled cells) a saved hive may hold (far more than any game places).
MAX_TILES = 2_000
_KEYS = {"format", "version", "tiles", "cells"}
_CELL_KEYS = {"hex", "nectar", "honey", "capped"}


def _hex(value: object) -> bool:
    return (
        isinstance(value, list)
        and len(value) == 2
        and all(type(c) is int and abs(c) <= MAX_COORD for c in value)
    )


def hive_from_json(data: object) -> Hive:
    """A hive from :meth:`Hive.to_json` output; HiveError says what is wrong and where."""
    if not isinstance(data, dict):
        raise HiveError(f"a saved hive must be a JSON object, not {type(data).__name__}")
    if data.get("format") != FORMAT:
        raise HiveError(f"not a saved hive: 'format' is {quote(data.get('format'))}")
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        raise HiveError(f"unsupported hive version {quote(version)} (this build reads {VERSION})")
    extra = set(data) - _KEYS
    if extra:
        raise HiveError(f"a saved hive has no field {quote(sorted(map(str, extra))[0])}")
    tiles, cells = data.get("tiles"), data.get("cells", [])
    if not isinstance(tiles, list):
        raise HiveError(f"'tiles' must be a list of tiles, not {quote(tiles)}")
    if not isinstance(cells, list):
        raise HiveError(f"'cells' must be a list of cells, not {quote(cells)}")
    if len(tiles) > MAX_TILES or len(cells) > MAX_TILES:
        raise HiveError(f"a saved hive holds at most {MAX_TILES} tiles and {MAX_TILES} cells")
    hive = Hive()
    for i, raw in enumerate(tiles):
        try:
            tile = HiveTile.from_json(raw)
        except (TypeError, ValueError) as e:
            raise HiveError(f"tile {i}: {e}") from None
        verdict = hive.check(tile)
        if not verdict:
            raise HiveError(f"tile {i} ({tile.notation}) cannot be placed: {verdict.reason}")
        hive.place(tile)
    for i, raw in enumerate(cells):
        if not isinstance(raw, dict) or not _hex(raw.get("hex")) or set(raw) - _CELL_KEYS:
            raise HiveError(
                f"cell {i}: expected {{'hex': [q, r], 'nectar': ..., 'honey': ..., 'capped': ...}}"
                f" with whole numbers q and r, got {quote(raw)}"
            )
        h = (raw["hex"][0], raw["hex"][1])
        value = raw.get("nectar")
        if not isinstance(value, str) or value not in {n.value for n in Nectar}:
            raise HiveError(f"cell {i}: 'nectar' {quote(value)} is not a nectar type")
        nectar = Nectar(value)
        honey, capped = raw.get("honey", False), raw.get("capped", False)
        if not isinstance(honey, bool) or not isinstance(capped, bool):
            raise HiveError(f"cell {i}: 'honey' and 'capped' must be true or false")
        try:
            hive.put_nectar(h, nectar)
            if honey:
                hive.put_honey(h)
            if capped:
                hive.set_cap(h)
        except HiveError as e:
            raise HiveError(f"cell {i}: {e}") from None
    return hive
