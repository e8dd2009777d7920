"""A refused page command leaves the table exactly as it was: the record, the history's
length and Redo (issue: a refused act was applied and taken back, and Redo lit up).

Page messages go through the table's comm handler as the page sends them. A lesson table
refuses a move once its step is solved (or in a step that takes none) before applying it,
and a new game before the game's end (it offers no module chooser).
"""

from __future__ import annotations

import pytest

from honeybuzz_lab.games.honeybuzz.lessons import GameLesson, parse_action


def _send(lesson: GameLesson, message: dict) -> None:
    lesson.table._handle_custom_msg(message, [])


def _snapshot(lesson: GameLesson) -> tuple:
    game = lesson.table.game
    history = game.history
    return (
        game,
        game.to_record(),
        history.ply,
        len(history.log),
        game.can_redo(),
        lesson.table._history.get("redo"),
    )


def _act(action: str) -> dict:
    return {"kind": "act", "action": parse_action(action).to_json()}


@pytest.mark.parametrize(
    "message",
    [
        "legal",  # a move the game allows after the solution
        _act("forage(A2)"),  # the solution again (illegal now)
        {"kind": "undo"},
        {"kind": "redo"},
        {"kind": "new_game"},
        {"kind": "new_game", "modules": ["advanced"], "confirm": True},
    ],
    ids=["legal-move", "solution-again", "undo", "redo", "new-game", "new-game-confirmed"],
)
def test_a_solved_steps_table_refuses_without_a_trace(message):
    lesson = GameLesson("woodland")
    lesson.run.go_to("collect-free")
    _send(lesson, _act("forage(A2)"))
    assert lesson.run.state.solved
    if message == "legal":
        message = {"kind": "act", "action": lesson.table.game.legal_actions()[0].to_json()}
    before = _snapshot(lesson)
    _send(lesson, message)
    assert lesson.table.last_error  # said why
    assert _snapshot(lesson) == before
    assert not lesson.table.game.can_redo() and not lesson.table._history.get("redo")


def test_a_question_steps_table_refuses_a_move_without_a_trace():
    lesson = GameLesson("woodland")  # step 1 asks a question
    before = _snapshot(lesson)
    _send(lesson, {"kind": "act", "action": lesson.table.game.legal_actions()[0].to_json()})
    assert lesson.table.last_error.startswith("The table shows the position only")
    assert _snapshot(lesson) == before


def test_a_lesson_table_offers_no_new_game_dialog():
    lesson = GameLesson("woodland")
    lesson.run.go_to("collect-free")
    assert lesson.table._chooser == {}


def test_a_lesson_table_refuses_a_new_game_in_hungarian_too():
    lesson = GameLesson("woodland", language="hu")
    lesson.run.go_to("collect-free")
    before = _snapshot(lesson)
    _send(lesson, {"kind": "new_game", "confirm": True})
    assert "nem kezdhetsz új játékot" in lesson.table.last_error
    assert _snapshot(lesson) == before
