"""The learner's progress in the lessons, kept across kernel restarts in the data store.

Progress lives in the store's SQLite file (:mod:`honeybuzz_lab.core.store`): one row per
lesson, language and step, with whether the step is done, how it was solved, and its
tries, hints and answers shown. Each row keeps the language it was made in; a lesson
opened (or switched) to another language carries the learner's furthest record of each
step over (:func:`furthest`, done in :mod:`.run`). A save writes
only the steps that changed since this store last read or wrote them, so two notebooks
on the same lesson keep each other's steps, and many kernels may save at once.

The JSON file of earlier versions (``progress.json`` beside the store) is imported once,
into every language (it was shared by them), then kept as ``progress.json.imported-<time>``;
one that cannot be read is set aside as ``progress.json.unreadable-<time>``. Whatever goes
wrong is said in one line by :meth:`ProgressStore.message`, and never stops a lesson.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..i18n import LANGUAGES
from ..inputs import read_json_file
from ..store import DB_NAME, Database, aside_name, data_dir, short
from .texts import Catalog

__all__ = ["FILE_NAME", "ProgressStore", "StepRecord", "default_store", "furthest"]

#: The JSON progress file of earlier versions, imported once from the data folder.
FILE_NAME = "progress.json"


@dataclass
class StepRecord:
    """What the file keeps of one step."""

    solved: bool = False
    solution: str | None = None  # a placement's or action's notation, or an option id
    tries: int = 0
    misses: int = 0  # wrong or refused tries
    hints: int = 0
    revealed: bool = False  # "Show the answer" was used

    @classmethod
    def from_json(cls, raw: Any) -> StepRecord:
        """A record from its JSON object (ValueError if it is not one)."""
        if not isinstance(raw, dict):
            raise ValueError(f"a step's progress is an object, not {raw!r}")
        record = cls()
        for name, kind in (("solved", bool), ("revealed", bool)):
            if name in raw:
                if not isinstance(raw[name], kind):
                    raise ValueError(f"{name} must be true or false, not {raw[name]!r}")
                setattr(record, name, raw[name])
        for name in ("tries", "misses", "hints"):
            if name in raw:
                value = raw[name]
                if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                    raise ValueError(f"{name} must be a whole number >= 0, not {value!r}")
                setattr(record, name, value)
        if raw.get("solution") is not None:
            if not isinstance(raw["solution"], str):
                raise ValueError(f"solution must be text, not {raw['solution']!r}")
            record.solution = raw["solution"]
        return record


def furthest(records: list[StepRecord]) -> StepRecord | None:
    """The record of a step that went furthest: a done step before one not done, then the
    one with more tries, then more hints; on a tie the first (None for no records)."""
    return max(records, key=lambda r: (r.solved, r.tries, r.hints), default=None)


_COLUMNS = ("solved", "solution", "tries", "misses", "hints", "revealed")
#: The end of an INSERT of one step's row (its key, :data:`_COLUMNS`, the time).
_INTO = (
    f"INTO progress (lesson, language, step, {', '.join(_COLUMNS)}, updated) "
    f"VALUES ({', '.join('?' * (len(_COLUMNS) + 4))})"
)


def _row(record: StepRecord) -> tuple[object, ...]:
    return (
        int(record.solved),
        record.solution,
        record.tries,
        record.misses,
        record.hints,
        int(record.revealed),
    )


class ProgressStore:
    """The lessons' progress in the data store: per lesson, language and step.

    ``path`` is the store's SQLite file (default ``data_dir() / "honeybuzz_lab.sqlite3"``);
    :meth:`message` says why progress is not read or not kept ('' if all is well), with
    the ``ui.saved.*`` texts of ``texts(language)`` (each game's lesson catalogue has
    them). Both games' lessons share the store: each lesson has its own rows.
    """

    def __init__(
        self,
        path: Path | str | None = None,
        *,
        texts: Callable[[str], Catalog] | None = None,
    ):
        self.path = Path(path) if path is not None else data_dir() / DB_NAME
        self.texts = texts
        self.db = Database(self.path)
        #: What this store last read or wrote of each (lesson, language): saves send
        #: only what changed since.
        self._known: dict[tuple[str, str], dict[str, StepRecord]] = {}
        self._import_json()

    def __repr__(self) -> str:
        return f"ProgressStore({str(self.path)!r}, lessons={self.lessons()})"

    @property
    def writable(self) -> bool:
        """False where progress is kept in memory only (said in :meth:`message`)."""
        return self.db.writable

    @property
    def in_browser(self) -> bool:
        """True where progress is kept in a JupyterLite site's drive (in the browser)."""
        return self.db.in_browser

    def where(self) -> tuple[str, str]:
        """``(folder, file)`` of the store as the learner finds them: in a JupyterLite
        site relative to the file browser's top, else as full paths."""
        return self.db.shown_folder, self.db.shown_file

    @property
    def problem(self) -> str:
        """The catalogue key (``ui.saved.<key>``) of the latest thing that went wrong, or ''."""
        return self.db.problem

    def message(self, language: str = "en") -> str:
        """What went wrong with the store, in ``language`` ('' if nothing did)."""
        if not self.problem:
            return ""
        params = self.db.params
        if self.texts is None:
            return f"{self.problem}: " + ", ".join(f"{k}={v}" for k, v in params.items())
        return self.texts(language).text(f"ui.saved.{self.problem}", **params)

    # ------------------------------------------------------------------ the old JSON file

    def _import_json(self) -> None:
        """Bring in the old ``progress.json`` beside the store, once (see the module)."""
        old = self.path.with_name(FILE_NAME)
        if not self.writable or not old.is_file():
            return
        try:
            data = read_json_file(old, ValueError)
            if not isinstance(data, dict) or not isinstance(data.get("lessons"), dict):
                raise ValueError("it has no 'lessons' object")
        except ValueError as e:
            self._set_json_aside(old, "unreadable", e)
            return
        rows = []
        for lesson, steps in data["lessons"].items():
            if not isinstance(steps, dict):
                continue
            for step, raw in steps.items():
                try:
                    record = StepRecord.from_json(raw)
                except ValueError:
                    continue
                rows.extend((lesson, language, step, *_row(record)) for language in LANGUAGES)
        now = time.time()
        with self.db.write() as db:
            db.executemany(f"INSERT OR IGNORE {_INTO}", [(*row, now) for row in rows])
        self._set_json_aside(old, "imported", None)

    def _set_json_aside(self, old: Path, why: str, error: Exception | None) -> None:
        try:
            aside = aside_name(old, why)
            old.replace(aside)
        except OSError as e:
            self.db.note("damaged_left", error=short(e if error is None else error), path=old)
            return
        if error is not None:
            self.db.note("damaged_kept", error=short(error), aside=aside.name, path=old)

    # ------------------------------------------------------------------ reading

    def lessons(self, language: str | None = None) -> list[str]:
        """The lessons the store has progress for (in ``language``, or in any)."""
        if language is None:
            rows = self.db.read("SELECT DISTINCT lesson FROM progress")
        else:
            rows = self.db.read(
                "SELECT DISTINCT lesson FROM progress WHERE language = ?", (language,)
            )
        return sorted(str(r[0]) for r in rows)

    def last_activity(self) -> dict[tuple[str, str], float]:
        """When each (lesson, language) with progress was last saved (seconds since 1970)."""
        rows = self.db.read(
            "SELECT lesson, language, MAX(updated) FROM progress GROUP BY lesson, language"
        )
        return {
            (str(lesson), str(lang)): float(updated or 0)  # type: ignore[arg-type]
            for lesson, lang, updated in rows
        }

    def steps(self, lesson: str, language: str = "en") -> dict[str, StepRecord]:
        """The saved steps of ``lesson`` in ``language`` (a damaged row is left out and
        said so)."""
        rows = self.db.read(
            "SELECT step, " + ", ".join(_COLUMNS) + " FROM progress "
            "WHERE lesson = ? AND language = ? ORDER BY step",
            (lesson, language),
        )
        records: dict[str, StepRecord] = {}
        for step, *values in rows:
            raw = dict(zip(_COLUMNS, values, strict=True))
            raw["solved"], raw["revealed"] = raw["solved"] == 1, raw["revealed"] == 1
            try:
                records[str(step)] = StepRecord.from_json(raw)
            except ValueError as e:
                self.db.note("step_damaged", lesson=lesson, step=step, error=short(e))
        self._known[(lesson, language)] = dict(records)
        return records

    # ------------------------------------------------------------------ writing

    def save(self, lesson: str, steps: dict[str, StepRecord], language: str = "en") -> bool:
        """Keep ``steps`` as the progress of ``lesson`` in ``language``.

        Only the steps that changed since this store last read or wrote them are written,
        so what another notebook saved meanwhile for other steps stays. False if it
        could not be written to the file (it is kept in memory then, and said so).
        """
        known = self._known.setdefault((lesson, language), {})
        now = time.time()
        upserts, deletes = [], []
        for step, record in steps.items():
            if record == known.get(step, StepRecord()):
                continue
            if record == StepRecord():
                deletes.append((lesson, language, step))
            else:
                upserts.append((lesson, language, step, *_row(record), now))
        if upserts or deletes:
            with self.db.write() as db:
                db.executemany(
                    "DELETE FROM progress WHERE lesson = ? AND language = ? AND step = ?",
                    deletes,
                )
                db.executemany(
                    f"INSERT {_INTO} ON CONFLICT (lesson, language, step) DO UPDATE SET "
                    + ", ".join(f"{c} = excluded.{c}" for c in (*_COLUMNS, "updated")),
                    upserts,
                )
            for step, record in steps.items():
                known[step] = record
        return self.writable

    def reset(self, lesson: str, step: str | None = None, language: str | None = "en") -> bool:
        """Forget the progress of ``lesson`` in ``language`` (None: in every language), or
        of one of its steps."""
        where, params = "lesson = ?", [lesson]
        if language is not None:
            where, params = where + " AND language = ?", [*params, language]
        if step is not None:
            where, params = where + " AND step = ?", [*params, step]
        with self.db.write() as db:
            db.execute(f"DELETE FROM progress WHERE {where}", params)
        for (known_lesson, known_language), known in self._known.items():
            if known_lesson != lesson or language not in (None, known_language):
                continue
            if step is None:
                known.clear()
            else:
                known.pop(step, None)
        return self.writable


_defaults: dict[object, ProgressStore] = {}


def default_store(texts: Callable[[str], Catalog] | None = None) -> ProgressStore:
    """The store of the user's data directory (one per kernel and catalogue, made on
    first use); ``texts`` gives its messages."""
    store = _defaults.get(texts)
    if store is None or store.path != data_dir() / DB_NAME:
        store = _defaults[texts] = ProgressStore(texts=texts)
    return store
