"""Running a Honeycomb Hustle lesson on a table: questions, and actions checked by the engine.

:class:`HustleLessonRun` adds to the shared run (:class:`~honeybuzz_lab.core.lessons.run.RunBase`)
its table: a :class:`~honeybuzz_lab.games.hustle.HustleTable` in a notebook, or a
:class:`HeadlessTable` (the same methods, no page) in plain Python and tests. The run
puts each step's position on the table and listens to its game, so an action taken by a
click is judged exactly like one given to :meth:`HustleLessonRun.act`:

- a right action solves the step (what the engine plays after it stays);
- a wrong one is explained, then taken back so the learner can try again;
- an action the engine refuses is explained with the engine's reason and changes nothing.
"""

from __future__ import annotations

from typing import Any, Protocol

from ....core.lessons.progress import ProgressStore, default_store
from ....core.lessons.run import Outcome, RunBase
from ....core.lessons.steps import LessonError, LessonPlan, StepKind
from ....core.lessons.texts import check_language
from ..game.actions import Action, parse_action
from ..game.engine import Game
from ..game.errors import ActionError, IllegalAction
from .model import HustleStep, find_lesson
from .texts import catalog


class Table(Protocol):
    """What the run needs of a table: show a game, take an action, show an error."""

    @property
    def game(self) -> Game: ...

    def show(self, game: Game) -> None: ...

    def apply(self, action: Action | str) -> list[str]: ...

    def show_error(self, text: str) -> None: ...

    hold: str  # once the step is done: what the table says instead of asking ('' asks)


class HeadlessTable:
    """A table without a page: the game, its actions and the last error."""

    def __init__(self) -> None:
        self._game: Game | None = None
        self.last_error = ""

    @property
    def game(self) -> Game:
        assert self._game is not None
        return self._game

    def show(self, game: Game) -> None:
        """Put ``game`` on the table."""
        self._game = game

    def apply(self, action: Action | str) -> list[str]:
        """Take ``action`` (IllegalAction, nothing changed, if the engine refuses it)."""
        return self.game.apply(action)

    def show_error(self, text: str) -> None:
        self.last_error = text

    #: A lesson's done step holds the table (see :class:`~..table.HustleTable`).
    hold = ""


