"""A lesson's first screen is the board beside the coach (issue 31), as a learner sees it.

Notebooks 02 and 15 (English) as they ship are run top to bottom in JupyterLab at 1280 x 800
with the file browser open (and on a 1920 x 1080 projector), one after the other on one page
(notebooks 01 and 21 are measured so by test_coach_browser.py, which runs them already); the
first lesson of each is brought to the top of the notebook area and measured (picture.py) in
the light and the dark theme: at least 55% of what is visible is drawn as pictures (the
board or table below the panel's band, not a thumbnail in an empty frame), at most 90 words
are in view, no box has its content cut off, no text is under 11 px, and Hint is wholly in
view; after a click on Hint its hint is wholly in view too. The figures go to the test's
output and to test-artifacts/lesson-pictures.json.

Notebook 15's first screen is the Fall Flavors table's market decision: its choices are
drawn as the market's pieces (a sale as the resource's disc and the coin it pays, an order as
what it asks and its points) and its order cards as drawn cards (measured 0.57 and 81
words; 0.30 and 151 when they were text buttons, 0.21 and 139 before the panel became a
band). On the projector it showed 119 words; then 89 with the lesson's line, the coach's
words and the sunset's end said shorter (the equal-turns rule under "i"), and the status
line naming whose decision it is without repeating the decision's line.
"""

from __future__ import annotations

import json
from typing import Any

from .conftest import ARTIFACTS, DARK, LIGHT
from .picture import picture_figures
from .screen import measure_any, not_fully_visible, scroll_to, wait_still
from .test_coach_browser import run_notebook

SCOPE = ".hb-lesson"
NOTEBOOKS = ["en/02_hive_and_tiles.ipynb", "en/15_fall_flavors.ipynb"]
#: Measured before the panel became a band above the board: 01 0.31, 02 0.16, 15 0.21,
#: 21 0.13; after: 01 0.40, 02 0.62, 15 0.30, 21 0.57; with the players' boards and the
#: market's choices drawn as pieces: 01 0.61, 15 0.57.
MIN_PICTURES = 0.55
MAX_WORDS = 90
#: The hexes in view (the board's cells and tiles) are at least this wide (px); a two-hex
#: tile was about 70 px wide in a 280 x 390 frame before the board took the lesson's width.
MIN_HEX = 40
HINT = ".hb-lesson-hint"
#: Where a hint shows: in the coach bubble, or in the panel when no bubble stands.
HINT_SHOWN = (
    ".hb-coach:not([hidden]) .hb-coach-hints li,"
    " .hb-lesson-panel:not(.hb-lesson-coached) .hb-lesson-hints li"
)


def first_screen(page: Any) -> dict[str, Any]:
    wait_still(page, SCOPE)
    scroll_to(page, SCOPE, 0)
    out = picture_figures(page, SCOPE, 0)
    out["hidden"] = not_fully_visible(measure_any(page, SCOPE, 0, [HINT]))
    return out


def test_a_lessons_first_screen_is_the_board(lab: Any) -> None:
    seen = {}
    for name in NOTEBOOKS:
        page = run_notebook(lab, name)
        stem = name.split("/")[1][:2]
        assert page.locator(".jp-FileBrowser").is_visible()
        for theme in (LIGHT, DARK):
            lab.set_theme(theme)
            got = first_screen(page)
            seen[f"{stem} {theme}"] = got
            print(stem, theme, json.dumps(got))
            page.screenshot(path=str(ARTIFACTS / f"lesson-{stem}-{theme[11:].lower()}.png"))
        lab.set_theme(LIGHT)
        page.set_viewport_size({"width": 1920, "height": 1080})  # a projector
        seen[f"{stem} 1920x1080"] = got = first_screen(page)
        print(stem, "1920x1080", json.dumps(got))
        page.screenshot(path=str(ARTIFACTS / f"lesson-{stem}-1920x1080.png"))
        page.set_viewport_size({"width": 1280, "height": 800})
        shown = "([scope, shown]) => [...document.querySelectorAll(scope)][0].querySelector(shown)"
        for attempt in (1, 2):  # a click sent while the kernel is swamped may be lost: again
            page.locator(SCOPE).first.locator(HINT).click()
            try:
                page.wait_for_function(shown, arg=[SCOPE, HINT_SHOWN], timeout=30_000)
                break
            except Exception:
                page.screenshot(path=str(ARTIFACTS / f"lesson-{stem}-no-hint-{attempt}.png"))
                if attempt == 2:
                    raise
        wait_still(page, SCOPE)
        seen[f"{stem} hint"] = {
            "hidden": not_fully_visible(measure_any(page, SCOPE, 0, [HINT_SHOWN]))
        }
        (ARTIFACTS / "lesson-pictures.json").write_text(json.dumps(seen, indent=1))
    for key, got in seen.items():
        if "pictures" not in got:
            assert got["hidden"] == {}, (key, got)
            continue
        assert got["pictures"] >= MIN_PICTURES, (key, got)
        assert got["words"] <= MAX_WORDS, (key, got)
        assert got["hex"] >= MIN_HEX or not got["hexes"], (key, got)
        assert got["cut"] == [] and got["small"] == [] and got["hidden"] == {}, (key, got)
