"""Messages from the page to Python: validated into small command values.

The page sends JSON objects with a ``kind``:

- ``{"kind": "place", "anchor": [q, r], "direction": d, "action": "produce"}``
- ``{"kind": "undo"}``, ``{"kind": "redo"}``, ``{"kind": "reset"}``
- ``{"kind": "jump", "ply": i}``
- ``{"kind": "select", "action": "produce"}`` (or ``null`` to put the tile down)
- ``{"kind": "pick", "hex": [q, r]}`` (pick mode: the learner clicked a marked hex)

:func:`parse_message` checks every field and raises :class:`MessageError` with a
specific reason for anything else; the board then shows the reason and changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....core.inputs import quote
from ....core.messages import (
    MessageError,
    message_kind,
    parse_hex,
)
from ....core.messages import is_int as _is_int
from ..hive import Action, HiveTile

#: Fields each kind takes (besides "kind").
FIELDS: dict[str, frozenset[str]] = {
    "place": frozenset({"anchor", "direction", "action"}),
    "undo": frozenset(),
    "redo": frozenset(),
    "reset": frozenset(),
    "jump": frozenset({"ply"}),
    "select": frozenset({"action"}),
    "pick": frozenset({"hex"}),
}


@dataclass(frozen=True)
class Place:
    tile: HiveTile


@dataclass(frozen=True)
class Undo:
    pass


@dataclass(frozen=True)
class Redo:
    pass


@dataclass(frozen=True)
class Reset:
    pass


@dataclass(frozen=True)
class Jump:
    ply: int


@dataclass(frozen=True)
class Select:
    action: Action | None


@dataclass(frozen=True)
class Pick:
    hex: tuple[int, int]


Command = Place | Undo | Redo | Reset | Jump | Select | Pick


def _action(value: object) -> Action:
    if not isinstance(value, str):
        raise MessageError(f"'action' must be a tile kind such as \"produce\", not {quote(value)}")
    try:
        return Action(value)
    except ValueError:
        kinds = ", ".join(a.value for a in Action)
        raise MessageError(f"{quote(value)} is not a tile kind: use one of {kinds}") from None


def parse_message(content: object) -> Command:
    """The command ``content`` asks for; MessageError says exactly what is wrong."""
    kind = message_kind(content, FIELDS)
    assert isinstance(content, dict)
    if kind == "place":
        anchor = parse_hex(content["anchor"], "anchor")
        direction = content["direction"]
        if not (_is_int(direction) and 0 <= direction < 6):
            raise MessageError(f"'direction' must be a whole number 0 to 5, not {quote(direction)}")
        action = _action(content["action"])
        return Place(HiveTile(action, anchor, direction))
    if kind == "jump":
        ply = content["ply"]
        if not (_is_int(ply) and ply >= 0):
            raise MessageError(f"'ply' must be a whole number 0 or more, not {quote(ply)}")
        return Jump(ply)
    if kind == "pick":
        return Pick(parse_hex(content["hex"]))
    if kind == "select":
        value = content["action"]
        return Select(None if value is None else _action(value))
    return {"undo": Undo, "redo": Redo, "reset": Reset}[kind]()
