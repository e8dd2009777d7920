"""What a game action must do: small predicates over one applied action, composable.

An ``act`` step (lessons 4 and on) asks the learner for a game action. After the engine
has applied it, the step's expectation looks at a :class:`Move`: the state before (an
independent copy), the action, the state after and the engine's sentences. Wrong tries
are expectations too, matched in order to pick the feedback.

In lesson files an expectation is a TOML table; several keys in one table must all
hold. The keys are listed in :data:`MOVE_SPEC_KEYS`::

    expect = { sells = "rosemary", quantity = 2 }
    expect = { any_of = [{ collects = "acacia" }, { gains = "pollen" }] }
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ..game import BASE, Action, GameState
from ..game import actions as A
from ..game.components import RESOURCES, TILE_KINDS
from ..game.log import field_distance
from ..hive import Nectar
from .positions import PositionError, parse_action, parse_space


class MoveExpectationError(ValueError):
    """A move expectation spec in a lesson file is malformed."""


@dataclass(frozen=True)
class Move:
    """One applied game action: the state before and after it, and what the engine said."""

    before: GameState  # an independent copy, taken before the action
    action: Action
    after: GameState
    sentences: tuple[str, ...] = ()

    @property
    def seat(self) -> int:
        """The seat that acted."""
        if self.before.start_choices:
            return self.before.start_choices[0]
        return self.before.turn.seat

    def player(self, which: str = "after"):  # type: ignore[no-untyped-def]
        """The acting player's state before or after the action."""
        return getattr(self, which).players[self.seat]

    def resource_change(self, resource: str) -> int:
        """How many units of ``resource`` (pollen, a honey) the acting player gained."""
        return self.player("after").resource(resource) - self.player("before").resource(resource)

    @property
    def coins_change(self) -> int:
        """Coins gained (negative: paid) by the acting player."""
        return self.player("after").coins - self.player("before").coins

    @property
    def honey_made(self) -> int:
        """Honey the acting player's hive gained."""
        before = sum(self.player("before").honey.values())
        return sum(self.player("after").honey.values()) - before

    @property
    def collected(self) -> Nectar | None:
        """The nectar tile a Forage action took off the field, if it took one."""
        if not isinstance(self.action, A.Forage):
            return None
        tile = self.before.woodland.field.get(self.action.space)
        if tile is None or self.action.space in self.after.woodland.field:
            return None
        return tile.nectar

    @property
    def distance(self) -> int | None:
        """How many spaces a Forage or Scout action moved the forage token."""
        if not isinstance(self.action, (A.Forage, A.Scout)):
            return None
        here = self.player("before").forage
        if here is None:  # the advanced variant: no forage tokens
            return None
        return field_distance(self.before, here, self.action.space)

    @property
    def contests_finished(self) -> list[int]:
        """The speed contests (by index) the acting player finished with this action."""
        return [
            i
            for i, (b, a) in enumerate(zip(self.before.contests, self.after.contests, strict=True))
            if self.seat in a.finishers and self.seat not in b.finishers
        ]


class MoveExpectation:
    """A condition on one applied game action."""

    def check(self, move: Move) -> bool:
        raise NotImplementedError


@dataclass(frozen=True)
class Check(MoveExpectation):
    """A named predicate (how the spec keys are built)."""

    name: str
    test: Callable[[Move], bool]

    def check(self, move: Move) -> bool:
        return bool(self.test(move))

    def __repr__(self) -> str:
        return f"Check({self.name})"


@dataclass(frozen=True)
class AllMoves(MoveExpectation):
    """Every one of ``parts`` holds."""

    parts: tuple[MoveExpectation, ...]

    def check(self, move: Move) -> bool:
        return all(p.check(move) for p in self.parts)


@dataclass(frozen=True)
class AnyMove(MoveExpectation):
    """At least one of ``parts`` holds."""

    parts: tuple[MoveExpectation, ...]

    def __init__(self, parts: Iterable[MoveExpectation]):
        object.__setattr__(self, "parts", tuple(parts))

    def check(self, move: Move) -> bool:
        return any(p.check(move) for p in self.parts)


@dataclass(frozen=True)
class NotMove(MoveExpectation):
    """``part`` does not hold."""

    part: MoveExpectation

    def check(self, move: Move) -> bool:
        return not self.part.check(move)


# ---------------------------------------------------------------------- parsing specs


def _int(value: Any, key: str) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    raise MoveExpectationError(f"{key}: expected a whole number, got {value!r}")


def _true(value: Any, key: str) -> None:
    if value is not True:
        name = key.rsplit(".", 1)[-1]
        raise MoveExpectationError(f"{key}: write {name} = true, not {value!r}")


