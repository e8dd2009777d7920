"""A saved Fall Flavors table page draws every module's part, readable (Chromium)."""

from __future__ import annotations

from typing import Any

from honeybuzz_lab.game import Game, GreedyBot
from honeybuzz_lab.widgets import GameTable

PARTS = ("sunset", "fruit-field", "fruit-market", "leaves", "caps", "festival")


def test_a_saved_fall_table_shows_each_module_with_readable_text(browser: Any, tmp_path) -> None:
    game = Game.new(
        ["Anna", "Ben"], seed=3, modules=["fall.fruit", "fall.leaves", "fall.caps", "fall.festival"]
    )
    bot = GreedyBot(2)
    for _ in range(80):
        game.apply(bot.choose(game))
    table = GameTable(game, seat=0, bot_delay=0)
    path = table.save_html(tmp_path / "fall.html")
    context = browser.new_context(offline=True, viewport={"width": 1280, "height": 800})
    page = context.new_page()
    try:
        page.goto(path.as_uri())
        for name in PARTS:
            part = page.locator(f".hbt-static-{name}")
            assert part.is_visible(), name
            box = part.bounding_box()
            assert box and box["width"] > 100 and box["height"] > 30, (name, box)
        small = page.evaluate(
            """() => [...document.querySelectorAll('section[class^="hbt-static-"] *')]
              .filter((e) => e.childElementCount === 0 && e.textContent.trim()
                && e.closest('title') === null && e.tagName !== 'title')
              .map((e) => parseFloat(getComputedStyle(e).fontSize))
              .filter((px) => px < 11)"""
        )
        assert small == []
        hexes = page.locator(".hbt-static-fruit-field g[data-space]").count()
        assert hexes == len(table._static["geometry"]["spaces"])
        page.screenshot(path=str(tmp_path / "saved-fall.png"), full_page=True)
    finally:
        context.close()
