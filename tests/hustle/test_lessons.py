"""The Honeycomb Hustle lessons: every step solved by its answer, every wrong try refused
with its own feedback, facts held to the engine, both languages with the same texts."""

from __future__ import annotations

import pytest

from honeybuzz_lab.core.lessons import LessonError, ProgressStore, StepKind, fields
from honeybuzz_lab.games.hustle.lessons import (
    HustleLessonRun,
    all_lessons,
    catalog,
    fact_value,
    find_lesson,
)

STEPS = [(plan.id, step.id) for plan in all_lessons() for step in plan]


def _step(lesson: str, step: str):
    plan = find_lesson(lesson)
    return plan[plan.index(step)]


def _run_at(lesson: str, step: str, language: str = "en") -> HustleLessonRun:
    run = HustleLessonRun(lesson, language=language)
    run.go_to(step)
    return run


def test_three_lessons_of_six_to_eight_steps():
    plans = all_lessons()
    assert [p.id for p in plans] == ["hustle_building", "hustle_points", "hustle_drafting"]
    assert all(6 <= len(p) <= 8 for p in plans)
    assert all(step.kind in (StepKind.ACT, StepKind.QUESTION) for p in plans for step in p)
    for plan in plans:  # no read-only steps, and each lesson has steps done at the table
        assert any(step.kind is StepKind.ACT for step in plan)


@pytest.mark.parametrize(("lesson", "step"), STEPS)
def test_each_step_is_solved_by_its_answer(lesson, step):
    s = _step(lesson, step)
    run = _run_at(lesson, step)
    if s.kind is StepKind.QUESTION:
        (answer,) = s.answer
        outcome = run.answer(answer)
    else:
        assert s.solutions, "an act step lists a solution"
        for action in s.solutions:
            assert s.try_action(action).right
        outcome = run.act(s.solutions[0])
    assert outcome.right and run.state.solved
    right = s.key("right") if s.kind is StepKind.ACT else s.key("options", answer, "feedback")
    assert outcome.key == right


@pytest.mark.parametrize(("lesson", "step"), STEPS)
def test_each_wrong_try_is_refused_with_its_own_feedback(lesson, step):
    s = _step(lesson, step)
    texts = catalog("en")
    if s.kind is StepKind.QUESTION:
        for option in s.options:
            if option in s.answer:
                continue
            run = _run_at(lesson, step)
            outcome = run.answer(option)
            assert not outcome.right and not run.state.solved
            assert outcome.key == s.key("options", option, "feedback")
    else:
        for wrong in s.wrong:
            assert wrong.tries, f"{s.where}: wrong try {wrong.key} has an example"
            for action in wrong.tries:
                run = _run_at(lesson, step)
                outcome = run.act(action)
                assert outcome.status == "wrong" and outcome.key == s.key("wrong", wrong.key)
                assert not run.table.game.can_redo()  # taken back for good: no Redo
                assert not run.state.solved and run.game.actions == []  # taken back
                assert outcome.text == texts.text(outcome.key, points=_pts(run))


def _pts(run: HustleLessonRun) -> str:
    # the feedback's points are those of the honeycomb as the wrong action left it
    game = run.step.start_game()
    game.apply(run.state.tries[-1].action)
    return str(game.flower_points(0)["total"])


@pytest.mark.parametrize(("lesson", "step"), STEPS)
def test_a_question_with_a_fact_is_held_to_the_engine(lesson, step):
    s = _step(lesson, step)
    if s.fact is None:
        return
    value = fact_value(s)
    for option in s.options:
        if option in s.answer:
            assert s.option_value(option) == value, option
        elif s.option_value(option) is not None:
            assert s.option_value(option) != value, option


@pytest.mark.parametrize("language", ["en", "hu"])
@pytest.mark.parametrize(("lesson", "step"), STEPS)
def test_no_wrong_feedback_names_the_right_answer(lesson, step, language):
    s = _step(lesson, step)
    if s.kind is not StepKind.QUESTION:
        return
    texts = catalog(language)
    right = [texts[s.key("options", o, "text")].lower() for o in s.answer]
    for option in s.options:
        if option not in s.answer:
            feedback = texts[s.key("options", option, "feedback")].lower()
            assert not any(r in feedback for r in right), (option, language)


