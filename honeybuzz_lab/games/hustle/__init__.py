"""Honeycomb Hustle: a bag-building game of hexagonal tokens, flower points and honey.

>>> from honeybuzz_lab.games.hustle import Game
>>> game = Game.new(4, seed=7)
>>> game.pending["decision"]
'build'

The engine follows the rulebook (``shared/rules/honeycomb-hustle-rulebook.txt``) and
RULINGS section 9; token data the rulebook does not print is in ``tokens.toml``,
marked ``reconstructed = true`` (:meth:`Game.reconstructed`). This package imports
nothing of Honey Buzz (only the shared core).
"""

from .actions import Action, Buy, Done, Draft, Place, Restart, Steal, format_action, parse_action
from .bots import PlanningBot, RandomBot, play
from .data import KINDS, RECONSTRUCTED
from .engine import Game
from .errors import ActionError, HustleError, IllegalAction, RecordError, SetupError
from .texts import describe, token_name

__all__ = [
    "KINDS",
    "RECONSTRUCTED",
    "Action",
    "ActionError",
    "Buy",
    "Done",
    "Draft",
    "Game",
    "HustleError",
    "IllegalAction",
    "Place",
    "PlanningBot",
    "RandomBot",
    "RecordError",
    "Restart",
    "SetupError",
    "Steal",
    "describe",
    "format_action",
    "parse_action",
    "play",
    "token_name",
]
