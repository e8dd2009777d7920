"""The solitaire variant's actions and their kinds: labels, places on the table, bot scores."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ......core.i18n import Message
from ....hive import Nectar
from ... import actions as A
from ...actions import Space
from ...kinds import ActionKind, Target
from ...log import nectar_term, resource_term, say, stack_term
from ...state import GameState, space_name
from .state import back_of
from .words import configuration_term

# ------------------------------------------------------------------ actions


@dataclass(frozen=True)
class ChooseConfiguration(A.Action):
    """Solo setup: use this one of the two drawn configuration cards."""

    kind: ClassVar[str] = "solo_configuration"
    card: str


@dataclass(frozen=True)
class DroneOrder(A.Action):
    """Drone turn: return the face-up order of stack ``stack`` to the box."""

    kind: ClassVar[str] = "drone_order"
    stack: int


@dataclass(frozen=True)
class DroneDrop(A.Action):
    """Drone turn: this resource's value drops by one."""

    kind: ClassVar[str] = "drone_drop"
    resource: str


@dataclass(frozen=True)
class DroneRemove(A.Action):
    """Drone turn: remove the nectar tile on this space of the field from the game."""

    kind: ClassVar[str] = "drone_remove"
    space: Space


# ------------------------------------------------------------------ the kinds' specs


def _label_configuration(state: GameState, action: ChooseConfiguration) -> Message:
    return say("solo.label_configuration", card=configuration_term(state, action.card))


def _label_order(state: GameState, action: DroneOrder) -> Message:
    return say("solo.label_order", stack=stack_term(state, action.stack))


def _label_drop(state: GameState, action: DroneDrop) -> Message:
    return say("solo.label_drop", resource=resource_term(action.resource))


def _label_remove(state: GameState, action: DroneRemove) -> Message:
    """The tile's nectar type while it is on the field (with the advanced variant its back
    group: the front is face down)."""
    tile = state.woodland.field.get(action.space)
    if tile is None:  # described after the fact: the tile is gone
        return say("solo.label_removed", space=space_name(action.space))
    back = back_of(state, action.space)
    if back is not None:
        return say(
            "solo.label_remove_back", back=nectar_term(Nectar(back)), space=space_name(action.space)
        )
    return say("solo.label_remove", nectar=nectar_term(tile.nectar), space=space_name(action.space))


def _score_configuration(v: Any, action: ChooseConfiguration) -> float:
    return 0.0  # either card: a seeded draw


def _score_drop(v: Any, a: DroneDrop) -> float:
    """A drone's drop costs what the player holds of that resource."""
    return -v.p.resource(a.resource) - 0.1 * v.hv(a.resource)  # type: ignore[no-any-return]


def _score_remove(v: Any, a: DroneRemove) -> float:
    """A drone removing a nectar tile costs what that tile was worth to the player."""
    tile = v.s.woodland.field[a.space]
    return -(v.hv(tile.nectar.value) + 4) * (tile.nectar in v.wanted)  # type: ignore[no-any-return]


def _score_order(v: Any, a: DroneOrder) -> float:
    """A drone returning an order costs that order's worth to the player."""
    return -max(0.0, v.order_gain(a.stack))


#: The solitaire variant's action kinds. Each is a button of the decision panel: a drone
#: turn offers a few choices, and they must be in sight, not folded into the panel's list
#: of all choices; a drone's choice is also marked where it acts (the order stack, the
#: market column, the field's tile), so a hint can point there.
SOLO_KINDS: tuple[ActionKind, ...] = (
    ActionKind(ChooseConfiguration, _label_configuration, score=_score_configuration, button=True),
    ActionKind(DroneOrder, _label_order, Target("order", "stack"), score=_score_order, button=True),
    ActionKind(
        DroneDrop, _label_drop, Target("market", "resource"), score=_score_drop, button=True
    ),
    ActionKind(
        DroneRemove, _label_remove, Target("space", "space"), score=_score_remove, button=True
    ),
)
