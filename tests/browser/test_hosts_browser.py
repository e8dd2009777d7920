"""Every Jupyter host a learner uses, in a real browser: JupyterLab 4, Notebook 7, Voila and
the JupyterLite site. One test per host, on one page: open notebook 00 and place a tile on
its board by clicking, then open notebook 10 and play a game action on the table (Why?, then
Play this). Under Voila, notebooks 10, 13 and 14 are apps: the table comes first (the
introduction folded), a whole turn of the game is played, the table's bottom row stays in
view, then the exercise book and the classroom answer, each at full height.

In every host the page must be clean: no console error, no uncaught exception and no
console warning but the host's own known ones (:data:`HOST_WARNINGS`), and no request may
leave 127.0.0.1 (every request the page makes is recorded).

The JupyterLite site is built once per session (``python -m honeybuzz_lab lite``; downloads
and the build tools' venv are cached in ~/.cache/honeybuzz_lab/lite) and served by
``python -m http.server``. Each host's figures (time to the board drawn, click to the
kernel's answer, messages, requests) go to test-artifacts/host-figures-<host>.json.
"""

from __future__ import annotations

import json
import re
import time
import urllib.request
import zipfile
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest

from honeybuzz_lab.games.honeybuzz.hive import Hive

from .boardpage import board, hex_xy, tile_count
from .conftest import ARTIFACTS, LabServer
from .hosts import (
    Host,
    LabHost,
    LiteHost,
    NotebookHost,
    StaticServer,
    VoilaHost,
    copy_notebooks,
    first_table_ply,
    play_with_why,
)

HOSTS = ["lab", "notebook", "voila", "lite"]
DIRECTIONS = ["E", "NE", "NW", "W", "SW", "SE"]
LOCAL_HOSTS = frozenset({"127.0.0.1", "localhost"})

#: Console warnings a host's own code gives on every page, with or without this package
#: (each seen on a page with no lab extension of ours installed). Anything else fails.
HOST_WARNINGS = {
    "notebook": [  # Notebook 7 (7.5 and 7.6): its menus, shortcuts and settings, on /tree too
        r"^Menu entry for command '[^']+' is duplicated\. \(",
        r"^\[yjs#509\] Not same Y\.Doc \(",
        r"^Skipping \{command: .*\} default shortcut because it collides",
        r"^Settings failed to load for \(@jupyterlab/",
    ],
    "voila": [  # Voila 0.5.13 bundles JupyterLab 4.2; the widgets' front ends ask for 4.5+
        r"^Unsatisfied version [\d.]+ from _JUPYTERLAB\.CORE_OUTPUT of shared singleton module",
        r"^No satisfying version \(\S+\) of shared module @jupyterlab/",
    ],
    "lite": [  # JupyterLite has no terminals and says so
        r"^Disabling terminals plugin because they are not available on the server",
    ],
}
#: Uncaught errors a host's own code raises on every page (with nothing of ours installed).
HOST_ERRORS = {
    # (none for Notebook 7: 7.6's keyboard-shortcut plugin throws on every page,
    # jupyter/notebook#7862, so the `notebook` extra installs 7.5)
    # Voila 0.5 served by a Jupyter server asks it to shut the kernel down as the page is
    # left (the next notebook opened), without the XSRF token the server wants.
    "voila": [r"status of 403 \(Forbidden\) \(http://127\.0\.0\.1:\d+/voila/api/shutdown/"],
}


#: The warnings of Notebook 7 replacing a kernel: Chromium's, of a connection still opening,
#: and Notebook's, of the replaced kernel's input history never read. It does so only after
#: it asked which kernel to start (its kernel list came late, on a loaded machine) and the
#: learner chose; allowed then only, from Notebook's core bundle.
NOTEBOOK_CORE = r"\(http://127\.0\.0\.1:\d+/static/notebook/notebook_core\.[0-9a-f]+\.js"
KERNEL_CHOSEN = (
    r"^WebSocket connection to 'ws://127\.0\.0\.1:\d+/api/kernels/[0-9a-f-]+/channels\?\S+' "
    r"failed: WebSocket is closed before the connection is established\. " + NOTEBOOK_CORE,
    r"^History was unable to be retrieved " + NOTEBOOK_CORE,
)


