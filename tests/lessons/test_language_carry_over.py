"""Changing a lesson's language carries the learner's progress over, in both games.

A step done in one language counts as done in the other; the store keeps the language of
each row (a carried step is saved again in the new language); "Start again" forgets a
step in every language, so the other language's record does not bring it back.
"""

from __future__ import annotations

import sqlite3

import pytest

from honeybuzz_lab.core.lessons.progress import ProgressStore, StepRecord, furthest
from honeybuzz_lab.core.lessons.steps import StepKind
from honeybuzz_lab.core.store import DB_NAME
from honeybuzz_lab.games.honeybuzz.lessons import GameLesson, Lesson, LessonRun
from honeybuzz_lab.games.hustle.lessons import HustleLesson, HustleLessonRun


def _rows(path, lesson):
    with sqlite3.connect(path) as db:
        rows = db.execute(
            "SELECT language, step, solved, tries, hints FROM progress WHERE lesson = ?", (lesson,)
        ).fetchall()
    return {(lang, step): (solved, tries, hints) for lang, step, solved, tries, hints in rows}


def _first_question(run) -> int:
    return next(i for i, s in enumerate(run.lesson.steps) if s.kind is StepKind.QUESTION)


def _wrong(step) -> str:
    return next(o for o in step.options if o not in step.answer)


#: (the lesson widget, a lesson of it): Honey Buzz on a board and on a table, Hustle.
WIDGETS = [(Lesson, "hive_and_tiles"), (GameLesson, "woodland"), (HustleLesson, "hustle_points")]


@pytest.mark.parametrize(("widget", "lesson"), WIDGETS, ids=[w[1] for w in WIDGETS])
def test_switching_the_widgets_language_keeps_the_step_tries_hints_and_answers(
    tmp_path, widget, lesson
):
    path = tmp_path / DB_NAME
    w = widget(lesson, progress=ProgressStore(path))
    run = w.run
    first = _first_question(run)
    run.go_to(first)
    right = sorted(run.step.answer)[0]
    run.answer(_wrong(run.step))
    run.answer(right)  # done, after a miss
    later = next(
        (i for i, s in enumerate(run.lesson.steps) if i > first and s.kind is StepKind.QUESTION),
        None,
    )
    if later is None:
        pytest.skip(f"{lesson} has one question")
    run.go_to(later)
    wrong = _wrong(run.step)
    run.answer(wrong)
    run.hint()
    english = w.panel
    assert english["language"] == "en" and english["hints"]["items"]

    w.language = "hu"

    hungarian = w.panel
    assert hungarian["language"] == "hu" and hungarian["title"] != english["title"]
    assert hungarian["step"] == english["step"]  # the step reached stays
    assert hungarian["progress"]["done"] == english["progress"]["done"] >= 1
    assert hungarian["score"] and hungarian["score"] != english["score"]  # said in Hungarian
    assert len(hungarian["hints"]["items"]) == len(english["hints"]["items"]) == 1
    assert hungarian["hints"]["items"] != english["hints"]["items"]
    marks = {o["id"]: o["mark"] for o in hungarian["options"]}
    assert marks[wrong] == "wrong"  # the wrong try stays marked
    assert hungarian["feedback"]["tone"] == "wrong"
    assert hungarian["feedback"]["html"] != english["feedback"]["html"]
    assert (run.state.attempts, run.state.misses, run.state.hints) == (1, 1, 1)
    assert run.states[first].solved and run.states[first].misses == 1
    # Both languages' rows are kept, each with its language.
    rows = _rows(path, run.lesson.id)
    step_id = run.lesson.steps[first].id
    assert rows[("en", step_id)][0] == 1 and rows[("hu", step_id)][0] == 1
    assert rows[("hu", run.step.id)] == (0, 1, 1)


def test_a_step_done_in_one_language_counts_in_the_other_when_opened(tmp_path):
    path = tmp_path / DB_NAME
    english = LessonRun("hive_and_tiles", progress=ProgressStore(path))
    english.answer("12")
    english.answer("6")
    hungarian = LessonRun("hive_and_tiles", language="hu", progress=ProgressStore(path))
    assert hungarian.index == 1 and hungarian.states[0].solved
    assert hungarian.score.tries == 2 and hungarian.score.misses == 1
    assert _rows(path, "hive_and_tiles")[("hu", "orientations")] == (1, 2, 0)
    # A step done only in Hungarian counts in English too.
    hungarian.answer("4")
    again = LessonRun("hive_and_tiles", progress=ProgressStore(path))
    assert again.index == 2 and again.progress.done == 2


def test_hustle_progress_is_carried_over_when_opened(tmp_path):
    path = tmp_path / DB_NAME
    run = HustleLessonRun("hustle_points", progress=ProgressStore(path))
    question = _first_question(run)
    run.go_to(question)
    run.answer(sorted(run.step.answer)[0])
    other = HustleLessonRun("hustle_points", language="hu", progress=ProgressStore(path))
    assert other.states[question].solved and other.score.stars == 3


def test_the_learners_own_record_wins_a_tie_and_a_done_step_beats_tries():
    done = StepRecord(solved=True, solution="6", tries=1)
    busy = StepRecord(tries=5, misses=5, hints=2)
    assert furthest([busy, done]) is done
    assert furthest([StepRecord(tries=1), StepRecord(tries=1)]) is not None
    first = StepRecord(tries=1)
    assert furthest([first, StepRecord(tries=1)]) is first
    assert furthest([]) is None


def test_switching_to_a_language_whose_run_went_further_takes_its_steps(tmp_path):
    path = tmp_path / DB_NAME
    hungarian = LessonRun("hive_and_tiles", language="hu", progress=ProgressStore(path))
    hungarian.answer("6")
    hungarian.next()
    hungarian.answer("4")  # two steps done in Hungarian
    board = Lesson("hive_and_tiles", progress=ProgressStore(path))
    board.run.reset_lesson()  # English starts again: forgotten in both languages
    assert board.run.progress.done == 0 and not _rows(path, "hive_and_tiles")
    board.run.answer("6")
    other = LessonRun("hive_and_tiles", language="hu", progress=ProgressStore(path))
    other.answer("4")  # meanwhile another notebook does step 2 in Hungarian
    board.language = "hu"
    assert board.run.progress.done == 2 and board.run.states[1].answer == "4"
    assert board.panel["progress"]["done"] == 2


def test_start_again_forgets_a_step_in_every_language(tmp_path):
    path = tmp_path / DB_NAME
    run = LessonRun("hive_and_tiles", progress=ProgressStore(path))
    run.answer("6")
    LessonRun("hive_and_tiles", language="hu", progress=ProgressStore(path))  # carried over
    assert {lang for lang, _ in _rows(path, "hive_and_tiles")} == {"en", "hu"}
    run.go_to(0)
    run.reset_step()
    assert _rows(path, "hive_and_tiles") == {}
    assert LessonRun("hive_and_tiles", language="hu", progress=ProgressStore(path)).index == 0


def test_a_language_the_lessons_lack_is_refused_and_nothing_changes(tmp_path):
    w = Lesson("hive_and_tiles", progress=ProgressStore(tmp_path / DB_NAME))
    w.run.answer("6")
    before = w.panel
    with pytest.raises(Exception, match="language"):
        w.run.set_language("de")
    assert w.run.language == "en" and w.panel == before
