"""Market: one transaction, either sell one resource (any quantity) or complete an order.

After a sale the sold resource's value drops one space; if it is already at the bottom,
another resource of the player's choice drops instead. Honey comes off the nectar tiles of
the hive: when the player keeps some honey of a type, they choose which tiles give it up
(it matters for the next Produce).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...hive.hexes import fmt
from .. import actions as A
from ..components import RESOURCES, resource_label
from ..log import Log, an, plural
from ..state import GameState
from . import DecisionRule, HiveActionRule
from .orders import can_fill, fillable, take_order

if TYPE_CHECKING:
    from . import Ruleset


def possible(state: GameState, rules: Ruleset, seat: int) -> str | None:
    player = state.players[seat]
    if player.pollen or any(player.honey.values()) or fillable(state, seat):
        return None
    return "there is nothing to sell and no order can be completed"


def start(state: GameState, rules: Ruleset, source: str, log: Log) -> None:
    state.turn.frame = {"action": "market", "step": "market", "source": source}


def market_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    seat = state.turn.seat
    have = state.players[seat].resources
    out: list[A.Action] = []
    for r in RESOURCES:
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
        each = f" at {plural(value, 'coin')} each and gains" if q > 1 else " and gains"
        log.add(f"{player.name} sells {q} {resource_label(r)}{each} {plural(value * q, 'coin')}.")
        if r == "pollen":
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
        pollen = needs.pop("pollen", 0)
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
        log.add(f"The value of {resource_label(sold)} drops from {before} to {market.value(sold)}.")
        return
    if not [r for r in RESOURCES if not market.at_bottom(r)]:
        log.add(f"{resource_label(sold)} is at the bottom and no other value can drop.")
        return
    state.turn.frame = {**frame, "step": "drop", "picks": (), "sold": sold}


def market_prompt(state: GameState, rules: Ruleset) -> str:
    return (
        f"{state.current.name}, market: sell one resource (any quantity) or complete a "
        "face-up order."
    )


def market_explain(state: GameState, rules: Ruleset, action: A.Action) -> str | None:
    seat = state.turn.seat
    if isinstance(action, A.Sell):
        if action.resource not in RESOURCES:
            return f"{action.resource!r} is not a resource; the market buys {', '.join(RESOURCES)}."
        have = state.players[seat].resource(action.resource)
        if action.quantity < 1:
            return "Sell at least one unit."
        return f"You have {have} {resource_label(action.resource)}, not {action.quantity}."
    assert isinstance(action, A.FillOrder)
    if not 0 <= action.stack < len(state.order_stacks):
        return f"There are {len(state.order_stacks)} order stacks, numbered from 0."
    card = state.order_stacks[action.stack].face_up
    where = state.order_stack_text(action.stack)
    if card is None:
        return f"The {where} stack has no face-up order now."
    if not can_fill(state, seat, action.stack):
        return f"You do not have what {card.describe()} asks for."
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
    log.add(f"{state.current.name} takes the honey from the nectar tile at {fmt(action.cell)}.")
    settle(state, log)


def take_honey_prompt(state: GameState, rules: Ruleset) -> str:
    r, left = state.turn.frame["picks"][0]  # type: ignore[index]
    return (
        f"{state.current.name}, choose the nectar tile that gives up {an(resource_label(r))} "
        f"honey ({left} still to take)."
    )


def take_honey_explain(state: GameState, rules: Ruleset, action: A.Action) -> str | None:
    assert isinstance(action, A.TakeHoney)
    r = state.turn.frame["picks"][0][0]  # type: ignore[index]
    return f"There is no {resource_label(r)} honey on a nectar tile at {fmt(action.cell)}."


def drop_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    return [A.Drop(r) for r in RESOURCES if not state.market.at_bottom(r)]


def drop_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    assert isinstance(action, A.Drop)
    sold = state.turn.frame["sold"]  # type: ignore[index]
    market = state.market
    before = market.value(action.resource)
    market.positions[action.resource] += 1
    state.turn.frame = None
    log.add(
        f"{resource_label(sold)} is already at the bottom of its column, so "
        f"{state.current.name} drops {resource_label(action.resource)} instead "
        f"(from {before} to {market.value(action.resource)})."
    )


def drop_prompt(state: GameState, rules: Ruleset) -> str:
    sold = resource_label(state.turn.frame["sold"])  # type: ignore[index]
    return (
        f"{state.current.name}, {sold} cannot drop further: choose another resource whose "
        "value drops instead."
    )


def drop_explain(state: GameState, rules: Ruleset, action: A.Action) -> str | None:
    assert isinstance(action, A.Drop)
    if action.resource not in RESOURCES:
        return f"{action.resource!r} is not a market resource."
    return f"{resource_label(action.resource)} is already at the bottom of its column."


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
