"""A learner's way through a lesson, on a headless board, from Python and as the page would."""

import pytest

from honeybuzz_lab.games.honeybuzz.hive import Action, Hive, parse_tile
from honeybuzz_lab.games.honeybuzz.lessons import HeadlessBoard, LessonError, LessonRun, StepKind

STAR = Hive.starting("star").notation


def run_at(step_id: str, lesson: str = "cells_and_nectar", language: str = "en") -> LessonRun:
    run = LessonRun(lesson, language=language)
    run.go_to(step_id)
    return run


def test_a_run_starts_on_the_first_step():
    run = LessonRun("hive_and_tiles")
    assert run.index == 0 and run.step.id == "orientations"
    assert run.progress.current == 1 and run.progress.total == 7 and run.progress.done == 0
    assert run.title == "Your hive and its tiles"
    assert run.step_title == "How many orientations?"
    assert "domino" in run.prompt
    assert run.hive.notation == "P(0,0)E"
    assert run.board.highlight == [(0, 0)]
    assert run.board.read_only  # nothing to place in a question
    assert repr(run) == (
        "LessonRun('hive_and_tiles', step 1 of 7: 'orientations', 0 done, language='en')"
    )


def test_a_read_step_only_shows_and_counts_as_done_once_read():
    from honeybuzz_lab.games.honeybuzz.lessons import parse_lesson

    lesson = parse_lesson(
        "hive_and_tiles",  # borrow its texts: the read step's behaviour is what is tested
        """
number = 9
[[step]]
id = "orientations"
kind = "read"
position = "P(0,0)E"
highlight = [[0, 0]]

[[step]]
id = "first-touch"
kind = "place"
position = "P(0,0)E"
tray = ["F"]
expect = { any = true }
solutions = ["F(0,-1)W"]
""",
    )
    run = LessonRun(lesson)
    assert run.step.kind is StepKind.READ and run.board.read_only
    assert run.board.highlight == [(0, 0)] and run.progress.done == 0
    with pytest.raises(LessonError, match="no placement"):
        run.place("F(0,-1)W")
    assert run.next() is True  # reading counts as done
    assert run.progress.done == 1 and run.step.id == "first-touch"
    run.back()
    assert run.state.solved and run.board.read_only


def test_a_right_placement_solves_and_freezes_the_board():
    run = run_at("rosemary")
    board = run.board
    assert not board.read_only and board.tray == [Action.PRODUCE]
    outcome = run.place("P(2,1)E")
    assert outcome.right and outcome.status == "right"
    assert outcome.text.startswith("Rosemary! The Produce tile P(2,1)E creates a Rosemary cell")
    assert run.state.solved and run.state.solution == parse_tile("P(2,1)E")
    assert board.read_only and board.highlight == [(1, 1)]
    assert board.notice == "Right!"
    assert board.hive.tiles[-1] == parse_tile("P(2,1)E")
    assert run.feedback == outcome.text and run.log == [outcome]
    with pytest.raises(LessonError, match="already solved"):
        run.place("P(3,1)W")


def test_a_wrong_placement_is_explained_and_taken_back():
    run = run_at("rosemary")
    start = run.hive.notation
    outcome = run.place("P(0,4)SE")
    assert outcome.status == "wrong" and not outcome.right
    assert outcome.key == "cells_and_nectar.steps.rosemary.wrong.cherry"
    assert "Cherry Blossom" in outcome.text and "taken back" in outcome.text
    assert run.hive.notation == start  # taken back
    assert not run.state.solved and not run.board.read_only
    assert set(run.board.tried) == {(0, 4), (0, 5), (0, 3)}  # where it was, and its cell
    assert run.board.highlight == []  # the step's own highlight (none here)
    assert "P(0,4)SE" in run.board.notice
    assert run.board.history.log[-1].event == "undo"  # visible in the board's history
    assert run.state.tries == [outcome]


