"""Every step of every lesson, in English and in Hungarian, fits the laptop screen.

At 1280 x 800 with JupyterLab's file browser open, the step's prompt, its answers (on a
question), Hint (where the step has one), the place of the feedback and the Next button are
wholly visible above the board or the table, without scrolling the notebook or the panel.

``HONEYBUZZ_FIT_LESSONS=fall_fruit,fall_solo`` (lesson ids, comma-separated) checks only those
lessons, in both languages: for a change to a few lessons, instead of all of them.
"""

from __future__ import annotations

import os
from typing import Any

from honeybuzz_lab.games.honeybuzz.lessons import LANGUAGES, all_lessons

from .screen import FEEDBACK, measure, not_fully_visible, scroll_to
from .tablepage import open_notebook

SELECTORS = [
    ".hb-lesson-prompt",
    FEEDBACK,
    ".hb-lesson-next",
]
OPTION = ".hb-lesson-option:last-of-type"
HINT = ".hb-lesson-hint"
ONLY = {x.strip() for x in os.environ.get("HONEYBUZZ_FIT_LESSONS", "").split(",") if x.strip()}
WIDGETS = [
    (lesson, language)
    for language in LANGUAGES
    for lesson in all_lessons()
    if not ONLY or lesson.id in ONLY
]


def _progress(language: str, n: int, total: int) -> str:
    return f"Step {n} of {total}" if language == "en" else f"{n}. lépés (összesen {total})"


def test_every_step_fits_the_laptop_screen(lab: Any) -> None:
    cells = ["from honeybuzz_lab.games.honeybuzz.lessons import GameLesson, Lesson"]
    for i, (lesson, language) in enumerate(WIDGETS):
        kind = "GameLesson" if lesson.on_table else "Lesson"
        cells.append(f"w{i} = {kind}({lesson.id!r}, language={language!r})\nw{i}")
    tables = sum(1 for lesson, _ in WIDGETS if lesson.on_table)
    # (34 lessons, 26 of them tables: drawn in about 20 s, longer on a loaded machine)
    page = open_notebook(lab, cells, count=tables, timeout=90_000)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.wait_for_timeout(800)
    failures = {}
    for i, (lesson, language) in enumerate(WIDGETS):
        scroll_to(page, ".hb-lesson", i)
        for n, step in enumerate(lesson, start=1):
            lab.kernel_run(f"w{i}.run.go_to({step.id!r})")
            page.locator(".hb-lesson").nth(i).locator(".hb-lesson-progress").filter(
                has_text=_progress(language, n, len(lesson))
            ).wait_for()
            page.wait_for_timeout(150)
            selectors = [*SELECTORS, OPTION] if step.options else list(SELECTORS)
            if page.locator(".hb-lesson").nth(i).locator(f"{HINT}:not([hidden])").count():
                selectors.append(HINT)
            hidden = not_fully_visible(measure(page, ".hb-lesson", i, selectors))
            if hidden:
                failures[f"{language} {lesson.id}.{step.id}"] = hidden
    assert not failures, f"{len(failures)} step(s) do not fit 1280 x 800: {failures}"
