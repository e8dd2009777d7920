"""Figures for a 40-tile hive, measured in Chromium against a real kernel.

Writes test-artifacts/widget-figures.json and prints it. There are no timing
thresholds here (timings are machine dependent); the test checks that every
measurement happened, and the figures go into the report.
"""

from __future__ import annotations

import json
import statistics
from typing import Any

from .boardpage import hex_xy, tile_count
from .conftest import ARTIFACTS

SETUP = [
    "from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard\n"
    "from honeybuzz_lab.games.honeybuzz.hive import Action\n"
    "from tests.widgets.sample_hives import grown_hive\n"
    "import json",
    "board = HiveBoard(grown_hive(40, seed=3))\nboard.selected = Action.PRODUCE\nboard",
]

# In the page: time from each pointer move (the event's own time stamp) to the ghost
# updated and laid out (a MutationObserver runs right after the handler), and to the
# next animation frame; and from a click to the pending tile drawn on the page and to
# the board redrawn from Python's answer.
INSTRUMENT = """() => {
    const b = document.querySelector('.hb-board');
    const svg = b.querySelector('.hb-svg');
    const ghost = b.querySelector('.hb-layer-ghost');
    const tiles = b.querySelector('.hb-layer-tiles');
    const pending = b.querySelector('.hb-layer-pending');
    const perf = {ghost: [], frame: [], click: [], pending: []};
    let moved = null;
    let clicked = null;
    let clickedForPending = null;
    svg.addEventListener('pointermove', (ev) => { moved = ev.timeStamp; }, true);
    svg.addEventListener('pointerup', (ev) => {
        clicked = ev.timeStamp;
        clickedForPending = ev.timeStamp;
    }, true);
    new MutationObserver(() => {
        if (clickedForPending === null || !pending.childElementCount) return;
        pending.getBoundingClientRect();
        perf.pending.push(performance.now() - clickedForPending);
        clickedForPending = null;
    }).observe(pending, {childList: true});
    new MutationObserver(() => {
        if (moved === null) return;
        const start = moved;
        moved = null;
        b.querySelector('.hb-hover').getBoundingClientRect();  // force style and layout
        perf.ghost.push(performance.now() - start);
        requestAnimationFrame(() => perf.frame.push(performance.now() - start));
    }).observe(ghost, {attributes: true, subtree: true, childList: true});
    new MutationObserver(() => {
        if (clicked === null) return;
        tiles.getBoundingClientRect();
        perf.click.push(performance.now() - clicked);
        clicked = null;
    }).observe(tiles, {childList: true});
    window.__hbPerf = perf;
}"""


def median(values: list[float]) -> float:
    return round(statistics.median(values), 2)


def test_figures_for_a_40_tile_hive(lab: Any) -> None:
    page = lab.notebook(SETUP)
    tile_count(page, 40)
    state = lab.kernel_json(
        "{'state': len(json.dumps(board.page_state(), separators=(',', ':'))),"
        " 'legal': len(json.dumps(board._legal, separators=(',', ':'))),"
        " 'esm': len(board._esm), 'placements': len(board._legal),"
        " 'frontier': sorted({tuple(map(int, k.split(',')[:2])) for k in board._legal})}"
    )
    page.evaluate(INSTRUMENT)

    # Pointer moves over every hex a placement could be anchored on, and around them.
    spots = [tuple(h) for h in state.pop("frontier")]
    for h in spots * 2:
        x, y = hex_xy(page, h)
        page.mouse.move(x, y)
    page.wait_for_timeout(100)
    perf = page.evaluate("() => window.__hbPerf")
    assert len(perf["ghost"]) >= len(spots)

    # Clicks on legal placements (direction 0), each answered by the kernel.
    first_frame = len(lab.ws_received)
    clicks = 15
    for i in range(clicks):
        key = lab.kernel_json(
            "sorted(k for k in board._legal if k.endswith(',0'))[len(board._legal) // 7]"
        )
        q, r, _ = (int(v) for v in key.split(","))
        x, y = hex_xy(page, (q, r))
        page.mouse.move(x, y)
        page.mouse.click(x, y)
        tile_count(page, 41 + i)
    perf = page.evaluate("() => window.__hbPerf")
    received = lab.ws_received[first_frame:]
    assert len(perf["click"]) == clicks
    figures = {
        "hive tiles": 40,
        "pointer moves": len(perf["ghost"]),
        "pointer move to ghost drawn, median ms": median(perf["ghost"]),
        "pointer move to ghost drawn, 95th percentile ms": round(
            statistics.quantiles(perf["ghost"], n=20)[-1], 2
        ),
        "pointer move to next animation frame, median ms": median(perf["frame"]),
        "clicks": clicks,
        "click to pending tile drawn (page only), median ms": median(perf["pending"]),
        "click to updated board (Python's answer drawn), median ms": median(perf["click"]),
        "click to updated board, max ms": round(max(perf["click"]), 2),
        "synced state, bytes of JSON": state["state"],
        "of which legal placements, bytes": state["legal"],
        "legal placements (anchor, direction)": state["placements"],
        "front end module, bytes": state["esm"],
        "largest websocket frame received while placing, bytes": max(received),
    }
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "widget-figures.json").write_text(json.dumps(figures, indent=1))
    print(json.dumps(figures, indent=1))
