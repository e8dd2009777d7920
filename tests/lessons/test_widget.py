"""The Lesson widget's Python side: buttons, page messages through the board, rendering.

Page messages go through the board's comm handler exactly as the page sends them; the
browser test (tests/browser/test_lesson_browser.py) clicks the real page.
"""

import re

import pytest

from honeybuzz_lab.games.honeybuzz.hive import parse_tile
from honeybuzz_lab.games.honeybuzz.lessons import Lesson, LessonRun
from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard


def page_place(lesson: Lesson, tile: str) -> None:
    """What a click on the page sends for ``tile``."""
    t = parse_tile(tile)
    message = {
        "kind": "place",
        "anchor": list(t.anchor),
        "direction": t.direction,
        "action": t.action.value,
    }
    lesson.board._handle_custom_msg(message, [])


def text(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html)


def test_the_panel_shows_the_step():
    lesson = Lesson("hive_and_tiles")
    assert repr(lesson) == (
        "Lesson('hive_and_tiles', language='en', step 1 of 7: 'orientations', 0 done)"
    )
    assert "Your hive and its tiles" in lesson._header.value
    assert "Step 1 of 7 · 0 of 7 steps done" in text(lesson._header.value)
    assert "How many orientations?" in lesson._title.value
    assert "<b>hive tiles</b>" in lesson._prompt.value
    assert lesson._back.disabled and lesson._next.description == "Next"
    assert lesson._hint_button.layout.display != "none"  # a question has hints
    assert list(lesson._option_buttons) == ["3", "6", "12"]
    assert lesson.board.read_only and lesson.board.hive.notation == "P(0,0)E"
    assert lesson.board.highlight == [(0, 0)]
    assert isinstance(lesson.board, HiveBoard)


def test_a_lesson_in_hungarian():
    lesson = Lesson(3, language="hu")
    assert lesson.language == "hu"
    assert "Üres cellák és nektár" in lesson._header.value
    assert "1. lépés (összesen 6)" in text(lesson._header.value)
    assert "rekonstrukció" in lesson._note.value  # the starred card is reconstructed
    assert lesson._next.description == "Tovább" and lesson._hint_button.description == "Tipp"


def test_a_wrong_click_on_the_page_is_explained_and_taken_back():
    lesson = Lesson("cells_and_nectar")
    lesson.run.go_to("rosemary")
    start = lesson.board.hive.notation
    page_place(lesson, "P(0,4)SE")
    assert lesson.board.hive.notation == start
    assert "hb-lesson-wrong" in lesson._feedback.value
    feedback = text(lesson._feedback.value)
    assert feedback.startswith("Not quite. The Produce tile P(0,4)SE creates a Cherry Blossom cell")
    assert set(lesson.board.tried) == {(0, 4), (0, 5), (0, 3)}
    assert lesson.board.highlight == [] and not lesson.board.preview_nectar
    assert lesson.board.last_error is None
    assert not lesson.board.history.can_redo()  # a try taken back is gone, not redone
    assert lesson.board._moves == []  # the move list does not offer it
    lesson.board._handle_custom_msg({"kind": "redo"}, [])
    assert lesson.board.hive.notation == start and lesson.board.last_error is not None
    assert len(lesson.run.state.tries) == 1


def test_a_right_click_solves_the_step():
    lesson = Lesson("cells_and_nectar")
    lesson.run.go_to("rosemary")
    page_place(lesson, "P(2,1)E")
    assert lesson.run.state.solved and lesson.board.read_only
    assert "hb-lesson-right" in lesson._feedback.value
    assert text(lesson._feedback.value).startswith("Right! Rosemary!")
    assert lesson.board.notice == "Right!"
    assert "Done: go on with Next." in lesson._todo.value
    assert "1 of 6 steps done" in text(lesson._header.value)


@pytest.mark.parametrize(
    ("language", "board_says", "panel_says"),
    [
        (
            "en",
            "The tail hex (1,0) is already covered by the Forage tile at (2,0)-(1,0).",
            "The Produce tile P(0,0)E cannot go there: (1,0) is already covered by a tile.",
        ),
        (
            "hu",
            "Az (1,0) mezőt, ahová a sima mező kerülne, már a (2,0)-(1,0) mezőkön fekvő "
            "Gyűjtés lapka fedi.",
            "A Termelés lapka (T(0,0)K) nem kerülhet oda: ez a mező már foglalt: (1,0).",
        ),
    ],
)
def test_an_illegal_click_is_refused_in_the_learners_language(language, board_says, panel_says):
    lesson = Lesson("cells_and_nectar", language=language)
    assert lesson.board.language == language
    lesson.run.go_to("rosemary")
    page_place(lesson, "P(0,0)E")
    assert lesson.board.last_error == board_says  # the board's own reason, in the language
    assert lesson.run.outcome is not None and lesson.run.outcome.status == "illegal"
    assert panel_says in text(lesson._feedback.value)  # the try is recorded and explained
    assert len(lesson.board.hive) == 6


