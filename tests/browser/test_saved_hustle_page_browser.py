"""A saved Honeycomb Hustle table page reads (Chromium, no JupyterLab): its texts at least
11 px, every token of the honeycombs drawn, and in the saved picture (``to_html``, what a
notebook shows without a kernel) every text at 4.5:1 and every token and mark at 3:1
against what is behind it, on a light and on a dark notebook."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from honeybuzz_lab.games.hustle.game import PlanningBot
from honeybuzz_lab.games.hustle.widgets.table import HustleTable

from .contrast import CONTRAST_JS, text_report
from .test_saved_fall_page_browser import PICTURE_CONTRAST_JS, THEMES, on_each_theme

#: Every token (its hex: fill or outline) and every mark (its bar) below 3:1 against what
#: is really behind it: the honeycomb's ground, or the token under the mark.
MARKS_JS = (
    "(root) => {"
    + CONTRAST_JS
    + """
    const behind = (node) => {
        const b = node.getBoundingClientRect();
        const x = b.left + b.width / 2, y = b.top + b.height / 2;
        for (const e of document.elementsFromPoint(x, y)) {
            if (e === node || node.contains(e) || e.closest("text")) continue;
            if (!(e instanceof SVGElement) || e.tagName === "svg") return background(e);
            if (e.contains(node)) continue; // the token's group
            const fill = getComputedStyle(e).fill;
            if (fill.startsWith("rgb")) return rgba(fill).slice(0, 3);
        }
        return background(document.body);
    };
    const best = (paints, bg) => Math.max(0, ...paints
        .filter((c) => c && c.startsWith("rgb")).map((c) => ratio(over(rgba(c), bg), bg)));
    const out = [];
    const top = document.querySelector(root);
    for (const g of top.querySelectorAll(".hbh-token")) {
        const hex = g.querySelector("polygon");
        const cs = getComputedStyle(hex);
        const r = best([cs.fill, cs.stroke], behind(hex));
        if (r < 3) out.push([g.dataset.kind, Math.round(r * 10) / 10]);
    }
    for (const line of top.querySelectorAll(".hbh-mark")) {
        const r = best([getComputedStyle(line).stroke], behind(line)); // a bar: its stroke
        if (r < 3) out.push(["mark", Math.round(r * 10) / 10]);
    }
    return out;
}"""
)


def _table(language: str) -> HustleTable:
    """A table of four whose every honeycomb holds tokens (a bot plays every seat)."""
    t = HustleTable(
        players=4, seat=0, bots={}, seed=5, bot_delay=0, autosave=False, language=language
    )
    bot = PlanningBot(1)
    while any(len(p["honeycomb"]) < 2 for p in t._data["players"]):
        t.game.apply(bot.choose(t.game))
    return t


@pytest.mark.parametrize("language", ["en", "hu"])
def test_a_saved_hustle_table_page_draws_every_token_with_readable_text(
    browser: Any, screenshot_dir: Path, tmp_path: Path, language: str
) -> None:
    table = _table(language)
    path = table.save_html(tmp_path / f"hustle-{language}.html")
    context = browser.new_context(offline=True, viewport={"width": 1280, "height": 800})
    page = context.new_page()
    try:
        page.goto(path.as_uri())
        tokens = sum(len(p["honeycomb"]) for p in table._data["players"])
        assert page.locator(".hbh-static .hbh-comb .hbh-token").count() == tokens
        for part in ("mine", "board", "others", "log"):
            box = page.locator(f".hbh-static-{part}").bounding_box()
            assert box and box["width"] > 100 and box["height"] > 30, (part, box)
        # nothing wider than the screen
        assert page.evaluate("document.documentElement.scrollWidth") <= 1280
        assert text_report(page, ".hbh-static") == {"small": [], "low": []}
        page.screenshot(path=str(screenshot_dir / f"saved-hustle-{language}.png"), full_page=True)
    finally:
        context.close()


def test_the_saved_hustle_picture_reads_on_a_light_and_a_dark_notebook(
    browser: Any, screenshot_dir: Path
) -> None:
    picture = _table("en").to_html()

    def look(page: Any, theme: str) -> Any:
        found = {
            **page.evaluate(PICTURE_CONTRAST_JS, ".hbh-static"),
            "faint": page.evaluate(MARKS_JS, ".hbh-static"),
        }
        page.screenshot(path=str(screenshot_dir / f"saved-hustle-picture-{theme}.png"))
        return found

    found = on_each_theme(browser, picture, look)
    assert found == {t: {"low": [], "faint": []} for t in THEMES}, found
