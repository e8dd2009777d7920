"""Every Jupyter host a learner uses, in a real browser: JupyterLab 4, Notebook 7, Voila and
the JupyterLite site. In each: open notebook 00 and place a tile on its board by clicking,
then open notebook 10 and play a game action on the table (Why?, then Play this). Under
Voila, notebooks 10, 11 and 12 are apps: a whole turn of the game, the exercise book and the
classroom, each at full height.

The JupyterLite site is built once per session (``python -m honeybuzz_lab lite``; downloads
are cached in ~/.cache/honeybuzz_lab/lite) and served by ``python -m http.server``; its
test fails if any request leaves 127.0.0.1. Its figures (site size, time to kernel ready
and to board drawn) go to test-artifacts/lite-figures.json.
"""

from __future__ import annotations

import json
import time
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest

from honeybuzz_lab.games.honeybuzz.hive import Hive

from .boardpage import board, hex_xy, tile_count
from .conftest import ARTIFACTS, LabServer
from .hosts import Host, LabHost, LiteHost, NotebookHost, StaticServer, VoilaHost, copy_notebooks

HOSTS = ["lab", "notebook", "voila", "lite"]
DIRECTIONS = ["E", "NE", "NW", "W", "SW", "SE"]


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
    request: pytest.FixtureRequest, lab_server: LabServer, browser: Any
) -> Iterator[tuple[Host, Any, list[str]]]:
    """A host, a fresh page, and the list of requests that left 127.0.0.1."""
    name = request.param
    if name == "lite":
        server, figures = request.getfixturevalue("lite_site")
        h: Host = LiteHost(server.url)
        h.figures = figures  # type: ignore[attr-defined]
    else:
        copy_notebooks(lab_server.root / "hosts")
        h = {"lab": LabHost, "notebook": NotebookHost, "voila": VoilaHost}[name](lab_server.url)
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    outside: list[str] = []

    def watch(r: Any) -> None:
        if not r.url.startswith(("http://127.0.0.1", "data:", "blob:", "about:")):
            outside.append(r.url)

    context.on("request", watch)
    page = context.new_page()
    page.set_default_timeout(60_000)
    yield h, page, outside
    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:
        where = ARTIFACTS / f"hosts-{name}"
        where.mkdir(parents=True, exist_ok=True)
        try:
            page.screenshot(path=str(where / "page.png"), full_page=True)
        except Exception as e:
            (where / "screenshot-error.txt").write_text(str(e))
        (where / "server.log").write_text(lab_server.log_tail(100_000))
    context.close()
    if name != "lite":
        shutdown_sessions(lab_server.url)


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


def place_a_tile(page: Any) -> str:
    """Pick Produce in the tray, turn it and click where the engine says it may go."""
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
    page.mouse.click(x, y)
    tile_count(page, 5, timeout=60_000)
    return spot.notation


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


@pytest.mark.parametrize("host", HOSTS, indirect=True)
def test_lessons_00_and_10_work(host: tuple[Host, Any, list[str]]) -> None:
    h, page, outside = host
    start = time.monotonic()
    h.open(page, "en/00_start_here.ipynb", timeout=300_000)
    ready = h.kernel_ready_at
    board(page).wait_for(state="visible", timeout=120_000)
    tile_count(page, 4, timeout=60_000)
    drawn = time.monotonic()
    notation = place_a_tile(page)
    moves = board(page).locator(".hb-move").all_text_contents()
    assert any(m.endswith(notation) for m in moves), moves

    h.open(page, "en/10_full_game.ipynb", timeout=300_000)
    table = page.locator(".hbt-table").first
    table.wait_for(state="attached", timeout=120_000)
    page.locator(".hb-why-button").first.wait_for(state="visible", timeout=60_000)
    page.wait_for_function(  # the bots' answers to the notebook's own moves have come
        "() => document.querySelector('.hbt-table')?.dataset.pending !== undefined",
        timeout=60_000,
    )
    play_with_why(page, timeout=120_000)
    # The panel says what was played once its message arrives (after the table's move).
    page.locator(".hb-why-message", has_text="Played:").first.wait_for(timeout=30_000)

    if h.name == "lite":
        assert outside == [], f"requests left 127.0.0.1: {outside[:5]}"
        figures = {
            **h.figures,  # type: ignore[attr-defined]
            "kernel_ready_s": round(ready - start, 1),
            "board_drawn_s": round(drawn - start, 1),
        }
        ARTIFACTS.mkdir(exist_ok=True)
        (ARTIFACTS / "lite-figures.json").write_text(json.dumps(figures, indent=1))
        print(f"JupyterLite: {figures}")

    height = table.bounding_box()["height"]
    assert height > 100, f"the game table is {height:.0f} px high in {h.name}"


@pytest.mark.parametrize("host", ["voila"], indirect=True)
def test_voila_serves_the_full_game_the_explorer_and_the_classroom_as_apps(
    host: tuple[Host, Any, list[str]],
) -> None:
    h, page, _ = host
    page.set_viewport_size({"width": 1280, "height": 800})
    # Notebook 10: a whole turn of the learner's, by clicking, then the bots answer.
    h.open(page, "en/10_full_game.ipynb", timeout=300_000)
    table = page.locator(".hbt-table").first
    page.locator(".hb-why-button").first.wait_for(state="visible", timeout=60_000)
    page.wait_for_function(
        "() => document.querySelector('.hbt-table')?.dataset.mine === 'true'", timeout=60_000
    )
    assert table.bounding_box()["height"] > 400  # the table at full height, not a strip
    for _ in range(20):
        play_with_why(page)
        if table.get_attribute("data-player") != "0":
            break
    else:
        raise AssertionError("the learner's turn did not end")
    ended = first_table_ply(page)
    page.wait_for_function(  # the bots played theirs: the learner's next turn
        "(n) => { const t = document.querySelector('.hbt-table');"
        " return t.dataset.mine === 'true' && Number(t.dataset.ply) > n; }",
        arg=ended,
        timeout=120_000,
    )
    # Notebook 11: the exercise book answers a wrong answer.
    h.open(page, "en/13_explorer.ipynb", timeout=300_000)
    book = page.locator(".hb-book").first
    book.wait_for(state="visible", timeout=60_000)
    assert book.bounding_box()["height"] > 200
    book.locator(".hb-book-input input").fill("no such answer")
    book.locator(".hb-book-check").click()
    page.locator(".hb-book-msg").first.wait_for(state="visible", timeout=30_000)
    # Notebook 12: the classroom steps through its demo.
    h.open(page, "en/14_classroom.ipynb", timeout=300_000)
    panel = page.locator(".hbc-panel").first
    panel.wait_for(state="visible", timeout=60_000)
    assert page.locator(".hbt-table").first.bounding_box()["height"] > 400
    heading = page.locator(".hbc-heading").first.text_content()
    page.locator(".hbc-next").first.click()
    page.wait_for_function(
        "(h) => document.querySelector('.hbc-heading').textContent !== h", arg=heading
    )
