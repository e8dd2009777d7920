"""One screen: what a decision needs is visible at once, without scrolling the notebook.

A notebook holds lesson 2 (a hive board), lessons 1 and 7 (a game table), the full game of
notebook 10 (with Why?), lesson 1 in projector mode, the classroom and lesson 1 in
Hungarian. For each, the page is scrolled so the widget starts at the top of the notebook
area, and the bounding boxes of the step's prompt or question, the place of the feedback,
the decision's prompt and buttons, and the first target of the decision are measured in
the viewport: each must be wholly visible (inside the viewport and every region that clips
it). The laptop screen (1280 x 800, JupyterLab's file browser open) and a large one
(1920 x 1080) are measured, in JupyterLab and in Notebook 7. A wrong try's feedback moves
nothing, and a lesson on a hive board has no sideways scrollbar. The JupyterLab tests share
the notebook's page (``shared_lab``): opening it and starting its kernel costs seconds.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from .screen import FEEDBACK, SIDEWAYS_JS, measure, not_fully_visible, scroll_to
from .tablepage import open_notebook

CELLS = [
    "from honeybuzz_lab.games.honeybuzz.lessons import GameLesson, Lesson\n"
    "from honeybuzz_lab.games.honeybuzz.lessons.full_game import FullGame\n"
    "from honeybuzz_lab.games.honeybuzz.classroom.widget import Classroom",
    "one = Lesson('hive_and_tiles')\none.run.go_to('first-touch')\none",
    "four = GameLesson('workers_and_beelines')\nfour.run.go_to('first-beeline')\nfour",
    "seven = GameLesson('market_and_orders')\nseven.run.go_to('sell-both')\nseven",
    "play = FullGame(bots=1, seed=7)\nplay",
    "big = GameLesson('workers_and_beelines', projector=True)\nbig.run.go_to('first-beeline')\nbig",
    "room = Classroom('first-game')\nroom",
    "hu = GameLesson('workers_and_beelines', language='hu')\nhu.run.go_to('first-beeline')\nhu",
]
TARGET = ".hbt-hive-active, .hbt-target"
LESSON = [".hb-lesson-prompt", FEEDBACK, ".hb-lesson-back", ".hb-lesson-next"]
TABLE = [".hbt-decision .hbt-prompt", ".hbt-decision .hbt-buttons", ".hbt-undo", TARGET]
#: (what, scope, index, the elements that must be wholly visible)
WIDGETS = [
    ("lesson 2", ".hb-lesson", 0, [*LESSON, ".hb-svg", ".hb-tray"]),
    ("lesson 1", ".hb-lesson", 1, [*LESSON, *TABLE]),
    ("lesson 7", ".hb-lesson", 2, [*LESSON, *TABLE]),
    ("notebook 10", ".hb-full-game", 0, [".hb-why-button", *TABLE]),
    ("lesson 1, projector", ".hb-lesson", 3, [*LESSON, *TABLE]),
    ("classroom", ".hb-classroom", 0, [".hbc-heading", ".hbc-next", ".hbt-decision .hbt-prompt"]),
    ("lesson 1 in Hungarian", ".hb-lesson", 4, [*LESSON, *TABLE]),
]
SCREENS = [(1280, 800), (1920, 1080)]


def check_screen(host: Any, width: int, height: int) -> dict[str, Any]:
    page = host.page
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_timeout(800)  # the tables follow their decision after a resize
    report = {}
    for what, scope, index, selectors in WIDGETS:
        scroll_to(page, scope, index)
        found = measure(page, scope, index, [scope + " > *", *selectors])
        outer = page.evaluate(
            "([s, i]) => document.querySelectorAll(s)[i].getBoundingClientRect().height",
            [scope, index],
        )
        hidden = not_fully_visible({k: v for k, v in found.items() if k != scope + " > *"})
        report[what] = round(outer)
        assert not hidden, f"{what} at {width} x {height}: not wholly visible: {hidden}"
    return report


def open_all(lab: Any) -> Any:
    """Open and run the notebook of ``CELLS``; wait until its widgets are drawn."""
    page = open_notebook(lab, CELLS, count=6)
    page.locator(".hbc-panel").wait_for()
    return page


def test_each_widget_fits_one_screen_in_jupyterlab(shared_lab: Any) -> None:
    lab = shared_lab.notebook("one-screen", open_all)
    page = lab.page
    assert page.locator(".jp-FileBrowser").is_visible()  # the default layout: browser open
    heights = {f"{w}x{h}": check_screen(lab, w, h) for w, h in SCREENS}
    print("heights:", json.dumps(heights))

    # The classroom: the table beside the panel (the right half is not empty).
    page.set_viewport_size({"width": 1280, "height": 800})
    scroll_to(page, ".hb-classroom", 0)
    panel = page.locator(".hb-classroom .hbc-panel").bounding_box()
    table = page.locator(".hb-classroom .hbt-table").bounding_box()
    assert table["x"] >= panel["x"] + panel["width"] - 1
    assert abs(table["y"] - panel["y"]) < 40

    # A lesson on a hive board scrolls nothing sideways.
    assert page.evaluate(SIDEWAYS_JS, [".hb-lesson", 0]) == []


def test_feedback_moves_nothing(shared_lab: Any) -> None:
    lab = shared_lab.notebook("one-screen", open_all)  # the notebook of the test above
    page = lab.page
    page.set_viewport_size({"width": 1280, "height": 800})
    four = page.locator(".hb-lesson").nth(1)  # lesson 1 (``four``), the notebook's second
    scroll_to(page, ".hb-lesson", 1)
    selectors = [".hb-lesson-prompt", ".hb-lesson-next", *TABLE[:2], TARGET]
    page.wait_for_timeout(500)
    before = measure(page, ".hb-lesson", 1, selectors)
    lab.kernel_run("four.act('take_tile(produce,2)')")  # a wrong try: explained, taken back
    four.locator(".hb-lesson-wrong").first.wait_for()  # the panel and the bubble
    four.locator(".hbt-notice").wait_for()
    page.wait_for_timeout(800)
    after = measure(page, ".hb-lesson", 1, selectors)
    moved = {
        k: (before[k]["box"], after[k]["box"])
        for k in selectors
        if before[k]["box"] != after[k]["box"]
    }
    assert not moved, f"moved when the feedback came: {moved}"
    lab.kernel_run("four.run.reset_step()")
    four.locator(".hb-lesson-wrong").first.wait_for(state="detached")
    page.wait_for_timeout(800)
    again = measure(page, ".hb-lesson", 1, selectors)
    moved = {
        k: (before[k]["box"], again[k]["box"])
        for k in selectors
        if before[k]["box"] != again[k]["box"]
    }
    assert not moved, f"moved when the feedback went: {moved}"


@pytest.mark.parametrize("screen", [SCREENS[0]])
def test_each_widget_fits_one_screen_in_notebook_7(notebook7: Any, screen: tuple[int, int]) -> None:
    open_all(notebook7)
    heights = check_screen(notebook7, *screen)
    print("heights (Notebook 7):", json.dumps(heights))
