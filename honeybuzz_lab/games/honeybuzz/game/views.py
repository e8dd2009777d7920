"""What one seat may know of a game (RULINGS 6): its view, JSON-ready.

A view holds everything public and the viewer's own private things; another seat's
private things appear as ``{"hidden": true, "count": n}``. In the base game nothing a
player owns is secret: what is hidden is the face-down order cards of each stack (only
their count is known), the order of shuffles and the seed. Modules hide more with their
``redact`` (the advanced variant: the fronts of tiles the viewer has not seen).
"""

from __future__ import annotations

from typing import Any

from .actions import Action
from .components import NectarTile, OrderCard
from .registry import ModuleError, get_module
from .state import GameState, jsonable, space_name


def hidden(count: int) -> dict[str, Any]:
    """How a view shows private things it may not reveal: only how many there are."""
    return {"hidden": True, "count": count}


def _frame(value: Any) -> Any:
    if isinstance(value, NectarTile):
        return {"nectar": value.nectar.value}  # a collected tile: face up from here on
    if isinstance(value, OrderCard):
        return value.id
    if isinstance(value, dict):
        return {k: _frame(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_frame(v) for v in value]
    return jsonable(value)


def view_of(
    state: GameState,
    seat: int | None,
    legal: list[Action] | None = None,
    decider: int | None = None,
) -> dict[str, Any]:
    """The view of ``seat`` (None: a spectator, who sees only what is public).

    ``legal`` (the legal actions) is shown only to ``decider``, the seat that answers.
    """
    if seat is not None and not (isinstance(seat, int) and 0 <= seat < state.player_count):
        raise ModuleError(f"there is no seat {seat!r} in a game of {state.player_count}")
    full = state.to_json(modules=False)  # each module adds what a seat may know of its state
    view: dict[str, Any] = {
        "viewer": seat,
        "modules": [] if state.ruleset is None else list(state.ruleset.modules),
        "setup": full["setup"],  # names, configuration card, contests, starts: all public
        "field_side": state.woodland.side.name,
        "players": full["players"],
        "first_player": full["first_player"],
        "board": full["board"],
        "market": full["market"],
        "field": {
            space_name(s): {"nectar": t.nectar.value}
            for s, t in sorted(state.woodland.field.items())
        },
        "order_stacks": [
            {
                "action": s.action,
                "face_up": None if s.face_up is None else s.face_up.id,
                "face_down": hidden(len(s.face_down)),
            }
            for s in state.order_stacks
        ],
        "contests": full["contests"],
        "supply": full["supply"],
        "turn": {**full["turn"], "frame": _frame(state.turn.frame)},
        "start_choices": full["start_choices"],
        "arranging": full["arranging"],
        "end_trigger": full["end_trigger"],
        "over": full["over"],
        "turns_played": full["turns_played"],
        "final": full["final"],
        "decider": decider,
        "legal": ([a.to_json() for a in legal] if legal is not None and seat == decider else None),
    }
    if state.ruleset is not None:
        for name in state.ruleset.modules:
            redact = get_module(name).redact
            if redact is not None:
                redact(state, view, seat)
    return view
