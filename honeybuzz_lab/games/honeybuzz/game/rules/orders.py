"""Orders: which face-up orders a player can complete, completing one, and the end-of-turn flip."""

from __future__ import annotations

from ..log import Log, kind_term, order_phrase, say, stack_term
from ..state import GameState, Task
from . import emit


def can_fill(state: GameState, seat: int, stack: int) -> bool:
    """True when ``seat`` holds every resource the face-up order of ``stack`` asks for."""
    card = state.order_stacks[stack].face_up
    if card is None:
        return False
    have = state.players[seat].resources
    return all(have[r] >= n for r, n in card.needs)


def fillable(state: GameState, seat: int) -> list[int]:
    """The stacks whose face-up order ``seat`` can complete now."""
    return [i for i in range(len(state.order_stacks)) if can_fill(state, seat, i)]


def take_order(state: GameState, stack: int, log: Log) -> None:
    """The current player takes the face-up card of ``stack``; its stack's action activates.

    The resources are paid by the caller (the market rule), which may need the player to
    choose which nectar tiles give up their honey.
    """
    seat = state.turn.seat
    player = state.players[seat]
    pile = state.order_stacks[stack]
    card = pile.face_up
    assert card is not None
    player.orders.append(card)
    pile.face_up = None
    state.turn.flips.append(stack)
    state.turn.queue.append(Task(pile.action, "order"))
    log.add(
        say("log.order", name=player.name, order=order_phrase(card), action=kind_term(pile.action))
    )


def flip_orders(state: GameState, log: Log) -> None:
    """At the very end of a turn, turn up the next card of each stack an order was taken from."""
    for i in state.turn.flips:
        pile = state.order_stacks[i]
        where = stack_term(state, i)
        if pile.face_up is None and pile.face_down:
            pile.face_up = pile.face_down.pop()
            log.reveal()
            log.add(say("log.next_order", stack=where, order=order_phrase(pile.face_up)))
        elif pile.empty:
            log.add(say("log.stack_empty", stack=where))
            emit(state, log, "order_stack_emptied", stack=i)
    state.turn.flips = []
