"""A learner's way through a table lesson, from Python and as the page would (on the game)."""

import pytest

from honeybuzz_lab.games.honeybuzz.game import actions as A
from honeybuzz_lab.games.honeybuzz.lessons import (
    HeadlessBoard,
    HeadlessTable,
    LessonError,
    LessonRun,
    StepKind,
)


def run_at(step_id: str, lesson: str = "woodland", language: str = "en") -> LessonRun:
    run = LessonRun(lesson, language=language)
    run.go_to(step_id)
    return run


def test_a_table_lesson_drives_a_table():
    run = LessonRun("woodland")
    assert isinstance(run.table, HeadlessTable) and run.board is None
    assert run.step.id == "cost" and run.game.pending.kind == "forage"
    assert run.table.highlight == [
        {"area": "space", "space": [2, 0]},
        {"area": "space", "space": [3, 0]},
        {"area": "space", "space": [1, 2]},
    ]
    assert run.title == "The woodland" and "reconstructed" in run.note
    assert run.hive is run.game.players[0].hive
    with pytest.raises(LessonError, match="played on a game table"):
        LessonRun("woodland", board=HeadlessBoard())
    with pytest.raises(LessonError, match="played on a hive board"):
        LessonRun("hive_actions", table=HeadlessTable())
    with pytest.raises(LessonError, match="has no game"):
        _ = LessonRun("hive_actions").game


def test_a_right_action_solves_and_stays_on_the_table():
    run = run_at("collect-free")
    outcome = run.act("forage(A2)")
    assert outcome.right and outcome.action == A.Forage((1, 0))
    assert outcome.text.startswith("You foraged to A2 for free and collected a Wildflower")
    assert run.state.solved and run.state.solution == A.Forage((1, 0))
    assert run.game.actions == [A.Forage((1, 0))]
    assert run.table.notice == "Right!"
    with pytest.raises(LessonError, match="already solved"):
        run.act("forage(A3)")


def test_a_wrong_action_is_explained_and_taken_back():
    run = run_at("collect-free")
    start = run.game.state.to_json()
    outcome = run.act("forage(C3)")
    assert outcome.status == "wrong" and outcome.key == "woodland.steps.collect-free.wrong.paid"
    assert outcome.text.startswith("You foraged to C3, paying 2 coins, and collected")
    assert run.game.state.to_json() == start and not run.state.solved
    assert run.table.notice == "Taken back: try again."
    assert not run.game.can_redo()  # a try taken back is gone: Redo is not lit for it
    assert [o.key for o in run.state.tries] == [outcome.key]


def test_an_illegal_action_is_explained_with_the_engines_reason():
    run = run_at("pay")
    before = run.game.state.to_json()
    outcome = run.act("forage(E3)")
    assert outcome.status == "illegal" and outcome.key == "woodland.steps.pay.illegal.too-far"
    assert outcome.reason == "Moving to E3 costs 6 coins and you have 5."
    assert outcome.text.endswith(outcome.reason)
    assert run.table.error == outcome.text
    assert run.game.state.to_json() == before
    unlisted = run.act("scout(A2)")  # not a listed try: the general text and the reason
    assert unlisted.key == "ui.feedback.illegal_action"
    assert "You cannot scout now" in unlisted.text


def test_in_hungarian_an_illegal_action_is_explained_in_hungarian():
    run = run_at("pay", language="hu")
    outcome = run.act("forage(E3)")
    assert outcome.text == (
        "Nem szabályos: az a mező négy lépésre van, ami hat érmébe kerülne, "
        "és csak öt érméd van. A lépés ide: E3; ára 6 érme, neked pedig 5 érméd van."
    )  # the lesson's words, then the engine's reason in Hungarian
    assert outcome.reason == "Moving to E3 costs 6 coins and you have 5."  # kept as the engine said
    assert run.table.error == outcome.text
    unlisted = run.act("scout(A2)")
    assert unlisted.text.startswith("Ez most nem szabályos. Most nem")
    assert "scout" not in unlisted.text


def test_an_action_taken_on_the_page_is_judged_like_one_from_python():
    run = run_at("collect-free")
    run.game.apply(A.Forage((1, 1)))  # what a click on the field does
    assert run.outcome.key == "woodland.steps.collect-free.wrong.acacia"
    assert run.game.actions == []
    run.game.apply(A.Forage((1, 0)))
    assert run.outcome.right and run.state.solved and len(run.game.actions) == 1


def test_a_refused_click_is_explained():
    run = run_at("pay")
    assert run.explain_refused_action(A.Forage((1, 1))) is None  # legal after all
    outcome = run.explain_refused_action(A.Forage((2, 4)))
    assert outcome is not None and outcome.key.endswith("illegal.too-far")


def test_a_table_that_takes_no_moves_gives_them_back():
    run = run_at("cost")  # a question
    run.game.apply(A.Forage((1, 0)))
    assert run.game.actions == []
    assert run.table.notice == "This step takes no moves at the table: it was taken back."
    assert run.log == []
    solved = run_at("collect-free")
    solved.act("forage(A2)")
    solved.game.undo()  # the page's Undo on a solved step
    assert solved.game.actions == [A.Forage((1, 0))]  # the solution stays on the table
    assert solved.table.notice.startswith("This step is already solved")


def test_questions_hints_reset_and_progress():
    run = run_at("cost")
    assert run.step.kind is StepKind.QUESTION and run.hint_count == 2
    assert run.answer("2").status == "wrong"
    assert run.answer("4").right and run.state.solved
    with pytest.raises(LessonError, match="asks for no action"):
        run.act("forage(A2)")
    with pytest.raises(LessonError, match="asks for no placement"):
        run.place("P(1,2)NE")
    run.go_to("scout")
    run.hint()
    run.act("scout(A2)")
    run.act("scout(B3)")
    assert run.progress.done == 2
    run.reset_step()
    assert not run.state.solved and run.state.hints == 0 and run.game.actions == []
    assert run.game.pending.kind == "scout"
    assert len(run.log) == 4  # nothing the learner did is lost


def test_a_whole_table_lesson_from_start_to_finish():
    for lesson in ("workers_and_beelines", "honey", "contests_end_scoring"):
        run = LessonRun(lesson)
        for _ in range(len(run.lesson)):
            step = run.step
            if step.kind is StepKind.ACT:
                assert run.act(step.solutions[0]).right
            elif step.kind is StepKind.QUESTION:
                assert run.answer(sorted(step.answer)[0]).right
            run.next()
        assert run.finished, lesson


def test_another_game_put_on_the_table_brings_the_step_back():
    from honeybuzz_lab.games.honeybuzz.game import Game

    run = run_at("pay")
    start = run.game.state.to_json()
    run.table.game = Game.new(["X", "Y"], seed=99)  # the page's New game button
    assert run.game.state.to_json() == start
    assert run.table.notice == "This step's position is back on the table."


@pytest.mark.parametrize(
    ("language", "said"), [("en", "2 Wildflower honey"), ("hu", "2 vadvirágmézet")]
)
def test_a_sale_names_the_honey_as_one_word_in_hungarian(language, said):
    run = run_at("sell-both", "market_and_orders", language)
    outcome = run.act("sell(wildflower,2)")
    assert outcome.right and said in outcome.text
    assert "Vadvirág mézet" not in outcome.text
