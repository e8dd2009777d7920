"""The base game's action kinds: one :class:`~..kinds.ActionKind` each (label, place on
the table, button or not, bot feature). Their verbs and phrases are the ``game.verb`` and
``game.phrase`` texts of ``honeybuzz_lab/games/honeybuzz/i18n/game/<language>.toml``.

The advanced variant keeps these kinds (it changes what foraging and scouting do, and
their labels say so when the player has no forage token)."""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import Any

from .....core.hexes import fmt, neighbor
from .....core.i18n import Message
from ...hive import Action as Icon
from ...hive import HiveTile, IllegalPlacement, parse_hive
from .. import actions as A
from .. import bots
from ..kinds import ActionKind, Target
from ..log import (
    a_kind,
    count,
    direction_term,
    effect_text,
    forage_cost,
    kind_term,
    nectar_term,
    order_phrase,
    pollen_word,
    resource_term,
    say,
    stack_term,
    tile_list,
)
from ..registry import compose, value_of
from ..rules.decree import does_nothing
from ..rules.produce import fan_yield
from ..state import GameState, space_name


def _choose_start(state: GameState, action: A.ChooseStart) -> Message:
    return say("label.choose_start", space=space_name(action.space))


def _arrange(state: GameState, action: A.Arrange) -> Message:
    return say("label.arrange", tiles=tile_list(parse_hive(action.tiles)))


def _take_tile(state: GameState, action: A.TakeTile) -> Message:
    decree = action.tile == "decree"
    cost = say("label.decree_cost", n=value_of(state, "decree_cost")) if decree else ""
    return say("label.take_tile", tile=a_kind(action.tile), workers=action.workers, cost=cost)


def _recall(state: GameState, action: A.Recall) -> Message:
    player = state.current
    return say("label.recall", n=player.placed_workers + player.nursery)


def _place(state: GameState, action: A.Place) -> Message:
    where = {"anchor": fmt(action.anchor), "dir": direction_term(action.direction)}
    if state.turn.tile is not None:
        tile = HiveTile(Icon(state.turn.tile), action.anchor, action.direction)
        with contextlib.suppress(IllegalPlacement):
            effect = effect_text(state.current.hive.preview(tile))
            return say("label.place_effect", **where, effect=effect)
    return say("label.place", **where)


def _resolve(state: GameState, action: A.Resolve) -> Message:
    return say("label.resolve", action=kind_term(action.action))


def _decree(state: GameState, action: A.Decree) -> Message:
    why = does_nothing(state, state.ruleset or compose(()), state.turn.seat, action.action)
    if why is not None:
        return say("label.decree_nothing", action=kind_term(action.action), why=why)
    return say("label.decree", action=kind_term(action.action))


def _forage(state: GameState, action: A.Forage) -> Message:
    seat = state.turn.seat
    player = state.players[seat]
    if player.forage is None and not state.in_setup:
        word = pollen_word(state)
        return say("advanced.label_forage", space=space_name(action.space), pollen=word)
    cost = forage_cost(state, seat, action.space)
    paid = say("label.free") if not cost else count("coins", cost)
    tile = state.woodland.field.get(action.space)
    pollen = state.supply.pollen > 0
    word = pollen_word(state)
    what = say("label.pollen" if pollen else "label.no_pollen", pollen=word)
    if tile is not None:
        nectar = nectar_term(tile.nectar)
        if player.hive.empty_cells(tile.nectar):
            what = say("label.nectar", nectar=nectar)
        elif pollen:
            what = say("label.pollen_no_cell", nectar=nectar, pollen=word)
        else:
            what = say("label.no_pollen_no_cell", nectar=nectar, pollen=word)
    if action.space == player.forage:
        return say("label.forage_stay", space=space_name(action.space), what=what)
    return say("label.forage", space=space_name(action.space), paid=paid, what=what)


def _nectar_cell(state: GameState, action: A.NectarCell) -> Message:
    return say("label.nectar_cell", hex=fmt(action.cell))


def _fan(state: GameState, action: A.Fan) -> Message:
    cells = fan_yield(state, state.turn.seat, action.hex)  # only honey the supply can give
    made = (
        say("label.fan_made", nectars=[nectar_term(c.nectar) for c in cells])  # type: ignore[arg-type]
        if cells
        else say("label.nothing")
    )
    return say("label.fan", hex=fmt(action.hex), honey=count("honey", len(cells)), made=made)


def _sell(state: GameState, action: A.Sell) -> Message:
    value = state.market.value(action.resource)
    return say(
        "label.sell",
        q=action.quantity,
        resource=resource_term(action.resource),
        coins=count("coins", value * action.quantity),
    )


def _order(state: GameState, action: A.FillOrder) -> Message:
    stack = state.order_stacks[action.stack]
    card = stack.face_up
    if card is None:
        return say("label.order_stack", stack=stack_term(state, action.stack))
    return say("label.order", order=order_phrase(card), action=kind_term(stack.action))


def _take_honey(state: GameState, action: A.TakeHoney) -> Message:
    return say("label.take_honey", hex=fmt(action.cell))


