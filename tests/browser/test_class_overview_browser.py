"""The class overview of notebook 14, after Run All, is wholly readable beside the file browser.

The real notebook (in English and in Hungarian) and the example folder it reads are copied
to the server as they ship (``en/14_classroom.ipynb`` and ``example_class_results/``), run
top to bottom (its classroom is then at its start, no pause revealed), and looked at 1280 x
800 with JupyterLab's file browser open: every table and chart of the overview is wholly in
view once scrolled to (nothing cut off by a box that scrolls inside the page), nothing in it
scrolls sideways, and every text is at least 11 px with a contrast of 4.5:1, in the light
and the dark theme. A class of 30 learners with long names in every lesson of both games is
measured the same way; its tables, taller than the screen, flow with the page: no box around
them scrolls, and they are no wider than it.
"""

from __future__ import annotations

import shutil
from typing import Any

import pytest

from .conftest import DARK, LIGHT, REPO
from .contrast import text_report
from .screen import SEEN_JS, SIDEWAYS_JS, scroll_to, wait_still

NAMES = ["en/14_classroom.ipynb", "hu/14_osztalyterem.ipynb"]
PARTS = [".hbr-table", ".hbr-finished-chart", ".hbr-effort-chart", ".hbr-skipped"]

#: Each part's box, and whether the output area holding the overview scrolls by itself.
LAYOUT_JS = """() => {
    const root = document.querySelector('.hbr-overview');
    const out = {parts: [], scrollers: []};
    for (const el of root.querySelectorAll('.hbr-table, .hbr-chart')) {
        const b = el.getBoundingClientRect();
        out.parts.push([el.className, Math.round(b.width), Math.round(b.height)]);
    }
    const page = (n) => n.classList.contains('jp-Notebook')
        || n.classList.contains('jp-WindowedPanel-outer');  // the notebook's own scroller
    for (let n = root; n && !page(n); n = n.parentElement) {
        const cs = getComputedStyle(n);
        const scrolls = (o) => o === 'auto' || o === 'scroll';
        if ((scrolls(cs.overflowX) && n.scrollWidth > n.clientWidth + 1)
            || (scrolls(cs.overflowY) && n.scrollHeight > n.clientHeight + 1)) {
            out.scrollers.push(String(n.className));
        }
    }
    const area = root.closest('.jp-OutputArea-output').getBoundingClientRect();
    out.area = Math.round(area.width);
    out.overview = Math.round(root.getBoundingClientRect().width);
    return out;
}"""


#: The ``index``-th match of a selector: its box and how much of it is visible.
SEEN_ONE_JS = (
    "([sel, index]) => {" + SEEN_JS + "return seen(document.querySelectorAll(sel)[index]);}"
)


def _run(lab: Any, name: str) -> Any:
    (lab.server.root / name).parent.mkdir(exist_ok=True)
    shutil.copy(REPO / "notebooks" / name, lab.server.root / name)
    shutil.copytree(
        REPO / "notebooks" / "example_class_results",
        lab.server.root / "example_class_results",
        dirs_exist_ok=True,
    )
    page = lab.open_notebook(name)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.evaluate("() => window.jupyterapp.shell.activateById('filebrowser')")
    lab.run_all()
    page.locator(".hbr-overview").first.wait_for(timeout=240_000)
    page.wait_for_function(
        """() => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.status
            === 'idle'""",
        timeout=240_000,
    )
    wait_still(page, ".hbr-overview")
    return page


def _check(lab: Any, page: Any) -> dict[str, Any]:
    """Measure the overview (see the module docstring); its layout figures."""
    overview = page.locator(".hbr-overview").first
    layout = page.evaluate(LAYOUT_JS)
    assert layout["scrollers"] == [], layout
    assert layout["overview"] <= layout["area"], layout
    assert page.evaluate(SIDEWAYS_JS, [".hbr-overview", 0]) == []
    hidden = {}
    for part in PARTS:
        for i in range(overview.locator(part).count()):
            scroll_to(page, f".hbr-overview {part}", i)
            got = page.evaluate(SEEN_ONE_JS, [f".hbr-overview {part}", i])
            height = got["box"][3]
            if height > 600:  # taller than the notebook's area: it flows with the page
                continue
            if got["visible"] * height < height - 1:  # a pixel of rounding
                hidden[f"{part}[{i}]"] = got
    assert hidden == {}, hidden
    for theme in (LIGHT, DARK):
        lab.set_theme(theme)
        wait_still(page, ".hbr-overview")
        report = text_report(page, ".hbr-overview", rendered=True)
        assert report == {"small": [], "low": []}, (theme, report)
    return layout


@pytest.mark.parametrize("name", NAMES)
def test_the_class_overview_is_wholly_in_view_and_readable(lab: Any, name: str) -> None:
    page = _run(lab, name)
    assert page.locator("#filebrowser").is_visible()
    # Run All leaves the classroom at its start, the first pause not revealed (its
    # demonstrations act on objects of their own)
    room = page.locator(".hb-classroom").first
    assert room.locator(".hbc-panel").get_attribute("data-ply") == "0"
    assert room.locator(".hbt-table").get_attribute("data-ply") == "0"
    assert lab.kernel_json("[room.run.ply, sorted(room.run.revealed)]") == [0, []]
    overview = page.locator(".hbr-overview").first
    assert overview.locator(".hbr-table").count() == 2  # Honey Buzz (6 lessons), Hustle (3)
    assert overview.locator(".hbr-skipped li").count() == 1  # the damaged example file
    layout = _check(lab, page)
    print("layout at 1280 x 800 with the file browser open:", layout)


#: A class of 30 with long names, each in every lesson of both games, in Hungarian.
BIG_CLASS = """
import json, random, tempfile
from pathlib import Path
from honeybuzz_lab.results import SOURCES, ClassOverview

random.seed(30)
folder = Path(tempfile.mkdtemp())
for n in range(30):
    games = {}
    for source in SOURCES:
        for plan in source.lessons():
            steps = len(plan.steps)
            done = random.randint(1, steps)
            by_step = {s.id: {"done": True, "tries": 3, "misses": random.randint(0, 9),
                              "hints": random.randint(0, 3), "shown": False}
                       for s in plan.steps[:done]}
            games.setdefault(source.game, {})[plan.id] = {"hu": {
                "steps": steps, "done": done, "stars": random.randint(1, 3), "tries": 3 * done,
                "misses": 0, "hints": 0, "shown": 0, "last": "2026-11-20T10:00:00Z",
                "by_step": by_step}}
    data = {"format": "honeybuzz_lab-results", "version": 1, "exported": "2026-11-20T10:00:00Z",
            "name": f"Szentgyörgyi-Albertné Kovács Eszter Mária {n}", "package": "0.1.0",
            "games": games}
    (folder / f"{n}.json").write_text(json.dumps(data), encoding="utf-8")
ClassOverview(folder, language="hu")
"""


def test_a_big_class_in_every_lesson_fits_too(lab: Any) -> None:
    page = lab.notebook([BIG_CLASS], wait=".hbr-overview")
    page.set_viewport_size({"width": 1280, "height": 800})
    page.evaluate("() => window.jupyterapp.shell.activateById('filebrowser')")
    wait_still(page, ".hbr-overview")  # laid out again beside the file browser
    assert page.locator("#filebrowser").is_visible()
    assert page.locator(".hbr-overview .hbr-table").count() == 4  # 17 lessons and 3
    assert page.locator(".hbr-overview .hbr-table tbody tr").count() == 4 * 30
    print("a class of 30 at 1280 x 800:", _check(lab, page))
