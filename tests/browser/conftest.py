"""Real-browser test fixtures: a JupyterLab server on 127.0.0.1 and Debian's Chromium.

Use the ``lab`` fixture in a test::

    def test_something(lab):
        page = lab.notebook(["from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard",
                             "board = HiveBoard()\\nboard"])
        page.locator(".hb-board").wait_for()
        assert lab.kernel_json("len(board.hive)") == 0

One JupyterLab server and one browser serve the whole session; each test gets a fresh
browser context (page) and its notebooks' kernels are shut down afterwards. The server
runs with PYTHONPATH set to this checkout, so kernels import the package under test. On
failure a screenshot, the page's errors and the server log go to test-artifacts/<test>/;
with HONEYBUZZ_TRACE=1 a Playwright trace too (recording one costs about a second a test,
so it is off unless asked for: rerun a failing test with it).

The browser tests form two xdist groups ("browser-a", "browser-b": whole files, balanced
on the measured durations in durations.json, see groups.py), so ``pytest -n 3 --dist
loadgroup`` runs one half on each of two workers, each with its own server and Chromium,
and the third worker runs the engine tests meanwhile.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from . import groups

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "test-artifacts"
CHROMIUM = os.environ.get("HONEYBUZZ_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
TRACE = os.environ.get("HONEYBUZZ_TRACE") == "1"
NOTIFICATIONS = {"fetchNews": "false", "checkForUpdates": False}
LIGHT, DARK = "JupyterLab Light", "JupyterLab Dark"
#: A test page's size (a test may change it).
VIEWPORT = {"width": 1280, "height": 900}
#: The sessions of the notebooks kept open for several tests (see SharedLab): the other
#: tests' teardown leaves them running.
KEPT_SESSIONS: set[str] = set()
#: Where the servers' kernels keep the lessons' saved progress; emptied before every test,
#: so no test resumes a lesson where an earlier one left it.
PROGRESS = Path(tempfile.mkdtemp(prefix="honeybuzz-browser-progress-"))


@pytest.hookimpl(tryfirst=True)  # before xdist reads the groups
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    table = groups.durations()
    split = groups.split(table)
    for item in items:
        path = Path(str(item.fspath))
        if here in path.parents:
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.xdist_group(groups.group_of(path.name, table, split)))


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Any:
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _need_chromium() -> None:
    if Path(CHROMIUM).exists():
        return
    message = f"Chromium is not at {CHROMIUM}: apt-get install chromium (see README)"
    if os.environ.get("CI"):
        pytest.fail(message)
    pytest.skip(message)


class LabServer:
    """A running ``jupyter lab`` (started by :func:`lab_server`)."""

    #: The server's module and the class its options belong to (Notebook 7: "notebook").
    MODULE, APP = "jupyterlab", "LabApp"

    def __init__(self, root: Path, settings: Path, log: Path):
        self.root = root
        self.settings = settings
        self.log_path = log
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None
        #: Sessions being shut down in the background (:meth:`Lab.shutdown_kernels`).
        self.ending: list[threading.Thread] = []

    def settle(self) -> None:
        """Wait until the sessions asked to end have ended: a page opened before could
        otherwise join a session still ending (the same notebook's path) and lose its
        kernel while connecting."""
        while self.ending:
            self.ending.pop().join(timeout=60)

    def start(self, timeout: float = 90.0) -> None:
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO), env.get("PYTHONPATH", "")) if p)
        env["JUPYTERLAB_SETTINGS_DIR"] = str(self.settings)
        env["JUPYTERLAB_WORKSPACES_DIR"] = str(self.root.parent / "workspaces")
        env["JUPYTER_RUNTIME_DIR"] = str(self.root.parent / "runtime")
        env["HONEYBUZZ_LAB_DATA"] = str(PROGRESS)
        command = [
            sys.executable,
            "-m",
            self.MODULE,
            "--no-browser",
            "--allow-root",
            "--ip=127.0.0.1",
            f"--port={self.port}",
            "--ServerApp.port_retries=0",
            "--IdentityProvider.token=",
            "--ServerApp.password=",
            f"--ServerApp.root_dir={self.root}",
            f"--{self.APP}.expose_app_in_browser=True",
        ]
        if self.APP == "LabApp":
            command += [
                "--LabApp.news_url=None",
                "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
            ]
        log = self.log_path.open("wb")
        self.process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=env)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"jupyter lab exited early:\n{self.log_tail()}")
            try:
                with urllib.request.urlopen(f"{self.url}/api/status", timeout=2) as r:
                    if r.status == 200:
                        return
            except OSError:
                time.sleep(0.3)
        self.stop()
        raise RuntimeError(f"jupyter lab did not answer in {timeout:.0f} s:\n{self.log_tail()}")

    def stop(self) -> None:
        if self.process is None or self.process.poll() is not None:
            return
        self.process.terminate()  # by PID, never by name
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=10)

    def end_in_background(self, session: str) -> None:
        """Ask the server to end ``session`` without waiting for its answer (:meth:`settle`
        waits for it before the next page opens)."""
        ending = threading.Thread(target=self.end_session, args=(session,), daemon=True)
        ending.start()
        self.ending.append(ending)

    def end_session(self, session: str) -> None:
        """Shut down a session and its kernel (the REST call JupyterLab makes); waits for
        the server's answer. A session already gone is no error."""
        request = urllib.request.Request(
            f"{self.url}/api/sessions/{session}",
            method="DELETE",
            headers={"X-XSRFToken": "x", "Cookie": "_xsrf=x"},
        )
        # OSError: gone already (404), or the server stopped at the session's end
        with contextlib.suppress(OSError):
            urllib.request.urlopen(request, timeout=60).close()

    def log_tail(self, chars: int = 6000) -> str:
        try:
            return self.log_path.read_text(encoding="utf-8", errors="replace")[-chars:]
        except OSError:
            return ""


class NotebookServer(LabServer):
    """A running Notebook 7 (``jupyter notebook``), started by :func:`notebook_server`."""

    MODULE, APP = "notebook", "JupyterNotebookApp"


def _serve(tmp_path_factory: pytest.TempPathFactory, kind: type[LabServer], name: str) -> LabServer:
    """A started server of ``kind`` on a temporary folder, with the session's settings:
    no notifications, and notebook cells not virtualised (an output scrolled out of view
    keeps its size, so layout tests can measure it)."""
    _need_chromium()
    base = tmp_path_factory.mktemp(name)
    root = base / "root"
    root.mkdir()
    settings = base / "settings"
    notes = settings / "@jupyterlab" / "apputils-extension"
    notes.mkdir(parents=True)
    (notes / "notification.jupyterlab-settings").write_text(json.dumps(NOTIFICATIONS))
    tracker = settings / "@jupyterlab" / "notebook-extension"
    tracker.mkdir(parents=True)
    (tracker / "tracker.jupyterlab-settings").write_text(json.dumps({"windowingMode": "none"}))
    server = kind(root, settings, base / "server.log")
    server.start()
    return server


@pytest.fixture(autouse=True)
def _no_saved_progress() -> None:
    for path in PROGRESS.iterdir():
        if path.is_file():
            path.unlink()


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabServer]:
    """One JupyterLab server for the session, serving a temporary folder."""
    server = _serve(tmp_path_factory, LabServer, "lab")
    yield server
    server.stop()


