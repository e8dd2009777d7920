"""Figures for the table's composition, measured in Chromium against a real kernel.

The same 2-player game (no bots, so that every update is one action) is played for a
number of decisions twice: on a GameTable (one widget drawing every part), and on the
part views composed with ipywidgets (HiveBoxesView, WoodlandView, MarketView and one
PlayerPanel per player in boxes). Each deciding click is timed to the moment every
widget on the page shows the new position; the kernel's own time per message, the
bytes the page receives, and the messages and bytes the widgets send during each click are
recorded too. Decisions that only the table's decision panel
offers (end turn, next action, ...) are applied from Python in the second setup and not
timed. Writes test-artifacts/table-figures.json; no thresholds (timings depend on the
machine), only that every measurement happened.
"""

from __future__ import annotations

import json
import os
import statistics
from typing import Any

from .conftest import ARTIFACTS
from .tablepage import KERNEL_HELPERS, click_action, next_step, open_notebook, wait_ply

GAME = "Game.new(['You', 'Cleo'], seed=11, first_game=True)"
TIMED = """
import json as _j
import time as _time

_click = []  # per timed click: [messages, bytes] the widgets sent the page
_sends = {"on": False}

def _timed(view):
    inner = view.handle_message
    send = view._send
    view._kernel_ms = []
    def counting(msg, buffers=None):
        if _sends["on"]:
            _click[-1][0] += 1
            _click[-1][1] += len(_j.dumps(msg, separators=(",", ":"), default=str))
        return send(msg, buffers)
    def handle(content):
        _click.append([0, 0])
        _sends["on"] = True
        t = _time.perf_counter()
        try:
            return inner(content)
        finally:
            view._kernel_ms.append((_time.perf_counter() - t) * 1000)
            _sends["on"] = False
    view._send = counting
    view.handle_message = handle
"""
TABLE = [
    "from honeybuzz_lab.games.honeybuzz.widgets import GameTable\n"
    "from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot",
    f"table = GameTable({GAME}, bot_delay=0)\ntable",
    KERNEL_HELPERS + TIMED + "_me = GreedyBot(7)\n_timed(table)\nviews = [table]",
]
PARTS = [
    "from honeybuzz_lab.games.honeybuzz.widgets import (HiveBoxesView, WoodlandView, MarketView,\n"
    "    PlayerPanel, GameTable)\n"
    "from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot\n"
    "import ipywidgets as W",
    f"game = {GAME}\n"
    "views = [HiveBoxesView(game), WoodlandView(game), MarketView(game), PlayerPanel(game, 0), "
    "PlayerPanel(game, 1)]\n"
    "W.VBox([W.HBox(views[:3]), W.HBox(views[3:])])",
    # _next() reads table.game and table.bots: a stand-in with the game and no bots
    KERNEL_HELPERS + TIMED + "class _T:\n    game = game\n    bots = {}\ntable = _T()\n"
    "_me = GreedyBot(7)\nfor _v in views:\n    _timed(_v)",
]
# Clicks the part views can take (the rest are the decision panel's buttons).
PICTURE_KINDS = {
    "take_tile",
    "forage",
    "scout",
    "place",
    "fan",
    "nectar_cell",
    "take_honey",
    "sell",
    "order",
    "drop",
}

INSTRUMENT = """() => {
    const roots = [...document.querySelectorAll('.hbt-table')];
    const perf = {update: [], render: []};
    let clicked = null;
    let target = null;
    window.__hbtExpect = (ply) => { target = String(ply); };
    document.addEventListener('click', (ev) => {
        if (ev.target.closest('.hbt-table')) clicked = ev.timeStamp;
    }, true);
    const check = () => {
        if (clicked === null || target === null) return;
        if (!roots.every((r) => r.dataset.ply === target)) return;
        perf.update.push(performance.now() - clicked);
        perf.render.push(Math.max(...roots.map((r) => Number(r.dataset.renderMs))));
        clicked = null;
        target = null;
    };
    for (const r of roots) {
        new MutationObserver(check).observe(r, {attributes: true, attributeFilter: ['data-ply']});
    }
    window.__hbtPerf = perf;
}"""


def play(lab: Any, cells: list[str], widgets: int, decisions: int) -> dict[str, Any]:
    page = open_notebook(lab, cells, count=widgets)
    lab.kernel_run("assert _me is not None")
    page.evaluate(INSTRUMENT)
    first_frame = len(lab.ws_received)
    clicks = 0
    for _ in range(decisions * 3):
        step = next_step(lab)
        if step["over"] or clicks >= decisions:
            break
        action = step["action"]
        if widgets > 1 and action["kind"] not in PICTURE_KINDS:
            lab.kernel_run(f"table.game.apply({action!r})")
            continue
        page.wait_for_function(
            "(ply) => [...document.querySelectorAll('.hbt-table')]"
            ".every((r) => r.dataset.ply === String(ply))",
            arg=step["ply"],
        )
        page.evaluate(f"() => window.__hbtExpect({step['ply'] + 1})")
        click_action(page, step["player"], action, step["id"], page if widgets > 1 else None)
        try:
            wait_ply(page, step["ply"] + 1)
        except Exception:
            errors = lab.kernel_json("[v._error for v in views]")
            raise AssertionError(f"{action} changed nothing: {errors}") from None
        clicks += 1
    perf = page.evaluate("() => window.__hbtPerf")
    kernel_ms = lab.kernel_json("[ms for v in views for ms in v._kernel_ms]")
    state = lab.kernel_json(
        "sum(len(json.dumps(v.page_state(), separators=(',', ':'), default=str)) for v in views)"
        if widgets > 1
        else "len(json.dumps(table.page_state(), separators=(',', ':')))"
    )
    sent = lab.kernel_json("_click")
    received = lab.ws_received[first_frame:]
    assert len(perf["update"]) == clicks > 10
    return {
        "widgets": widgets,
        "clicks timed": clicks,
        "click to every widget updated, median ms": round(statistics.median(perf["update"]), 1),
        "click to every widget updated, 90th percentile ms": round(
            statistics.quantiles(perf["update"], n=10)[-1], 1
        ),
        "kernel time per click message, median ms": round(statistics.median(kernel_ms), 2),
        "page redraw of the slowest widget, median ms": round(statistics.median(perf["render"]), 1),
        "synced state of the widgets, bytes of JSON": state,
        "messages to the page per click, most": max(n for n, _ in sent),
        "bytes to the page per click, median": int(statistics.median(b for _, b in sent)),
        "bytes to the page per click, 90th percentile": int(
            statistics.quantiles([b for _, b in sent], n=10)[-1]
        ),
        "websocket frame received, median bytes": int(
            statistics.median(received) if received else 0
        ),
    }


def test_figures_of_one_table_widget_and_of_part_widgets(lab: Any) -> None:
    import honeybuzz_lab.games.honeybuzz.widgets.table  # noqa: F401  (the json module is in the notebooks)

    one = play(lab, [*TABLE[:2], TABLE[2] + "\nimport json"], 1, 40)
    lab.shutdown_kernels()
    parts = play(lab, [*PARTS[:2], PARTS[2] + "\nimport json"], 5, 40)
    figures = {
        "one GameTable widget": one,
        "five part widgets in ipywidgets boxes": parts,
        "load average (1 min) at the end": round(os.getloadavg()[0], 1),
    }
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / "table-figures.json"
    old = json.loads(path.read_text()) if path.exists() else {}
    path.write_text(json.dumps({**old, "composition": figures}, indent=1))
    print(json.dumps(figures, indent=1))
