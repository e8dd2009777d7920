"""The marimo editions (notebooks/marimo/<language>/*.py): written by notebooks/build.py
from the same sources as the Jupyter notebooks, read and run by marimo itself, every
widget shown inside ``mo.ui.anywidget``.

The lesson editions (01, 02, 21) need the lessons to be single anywidgets (marimo draws
no ipywidgets box): their run is skipped, saying so, while a lesson is not one.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import anywidget
import pytest

from honeybuzz_lab.games.honeybuzz.lessons import GameLesson, Lesson
from honeybuzz_lab.games.hustle.lessons import HustleLesson

from .test_notebooks import build

mo = pytest.importorskip("marimo")

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
MARIMO = NOTEBOOKS / "marimo"
#: The lesson class each lesson edition shows.
LESSONS = {"01": GameLesson, "02": Lesson, "21": HustleLesson}


def editions() -> list[Path]:
    return sorted(MARIMO.glob("*/*.py"))


def load_app(path: Path):
    spec = importlib.util.spec_from_file_location(f"marimo_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[spec.name]
    return module.app


def test_each_marked_source_has_a_marimo_edition_in_both_languages():
    marked = [s for s in build.load_sources() if s.marimo]
    assert {s.number for s in marked} >= {"00", "10", "21"}
    want = {MARIMO / lang / f"{s.names[lang]}.py" for s in marked for lang in ("en", "hu")}
    assert set(editions()) == want


def test_a_stale_or_orphaned_marimo_edition_is_found(tmp_path):
    (tmp_path / "source").mkdir()
    for source in (NOTEBOOKS / "source").glob("*.toml"):
        (tmp_path / "source" / source.name).write_bytes(source.read_bytes())
    build.write(tmp_path)
    assert build.outdated(tmp_path) == []
    full = tmp_path / "marimo" / "en" / "10_full_game.py"
    full.write_text(full.read_text(encoding="utf-8").replace("ply", "x"), encoding="utf-8")
    (tmp_path / "marimo" / "hu" / "99_old.py").write_text("", encoding="utf-8")
    assert build.outdated(tmp_path) == [
        "marimo/en/10_full_game.py",
        "marimo/hu/99_old.py (no source)",
    ]
    build.write(tmp_path)
    assert build.outdated(tmp_path) == []


def test_marimo_text_needs_a_marimo_edition(tmp_path):
    bad = tmp_path / "03_x.toml"
    cells = '[[cells]]\npreset = true\n[[cells]]\ncode = "1"\nmarimo = "2"\n'
    bad.write_text('[name]\nen = "03_x"\nhu = "03_y"\n' + cells)
    with pytest.raises(build.SourceError, match="cell 1 has marimo text, but no marimo = true"):
        build.load_source(bad)
    bad.write_text('marimo = true\n[name]\nen = "03_x"\nhu = "03_y"\n' + cells)
    assert build.load_source(bad).marimo


def test_a_marimo_edition_links_marimo_editions_and_else_the_jupyter_notebook():
    names = {s.number: s.names for s in build.load_sources()}
    text = "[a]({{nb:10}}) [b]({{nb:hu/00}}) [c]({{nb:13}})"
    linked = build.resolve_links(text, "en", names, frozenset({"00", "10"}))
    assert (
        linked == "[a](10_full_game.py) [b](../hu/00_kezdd_itt.py) [c](../../en/13_explorer.ipynb)"
    )


@pytest.mark.parametrize("path", editions(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_each_marimo_edition_runs_and_shows_its_widgets_as_anywidgets(path):
    lesson = LESSONS.get(path.name[:2])
    if lesson is not None and not issubclass(lesson, anywidget.AnyWidget):
        pytest.skip(
            f"{lesson.__name__} is not a single anywidget yet: marimo draws no ipywidgets box"
        )
    outputs, defs = load_app(path).run()
    shown = [o for o in outputs if isinstance(o, mo.ui.anywidget)]
    assert shown, "no widget shown"
    for element in shown:
        assert isinstance(element.widget, anywidget.AnyWidget)
        assert element.value["ply"] == element.widget.ply
    assert defs["LANGUAGE"] == path.parent.name
