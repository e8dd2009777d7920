"""The saved picture of notebook 10's table is the game's boards, as the live table is
(Chromium, no kernel): what GitHub, nbviewer or an exported page shows of a saved notebook.

The table of notebook 10 is made by its own cells (the ``play`` table as it ships), and a
game in progress beside it; their saved pictures (``to_html``) shown where JupyterLab's
output area is at 1280 x 800 with the file browser open, and measured as
tests/browser/picture.py measures the live table (test_table_pictures_browser): on the first
screen much is drawn as pictures, no text under 11 px, nothing cut off; on the whole
picture the hexes (the stacks', the hives') are big enough to point at and the market's
column heads do not run into each other; every text reads at 4.5:1 on a light and a dark
notebook. Figures measured (the table as it ships; the drawing as text and lists before, as
boards after): first screen pictures 0.34 -> 0.71, words in view 35 -> 15, the median hex
27.7 -> 46.8 px, texts under 11 px 8 (the hive's letters at 6.4 px) -> 0, the heads
"Rosemary" and "Cherry Blossom" overlapping -> apart.
"""

from __future__ import annotations

import json
from typing import Any

from honeybuzz_lab.core.i18n import text
from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.widgets import GameTable

from .conftest import ARTIFACTS, REPO
from .picture import picture_figures
from .test_saved_fall_page_browser import PICTURE_CONTRAST_JS, THEMES, on_each_theme

NAME = "en/10_full_game.ipynb"
#: As on the live table (test_table_pictures_browser).
MIN_PICTURES = 0.55
MIN_HEX = 40
#: Where JupyterLab's output area is at 1280 x 800 with the file browser open (left, top,
#: width): the saved picture is shown there, the notebook scrolled to it.
AREA = (385, 95, 835)

#: The market's column heads (the texts of letters in the market's picture, its name
#: printed on its board aside) that overlap another; and how many there are.
HEADS_JS = """([picture, name]) => {
    const market = [...document.querySelectorAll(".hbt-static svg")]
        .find((s) => s.querySelector(":scope > title")?.textContent === picture);
    if (!market) return {heads: 0, overlaps: ["no market"]};
    const texts = [...market.querySelectorAll("text")]
        .filter((t) => /\\p{L}{2,}/u.test(t.textContent) && t.textContent !== name);
    const boxes = texts.map((t) => [t.textContent, t.getBoundingClientRect()]);
    const overlaps = [];
    for (const [i, [a, ra]] of boxes.entries()) {
        for (const [b, rb] of boxes.slice(i + 1)) {
            const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
            const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
            if (x > 0.5 && y > 0.5) overlaps.push([a, b]);
        }
    }
    return {heads: texts.length, overlaps};
}"""


def notebook_tables() -> dict[str, Any]:
    """The table notebook 10 makes with its own cells as it ships (``play``), and a game
    in progress (``played``: beelines, values passed, orders done, bigger hives), also in
    Hungarian (its long honey names broken with a hyphen)."""
    nb = json.loads((REPO / "notebooks" / NAME).read_text(encoding="utf-8"))
    cells = ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]
    space: dict[str, Any] = {}
    for source in cells[:2]:  # the language, the game to play
        exec(source, space)  # the shipped notebook's own cells
    game = Game.new(["Anna", "Ben"], seed=3)
    bot = GreedyBot(1)
    for _ in range(60):
        game.apply(bot.choose(game))
    return {
        "play": space["play"],
        "played": GameTable(game, seat=0, bot_delay=0),
        "played-hu": GameTable(game, seat=0, bot_delay=0, language="hu"),
    }


def show_in_output_area(page: Any, picture: str) -> None:
    """``picture`` where a notebook's output area is, on a light notebook at 1280 x 800."""
    left, top, width = AREA
    page.set_viewport_size({"width": 1280, "height": 800})
    page.set_content(
        '<body style="margin:0;background:#ffffff;color:rgba(0,0,0,0.87)">'
        f'<div style="position:fixed;left:{left}px;top:{top}px;width:{width}px;bottom:0;'
        f'overflow:auto">{picture}</div></body>'
    )


