"""Running a notebook as it ships: copied to the server, opened in JupyterLab, Run All."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from .conftest import REPO


def run_notebook(
    lab: Any, name: str, count: int, viewport: dict[str, int] | None = None, settle_ms: int = 1000
) -> Any:
    """Copy notebooks/``name`` (``en/...`` or ``hu/...``) to the server, open it (at
    ``viewport`` if given), run it all, wait until ``count`` cells ran and the kernel is
    idle, then ``settle_ms``."""
    shutil.copy(REPO / "notebooks" / name, lab.server.root / Path(name).name)
    page = lab.open_notebook(Path(name).name)
    if viewport is not None:
        page.set_viewport_size(viewport)
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
    if settle_ms:
        page.wait_for_timeout(settle_ms)
    return page


def code_cells(name: str) -> int:
    nb = json.loads((REPO / "notebooks" / name).read_text(encoding="utf-8"))
    return sum(c["cell_type"] == "code" for c in nb["cells"])