@pytest.fixture(scope="session")
def notebook_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabServer]:
    """One Notebook 7 server for the session (started only by the tests that ask for it)."""
    server = _serve(tmp_path_factory, NotebookServer, "nb7")
    yield server
    server.stop()


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Debian's Chromium, driven by Playwright (headless, no network but loopback)."""
    _need_chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield b
        b.close()


class Lab:
    """One test's view of JupyterLab: write notebooks, open and run them, ask the kernel."""

    def __init__(self, server: LabServer, context: Any, page: Any):
        self.server = server
        self.context = context
        self.page = page
        self.theme_changed = False
        self.page_errors: list[str] = []
        #: Every websocket frame the page sent (to tell that hovering sends nothing).
        self.ws_sent: list[Any] = []
        #: The size of every websocket frame the page received.
        self.ws_received: list[int] = []

    # -------------------------------------------------------------- notebooks

    def write_notebook(self, name: str, cells: list[str]) -> Path:
        """Write ``name`` (a path under the server root) with one code cell per source."""
        nb = {
            "cells": [
                {
                    "cell_type": "code",
                    "execution_count": None,
                    "id": f"cell-{i}",
                    "metadata": {},
                    "outputs": [],
                    "source": source,
                }
                for i, source in enumerate(cells)
            ],
            "metadata": {
                "kernelspec": KERNELSPEC,
                "language_info": {"name": "python"},
            },
            "nbformat": 4,
            "nbformat_minor": 5,
        }
        path = self.server.root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(nb, indent=1), encoding="utf-8")
        return path

    def open_notebook(self, name: str, timeout: float = 60_000) -> Any:
        """Open a notebook in a fresh workspace and wait until its kernel is idle.

        On a page where this JupyterLab is loaded already (the page kept from the test
        before, see :class:`WarmLab`) the notebooks open there are closed (their kernels
        left running, as a reload leaves them) and the notebook is opened from the file
        browser's command, as a learner opens the next lesson: JupyterLab is not loaded
        again (about 4 s of both cores each time)."""
        self.server.settle()
        if isinstance(self.server, NotebookServer):
            self.page.goto(f"{self.server.url}/notebooks/{name}")
        elif self.loaded():
            self.page.evaluate(OPEN_IN_PLACE_JS, name)
        else:
            self.page.goto(f"{self.server.url}/lab/tree/{name}?reset")
        self.page.wait_for_function(
            """(name) => {
                const app = window.jupyterapp;
                const w = app && app.shell.currentWidget;
                const s = w && w.sessionContext && w.sessionContext.session;
                return !!(s && s.kernel && s.kernel.status === 'idle'
                          && w.context && w.context.path.endsWith(name));
            }""",
            arg=name,
            timeout=timeout,
        )
        return self.page

    def loaded(self) -> bool:
        """Whether the page shows this server's JupyterLab, loaded."""
        return self.page.url.startswith(f"{self.server.url}/lab") and bool(
            self.page.evaluate("() => !!(window.jupyterapp && window.jupyterapp.shell)")
        )

    def run_all(self) -> None:
        """Run every cell of the current notebook."""
        self.page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")

    def notebook(self, cells: list[str], name: str | None = None, wait: str = ".hb-board") -> Any:
        """Write, open and run a notebook; wait for ``wait`` to be visible. Returns the page."""
        name = name or re.sub(r"\W+", "_", os.environ.get("PYTEST_CURRENT_TEST", "nb"))[:80]
        name = f"{name}.ipynb"
        self.write_notebook(name, cells)
        self.open_notebook(name)
        self.run_all()
        if wait:
            self.page.locator(wait).first.wait_for(state="visible", timeout=60_000)
        return self.page

    def run_again(self, wait: str = ".hb-board", timeout: float = 60_000) -> None:
        """Run every cell of the open notebook again in its kernel and wait until ``wait``
        is visible in a new output (every element it matched before is gone)."""
        self.page.evaluate(
            "(sel) => document.querySelectorAll(sel).forEach((e) => { e.dataset.hbOld = '1'; })",
            wait,
        )
        self.run_all()
        self.page.wait_for_function(
            """(sel) => {
                const all = [...document.querySelectorAll(sel)];
                return all.length > 0 && all.every((e) => !e.dataset.hbOld)
                    && all[0].getClientRects().length > 0;
            }""",
            arg=wait,
            timeout=timeout,
        )

    # -------------------------------------------------------------- the kernel

    def kernel_run(self, code: str, timeout: float = 30_000) -> str:
        """Run ``code`` in the current notebook's kernel; returns what it printed.

        Raises AssertionError with the Python error if the code raised.
        """
        result = self.page.evaluate(
            """async (code) => {
                const w = window.jupyterapp.shell.currentWidget;
                const kernel = w.sessionContext.session.kernel;
                const future = kernel.requestExecute({code, store_history: false});
                let out = "", err = null;
                future.onIOPub = (msg) => {
                    const t = msg.header.msg_type;
                    if (t === "stream") out += msg.content.text;
                    else if (t === "execute_result") out += msg.content.data["text/plain"];
                    else if (t === "error") err = msg.content.ename + ": " + msg.content.evalue;
                };
                await future.done;
                return {out, err};
            }""",
            code,
        )
        if result["err"]:
            raise AssertionError(f"the kernel raised {result['err']} running:\n{code}")
        return str(result["out"])

    def kernel_json(self, expression: str) -> Any:
        """The value of a Python expression in the kernel, through JSON."""
        out = self.kernel_run(f"import json as _j\nprint(_j.dumps({expression}))")
        return json.loads(out.strip().splitlines()[-1])

    # -------------------------------------------------------------- the page

    def set_theme(self, theme: str) -> None:
        """Switch JupyterLab's theme (``LIGHT`` or ``DARK``); reset to light after the test."""
        self.theme_changed = self.theme_changed or theme != LIGHT
        self.page.evaluate(
            "(theme) => window.jupyterapp.commands.execute('apputils:change-theme', {theme})",
            theme,
        )
        light = "true" if theme == LIGHT else "false"
        self.page.wait_for_function(
            "(light) => document.body.dataset.jpThemeLight === light", arg=light
        )
        self.page.wait_for_function(  # the theme's CSS variables have come
            "(light) => (light === 'true' ? ['white', '#fff', '#ffffff'] : ['#111', '#111111'])"
            ".includes(getComputedStyle(document.body).getPropertyValue('--jp-layout-color0')"
            ".trim().toLowerCase())",
            arg=light,
        )
        # JupyterLab shows its splash while a theme loads and takes it away 200 ms after;
        # a second change before then makes it take it away twice (a page error).
        self.page.wait_for_function("() => !document.getElementById('jupyterlab-splash')")

    def comm_messages_sent(self) -> int:
        """How many widget (comm) messages the page has sent to the kernel so far."""
        return sum(1 for f in self.ws_sent if "comm_msg" in str(f))

    def shutdown_kernels(self) -> None:
        """Shut down every kernel of the server but those of the pages kept for several
        tests (:class:`SharedLab`); nothing on a page JupyterLab never loaded.

        The server is asked to shut them down and the test goes on: the server answers once
        a kernel has exited (seconds on a loaded machine), which the next test need not
        wait for."""
        ids = self.page.evaluate(
            """async (keep) => {
                const sessions = window.jupyterapp && window.jupyterapp.serviceManager.sessions;
                if (!sessions) return [];
                await sessions.refreshRunning();
                return [...sessions.running()].map((s) => s.id).filter((i) => !keep.includes(i));
            }""",
            sorted(KEPT_SESSIONS),
        )
        for session in ids:
            self.server.end_in_background(session)

    def session_id(self) -> str:
        """The id of the current notebook's session on the server."""
        return str(
            self.page.evaluate(
                "() => window.jupyterapp.shell.currentWidget.sessionContext.session.id"
            )
        )


