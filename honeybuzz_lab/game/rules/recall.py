"""Recalling workers (including the nursery) and the free scouting move that follows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import actions as A
from ..log import Log, plural
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
    how = "cannot take a tile and recalls" if forced else "recalls"
    extra = f" ({new} new from the nursery)" if new else ""
    log.add(f"{player.name} {how} {plural(back, 'worker')}{extra}.")


def scout_spaces(state: GameState, seat: int) -> list[tuple[int, int]]:
    """The spaces a scouting move may end on: stay, or one orthogonal step for free."""
    side = state.woodland.side
    here = state.players[seat].forage
    assert here is not None
    out = []
    for r, c in side.spaces:
        if abs(r - here[0]) + abs(c - here[1]) <= side.free_moves:
            out.append((r, c))
    return out


def scout_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    return [A.Scout(s) for s in scout_spaces(state, state.turn.seat)]


def scout_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    assert isinstance(action, A.Scout)
    player = state.current
    if action.space == player.forage:
        log.add(f"{player.name}'s forage token stays on {space_name(action.space)}.")
    else:
        log.add(f"{player.name} scouts to {space_name(action.space)} (collecting nothing).")
    player.forage = action.space
    state.turn.step = "act"  # nothing is queued: the turn can end


def scout_prompt(state: GameState, rules: Ruleset) -> str:
    here = space_name(state.current.forage)  # type: ignore[arg-type]
    return (
        f"{state.current.name}, you may move your forage token one space for free "
        f"(it is on {here}); you collect nothing."
    )


def scout_explain(state: GameState, rules: Ruleset, action: A.Action) -> str | None:
    assert isinstance(action, A.Scout)
    side = state.woodland.side
    r, c = action.space
    if not (0 <= r < side.rows and 0 <= c < side.columns):
        return f"({r}, {c}) is not a space of the field."
    return "Scouting moves the forage token at most one space, orthogonally, and costs nothing."


DECISIONS = {
    "scout": DecisionRule(("scout",), scout_options, scout_apply, scout_prompt, scout_explain),
}
