"""The Lesson widget: a HiveBoard with the lesson's instructions panel beside it (lessons 1-3).

>>> lesson = Lesson("hive_and_tiles", language="hu")   # doctest: +SKIP
>>> lesson                                              # doctest: +SKIP

A lesson is one anywidget: the board itself, whose page draws the panel (see
:mod:`honeybuzz_lab.core.lessons.panel`) beside the hive. The board is driven by a
:class:`~.runner.LessonRun`: the learner places on the board, the run judges, explains,
and takes wrong tiles back.
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import Any, ClassVar

from ....core.lessons.panel import LessonPanel
from ....core.lessons.run import Outcome
from ....core.lessons.steps import LessonPlan
from ....core.lessons.texts import check_language
from ..widgets import HiveBoard
from ..widgets.messages import Place
from .progress import ProgressStore
from .runner import LessonRun

__all__ = ["Lesson"]


class Lesson(LessonPanel, HiveBoard):
    """A lesson in a notebook: ``Lesson("cells_and_nectar", language="en")``.

    ``lesson`` is a lesson id, its number or a :class:`LessonPlan`; ``language`` is
    ``"en"`` or ``"hu"``, for the panel and the board alike. ``progress`` keeps the
    learner's progress across restarts (True: in the user's data directory, see
    :mod:`.progress`; False: not at all). Other keywords go to the board
    (``coords=True`` labels the hexes). The lesson is its board (:attr:`board`).
    Lessons on a game table (4 and on) use :class:`~.game_widget.GameLesson`.
    """

    def __init__(
        self,
        lesson: LessonPlan | str | int = "hive_and_tiles",
        *,
        language: str = "en",
        progress: ProgressStore | bool = True,
        **kwargs: Any,
    ) -> None:
        check_language(language)
        super().__init__(language=language, **kwargs)
        self._follow(LessonRun(lesson, language=language, board=self, progress=progress))

    @property
    def board(self) -> HiveBoard:
        """The lesson's board: the lesson itself (a HiveBoard)."""
        return self

    def place(self, tile: Any) -> Outcome:  # type: ignore[override]
        """Try a tile from Python (a HiveTile or notation such as ``"P(1,2)NE"``): the
        lesson judges it as a click on the board (the board's own placement is
        :meth:`place_tile`)."""
        return self.run.place(tile)  # type: ignore[attr-defined,no-any-return]

    def _surface_html(self) -> str:
        return self.hive.to_svg(highlight=self.highlight, language=self.language)

    #: What the lesson does after the board refused a page command (the panel's dispatch).
    REFUSALS: ClassVar[Mapping[type, str]] = {Place: "_record_refused"}

    def _record_refused(self, command: Place) -> None:
        """Record a placement the board refused: the board has said why (in the lesson's
        language); the panel records the try and says what the step expects."""
        texts = self.run.texts
        if self.read_only:
            key = "ui.errors.solved" if self.run.state.solved else "ui.errors.no_moves"
            self.tell(escape(texts[key]), "info")
        elif command.tile.action in self.run.step.tray:
            self.run.explain_refusal(command.tile, on_board=False)  # type: ignore[attr-defined]