def artifact_dir(item: pytest.Item) -> Path:
    path = ARTIFACTS / re.sub(r"[^\w.-]+", "_", item.nodeid)[-120:]
    path.mkdir(parents=True, exist_ok=True)
    return path


#: The notebooks open on the page closed (no question asked; their kernels left running).
CLOSE_ALL_JS = """() => {
    const app = window.jupyterapp;
    if (!app || !app.shell) return;
    for (const w of [...app.shell.widgets('main')]) {
        if (w.context && w.context.model) w.context.model.dirty = false;
        w.dispose();
    }
}"""
#: Those closed, the layout a fresh workspace has (the file browser open on the left, the
#: right side closed, several documents), then the notebook ``path`` opened.
OPEN_IN_PLACE_JS = (
    """async (path) => {
    const app = window.jupyterapp;
    ("""
    + CLOSE_ALL_JS
    + """)();
    app.shell.mode = 'multiple-document';
    app.shell.collapseRight();
    app.shell.expandLeft();
    app.shell.activateById('filebrowser');
    await app.commands.execute('docmanager:open', {path});
}"""
)

#: What a test may leave on the kept page, taken away before the next: the hooks tests put
#: on ``window``, an open dialog, the focus.
TIDY_JS = """() => {
    for (const k of Object.keys(window)) {
        if (/^__(hb|seen|flights|watch)/.test(k)) delete window[k];
    }
    for (const d of document.querySelectorAll('.jp-Dialog')) d.remove();
    if (document.activeElement && document.activeElement.blur) document.activeElement.blur();
}"""


