"""The learner's progress and score, kept across kernel restarts in a small JSON file.

The file lives in the user's data directory: ``$HONEYBUZZ_LAB_DATA`` if set (tests point
it at a temporary folder), else ``$XDG_DATA_HOME/honeybuzz_lab``, else the platform's
usual place (``~/.local/share/honeybuzz_lab`` on Linux, ``~/Library/Application Support``
on macOS, ``%APPDATA%`` on Windows). It holds, per lesson and step, whether the step is
done, how it was solved, and its tries, hints and answers shown::

    {"version": 1, "lessons": {"hive_and_tiles": {"orientations":
        {"solved": true, "answer": "6", "tries": 2, "misses": 1, "hints": 0,
         "revealed": false}}}}

Saving one lesson rewrites only that lesson's entry: the other lessons stay exactly as
they were read. A file that cannot be read is set aside (``progress.json.unreadable``)
and said so in :meth:`ProgressStore.message`, never silently dropped. Where nothing can
be written (a read-only home, JupyterLite's browser kernel) the store keeps the
progress in memory only and says so too.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from .texts import Catalog

#: The environment variable that names the folder of the progress file.
DATA_ENV = "HONEYBUZZ_LAB_DATA"
FILE_NAME = "progress.json"
VERSION = 1


def data_dir() -> Path:
    """The folder honeybuzz_lab keeps the learner's data in (see the module docstring)."""
    if os.environ.get(DATA_ENV):
        return Path(os.environ[DATA_ENV]).expanduser()
    if os.environ.get("XDG_DATA_HOME"):
        return Path(os.environ["XDG_DATA_HOME"]).expanduser() / "honeybuzz_lab"
    home = Path.home()
    if sys.platform == "darwin":
        return home / "Library" / "Application Support" / "honeybuzz_lab"
    if sys.platform == "win32" and os.environ.get("APPDATA"):
        return Path(os.environ["APPDATA"]) / "honeybuzz_lab"
    return home / ".local" / "share" / "honeybuzz_lab"


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


class ProgressStore:
    """The progress file: read once, each lesson's entry rewritten when it changes.

    ``path`` defaults to ``data_dir() / "progress.json"``; :meth:`message` says why
    progress is not read or not kept ('' if all is well), with the ``ui.saved.*`` texts of
    ``texts(language)`` (each game's lesson catalogue has them). Both games' lessons may
    share one file: each lesson has its own entry.
    """

    def __init__(
        self,
        path: Path | str | None = None,
        *,
        texts: Callable[[str], Catalog] | None = None,
    ):
        self.path = Path(path) if path is not None else data_dir() / FILE_NAME
        self.texts = texts
        self.problem = ""  # the catalogue key of what went wrong ('' if nothing did)
        self._params: dict[str, object] = {}
        self.writable = sys.platform != "emscripten"
        if not self.writable:
            self._problem("browser")
        self._lessons: dict[str, Any] = self._read()

    def __repr__(self) -> str:
        return f"ProgressStore({str(self.path)!r}, lessons={sorted(self._lessons)})"

    def _problem(self, code: str, **params: object) -> None:
        self.problem = code
        self._params = {"path": self.path, "folder": self.path.parent, "env": DATA_ENV, **params}

    def message(self, language: str = "en") -> str:
        """What went wrong with the file, in ``language`` ('' if nothing did)."""
        if not self.problem:
            return ""
        if self.texts is None:
            return f"{self.problem}: " + ", ".join(f"{k}={v}" for k, v in self._params.items())
        return self.texts(language).text(f"ui.saved.{self.problem}", **self._params)

    # ------------------------------------------------------------------ reading

    def _read(self) -> dict[str, Any]:
        try:
            text = self.path.read_text(encoding="utf-8")
        except (FileNotFoundError, NotADirectoryError):
            return {}
        except OSError as e:
            self.writable = False
            self._problem("unreadable", error=e)
            return {}
        try:
            data = json.loads(text)
            if not isinstance(data, dict) or not isinstance(data.get("lessons"), dict):
                raise ValueError("it has no 'lessons' object")
        except ValueError as e:
            aside = self.path.with_name(self.path.name + ".unreadable")
            try:
                self.path.replace(aside)
                self._problem("damaged_kept", error=e, aside=aside)
            except OSError:
                self.writable = False
                self._problem("damaged_left", error=e)
            return {}
        return data["lessons"]

    def lessons(self) -> list[str]:
        """The lessons the file has progress for."""
        return sorted(self._lessons)

    def steps(self, lesson: str) -> dict[str, StepRecord]:
        """The saved steps of ``lesson`` (a damaged step is left out and said so)."""
        raw = self._lessons.get(lesson, {})
        if not isinstance(raw, dict):
            self._problem("lesson_damaged", lesson=lesson)
            return {}
        records = {}
        for step, value in raw.items():
            try:
                records[step] = StepRecord.from_json(value)
            except ValueError as e:
                self._problem("step_damaged", lesson=lesson, step=step, error=e)
        return records

    # ------------------------------------------------------------------ writing

    def save(self, lesson: str, steps: dict[str, StepRecord]) -> bool:
        """Keep ``steps`` as the progress of ``lesson``; False if nothing could be written."""
        entry = {step: asdict(record) for step, record in steps.items() if record != StepRecord()}
        return self._write(lesson, entry or None)

    def reset(self, lesson: str, step: str | None = None) -> bool:
        """Forget the progress of ``lesson``, or of one of its steps."""
        entry = None
        if step is not None and isinstance(self._lessons.get(lesson), dict):
            entry = {k: v for k, v in self._lessons[lesson].items() if k != step} or None
        return self._write(lesson, entry)

    def _write(self, lesson: str, entry: dict[str, Any] | None) -> bool:
        """Put ``entry`` as ``lesson``'s progress (None: none) and write the file.

        The file is read again first, so what another notebook saved meanwhile for other
        lessons stays.
        """
        if entry is None:
            self._lessons.pop(lesson, None)
        else:
            self._lessons[lesson] = entry
        if not self.writable:
            return False
        try:
            on_disk = json.loads(self.path.read_text(encoding="utf-8"))["lessons"]
            if isinstance(on_disk, dict):
                for name, value in on_disk.items():
                    if name != lesson:
                        self._lessons[name] = value
                for name in set(self._lessons) - set(on_disk) - {lesson}:
                    del self._lessons[name]  # reset elsewhere since it was read
        except (OSError, ValueError, KeyError, TypeError):
            pass  # no file yet, or one this store set aside: write what it holds
        data = {"version": VERSION, "lessons": self._lessons}
        partial = self.path.with_name(self.path.name + ".partial")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            partial.write_text(json.dumps(data, indent=1, sort_keys=True), encoding="utf-8")
            partial.replace(self.path)  # all or nothing: a crash leaves the old file
        except OSError as e:
            self.writable = False
            self._problem("unwritable", error=e)
            return False
        return True


_defaults: dict[object, ProgressStore] = {}


def default_store(texts: Callable[[str], Catalog] | None = None) -> ProgressStore:
    """The store of the user's data directory (one per kernel and catalogue, made on
    first use); ``texts`` gives its messages."""
    store = _defaults.get(texts)
    if store is None or store.path != data_dir() / FILE_NAME:
        store = _defaults[texts] = ProgressStore(texts=texts)
    return store
