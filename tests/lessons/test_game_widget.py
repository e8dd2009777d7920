"""The GameLesson widget's Python side: a real GameTable, page messages through its comm.

Page messages go through the table's comm handler exactly as the page sends them; the
browser test (tests/browser/test_game_lesson_browser.py) clicks the real page.
"""

from html import escape

import anywidget
import pytest

from honeybuzz_lab.core.i18n import text as text_of
from honeybuzz_lab.games.honeybuzz.lessons import (
    GameLesson,
    LessonError,
    all_lessons,
    catalog,
    load_lesson,
    parse_action,
)
from honeybuzz_lab.games.honeybuzz.widgets import GameTable

from .panelpage import feedback, header, tone


def page_act(lesson: GameLesson, action: str) -> None:
    """What a click on the table sends for ``action`` (lesson notation)."""
    message = {"kind": "act", "action": parse_action(action).to_json()}
    lesson.table._handle_custom_msg(message, [])


def test_the_panel_and_the_table_show_the_step():
    lesson = GameLesson("woodland")
    assert repr(lesson) == "GameLesson('woodland', language='en', step 1 of 10: 'cost', 0 done)"
    assert "Step 1 of 10 · 0 of 10 steps done" in header(lesson)
    assert "reconstructed" in lesson.panel["note"]
    assert isinstance(lesson, anywidget.AnyWidget) and lesson.table is lesson
    assert isinstance(lesson.table, GameTable) and lesson.table.bots == {}
    assert lesson.table.game.pending.kind == "forage"
    assert lesson.table.highlight == [
        {"area": "space", "space": [2, 0]},
        {"area": "space", "space": [3, 0]},
        {"area": "space", "space": [1, 2]},
    ]


def test_clicks_on_the_table_wrong_then_right():
    lesson = GameLesson("woodland")
    lesson.run.go_to("collect-free")
    page_act(lesson, "forage(C3)")  # two spaces: it costs two coins
    assert "Not quite." in feedback(lesson) and tone(lesson) == "wrong"
    assert "paying 2 coins" in feedback(lesson)
    assert lesson.table.game.actions == []
    assert lesson.table.notice == "Taken back: try again."
    assert not lesson.table._history["redo"]  # the page's Redo is not lit for a wrong try
    page_act(lesson, "forage(A2)")
    assert "Right!" in feedback(lesson) and tone(lesson) == "right"
    assert lesson.run.state.solved and len(lesson.table.game.actions) == 1
    assert "1 of 10 steps done" in header(lesson)
    assert lesson.panel["progress"]["done"] == 1


@pytest.mark.parametrize(
    ("language", "says"),
    [
        ("en", "Not allowed: that space is four steps away"),
        ("hu", "Nem szabályos: az a mező négy lépésre van"),
    ],
)
def test_a_refused_click_is_explained_in_the_learners_language(language, says):
    lesson = GameLesson("woodland", language=language)
    lesson.run.go_to("pay")
    page_act(lesson, "forage(E3)")  # six coins; Anna has five
    assert lesson.table.game.actions == []
    assert lesson.run.log[-1].status == "illegal"
    assert says in feedback(lesson) and tone(lesson) == "illegal"
    assert lesson.table.last_error.startswith(says)
    label = lesson.run.texts["ui.labels.illegal"]
    assert label not in feedback(lesson)  # said once, not twice


@pytest.mark.parametrize(("language", "opening"), [("en", "Not allowed"), ("hu", "Nem szabályos")])
def test_every_refusal_says_it_is_not_allowed_in_its_first_words(language, opening):
    """The panel shows a refused action's words without a label: they must say it."""
    texts = catalog(language)
    assert opening.lower() in texts.text("ui.feedback.illegal_action", reason="").lower()
    for lesson in all_lessons():
        for step in lesson:
            for illegal in step.illegal:
                assert texts[step.key("illegal", illegal.key)].startswith(opening + ":")


def test_a_hungarian_lesson_speaks_hungarian_on_the_panel_and_the_table_notices():
    lesson = GameLesson("market_and_orders", language="hu")
    lesson.run.go_to("complete")
    assert "6. lépés (összesen 8)" in header(lesson)
    page_act(lesson, "order(0)")
    assert "Nem egészen." in feedback(lesson)
    assert lesson.table.notice == "Visszavéve: próbáld újra."
    page_act(lesson, "order(1)")
    assert "Helyes!" in feedback(lesson)


def test_static_html_for_every_step():
    for lesson_id in ("workers_and_beelines", "honey", "contests_end_scoring"):
        lesson = GameLesson(lesson_id)
        for i, step in enumerate(load_lesson(lesson_id)):
            lesson.run.go_to(i)
            html = lesson.to_html()
            assert html.startswith('<div class="hb-lesson-static">')
            assert escape(lesson.run.step_title) in html and step.id == lesson.run.step.id


def test_a_lesson_refuses_what_it_cannot_drive():
    with pytest.raises(LessonError, match="played on a hive board"):
        GameLesson("hive_actions")


def test_a_lesson_is_its_own_table_without_bots():
    lesson = GameLesson("market_and_orders")
    table = lesson.table
    assert table.bots == {}
    lesson.run.go_to("end-turn")
    assert lesson.act("end_turn()").right
    assert table.game.pending.player == 1  # Ben's decision waits: nobody plays it
    assert len(table.game.actions) == 1 and table.last_error is None


def test_a_question_step_keeps_the_tables_guides_to_itself():
    lesson = GameLesson("workers_and_beelines")
    lesson.run.go_to("how-tall")  # "How tall must her beeline be?" on the Forage box
    table = lesson.table
    assert table.guides is False
    pending = table._pending
    assert pending["guides"] is False and pending["actions"] == [] and not pending["mine"]
    question = text_of("en", "table.error.question")
    assert pending["why"] == question
    assert "take_tile" not in str(pending)  # no answer to read in the synced state
    before = table.game.history.ply
    page_act(lesson, "take_tile(forage,3)")  # a click on the table answers nothing
    assert table.game.history.ply == before
    assert table.last_error == question
    assert table._roles[0]["you"] is True  # still the learner's seat
    lesson.run.go_to("taller")  # the next step acts at the table: the guides are back
    assert table.guides is True and table._pending["mine"] is True
    assert any(a[0]["kind"] == "take_tile" for a in table._pending["actions"])
