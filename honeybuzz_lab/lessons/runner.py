"""Running a lesson: the current step, tries and their feedback, hints, progress.

A :class:`LessonRun` drives a board. The board is a :class:`~honeybuzz_lab.widgets.HiveBoard`
in a notebook, or a :class:`HeadlessBoard` (the same methods, no page) in plain Python
and tests. The run listens to the board's changes, so a tile placed by a click on the
page is judged exactly like one placed with :meth:`LessonRun.place`:

- a right placement solves the step and freezes the board;
- a wrong one is explained, then taken back so the learner can try again (its hexes
  stay outlined so the learner sees where it was);
- an illegal one (only possible from Python: the page refuses it itself) is explained
  and changes nothing.

Every try is kept in :attr:`LessonRun.log`, also after a reset: nothing is lost.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..hive import (
    Action,
    Hex,
    Hive,
    HiveHistory,
    HiveTile,
    IllegalPlacement,
    PlacementEffect,
    parse_tile,
)
from .loader import find_lesson
from .model import LessonError, LessonPlan, Step, StepKind
from .phrases import action_name, capitalize, card_note, effect_params, illegal_text, join
from .texts import Catalog, catalog, check_language


class Board(Protocol):
    """What a lesson needs from a board (HiveBoard and HeadlessBoard both have it)."""

    hive: Hive
    history: HiveHistory
    highlight: Any
    notice: str
    tray: Any
    read_only: bool

    def place(self, tile: HiveTile) -> PlacementEffect: ...

    def undo(self) -> Any: ...

    def reset(self, hive: Hive | None = None) -> None: ...

    def on_change(self, callback: Callable[[Any], None]) -> None: ...

    def show_error(self, text: str) -> None: ...


class HeadlessBoard:
    """A board without a page: a hive history plus the display state a page would show.

    It follows the HiveBoard contract (place, undo, redo, step_to, reset, on_change,
    highlight, notice, tray, read_only, show_error), so lessons run the same in plain
    Python.
    """

    def __init__(self, hive: Hive | None = None):
        self._start = Hive() if hive is None else hive.copy()
        self.history = HiveHistory(self._start.copy())
        self.highlight: list[Hex] = []
        self.notice = ""
        self.error = ""
        self.tray: list[Action] = []
        self.read_only = False
        self._listeners: list[Callable[[HeadlessBoard], None]] = []

    @property
    def hive(self) -> Hive:
        """The hive as it stands."""
        return self.history.hive

    def place(self, tile: HiveTile) -> PlacementEffect:
        """Place ``tile`` (IllegalPlacement and no change if it may not go there)."""
        if self.read_only:
            raise LessonError("the board is read-only now")
        effect = self.history.place(tile)
        self.error = ""
        self._changed()
        return effect

    def undo(self) -> HiveTile | None:
        """Take back the last placement."""
        move = self.history.undo()
        self._changed()
        return move

    def redo(self) -> HiveTile | None:
        """Place again the placement undone last."""
        move = self.history.redo()
        self._changed()
        return move

    def step_to(self, ply: int) -> None:
        """Jump to ``ply`` placements from the start."""
        self.history.step_to(ply)
        self._changed()

    def reset(self, hive: Hive | None = None) -> None:
        """Start again from ``hive`` (or the original start) with an empty history."""
        if hive is not None:
            self._start = hive.copy()
        self.history = HiveHistory(self._start.copy())
        self.error = ""
        self._changed()

    def show_error(self, text: str) -> None:
        """Show ``text`` as an error line."""
        self.error = text

    def on_change(self, callback: Callable[[HeadlessBoard], None]) -> None:
        """Call ``callback(board)`` after every change of the hive."""
        self._listeners.append(callback)

    def _changed(self) -> None:
        for callback in list(self._listeners):
            callback(self)

    def __repr__(self) -> str:
        return f"HeadlessBoard({self.hive!r})"


@dataclass(frozen=True)
class Outcome:
    """The feedback on one try: a placement, an answer, or an illegal placement."""

    status: str  # "right", "wrong" or "illegal"
    key: str  # the catalogue key of the feedback text
    text: str
    step: str  # the step's id
    tile: HiveTile | None = None
    option: str | None = None
    effect: PlacementEffect | None = None
    highlight: tuple[Hex, ...] = ()

    @property
    def right(self) -> bool:
        """True for a right try."""
        return self.status == "right"


@dataclass
class StepState:
    """How far the learner got in one step."""

    solved: bool = False
    hints: int = 0  # hints revealed
    solution: HiveTile | None = None  # the placement that solved it
    answer: str | None = None  # the option that solved it
    tries: list[Outcome] = field(default_factory=list)


@dataclass(frozen=True)
class Progress:
    """Where the learner is: step ``current`` (1-based) of ``total``, ``done`` solved."""

    current: int
    total: int
    done: int

    @property
    def finished(self) -> bool:
        """True when every step is done."""
        return self.done == self.total


class LessonRun:
    """One learner's way through one lesson, on a board, in one language."""

    def __init__(
        self, lesson: LessonPlan | str | int, *, language: str = "en", board: Board | None = None
    ):
        self.lesson = find_lesson(lesson)
        self.language = check_language(language)
        self.texts: Catalog = catalog(language)
        self.board: Board = HeadlessBoard() if board is None else board
        self.states = [StepState() for _ in self.lesson.steps]
        self.index = 0
        self.outcome: Outcome | None = None
        self.log: list[Outcome] = []
        self._busy = False
        self._judged = 0
        self._listeners: list[Callable[[LessonRun], None]] = []
        self.board.on_change(self._board_changed)
        self._enter(0)

    # ------------------------------------------------------------------ reading

    @property
    def step(self) -> Step:
        """The current step."""
        return self.lesson.steps[self.index]

    @property
    def state(self) -> StepState:
        """The learner's state in the current step."""
        return self.states[self.index]

    @property
    def hive(self) -> Hive:
        """The board's hive."""
        return self.board.hive

    @property
    def progress(self) -> Progress:
        """Current step, number of steps and how many are done."""
        return Progress(self.index + 1, len(self.lesson), sum(s.solved for s in self.states))

    @property
    def title(self) -> str:
        """The lesson's title."""
        return self.texts[self.lesson.key("title")]

    @property
    def step_title(self) -> str:
        """The current step's title."""
        return self.texts[self.step.key("title")]

    @property
    def prompt(self) -> str:
        """What the current step says and asks."""
        return self.texts[self.step.key("prompt")]

    @property
    def note(self) -> str:
        """A note on the position: set when it comes from a configuration card."""
        card = self.step.card
        return "" if card is None else card_note(self.texts, card)

    @property
    def hint_count(self) -> int:
        """How many hints the current step has."""
        return self.texts.count(self.step.key("hints"))

    @property
    def hints(self) -> list[str]:
        """The hints revealed so far in the current step."""
        return [self.texts[self.step.key("hints", str(i))] for i in range(self.state.hints)]

    @property
    def feedback(self) -> str:
        """The feedback on the last try in this step ('' before any)."""
        return "" if self.outcome is None else self.outcome.text

    def options(self) -> list[tuple[str, str]]:
        """The current question's options as ``(id, text)``."""
        return [(o, self.texts[self.step.key("options", o, "text")]) for o in self.step.options]

    @property
    def finished(self) -> bool:
        """True when every step is done."""
        return self.progress.finished

    def __repr__(self) -> str:
        p = self.progress
        return (
            f"LessonRun({self.lesson.id!r}, step {p.current} of {p.total}: {self.step.id!r}, "
            f"{p.done} done, language={self.language!r})"
        )

    def on_change(self, callback: Callable[[LessonRun], None]) -> None:
        """Call ``callback(run)`` after every change (a try, a hint, a step change)."""
        self._listeners.append(callback)

    # ------------------------------------------------------------------ acting

    def place(self, tile: HiveTile | str) -> Outcome:
        """Try a placement in the current step (a tile or its notation: ``"P(1,2)NE"``).

        Returns the feedback. A wrong placement is taken back; an illegal one changes
        nothing. LessonError if the step asks for no placement or is already solved.
        """
        if isinstance(tile, str):
            try:
                tile = parse_tile(tile)
            except ValueError as e:
                raise LessonError(str(e)) from None
        step = self.step
        if step.kind is not StepKind.PLACE:
            raise LessonError(self.texts["ui.errors.not_place"])
        if self.state.solved:
            raise LessonError(self.texts["ui.errors.solved"])
        if tile.action not in step.tray:
            names = join(self.texts, [action_name(self.texts, a) for a in step.tray])
            raise LessonError(self.texts.text("ui.errors.tray", tiles=names))
        judged = self._judged
        try:
            effect = self.board.place(tile)
        except IllegalPlacement as e:
            return self._illegal(tile, e)
        if self._judged == judged:  # the board did not report the change: judge here
            self._judge(effect)
        assert self.outcome is not None
        return self.outcome

    def explain_refusal(self, tile: HiveTile, *, on_board: bool = True) -> Outcome | None:
        """Explain a placement the board refused (an illegal click on the page).

        Nothing changes on the board; the explanation is recorded like any try, and shown
        as the board's error line unless ``on_board`` is False (the board has said why
        itself). Returns None if ``tile`` is in fact legal here.
        """
        verdict = self.board.hive.check(tile)
        if verdict:
            return None
        return self._illegal(tile, IllegalPlacement(verdict), on_board=on_board)

    def answer(self, option: str) -> Outcome:
        """Answer the current question with the option id ``option``."""
        step = self.step
        if step.kind is not StepKind.QUESTION:
            raise LessonError(self.texts["ui.errors.not_question"])
        judgement = step.judge_answer(option)
        key = step.key("options", option, "feedback")
        outcome = Outcome(
            "right" if judgement.right else "wrong",
            key,
            self.texts[key],
            step.id,
            option=option,
        )
        if judgement.right and not self.state.solved:
            self.state.solved = True
            self.state.answer = option
        self._record(outcome)
        return outcome

    def hint(self) -> str | None:
        """Reveal the next hint of the current step; None when there are no more."""
        if self.state.hints >= self.hint_count:
            return None
        self.state.hints += 1
        self._notify()
        return self.hints[-1]

    def reset_step(self) -> None:
        """Start the current step again: its position, no hints, not solved.

        Its tries stay in :attr:`log`.
        """
        self.states[self.index] = StepState()
        self._enter(self.index)

    def next(self) -> bool:
        """Go to the next step (a read step counts as done once read); False at the end."""
        if self.step.kind is StepKind.READ:
            self.state.solved = True
        if self.index + 1 >= len(self.lesson):
            self._notify()
            return False
        self._enter(self.index + 1)
        return True

    def back(self) -> bool:
        """Go to the previous step; False at the start."""
        if self.index == 0:
            return False
        self._enter(self.index - 1)
        return True

    def go_to(self, step: int | str) -> None:
        """Go to a step by index (0-based) or id."""
        index = self.lesson.index(step) if isinstance(step, str) else step
        if not isinstance(index, int) or not 0 <= index < len(self.lesson):
            raise LessonError(f"there is no step {step!r}: steps are 0 to {len(self.lesson) - 1}")
        self._enter(index)

    # ------------------------------------------------------------------ internals

    @contextmanager
    def _quiet(self) -> Iterator[None]:
        """Change the board without judging the changes."""
        busy, self._busy = self._busy, True
        try:
            yield
        finally:
            self._busy = busy

    def _enter(self, index: int) -> None:
        self.index = index
        self.outcome = None
        step, state = self.step, self.state
        with self._quiet():
            self.board.read_only = False
            self.board.reset(step.start())
            if step.kind is StepKind.PLACE and state.solution is not None:
                self.board.place(state.solution)
            self.board.tray = list(step.tray)
            self.board.highlight = list(step.highlight)
            self.board.notice = ""
            self.board.read_only = step.kind is not StepKind.PLACE or state.solved
            if hasattr(self.board, "coords"):
                self.board.coords = step.coords  # type: ignore[attr-defined]
        self._notify()

    def _board_changed(self, board: object) -> None:
        if self._busy:
            return
        if self.step.kind is not StepKind.PLACE or self.state.solved:
            return
        history = self.board.history
        if history.ply == 0 or not isinstance(history.last_result, PlacementEffect):
            return
        self._judge(history.last_result)

    def _judge(self, effect: PlacementEffect) -> None:
        self._judged += 1
        step, texts = self.step, self.texts
        after = self.board.hive.copy()
        before = after.copy()
        before.remove(effect.tile)
        judgement = step.judge_placement(before, effect, after)
        params = effect_params(texts, effect)
        if judgement.right:
            key = step.key("right")
            outcome = Outcome(
                "right",
                key,
                capitalize(texts.text(key, **params)),
                step.id,
                tile=effect.tile,
                effect=effect,
                highlight=tuple(effect.new_cells),
            )
            self.state.solved = True
            self.state.solution = effect.tile
            with self._quiet():
                self.board.read_only = True
                self.board.highlight = list(effect.new_cells)
                self.board.notice = texts["ui.notice.right"]
        else:
            key = (
                "ui.feedback.other"
                if judgement.key == "other"
                else step.key("wrong", judgement.key)
            )
            shown = (*effect.tile.hexes, *effect.new_cells)
            outcome = Outcome(
                "wrong",
                key,
                capitalize(texts.text(key, **params)),
                step.id,
                tile=effect.tile,
                effect=effect,
                highlight=shown,
            )
            with self._quiet():
                while self.board.history.ply > 0:
                    self.board.undo()
                self.board.highlight = list(dict.fromkeys((*step.highlight, *shown)))
                self.board.notice = texts.text("ui.notice.taken_back", tile=effect.tile.notation)
        self._record(outcome)

    def _illegal(self, tile: HiveTile, error: IllegalPlacement, on_board: bool = True) -> Outcome:
        text = illegal_text(self.texts, tile, error.verdict)
        outcome = Outcome(
            "illegal",
            f"ui.illegal.{error.verdict.code}",
            text,
            self.step.id,
            tile=tile,
            highlight=error.verdict.hexes,
        )
        if on_board:
            with self._quiet():
                self.board.show_error(text)
        self._record(outcome)
        return outcome

    def _record(self, outcome: Outcome) -> None:
        self.outcome = outcome
        self.state.tries.append(outcome)
        self.log.append(outcome)
        self._notify()

    def _notify(self) -> None:
        for callback in list(self._listeners):
            callback(self)
