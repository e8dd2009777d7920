"""Checking messages a page sends to Python, shared by both games' widgets.

A page sends JSON objects with a ``kind``; :func:`message_kind` checks that a message is
an object of a known kind with exactly that kind's fields, and :class:`MessageError`
names what is wrong. Each widget turns the checked message into its own commands, and
carries a command out by its class's table of commands (:func:`command_table`,
:func:`dispatch_command`): command type -> the name of the method that carries it out, declared
once per class.

Both games' tables read their page's messages with :func:`parse_command` (each kind's fields,
and how a checked message becomes a command) into the commands they share (:class:`Act`,
:class:`Undo`, :class:`Redo`) and their own.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType
from typing import Any, Generic, TypeVar

from .hexes import MAX_COORD
from .inputs import quote, shorten


class MessageError(ValueError):
    """A message from the page that cannot be carried out as sent (nothing changed)."""


A = TypeVar("A")


@dataclass(frozen=True)
class Act(Generic[A]):
    """Answer the pending decision with ``action`` (a game's own action)."""

    action: A


@dataclass(frozen=True)
class Undo:
    """Take back the learner's last decision (and the bots' answers after it)."""


@dataclass(frozen=True)
class Redo:
    """Replay the decision an undo took back (and the bots' answers after it)."""


def unforeseen(error: BaseException) -> str:
    """A short line for an error no check foresaw (its type and the start of its text)."""
    try:
        text = str(error)
    except Exception:
        text = ""
    return f"{type(error).__name__}: {shorten(text, 200)}" if text else type(error).__name__


def is_int(x: object) -> bool:
    """True for a whole number that is not a bool."""
    return isinstance(x, int) and not isinstance(x, bool)


def parse_hex(value: object, name: str = "hex") -> tuple[int, int]:
    """``[q, r]`` as a tuple; MessageError unless it is two whole numbers of sane size."""
    if not (
        isinstance(value, list)
        and len(value) == 2
        and all(is_int(c) and abs(c) <= MAX_COORD for c in value)
    ):
        raise MessageError(f"'{name}' must be [q, r] with two whole numbers, not {quote(value)}")
    return (value[0], value[1])


def panel_request(
    content: object, fields: Mapping[str, frozenset[str] | set[str]], key: str, name: str
) -> str:
    """What a panel's message asks (its ``key`` field: ``"lesson"``, ``"why"``) after checking
    it names a known request and has exactly that request's ``fields``; MessageError says
    exactly what is wrong, naming the panel (``name``: "lesson", "Why?")."""
    if not isinstance(content, dict):
        raise MessageError(f"a message must be an object, not {type(content).__name__}")
    what = content.get(key)
    if not isinstance(what, str) or what not in fields:
        known = ", ".join(sorted(fields))
        raise MessageError(f"unknown {name} request {quote(what)}: expected one of {known}")
    keys = {k if isinstance(k, str) else quote(k) for k in content} - {key}
    missing = fields[what] - keys
    if missing:
        raise MessageError(f"a {name} {what!r} message needs {', '.join(sorted(missing))}")
    extra = keys - fields[what]
    if extra:
        raise MessageError(
            f"a {name} {what!r} message takes no {', '.join(sorted(map(str, extra)))}"
        )
    return what


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


def parse_command(
    content: object,
    fields: Mapping[str, frozenset[str]],
    make: Mapping[str, Callable[[dict[str, Any]], object]],
    *,
    optional: Mapping[str, frozenset[str]] | None = None,
    error: type[MessageError] = MessageError,
) -> object:
    """The command the page message ``content`` asks for.

    ``fields``: each known kind -> the fields it must have; ``optional``: the fields a kind
    may have besides; ``make``: each kind -> the command made from the checked message.
    Any MessageError (from the check or from ``make``) is raised as ``error`` (a game's
    own MessageError) with the same reason.
    """
    try:
        kind = content.get("kind") if isinstance(content, dict) else None
        if optional and isinstance(kind, str) and kind in optional:
            fields = {**fields, kind: fields[kind] | (optional[kind] & set(content))}  # type: ignore[arg-type]
        kind = message_kind(content, fields)
        assert isinstance(content, dict)
        return make[kind](content)
    except MessageError as e:
        if isinstance(e, error):
            raise
        raise error(str(e)) from None


@cache
def command_table(cls: type, name: str = "COMMANDS") -> Mapping[type, str]:
    """The table of commands ``name`` of the class ``cls``: command type -> the name of the
    method that carries it out, each class's own table (``cls.__dict__[name]``) over its
    bases' in the method resolution order, so a subclass adds commands and overrides
    handlers. TypeError names an entry whose method ``cls`` does not have."""
    table: dict[type, str] = {}
    for klass in reversed(cls.__mro__):
        table.update(vars(klass).get(name, {}))
    for kind, method in table.items():
        if not (isinstance(kind, type) and callable(getattr(cls, method, None))):
            what = getattr(kind, "__name__", repr(kind))
            raise TypeError(f"{cls.__name__}.{name}: {what} -> {method!r} is not a method")
    return MappingProxyType(table)


def dispatch_command(widget: object, command: object, name: str = "COMMANDS") -> tuple[bool, Any]:
    """Carry out ``command`` by the table ``name`` of ``widget``'s class: ``(True, what the
    handler returned)``, or ``(False, None)`` when no entry takes the command's type."""
    method = command_table(type(widget), name).get(type(command))
    if method is None:
        return False, None
    return True, getattr(widget, method)(command)
