"""Produce: the fan goes on a tile hex; each adjacent nectar tile without honey makes one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .....core.hexes import fmt, neighbors
from .....core.i18n import Message
from ...hive import Cell, Hive
from .. import actions as A
from ..log import Log, count, nectar_term, say
from ..state import GameState
from . import DecisionRule, HiveActionRule

if TYPE_CHECKING:
    from . import Ruleset


def fan_yield(state: GameState, seat: int, h: tuple[int, int]) -> list[Cell]:
    """The nectar tiles that make honey with the fan on ``h`` (the supply permitting)."""
    left = dict(state.supply.honey)
    out = []
    for cell in state.players[seat].hive.fan_yield(h):
        kind = cell.nectar.value  # type: ignore[union-attr]
        if left[kind] > 0:
            left[kind] -= 1
            out.append(cell)
    return out


def fan_hexes(state: GameState, seat: int) -> list[tuple[int, int]]:
    """Every tile hex of the player's hive, in order."""
    hive = state.players[seat].hive
    return sorted(h for t in hive.tiles for h in t.hexes)


def possible(state: GameState, rules: Ruleset, seat: int) -> str | None:
    return None  # the fan can always be placed, even where it makes nothing


def start(state: GameState, rules: Ruleset, source: str, log: Log) -> None:
    seat = state.turn.seat
    hive = state.players[seat].hive
    if not any(fan_yield(state, seat, h) for h in _near_nectar(hive)):
        log.add(say("log.produce_nothing", name=state.players[seat].name))
        return
    state.turn.frame = {"action": "produce", "step": "fan", "source": source}


def _near_nectar(hive: Hive) -> set[tuple[int, int]]:
    """Tile hexes next to a nectar tile that can still make honey."""
    out = set()
    for cell in hive.cells.values():
        if cell.nectar is not None and not cell.honey:
            out.update(h for h in neighbors(cell.hex) if hive.tile_at(h) is not None)
    return out


def fan_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    return [A.Fan(h) for h in fan_hexes(state, state.turn.seat)]


def fan_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    assert isinstance(action, A.Fan)
    seat = state.turn.seat
    made = []
    for cell in fan_yield(state, seat, action.hex):
        kind = cell.nectar.value  # type: ignore[union-attr]
        state.put_honey(seat, cell.hex)
        state.supply.honey[kind] -= 1
        made.append(nectar_term(cell.nectar))  # type: ignore[arg-type]
    state.turn.frame = None
    name = state.players[seat].name
    if made:
        log.add(
            say(
                "log.fan",
                name=name,
                hex=fmt(action.hex),
                honey=count("honey", len(made)),
                nectars=made,
            )
        )
    else:
        log.add(say("log.fan_nothing", name=name, hex=fmt(action.hex)))


def fan_prompt(state: GameState, rules: Ruleset) -> Message:
    return say("prompt.fan", name=state.current.name)


def fan_explain(state: GameState, rules: Ruleset, action: A.Action) -> Message | None:
    assert isinstance(action, A.Fan)
    return say("explain.fan", hex=fmt(action.hex))


ACTION = HiveActionRule(possible, start)

DECISIONS = {
    "fan": DecisionRule(("fan",), fan_options, fan_apply, fan_prompt, fan_explain, auto=True),
}
