"""Loading a hive from JSON with a precise error for every kind of damage."""

from __future__ import annotations

from .cells import HiveError
from .model import Hive
from .nectar import Nectar
from .tiles import HiveTile


def hive_from_json(data: object) -> Hive:
    """A hive from :meth:`Hive.to_json` output; HiveError says what is wrong and where."""
    if not isinstance(data, dict):
        raise HiveError(f"a saved hive must be a JSON object, not {type(data).__name__}")
    if data.get("format") != "honeybuzz_lab.hive":
        raise HiveError(f"not a saved hive: format is {data.get('format')!r}")
    if data.get("version") != 1:
        raise HiveError(f"unsupported hive version {data.get('version')!r} (this build reads 1)")
    tiles, cells = data.get("tiles"), data.get("cells", [])
    if not isinstance(tiles, list) or not isinstance(cells, list):
        raise HiveError("a saved hive needs a list of tiles and a list of cells")
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
        if (
            not isinstance(raw, dict)
            or not isinstance(raw.get("hex"), list)
            or len(raw["hex"]) != 2
        ):
            raise HiveError(f"cell {i}: expected {{'hex': [q, r], 'nectar': ...}}, got {raw!r}")
        h = (raw["hex"][0], raw["hex"][1])
        try:
            nectar = Nectar(raw.get("nectar"))
        except ValueError:
            raise HiveError(f"cell {i}: {raw.get('nectar')!r} is not a nectar type") from None
        honey, capped = raw.get("honey", False), raw.get("capped", False)
        if not isinstance(honey, bool) or not isinstance(capped, bool):
            raise HiveError(f"cell {i}: honey and capped must be true or false")
        try:
            hive.put_nectar(h, nectar)
            if honey:
                hive.put_honey(h)
            if capped:
                hive.set_cap(h)
        except HiveError as e:
            raise HiveError(f"cell {i}: {e}") from None
    return hive
