"""Stepping through a game in class: next, back, pauses, reveals, jumps, and the panel's view."""

from __future__ import annotations

import json

import pytest

from honeybuzz_lab.games.honeybuzz.classroom import ClassroomRun, DemoError, load_demo
from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot


@pytest.fixture
def run() -> ClassroomRun:
    return ClassroomRun("first-game")


def test_starts_at_the_setup_with_its_sentences(run):
    view = run.view()
    assert run.ply == 0 and run.stage == "move" and run.game.history.ply == 0
    assert view["heading"] == "Setup · 393 moves follow"
    assert view["narration"][0] == "A game for 2 players: Anna and Ben. Anna is the first player."
    assert view["note"]["text"].startswith("Two players, Anna and Ben")
    assert not view["can_previous"] and view["can_next"]
    json.dumps(view)


def test_a_pause_asks_first_then_reveals_the_move_and_why(run):
    assert run.next() and run.stage == "question" and run.ply == 1
    assert run.game.history.ply == 0  # the class sees the position before the move
    view = run.view()
    assert view["narration"] == [] and view["note"] is None and view["played"] == ""
    assert view["question"]["text"].startswith("Anna has a single worker")
    assert not view["question"]["revealed"]
    assert all(not o["played"] and not o["text"] for o in view["question"]["options"])
    assert run.next() and run.stage == "move"  # next reveals, like the Reveal button
    assert run.game.history.ply == 1
    view = run.view()
    assert view["played"] == "Take an Accounting tile with a beeline of 1"
    assert view["narration"] == [
        "Anna takes an Accounting tile with a beeline of 1 worker on the Decree and Accounting box."
    ]
    assert view["note"]["pause"] and view["question"]["revealed"]
    played = [o for o in view["question"]["options"] if o["played"]]
    assert [o["label"] for o in played] == [view["played"]] and played[0]["text"]


def test_moving_on_and_back(run):
    run.next()
    run.reveal()
    run.next()
    assert (run.ply, run.stage) == (2, "move")
    assert "creates an Acacia cell at (0,0)" in run.narration[0]
    assert run.previous() and (run.ply, run.stage) == (1, "move")  # back never asks again
    assert run.next() and (run.ply, run.stage) == (2, "move")
    run.jump(27)
    assert run.next() and (run.ply, run.stage) == (28, "question")
    assert run.previous() and (run.ply, run.stage) == (27, "move")
    assert run.game.history.ply == 27


def test_revealed_pauses_do_not_ask_again_until_reset(run):
    run.jump(28)
    assert run.stage == "question"
    run.reveal()
    run.jump(20)
    run.jump(28)
    assert run.stage == "move"
    run.reset()
    assert run.ply == 0
    run.jump(28)
    assert run.stage == "question"


def test_jumps_by_note_and_by_turn(run):
    assert run.next_note() and run.ply == 1 and run.stage == "question"
    assert run.next_note() and run.ply == 2
    assert run.previous_note() and run.ply == 1 and run.stage == "move"
    run.jump(2)
    assert run.next_turn() and run.ply == 7  # Anna's turn ends with move 7
    assert run.view()["narration"] == ["Anna's turn ends; it is Ben's turn."]
    assert run.next_turn() and run.ply == 14
    assert run.previous_turn() and run.ply == 7
    run.last()
    assert run.ply == 393 and run.game.is_over and not run.next()
    assert run.view()["narration"][-1] == "Ben wins with 427 points."
    assert not run.next_note()
    run.first()
    assert run.ply == 0 and not run.previous() and not run.previous_note()


def test_commands_by_name_and_bad_requests(run):
    assert run.command("next")
    assert run.command("reveal")
    assert run.command("jump", 5) and run.ply == 5
    assert run.command("last") and run.ply == run.total
    with pytest.raises(DemoError, match="unknown classroom command 'dance'"):
        run.command("dance")
    for bad in (-1, 394, "3", True):
        with pytest.raises(DemoError, match="there is no move"):
            run.jump(bad)
    assert run.ply == run.total  # nothing changed


def test_change_callbacks_follow_every_move(run):
    seen = []
    run.on_change(lambda r: seen.append((r.ply, r.stage)))
    run.next()
    run.reveal()
    run.next_turn()
    assert seen == [(1, "question"), (1, "move"), (7, "move")]


def test_hungarian_classroom():
    run = ClassroomRun("three-way-race", language="hu")
    assert run.title == "Verseny hármasban"
    run.jump(41)
    view = run.view()
    assert view["heading"] == "3. forduló · Ben · 41. lépés (összesen 359)"
    assert view["question"]["text"].startswith("Ben Könyvelés lapkát szeretne")
    assert view["labels"]["reveal"] == "Felfedés"


def test_any_record_or_game_can_be_stepped_through(tmp_path):
    game = Game.new(["Kim", "Lea"], seed=9)
    bots = [GreedyBot(1), GreedyBot(2)]
    for _ in range(30):
        game.apply(bots[game.pending.player].choose(game))
    game.step_to(20)  # the classroom shows the whole line, not just up to the cursor
    run = ClassroomRun(game)
    assert run.total == 30 and run.demo is None and run.notes == ()
    assert run.title == "A game of Kim, Lea"
    assert game.history.ply == 20  # the game given is left alone
    path = tmp_path / "game.json"
    game.step_to(30)
    game.save(path)
    assert ClassroomRun(path).total == 30
    assert ClassroomRun(str(path)).total == 30
    assert ClassroomRun(game.to_record()).total == 30
    assert ClassroomRun(load_demo("first-game")).demo.id == "first-game"
    with pytest.raises(DemoError, match="cannot read the game record"):
        ClassroomRun(tmp_path / "missing.json")
    with pytest.raises(DemoError, match="not int"):
        ClassroomRun(42)  # type: ignore[arg-type]


def test_narration_uses_the_engines_own_words_in_the_language():
    class Spoken(str):
        def text(self, language: str = "en") -> str:
            return "magyarul: " + self

    run = ClassroomRun("first-game", language="hu")
    run.lines[2] = [Spoken("Anna places the Accounting tile")]
    run.jump(2)
    assert run.narration == ["magyarul: Anna places the Accounting tile"]
