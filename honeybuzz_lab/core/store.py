"""The learner's data store: one SQLite file in the user's data folder.

One file (``honeybuzz_lab.sqlite3`` in :func:`data_dir`) holds what a learner must not
lose. It is opened in WAL mode with a busy timeout, so several notebooks and kernels write
to it at once; every write is one short transaction. The schema has a version
(``PRAGMA user_version``) and migrations (:data:`MIGRATIONS`, one per version step).

Opening never crashes a lesson:

- a file that is not a database (or fails SQLite's quick check) is set aside with a
  timestamped name and a new one is started (:attr:`Database.problem` says so);
- a file written by a newer version is used as it is (its extra columns and tables are
  left alone, never dropped) when the tables this version needs are there, else it is
  left untouched and nothing is written;
- a folder that cannot be written leaves the store in memory only.

In a JupyterLite site (a kernel in the browser) the data folder is ``honeybuzz_lab_data/``
in the site's drive, which the browser keeps (:mod:`.drive`). SQLite cannot keep its file
there itself (no shared memory for WAL, no locks, a file is stored only when closed), so the
database lives in memory (journal in memory too) and the file is read before each use and
written back whole after each write transaction: what another notebook of the site saved
meanwhile is kept, and the stored file is always a whole database, old or new. With no
locks, two notebooks saving in the same few milliseconds can each read the file before the
other writes, and the second write replaces the first: each write leaves a token in the
file (the ``meta`` table's ``chain``, the latest writes' tokens), and a notebook whose
token is missing when it next reads the file (or half a second after its write, in the
browser) writes its rows again over the newer file (:func:`merge_lost`). A damaged
file there is set aside as on a laptop. Without a drive (a private window) the store is in
memory only, and says so.
"""

from __future__ import annotations

import json
import os
import secrets
import sqlite3
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from .drive import DRIVE, DRIVE_DATA, DriveFile, browser_drive, on_drive, sqlite_image

#: The environment variable that names the data folder.
DATA_ENV = "HONEYBUZZ_LAB_DATA"
#: The store's file name in the data folder.
DB_NAME = "honeybuzz_lab.sqlite3"
#: How long a writer waits for another to finish (milliseconds).
BUSY_MS = 15_000
#: The longest error text a message quotes.
LONGEST_ERROR = 120
#: How many of the latest writes' tokens a drive's file keeps (see :func:`merge_lost`).
CHAIN = 200
#: How long after a write to the drive a notebook checks that it was kept (seconds).
CHECK_AFTER = 0.5
#: How long before a write transaction its rows may have been stamped (seconds).
STAMPED_BEFORE = 5.0


def data_dir() -> Path:
    """The folder honeybuzz_lab keeps the learner's data in.

    ``$HONEYBUZZ_LAB_DATA`` if set (tests point it at a temporary folder), else in a
    JupyterLite site ``honeybuzz_lab_data/`` in the site's drive (kept by the browser), else
    ``$XDG_DATA_HOME/honeybuzz_lab``, else the platform's usual place
    (``~/.local/share/honeybuzz_lab`` on Linux, ``~/Library/Application Support`` on
    macOS, ``%APPDATA%`` on Windows).
    """
    if os.environ.get(DATA_ENV):
        return Path(os.environ[DATA_ENV]).expanduser()
    drive = browser_drive()
    if drive is not None:
        return drive / DRIVE_DATA
    if os.environ.get("XDG_DATA_HOME"):
        return Path(os.environ["XDG_DATA_HOME"]).expanduser() / "honeybuzz_lab"
    home = Path.home()
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / "honeybuzz_lab"
    if sys.platform == "win32" and os.environ.get("APPDATA"):
        return Path(os.environ["APPDATA"]) / "honeybuzz_lab"
    return home / ".local" / "share" / "honeybuzz_lab"


def short(error: object) -> str:
    """An error's text cut to :data:`LONGEST_ERROR` characters for a one-line message."""
    text = " ".join(str(error).split())
    return text if len(text) <= LONGEST_ERROR else text[: LONGEST_ERROR - 1] + "…"


