"""Run All leaves every widget of notebooks 00, 10 and 12 at its start.

Each notebook is copied as it ships and run top to bottom in JupyterLab (the README's
first step for a learner). Its demonstration cells act on objects of their own, so the
widgets the learner plays on are untouched: the board of 00 (English and Hungarian) has no
undone move and no Redo, the game of 10 waits for the learner's first move with the scores
closed, and the classroom of 12 sits at its start with the first pause not revealed.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from .conftest import REPO


def run_notebook(lab: Any, name: str, count: int) -> Any:
    """Copy notebooks/``name`` (``en/...`` or ``hu/...``) to the server, run it all, wait
    until ``count`` cells ran."""
    shutil.copy(REPO / "notebooks" / name, lab.server.root / Path(name).name)
    page = lab.open_notebook(Path(name).name)
    lab.run_all()
    page.wait_for_function(
        """(n) => {
            const done = [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')]
                .filter((p) => /\\[\\d+\\]/.test(p.textContent)).length;
            const s = window.jupyterapp.shell.currentWidget.sessionContext.session;
            return done >= n && s.kernel.status === 'idle';
        }""",
        arg=count,
        timeout=240_000,
    )
    page.wait_for_timeout(1000)
    return page


def code_cells(name: str) -> int:
    import json

    nb = json.loads((REPO / "notebooks" / name).read_text(encoding="utf-8"))
    return sum(c["cell_type"] == "code" for c in nb["cells"])


@pytest.mark.parametrize(
    ("name", "redo"), [("en/00_start_here.ipynb", "Redo"), ("hu/00_kezdd_itt.ipynb", "Újra")]
)
def test_start_here_leaves_the_board_at_its_start(lab: Any, name: str, redo: str) -> None:
    page = run_notebook(lab, name, code_cells(name))
    board = page.locator(".hb-board").first
    board.wait_for()
    assert board.locator(".hb-move").count() == 1  # only the start: no undone move listed
    assert board.locator(".hb-move-note").count() == 0
    assert board.get_by_role("button", name=redo).first.is_disabled()
    assert lab.kernel_json("len(board.hive)") == 4


def test_full_game_waits_for_the_first_move(lab: Any) -> None:
    name = "en/10_full_game.ipynb"
    page = run_notebook(lab, name, code_cells(name))
    first = page.locator(".hb-full-game .hbt-table").first
    first.wait_for()
    assert first.get_attribute("data-ply") == "0"
    assert first.get_attribute("data-mine") == "true"
    assert first.locator(".hbt-scores").is_hidden()
    assert lab.kernel_json("len(play.game.actions)") == 0
    for table in page.locator(".hb-full-game .hbt-table").all():
        assert table.locator(".hbt-redo").is_disabled()


def test_classroom_sits_at_its_start(lab: Any) -> None:
    name = "en/14_classroom.ipynb"
    page = run_notebook(lab, name, code_cells(name))
    room = page.locator(".hb-classroom").first
    room.wait_for()
    assert room.locator(".hbc-panel").get_attribute("data-ply") == "0"
    assert room.locator(".hbt-table").get_attribute("data-ply") == "0"
    assert lab.kernel_json("[room.run.ply, sorted(room.run.revealed)]") == [0, []]