class HustleLessonRun(RunBase):
    """One learner's way through one Honeycomb Hustle lesson, in one language."""

    def __init__(
        self,
        lesson: LessonPlan | str | int,
        *,
        language: str = "en",
        table: Table | None = None,
        progress: ProgressStore | bool | None = None,
    ):
        plan = find_lesson(lesson)
        check_language(language)
        store = default_store(catalog) if progress is True else progress or None
        super().__init__(plan, language=language, texts=catalog(language), store=store)
        self.table: Table = HeadlessTable() if table is None else table
        self._shown: Game | None = None
        start = self._restore() if self.store is not None else 0
        self._enter(start)

    def _catalog(self, language: str) -> Any:
        return catalog(language)

    @property
    def game(self) -> Game:
        """The game on the table."""
        return self.table.game

    @property
    def note(self) -> str:
        """Every step relies on token marks that are reconstructed: said once per step."""
        return self.texts["ui.data.tokens"]

    @property
    def note_summary(self) -> str:
        return self.texts["ui.data.summary"]

    # ------------------------------------------------------------------ acting

    def act(self, action: Action | str) -> Outcome:
        """Take an action in the current step (an Action or its notation: ``"buy 2 1"``)."""
        if self.step.kind is not StepKind.ACT:
            raise LessonError(self.texts["ui.errors.not_act"])
        if self.state.solved:
            raise LessonError(self.texts["ui.errors.solved"])
        try:
            action = parse_action(action) if isinstance(action, str) else action
        except ActionError as e:
            raise LessonError(str(e)) from None
        judged = self._judged
        try:
            self.table.apply(action)
        except IllegalAction as e:
            return self._illegal_action(action, e)
        if self._judged == judged:  # pragma: no cover - the game always reports it
            self._history_changed(self.game.history)
        assert self.outcome is not None
        return self.outcome

    def refusal(self, action: Action) -> str | None:
        """Why the table refuses ``action`` before taking it (a step that is solved, or that
        asks no action): None if the step takes it. A refused act is never applied and
        taken back, so the history stays exactly as it was."""
        if self.step.kind is not StepKind.ACT:
            return self.texts["ui.errors.no_moves"]
        if self.state.solved:
            return self.texts["ui.errors.solved"]
        return None

    def explain_refused_action(self, action: Action) -> Outcome | None:
        """Explain an action the table refused (a click on the page); None if it is legal."""
        if self.step.kind is not StepKind.ACT or self.state.solved:
            return None
        reason = self.game.explain(action, self.language)
        if reason is None:
            return None
        return self._illegal_action(action, IllegalAction(reason, action))

    def _illegal_action(self, action: Any, error: IllegalAction) -> Outcome:
        reason = error.text(self.language) if hasattr(error, "text") else str(error)
        key = "ui.feedback.illegal_action"
        text = self.texts.text(key, reason=reason)
        outcome = Outcome("illegal", key, text, self.step.id, action=action, reason=str(error))
        self._record(outcome)
        return outcome

    def _reveal_move(self) -> Outcome:
        step = self.step
        action = step.solutions[0]
        label = self.game.describe(action, self.language)
        with self._quiet():
            self.table.apply(action)
        self.state.solution = action
        text = self.texts.text("ui.feedback.revealed_act", action=label)
        return Outcome("revealed", "ui.feedback.revealed_act", text, step.id, action=action)

    # ------------------------------------------------------------------ the table

    def _enter(self, index: int) -> None:
        self.index = index
        self.outcome = None
        step, state = self.step, self.state
        with self._quiet():
            game = step.start_game()
            if step.kind is StepKind.ACT and state.solution is not None:
                game.apply(state.solution)
            game.history.on_change(self._history_changed)
            self._shown = game
            self.table.show(game)
            self.table.hold = self.texts["ui.notice.held"] if state.solved else ""
        self._notify()

    def _hold(self) -> None:
        with self._quiet():
            self.table.hold = self.texts["ui.notice.held"]

    def _history_changed(self, history: object) -> None:
        """The shown game changed: a click on the page, :meth:`act`, undo or redo."""
        if self._busy or self._shown is None or history is not self._shown.history:
            return
        game, step = self._shown, self.step
        line = game.actions
        if step.kind is StepKind.ACT and not self.state.solved:
            if line:
                self._judge(line[0], game)
            return
        expected = [self.state.solution] if self.state.solution is not None else []
        if line[: len(expected)] == expected and len(line) == len(expected):
            return
        key = "ui.errors.solved" if self.state.solved else "ui.errors.no_moves"
        with self._quiet():
            game.step_to(0)
            for action in expected:
                game.apply(action)
            self.table.show_error(self.texts[key])
        self._notify()

    def _judge(self, action: Action, game: Game) -> None:
        self._judged += 1
        step: HustleStep = self.step
        judgement = step.judge_move(action, game)
        points = str(game.flower_points(0)["total"])
        if judgement.right:
            key = step.key("right")
            text = self.texts.text(key, points=points)
            outcome = Outcome("right", key, text, step.id, action=action)
            self.state.solved = True
            self.state.solution = action
            with self._quiet():
                if len(game.actions) > 1:
                    game.step_to(1)
        else:
            key = (
                "ui.feedback.other"
                if judgement.key == "other"
                else step.key("wrong", judgement.key)
            )
            text = self.texts.text(key, points=points)
            outcome = Outcome("wrong", key, text, step.id, action=action)
            with self._quiet():
                game.step_to(0)
                game.forget_redo()
                self.table.show_error(self.texts["ui.notice.taken_back"])
        self._record(outcome)

    # ------------------------------------------------------------------ saved progress

    _RESTORE_ERRORS = (LessonError, ValueError, ActionError)

    def _parse_solution(self, step: HustleStep, text: str) -> Action | None:
        action = parse_action(text)
        return action if step.start_game().explain(action) is None else None

    def _solution_text(self, solution: Action) -> str | None:
        return str(solution)