#: The lab extensions the page loads (its page config's federated extensions).
FEDERATED = """() => JSON.parse(document.getElementById('jupyter-config-data').textContent)
    .federated_extensions.map((e) => e.name)"""


class PageWatch:
    """Every console message, uncaught error and request of a browser context."""

    def __init__(self, host: str, context: Any, page: Any):
        self.host = host
        self.messages: list[tuple[str, str, str]] = []  # (kind, text, where)
        self.requests: list[str] = []
        context.on("request", lambda r: self.requests.append(r.url))
        page.on("console", self._console)
        page.on("pageerror", self._error)

    def _error(self, e: Any) -> None:
        """An uncaught exception, with where it was thrown (its stack's first script)."""
        found = re.search(r"https?://[^\s()]+?\.js", getattr(e, "stack", "") or "")
        self.messages.append(("pageerror", str(e), found.group(0) if found else ""))

    def _console(self, m: Any) -> None:
        if m.type in ("error", "warning"):
            self.messages.append((m.type, m.text, (m.location or {}).get("url", "")))

    def off_host(self) -> list[str]:
        """Requests to anywhere but 127.0.0.1 / localhost (data: and blob: stay in the page)."""
        out = []
        for url in self.requests:
            parts = urlsplit(url)
            if parts.scheme in ("data", "blob", "about"):
                continue
            if parts.hostname not in LOCAL_HOSTS:
                out.append(url)
        return out

    def unexpected(self, also: tuple[str, ...] = ()) -> list[str]:
        """Errors and warnings that are not the host's own known ones (or ``also``'s)."""
        out = []
        for kind, text, where in self.messages:
            known = HOST_WARNINGS if kind == "warning" else HOST_ERRORS
            allowed = [*known.get(self.host, []), *(also if kind == "warning" else ())]
            if not any(re.search(p, f"{text} ({where})") for p in allowed):
                out.append(f"{kind}: {text[:400]} ({where})")
        return out

    def assert_clean(self, also: tuple[str, ...] = ()) -> None:
        outside = self.off_host()
        assert outside == [], f"requests left 127.0.0.1 in {self.host}: {outside[:5]}"
        bad = self.unexpected(also)
        assert bad == [], f"{len(bad)} console errors or warnings in {self.host}:\n" + "\n".join(
            bad[:10]
        )


@pytest.fixture(scope="session")
def lite_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[StaticServer, dict]]:
    """The lessons' JupyterLite site, built once and served on 127.0.0.1."""
    from honeybuzz_lab.lite import build_site

    start = time.monotonic()
    site = build_site(tmp_path_factory.mktemp("lite") / "site", log=lambda _: None)
    figures = {"build_s": round(time.monotonic() - start, 1), "size_mb": site.size / 1e6}
    server = StaticServer(site.output)
    server.start()
    yield server, figures
    server.stop()


@pytest.fixture
def host(
    request: pytest.FixtureRequest, browser: Any
) -> Iterator[tuple[Host, Any, PageWatch, dict]]:
    """A host, a fresh page (1280 x 800), what the page did, and the host's figures.
    Notebook 7 runs as a learner starts it (``jupyter notebook``), JupyterLab and Voila on
    the session's JupyterLab server."""
    name = request.param
    figures: dict = {}
    server: LabServer | None = None
    if name == "lite":
        site, built = request.getfixturevalue("lite_site")
        h: Host = LiteHost(site.url)
        figures.update(built)
    else:
        server = request.getfixturevalue("notebook_server" if name == "notebook" else "lab_server")
        server.settle()  # no session of an earlier test still ending
        copy_notebooks(server.root / "hosts")
        h = {"lab": LabHost, "notebook": NotebookHost, "voila": VoilaHost}[name](server.url)
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.set_default_timeout(60_000)
    watch = PageWatch(name, context, page)
    yield h, page, watch, figures
    figures["console"] = [f"{k}: {t[:200]}" for k, t, _ in watch.messages]
    figures["off_host_requests"] = watch.off_host()
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / f"host-figures-{name}.json").write_text(json.dumps(figures, indent=1))
    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:
        where = ARTIFACTS / f"hosts-{name}"
        where.mkdir(parents=True, exist_ok=True)
        try:
            page.screenshot(path=str(where / "page.png"), full_page=True)
        except Exception as e:
            (where / "screenshot-error.txt").write_text(str(e))
        if server is not None:
            (where / "server.log").write_text(server.log_tail(100_000))
    context.close()
    if server is not None:
        shutdown_sessions(server.url)


