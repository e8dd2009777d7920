"""A learner's way through a lesson, whatever the game: tries, hints, the answer, score.

:class:`RunBase` keeps what every game's lesson run shares: the current step and the
learner's state in each step, the feedback on every try (kept in :attr:`RunBase.log`,
also after a reset), hints revealed one by one, "Show the answer" after two misses
(:data:`REVEAL_AFTER`), the score and stars, moving between steps, and the progress kept
across kernel restarts in a :class:`~.progress.ProgressStore`. A game's run (Honey
Buzz's :class:`honeybuzz_lab.games.honeybuzz.lessons.LessonRun`, Honeycomb Hustle's
:class:`honeybuzz_lab.games.hustle.lessons.HustleLessonRun`) adds its surface: it
enters a step (:meth:`RunBase._enter`), judges the moves made on it, shows a solving
move (:meth:`RunBase._reveal_move`) and may outline one as the last hint
(:meth:`RunBase._outline`).

Questions are answered here, the same for every game: ``run.answer("b")``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from .progress import ProgressStore, StepRecord, furthest
from .steps import LessonError, LessonPlan, StepKind
from .texts import LANGUAGES, Catalog, check_language


@dataclass(frozen=True)
class Outcome:
    """The feedback on one try: a placement, an action, an answer, or an illegal try."""

    status: str  # "right", "wrong", "illegal" or "revealed" (the answer was shown)
    key: str  # the catalogue key of the feedback text
    text: str
    step: str  # the step's id
    tile: Any = None  # a placed tile (Honey Buzz's hive steps)
    option: str | None = None
    effect: Any = None  # the placement's effect (Honey Buzz's hive steps)
    highlight: tuple[Any, ...] = ()
    action: Any = None  # a game action
    reason: str = ""  # the engine's reason for an illegal action

    @property
    def right(self) -> bool:
        """True for a right try."""
        return self.status == "right"


@dataclass
class StepState:
    """How far the learner got in one step."""

    solved: bool = False
    hints: int = 0  # hints revealed
    solution: Any = None  # the placement or action that solved it
    answer: str | None = None  # the option that solved it
    tries: list[Outcome] = field(default_factory=list)  # this session's tries
    attempts: int = 0  # every try, also those of earlier sessions
    misses: int = 0  # wrong or refused tries, also those of earlier sessions
    revealed: bool = False  # the answer was shown


#: Wrong or refused tries after which the answer may be shown.
REVEAL_AFTER = 2


def step_stars(state: StepState) -> int:
    """Three stars for a step solved at the first try without hints; one less for a
    miss or for hints (at least one star), one star when the answer was shown."""
    if state.revealed:
        return 1
    return max(1, 3 - min(state.misses, 1) - min(state.hints, 1) - (state.misses >= 3))


@dataclass(frozen=True)
class Score:
    """A lesson's score so far: tries, misses, hints and answers shown, and stars.

    ``stars`` (1 to 3) is the mean of the done steps' stars, rounded down; steps to
    read score nothing. 0 stars before any step is done.
    """

    tries: int
    misses: int
    hints: int
    revealed: int
    stars: int
    steps: int  # steps that scored (done, and not for reading)


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


def lesson_score(steps: Sequence[Any], states: Sequence[StepState]) -> Score:
    """The score of a lesson whose steps are ``steps`` and the learner's ``states`` in them
    (the run's :attr:`RunBase.score`; the class results count it from saved progress)."""
    scored = [
        state
        for step, state in zip(steps, states, strict=True)
        if step.kind is not StepKind.READ and state.solved
    ]
    stars = sum(step_stars(s) for s in scored) // len(scored) if scored else 0
    return Score(
        tries=sum(s.attempts for s in states),
        misses=sum(s.misses for s in states),
        hints=sum(s.hints for s in states),
        revealed=sum(s.revealed for s in states),
        stars=stars,
        steps=len(scored),
    )


class RunBase:
    """The game-independent part of a lesson run (see the module docstring).

    A subclass sets up its surface, calls ``RunBase.__init__`` and then enters the step
    :meth:`_restore` returns.
    """

    def __init__(
        self,
        lesson: LessonPlan,
        *,
        language: str,
        texts: Catalog,
        store: ProgressStore | None,
    ) -> None:
        self.lesson = lesson
        self.language = language
        self.texts = texts
        self.states = [StepState() for _ in self.lesson.steps]
        self.index = 0
        self.outcome: Outcome | None = None
        self.log: list[Outcome] = []
        self._busy = False
        self._judged = 0
        self._listeners: list[Callable[[Any], None]] = []
        #: Where the progress is kept across restarts (None: nowhere).
        self.store: ProgressStore | None = store

    # ------------------------------------------------------------------ reading

    @property
    def step(self) -> Any:
        """The current step."""
        return self.lesson.steps[self.index]

    @property
    def state(self) -> StepState:
        """The learner's state in the current step."""
        return self.states[self.index]

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

    def text_params(self) -> dict[str, object]:
        """Values the current step's texts are filled with ({} : its texts are plain).

        A lesson whose numbers come from data that may change (a subclass: the solo
        contests' tiers) returns them here, worked out by its engine."""
        return {}

    def _say(self, key: str) -> str:
        """The text ``key`` of the current step, filled with :meth:`text_params`."""
        params = self.text_params()
        return self.texts.text(key, **params) if params else self.texts[key]

    @property
    def prompt(self) -> str:
        """What the current step says and asks."""
        return self._say(self.step.key("prompt"))

    @property
    def note(self) -> str:
        """A note on the position: which of its data is reconstructed ('' if none)."""
        return ""

    @property
    def note_summary(self) -> str:
        """The note in one short line ('' if none)."""
        return ""

    @property
    def hint_count(self) -> int:
        """How many hints the current step has: its texts, and for a placement or an
        action one more, the last, that outlines the move on the board or table."""
        return self.texts.count(self.step.key("hints")) + bool(self._outline())

    @property
    def hints(self) -> list[str]:
        """The hints revealed so far in the current step."""
        written = self.texts.count(self.step.key("hints"))
        shown = [
            self._say(self.step.key("hints", str(i))) for i in range(min(self.state.hints, written))
        ]
        if self.state.hints > written:
            shown.append(self.texts[f"ui.hints.outlined_{self.step.kind.value}"])
        return shown

    def _outline(self) -> list[Any]:
        """What the last hint outlines on the surface ([]: no such hint)."""
        return []

    def _show_outline(self) -> None:
        """Outline the move (the last hint) on the surface."""

    @property
    def feedback(self) -> str:
        """The feedback on the last try in this step ('' before any)."""
        return "" if self.outcome is None else self.outcome.text

    def options(self) -> list[tuple[str, str]]:
        """The current question's options as ``(id, text)``."""
        return [(o, self._say(self.step.key("options", o, "text"))) for o in self.step.options]

    @property
    def finished(self) -> bool:
        """True when every step is done."""
        return self.progress.finished

    @property
    def can_reveal(self) -> bool:
        """True when "Show the answer" is offered: after two misses in an unsolved step."""
        step, state = self.step, self.state
        return (
            step.kind is not StepKind.READ
            and not state.solved
            and not state.revealed
            and state.misses >= REVEAL_AFTER
            and bool(step.answer if step.kind is StepKind.QUESTION else step.solutions)
        )

    @property
    def score(self) -> Score:
        """Tries, misses, hints and answers shown in this lesson, and its stars."""
        return lesson_score(self.lesson.steps, self.states)

    def __repr__(self) -> str:
        p = self.progress
        return (
            f"{type(self).__name__}({self.lesson.id!r}, step {p.current} of {p.total}: "
            f"{self.step.id!r}, {p.done} done, language={self.language!r})"
        )

    def on_change(self, callback: Callable[[Any], None]) -> None:
        """Call ``callback(run)`` after every change (a try, a hint, a step change)."""
        self._listeners.append(callback)

    # ------------------------------------------------------------------ acting

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
            self._say(key),
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
        if self.state.hints > self.texts.count(self.step.key("hints")):
            self._show_outline()
        self._save()
        self._notify()
        return self.hints[-1]

    def reset_step(self) -> None:
        """Start the current step again: its position, no hints, not solved, no score.

        Its tries stay in :attr:`log`; the saved progress of the step is forgotten, in
        every language (else the other language's record would count again).
        """
        self.states[self.index] = StepState()
        if self.store is not None:
            self.store.reset(self.lesson.id, self.step.id, language=None)
        self._save()
        self._enter(self.index)

    def reset_lesson(self) -> None:
        """Start the whole lesson again from its first step, forgetting its saved progress
        in every language."""
        self.states = [StepState() for _ in self.lesson.steps]
        if self.store is not None:
            self.store.reset(self.lesson.id, language=None)
        self._save()
        self._enter(0)

    def reveal(self) -> Outcome:
        """Show the answer of the current step (offered after two misses, see
        :attr:`can_reveal`): a question's right option is chosen, a placement or an action
        that solves the step is made. The step is done, and scores one star."""
        if not self.can_reveal:
            raise LessonError(self.texts.text("ui.errors.no_reveal", n=REVEAL_AFTER))
        step, texts, state = self.step, self.texts, self.state
        if step.kind is StepKind.QUESTION:
            option = next(o for o in step.options if o in step.answer)
            text = texts.text(
                "ui.feedback.revealed_answer",
                answer=self._say(step.key("options", option, "text")),
                why=self._say(step.key("options", option, "feedback")),
            )
            state.answer = option
            outcome = Outcome(
                "revealed", "ui.feedback.revealed_answer", text, step.id, option=option
            )
        else:
            outcome = self._reveal_move()
        state.revealed = True
        state.solved = True
        self._record(outcome)
        return outcome

    def _reveal_move(self) -> Outcome:
        """Make a move that solves the current step on the surface; its outcome."""
        raise LessonError(f"step {self.step.where} has no move to show")

    def next(self) -> bool:
        """Go to the next step (a read step counts as done once read); False at the end."""
        if self.step.kind is StepKind.READ and not self.state.solved:
            self.state.solved = True
            self._save()
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

    def set_language(self, language: str) -> None:
        """Go on in ``language``: the step reached, the tries, hints and answers shown
        stay, and a step done in either language counts as done (the further record of
        each step, see :func:`~.progress.furthest`; the learner's own on a tie). The
        progress is saved in the new language; the last feedback is said again in it
        where it is a catalogue text, else left out (the tries stay marked)."""
        check_language(language)
        if language == self.language:
            return
        old_texts, old_params, last = self.texts, self.text_params(), self.outcome
        self.language, self.texts = language, self._catalog(language)
        self._language_changed()
        if self.store is not None:
            mine = self._records()
            records = self._saved_records(first=mine)
            for step, state in zip(self.lesson.steps, self.states, strict=True):
                record = records.get(step.id)
                if record is not None and record is not mine[step.id]:
                    self._take(step, state, record)
            self._save()
        self._enter(self.index)
        if last is not None and last.step == self.step.id:
            text = self._said_again(last, old_texts, old_params)
            if text:
                self.outcome = Outcome(**{**last.__dict__, "text": text})
        self._notify()

    def _catalog(self, language: str) -> Catalog:
        """The lesson texts of ``language`` (the subclass's game's catalogue)."""
        raise NotImplementedError

    def _language_changed(self) -> None:
        """Forget what was worked out in the old language (the subclass's caches)."""

    def _said_again(self, outcome: Outcome, old: Catalog, old_params: dict[str, object]) -> str:
        """``outcome``'s text in the run's (new) language, '' if it cannot be said again:
        a question's answer, or a text that is its catalogue key's, filled as the step's."""
        step = self.step
        if outcome.option is not None and outcome.status in ("right", "wrong"):
            return self._say(step.key("options", outcome.option, "feedback"))
        if outcome.option is not None and outcome.status == "revealed":
            return self.texts.text(
                "ui.feedback.revealed_answer",
                answer=self._say(step.key("options", outcome.option, "text")),
                why=self._say(step.key("options", outcome.option, "feedback")),
            )
        try:
            before = old.text(outcome.key, **old_params)
        except (KeyError, ValueError, IndexError):
            return ""
        if outcome.text not in (before, before[:1].upper() + before[1:]):
            return ""
        said = self._say(outcome.key)
        return said if outcome.text == before else said[:1].upper() + said[1:]

    # ------------------------------------------------------------------ internals

    def _enter(self, index: int) -> None:
        """Show step ``index`` on the surface (the subclass's)."""
        raise NotImplementedError

    def _hold(self) -> None:
        """Once the step is done, a table stops asking: its decision box says the step is
        done and offers no answer (``table.hold``), so the panel's "Done" is not beside a
        table still asking for a move; :meth:`_enter` lets it ask again (a subclass's)."""

    @contextmanager
    def _quiet(self) -> Iterator[None]:
        """Change the surface without judging the changes."""
        busy, self._busy = self._busy, True
        try:
            yield
        finally:
            self._busy = busy

    def _record(self, outcome: Outcome) -> None:
        self.outcome = outcome
        state = self.state
        state.tries.append(outcome)
        if outcome.status != "revealed":
            state.attempts += 1
            state.misses += outcome.status in ("wrong", "illegal")
        self.log.append(outcome)
        if state.solved:
            self._hold()
        self._save()
        self._notify()

    # ------------------------------------------------------------------ saved progress

    #: Errors of a saved solution the step no longer accepts (the subclass may add its own).
    _RESTORE_ERRORS: tuple[type[Exception], ...] = (LessonError, ValueError)

    def _restore(self) -> int:
        """Read this lesson's saved progress; the index of the first step not done.

        A step counts as the furthest record of it in any language (see
        :func:`~.progress.furthest`): a step done in English is done in Hungarian too.
        What comes from another language is saved in this one at once."""
        assert self.store is not None
        records = self._saved_records()
        own = self.store.steps(self.lesson.id, self.language)
        for step, state in zip(self.lesson.steps, self.states, strict=True):
            record = records.get(step.id)
            if record is not None:
                self._take(step, state, record)
        if any(records[s] is not own.get(s) for s in records):
            self._save()
        return next((i for i, s in enumerate(self.states) if not s.solved), 0)

    def _saved_records(self, first: dict[str, StepRecord] | None = None) -> dict[str, StepRecord]:
        """The furthest saved record of each step over every language, this run's
        language first (it wins a tie); ``first`` (the run's own records) before all."""
        assert self.store is not None
        languages = [self.language, *(lang for lang in LANGUAGES if lang != self.language)]
        runs = [first or {}] + [self.store.steps(self.lesson.id, lang) for lang in languages]
        out = {}
        for step in self.lesson.steps:
            best = furthest([run[step.id] for run in runs if step.id in run])
            if best is not None:
                out[step.id] = best
        return out

    def _take(self, step: Any, state: StepState, record: StepRecord) -> None:
        """Make ``state`` the saved ``record`` of ``step``."""
        state.attempts, state.misses = record.tries, record.misses
        state.hints = min(record.hints, self.texts.count(step.key("hints")))
        state.revealed = record.revealed
        state.solved, state.solution, state.answer = False, None, None
        try:
            self._restore_solution(step, state, record)
        except self._RESTORE_ERRORS:
            state.solved = False  # a saved solution the step no longer accepts

    def _restore_solution(self, step: Any, state: StepState, record: StepRecord) -> None:
        """Take a saved solution back if the step still accepts it (questions here)."""
        if not record.solved:
            return
        if step.kind is StepKind.QUESTION:
            if record.solution not in step.answer:
                return
            state.answer = record.solution
        elif step.kind is not StepKind.READ:
            solution = self._parse_solution(step, record.solution or "")
            if solution is None:
                return
            state.solution = solution
        state.solved = True

    def _parse_solution(self, step: Any, text: str) -> Any:
        """A saved move's notation as the move, if it still solves ``step`` (else None)."""
        return None

    def _solution_text(self, solution: Any) -> str | None:
        """A solving move as the notation the progress file keeps."""
        return None

    def _records(self) -> dict[str, StepRecord]:
        """The learner's state in every step as the store keeps it."""
        records = {}
        for step, state in zip(self.lesson.steps, self.states, strict=True):
            if state.solution is not None:
                solution: str | None = self._solution_text(state.solution)
            else:
                solution = state.answer
            records[step.id] = StepRecord(
                solved=state.solved,
                solution=solution if state.solved else None,
                tries=state.attempts,
                misses=state.misses,
                hints=state.hints,
                revealed=state.revealed,
            )
        return records

    def _save(self) -> None:
        if self.store is None:
            return
        self.store.save(self.lesson.id, self._records(), self.language)

    def _notify(self) -> None:
        for callback in list(self._listeners):
            callback(self)
