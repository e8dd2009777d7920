"""The field's geometry as a value a module supplies: its spaces, steps and names.

A :class:`Geometry` is what the rules, the bots, the lessons and the table ask about the
field instead of assuming rows, columns and orthogonal steps: which spaces a field side
has (:meth:`Geometry.spaces_of`), how many steps apart two spaces are
(:meth:`Geometry.distance`), a space's neighbours, what a forage move costs
(:meth:`Geometry.cost`: the side's free steps, then its price per further step) and what
the page needs to draw it (:meth:`Geometry.to_json`, sent once in the table's static
data). The base game's is :data:`SQUARE` (the 4 x 6 field, orthogonal steps); a module
replaces it at the ``geometry`` extension point (:mod:`honeybuzz_lab.games.honeybuzz.game.modules`).

>>> SQUARE.distance((0, 0), (2, 3)), SQUARE.neighbours((1, 1))
(5, ((0, 1), (1, 2), (2, 1), (1, 0)))
>>> HEX.distance((0, 0), (2, 3)), len(HEX.neighbours((1, 1)))
(4, 6)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .components import FieldSide
    from .state import GameState

Space = tuple[int, int]

#: The layouts the page can draw: a grid of squares, or rows of hexes (odd rows pushed
#: half a space to the right).
LAYOUTS = ("square", "hex")


def _all_spaces(side: FieldSide) -> tuple[Space, ...]:
    return tuple((r, c) for r in range(side.rows) for c in range(side.columns))


def _letter_row(space: Space) -> str:
    return f"{'ABCDEFGHIJ'[space[1]]}{space[0] + 1}"


@dataclass(frozen=True)
class Geometry:
    """The field's grid: how far apart two spaces are, a space's neighbours, the spaces a
    side has (``spaces``, default every row x column), how the page lays it out
    (``layout``, one of :data:`LAYOUTS`) and a space's name (``name``, default ``"C2"``)."""

    name: str
    distance: Callable[[Space, Space], int]
    neighbours: Callable[[Space], tuple[Space, ...]]
    spaces: Callable[[FieldSide], tuple[Space, ...]] = _all_spaces
    layout: str = "square"
    space_name: Callable[[Space], str] = _letter_row

    def __post_init__(self) -> None:
        if self.layout not in LAYOUTS:
            raise ValueError(
                f"a field's layout is one of {', '.join(LAYOUTS)}, not {self.layout!r}"
            )

    def spaces_of(self, side: FieldSide) -> tuple[Space, ...]:
        """The spaces of field ``side`` (row, column), in reading order."""
        return self.spaces(side)

    def on_field(self, side: FieldSide, space: object) -> bool:
        """Whether ``space`` is a space of ``side``."""
        return space in self.spaces(side)

    def cost(self, side: FieldSide, a: Space, b: Space) -> int:
        """Coins a forage move from ``a`` to ``b`` costs: the side's free steps, then its
        price for every further step (the path does not matter: nothing blocks a token)."""
        return max(0, self.distance(a, b) - side.free_moves) * side.extra_move_cost

    def to_json(self, side: FieldSide) -> dict[str, Any]:
        """What the page draws: ``{"name", "layout", "spaces": [[r, c, name], ...]}``."""
        return {
            "name": self.name,
            "layout": self.layout,
            "spaces": [[r, c, self.space_name((r, c))] for r, c in self.spaces(side)],
        }


def _square_distance(a: Space, b: Space) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def _square_neighbours(space: Space) -> tuple[Space, ...]:
    r, c = space
    return ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1))


def _cube(space: Space) -> tuple[int, int]:
    """(row, column) of an odd-row-offset hex grid -> axial (q, r)."""
    row, col = space
    return col - (row - (row & 1)) // 2, row


def _hex_distance(a: Space, b: Space) -> int:
    aq, ar = _cube(a)
    bq, br = _cube(b)
    dq, dr = aq - bq, ar - br
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def _hex_neighbours(space: Space) -> tuple[Space, ...]:
    r, c = space
    shift = 0 if r % 2 == 0 else 1
    return (
        (r, c + 1),
        (r - 1, c + shift),
        (r - 1, c - 1 + shift),
        (r, c - 1),
        (r + 1, c - 1 + shift),
        (r + 1, c + shift),
    )


#: The base field: rows and columns, moves are orthogonal steps.
SQUARE = Geometry("square", _square_distance, _square_neighbours)
#: A field of hexes in rows (odd rows pushed right), six directions: for modules such as
#: Fall Fruit's (the shipped base game does not use it).
HEX = Geometry("hex", _hex_distance, _hex_neighbours, layout="hex")


def geometry_of(state: GameState) -> Geometry:
    """The geometry of the game ``state`` is played under (the base game's if none)."""
    rules = state.ruleset
    if rules is None or rules.geometry is None:
        return SQUARE
    return rules.geometry


def field_spaces(state: GameState) -> tuple[Space, ...]:
    """The spaces of the field ``state`` is played on."""
    return geometry_of(state).spaces_of(state.woodland.side)


__all__ = ["HEX", "LAYOUTS", "SQUARE", "Geometry", "field_spaces", "geometry_of"]
