"""Lesson 01 on the laptop screen in the served JupyterLite site, with its coach and its hint.

The learner opens notebook 01 (English) in the Lite site at 1280 x 800 with the file browser
open, as JupyterLite shows it, and the notebook runs top to bottom. The lesson is scrolled
to the top of the notebook area; its first step is a question, and everything it is made
of is wholly in view without scrolling: the panel's words, the coach bubble with the
question at the thing it is about (not covering it), each answer, Hint and Next. Hint then
shows its hint in the bubble, in view, and the answers and the bubble stay in view; no box
of the lesson has its content cut off, before or after. The same checks as
test_coach_browser and test_every_step_fits_browser make in JupyterLab.

The site and the page come from test_lite_store_browser (the site built once per worker).
"""

from __future__ import annotations

import json
from typing import Any

from .conftest import ARTIFACTS
from .hosts import LiteHost
from .picture import picture_figures
from .screen import SEEN_JS, measure, not_fully_visible, scroll_to, wait_still
from .test_coach_browser import COACH_JS, NEAR_PX, clipped
from .test_hosts_browser import lite_site  # noqa: F401 (the session's site)
from .test_lite_store_browser import lite  # noqa: F401

NOTEBOOK = "en/01_goal_and_turn.ipynb"
SCOPE = ".hb-lesson"
#: The panel's parts a question step shows (its answers are measured one by one).
PARTS = [".hb-lesson-progress", ".hb-lesson-prompt", ".hb-lesson-hint", ".hb-lesson-next"]
#: How much of each answer of the first lesson is in view (inside every box that clips it).
ANSWERS_JS = (
    """(scope) => {"""
    + SEEN_JS
    + """
    const root = document.querySelector(scope);
    return [...root.querySelectorAll(".hb-lesson-option")].map((el) => ({
        text: el.textContent.trim(), ...seen(el)}));
}"""
)


def coach(page: Any) -> dict[str, Any]:
    return dict(page.evaluate(COACH_JS, [SCOPE, ""]))


def hidden_parts(page: Any) -> dict[str, Any]:
    """The panel's parts and answers that are not wholly in view (empty when all are)."""
    out = not_fully_visible(measure(page, SCOPE, 0, PARTS))
    for answer in page.evaluate(ANSWERS_JS, SCOPE):
        if answer["visible"] < 0.99:
            out[answer["text"]] = answer
    return out


def cut_boxes(page: Any) -> list[Any]:
    """The lesson's boxes that clip their content and have some cut off."""
    figures = picture_figures(page, SCOPE, 0)
    return [c for c in figures["cut"] if c[0] in clipped(page)]


def test_lesson_01_question_its_answers_and_hint_fit_the_laptop_screen(
    lite: tuple[LiteHost, Any],  # noqa: F811
) -> None:
    h, page = lite
    page.set_viewport_size({"width": 1280, "height": 800})
    h.open(page, NOTEBOOK, timeout=300_000)
    lesson = page.locator(SCOPE).first
    lesson.locator(".hb-lesson-option").first.wait_for(timeout=120_000)
    page.evaluate("() => window.jupyterapp.commands.execute('filebrowser:activate')")
    assert page.locator(".jp-FileBrowser").is_visible()
    scroll_to(page, SCOPE, 0)
    page.wait_for_function(  # the bubble follows the layout on the next frame
        "(s) => { const b = document.querySelector(s + ' .hb-coach');"
        " return !!b && !b.hidden && b.getBoundingClientRect().height > 0; }",
        arg=SCOPE,
    )
    wait_still(page, SCOPE)
    assert lesson.locator(".hb-lesson-progress").inner_text().startswith("Step 1 of")
    assert lesson.locator(".hb-lesson-option").count() == 3  # a question step
    before = coach(page)
    assert "Who would win now?" in before["text"], before
    assert before["bubble"] >= 0.99, before
    assert before["target"] > 0.5 and before["gap"] <= NEAR_PX, before
    assert before["covered"] < 0.05, before
    assert hidden_parts(page) == {}
    assert cut_boxes(page) == []
    words = picture_figures(page, SCOPE, 0)["words"]

    lesson.locator(".hb-lesson-hint").click()
    page.wait_for_function(
        "(s) => document.querySelector(s + ' .hb-coach-hints li')", arg=SCOPE, timeout=30_000
    )
    wait_still(page, SCOPE)
    after = coach(page)
    assert after["hint"] is not None and after["hint"] >= 0.99, after
    assert after["bubble"] >= 0.99 and after["covered"] < 0.05, after
    assert lesson.locator(".hb-lesson-hints li").count() == 1  # the panel's copy
    assert hidden_parts(page) == {}
    assert cut_boxes(page) == []

    ARTIFACTS.mkdir(exist_ok=True)
    figures = {"words_in_view": words, "bubble": before, "bubble_with_hint": after}
    (ARTIFACTS / "lite-fit-figures.json").write_text(json.dumps(figures, indent=1))
