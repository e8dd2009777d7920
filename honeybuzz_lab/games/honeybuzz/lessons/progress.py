"""The learner's progress in Honey Buzz's lessons, kept across kernel restarts.

The store is shared by both games (:mod:`honeybuzz_lab.core.lessons.progress`); here its
messages come from Honey Buzz's lesson catalogue.
"""

from __future__ import annotations

from pathlib import Path

from ....core.lessons import progress as _core
from ....core.store import DB_NAME, data_dir
from .texts import catalog


class ProgressStore(_core.ProgressStore):
    """The progress file, its messages in Honey Buzz's lesson catalogue."""

    def __init__(self, path: Path | str | None = None):
        super().__init__(path, texts=catalog)


_default: ProgressStore | None = None


def default_store() -> ProgressStore:
    """The store of the user's data directory (one per kernel, made on first use)."""
    global _default
    if _default is None or _default.path != data_dir() / DB_NAME:
        _default = ProgressStore()
    return _default
