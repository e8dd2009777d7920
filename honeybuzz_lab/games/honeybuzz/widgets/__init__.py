"""Jupyter widgets: thin classes that translate between the engine and the page.

>>> from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard
>>> board = HiveBoard()
"""

from ....core.messages import MessageError
from .board import HiveBoard
from .game_view import GameView, HiveBoxesView, MarketView, PlayerPanel, WoodlandView
from .table import GameTable

__all__ = [
    "GameTable",
    "GameView",
    "HiveBoard",
    "HiveBoxesView",
    "MarketView",
    "MessageError",
    "PlayerPanel",
    "WoodlandView",
]