def _one_of(value: Any, key: str, choices: Iterable[str]) -> str:
    choices = tuple(choices)
    if value not in choices:
        raise MoveExpectationError(f"{key}: expected one of {', '.join(choices)}, got {value!r}")
    return str(value)


def _space(value: Any, key: str) -> tuple[int, int]:
    try:
        return parse_space(value)
    except PositionError as e:
        raise MoveExpectationError(f"{key}: {e}") from None


def _actions(value: Any, key: str) -> tuple[Action, ...]:
    items = value if isinstance(value, list) else [value]
    try:
        return tuple(parse_action(v) for v in items)
    except PositionError as e:
        raise MoveExpectationError(f"{key}: {e}") from None


def _kinds(value: Any, key: str) -> tuple[str, ...]:
    from ..game.kinds import KINDS

    items = value if isinstance(value, list) else [value]
    return tuple(_one_of(v, key, tuple(KINDS)) for v in items)  # every registered kind


def _gains(value: Any, key: str) -> MoveExpectation:
    what = _one_of(value, key, (*RESOURCES, "coins", "honey", "nectar", "order", "worker"))
    if what == "coins":
        return Check("gains coins", lambda m: m.coins_change > 0)
    if what == "honey":
        return Check("gains honey", lambda m: m.honey_made > 0)
    if what == "nectar":
        return Check(
            "gains nectar",
            lambda m: m.player("after").nectar_count > m.player("before").nectar_count,
        )
    if what == "order":
        return Check(
            "gains an order",
            lambda m: len(m.player("after").orders) > len(m.player("before").orders),
        )
    if what == "worker":
        return Check(
            "gains a worker",
            lambda m: m.player("after").workers_owned > m.player("before").workers_owned,
        )
    return Check(f"gains {what}", lambda m: m.resource_change(what) > 0)


def _collects(value: Any, key: str) -> MoveExpectation:
    if value == "any":
        return Check("collects nectar", lambda m: m.collected is not None)
    kind = Nectar(_one_of(value, key, (n.value for n in Nectar)))
    return Check(f"collects {kind.value}", lambda m: m.collected is kind)


def _action_is(cls: type, name: str, test: Callable[[Any], bool]) -> MoveExpectation:
    return Check(name, lambda m: isinstance(m.action, cls) and test(m.action))


def _exact(v: Any, k: str) -> MoveExpectation:
    acts = _actions(v, k)
    return Check(f"action in {[str(a) for a in acts]}", lambda m: m.action in acts)


def _kind(v: Any, k: str) -> MoveExpectation:
    kinds = _kinds(v, k)
    return Check(f"kind in {kinds}", lambda m: m.action.kind in kinds)


def _takes(v: Any, k: str) -> MoveExpectation:
    kind = _one_of(v, k, TILE_KINDS)
    return _action_is(A.TakeTile, f"takes {kind}", lambda a: a.tile == kind)


def _beeline(v: Any, k: str) -> MoveExpectation:
    n = _int(v, k)
    return _action_is(A.TakeTile, f"beeline of {n}", lambda a: a.workers == n)


def _pays(v: Any, k: str) -> MoveExpectation:
    n = _int(v, k)
    return Check(f"pays {n}", lambda m: -m.coins_change == n)


def _coins_gained(v: Any, k: str) -> MoveExpectation:
    n = _int(v, k)
    return Check(f"gains {n} coins", lambda m: m.coins_change == n)


def _moves(v: Any, k: str) -> MoveExpectation:
    n = _int(v, k)
    return Check(f"moves {n}", lambda m: m.distance == n)


def _to(v: Any, k: str) -> MoveExpectation:
    s = _space(v, k)
    return _action_is((A.Forage, A.Scout), f"to {s}", lambda a: a.space == s)  # type: ignore[arg-type]


def _sells(v: Any, k: str) -> MoveExpectation:
    r = _one_of(v, k, RESOURCES)
    return _action_is(A.Sell, f"sells {r}", lambda a: a.resource == r)


def _quantity(v: Any, k: str) -> MoveExpectation:
    n = _int(v, k)
    return _action_is(A.Sell, f"sells {n}", lambda a: a.quantity == n)


def _completes(v: Any, k: str) -> MoveExpectation:
    if v is True:
        return _action_is(A.FillOrder, "completes an order", lambda a: True)
    s = _int(v, k)
    return _action_is(A.FillOrder, f"completes order {s}", lambda a: a.stack == s)


def _drops(v: Any, k: str) -> MoveExpectation:
    r = _one_of(v, k, RESOURCES)
    return _action_is(A.Drop, f"drops {r}", lambda a: a.resource == r)


