"""Autumn Leaves and Nectar Caps on the table in JupyterLab, in one game with both modules:
a leafy top tile shows its leaves on its stack, a leafy tile taken and placed by clicking
carries them (on its button in the tile tray, on its ghost, then on the hive and in the
foliage standing), and at Accounting a click on one of the learner's nectar tiles caps it: the
cap with its value is drawn on the hive, the caps left move on and the trophy standing
changes. Then text size and contrast of both panels at 1280 x 800 in the light and dark theme
(screenshots in test-artifacts/screenshots)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from .conftest import DARK, LIGHT
from .contrast import CONTRAST_JS, text_report
from .screen import measure, not_fully_visible, scroll_to
from .tablepage import (
    KERNEL_HELPERS,
    canonical,
    click_action,
    click_hive_hex,
    hive_hex_xy,
    next_step,
    open_notebook,
    table,
    turn_tile_to,
    wait_applied,
    wait_pending,
    wait_ply,
)

CELLS = [
    "from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot\n"
    "from honeybuzz_lab.games.honeybuzz.game.modules.fall_leaves import top as _top\n"
    "from honeybuzz_lab.games.honeybuzz.widgets import GameTable",
    "table = GameTable(Game.new(['You', 'Bee-bot'], seed=5,"
    " modules=['fall.leaves', 'fall.caps']),\n"
    "                  bots={1: GreedyBot(1)}, bot_delay=0, seat=0)\ntable",
    KERNEL_HELPERS
    + '''
_me = GreedyBot(9)

def _leafy():
    """A tile to take whose stack's top is leafy."""
    game = table.game
    return [a.to_json() for a in game.legal_actions()
            if a.kind == "take_tile" and _top(game.state, a.tile)][0]

def _to_accounting():
    """The learner's moves from the kernel until the learner chooses at Accounting."""
    game = table.game
    while not game.is_over and game.pending.kind != "cap_nectar":
        table.apply(_me.choose(game))
    return len(game.actions)
