"""The store in the served JupyterLite site: progress kept in the browser between visits,
the results export and the class overview, in a real browser.

A learner opens lesson 01 at 1280 x 800 with the file browser open, as JupyterLite shows
it: its first step (a question) fits the screen with its coach, answers and Hint, and so
does the hint (see :func:`fits_the_laptop`). The learner answers, reloads the page and opens
the lesson again: the step is done and the lesson goes on at step 2. The stored file (the site's
drive, in the browser's storage) holds the step as soon as it is saved. Another learner,
whose stored file is damaged, opens the lesson: the file is set aside, the lesson opens
and keeps the step done; that learner writes a results file in the start
notebook and downloads it from the file browser; a teacher uploads it with others into a
folder and shows the class overview in notebook 14.

The site is the one test_hosts_browser builds (built once per worker; downloads cached in
~/.cache/honeybuzz_lab/lite). Figures (a save's time, kernel ready, lesson drawn) go to
test-artifacts/lite-store-figures.json.
"""

from __future__ import annotations

import base64
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from .conftest import ARTIFACTS
from .hosts import KERNEL_IDLE, RUN_ALL, LiteHost, StaticServer
from .picture import picture_figures
from .screen import SEEN_JS, measure, not_fully_visible, scroll_to, wait_still
from .test_coach_browser import COACH_JS, NEAR_PX, clipped
from .test_hosts_browser import lite_site  # noqa: F401 (the session's site)

REPO = Path(__file__).resolve().parents[2]
SCOPE = ".hb-lesson"
STORE = "honeybuzz_lab_data/honeybuzz_lab.sqlite3"
LESSON = "en/01_goal_and_turn.ipynb"
#: The first step's right answer, and the step's name in the stored file.
RIGHT, STEP = ".hb-option-anna", b"who-wins"

#: The bytes of a file of the site's drive as the page stores them (base64), or null.
STORED = """async (path) => {
    try {
        const m = await window.jupyterapp.serviceManager.contents.get(
            path, {content: true, format: 'base64'});
        return m.content;
    } catch (e) { return null; }
}"""
#: The names in a folder of the site's drive.
LISTING = """async (path) => {
    const m = await window.jupyterapp.serviceManager.contents.get(path, {content: true});
    return m.content.map((x) => x.name);
}"""
#: Run code in the current notebook's kernel; resolves to what it printed (or its error).
EXECUTE = """async (code) => {
    const k = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
    const future = k.requestExecute({code, store_history: false});
    let out = '';
    future.onIOPub = (msg) => {
        const t = msg.header.msg_type;
        if (t === 'stream') out += msg.content.text;
        if (t === 'error') out += msg.content.ename + ': ' + msg.content.evalue;
    };
    await future.done;
    return out;
}"""
#: Save a step's progress 20 times (each a new record) and print the times in ms.
TIME_SAVES = """
import json, time
from honeybuzz_lab.core.lessons.progress import StepRecord
from honeybuzz_lab.games.honeybuzz.lessons.progress import default_store
_s = default_store()
_t = []
for _i in range(20):
    _a = time.perf_counter()
    _s.save("timing", {"x": StepRecord(tries=_i + 1)})
    _t.append((time.perf_counter() - _a) * 1000)
_s.reset("timing")
print(json.dumps({"ms": sorted(_t), "in_browser": _s.in_browser, "problem": _s.problem}))
"""


@pytest.fixture
def lite(
    lite_site: tuple[StaticServer, dict],  # noqa: F811
    browser: Any,
    request: pytest.FixtureRequest,
) -> Iterator[tuple[LiteHost, Any]]:
    """The site and a fresh page (its own browser storage: a first visit)."""
    server, _ = lite_site
    context = browser.new_context(viewport={"width": 1280, "height": 900}, accept_downloads=True)
    page = context.new_page()
    page.set_default_timeout(60_000)
    yield LiteHost(server.url), page
    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:
        where = ARTIFACTS / request.node.name
        where.mkdir(parents=True, exist_ok=True)
        try:
            page.screenshot(path=str(where / "page.png"), full_page=True)
        except Exception as e:
            (where / "screenshot-error.txt").write_text(str(e))
    context.close()


