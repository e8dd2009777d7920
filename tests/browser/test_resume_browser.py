"""A game kept across a kernel restart, in a real JupyterLab (issue 28).

The learner plays a move on a FullGame by clicking the table; the kernel restarts; the
notebook runs again, and the new table offers on itself to continue the game ("Continue
your game from today at ... (turn 1)?"); Continue shows the same position, and the game
goes on from it.
"""

from __future__ import annotations

from typing import Any

from .tablepage import KERNEL_HELPERS, click_action, next_step, open_notebook, table, wait_ply

CELLS = [
    "from honeybuzz_lab.games.honeybuzz.lessons.full_game import FullGame\n"
    "from honeybuzz_lab.games.honeybuzz.game import GreedyBot\n"
    "play = FullGame(bots=1, strength='random', bot_delay=0)\n"
    "table = play.table\n"
    "play",
    KERNEL_HELPERS + "\n_me = GreedyBot(7)",
]


def _restart_kernel(lab: Any) -> None:
    lab.page.evaluate(
        "async () => {"
        " await window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.restart();"
        "}"
    )
    lab.page.wait_for_function(
        """() => {
            const s = window.jupyterapp.shell.currentWidget.sessionContext.session;
            return !!(s && s.kernel && s.kernel.status === 'idle');
        }""",
        timeout=60_000,
    )


def test_a_move_survives_a_kernel_restart_and_continue_shows_the_same_position(lab: Any) -> None:
    page = open_notebook(lab, CELLS)
    lab.kernel_run("assert _me is not None")
    assert page.locator(".hbk-offer:not([hidden])").count() == 0  # nothing saved yet
    step = next_step(lab)
    click_action(page, 0, step["action"], step["id"])
    wait_ply(page, 1)
    actions = lab.kernel_json("[a.to_json() for a in play.game.actions]")
    assert actions == [step["action"]]
    log = table(page).locator(".hbt-log-list li").all_text_contents()
    pending = table(page).get_attribute("data-pending")

    _restart_kernel(lab)
    lab.run_all()
    offer = page.locator(".hbk-offer:not([hidden])")
    offer.wait_for(state="visible", timeout=60_000)
    text = offer.locator(".hbk-offer-text").text_content() or ""
    assert text.startswith("Continue your game from today at ") and text.endswith("(turn 1)?")
    assert offer.locator(".hbk-offer-new").text_content() == "New game"
    # behind the offer: the saved position, which takes no input yet
    wait_ply(page, 1)
    assert lab.kernel_json("[a.to_json() for a in play.game.actions]") == actions

    offer.locator(".hbk-offer-continue").click()
    page.wait_for_function("() => !document.querySelector('.hbk-offer:not([hidden])')")
    assert lab.kernel_json("play.table.offered is None")
    assert lab.kernel_json("[a.to_json() for a in play.game.actions]") == actions
    assert table(page).locator(".hbt-log-list li").all_text_contents() == log
    assert table(page).get_attribute("data-pending") == pending
    # and the game goes on from there, saved in the same row
    lab.kernel_run("assert _me is not None")
    step = next_step(lab)
    click_action(page, 0, step["action"], step["id"])
    wait_ply(page, 2)
    assert lab.kernel_json(
        "__import__('honeybuzz_lab.core.saved_games', fromlist=['x']).saved_games()[0].record"
        "['actions'] == play.game.to_record()['actions']"
    )
    assert not lab.page_errors
