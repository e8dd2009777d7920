"""What the lessons know of Fall Fruit: its facts, its text values and its teaching adjustments.

See :mod:`..modules` for what each is. Its teaching adjustments (like the base game's in
:mod:`..positions`, each a table with one of these keys and ``seat``, default: the first
player):

``fruit = { apple = A, pear = P, pumpkin = K }``
    The player holds this fruit (the supply is unlimited: RULINGS 8).
"""

from __future__ import annotations

from typing import Any

from ...game import Game
from ...game.state import GameState
from ..game_facts import GameFactError
from . import LessonPart, fact_state, position_error, position_state, register, whole


def _fruit_sale(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """Coins a fruit sale of { apple, pear, pumpkin } pays now."""
    from ...game.modules.fall_fruit import FRUITS, SellFruit, sale

    fact_state(game, "fall.fruit")
    spec = args["fruit_sale"]
    if not isinstance(spec, dict) or set(spec) - set(FRUITS):
        raise GameFactError("write fruit_sale = { apple = 1, pear = 1, pumpkin = 1 }")
    coins, _base, _sets = sale(game.state, SellFruit(*(int(spec.get(k, 0)) for k in FRUITS)))
    return frozenset({str(coins)})


def _bonus_after_sale(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """The fruit set bonus once a fruit sale has moved the price marker down a space."""
    fact_state(game, "fall.fruit")
    market = game.state.market
    if market.at_bottom("fruit"):
        return frozenset({str(market.value("fruit"))})
    return frozenset({str(market.tracks["fruit"][market.positions["fruit"] + 1])})


def _adjust_fruit(state: GameState, seat: int, args: dict[str, Any]) -> None:
    from ...game.modules.fall_fruit import FRUITS, set_held_fruit

    position_state(state, "fall.fruit", "fruit")
    spec = args["fruit"]
    if not isinstance(spec, dict) or set(spec) - set(FRUITS):
        raise position_error(f"fruit is a table of {', '.join(FRUITS)} counts")
    set_held_fruit(state, seat, {kind: whole(n, f"fruit.{kind}") for kind, n in spec.items()})


def _params(game: Game, language: str) -> dict[str, object]:
    """``{fruit_bonus}``: the fruit set bonus now (reconstructed data)."""
    return {"fruit_bonus": game.state.market.value("fruit")}


#: The lessons' part of Fall Fruit (registered with the lessons' module parts).
PART = register(
    LessonPart(
        "fall.fruit",
        facts={
            "fruit_sale": ("coins a fruit sale { apple, pear, pumpkin } pays now", _fruit_sale),
            "fruit_bonus_after_sale": (
                "the fruit set bonus after one fruit sale",
                _bonus_after_sale,
            ),
        },
        adjust={
            "fruit": _adjust_fruit,
        },
        params=_params,
    )
)


__all__ = ["PART"]
