"""Class results without a server: a learner's results file, and a class overview of many.

A learner writes their results, every lesson of every game they worked on, into one small
JSON file (:func:`export_results`) and sends it to the teacher; the teacher puts the files in
one folder and reads them all (:func:`read_results`), or shows them as a table and charts
(:class:`ClassOverview`). A file holds, per game, lesson and language: steps done of all,
stars, tries, wrong tries, hints, answers shown and the last activity, and the same per step;
never a step's solution.

A file is read with care: one that is too large, not UTF-8, not JSON, with a key twice,
nested too deeply, of a newer format, or with any value out of place is left out and said
so in one line; the overview never fails on a file. A learner's name is shown as text
(HTML escaped, control and direction characters dropped, isolated in ``<bdi>``).

This module knows no game: each game lists its lessons as a :class:`LessonSource`, and
``honeybuzz_lab.results`` passes both games' sources in.
"""

from __future__ import annotations

import contextlib
import html
import json
import os
import re
import time
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from ..i18n import catalog, check_language, render
from ..inputs import DuplicateKey, no_duplicate_keys
from .progress import ProgressStore, default_store
from .run import StepState, lesson_score
from .steps import LessonError, LessonPlan
from .texts import Catalog

__all__ = [
    "FORMAT",
    "MAX_BYTES",
    "MAX_FILES",
    "VERSION",
    "ClassOverview",
    "ClassResults",
    "Learner",
    "LessonResult",
    "LessonSource",
    "ResultsError",
    "Skipped",
    "StepResult",
    "clean_name",
    "collect",
    "export_results",
    "file_name",
    "read_results",
]

#: What the file says it is.
FORMAT = "honeybuzz_lab-results"
#: The version of the file's format this package writes and reads.
VERSION = 1
#: The largest results file read (every step of every lesson in both languages: 49 kB).
MAX_BYTES = 512_000
#: The most files of a folder read.
MAX_FILES = 500
#: The deepest a results file nests.
MAX_DEPTH = 8
#: The longest name a file may carry, and the longest shown.
LONGEST_NAME, SHOWN_NAME = 200, 60
#: The largest count (tries, hints, ...) a file may hold.
LARGEST = 1_000_000
#: Lessons per table (each table fits beside the file browser at 1280 pixels).
TABLE_LESSONS = 6
#: Steps shown in the chart of where the tries and hints went.
CHART_STEPS = 10

_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")
_LANGUAGE = re.compile(r"^[a-z]{2,3}$")


class ResultsError(LessonError):
    """A results file that cannot be written, or a folder that cannot be read."""


@dataclass(frozen=True)
class LessonSource:
    """One game's lessons, as the results list them.

    ``game`` names the game in the file, ``name_key`` is the catalogue key of its name
    (``core.results.games.<game>``), ``lessons`` lists its lessons, ``texts`` gives its
    lesson catalogue (titles of lessons and steps) and ``notebooks`` the number of the
    notebook each lesson is in (``{"honey": "06"}``; the learner's overview links it).
    """

    game: str
    lessons: Callable[[], Sequence[LessonPlan]]
    texts: Callable[[str], Catalog]
    notebooks: Mapping[str, str] = field(default_factory=dict)

    @property
    def name_key(self) -> str:
        """The catalogue key of the game's name."""
        return f"core.results.games.{self.game}"


# ---------------------------------------------------------------------- the records


@dataclass(frozen=True)
class StepResult:
    """One step of a lesson run: done or not, tries, wrong tries, hints, answer shown."""

    done: bool
    tries: int
    misses: int
    hints: int
    shown: bool

    def to_json(self) -> dict[str, object]:
        """The step as the file holds it."""
        return {
            "done": self.done,
            "tries": self.tries,
            "misses": self.misses,
            "hints": self.hints,
            "shown": self.shown,
        }


