"""Lesson 10's exercise book, driven from Python and by the page's messages (one widget:
a read-only hive board with the book drawn around it)."""

from __future__ import annotations

import anywidget
import pytest

from honeybuzz_lab.games.honeybuzz.lessons.exercise_book import ExerciseBook
from honeybuzz_lab.games.honeybuzz.lessons.exercises import EXERCISES
from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard


def page(book: ExerciseBook, what: str, **fields: object) -> bool:
    """What the page's button ``what`` sends."""
    return book.handle_message({"book": what, **fields})


def test_an_exercise_is_answered_wrong_then_right_and_outlined():
    book = ExerciseBook()
    assert isinstance(book, anywidget.AnyWidget) and isinstance(book, HiveBoard)
    assert book.read_only and book.picture is book  # the hive is on the book's own board
    assert book.exercise.id == "empty-cells"
    assert book._book["progress"] == "Exercise 1 of 9 · 0 solved"
    assert page(book, "check", answer="5")
    assert book.verdict is not None and not book.verdict.right
    assert "hb-book-wrong" in book.feedback and "Not quite" in book._book["feedback"]
    assert book.picture.highlight == []
    assert book.answer(4).right
    assert "hb-book-right" in book.feedback and book._book["answer"] == "4"
    assert book.picture.highlight == [(0, 0), (2, -1), (4, -5), (5, -1)]
    assert "1 solved" in book._book["progress"]


def test_hint_and_reveal():
    book = ExerciseBook(language="hu")
    assert page(book, "hint")
    assert "belső hatszög" in book.feedback
    book.go_to("best-fan")
    assert page(book, "reveal")
    assert "A motor válasza" in book.feedback and "ex.best_fan()" in book.feedback
    assert set(book.picture.highlight) == {(-1, 3), (0, 2), (3, -1), (4, -1)}
    assert book.exercise.id not in book.solved  # revealing is not solving


def test_moving_through_the_book():
    book = ExerciseBook()
    assert book._book["enabled"]["back"] is False and not book.back()
    for _ in range(len(EXERCISES) - 1):
        assert page(book, "next")
    assert book._book["enabled"]["next"] is False and not book.next()
    assert book.exercise.id == EXERCISES[-1].id
    book.answer("x")
    assert book.back() and book._book["answer"] == "" and book._book["feedback"] == ""
    with pytest.raises(ValueError, match="there is no exercise 'x'"):
        book.go_to("x")


def test_game_exercises_show_the_game_and_are_checked():
    book = ExerciseBook()
    book.go_to("order")
    assert book.picture is None and book._book["picture"].startswith("<pre class='hb-book-game'>")
    assert book.answer("middle").right is not None
    right = [word for word in ("left", "middle", "right") if book.answer(word).right]
    assert len(right) == 1
    assert not book.answer("sideways").right
    assert book.verdict.text == "Write left, middle or right (or none)."
    book.go_to("empty-cells")
    assert book.picture is book and book._book["picture"] == ""


@pytest.mark.parametrize(
    ("message", "reason"),
    [
        ({"book": "fly"}, "unknown exercise book request 'fly'"),
        ({"book": "check"}, "needs answer"),
        ({"book": "check", "answer": 4}, "an answer is a text"),
        ({"book": "check", "answer": "1" * 201}, "at most 200 characters"),
        ({"book": "hint", "x": 1}, "takes no x"),
        (
            {"kind": "place", "anchor": [0, 0], "direction": 0, "action": "market"},
            "only shows the hive",
        ),
    ],
)
def test_a_malformed_or_refused_page_message_is_shown_and_changes_nothing(message, reason):
    book = ExerciseBook()
    book.answer("5")
    before = (book._book, book.hive.to_json(), book.highlight)
    assert not book.handle_message(message)
    assert reason in book._error
    assert (book._book, book.hive.to_json(), book.highlight) == before


def test_the_book_goes_on_in_another_language():
    book = ExerciseBook()
    book.next()
    book.language = "hu"
    assert book._book["progress"] == "2. feladat (összesen 9) · 0 megoldva"
    assert book._book["labels"]["check"] == "Ellenőrzés"


def test_an_empty_book_is_refused():
    with pytest.raises(ValueError, match="at least one exercise"):
        ExerciseBook(())
