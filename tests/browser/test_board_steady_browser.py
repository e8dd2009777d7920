"""The hive board holds still and its tip edges read in the dark theme.

Undo and Redo do not move the page (the Last placement box keeps its size, so the move
list below it stays put), and the tip edges, which decide a cell's nectar, stand out from
the dark stage: their dark stroke has a light rim, and both contrasts (stroke to rim, rim
to stage) are computed from the page's styles.
"""

from __future__ import annotations

import re
from typing import Any

from .conftest import DARK
from .contrast import CONTRAST_JS

CELLS = [
    "from honeybuzz_lab.games.honeybuzz.hive import Hive, parse_tile\n"
    "from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard\n"
    "board = HiveBoard(Hive.starting('star'))\nboard"
]


def top_of(page: Any, selector: str) -> float:
    return float(page.locator(selector).first.bounding_box()["y"])


def test_undo_and_redo_do_not_move_the_move_list(shared_lab: Any) -> None:
    lab = shared_lab.run(CELLS)  # the file's notebook, its cells run again: a new board
    page = lab.page
    start = top_of(page, ".hb-history")
    lab.kernel_run("board.place(parse_tile('P(1,2)NE'))")
    page.locator(".hb-move").nth(1).wait_for()
    page.wait_for_timeout(300)
    placed = top_of(page, ".hb-history")
    lab.kernel_run("board.undo()")
    page.locator(".hb-move-note").wait_for()
    undone = top_of(page, ".hb-history")
    lab.kernel_run("board.redo()")
    page.locator(".hb-move-note").wait_for(state="detached")
    redone = top_of(page, ".hb-history")
    assert start == placed == undone == redone


def test_tip_edges_stand_out_in_the_dark_theme(shared_lab: Any) -> None:
    lab = shared_lab.run(CELLS)  # the file's notebook, its cells run again: a new board
    page = lab.page
    lab.set_theme(DARK)
    found = page.evaluate(
        "() => {"
        + CONTRAST_JS
        + """
            const tip = document.querySelector('.hb-board .hb-edge-tip');
            const stage = document.querySelector('.hb-board .hb-stage');
            const cs = getComputedStyle(tip);
            return {stroke: cs.stroke, filter: cs.filter, stage: background(stage)};
        }"""
    )
    rims = re.findall(r"drop-shadow\((rgba?\([^)]*\))", found["filter"])
    assert rims, f"no light rim on the tip edges: {found}"
    ratios = page.evaluate(
        "([stroke, rim, stage]) => {"
        + CONTRAST_JS
        + """
            const c = (s) => rgba(s).slice(0, 3);
            return [ratio(c(stroke), c(rim)), ratio(c(rim), stage)];
        }""",
        [found["stroke"], rims[0], found["stage"]],
    )
    print("tip edge contrast in the dark theme (stroke:rim, rim:stage):", ratios)
    assert min(ratios) >= 3.0, ratios