def test_a_taken_back_try_is_outlined_until_the_next_try_or_step():
    run = run_at("barren")
    assert run.board.highlight == [(0, 0)]
    run.place("F(1,2)NE")
    assert set(run.board.tried) == {*run.outcome.tile.hexes, *run.outcome.effect.new_cells}
    assert run.board.highlight == [(0, 0)]  # the step's target, kept apart from the try
    run.place("F(-4,3)NE")  # the next try: only its own hexes are outlined
    assert set(run.board.tried) == {(-4, 3), (-3, 2)}
    run.reset_step()
    assert run.board.tried == [] and run.board.highlight == [(0, 0)]
    run.place("F(1,2)NE")
    run.next()
    assert run.board.tried == []
    run.back()
    run.place("F(-1,0)W")
    assert run.state.solved and run.board.tried == []


def test_steps_that_test_recognition_keep_the_nectar_out_of_the_preview():
    run = run_at("rosemary")
    assert not run.board.preview_nectar
    run.go_to("first-cell")
    assert run.board.preview_nectar  # restored for the other steps
    board = HeadlessBoard()
    board.preview_nectar = False  # a board that never names the types keeps its setting
    run = LessonRun("cells_and_nectar", board=board)
    run.go_to("first-cell")
    assert not board.preview_nectar


def test_wrong_tries_are_matched_in_order():
    run = run_at("line", "shapes_that_score")
    assert run.place("P(-1,3)W").key.endswith("wrong.off-line")  # a cell, off the line
    assert run.place("P(-4,3)NE").key.endswith("wrong.no-cell")


def test_general_feedback_for_a_placement_no_wrong_try_matches():
    from honeybuzz_lab.games.honeybuzz.lessons import parse_lesson

    lesson = parse_lesson(
        "cells_and_nectar",  # borrow its texts: the ui texts are what is tested
        """
number = 9
[[step]]
id = "first-cell"
kind = "place"
position = "card:star"
tray = ["P"]
expect = { creates = "acacia" }
solutions = ["P(-1,0)NE"]
""",
    )
    run = LessonRun(lesson)
    outcome = run.place("P(1,2)NE")
    assert outcome.key == "ui.feedback.other"
    assert outcome.text.startswith("The Produce tile P(1,2)NE creates a Wildflower cell at (1,1).")
    assert "not what this step asks for" in outcome.text


def test_an_illegal_placement_changes_nothing_and_says_why():
    run = run_at("rosemary")
    before = run.hive.notation
    outcome = run.place("P(0,0)E")
    assert outcome.status == "illegal" and outcome.key == "ui.illegal.occupied"
    assert (
        outcome.text
        == "The Produce tile P(0,0)E cannot go there: (1,0) is already covered by a tile."
    )
    assert run.hive.notation == before and len(run.board.history.log) == 0
    assert run.board.error == outcome.text
    hu = run_at("rosemary", language="hu").place("P(5,5)E")
    assert hu.key == "ui.illegal.detached"
    assert hu.text.startswith(
        "A Termelés lapka (T(5,5)K) nem kerülhet oda: nem érne a kaptáradhoz."
    )


def test_placing_is_refused_where_the_step_asks_for_none():
    run = run_at("guess-acacia")
    with pytest.raises(LessonError, match="no placement"):
        run.place("P(-1,0)NE")
    run = run_at("rosemary")
    with pytest.raises(LessonError, match="Produce"):
        run.place("F(2,1)E")
    with pytest.raises(LessonError, match="not a tile"):
        run.place("P2,1")
    assert run.log == []


def test_hints_are_revealed_one_by_one():
    run = run_at("rosemary")
    assert run.hint_count == 3 and run.hints == []  # two written, then the move outlined
    first = run.hint()
    assert first is not None and first.startswith("Rosemary has two tiles")
    assert run.hints == [first]
    second = run.hint()
    assert run.hints == [first, second]
    outlined = run.hint()
    assert run.hints == [first, second, outlined] and "outlined" in outlined
    assert run.hint() is None and len(run.hints) == 3
    question = run_at("guess-acacia")  # a question: its written hints, no outline
    assert question.hint_count == 2
    assert question.hint() and question.hint() and question.hint() is None


def test_reset_step_starts_again_but_keeps_the_log():
    run = run_at("rosemary")
    run.hint()
    run.place("P(0,4)SE")
    run.place("P(2,1)E")
    assert run.state.solved and run.progress.done == 1
    run.reset_step()
    assert not run.state.solved and run.state.hints == 0 and run.state.tries == []
    assert run.hive.notation == run.step.start().notation
    assert not run.board.read_only and run.progress.done == 0
    assert len(run.log) == 2  # nothing the learner did is lost


