"""The state of a game: plain dataclasses the rules read and change.

:meth:`GameState.clone` copies every field generically, guided by the field's declared
type: an immutable type (numbers, strings, tuples, enums, frozen dataclasses such as the
components and cards) is shared, a list, dict or set of immutable values is copied one level
deep, a field marked :data:`SHARED` (never changed once set: the components, the setup, the
rules, the final scores) is shared, and anything else (``Any``, module state in
``state.modules``) is copied by :func:`copy_value`, which looks at the value itself: lists,
dicts and sets are copied, dataclasses field by field, an object with a ``clone()`` method is
cloned, and a value it does not know is refused with a :class:`StateError` instead of being
shared. The copying function of each class is made once, from its fields.

Hives are the expensive part (a networkx graph each, about a millisecond to copy), so a
clone shares each hive with the original until one of them changes it, and then the hive is
handed over instead of copied: every change to a hive goes through
:meth:`GameState.place_tile`, :meth:`~GameState.put_nectar`, :meth:`~GameState.put_honey` or
:meth:`~GameState.take_honey`; the first change of a step moves the hive to the changing
state, and the states left behind get a lazy hive ("that hive with this step's changes taken
back") that becomes a real copy only when it is read. So an old state never sees a later
state's changes, playing on costs no copy at all, and reading an old state's hive (after an
undo) costs one copy.
"""

from __future__ import annotations

import dataclasses
import random
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from ..hive import Cell, Hive, HiveTile, Nectar, PlacementEffect
from .components import (
    BoardSide,
    Components,
    ContestCard,
    FieldSide,
    NectarTile,
    OrderCard,
    kind_label,
)

Space = tuple[int, int]
Hex = tuple[int, int]

#: Field metadata: the value is shared by every copy of the state (immutable by contract).
SHARED = {"shared": True}

WORKERS_PER_PLAYER = 10
DECREE_COST = 5


def space_name(space: Space) -> str:
    """``(1, 2)`` -> ``"C2"``: the column letter, then the row counted from 1."""
    return f"{'ABCDEFGHIJ'[space[1]]}{space[0] + 1}"


@dataclass
class PlayerState:
    """One player: pieces, coins, resources (honey lives on the hive's nectar tiles)."""

    seat: int
    name: str
    colour: str
    hive: Hive
    coins: int = 0
    pollen: int = 0
    available_workers: int = 0  # on the player board, free to make beelines
    placed_workers: int = 0  # in beelines on the hive board
    nursery: int = 0  # new workers waiting in the New Bee box
    supply_workers: int = WORKERS_PER_PLAYER  # the player's own supply
    orders: list[OrderCard] = field(default_factory=list)
    pollen_sold: int = 0
    turns: int = 0
    forage: Space | None = None  # the forage token's space in the field
    # what the rules' vocabulary calls ``pollen`` (the resource gained by a forage): the
    # key it has in ``resources`` and the market
    pollen_name: str = "pollen"

    @property
    def workers_owned(self) -> int:
        """Workers on the board, on the hive board and in the nursery (contests count these)."""
        return WORKERS_PER_PLAYER - self.supply_workers

    @property
    def honey(self) -> dict[str, int]:
        """Honey by type (all four types, zeros included)."""
        got = self.hive.honey()
        return {n.value: got.get(n, 0) for n in Nectar}

    @property
    def resources(self) -> dict[str, int]:
        """Pollen and each honey type: ``{"pollen": 2, "wildflower": 1, ...}`` (pollen by
        the name the rules' vocabulary gives it)."""
        return {self.pollen_name: self.pollen, **self.honey}

    def resource(self, name: str) -> int:
        """How many units of one resource the player has."""
        if name == self.pollen_name:
            return self.pollen
        return sum(1 for c in self.hive.cells.values() if c.honey and c.nectar.value == name)  # type: ignore[union-attr]

    @property
    def nectar_count(self) -> int:
        """Nectar tiles in the hive."""
        return sum(1 for c in self.hive.cells.values() if c.nectar is not None)

    @property
    def resource_total(self) -> int:
        return self.pollen + sum(self.hive.honey().values())

    @property
    def order_points(self) -> int:
        return sum(o.points for o in self.orders)

    def clone(self) -> PlayerState:
        """A copy that shares the hive until one of the two changes it (see the module)."""
        other: PlayerState = _copy_player(self)
        other._hive = self._hive
        other._batch = None
        return other

    def share_hive(self, other: PlayerState) -> None:
        """Share ``other``'s hive until one of the two changes it (as a clone does)."""
        self._hive = other._hive
        self._batch = None

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "name": self.name,
            "colour": self.colour,
            "hive": self.hive.to_json(),
            "coins": self.coins,
            "pollen": self.pollen,
            "available_workers": self.available_workers,
            "placed_workers": self.placed_workers,
            "nursery": self.nursery,
            "supply_workers": self.supply_workers,
            "orders": [o.id for o in self.orders],
            "pollen_sold": self.pollen_sold,
            "turns": self.turns,
            "forage": None if self.forage is None else list(self.forage),
        }