#: Two frames and the tasks before them gone by.
FRAMES_JS = """() => new Promise((r) => setTimeout(
    () => requestAnimationFrame(() => requestAnimationFrame(() => r(true))), 0))"""


class WarmLab:
    """The worker's JupyterLab page, kept from one test to the next (fixture ``lab``).

    Loading JupyterLab costs about 4 s of both cores (measured: 4.0-4.2 core-seconds a
    load on the 2-core machine, whether the browser context is new or not), over a hundred
    times a run. Each test gets the page tidied: the notebooks of the test before closed
    and their kernels shut down, the light theme, the page's size, the pointer at the
    corner, reduced motion as the system has it, its own lists of errors and frames;
    :meth:`Lab.open_notebook` opens the next notebook in it. After a failed test the page
    is closed, and the next test loads JupyterLab afresh.
    """

    def __init__(self, lab_server: LabServer, browser: Any):
        self.server, self.browser = lab_server, browser
        self.lab: Lab | None = None
        #: The file's :class:`SharedLab` whose notebook the page shows (None: a test's own).
        self.holder: Any = None

    def take(self) -> Lab:
        """The page for a test: a fresh one the first time, else the kept one tidied."""
        self.holder = None
        if self.lab is None:
            self.lab = _open(self.server, self.browser)
            return self.lab
        lab = self.lab
        page = lab.page
        for other in lab.context.pages:
            if other is not page:
                other.close()
        page.set_default_timeout(30_000)
        page.set_viewport_size(VIEWPORT)
        page.emulate_media(reduced_motion="null")
        page.mouse.move(0, 0)
        page.evaluate(TIDY_JS)
        page.evaluate(FRAMES_JS)  # what the test before left to happen has happened
        lab.page_errors.clear()
        lab.ws_sent.clear()
        lab.ws_received.clear()
        lab.theme_changed = False
        if TRACE:
            lab.context.tracing.start(screenshots=True, snapshots=True)
        return lab

    def give_back(self, failed: bool) -> None:
        """After a test: its kernels shut down and its theme undone, the page kept; after
        a failure (or a page that no longer answers) the page closed."""
        lab = self.lab
        if lab is None:
            return
        try:
            if not failed:
                if lab.loaded():  # before the theme changes under them and their kernels go
                    lab.page.evaluate(CLOSE_ALL_JS)
                if lab.theme_changed:
                    lab.set_theme(LIGHT)
                lab.shutdown_kernels()
                return
        except Exception:
            pass
        self.close()

    def close(self) -> None:
        self.holder = None
        if self.lab is not None:
            lab, self.lab = self.lab, None
            with contextlib.suppress(Exception):  # a page that no longer answers
                _close(lab)


