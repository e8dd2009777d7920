"""The log on the page, in JupyterLab: after moves sent as new lines only, every view of
the table shows the whole log (a second view displayed later too), and an undo's shorter
log reaches both."""

from __future__ import annotations

from typing import Any

from .conftest import ARTIFACTS
from .tablepage import open_notebook, wait_ply

CELLS = [
    "from honeybuzz_lab.games.honeybuzz.widgets import GameTable\n"
    "from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot",
    "table = GameTable(Game.new(['You', 'Cleo'], seed=11, first_game=True),\n"
    "                  bots={1: GreedyBot(3)}, bot_delay=0, seat=0, autosave=False)\n"
    "table",
    "_me = GreedyBot(7)\nfor _ in range(12):\n    table.apply(_me.choose(table.game))",
    "table",  # a second view of the same widget, displayed after the moves
]

#: Each table view's log as the page shows it (every line, also those "Earlier moves" hides).
SHOWN = (
    "() => [...document.querySelectorAll('.hbt-table .hbt-log-list')].map((ol) =>\n"
    "  [...ol.querySelectorAll('li')].map((li) => li.textContent))"
)


def test_every_view_shows_the_whole_log_after_additions_and_an_undo(lab: Any) -> None:
    page = open_notebook(lab, CELLS, count=2)
    ply = lab.kernel_json("table.game.history.ply")
    assert ply > 12
    wait_ply(page, ply)
    log = lab.kernel_json("table._log")
    sent = lab.kernel_json("len(table._log_add['lines'])")
    assert sent < len(log)  # the last update held new lines only
    page.wait_for_function(f"() => ({SHOWN})().every((l) => l.length === {len(log)})")
    assert page.evaluate(SHOWN) == [log, log]
    lab.kernel_run("table.undo()")
    short = lab.kernel_json("table._log")
    assert len(short) < len(log)
    page.wait_for_function(f"() => ({SHOWN})().every((l) => l.length === {len(short)})")
    assert page.evaluate(SHOWN) == [short, short]
    lab.kernel_run("table.apply(_me.choose(table.game))")
    longer = lab.kernel_json("table._log")
    page.wait_for_function(f"() => ({SHOWN})().every((l) => l.length === {len(longer)})")
    assert page.evaluate(SHOWN) == [longer, longer]
    ARTIFACTS.mkdir(exist_ok=True)
    page.locator(".hbt-table .hbt-log").last.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "table-log-second-view.png"))
    assert lab.page_errors == []