#: The panel's parts a question step shows (its answers are measured one by one).
PARTS = [".hb-lesson-progress", ".hb-lesson-prompt", ".hb-lesson-hint", ".hb-lesson-next"]
#: How much of each answer of the first lesson is in view (inside every box that clips it).
ANSWERS_JS = (
    """(scope) => {"""
    + SEEN_JS
    + """
    const root = document.querySelector(scope);
    return [...root.querySelectorAll(".hb-lesson-option")].map((el) => ({
        text: el.textContent.trim(), ...seen(el)}));
}"""
)


def coach(page: Any) -> dict[str, Any]:
    return dict(page.evaluate(COACH_JS, [SCOPE, ""]))


def hidden_parts(page: Any) -> dict[str, Any]:
    """The panel's parts and answers that are not wholly in view (empty when all are)."""
    out = not_fully_visible(measure(page, SCOPE, 0, PARTS))
    for answer in page.evaluate(ANSWERS_JS, SCOPE):
        if answer["visible"] < 0.99:
            out[answer["text"]] = answer
    return out


def cut_boxes(page: Any) -> list[Any]:
    """The lesson's boxes that clip their content and have some cut off."""
    figures = picture_figures(page, SCOPE, 0)
    return [c for c in figures["cut"] if c[0] in clipped(page)]


def fits_the_laptop(page: Any) -> dict[str, Any]:
    """Lesson 01's first step on the laptop screen (1280 x 800, the file browser open), as
    test_coach_browser and test_every_step_fits_browser check it in JupyterLab: the lesson
    scrolled to the top of the notebook area, its question with its coach bubble (at the
    thing it is about, not covering it), each answer, Hint and Next wholly in view, no box
    of the lesson cut off; then Hint shows its hint in the bubble, in view, and the answers
    and the bubble stay in view. Its figures."""
    lesson = page.locator(SCOPE).first
    page.evaluate("() => window.jupyterapp.commands.execute('filebrowser:activate')")
    assert page.locator(".jp-FileBrowser").is_visible()
    scroll_to(page, SCOPE, 0)
    page.wait_for_function(  # the bubble follows the layout on the next frame
        "(s) => { const b = document.querySelector(s + ' .hb-coach');"
        " return !!b && !b.hidden && b.getBoundingClientRect().height > 0; }",
        arg=SCOPE,
    )
    wait_still(page, SCOPE)
    assert lesson.locator(".hb-lesson-progress").inner_text().startswith("Step 1 of")
    assert lesson.locator(".hb-lesson-option").count() == 3  # a question step
    before = coach(page)
    assert "Who would win now?" in before["text"], before
    assert before["bubble"] >= 0.99, before
    assert before["target"] > 0.5 and before["gap"] <= NEAR_PX, before
    assert before["covered"] < 0.05, before
    assert hidden_parts(page) == {}
    assert cut_boxes(page) == []
    words = picture_figures(page, SCOPE, 0)["words"]

    lesson.locator(".hb-lesson-hint").click()
    page.wait_for_function(
        "(s) => document.querySelector(s + ' .hb-coach-hints li')", arg=SCOPE, timeout=30_000
    )
    wait_still(page, SCOPE)
    after = coach(page)
    assert after["hint"] is not None and after["hint"] >= 0.99, after
    assert after["bubble"] >= 0.99 and after["covered"] < 0.05, after
    assert lesson.locator(".hb-lesson-hints li").count() == 1  # the panel's copy
    assert hidden_parts(page) == {}
    assert cut_boxes(page) == []

    return {"words_in_view": words, "bubble": before, "bubble_with_hint": after}


def stored(page: Any, path: str) -> bytes | None:
    """A file of the site's drive as the browser keeps it."""
    content = page.evaluate(STORED, path)
    return None if content is None else base64.b64decode(content)