@dataclass(frozen=True)
class LessonResult:
    """One lesson in one language: steps done of all, stars, counts, last activity."""

    steps: int
    done: int
    stars: int
    tries: int
    misses: int
    hints: int
    shown: int
    last: str  # ISO 8601, UTC
    by_step: dict[str, StepResult] = field(default_factory=dict)

    @property
    def finished(self) -> bool:
        """True when every step is done."""
        return self.done >= self.steps

    def to_json(self) -> dict[str, object]:
        """The lesson as the file holds it."""
        return {
            "steps": self.steps,
            "done": self.done,
            "stars": self.stars,
            "tries": self.tries,
            "misses": self.misses,
            "hints": self.hints,
            "shown": self.shown,
            "last": self.last,
            "by_step": {k: v.to_json() for k, v in self.by_step.items()},
        }


@dataclass
class Learner:
    """One learner's results file as read."""

    name: str  # as typed
    file: str  # the file's name
    exported: str  # ISO 8601, UTC
    package: str
    #: (game, lesson) -> language -> result.
    lessons: dict[tuple[str, str], dict[str, LessonResult]] = field(default_factory=dict)

    @property
    def shown_name(self) -> str:
        """The name as it is safe to show (see :func:`clean_name`)."""
        return clean_name(self.name) or "?"

    def finished(self) -> list[tuple[str, str]]:
        """The ``(game, lesson)`` the learner finished (in any language)."""
        return [key for key, runs in self.lessons.items() if any(r.finished for r in runs.values())]

    def best(self, game: str, lesson: str) -> LessonResult | None:
        """The learner's furthest run of ``lesson`` in any language (None: not started)."""
        runs = self.lessons.get((game, lesson), {})
        if not runs:
            return None
        return max(runs.values(), key=lambda r: (r.done, r.stars, r.last))


@dataclass(frozen=True)
class Skipped:
    """A file left out: its name, the catalogue key of why, and the key's values."""

    file: str
    reason: str
    params: dict[str, object] = field(default_factory=dict)

    def text(self, language: str = "en") -> str:
        """Why, in one line."""
        why = say(language, f"core.results.skip.{self.reason}", **self.params)
        return say(language, "core.results.skip_line", file=clean_name(self.file), reason=why)


@dataclass
class ClassResults:
    """A folder's results files: the learners read and the files left out."""

    folder: Path
    learners: list[Learner] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)


# ---------------------------------------------------------------------- names


def clean_name(raw: str, limit: int = SHOWN_NAME) -> str:
    """``raw`` without control, format (bidi) or separator characters, its spaces
    collapsed, cut to ``limit`` characters."""
    kept = "".join(
        " " if unicodedata.category(ch)[0] in "CZ" else ch
        for ch in unicodedata.normalize("NFC", raw)
    )
    name = " ".join(kept.split())
    return name if len(name) <= limit else name[: limit - 1] + "…"


