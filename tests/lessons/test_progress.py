"""Score, "Show the answer" and progress kept across restarts (a JSON file)."""

import json

import pytest

from honeybuzz_lab.lessons import LessonError, LessonRun
from honeybuzz_lab.lessons.progress import DATA_ENV, ProgressStore, data_dir


def at(lesson, step, **kwargs):
    run = LessonRun(lesson, **kwargs)
    run.go_to(step)
    return run


def test_the_answer_is_offered_only_after_two_wrong_tries():
    run = at("hive_and_tiles", "orientations")
    with pytest.raises(LessonError, match="after 2 wrong tries"):
        run.reveal()
    run.answer("3")
    assert not run.can_reveal
    run.answer("12")
    assert run.can_reveal
    shown = run.reveal()
    assert shown.status == "revealed" and shown.option == "6" and "“6”" in shown.text
    assert run.state.solved and run.state.revealed and not run.can_reveal
    assert run.score.revealed == 1 and run.score.stars == 1


def test_showing_a_placement_makes_it_on_the_board():
    run = at("hive_and_tiles", "touch-two")
    run.place("N(-2,1)E")
    run.place("N(2,2)NW")
    shown = run.reveal()
    assert shown.tile is not None and run.board.hive.tiles[-1] == shown.tile
    assert run.state.solved and run.board.read_only


def test_showing_an_action_makes_it_at_the_table():
    run = LessonRun("market_and_orders")
    index = next(i for i, s in enumerate(run.lesson.steps) if s.kind.value == "act")
    run.go_to(index)
    step = run.step
    for wrong in step.wrong:
        for action in wrong.tries:
            if not run.can_reveal:
                run.act(action)
    for illegal in step.illegal:
        for action in illegal.tries:
            if not run.can_reveal:
                run.act(action)
    assert run.can_reveal
    shown = run.reveal()
    assert run.game.actions == [step.solutions[0]] and shown.text and run.state.solved


def test_stars_count_misses_and_hints():
    run = at("hive_and_tiles", "orientations")
    run.answer("6")
    assert run.score.stars == 3 and run.score.tries == 1
    run.go_to("yellow-count")
    run.hint()
    run.answer("2")
    run.answer("4")
    assert run.score.misses == 1 and run.score.hints == 1
    assert run.score.stars == 2  # (3 + 1) // 2


def test_progress_comes_back_after_a_restart(tmp_path):
    store = ProgressStore(tmp_path / "p.json")
    run = LessonRun("hive_and_tiles", progress=store)
    run.answer("3")
    run.answer("6")
    run.next()
    run.answer("4")
    run.next()
    run.place("F(0,-1)W")
    again = LessonRun("hive_and_tiles", progress=ProgressStore(tmp_path / "p.json"))
    assert again.step.id == "which-hex"  # the first step not done
    assert again.score.misses == 1 and again.score.tries == 4
    again.go_to("first-touch")
    assert again.state.solved and again.board.hive.tiles[-1].notation == "F(0,-1)W"


def test_progress_is_reset_per_step_and_per_lesson(tmp_path):
    path = tmp_path / "p.json"
    run = LessonRun("hive_and_tiles", progress=ProgressStore(path))
    run.answer("6")
    run.next()
    run.answer("4")
    LessonRun("cells_and_nectar", progress=ProgressStore(path)).place("P(1,2)NE")
    run.go_to("orientations")
    run.reset_step()
    saved = json.loads(path.read_text())["lessons"]
    assert "orientations" not in saved["hive_and_tiles"] and "cells_and_nectar" in saved
    run.reset_lesson()
    saved = json.loads(path.read_text())["lessons"]
    assert "hive_and_tiles" not in saved and "cells_and_nectar" in saved


def test_a_damaged_file_is_kept_aside_and_said_so(tmp_path):
    path = tmp_path / "p.json"
    path.write_text("{not json")
    store = ProgressStore(path)
    assert store.problem == "damaged_kept"
    assert (tmp_path / "p.json.unreadable").read_text() == "{not json"
    assert "damaged" in store.message("en") and "sérült" in store.message("hu")
    run = LessonRun("hive_and_tiles", progress=store)
    assert run.index == 0


def test_a_damaged_step_loses_only_that_step(tmp_path):
    path = tmp_path / "p.json"
    path.write_text(
        json.dumps(
            {
                "version": 1,
                "lessons": {
                    "hive_and_tiles": {
                        "orientations": {"solved": True, "solution": "6"},
                        "yellow-count": {"solved": "yes"},
                    },
                    "honey": {"x": {"solved": True}},
                },
            }
        )
    )
    store = ProgressStore(path)
    run = LessonRun("hive_and_tiles", progress=store)
    assert store.problem == "step_damaged" and "yellow-count" in store.message()
    assert run.states[0].solved and run.step.id == "yellow-count"
    run.answer("4")
    assert json.loads(path.read_text())["lessons"]["honey"] == {"x": {"solved": True}}


def test_where_writing_fails_progress_stays_in_memory_with_a_note(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    store = ProgressStore(blocker / "p.json")  # a folder inside a file: cannot be made
    run = LessonRun("hive_and_tiles", progress=store)
    run.answer("6")
    assert not store.writable and store.problem == "unwritable"
    assert DATA_ENV in store.message("en") and DATA_ENV in store.message("hu")


def test_the_data_folder_follows_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv(DATA_ENV, str(tmp_path))
    assert data_dir() == tmp_path
    monkeypatch.delenv(DATA_ENV)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_dir() == tmp_path / "xdg" / "honeybuzz_lab"


def test_the_widget_saves_in_the_data_folder(monkeypatch, tmp_path):
    from honeybuzz_lab.lessons import Lesson

    monkeypatch.setenv(DATA_ENV, str(tmp_path))
    lesson = Lesson("hive_and_tiles")
    lesson._option_buttons["6"].click()
    assert (
        "orientations"
        in json.loads((tmp_path / "progress.json").read_text())["lessons"]["hive_and_tiles"]
    )
    assert "saved" in lesson._score.value
    assert Lesson("hive_and_tiles").run.step.id == "yellow-count"
