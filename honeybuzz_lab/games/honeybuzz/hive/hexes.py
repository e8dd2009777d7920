"""Honey Buzz's own hex geometry: the offsets between cells of one straight line (RULINGS
section 1). The pure hex math (axial coordinates on pointy-top hexes, Red Blob Games'
conventions) is :mod:`honeybuzz_lab.core.hexes`.
Direction ``i`` (0..5) runs counter-clockwise from east: E, NE, NW, W, SW, SE.
"""

from __future__ import annotations

from ....core.hexes import Hex

#: Offsets between two cells of one straight line (RULINGS section 1), one per
#: direction along each of the three line axes.
LINE_VECTORS: tuple[Hex, ...] = ((2, -1), (1, -2), (-1, -1), (-2, 1), (-1, 2), (1, 1))
#: One vector per axis: a line runs along ``+v`` from its first cell.
LINE_AXES: tuple[Hex, ...] = ((1, -2), (2, -1), (1, 1))


__all__ = ["LINE_AXES", "LINE_VECTORS"]