@pytest.fixture(scope="session")
def _warm_lab(lab_server: LabServer, browser: Any) -> Iterator[WarmLab]:
    warm = WarmLab(lab_server, browser)
    yield warm
    warm.close()


@pytest.fixture
def lab(request: pytest.FixtureRequest, _warm_lab: WarmLab) -> Iterator[Lab]:
    """The session's JupyterLab page for this test (see :class:`WarmLab`)."""
    helper = _warm_lab.take()
    yield helper
    _warm_lab.give_back(_keep_if_failed(request.node, helper, TRACE))


@pytest.fixture
def notebook7(
    request: pytest.FixtureRequest, notebook_server: LabServer, browser: Any
) -> Iterator[Lab]:
    """A fresh page in the session's Notebook 7 (the same helpers as :func:`lab`)."""
    yield from _page(request, notebook_server, browser)


def _open(lab_server: LabServer, browser: Any) -> Lab:
    """A fresh browser context and page on ``lab_server``, watched for errors and frames."""
    lab_server.settle()
    context = browser.new_context(viewport=VIEWPORT)
    if TRACE:
        context.tracing.start(screenshots=True, snapshots=True)
    page = context.new_page()
    page.set_default_timeout(30_000)
    helper = Lab(lab_server, context, page)
    page.on("pageerror", lambda e: helper.page_errors.append(str(e)))

    def watch(ws: Any) -> None:
        ws.on("framesent", lambda f: helper.ws_sent.append(f))
        ws.on("framereceived", lambda f: helper.ws_received.append(len(f)))

    page.on("websocket", watch)
    return helper


