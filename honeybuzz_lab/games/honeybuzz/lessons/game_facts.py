"""Facts about a game position, worked out by the engine (for question steps).

Like the hive facts (:mod:`.facts`), each computes the ids of the right options from the
step's position, here a :class:`~honeybuzz_lab.games.honeybuzz.game.Game`. Facts that ask "what if"
(``turns_left``, ``end_trigger_after``) play the action on a copy of the state; the
position itself never changes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..game import Game, final_contest_payouts
from ..game import actions as A
from ..game.components import RESOURCES, TILE_KINDS
from ..game.log import forage_cost
from ..game.position import end_conditions
from ..game.setup import TABLE_A_SPEED_COINS
from .positions import PositionError, copy_state, parse_action, parse_space


class GameFactError(ValueError):
    """A game fact spec is malformed or does not apply to its position."""


def _seat(game: Game, args: dict[str, Any]) -> int:
    seat = args.get("seat")
    if seat is None:
        current = game.pending.player
        return 0 if current is None else current
    if not isinstance(seat, int) or not 0 <= seat < len(game.players):
        raise GameFactError(f"seat must be a seat of the game, not {seat!r}")
    return seat


def _yes(value: bool) -> frozenset[str]:
    return frozenset({"yes" if value else "no"})


def _kind(value: Any, key: str) -> str:
    if value not in TILE_KINDS:
        raise GameFactError(f"{key} names a tile kind ({', '.join(TILE_KINDS)}), not {value!r}")
    return str(value)


def _beeline_needed(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    box = game.state.box_of(_kind(args["beeline_needed"], "beeline_needed"))
    return frozenset({str(box.tallest + 1) if box.beelines else "any"})


def _can_take(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    kind = _kind(args["can_take"], "can_take")
    return _yes(any(isinstance(a, A.TakeTile) and a.tile == kind for a in game.legal_actions()))


def _box_takes(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """The tile kinds of this kind's box the player may take now, joined by '-' ('none')."""
    box = game.state.box_of(_kind(args["box_takes"], "box_takes"))
    kinds = sorted(
        {a.tile for a in game.legal_actions() if isinstance(a, A.TakeTile) and a.tile in box.kinds}
    )
    return frozenset({"-".join(kinds) or "none"})


