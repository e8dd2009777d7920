"""Lesson 9 in a real JupyterLab: press Why?, take a suggested action by clicking, bots answer."""

from __future__ import annotations

from typing import Any


def test_why_then_play_a_suggestion(lab: Any) -> None:
    page = lab.notebook(
        [
            "from honeybuzz_lab.lessons.full_game import FullGame\n"
            "play = FullGame(bots=1, strength='greedy', seed=5, bot_delay=0)\nplay",
        ],
        wait=".hb-why-button",
    )
    page.locator(".hbt-table").first.wait_for(state="visible")
    assert lab.kernel_json("play.game.history.ply") == 0
    assert "Press Why?" in page.locator(".hb-why-message").text_content()

    page.locator(".hb-why-button").click()
    first = page.locator(".hb-why-play-1")
    first.wait_for(state="visible", timeout=15_000)
    assert "Play this: Take an Accounting tile with a beeline of 1" in first.text_content()
    assert page.locator(".hb-why-play").count() == 5
    assert "The greedy bot would choose" in page.locator(".hb-why-bot-text").text_content()
    # the bot's pick is outlined on the table
    assert lab.kernel_json("play.table.highlight") == [{"area": "box", "name": "decree_accounting"}]
    assert lab.kernel_json("play.game.history.ply") == 0  # asking changed nothing

    first.click()
    page.wait_for_function(
        "() => document.querySelector('.hbt-table')?.dataset.ply === '1'", timeout=15_000
    )
    assert lab.kernel_json("[a.to_json() for a in play.game.actions]") == [
        {"kind": "take_tile", "tile": "accounting", "workers": 1}
    ]
    assert "Played: Take an Accounting tile" in page.locator(".hb-why-message").text_content()
    assert page.locator(".hb-why-play").count() == 0

    # The next decision is the placement: Why? again, and play the best spot.
    page.locator(".hb-why-button").click()
    page.locator(".hb-why-play-1").wait_for(state="visible", timeout=15_000)
    assert lab.kernel_json("play.why.advice.decision") == "place"
    page.locator(".hb-why-play-1").click()
    page.wait_for_function(
        "() => document.querySelector('.hbt-table')?.dataset.ply === '2'", timeout=15_000
    )
    assert lab.kernel_json("play.game.actions[-1].kind") == "place"
    assert not lab.page_errors
