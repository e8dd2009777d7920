"""What a placement must do: small predicates over one placement, composable.

Every expectation answers ``check(before, effect, after) -> bool`` for a legal
placement: ``before`` is the hive without the new tile, ``effect`` what the engine
reported, ``after`` the hive with it. A step succeeds when its expectation holds;
its wrong tries are expectations too, matched in order to pick the feedback.

In lesson files an expectation is a TOML table; several keys in one table must all
hold. The keys are listed in :data:`SPEC_KEYS`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ....core.hexes import neighbors
from ..hive import Action, Hex, Hive, HiveTile, Nectar, PlacementEffect, parse_tile


class ExpectationError(ValueError):
    """An expectation spec in a lesson file is malformed."""


class Expectation:
    """A condition on one placement."""

    def check(self, before: Hive, effect: PlacementEffect, after: Hive) -> bool:
        raise NotImplementedError

    def __and__(self, other: Expectation) -> Expectation:
        return AllOf((self, other))

    def __or__(self, other: Expectation) -> Expectation:
        return AnyOf((self, other))

    def __invert__(self) -> Expectation:
        return Not(self)


@dataclass(frozen=True)
class AnyPlacement(Expectation):
    """Any legal placement."""

    def check(self, before: Hive, effect: PlacementEffect, after: Hive) -> bool:
        return True


@dataclass(frozen=True)
class Placement(Expectation):
    """Exactly this tile: same icon, same anchor hex, same direction."""

    tile: HiveTile

    def check(self, before: Hive, effect: PlacementEffect, after: Hive) -> bool:
        return effect.tile == self.tile

    def __repr__(self) -> str:
        return f"Placement({self.tile.notation})"


@dataclass(frozen=True)
class Covers(Expectation):
    """The new tile covers all of these hexes (in either of its halves)."""

    hexes: tuple[Hex, ...]

    def check(self, before: Hive, effect: PlacementEffect, after: Hive) -> bool:
        return set(self.hexes) <= set(effect.tile.hexes)


@dataclass(frozen=True)
class IconOn(Expectation):
    """The new tile's icon (its anchor) lies on this hex."""

    hex: Hex

    def check(self, before: Hive, effect: PlacementEffect, after: Hive) -> bool:
        return effect.tile.anchor == self.hex


@dataclass(frozen=True)
class CreatesCells(Expectation):
    """The placement creates exactly ``n`` cells (at least ``n`` with ``at_least``)."""

    n: int
    at_least: bool = False

    def check(self, before: Hive, effect: PlacementEffect, after: Hive) -> bool:
        made = len(effect.new_cells)
        return made >= self.n if self.at_least else made == self.n


@dataclass(frozen=True)
class CreatesCell(Expectation):
    """The placement creates a cell of this nectar type (``barren`` for a barren cell).

    ``CreatesCell()`` with neither is any cell. ``at`` asks for the cell on that hex.
    """

    nectar: Nectar | None = None
    barren: bool = False
    at: Hex | None = None

    def check(self, before: Hive, effect: PlacementEffect, after: Hive) -> bool:
        for h in effect.new_cells:
            if self.at is not None and h != self.at:
                continue
            kind = effect.nectar_types[h]
            if self.barren and kind is None:
                return True
            if not self.barren and (self.nectar is None or kind is self.nectar):
                return True
        return False


@dataclass(frozen=True)
class Activates(Expectation):
    """These icons activate (a multiset: two Produce means two Produce icons).

    With ``exactly`` nothing else may activate.
    """

    actions: tuple[Action, ...]
    exactly: bool = False

    def check(self, before: Hive, effect: PlacementEffect, after: Hive) -> bool:
        got, want = Counter(effect.activated_actions), Counter(self.actions)
        if self.exactly:
            return got == want
        return all(got[a] >= n for a, n in want.items())


@dataclass(frozen=True)
class Activations(Expectation):
    """Exactly ``n`` icons activate (at least ``n`` with ``at_least``)."""

    n: int
    at_least: bool = False

    def check(self, before: Hive, effect: PlacementEffect, after: Hive) -> bool:
        got = len(effect.activated)
        return got >= self.n if self.at_least else got == self.n


