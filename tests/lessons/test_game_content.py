"""The shipped table lessons (4 and on), checked against the game engine step by step.

Every position is built by the engine, every intended action succeeds, every listed wrong
try gets its own feedback and is taken back, every listed illegal try is refused by the
engine and explained, every question's answer agrees with the engine where a fact names
it, and every legal action of an act step gets a feedback text that renders in each
language.
"""

from collections import Counter

import pytest

from honeybuzz_lab.game import Game, IllegalAction
from honeybuzz_lab.game.components import RESOURCES
from honeybuzz_lab.lessons import LANGUAGES, LessonRun, StepKind, all_lessons
from honeybuzz_lab.lessons.loader import AREAS

LESSONS = [lesson for lesson in all_lessons() if lesson.on_table]
STEPS = [step for lesson in LESSONS for step in lesson]
ACT = [s for s in STEPS if s.kind is StepKind.ACT]
QUESTIONS = [s for s in STEPS if s.kind is StepKind.QUESTION]


def ids(steps):
    return [s.where for s in steps]


def run_at(step, language="en"):
    run = LessonRun(step.lesson, language=language)
    run.go_to(step.id)
    return run


def fingerprint(game: Game) -> dict:
    return game.state.to_json()


@pytest.mark.parametrize("step", STEPS, ids=ids(STEPS))
def test_position_is_built_by_the_engine(step):
    game = step.start_game()
    assert isinstance(game, Game) and not game.can_undo()  # the learner starts here
    assert fingerprint(step.start_game()) == fingerprint(game)  # a fresh copy each time
    for area in step.highlight:
        assert area["area"] in AREAS
        kind = area["area"]
        if kind == "box":
            assert area["name"] in game.state.board, area
        elif kind == "market":
            assert area["resource"] in RESOURCES
        elif kind == "order":
            assert 0 <= area["stack"] < len(game.state.order_stacks)
        elif kind == "contest":
            assert 0 <= area["index"] < len(game.state.contests)
        elif kind == "space":
            assert tuple(area["space"]) in game.state.woodland.side.spaces
        elif kind == "hex":
            hive = game.players[area.get("player", 0)].hive
            assert hive.tile_at(tuple(area["hex"])) or tuple(area["hex"]) in hive.cells


@pytest.mark.parametrize("step", ACT, ids=ids(ACT))
def test_solutions_succeed(step):
    for action in step.solutions:
        assert step.try_action(action).right, f"{step.where}: {action} should solve the step"
        run = run_at(step)
        outcome = run.act(action)
        assert outcome.right and run.state.solved and run.state.solution == action
        assert run.game.actions == [action]  # the table shows the solution


@pytest.mark.parametrize("step", ACT, ids=ids(ACT))
def test_each_wrong_try_gets_its_feedback_and_is_taken_back(step):
    start = fingerprint(step.start_game())
    for wrong in step.wrong:
        assert wrong.tries, f"{step.where}: give wrong try {wrong.key!r} an example"
        for action in wrong.tries:
            judgement = step.try_action(action)
            assert not judgement.right
            assert judgement.key == wrong.key, f"{step.where}: {action} got {judgement.key}"
            for language in LANGUAGES:
                run = run_at(step, language)
                outcome = run.act(action)
                assert outcome.key == step.key("wrong", wrong.key)
                assert outcome.text and "{" not in outcome.text
                assert fingerprint(run.game) == start  # taken back
                assert not run.state.solved


@pytest.mark.parametrize("step", ACT, ids=ids(ACT))
def test_each_illegal_try_is_refused_by_the_engine_and_explained(step):
    for illegal in step.illegal:
        for action in illegal.tries:
            game = step.start_game()
            with pytest.raises(IllegalAction) as e:
                game.apply(action)
            assert e.value.reason
            for language in LANGUAGES:
                run = run_at(step, language)
                before = fingerprint(run.game)
                outcome = run.act(action)
                assert outcome.status == "illegal"
                assert outcome.key == step.key("illegal", illegal.key)
                assert outcome.reason == e.value.reason
                assert "{" not in outcome.text
                if language == "en":
                    assert e.value.reason in outcome.text  # the engine's reason too
                assert fingerprint(run.game) == before  # nothing changed


@pytest.mark.parametrize("step", ACT, ids=ids(ACT))
def test_every_legal_action_gets_feedback_in_every_language(step):
    """Exhaustive: the learner cannot reach an action without a text for it."""
    judged = Counter()
    for action in step.start_game().legal_actions():
        judgement = step.try_action(action)
        judged[judgement.right] += 1
        for language in LANGUAGES:
            run = run_at(step, language)
            outcome = run.act(action)
            assert outcome.right == judgement.right
            assert outcome.text and "{" not in outcome.text
    assert judged[True] >= 1
    if step.wrong:
        assert judged[False] >= 1


@pytest.mark.parametrize("step", QUESTIONS, ids=ids(QUESTIONS))
def test_question_answers(step):
    assert step.answer <= set(step.options)
    assert len(step.answer) < len(step.options)
    if step.fact is not None:
        assert step.fact.answer(step.start_game(), step.options) == step.answer


def test_most_questions_are_tied_to_the_engine():
    tied = [s for s in QUESTIONS if s.fact is not None]
    assert len(tied) >= len(QUESTIONS) * 2 // 3


@pytest.mark.parametrize("step", STEPS, ids=ids(STEPS))
def test_reconstructed_data_is_named_to_the_learner(step):
    for language in LANGUAGES:
        note = run_at(step, language).note
        if step.reconstructed:
            assert note and ("reconstructed" in note or "rekonstruált" in note)
        else:
            assert note == ""


@pytest.mark.parametrize("step", ACT, ids=ids(ACT))
def test_a_solution_is_shown_again_when_the_learner_comes_back(step):
    run = run_at(step)
    run.act(step.solutions[0])
    run.go_to(0)
    run.go_to(step.id)
    assert run.state.solved and run.game.actions == [step.solutions[0]]
