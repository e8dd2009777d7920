"""Accounting: gain five coins (the supply of coins is unlimited)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..log import Log, count, say
from ..registry import value_of
from ..state import GameState
from . import HiveActionRule

if TYPE_CHECKING:
    from . import Ruleset

#: What Accounting pays in the base game (the base module's ``accounting_coins`` value;
#: the rules and the bots read the value, never this constant).
ACCOUNTING_COINS = 5


def coins(state: GameState, seat: int) -> int:
    """How many coins Accounting gives (the rules' ``accounting_coins`` value)."""
    return value_of(state, "accounting_coins")  # type: ignore[no-any-return]


def possible(state: GameState, rules: Ruleset, seat: int) -> str | None:
    return None


def start(state: GameState, rules: Ruleset, source: str, log: Log) -> None:
    player = state.current
    gain = rules.accounting_coins(state, state.turn.seat)
    player.coins += gain
    log.add(say("log.accounting", name=player.name, coins=count("coins", gain)))


ACTION = HiveActionRule(possible, start)