@dataclass(frozen=True)
class ActivatesTile(Expectation):
    """The icon of the tile anchored on this hex activates."""

    anchor: Hex

    def check(self, before: Hive, effect: PlacementEffect, after: Hive) -> bool:
        return any(t.anchor == self.anchor for t in effect.activated)


@dataclass(frozen=True)
class Touches(Expectation):
    """The new tile touches at least ``n`` different tiles of the hive."""

    n: int

    def check(self, before: Hive, effect: PlacementEffect, after: Hive) -> bool:
        touched = {t for h in effect.tile.hexes for nb in neighbors(h) if (t := before.tile_at(nb))}
        return len(touched) >= self.n


@dataclass(frozen=True)
class CreatesPocket(Expectation):
    """The placement encloses a new pocket (an empty region of two or more hexes)."""

    def check(self, before: Hive, effect: PlacementEffect, after: Hive) -> bool:
        return bool(set(after.pockets()) - set(before.pockets()))


@dataclass(frozen=True)
class CreatesCluster(Expectation):
    """The placement completes a new cluster (three cells around one tile hex)."""

    def check(self, before: Hive, effect: PlacementEffect, after: Hive) -> bool:
        return bool(set(after.clusters()) - set(before.clusters()))


@dataclass(frozen=True)
class LineAtLeast(Expectation):
    """Afterwards the hive has a straight line of at least ``n`` cells."""

    n: int

    def check(self, before: Hive, effect: PlacementEffect, after: Hive) -> bool:
        return after.longest_line() >= self.n


@dataclass(frozen=True)
class FanYield(Expectation):
    """Afterwards the best spot for the fan makes at least ``n`` honey."""

    n: int

    def check(self, before: Hive, effect: PlacementEffect, after: Hive) -> bool:
        return after.best_fan_hexes()[0] >= self.n


@dataclass(frozen=True)
class AllOf(Expectation):
    """Every one of ``parts`` holds."""

    parts: tuple[Expectation, ...]

    def check(self, before: Hive, effect: PlacementEffect, after: Hive) -> bool:
        return all(p.check(before, effect, after) for p in self.parts)


@dataclass(frozen=True)
class AnyOf(Expectation):
    """At least one of ``parts`` holds."""

    parts: tuple[Expectation, ...]

    def __init__(self, parts: Iterable[Expectation]):
        object.__setattr__(self, "parts", tuple(parts))

    def check(self, before: Hive, effect: PlacementEffect, after: Hive) -> bool:
        return any(p.check(before, effect, after) for p in self.parts)


@dataclass(frozen=True)
class Not(Expectation):
    """``part`` does not hold."""

    part: Expectation

    def check(self, before: Hive, effect: PlacementEffect, after: Hive) -> bool:
        return not self.part.check(before, effect, after)


# ---------------------------------------------------------------------- parsing specs


def _hex(value: Any, key: str) -> Hex:
    if (
        isinstance(value, (list, tuple))
        and len(value) == 2
        and all(isinstance(c, int) and not isinstance(c, bool) for c in value)
    ):
        return (value[0], value[1])
    raise ExpectationError(f"{key}: expected a hex [q, r], got {value!r}")


def _hexes(value: Any, key: str) -> tuple[Hex, ...]:
    if isinstance(value, list) and value and isinstance(value[0], int):
        return (_hex(value, key),)
    if not isinstance(value, list):
        raise ExpectationError(f"{key}: expected a list of hexes [[q, r], ...], got {value!r}")
    return tuple(_hex(v, key) for v in value)


def _int(value: Any, key: str) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    raise ExpectationError(f"{key}: expected a whole number, got {value!r}")


def _true(value: Any, key: str) -> None:
    if value is not True:
        raise ExpectationError(f"{key}: write {key} = true, not {value!r}")


def _tile(value: Any, key: str) -> HiveTile:
    if not isinstance(value, str):
        raise ExpectationError(f"{key}: expected a tile in notation like 'P(1,2)NE'")
    try:
        return parse_tile(value)
    except ValueError as e:
        raise ExpectationError(f"{key}: {e}") from None