class _LazyHive:
    """A hive not copied yet: the hive in ``box`` with ``ops`` (inverse operations) applied."""

    __slots__ = ("box", "ops")

    def __init__(self, box: _HiveBox, ops: list[tuple[str, Any]]):
        self.box = box
        self.ops = ops


class _HiveBox:
    """What the states sharing a hive hold: the hive, or a lazy one once another moved on."""

    __slots__ = ("value",)

    def __init__(self, value: Hive | _LazyHive):
        self.value = value


def _get_hive(player: PlayerState) -> Hive:
    box = player._hive
    hive = box.value
    if type(hive) is _LazyHive:
        hive = _materialize(box)
    return hive  # type: ignore[no-any-return]


def _set_hive(player: PlayerState, hive: Hive) -> None:
    player._hive = _HiveBox(hive)
    player._batch = None


def _materialize(box: _HiveBox) -> Hive:
    """Turn a lazy hive into a real one: one copy, then every pending change taken back."""
    chain: list[list[tuple[str, Any]]] = []
    at: Any = box.value
    while type(at) is _LazyHive:
        chain.append(at.ops)
        at = at.box.value
    hive = at.copy()
    for ops in reversed(chain):
        _revert_ops(hive, ops)
    box.value = hive  # every state sharing the box shares the copy
    return hive


def _revert_ops(hive: Hive, ops: list[tuple[str, Any]]) -> None:
    for op, arg in reversed(ops):
        if op == "remove":
            hive.remove(arg)
        elif op == "take_nectar":
            hive.take_nectar(arg)
        elif op == "take_honey":
            hive.take_honey(arg)
        elif op == "put_honey":
            hive.put_honey(arg)
        elif op == "uncap":
            hive.set_cap(arg, False)
        else:  # pragma: no cover
            raise StateError(f"unknown hive change {op!r}")


def before_change(player: PlayerState, batch: object) -> list[tuple[str, Any]]:
    """Called before ``player``'s hive changes: returns the list to write the inverse op to.

    The first change of a batch (one step, or one change outside a step) moves the hive
    to a new box of this player's own; the box it leaves (which every other state sharing
    the hive still holds) becomes "the new box's hive with this batch's changes taken
    back". No hive is copied until a state left behind reads its hive.
    """
    current = player._batch
    if current is not None and current[0] is batch and batch is not None:
        return current[1]  # type: ignore[no-any-return]
    old = player._hive
    hive = old.value
    if type(hive) is _LazyHive:
        hive = _materialize(old)
    ops: list[tuple[str, Any]] = []
    new = player._hive = _HiveBox(hive)
    old.value = _LazyHive(new, ops)
    player._batch = (batch, ops)
    return ops


PlayerState.hive = property(_get_hive, _set_hive, doc="The player's hive.")  # type: ignore[assignment,method-assign]


