"""Pictures of every lesson at 1280 x 800 (light theme) and of the table in the dark theme.

With ``HONEYBUZZ_UPDATE_SCREENSHOTS=1`` they go to notebooks/images (lesson-01.png ...
lesson-09.png, lessons-table-dark.png; the README's table pictures come from
test_table_pictures_browser.py); otherwise to test-artifacts/screenshots. Each picture
shows what it is for: the lesson's own title, its prompt and its Next button wholly in
view; the table in the dark theme, on a dark background; no page error; and a picture
with something drawn on it (an empty or blank one is a few kilobytes).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from honeybuzz_lab.games.honeybuzz.lessons import catalog

from .conftest import DARK
from .contrast import CONTRAST_JS
from .screen import measure, not_fully_visible, scroll_to
from .tablepage import open_notebook

LESSONS = [
    ("GameLesson", "workers_and_beelines", "first-beeline"),
    ("Lesson", "hive_and_tiles", "first-touch"),
    ("Lesson", "cells_and_nectar", None),
    ("Lesson", "hive_actions", None),
    ("GameLesson", "woodland", None),
    ("GameLesson", "honey", None),
    ("GameLesson", "market_and_orders", "sell-both"),
    ("Lesson", "shapes_that_score", None),
    ("GameLesson", "contests_end_scoring", None),
]


#: What each lesson's picture shows wholly.
IN_VIEW = [".hb-lesson-title", ".hb-lesson-prompt", ".hb-lesson-next"]
#: Bytes of a 1280 x 800 PNG with something drawn on it (a blank page is under 10 kB).
MIN_PNG = 30_000
#: The relative luminance (0 black, 1 white) of what is behind an element.
BEHIND_JS = "(el) => {" + CONTRAST_JS + "return lum(background(el)); }"


def test_screenshots(lab: Any, screenshot_dir: Path) -> None:
    cells = ["from honeybuzz_lab.games.honeybuzz.lessons import GameLesson, Lesson"]
    for i, (kind, lesson, step) in enumerate(LESSONS):
        go = f"\nl{i}.run.go_to({step!r})" if step else f"\nl{i}.run.next()"
        cells.append(f"l{i} = {kind}({lesson!r}){go}\nl{i}")
    cells.append("from honeybuzz_lab.games.honeybuzz.lessons.full_game import FullGame")
    cells.append("play = FullGame(bots=2, seed=7)\nplay")
    page = open_notebook(lab, cells, count=6)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.wait_for_timeout(1000)
    texts = catalog("en")
    for i, (_, lesson, _) in enumerate(LESSONS):
        scroll_to(page, ".hb-lesson", i)
        picture = page.screenshot(path=str(screenshot_dir / f"lesson-{i + 1:02d}.png"))
        assert len(picture) > MIN_PNG, (lesson, len(picture))
        title = page.locator(".hb-lesson").nth(i).locator(".hb-lesson-title").first
        assert title.text_content() == texts[f"{lesson}.title"]
        assert not not_fully_visible(measure(page, ".hb-lesson", i, IN_VIEW)), lesson
    lab.set_theme(DARK)
    scroll_to(page, ".hb-full-game", 0)
    page.wait_for_timeout(800)
    picture = page.screenshot(path=str(screenshot_dir / "lessons-table-dark.png"))
    assert len(picture) > MIN_PNG
    # The full game's table runs down the page: its decision and hive board are in view.
    shown = measure(page, ".hb-full-game", 0, [".hbt-decision", ".hbt-boxes"])
    assert not not_fully_visible(shown), shown
    assert page.locator(".hb-full-game .hbt-table").first.evaluate(BEHIND_JS) < 0.1
    assert lab.page_errors == []
