"""The Jupyter hosts a learner opens the lessons in, driven alike by the host tests.

Each host opens one of the real notebooks (from notebooks/en and notebooks/hu) and runs
every cell:

- ``lab``: JupyterLab 4 (the session's server, ``/lab/tree/...``);
- ``notebook``: Notebook 7 on the same server (``/notebooks/...``);
- ``voila``: Voila on the same server (``/voila/render/...``, which runs every cell itself);
- ``lite``: the JupyterLite site ``python -m honeybuzz_lab lite`` builds, served by
  ``python -m http.server``; the Pyodide kernel runs in the page.
"""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO / "notebooks"

#: The current notebook's kernel is idle (JupyterLab, Notebook 7 and JupyterLite alike).
KERNEL_IDLE = """(name) => {
    const app = window.jupyterapp;
    const w = app && app.shell.currentWidget;
    const s = w && w.sessionContext && w.sessionContext.session;
    return !!(s && s.kernel && s.kernel.status === 'idle'
              && w.context && w.context.path.endsWith(name));
}"""
#: Run every cell; resolves once they have all run. Returns how many code cells have run
#: (none if the notebook dropped the command, as it may right after the kernel turns idle).
RUN_ALL = """async () => {
    const app = window.jupyterapp;
    await app.commands.execute('notebook:run-all-cells');
    const cells = app.shell.currentWidget.content.widgets;
    return cells.filter((c) => c.model.type === 'code' && c.model.executionCount).length;
}"""


def copy_notebooks(into: Path) -> None:
    """The real notebooks (``en/``, ``hu/``) and their images, as a learner gets them."""
    for language in ("en", "hu"):
        (into / language).mkdir(parents=True, exist_ok=True)
        for nb in (NOTEBOOKS / language).glob("*.ipynb"):
            shutil.copy2(nb, into / language / nb.name)
    shutil.copytree(NOTEBOOKS / "images", into / "images", dirs_exist_ok=True)


class Host:
    """One host: ``open(page, name)`` shows notebook ``name`` with every cell run."""

    name = ""

    def __init__(self, base_url: str):
        self.base_url = base_url
        #: When the last notebook's kernel was ready (time.monotonic()), where known.
        self.kernel_ready_at = 0.0
        #: Whether the host asked which kernel to start (Notebook 7 on a loaded machine).
        self.asked_kernel = False

    def url(self, notebook: str) -> str:
        raise NotImplementedError

    def open(self, page: Any, notebook: str, timeout: float = 120_000) -> None:
        page.goto(self.url(notebook))
        page.wait_for_function(KERNEL_IDLE, arg=notebook, timeout=timeout)
        self.kernel_ready_at = time.monotonic()
        for _ in range(3):
            if page.evaluate(RUN_ALL):
                return
        raise AssertionError(f"{self.name} did not run the cells of {notebook}")


class LabHost(Host):
    name = "lab"

    def url(self, notebook: str) -> str:
        return f"{self.base_url}/lab/tree/hosts/{notebook}?reset"


#: A JS expression: Notebook 7 shows its "Select Kernel" question.
ASKS_KERNEL = (
    "[...document.querySelectorAll('.jp-Dialog')]"
    ".some((d) => d.textContent.includes('Select Kernel'))"
)


def accept_kernel_dialog(page: Any) -> bool:
    """Notebook 7 on a loaded machine sometimes asks which kernel to start (its kernel list
    came after the notebook, or Run All came while it had none): choose the one it offers,
    Python 3, as a learner would. Run All in that moment asks once for each cell it sent;
    the questions behind the first are closed with Escape (no change), else each answer
    would start yet another kernel and ask again. Returns whether it asked."""
    from playwright.sync_api import Error as PlaywrightError

    dialog = page.locator(".jp-Dialog", has_text="Select Kernel")
    deadline = time.monotonic() + 60
    asked = False
    while dialog.count() and dialog.first.is_visible():
        assert time.monotonic() < deadline, "Notebook 7 keeps asking which kernel to start"
        try:
            shown = dialog.first.element_handle(timeout=5_000)
            if not asked:
                # The kernel to start, named: its list may have come in after the dialog
                # opened with another (or no) kernel chosen.
                choice = dialog.first.locator("select")
                if choice.count():
                    names = choice.first.locator("option").all_text_contents()
                    python = next((n for n in names if n.startswith("Python")), None)
                    if python:
                        choice.first.select_option(label=python, timeout=5_000)
                dialog.first.locator("button.jp-mod-accept").click(timeout=10_000)
            else:
                dialog.first.locator("button.jp-mod-accept").focus(timeout=5_000)
                page.keyboard.press("Escape")
            asked = True
            shown.wait_for_element_state("hidden", timeout=10_000)
        except PlaywrightError:
            continue
    return asked