@dataclass
class Box:
    """A hive box: its stack(s) of tiles and the beelines on it."""

    name: str
    kinds: tuple[str, ...]
    stacks: dict[str, int]  # tile kind -> tiles left
    beelines: list[tuple[int, int]] = field(default_factory=list)  # (seat, height)

    @property
    def label(self) -> str:
        return " and ".join(kind_label(k) for k in self.kinds)

    @property
    def tallest(self) -> int:
        return max((h for _, h in self.beelines), default=0)

    @property
    def tiles_left(self) -> int:
        return sum(self.stacks.values())


@dataclass
class Market:
    """The market: where each resource's marker sits in its column (0 = top)."""

    tracks: Mapping[str, tuple[int, ...]] = field(metadata=SHARED)
    positions: dict[str, int]

    def value(self, resource: str) -> int:
        return self.tracks[resource][self.positions[resource]]

    def at_bottom(self, resource: str) -> bool:
        return self.positions[resource] >= len(self.tracks[resource]) - 1

    def values(self) -> dict[str, int]:
        return {r: self.value(r) for r in self.tracks}


@dataclass
class Woodland:
    """The field of the woodland board and the nectar tiles on it."""

    side: FieldSide
    field: dict[Space, NectarTile]


@dataclass
class OrderStack:
    """One of the three order stacks: the action under it, face-down cards and the face-up one."""

    action: str
    face_down: list[OrderCard]  # the top card is the last one
    face_up: OrderCard | None = None

    @property
    def empty(self) -> bool:
        """True when every order of this stack has been completed."""
        return self.face_up is None and not self.face_down


@dataclass
class ContestState:
    """A contest card in play; speed contests keep their coins and who finished."""

    card: ContestCard
    coins: list[int] = field(default_factory=list)  # speed: coins left, next place first
    finishers: list[int] = field(default_factory=list)  # speed: seats in finishing order


@dataclass
class Supply:
    """Pollen and honey left in the supply (coins are unlimited)."""

    pollen: int
    honey: dict[str, int]


@dataclass(frozen=True)
class Task:
    """An activated hive action still to be taken this turn."""

    action: str
    source: str  # "icon", "order" or "decree"


@dataclass
class TurnState:
    """What the current player has done this turn and what is still to do."""

    seat: int
    step: str = "start"  # start, place, act, scout, end
    tile: str | None = None  # the kind of tile taken
    box: str | None = None
    workers: int = 0
    queue: list[Task] = field(default_factory=list)
    frame: dict[str, Any] | None = None  # the hive action in progress (immutable values)
    flips: list[int] = field(default_factory=list)  # order stacks to turn up at the end


