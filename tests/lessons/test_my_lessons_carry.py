"""The start page's lessons offer to carry another language's progress over: the row of a
lesson another language went further in links the lesson with the step it goes on at
once carried over (opening it carries the steps over), drawn as a button."""

from __future__ import annotations

from pathlib import Path

from honeybuzz_lab.core.store import DB_NAME
from honeybuzz_lab.games.honeybuzz.lessons.loader import find_lesson
from honeybuzz_lab.games.honeybuzz.lessons.progress import ProgressStore
from honeybuzz_lab.games.honeybuzz.lessons.runner import LessonRun
from honeybuzz_lab.games.honeybuzz.lessons.texts import catalog
from honeybuzz_lab.results import my_lessons

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def _row(store: ProgressStore, language: str) -> object:
    mine = my_lessons(language, store=store)
    mine.folder = NOTEBOOKS / language
    return next(r for r in mine.rows() if r.id == "cells_and_nectar"), mine._repr_html_()


def test_a_lesson_done_further_in_the_other_language_offers_to_carry_it_over(tmp_path):
    store = ProgressStore(tmp_path / DB_NAME)
    LessonRun("cells_and_nectar", progress=store).place("P(1,2)NE")
    step_2 = catalog("hu")[find_lesson("cells_and_nectar").steps[1].key("title")]
    hu, page = _row(store, "hu")
    assert (hu.done, hu.carry) == (0, ("en", step_2))
    assert (
        '<a class="hbm-go hbm-carry" href="03_cellak_es_nektar.ipynb">'
        f"Vedd át, amit angol nyelven elvégeztél, és folytasd itt: {step_2}</a>"
    ) in page
    en, page = _row(store, "en")  # the language that went furthest: its own Continue
    assert en.carry == ("", "") and 'class="hbm-go hbm-continue"' in page
    # opened in Hungarian the lesson carries the step over: nothing left to offer
    LessonRun("cells_and_nectar", language="hu", progress=store)
    hu, page = _row(store, "hu")
    assert (hu.done, hu.carry) == (1, ("", "")) and "hbm-carry" not in page
