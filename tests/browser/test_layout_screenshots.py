"""Pictures of every lesson at 1280 x 800 (light theme) and of the table in the dark theme.

With ``HONEYBUZZ_UPDATE_SCREENSHOTS=1`` they go to notebooks/images (lesson-01.png ...
lesson-09.png, table-dark.png); otherwise to test-artifacts/screenshots.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .conftest import DARK
from .screen import scroll_to
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


def test_screenshots(lab: Any, screenshot_dir: Path) -> None:
    cells = ["from honeybuzz_lab.lessons import GameLesson, Lesson"]
    for i, (kind, lesson, step) in enumerate(LESSONS):
        go = f"\nl{i}.run.go_to({step!r})" if step else f"\nl{i}.run.next()"
        cells.append(f"l{i} = {kind}({lesson!r}){go}\nl{i}")
    cells.append("from honeybuzz_lab.lessons.full_game import FullGame")
    cells.append("play = FullGame(bots=2, seed=7)\nplay")
    page = open_notebook(lab, cells, count=6)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.wait_for_timeout(1000)
    for i in range(len(LESSONS)):
        scroll_to(page, ".hb-lesson", i)
        page.screenshot(path=str(screenshot_dir / f"lesson-{i + 1:02d}.png"))
    lab.set_theme(DARK)
    scroll_to(page, ".hb-full-game", 0)
    page.wait_for_timeout(800)
    page.screenshot(path=str(screenshot_dir / "table-dark.png"))