def test_questions():
    run = run_at("guess-acacia")
    assert [o for o, _ in run.options()] == [
        "wildflower",
        "rosemary",
        "cherry_blossom",
        "acacia",
        "barren",
    ]
    wrong = run.answer("rosemary")
    assert not wrong.right and wrong.option == "rosemary" and "Count again" in wrong.text
    assert "five" not in wrong.text  # a wrong try does not tell the answer
    assert not run.state.solved
    right = run.answer("acacia")
    assert right.right and run.state.solved and run.state.answer == "acacia"
    assert run.board.read_only and run.hive.notation == STAR  # the board only shows
    with pytest.raises(LessonError, match="not an option"):
        run.answer("honey")
    with pytest.raises(LessonError, match="asks no question"):
        run_at("rosemary").answer("acacia")


def test_next_back_and_progress():
    run = LessonRun("hive_and_tiles")
    assert run.back() is False
    assert run.next() is True  # a question may be left for later
    assert run.progress.done == 0 and run.step.id == "yellow-count"
    run.back()
    run.answer("6")
    run.next()
    run.answer("4")
    run.next()
    run.place("F(0,-1)W")
    assert run.progress.done == 3
    assert run.back() and run.step.id == "yellow-count"
    run.go_to("first-touch")
    assert run.hive.tiles[-1] == parse_tile("F(0,-1)W")  # the solution is shown again
    assert run.board.read_only
    run.go_to(3)
    run.answer("shoulder")
    run.next()
    run.place("N(-1,1)SE")
    run.next()
    run.answer("edge")
    assert run.next() is True and run.step.kind is StepKind.QUESTION
    assert not run.finished
    run.answer("recall")
    assert run.next() is False  # the last step, and the lesson is done
    assert run.finished and run.progress.done == run.progress.total == 7
    with pytest.raises(LessonError, match="no step"):
        run.go_to(7)
    with pytest.raises(LessonError, match="no step 'nope'"):
        run.go_to("nope")


def test_a_placement_made_on_the_board_is_judged_like_one_from_python():
    """The page places through the board; the run hears it through on_change."""
    run = run_at("cherry")
    board = run.board
    board.place(parse_tile("P(3,-2)SE"))  # what a click on the page does
    assert run.outcome is not None and run.outcome.key.endswith("wrong.wildflower")
    assert board.hive.notation == run.step.start().notation
    assert board.redo() is None  # the wrong move is gone: redo does not bring it back
    assert len(run.state.tries) == 1 and board.hive.notation == run.step.start().notation
    board.place(parse_tile("P(0,5)NW"))
    assert run.state.solved and board.read_only


def test_changes_notify_listeners():
    run = run_at("rosemary")
    seen = []
    run.on_change(lambda r: seen.append((r.step.id, r.outcome and r.outcome.status)))
    run.hint()
    run.place("P(3,-2)SE")
    run.next()
    assert seen == [("rosemary", None), ("rosemary", "wrong"), ("cherry", None)]


def test_hungarian_run():
    run = run_at("rosemary", language="hu")
    assert run.step_title == "Készíts Rozmaringot"
    outcome = run.place("P(2,1)E")
    assert outcome.text.startswith("Rozmaring! A Termelés lapka (T(2,1)K) létrehoz egy Rozmaring")
    assert run.board.notice == "Helyes!"
    assert "rekonstrukció" in run.note


def test_headless_board_follows_the_board_contract():
    board = HeadlessBoard(Hive.from_notation("P(0,0)E"))
    changes = []
    board.on_change(lambda b: changes.append(b.hive.notation))
    board.place(parse_tile("F(0,-1)W"))
    board.undo()
    board.step_to(1)
    board.reset()
    assert changes == ["P(0,0)E F(0,-1)W", "P(0,0)E", "P(0,0)E F(0,-1)W", "P(0,0)E"]
    board.reset(Hive.starting("star"))
    assert board.hive.notation == STAR and board.history.ply == 0
    board.read_only = True
    with pytest.raises(LessonError, match="read-only"):
        board.place(parse_tile("P(1,2)NE"))
    assert repr(board) == f"HeadlessBoard(Hive({STAR!r}))"