@dataclass
class GameState:
    """Everything about one game at one moment."""

    components: Components = field(metadata=SHARED)
    seed: int
    setup: dict[str, Any] = field(metadata=SHARED)  # never changed once set up
    rng_state: tuple[Any, ...]  # random.Random state: immutable, so copies share it
    players: list[PlayerState]
    first_player: int
    board_side: BoardSide
    board: dict[str, Box]
    market: Market
    woodland: Woodland
    order_stacks: list[OrderStack]
    contests: list[ContestState]
    supply: Supply
    turn: TurnState
    start_choices: list[int] = field(default_factory=list)  # seats still to choose a start
    arranging: int | None = None  # the seat that still arranges the starting tiles
    end_trigger: str | None = None  # why the end was triggered
    over: bool = False
    turns_played: int = 0
    # final scores once the game is over (never changed once set)
    final: dict[str, Any] | None = field(default=None, metadata=SHARED)
    # hive changes to undo (during an apply)
    journal: list[tuple[Any, ...]] | None = field(default=None, metadata=SHARED)
    modules: dict[str, Any] = field(default_factory=dict)  # each module's own state, by name
    # the composed rules this state is played under (immutable)
    ruleset: Any = field(default=None, metadata=SHARED)

    # ------------------------------------------------------------------ reading

    @property
    def player_count(self) -> int:
        return len(self.players)

    @property
    def in_setup(self) -> bool:
        """A setup decision is still pending (the starting tiles, starting spaces)."""
        return self.arranging is not None or bool(self.start_choices)

    @property
    def current(self) -> PlayerState:
        return self.players[self.turn.seat]

    @property
    def last_seat(self) -> int:
        """The seat that plays last in each round (just before the first player)."""
        return (self.first_player - 1) % self.player_count

    def box_of(self, kind: str) -> Box:
        for box in self.board.values():
            if kind in box.kinds:
                return box
        raise KeyError(kind)

    def order_stack_text(self, i: int) -> str:
        if self.order_stacks[i].action == "decree" and i == 3:
            return "fruit"  # Fall Fruit's fourth stack
        named = len(self.order_stacks) in (3, 4) and i < 3
        return ("left", "middle", "right")[i] if named else str(i)

    def random(self) -> random.Random:
        """A generator at the state's random position; :meth:`keep_random` stores it back.

        Rules that draw during play must call both, so that replaying a record draws
        exactly the same numbers.
        """
        rng = random.Random()
        rng.setstate(self.rng_state)
        return rng

    def keep_random(self, rng: random.Random) -> None:
        self.rng_state = rng.getstate()

    # ------------------------------------------------------------------ copying

    def clone(self) -> GameState:
        """A copy of every field (see :func:`copy_value`); hives are shared until changed."""
        other: GameState = _copy_state(self)
        other.journal = None
        return other

    # ------------------------------------------------------------------ hive changes

    def _ops(self, seat: int) -> list[tuple[str, Any]]:
        return before_change(self.players[seat], self.journal)

    def _log(self, ops: list[tuple[str, Any]], op: str, seat: int, arg: Any) -> None:
        ops.append((op, arg))
        if self.journal is not None:
            self.journal.append((op, seat, arg))

    def place_tile(self, seat: int, tile: HiveTile) -> PlacementEffect:
        ops = self._ops(seat)
        effect = self.players[seat].hive.place(tile)
        self._log(ops, "remove", seat, tile)
        return effect

    def put_nectar(self, seat: int, cell: Hex, nectar: Nectar) -> Cell:
        ops = self._ops(seat)
        got = self.players[seat].hive.put_nectar(cell, nectar)
        self._log(ops, "take_nectar", seat, cell)
        return got

    def put_honey(self, seat: int, cell: Hex) -> Cell:
        ops = self._ops(seat)
        got = self.players[seat].hive.put_honey(cell)
        self._log(ops, "take_honey", seat, cell)
        return got

    def take_honey(self, seat: int, cell: Hex) -> Nectar:
        ops = self._ops(seat)
        got = self.players[seat].hive.take_honey(cell)
        self._log(ops, "put_honey", seat, cell)
        return got

    def cap_nectar(self, seat: int, cell: Hex) -> Cell:
        """Cap the nectar tile at ``cell`` of ``seat``'s hive (Nectar Caps); undone as the
        other hive changes are."""
        ops = self._ops(seat)
        got = self.players[seat].hive.set_cap(cell)
        self._log(ops, "uncap", seat, cell)
        return got

    def abandon_changes(self) -> None:
        """Take back the hive changes of the step in progress (the step failed)."""
        journal = self.journal
        if journal is None:
            return
        revert_journal(self, journal)
        for player in self.players:
            batch = player._batch
            if batch is not None and batch[0] is journal:
                batch[1].clear()  # the states left behind: nothing to take back now
        journal.clear()

    # ------------------------------------------------------------------ JSON

    def to_json(self, modules: bool = True) -> dict[str, Any]:
        """The whole state as JSON-ready data (for comparing states and for the page);
        ``modules=False`` leaves out the modules' own states (a view redacts those itself)."""
        return {
            "seed": self.seed,
            "setup": self.setup,
            "first_player": self.first_player,
            "players": [p.to_json() for p in self.players],
            "board": {
                name: {"stacks": dict(b.stacks), "beelines": [list(x) for x in b.beelines]}
                for name, b in self.board.items()
            },
            "market": dict(self.market.positions),
            "field": {space_name(s): t.id for s, t in sorted(self.woodland.field.items())},
            "order_stacks": [
                {
                    "action": s.action,
                    "face_up": None if s.face_up is None else s.face_up.id,
                    "face_down": [c.id for c in s.face_down],
                }
                for s in self.order_stacks
            ],
            "contests": [
                {"card": c.card.id, "coins": list(c.coins), "finishers": list(c.finishers)}
                for c in self.contests
            ],
            "supply": {"pollen": self.supply.pollen, "honey": dict(self.supply.honey)},
            "turn": {
                "seat": self.turn.seat,
                "step": self.turn.step,
                "tile": self.turn.tile,
                "box": self.turn.box,
                "workers": self.turn.workers,
                "queue": [[t.action, t.source] for t in self.turn.queue],
                "frame": jsonable(self.turn.frame),
                "flips": list(self.turn.flips),
            },
            "start_choices": list(self.start_choices),
            "arranging": self.arranging,
            "end_trigger": self.end_trigger,
            "over": self.over,
            "turns_played": self.turns_played,
            "final": self.final,
            **({"modules": jsonable(self.modules)} if self.modules and modules else {}),
        }