''',
]
HIVE = '.hbt-player[data-seat="0"]'

# Tray leaves whose fill and outline both have less than 3:1 against the button behind them.
TRAY_LEAVES_FAINT = (
    "(sel) => {"
    + CONTRAST_JS
    + """
    const out = [];
    for (const path of document.querySelectorAll(sel)) {
        const bg = background(path.closest('button'));
        const cs = getComputedStyle(path);
        const best = Math.max(ratio(rgba(cs.fill), bg), ratio(rgba(cs.stroke), bg));
        if (best < 3) out.push([path.parentNode.dataset.colour, Math.round(best * 10) / 10]);
    }
    return out;
}"""
)


def test_leaves_and_caps_clicked_in_one_game(lab: Any, screenshot_dir: Path) -> None:
    started = time.monotonic()
    page = open_notebook(lab, CELLS)
    lab.kernel_run("assert _me is not None")
    t = table(page)
    page.set_viewport_size({"width": 1280, "height": 800})
    wait_pending(page, "turn")

    # A leafy top tile: its stack shows the leaves, and says them (only the top is known).
    tops = lab.kernel_json("table.module_data('fall.leaves')['tops']")
    take = lab.kernel_json("_leafy()")
    stack = t.locator(f'button.hbt-stack[data-tile="{take["tile"]}"]')
    shown = tops[take["tile"]]
    assert stack.locator(".hbt-stack-leaves .hb-leaf").count() == len(shown["leaves"])
    assert shown["text"] in (stack.get_attribute("aria-label") or "")
    left = {k: n for box in lab.kernel_json("table._board") for k, n in box["stacks"].items()}
    for kind, shown_top in tops.items():
        button = t.locator(f'button.hbt-stack[data-tile="{kind}"]')
        assert button.locator(".hbt-stack-leaves").count() == (1 if shown_top else 0)
        assert button.locator(".hbt-empty-stack").count() == (0 if left[kind] else 1)
    foliage = lab.kernel_json("table.module_data('fall.leaves')['foliage']['text']")
    # The card is drawn; its words are its tooltip and what screen readers say.
    card = t.locator(".hbt-leaves-card")
    assert card.locator("svg .hbt-lv-plate").count() == 1
    assert card.locator(".hbt-sr").text_content() == foliage
    assert (card.get_attribute("title") or "").startswith(foliage)

    # Take it by clicking its stack, then place it: the ghost carries the leaves.
    ply = lab.kernel_json("len(table.game.actions)")
    click_action(page, 0, take, canonical(take))
    wait_applied(lab, page, ply, "the leafy stack")
    wait_pending(page, "place")
    step = next_step(lab)
    place = step["action"]
    taken = lab.kernel_json("table.module_data('fall.leaves')['taken']")
    assert taken is not None and len(taken["leaves"]) == len(shown["leaves"])
    assert t.locator(".hbt-leaves-taken").text_content().strip() == taken["text"]
    # The taken tile waits in the hive's tile tray: its button shows the leaves and says them.
    tray = t.locator(f'{HIVE} .hb-tile-btn[data-action="{take["tile"]}"]')
    assert tray.is_visible()
    colours = [c for c, _where in taken["leaves"]]
    drawn = tray.locator(".hb-tile-marks .hb-leaf")
    assert drawn.count() == len(colours)
    assert [drawn.nth(i).get_attribute("data-colour") for i in range(len(colours))] == colours
    # Its label names the tile once, then its leaves ("Forage. Leaves: a red leaf on ...").
    label = tray.get_attribute("aria-label") or ""
    assert taken["tray"] in label and taken["tray"] not in taken["text"]
    for theme in (DARK, LIGHT):  # each icon stands out from the button (3:1), both themes
        lab.set_theme(theme)
        page.wait_for_timeout(600)
        faint = page.evaluate(TRAY_LEAVES_FAINT, f"{HIVE} .hb-tile-marks .hb-leaf path")
        assert faint == [], (theme, faint)
        name = "light" if theme == LIGHT else "dark"
        t.locator(f"{HIVE} .hb-tray-section").screenshot(
            path=str(screenshot_dir / f"fall-leaves-tray-{name}.png")
        )
    turn_tile_to(page, 0, place["direction"])
    x, y = hive_hex_xy(page, 0, tuple(place["anchor"]))
    page.mouse.move(x + 3, y + 2)
    page.mouse.move(x, y)
    ghost = t.locator(f"{HIVE} .hb-ghost-marks .hb-leaf")
    ghost.first.wait_for(state="attached")
    assert ghost.count() == len(taken["leaves"])
    click_hive_hex(page, 0, tuple(place["anchor"]))
    wait_applied(lab, page, step["ply"], "the placing")
    wait_ply(page, lab.kernel_json("len(table.game.actions)"))
    leaves = lab.kernel_json("table.module_data('fall.leaves')")
    mine = leaves["hives"][0]
    assert len(mine) >= len(taken["leaves"])
    assert t.locator(f"{HIVE} .hb-layer-marks .hb-mark-leaf").count() == len(mine)
    for leaf in mine:
        mark = t.locator(f'{HIVE} .hb-mark-leaf[data-hex="{leaf["hex"][0]},{leaf["hex"][1]}"]')
        assert mark.get_attribute("aria-label") == leaf["text"]
    row = t.locator('.hbt-leaves-player[data-seat="0"]')
    assert row.get_attribute("data-total") == str(len(mine))
    assert row.text_content().endswith(leaves["standing"][0]["text"])

    # Accounting: a click on a nectar tile of the hive caps it.
    ply = lab.kernel_json("_to_accounting()")
    wait_ply(page, ply)
    caps = lab.kernel_json("table.module_data('fall.caps')")
    assert caps["choice"] and t.locator(".hbt-caps-choice").text_content() == caps["choice"]
    assert t.locator(".hbt-caps .hbt-cap-next").get_attribute("data-value") == str(caps["next"])
    # The same caps left in the strip under the decision (the panel is above the hives).
    strip = t.locator(".hbt-top .hbt-caps-now")
    assert strip.is_visible()
    assert strip.locator(".hbt-cap-next").get_attribute("data-value") == str(caps["next"])
    assert strip.locator(".hbt-cap-token").count() == len(caps["left"])
    before = t.locator(".hbt-caps-trophies .hbt-sr").text_content()
    had = int(t.locator('.hbt-caps-player[data-seat="0"]').get_attribute("data-caps"))
    cell = lab.kernel_json(
        "[a.cell for a in table.game.legal_actions() if a.kind == 'cap_nectar'][0]"
    )
    assert t.locator(f"{HIVE} .hb-pick").count() >= 1  # the tiles to cap are marked
    # The choice and the tiles to click fit on one screen with the table at the top.
    page.wait_for_timeout(700)
    scroll_to(page, ".hbt-table", 0)
    found = measure(page, ".hbt-table", 0, [".hbt-decision .hbt-prompt", f"{HIVE} .hb-pick"])
    assert not not_fully_visible(found), found
    assert t.locator(".hbt-decision button", has_text="coins").count() >= 1  # or coins
    click_hive_hex(page, 0, tuple(cell))
    wait_applied(lab, page, ply, "a nectar tile at Accounting")
    wait_ply(page, lab.kernel_json("len(table.game.actions)"))
    cap = t.locator(f'{HIVE} .hb-mark-cap[data-hex="{cell[0]},{cell[1]}"]')
    cap.wait_for(state="attached")
    assert cap.get_attribute("data-value") == str(caps["next"])
    assert cap.locator("text").text_content() == str(caps["next"])
    after = lab.kernel_json("table.module_data('fall.caps')")
    row = t.locator('.hbt-caps-player[data-seat="0"]')
    assert row.get_attribute("data-caps") == str(had + 1)
    assert row.get_attribute("data-trophy") == str(after["standing"][0]["trophy"])
    assert t.locator(".hbt-caps-trophies .hbt-sr").text_content() == after["trophy_text"] != before
    assert t.locator(".hbt-caps .hbt-cap-token").count() == len(caps["left"]) - 1
    assert strip.is_hidden()  # shown at the Accounting choice only
    assert lab.page_errors == []
    print(f"leaves and caps clicked: {time.monotonic() - started:.1f} s")

    # Both panels read well in both themes at 1280 x 800 (file browser open).
    assert page.locator(".jp-FileBrowser").is_visible()
    for theme in (LIGHT, DARK):
        lab.set_theme(theme)
        page.wait_for_timeout(600)
        t.locator(".hbt-caps").scroll_into_view_if_needed()
        name = "light" if theme == LIGHT else "dark"
        page.screenshot(path=str(screenshot_dir / f"fall-leaves-caps-1280x800-{name}.png"))
        t.locator(HIVE).screenshot(path=str(screenshot_dir / f"fall-leaves-caps-hive-{name}.png"))
        report = text_report(page, ".hbt-leaves, .hbt-caps", "[hidden], .hbt-sr")
        assert report == {"small": [], "low": []}, (theme, report)
