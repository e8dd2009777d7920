"""Class results: a learner's results file, read back, and a folder of hostile files.

Lessons of both games are played in the test's own data folder (``HONEYBUZZ_LAB_DATA``, a
fresh one per test), exported and read back; the overview's numbers are checked against
the runs' own score and progress and against the store. Every kind of bad file is left out
with its one-line reason, and the rest of the folder is still shown.
"""

from __future__ import annotations

import html
import json
import subprocess
import sys
from pathlib import Path

import pytest

from honeybuzz_lab.core.lessons import results as core
from honeybuzz_lab.core.lessons.progress import default_store
from honeybuzz_lab.core.lessons.results import ResultsError, clean_name, file_name, read_results
from honeybuzz_lab.games.honeybuzz.lessons import LessonRun
from honeybuzz_lab.games.hustle.lessons import HustleLessonRun
from honeybuzz_lab.results import SOURCES, ClassOverview, export_results

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def _answer(run, wrong: int = 0, hints: int = 0) -> None:
    """Answer the current question: ``wrong`` wrong options first, ``hints`` hints."""
    step = run.step
    wrongs = [o for o in step.options if o not in step.answer]
    for i in range(wrong):
        run.answer(wrongs[i % len(wrongs)])
    for _ in range(hints):
        run.hint()
    if wrong >= 2 and run.can_reveal and hints == 0:
        run.reveal()
    else:
        run.answer(sorted(step.answer)[0])


def _play() -> tuple[LessonRun, LessonRun, HustleLessonRun]:
    """Three lesson runs with progress kept: two of Honey Buzz (one in Hungarian), one of
    Honeycomb Hustle, each with wrong tries, hints or a shown answer."""
    first = LessonRun("hive_and_tiles", language="en", progress=True)
    _answer(first, wrong=1, hints=1)
    first.next()
    _answer(first)
    first.go_to("which-hex")
    _answer(first, wrong=2)
    second = LessonRun("hive_and_tiles", language="hu", progress=True)  # carries first's over
    second.go_to("first-touch")
    second.hint()
    hustle = HustleLessonRun("hustle_points", language="en", progress=True)
    for wrong, hints in ((0, 0), (1, 2), (2, 0), (0, 1)):
        _answer(hustle, wrong, hints)
        hustle.next()
    return first, second, hustle


