"""marimo as a host, in a real browser: the marimo editions (notebooks/marimo, written by
notebooks/build.py) served by one ``marimo run`` for the whole file, as a classroom kiosk
serves them.

- The full game (10): the whole FullGame draws (one anywidget: its title line, its Why?
  panel and its table); Why? shows the advice above the table, the table answers a click,
  the click clears the advice (the game moved on), and the cell that reads
  ``table.value`` shows the new position (marimo reran it); no console error, no request
  leaves 127.0.0.1, no text under 11 px. Its figures (time to the table drawn, to the
  first click answered, click to the cell updated) go to test-artifacts/marimo-figures.json.
- A lesson edition (02): the lesson (its step panel and its board) draws inside
  ``mo.ui.anywidget``. Skipped, saying so, while a lesson is not a single anywidget
  (marimo draws no ipywidgets box).
- The companion's edition (30): the setup guide, the referee (its hive board and its
  questions) and the score sheet draw, each answers one click or choice through the
  kernel (a step ticked, a tile asked about, a contest card chosen), no text under 11 px.
- The three widgets that were ipywidgets boxes, each one anywidget now, in their editions:
  the classroom (14: the panel steps on, the pause asks, Reveal plays the move on the table
  beside it), the solo game (12: the difficulty list deals a game at "Egg" on the table
  below it) and the exercise book (13: an answer typed and checked with Enter, outlined on
  the board); no text under 11 px in them, no console error, no request leaves 127.0.0.1.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anywidget
import pytest

from honeybuzz_lab.games.honeybuzz.lessons import Lesson

from .conftest import ARTIFACTS
from .hosts import free_port

pytest.importorskip("marimo")

REPO = Path(__file__).resolve().parents[2]
EDITIONS = REPO / "notebooks" / "marimo"
#: The cell of the full game's edition that reads ``table.value``: "**ply** · prompt".
FOLLOWER = re.compile(r"^(\d+) · ")
#: A hex coordinate drawn on a board ("svg:-1,2", as SMALL_TEXT_JS names SVG text).
COORDINATE = re.compile(r"^svg:-?\d+,-?\d+$")
#: Text under 11 px inside one element (marimo draws each widget in a shadow root, where
#: the page-wide measures of contrast.py do not reach): HTML text by its font size, SVG
#: text by its size on the screen. Decorative marks (aria-hidden: a player's letter in its
#: 16 px badge, the name written beside it) are left out, as in the Jupyter hosts' tests.
SMALL_TEXT_JS = """(root) => {
    const small = [];
    const shown = (n) => !n.closest('[hidden], [aria-hidden="true"]')
        && n.getClientRects().length > 0;
    for (const n of root.querySelectorAll('*')) {
        if (n.closest('svg') || !shown(n)) continue;
        if (![...n.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim())) continue;
        const size = parseFloat(getComputedStyle(n).fontSize);
        if (size < 11) small.push([String(n.className), size]);
    }
    for (const svg of root.querySelectorAll('svg')) {
        const vb = svg.viewBox.baseVal;
        if (!vb || !vb.width || !shown(svg)) continue;
        const r = svg.getBoundingClientRect();
        const scale = Math.min(r.width / vb.width, r.height / vb.height);
        for (const t of svg.querySelectorAll('text')) {
            if (!t.textContent.trim() || !shown(t)) continue;
            const size = parseFloat(getComputedStyle(t).fontSize) * scale;
            if (size < 10.95) small.push(['svg:' + t.textContent, Math.round(size * 10) / 10]);
        }
    }
    return small;
}"""


#: The rendered size (px) of the hive tiles' icon letters shown in one element.
LETTER_PX_JS = """(root) => [...root.querySelectorAll('svg.hb-svg')].flatMap((svg) => {
    const vb = svg.viewBox.baseVal;
    const r = svg.getBoundingClientRect();
    const scale = Math.min(r.width / vb.width, r.height / vb.height);
    return [...svg.querySelectorAll('.hb-icon text')].filter((t) => t.getClientRects().length)
        .map((t) => Math.round(parseFloat(getComputedStyle(t).fontSize) * scale * 10) / 10);
})"""


class MarimoServer:
    """``marimo run`` serving every marimo edition (``?file=en/10_full_game.py``) on
    127.0.0.1; stopped by its PID."""

    def __init__(self, root: Path, data: Path):
        self.root = root
        self.data = data
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None
        self.log = Path(tempfile.mkstemp(prefix="marimo-", suffix=".log")[1])

    def start(self, timeout: float = 60.0) -> None:
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO), env.get("PYTHONPATH", "")) if p)
        env["HONEYBUZZ_LAB_DATA"] = str(self.data)
        command = [sys.executable, "-m", "marimo", "run", str(self.root), "--headless"]
        command += ["--host", "127.0.0.1", "--port", str(self.port), "--no-token"]
        with self.log.open("wb") as log:
            self.process = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, env=env)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(self.url, timeout=2) as r:
                    if r.status == 200:
                        return
            except OSError:
                time.sleep(0.3)
        self.stop()
        raise RuntimeError(f"marimo run did not answer on {self.url}: {self.log.read_text()}")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=15)


@pytest.fixture(scope="module")
def marimo_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[MarimoServer]:
    server = MarimoServer(EDITIONS, tmp_path_factory.mktemp("marimo-progress"))
    server.start()
    yield server
    server.stop()


class Visit:
    """A fresh page with what it logged: console errors and requests leaving 127.0.0.1."""

    def __init__(self, browser: Any):
        self.context = browser.new_context(viewport={"width": 1280, "height": 900})
        self.errors: list[str] = []
        self.outside: list[str] = []
        self.context.on("request", self._request)
        self.page = self.context.new_page()
        self.page.set_default_timeout(60_000)
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))

    def _request(self, r: Any) -> None:
        if not r.url.startswith(("http://127.0.0.1", "data:", "blob:", "about:")):
            self.outside.append(r.url)


@pytest.fixture
def visit(
    request: pytest.FixtureRequest, browser: Any, marimo_server: MarimoServer
) -> Iterator[Visit]:
    v = Visit(browser)
    yield v
    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:
        where = ARTIFACTS / request.node.name
        where.mkdir(parents=True, exist_ok=True)
        try:
            v.page.screenshot(path=str(where / "page.png"), full_page=True)
        except Exception as e:
            (where / "screenshot-error.txt").write_text(str(e))
        (where / "console.txt").write_text("\n".join(v.errors))
        (where / "server.log").write_text(marimo_server.log.read_text(errors="replace"))
    v.context.close()


def follower(page: Any) -> int:
    """The position the cell reading ``table.value`` shows (-1 until it has run)."""
    for text in page.locator("span.paragraph", has_text=FOLLOWER).all_inner_texts():
        m = FOLLOWER.match(text.strip())
        if m:
            return int(m.group(1))
    return -1


def small_text(page: Any, element: Any, ignore: re.Pattern[str] | None = None) -> list[Any]:
    """The text under 11 px in ``element`` (but what ``ignore`` matches), once its boards
    have fitted their letters (a board's resize observer grows them after it is laid out:
    waited for, up to 5 s)."""

    def measured() -> list[Any]:
        found = element.evaluate(SMALL_TEXT_JS)
        return [s for s in found if not (ignore and ignore.match(s[0]))]

    small = measured()
    for _ in range(50):
        if not small:
            break
        page.wait_for_timeout(100)
        small = measured()
    return small


def ply(table: Any) -> int:
    return int(table.get_attribute("data-ply") or -1)


def test_the_full_game_kiosk_draws_answers_a_click_and_a_cell_follows_it(
    visit: Visit, marimo_server: MarimoServer
) -> None:
    page = visit.page
    start = time.monotonic()
    page.goto(f"{marimo_server.url}/?file=en/10_full_game.py")
    table = page.locator(".hbt-table[data-pending]").first
    table.wait_for(timeout=120_000)
    drawn = time.monotonic() - start
    # The cell that follows the table has run (the cells below it may still be running:
    # a click waits for them, so time to usable is time to the first click answered).
    deadline = time.monotonic() + 60
    while follower(page) != 0:
        assert time.monotonic() < deadline, "the cell reading table.value never showed ply 0"
        page.wait_for_timeout(100)
    assert ply(table) == 0 and table.get_attribute("data-pending") == "turn"
    # The decision panel's answers are the catalogue's sentences, not "[object Object]".
    labels = table.locator(".hbt-decision button[data-act]").all_inner_texts()
    assert labels and not [t for t in labels if "object" in t.lower()], labels
    # The Why? panel is drawn above the table, in the same widget, and answers.
    game = page.locator(".hb-full-game").first
    assert "Player against Bee-bot (greedy bot)" in game.locator(".hb-full-game-title").inner_text()
    assert game.locator(".hb-why-button").inner_text() == "Why?"
    game.locator(".hb-why-button").click()
    game.locator(".hb-why-play-1").wait_for(timeout=30_000)
    assert game.locator(".hb-why-play").count() == 5
    assert "★ bot's pick" in game.locator(".hb-why-play-1").inner_text()
    assert "The greedy bot would choose" in game.locator(".hb-why-bot-text").inner_text()
    assert ply(table) == 0  # asking changed nothing
    assert game.evaluate(SMALL_TEXT_JS) == []

    clicked = time.monotonic()
    table.locator("button.hbt-stack").first.click()  # take a tile with a beeline of 1
    while ply(table) < 1:
        assert time.monotonic() - clicked < 30, "the table did not answer the click"
        page.wait_for_timeout(50)
    answered = time.monotonic() - clicked
    while follower(page) < 1:  # marimo reran the cell that reads table.value
        assert time.monotonic() - clicked < 30, "the cell reading table.value did not follow"
        page.wait_for_timeout(50)
    followed = time.monotonic() - clicked
    # The advice was about the decision before the click: it is cleared.
    game.locator(".hb-why-message", has_text="The game has moved on").wait_for(timeout=10_000)
    assert game.locator(".hb-why-play").count() == 0

    # Now the learner places the tile: the full game draws the hive as the decision's board,
    # sized to keep the tile tray on the screen; its tiles' icon letters grow in the board's
    # units to stay at 11 px (they were 9.2 px at 1280 x 900).
    small = table.evaluate(SMALL_TEXT_JS)
    for _ in range(50):  # the board's resize observer fits the letters once it is laid out
        if not small:
            break
        page.wait_for_timeout(100)
        small = table.evaluate(SMALL_TEXT_JS)
    assert small == [], small
    letters = table.evaluate(LETTER_PX_JS)
    # A log line's "rule" link opens the reference at its rule beside the table: the
    # kernel answers through marimo's anywidget (words, related rules, demonstration).
    link = table.locator(".hbt-log-list li .hbk-rule-link").last
    rule = link.get_attribute("data-rule")
    link.click()
    panel = table.locator(f'.hbk-rule[data-rule="{rule}"][data-ready="yes"]')
    panel.wait_for(timeout=30_000)
    assert panel.locator(".hbk-rule-demo .hbk-rule-move").inner_text()
    panel.locator(".hbk-rule-goto").first.click()  # a related rule opens in the panel
    table.locator('.hbk-rule[data-ready="yes"] .hbk-rule-back').wait_for(timeout=30_000)
    assert visit.errors == [], visit.errors
    assert visit.outside == [], visit.outside
    figures = {
        "table_drawn_s": round(drawn, 2),
        "click_to_table_s": round(answered, 2),
        "open_to_click_answered_s": round(clicked + answered - start, 2),
        "click_to_cell_s": round(followed, 2),
        "hive_letter_px_min": min(letters, default=None),
    }
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "marimo-figures.json").write_text(json.dumps(figures, indent=1) + "\n")
    print("marimo figures:", figures)


@pytest.mark.skipif(
    not issubclass(Lesson, anywidget.AnyWidget),
    reason="Lesson is not a single anywidget yet: marimo draws no ipywidgets box",
)
def test_a_lesson_edition_draws_its_lesson(visit: Visit, marimo_server: MarimoServer) -> None:
    page = visit.page
    page.goto(f"{marimo_server.url}/?file=en/02_hive_and_tiles.py")
    board = page.locator(".hb-board").first
    board.wait_for(timeout=120_000)
    page.get_by_text(re.compile(r"Step 1 of \d+")).first.wait_for(timeout=30_000)
    assert visit.errors == [], visit.errors
    assert visit.outside == [], visit.outside


def test_the_companion_edition_draws_its_three_widgets_and_each_answers(
    visit: Visit, marimo_server: MarimoServer
) -> None:
    page = visit.page
    page.goto(f"{marimo_server.url}/?file=en/30_at_the_table.py")
    guide = page.locator(".hbcomp-guide").first
    guide.locator(".hbcomp-box").first.wait_for(timeout=120_000)
    referee = page.locator(".hbcomp-referee").first
    referee.locator(".hb-board svg.hb-svg").wait_for(timeout=60_000)
    sheet = page.locator(".hbcomp-sheet").first
    sheet.locator(".hbcomp-card").nth(3).wait_for(timeout=60_000)
    # The setup guide: a tick reaches Python, which counts it.
    assert guide.locator(".hbcomp-progress").inner_text().startswith("0 of")
    guide.locator(".hbcomp-box").first.check()
    guide.locator(".hbcomp-progress", has_text="1 of").wait_for(timeout=30_000)
    # The referee: a tile asked with the button is ruled by the hive (the notebook's last
    # question, from Python, was a legal one).
    assert referee.locator(".hbcomp-answer").get_attribute("data-tone") == "legal"
    referee.locator(".hbcomp-question").fill("P(0,0)E")
    referee.locator(".hbcomp-ask-button").click()
    referee.locator('.hbcomp-answer[data-tone="illegal"]').wait_for(timeout=30_000)
    assert "may not go there" in referee.locator(".hbcomp-verdict").inner_text()
    # The score sheet: another blue contest card retitles each card's blue field.
    blue = sheet.locator(".hbcomp-setting select").first
    other = blue.locator("option").nth(1)
    title = other.inner_text()
    blue.select_option(other.get_attribute("value"))
    field = sheet.locator('.hbcomp-card [data-field="contest:blue"] label').first
    field.filter(has_text=title).wait_for(timeout=30_000)
    for widget in (guide, referee, sheet):
        assert widget.evaluate(SMALL_TEXT_JS) == []
    assert visit.errors == [], visit.errors
    assert visit.outside == [], visit.outside


def test_the_classroom_solo_chooser_and_exercise_book_draw_and_answer_a_click(
    visit: Visit, marimo_server: MarimoServer
) -> None:
    """Each was an ipywidgets box marimo cannot draw; each is one anywidget now: its
    editions (14, 12, 13) draw it whole, and it answers a click through marimo (a click
    waits until the notebook's later cells have run: up to a minute under load)."""
    page = visit.page
    # The classroom (14): the teacher's panel and the projector table in one widget.
    page.goto(f"{marimo_server.url}/?file=en/14_classroom.py")
    room = page.locator(".hb-classroom").first
    room.locator(".hbt-table[data-pending]").wait_for(timeout=120_000)
    panel = room.locator(".hbc-panel")
    assert panel.locator(".hbc-heading").inner_text() == "Setup · 393 moves follow"
    panel.locator("button.hbc-next").click()  # move 1 pauses: the class is asked first
    room.locator('.hbc-panel[data-ply="1"][data-stage="question"]').wait_for(timeout=60_000)
    assert "Anna has a single worker" in panel.locator(".hbc-question").inner_text()
    panel.locator("button.hbc-reveal").click()  # the move is played on the table
    room.locator('.hbt-table[data-ply="1"]').wait_for(timeout=60_000)
    assert room.locator(".hbc-narration li").last.inner_text().startswith("Anna takes")
    small = small_text(page, room)
    assert small == [], small

    # The solo game (12): the difficulty list above the table, in one widget.
    page.goto(f"{marimo_server.url}/?file=en/12_solo.py")
    solo = page.locator(".hb-solo-chooser").first
    solo.locator(".hbt-table[data-pending] .hbt-solo-head").wait_for(timeout=120_000)
    choice = solo.locator(".hb-solo-difficulty select")
    assert choice.input_value() == "larva"
    assert solo.locator(".hb-solo-difficulty label").inner_text() == "Difficulty"
    choice.select_option(label="Egg (25 contest points to win)")
    solo.locator('.hb-solo-difficulty[data-value="egg"]').wait_for(timeout=60_000)
    solo.locator(".hbt-solo-head", has_text="25").wait_for(timeout=60_000)
    small = small_text(page, solo)
    assert small == [], small

    # The exercise book (13): the question, the board and the answer box, in one widget.
    page.goto(f"{marimo_server.url}/?file=en/13_explorer.py")
    book = page.locator(".hb-book").first
    book.locator(".hb-board").wait_for(timeout=120_000)
    assert "Exercise 1 of 9 · 0 solved" in book.inner_text()
    book.locator(".hb-book-input input").fill("4")
    book.locator(".hb-book-input input").press("Enter")  # Enter checks
    book.locator(".hb-book-right").wait_for(timeout=60_000)
    assert "1 solved" in book.locator(".hb-book-header").inner_text()
    book.locator(".hb-layer-highlight .hb-highlight").nth(3).wait_for(timeout=60_000)
    # The hex coordinates (every board draws them at 7.6 units, 5.5 px here) are left out:
    # the board's own matter, not the book's; every other text of the book is 11 px or more.
    small = small_text(page, book, ignore=COORDINATE)
    assert small == [], small
    assert visit.errors == [], visit.errors
    assert visit.outside == [], visit.outside
