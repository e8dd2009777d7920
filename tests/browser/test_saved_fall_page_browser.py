"""A saved Fall Flavors table page draws every module's part, readable (Chromium): its
texts at least 11 px, and in the saved picture (``to_html``, what a notebook shows without a
kernel) every text at 4.5:1 and every leaf, cap and fruit at 3:1 against what is behind it,
on a light and on a dark notebook."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.widgets import GameTable

from .contrast import CONTRAST_JS

PARTS = ("sunset", "fruit-field", "fruit-market", "leaves", "caps", "festival")
#: The output area of JupyterLab's two themes: background and text colour.
THEMES = {"light": ("#ffffff", "rgba(0, 0, 0, 0.87)"), "dark": ("#111111", "#ffffff")}


def show_whole(page: Any, picture: str, background: str, colour: str) -> None:
    """The saved ``picture`` on a notebook's output of those colours, the page as tall as
    it is (so every point of the picture is on the screen: a point below it hits nothing)."""
    page.set_content(
        f'<body style="margin:16px;background:{background};color:{colour}">{picture}</body>'
    )
    height = page.evaluate("document.documentElement.scrollHeight")
    page.set_viewport_size({"width": 1280, "height": height})


def on_each_theme(browser: Any, picture: str, look: Callable[[Any, str], Any]) -> dict[str, Any]:
    """``look(page, theme)`` at the saved ``picture`` shown whole (:func:`show_whole`) on
    each notebook theme's colours, on an offline page at 1280 x 800; what it found, by theme."""
    context = browser.new_context(offline=True, viewport={"width": 1280, "height": 800})
    page = context.new_page()
    found = {}
    try:
        for theme, (bg, fg) in THEMES.items():
            show_whole(page, picture, bg, fg)
            found[theme] = look(page, theme)
            page.set_viewport_size({"width": 1280, "height": 800})
    finally:
        context.close()
    return found


#: Every text of the picture (HTML and SVG) below 4.5:1, every mark below 3:1, against what
#: is really behind it: an SVG shape under it (its fill, over what is under that) or the
#: page's background.
PICTURE_CONTRAST_JS = (
    "(root) => {"
    + CONTRAST_JS
    + """
    const shape = (e) => e instanceof SVGElement && e.tagName !== "svg";
    const behind = (node) => {
        const b = node.getBoundingClientRect();
        const x = b.left + b.width / 2, y = b.top + b.height / 2;
        const above = [];
        let bg = null;
        for (const e of document.elementsFromPoint(x, y)) {
            if (e === node || node.contains(e) || e.closest("text")) continue;
            if (!shape(e)) { bg = background(e); break; } // the svg or the page around it
            if (e.contains(node)) continue; // a group around it
            const cs = getComputedStyle(e);
            if (!cs.fill.startsWith("rgb")) continue;
            const c = rgba(cs.fill);
            c[3] *= parseFloat(cs.fillOpacity) * parseFloat(cs.opacity);
            if (c[3] >= 1) { bg = c.slice(0, 3); break; }
            above.push(c);
        }
        bg = bg || background(document.body);
        for (const c of above.reverse()) bg = over(c, bg);
        return bg;
    };
    const seen = (n) => n.getClientRects().length && !n.closest("title");
    const out = {low: [], faint: []};
    const top = document.querySelector(root);
    for (const n of top.querySelectorAll("*")) {
        if (n.tagName === "title" || !seen(n)) continue;
        const own = [...n.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim());
        if (!own) continue;
        const cs = getComputedStyle(n);
        const svgText = n instanceof SVGElement;
        const bg = svgText ? behind(n.closest("text")) : background(n);
        const ink = rgba(svgText ? cs.fill : cs.color);
        const r = ratio(over(ink, bg), bg);
        if (r < 4.5) out.low.push([n.textContent.trim().slice(0, 40), Math.round(r * 10) / 10]);
    }
    for (const m of top.querySelectorAll('.hb-leaf, .hb-cap, g[class^="hbt-ff-"]')) {
        if (!seen(m)) continue;
        const paint = m.querySelector("path, circle, ellipse, polygon, rect") || m;
        const cs = getComputedStyle(paint);
        const bg = behind(m);
        const best = Math.max(0, ...[cs.fill, cs.stroke].filter((c) => c.startsWith("rgb"))
            .map((c) => ratio(over(rgba(c), bg), bg)));
        if (best < 3) out.faint.push([m.getAttribute("class"), Math.round(best * 10) / 10]);
    }
    return out;
}"""
)


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


def test_the_saved_fall_picture_reads_on_a_light_and_a_dark_notebook(
    browser: Any, screenshot_dir: Path
) -> None:
    game = Game.new(
        ["Anna", "Ben"], seed=3, modules=["fall.fruit", "fall.leaves", "fall.caps", "fall.festival"]
    )
    bot = GreedyBot(2)
    for _ in range(120):
        game.apply(bot.choose(game))
    picture = GameTable(game, seat=0, bot_delay=0).to_html()

    def look(page: Any, theme: str) -> Any:
        marks = page.locator(".hbt-static .hb-leaf, .hbt-static .hb-cap").count()
        assert marks > 0  # leaves and caps are drawn (on the stacks' tops and the hives)
        found = page.evaluate(PICTURE_CONTRAST_JS, ".hbt-static")
        page.set_viewport_size({"width": 1280, "height": 800})
        page.screenshot(path=str(screenshot_dir / f"saved-fall-picture-{theme}.png"))
        return found

    found = on_each_theme(browser, picture, look)
    assert found == {t: {"low": [], "faint": []} for t in THEMES}, found