def _drop(state: GameState, action: A.Drop) -> Message:
    return say("label.drop", resource=resource_term(action.resource))


def _scout(state: GameState, action: A.Scout) -> Message:
    player = state.current
    if player.forage is None:
        return say("advanced.label_scout", space=space_name(action.space))
    if action.space == player.forage:
        return say("label.stay", space=space_name(action.space))
    return say("label.scout", space=space_name(action.space))


def _end_turn(state: GameState, action: A.EndTurn) -> Message:
    return say("label.end_turn")


# ------------------------------------------------------------------ what the page draws
# ``info(game, action, seat)``: the numbers beside a target (the table's legal answers).


def _forage_info(game: Any, action: A.Forage, seat: int) -> dict[str, Any]:
    state = game.state
    if state.players[seat].forage is None and not state.in_setup:
        return _view_info(game, action, seat)
    info: dict[str, Any] = {"cost": forage_cost(state, seat, action.space)}
    tile = game.rules.forage_yield(state, seat, action.space)
    if tile is None:
        info["gets"] = state.players[seat].pollen_name
    else:
        info["gets"] = tile.nectar.letter
        cells = state.players[seat].hive.empty_cells(tile.nectar)
        info["cells"] = [list(c.hex) for c in cells]
    return info


def _scout_info(game: Any, action: A.Scout, seat: int) -> dict[str, Any]:
    state = game.state
    if state.players[seat].forage is None and not state.in_setup:
        return _view_info(game, action, seat)
    return {"cost": 0, "stay": action.space == state.players[seat].forage}


def _view_info(game: Any, action: A.Forage | A.Scout, seat: int) -> dict[str, Any]:
    """A face-down tile to view (the advanced variant): nothing is paid, and what a forage
    gives as far as ``seat`` knows (``"?"``: a front it has not seen, so it may be either)."""
    info: dict[str, Any] = {"cost": 0, "view": True}
    if isinstance(action, A.Scout):
        return info
    state = game.state
    seen = game.view(seat).get("field", {}).get(space_name(action.space), {}).get("nectar")
    tile = game.rules.forage_yield(state, seat, action.space)
    if tile is not None:
        info["gets"] = tile.nectar.letter
        info["cells"] = [list(c.hex) for c in state.players[seat].hive.empty_cells(tile.nectar)]
    else:
        info["gets"] = state.players[seat].pollen_name if isinstance(seen, str) else "?"
    return info


def _take_tile_info(game: Any, action: A.TakeTile, seat: int) -> dict[str, Any]:
    return {"workers": action.workers}


def _fan_info(game: Any, action: A.Fan, seat: int) -> dict[str, Any]:
    return {"honey": len(fan_yield(game.state, seat, action.hex))}


def _sell_info(game: Any, action: A.Sell, seat: int) -> dict[str, Any]:
    value = game.state.market.value(action.resource)
    return {"quantity": action.quantity, "coins": value * action.quantity}


def _recall_info(game: Any, action: A.Recall, seat: int) -> dict[str, Any]:
    p = game.state.players[seat]
    return {"back": p.placed_workers + p.nursery}


def _nothing(view: object, action: A.Action) -> float:
    return 0.0


# ------------------------------------------------------------------ what the advisor says
# ``same(state, seat, action)``: answers a learner sees as one option; ``advice(state, seat,
# action, others)``: the advisor's sentences about an option and the others grouped with it.


def _tile_same(state: GameState, seat: int, action: A.TakeTile) -> object:
    return action.tile  # beelines of several heights for one tile


def _tile_advice(
    state: GameState, seat: int, action: A.TakeTile, others: Sequence[A.Action]
) -> list[Message]:
    heights = [str(a.workers) for a in others if isinstance(a, A.TakeTile)]
    return [say("advice.also_beelines", heights=heights)] if heights else []


def _fan_same(state: GameState, seat: int, action: A.Fan) -> object:
    return tuple(sorted(c.nectar.value for c in fan_yield(state, seat, action.hex)))  # type: ignore[union-attr]


def _fan_advice(
    state: GameState, seat: int, action: A.Fan, others: Sequence[A.Action]
) -> list[Message]:
    hexes = [fmt(a.hex) for a in others if isinstance(a, A.Fan)]
    return [say("advice.also_fans", n=len(hexes), hexes=hexes[:6])] if hexes else []


def _sell_advice(
    state: GameState, seat: int, action: A.Sell, others: Sequence[A.Action]
) -> list[Message]:
    market = state.market
    now = market.value(action.resource)
    name = resource_term(action.resource)
    if market.at_bottom(action.resource):
        return [say("advice.sale_bottom", resource=name, value=now)]
    after = market.tracks[action.resource][market.positions[action.resource] + 1]
    return [say("advice.sale_drop", resource=name, value=now, after=after)]


def _place_outline(state: GameState, seat: int, action: A.Place) -> list[dict[str, Any]]:
    """A placed tile covers two hexes: both are outlined."""
    tail = neighbor(action.anchor, action.direction)
    return [{"area": "hex", "player": seat, "hex": list(h)} for h in (action.anchor, tail)]


