"""Market: one transaction, either sell one resource (any quantity) or complete an order.

After a sale the sold resource's value drops one space; if it is already at the bottom,
another resource of the player's choice drops instead. Honey comes off the nectar tiles of
the hive: when the player keeps some honey of a type, they choose which tiles give it up
(it matters for the next Produce).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .....core.hexes import fmt
from .....core.i18n import Message
from .. import actions as A
from ..log import Log, count, order_phrase, resource_term, say, stack_term
from ..state import GameState
from . import DecisionRule, HiveActionRule, emit, resources
from .orders import can_fill, fillable, take_order

if TYPE_CHECKING:
    from . import Ruleset


def possible(state: GameState, rules: Ruleset, seat: int) -> Message | None:
    player = state.players[seat]
    if player.pollen or any(player.honey.values()) or fillable(state, seat):
        return None
    return say("why.nothing_to_market")


def start(state: GameState, rules: Ruleset, source: str, log: Log) -> None:
    state.turn.frame = {"action": "market", "step": "market", "source": source}


def market_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    seat = state.turn.seat
    have = state.players[seat].resources
    out: list[A.Action] = []
    for r in resources(state):
        out.extend(A.Sell(r, q) for q in range(1, have[r] + 1))
    out.extend(A.FillOrder(i) for i in fillable(state, seat))
    return out


def market_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    seat = state.turn.seat
    player = state.players[seat]
    frame = state.turn.frame
    assert frame is not None
    if isinstance(action, A.Sell):
        r, q = action.resource, action.quantity
        value = state.market.value(r)
        player.coins += value * q
        sold = {"name": player.name, "q": q, "resource": resource_term(r)}
        gains = count("coins", value * q)
        if q > 1:
            log.add(say("log.sell_many", **sold, each=count("coins", value), coins=gains))
        else:
            log.add(say("log.sell", **sold, coins=gains))
        if r == player.pollen_name:
            player.pollen -= q
            player.pollen_sold += q
            state.supply.pollen += q
            state.turn.frame = {**frame, "picks": (), "sold": r}
        else:
            state.turn.frame = {**frame, "picks": ((r, q),), "sold": r}
    else:
        assert isinstance(action, A.FillOrder)
        card = state.order_stacks[action.stack].face_up
        assert card is not None
        needs = card.needs_dict
        pollen = needs.pop(player.pollen_name, 0)
        player.pollen -= pollen
        state.supply.pollen += pollen
        take_order(state, action.stack, log)
        state.turn.frame = {**frame, "picks": tuple(needs.items()), "sold": None}
    settle(state, log)


def settle(state: GameState, log: Log) -> None:
    """Take honey off nectar tiles where there is no choice; ask where there is one."""
    frame = state.turn.frame
    assert frame is not None
    seat = state.turn.seat
    picks = list(frame["picks"])
    while picks:
        r, left = picks[0]
        cells = honey_cells(state, seat, r)
        if left and len(cells) > left:
            state.turn.frame = {**frame, "step": "take_honey", "picks": tuple(picks)}
            return
        for h in cells[:left]:
            state.take_honey(seat, h)
            state.supply.honey[r] += 1
        picks.pop(0)
    sold = frame["sold"]
    state.turn.frame = None
    if sold is not None:
        after_sale(state, frame, sold, log)


def honey_cells(state: GameState, seat: int, resource: str) -> list[tuple[int, int]]:
    cells = state.players[seat].hive.cells.values()
    return sorted(c.hex for c in cells if c.honey and c.nectar.value == resource)  # type: ignore[union-attr]


def after_sale(state: GameState, frame: dict, sold: str, log: Log) -> None:
    market = state.market
    if not market.at_bottom(sold):
        before = market.value(sold)
        market.positions[sold] += 1
        if market.at_bottom(sold):
            emit(state, log, "value_bottomed", resource=sold)
        log.add(
            say(
                "log.value_drops",
                resource=resource_term(sold),
                before=before,
                after=market.value(sold),
            )
        )
        return
    if not [r for r in resources(state) if not market.at_bottom(r)]:
        log.add(say("log.bottom", resource=resource_term(sold)))
        return
    state.turn.frame = {**frame, "step": "drop", "picks": (), "sold": sold}


def market_prompt(state: GameState, rules: Ruleset) -> Message:
    return say("prompt.market", name=state.current.name)


def market_explain(state: GameState, rules: Ruleset, action: A.Action) -> Message | None:
    seat = state.turn.seat
    if isinstance(action, A.Sell):
        if action.resource not in resources(state):
            return say(
                "explain.not_a_resource", what=repr(action.resource), resources=resources(state)
            )
        have = state.players[seat].resource(action.resource)
        if action.quantity < 1:
            return say("explain.sell_one")
        return say(
            "explain.too_few",
            have=have,
            resource=resource_term(action.resource),
            q=action.quantity,
        )
    assert isinstance(action, A.FillOrder)
    if not 0 <= action.stack < len(state.order_stacks):
        return say("explain.stacks", n=len(state.order_stacks))
    card = state.order_stacks[action.stack].face_up
    if card is None:
        return say("explain.no_face_up", stack=stack_term(state, action.stack))
    if not can_fill(state, seat, action.stack):
        return say("explain.cannot_fill", order=order_phrase(card))
    return None  # pragma: no cover


def take_honey_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    r = state.turn.frame["picks"][0][0]  # type: ignore[index]
    return [A.TakeHoney(h) for h in honey_cells(state, state.turn.seat, r)]


def take_honey_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    assert isinstance(action, A.TakeHoney)
    frame = state.turn.frame
    assert frame is not None
    picks = list(frame["picks"])
    r, left = picks[0]
    state.take_honey(state.turn.seat, action.cell)
    state.supply.honey[r] += 1
    picks[0] = (r, left - 1)
    state.turn.frame = {**frame, "picks": tuple(picks)}
    log.add(say("log.take_honey", name=state.current.name, hex=fmt(action.cell)))
    settle(state, log)


def take_honey_prompt(state: GameState, rules: Ruleset) -> Message:
    r, left = state.turn.frame["picks"][0]  # type: ignore[index]
    return say("prompt.take_honey", name=state.current.name, resource=resource_term(r), left=left)


def take_honey_explain(state: GameState, rules: Ruleset, action: A.Action) -> Message | None:
    assert isinstance(action, A.TakeHoney)
    r = state.turn.frame["picks"][0][0]  # type: ignore[index]
    return say("explain.no_honey", resource=resource_term(r), hex=fmt(action.cell))


def drop_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    return [A.Drop(r) for r in resources(state) if not state.market.at_bottom(r)]


def drop_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    assert isinstance(action, A.Drop)
    sold = state.turn.frame["sold"]  # type: ignore[index]
    market = state.market
    before = market.value(action.resource)
    market.positions[action.resource] += 1
    if market.at_bottom(action.resource):
        emit(state, log, "value_bottomed", resource=action.resource)
    state.turn.frame = None
    log.add(
        say(
            "log.drop",
            sold=resource_term(sold),
            name=state.current.name,
            resource=resource_term(action.resource),
            before=before,
            after=market.value(action.resource),
        )
    )


def drop_prompt(state: GameState, rules: Ruleset) -> Message:
    sold = resource_term(state.turn.frame["sold"])  # type: ignore[index]
    return say("prompt.drop", name=state.current.name, sold=sold)


def drop_explain(state: GameState, rules: Ruleset, action: A.Action) -> Message | None:
    assert isinstance(action, A.Drop)
    if action.resource not in resources(state):
        return say("explain.not_market", what=repr(action.resource))
    return say("explain.at_bottom", resource=resource_term(action.resource))


ACTION = HiveActionRule(possible, start)

DECISIONS = {
    "market": DecisionRule(
        ("sell", "order"), market_options, market_apply, market_prompt, market_explain, auto=True
    ),
    "take_honey": DecisionRule(
        ("take_honey",),
        take_honey_options,
        take_honey_apply,
        take_honey_prompt,
        take_honey_explain,
        auto=True,
    ),
    "drop": DecisionRule(("drop",), drop_options, drop_apply, drop_prompt, drop_explain, auto=True),
}
