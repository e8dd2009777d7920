"""Jupyter widgets: thin classes that translate between the engine and the page.

>>> from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard
>>> board = HiveBoard()
"""

from ....core.lazy import lazy_names

#: Where each name lives: its module loads on first use (PEP 562), so a notebook
#: that needs one part does not wait for the others.
_HOMES = {
    "MessageError": "....core.messages",
    "HiveBoard": ".board",
    "GameView": ".game_view",
    "HiveBoxesView": ".game_view",
    "MarketView": ".game_view",
    "PlayerPanel": ".game_view",
    "WoodlandView": ".game_view",
    "GameTable": ".table",
}


__getattr__, __dir__ = lazy_names(__name__, _HOMES)


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