def _keep_if_failed(item: pytest.Item, helper: Lab, trace_on: bool) -> bool:
    """On the test's failure: its screenshot, trace, server log and page errors in
    test-artifacts/. Returns whether it failed."""
    failed = getattr(item, "report_call", None)
    failed = failed is not None and failed.failed
    if failed:
        where = artifact_dir(item)
        try:
            helper.page.screenshot(path=str(where / "page.png"), full_page=True)
        except Exception as e:  # the page may be gone; the trace and log still help
            (where / "screenshot-error.txt").write_text(str(e))
        if trace_on:
            helper.context.tracing.stop(path=str(where / "trace.zip"))
        (where / "server.log").write_text(helper.server.log_tail(200_000))
        (where / "page-errors.txt").write_text("\n".join(helper.page_errors))
    elif trace_on:
        helper.context.tracing.stop()
    return failed


def _close(helper: Lab) -> None:
    try:
        if helper.theme_changed:
            helper.set_theme(LIGHT)
        helper.shutdown_kernels()
    finally:
        helper.context.close()


def _page(request: pytest.FixtureRequest, lab_server: LabServer, browser: Any) -> Iterator[Lab]:
    helper = _open(lab_server, browser)
    yield helper
    _keep_if_failed(request.node, helper, TRACE)
    _close(helper)


#: The current notebook's kernel restarted (idle again) and its cells replaced by code
#: cells of the given sources, the old outputs (and their widget views) gone.
FRESH_JS = """async (cells) => {
    const w = window.jupyterapp.shell.currentWidget;
    await w.sessionContext.restartKernel();
    const model = w.content.model.sharedModel;
    model.transact(() => {
        model.deleteCellRange(0, model.cells.length);
        model.insertCells(0, cells.map((source) => ({cell_type: 'code', source})));
    });
    const idle = () => w.sessionContext.session?.kernel?.status === 'idle';
    for (let i = 0; i < 1200 && !idle(); i++) await new Promise((r) => setTimeout(r, 50));
    if (!idle()) throw new Error('the kernel is not idle a minute after its restart');
}"""


