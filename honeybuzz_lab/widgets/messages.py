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

from collections.abc import Mapping
from dataclasses import dataclass

from ..hive import Action, HiveTile
from ..hive.hexes import MAX_COORD
from ..inputs import quote, shorten

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


class MessageError(ValueError):
    """A message from the page that cannot be carried out as sent (nothing changed)."""


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


def unforeseen(error: BaseException) -> str:
    """A short line for an error no check foresaw (its type and the start of its text)."""
    try:
        text = str(error)
    except Exception:
        text = ""
    return f"{type(error).__name__}: {shorten(text, 200)}" if text else type(error).__name__


def _is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _action(value: object) -> Action:
    if not isinstance(value, str):
        raise MessageError(f"'action' must be a tile kind such as \"produce\", not {quote(value)}")
    try:
        return Action(value)
    except ValueError:
        kinds = ", ".join(a.value for a in Action)
        raise MessageError(f"{quote(value)} is not a tile kind: use one of {kinds}") from None


def parse_hex(value: object, name: str = "hex") -> tuple[int, int]:
    """``[q, r]`` as a tuple; MessageError unless it is two whole numbers of sane size."""
    if not (
        isinstance(value, list)
        and len(value) == 2
        and all(_is_int(c) and abs(c) <= MAX_COORD for c in value)
    ):
        raise MessageError(f"'{name}' must be [q, r] with two whole numbers, not {quote(value)}")
    return (value[0], value[1])


def message_kind(content: object, fields: Mapping[str, frozenset[str] | set[str]]) -> str:
    """The kind of the message ``content`` after checking it has exactly that kind's fields.

    ``fields`` maps each known kind to the fields it takes besides ``kind``; MessageError
    says exactly what is wrong (not an object, an unknown kind, a field missing or extra).
    """
    if not isinstance(content, dict):
        raise MessageError(f"a message must be an object, not {type(content).__name__}")
    kind = content.get("kind")
    if not isinstance(kind, str) or kind not in fields:
        known = ", ".join(sorted(fields))
        raise MessageError(f"unknown message kind {quote(kind)}: expected one of {known}")
    keys = {k if isinstance(k, str) else quote(k) for k in content} - {"kind"}
    missing = fields[kind] - keys
    if missing:
        raise MessageError(f"a {kind!r} message needs {', '.join(sorted(missing))}")
    extra = keys - fields[kind]
    if extra:
        raise MessageError(f"a {kind!r} message does not take {shorten(', '.join(sorted(extra)))}")
    return kind


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
