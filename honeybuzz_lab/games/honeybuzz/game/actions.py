"""Actions: small frozen values, one per answer to the pending decision.

Every action has a ``kind`` and a few parameters, turns into JSON with :meth:`Action.to_json`
and back with :func:`action_from_json`, and has a short human label for a button
(:meth:`Action.describe`). Hexes of the hive are ``(q, r)``; spaces of the field are
``(row, column)``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, Any, ClassVar

from ....core.i18n import check_language
from ....core.inputs import quote, shorten
from ....core.kinds import KindError

if TYPE_CHECKING:
    from .engine import Game
    from .state import GameState

Hex = tuple[int, int]
Space = tuple[int, int]

_REGISTRY: dict[str, type[Action]] = {}
#: kind -> how its button is labelled (the kinds' registry gives it: ``kinds.label``)
_LABELS: dict[str, Callable[[GameState, Action], Any]] = {}


@dataclass(frozen=True)
class Action:
    """Base class of every action."""

    kind: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.kind:
            _REGISTRY[cls.kind] = cls

    def to_json(self) -> dict[str, Any]:
        """``{"kind": ..., <parameters>}`` with tuples as lists."""
        out: dict[str, Any] = {"kind": self.kind}
        for f in fields(self):
            value = getattr(self, f.name)
            out[f.name] = list(value) if isinstance(value, tuple) else value
        return out

    def describe(self, game: Game | GameState, language: str = "en") -> str:
        """A short label for a button: ``"Take a Produce tile with a beeline of 2"``.

        In English it is a :class:`~honeybuzz_lab.core.i18n.Message`; ``language="hu"``
        says it in Hungarian.
        """
        labeller = _LABELS.get(self.kind)
        if labeller is None:
            raise KindError(f"{quote(self.kind)} is not a registered honeybuzz action kind")
        state = getattr(game, "state", game)
        text = labeller(state, self)
        return text if language == "en" else text.text(check_language(language))

    def __str__(self) -> str:
        args = ", ".join(_fmt(getattr(self, f.name)) for f in fields(self))
        return f"{self.kind}({args})"


def _fmt(value: object) -> str:
    if isinstance(value, tuple):
        return "(" + ",".join(str(v) for v in value) + ")"
    return str(value)


@dataclass(frozen=True)
class ChooseStart(Action):
    """Setup: put your forage token on this starting space of the field."""

    kind: ClassVar[str] = "choose_start"
    space: Space


@dataclass(frozen=True)
class Arrange(Action):
    """Setup: lay the four starting tiles on the configuration card's outline like this
    (hive notation); every player copies it."""

    kind: ClassVar[str] = "arrange"
    tiles: str


@dataclass(frozen=True)
class TakeTile(Action):
    """Make a beeline of ``workers`` on the box holding ``tile`` and take that tile."""

    kind: ClassVar[str] = "take_tile"
    tile: str
    workers: int


@dataclass(frozen=True)
class Recall(Action):
    """Recall all your workers (then you may scout)."""

    kind: ClassVar[str] = "recall"


@dataclass(frozen=True)
class Place(Action):
    """Place the tile you took with its icon on ``anchor`` and its tail towards ``direction``."""

    kind: ClassVar[str] = "place"
    anchor: Hex
    direction: int


@dataclass(frozen=True)
class Resolve(Action):
    """Take this activated hive action next."""

    kind: ClassVar[str] = "resolve"
    action: str


@dataclass(frozen=True)
class Decree(Action):
    """Decree: take this one of the five other hive actions."""

    kind: ClassVar[str] = "decree"
    action: str


@dataclass(frozen=True)
class Forage(Action):
    """Forage: move your forage token to this space of the field."""

    kind: ClassVar[str] = "forage"
    space: Space


@dataclass(frozen=True)
class NectarCell(Action):
    """Put the nectar tile you collected into this empty cell."""

    kind: ClassVar[str] = "nectar_cell"
    cell: Hex


@dataclass(frozen=True)
class Fan(Action):
    """Produce: put your fan on this tile hex of your hive."""

    kind: ClassVar[str] = "fan"
    hex: Hex


@dataclass(frozen=True)
class Sell(Action):
    """Market: sell ``quantity`` units of ``resource``."""

    kind: ClassVar[str] = "sell"
    resource: str
    quantity: int


@dataclass(frozen=True)
class FillOrder(Action):
    """Market: complete the face-up order of stack ``stack`` (0 left, 1 middle, 2 right)."""

    kind: ClassVar[str] = "order"
    stack: int


@dataclass(frozen=True)
class TakeHoney(Action):
    """Take the honey from the nectar tile in this cell (to sell it or pay an order)."""

    kind: ClassVar[str] = "take_honey"
    cell: Hex


@dataclass(frozen=True)
class Drop(Action):
    """Market: the sold resource is at the bottom, so this resource's value drops instead."""

    kind: ClassVar[str] = "drop"
    resource: str