def wait_stored(page: Any, path: str, holds: bytes, timeout: float = 30.0) -> bytes:
    """Wait until the stored file holds ``holds``; its bytes."""
    deadline = time.monotonic() + timeout
    while True:
        data = stored(page, path)
        if data is not None and holds in data:
            return data
        if time.monotonic() > deadline:
            raise AssertionError(f"{path} does not hold {holds!r} in the browser's storage")
        time.sleep(0.2)


def score(page: Any) -> str:
    return page.locator(".hb-lesson-score").first.inner_text()


def open_lesson(h: LiteHost, page: Any) -> tuple[float, float]:
    """Open lesson 01 with every cell run; (kernel ready, lesson drawn) in seconds."""
    start = time.monotonic()
    h.open(page, LESSON, timeout=300_000)
    ready = h.kernel_ready_at - start
    page.locator(".hb-lesson-panel .hb-lesson-progress").first.wait_for(timeout=120_000)
    return ready, time.monotonic() - start


def test_progress_is_kept_in_the_browser_between_visits(lite: tuple[LiteHost, Any]) -> None:
    h, page = lite
    page.set_viewport_size({"width": 1280, "height": 800})
    ready, drawn = open_lesson(h, page)
    fit = fits_the_laptop(page)
    assert "Progress saved in this browser" in score(page)
    assert "until the page is closed" not in score(page)
    page.locator(".hb-lesson-panel " + RIGHT).first.click()
    page.wait_for_function(
        "() => document.querySelector('.hb-lesson-score').textContent.includes('1 tries')"
    )
    # Saved: the browser's storage holds a whole SQLite file with the step, before a reload.
    data = wait_stored(page, STORE, STEP)
    assert data.startswith(b"SQLite format 3\x00")
    assert sorted(page.evaluate(LISTING, "honeybuzz_lab_data")) == [
        "README.md",
        "honeybuzz_lab.sqlite3",
    ]
    timing = json.loads(page.evaluate(EXECUTE, TIME_SAVES).strip().splitlines()[-1])
    assert timing["in_browser"] and timing["problem"] == ""

    page.reload()
    again_ready, again_drawn = open_lesson(h, page)
    panel = page.locator(".hb-lesson-panel").first
    page.wait_for_function(
        "() => document.querySelector('.hb-lesson-panel').textContent.includes('Step 2 of')"
    )
    assert "1 of 14 steps done" in panel.inner_text()
    assert "1 tries" in score(page) and "Progress saved in this browser" in score(page)

    ms = timing["ms"]
    figures = {
        "save_ms_median": round(ms[len(ms) // 2], 1),
        "save_ms_max": round(ms[-1], 1),
        "store_bytes": len(data),
        "first_visit": {"kernel_ready_s": round(ready, 1), "lesson_drawn_s": round(drawn, 1)},
        "reload": {
            "kernel_ready_s": round(again_ready, 1),
            "lesson_drawn_s": round(again_drawn, 1),
        },
    }
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "lite-store-figures.json").write_text(json.dumps(figures, indent=1))
    (ARTIFACTS / "lite-fit-figures.json").write_text(json.dumps(fit, indent=1))
    print(f"JupyterLite store: {figures}")


def damage_the_store(h: LiteHost, page: Any) -> None:
    """A damaged file where the store is (as if uploaded over it), before any kernel."""
    page.goto(h.url(LESSON))
    page.wait_for_function("() => !!window.jupyterapp")
    page.evaluate(
        """async (path) => window.jupyterapp.serviceManager.contents.save(path,
            {type: 'file', format: 'text', content: 'not a database '.repeat(300)})""",
        STORE,
    )


def the_damaged_store_was_set_aside(page: Any) -> None:
    """The lesson said so, and the damaged file is kept beside the new store."""
    assert "was damaged" in score(page) and "damaged-" in score(page)
    names = page.evaluate(LISTING, "honeybuzz_lab_data")
    aside = [n for n in names if n.startswith("honeybuzz_lab.sqlite3.damaged-")]
    assert len(aside) == 1, names
    assert stored(page, f"honeybuzz_lab_data/{aside[0]}").startswith(b"not a database")


def open_notebook(page: Any, path: str) -> None:
    """Open another notebook of the site in the same page and run all its cells."""
    page.evaluate(
        "async (path) => { await window.jupyterapp.commands.execute('docmanager:open', {path});"
        " return true; }",
        path,
    )
    page.wait_for_function(KERNEL_IDLE, arg=path, timeout=300_000)
    for _ in range(3):
        if page.evaluate(RUN_ALL):
            return
    raise AssertionError(f"the cells of {path} did not run")


def run_new_cell(page: Any, code: str) -> None:
    """Add a cell at the end of the current notebook with ``code`` and run it."""
    page.evaluate(
        """async (code) => {
            const app = window.jupyterapp;
            const nb = app.shell.currentWidget.content;
            nb.activeCellIndex = nb.widgets.length - 1;
            await app.commands.execute('notebook:insert-cell-below');
            nb.activeCell.model.sharedModel.setSource(code);
            await app.commands.execute('notebook:run-cell');
        }""",
        code,
    )


def test_results_export_download_and_class_overview(
    lite: tuple[LiteHost, Any], tmp_path: Path
) -> None:
    h, page = lite
    # The learner, whose store was damaged: the lesson opens, the damaged file set aside.
    damage_the_store(h, page)
    open_lesson(h, page)
    # A step done, then the results file from the start notebook.
    page.locator(".hb-lesson-panel " + RIGHT).first.click()
    wait_stored(page, STORE, STEP)
    the_damaged_store_was_set_aside(page)
    open_notebook(page, "en/00_start_here.ipynb")
    run_new_cell(page, 'print(export_results(name="Zoé Test"))')
    page.get_by_text("honeybuzz-results-zoe-test.json").first.wait_for(timeout=60_000)
    # It is in the file browser, beside the notebook, and downloads.
    go_to = "(path) => window.jupyterapp.commands.execute('filebrowser:go-to-path', {path})"
    page.evaluate(go_to, "en")
    item = page.locator(".jp-DirListing-item", has_text="honeybuzz-results-zoe-test.json")
    item.first.wait_for(timeout=30_000)
    item.first.click(button="right")
    with page.expect_download() as got:
        page.locator(".lm-Menu-itemLabel", has_text="Download").first.click()
    download = tmp_path / "zoe.json"
    got.value.save_as(download)
    exported = json.loads(download.read_text(encoding="utf-8"))
    assert exported["name"] == "Zoé Test"
    assert STEP.decode() in json.dumps(exported["games"])

    # The teacher: a folder beside notebook 14 with the results files uploaded into it
    # (as notebook 14 says), then the class overview.
    page.evaluate(
        """async () => {
            const c = window.jupyterapp.serviceManager.contents;
            const m = await c.newUntitled({path: 'en', type: 'directory'});
            await c.rename(m.path, 'en/class_results');
        }"""
    )
    page.evaluate(go_to, "en/class_results")
    examples = REPO / "notebooks" / "example_class_results"
    files = [download, *sorted(examples.glob("honeybuzz-results-*.json"))]
    with page.expect_file_chooser() as chooser:
        page.locator(".jp-FileBrowser-toolbar .jp-id-upload jp-button").first.click()
    chooser.value.set_files([str(f) for f in files])
    deadline = time.monotonic() + 60
    while len(page.evaluate(LISTING, "en/class_results")) < len(files):
        assert time.monotonic() < deadline, page.evaluate(LISTING, "en/class_results")
        time.sleep(0.3)
    open_notebook(page, "en/14_classroom.ipynb")
    run_new_cell(page, 'ClassOverview("class_results/", language="en")')
    overview = page.locator(".hbr-overview").last
    overview.get_by_text("Zoé Test").first.wait_for(timeout=60_000)
    text = overview.inner_text()
    assert "Anna" in text and "honeybuzz-results-broken-example.json" in text
