"""The class overview of notebook 14, after Run All, is wholly readable beside the file browser.

The real notebook (English) and the example folder it reads are copied to the server as
they ship (``en/14_classroom.ipynb`` and ``example_class_results/``), run top to bottom,
and looked at 1280 x 800 with JupyterLab's file browser open: every table and chart of the
overview is wholly in view once scrolled to (nothing cut off by a box that scrolls inside
the page), nothing in it scrolls sideways, and every text is at least 11 px with a contrast
of 4.5:1, in the light and the dark theme.
"""

from __future__ import annotations

import shutil
from typing import Any

from .conftest import DARK, LIGHT, REPO
from .contrast import text_report
from .screen import SEEN_JS, SIDEWAYS_JS, scroll_to

NAME = "en/14_classroom.ipynb"
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


def _run(lab: Any) -> Any:
    (lab.server.root / "en").mkdir(exist_ok=True)
    shutil.copy(REPO / "notebooks" / NAME, lab.server.root / NAME)
    shutil.copytree(
        REPO / "notebooks" / "example_class_results",
        lab.server.root / "example_class_results",
        dirs_exist_ok=True,
    )
    page = lab.open_notebook(NAME)
    page.set_viewport_size({"width": 1280, "height": 800})
    page.evaluate("() => window.jupyterapp.shell.activateById('filebrowser')")
    lab.run_all()
    page.locator(".hbr-overview").first.wait_for(timeout=240_000)
    page.wait_for_function(
        """() => window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.status
            === 'idle'""",
        timeout=240_000,
    )
    page.wait_for_timeout(800)
    return page


def test_the_class_overview_is_wholly_in_view_and_readable(lab: Any) -> None:
    page = _run(lab)
    assert page.locator("#filebrowser").is_visible()
    overview = page.locator(".hbr-overview").first
    assert overview.locator(".hbr-table").count() == 2  # Honey Buzz (6 lessons), Hustle (3)
    assert overview.locator(".hbr-skipped li").count() == 1  # the damaged example file
    layout = page.evaluate(LAYOUT_JS)
    assert layout["scrollers"] == [], layout
    assert layout["overview"] <= layout["area"], layout
    assert page.evaluate(SIDEWAYS_JS, [".hbr-overview", 0]) == []
    hidden = {}
    for part in PARTS:
        for i in range(overview.locator(part).count()):
            scroll_to(page, f".hbr-overview {part}", i)
            got = page.evaluate(SEEN_ONE_JS, [f".hbr-overview {part}", i])
            if got["visible"] * got["box"][3] < got["box"][3] - 1:  # a pixel of rounding
                hidden[f"{part}[{i}]"] = got
    assert hidden == {}, hidden
    for theme in (LIGHT, DARK):
        lab.set_theme(theme)
        page.wait_for_timeout(300)
        report = text_report(page, ".hbr-overview", rendered=True)
        assert report == {"small": [], "low": []}, (theme, report)
    print("layout at 1280 x 800 with the file browser open:", layout)
