"""Recalling workers (including the nursery) and the free scouting move that follows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .....core.i18n import Message
from .. import actions as A
from ..geometry import field_spaces
from ..log import Log, count, field_distance, say
from ..state import GameState, space_name
from . import DecisionRule

if TYPE_CHECKING:
    from . import Ruleset


def recall(state: GameState, rules: Ruleset, log: Log) -> None:
    """Every worker of the current player on the hive board and in the nursery comes back."""
    seat = state.turn.seat
    player = state.players[seat]
    forced = len(rules.decisions["turn"].options(state, rules)) == 1
    for box in state.board.values():
        box.beelines = [b for b in box.beelines if b[0] != seat]
    back, new = player.placed_workers + player.nursery, player.nursery
    player.available_workers += back
    player.placed_workers = 0
    player.nursery = 0
    state.turn.step = "scout"
    extra = say("log.nursery", n=new) if new else ""
    key = "log.forced_recall" if forced else "log.recall"
    log.add(say(key, name=player.name, workers=count("workers", back), nursery=extra))


def scout_spaces(state: GameState, seat: int) -> list[tuple[int, int]]:
    """The spaces a scouting move may end on: stay, or one step (by the field's geometry)."""
    side = state.woodland.side
    here = state.players[seat].forage
    assert here is not None
    return [s for s in field_spaces(state) if field_distance(state, here, s) <= side.free_moves]


def scout_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    return [A.Scout(s) for s in scout_spaces(state, state.turn.seat)]


def scout_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    assert isinstance(action, A.Scout)
    player = state.current
    if action.space == player.forage:
        log.add(say("log.stays", name=player.name, space=space_name(action.space)))
    else:
        log.add(say("log.scouts", name=player.name, space=space_name(action.space)))
    player.forage = action.space
    state.turn.step = "act"  # nothing is queued: the turn can end


def scout_prompt(state: GameState, rules: Ruleset) -> Message:
    here = space_name(state.current.forage)  # type: ignore[arg-type]
    return say("prompt.scout", name=state.current.name, space=here)


def scout_explain(state: GameState, rules: Ruleset, action: A.Action) -> Message | None:
    assert isinstance(action, A.Scout)
    if action.space not in field_spaces(state):
        r, c = action.space
        return say("explain.off_field", r=r, c=c)
    return say("explain.scout")


DECISIONS = {
    "scout": DecisionRule(("scout",), scout_options, scout_apply, scout_prompt, scout_explain),
}