# ------------------------------------------------------------------ what a demo may claim
# ``claims``: key -> (what it claims, ``value(state, action)`` in the position before).


def _beeline_over(state: GameState, action: A.TakeTile) -> bool:
    beelines = state.box_of(action.tile).beelines
    tallest = max((h for _, h in beelines), default=0)
    return bool(beelines) and action.workers == tallest + 1


def _placement(state: GameState, action: A.Place) -> Any:
    if state.turn.tile is None:
        return None
    tile = HiveTile(Icon(state.turn.tile), action.anchor, action.direction)
    return state.players[state.turn.seat].hive.preview(tile)


def _creates(state: GameState, action: A.Place) -> list[str]:
    effect = _placement(state, action)
    nectars = effect.nectar_types.values() if effect is not None else ()
    return ["barren" if n is None else n.value for n in nectars]


def _cells(state: GameState, action: A.Place) -> int:
    effect = _placement(state, action)
    return len(effect.new_cells) if effect is not None else 0


def _activates(state: GameState, action: A.Place) -> list[str]:
    effect = _placement(state, action)
    return sorted(a.value for a in effect.activated_actions) if effect is not None else []


def _fan_honey(state: GameState, action: A.Fan) -> int:
    return len(fan_yield(state, state.turn.seat, action.hex))


_TILE_CLAIMS = {
    "tile": ("the kind of tile taken", lambda s, a: a.tile),
    "workers": ("the beeline's height", lambda s, a: a.workers),
    "beeline_over": ("true: one more worker than the tallest beeline on the box", _beeline_over),
}
_PLACE_CLAIMS = {
    "creates": ("the placement creates cells of these nectar types (or barren)", _creates),
    "cells": ("how many cells the placement creates", _cells),
    "activates": ("the icons the placement activates (a list)", _activates),
}
_SELL_CLAIMS = {
    "sells": ("the resource sold", lambda s, a: a.resource),
    "quantity": ("how many units are sold", lambda s, a: a.quantity),
}


_SPACE = Target("space", "space")
_BUTTON = Target("button")
F = bots.FEATURES

#: The base game's action kinds, in the order the rules ask for them.
BASE_KINDS: tuple[ActionKind, ...] = (
    ActionKind(
        A.ChooseStart, _choose_start, _SPACE, F["choose_start"], draw="start", motion="given"
    ),
    ActionKind(A.Arrange, _arrange, _BUTTON, F["arrange"]),
    ActionKind(
        A.TakeTile,
        _take_tile,
        Target("box", "tile", click=True),
        F["take_tile"],
        info=_take_tile_info,
        motion="taken",
        same=_tile_same,
        advice=_tile_advice,
        claims=_TILE_CLAIMS,
    ),
    ActionKind(A.Recall, _recall, _BUTTON, F["recall"], button=True, info=_recall_info),
    ActionKind(
        A.Place,
        _place,
        Target("hex", "anchor"),
        F["place"],
        outline=_place_outline,
        draw="placing",
        claims=_PLACE_CLAIMS,
    ),
    ActionKind(A.Resolve, _resolve, _BUTTON, F["resolve"], button=True),
    ActionKind(A.Decree, _decree, _BUTTON, F["decree"], button=True),
    ActionKind(
        A.Forage,
        _forage,
        Target("space", "space", click=True),
        F["forage"],
        info=_forage_info,
        motion="traded",
    ),
    ActionKind(A.NectarCell, _nectar_cell, Target("hex", "cell"), F["nectar_cell"]),
    ActionKind(
        A.Fan,
        _fan,
        Target("hex", "hex"),
        F["fan"],
        info=_fan_info,
        same=_fan_same,
        advice=_fan_advice,
        claims={"honey": ("how much honey the fan makes", _fan_honey)},
    ),
    ActionKind(
        A.Sell,
        _sell,
        Target("market", "resource", click=True),
        F["sell"],
        button=True,
        info=_sell_info,
        advice=_sell_advice,
        draw="sell",
        motion="given",
        claims=_SELL_CLAIMS,
    ),
    ActionKind(
        A.FillOrder,
        _order,
        Target("order", "stack", click=True),
        F["order"],
        button=True,
        motion="taken",
        claims={
            "grants": (
                "the action the completed order's stack grants",
                lambda s, a: s.order_stacks[a.stack].action,
            )
        },
    ),
    ActionKind(A.TakeHoney, _take_honey, Target("hex", "cell"), F["take_honey"]),
    ActionKind(
        A.Drop,
        _drop,
        Target("market", "resource"),
        F["drop"],
        button=True,
        draw="instead",
        claims={
            "drop": (
                "the value that drops instead (its column's is at the bottom)",
                lambda s, a: a.resource,
            )
        },
    ),
    ActionKind(A.Scout, _scout, _SPACE, F["scout"], info=_scout_info, draw="scout", motion="given"),
    ActionKind(A.EndTurn, _end_turn, _BUTTON, _nothing, button=True),
)
