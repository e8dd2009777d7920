"""The base game as a module: every base rule registered at its extension point."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..components import HONEYS
from ..geometry import SQUARE
from ..registry import Module, compose, register
from ..rules import (
    ScoreCategory,
    TurnStep,
    Vocabulary,
    accounting,
    decree,
    end,
    forage,
    market,
    new_bee,
    produce,
    recall,
    scoring,
    take_tile,
    turn,
)
from ..rules.contests import check_speed_contests
from ..state import DECREE_COST
from .base_kinds import BASE_KINDS

if TYPE_CHECKING:
    from ..log import Log
    from ..rules import Ruleset
    from ..state import GameState

#: Pollen and the four honey types.
BASE_VOCABULARY = Vocabulary("pollen", HONEYS)


def _speed_contests(state: GameState, rules: Ruleset, log: Log) -> None:
    check_speed_contests(state, log)


def _base_module() -> Module:
    return Module(
        name="base",
        summary="The Honey Buzz base game for 2 to 4 players.",
        decisions={
            **turn.DECISIONS,
            **take_tile.DECISIONS,
            **recall.DECISIONS,
            **forage.DECISIONS,
            **produce.DECISIONS,
            **decree.DECISIONS,
            **market.DECISIONS,
        },
        hive_actions={
            "forage": forage.ACTION,
            "produce": produce.ACTION,
            "market": market.ACTION,
            "new_bee": new_bee.ACTION,
            "decree": decree.ACTION,
            "accounting": accounting.ACTION,
        },
        end_of_turn=(
            TurnStep("flip_orders", turn.flip_orders_step),
            TurnStep("count_turn", turn.count_turn_step),
            TurnStep("end_trigger", turn.end_trigger_step),
            TurnStep("pass_turn", turn.pass_turn_step),
        ),
        after_action=(("speed_contests", _speed_contests),),
        scores=(
            ScoreCategory("coins", scoring.coins_points),
            ScoreCategory("resources", scoring.resources_points),
            ScoreCategory("contests", scoring.contests_points),
            ScoreCategory("orders", scoring.orders_points),
        ),
        single={
            "next_turn": turn.next_seat,
            "decider": turn.base_decider,
            "outcome": scoring.most_points,
            "end_trigger": end.trigger,
            "geometry": SQUARE,
            "vocabulary": BASE_VOCABULARY,
            "accounting_coins": accounting.coins,
            "forage_reach": forage.reach,
            "forage_yield": forage.collectable,
            "decree_choices": decree.choices,
            "final_scores": scoring.final_scores,
        },
        values={
            "accounting_coins": accounting.ACCOUNTING_COINS,
            "decree_cost": DECREE_COST,
            "decree_choices": decree.OTHERS,
        },
        kinds=BASE_KINDS,
    )


BASE_MODULE = _base_module()

register(BASE_MODULE)
#: The base game's rules (no modules).
BASE: Ruleset = compose(())
