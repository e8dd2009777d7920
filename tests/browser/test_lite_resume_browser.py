"""A game kept across a page reload in the served JupyterLite site (issue 28).

The learner opens notebook 10 (the full game) in the Lite site, runs it and takes one
decision by clicking the table. The game is autosaved in the browser's drive. The page is
reloaded (a new kernel), the notebook runs again, and the table offers to continue the game;
Continue shows the same position: the same actions in the kernel and the same log on the
table as before the reload.

The site and the page come from test_lite_store_browser (the site built once per worker).
"""

from __future__ import annotations

import json
from typing import Any

from .hosts import LiteHost
from .tablepage import KERNEL_HELPERS, click_action, table, wait_ply
from .test_hosts_browser import lite_site  # noqa: F401 (the session's site)
from .test_lite_store_browser import EXECUTE, STORE, lite, wait_stored  # noqa: F401

NOTEBOOK = "en/10_full_game.ipynb"
#: The kernel's names for the tablepage helpers: ``table`` is the first game's table.
SETUP = (
    "table = play.table\n"
    + KERNEL_HELPERS
    + "\nfrom honeybuzz_lab.games.honeybuzz.game import GreedyBot\n"
)


def kernel_json(page: Any, expression: str) -> Any:
    """The value of ``expression`` in the notebook's kernel, through JSON."""
    out = page.evaluate(EXECUTE, f"import json as _j\nprint(_j.dumps({expression}))")
    try:
        return json.loads(out.strip().splitlines()[-1])
    except (ValueError, IndexError):
        raise AssertionError(f"the kernel answered {out!r} to {expression}") from None


def open_game(h: LiteHost, page: Any) -> None:
    """Open notebook 10 with every cell run; wait until its first table is drawn."""
    h.open(page, NOTEBOOK, timeout=300_000)
    page.wait_for_function(
        "() => !!document.querySelector('.hbt-table[data-pending]')", timeout=120_000
    )


def test_a_decision_survives_a_reload_and_continue_shows_the_same_position(
    lite: tuple[LiteHost, Any],  # noqa: F811
) -> None:
    h, page = lite
    open_game(h, page)
    assert table(page).locator(".hbk-offer:not([hidden])").count() == 0  # a first visit
    assert kernel_json(page, "play.table.offered is None")
    page.evaluate(EXECUTE, SETUP)
    step = kernel_json(page, "_next(GreedyBot(7))")
    click_action(page, 0, step["action"], step["id"])
    wait_ply(page, 1)
    actions = kernel_json(page, "[a.to_json() for a in play.game.actions]")
    assert actions == [step["action"]]
    log = table(page).locator(".hbt-log-list li").all_text_contents()
    assert log
    pending = table(page).get_attribute("data-pending")
    assert kernel_json(page, "play.table.saved_id is not None")  # autosaved
    wait_stored(page, STORE, b'"actions"')  # the store's file is in the browser's drive

    page.reload()
    open_game(h, page)
    offer = table(page).locator(".hbk-offer:not([hidden])")
    offer.wait_for(state="visible", timeout=60_000)
    text = offer.locator(".hbk-offer-text").text_content() or ""
    assert text.startswith("Continue your game from today at ") and text.endswith("(turn 1)?")
    assert kernel_json(page, "play.table.offered is not None")

    offer.locator(".hbk-offer-continue").click()
    page.wait_for_function("() => !document.querySelector('.hbt-table .hbk-offer:not([hidden])')")
    assert kernel_json(page, "play.table.offered is None")
    assert kernel_json(page, "[a.to_json() for a in play.game.actions]") == actions
    wait_ply(page, 1)
    assert table(page).locator(".hbt-log-list li").all_text_contents() == log
    assert table(page).get_attribute("data-pending") == pending
