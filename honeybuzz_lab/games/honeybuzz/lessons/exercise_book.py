"""Lesson 10's exercise book: each exercise with its position, an answer box and the engine's check.

>>> book = ExerciseBook(language="hu")      # doctest: +SKIP
>>> book                                     # doctest: +SKIP

The learner reads the question, looks at the position (a hive on a board, or the game
table), types an answer and presses **Check**: the engine judges it
(:meth:`~honeybuzz_lab.games.honeybuzz.lessons.exercises.Exercise.check`). **Hint** gives a hint and
**Show the answer** the explorer's answer, outlined on the picture. The same can be done
from Python: ``book.answer("4")``, ``book.hint()``, ``book.reveal()``, ``book.next()``.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

import ipywidgets as w

from ....core.lessons.markup import inline
from ....core.lessons.texts import check_language
from .exercises import EXERCISES, Exercise, GamePosition, Verdict
from .explorer import Answer
from .texts import catalog

_TONES = {
    "right": ("#1e7b34", "#e7f5ea"),
    "wrong": ("#a1260d", "#fbeae6"),
    "info": ("#0b6bcb", "#e8f1fb"),
}


def _box(text_html: str, tone: str) -> str:
    edge, fill = _TONES[tone]
    return (
        f'<div class="hb-book-msg hb-book-{tone}" style="border-left:4px solid {edge};'
        f'background:{fill};color:#1d1d1d;padding:6px 10px;margin:4px 0;border-radius:3px">'
        f"{text_html}</div>"
    )


class ExerciseBook(w.VBox):
    """The exercises of lesson 10, one at a time (see the module docstring)."""

    def __init__(
        self,
        exercises: Sequence[Exercise] = EXERCISES,
        *,
        language: str = "en",
        **kwargs: Any,
    ) -> None:
        self.language = check_language(language)
        self.texts = catalog(language)
        self.exercises = tuple(exercises)
        if not self.exercises:
            raise ValueError("an exercise book needs at least one exercise")
        self.index = 0
        self.solved: set[str] = set()
        self.verdict: Verdict | None = None
        self.picture: w.Widget | None = None
        t = self.texts
        self._header = w.HTML()
        self._question = w.HTML()
        self._picture = w.Box(layout=w.Layout(width="100%"))
        self._input = w.Text(description=t["explorer.book.answer"], continuous_update=False)
        self._input.add_class("hb-book-input")
        self._input.style.description_width = "initial"  # type: ignore[attr-defined]
        self._check = w.Button(description=t["explorer.book.check"], button_style="primary")
        self._hint = w.Button(description=t["explorer.book.hint"], icon="lightbulb-o")
        self._reveal = w.Button(description=t["explorer.book.reveal"], icon="eye")
        self._back = w.Button(description=t["explorer.book.back"], icon="arrow-left")
        self._next = w.Button(description=t["explorer.book.next"], icon="arrow-right")
        for button, name, action in (
            (self._check, "check", self.check),
            (self._hint, "hint", self.hint),
            (self._reveal, "reveal", self.reveal),
            (self._back, "back", self.back),
            (self._next, "next", self.next),
        ):
            button.add_class(f"hb-book-{name}")
            button.on_click(lambda _b, act=action: act())
        self._input.observe(self._typed, "value")  # Enter (or leaving the box) checks
        self._feedback = w.HTML()
        super().__init__(
            [
                self._header,
                self._question,
                self._picture,
                w.HBox([self._input, self._check, self._hint, self._reveal]),
                self._feedback,
                w.HBox([self._back, self._next]),
            ],
            **kwargs,
        )
        self.add_class("hb-book")
        self._show()

    # ------------------------------------------------------------------ reading

    @property
    def exercise(self) -> Exercise:
        return self.exercises[self.index]

    def __repr__(self) -> str:
        return (
            f"ExerciseBook({self.language!r}, exercise {self.index + 1} of "
            f"{len(self.exercises)}: {self.exercise.id!r}, {len(self.solved)} solved)"
        )

    # ------------------------------------------------------------------ acting

    def answer(self, text: Any) -> Verdict:
        """Type ``text`` as the answer and check it."""
        if self._input.value == str(text):
            return self.check()
        self._input.value = str(text)  # checked by _typed
        assert self.verdict is not None
        return self.verdict

    def _typed(self, change: dict) -> None:
        if str(change["new"]).strip():
            self.check()

    def check(self) -> Verdict:
        """Check the answer in the box with the engine."""
        verdict = self.exercise.check(self._input.value, self.language)
        self.verdict = verdict
        if verdict.right:
            self.solved.add(self.exercise.id)
            self._outline(self.exercise.answer(self.language))
        self._feedback.value = _box(inline(verdict.text), "right" if verdict.right else "wrong")
        self._render_header()
        return verdict

    def hint(self) -> str:
        """Show the exercise's hint."""
        text = self.exercise.hint(self.language)
        self._feedback.value = _box(inline(text), "info")
        return text

    def reveal(self) -> Answer:
        """Show the explorer's answer, outlined on the picture."""
        answer = self.exercise.answer(self.language)
        t = self.texts
        self._outline(answer)
        self._feedback.value = _box(
            f"<b>{escape(t['explorer.book.revealed'])}:</b> {inline(answer.sentence)}<br>"
            f"<small>{escape(t['explorer.book.query'])}: <code>{escape(self.exercise.query)}"
            "</code></small>",
            "info",
        )
        return answer

    def next(self) -> bool:
        """Go to the next exercise (False at the last one)."""
        if self.index + 1 >= len(self.exercises):
            return False
        self.index += 1
        self._show()
        return True

    def back(self) -> bool:
        """Go to the previous exercise (False at the first one)."""
        if self.index == 0:
            return False
        self.index -= 1
        self._show()
        return True

    def go_to(self, exercise_id: str) -> None:
        """Show the exercise called ``exercise_id``."""
        for i, exercise in enumerate(self.exercises):
            if exercise.id == exercise_id:
                self.index = i
                self._show()
                return
        ids = ", ".join(e.id for e in self.exercises)
        raise ValueError(f"there is no exercise {exercise_id!r}; they are: {ids}")

    # ------------------------------------------------------------------ internals

    def _render_header(self) -> None:
        t = self.texts
        progress = t.text(
            "explorer.book.progress",
            n=self.index + 1,
            total=len(self.exercises),
            done=len(self.solved),
        )
        self._header.value = (
            f'<div class="hb-book-header"><b>{escape(t["explorer.book.title"])}</b> · '
            f"{escape(progress)}</div>"
        )

    def _show(self) -> None:
        exercise = self.exercise
        self.verdict = None
        self._render_header()
        self._question.value = (
            f'<h3 style="margin:6px 0">{escape(exercise.title(self.language))}</h3>'
            f'<div class="hb-book-question">{inline(exercise.question(self.language))}</div>'
        )
        self._input.value = ""
        self._input.placeholder = self.texts[f"explorer.check.parse.{exercise.kind}"]
        self._feedback.value = ""
        self.picture = _picture(exercise, self.language)
        self._picture.children = (self.picture,)
        self._back.disabled = self.index == 0
        self._next.disabled = self.index + 1 >= len(self.exercises)

    def _outline(self, answer: Answer) -> None:
        picture = self.picture
        if answer.hexes and hasattr(picture, "hive") and hasattr(picture, "highlight"):
            picture.highlight = list(answer.hexes)  # a HiveBoard
        elif answer.marks and hasattr(picture, "game"):
            picture.highlight = list(answer.marks)  # a game table
        elif isinstance(picture, w.HTML) and answer.hive is not None:
            picture.value = answer.svg()


def _picture(exercise: Exercise, language: str) -> w.Widget:
    """What the exercise is about: its hive on a read-only board, or its game."""
    if isinstance(exercise.position, GamePosition):
        game = exercise.position.build()
        return w.HTML(f"<pre class='hb-book-game'>{escape(game.summary())}</pre>")
    from ..widgets import HiveBoard

    board = HiveBoard(exercise.explorer(language).hive.copy(), read_only=True, coords=True)
    return board


__all__ = ["ExerciseBook"]
