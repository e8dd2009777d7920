"""Hive tiles: the domino of two hexes, its action icon and its ten outline edges.

A tile is named by ``(anchor, direction)``: the anchor hex carries the icon, the
tail hex is ``anchor + DIRECTIONS[direction]``. For an edge of a hex facing
direction ``e``, ``k = (e - direction) % 6`` decides its kind (RULINGS section 1).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ....core.hexes import MAX_COORD, Hex, direction_name, direction_to, fmt, neighbor
from ....core.i18n import Message


class Action(Enum):
    """The six hive actions, one per icon."""

    FORAGE = "forage"
    PRODUCE = "produce"
    MARKET = "market"
    NEW_BEE = "new_bee"
    DECREE = "decree"
    ACCOUNTING = "accounting"

    @property
    def letter(self) -> str:
        """One-letter code used in the notation and on the board."""
        return _ACTION_LETTERS[self]

    @property
    def label(self) -> str:
        """Name as printed in the rulebook: ``"New Bee"``."""
        return self.value.replace("_", " ").title()

    @property
    def term(self) -> Message:
        """The name as a message: ``action.term.text("hu")`` is ``"Új Méh"``."""
        return Message(f"terms.action.{self.value}")

    @classmethod
    def parse(cls, text: str) -> Action:
        """An action from its letter (``"P"``), value (``"produce"``) or label (``"Produce"``)."""
        t = text.strip()
        for action in cls:
            if t.upper() == action.letter or t.lower().replace(" ", "_") == action.value:
                return action
        letters = ", ".join(f"{a.letter} ({a.label})" for a in cls)
        raise ValueError(f"{text!r} is not a hive action: use one of {letters}")


_ACTION_LETTERS = {
    Action.FORAGE: "F",
    Action.PRODUCE: "P",
    Action.MARKET: "M",
    Action.NEW_BEE: "N",
    Action.DECREE: "D",
    Action.ACCOUNTING: "A",
}


class EdgeKind(Enum):
    """What one side of a tile hex is."""

    YELLOW = "yellow"  # may touch another tile's yellow edge
    WAIST = "waist"  # plain, non-yellow: the notches beside the joint
    TIP = "tip"  # dark, non-yellow: the two ends of the domino
    JOINT = "joint"  # inside the tile, between its two hexes

    @property
    def description(self) -> Message:
        """How a learner sees this edge on the board: ``"dark tip edge (not yellow)"``."""
        return Message(f"hive.edge.{self.value}")


Y, W, T, J = EdgeKind.YELLOW, EdgeKind.WAIST, EdgeKind.TIP, EdgeKind.JOINT
#: Edge kind by ``k = (edge direction - tile direction) % 6``.
ANCHOR_EDGES: tuple[EdgeKind, ...] = (J, W, Y, T, Y, W)
TAIL_EDGES: tuple[EdgeKind, ...] = (T, Y, W, J, W, Y)


def _bits(ks: tuple[int, ...], d: int) -> int:
    return sum(1 << ((d + k) % 6) for k in ks)


#: Bit masks (bit ``e`` = direction ``e``) of the yellow edges, per tile direction.
ANCHOR_YELLOW: tuple[int, ...] = tuple(_bits((2, 4), d) for d in range(6))
TAIL_YELLOW: tuple[int, ...] = tuple(_bits((1, 5), d) for d in range(6))


@dataclass(frozen=True)
class HiveTile:
    """A hive tile in a hive: its icon, its anchor hex and the direction of its tail."""

    action: Action
    anchor: Hex
    direction: int

    def __post_init__(self) -> None:
        if not isinstance(self.action, Action):
            raise TypeError(f"action must be an Action, not {self.action!r}")
        a = self.anchor
        if not (
            isinstance(a, tuple)
            and len(a) == 2
            and all(isinstance(c, int) and not isinstance(c, bool) for c in a)
        ):
            raise TypeError(f"anchor must be a (q, r) tuple of ints, not {a!r}")
        d = self.direction
        if not isinstance(d, int) or isinstance(d, bool) or not 0 <= d < 6:
            raise ValueError(f"direction must be an int 0..5, not {d!r}")

    @property
    def tail(self) -> Hex:
        """The hex without the icon."""
        return neighbor(self.anchor, self.direction)

    @property
    def hexes(self) -> tuple[Hex, Hex]:
        """``(anchor, tail)``."""
        return (self.anchor, self.tail)

    def rotated(self, steps: int = 1) -> HiveTile:
        """The same tile turned ``steps`` x 60 degrees counter-clockwise about its anchor."""
        return HiveTile(self.action, self.anchor, (self.direction + steps) % 6)

    def moved_to(self, anchor: Hex) -> HiveTile:
        """The same tile with its anchor on another hex."""
        return HiveTile(self.action, anchor, self.direction)

    def edge(self, hex_: Hex, direction: int) -> EdgeKind:
        """The kind of the edge of ``hex_`` (one of this tile's hexes) facing ``direction``."""
        k = (direction - self.direction) % 6
        if hex_ == self.anchor:
            return ANCHOR_EDGES[k]
        if hex_ == self.tail:
            return TAIL_EDGES[k]
        raise ValueError(f"{fmt(hex_)} is not a hex of {self}")

    def edge_towards(self, hex_: Hex, other: Hex) -> EdgeKind:
        """The kind of the edge of ``hex_`` that faces the adjacent hex ``other``."""
        d = direction_to(hex_, other)
        if d is None:
            raise ValueError(f"{fmt(other)} is not next to {fmt(hex_)}")
        return self.edge(hex_, d)

    def part(self, hex_: Hex) -> str:
        """``"anchor"`` or ``"tail"``: which half of the tile ``hex_`` is."""
        if hex_ == self.anchor:
            return "anchor"
        if hex_ == self.tail:
            return "tail"
        raise ValueError(f"{fmt(hex_)} is not a hex of {self}")

    @property
    def notation(self) -> str:
        """Short text form, e.g. ``P(2,-1)NE`` (see
        :mod:`honeybuzz_lab.games.honeybuzz.hive.notation`)."""
        return f"{self.action.letter}{fmt(self.anchor)}{direction_name(self.direction)}"

    def notation_in(self, language: str) -> str:
        """The notation with ``language``'s letters: ``T(2,-1)ÉK`` in Hungarian."""
        from .notation import format_tile

        return format_tile(self, language)

    def phrase(self) -> Message:
        """The tile as a message phrase: ``the Produce tile at (2,-1)-(3,-2)``."""
        return Message(
            "hive.tile", action=self.action.term, anchor=fmt(self.anchor), tail=fmt(self.tail)
        )

    def describe(self, language: str = "en") -> str:
        """A phrase for messages: ``the Produce tile at (2,-1)-(3,-2)``."""
        return self.phrase().text(language)

    def to_json(self) -> dict:
        """A JSON-ready dict."""
        return {
            "action": self.action.value,
            "anchor": list(self.anchor),
            "direction": self.direction,
        }

    @classmethod
    def from_json(cls, data: object) -> HiveTile:
        """Inverse of :meth:`to_json`, with a clear error for malformed data."""
        from ....core.inputs import quote

        if not isinstance(data, dict):
            raise ValueError(f"a tile must be an object, not {quote(data)}")
        missing = {"action", "anchor", "direction"} - data.keys()
        if missing:
            raise ValueError(f"a tile needs {', '.join(sorted(missing))}: got {quote(data)}")
        extra = data.keys() - {"action", "anchor", "direction"}
        if extra:
            raise ValueError(f"a tile has no {quote(sorted(map(str, extra)))}")
        anchor, direction = data["anchor"], data["direction"]
        if not (
            isinstance(anchor, (list, tuple))
            and len(anchor) == 2
            and all(type(c) is int and abs(c) <= MAX_COORD for c in anchor)
        ):
            raise ValueError(f"anchor must be [q, r] with two whole numbers, not {quote(anchor)}")
        if type(direction) is not int or not 0 <= direction < 6:
            raise ValueError(f"direction must be a whole number 0 to 5, not {quote(direction)}")
        action = data["action"]
        if not isinstance(action, str) or action not in {a.value for a in Action}:
            raise ValueError(f"{quote(action)} is not a hive action")
        return cls(Action(action), (anchor[0], anchor[1]), direction)

    def __str__(self) -> str:
        return self.notation
