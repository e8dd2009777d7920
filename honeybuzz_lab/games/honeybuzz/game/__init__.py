"""The Honey Buzz base game for 2 to 4 players: setup, turns, actions, scoring, bots.

>>> from honeybuzz_lab.games.honeybuzz.game import Game
>>> game = Game.new(["Anna", "Ben"], seed=7, first_game=True)
>>> game.pending.kind
'turn'
>>> [a.describe(game) for a in game.legal_actions()][:1]
['Take a Forage tile with a beeline of 1']
"""

from . import planner  # noqa: F401  (adds the Queen to bots.BOTS)
from .actions import (
    Action,
    Arrange,
    ChooseStart,
    Decree,
    Drop,
    EndTurn,
    Fan,
    FillOrder,
    Forage,
    NectarCell,
    Place,
    Recall,
    Resolve,
    Scout,
    Sell,
    TakeHoney,
    TakeTile,
    action_from_json,
)
from .bots import GreedyBot, RandomBot
from .components import Components, load_components
from .contests import final_contest_payouts
from .engine import Game, GameRecordError, IllegalAction, explain, legal_actions, revert, step
from .errors import SetupError
from .modules.base import BASE
from .registry import Module, ModuleError, compose, register, registered
from .rules import Ruleset
from .rules.turn import Pending
from .setup import new_seed
from .state import GameState, PlayerState

__all__ = [
    "BASE",
    "Action",
    "Arrange",
    "ChooseStart",
    "Components",
    "Decree",
    "Drop",
    "EndTurn",
    "Fan",
    "FillOrder",
    "Forage",
    "Game",
    "GameRecordError",
    "GameState",
    "GreedyBot",
    "IllegalAction",
    "Module",
    "ModuleError",
    "NectarCell",
    "Pending",
    "Place",
    "PlayerState",
    "RandomBot",
    "Recall",
    "Resolve",
    "Ruleset",
    "Scout",
    "Sell",
    "SetupError",
    "TakeHoney",
    "TakeTile",
    "action_from_json",
    "compose",
    "explain",
    "final_contest_payouts",
    "legal_actions",
    "load_components",
    "new_seed",
    "register",
    "registered",
    "revert",
    "step",
]
