"""Games at the tables, kept in the data store: autosaved, listed, resumed.

Each game a table plays is one row of the store's ``games`` table
(:mod:`honeybuzz_lab.core.store`): its engine record (every applied action, the seed: the
kernel's side, never synced to a page), the redo branch (the actions undone, in the order
redo replays them), the bots by seat (their strength: ``"queen"``, ``"random"`` ...), the
human seats, the table's seat and language, the turn, and a status:

- ``playing``: unfinished, offered again after a kernel restart;
- ``finished``: the game reached its end (kept);
- ``abandoned``: the learner started a new game instead of continuing it (kept).

A table saves through a :class:`Keeper` after every decision: one short ``UPDATE`` of its
own row. The row names its owner (this process and the table); a save whose row was taken
over by another table (another kernel continued the game) goes to a new row instead, so
two kernels on one store never lose or mix games. :func:`offered` finds the game a new
table offers to continue: the latest unfinished one of its ``place`` that no running
table holds. :func:`saved_games` lists them all.
"""

from __future__ import annotations

import itertools
import json
import os
import socket
import sqlite3
import sys
import threading
import time
import weakref
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from .store import DB_NAME, Database, data_dir

__all__ = [
    "STATUSES",
    "GameStore",
    "Keeper",
    "KeptGame",
    "SavedGame",
    "offered",
    "resumable",
    "saved_games",
    "saved_when",
    "store",
]

G = TypeVar("G")

#: The statuses a saved game has.
STATUSES = ("playing", "finished", "abandoned")

_COLUMNS = (
    "id, game, kind, place, status, record, redo, bots, humans, seat, turn, language, owner, "
    "started, updated"
)


@dataclass
class SavedGame:
    """One saved game as the store holds it (see the module docstring).

    ``game``: ``"honeybuzz"`` or ``"hustle"``; ``kind``: the table that played it (the
    name each game's table keeps it under, e.g. ``"full"`` or ``"table"``); ``place``: what
    a new table offers it from ('' for a game never offered, e.g. one dealt from a given seed);
    ``bots``: bot names by seat; ``turn``: the turn in progress; ``started`` and
    ``updated``: seconds since the epoch.
    """

    id: int
    game: str
    kind: str
    place: str
    status: str
    record: dict[str, Any]
    redo: list[Any] = field(default_factory=list)
    bots: dict[int, str] = field(default_factory=dict)
    humans: list[int] = field(default_factory=list)
    seat: int | None = None
    turn: int = 0
    language: str = "en"
    owner: str = ""
    started: float = 0.0
    updated: float = 0.0

    @classmethod
    def _read(cls, rows: list[tuple[Any, ...]]) -> list[SavedGame]:
        """The rows that can be read (one written wrong, by hand or by another version,
        is left out, never raised)."""
        out = []
        for row in rows:
            try:
                out.append(cls._from_row(row))
            except (ValueError, TypeError, AttributeError):
                continue
        return out

    @classmethod
    def _from_row(cls, row: tuple[Any, ...]) -> SavedGame:
        (id_, game, kind, place, status, record, redo, bots, humans, seat, turn, language,
         owner, started, updated) = row  # fmt: skip
        return cls(
            id=id_,
            game=game,
            kind=kind,
            place=place,
            status=status,
            record=json.loads(record),
            redo=json.loads(redo),
            bots={int(k): v for k, v in json.loads(bots).items()},
            humans=list(json.loads(humans)),
            seat=seat,
            turn=turn,
            language=language,
            owner=owner,
            started=started,
            updated=updated,
        )

    def __repr__(self) -> str:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.updated))
        bots = ", ".join(f"{s}: {n}" for s, n in sorted(self.bots.items()))
        return (
            f"<SavedGame {self.id}: {self.game} {self.kind}, {self.status}, turn {self.turn}, "
            f"{len(self.record.get('actions', []))} actions, saved {when}"
            + (f", bots {bots}" if bots else "")
            + ">"
        )


