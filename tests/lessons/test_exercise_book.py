"""Lesson 10's exercise book, driven from Python as its buttons drive it."""

from __future__ import annotations

import pytest

from honeybuzz_lab.games.honeybuzz.lessons.exercise_book import ExerciseBook
from honeybuzz_lab.games.honeybuzz.lessons.exercises import EXERCISES


def test_an_exercise_is_answered_wrong_then_right_and_outlined():
    book = ExerciseBook()
    assert book.exercise.id == "empty-cells"
    assert "Exercise 1 of 9 · 0 solved" in book._header.value
    book._input.value = "5"
    book._check.click()
    assert book.verdict is not None and not book.verdict.right
    assert "hb-book-wrong" in book._feedback.value and "Not quite" in book._feedback.value
    assert book.picture.highlight == []
    assert book.answer(4).right
    assert "hb-book-right" in book._feedback.value
    assert book.picture.highlight == [(0, 0), (2, -1), (4, -5), (5, -1)]
    assert "1 solved" in book._header.value


def test_hint_and_reveal():
    book = ExerciseBook(language="hu")
    book._hint.click()
    assert "belső hatszög" in book._feedback.value
    book.go_to("best-fan")
    book._reveal.click()
    assert "A motor válasza" in book._feedback.value and "ex.best_fan()" in book._feedback.value
    assert set(book.picture.highlight) == {(-1, 3), (0, 2), (3, -1), (4, -1)}
    assert book.exercise.id not in book.solved  # revealing is not solving


def test_moving_through_the_book():
    book = ExerciseBook()
    assert book._back.disabled and not book.back()
    for _ in range(len(EXERCISES) - 1):
        assert book.next()
    assert book._next.disabled and not book.next()
    assert book.exercise.id == EXERCISES[-1].id
    assert book.back() and book._input.value == "" and book._feedback.value == ""
    with pytest.raises(ValueError, match="there is no exercise 'x'"):
        book.go_to("x")


def test_game_exercises_show_the_game_and_are_checked():
    book = ExerciseBook()
    book.go_to("order")
    assert book.answer("middle").right is not None
    right = [word for word in ("left", "middle", "right") if book.answer(word).right]
    assert len(right) == 1
    assert not book.answer("sideways").right
    assert book.verdict.text == "Write left, middle or right (or none)."


def test_an_empty_book_is_refused():
    with pytest.raises(ValueError, match="at least one exercise"):
        ExerciseBook(())
