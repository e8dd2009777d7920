"""The end of the game: what triggers it (checked at the end of every turn).

After the trigger, play continues until every player has had the same number of turns:
the last player in turn order takes the final turn (see ``rules.turn.end_turn_apply``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .....core.i18n import Message
from ..log import say
from ..registry import value_of
from ..state import GameState
from .take_tile import can_place

if TYPE_CHECKING:
    from . import Ruleset

RESOURCES_AT_BOTTOM = 4
EMPTY_ORDER_STACKS = 2


def trigger(state: GameState, rules: Ruleset) -> Message | None:
    """Why the end of the game is triggered now, or None."""
    bottom = [r for r in rules.vocabulary.resources if state.market.at_bottom(r)]  # type: ignore[union-attr]
    if len(bottom) >= RESOURCES_AT_BOTTOM:
        return say("why.end_market", n=len(bottom))
    empty = [s for s in state.order_stacks if s.empty]
    if len(empty) >= EMPTY_ORDER_STACKS:
        return say("why.end_orders", n=len(empty))
    if stalled(state):
        if not any(b.tiles_left for b in state.board.values()):
            return say("why.end_no_tiles")
        return say("why.end_stalled")
    return None


def stalled(state: GameState) -> bool:
    """True when no player can ever take a hive tile again.

    The rulebook never reaches this (the market or the orders end a game first), but a
    game could otherwise go on for ever with every turn a forced recall: every stack is
    empty, or what is left is Decree tiles nobody can pay for, or no remaining tile fits
    any hive. Nothing in the game can change that once it is so, so the end is triggered
    as the rulebook's triggers are: the round is finished, then the game is scored
    (RULINGS section 10).
    """
    for player in state.players:
        if not can_place(player.hive):
            continue
        for box in state.board.values():
            for kind, left in box.stacks.items():
                if left and (kind != "decree" or player.coins >= value_of(state, "decree_cost")):
                    return False
    return True
