"""Axial hex coordinates on pointy-top hexes (Red Blob Games' conventions).

The pure hex math lives in :mod:`honeybuzz_lab.core.hexes` (both games use it) and is
imported here so every old import path keeps working; what is Honey Buzz's own (the
offsets between cells of one straight line, RULINGS section 1) stays in this module.
Direction ``i`` (0..5) runs counter-clockwise from east: E, NE, NW, W, SW, SE.
"""

from __future__ import annotations

from ....core.hexes import (
    DIRECTION_NAMES,
    DIRECTIONS,
    MAX_COORD,
    SQRT3,
    Hex,
    add,
    corner,
    direction_name,
    direction_to,
    distance,
    edge_segment,
    fmt,
    neighbor,
    neighbors,
    opposite,
    parse_direction,
    sub,
    to_pixel,
)

#: Offsets between two cells of one straight line (RULINGS section 1), one per
#: direction along each of the three line axes.
LINE_VECTORS: tuple[Hex, ...] = ((2, -1), (1, -2), (-1, -1), (-2, 1), (-1, 2), (1, 1))
#: One vector per axis: a line runs along ``+v`` from its first cell.
LINE_AXES: tuple[Hex, ...] = ((1, -2), (2, -1), (1, 1))


__all__ = [
    "DIRECTIONS",
    "DIRECTION_NAMES",
    "LINE_AXES",
    "LINE_VECTORS",
    "MAX_COORD",
    "SQRT3",
    "Hex",
    "add",
    "corner",
    "direction_name",
    "direction_to",
    "distance",
    "edge_segment",
    "fmt",
    "neighbor",
    "neighbors",
    "opposite",
    "parse_direction",
    "sub",
    "to_pixel",
]