def shutdown_sessions(url: str) -> None:
    """Shut down the kernels the host started (the server's API, as JupyterLab does)."""
    with urllib.request.urlopen(f"{url}/api/sessions", timeout=10) as r:
        sessions = json.load(r)
    for s in sessions:
        req = urllib.request.Request(
            f"{url}/api/sessions/{s['id']}", method="DELETE", headers={"X-XSRFToken": "x"}
        )
        req.add_header("Cookie", "_xsrf=x")
        urllib.request.urlopen(req, timeout=10).close()


def place_a_tile(page: Any) -> tuple[str, float]:
    """Pick Produce in the tray, turn it and click where the engine says it may go.
    Returns the placement and the seconds from the click to the tile drawn."""
    hive = Hive.starting("star")  # notebook 00's board, after its own place and undo
    spot = hive.legal_placements("produce")[0].tile
    b = board(page)
    b.locator("button[data-action=produce]").click()
    for _ in range(6):
        if b.locator(".hb-dir").text_content().split()[:2] == ["Tail", DIRECTIONS[spot.direction]]:
            break
        b.locator(".hb-rotate button").first.click()
    page.evaluate(  # a host's page may be longer than the window (Voila's is)
        "() => document.querySelector('.hb-board .hb-svg')"
        ".scrollIntoView({block: 'center', behavior: 'instant'})"
    )
    x, y = hex_xy(page, spot.anchor)
    start = time.monotonic()
    page.mouse.click(x, y)
    tile_count(page, 5, timeout=60_000)
    return spot.notation, time.monotonic() - start


#: How far the table's content reaches below the table's own box, and how much of its
#: content its box scrolls (both 0 when nothing is cut off).
CUT_OFF = """() => {
    const t = document.querySelector('.hbt-table');
    const bottom = t.getBoundingClientRect().bottom;
    let below = 0;
    for (const e of t.querySelectorAll('*')) {
        const r = e.getBoundingClientRect();
        if (r.height > 0 && getComputedStyle(e).position !== 'fixed') {
            below = Math.max(below, r.bottom - bottom);
        }
    }
    return {below, scrolls: t.scrollHeight - t.clientHeight};
}"""


def voila_apps(h: Host, page: Any, figures: dict) -> None:
    """Notebook 10 (already open) played as an app for a whole turn; then 13 and 14."""
    table = page.locator(".hbt-table").first
    intro = page.locator("details.hb-voila-intro").first
    assert intro.get_attribute("open") is None, "the introduction is not folded"
    assert "Lesson 10" in intro.locator("summary").text_content()
    assert table.bounding_box()["height"] > 400  # the table at full height, not a strip
    for _ in range(20):
        if table.get_attribute("data-player") != "0":
            break
        play_with_why(page)
    else:
        raise AssertionError("the learner's turn did not end")
    ended = first_table_ply(page)
    page.wait_for_function(  # the bots played theirs: the learner's next turn
        "(n) => { const t = document.querySelector('.hbt-table');"
        " return t.dataset.mine === 'true' && Number(t.dataset.ply) > n; }",
        arg=ended,
        timeout=120_000,
    )
    cut = page.evaluate(CUT_OFF)
    figures["voila_table_cut_off_px"] = cut
    assert cut["below"] <= 1 and cut["scrolls"] <= 1, f"the table's bottom is cut off: {cut}"
    # Notebook 13: the exercise book answers a wrong answer.
    h.open(page, "en/13_explorer.ipynb", timeout=300_000)
    book = page.locator(".hb-book").first
    book.wait_for(state="visible", timeout=60_000)
    assert book.bounding_box()["height"] > 200
    book.locator(".hb-book-input input").fill("no such answer")
    book.locator(".hb-book-check").click()
    page.locator(".hb-book-msg").first.wait_for(state="visible", timeout=30_000)
    # Notebook 14: the classroom steps through its demo.
    h.open(page, "en/14_classroom.ipynb", timeout=300_000)
    panel = page.locator(".hbc-panel").first
    panel.wait_for(state="visible", timeout=60_000)
    assert page.locator(".hbt-table").first.bounding_box()["height"] > 400
    heading = page.locator(".hbc-heading").first.text_content()
    page.locator(".hbc-next").first.click()
    page.wait_for_function(
        "(h) => document.querySelector('.hbc-heading').textContent !== h", arg=heading
    )