def _actions(value: Any, key: str) -> tuple[Action, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        raise ExpectationError(f"{key}: expected a list of icon letters like ['P', 'F']")
    try:
        return tuple(Action.parse(v) for v in value)
    except (ValueError, AttributeError) as e:
        raise ExpectationError(f"{key}: {e}") from None


def _cell(value: Any, key: str) -> Expectation:
    if not isinstance(value, str):
        raise ExpectationError(f"{key}: expected a nectar type, 'barren' or 'any'")
    if value == "any":
        return CreatesCell()
    if value == "barren":
        return CreatesCell(barren=True)
    try:
        return CreatesCell(Nectar.parse(value))
    except ValueError as e:
        raise ExpectationError(f"{key}: {e}") from None


def _list(value: Any, key: str) -> list[Any]:
    if not isinstance(value, list) or not value:
        raise ExpectationError(f"{key}: expected a non-empty list")
    return value


_Parser = Callable[[Any, str], Expectation]

#: Every key an expectation table may use, and what it means.
SPEC_KEYS: dict[str, tuple[str, _Parser]] = {
    "any": ("any legal placement (any = true)", lambda v, k: (_true(v, k), AnyPlacement())[1]),
    "place": (
        "this tile, or any of a list of tiles ('P(1,2)NE')",
        lambda v, k: (
            AnyOf(Placement(_tile(t, k)) for t in v)
            if isinstance(v, list)
            else Placement(_tile(v, k))
        ),
    ),
    "covers": ("the tile covers these hexes ([[q, r], ...])", lambda v, k: Covers(_hexes(v, k))),
    "icon_on": ("the tile's icon lies on this hex", lambda v, k: IconOn(_hex(v, k))),
    "cells": ("creates exactly this many cells", lambda v, k: CreatesCells(_int(v, k))),
    "cells_at_least": (
        "creates at least this many cells",
        lambda v, k: CreatesCells(_int(v, k), at_least=True),
    ),
    "creates": ("creates a cell of this nectar type, 'barren' or 'any'", _cell),
    "cell_at": ("creates the cell on this hex", lambda v, k: CreatesCell(at=_hex(v, k))),
    "activates": (
        "these icons activate, repeats counted (['P', 'P'])",
        lambda v, k: Activates(_actions(v, k)),
    ),
    "activates_exactly": (
        "exactly these icons activate",
        lambda v, k: Activates(_actions(v, k), exactly=True),
    ),
    "activates_tile": (
        "the icon of the tile anchored on this hex activates",
        lambda v, k: ActivatesTile(_hex(v, k)),
    ),
    "activations": ("exactly this many icons activate", lambda v, k: Activations(_int(v, k))),
    "touches_at_least": (
        "the tile touches at least this many tiles",
        lambda v, k: Touches(_int(v, k)),
    ),
    "pocket": ("encloses a new pocket", lambda v, k: (_true(v, k), CreatesPocket())[1]),
    "cluster": ("completes a new cluster", lambda v, k: (_true(v, k), CreatesCluster())[1]),
    "line_at_least": (
        "a straight line of at least this many cells exists afterwards",
        lambda v, k: LineAtLeast(_int(v, k)),
    ),
    "fan_yield_at_least": (
        "the best fan spot makes at least this much honey afterwards",
        lambda v, k: FanYield(_int(v, k)),
    ),
    "any_of": (
        "at least one of a list of expectation tables",
        lambda v, k: AnyOf(parse_expectation(x, k) for x in _list(v, k)),
    ),
    "all_of": (
        "every one of a list of expectation tables",
        lambda v, k: AllOf(tuple(parse_expectation(x, k) for x in _list(v, k))),
    ),
    "not": ("the expectation table does not hold", lambda v, k: Not(parse_expectation(v, k))),
}


def parse_expectation(spec: Any, where: str = "expectation") -> Expectation:
    """An expectation from its TOML table (several keys: all must hold)."""
    if not isinstance(spec, dict) or not spec:
        raise ExpectationError(f"{where}: expected a table such as {{ creates = 'rosemary' }}")
    parts = []
    for key, value in spec.items():
        if key not in SPEC_KEYS:
            known = ", ".join(SPEC_KEYS)
            raise ExpectationError(f"{where}: unknown key {key!r}; known keys: {known}")
        parts.append(SPEC_KEYS[key][1](value, f"{where}.{key}"))
    return parts[0] if len(parts) == 1 else AllOf(tuple(parts))
