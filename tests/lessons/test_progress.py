"""Score, "Show the answer" and progress kept across restarts (the SQLite store)."""

import json
import sqlite3

import pytest

from honeybuzz_lab.core.store import DATA_ENV, DB_NAME, _schema_2, data_dir
from honeybuzz_lab.games.honeybuzz.lessons import LessonError, LessonRun
from honeybuzz_lab.games.honeybuzz.lessons.progress import ProgressStore


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
    store = ProgressStore(tmp_path / DB_NAME)
    run = LessonRun("hive_and_tiles", progress=store)
    run.answer("3")
    run.answer("6")
    run.next()
    run.answer("4")
    run.next()
    run.place("F(0,-1)W")
    again = LessonRun("hive_and_tiles", progress=ProgressStore(tmp_path / DB_NAME))
    assert again.step.id == "which-hex"  # the first step not done
    assert again.score.misses == 1 and again.score.tries == 4
    again.go_to("first-touch")
    assert again.state.solved and again.board.hive.tiles[-1].notation == "F(0,-1)W"


def _saved(path, lesson, language="en"):
    with sqlite3.connect(path) as db:
        rows = db.execute(
            "SELECT step FROM progress WHERE lesson = ? AND language = ?", (lesson, language)
        ).fetchall()
    return {r[0] for r in rows}


def test_progress_is_reset_per_step_and_per_lesson(tmp_path):
    path = tmp_path / DB_NAME
    run = LessonRun("hive_and_tiles", progress=ProgressStore(path))
    run.answer("6")
    run.next()
    run.answer("4")
    LessonRun("cells_and_nectar", progress=ProgressStore(path)).place("P(1,2)NE")
    run.go_to("orientations")
    run.reset_step()
    assert "orientations" not in _saved(path, "hive_and_tiles")
    assert _saved(path, "cells_and_nectar")
    run.reset_lesson()
    assert not _saved(path, "hive_and_tiles") and _saved(path, "cells_and_nectar")


def test_two_notebooks_on_one_lesson_keep_each_others_steps(tmp_path):
    path = tmp_path / DB_NAME
    first = LessonRun("hive_and_tiles", progress=ProgressStore(path))
    second = LessonRun("hive_and_tiles", progress=ProgressStore(path))
    first.answer("6")  # step 1 in one notebook
    second.go_to("yellow-count")
    second.answer("4")  # step 2 in the other, opened before step 1 was saved
    assert _saved(path, "hive_and_tiles") == {"orientations", "yellow-count"}
    again = LessonRun("hive_and_tiles", progress=ProgressStore(path))
    assert again.states[0].solved and again.states[1].solved


def _old_file(tmp_path, data):
    old = tmp_path / "progress.json"
    old.write_bytes(data if isinstance(data, bytes) else json.dumps(data).encode())
    return old


def test_the_old_json_file_is_imported_once_into_every_language(tmp_path):
    _old_file(
        tmp_path,
        {
            "version": 1,
            "lessons": {
                "hive_and_tiles": {
                    "orientations": {"solved": True, "solution": "6"},
                    "yellow-count": {"solved": "yes"},  # damaged: left out
                },
            },
        },
    )
    store = ProgressStore(tmp_path / DB_NAME)
    assert not (tmp_path / "progress.json").exists()
    assert len(list(tmp_path.glob("progress.json.imported-*"))) == 1
    for language in ("en", "hu"):
        run = LessonRun("hive_and_tiles", language=language, progress=store)
        assert run.states[0].solved and run.step.id == "yellow-count"
    assert store.message() == ""


