"""The undoable move history, now in :mod:`honeybuzz_lab.core.history` (this path still
imports it)."""

from .core.history import (
    MAX_SAVED_MOVES,
    History,
    HistoryError,
    LogEntry,
    Node,
    Undoable,
    flatten_nested_tree,
)

__all__ = [
    "MAX_SAVED_MOVES",
    "History",
    "HistoryError",
    "LogEntry",
    "Node",
    "Undoable",
    "flatten_nested_tree",
]
