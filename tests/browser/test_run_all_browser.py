"""Run All leaves the board of notebook 00 at its start (English and Hungarian).

Each notebook is copied as it ships and run top to bottom in JupyterLab (the README's
first step for a learner). Its demonstration cells act on objects of their own, so the
board the learner plays on is untouched: no undone move and no Redo. The same is checked
of notebook 10's game where it is run anyway (test_rule_links_browser.py: the learner's
first move awaited, the scores closed) and of notebook 14's classroom
(test_class_overview_browser.py: at its start, the first pause not revealed); this file
holds ``run_notebook`` and ``code_cells`` for the tests that run a shipped notebook.
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
