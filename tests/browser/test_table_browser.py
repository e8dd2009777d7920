"""The game table and its parts in a real JupyterLab, one part at a time, by clicking.

Most tests look at one notebook's table (GameTable against a bot), opened once for the file
(``shared_lab``): each starts the table's game afresh through its own API (``new_game``,
``bots``, ``seat``, ``bot_delay``) and clears what Python had put on it.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from .conftest import DARK, LIGHT
from .contrast import CONTRAST_JS
from .tablepage import (
    KERNEL_HELPERS,
    canonical,
    click_hive_hex,
    hive_hex_xy,
    open_notebook,
    set_workers,
    table,
    turn_tile_to,
    wait_pending,
    wait_ply,
)

IMPORTS = (
    "from honeybuzz_lab.games.honeybuzz.widgets import (GameTable, HiveBoxesView, WoodlandView,\n"
    "    MarketView, PlayerPanel)\n"
    "from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot\n"
    "import json"
)
ADVANCE = '''
def _advance_to(kind, seat=0):
    """Play GreedyBot moves for the learner (the table's bots answer) until ``seat``
    has a ``kind`` decision; returns the ply."""
    me = GreedyBot(7)
    game = table.game
    for _ in range(3000):
        p = game.pending
        if p.kind == kind and p.player == seat:
            return len(game.actions)
        assert not game.is_over, "the game ended first"
        game.apply(me.choose(game))
    raise AssertionError(kind)

def _legal(kind=None):
    return [a.to_json() for a in table.game.legal_actions() if kind is None or a.kind == kind]
'''


RESET = '''
def _reset(hot_seat=False, delay=0):
    """The table as created, with a new game of the same seed: against the bot at seat 1
    with the learner at seat 0, or with no bot (``hot_seat``: the page answers every seat)."""
    table.bot_delay = delay
    if hot_seat:
        table.bots, table.seat = {}, None
    else:
        table.seat = None
        table.bots = {1: GreedyBot(1)}
        table.seat = 0
    table.new_game(seed=11)
    table.notice, table.projector = "", False
    table.show_error("")
    assert table.game.actions == [] and table.game.pending.player == 0
'''
VS_BOT = (
    "table = GameTable(Game.new(['You', 'Bee-bot'], seed=11, first_game=True), "
    "bots={1: GreedyBot(1)}, bot_delay=0, seat=0)"
)


def _open_table(lab: Any) -> None:
    open_notebook(lab, [IMPORTS, VS_BOT + "\ntable", KERNEL_HELPERS + ADVANCE + RESET])
    lab.kernel_run("assert _advance_to and _reset")


def table_notebook(shared_lab: Any, hot_seat: bool = False, delay: float = 0) -> tuple[Any, Any]:
    """The file's table notebook with the table reset (see the module docstring): the
    lab and its page, the table showing ply 0 with no error, notice or highlight."""
    lab = shared_lab.notebook("vs-bot", _open_table)
    lab.kernel_run(f"_reset(hot_seat={hot_seat}, delay={delay})")
    page = lab.page
    page.wait_for_function(
        "() => { const t = document.querySelector('.hbt-table');"
        " return t && t.dataset.ply === '0' && t.dataset.pending === 'turn'"
        " && !t.classList.contains('hbt-projector')"
        " && !t.querySelector('.hbt-hl') && !t.querySelector('.hbt-error:not([hidden])'); }"
    )
    return lab, page


def advance(lab: Any, page: Any, kind: str, seat: int = 0) -> int:
    ply = lab.kernel_json(f"_advance_to({kind!r}, {seat})")
    wait_ply(page, ply)
    return ply


def wait_kernel(lab: Any, expression: str, expected: object, tries: int = 60) -> None:
    for _ in range(tries):
        if lab.kernel_json(expression) == expected:
            return
        lab.page.wait_for_timeout(100)
    assert lab.kernel_json(expression) == expected


def test_a_stack_click_makes_a_beeline_or_shows_why_not(shared_lab: Any) -> None:
    lab, page = table_notebook(shared_lab, hot_seat=True)
    t = table(page)
    assert t.locator(".hbt-workers").is_visible()
    assert t.locator(".hbt-workers-count").text_content() == "1"
    assert t.locator(".hbt-workers-more").is_disabled()  # one worker available
    stack = t.locator('button.hbt-stack[data-tile="produce"]')
    assert "Take one with a beeline of 1" in stack.get_attribute("aria-label")
    stack.click()
    wait_ply(page, 1)
    chip = t.locator('.hbt-box[data-box="produce"] .hbt-beeline[data-seat="0"]')
    assert chip.count() == 1 and "a beeline of 1 worker" in chip.get_attribute("title")
    assert t.locator('.hbt-box[data-box="produce"]').get_attribute("class").count("hbt-last")
    # Cleo's turn: the Produce box holds a beeline of 1, Cleo has 1 worker
    advance(lab, page, "turn", 1)
    stack = t.locator('button.hbt-stack[data-tile="produce"]')
    assert "needs exactly 2 workers" in stack.get_attribute("aria-label")
    stack.click()
    reason = lab.kernel_json(
        "table.game.explain(table.game.legal_actions()[0].__class__('produce', 1))"
    )
    t.locator(".hbt-error").wait_for(state="visible")
    assert t.locator(".hbt-error-text").text_content() == "⚠ " + reason
    assert "must be exactly 2 workers" in reason
    assert lab.kernel_json("table.game.pending.kind") == "turn"
    # A legal click clears the error.
    t.locator('button.hbt-stack[data-tile="forage"]').click()
    wait_pending(page, "place")
    assert not t.locator(".hbt-error").is_visible()


def test_the_woodland_marks_where_the_token_can_go_with_cost_and_gain(shared_lab: Any) -> None:
    lab, page = table_notebook(shared_lab)
    ply = advance(lab, page, "forage")
    t = table(page)
    legal = lab.kernel_json(
        "[[a.space, a.describe(table.game)] for a in table.game.legal_actions()]"
    )
    marked = t.locator("g.hbt-space.hbt-target")
    assert marked.count() == len(legal)
    for space, label in legal:
        g = t.locator(f'g.hbt-space[data-space="{space[0]},{space[1]}"]')
        assert g.get_attribute("aria-label") == label
        assert g.get_attribute("role") == "button" and g.get_attribute("tabindex") == "0"
        cost = g.locator(".hbt-badge-cost").text_content()
        assert (
            cost == "free" if "free)" in label else cost.endswith("coins")
        )  # "(free)", "stays on B2, free)"
        gain = g.locator(".hbt-badge-gain").text_content()
        assert (gain == "pollen") == ("a pollen" in label)
    here = lab.kernel_json("table.game.players[0].forage")
    space, _ = next(s for s in legal if s[0] != here)
    t.locator(f'g.hbt-space[data-space="{space[0]},{space[1]}"]').click()
    wait_kernel(lab, "len(table.game.actions) > " + str(ply), True)
    assert lab.kernel_json("table.game.players[0].forage") == space
    token = t.locator(f'g.hbt-space[data-space="{space[0]},{space[1]}"] .hbt-token')
    token.first.wait_for()
    assert t.locator("g.hbt-space.hbt-target").count() == 0 or (
        lab.kernel_json("table.game.pending.kind") in ("forage", "scout")
    )


def test_scouting_with_the_keyboard(shared_lab: Any) -> None:
    lab, page = table_notebook(shared_lab)
    ply = advance(lab, page, "scout")
    t = table(page)
    stay = lab.kernel_json("table.game.players[0].forage")
    g = t.locator(f'g.hbt-space.hbt-target[data-space="{stay[0]},{stay[1]}"]')
    assert g.locator(".hbt-badge-gain").text_content() == "stay"
    g.focus()
    page.keyboard.press("Enter")
    wait_ply(page, ply + 1)
    assert lab.kernel_json("table.game.actions[-1].kind") == "scout"


def test_selling_at_the_market_and_the_coins_that_follow(shared_lab: Any) -> None:
    lab, page = table_notebook(shared_lab)
    ply = advance(lab, page, "market")
    t = table(page)
    sells = lab.kernel_json("_legal('sell')")
    orders = lab.kernel_json("_legal('order')")
    assert t.locator("button.hbt-sell").count() == len(sells)
    assert t.locator("button.hbt-order.hbt-target").count() == len(orders)
    assert t.locator(".hbt-decision button.hbt-choice").count() == len(sells) + len(orders)
    sale = sells[-1]
    coins = lab.kernel_json("table.game.players[0].coins")
    value = lab.kernel_json(f"table.game.state.market.value({sale['resource']!r})")
    t.locator(f"button.hbt-sell[data-act='{canonical(sale)}']").click()
    wait_kernel(lab, f"len(table.game.actions) > {ply}", True)
    assert lab.kernel_json("table.game.players[0].coins") == coins + value * sale["quantity"]
    page.wait_for_function(
        "(n) => document.querySelector('.hbt-player[data-seat=\"0\"] .hbt-coins')"
        ".textContent === String(n)",
        arg=coins + value * sale["quantity"],
    )
    # the marker went down one space (or another value dropped)
    assert t.locator(".hbt-col .hbt-track li.hbt-passed").count() >= 6


def test_placing_the_taken_tile_with_its_ghost_and_the_reason_where_it_does_not_fit(
    shared_lab: Any,
) -> None:
    lab, page = table_notebook(shared_lab)
    ply = advance(lab, page, "place")
    panel = page.locator('.hbt-player[data-seat="0"]')
    assert panel.locator(".hbt-hive-active").count() == 1
    tile = lab.kernel_json("table.game.state.turn.tile")
    assert (
        panel.locator(f'.hb-tray button[data-action="{tile}"]').get_attribute("aria-checked")
        == "true"
    )
    # over a tile of the hive: red, with the engine's reason
    anchor = lab.kernel_json("list(table.game.players[0].hive.tiles[0].anchor)")
    for _ in range(5):  # the table may still be settling its layout: point again
        x, y = hive_hex_xy(page, 0, tuple(anchor))
        page.mouse.move(x + 3, y + 2)
        page.mouse.move(x, y)
        page.wait_for_timeout(200)
        status = panel.locator(".hb-hover").text_content()
        if "already covered" in status:
            break
    assert status.startswith("✗ Does not fit: The anchor hex") and "already covered" in status
    # the other player's hive only shows
    assert page.locator('.hbt-player[data-seat="1"] .hb-board.hb-read-only').count() == 1
    spot = lab.kernel_json("_legal()[len(_legal()) // 2]")
    assert spot["kind"] == "place"
    turn_tile_to(page, 0, spot["direction"])
    x, y = hive_hex_xy(page, 0, tuple(spot["anchor"]))
    page.mouse.move(x + 3, y + 2)
    page.mouse.move(x, y)
    assert panel.locator(".hb-hover").text_content().startswith("✓ Fits.")
    tiles = lab.kernel_json("len(table.game.players[0].hive)")
    sent = lab.comm_messages_sent()
    page.mouse.click(x, y)
    wait_ply(page, ply + 1, timeout=20_000)
    assert lab.comm_messages_sent() == sent + 1
    assert lab.kernel_json(f"table.game.actions[{ply}].to_json()") == spot
    page.wait_for_function(
        '(n) => document.querySelectorAll(\'.hbt-player[data-seat="0"] .hb-layer-tiles '
        ".hb-tile').length === n",
        arg=tiles + 1,
    )
    assert panel.locator(".hb-placed").count() == 2  # the new tile is outlined


def test_the_fan_is_picked_on_marked_hexes_and_elsewhere_is_refused(shared_lab: Any) -> None:
    lab, page = table_notebook(shared_lab)
    ply = advance(lab, page, "fan")
    panel = page.locator('.hbt-player[data-seat="0"]')
    fans = lab.kernel_json(
        "[[a.hex, len(__import__('honeybuzz_lab.games.honeybuzz.game.rules.produce',"
        " fromlist=['x']).fan_yield(table.game.state, 0, a.hex))]"
        " for a in table.game.legal_actions()]"
    )
    assert panel.locator(".hb-pick").count() == len(fans)
    for h, honey in fans:
        badge = panel.locator(f'.hb-pick[data-hex="{h[0]},{h[1]}"] .hb-pick-badge text')
        assert badge.text_content() == (str(honey) if honey else "•")
    sent = lab.comm_messages_sent()
    # a hex next to the hive that is not a tile: refused on the page, nothing sent
    hexes = {tuple(h) for h, _ in fans}
    empty = next(
        (q + dq, r + dr)
        for q, r in sorted(hexes)
        for dq, dr in ((1, 0), (0, 1), (-1, 0), (0, -1), (1, -1), (-1, 1))
        if (q + dq, r + dr) not in hexes
    )
    click_hive_hex(page, 0, empty)
    status = panel.locator(".hb-hover").text_content()
    assert "is not one of the marked hexes" in status
    assert lab.comm_messages_sent() == sent
    best = max(fans, key=lambda f: f[1])
    click_hive_hex(page, 0, tuple(best[0]))
    wait_kernel(lab, f"len(table.game.actions) > {ply}", True)
    assert lab.kernel_json(f"table.game.actions[{ply}].to_json()") == {
        "kind": "fan",
        "hex": best[0],
    }


def test_bots_move_one_action_at_a_time_each_shown_and_logged(shared_lab: Any) -> None:
    lab, page = table_notebook(shared_lab, delay=0.4)
    ply = advance(lab, page, "end_turn")
    page.evaluate(
        """() => {
            const root = document.querySelector('.hbt-table');
            window.__seen = [];
            window.__watch = new MutationObserver(() => {
                const last = root.querySelectorAll('.hbt-last').length;
                const fresh = root.querySelectorAll('.hbt-log-list li.hbt-new').length;
                const recent = root.querySelectorAll('.hbt-recent li').length;
                const hint = root.querySelector('.hbt-hint').textContent;
                window.__seen.push({ply: Number(root.dataset.ply), t: performance.now(),
                                    last, fresh, recent, hint, player: root.dataset.player});
            });
            window.__watch.observe(root, {attributes: true, attributeFilter: ['data-ply']});
        }"""
    )
    table(page).locator('.hbt-decision button[data-act=\'{"kind":"end_turn"}\']').click()
    # Before the click the learner's seat is on turn too: wait for the bot's turn to have
    # been shown, then for the learner's seat again.
    page.wait_for_function(
        "() => window.__seen.some(s => s.player === '1')"
        " && document.querySelector('.hbt-table').dataset.player === '0'",
        timeout=60_000,
    )
    seen = page.evaluate("() => { window.__watch.disconnect(); return window.__seen; }")
    plies = [s["ply"] for s in seen]
    assert plies == list(range(ply + 1, ply + 1 + len(plies)))  # one action at a time
    assert len(plies) >= 4
    for s in seen[1:-1]:  # the bot's actions: the bot's decision is shown, its move logged
        assert s["player"] == "1" and s["hint"] == "Bee-bot is choosing…"
        assert s["fresh"] >= 1 and s["recent"] == s["fresh"]
    gaps = [b["t"] - a["t"] for a, b in itertools.pairwise(seen)]
    # Each bot action stays on screen for the delay (0.4 s): arrivals on the page jitter
    # with the machine's load (a late one shortens the gap after it: 851 ms then 67 ms
    # was seen on a loaded machine), so the middle gap keeps most of the delay and the run
    # as a whole keeps it; bots that did not wait would make every gap short.
    assert sorted(gaps)[len(gaps) // 2] > 300, gaps
    assert sum(gaps) >= 0.9 * 400 * len(gaps), gaps
    assert lab.kernel_json("table.game.pending.player") == 0


def test_undo_and_redo_by_buttons_and_keys(shared_lab: Any) -> None:
    lab, page = table_notebook(shared_lab)
    t = table(page)
    assert t.locator(".hbt-undo").is_disabled()
    ply = advance(lab, page, "end_turn")
    t.locator('.hbt-decision button[data-act=\'{"kind":"end_turn"}\']').click()
    wait_pending(page, "turn")
    after = lab.kernel_json("len(table.game.actions)")
    assert after > ply + 1  # the bot took its turn
    t.locator(".hbt-undo").click()
    wait_ply(page, ply)
    assert t.get_attribute("data-pending") == "end_turn" and t.get_attribute("data-mine") == "true"
    assert not t.locator(".hbt-redo").is_disabled()
    t.locator(".hbt-redo").click()
    wait_ply(page, after)
    t.locator(".hbt-status").click()
    page.keyboard.press("Control+z")
    wait_ply(page, ply)
    page.keyboard.press("Control+y")
    wait_ply(page, after)
    assert lab.kernel_json("table.game.pending.player") == 0


def test_python_points_at_things_and_shows_notices_errors_and_projector(shared_lab: Any) -> None:
    lab, page = table_notebook(shared_lab)
    t = table(page)
    lab.kernel_run(
        "table.highlight = [{'area': 'box', 'name': 'produce'}, "
        "{'area': 'space', 'space': [1, 2]}, {'area': 'market', 'resource': 'pollen'}, "
        "{'area': 'order', 'stack': 0}, {'area': 'contest', 'index': 1}, "
        "{'area': 'hex', 'player': 1, 'hex': [0, 0]}, {'area': 'action', 'kind': 'recall'}, "
        "{'area': 'player', 'player': 1}]"
    )
    page.wait_for_function("() => document.querySelectorAll('.hbt-table .hbt-hl').length >= 7")
    for selector in (
        '.hbt-box[data-box="produce"]',
        'g.hbt-space[data-space="1,2"]',
        '.hbt-col[data-resource="pollen"]',
        '.hbt-order-stack[data-stack="0"]',
        '.hbt-contest[data-contest="1"]',
        '.hbt-player[data-seat="1"]',
        '.hbt-decision button[data-kind="recall"]',
    ):
        assert "hbt-hl" in t.locator(selector).get_attribute("class"), selector
    assert page.locator('.hbt-player[data-seat="1"] .hb-highlight[data-hex="0,0"]').count() == 1
    lab.kernel_run("table.notice = 'Look at the Produce box.'")
    page.wait_for_function(
        "() => document.querySelector('.hbt-notice').textContent === 'Look at the Produce box.'"
    )
    lab.kernel_run("table.show_error('Something went wrong.')")
    err = t.locator(".hbt-error")
    err.wait_for(state="visible")
    # Not a live region of its own: the table's one live region says it.
    assert err.get_attribute("role") is None
    assert t.locator(":scope > .hb-live").text_content() == "Something went wrong."
    t.get_by_role("button", name="Dismiss the error").click()
    wait_kernel(lab, "table._error", "")
    size = t.locator(".hbt-prompt").evaluate("(n) => parseFloat(getComputedStyle(n).fontSize)")
    lab.kernel_run("table.projector = True")
    page.wait_for_function(
        "() => document.querySelector('.hbt-table').classList.contains('hbt-projector')"
    )
    big = t.locator(".hbt-prompt").evaluate("(n) => parseFloat(getComputedStyle(n).fontSize)")
    assert big >= size * 1.4
    assert lab.page_errors == []


def test_part_views_follow_the_game_and_answer_their_decisions(lab: Any) -> None:
    cells = [
        IMPORTS,
        "game = Game.new(['You', 'Cleo'], seed=11, first_game=True)\n"
        "boxes = HiveBoxesView(game)\nboxes",
        "woods = WoodlandView(game)\nwoods",
        "panel = PlayerPanel(game, 0)\npanel",
        "market = MarketView(game)\nmarket",
    ]
    page = open_notebook(lab, cells, count=4)
    views = page.locator(".hbt-table")
    assert views.nth(0).locator(".hbt-boxes").count() == 1
    assert views.nth(0).locator(".hbt-woodland").count() == 0
    assert views.nth(1).locator(".hbt-woodland").count() == 1
    assert views.nth(2).locator(".hbt-player").count() == 1
    assert views.nth(3).locator(".hbt-market, .hbt-orders, .hbt-contests").count() == 3
    # a click on the boxes view takes a tile; every view follows
    set_workers(page, 1)
    views.nth(0).locator('button.hbt-stack[data-tile="market"]').click()
    page.wait_for_function(
        "() => [...document.querySelectorAll('.hbt-table')].every((t) => t.dataset.ply === '1')"
    )
    assert views.nth(2).locator(".hbt-hive-active").count() == 1  # the panel now places
    lab.kernel_run("game.undo()")
    page.wait_for_function(
        "() => [...document.querySelectorAll('.hbt-table')].every((t) => t.dataset.ply === '0')"
    )
    assert views.nth(0).locator(".hbt-beeline").count() == 0


def test_the_hive_boards_pick_mode(lab: Any) -> None:
    cells = [
        "from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard\n"
        "from honeybuzz_lab.games.honeybuzz.hive import Hive",
        "board = HiveBoard(Hive.starting('star'))\npicked = []\nboard.on_pick(picked.append)\n"
        "board.pickable = {(1, 0): ('The Forage tile', 'F'), (0, 1): 'Another hex'}\n"
        "board.pick_prompt = 'Click the tile that forages.'\nboard",
    ]
    page = lab.notebook(cells)
    b = page.locator(".hb-board")
    page.wait_for_function("() => document.querySelectorAll('.hb-pick').length === 2")
    assert b.locator('.hb-pick[data-hex="1,0"] .hb-pick-badge text').text_content() == "F"
    assert b.locator('.hb-pick[data-hex="1,0"]').get_attribute("aria-label") == "The Forage tile"
    from .boardpage import hex_xy

    x, y = hex_xy(page, (3, -3))
    page.mouse.move(x, y)
    assert b.locator(".hb-hover").text_content() == "Click the tile that forages."
    page.mouse.click(x, y)
    assert "not one of the marked hexes" in b.locator(".hb-hover").text_content()
    x, y = hex_xy(page, (1, 0))
    page.mouse.move(x + 2, y)
    page.mouse.move(x, y)
    assert b.locator(".hb-hover").text_content() == "▶ The Forage tile"
    page.mouse.click(x, y)
    wait_kernel(lab, "picked", [[1, 0]])
    page.keyboard.press("Home")  # the cursor goes to the first marked hex
    page.keyboard.press("Enter")
    wait_kernel(lab, "picked", [[1, 0], [1, 0]])
    lab.kernel_run("board.pickable = []")
    page.wait_for_function("() => document.querySelectorAll('.hb-pick').length === 0")
    assert lab.kernel_json("len(board.hive)") == 4


@pytest.mark.parametrize("theme", [LIGHT, DARK])
def test_text_is_readable_in_both_themes(shared_lab: Any, theme: str) -> None:
    lab, page = table_notebook(shared_lab)
    advance(lab, page, "forage")
    lab.set_theme(theme)
    t = table(page)
    contrasts = t.evaluate(
        "(t) => {"
        + CONTRAST_JS
        + """
            const out = {};
            for (const [name, sel] of [["prompt", ".hbt-prompt"], ["hint", ".hbt-hint"],
                    ["status", ".hbt-whose"], ["title", ".hbt-part-title"],
                    ["stats", ".hbt-pitem-caption"], ["log", ".hbt-log-list li"],
                    ["stack", ".hbt-stack-text"], ["order", ".hbt-mp-action"],
                    ["contest", ".hbt-contest-what"], ["market", ".hbt-track li"],
                    ["button", ".hbt-tools .hb-btn"]]) {
                const node = t.querySelector(sel);
                const bg = background(node);
                out[name] = ratio(over(rgba(getComputedStyle(node).color), bg), bg);
            }
            out.dark = lum(background(t)) < 0.2;
            return out;
        }"""
    )
    assert contrasts.pop("dark") is (theme == DARK)
    print(f"table text contrast ({theme}):", {k: round(v, 1) for k, v in contrasts.items()})
    for name, value in contrasts.items():
        assert value >= 4.5, (name, value)
