"""Lesson 10's exercise book: each exercise with its position, an answer box and the engine's check.

>>> book = ExerciseBook(language="hu")      # doctest: +SKIP
>>> book                                     # doctest: +SKIP

The learner reads the question, looks at the position (a hive on a board, or the game
table), types an answer and presses **Check** (or Enter): the engine judges it
(:meth:`~honeybuzz_lab.games.honeybuzz.lessons.exercises.Exercise.check`). **Hint** gives a hint and
**Show the answer** the explorer's answer, outlined on the picture. The same can be done
from Python: ``book.answer("4")``, ``book.hint()``, ``book.reveal()``, ``book.next()``.

The book is one anywidget: a read-only :class:`~..widgets.HiveBoard` showing the
exercise's hive, whose page (``widget_js/book.js``) draws the book around it. The book's
state is synced as plain data in ``_book`` (the header, the question, the answer in the
box, the feedback with its tone, the picture of a game position in the board's place, the
buttons' labels and which are enabled). The page sends ``{"book": "check", "answer":
text}`` and ``{"book": "hint" | "reveal" | "back" | "next"}``; a malformed message is
refused (the package's MessageError, shown on the board) and changes nothing.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Sequence
from html import escape
from typing import Any

import traitlets as t

from ....core import assets
from ....core.inputs import shorten
from ....core.lessons.markup import inline
from ....core.lessons.texts import check_language
from ....core.messages import MessageError, panel_request, unforeseen
from ..widgets import HiveBoard
from .exercises import EXERCISES, Exercise, GamePosition, Verdict
from .explorer import Answer
from .texts import catalog

_TONES = {
    "right": ("#1e7b34", "#e7f5ea"),
    "wrong": ("#a1260d", "#fbeae6"),
    "info": ("#0b6bcb", "#e8f1fb"),
}

#: What a page message may ask of the book, and the fields each takes besides ``book``.
BOOK_MESSAGES: dict[str, frozenset[str]] = {
    "check": frozenset({"answer"}),
    "hint": frozenset(),
    "reveal": frozenset(),
    "back": frozenset(),
    "next": frozenset(),
}
#: The longest answer (in characters) the page may send.
LONGEST_ANSWER = 200
#: The buttons of the book and their catalogue keys.
_BUTTONS = ("check", "hint", "reveal", "back", "next")


def _box(text_html: str, tone: str) -> str:
    edge, fill = _TONES[tone]
    return (
        f'<div class="hb-book-msg hb-book-{tone}" style="border-left:4px solid {edge};'
        f'background:{fill};color:#1d1d1d;padding:6px 10px;margin:4px 0;border-radius:3px">'
        f"{text_html}</div>"
    )


class ExerciseBook(HiveBoard):
    """The exercises of lesson 10, one at a time (see the module docstring)."""

    _esm = assets.esm("book")
    _css = assets.css("book")

    #: The book as the page draws it (see the module docstring).
    _book = t.Dict().tag(sync=True)

    def __init__(
        self,
        exercises: Sequence[Exercise] = EXERCISES,
        *,
        language: str = "en",
        **kwargs: Any,
    ) -> None:
        language = check_language(language)
        self.texts = catalog(language)
        self.exercises = tuple(exercises)
        if not self.exercises:
            raise ValueError("an exercise book needs at least one exercise")
        self.index = 0
        self.solved: set[str] = set()
        self.verdict: Verdict | None = None
        self._typed = ""  # the answer in the box
        self._feedback = ""  # the feedback shown (HTML)
        self._picture_html = ""  # a game position's picture, in the board's place
        super().__init__(read_only=True, coords=True, language=language, **kwargs)
        self._show()
        self._book_ready = True

    # ------------------------------------------------------------------ reading

    @property
    def exercise(self) -> Exercise:
        return self.exercises[self.index]

    @property
    def picture(self) -> ExerciseBook | None:
        """What the exercise's hive is shown on: the book's own board (None for an
        exercise about a game, whose picture is :attr:`picture_html`)."""
        return None if self._picture_html else self

    @property
    def picture_html(self) -> str:
        """The picture shown in the board's place for a game exercise ("" for a hive)."""
        return self._picture_html

    @property
    def feedback(self) -> str:
        """The feedback shown under the answer (HTML; "" for none)."""
        return self._feedback

    def __repr__(self) -> str:
        return (
            f"ExerciseBook({self.language!r}, exercise {self.index + 1} of "
            f"{len(self.exercises)}: {self.exercise.id!r}, {len(self.solved)} solved)"
        )

    # ------------------------------------------------------------------ acting

    def answer(self, text: Any) -> Verdict:
        """Type ``text`` as the answer and check it."""
        self._typed = str(text)
        return self.check()

    def check(self) -> Verdict:
        """Check the answer in the box with the engine."""
        verdict = self.exercise.check(self._typed, self.language)
        self.verdict = verdict
        if verdict.right:
            self.solved.add(self.exercise.id)
            self._outline(self.exercise.answer(self.language))
        self._feedback = _box(inline(verdict.text), "right" if verdict.right else "wrong")
        self._draw()
        return verdict

    def hint(self) -> str:
        """Show the exercise's hint."""
        text = self.exercise.hint(self.language)
        self._feedback = _box(inline(text), "info")
        self._draw()
        return text

    def reveal(self) -> Answer:
        """Show the explorer's answer, outlined on the picture."""
        answer = self.exercise.answer(self.language)
        t = self.texts
        self._outline(answer)
        self._feedback = _box(
            f"<b>{escape(t['explorer.book.revealed'])}:</b> {inline(answer.sentence)}<br>"
            f"<small>{escape(t['explorer.book.query'])}: <code>{escape(self.exercise.query)}"
            "</code></small>",
            "info",
        )
        self._draw()
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

    @t.observe("language")
    def _book_language(self, change: dict) -> None:
        """The book goes on in the new language (the feedback, said in the old, goes)."""
        if getattr(self, "_book_ready", False):
            self.texts = catalog(change["new"])
            self._feedback = ""
            self._draw()

    # ------------------------------------------------------------------ page messages

    def handle_message(self, content: object) -> bool:
        """A message of the book (an object with a ``book`` field) is checked and carried
        out here; any other goes to the (read-only) board. True if something changed."""
        if not (isinstance(content, dict) and "book" in content):
            return super().handle_message(content)
        try:
            what = panel_request(content, BOOK_MESSAGES, "book", "exercise book")
            if what == "check":
                typed = content["answer"]
                if not isinstance(typed, str) or len(typed) > LONGEST_ANSWER:
                    raise MessageError(
                        f"an answer is a text of at most {LONGEST_ANSWER} characters, "
                        f"not {shorten(repr(typed))}"
                    )
            self.show_error("")
            actions: dict[str, Callable[[], object]] = {
                "check": lambda: self.answer(content["answer"]),
                "hint": self.hint,
                "reveal": self.reveal,
                "back": self.back,
                "next": self.next,
            }
            actions[what]()
            return True
        except MessageError as e:
            self.show_error(self.message_error(str(e)))
        except Exception as e:  # anything unforeseen is shown, never swallowed by the page's log
            self.show_error(self.message_error(unforeseen(e)), traceback.format_exc())
        return False

    # ------------------------------------------------------------------ internals

    def _draw(self) -> None:
        t = self.texts
        exercise = self.exercise
        progress = t.text(
            "explorer.book.progress",
            n=self.index + 1,
            total=len(self.exercises),
            done=len(self.solved),
        )
        self._book = {
            "index": self.index,
            "title": t["explorer.book.title"],
            "progress": progress,
            "question_title": exercise.title(self.language),
            "question": inline(exercise.question(self.language)),
            "answer": self._typed,
            "placeholder": t[f"explorer.check.parse.{exercise.kind}"],
            "feedback": self._feedback,
            "picture": self._picture_html,
            "labels": {
                "answer": t["explorer.book.answer"],
                **{name: t[f"explorer.book.{name}"] for name in _BUTTONS},
            },
            "enabled": {"back": self.index > 0, "next": self.index + 1 < len(self.exercises)},
        }

    def _show(self) -> None:
        exercise = self.exercise
        self.verdict = None
        self._typed = ""
        self._feedback = ""
        if isinstance(exercise.position, GamePosition):
            game = exercise.position.build()
            self._picture_html = f"<pre class='hb-book-game'>{escape(game.summary())}</pre>"
        else:
            self._picture_html = ""
            self.reset(exercise.explorer(self.language).hive.copy())
        self.highlight = []
        self._draw()

    def _outline(self, answer: Answer) -> None:
        if answer.hexes and not self._picture_html:
            self.highlight = list(answer.hexes)  # on the board
        elif self._picture_html and answer.hive is not None:
            self._picture_html = answer.svg()


__all__ = ["ExerciseBook"]