def aside_name(path: Path, why: str) -> Path:
    """A free name beside ``path`` to set it aside as: ``<name>.<why>-<UTC time>``."""
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    for n in range(1000):
        candidate = path.with_name(f"{path.name}.{why}-{stamp}" + (f"-{n}" if n else ""))
        if not candidate.exists():
            return candidate
    raise FileExistsError(f"no free name to set {path} aside")


def _schema_1(db: sqlite3.Connection) -> None:
    db.execute("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT)")
    db.execute(
        """CREATE TABLE IF NOT EXISTS progress (
            lesson TEXT NOT NULL,
            language TEXT NOT NULL,
            step TEXT NOT NULL,
            solved INTEGER NOT NULL DEFAULT 0,
            solution TEXT,
            tries INTEGER NOT NULL DEFAULT 0,
            misses INTEGER NOT NULL DEFAULT 0,
            hints INTEGER NOT NULL DEFAULT 0,
            revealed INTEGER NOT NULL DEFAULT 0,
            updated REAL NOT NULL DEFAULT 0,
            PRIMARY KEY (lesson, language, step)
        )"""
    )


def _schema_2(db: sqlite3.Connection) -> None:
    """Games at the tables (:mod:`honeybuzz_lab.core.saved_games`): one row a game."""
    db.execute(
        """CREATE TABLE IF NOT EXISTS games (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            game TEXT NOT NULL,
            kind TEXT NOT NULL,
            place TEXT NOT NULL DEFAULT '',
            status TEXT NOT NULL DEFAULT 'playing',
            record TEXT NOT NULL,
            redo TEXT NOT NULL DEFAULT '[]',
            bots TEXT NOT NULL DEFAULT '{}',
            humans TEXT NOT NULL DEFAULT '[]',
            seat INTEGER,
            turn INTEGER NOT NULL DEFAULT 0,
            language TEXT NOT NULL DEFAULT 'en',
            owner TEXT NOT NULL DEFAULT '',
            started REAL NOT NULL DEFAULT 0,
            updated REAL NOT NULL DEFAULT 0
        )"""
    )
    db.execute("CREATE INDEX IF NOT EXISTS games_place ON games (place, status, updated)")


#: ``MIGRATIONS[i]`` takes a database from schema version ``i`` to ``i + 1``.
MIGRATIONS: list[Callable[[sqlite3.Connection], None]] = [_schema_1, _schema_2]
SCHEMA_VERSION = len(MIGRATIONS)
#: The tables (and their columns) this version reads and writes.
NEEDED = {
    "meta": {"key", "value"},
    "progress": {
        "lesson",
        "language",
        "step",
        "solved",
        "solution",
        "tries",
        "misses",
        "hints",
        "revealed",
        "updated",
    },
    "games": {
        "id",
        "game",
        "kind",
        "place",
        "status",
        "record",
        "redo",
        "bots",
        "humans",
        "seat",
        "turn",
        "language",
        "owner",
        "started",
        "updated",
    },
}


def chain(db: sqlite3.Connection) -> list[str]:
    """The tokens of the latest writes the database holds (oldest first)."""
    row = db.execute("SELECT value FROM meta WHERE key = 'chain'").fetchone()
    try:
        tokens = json.loads(row[0]) if row else []
    except (TypeError, ValueError):
        return []
    return [t for t in tokens if isinstance(t, str)] if isinstance(tokens, list) else []


def add_to_chain(db: sqlite3.Connection, token: str) -> None:
    """Record a write's ``token`` in the database (the latest :data:`CHAIN` are kept)."""
    tokens = [*chain(db), token][-CHAIN:]
    db.execute(
        "INSERT INTO meta (key, value) VALUES ('chain', ?) "
        "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        (json.dumps(tokens, separators=(",", ":")),),
    )


_PROGRESS_COLUMNS = (
    "lesson, language, step, solved, solution, tries, misses, hints, revealed, updated"
)
_GAME_COLUMNS = (
    "game, kind, place, status, record, redo, bots, humans, seat, turn, language, owner, "
    "started, updated"
)


