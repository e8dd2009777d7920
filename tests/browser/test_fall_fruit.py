"""Fall Fruit on the table in JupyterLab, in one game against a bot: the fall field drawn as
hexes instead of the woodland, a bee moved by clicking a hex with several answers (the
chooser, answered with a key), the fruit gained; then fruit sold in the fruit market with its
+ and Sell buttons. At 1280 x 800 with the file browser open, the field's and the market's
texts are at least 11 px and read at 4.5:1 in the light and the dark theme (screenshots in
test-artifacts/screenshots)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .conftest import DARK, LIGHT
from .contrast import text_report
from .tablepage import open_notebook, table, wait_pending, wait_ply

CELLS = [
    "from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot\n"
    "from honeybuzz_lab.games.honeybuzz.widgets import GameTable\n"
    "from honeybuzz_lab.games.honeybuzz.game.modules.fall_fruit import GainFruit, SellFruit, fruit",
    "game = Game.new(['Anna', 'Ben'], seed=1, modules=['fall.fruit'])\n"
    "table = GameTable(game, bots={1: GreedyBot()}, seat=0, bot_delay=0)\n"
    "table",
    '''
_me = GreedyBot(3)

def _held():
    return sum(fruit(game.state).held[0].values())

def _to(kind, fruit_at_least=0):
    """Anna's moves from the kernel (foraging for fruit, or going to the market) until her
    decision is ``kind``; returns the number of actions then."""
    for _ in range(900):
        p = game.pending
        if p.player == 0 and p.kind == kind and _held() >= fruit_at_least:
            break
        acts = game.legal_actions()
        pick = None
        if p.kind == "turn":
            tile = "market" if kind == "market" and _held() >= fruit_at_least else "forage"
            pick = next((a for a in acts if getattr(a, "tile", "") == tile), None)
        if p.kind == "fruit_forage":
            pick = next((a for a in acts if isinstance(a, GainFruit)), None)
        if p.kind == "market":
            pick = next((a for a in acts if not isinstance(a, SellFruit)), None)
        table.apply(pick or _me.choose(game))
    return len(game.actions)

def _chooser_space():
    """A space with more than one answer (the chooser's case), as "r,c"."""
    seen = {}
    for a, _label, target, _info in table._pending["actions"]:
        if target[0] == "space":
            key = f"{target[1]},{target[2]}"
            seen[key] = seen.get(key, 0) + 1
    return next(k for k, n in seen.items() if n > 1)
''',
]

FIELD = ".hbt-fruit-field"
MARKET = ".hbt-fruit-market"


def test_a_bee_moves_on_the_fall_field_gains_a_fruit_and_fruit_sells_by_clicking(
    lab: Any, screenshot_dir: Path
) -> None:
    page = open_notebook(lab, CELLS)
    lab.kernel_run("assert _me is not None")
    t = table(page)
    page.set_viewport_size({"width": 1280, "height": 800})
    # The fall field replaces the woodland.
    t.locator(FIELD).wait_for(state="visible")
    assert t.locator(".hbt-woodland").is_hidden()
    assert t.locator(f"{FIELD} g.hbt-ff-space").count() == 35

    # Anna forages: a hex with several answers opens the chooser; key 2 answers it.
    ply = lab.kernel_json("_to('fruit_forage')")
    wait_ply(page, ply)
    key = lab.kernel_json("_chooser_space()")
    options = lab.kernel_json(f"[a for a in table._pending['actions'] if a[2][1:] == [{key}]]")
    assert len(options) >= 2
    held = lab.kernel_json("dict(fruit(game.state).held[0])")
    space = t.locator(f'{FIELD} g.hbt-ff-space[data-space="{key}"]')
    assert "hbt-target" in (space.get_attribute("class") or "")
    space.scroll_into_view_if_needed()
    space.click()
    chooser = t.locator(".hbt-ff-choose")
    chooser.wait_for(state="visible")
    buttons = chooser.locator("button[data-json]")
    assert buttons.count() == len(options)
    assert buttons.nth(1).text_content().startswith("2. ")
    screenshot = screenshot_dir / "fall-fruit-chooser-1280x800.png"
    page.screenshot(path=str(screenshot))
    page.keyboard.press("2")
    wait_ply(page, ply + 1)
    assert chooser.is_hidden()
    chosen = options[1][0]
    token = lab.kernel_json("list(game.state.players[0].forage)")
    assert token == chosen["space"]
    if chosen["kind"] == "gain_fruit":
        now = lab.kernel_json("dict(fruit(game.state).held[0])")
        assert now[chosen["fruit"]] == held[chosen["fruit"]] + 1
    # The token stands on the new space on the page.
    r, c = chosen["space"]
    assert (
        t.locator(f'{FIELD} g.hbt-ff-space[data-space="{r},{c}"] .hbt-token[data-seat="0"]').count()
        == 1
    )

    # To the market with fruit: + on each fruit held, then Sell.
    ply = lab.kernel_json("_to('market', 2)")
    wait_ply(page, ply)
    wait_pending(page, "market")
    held = lab.kernel_json("dict(fruit(game.state).held[0])")
    coins = lab.kernel_json("game.state.players[0].coins")
    market = t.locator(MARKET)
    market.scroll_into_view_if_needed()
    for kind, n in held.items():
        for _ in range(n):
            market.locator(f'button.hbt-fm-plus[data-fruit="{kind}"]').click()
    assert market.locator(f'button.hbt-fm-plus[data-fruit="{kind}"]').is_disabled()
    preview = market.locator(".hbt-fm-preview").text_content() or ""
    assert preview.startswith("Sell ")
    page.screenshot(path=str(screenshot_dir / "fall-fruit-market-1280x800.png"))
    market.locator("button.hbt-fm-sell").click()
    wait_ply(page, ply + 1)
    assert lab.kernel_json("sum(fruit(game.state).held[0].values())") == 0
    assert lab.kernel_json("game.state.players[0].coins") > coins
    assert "0" in (t.locator(f'{MARKET} .hbt-fm-fruit[data-fruit="apple"]').text_content() or "")

    # Text size and contrast of the field and the fruit market, light and dark.
    for theme in (LIGHT, DARK):
        lab.set_theme(theme)
        page.wait_for_timeout(600)
        report = text_report(page, f"{FIELD}, {MARKET}")
        assert report == {"small": [], "low": []}, (theme, report)
    t.locator(FIELD).scroll_into_view_if_needed()
    page.screenshot(path=str(screenshot_dir / "fall-fruit-field-dark-1280x800.png"))
    lab.set_theme(LIGHT)
