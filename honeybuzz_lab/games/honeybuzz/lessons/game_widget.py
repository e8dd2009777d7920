"""The GameLesson widget: an instructions panel beside a GameTable (lessons 4 and on).

>>> lesson = GameLesson("woodland", language="hu")   # doctest: +SKIP
>>> lesson                                           # doctest: +SKIP

The panel (see :mod:`.panel`) shows the step; the table shows the step's game position
and is driven by a :class:`~.runner.LessonRun`. The learner answers the pending decision
by clicking the table (a hive box, a space of the field, a market column, an order, a
hex of the hive, a decision button); the run judges the action, explains it, and takes
a wrong one back. An action the table refuses is explained in the learner's language
too, where the lesson has words for it.
"""

from __future__ import annotations

from typing import Any

from ....core.i18n import Message
from ....core.lessons.panel import LessonPanel
from ....core.lessons.run import Outcome
from ....core.lessons.steps import LessonError, LessonPlan
from ....core.messages import MessageError, unforeseen
from ..game import Action
from ..widgets import GameTable
from ..widgets.table_messages import Act, parse_table_message
from .loader import find_lesson
from .progress import ProgressStore
from .runner import LessonRun

__all__ = ["GameLesson"]


class GameLesson(LessonPanel):
    """A table lesson in a notebook: ``GameLesson("woodland", language="en")``.

    ``lesson`` is a lesson id, its number or a :class:`LessonPlan` of a lesson played on a
    game table; ``language`` is ``"en"`` or ``"hu"``. ``table`` may be a GameTable of your
    own without bots (the lesson sets every position; one is made if not given).
    ``projector`` draws the table large and high-contrast for a classroom; ``progress`` is
    as for :class:`~.widget.Lesson`.
    """

    SURFACE_BASIS = "640px"

    def __init__(
        self,
        lesson: LessonPlan | str | int = "workers_and_beelines",
        *,
        language: str = "en",
        table: GameTable | None = None,
        projector: bool = False,
        progress: ProgressStore | bool = True,
        **kwargs: Any,
    ) -> None:
        plan = find_lesson(lesson)
        if not plan.on_table:
            raise LessonError(
                f"lesson {plan.id} is played on a hive board: use Lesson({plan.id!r})"
            )
        if table is None:
            table = GameTable(
                plan[0].start_game(),
                bot_delay=0,
                projector=projector,
                language=language,
                autosave=False,  # a lesson's positions are its steps, kept by its progress
            )
        elif table.bots:
            # A bot would answer the next decision after a step's action, and the lesson
            # would take its move back, and the bot move again.
            names = " and ".join(table.game.players[s].name for s in sorted(table.bots))
            raise LessonError(
                "a lesson sets every position itself: give it a table without bots "
                f"(this table's bots play for {names})"
            )
        self.table = table
        run = LessonRun(plan, language=language, table=table, progress=progress)
        super().__init__(run, table, **kwargs)
        table.on_msg(self._after_page_message)

    def act(self, action: Action | str | dict) -> Outcome:
        """Take a game action from Python (an Action, ``"forage(C2)"`` or its JSON)."""
        return self.run.act(action)

    def _surface_html(self) -> str:
        return self.table.to_html()

    def _after_page_message(self, _widget: object, content: object, _buffers: object) -> None:
        """Runs after the table handled a page message: explain a refused action.

        The table clears its error line before it carries out a message, so an error now
        means it refused this one and shows the engine's reason. The lesson explains it in
        its panel, and on the table too where its words say more than the engine's.
        """
        try:
            self._explain_refusal(content)
        except Exception as e:  # shown on the table, never swallowed by the page's log
            self.table.show_error(Message("table.error.page_message", reason=unforeseen(e)))

    def _explain_refusal(self, content: object) -> None:
        if not self.table.last_error:
            return
        try:
            command = parse_table_message(content)
        except MessageError:
            return
        if not isinstance(command, Act):
            return
        self.run.explain_refused_action(command.action)