def merge_lost(into: sqlite3.Connection, ours: sqlite3.Connection, since: float) -> int:
    """Write the rows ``ours`` changed at or after ``since`` into ``into`` (a newer file
    that lacks them), the newer of the two where both have a row; returns how many.

    Progress rows are one per lesson, language and step; a game's row is known by when
    it started (its id may have gone to another notebook's game meanwhile).
    """
    count = 0
    for row in ours.execute(
        f"SELECT {_PROGRESS_COLUMNS} FROM progress WHERE updated >= ?", (since,)
    ).fetchall():
        count += into.execute(
            f"INSERT INTO progress ({_PROGRESS_COLUMNS}) VALUES ({', '.join('?' * 10)}) "
            "ON CONFLICT(lesson, language, step) DO UPDATE SET solved = excluded.solved, "
            "solution = excluded.solution, tries = excluded.tries, misses = excluded.misses, "
            "hints = excluded.hints, revealed = excluded.revealed, updated = excluded.updated "
            "WHERE excluded.updated > progress.updated",
            row,
        ).rowcount
    for game_id, *row in ours.execute(
        f"SELECT id, {_GAME_COLUMNS} FROM games WHERE updated >= ?", (since,)
    ).fetchall():
        started, updated = row[-2], row[-1]
        there = into.execute(
            "SELECT id, updated FROM games WHERE started = ?", (started,)
        ).fetchone()
        if there is not None:
            if updated > there[1]:
                sets = ", ".join(f"{c.strip()} = ?" for c in _GAME_COLUMNS.split(","))
                count += into.execute(
                    f"UPDATE games SET {sets} WHERE id = ?", (*row, there[0])
                ).rowcount
            continue
        taken = into.execute("SELECT 1 FROM games WHERE id = ?", (game_id,)).fetchone()
        columns, values = (
            (_GAME_COLUMNS, row) if taken else (f"id, {_GAME_COLUMNS}", [game_id, *row])
        )
        marks = ", ".join("?" * len(values))
        count += into.execute(f"INSERT INTO games ({columns}) VALUES ({marks})", values).rowcount
    return count


