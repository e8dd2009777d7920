"""Jupyter widgets: thin classes that translate between the engine and the page.

>>> from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard
>>> board = HiveBoard()
"""

from importlib import import_module

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


def __getattr__(name: str) -> object:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(home, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOMES})


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
