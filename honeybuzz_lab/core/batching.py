"""Several changes of a table's game, one redraw: the batching both games' tables share.

A table redraws after each change of its game's history. While it makes several changes at
once (the bots answering in a row, an undo stepping back over several decisions, a redo
replaying them) it holds its redraws in :meth:`Batching._batched`: a change in the batch
only marks the table as changed (:meth:`Batching._held`), and the batch's end redraws once
(:meth:`Batching._after_change`), every trait it sets sent to the page in one message.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator


class Batching:
    """A table mixin (before the widget): holds redraws while several changes happen.

    The table provides ``_after_change()`` (redraw after a change of the game) and
    ``hold_sync()`` (the widget's: one message for the traits it sets).
    """

    _batch = 0
    _dirty = False

    @contextlib.contextmanager
    def _batched(self) -> Iterator[None]:
        """Hold redraws until the outermost batch ends; then one redraw if anything changed
        (also when the batch ends with an error: the page shows what changed)."""
        with self.hold_sync():  # type: ignore[attr-defined]
            self._batch += 1
            try:
                yield
            finally:
                self._batch -= 1
                if not self._batch and self._dirty:
                    self._dirty = False
                    self._after_change()

    def _held(self) -> bool:
        """True (the change remembered for the batch's end) while a batch holds redraws."""
        if self._batch:
            self._dirty = True
        return bool(self._batch)

    def _after_change(self) -> None:
        """Redraw after a change of the game (the table's)."""
        raise NotImplementedError


__all__ = ["Batching"]