class Database:
    """The store's SQLite file, opened safely (see the module docstring).

    ``problem`` is '' when all is well, else a code with ``params`` for a one-line
    message: ``damaged_kept`` (set aside as ``aside``), ``newer_unread`` (a newer
    version's file this one cannot use), ``unwritable`` (kept in memory only),
    ``browser`` (a kernel in the browser without a drive: nothing outlives the page).
    ``in_browser`` is True where the file is in a JupyterLite site's drive.
    """

    def __init__(self, path: Path | str | None = None):
        self.path = Path(path) if path is not None else data_dir() / DB_NAME
        self.problem = ""
        self.params: dict[str, object] = {}
        self.writable = True
        self.version = 0
        self.in_browser = False
        #: The drive's file (in a JupyterLite site), and its content as last read or written.
        self._drive: DriveFile | None = None
        self._seen: bytes | None = None
        #: Our writes to the drive's file not yet seen in a newer file: token -> when.
        self._pending: dict[str, float] = {}
        self._check_due = False
        self._lock = threading.RLock()
        self._db = self._open()

    def __repr__(self) -> str:
        return f"Database({str(self.path)!r}, version={self.version}, problem={self.problem!r})"

    def note(self, code: str, **params: object) -> None:
        """Say what went wrong (the latest problem is the one said); ``params`` fill its
        message and may name another ``path`` than the store's."""
        self.problem = code
        path, folder = (
            (self.shown_file, self.shown_folder)
            if self.in_browser
            else (self.path, self.path.parent)
        )
        self.params = {"path": path, "folder": folder, "env": DATA_ENV, **params}

    @property
    def shown_file(self) -> str:
        """The store's file as the learner finds it (in a site's drive: as the file
        browser shows it)."""
        if self.in_browser:
            return Path(os.path.abspath(self.path)).relative_to(DRIVE).as_posix()
        return str(self.path)

    @property
    def shown_folder(self) -> str:
        """The store's folder as the learner finds it (see :attr:`shown_file`)."""
        if self.in_browser:
            return str(Path(self.shown_file).parent.as_posix()) + "/"
        return str(self.path.parent)

    # ------------------------------------------------------------------ opening

    def _open(self) -> sqlite3.Connection:
        if on_drive(self.path, browser_drive()):
            return self._open_drive()
        if sys.platform == "emscripten":
            self.writable = False
            self.note("browser")
            return self._memory()
        db = None
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            db = self._connect(self.path)
            self._check(db)
        except (OSError, sqlite3.OperationalError) as e:  # no folder, no access
            return self._unwritable(e)
        except sqlite3.DatabaseError as e:  # not a database, or a damaged one
            if db is not None:
                db.close()
            return self._set_aside(e)
        try:
            self._migrate(db)
            db.execute("PRAGMA journal_mode = WAL")  # readers never wait for a writer
        except sqlite3.OperationalError as e:  # read-only file or folder, disk full
            db.close()
            return self._unwritable(e)
        return db

    def _connect(self, path: Path | str) -> sqlite3.Connection:
        db = sqlite3.connect(
            path, timeout=BUSY_MS / 1000, isolation_level=None, check_same_thread=False
        )
        db.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
        # In WAL mode NORMAL never corrupts the file; a power cut may lose the last save.
        db.execute("PRAGMA synchronous = NORMAL")
        return db

    def _memory(self) -> sqlite3.Connection:
        db = self._connect(":memory:")
        self._migrate(db)
        return db

    def _check(self, db: sqlite3.Connection) -> None:
        """Raise DatabaseError if the file is not a sound SQLite database."""
        row = db.execute("PRAGMA quick_check").fetchone()
        if row is None or row[0] != "ok":
            raise sqlite3.DatabaseError(f"quick check: {row[0] if row else 'no answer'}")

    def _migrate(self, db: sqlite3.Connection) -> None:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        self.version = version
        if version > SCHEMA_VERSION:  # a newer honeybuzz_lab wrote it
            if not self._has_needed(db):
                self.writable = False
                self.note("newer_unread", version=version)
                raise sqlite3.OperationalError("newer schema")
            return
        for step in range(version, SCHEMA_VERSION):
            db.execute("BEGIN IMMEDIATE")
            try:
                MIGRATIONS[step](db)
                db.execute(f"PRAGMA user_version = {step + 1}")
                db.execute("COMMIT")
            except BaseException:
                db.execute("ROLLBACK")
                raise
        self.version = SCHEMA_VERSION

    @staticmethod
    def _has_needed(db: sqlite3.Connection) -> bool:
        for table, columns in NEEDED.items():
            have = {row[1] for row in db.execute(f"PRAGMA table_info({table})")}
            if not columns <= have:
                return False
        return True

    def _set_aside(self, error: Exception) -> sqlite3.Connection:
        try:
            aside = aside_name(self.path, "damaged")
            for suffix in ("", "-wal", "-shm"):
                part = self.path.with_name(self.path.name + suffix)
                if part.exists():
                    part.replace(aside.with_name(aside.name + suffix))
            db = self._connect(self.path)
            self._check(db)
            self._migrate(db)
            db.execute("PRAGMA journal_mode = WAL")
        except (OSError, sqlite3.Error) as e:
            return self._unwritable(e)
        self.note("damaged_kept", error=short(error), aside=aside.name)
        return db

    def _unwritable(self, error: Exception) -> sqlite3.Connection:
        self.writable = False
        if self.problem != "newer_unread":
            self.note("unwritable", error=short(error))
        return self._memory()

    # ------------------------------------------------------------------ in a site's drive

    def _open_drive(self) -> sqlite3.Connection:
        """The database in memory, read from the drive's file (see the module docstring)."""
        self._drive, self.in_browser = DriveFile(self.path), True
        db = self._connect(":memory:")
        try:
            data = self._drive.load()
        except OSError as e:
            db.close()
            self._drive, self.in_browser = None, False
            return self._unwritable(e)
        try:
            if data is not None:
                db.deserialize(sqlite_image(data))
                self._check(db)
            self._seen = data
            self._migrate(db)
        except sqlite3.DatabaseError as e:
            db.close()
            if self.problem == "newer_unread":
                self._drive, self.in_browser = None, False
                return self._unwritable(e)
            db = self._connect(":memory:")
            self._migrate(db)
            self._db = db
            self._set_drive_file_aside(e)
            return db
        self._db = db
        self._persist()
        return db

    def _refresh(self) -> None:
        """Read the drive's file again if another notebook of the site changed it."""
        assert self._drive is not None
        try:
            data = self._drive.load()
        except OSError as e:
            self._leave_drive(e)
            return
        if data is None:
            if self._seen is not None:  # the learner deleted the file: start afresh
                fresh = self._connect(":memory:")
                self._migrate(fresh)
                self._db.close()
                self._db, self._seen = fresh, None
            return
        if data == self._seen:
            return
        mine = self._db.serialize()
        try:
            self._db.deserialize(sqlite_image(data))
            self._check(self._db)
            self._migrate(self._db)
        except sqlite3.DatabaseError as e:
            self._db.deserialize(mine)
            if self.problem == "newer_unread":
                self._leave_drive(e, code="newer_unread")
            else:
                self._set_drive_file_aside(e)
            return
        self._seen = data
        self._merge_lost(mine)

    def _merge_lost(self, mine: bytes) -> None:
        """Another notebook wrote the file after reading it before one of our writes: write
        our rows of those writes again (see :func:`merge_lost`)."""
        kept = set(chain(self._db))
        lost = {t: when for t, when in self._pending.items() if t not in kept}
        self._pending = lost
        if not lost:
            return
        ours = self._connect(":memory:")
        try:
            ours.deserialize(mine)
            self._db.execute("BEGIN IMMEDIATE")
            try:
                merge_lost(self._db, ours, min(lost.values()))
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
        finally:
            ours.close()
        self._persist(since=min(lost.values()))

    def _persist(self, since: float | None = None) -> None:
        """Write the database whole to the drive's file, if it changed, with a token of
        this write (``since``: the oldest change it carries, default now)."""
        if self._drive is None:
            return
        if self._db.serialize() == self._seen:
            return
        token = secrets.token_hex(6)
        add_to_chain(self._db, token)
        data = self._db.serialize()
        try:
            self._drive.save(data)
        except OSError as e:
            self._leave_drive(e)
            return
        self._seen = data
        self._pending[token] = time.time() if since is None else since
        self._check_later()

    def _check_later(self) -> None:
        """In the browser, look again shortly after a write: was it kept?"""
        if sys.platform != "emscripten" or self._check_due:
            return
        try:
            import asyncio

            loop = asyncio.get_event_loop()
        except RuntimeError:
            return
        self._check_due = True
        loop.call_later(CHECK_AFTER, self.check_kept)

    def check_kept(self) -> None:
        """Read the drive's file again now and write again what another notebook's write
        replaced (done by itself in the browser half a second after each write)."""
        with self._lock:
            self._check_due = False
            if self._drive is not None:
                self._refresh()

    def _set_drive_file_aside(self, error: Exception) -> None:
        """Keep a damaged file of the drive under a timestamped name; store ours anew."""
        try:
            aside = aside_name(self.path, "damaged")
            os.replace(self.path, aside)
        except OSError as e:
            self._leave_drive(e)
            return
        self._seen = None
        self._persist()
        if self._drive is not None:
            self.note("damaged_kept", error=short(error), aside=aside.name)

    def _leave_drive(self, error: Exception, code: str = "unwritable") -> None:
        """Go on in memory only (and say so): the drive failed or holds a newer store."""
        self._drive, self.in_browser, self.writable = None, False, False
        if code == "unwritable":
            self.note("unwritable", error=short(error))

    # ------------------------------------------------------------------ use

    @contextmanager
    def write(self) -> Iterator[sqlite3.Connection]:
        """One write transaction (BEGIN IMMEDIATE ... COMMIT), rolled back on an error.

        A write that fails for good (disk full, the file made read-only) moves the store
        to memory, keeping what it held so far there, and says so.
        """
        with self._lock:
            # rows carry the time their writer took before the write began: allow for it
            began = time.time() - STAMPED_BEFORE
            if self._drive is not None:
                self._refresh()
            try:
                self._db.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as e:
                self._fall_back(e)
                self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._persist(since=began)

    def read(self, sql: str, params: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
        """The rows of one query."""
        with self._lock:
            if self._drive is not None:
                self._refresh()
            return self._db.execute(sql, params).fetchall()

    def _fall_back(self, error: Exception) -> None:
        """Copy what the file holds into memory and go on there (and say so)."""
        memory = self._connect(":memory:")
        try:
            self._db.backup(memory)
        except sqlite3.Error:
            self._migrate(memory)
        self._db.close()
        self._db = memory
        self.writable = False
        self.note("unwritable", error=short(error))

    def close(self) -> None:
        """Close the file (the store cannot be used afterwards)."""
        with self._lock:
            self._db.close()
