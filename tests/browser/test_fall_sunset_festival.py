"""Sweetwater Sunset, the Harvest Festival and the module chooser on the table, in
JupyterLab: in one game the learner opens "New game…", ticks the Harvest Festival (which
brings Sweetwater Sunset, shown ticked and fixed) by clicking, starts it (confirming, in
place, that the game in progress is abandoned), sees the sunset
strip, and at the end of a turn retires a worker by clicking a toast card's "Toast" button.
Then the fit at 1280 x 800 with the file browser open, and text size and contrast of the
three parts in the light and dark theme (screenshots in test-artifacts/screenshots)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from .conftest import DARK, LIGHT
from .contrast import text_report
from .screen import measure, not_fully_visible, scroll_to
from .tablepage import KERNEL_HELPERS, open_notebook, table, wait_ply

CELLS = [
    "from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot\n"
    "from honeybuzz_lab.games.honeybuzz.widgets import GameTable",
    "table = GameTable(Game.new(['Ann', 'Ben'], seed=6), bots={1: GreedyBot(1)}, bot_delay=0,"
    " seat=0)\ntable",
    KERNEL_HELPERS
    + '''
_me = GreedyBot(5)
RETIRE = ("retire_toast", "retire_work")

def _to_retire():
    """Play the learner's moves (never retiring) until a worker may be retired."""
    game = table.game
    for _ in range(3000):
        kinds = {a.kind for a in game.legal_actions()}
        if game.pending.kind == "end_turn" and "retire_toast" in kinds:
            break
        action = _me.choose(game)
        if action.kind in RETIRE:
            action = next(a for a in game.legal_actions() if a.kind not in RETIRE)
        table.apply(action)
    return len(game.actions)
