"""What a hive is made of besides tiles: cells, and the values the engine hands back."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import Enum

from .hexes import Hex, fmt
from .nectar import Nectar
from .tiles import Action, HiveTile


def _cap(text: str) -> str:
    """``text`` with its first letter upper-case (unlike str.capitalize, keeps the rest)."""
    return text[:1].upper() + text[1:]


class CellContents(Enum):
    """What a cell holds."""

    EMPTY = "empty"
    NECTAR = "nectar"  # a nectar tile
    HONEY = "honey"  # a nectar tile with one honey on it


@dataclass(frozen=True)
class Cell:
    """An empty hex of the hive closed on all six sides by tiles."""

    hex: Hex
    nectar_type: Nectar | None  # None: a barren cell, which never takes nectar
    nectar: Nectar | None = None  # the nectar tile it holds, if any
    honey: bool = False
    capped: bool = False  # Fall Flavors' Nectar Caps: a capped tile makes no honey

    @property
    def barren(self) -> bool:
        """True for a cell that can never hold a nectar tile."""
        return self.nectar_type is None

    @property
    def contents(self) -> CellContents:
        """Nothing, a nectar tile, or a nectar tile with honey."""
        if self.nectar is None:
            return CellContents.EMPTY
        return CellContents.HONEY if self.honey else CellContents.NECTAR

    @property
    def is_empty(self) -> bool:
        """True while no nectar tile lies in the cell (barren cells are always empty)."""
        return self.nectar is None

    def accepts(self, nectar: Nectar) -> bool:
        """True when a nectar tile of this type may be placed here now."""
        return self.nectar is None and self.nectar_type is nectar

    def with_(self, **changes: object) -> Cell:
        """A copy with some fields changed."""
        return replace(self, **changes)  # type: ignore[arg-type]

    def describe(self) -> str:
        """A phrase for messages: ``the Rosemary cell at (1,1)``."""
        kind = "barren cell" if self.barren else f"{self.nectar_type.label} cell"  # type: ignore[union-attr]
        return f"the {kind} at {fmt(self.hex)}"


@dataclass(frozen=True)
class Verdict:
    """Whether a tile may go where it was put, and if not, why."""

    ok: bool
    reason: str | None = None
    code: str | None = None  # "occupied", "cell", "detached" or "edge"
    hexes: tuple[Hex, ...] = ()  # the hexes the reason is about, for highlighting

    def __bool__(self) -> bool:
        return self.ok


class IllegalPlacement(ValueError):
    """Raised by :meth:`Hive.place` for a tile that may not go there; nothing changed."""

    def __init__(self, verdict: Verdict):
        super().__init__(verdict.reason)
        self.verdict = verdict
        self.reason = verdict.reason


class HiveError(ValueError):
    """Any other request the hive refuses (nectar in the wrong cell, a fan off the hive, ...)."""


@dataclass(frozen=True)
class PlacementEffect:
    """What placing one tile does (or would do): the preview and the result share this shape."""

    tile: HiveTile
    new_cells: list[Hex] = field(hash=False)
    nectar_types: Mapping[Hex, Nectar | None] = field(hash=False)
    activated: list[HiveTile] = field(hash=False)  # each once, in placement order

    @property
    def activated_actions(self) -> list[Action]:
        """The actions of the activated icons (repeats kept: two Forage icons, two actions)."""
        return [t.action for t in self.activated]

    def to_json(self) -> dict:
        """A JSON-ready dict (used by the widget and the save files)."""
        return {
            "tile": self.tile.to_json(),
            "new_cells": [
                {
                    "hex": list(h),
                    "nectar_type": None
                    if self.nectar_types[h] is None
                    else self.nectar_types[h].value,  # type: ignore[union-attr]
                }
                for h in self.new_cells
            ],
            "activated": [t.to_json() for t in self.activated],
        }

    def describe(self) -> str:
        """One sentence a learner reads after the placement."""
        if not self.new_cells:
            return f"{_cap(self.tile.describe())} creates no cell, so no icon activates."
        parts = []
        for h in self.new_cells:
            n = self.nectar_types[h]
            parts.append(
                f"a barren cell at {fmt(h)}"
                if n is None
                else f"{'an' if n.label[0] in 'AEIOU' else 'a'} {n.label} cell at {fmt(h)}"
            )
        made = ", ".join(parts)
        icons = ", ".join(f"{t.action.label} at {fmt(t.anchor)}" for t in self.activated)
        activates = f"; it activates {icons}" if icons else "; no icon touches them"
        return f"{_cap(self.tile.describe())} creates {made}{activates}."