class NotebookHost(Host):
    name = "notebook"

    def url(self, notebook: str) -> str:
        return f"{self.base_url}/notebooks/hosts/{notebook}"

    def open(self, page: Any, notebook: str, timeout: float = 120_000) -> None:
        # Notebook 7 keeps its app to itself: run every cell from its Run menu once the
        # kernel shows idle, then wait until every code cell shows its execution count.
        page.goto(self.url(notebook))
        page.locator(".jp-Notebook .jp-CodeCell").first.wait_for(timeout=timeout)
        page.get_by_text("Kernel status: Idle").first.wait_for(state="attached", timeout=timeout)
        self.kernel_ready_at = time.monotonic()
        prompts = "[...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')]"
        for _ in range(3):  # a run sent as the kernel turns idle may be dropped: resend it
            self.asked_kernel |= accept_kernel_dialog(page)
            page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
            page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()
            try:  # a cell started, or the host asks which kernel (answered, then run again)
                page.wait_for_function(
                    f"() => {prompts}.some((x) => /\\[(\\*|\\d+)\\]/.test(x.textContent))"
                    f" || {ASKS_KERNEL}",
                    timeout=15_000,
                )
            except Exception:
                continue
            if not page.evaluate(f"() => {ASKS_KERNEL}"):
                break
        done = (
            f"() => {{ const p = {prompts};"
            " return p.length > 0 && p.every((x) => /\\[\\d+\\]/.test(x.textContent)); }"
        )
        stalled = (  # the kernel idle, no cell running, yet some cells never ran
            f"() => {{ const p = {prompts};"
            " return !p.some((x) => /\\[\\*\\]/.test(x.textContent))"
            " && p.some((x) => /\\[\\s*\\]/.test(x.textContent))"
            " && document.body.textContent.includes('Kernel status: Idle'); }"
        )
        deadline = time.monotonic() + timeout / 1000
        while True:
            try:
                page.wait_for_function(f"() => ({done})() || {ASKS_KERNEL}", timeout=20_000)
            except Exception:
                if time.monotonic() > deadline:
                    raise
            if page.evaluate(done):
                return
            self.asked_kernel |= accept_kernel_dialog(page)
            if page.evaluate(stalled):  # a dropped part of Run All: send it again
                page.locator(".lm-MenuBar-itemLabel", has_text="Run").first.click()
                page.locator(".lm-Menu-itemLabel", has_text="Run All Cells").first.click()


class VoilaHost(Host):
    name = "voila"

    def url(self, notebook: str) -> str:
        return f"{self.base_url}/voila/render/hosts/{notebook}"

    def open(self, page: Any, notebook: str, timeout: float = 120_000) -> None:
        # Voila runs every cell before it sends the page; the widgets then render.
        page.goto(self.url(notebook), timeout=timeout)
        page.wait_for_function("() => document.readyState === 'complete'", timeout=timeout)
        self.kernel_ready_at = time.monotonic()  # every cell has run


class LiteHost(Host):
    name = "lite"

    def url(self, notebook: str) -> str:
        return f"{self.base_url}/lab/index.html?path={notebook}"


def first_table_ply(page: Any) -> int:
    return int(page.locator(".hbt-table").first.get_attribute("data-ply") or 0)


def play_with_why(page: Any, timeout: float = 60_000) -> None:
    """Click Why?, then Play this, and wait until the table has moved on."""
    before = first_table_ply(page)
    page.locator(".hb-why-button").first.click()
    play = page.locator(".hb-why-play-1").first
    play.wait_for(state="visible", timeout=timeout)
    play.click()
    page.wait_for_function(
        "(n) => Number(document.querySelector('.hbt-table').dataset.ply) > n",
        arg=before,
        timeout=60_000,
    )


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class StaticServer:
    """``python -m http.server`` serving a folder on 127.0.0.1 (stopped by its PID)."""

    def __init__(self, root: Path):
        self.root = root
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self, timeout: float = 30.0) -> None:
        command = [sys.executable, "-m", "http.server", str(self.port)]
        command += ["--bind", "127.0.0.1", "--directory", str(self.root)]
        self.process = subprocess.Popen(
            command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(self.url, timeout=2) as r:
                    if r.status == 200:
                        return
            except OSError:
                time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"http.server did not answer on {self.url}")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)