def test_a_click_on_a_board_that_takes_no_moves():
    lesson = Lesson("cells_and_nectar", language="hu")
    lesson.run.go_to("guess-acacia")  # a question: the board only shows
    page_place(lesson, "P(1,2)NE")
    assert lesson.board.last_error == "Ez a tábla csak mutatja a kaptárt: lépést nem fogad."
    assert "Ebben a lépésben nem kell lépni a táblán." in text(lesson._feedback.value)
    assert len(lesson.board.hive) == 4


def test_buttons():
    lesson = Lesson("cells_and_nectar")
    assert lesson.run.step.id == "first-cell" and lesson._back.disabled
    lesson._hint_button.click()
    lesson._hint_button.click()
    assert "Hint 2 of 3" in lesson._hints.value and not lesson._hint_button.disabled
    lesson._hint_button.click()  # the last hint outlines the move on the board
    assert "Hint 3 of 3" in lesson._hints.value and lesson._hint_button.disabled
    lesson.place("P(-4,3)NE")
    lesson._reset.click()
    assert (
        lesson.run.state.hints == 0 and lesson._hints.value == "" and lesson._feedback.value == ""
    )
    lesson._next.click()
    assert lesson.run.step.id == "guess-acacia" and not lesson._back.disabled
    lesson._back.click()
    assert lesson.run.step.id == "first-cell"


def test_question_buttons_mark_the_tries():
    lesson = Lesson("cells_and_nectar")
    lesson.run.go_to("guess-acacia")
    buttons = lesson._option_buttons
    assert list(buttons) == ["wildflower", "rosemary", "cherry_blossom", "acacia", "barren"]
    assert lesson.board.tray == ()  # nothing to place
    buttons["rosemary"].click()
    assert buttons["rosemary"].button_style == "danger" and buttons["rosemary"].icon == "times"
    assert text(lesson._feedback.value).startswith("Not quite. Rosemary has four tiles")
    buttons["acacia"].click()
    assert buttons["acacia"].button_style == "success"
    assert lesson.run.state.solved
    lesson._next.click()
    assert lesson._options.children == ()


def test_the_last_step_finishes_the_lesson():
    lesson = Lesson("hive_actions")
    for _ in range(len(lesson.run.lesson)):  # work through every step, as a learner would
        step = lesson.run.step
        if step.kind.value == "place":
            lesson.place(step.solutions[0])
        elif step.kind.value == "question":
            lesson._option_buttons[sorted(step.answer)[0]].click()
        if lesson.run.index + 1 == len(lesson.run.lesson):
            assert lesson._next.description == "Finish"
        lesson._next.click()
    assert lesson.run.finished
    assert "Lesson complete" in lesson._feedback.value
    assert "9 of 9 steps done" in text(lesson._header.value)


def test_a_lesson_error_is_shown_not_lost():
    lesson = Lesson("cells_and_nectar")
    lesson.run.go_to("first-cell")
    lesson.place("P(1,2)NE")
    lesson._safely(lambda: lesson.place("P(3,-2)SE"))
    assert "already solved" in lesson._feedback.value


def test_static_html_for_notebooks_without_a_kernel():
    lesson = Lesson("cells_and_nectar")
    lesson.run.go_to("guess-acacia")
    data = lesson._repr_mimebundle_()
    data = data[0] if isinstance(data, tuple) else data
    assert data["text/plain"] == repr(lesson)
    html = data["text/html"]
    assert "Read the pattern" in html and "<svg" in html and "Cherry Blossom" in html
    assert "reconstructed" in html


def test_a_lesson_can_drive_a_board_it_is_given():
    board = HiveBoard(coords=True)
    lesson = Lesson("hive_and_tiles", board=board)
    assert lesson.board is board and isinstance(lesson.run, LessonRun)
    assert board.hive.notation == "P(0,0)E"


def test_a_lesson_speaks_its_language_on_the_board_too():
    board = HiveBoard()
    Lesson("hive_and_tiles", language="hu", board=board)
    assert board.language == "hu"
    assert board._texts["terms.action.produce"] == "Termelés"
    assert board._status["text"] == "Újrakezdve."