def _data(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


# ---------------------------------------------------------------------- export


def test_the_export_holds_every_played_lesson_with_the_runs_own_numbers(tmp_path):
    first, second, hustle = _play()
    path = export_results(tmp_path, name="Anna Kovács")
    assert path == tmp_path / "honeybuzz-results-anna-kovacs.json"
    data = _data(path)
    assert data["format"] == core.FORMAT and data["version"] == core.VERSION
    assert data["name"] == "Anna Kovács" and data["package"]
    assert set(data["games"]) == {"honeybuzz", "hustle"}
    assert set(data["games"]["honeybuzz"]["hive_and_tiles"]) == {"en", "hu"}
    for run, game in ((first, "honeybuzz"), (second, "honeybuzz"), (hustle, "hustle")):
        got = data["games"][game][run.lesson.id][run.language]
        score, progress = run.score, run.progress
        assert (got["steps"], got["done"]) == (progress.total, progress.done)
        assert got["stars"] == score.stars
        assert (got["tries"], got["misses"], got["hints"], got["shown"]) == (
            score.tries,
            score.misses,
            score.hints,
            score.revealed,
        )
        assert got["last"].endswith("Z")
    assert first.score.revealed == 1 and first.score.misses == 3 and first.score.hints == 1


def test_the_export_holds_no_solution_and_nothing_else(tmp_path):
    _play()
    text = export_results(tmp_path, name="Anna").read_text(encoding="utf-8")
    assert "solution" not in text and "shoulder" not in text  # an answer given
    data = json.loads(text)
    assert set(data) == {"format", "version", "name", "exported", "package", "games"}
    run = data["games"]["honeybuzz"]["hive_and_tiles"]["en"]
    assert set(run) == {
        "steps", "done", "stars", "tries", "misses", "hints", "shown", "last", "by_step"
    }  # fmt: skip
    assert set(run["by_step"]["orientations"]) == {"done", "tries", "misses", "hints", "shown"}
    assert len(text.encode()) < 8_000


def test_the_export_goes_to_the_current_folder_by_default_and_keeps_one_language(
    tmp_path, monkeypatch
):
    _play()
    monkeypatch.chdir(tmp_path)
    path = export_results(name="Bence", language="hu")
    assert path == tmp_path / file_name("Bence")
    assert list(_data(path)["games"]) == ["honeybuzz"]
    assert list(_data(path)["games"]["honeybuzz"]["hive_and_tiles"]) == ["hu"]
    own = export_results(tmp_path / "mine.json", name="Bence")
    assert own.name == "mine.json" and _data(own)["name"] == "Bence"


def test_nothing_played_is_an_empty_file_and_a_name_is_needed(tmp_path):
    assert _data(export_results(tmp_path, name="Csilla"))["games"] == {}
    for bad in ("", "  \u202e ", "x" * 300):
        with pytest.raises(ResultsError):
            export_results(tmp_path, name=bad)
    with pytest.raises(Exception, match="language"):
        export_results(tmp_path, name="Csilla", language="de")
    assert sorted(p.name for p in tmp_path.iterdir()) == [file_name("Csilla")]


def test_export_errors_are_said_in_the_learners_language(tmp_path):
    cases = {
        "": ("give your name", "add meg a neved"),
        "x" * 300: ("at most 200 characters", "legfeljebb 200 karakteres"),
    }
    for name, (english, hungarian) in cases.items():
        with pytest.raises(ResultsError, match=english):
            export_results(tmp_path, name=name)
        with pytest.raises(ResultsError, match=hungarian):
            export_results(tmp_path, name=name, say_in="hu")
    (tmp_path / "file").write_text("")
    with pytest.raises(ResultsError, match=r"^nem írható: .*file"):
        export_results(tmp_path / "file" / "x.json", name="Anna", say_in="hu")
    with pytest.raises(Exception, match="language"):
        export_results(tmp_path, name="Anna", say_in="de")


def test_a_file_name_is_plain_ascii():
    assert file_name("Dávid Őry") == "honeybuzz-results-david-ory.json"
    assert file_name("../../etc/passwd") == "honeybuzz-results-etc-passwd.json"
    assert file_name("王小明") == "honeybuzz-results-learner.json"


# ---------------------------------------------------------------------- reading back


def test_the_overview_numbers_are_the_stores(tmp_path):
    first, second, hustle = _play()
    export_results(tmp_path, name="Anna")
    overview = ClassOverview(tmp_path)
    (learner,) = overview.results.learners
    assert overview.results.skipped == []
    best = max((first, second), key=lambda r: (r.progress.done, r.score.stars))
    assert overview.cell(learner, "honeybuzz", "hive_and_tiles") == (
        best.progress.done,
        best.progress.total,
        best.score.stars,
    )
    assert overview.cell(learner, "hustle", "hustle_points") == (
        hustle.progress.done,
        hustle.progress.total,
        hustle.score.stars,
    )
    assert overview.cell(learner, "hustle", "hustle_building") is None
    assert overview.finished("honeybuzz", "hive_and_tiles") == (0, 1)
    store = default_store()
    expected = {}
    for lesson, language in (("hive_and_tiles", "en"), ("hive_and_tiles", "hu")):
        for step, record in store.steps(lesson, language).items():
            # a step counts once, as the language that went furthest (a carried copy)
            counts = [record.misses, record.hints, int(record.revealed)]
            expected[(lesson, step)] = max(expected.get((lesson, step), [0, 0, 0]), counts)
    for step, record in store.steps("hustle_points", "en").items():
        expected[("hustle_points", step)] = [record.misses, record.hints, record.revealed]
    effort = {(x.id, step): [m, h, s] for x, step, m, h, s in overview.step_effort()}
    assert effort == {k: v for k, v in expected.items() if sum(v)}
    totals = [m + h + s for _, _, m, h, s in overview.step_effort()]
    assert totals == sorted(totals, reverse=True)


def test_a_class_of_three_in_both_languages(tmp_path, monkeypatch):
    for n, name in enumerate(("Anna", "Bence", "Csilla")):
        monkeypatch.setenv("HONEYBUZZ_LAB_DATA", str(tmp_path / f"data-{n}"))
        run = LessonRun("hive_and_tiles", language="en", progress=True)
        for _ in range(min(n + 1, 2)):  # the first two steps are questions
            _answer(run, wrong=n)
            run.next()
        export_results(tmp_path, name=name)
    overview = ClassOverview(tmp_path, language="hu")
    assert [x.shown_name for x in overview.results.learners] == ["Anna", "Bence", "Csilla"]
    assert [x.id for x in overview.lessons()] == ["hive_and_tiles"]
    page = overview._repr_html_()
    assert "Az osztály áttekintése" in page and "Honey Buzz-leckék" in page
    assert "1. lépés" in page and "Learner" not in page
    english = ClassOverview(tmp_path)._repr_html_()
    assert "Class overview" in english and "Tanuló" not in english
    assert 'data-done="2" data-steps="7"' in english


def test_the_newer_file_of_a_learner_is_kept(tmp_path):
    _play()
    old = export_results(tmp_path / "a.json", name="Anna")
    new = export_results(tmp_path / "b.json", name=" anna ")
    data = _data(old)
    data["exported"] = "2020-01-01T00:00:00Z"
    old.write_text(json.dumps(data), encoding="utf-8")
    found = read_results(tmp_path)
    assert [x.file for x in found.learners] == [new.name]
    assert [(s.file, s.reason) for s in found.skipped] == [("a.json", "older")]
    assert "b.json" in found.skipped[0].text()


def test_a_missing_folder(tmp_path):
    with pytest.raises(ResultsError, match="no folder"):
        read_results(tmp_path / "nowhere")
    overview = ClassOverview(tmp_path / "nowhere", language="hu")
    assert "Nincs ilyen mappa" in overview._repr_html_()
    assert "még nincs eredményfájl" in ClassOverview(tmp_path, language="hu")._repr_html_()


# ---------------------------------------------------------------------- hostile files


def _good() -> dict:
    return {
        "format": core.FORMAT,
        "version": 1,
        "name": "Good",
        "exported": "2026-11-20T10:00:00Z",
        "package": "0.1.0",
        "games": {
            "honeybuzz": {
                "hive_and_tiles": {
                    "en": {
                        "steps": 7,
                        "done": 2,
                        "stars": 2,
                        "tries": 3,
                        "misses": 1,
                        "hints": 0,
                        "shown": 0,
                        "last": "2026-11-20T09:00:00Z",
                        "by_step": {
                            "orientations": {
                                "done": True,
                                "tries": 2,
                                "misses": 1,
                                "hints": 0,
                                "shown": False,
                            }
                        },
                    }
                }
            }
        },
    }


def _with(path: tuple[str, ...], value: object) -> dict:
    data = _good()
    where = data
    for key in path[:-1]:
        where = where[key]
    where[path[-1]] = value
    return data


RUN = ("games", "honeybuzz", "hive_and_tiles", "en")
#: Each bad file: its bytes, and the reason it is left out.
HOSTILE: dict[str, tuple[bytes, str]] = {
    "huge": (b" " * (core.MAX_BYTES + 1), "too_large"),
    "latin1": ('{"name": "Jos\u00e9"}'.encode("latin-1"), "not_utf8"),
    "not-json": (b"{'format': 1}", "not_json"),
    "empty": (b"", "not_json"),
    "cut": (json.dumps(_good()).encode()[:200], "not_json"),
    "key-twice": (b'{"format": "honeybuzz_lab-results", "format": "x"}', "duplicate_key"),
    "deep-list": (b"[" * 100_000 + b"]" * 100_000, "too_deep"),
    "deep-dict": (b'{"a":' * 30 + b"1" + b"}" * 30, "too_deep"),
    "newer": (json.dumps(_with(("version",), 2)).encode(), "newer"),
    "other-format": (json.dumps(_with(("format",), "something")).encode(), "not_results"),
    "a-list": (b"[1, 2, 3]", "bad_value"),
    "huge-number": (json.dumps(_with((*RUN, "tries"), 10**30)).encode(), "bad_value"),
    "long-number": (b'{"n": 1' + b"0" * 5000 + b"}", "not_json"),
    "negative": (json.dumps(_with((*RUN, "hints"), -1)).encode(), "bad_value"),
    "bool-count": (json.dumps(_with((*RUN, "misses"), True)).encode(), "bad_value"),
    "float-count": (json.dumps(_with((*RUN, "tries"), 1.5)).encode(), "bad_value"),
    "done-past-steps": (json.dumps(_with((*RUN, "done"), 8)).encode(), "bad_value"),
    "four-stars": (json.dumps(_with((*RUN, "stars"), 4)).encode(), "bad_value"),
    "bad-time": (json.dumps(_with((*RUN, "last"), "yesterday")).encode(), "bad_value"),
    "long-name": (json.dumps(_with(("name",), "x" * 500)).encode(), "bad_value"),
    "no-name": (json.dumps(_with(("name",), "\u202e\u2066 ")).encode(), "bad_value"),
    "name-number": (json.dumps(_with(("name",), 7)).encode(), "bad_value"),
    "html-lesson": (
        json.dumps(_with(("games", "honeybuzz", "<script>x</script>"), {})).encode(),
        "bad_value",
    ),
    "games-list": (json.dumps(_with(("games",), [])).encode(), "bad_value"),
    "nan": (json.dumps(_good()).replace('"tries": 3', '"tries": NaN').encode(), "bad_value"),
}


@pytest.mark.parametrize("case", HOSTILE)
def test_a_bad_file_is_left_out_with_its_reason_and_the_rest_is_shown(tmp_path, case):
    raw, reason = HOSTILE[case]
    (tmp_path / "good.json").write_text(json.dumps(_good()), encoding="utf-8")
    (tmp_path / f"{case}.json").write_bytes(raw)
    found = read_results(tmp_path)
    assert [x.name for x in found.learners] == ["Good"]
    assert [(s.file, s.reason) for s in found.skipped] == [(f"{case}.json", reason)]
    for language in ("en", "hu"):
        line = found.skipped[0].text(language)
        assert line.startswith(f"{case}.json: ") and "\n" not in line and len(line) < 200
        page = ClassOverview(tmp_path, language=language)._repr_html_()
        assert html.escape(line) in page
        assert "<script>" not in page.split("</style>", 1)[1]


def test_a_folder_of_every_bad_file_at_once(tmp_path):
    for case, (raw, _) in HOSTILE.items():
        (tmp_path / f"{case}.json").write_bytes(raw)
    (tmp_path / "folder.json").mkdir()
    (tmp_path / ".hidden.json").write_bytes(b"x")
    (tmp_path / "notes.txt").write_text("not read", encoding="utf-8")
    found = read_results(tmp_path)
    assert found.learners == []
    reasons = {s.file: s.reason for s in found.skipped}
    assert reasons == {f"{c}.json": r for c, (_, r) in HOSTILE.items()} | {
        "folder.json": "not_file"
    }
    assert "Files not read" in ClassOverview(tmp_path)._repr_html_()


def test_a_folder_is_read_up_to_a_limit(tmp_path, monkeypatch):
    monkeypatch.setattr(core, "MAX_FILES", 2)
    for name in "abc":
        (tmp_path / f"{name}.json").write_text(json.dumps(_with(("name",), name)), "utf-8")
    found = read_results(tmp_path)
    assert [x.name for x in found.learners] == ["a", "b"]
    assert [(s.file, s.reason) for s in found.skipped] == [("c.json", "too_many")]


def test_unknown_lessons_and_games_of_the_same_format_are_shown_by_their_id(tmp_path):
    data = _good()
    data["games"]["newgame"] = {"lesson_x": data["games"]["honeybuzz"]["hive_and_tiles"]}
    data["extra"] = "a field of a later version of the same format"
    (tmp_path / "a.json").write_text(json.dumps(data), encoding="utf-8")
    overview = ClassOverview(tmp_path)
    assert [(x.game, x.id) for x in overview.lessons()] == [
        ("honeybuzz", "hive_and_tiles"),
        ("newgame", "lesson_x"),
    ]
    page = overview._repr_html_()
    assert "lesson_x" in page and "newgame" in page


HOSTILE_NAME = '<script>alert(1)</script>\u202eevil\u2066<b onmouseover="x">\u0000\n'


def test_a_hostile_name_is_shown_as_plain_text(tmp_path):
    data = _with(("name",), HOSTILE_NAME)
    (tmp_path / "a.json").write_text(json.dumps(data), encoding="utf-8")
    (tmp_path / '<img src=x onerror="alert(1)">\u202e.json').write_bytes(b"{")
    overview = ClassOverview(tmp_path)
    page = overview._repr_html_()
    body = page.split("</style>", 1)[1]
    for bad in ("<script", "<img", "<b ", "\u202e", "\u2066", "\u0000", 'onerror="'):
        assert bad not in body, bad
    assert "<bdi>&lt;script&gt;alert(1)&lt;/script&gt; evil &lt;b" in body
    assert overview.results.learners[0].name == HOSTILE_NAME  # kept as typed
    assert clean_name("a\u200fb\tc  d") == "a b c d"
    assert len(clean_name("x" * 500)) == core.SHOWN_NAME


def test_an_exported_hostile_name_round_trips(tmp_path):
    _play()
    export_results(tmp_path, name=HOSTILE_NAME)
    (learner,) = read_results(tmp_path).learners
    assert learner.name == HOSTILE_NAME
    assert learner.shown_name == clean_name(HOSTILE_NAME)


# ---------------------------------------------------------------------- the example folder


def test_the_example_folder_is_made_by_its_script():
    spec = NOTEBOOKS / "make_example_results.py"
    out = subprocess.run(
        [sys.executable, str(spec), "--check"], capture_output=True, text=True, check=False
    )
    assert out.returncode == 0, out.stdout + out.stderr


def test_the_example_folder_shows_four_learners_and_one_damaged_file():
    overview = ClassOverview(NOTEBOOKS / "example_class_results")
    assert len(overview.results.learners) == 4
    assert all("(example)" in x.name for x in overview.results.learners)
    assert [s.reason for s in overview.results.skipped] == ["not_json"]
    games = {x.game for x in overview.lessons()}
    assert games == {source.game for source in SOURCES}


def test_the_core_results_import_no_game():
    code = (
        "import sys, honeybuzz_lab.core.lessons.results;"
        "print(sorted(m for m in sys.modules if m.startswith('honeybuzz_lab.games')"
        " or m.split('.')[:2] in (['honeybuzz_lab', 'lessons'], ['honeybuzz_lab', 'game'])))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
