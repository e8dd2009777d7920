"""Jupyter widgets: thin classes that translate between the engine and the page.

>>> from honeybuzz_lab.widgets import HiveBoard
>>> board = HiveBoard()
"""

from .board import HiveBoard
from .messages import MessageError

__all__ = ["HiveBoard", "MessageError"]