def figures(browser: Any, table: Any, name: str) -> dict[str, Any]:
    """The picture's figures: the first screen's, the whole picture's hexes, small texts and
    heads, and each theme's texts under 4.5:1."""
    picture = table.to_html()
    context = browser.new_context(offline=True, viewport={"width": 1280, "height": 800})
    page = context.new_page()
    try:
        show_in_output_area(page, picture)
        page.screenshot(path=str(ARTIFACTS / f"saved-table-{name}.png"))
        first = picture_figures(page, ".hbt-static")
        height = page.evaluate("document.querySelector('.hbt-static').scrollHeight")
        page.set_viewport_size({"width": 1280, "height": height + AREA[1] + 20})
        whole = picture_figures(page, ".hbt-static", pictures=False)
        page.screenshot(path=str(ARTIFACTS / f"saved-table-{name}-whole.png"))
        language = table.language
        market = [text(language, f"table.market.{key}") for key in ("picture", "title")]
        heads = page.evaluate(HEADS_JS, market)
    finally:
        context.close()
    low = on_each_theme(
        browser, picture, lambda p, _: p.evaluate(PICTURE_CONTRAST_JS, ".hbt-static")
    )
    return {
        "pictures": round(first["pictures"], 2),
        "words": first["words"],
        "cut": first["cut"],
        "small": first["small"] + whole["small"],
        "hex": round(whole["hex"], 1),
        "hexes": whole["hexes"],
        **heads,
        "low": {theme: found["low"] for theme, found in low.items()},
    }


def test_the_saved_picture_of_notebook_10_is_the_boards(browser: Any) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    seen = {}
    for name, table in notebook_tables().items():
        seen[name] = got = figures(browser, table, name)
        print(name, json.dumps(got))
    (ARTIFACTS / "saved-table-pictures.json").write_text(json.dumps(seen, indent=1))
    for name, got in seen.items():
        assert got["pictures"] >= MIN_PICTURES, (name, got)
        assert got["hex"] >= MIN_HEX, (name, got)
        assert got["small"] == [] and got["cut"] == [], (name, got)
        assert got["heads"] >= 5 and got["overlaps"] == [], (name, got)
        assert got["low"] == {theme: [] for theme in THEMES}, (name, got)


def test_the_saved_picture_says_each_piece_in_words() -> None:
    """Nothing is lost to the drawing: the stacks, columns, cards, counts and players' pieces
    each carry their sentence as a tooltip."""
    html = notebook_tables()["play"].to_html()
    for cls, least in (
        ("hbt-s-stack", 6),
        ("hbt-s-column", 5),
        ("hbt-s-order", 3),
        ("hbt-s-contest", 3),
        ("hbt-s-count", 6),
        ("hbt-s-pitem", 2 * 12),
    ):
        assert html.count(f'<g class="{cls}"><title>') >= least, cls


#: The most words the first screen of a module game's saved picture may say (its pieces say
#: the rest as tooltips; its long rules open in place).
MAX_WORDS = 90


def module_tables() -> dict[str, Any]:
    """A whole Fall Flavors game with every module, and a solo game, some turns in."""
    fall = Game.new(
        ["Anna", "Ben"],
        seed=3,
        modules=["fall.fruit", "fall.leaves", "fall.caps", "fall.festival", "fall.sunset"],
    )
    solo = Game.new(["Ann"], seed=5, modules=["solo"])
    for game, plies in ((fall, 60), (solo, 30)):
        bot = GreedyBot(1)
        for _ in range(plies):
            game.apply(bot.choose(game))
    return {
        "fall": GameTable(fall, seat=0, bot_delay=0),
        "solo": GameTable(solo, seat=0, bot_delay=0),
    }


def test_the_saved_pictures_of_the_modules_parts_are_pieces(browser: Any) -> None:
    """Each module's part of the saved picture is drawn as the live part's pieces (the
    solo part too, which had none): on the first screen much is drawn, few words, nothing
    under 11 px or cut off, every text at 4.5:1 on a light and a dark notebook. Figures
    measured (the modules' parts as headings, paragraphs and lists before, as pieces after):
    Fall first screen pictures 0.47 -> 0.61, words 39 -> 36; solo 0.71 (no solo part) ->
    0.72 with its part near the top, words 20 -> 29; texts under 11 px 0 -> 0."""
    ARTIFACTS.mkdir(exist_ok=True)
    seen = {}
    for name, table in module_tables().items():
        seen[name] = got = figures(browser, table, name)
        got["parts"] = table.to_html().count('class="hbt-s-part"')
        print(name, json.dumps(got))
    (ARTIFACTS / "saved-module-pictures.json").write_text(json.dumps(seen, indent=1))
    # the drawn parts: sunset, fall field, fruit market, leaves, caps, festival; solo's one
    assert seen["fall"]["parts"] == 6 and seen["solo"]["parts"] == 1, seen
    for name, got in seen.items():
        assert got["pictures"] >= MIN_PICTURES, (name, got)
        assert got["words"] <= MAX_WORDS, (name, got)
        assert got["small"] == [] and got["cut"] == [], (name, got)
        assert got["low"] == {theme: [] for theme in THEMES}, (name, got)
