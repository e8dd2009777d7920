"""Axial hex coordinates on pointy-top hexes (Red Blob Games' conventions), shared by both games.

Small pure functions over ``(q, r)`` tuples. Direction ``i`` (0..5) runs
counter-clockwise from east: E, NE, NW, W, SW, SE.
"""

from __future__ import annotations

import math

Hex = tuple[int, int]

DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
DIRECTION_NAMES: tuple[str, ...] = ("E", "NE", "NW", "W", "SW", "SE")
#: Largest coordinate a saved board, its notation or a page message may name (far beyond
#: any board; keeps numbers sane).
MAX_COORD = 10_000

SQRT3 = math.sqrt(3.0)


def add(a: Hex, b: Hex) -> Hex:
    """The hex ``a + b``."""
    return (a[0] + b[0], a[1] + b[1])


def sub(a: Hex, b: Hex) -> Hex:
    """The offset ``a - b``."""
    return (a[0] - b[0], a[1] - b[1])


def neighbor(h: Hex, direction: int) -> Hex:
    """The hex next to ``h`` in ``direction`` (taken mod 6)."""
    dq, dr = DIRECTIONS[direction % 6]
    return (h[0] + dq, h[1] + dr)


def neighbors(h: Hex) -> tuple[Hex, ...]:
    """The six neighbours of ``h`` in direction order 0..5."""
    q, r = h
    return tuple((q + dq, r + dr) for dq, dr in DIRECTIONS)


def direction_to(a: Hex, b: Hex) -> int | None:
    """The direction from ``a`` to its neighbour ``b``, or None if they are not adjacent."""
    try:
        return DIRECTIONS.index(sub(b, a))
    except ValueError:
        return None


def distance(a: Hex, b: Hex) -> int:
    """Number of steps between two hexes."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def opposite(direction: int) -> int:
    """The direction facing back: the edge of a neighbour that meets edge ``direction``."""
    return (direction + 3) % 6


def direction_name(direction: int) -> str:
    """Compass name of a direction: ``0 -> "E"``."""
    return DIRECTION_NAMES[direction % 6]


def parse_direction(text: str) -> int:
    """A direction from its compass name (``"NE"``) or its index (``"1"``)."""
    t = text.strip().upper()
    if t in DIRECTION_NAMES:
        return DIRECTION_NAMES.index(t)
    if t in ("0", "1", "2", "3", "4", "5"):
        return int(t)
    raise ValueError(f"{text!r} is not a direction: use 0-5 or one of {', '.join(DIRECTION_NAMES)}")


def fmt(h: Hex) -> str:
    """``(q, r)`` as it appears in messages: ``(2,-1)``."""
    return f"({h[0]},{h[1]})"


def to_pixel(h: Hex, size: float) -> tuple[float, float]:
    """Centre of a pointy-top hex of circumradius ``size`` (y grows downwards)."""
    q, r = h
    return (size * SQRT3 * (q + r / 2.0), size * 1.5 * r)


def corner(center: tuple[float, float], size: float, i: int) -> tuple[float, float]:
    """Corner ``i`` of a pointy-top hex; corner ``i`` lies between edges ``i`` and ``i + 1``.

    Edge ``i`` faces direction ``i`` and runs from corner ``i - 1`` to corner ``i``.
    """
    angle = math.radians(-60 * i - 30)
    return (center[0] + size * math.cos(angle), center[1] + size * math.sin(angle))


def edge_segment(
    center: tuple[float, float], size: float, direction: int
) -> tuple[tuple[float, float], tuple[float, float]]:
    """The two end points of the edge of a hex facing ``direction``."""
    return corner(center, size, direction - 1), corner(center, size, direction)