def jsonable(value: Any) -> Any:
    """``value`` as JSON data: dicts, lists (sets sorted), dataclasses as dicts."""
    if isinstance(value, dict):
        return {k: jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, (OrderCard, NectarTile)):
        return value.id
    if isinstance(value, (set, frozenset)):
        return sorted(jsonable(v) for v in value)
    if isinstance(value, Enum):
        return value.value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    return value


class StateError(TypeError):
    """A value on the state that :meth:`GameState.clone` cannot copy safely."""


_IMMUTABLE: tuple[type, ...] = (int, float, str, bytes, bool, type(None), tuple, frozenset)


def _share(value: Any) -> Any:
    return value


#: Types whose values are shared, not copied (learned as they are met: enums, frozen
#: dataclasses, str subclasses such as messages).
_SHARED_TYPES: set[type] = set(_IMMUTABLE)


def _copy_list(value: list[Any]) -> list[Any]:
    if _SHARED_TYPES.issuperset(map(type, value)):
        return value.copy()
    return [copy_value(v) for v in value]


def _copy_dict(value: dict[Any, Any]) -> dict[Any, Any]:
    if _SHARED_TYPES.issuperset(map(type, value.values())):
        return value.copy()
    return {k: copy_value(v) for k, v in value.items()}


def _copy_set(value: set[Any]) -> set[Any]:
    return set(value)  # members of a set are hashable, so immutable by contract


def _fields_copier(kind: type, skip: frozenset[str] = frozenset()) -> Callable[[Any], Any]:
    """A function copying a dataclass of ``kind`` field by field (made once per class).

    A field whose metadata says ``shared`` is shared (immutable by contract); every other
    field is copied as its declared type allows (:func:`_plan`). Only fields are copied:
    state kept on a dataclass must be declared as a field. ``skip`` names fields the
    caller copies itself. (Attributes are read and set one by one, so no instance
    ``__dict__`` is ever built.)
    """
    names = [f.name for f in dataclasses.fields(kind) if f.name not in skip]
    shared = {f.name for f in dataclasses.fields(kind) if f.metadata.get("shared")}
    hints = _hints(kind)
    lines = ["def copy(value):", "    other = new(kind)"]
    for name in names:
        how = "share" if name in shared else _plan(hints.get(name, Any))
        if how == "share":
            lines.append(f"    other.{name} = value.{name}")
        elif how == "shallow":
            lines += [
                f"    x = value.{name}",
                f"    other.{name} = None if x is None else x.copy()",
            ]
        else:
            lines += [
                f"    x = value.{name}",
                "    t = type(x)",
                f"    other.{name} = x if t in SHARED else (COPIERS.get(t) or learn(t))(x)",
            ]
    lines.append("    return other")
    scope: dict[str, Any] = {
        "new": object.__new__,
        "kind": kind,
        "SHARED": _SHARED_TYPES,
        "COPIERS": _COPIERS,
        "learn": _learn,
    }
    exec("\n".join(lines), scope)  # the code is built from the class's own field names
    return scope["copy"]  # type: ignore[no-any-return]


