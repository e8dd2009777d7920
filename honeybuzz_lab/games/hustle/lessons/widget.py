"""HustleLesson: the lesson panel beside a Honeycomb Hustle table.

>>> lesson = HustleLesson("hustle_building", language="hu")   # doctest: +SKIP
>>> lesson                                                   # doctest: +SKIP

The panel (shared with Honey Buzz's lessons) shows the step; the table shows the step's
position. The learner answers a question in the panel, or takes the action a step asks
for by clicking the table (turn the drawn token and place it, restart, draft, buy);
:class:`~.run.HustleLessonRun` judges it with the engine, explains it and takes a wrong
one back.
"""

from __future__ import annotations

from typing import Any

from ....core.lessons.panel import LessonPanel
from ....core.lessons.progress import ProgressStore
from ....core.lessons.run import Outcome
from ....core.lessons.steps import LessonPlan
from ..actions import Action
from ..table import HustleTable
from ..table_messages import Act, TableMessageError, parse_table_message
from .model import find_lesson
from .run import HustleLessonRun

__all__ = ["HustleLesson"]


class HustleLesson(LessonPanel):
    """A Honeycomb Hustle lesson in a notebook: ``HustleLesson("hustle_points")``.

    ``lesson`` is a lesson id, its number or a plan; ``language`` is ``"en"`` or ``"hu"``;
    ``progress`` keeps the learner's progress across restarts (True: in the user's data
    directory; False: not at all).
    """

    SURFACE_BASIS = "640px"

    def __init__(
        self,
        lesson: LessonPlan | str | int = "hustle_building",
        *,
        language: str = "en",
        progress: ProgressStore | bool = True,
        **kwargs: Any,
    ) -> None:
        plan = find_lesson(lesson)
        game = plan[0].start_game()
        self.table = HustleTable(
            game=game,
            seat=0,
            bots={},
            bot_delay=0,
            language=language,
            new_games=False,
            autosave=False,  # a lesson's positions are its steps, kept by its progress
        )
        run = HustleLessonRun(plan, language=language, table=self.table, progress=progress)
        self.table.guard = run.refusal  # a refused act is never applied and taken back
        super().__init__(run, self.table, **kwargs)
        self.table.on_msg(self._after_page_message)

    def act(self, action: Action | str) -> Outcome:
        """Take an action from Python (an Action or its notation, ``"buy 2 1"``)."""
        return self.run.act(action)  # type: ignore[attr-defined,no-any-return]

    def _after_page_message(self, _widget: object, content: object, _buffers: object) -> None:
        """Runs after the table handled a page message: explain a refused action."""
        if not self.table.last_error:
            return
        try:
            command = parse_table_message(content)
        except TableMessageError:
            return
        if isinstance(command, Act):
            self.run.explain_refused_action(command.action)  # type: ignore[attr-defined]