def file_name(name: str) -> str:
    """The results file's name for a learner: ``honeybuzz-results-<name in ASCII>.json``."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")[:40].strip("-")
    return f"honeybuzz-results-{slug or 'learner'}.json"


def say(language: str, key: str, /, **params: object) -> str:
    """The text ``key`` of the core catalogue in ``language``, filled with ``params``."""
    return render(catalog(language), key, params)


def _now() -> str:
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def _iso(seconds: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(seconds))


# ---------------------------------------------------------------------- writing


def collect(
    sources: Iterable[LessonSource], store: ProgressStore, language: str | None = None
) -> dict[str, dict[str, dict[str, LessonResult]]]:
    """Every lesson the store has progress for, as ``game -> lesson -> language ->
    result`` (``language``: that language only). Lessons no game lists are left out."""
    plans = {plan.id: (source.game, plan) for source in sources for plan in source.lessons()}
    last = store.last_activity()
    games: dict[str, dict[str, dict[str, LessonResult]]] = {}
    for lesson, lang in sorted(last):
        if lesson not in plans or (language is not None and lang != language):
            continue
        game, plan = plans[lesson]
        records = store.steps(lesson, lang)
        states, by_step = [], {}
        for step in plan.steps:
            record = records.get(step.id)
            state = StepState()
            if record is not None:
                state = StepState(
                    solved=record.solved,
                    hints=record.hints,
                    attempts=record.tries,
                    misses=record.misses,
                    revealed=record.revealed,
                )
                by_step[step.id] = StepResult(
                    record.solved, record.tries, record.misses, record.hints, record.revealed
                )
            states.append(state)
        if not by_step:
            continue
        score = lesson_score(plan.steps, states)
        games.setdefault(game, {}).setdefault(lesson, {})[lang] = LessonResult(
            steps=len(plan.steps),
            done=sum(s.solved for s in states),
            stars=score.stars,
            tries=score.tries,
            misses=score.misses,
            hints=score.hints,
            shown=score.revealed,
            last=_iso(last[(lesson, lang)]),
            by_step=by_step,
        )
    return games


def export_results(
    sources: Iterable[LessonSource],
    path: Path | str | None = None,
    *,
    name: str,
    language: str | None = None,
    store: ProgressStore | None = None,
    say_in: str = "en",
) -> Path:
    """Write the learner's results into one small JSON file; its path.

    ``path`` is the file, or a folder to put it in (default: the current folder, which is
    the notebook's); the file is called :func:`file_name` then. ``name`` is the learner's
    name as the teacher knows it; ``language`` keeps only that language's runs;
    ``say_in`` is the language of the errors (ResultsError).
    """
    check_language(say_in)
    if not isinstance(name, str) or not clean_name(name):
        raise ResultsError(say(say_in, "core.results.error.no_name"))
    if len(name) > LONGEST_NAME:
        raise ResultsError(say(say_in, "core.results.error.long_name", limit=LONGEST_NAME))
    if language is not None:
        check_language(language)
    from ... import __version__

    store = store if store is not None else default_store()
    games = collect(sources, store, language)
    data = {
        "format": FORMAT,
        "version": VERSION,
        "name": name,
        "exported": _now(),
        "package": __version__,
        "games": {
            game: {
                lesson: {lang: result.to_json() for lang, result in runs.items()}
                for lesson, runs in lessons.items()
            }
            for game, lessons in games.items()
        },
    }
    target = Path.cwd() if path is None else Path(path)
    if target.is_dir():
        target = target / file_name(name)
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    partial = target.with_name(f".{target.name}.{os.getpid()}.partial")
    try:
        partial.write_text(text, encoding="utf-8")
        partial.replace(target)
    except OSError as e:
        with contextlib.suppress(OSError):  # e.g. no folder to hold it either
            partial.unlink(missing_ok=True)
        raise ResultsError(
            say(
                say_in,
                "core.results.error.unwritable",
                path=str(target),
                error=str(e.strerror or e),
            )
        ) from None
    return target


# ---------------------------------------------------------------------- reading


class _Bad(Exception):
    """A file left out: the catalogue key of why and its values."""

    def __init__(self, reason: str, **params: object):
        super().__init__(reason)
        self.reason = reason
        self.params = params


def _depth(value: Any) -> int:
    deepest, todo = 0, [(value, 1)]
    while todo:
        item, depth = todo.pop()
        if depth > MAX_DEPTH:
            return depth
        deepest = max(deepest, depth)
        if isinstance(item, dict):
            todo.extend((child, depth + 1) for child in item.values())
        elif isinstance(item, list):
            todo.extend((child, depth + 1) for child in item)
    return deepest


def _count(raw: dict[str, Any], key: str, where: str, top: int = LARGEST) -> int:
    value = raw.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= top:
        raise _Bad("bad_value", where=f"{where}.{key}")
    return value


def _flag(raw: dict[str, Any], key: str, where: str) -> bool:
    value = raw.get(key)
    if not isinstance(value, bool):
        raise _Bad("bad_value", where=f"{where}.{key}")
    return value


def _object(raw: Any, where: str) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise _Bad("bad_value", where=where)
    return raw


def _time(raw: dict[str, Any], key: str, where: str) -> str:
    value = raw.get(key)
    if not isinstance(value, str) or len(value) > 40:
        raise _Bad("bad_value", where=f"{where}.{key}")
    try:
        datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        raise _Bad("bad_value", where=f"{where}.{key}") from None
    return value


def _ident(value: str, pattern: re.Pattern[str], where: str) -> str:
    if not pattern.match(value):
        raise _Bad("bad_value", where=where)
    return value


def _lesson(raw: Any, where: str) -> LessonResult:
    raw = _object(raw, where)
    steps = _count(raw, "steps", where, 1000)
    by_step = {}
    for step, s in _object(raw.get("by_step", {}), f"{where}.by_step").items():
        here = f"{where}.{clean_name(step, 30)}"
        _ident(step, _ID, here)
        s = _object(s, here)
        by_step[step] = StepResult(
            _flag(s, "done", here),
            _count(s, "tries", here),
            _count(s, "misses", here),
            _count(s, "hints", here),
            _flag(s, "shown", here),
        )
    result = LessonResult(
        steps=steps,
        done=_count(raw, "done", where, steps),
        stars=_count(raw, "stars", where, 3),
        tries=_count(raw, "tries", where),
        misses=_count(raw, "misses", where),
        hints=_count(raw, "hints", where),
        shown=_count(raw, "shown", where, steps),
        last=_time(raw, "last", where),
        by_step=by_step,
    )
    if len(by_step) > steps:
        raise _Bad("bad_value", where=f"{where}.by_step")
    return result


def _learner(data: Any, file: str) -> Learner:
    data = _object(data, "file")
    if data.get("format") != FORMAT:
        raise _Bad("not_results")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise _Bad("bad_value", where="version")
    if version > VERSION:
        raise _Bad("newer", version=version)
    name = data.get("name")
    if not isinstance(name, str) or len(name) > LONGEST_NAME or not clean_name(name):
        raise _Bad("bad_value", where="name")
    package = data.get("package")
    if not isinstance(package, str) or len(package) > 40:
        raise _Bad("bad_value", where="package")
    learner = Learner(name, file, _time(data, "exported", "file"), package)
    for game, lessons in _object(data.get("games"), "games").items():
        _ident(game, _ID, f"games.{clean_name(game, 30)}")
        for lesson, runs in _object(lessons, game).items():
            where = f"{game}.{clean_name(lesson, 30)}"
            _ident(lesson, _ID, where)
            for language, raw in _object(runs, where).items():
                here = f"{where}.{clean_name(language, 10)}"
                _ident(language, _LANGUAGE, here)
                learner.lessons.setdefault((game, lesson), {})[language] = _lesson(raw, here)
    return learner


def _read_file(path: Path) -> Learner:
    try:
        with path.open("rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except OSError as e:
        raise _Bad("unreadable", error=clean_name(e.strerror or str(e), 80)) from None
    if len(raw) > MAX_BYTES:
        raise _Bad("too_large", limit=MAX_BYTES)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise _Bad("not_utf8") from None
    try:
        data = json.loads(text, object_pairs_hook=no_duplicate_keys)
    except DuplicateKey as e:
        raise _Bad("duplicate_key", key=clean_name(e.key, 30)) from None
    except RecursionError:
        raise _Bad("too_deep") from None
    except json.JSONDecodeError as e:
        raise _Bad("not_json", line=e.lineno, column=e.colno) from None
    except ValueError:  # a number too long to convert
        raise _Bad("not_json", line=0, column=0) from None
    if _depth(data) > MAX_DEPTH:
        raise _Bad("too_deep")
    return _learner(data, path.name)


def read_results(folder: Path | str) -> ClassResults:
    """The results files (``*.json``) of ``folder``: every learner read, and each file
    left out with why. The newest export of a learner (the same name) is kept.
    ResultsError if ``folder`` is not a folder."""
    folder = Path(folder)
    if not folder.is_dir():
        raise ResultsError(f"there is no folder {clean_name(str(folder), 200)}")
    found = ClassResults(folder)
    files = sorted(
        p for p in folder.iterdir() if p.suffix.lower() == ".json" and not p.name.startswith(".")
    )
    for n, path in enumerate(files):
        if n >= MAX_FILES:
            found.skipped.append(Skipped(path.name, "too_many", {"limit": MAX_FILES}))
            continue
        if not path.is_file():
            found.skipped.append(Skipped(path.name, "not_file"))
            continue
        try:
            found.learners.append(_read_file(path))
        except _Bad as bad:
            found.skipped.append(Skipped(path.name, bad.reason, bad.params))
    newest: dict[str, Learner] = {}
    for learner in found.learners:
        key = learner.shown_name.casefold()
        other = newest.get(key)
        if other is None:
            newest[key] = learner
            continue
        old, new = sorted((other, learner), key=lambda x: (x.exported, x.file))
        newest[key] = new
        found.skipped.append(
            Skipped(old.file, "older", {"name": new.shown_name, "newer": new.file})
        )
    found.learners = sorted(newest.values(), key=lambda x: (x.shown_name.casefold(), x.file))
    return found


# ---------------------------------------------------------------------- the overview

_STYLE = """
.hbr-overview { font-size: 13px; line-height: 1.4; color: var(--jp-content-font-color1, #1a1a1a);
  max-width: 100%; overflow: visible; }
.hbr-overview h3 { font-size: 17px; margin: 0.4em 0; }
.hbr-overview h4 { font-size: 15px; margin: 1em 0 0.4em; }
.hbr-overview p { margin: 0.3em 0; }
.hbr-overview table.hbr-table { table-layout: fixed; width: 100%; border-collapse: collapse;
  margin: 0 0 0.8em; font-size: 13px; }
.hbr-overview table.hbr-table th, .hbr-overview table.hbr-table td {
  border: 1px solid var(--jp-border-color1, #bdbdbd); padding: 3px 5px; text-align: left;
  vertical-align: top; overflow-wrap: anywhere; white-space: normal; }
.hbr-overview table.hbr-table th { font-weight: 600; background: var(--jp-layout-color2, #eee);
  color: var(--jp-content-font-color1, #1a1a1a); }
.hbr-overview table.hbr-table th.hbr-name { width: 9em; }
.hbr-overview td.hbr-finished { background: rgba(47, 158, 68, 0.22); }
.hbr-overview .hbr-stars { letter-spacing: 1px; white-space: nowrap; }
.hbr-overview .hbr-none { color: var(--jp-content-font-color1, #1a1a1a); }
.hbr-overview .hbr-chart { display: grid; grid-template-columns: minmax(8em, 38%) 1fr;
  gap: 4px 10px; align-items: center; margin: 0.3em 0 0.8em; }
.hbr-overview .hbr-chart .hbr-label { overflow-wrap: anywhere; }
.hbr-overview .hbr-chart .hbr-group { grid-column: 1 / -1; font-weight: 600; margin-top: 4px; }
.hbr-overview .hbr-chart .hbr-numbers { grid-column: 2; font-size: 12px;
  color: var(--jp-content-font-color1, #1a1a1a); margin-top: -3px; }
.hbr-overview svg.hbr-bar { display: block; width: 100%; height: 14px; }
.hbr-overview svg.hbr-bar .hbr-track { fill: none; stroke: var(--jp-border-color1, #bdbdbd); }
.hbr-overview .hbr-c-finished { fill: #2f9e44; background: #2f9e44; }
.hbr-overview .hbr-c-started { fill: #96d2a4; background: #96d2a4; }
.hbr-overview .hbr-c-misses { fill: #e8590c; background: #e8590c; }
.hbr-overview .hbr-c-hints { fill: #e0a800; background: #e0a800; }
.hbr-overview .hbr-c-shown { fill: #7950f2; background: #7950f2; }
.hbr-overview .hbr-legend { display: flex; flex-wrap: wrap; gap: 2px 14px; margin: 0.2em 0; }
.hbr-overview .hbr-swatch { display: inline-block; width: 11px; height: 11px; margin-right: 4px;
  vertical-align: -1px; }
.hbr-overview ul.hbr-skipped { margin: 0.2em 0; padding-left: 1.4em; }
"""


@dataclass(frozen=True)
class _Lesson:
    game: str
    id: str
    number: int  # 0: a lesson this package does not know
    plan: LessonPlan | None
    texts: Callable[[str], Catalog] | None


class ClassOverview:
    """A class's results at a glance (``_repr_html_``): per game a table of learners and
    lessons (steps done of all, and stars), a chart of who finished each lesson, and one of
    the steps where the most wrong tries, hints and shown answers went.

    ``sources`` names the games' lessons (their order, titles and steps); a lesson in a
    file that no source knows is shown by its id.
    """

    def __init__(
        self, folder: Path | str, *, sources: Sequence[LessonSource] = (), language: str = "en"
    ):
        self.language = check_language(language)
        self.sources = tuple(sources)
        self.folder = Path(folder)
        self.problem = ""
        try:
            self.results = read_results(self.folder)
        except ResultsError:
            self.results = ClassResults(self.folder)
            self.problem = "no_folder"

    def _t(self, name: str, /, **params: object) -> str:
        return say(self.language, f"core.results.{name}", **params)

    def __repr__(self) -> str:
        r = self.results
        return (
            f"ClassOverview({str(self.folder)!r}, learners={len(r.learners)}, "
            f"skipped={len(r.skipped)})"
        )

    # ------------------------------------------------------------------ the numbers

    def lessons(self) -> list[_Lesson]:
        """The lessons some learner worked on, in the games' order (unknown ones last)."""
        started = {key for learner in self.results.learners for key in learner.lessons}
        known: list[_Lesson] = []
        for source in self.sources:
            for plan in source.lessons():
                if (source.game, plan.id) in started:
                    known.append(_Lesson(source.game, plan.id, plan.number, plan, source.texts))
        seen = {(x.game, x.id) for x in known}
        unknown = [_Lesson(g, i, 0, None, None) for g, i in sorted(started - seen)]
        return known + unknown

    def cell(self, learner: Learner, game: str, lesson: str) -> tuple[int, int, int] | None:
        """``(done, steps, stars)`` of the learner's furthest run of a lesson (None: not
        started)."""
        best = learner.best(game, lesson)
        return None if best is None else (best.done, best.steps, best.stars)

    def finished(self, game: str, lesson: str) -> tuple[int, int]:
        """How many learners finished ``lesson``, and how many started it without finishing."""
        done = started = 0
        for learner in self.results.learners:
            best = learner.best(game, lesson)
            if best is not None:
                done += best.finished
                started += not best.finished
        return done, started

    def step_effort(self) -> list[tuple[_Lesson, str, int, int, int]]:
        """The steps with wrong tries, hints or shown answers, the most first:
        ``(lesson, step, misses, hints, shown)``, summed over learners. A learner's step
        counts once: its record in the language that went furthest (a step is carried
        over when the learner changes language, so each language may hold a copy)."""
        sums: dict[tuple[str, str, str], list[int]] = {}
        for learner in self.results.learners:
            for (game, lesson), runs in learner.lessons.items():
                mine: dict[str, tuple[int, int, int]] = {}
                for run in runs.values():
                    for step, s in run.by_step.items():
                        mine[step] = max(mine.get(step, (0, 0, 0)), (s.misses, s.hints, s.shown))
                for step, counts in mine.items():
                    total = sums.setdefault((game, lesson, step), [0, 0, 0])
                    for i, n in enumerate(counts):
                        total[i] += n
        lessons = {(x.game, x.id): (i, x) for i, x in enumerate(self.lessons())}
        rows = []
        for (game, lesson, step), (misses, hints, shown) in sums.items():
            if misses + hints + shown == 0 or (game, lesson) not in lessons:
                continue
            order, info = lessons[(game, lesson)]
            index = self._step_index(info, step)
            rows.append((-(misses + hints + shown), order, index, info, step, misses, hints, shown))
        rows.sort(key=lambda r: r[:3])
        return [r[3:] for r in rows]

    @staticmethod
    def _step_index(lesson: _Lesson, step: str) -> int:
        if lesson.plan is not None:
            for i, s in enumerate(lesson.plan.steps):
                if s.id == step:
                    return i
        return 10_000

    # ------------------------------------------------------------------ texts

    def _game_name(self, game: str) -> str:
        for source in self.sources:
            if source.game == game:
                return say(self.language, source.name_key)
        return game  # a game this package does not know: its id

    def _lesson_title(self, lesson: _Lesson) -> str:
        if lesson.plan is None or lesson.texts is None:
            return lesson.id
        texts = lesson.texts(self.language)
        title = (
            texts[lesson.plan.key("title")] if texts.has(lesson.plan.key("title")) else lesson.id
        )
        return f"{lesson.number}. {title}"

    def _step_title(self, lesson: _Lesson, step: str) -> str:
        index = self._step_index(lesson, step)
        if lesson.plan is None or lesson.texts is None or index >= len(lesson.plan.steps):
            return self._t("step_unknown", lesson=self._lesson_title(lesson), step=step)
        texts = lesson.texts(self.language)
        key = lesson.plan.steps[index].key("title")
        title = texts[key] if texts.has(key) else step
        return self._t("step_label", lesson=self._lesson_title(lesson), n=index + 1, title=title)

    # ------------------------------------------------------------------ HTML

    def _repr_html_(self) -> str:
        e = html.escape
        r = self.results
        out = [f'<div class="hbr-overview" lang="{self.language}"><style>{_STYLE}</style>']
        out.append(f"<h3>{e(self._t('title'))}</h3>")
        folder = f"<code>{e(clean_name(str(self.folder), 120))}</code>"
        if self.problem:
            out.append(f"<p>{self._t('no_folder', folder=folder)}</p></div>")
            return "".join(out)
        out.append(
            "<p>" + e(self._t("summary", n=len(r.learners), skipped=len(r.skipped))) + "</p>"
        )
        lessons = self.lessons()
        if not r.learners:
            out.append(f"<p>{self._t('empty', folder=folder)}</p>")
        games = list(dict.fromkeys(x.game for x in lessons))
        for game in games:
            mine = [x for x in lessons if x.game == game]
            out.append(f"<h4>{e(self._game_name(game))}</h4>")
            out.append(f"<p>{e(self._t('table_note'))}</p>")
            for start in range(0, len(mine), TABLE_LESSONS):
                out.append(self._table(mine[start : start + TABLE_LESSONS]))
        if lessons:
            out.append(self._finished_chart(lessons))
        effort = self.step_effort()
        if effort:
            out.append(self._effort_chart(effort[:CHART_STEPS]))
        if r.skipped:
            out.append(f"<h4>{e(self._t('skipped_title'))}</h4><ul class='hbr-skipped'>")
            out += [f"<li>{e(s.text(self.language))}</li>" for s in r.skipped]
            out.append("</ul>")
        out.append("</div>")
        return "\n".join(out)

    def _table(self, lessons: list[_Lesson]) -> str:
        e = html.escape
        head = [f'<th class="hbr-name" scope="col">{e(self._t("learner"))}</th>']
        head += [f'<th scope="col">{e(self._lesson_title(x))}</th>' for x in lessons]
        rows = []
        for learner in self.results.learners:
            cells = [f'<th scope="row"><bdi>{e(learner.shown_name)}</bdi></th>']
            for x in lessons:
                got = self.cell(learner, x.game, x.id)
                if got is None:
                    cells.append('<td class="hbr-none">–</td>')
                    continue
                done, steps, stars = got
                label = e(self._t("cell", done=done, steps=steps, stars=stars))
                css = ' class="hbr-finished"' if done >= steps else ""
                cells.append(
                    f'<td{css} title="{label}" data-done="{done}" data-steps="{steps}" '
                    f'data-stars="{stars}">{done}/{steps} '
                    f'<span class="hbr-stars" aria-label="{label}">'
                    f"{'★' * stars}{'☆' * (3 - stars)}</span></td>"
                )
            rows.append("<tr>" + "".join(cells) + "</tr>")
        return (
            '<table class="hbr-table"><thead><tr>'
            + "".join(head)
            + "</tr></thead><tbody>"
            + "".join(rows)
            + "</tbody></table>"
        )

    @staticmethod
    def _bar(parts: list[tuple[str, float]], label: str) -> str:
        """A bar of ``parts`` (shares in percent of the whole) inside a frame."""
        x, rects = 0.5, []
        for css, share in parts:
            width = share * 0.99  # the frame is 99% wide, 0.5% in from each side
            if width > 0:
                rects.append(
                    f'<rect class="{css}" x="{x:.2f}%" y="1" width="{width:.2f}%" height="12"/>'
                )
            x += width
        return (
            f'<svg class="hbr-bar" role="img" aria-label="{html.escape(label)}">'
            '<rect class="hbr-track" x="0.5%" y="0.5" width="99%" height="13"/>'
            + "".join(rects)
            + "</svg>"
        )

    def _legend(self, items: list[tuple[str, str]]) -> str:
        return (
            '<div class="hbr-legend">'
            + "".join(
                f'<span><span class="hbr-swatch {css}"></span>{html.escape(self._t(key))}</span>'
                for css, key in items
            )
            + "</div>"
        )

    def _finished_chart(self, lessons: list[_Lesson]) -> str:
        e = html.escape
        count = max(1, len(self.results.learners))
        out = [f"<h4>{e(self._t('finished_title'))}</h4>"]
        out.append(
            self._legend(
                [("hbr-c-finished", "legend_finished"), ("hbr-c-started", "legend_started")]
            )
        )
        out.append('<div class="hbr-chart hbr-finished-chart">')
        game = None
        for x in lessons:
            if x.game != game:
                game = x.game
                out.append(f'<div class="hbr-group">{e(self._game_name(game))}</div>')
            done, started = self.finished(x.game, x.id)
            numbers = self._t("finished_row", finished=done, started=started, learners=count)
            title = self._lesson_title(x)
            bar = self._bar(
                [("hbr-c-finished", 100 * done / count), ("hbr-c-started", 100 * started / count)],
                numbers,
            )
            out.append(
                f'<div class="hbr-label">{e(title)}</div><div data-finished="{done}" '
                f'data-started="{started}">{bar}</div>'
                f'<div class="hbr-numbers">{e(numbers)}</div>'
            )
        out.append("</div>")
        return "".join(out)

    def _effort_chart(self, effort: list[tuple[_Lesson, str, int, int, int]]) -> str:
        e = html.escape
        top = max(m + h + s for _, _, m, h, s in effort)
        out = [f"<h4>{e(self._t('effort_title'))}</h4>"]
        out.append(
            self._legend(
                [
                    ("hbr-c-misses", "legend_misses"),
                    ("hbr-c-hints", "legend_hints"),
                    ("hbr-c-shown", "legend_shown"),
                ]
            )
        )
        out.append('<div class="hbr-chart hbr-effort-chart">')
        for lesson, step, misses, hints, shown in effort:
            numbers = self._t("effort_row", misses=misses, hints=hints, shown=shown)
            bar = self._bar(
                [
                    ("hbr-c-misses", 100 * misses / top),
                    ("hbr-c-hints", 100 * hints / top),
                    ("hbr-c-shown", 100 * shown / top),
                ],
                numbers,
            )
            title = f"{self._game_name(lesson.game)} · {self._step_title(lesson, step)}"
            out.append(
                f'<div class="hbr-label">{e(title)}</div>'
                f'<div data-misses="{misses}" data-hints="{hints}" data-shown="{shown}">{bar}</div>'
                f'<div class="hbr-numbers">{e(numbers)}</div>'
            )
        out.append("</div>")
        return "".join(out)
