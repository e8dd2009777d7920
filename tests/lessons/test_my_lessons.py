"""The learner's own lessons on the start page: every lesson of both games, its steps done,
stars and the step to go on at, each language on its own."""

from __future__ import annotations

import json
from pathlib import Path

from honeybuzz_lab.core.store import DB_NAME
from honeybuzz_lab.games.honeybuzz.lessons.loader import all_lessons, find_lesson
from honeybuzz_lab.games.honeybuzz.lessons.progress import ProgressStore
from honeybuzz_lab.games.honeybuzz.lessons.runner import LessonRun
from honeybuzz_lab.games.honeybuzz.lessons.texts import catalog
from honeybuzz_lab.games.hustle.lessons.model import all_lessons as hustle_lessons
from honeybuzz_lab.results import SOURCES, my_lessons

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def _store(tmp_path: Path) -> ProgressStore:
    return ProgressStore(tmp_path / DB_NAME)


def test_every_lesson_of_both_games_is_listed_not_started(tmp_path):
    mine = my_lessons("en", store=_store(tmp_path))
    rows = mine.rows()
    assert [r.id for r in rows] == [p.id for p in all_lessons()] + [p.id for p in hustle_lessons()]
    assert not any(r.started for r in rows)
    page = mine._repr_html_()
    assert page.count("<tr data-lesson=") == len(rows) and "not started" in page


def test_a_step_done_shows_and_the_next_step_is_where_to_go_on(tmp_path):
    store = _store(tmp_path)
    LessonRun("cells_and_nectar", progress=store).place("P(1,2)NE")
    row = next(r for r in my_lessons("en", store=store).rows() if r.id == "cells_and_nectar")
    plan = find_lesson("cells_and_nectar")
    assert (row.done, row.steps, row.stars) == (1, len(plan.steps), 3)
    assert row.next_step == catalog("en")[plan.steps[1].key("title")]
    page = my_lessons("en", store=store)._repr_html_()
    assert 'data-lesson="cells_and_nectar" data-done="1"' in page and "★★★" in page


def test_each_language_keeps_its_own_progress_and_says_the_others(tmp_path):
    store = _store(tmp_path)
    LessonRun("cells_and_nectar", progress=store).place("P(1,2)NE")
    hu = next(r for r in my_lessons("hu", store=store).rows() if r.id == "cells_and_nectar")
    assert hu.done == 0 and hu.elsewhere == (("en", 1),)
    page = my_lessons("hu", store=store)._repr_html_()
    assert "angol nyelven: 6 lépésből 1 kész" in page and "még nem kezdted el" in page


def test_each_lesson_links_its_notebook_beside_the_start_page(tmp_path):
    for language in ("en", "hu"):
        mine = my_lessons(language, store=_store(tmp_path))
        mine.folder = NOTEBOOKS / language
        rows = mine.rows()
        assert all(r.notebook for r in rows), [r.id for r in rows if not r.notebook]
        for row in rows:
            cells = json.loads((mine.folder / row.notebook).read_text(encoding="utf-8"))["cells"]
            text = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
            assert f'("{row.id}", language=LANGUAGE' in text  # the notebook opens this lesson
        assert f'<a href="{rows[0].notebook}">' in mine._repr_html_()


def test_the_sources_name_a_notebook_for_every_lesson():
    for source in SOURCES:
        assert {p.id for p in source.lessons()} == set(source.notebooks)
