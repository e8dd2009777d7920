"""The ``language`` trait the widgets share (the old import path): now the core widget
base's, :class:`honeybuzz_lab.core.widgets.Language`."""

from __future__ import annotations

from ....core.widgets import Language

__all__ = ["Language"]