@pytest.mark.parametrize("host", HOSTS, indirect=True)
def test_each_host_runs_the_lessons_cleanly(host: tuple[Host, Any, PageWatch, dict]) -> None:
    h, page, watch, figures = host
    start = time.monotonic()
    h.open(page, "en/00_start_here.ipynb", timeout=300_000)
    figures["kernel_ready_s"] = round(h.kernel_ready_at - start, 1)
    board(page).wait_for(state="visible", timeout=120_000)
    tile_count(page, 4, timeout=60_000)
    figures["board_drawn_s"] = round(time.monotonic() - start, 1)
    if h.name in ("lab", "notebook"):  # JupyterLite's kernel extension stays out of them
        extensions = page.evaluate(FEDERATED)
        assert not [e for e in extensions if e.startswith("@jupyterlite/")], extensions
    notation, answered = place_a_tile(page)
    figures["click_to_tile_ms"] = round(answered * 1000)
    moves = board(page).locator(".hb-move").all_text_contents()
    assert any(m.endswith(notation) for m in moves), moves

    start = time.monotonic()
    h.open(page, "en/10_full_game.ipynb", timeout=300_000)
    table = page.locator(".hbt-table").first
    table.wait_for(state="attached", timeout=120_000)
    page.locator(".hb-why-button").first.wait_for(state="visible", timeout=60_000)
    page.wait_for_function(  # the bots' answers to the notebook's own moves have come
        "() => document.querySelector('.hbt-table')?.dataset.pending !== undefined",
        timeout=60_000,
    )
    figures["table_usable_s"] = round(time.monotonic() - start, 1)
    play_with_why(page, timeout=120_000)
    # The panel says what was played once its message arrives (after the table's move).
    page.locator(".hb-why-message", has_text="Played:").first.wait_for(timeout=30_000)
    height = table.bounding_box()["height"]
    assert height > 100, f"the game table is {height:.0f} px high in {h.name}"

    if h.name == "voila":  # the app comes first: the page opens on the table
        figures["table_top_y"] = page.evaluate(
            "() => Math.round(document.querySelector('.hbt-table').getBoundingClientRect().top"
            " + window.scrollY)"
        )
        assert figures["table_top_y"] < 200, f"the table starts at y={figures['table_top_y']}"
        voila_apps(h, page, figures)
    figures["asked_kernel"] = h.asked_kernel
    print(f"{h.name}: {figures}")
    watch.assert_clean(KERNEL_CHOSEN if h.asked_kernel else ())


def test_the_sites_wheels_carry_their_bytecode(lite_site: tuple[StaticServer, dict]) -> None:
    """The site's Python imports compiled modules (lite_compile.py): bytecode in place of
    the sources, no tests."""
    server, _ = lite_site
    static = server.root / "static" / "pyodide"
    lock = json.loads((static / "pyodide-lock.json").read_text(encoding="utf-8"))
    files = {name: static / p["file_name"] for name, p in lock["packages"].items()}
    with zipfile.ZipFile(files["honeybuzz-lab"]) as z:
        names = set(z.namelist())
    assert "honeybuzz_lab/games/honeybuzz/lessons/widget.pyc" in names
    assert "honeybuzz_lab/games/honeybuzz/lessons/widget.py" not in names
    assert "honeybuzz_lab/static/board.js" in names  # what is not Python stays
    with zipfile.ZipFile(files["networkx"]) as z:
        names = set(z.namelist())
    assert "networkx/classes/graph.pyc" in names and "networkx/classes/graph.py" not in names
    assert not [n for n in names if "/tests/" in n]
