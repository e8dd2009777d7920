"""New Bee: a worker moves from the player's supply to the nursery."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .....core.i18n import Message
from ..log import Log, say
from ..state import GameState
from . import HiveActionRule

if TYPE_CHECKING:
    from . import Ruleset


def possible(state: GameState, rules: Ruleset, seat: int) -> Message | None:
    if state.players[seat].supply_workers == 0:
        return say("why.no_supply_workers")
    return None


def start(state: GameState, rules: Ruleset, source: str, log: Log) -> None:
    player = state.current
    player.supply_workers -= 1
    player.nursery += 1
    log.add(say("log.new_bee", name=player.name, n=player.workers_owned))


ACTION = HiveActionRule(possible, start)
