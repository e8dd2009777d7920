"""The store in a JupyterLite site's drive (the browser's storage), simulated on a folder.

In the site the drive is ``/drive`` (jupyterlite's DriveFS); here a temporary folder
stands in for it, so what the store writes there can be checked byte for byte. The real
drive is tested in the served site by tests/browser/test_lite_store_browser.py.
"""

import sqlite3
import time
import types
from pathlib import Path

import pytest

import honeybuzz_lab.core.store as store_module
from honeybuzz_lab.core.drive import DRIVE_DATA, DriveFile, sqlite_image
from honeybuzz_lab.core.lessons.progress import StepRecord
from honeybuzz_lab.core.store import DATA_ENV, DB_NAME, Database, data_dir
from honeybuzz_lab.games.honeybuzz.lessons import LessonRun
from honeybuzz_lab.games.honeybuzz.lessons.progress import ProgressStore


@pytest.fixture
def drive(tmp_path, monkeypatch):
    """A folder standing in for the site's drive; returns the store's path there."""
    monkeypatch.setattr(store_module, "browser_drive", lambda: tmp_path)
    monkeypatch.setattr(store_module, "DRIVE", tmp_path)
    return tmp_path / DRIVE_DATA / DB_NAME


def _stored_steps(path: Path, lesson: str) -> set[str]:
    """The steps the drive's file holds (read from a copy, as another kernel would)."""
    copy = path.with_name("copy.sqlite3")
    copy.write_bytes(path.read_bytes())
    with sqlite3.connect(copy) as db:
        rows = db.execute("SELECT step FROM progress WHERE lesson = ?", (lesson,)).fetchall()
    copy.unlink()
    return {r[0] for r in rows}


def test_in_the_browser_the_data_folder_is_in_the_sites_drive(drive, monkeypatch):
    monkeypatch.delenv(DATA_ENV)
    assert data_dir() == drive.parent


def test_each_save_writes_the_whole_database_to_the_drive(drive):
    store = ProgressStore(drive)
    assert store.in_browser and store.writable and store.message() == ""
    assert store.where() == (f"{DRIVE_DATA}/", f"{DRIVE_DATA}/{DB_NAME}")
    run = LessonRun("hive_and_tiles", progress=store)
    run.answer("6")
    assert _stored_steps(drive, "hive_and_tiles") == {"orientations"}
    run.go_to("yellow-count")
    run.answer("4")
    assert _stored_steps(drive, "hive_and_tiles") == {"orientations", "yellow-count"}
    # SQLite keeps no journal or WAL beside it: the drive holds one whole file.
    assert sorted(p.name for p in drive.parent.iterdir()) == [DB_NAME]
    assert drive.read_bytes()[18:20] == b"\x01\x01"  # a rollback-journal file, not WAL


def test_progress_comes_back_when_the_page_is_opened_again(drive):
    LessonRun("hive_and_tiles", progress=ProgressStore(drive)).answer("6")
    again = LessonRun("hive_and_tiles", progress=ProgressStore(drive))
    assert again.states[0].solved and again.step.id == "yellow-count"


def test_two_notebooks_of_the_site_keep_each_others_steps(drive):
    one, two = ProgressStore(drive), ProgressStore(drive)
    one.save("a", {"s1": StepRecord(solved=True)})
    two.save("b", {"s2": StepRecord(solved=True)})
    one.save("a", {"s1": StepRecord(solved=True), "s3": StepRecord(tries=2)})
    assert _stored_steps(drive, "a") == {"s1", "s3"} and _stored_steps(drive, "b") == {"s2"}
    assert set(two.steps("a")) == {"s1", "s3"}  # read again from the drive


def test_deleting_the_file_in_the_file_browser_starts_afresh(drive):
    store = ProgressStore(drive)
    store.save("a", {"s1": StepRecord(solved=True)})
    drive.unlink()
    assert store.steps("a") == {}
    store.save("b", {"s2": StepRecord(solved=True)})
    assert _stored_steps(drive, "a") == set() and _stored_steps(drive, "b") == {"s2"}


def test_a_damaged_file_in_the_drive_is_set_aside(drive):
    drive.parent.mkdir()
    drive.write_bytes(b"this is not a database" * 100)
    store = ProgressStore(drive)
    assert store.problem == "damaged_kept" and store.writable and store.in_browser
    assert f"Saved progress ({DRIVE_DATA}/{DB_NAME}) was damaged" in store.message("en")
    aside = list(drive.parent.glob(DB_NAME + ".damaged-*"))
    assert len(aside) == 1 and aside[0].read_bytes().startswith(b"this is not")
    LessonRun("hive_and_tiles", progress=store).answer("6")
    assert _stored_steps(drive, "hive_and_tiles") == {"orientations"}


def test_a_file_damaged_by_another_notebook_is_set_aside_and_ours_kept(drive):
    store = ProgressStore(drive)
    store.save("a", {"s1": StepRecord(solved=True)})
    drive.write_bytes(b"garbage" * 1000)
    store.save("a", {"s1": StepRecord(solved=True), "s2": StepRecord(solved=True)})
    assert store.problem == "damaged_kept"
    assert _stored_steps(drive, "a") == {"s1", "s2"}
    assert len(list(drive.parent.glob(DB_NAME + ".damaged-*"))) == 1


def test_a_laptops_wal_store_copied_into_the_drive_is_read(drive, tmp_path_factory):
    laptop = tmp_path_factory.mktemp("laptop") / DB_NAME
    kept = ProgressStore(laptop)
    kept.save("a", {"s1": StepRecord(solved=True)})
    kept.db.close()  # the kernel stopped: the WAL is written into the file
    assert laptop.read_bytes()[18:20] == b"\x02\x02"
    drive.parent.mkdir()
    drive.write_bytes(laptop.read_bytes())
    store = ProgressStore(drive)
    assert store.problem == "" and set(store.steps("a")) == {"s1"}


