"""The Lesson widget's Python side: buttons, page messages through the board, rendering.

A lesson is one anywidget (its board) whose page draws the panel from the synced state.
Page messages go through the board's comm handler exactly as the page sends them; the
browser test (tests/browser/test_lesson_browser.py) clicks the real page.
"""

import anywidget
import pytest

from honeybuzz_lab.games.honeybuzz.hive import parse_tile
from honeybuzz_lab.games.honeybuzz.lessons import Lesson, LessonRun
from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard

from .panelpage import answer, button, feedback, header, options, press, text, tone


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


def test_the_panel_shows_the_step():
    lesson = Lesson("hive_and_tiles")
    assert repr(lesson) == (
        "Lesson('hive_and_tiles', language='en', step 1 of 7: 'orientations', 0 done)"
    )
    assert "Your hive and its tiles" in header(lesson)
    assert "Step 1 of 7 · 0 of 7 steps done" in header(lesson)
    assert lesson.panel["step_title"] == "How many orientations?"
    assert "<b>hive tiles</b>" in lesson.panel["prompt"]
    assert not button(lesson, "back")["enabled"] and button(lesson, "next")["label"] == "Next"
    assert button(lesson, "hint")["shown"]  # a question has hints
    assert not button(lesson, "reveal")["shown"]  # not before two misses
    assert list(options(lesson)) == ["3", "6", "12"]
    assert lesson.board.read_only and lesson.board.hive.notation == "P(0,0)E"
    assert lesson.board.highlight == [(0, 0)]
    assert isinstance(lesson.board, HiveBoard)


def test_a_lesson_is_one_anywidget_its_board():
    lesson = Lesson("hive_and_tiles")
    assert isinstance(lesson, anywidget.AnyWidget) and lesson.board is lesson
    assert lesson._lesson["title"] == "Your hive and its tiles"  # synced: the page draws it
    assert "_lesson" in lesson.keys


def test_a_lesson_in_hungarian():
    lesson = Lesson(3, language="hu")
    assert lesson.language == "hu"
    assert "Üres cellák és nektár" in header(lesson)
    assert "1. lépés (összesen 6)" in header(lesson)
    assert "rekonstrukció" in lesson.panel["note"]  # the starred card is reconstructed
    assert button(lesson, "next")["label"] == "Tovább" and button(lesson, "hint")["label"] == "Tipp"
    assert lesson.panel["language"] == "hu"


def test_a_wrong_click_on_the_page_is_explained_and_taken_back():
    lesson = Lesson("cells_and_nectar")
    lesson.run.go_to("rosemary")
    start = lesson.board.hive.notation
    page_place(lesson, "P(0,4)SE")
    assert lesson.board.hive.notation == start
    assert tone(lesson) == "wrong"
    said = text(feedback(lesson))
    assert said.startswith("Not quite. The Produce tile P(0,4)SE creates a Cherry Blossom cell")
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
    assert tone(lesson) == "right"
    assert text(feedback(lesson)).startswith("Right! Rosemary!")
    assert lesson.board.notice == "Right!"
    assert "Done: go on with Next." in lesson.panel["todo"]
    assert "1 of 6 steps done" in header(lesson)


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
    assert panel_says in text(feedback(lesson))  # the try is recorded and explained
    assert len(lesson.board.hive) == 6


def test_a_click_on_a_board_that_takes_no_moves():
    lesson = Lesson("cells_and_nectar", language="hu")
    lesson.run.go_to("guess-acacia")  # a question: the board only shows
    page_place(lesson, "P(1,2)NE")
    assert lesson.board.last_error == "Ez a tábla csak mutatja a kaptárt: lépést nem fogad."
    assert "Ebben a lépésben nem kell lépni a táblán." in text(feedback(lesson))
    assert tone(lesson) == "info"
    assert len(lesson.board.hive) == 4


def test_buttons():
    lesson = Lesson("cells_and_nectar")
    assert lesson.run.step.id == "first-cell" and not button(lesson, "back")["enabled"]
    press(lesson, "hint")
    press(lesson, "hint")
    hints = lesson.panel["hints"]
    assert hints["counter"] == "Hint 2 of 3" and len(hints["items"]) == 2
    assert button(lesson, "hint")["enabled"]
    press(lesson, "hint")  # the last hint outlines the move on the board
    assert lesson.panel["hints"]["counter"] == "Hint 3 of 3"
    assert not button(lesson, "hint")["enabled"]
    lesson.place("P(-4,3)NE")
    press(lesson, "reset")
    assert lesson.run.state.hints == 0 and lesson.panel["hints"]["items"] == []
    assert feedback(lesson) == ""
    press(lesson, "next")
    assert lesson.run.step.id == "guess-acacia" and button(lesson, "back")["enabled"]
    press(lesson, "back")
    assert lesson.run.step.id == "first-cell"
    assert lesson.last_error is None  # every press was carried out