def _must_recall(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    if game.pending.kind != "turn":
        raise GameFactError("must_recall needs a position at the start of a turn")
    return _yes(game.legal_actions() == [A.Recall()])


def _workers_after_recall(
    game: Game, args: dict[str, Any], options: tuple[str, ...]
) -> frozenset[str]:
    p = game.players[_seat(game, args)]
    return frozenset({str(p.available_workers + p.placed_workers + p.nursery)})


def _space(args: dict[str, Any], key: str) -> tuple[int, int]:
    try:
        return parse_space(args[key])
    except PositionError as e:
        raise GameFactError(f"{key}: {e}") from None


def _forage_cost(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    cost = forage_cost(game.state, _seat(game, args), _space(args, "forage_cost"))
    return frozenset({str(cost)})


def _forage_gets(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    tile = game.rules.forage_yield(game.state, _seat(game, args), _space(args, "forage_gets"))
    return frozenset({"pollen" if tile is None else tile.nectar.value})


def _resource(value: Any, key: str) -> str:
    if value not in RESOURCES:
        raise GameFactError(f"{key} names a resource ({', '.join(RESOURCES)}), not {value!r}")
    return str(value)


def _sale_coins(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    spec = args["sale_coins"]
    if not isinstance(spec, dict) or set(spec) != {"resource", "quantity"}:
        raise GameFactError("write sale_coins = { resource = 'rosemary', quantity = 2 }")
    value = game.state.market.value(_resource(spec["resource"], "sale_coins.resource"))
    return frozenset({str(value * int(spec["quantity"]))})


def _value_after_sale(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    resource = _resource(args["value_after_sale"], "value_after_sale")
    market = game.state.market
    if market.at_bottom(resource):
        return frozenset({"bottom"})
    return frozenset({str(market.tracks[resource][market.positions[resource] + 1])})


def _stack(game: Game, value: Any, key: str) -> int:
    if not isinstance(value, int) or not 0 <= value < len(game.state.order_stacks):
        raise GameFactError(f"{key} is an order stack: 0 (left), 1 (middle) or 2 (right)")
    return value


def _stack_action(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    stack = _stack(game, args["stack_action"], "stack_action")
    return frozenset({game.state.order_stacks[stack].action})


def _order_face_up(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    stack = _stack(game, args["order_face_up"], "order_face_up")
    return _yes(game.state.order_stacks[stack].face_up is not None)


def _contest(game: Game, value: Any, key: str) -> int:
    if not isinstance(value, int) or not 0 <= value < len(game.state.contests):
        raise GameFactError(f"{key} is a contest index from 0 to {len(game.state.contests) - 1}")
    return value


def _speed_payout(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    contest = game.state.contests[_contest(game, args["speed_payout"], "speed_payout")]
    if not contest.card.is_speed:
        raise GameFactError(f"{contest.card.title} is not a speed contest")
    return frozenset({str(contest.coins[0] if contest.coins else 0)})


def _speed_coins(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """Coins for finishing place ``place`` (1 = first) with ``players`` players (table a)."""
    spec = args["speed_coins"]
    if not isinstance(spec, dict) or set(spec) != {"players", "place"}:
        raise GameFactError("write speed_coins = { players = 4, place = 2 }")
    coins = TABLE_A_SPEED_COINS.get(spec["players"])
    if coins is None or not 1 <= spec["place"] <= spec["players"]:
        raise GameFactError("players is 2 to 4 and place is 1 to players")
    place = spec["place"] - 1
    return frozenset({str(coins[place] if place < len(coins) else 0)})


def _final_payouts(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    values = args["final_contest_payouts"]
    payouts = args.get("payouts", [20, 10, 5])
    if not isinstance(values, list) or not all(isinstance(v, int) for v in values):
        raise GameFactError("final_contest_payouts is a list of the players' values")
    paid = final_contest_payouts(values, payouts)
    if "seat" in args:
        seat = args["seat"]
        if not isinstance(seat, int) or not 0 <= seat < len(values):
            raise GameFactError(f"seat must index the values, not {seat!r}")
        return frozenset({str(paid[seat])})
    return frozenset({"-".join(str(p) for p in paid)})


def _after_end_turn(game: Game) -> Game:
    if game.pending.kind != "end_turn":
        raise GameFactError("this fact needs a position where the turn is about to end")
    other = Game(copy_state(game.state), game.rules)
    other.apply(A.EndTurn())
    return other


def _turns_left(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """Turns still to play once the current turn ends ('none' if the end is not triggered)."""
    after = _after_end_turn(game)
    state = after.state
    if state.end_trigger is None:
        return frozenset({"none"})
    if state.over:
        return frozenset({"0"})
    return frozenset({str((state.last_seat - state.turn.seat) % state.player_count + 1)})


def _end_trigger_after(
    game: Game, args: dict[str, Any], options: tuple[str, ...]
) -> frozenset[str]:
    """What triggers the end when the current turn ends: market, orders or none."""
    after = _after_end_turn(game)
    if after.state.end_trigger is None:
        return frozenset({"none"})
    return frozenset(end_conditions(after.state, after.rules))


def _score(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    seat = args["score"]
    scores = game.final_scores()["players"]
    if not isinstance(seat, int) or not 0 <= seat < len(scores):
        raise GameFactError(f"score names a seat, not {seat!r}")
    category = args.get("category")
    entry = scores[seat]
    if category is None:
        return frozenset({str(entry["total"])})
    if category not in entry["categories"]:
        raise GameFactError(f"category is one of {', '.join(entry['categories'])}")
    return frozenset({str(entry["categories"][category])})


def _winners(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """The winner's name in lower case, or 'shared' when several share the victory."""
    winners = game.final_scores()["winners"]
    if len(winners) > 1:
        return frozenset({"shared"})
    return frozenset({game.players[winners[0]].name.lower()})


def _legal(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    try:
        action = parse_action(args["legal"])
    except PositionError as e:
        raise GameFactError(f"legal: {e}") from None
    return frozenset({"legal" if game.explain(action) is None else "illegal"})


_Rule = Callable[[Game, dict[str, Any], tuple[str, ...]], frozenset[str]]

#: Every game fact a question can name: key -> (what it computes, how).
GAME_FACT_KEYS: dict[str, tuple[str, _Rule]] = {
    "beeline_needed": (
        "the height a new beeline on this tile kind's box must have, or 'any'",
        _beeline_needed,
    ),
    "can_take": ("'yes' if the player may take a tile of this kind now", _can_take),
    "box_takes": (
        "the tile kinds of this kind's box the player may take now, joined by '-', or 'none'",
        _box_takes,
    ),
    "must_recall": ("'yes' if recalling is the only choice this turn", _must_recall),
    "workers_after_recall": (
        "available workers after a recall (board, hive board and nursery)",
        _workers_after_recall,
    ),
    "forage_cost": ("coins a forage move to this space costs", _forage_cost),
    "forage_gets": ("what foraging to this space gives: a nectar type or 'pollen'", _forage_gets),
    "sale_coins": ("coins a sale gives now: { resource, quantity }", _sale_coins),
    "value_after_sale": ("the resource's value after one sale, or 'bottom'", _value_after_sale),
    "stack_action": ("the action under this order stack", _stack_action),
    "order_face_up": ("'yes' if this stack has a face-up order now", _order_face_up),
    "speed_payout": ("coins the next finisher of this speed contest gets", _speed_payout),
    "speed_coins": ("coins for a finishing place: { players, place } (table a)", _speed_coins),
    "final_contest_payouts": (
        "a final contest's payouts for these values (one seat's with seat = i, else all "
        "joined by '-')",
        _final_payouts,
    ),
    "turns_left": ("turns still to play once this turn ends, or 'none'", _turns_left),
    "end_trigger_after": (
        "what triggers the end when this turn ends: market, orders or none",
        _end_trigger_after,
    ),
    "score": ("a seat's score (total, or one category with category = ...)", _score),
    "winners": ("the winner's name in lower case, or 'shared'", _winners),
    "legal": ("'legal' or 'illegal': this action now", _legal),
}


def game_fact_keys() -> dict[str, tuple[str, _Rule]]:
    """The facts about a game a question may name: the base game's
    (:data:`GAME_FACT_KEYS`) and every module's (``lessons/modules/``)."""
    from .modules import facts

    return {**GAME_FACT_KEYS, **facts()}
