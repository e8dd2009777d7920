"""A table of four players: the learner's hive large, the others small, each growing on hover.

A game of four (the learner and three bots) in the middle of the game, at 1280 x 800 with
the file browser open and on a 1920 x 1080 projector: the learner's board has a row of its
own with its hive drawn large (it was a narrow column, its hive's hexes about 26 px on the
laptop and 35 on the projector in a tall empty frame; the others' panels stretched as tall, their
small hives above an empty half); the three others stand in one row below. Another's small
hive grows under the pointer and under the keyboard's focus (drawn over the page: nothing
else moves; kept in the table and the window) and goes back when the pointer leaves. So do
the others' honeycombs at a Honeycomb Hustle table of six.
"""

from __future__ import annotations

import json
from typing import Any

from .conftest import ARTIFACTS
from .picture import picture_figures
from .screen import scroll_to, wait_still
from .tablepage import open_notebook

CELLS = [
    "from honeybuzz_lab.games.honeybuzz.widgets import GameTable\n"
    "from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot\n"
    "g = Game.new(['You', 'Ann', 'Ben', 'Cy'], seed=5)\n"
    "while len(g.actions) < 80 or g.pending.player != 0:\n"
    "    g.apply(GreedyBot(g.pending.player).choose(g))\n"
    "table = GameTable(g, bots={s: GreedyBot(s) for s in (1, 2, 3)}, bot_delay=0, seat=0)\n"
    "table",
]
PLAYERS = ".hbt-players"
#: The learner's hive's hexes are at least this wide (px), as on the other tables.
MIN_HEX = 40
#: Another's hive grows at least this much under the pointer.
MIN_GROWTH = 1.5

#: Boxes on screen: the players' panels, the others' hives (as laid out, before any
#: transform: their offset boxes), the drawn hive of each, and the log's top.
BOXES_JS = """() => {
    const box = (n) => { const r = n.getBoundingClientRect();
        return [r.left, r.top, r.width, r.height].map((v) => Math.round(v * 10) / 10); };
    const root = document.querySelector('.hbt-table');
    return {
        table: box(root),
        own: box(root.querySelector('.hbt-player.hbt-own')),
        others: [...root.querySelectorAll('.hbt-player.hbt-other')].map(box),
        drawn: [...root.querySelectorAll('.hbt-player.hbt-other .hbt-hive .hb-svg > g')]
            .map(box),
        grown: [...root.querySelectorAll('.hbt-hive.hb-grown')].map(box),
        log: box(root.querySelector('.hbt-log')),
    };
}"""


def _screen(page: Any, width: int, height: int) -> dict[str, Any]:
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_function(
        "(wide) => (document.querySelector('.hbt-table').offsetWidth > 1000) === wide",
        arg=width > 1280,
    )
    wait_still(page, PLAYERS)
    scroll_to(page, ".hbt-player.hbt-own .hbt-hive", 0)
    page.wait_for_timeout(300)
    own = picture_figures(page, ".hbt-player.hbt-own .hbt-hive", 0, pictures=False)
    return {"own hex": own["hex"], **page.evaluate(BOXES_JS)}


