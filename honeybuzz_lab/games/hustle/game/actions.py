"""Actions: small frozen values, one per answer to the pending decision, with a text notation.

============  ==============================================================
``place Q,R T``  put the drawn token (or a set-aside cover-up token) on hex ``(Q, R)``
               turned ``T`` sixths counter-clockwise (0 to 5); on a honey token for a
               cover-up token
``draw``        draw a token from the bag (a first token begins the honeycomb)
``restart``     spend a restart cube: the honeycomb goes back in the bag, build again
``done``        stop building (a set-aside cover-up token stays unplaced)
``draft K``     take a token of kind ``K`` from the drafting pool
``buy H N``     buy ``H`` honey and ``N`` nectar tokens with this round's flower points
``steal S``     a trade token: steal a random token from the bag of seat ``S``
============  ==============================================================

>>> parse_action("place 1,-1 2")
Place(q=1, r=-1, turn=2)
>>> str(Buy(2, 1))
'buy 2 1'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, Union

from ....core.hexes import MAX_COORD
from ....core.inputs import quote
from .catalogue import Said
from .data import KINDS
from .errors import ActionError

#: Longest action text :func:`parse_action` reads.
MAX_TEXT = 60
#: Most tokens one purchase may name (far beyond any round's flower points).
MAX_BUY = 1_000


@dataclass(frozen=True)
class Place:
    """Put the token to be placed on ``(q, r)``, turned ``turn`` sixths."""

    q: int
    r: int
    turn: int
    kind: ClassVar[str] = "place"

    def __str__(self) -> str:
        return f"place {self.q},{self.r} {self.turn}"


@dataclass(frozen=True)
class Draw:
    """Draw a token from the bag: the building goes on until a token waits to be placed or
    it stops (a first token begins the honeycomb, a cover-up token may be set aside)."""

    kind: ClassVar[str] = "draw"

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class Restart:
    """Spend a restart cube and build the honeycomb again."""

    kind: ClassVar[str] = "restart"

    def __str__(self) -> str:
        return "restart"


@dataclass(frozen=True)
class Done:
    """Stop building this round's honeycomb."""

    kind: ClassVar[str] = "done"

    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True)
class Draft:
    """Take a token of kind ``token`` from the drafting pool."""

    token: str
    kind: ClassVar[str] = "draft"

    def __str__(self) -> str:
        return f"draft {self.token}"


@dataclass(frozen=True)
class Buy:
    """Buy ``honey`` honey tokens (5 points each) and ``nectar`` nectar tokens (3 each)."""

    honey: int
    nectar: int
    kind: ClassVar[str] = "buy"

    def __str__(self) -> str:
        return f"buy {self.honey} {self.nectar}"


@dataclass(frozen=True)
class Steal:
    """Steal a random token from the bag of seat ``victim``."""

    victim: int
    kind: ClassVar[str] = "steal"

    def __str__(self) -> str:
        return f"steal {self.victim}"


Action = Union[Place, Draw, Restart, Done, Draft, Buy, Steal]  # noqa: UP007 (Python 3.10 alias)
ACTION_TYPES = (Place, Draw, Restart, Done, Draft, Buy, Steal)

#: A reader of one kind's notation: the action ``text`` (stripped, lower case) writes, or None.
Reader = Callable[[str], Any]
#: Kinds registered beyond the rulebook's (:mod:`.kinds`): their action class and reader.
_EXTRA: dict[str, tuple[type, Reader]] = {}


def remember_kind(action: type, read: Reader) -> None:
    """Read and accept actions of ``action``'s kind (a kind registered beyond the rulebook's)."""
    if action not in ACTION_TYPES:
        _EXTRA[action.kind] = (action, read)  # type: ignore[attr-defined]


def forget_kind(name: str) -> None:
    """Stop reading kind ``name`` (its spec was taken out of the registry)."""
    _EXTRA.pop(name, None)


def is_action(value: object) -> bool:
    """True for an action of a registered kind."""
    return isinstance(value, ACTION_TYPES) or any(
        isinstance(value, cls) for cls, _read in _EXTRA.values()
    )


_INT = r"(-?[0-9]{1,6})"  # ASCII digits only: \d takes ٢ and ２ too
_PATTERNS = (
    (re.compile(rf"place\s+{_INT}\s*,\s*{_INT}\s+([0-9])"), "place"),
    (re.compile(r"draw"), "draw"),
    (re.compile(r"restart"), "restart"),
    (re.compile(r"done"), "done"),
    (re.compile(r"draft\s+([a-z0-9]+)", re.ASCII), "draft"),
    (re.compile(r"buy\s+([0-9]{1,6})\s+([0-9]{1,6})"), "buy"),
    (re.compile(r"steal\s+([0-9]{1,2})"), "steal"),
)


def format_action(action: Action) -> str:
    """The notation of ``action``: ``"place 0,1 3"``."""
    if not is_action(action):
        raise ActionError(Said("parse.not_action", what=quote(action)))
    return str(action)


def parse_action(text: object) -> Action:
    """The action written as ``text`` (see the module's table); ActionError if it is none."""
    if not isinstance(text, str):
        raise ActionError(Said("parse.not_text", what=quote(text)))
    if len(text) > MAX_TEXT:
        raise ActionError(Said("parse.too_long", most=MAX_TEXT, length=len(text)))
    t = text.strip().lower()
    for pattern, kind in _PATTERNS:
        m = pattern.fullmatch(t)
        if not m:
            continue
        g = m.groups()
        if kind == "place":
            q, r, turn = int(g[0]), int(g[1]), int(g[2])
            if abs(q) > MAX_COORD or abs(r) > MAX_COORD:
                raise ActionError(Said("parse.too_far", q=q, r=r, what=quote(text)))
            if turn > 5:
                raise ActionError(Said("parse.bad_turn", turn=turn, what=quote(text)))
            return Place(q, r, turn)
        if kind == "draw":
            return Draw()
        if kind == "restart":
            return Restart()
        if kind == "done":
            return Done()
        if kind == "draft":
            if g[0] not in KINDS:
                raise ActionError(Said("parse.no_kind", kind=quote(g[0]), kinds=list(KINDS)))
            return Draft(g[0])
        if kind == "buy":
            honey, nectar = int(g[0]), int(g[1])
            if honey > MAX_BUY or nectar > MAX_BUY:
                raise ActionError(Said("parse.too_many", most=MAX_BUY, what=quote(text)))
            return Buy(honey, nectar)
        return Steal(int(g[0]))
    for _cls, read in _EXTRA.values():
        action = read(t)
        if action is not None:
            return action  # type: ignore[no-any-return]
    raise ActionError(Said("parse.unknown", what=quote(text)))
