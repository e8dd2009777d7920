"""A picture of the game table in the light theme, for the README.

Written to test-artifacts/screenshots/table-parts.png, or with HONEYBUZZ_UPDATE_SCREENSHOTS=1
to notebooks/images/table-parts.png (the full game's table.png comes from
test_table_pictures_browser.py). The game is a fixed one in the middle of a turn: the learner
forages, so the woodland shows its costs and gains, and a lesson's highlight is on.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .tablepage import open_notebook, wait_pending

CELLS = [
    "from honeybuzz_lab.games.honeybuzz.widgets import GameTable\n"
    "from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot",
    "table = GameTable(Game.new(['Anna', 'Bee-bot'], seed=11, first_game=True),\n"
    "                  bots={1: GreedyBot(1)}, bot_delay=0, seat=0)\n"
    "table",
    "me = GreedyBot(7)\n"
    "game = table.game\n"
    "while not (game.pending.kind == 'forage' and game.turn_number > 8):\n"
    "    game.apply(me.choose(game))\n"
    "table.highlight = [{'area': 'market', 'resource': 'pollen'}]\n"
    "table.notice = 'Foraging: each marked space shows its cost and what ending there gives.'",
]


def test_screenshot_of_the_table(lab: Any, screenshot_dir: Path) -> None:
    lab.page.set_viewport_size({"width": 1500, "height": 2400})
    page = open_notebook(lab, CELLS)
    wait_pending(page, "forage")
    page.wait_for_function("() => document.querySelector('.hbt-notice:not([hidden])')")
    # the table alone: no file browser beside it
    page.evaluate("() => window.jupyterapp.commands.execute('application:toggle-left-area')")
    page.wait_for_timeout(600)
    table = page.locator(".hbt-table")
    table.evaluate("(t) => t.scrollIntoView({block: 'start', behavior: 'instant'})")
    page.wait_for_timeout(200)
    path = screenshot_dir / "table-parts.png"
    table.screenshot(path=str(path))
    assert path.stat().st_size > 50_000
    assert lab.page_errors == []
