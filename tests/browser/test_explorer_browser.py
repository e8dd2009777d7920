"""Lesson 10 in a real JupyterLab: an exercise answered, checked by the engine, outlined."""

from __future__ import annotations

from typing import Any


def test_an_exercise_answered_wrong_then_right(lab: Any) -> None:
    page = lab.notebook(
        [
            "from honeybuzz_lab.games.honeybuzz.lessons.exercise_book import ExerciseBook\n"
            "book = ExerciseBook(language='en')\nbook",
        ],
        wait=".hb-book .hb-board",
    )
    book = page.locator(".hb-book")
    assert "Exercise 1 of 9 · 0 solved" in book.text_content()
    assert "How many empty cells does this hive have?" in book.text_content()
    answer = book.locator(".hb-book-input input")

    answer.fill("5")
    book.locator(".hb-book-check").click()
    wrong = book.locator(".hb-book-wrong")
    wrong.wait_for(state="visible", timeout=15_000)
    assert wrong.text_content().startswith("Not quite.")
    assert "ex.cells(empty=True)" in wrong.text_content()
    assert lab.kernel_json("book.verdict.right") is False

    answer.fill("4")
    answer.press("Enter")  # Enter checks too
    right = book.locator(".hb-book-right")
    right.wait_for(state="visible", timeout=15_000)
    assert right.text_content().startswith("Right! The engine agrees: Number of empty cells: 4")
    assert "1 solved" in book.text_content()
    # the four empty cells are outlined on the board
    page.wait_for_function(
        "() => document.querySelectorAll("
        "'.hb-book .hb-layer-highlight .hb-highlight').length === 4",
        timeout=15_000,
    )
    assert lab.kernel_json("sorted(book.picture.highlight)") == [[0, 0], [2, -1], [4, -5], [5, -1]]

    # Next: the Market tile exercise; Show the answer reveals the engine's answer.
    book.locator(".hb-book-next").click()
    page.wait_for_function(
        "() => document.querySelector('.hb-book').textContent.includes('Exercise 2 of 9')"
    )
    book.locator(".hb-book-reveal").click()
    info = book.locator(".hb-book-info")
    info.wait_for(state="visible", timeout=15_000)
    assert "2 placements of a Market tile do it: M(2,-3)W, M(1,-3)E." in info.text_content()
    # the query line is small print, but 11 px or more
    size = info.locator("small").evaluate("(n) => parseFloat(getComputedStyle(n).fontSize)")
    assert size >= 11, size
    assert not lab.page_errors