def test_both_languages_have_the_same_texts_and_placeholders():
    en, hu = catalog("en"), catalog("hu")
    assert set(en) == set(hu)
    for key in en:
        assert fields(en[key]) == fields(hu[key]), key
    for plan in all_lessons():
        for key in plan.text_keys():
            assert key in en, key
        for step in plan:
            if step.kind is StepKind.ACT:
                assert en.count(step.key("hints")) == 3, step.where  # rule, where, the move


def test_an_illegal_action_is_explained_by_the_engine_and_changes_nothing():
    run = _run_at("hustle_building", "turn-and-place", "hu")
    outcome = run.act("place 1,0 0")  # turned so that no mark meets
    assert outcome.status == "illegal" and "fordulattal" in outcome.text
    assert run.game.actions == [] and not run.state.solved


def test_hints_escalate_and_the_answer_is_offered_after_two_misses():
    run = _run_at("hustle_building", "restart")
    assert run.hint_count == 3 and not run.can_reveal
    run.hint()
    run.act("done")
    assert not run.can_reveal
    run.act("done")
    assert run.can_reveal
    outcome = run.reveal()
    assert outcome.status == "revealed" and run.state.solved and run.score.stars == 1
    assert run.game.actions[0].kind == "restart"


def test_a_solved_step_keeps_its_move_and_refuses_more():
    run = _run_at("hustle_building", "restart")
    run.act("restart")
    with pytest.raises(LessonError):
        run.act("restart")


def test_progress_comes_back_after_a_restart(tmp_path):
    path = tmp_path / "p.json"
    run = HustleLessonRun("hustle_building", progress=ProgressStore(path, texts=catalog))
    run.answer("no")
    run.next()
    run.act("place 1,0 3")
    again = HustleLessonRun("hustle_building", progress=ProgressStore(path, texts=catalog))
    assert again.progress.done == 2 and again.index == 2
    again.go_to(1)
    assert [str(a) for a in again.game.actions] == ["place 1,0 3"]


def test_unknown_lessons_and_questions_are_refused_clearly():
    with pytest.raises(LessonError, match="hustle_building"):
        HustleLessonRun("nope")
    run = HustleLessonRun("hustle_building")
    with pytest.raises(LessonError):
        run.answer("maybe")
    with pytest.raises(LessonError):
        run.act("done")  # the first step is a question


def test_the_lesson_widget_is_one_anywidget_whose_panel_answers_the_page():
    """The table is the lesson: its page draws the panel from the synced state and the
    panel's buttons come back through the same comm as the table's clicks."""
    import anywidget

    from honeybuzz_lab.games.hustle.lessons import HustleLesson
    from honeybuzz_lab.games.hustle.widgets.table import HustleTable

    lesson = HustleLesson("hustle_building", language="hu", progress=False)
    assert isinstance(lesson, anywidget.AnyWidget) and isinstance(lesson, HustleTable)
    assert lesson.table is lesson and lesson.panel["language"] == "hu"
    assert lesson.panel["buttons"]["next"]["label"] == "Tovább"
    wrong = next(o for o in lesson.run.step.options if o not in lesson.run.step.answer)
    lesson._handle_custom_msg({"lesson": "answer", "option": wrong}, [])
    assert lesson.panel["feedback"]["tone"] == "wrong"
    assert {o["id"]: o["mark"] for o in lesson.panel["options"]}[wrong] == "wrong"
    before = lesson.panel
    lesson._handle_custom_msg({"lesson": "answer", "option": "nope"}, [])
    assert lesson.last_error and "'option' must be one of" in lesson.last_error
    assert lesson.panel == before  # a malformed message changes nothing
    lesson._handle_custom_msg({"lesson": "next"}, [])
    assert lesson.run.index == 1 and lesson.last_error is None
    assert lesson.panel["progress"]["current"] == 2