def _decrees(v: Any, k: str) -> MoveExpectation:
    what = _one_of(v, k, BASE.value("decree_choices"))
    return _action_is(A.Decree, f"decrees {what}", lambda a: a.action == what)


def _resolves(v: Any, k: str) -> MoveExpectation:
    what = _one_of(v, k, TILE_KINDS)
    return _action_is(A.Resolve, f"resolves {what}", lambda a: a.action == what)


def _makes_honey(v: Any, k: str) -> MoveExpectation:
    n = _int(v, k)
    return Check(f"makes {n} honey", lambda m: m.honey_made == n)


def _flag(name: str, test: Callable[[Move], bool]) -> _Parser:
    def parse(v: Any, k: str) -> MoveExpectation:
        _true(v, k)
        return Check(name, test)

    return parse


def _says(v: Any, k: str) -> MoveExpectation:
    text = str(v)
    return Check(f"says {text!r}", lambda m: any(text in s for s in m.sentences))


_Parser = Callable[[Any, str], MoveExpectation]

#: Every key a move expectation table may use, and what it means.
MOVE_SPEC_KEYS: dict[str, tuple[str, _Parser]] = {
    "any": ("any legal action (any = true)", _flag("any", lambda m: True)),
    "action": ("exactly this action, or any of a list ('sell(rosemary,2)')", _exact),
    "kind": ("an action of this kind, or of any of a list ('recall', 'forage')", _kind),
    "takes": ("takes a tile of this kind ('decree')", _takes),
    "makes_beeline": ("takes a tile with a beeline of this many workers", _beeline),
    "collects": ("a Forage action collects nectar of this type, or 'any'", _collects),
    "gains": ("the player gains this: a resource, coins, honey, nectar, order or worker", _gains),
    "pays": ("the player pays exactly this many coins (0: free)", _pays),
    "coins_gained": ("the player gains exactly this many coins", _coins_gained),
    "moves": ("a Forage or Scout action moves the token this many spaces", _moves),
    "to": ("a Forage or Scout action ends on this space ('C2')", _to),
    "sells": ("sells this resource", _sells),
    "quantity": ("sells exactly this many units", _quantity),
    "completes_order": ("completes an order (true), or the order of this stack (0-2)", _completes),
    "drops": ("the value of this resource drops instead (the bottom rule)", _drops),
    "decrees": ("a Decree becomes this action", _decrees),
    "resolves": ("takes this activated action next", _resolves),
    "makes_honey": ("the hive gains exactly this much honey", _makes_honey),
    "finishes_contest": (
        "finishes a speed contest (true)",
        _flag("finishes a contest", lambda m: bool(m.contests_finished)),
    ),
    "triggers_end": (
        "the end of the game is triggered by this action (true)",
        _flag(
            "triggers the end",
            lambda m: m.before.end_trigger is None and m.after.end_trigger is not None,
        ),
    ),
    "ends_game": (
        "the game is over after this action (true)",
        _flag("ends", lambda m: m.after.over),
    ),
    "says": ("the engine's sentences for the action contain this text", _says),
    "any_of": (
        "at least one of a list of expectation tables",
        lambda v, k: AnyMove(parse_move_expectation(x, k) for x in _list(v, k)),
    ),
    "all_of": (
        "every one of a list of expectation tables",
        lambda v, k: AllMoves(tuple(parse_move_expectation(x, k) for x in _list(v, k))),
    ),
    "not": (
        "the expectation table does not hold",
        lambda v, k: NotMove(parse_move_expectation(v, k)),
    ),
}


def _list(value: Any, key: str) -> list[Any]:
    if not isinstance(value, list) or not value:
        raise MoveExpectationError(f"{key}: expected a non-empty list")
    return value


def parse_move_expectation(spec: Any, where: str = "expectation") -> MoveExpectation:
    """A move expectation from its TOML table (several keys: all must hold)."""
    if not isinstance(spec, dict) or not spec:
        raise MoveExpectationError(
            f"{where}: expected a table such as {{ sells = 'rosemary' }} or {{ kind = 'recall' }}"
        )
    parts = []
    for key, value in spec.items():
        if key not in MOVE_SPEC_KEYS:
            known = ", ".join(MOVE_SPEC_KEYS)
            raise MoveExpectationError(f"{where}: unknown key {key!r}; known keys: {known}")
        try:
            parts.append(MOVE_SPEC_KEYS[key][1](value, f"{where}.{key}"))
        except ValueError as e:
            if isinstance(e, MoveExpectationError):
                raise
            raise MoveExpectationError(f"{where}.{key}: {e}") from None
    return parts[0] if len(parts) == 1 else AllMoves(tuple(parts))
