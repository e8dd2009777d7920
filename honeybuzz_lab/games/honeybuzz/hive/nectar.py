"""Nectar types and how a cell's surround decides its type (RULINGS section 1).

A cell's six neighbours belong to 3 to 6 tiles. A tile lying along the cell
(both of its hexes touch it) is a *double*; a tile pointing its tip at the cell
is a *single*. The pattern of doubles and singles decides the nectar type.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from enum import Enum

from ....core.i18n import Message


class Nectar(Enum):
    """The four nectar (and honey) types of the base game."""

    WILDFLOWER = "wildflower"
    ROSEMARY = "rosemary"
    CHERRY_BLOSSOM = "cherry_blossom"
    ACACIA = "acacia"

    @property
    def letter(self) -> str:
        """Lower-case letter used in the notation: w, r, c, a."""
        return self.value[0]

    @property
    def label(self) -> str:
        """Name as printed in the rulebook: ``"Cherry Blossom"``."""
        return self.value.replace("_", " ").title()

    @property
    def term(self) -> Message:
        """The name as a message: ``nectar.term.text("hu")`` is ``"Cseresznyevirág"``."""
        return Message(f"terms.nectar.{self.value}")

    @classmethod
    def parse(cls, text: str) -> Nectar:
        """A nectar type from its letter, value or label."""
        t = text.strip().lower().replace(" ", "_")
        for n in cls:
            if t in (n.letter, n.value):
                return n
        raise ValueError(
            f"{text!r} is not a nectar type: use w (Wildflower), r (Rosemary), "
            "c (Cherry Blossom) or a (Acacia)"
        )


@dataclass(frozen=True)
class Surround:
    """How the six neighbours of a cell split into tiles."""

    tiles: int  # distinct tiles around the cell
    doubles: tuple[int, ...]  # for each double, the first of its two directions (from the cell)
    singles: tuple[int, ...]  # directions (from the cell) of the single tiles' tips

    @property
    def nectar_type(self) -> Nectar | None:
        """The nectar type this surround makes, or None for a barren cell."""
        n = len(self.singles)
        if n == 0:
            return Nectar.WILDFLOWER
        if n == 2:
            gap = (self.singles[1] - self.singles[0]) % 6
            return Nectar.ROSEMARY if gap in (1, 5) else Nectar.CHERRY_BLOSSOM
        if n == 4:
            return Nectar.ACACIA
        return None

    @property
    def dark_edges(self) -> tuple[int, ...]:
        """Directions (from the cell) of its dark borders: the tips facing it."""
        return self.singles


def surround(ring: Sequence[Hashable]) -> Surround:
    """Classify the tiles around a cell; ``ring[i]`` names the tile in direction ``i``.

    Raises ValueError when the ring cannot surround a cell (a tile seen three times,
    or a tile's two hexes not side by side).
    """
    if len(ring) != 6:
        raise ValueError("a cell has exactly six neighbours")
    positions: dict[Hashable, list[int]] = {}
    for i, t in enumerate(ring):
        positions.setdefault(t, []).append(i)
    doubles: list[int] = []
    singles: list[int] = []
    for ps in positions.values():
        if len(ps) == 1:
            singles.append(ps[0])
        elif len(ps) == 2:
            a, b = ps
            if b - a == 1:
                doubles.append(a)
            elif (a, b) == (0, 5):
                doubles.append(5)
            else:
                raise ValueError(f"a tile cannot touch a cell on opposite sides {ps}")
        else:
            raise ValueError("a domino touches a cell with at most two hexes")
    singles.sort()
    return Surround(len(positions), tuple(sorted(doubles)), tuple(singles))


def nectar_type(ring: Sequence[Hashable]) -> Nectar | None:
    """Shortcut: the nectar type of a cell surrounded by ``ring`` (None = barren)."""
    return surround(ring).nectar_type
