"""HustleLesson: a Honeycomb Hustle table with the lesson's instructions panel beside it.

>>> lesson = HustleLesson("hustle_building", language="hu")   # doctest: +SKIP
>>> lesson                                                   # doctest: +SKIP

A lesson is one anywidget: the table itself, whose page draws the panel (shared with
Honey Buzz's lessons: :mod:`honeybuzz_lab.core.lessons.panel`) beside the table, which
shows the step's position. The learner answers a question in the panel, or takes the
action a step asks for by clicking the table (turn the drawn token and place it, restart,
draft, buy); :class:`~.run.HustleLessonRun` judges it with the engine, explains it and
takes a wrong one back.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import ClassVar

from ....core.lessons.panel import LessonPanel
from ....core.lessons.progress import ProgressStore
from ....core.lessons.run import Outcome
from ....core.lessons.steps import LessonPlan
from ..game.actions import Action
from ..widgets.table import HustleTable
from ..widgets.table_messages import Act
from .model import find_lesson
from .run import HustleLessonRun

__all__ = ["HustleLesson"]


class HustleLesson(LessonPanel, HustleTable):
    """A Honeycomb Hustle lesson in a notebook: ``HustleLesson("hustle_points")``.

    ``lesson`` is a lesson id, its number or a plan; ``language`` is ``"en"`` or ``"hu"``;
    ``progress`` keeps the learner's progress across restarts (True: in the user's data
    directory; False: not at all). The lesson is its table (:attr:`table`).
    """

    def __init__(
        self,
        lesson: LessonPlan | str | int = "hustle_building",
        *,
        language: str = "en",
        progress: ProgressStore | bool = True,
    ) -> None:
        plan = find_lesson(lesson)
        super().__init__(
            game=plan[0].start_game(),
            seat=0,
            bots={},
            bot_delay=0,
            language=language,
            new_games=False,
            autosave=False,  # a lesson's positions are its steps, kept by its progress
        )
        run = HustleLessonRun(plan, language=language, table=self, progress=progress)
        self.guard = run.refusal  # a refused act is never applied and taken back
        self._follow(run)

    @property
    def table(self) -> HustleTable:
        """The lesson's table: the lesson itself (a HustleTable)."""
        return self

    def act(self, action: Action | str) -> Outcome:
        """Take an action from Python (an Action or its notation, ``"buy 2 1"``)."""
        return self.run.act(action)  # type: ignore[attr-defined,no-any-return]

    def _coach_target(self) -> list[list[int]]:
        """Where the coach bubble points: the hex a placing step expects, the hex a
        question asks about (its fact's placement), then the honeycomb's centre."""
        step = self.run.step
        hexes = [list(v) for k, v in (step.expect.conditions if step.expect else ()) if k == "at"]
        if step.fact and step.fact[0] == "legal":
            found = re.match(r"place (-?\d+),(-?\d+)", str(step.fact[1]))
            if found:
                hexes.append([int(found[1]), int(found[2])])
        return [*hexes, [0, 0]]

    #: What the lesson says after the table refused a page command (the panel's dispatch).
    REFUSALS: ClassVar[Mapping[type, str]] = {Act: "_explain_refused"}

    def _explain_refused(self, command: Act) -> None:
        """Explain an action the table refused."""
        self.run.explain_refused_action(command.action)  # type: ignore[attr-defined]
