"""New Bee: a worker moves from the player's supply to the nursery."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..log import Log
from ..state import GameState
from . import HiveActionRule

if TYPE_CHECKING:
    from . import Ruleset


def possible(state: GameState, rules: Ruleset, seat: int) -> str | None:
    if state.players[seat].supply_workers == 0:
        return "no workers are left in the supply"
    return None


def start(state: GameState, rules: Ruleset, source: str, log: Log) -> None:
    player = state.current
    player.supply_workers -= 1
    player.nursery += 1
    log.add(
        f"{player.name} takes the New Bee action: a new worker goes to the nursery "
        f"({player.workers_owned} workers now)."
    )


ACTION = HiveActionRule(possible, start)