def test_sqlite_image_leaves_other_bytes_alone():
    assert sqlite_image(b"not a database") == b"not a database"


def test_when_the_drive_does_not_keep_a_save_progress_stays_in_memory(drive, monkeypatch):
    store = ProgressStore(drive)

    def refuse(self, data):
        raise OSError("the browser's storage kept 0 of 8192 bytes")

    monkeypatch.setattr(DriveFile, "save", refuse)
    assert not store.save("a", {"s1": StepRecord(solved=True)})
    assert store.problem == "unwritable" and not store.in_browser
    assert set(store.steps("a")) == {"s1"}
    assert "kept 0 of" in store.message("en")


def test_an_existing_file_is_overwritten_never_truncated_first(drive, monkeypatch):
    store = ProgressStore(drive)
    modes = []
    opened = Path.open

    def spy(self, mode="r", *args, **kwargs):
        modes.append(mode)
        return opened(self, mode, *args, **kwargs)

    monkeypatch.setattr(Path, "open", spy)
    store.save("a", {"s1": StepRecord(solved=True)})
    assert "wb" not in modes and "r+b" in modes


def test_in_the_browser_without_a_drive_progress_is_kept_until_the_page_closes(
    tmp_path, monkeypatch
):
    monkeypatch.setattr(store_module, "browser_drive", lambda: None)
    monkeypatch.setattr(store_module, "sys", types.SimpleNamespace(platform="emscripten"))
    db = Database(tmp_path / DB_NAME)
    assert db.problem == "browser" and not db.writable and not db.in_browser
    assert not (tmp_path / DB_NAME).exists()


def test_the_lesson_says_in_one_line_that_progress_is_kept_in_the_browser(drive):
    from honeybuzz_lab.games.honeybuzz.lessons import Lesson

    lesson = Lesson("hive_and_tiles", progress=ProgressStore(drive))
    lesson._handle_custom_msg({"lesson": "answer", "option": "6"}, [])  # a click on "6"
    score = lesson.panel["score"]
    assert f"Progress saved in this browser (in the file browser: {DRIVE_DATA}/)" in score
    assert f"{DRIVE_DATA}/{DB_NAME}" in score
    assert "until the page is closed" not in score


def _race(one: Database, two: Database, first, second) -> None:
    """``two`` reads the drive's file, then ``one`` writes, then ``two`` writes over it
    (as two notebooks of a site saving in the same few milliseconds)."""
    with two.write() as db2:
        with one.write() as db1:
            first(db1)
        second(db2)


def _step(db, lesson: str, step: str, tries: int = 1) -> None:
    db.execute(
        "INSERT INTO progress (lesson, language, step, tries, updated) VALUES (?, 'en', ?, ?, ?) "
        "ON CONFLICT(lesson, language, step) DO UPDATE SET tries = excluded.tries, "
        "updated = excluded.updated",
        (lesson, step, tries, time.time()),
    )


def test_a_save_another_notebook_wrote_over_is_written_again(drive):
    one, two = Database(drive), Database(drive)
    _race(one, two, lambda db: _step(db, "a", "s1"), lambda db: _step(db, "b", "s2"))
    assert _stored_steps(drive, "a") == set()  # the second write replaced the first
    one.check_kept()  # what the browser does half a second after a write
    assert _stored_steps(drive, "a") == {"s1"} and _stored_steps(drive, "b") == {"s2"}
    two.check_kept()  # the other notebook's write was kept: nothing to do
    assert _stored_steps(drive, "a") == {"s1"} and _stored_steps(drive, "b") == {"s2"}


def test_a_lost_save_comes_back_at_the_next_read_and_the_newer_row_wins(drive):
    one, two = Database(drive), Database(drive)
    _race(
        one,
        two,
        lambda db: (_step(db, "a", "s1", tries=1), _step(db, "a", "s2", tries=3)),
        lambda db: (time.sleep(0.01), _step(db, "a", "s2", tries=5)),
    )
    rows = dict(one.read("SELECT step, tries FROM progress WHERE lesson = 'a'"))
    assert rows == {"s1": 1, "s2": 5}  # s1 written again; s2: the later write stays
    assert dict(two.read("SELECT step, tries FROM progress")) == {"s1": 1, "s2": 5}


def test_a_game_saved_at_the_same_moment_as_another_keeps_its_own_row(drive):
    from honeybuzz_lab.core.saved_games import Keeper

    record = {"seed": 1, "actions": []}
    mine = Keeper("honeybuzz", "full", path=drive)
    one, two = mine.store.db, Database(drive)  # two notebooks' stores
    with two.write() as db2:  # the other notebook reads the file, then we save
        mine.save({"record": record, "turn": 1})
        db2.execute(
            "INSERT INTO games (game, kind, record, owner, started, updated) "
            "VALUES ('honeybuzz', 'solo', '{}', 'other', ?, ?)",
            (time.time(), time.time()),
        )
    assert [r[0] for r in two.read("SELECT kind FROM games")] == ["solo"]  # ours lost
    one.check_kept()
    assert sorted(r[0] for r in one.read("SELECT kind FROM games")) == ["full", "solo"]
    mine.save({"record": record, "turn": 2})  # on in its own row, under its new id
    rows = one.read("SELECT id, kind, turn FROM games ORDER BY id")
    assert len(rows) == 2 and (mine.id, "full", 2) in rows