def _hints(kind: type) -> dict[str, Any]:
    try:
        return typing.get_type_hints(kind)
    except (NameError, TypeError):  # an annotation that cannot be resolved: copy at run time
        return {}


def _immutable_type(hint: Any) -> bool:
    """True for a declared type whose values are never changed in place."""
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        return all(_immutable_type(h) for h in typing.get_args(hint))
    if origin is not None:
        return origin in (tuple, frozenset)
    if hint is type(None) or not isinstance(hint, type):
        return hint is type(None)
    if issubclass(hint, (Enum, *_IMMUTABLE)):
        return True
    return dataclasses.is_dataclass(hint) and hint.__dataclass_params__.frozen  # type: ignore[attr-defined]


def _plan(hint: Any) -> str:
    """How a field declared as ``hint`` is copied: "share", "shallow" or "generic".

    A declared immutable type is shared; a list, dict or set (or None) of immutable values
    is copied one level deep; anything else (``Any`` included) is copied by
    :func:`copy_value`, which looks at the value itself.
    """
    if hint is Any:
        return "generic"
    if _immutable_type(hint):
        return "share"
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        rest = [h for h in args if h is not type(None)]
        return _plan(rest[0]) if len(rest) == 1 and _plan(rest[0]) != "share" else "generic"
    if origin in (list, set) and args and _immutable_type(args[0]):
        return "shallow"
    if origin is dict and len(args) == 2 and _immutable_type(args[1]):
        return "shallow"
    return "generic"


_COPIERS: dict[type, Callable[[Any], Any]] = {
    **{t: _share for t in _IMMUTABLE},
    list: _copy_list,
    dict: _copy_dict,
    set: _copy_set,
    Hive: Hive.copy,
}


def _learn(kind: type) -> Callable[[Any], Any]:
    copier = _COPIERS[kind] = _copier(kind)
    if copier is _share:
        _SHARED_TYPES.add(kind)
    return copier


def _copier(kind: type) -> Callable[[Any], Any]:
    if issubclass(kind, (Enum, *_IMMUTABLE)):
        return _share
    if dataclasses.is_dataclass(kind) and kind.__dataclass_params__.frozen:  # type: ignore[attr-defined]
        return _share
    clone = getattr(kind, "clone", None)
    if callable(clone):
        return clone  # type: ignore[no-any-return]
    if dataclasses.is_dataclass(kind) and not hasattr(kind, "__slots__"):
        return _fields_copier(kind)
    raise StateError(
        f"the game state cannot copy a {kind.__name__}: make it immutable (a frozen dataclass, "
        "a tuple), a dataclass of copyable fields, or give it a clone() method"
    )


def copy_value(value: Any) -> Any:
    """A copy of ``value`` that shares nothing mutable with it (immutable parts are shared).

    Lists, dicts and sets are copied, immutable values and frozen dataclasses shared,
    other dataclasses copied field by field; an object with a ``clone()`` method is cloned.
    Anything else raises :class:`StateError`.
    """
    kind = type(value)
    copier = _COPIERS.get(kind) or _learn(kind)
    return copier(value)


def revert_journal(state: GameState, journal: list[tuple[Any, ...]]) -> None:
    """Undo the hive changes in ``journal`` (newest first), in place."""
    for op, seat, arg in reversed(journal):
        _revert_ops(state.players[seat].hive, [(op, arg)])


__all__ = [
    "DECREE_COST",
    "WORKERS_PER_PLAYER",
    "Box",
    "ContestState",
    "GameState",
    "Market",
    "OrderStack",
    "PlayerState",
    "StateError",
    "Supply",
    "Task",
    "TurnState",
    "Woodland",
    "copy_value",
    "revert_journal",
    "space_name",
]


_copy_state = _fields_copier(GameState)
_copy_player = _fields_copier(PlayerState, skip=frozenset({"hive"}))
