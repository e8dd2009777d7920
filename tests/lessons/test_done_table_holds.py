"""A done step's table does not go on asking: "Done" never stands beside a table that
still asks for a move.

Once a step is done (a right move, a right answer, or the answer shown), the lesson holds
its table: the table's decision says the step is done and offers nothing to answer. A
step not done yet asks as before; going back to a done step holds again; in both games.
"""

from __future__ import annotations

import pytest

from honeybuzz_lab.core.lessons.steps import StepKind
from honeybuzz_lab.games.honeybuzz.lessons import GameLesson, all_lessons
from honeybuzz_lab.games.hustle.lessons import HustleLesson
from honeybuzz_lab.games.hustle.lessons import all_lessons as hustle_lessons

LESSONS = [(GameLesson, p.id) for p in all_lessons() if p.on_table] + [
    (HustleLesson, p.id) for p in hustle_lessons()
]


def _asks(w) -> bool:
    """Whether the table offers the learner a decision to answer."""
    if isinstance(w, HustleLesson):
        return bool(w._data["answer"])
    pending = w._pending
    return bool(pending["mine"] or pending["actions"] or w._legal)


def _prompt(w) -> str:
    return (w._data["pending"] if isinstance(w, HustleLesson) else w._pending)["prompt"]


def _solve(w, step) -> None:
    if step.kind is StepKind.QUESTION:
        w.answer(sorted(step.answer)[0])
    elif step.kind is StepKind.ACT:
        w.act(step.solutions[0])
    else:
        index = w.run.index
        w.next()
        w.run.go_to(index)


@pytest.mark.parametrize(("widget", "lesson"), LESSONS, ids=[x[1] for x in LESSONS])
@pytest.mark.parametrize("language", ["en", "hu"])
def test_a_done_step_holds_its_table(widget, lesson, language):
    w = widget(lesson, language=language, progress=False)
    held = w.run.texts["ui.notice.held"]
    solved = w.run.texts["ui.labels.solved"]
    for index, step in enumerate(w.run.lesson.steps):
        w.run.go_to(index)
        if step.kind is StepKind.ACT:
            assert _asks(w) and _prompt(w) != held, step.where  # a step to do asks
        _solve(w, step)
        assert w.run.state.solved, step.where
        if step.kind is not StepKind.READ:
            assert w.panel["todo"] == solved
        assert not _asks(w) and _prompt(w) == held, step.where
    w.run.go_to(0)
    assert _prompt(w) == held  # back at a done step: held again
    finished = w.panel["feedback"]
    w.run.go_to(len(w.run.lesson) - 1)
    assert w.panel["feedback"]["tone"] == "right" and not _asks(w), finished


def test_starting_a_step_again_lets_the_table_ask_again():
    w = GameLesson("woodland", progress=False)
    step = next(s for s in w.run.lesson.steps if s.kind is StepKind.ACT)
    w.run.go_to(step.id)
    w.act(step.solutions[0])
    assert not _asks(w)
    w.reset_step()
    assert _asks(w) and _prompt(w) != w.run.texts["ui.notice.held"]