def test_four_players_the_learners_hive_large_the_others_grow(lab: Any) -> None:
    page = open_notebook(lab, CELLS)
    assert page.locator(".jp-FileBrowser").is_visible()
    seen = {}
    for width, height in [(1920, 1080), (1280, 800)]:
        got = seen[f"{width}x{height}"] = _screen(page, width, height)
        page.screenshot(path=str(ARTIFACTS / f"four-players-{width}.png"))
        assert got["own hex"] >= MIN_HEX, got
        # the learner's board spans the row; the three others stand in one row below it
        assert abs(got["own"][2] - got["table"][2]) < 40, got
        tops = {round(o[1]) for o in got["others"]}
        assert len(got["others"]) == 3 and len(tops) == 1, got
        assert min(o[1] for o in got["others"]) > got["own"][1] + got["own"][3] - 1, got
    # At 1280 x 800: Ann's hive under the pointer grows, in the window, nothing else moves.
    before = seen["1280x800"]
    hive = page.locator(".hbt-player.hbt-other .hbt-hive").first
    hive.scroll_into_view_if_needed()
    page.wait_for_timeout(200)
    before = page.evaluate(BOXES_JS)
    hive.hover()
    page.wait_for_timeout(400)  # the growth (150 ms)
    grown = page.evaluate(BOXES_JS)
    page.screenshot(path=str(ARTIFACTS / "four-players-grown.png"))
    seen["grown"] = grown
    (ARTIFACTS / "four-players.json").write_text(json.dumps(seen, indent=1))
    assert len(grown["grown"]) == 1, grown
    growth = grown["drawn"][0][2] / before["drawn"][0][2]
    assert growth >= MIN_GROWTH, (growth, before, grown)
    left, top, width, height = grown["grown"][0]
    assert left >= grown["table"][0] - 1 and left + width <= grown["table"][0] + grown["table"][2]
    assert top >= 0 and top + height <= 800, grown
    # drawn over its neighbours: what is on screen at its right part is the grown hive
    on_top = page.evaluate(
        "([x, y]) => !!document.elementFromPoint(x, y)?.closest('.hbt-hive.hb-grown')",
        [left + width - 20, top + height / 2],
    )
    assert on_top, grown
    assert grown["others"] == before["others"] and grown["log"] == before["log"], (before, grown)
    # The pointer gone: drawn small again.
    page.mouse.move(5, 5)
    page.wait_for_timeout(400)
    assert page.evaluate(BOXES_JS)["grown"] == []
    # The keyboard: a button of Ben's hive focused grows it; focus elsewhere, it shrinks.
    ben = page.locator(".hbt-player.hbt-other").nth(1).locator(".hbt-hive button").first
    ben.focus()
    page.wait_for_timeout(400)
    assert len(page.evaluate(BOXES_JS)["grown"]) == 1
    page.locator(".hbt-player.hbt-own .hbt-hive button").first.focus()
    page.wait_for_timeout(400)
    assert page.evaluate(BOXES_JS)["grown"] == []
    assert lab.page_errors == []


HUSTLE = [
    "from honeybuzz_lab.games.hustle.widgets.table import HustleTable\n"
    "table = HustleTable(players=6, seat=0, seed=3, bot_delay=0)\n"
    "table",
]
#: The others' honeycombs (with tokens), their cards, and the one grown.
COMBS_JS = """() => {
    const box = (n) => { const r = n.getBoundingClientRect();
        return [r.left, r.top, r.width, r.height].map((v) => Math.round(v * 10) / 10); };
    const combs = [...document.querySelectorAll('.hbh-others .hbh-minicomb')];
    return {
        table: box(document.querySelector('.hbh-others')),
        cards: [...document.querySelectorAll('.hbh-others .hbh-player')].map(box),
        built: combs.filter((c) => c.querySelector('g')).map(box),
        grown: [...document.querySelectorAll('.hbh-minicomb.hb-grown')].map(box),
    };
}"""


def test_six_at_honeycomb_hustle_the_others_honeycombs_grow(lab: Any) -> None:
    lab.notebook(HUSTLE, wait=".hbh-others .hbh-minicomb g")
    page = lab.page
    page.set_viewport_size({"width": 1280, "height": 800})
    comb = page.locator(".hbh-others .hbh-minicomb:has(g)").first
    comb.scroll_into_view_if_needed()
    wait_still(page, ".hbh-others")
    before = page.evaluate(COMBS_JS)
    comb.hover()
    page.wait_for_timeout(400)
    grown = page.evaluate(COMBS_JS)
    page.screenshot(path=str(ARTIFACTS / "hustle-six-grown.png"))
    assert len(grown["grown"]) == 1, grown
    assert grown["grown"][0][2] >= MIN_GROWTH * before["built"][0][2], (before, grown)
    left, top, width, height = grown["grown"][0]
    assert left >= grown["table"][0] - 1 and left + width <= grown["table"][0] + grown["table"][2]
    assert top >= 0 and top + height <= 800, grown
    assert grown["cards"] == before["cards"], (before, grown)  # nothing else moved
    page.mouse.move(5, 5)
    page.wait_for_timeout(400)
    assert page.evaluate(COMBS_JS)["grown"] == []
    comb.focus()  # the keyboard reaches it too
    page.wait_for_timeout(400)
    assert len(page.evaluate(COMBS_JS)["grown"]) == 1
    assert lab.page_errors == []
