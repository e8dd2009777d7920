"""The Queen as the classroom's commentator: what it would play, shown only when asked."""

from __future__ import annotations

from honeybuzz_lab.games.honeybuzz.classroom import ClassroomRun
from honeybuzz_lab.games.honeybuzz.classroom.panel import ClassroomPanel


def test_the_queen_comments_the_decision_on_the_screen_when_asked() -> None:
    panel = ClassroomPanel(ClassroomRun("first-game"))
    run = panel.run
    run.next()  # the first pause: the class is asked about move 1
    assert run.stage == "question" and panel.view["queen"] is None
    assert panel.handle_message({"kind": "command", "name": "queen"})
    shown = panel.view["queen"]
    assert shown["ply"] == 1 and shown["title"] == "The Queen's comment"
    assert shown["text"].startswith(f"The Queen would choose: {shown['label']}.")
    assert run.game.history.ply == 0  # thinking did not move the game
    assert run.comment() == run.comment()  # worked out once, the same every time
    run.reveal()
    assert panel.view["queen"] is None  # the screen moved on to another decision


def test_the_queen_in_hungarian_and_after_the_last_move() -> None:
    run = ClassroomRun("first-game", language="hu")
    run.jump(30)
    assert run.ask_queen()
    assert run.view()["queen"]["title"] == "A Királynő megjegyzése"
    assert run.view()["labels"]["queen"] == "Kérdezd a Királynőt"
    run.last()
    assert run.comment() is None and not run.ask_queen()