def saved_when(stamp: float, now: float | None = None) -> tuple[str, str, str]:
    """When a game was saved, for the offer's words: (``"today"``, ``"yesterday"`` or
    ``"date"``, the local date ``2026-11-30``, the local time ``14:05``)."""
    at = time.localtime(stamp)
    today = time.localtime(time.time() if now is None else now)
    midnight = [time.mktime((*day[:3], 0, 0, 0, 0, 0, -1)) for day in (today, at)]
    days = round((midnight[0] - midnight[1]) / 86400)
    day = "today" if days == 0 else "yesterday" if days == 1 else "date"
    return day, time.strftime("%Y-%m-%d", at), time.strftime("%H:%M", at)


# ---------------------------------------------------------------------- who holds a game

_PROCESS_START: str | None = None
_HELD: weakref.WeakValueDictionary[str, Keeper] = weakref.WeakValueDictionary()
_COUNT = itertools.count(1)


def _start_time(pid: int) -> str | None:
    """A process's start (Linux: its ``/proc`` start tick) or None where unknown; a pid
    used again by a later process has another start."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return stat.rsplit(")", 1)[-1].split()[19]


def _this_process() -> str:
    global _PROCESS_START
    if _PROCESS_START is None:
        _PROCESS_START = _start_time(os.getpid()) or ""
    return f"{socket.gethostname()}/{os.getpid()}/{_PROCESS_START}"


def _alive(owner: str) -> bool:
    """Whether the table named ``owner`` may still be playing (its process runs, and in this
    process: the table still exists)."""
    try:
        host, pid_text, start, _table = owner.split("/")
        pid = int(pid_text)
    except ValueError:
        return False
    if host != socket.gethostname():
        return False  # another machine's kernel: nothing to ask
    if f"{host}/{pid}/{start}" == _this_process():
        return owner in _HELD
    if sys.platform == "win32":
        return False  # no safe way to ask without a library: offered
    known = _start_time(pid)
    if known is not None:
        return known == start
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


# ---------------------------------------------------------------------- the store


class GameStore:
    """The ``games`` table of the store at ``path`` (default: the data folder's file).

    Its problems (a damaged file set aside, a folder that cannot be written) are the
    :class:`~honeybuzz_lab.core.store.Database`'s: ``store.db.problem``.
    """

    def __init__(self, path: Path | str | None = None):
        self.path = Path(path) if path is not None else data_dir() / DB_NAME
        self.db = Database(self.path)

    def __repr__(self) -> str:
        return f"GameStore({str(self.path)!r})"

    def get(self, game_id: int) -> SavedGame | None:
        """The saved game ``game_id`` (None if there is none)."""
        rows = self.db.read(f"SELECT {_COLUMNS} FROM games WHERE id = ?", (game_id,))
        found = SavedGame._read(rows)
        return found[0] if found else None

    def games(self, kind: str | None = None, status: str | None = None) -> list[SavedGame]:
        """The saved games, the latest first (of one ``kind`` and ``status`` if given)."""
        sql, params = f"SELECT {_COLUMNS} FROM games WHERE 1", []
        if kind is not None:
            sql, params = sql + " AND kind = ?", [*params, kind]
        if status is not None:
            sql, params = sql + " AND status = ?", [*params, status]
        rows = self.db.read(sql + " ORDER BY updated DESC, id DESC", tuple(params))
        return SavedGame._read(rows)

    def offered(self, place: str) -> SavedGame | None:
        """The game a new table of ``place`` offers to continue: the latest unfinished
        one no running table holds (None: nothing to offer, or the store cannot be read)."""
        if not place:
            return None
        try:
            rows = self.db.read(
                f"SELECT {_COLUMNS} FROM games WHERE place = ? AND status = 'playing' "
                "ORDER BY updated DESC, id DESC LIMIT 20",
                (place,),
            )
        except sqlite3.Error:
            return None
        for saved in SavedGame._read(rows):
            if not _alive(saved.owner):
                return saved
        return None

    def resumable(
        self, place: str, restore: Callable[[SavedGame], G], errors: tuple[type[Exception], ...]
    ) -> tuple[SavedGame, G] | None:
        """The game :meth:`offered` finds for ``place``, replayed by ``restore``; a saved
        game ``restore`` refuses with one of ``errors`` is kept as abandoned and the next
        is tried (None: nothing to offer)."""
        for _ in range(20):
            saved = self.offered(place)
            if saved is None:
                return None
            try:
                return saved, restore(saved)
            except errors:
                self.mark(saved.id, "abandoned")
        return None

    def mark(self, game_id: int, status: str) -> None:
        """Set a game's status (``"abandoned"``: kept, never offered again)."""
        if status not in STATUSES:
            raise ValueError(f"a saved game's status is one of {', '.join(STATUSES)}")
        with self.db.write() as db:
            db.execute("UPDATE games SET status = ?, owner = '' WHERE id = ?", (status, game_id))

    def forget(self, game_id: int) -> None:
        """Delete a saved game for good."""
        with self.db.write() as db:
            db.execute("DELETE FROM games WHERE id = ?", (game_id,))


_STORES: OrderedDict[Path, GameStore] = OrderedDict()
_STORES_LOCK = threading.Lock()
#: How many stores (data folders) a process keeps open at once (tests use many).
_OPEN_STORES = 4


def store(path: Path | str | None = None) -> GameStore:
    """The games store at ``path`` (default: the data folder's), opened once a process
    (a folder not used lately is closed, and opened again when needed)."""
    where = Path(path) if path is not None else data_dir() / DB_NAME
    with _STORES_LOCK:
        found = _STORES.get(where)
        if found is None:
            found = _STORES[where] = GameStore(where)
            while len(_STORES) > _OPEN_STORES:
                _STORES.popitem(last=False)[1].db.close()
        _STORES.move_to_end(where)
        return found


def saved_games(
    kind: str | None = None, status: str | None = None, *, path: Path | str | None = None
) -> list[SavedGame]:
    """The saved games, the latest first: ``kind`` the table that played them (as in
    :class:`SavedGame`), ``status`` ``"playing"``, ``"finished"`` or ``"abandoned"`` (None: all)."""
    return store(path).games(kind, status)


def offered(place: str, *, path: Path | str | None = None) -> SavedGame | None:
    """The unfinished game a new table of ``place`` offers (see :meth:`GameStore.offered`)."""
    return store(path).offered(place)


def resumable(
    place: str, restore: Callable[[SavedGame], G], errors: tuple[type[Exception], ...]
) -> tuple[SavedGame, G] | None:
    """The unfinished game of ``place`` and its game replayed (see
    :meth:`GameStore.resumable`), or None."""
    return store().resumable(place, restore, errors)


# ---------------------------------------------------------------------- one table's saves


class KeptGame:
    """A table mixin (before :class:`~honeybuzz_lab.core.botpace.BotPacing` and the widget):
    the game the table keeps through its :class:`Keeper` (``_keeper``), its id in the store,
    and letting go of it when the widget closes."""

    _keeper: Keeper | None = None

    @property
    def saved_id(self) -> int | None:
        """The id of this table's game in the data store (None: not saved yet)."""
        return None if self._keeper is None else self._keeper.id

    def close(self) -> None:
        """Close the widget: the bots stop and its game, kept in the store, may be offered
        to a new table of this kernel."""
        if self._keeper is not None:
            self._cancel_bots()  # type: ignore[attr-defined]
            self._keeper.release()
        super().close()  # type: ignore[misc]


class Keeper:
    """Saves one table's game into its own row after every decision.

    ``game`` and ``kind``: as in :class:`SavedGame`; ``place``: where it is offered from
    ('' never). :meth:`save` takes the table's snapshot (a dict of the row's fields:
    ``record``, ``redo``, ``bots``, ``humans``, ``seat``, ``turn``, ``language``,
    ``finished``). A failed save never stops the game: :attr:`problem` says why.
    """

    def __init__(
        self,
        game: str,
        kind: str,
        place: str = "",
        *,
        path: Path | str | None = None,
        resumed: SavedGame | None = None,
    ):
        self.game = game
        self.kind = kind
        self.place = place
        self.path = Path(path) if path is not None else data_dir() / DB_NAME
        self.owner = f"{_this_process()}/{next(_COUNT)}"
        self.id: int | None = None
        #: When the row's game started: with the owner, it names the row (the id may
        #: change when two notebooks of a JupyterLite site save at once).
        self.started: float | None = None
        self.status = "playing"  # of the last save
        self.problem = ""
        _HELD[self.owner] = self
        if resumed is not None:
            self._take_over(resumed)

    def __repr__(self) -> str:
        return f"<Keeper {self.kind} game {self.id} in {self.path}>"

    @property
    def store(self) -> GameStore:
        """The store this table saves into."""
        return store(self.path)

    def _take_over(self, saved: SavedGame) -> None:
        """Hold ``saved`` from now on (its former owner's next save goes to a new row)."""
        with self.store.db.write() as db:
            db.execute(
                "UPDATE games SET owner = ?, status = 'playing' WHERE id = ?",
                (self.owner, saved.id),
            )
        self.id, self.started = saved.id, saved.started
        self.status = "playing"

    def save(self, snapshot: dict[str, Any]) -> int | None:
        """Write ``snapshot`` into this table's row (a new row the first time, or when
        another table took the game over); returns the row's id (None if it failed)."""
        now = time.time()
        status = "finished" if snapshot.get("finished") else "playing"
        values = (
            status,
            json.dumps(snapshot["record"], separators=(",", ":")),
            json.dumps(snapshot.get("redo", []), separators=(",", ":")),
            json.dumps({str(k): v for k, v in snapshot.get("bots", {}).items()}),
            json.dumps(list(snapshot.get("humans", []))),
            snapshot.get("seat"),
            int(snapshot.get("turn", 0)),
            str(snapshot.get("language", "en")),
            now,
        )
        try:
            with self.store.db.write() as db:
                done = 0
                if self.id is not None:
                    done = db.execute(
                        "UPDATE games SET status = ?, record = ?, redo = ?, bots = ?, "
                        "humans = ?, seat = ?, turn = ?, language = ?, updated = ? "
                        "WHERE owner = ? AND started = ?",
                        (*values, self.owner, self.started),
                    ).rowcount
                if done:
                    self.id = db.execute(
                        "SELECT id FROM games WHERE owner = ? AND started = ?",
                        (self.owner, self.started),
                    ).fetchone()[0]
                else:
                    self.started = now
                    self.id = db.execute(
                        "INSERT INTO games (status, record, redo, bots, humans, seat, turn, "
                        "language, updated, game, kind, place, owner, started) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (*values, self.game, self.kind, self.place, self.owner, now),
                    ).lastrowid
        except (sqlite3.Error, OSError) as e:
            self.problem = str(e)
            return None
        self.status = status
        return self.id

    def autosave(self, history: Any, snapshot: Callable[[], dict[str, Any] | None]) -> None:
        """After a decision: save the table's ``snapshot()`` (None: nothing to save), but
        nothing before the first move of a game not saved yet (nothing to offer again)."""
        if self.id is None and not (history.ply or history.can_redo()):
            return
        snap = snapshot()
        if snap is not None:
            self.save(snap)

    def abandon(self) -> None:
        """The learner starts a new game: this one stays in the store as abandoned, and the
        next save starts a new row. A finished game stays finished."""
        if self.id is not None and self.status == "playing":
            try:
                self.store.mark(self.id, "abandoned")
            except (sqlite3.Error, OSError) as e:
                self.problem = str(e)
        self.id = None

    def release(self) -> None:
        """Stop saving (the table no longer holds its game; it may be offered again)."""
        _HELD.pop(self.owner, None)

    def hold(self) -> None:
        """Hold the game again after :meth:`release` (it is not offered meanwhile)."""
        _HELD[self.owner] = self