def test_question_buttons_mark_the_tries():
    lesson = Lesson("cells_and_nectar")
    lesson.run.go_to("guess-acacia")
    assert list(options(lesson)) == ["wildflower", "rosemary", "cherry_blossom", "acacia", "barren"]
    assert lesson.board.tray == ()  # nothing to place
    answer(lesson, "rosemary")
    assert options(lesson)["rosemary"] == "wrong" and options(lesson)["acacia"] == ""
    assert text(feedback(lesson)).startswith("Not quite. Rosemary has four tiles")
    answer(lesson, "acacia")
    assert options(lesson)["acacia"] == "right"
    assert lesson.run.state.solved
    press(lesson, "next")
    assert lesson.panel["options"] == []


def test_the_last_step_finishes_the_lesson():
    lesson = Lesson("hive_actions")
    for _ in range(len(lesson.run.lesson)):  # work through every step, as a learner would
        step = lesson.run.step
        if step.kind.value == "place":
            lesson.place(step.solutions[0])
        elif step.kind.value == "question":
            answer(lesson, sorted(step.answer)[0])
        if lesson.run.index + 1 == len(lesson.run.lesson):
            assert button(lesson, "next")["label"] == "Finish"
        press(lesson, "next")
    assert lesson.run.finished
    assert "Lesson complete" in feedback(lesson) and tone(lesson) == "right"
    assert "9 of 9 steps done" in header(lesson)


def test_a_lesson_error_is_shown_not_lost():
    lesson = Lesson("cells_and_nectar")
    lesson.run.go_to("first-cell")
    lesson.place("P(1,2)NE")
    assert not lesson._safely(lambda: lesson.place("P(3,-2)SE"))
    assert "already solved" in feedback(lesson) and tone(lesson) == "wrong"
    press(lesson, "reveal")  # the answer is not offered in a solved step: said, not lost
    assert feedback(lesson).startswith("The answer is offered after 2 wrong tries")
    assert tone(lesson) == "wrong" and lesson.last_error is None


@pytest.mark.parametrize(
    ("message", "reason"),
    [
        ({"lesson": "fly"}, "unknown lesson request 'fly': expected one of answer, back, hint"),
        ({"lesson": 3}, "unknown lesson request 3"),
        ({"lesson": "answer"}, "a lesson 'answer' message needs option"),
        ({"lesson": "next", "option": "a"}, "a lesson 'next' message takes no option"),
        ({"lesson": "answer", "option": "lilac"}, "'option' must be one of the question's"),
        ({"lesson": "answer", "option": ["acacia"]}, "'option' must be one of the question's"),
    ],
)
def test_a_malformed_panel_message_is_refused_and_changes_nothing(message, reason):
    lesson = Lesson("cells_and_nectar", language="hu")
    lesson.run.go_to("guess-acacia")
    before, tries = lesson.panel, len(lesson.run.log)
    lesson._handle_custom_msg(message, [])
    assert lesson.last_error is not None and reason in lesson.last_error
    assert lesson.last_error.startswith("A tábla nem tudta")  # the board's own sentence
    assert lesson.panel == before and len(lesson.run.log) == tries
    answer(lesson, "acacia")  # the next good message clears the error line
    assert lesson.last_error is None and lesson.run.state.solved


def test_static_html_for_notebooks_without_a_kernel():
    lesson = Lesson("cells_and_nectar")
    lesson.run.go_to("guess-acacia")
    data = lesson._repr_mimebundle_()
    data = data[0] if isinstance(data, tuple) else data
    assert data["text/plain"] == repr(lesson)
    html = data["text/html"]
    assert "Read the pattern" in html and "<svg" in html and "Cherry Blossom" in html
    assert "reconstructed" in html


def test_a_lesson_drives_itself_as_its_board():
    lesson = Lesson("hive_and_tiles", compact=True)  # the board's own settings are taken
    assert lesson.compact and isinstance(lesson.run, LessonRun) and lesson.run.board is lesson
    assert lesson.hive.notation == "P(0,0)E"


def test_a_lesson_speaks_its_language_on_the_board_too():
    board = Lesson("hive_and_tiles", language="hu")
    assert board.language == "hu"
    assert board._texts["terms.action.produce"] == "Termelés"
    assert board._status["text"] == "Újrakezdve."
