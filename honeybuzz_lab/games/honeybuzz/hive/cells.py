"""What a hive is made of besides tiles: cells, and the values the engine hands back."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import Enum

from ....core.hexes import Hex, fmt
from ....core.i18n import Message
from ....core.inputs import InputError
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

    def kind(self) -> Message:
        """What sort of cell it is: ``Rosemary cell``, ``barren cell``."""
        return cell_kind(self.nectar_type)

    def phrase(self) -> Message:
        """The cell as a message phrase: ``the Rosemary cell at (1,1)``."""
        return Message("hive.cell.at", cell=self.kind(), hex=fmt(self.hex))

    def describe(self, language: str = "en") -> str:
        """A phrase for messages: ``the Rosemary cell at (1,1)``."""
        return self.phrase().text(language)


def cell_kind(nectar: Nectar | None) -> Message:
    """``Rosemary cell`` / ``barren cell`` as a message."""
    if nectar is None:
        return Message("hive.cell.barren")
    return Message("hive.cell.nectar", nectar=Message(f"terms.nectar.{nectar.value}"))


@dataclass(frozen=True)
class Verdict:
    """Whether a tile may go where it was put, and if not, why.

    ``reason`` is the English sentence; the engine gives a
    :class:`~honeybuzz_lab.core.i18n.Message` (a ``str`` that also knows its key and
    values), so :meth:`text` says it in any language.
    """

    ok: bool
    reason: str | None = None
    code: str | None = None  # "occupied", "cell", "detached" or "edge"
    hexes: tuple[Hex, ...] = ()  # the hexes the reason is about, for highlighting

    def __bool__(self) -> bool:
        return self.ok

    def text(self, language: str = "en") -> str | None:
        """The reason in ``language`` (None for a legal placement)."""
        if isinstance(self.reason, Message):
            return self.reason.text(language)
        return self.reason


class IllegalPlacement(ValueError):
    """Raised by :meth:`Hive.place` for a tile that may not go there; nothing changed."""

    def __init__(self, verdict: Verdict):
        super().__init__(verdict.reason)
        self.verdict = verdict
        self.reason = verdict.reason


class HiveError(InputError):
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

    def message(self) -> Message:
        """The sentence a learner reads after the placement, as a message."""
        tile = self.tile.phrase()
        if not self.new_cells:
            return Message("hive.effect.none", tile=tile)
        cells = []
        for h in self.new_cells:
            n = self.nectar_types[h]
            cells.append(
                Message("hive.effect.barren_cell", hex=fmt(h))
                if n is None
                else Message(
                    "hive.effect.nectar_cell", nectar=Message(f"terms.nectar.{n.value}"), hex=fmt(h)
                )
            )
        icons = [
            Message("hive.effect.icon", action=t.action.term, hex=fmt(t.anchor))
            for t in self.activated
        ]
        activates = (
            Message("hive.effect.activates", icons=icons)
            if icons
            else Message("hive.effect.no_icon")
        )
        return Message("hive.effect.made", tile=tile, cells=cells, activates=activates)

    def describe(self, language: str = "en") -> str:
        """One sentence a learner reads after the placement (in ``language``)."""
        return self.message().text(language)