@dataclass(frozen=True)
class Scout(Action):
    """After a recall: move your forage token up to one space for free (or stay)."""

    kind: ClassVar[str] = "scout"
    space: Space


@dataclass(frozen=True)
class EndTurn(Action):
    """End your turn."""

    kind: ClassVar[str] = "end_turn"


#: The base game's action kinds (the classes above), which stay readable from JSON
#: whatever modules come and go. The game's full list, with every module's kinds and
#: each kind's spec, is the registry :data:`honeybuzz_lab.games.honeybuzz.game.kinds.KINDS`.
ACTION_KINDS: tuple[str, ...] = tuple(_REGISTRY)


def action_class(kind: str) -> type[Action]:
    """The action class of ``kind`` (ValueError if there is no such kind)."""
    cls = _REGISTRY.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ValueError(f"{quote(kind)} is not an action kind; use one of {', '.join(_REGISTRY)}")
    return cls


def remember_kind(
    cls: type[Action], label: Callable[[GameState, Action], Any] | None = None
) -> None:
    """Make ``cls`` readable from JSON by its kind again (a module registered anew), and
    describable with ``label`` (its kind's button label)."""
    had = _REGISTRY.get(cls.kind)
    if had is not None and had is not cls:
        raise ValueError(f"action kind {quote(cls.kind)} is already {had.__name__}")
    _REGISTRY[cls.kind] = cls
    if label is not None:
        _LABELS[cls.kind] = label


def forget_kind(kind: str) -> None:
    """Forget a module's action class (when the module is unregistered); the base game's
    kinds stay."""
    if kind not in ACTION_KINDS:
        _REGISTRY.pop(kind, None)
        _LABELS.pop(kind, None)


def action_from_json(data: object) -> Action:
    """An action from :meth:`Action.to_json` output; ValueError says what is wrong."""
    if isinstance(data, Action):
        return data
    if not isinstance(data, dict):
        raise ValueError(f"an action must be a JSON object, not {quote(data)}")
    kind = data.get("kind")
    cls = _REGISTRY.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ValueError(f"{quote(kind)} is not an action kind; use one of {', '.join(_REGISTRY)}")
    names = [f.name for f in fields(cls)]
    extra = {k if isinstance(k, str) else quote(k) for k in data} - {"kind", *names}
    if extra:
        raise ValueError(f"a {kind} action has no {shorten(', '.join(sorted(extra)))}")
    args = []
    for f in fields(cls):
        if f.name not in data:
            raise ValueError(f"a {kind} action needs '{f.name}'")
        type_name = str(f.type).rsplit(".", 1)[-1]  # "A.Space" in a module's own class
        args.append(_convert(kind, f.name, type_name, data[f.name]))
    return cls(*args)


def _convert(kind: str, name: str, type_name: str, value: object) -> object:
    def is_int(v: object) -> bool:
        return isinstance(v, int) and not isinstance(v, bool)

    if type_name in ("Hex", "Space"):
        if not (isinstance(value, (list, tuple)) and len(value) == 2 and all(map(is_int, value))):
            raise ValueError(f"{kind}.{name} must be a pair of whole numbers, not {quote(value)}")
        return (value[0], value[1])
    if type_name == "int":
        if not is_int(value):
            raise ValueError(f"{kind}.{name} must be a whole number, not {quote(value)}")
        return value
    if type_name == "str":
        if not isinstance(value, str):
            raise ValueError(f"{kind}.{name} must be a string, not {quote(value)}")
        return value
    raise ValueError(f"{kind}.{name}: cannot read {quote(value)}")  # pragma: no cover