''',
]

PARTS = ".hbt-sunset, .hbt-festival, .hbt-newgame"


def _reads_well(page: Any) -> None:
    report = text_report(page, PARTS, '[hidden], .hbt-sr, [aria-hidden="true"]')
    assert report == {"small": [], "low": []}, report


def test_modules_chosen_by_clicking_the_sun_shown_and_a_worker_retired(
    lab: Any, screenshot_dir: Path
) -> None:
    started = time.monotonic()
    page = open_notebook(lab, CELLS)
    page.set_viewport_size({"width": 1280, "height": 800})
    lab.kernel_run("assert _me is not None")
    t = table(page)
    assert t.locator(".hbt-sunset").is_hidden() and t.locator(".hbt-festival").is_hidden()

    # The dialog: one line per module; the festival brings the sunset, ticked and fixed.
    t.get_by_role("button", name="New game…").click()
    dialog = t.get_by_role("dialog", name="New game: choose the modules")
    dialog.wait_for(state="visible")
    assert dialog.locator(".hbt-newgame-module").count() == 6
    assert "toast" in dialog.locator("[data-module='fall.festival'] .hbt-newgame-line").inner_text()
    dialog.get_by_text("Harvest Festival", exact=True).click()
    sunset_box = dialog.locator("input[data-module='fall.sunset']")
    assert sunset_box.is_checked() and sunset_box.is_disabled()
    assert dialog.locator("[data-module='fall.sunset'] .hbt-newgame-implied").is_visible()
    _reads_well(page)
    page.screenshot(path=str(screenshot_dir / "fall-chooser-1280x800-light.png"))
    dialog.get_by_role("button", name="Start the new game").click()
    # a game is in progress: the dialog asks first, in place, and nothing is sent yet
    question = dialog.get_by_text("Abandon this game?", exact=True)
    question.wait_for(state="visible")
    assert dialog.get_by_role("button", name="Start the new game").is_hidden()
    assert lab.kernel_json("len(table.game.rules.modules)") == 0
    dialog.get_by_role("button", name="No", exact=True).click()
    assert question.is_hidden()
    dialog.get_by_role("button", name="Start the new game").click()
    dialog.get_by_role("button", name="Yes", exact=True).click()
    dialog.wait_for(state="hidden")
    for _ in range(100):
        if lab.kernel_json("list(table.game.rules.modules)") == ["fall.sunset", "fall.festival"]:
            break
        page.wait_for_timeout(100)
    assert lab.kernel_json("table.game.to_record()['modules']") == ["fall.sunset", "fall.festival"]

    # The sunset strip: the track with the sun at the start, how far the end is.
    strip = t.locator(".hbt-sunset")
    strip.wait_for(state="visible")
    # The track's length is reconstructed data: the engine says it.
    last = lab.kernel_json("table.game.state.modules['fall.sunset'].last")
    assert strip.locator(".hbt-sunset-space").count() == last + 1
    assert strip.locator(".hbt-sunset-sun").get_attribute("data-space") == "0"
    end = strip.locator(".hbt-sunset-end").inner_text()
    assert end == f"{last} spaces to go."
    # The equal-turns rule opens in place under "i" (shut, it is not in the way).
    rule = strip.locator(".hbt-sunset-rule")
    assert rule.get_attribute("open") is None
    rule.locator("summary").click()
    assert "played out to" in rule.locator("p").inner_text()
    rule.locator("summary").click()
    # The strip is drawn whole, in one short row.
    page.wait_for_timeout(400)
    scroll_to(page, ".hbt-sunset", 0)
    found = measure(page, ".hbt-table", 0, [".hbt-sunset"])
    page.screenshot(path=str(screenshot_dir / "fall-sunset-1280x800-light.png"))
    assert not not_fully_visible(found), found

    # The end of a turn: retire a worker by clicking a toast card's button.
    ply = lab.kernel_json("_to_retire()")
    wait_ply(page, ply)
    fest = t.locator(".hbt-festival")
    card = fest.locator(".hbt-festival-card:has(.hbt-festival-toast)").first
    card.wait_for(state="visible")
    card_id = card.get_attribute("data-card")
    coins = lab.kernel_json(
        "[c['now'] for c in table.module_data('fall.festival')['cards']"
        f" if c['card'] == '{card_id}'][0]"
    )
    assert f"Ann would get {coins} coin" in card.inner_text()
    # one button per answer: Work on the festival (not on the decision panel too)
    work = t.get_by_role("button", name="Retire a worker to work: a Decree", exact=True)
    assert work.count() == 1 and "hbt-festival-workbtn" in str(work.get_attribute("class"))
    # no worker retired yet: an empty outline, no piece reading 0
    ann = fest.locator(".hbt-festival-retired li[data-seat='0']")
    assert ann.locator(".hbt-festival-none").count() == 1 and ann.locator("text").count() == 0
    page.wait_for_timeout(600)  # the body has scrolled to the decision's targets
    scroll_to(page, ".hbt-table", 0)
    found = measure(
        page,
        ".hbt-table",
        0,
        [
            ".hbt-decision .hbt-prompt",
            ".hbt-festival .hbt-festival-toast",
        ],
    )
    page.screenshot(path=str(screenshot_dir / "fall-festival-1280x800-light.png"))
    assert not not_fully_visible(found), found
    _reads_well(page)
    before = lab.kernel_json("table.game.state.players[0].coins")
    card.locator(".hbt-festival-toast").click()
    page.wait_for_function(
        "() => document.querySelector('.hbt-festival-retired li[data-seat=\"0\"]')"
        "?.dataset.retired === '1'"
    )
    assert lab.kernel_json("table.game.state.players[0].coins") == before + coins
    assert lab.kernel_json("table.game.state.modules['fall.festival'].retired[0]") == 1
    assert fest.locator(f".hbt-festival-card[data-card='{card_id}']").count() == 0

    # The dark theme: the same parts read as well.
    lab.set_theme(DARK)
    page.wait_for_timeout(400)
    _reads_well(page)
    page.screenshot(path=str(screenshot_dir / "fall-festival-1280x800-dark.png"))
    t.get_by_role("button", name="New game…").click()
    _reads_well(page)
    page.keyboard.press("Escape")
    t.get_by_role("dialog").wait_for(state="hidden")
    lab.set_theme(LIGHT)
    assert lab.page_errors == []
    print(f"fall table: {time.monotonic() - started:.1f} s")
