"""Honeycomb Hustle's action kinds: one spec per kind, in the registry both games share.

A :class:`HustleKind` says how an answer of its kind is said (the fields of its sentence,
``hustle.action.<kind>`` in the catalogue) and how the planning bot weighs it (``score``,
from what the deciding seat may know: :class:`Seen`, built from its view). Adding a kind
means one spec here (with its texts, if the catalogue lacks them), registered in
:data:`KINDS` (:class:`honeybuzz_lab.core.kinds.KindRegistry`).

>>> KINDS.spec(Buy(2, 1)).name
'buy'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ...core.hexes import Hex, fmt, neighbor
from ...core.inputs import quote
from ...core.kinds import KindError, KindRegistry
from . import rules
from .actions import Buy, Done, Draft, Place, Restart, Steal
from .data import KINDS as TOKENS
from .data import rotate
from .state import Cell

#: The game's name in its registry.
GAME = "hustle"


@dataclass(frozen=True)
class Seen:
    """What the deciding seat knows when the planning bot weighs an answer (from its view):
    the decision, its honeycomb, its bag's counts, the token in its hand, every bag's size,
    and the bot's own setting (restart below this many flower points)."""

    decision: str
    comb: dict[Hex, Cell]
    bag: dict[str, int]
    hand: str | None
    sizes: dict[int, int]
    restart_below: int


#: The fields of an answer's sentence: ``fields(action, names, token)`` (``names`` name the
#: seats, ``token`` is the token being placed).
Fields = Callable[[Any, Sequence[str], "str | None"], dict[str, object]]
#: The planning bot's value of an answer: ``score(seen, action)`` (the highest is chosen).
Score = Callable[[Seen, Any], float]


@dataclass(frozen=True)
class HustleKind:
    """The spec of one Honeycomb Hustle action kind (see the module docstring)."""

    action: type
    fields: Fields
    score: Score
    texts: Mapping[str, Mapping[str, str]] = field(default_factory=dict)  # language -> texts

    def __post_init__(self) -> None:
        if not isinstance(getattr(self.action, "kind", None), str):
            raise KindError(
                f"an action kind needs an action class with a kind, not {quote(self.action)}"
            )

    @property
    def name(self) -> str:
        """The kind's name (the action's ``kind``)."""
        return self.action.kind  # type: ignore[no-any-return]


# ------------------------------------------------------------------ the planning bot's features

#: What a drafted token is worth to the planning bot (points it tends to bring, less the
#: risk of few marks ending the building early).
DRAFT_VALUE = {
    "red": 4.0,
    "purple3": 3.0,
    "blue2": 2.6,
    "purple5": 2.4,
    "helper": 2.0,
    "blue1": 1.6,
    "cover": 1.4,
    "trade": 1.2,
    "purple0": 0.3,
}
#: A placement always beats stopping or restarting when one is possible.
PLACE_FIRST = 1_000.0


def placement_value(comb: dict[Hex, Cell], kind: str, action: Place) -> float:
    """The flower points after placing ``kind`` so, plus a little per mark left open."""
    h = (action.q, action.r)
    marks = rotate(TOKENS[kind].marks, action.turn)
    after = dict(comb)
    after[h] = (kind, marks, h in comb)
    points = rules.flower_points(after)["total"]
    open_marks = 0
    for cell_h, (_k, m, _u) in after.items():
        for d in range(6):
            if m >> d & 1 and neighbor(cell_h, d) not in after:
                open_marks += 1
    return points + 0.6 * open_marks


def _place(seen: Seen, action: Place) -> float:
    kind = (seen.hand if seen.decision == "build" else None) or "cover"
    return PLACE_FIRST + placement_value(seen.comb, kind, action)


def _restart(seen: Seen, action: Restart) -> float:
    """Restart a poor honeycomb while the bag holds enough to build again (never while a
    drawn token waits)."""
    if seen.decision != "done":
        return -1.0
    points = rules.flower_points(seen.comb)["total"]
    usable = rules.bag_size(seen.bag, honey=False)
    return 1.0 if points < seen.restart_below and usable >= 4 else -1.0


def _draft(seen: Seen, action: Draft) -> float:
    """A drafted token's worth, more for reds in a bag with reds, and more marks the more
    honey (one mark, never first) clogs the bag."""
    kind = action.token
    bag = dict(seen.bag)
    for k, _m, _u in seen.comb.values():
        bag[k] = bag.get(k, 0) + 1
    size = max(1, sum(bag.values()))
    honey_share = bag.get("honey", 0) / size
    value = DRAFT_VALUE.get(kind, 0.0)
    if kind == "red":
        value += 0.5 * bag.get("red", 0)
    marks = bin(TOKENS[kind].marks).count("1")
    return value + 1.5 * honey_share * (marks - 2)


def _buy(seen: Seen, action: Buy) -> float:
    """As much honey as the points allow, the rest in nectar."""
    return action.honey * 1_000_000.0 + action.nectar


def _steal(seen: Seen, action: Steal) -> float:
    """The fullest bag (its size is public): the most honey to find."""
    return float(seen.sizes.get(action.victim, -1))


def _seat_name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"#{seat}"


#: Honeycomb Hustle's action kinds.
KINDS: KindRegistry[HustleKind] = KindRegistry(GAME, HustleKind)
for _spec in (
    HustleKind(
        Place,
        lambda a, names, token: {
            "token": token or "cover",
            "where": fmt((a.q, a.r)),
            "turn": a.turn,
        },
        _place,
    ),
    HustleKind(Restart, lambda a, names, token: {}, _restart),
    HustleKind(Done, lambda a, names, token: {}, lambda seen, a: 0.0),
    HustleKind(Draft, lambda a, names, token: {"token": a.token}, _draft),
    HustleKind(Buy, lambda a, names, token: {"honey": a.honey, "nectar": a.nectar}, _buy),
    HustleKind(Steal, lambda a, names, token: {"victim": _seat_name(names, a.victim)}, _steal),
):
    KINDS.add(_spec, GAME)