class SharedLab:
    """One notebook kept open for the tests of one file (fixture ``shared_lab``), on the
    worker's JupyterLab page (:class:`WarmLab`).

    Opening a notebook and starting its kernel costs seconds a test; tests that look at the
    same notebook share it: :meth:`notebook` opens it the first time it is asked for (again
    after a test failed on it, so one failure does not spill into the next test, or after
    a test of the ``lab`` fixture used the page), and each test resets what it changed
    through the widget's own API. Each test still gets its own page errors, failure
    artifacts and the light theme back.
    """

    def __init__(self, warm: WarmLab):
        self.warm = warm
        self.key: object = None
        self.session = ""

    @property
    def lab(self) -> Lab | None:
        """The page, while it still shows this file's notebook."""
        return self.warm.lab if self.warm.holder is self else None

    def notebook(self, key: object, open_it: Any) -> Lab:
        """The shared page showing the notebook ``key``; ``open_it(lab)`` opens it when it
        is not the one on the page."""
        lab = self.lab
        if self.key != key or lab is None:
            self.release()
            lab = self.warm.take()
            self.warm.holder = self
            open_it(lab)
            self.session = lab.session_id()
            KEPT_SESSIONS.add(self.session)
            self.key = key
        return lab

    def run(self, cells: list[str], wait: str = ".hb-board", open_it: Any = None) -> Lab:
        """The notebook of ``cells`` after Run All, as :meth:`Lab.notebook` gives it, with
        fresh widgets: the first time it is opened (by ``open_it(lab)`` if given); after
        that its cells run again in the same kernel (new widgets, new views, what was on
        the page before is gone) and ``wait`` is a new view's."""
        key = ("cells", tuple(cells), wait)
        fresh = self.key == key and self.lab is not None
        lab = self.notebook(key, open_it or (lambda lab: lab.notebook(cells, wait=wait)))
        if fresh:
            lab.run_again(wait)
        return lab

    def fresh(self, cells: list[str], open_it: Any, ready: Any) -> Lab:
        """The notebook of ``cells`` run in a kernel of its own, as a notebook opened for
        the test alone gives it, on the file's page: the first time ``open_it(lab)``
        writes, opens and runs it; after that the open notebook's cells are replaced by
        ``cells`` and run after a kernel restart (a fresh kernel: nothing kept from the
        test before, saved progress included), without opening it again, and
        ``ready(lab)`` waits until their widgets are drawn."""
        key = ("fresh",)
        lab = self.lab
        if self.key != key or lab is None:
            return self.notebook(key, open_it)
        lab.page.set_viewport_size(VIEWPORT)  # as a new page has them
        lab.page.mouse.move(0, 0)  # not over the new widgets
        lab.page.evaluate(FRESH_JS, cells)
        lab.run_all()
        ready(lab)
        return lab

    def release(self) -> None:
        """Let the notebook go: its kernel shut down (in the background), the page left to
        whoever takes it next."""
        self.key = None
        if self.warm.holder is self:
            self.warm.holder = None
        if self.session:
            KEPT_SESSIONS.discard(self.session)
            self.warm.server.end_in_background(self.session)
            self.session = ""

    def close(self) -> None:
        """After a failure: the notebook let go and the page closed (the next test loads
        JupyterLab afresh)."""
        self.release()
        self.warm.close()


@pytest.fixture(scope="module")
def _shared_page(_warm_lab: WarmLab) -> Iterator[SharedLab]:
    shared = SharedLab(_warm_lab)
    yield shared
    shared.release()


@pytest.fixture
def shared_lab(request: pytest.FixtureRequest, _shared_page: SharedLab) -> Iterator[SharedLab]:
    """The file's :class:`SharedLab`: call ``shared_lab.notebook(key, open_it)``."""
    lab = _shared_page.lab
    if lab is not None:
        lab.page_errors.clear()
        if TRACE:
            lab.context.tracing.start(screenshots=True, snapshots=True)
    yield _shared_page
    lab = _shared_page.lab
    if lab is None:
        return
    if _keep_if_failed(request.node, lab, TRACE):
        _shared_page.close()  # the next test opens it afresh
    elif lab.theme_changed:
        lab.set_theme(LIGHT)
        lab.theme_changed = False


@pytest.fixture(scope="session")
def screenshot_dir() -> Path:
    """Where tests write pictures: test-artifacts/screenshots, or with
    HONEYBUZZ_UPDATE_SCREENSHOTS=1 the README's notebooks/images."""
    if os.environ.get("HONEYBUZZ_UPDATE_SCREENSHOTS") == "1":
        path = REPO / "notebooks" / "images"
    else:
        path = ARTIFACTS / "screenshots"
    path.mkdir(parents=True, exist_ok=True)
    return path
