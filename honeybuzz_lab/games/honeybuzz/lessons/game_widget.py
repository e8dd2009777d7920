"""The GameLesson widget: a GameTable with the lesson's instructions panel beside it
(lessons 4 and on).

>>> lesson = GameLesson("woodland", language="hu")   # doctest: +SKIP
>>> lesson                                           # doctest: +SKIP

A game lesson is one anywidget: the table itself, whose page draws the panel (see
:mod:`honeybuzz_lab.core.lessons.panel`) beside the table. The table shows the step's
game position and is driven by a :class:`~.runner.LessonRun`. The learner answers the
pending decision by clicking the table (a hive box, a space of the field, a market
column, an order, a hex of the hive, a decision button); the run judges the action,
explains it, and takes a wrong one back. An action the table refuses is explained in the
learner's language too, where the lesson has words for it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from ....core.lessons.panel import LessonPanel
from ....core.lessons.run import Outcome
from ....core.lessons.steps import LessonError, LessonPlan
from ..game import Action
from ..widgets import GameTable
from ..widgets.table_messages import Act
from .loader import find_lesson
from .progress import ProgressStore
from .runner import LessonRun

__all__ = ["GameLesson"]


class GameLesson(LessonPanel, GameTable):
    """A table lesson in a notebook: ``GameLesson("woodland", language="en")``.

    ``lesson`` is a lesson id, its number or a :class:`LessonPlan` of a lesson played on a
    game table; ``language`` is ``"en"`` or ``"hu"``. ``projector`` draws the table large
    and high-contrast for a classroom; ``progress`` is as for :class:`~.widget.Lesson`.
    The lesson is its table (:attr:`table`), without bots: the lesson sets every position.
    """

    def __init__(
        self,
        lesson: LessonPlan | str | int = "workers_and_beelines",
        *,
        language: str = "en",
        projector: bool = False,
        progress: ProgressStore | bool = True,
    ) -> None:
        plan = find_lesson(lesson)
        if not plan.on_table:
            raise LessonError(
                f"lesson {plan.id} is played on a hive board: use Lesson({plan.id!r})"
            )
        super().__init__(
            plan[0].start_game(),
            bot_delay=0,
            projector=projector,
            language=language,
            autosave=False,  # a lesson's positions are its steps, kept by its progress
        )
        self._follow(LessonRun(plan, language=language, table=self, progress=progress))

    @property
    def table(self) -> GameTable:
        """The lesson's table: the lesson itself (a GameTable)."""
        return self

    def act(self, action: Action | str | dict) -> Outcome:
        """Take a game action from Python (an Action, ``"forage(C2)"`` or its JSON)."""
        return self.run.act(action)  # type: ignore[attr-defined,no-any-return]

    def _surface_html(self) -> str:
        return GameTable.to_html(self)

    #: What the lesson does after the table refused a page command (the panel's dispatch).
    REFUSALS: ClassVar[Mapping[type, str]] = {Act: "_explain_refused"}

    def _explain_refused(self, command: Act) -> None:
        """Explain an action the table refused: the table shows the engine's reason; the
        lesson explains it in its panel, and on the table too where its words say more."""
        self.run.explain_refused_action(command.action)  # type: ignore[attr-defined]
