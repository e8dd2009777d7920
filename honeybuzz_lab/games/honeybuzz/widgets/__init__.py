"""Jupyter widgets: thin classes that translate between the engine and the page.

>>> from honeybuzz_lab.widgets import HiveBoard
>>> board = HiveBoard()
"""

from .board import HiveBoard
from .game_view import GameView, HiveBoxesView, MarketView, PlayerPanel, WoodlandView
from .messages import MessageError
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
