"""The Lesson widget: an instructions panel beside a HiveBoard (lessons 1-3).

>>> lesson = Lesson("hive_and_tiles", language="hu")   # doctest: +SKIP
>>> lesson                                              # doctest: +SKIP

The panel (see :mod:`.panel`) shows the step; the board is driven by a
:class:`~.runner.LessonRun`: the learner places on the board, the run judges, explains,
and takes wrong tiles back.
"""

from __future__ import annotations

from html import escape
from typing import Any

from ....core.i18n import Message
from ....core.lessons.panel import LessonPanel, box
from ....core.lessons.run import Outcome
from ....core.lessons.steps import LessonPlan
from ....core.lessons.texts import check_language
from ....core.messages import MessageError, unforeseen
from ..widgets import HiveBoard
from ..widgets.messages import Place, parse_message
from .progress import ProgressStore
from .runner import LessonRun

__all__ = ["Lesson"]


class Lesson(LessonPanel):
    """A lesson in a notebook: ``Lesson("cells_and_nectar", language="en")``.

    ``lesson`` is a lesson id, its number or a :class:`LessonPlan`; ``language`` is
    ``"en"`` or ``"hu"``, for the panel and the board alike. ``board`` may be a HiveBoard
    of your own (one is made); it is switched to the lesson's language. ``progress``
    keeps the learner's progress across restarts (True: in the user's data directory, see
    :mod:`.progress`; False: not at all).
    Lessons on a game table (4 and on) use :class:`~.game_widget.GameLesson`.
    """

    def __init__(
        self,
        lesson: LessonPlan | str | int = "hive_and_tiles",
        *,
        language: str = "en",
        board: HiveBoard | None = None,
        progress: ProgressStore | bool = True,
        **kwargs: Any,
    ) -> None:
        check_language(language)
        self.board = HiveBoard(language=language) if board is None else board
        self.board.language = language
        run = LessonRun(lesson, language=language, board=self.board, progress=progress)
        super().__init__(run, self.board, **kwargs)
        self.board.on_msg(self._after_page_message)

    def place(self, tile: Any) -> Outcome:
        """Place a tile from Python (a HiveTile or notation such as ``"P(1,2)NE"``)."""
        return self.run.place(tile)

    def _surface_html(self) -> str:
        return self.board.hive.to_svg(highlight=self.board.highlight, language=self.language)

    def _after_page_message(self, _widget: object, content: object, _buffers: object) -> None:
        """Runs after the board handled a page message: record a refused placement.

        The board clears its error line before it carries out a message, so an error
        now means it refused this one. The board has said why (in the lesson's language);
        the panel records the try and says what the step expects.
        """
        try:
            self._record_refusal(content)
        except Exception as e:  # shown on the board, never swallowed by the page's log
            self.board.show_error(Message("board.python.bad_message", error=unforeseen(e)))

    def _record_refusal(self, content: object) -> None:
        if not self.board.last_error:
            return
        try:
            command = parse_message(content)
        except MessageError:
            return
        if not isinstance(command, Place):
            return
        texts = self.run.texts
        if self.board.read_only:
            key = "ui.errors.solved" if self.run.state.solved else "ui.errors.no_moves"
            self._feedback.value = box(escape(texts[key]), "info")
        elif command.tile.action in self.run.step.tray:
            self.run.explain_refusal(command.tile, on_board=False)