@pytest.mark.parametrize(
    "data",
    [
        b'{"version": 1, "lessons": {"hive_and_tiles": {"a\xff": {}}}}',  # not UTF-8
        ("[" * 3000 + "]" * 3000).encode(),  # nested 3,000 deep
        b'{"version": 1, "lessons": {}, "lessons": {}}',  # a key twice
        b"{not json",
    ],
    ids=["not-utf8", "deep", "duplicate-key", "not-json"],
)
def test_a_hostile_old_file_is_set_aside_and_lessons_still_open(tmp_path, monkeypatch, data):
    from honeybuzz_lab.games.honeybuzz.lessons import Lesson

    monkeypatch.setenv(DATA_ENV, str(tmp_path))
    _old_file(tmp_path, data)
    lesson = Lesson("hive_and_tiles")
    assert lesson.run.index == 0
    aside = list(tmp_path.glob("progress.json.unreadable-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == data
    store = lesson.run.store
    assert store.problem == "damaged_kept"
    for language in ("en", "hu"):
        said = store.message(language)
        assert "\n" not in said and len(said) < 300 + len(str(tmp_path))
        assert aside[0].name in said and "progress.json" in said


def test_a_second_damaged_file_does_not_overwrite_the_first(tmp_path):
    for text in (b"{one", b"{two"):
        _old_file(tmp_path, text)
        ProgressStore(tmp_path / DB_NAME)
    kept = sorted(p.read_bytes() for p in tmp_path.glob("progress.json.unreadable-*"))
    assert kept == [b"{one", b"{two"]


def test_a_damaged_store_is_set_aside_with_a_timestamp(tmp_path):
    path = tmp_path / DB_NAME
    path.write_bytes(b"this is not a database" * 100)
    store = ProgressStore(path)
    assert store.problem == "damaged_kept" and store.writable
    aside = list(tmp_path.glob(DB_NAME + ".damaged-*"))
    assert len(aside) == 1 and aside[0].read_bytes().startswith(b"this is not")
    assert "damaged" in store.message("en") and "sérült" in store.message("hu")
    run = LessonRun("hive_and_tiles", progress=store)
    run.answer("6")
    assert _saved(path, "hive_and_tiles") == {"orientations"}


def _newer_store(path, *, progress=True):
    with sqlite3.connect(path) as db:
        if progress:
            db.execute(
                "CREATE TABLE progress (lesson TEXT, language TEXT, step TEXT, solved INTEGER,"
                " solution TEXT, tries INTEGER, misses INTEGER, hints INTEGER,"
                " revealed INTEGER, updated REAL, seconds REAL DEFAULT 7,"
                " PRIMARY KEY (lesson, language, step))"
            )
            db.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)")
            _schema_2(db)  # a newer version went through every migration before its own
            db.execute(
                "INSERT INTO progress VALUES ('hive_and_tiles', 'en', 'orientations', 1, '6',"
                " 1, 0, 0, 0, 0, 42)"
            )
        else:
            db.execute("CREATE TABLE lessons (anything TEXT)")
        db.execute("PRAGMA user_version = 9")


def test_a_newer_store_is_used_without_dropping_what_it_added(tmp_path):
    path = tmp_path / DB_NAME
    _newer_store(path)
    store = ProgressStore(path)
    run = LessonRun("hive_and_tiles", progress=store)
    assert run.states[0].solved and store.writable and store.message() == ""
    run.answer("4")
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == 9
        assert (
            db.execute("SELECT seconds FROM progress WHERE step = 'orientations'").fetchone()[0]
            == 42
        )
    assert _saved(path, "hive_and_tiles") == {"orientations", "yellow-count"}


def test_a_newer_store_it_cannot_read_is_left_untouched(tmp_path):
    path = tmp_path / DB_NAME
    _newer_store(path, progress=False)
    before = path.read_bytes()
    store = ProgressStore(path)
    LessonRun("hive_and_tiles", progress=store).answer("6")
    assert not store.writable and store.problem == "newer_unread"
    assert path.read_bytes() == before
    assert "newer" in store.message("en") and "újabb" in store.message("hu")


def test_where_writing_fails_progress_stays_in_memory_with_a_note(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    store = ProgressStore(blocker / DB_NAME)  # a folder inside a file: cannot be made
    run = LessonRun("hive_and_tiles", progress=store)
    run.answer("6")
    assert not store.writable and store.problem == "unwritable"
    assert run.states[0].solved and store.steps("hive_and_tiles")["orientations"].solved
    assert DATA_ENV in store.message("en") and DATA_ENV in store.message("hu")


def _saves(path, lesson, n, go):
    store = ProgressStore(path)
    from honeybuzz_lab.core.lessons.progress import StepRecord

    go.wait()
    for i in range(n):
        store.save(lesson, {f"s{i}": StepRecord(solved=True, tries=i + 1)})
    return store.writable


def test_two_processes_saving_at_once_lose_nothing(tmp_path):
    import multiprocessing

    path = tmp_path / DB_NAME
    ProgressStore(path)  # made before, as a kernel would find it
    ctx = multiprocessing.get_context("spawn")
    go = ctx.Manager().Event()
    with ctx.Pool(2) as pool:
        jobs = [pool.apply_async(_saves, (path, lesson, 200, go)) for lesson in ("a", "b")]
        go.set()
        assert all(job.get(timeout=120) for job in jobs)
    assert len(_saved(path, "a")) == 200 and len(_saved(path, "b")) == 200


def test_the_data_folder_follows_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv(DATA_ENV, str(tmp_path))
    assert data_dir() == tmp_path
    monkeypatch.delenv(DATA_ENV)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_dir() == tmp_path / "xdg" / "honeybuzz_lab"


def test_the_widget_saves_in_the_data_folder(monkeypatch, tmp_path):
    from honeybuzz_lab.games.honeybuzz.lessons import Lesson

    monkeypatch.setenv(DATA_ENV, str(tmp_path))
    lesson = Lesson("hive_and_tiles")
    lesson._handle_custom_msg({"lesson": "answer", "option": "6"}, [])  # a click on "6"
    assert "orientations" in _saved(tmp_path / DB_NAME, "hive_and_tiles")
    assert "saved" in lesson.panel["score"]
    assert Lesson("hive_and_tiles").run.step.id == "yellow-count"
