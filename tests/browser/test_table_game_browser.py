"""A whole 2-player game against a GreedyBot, played in JupyterLab by clicking only.

The learner's choices come from a second GreedyBot in the kernel (so that the game is a
sensible one and ends); every one of them is made on the page by clicking what a learner
clicks: a tile stack with the beeline's size set by − and +, the hive (turning the tile
with its button first), a field space, a market quantity, an order card, a decision
button. The test also measures the time from each deciding click to the updated table
and writes the figures to test-artifacts/table-figures.json.
"""

from __future__ import annotations

import json
import statistics
import time
from typing import Any

from .conftest import ARTIFACTS
from .screen import IN_VIEW_JS, TO_VIEW_BOTTOM_JS
from .tablepage import (
    KERNEL_HELPERS,
    WATCH_FLIGHTS,
    click_action,
    click_until_another_seat,
    next_step,
    set_workers,
    shared_notebook,
    table,
    wait_applied,
    wait_pending,
    wait_ply,
    wait_quiet,
)

SETUP = [
    "from honeybuzz_lab.games.honeybuzz.widgets import GameTable\n"
    "from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot\n"
    "import json",
    "table = GameTable(Game.new(['You', 'Bee-bot'], seed=11, first_game=True),\n"
    "                  bots={1: GreedyBot(1)}, bot_delay=0, seat=0)\n"
    "table",
    KERNEL_HELPERS + "\n_me = GreedyBot(7)",
]

# Times each deciding click (the last click before the table shows a new ply) to the
# table updated with Python's answer, and to the next frame painted.
INSTRUMENT = """() => {
    const root = document.querySelector('.hbt-table');
    const perf = {update: [], frame: [], plies: []};
    let clicked = null;
    let ply = Number(root.dataset.ply);
    root.addEventListener('click', (ev) => { clicked = ev.timeStamp; }, true);
    new MutationObserver(() => {
        const now = Number(root.dataset.ply);
        if (now === ply) return;
        const steps = now - ply;
        ply = now;
        if (clicked === null) return;
        const start = clicked;
        clicked = null;
        root.getBoundingClientRect();
        perf.update.push(performance.now() - start);
        perf.plies.push(steps);
        requestAnimationFrame(() => perf.frame.push(performance.now() - start));
    }).observe(root, {attributes: true, attributeFilter: ['data-ply']});
    window.__hbtPerf = perf;
}"""


def test_a_whole_game_against_a_bot_by_clicking_only(shared_lab: Any) -> None:
    started = time.monotonic()
    lab, page = shared_notebook(shared_lab, SETUP)
    lab.kernel_run("assert _me is not None")  # the helper cell has run
    page.evaluate(INSTRUMENT)
    page.evaluate(WATCH_FLIGHTS)
    sent_before = lab.comm_messages_sent()
    kinds: dict[str, int] = {}
    steps = 0
    while True:
        step = next_step(lab)
        if step["over"]:
            break
        assert step["player"] == 0, step  # the bot's decisions never wait for the page
        wait_ply(page, step["ply"])
        kinds[step["kind"]] = kinds.get(step["kind"], 0) + 1
        click_action(page, 0, step["action"], step["id"])
        # Python applies it, the bot answers, the page shows the new position
        wait_applied(lab, page, step["ply"], step["action"])
        assert lab.kernel_json("table._error") == "", step
        steps += 1
        assert steps < 400
    played = time.monotonic() - started
    # The end: the scores as a table and a bar chart, and the log's last sentence.
    final_ply = lab.kernel_json("len(table.game.actions)")
    wait_ply(page, final_ply)
    t = table(page)
    scores = t.locator(".hbt-scores")
    scores.wait_for(state="visible")
    assert t.get_attribute("data-pending") == "game_over"
    assert scores.locator(".hbt-score-table tbody tr").count() == 2
    assert scores.locator(".hbt-score-chart rect[data-category]").count() >= 2
    winner = lab.kernel_json("table.game.final_scores()['sentences'][-1]")
    assert winner in t.locator(".hbt-log-list li").last.text_content()
    # The log: its last 8 lines whole, no inner scroll; "Earlier moves" opens the rest there.
    lines = t.locator(".hbt-log-list li")
    earlier = t.locator(".hbt-log-earlier")
    assert earlier.is_visible() and "Earlier moves" in (earlier.text_content() or "")
    assert lines.count() > 8
    assert t.locator(".hbt-log-list li:visible").count() == 8
    earlier.click()
    page.wait_for_function(
        "(n) => document.querySelectorAll('.hbt-log-list li').length === n"
        " && [...document.querySelectorAll('.hbt-log-list li')].every((li) => li.offsetHeight)",
        arg=lines.count(),
    )
    log_box = t.locator(".hbt-log").evaluate(
        "(el) => [...el.querySelectorAll('*')].some((n) => n.scrollHeight > n.clientHeight + 1"
        " && /(auto|scroll|hidden)/.test(getComputedStyle(n).overflowY))"
    )
    assert not log_box  # nothing in the log hides lines behind a scroll
    totals = lab.kernel_json("[e['total'] for e in table.game.final_scores()['players']]")
    shown = t.locator(".hbt-score-table .hbt-total").all_text_contents()
    assert sorted(int(x) for x in shown) == sorted(totals)
    # Every kind of decision a base game asks of a learner came up and was clicked.
    for kind in ("turn", "place", "next_action", "end_turn", "forage", "market", "scout"):
        assert kinds.get(kind), (kind, kinds)
    assert lab.kernel_json("table.game.is_over") is True
    assert lab.page_errors == []

    # The pieces that moved flew: the tiles taken, the workers sent, the resources sold,
    # the nectar tiles foraged (back from the field).
    flown: dict[str, int] = {}
    for flight in page.evaluate("() => window.__flights"):
        flown[flight["piece"]] = flown.get(flight["piece"], 0) + 1
    assert {"tile", "worker", "resource", "nectar"} <= set(flown), flown

    perf = page.evaluate("() => window.__hbtPerf")
    alone = [u for u, n in zip(perf["update"], perf["plies"], strict=False) if n == 1]
    figures = {
        "learner decisions clicked": steps,
        "decisions by kind": kinds,
        "pieces flown (learner and bot)": flown,
        "actions in the game (learner and bot)": final_ply,
        "comm messages the page sent": lab.comm_messages_sent() - sent_before,
        "whole game (open, run, play to the scores), s": round(played, 1),
        "click to updated table, median ms": round(statistics.median(perf["update"]), 1),
        "click to updated table, 90th percentile ms": round(
            statistics.quantiles(perf["update"], n=10)[-1], 1
        ),
        "click to updated table, no bot move after it, median ms": round(
            statistics.median(alone), 1
        ),
        "click to next frame painted, median ms": round(statistics.median(perf["frame"]), 1),
        "largest websocket frame received, bytes": max(lab.ws_received),
    }
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / "table-figures.json"
    old = json.loads(path.read_text()) if path.exists() else {}
    path.write_text(json.dumps({**old, "whole game": figures}, indent=1))
    print(json.dumps(figures, indent=1))


def test_after_the_bots_turn_the_focus_goes_to_the_learners_decision(shared_lab: Any) -> None:
    """The learner clicks through their first turn; the bot answers one move at a time
    (bot_delay=0.3); when the learner's next decision comes, the focus is on its first
    control (the panel's first button; the panel itself when a tile stack or a space on the
    table answers too, so that no button takes Enter unasked), and the live region says the
    bot's moves and "Your decision"."""
    lab, page = shared_notebook(shared_lab, SETUP)  # a new table on the first test's page
    lab.kernel_run("assert _me is not None\ntable.bot_delay = 0.3")
    t = table(page)
    # On a laptop's screen (1280 x 800) the learner reads the notebook above the table, its
    # tile stacks at the bottom of the view: the place decision a stack's click brings has
    # its target, their hive, first in the table's body but below the fold. The first draw
    # and the clicks before moved nothing; after that click the notebook scrolls (once) as
    # little as shows the hive whole.
    size = page.viewport_size
    page.set_viewport_size({"width": 1280, "height": 800})
    try:
        _follow_the_place_decision(lab, page)
    finally:
        page.set_viewport_size(size)
    click_until_another_seat(lab, page, 60)
    last = lab.kernel_json("len(table.game.actions)") - 1  # the learner's end of turn
    page.wait_for_function(
        "(ply) => { const d = document.querySelector('.hbt-table').dataset;"
        " return d.mine === 'true' && Number(d.ply) > ply + 1; }",
        arg=last,
        timeout=30_000,
    )
    assert lab.kernel_json("table.game.pending.player") == 0
    # every answer a button of the panel (here: only Recall, no worker left for a beeline):
    # its first button; answers on the table too: the panel itself
    where = page.evaluate(
        """() => {
        const panel = document.querySelector('.hbt-decision');
        const first = panel.querySelector('.hbt-buttons button');
        const more = !panel.querySelector('.hbt-more').hidden;
        const active = document.activeElement;
        return {onPanel: active === panel, onFirst: active === first, more, first: !!first,
                cls: active.getAttribute('class')};
    }"""
    )
    if where["more"] or not where["first"]:
        assert where["onPanel"], where
    else:
        assert where["onFirst"], where
    said = t.locator(":scope > .hb-live").text_content() or ""
    assert "Your decision: " in said, said
    prompt = lab.kernel_json("table._pending['prompt']")
    assert said.endswith(prompt), (said, prompt)
    # The bot's moves as a caption at the decision: its first move, its pieces outlined on
    # the boards; › and the arrow keys step through the moves
    steps = lab.kernel_json("[m['text'] for turn in table._last['recap'] for m in turn['moves']]")
    cap = t.locator(".hbt-caption")
    assert cap.is_visible() and steps
    assert cap.locator(".hbt-caption-text").text_content() == steps[0]
    assert cap.locator(".hbt-caption-count").text_content() == f"1 of {len(steps)}"
    page.wait_for_function("() => document.querySelector('.hbt-table .hbt-caption-on')")
    assert t.locator(".hbt-caption-on").first.is_visible()
    if len(steps) > 1:
        cap.locator(".hbt-caption-next").click()
        assert cap.locator(".hbt-caption-text").text_content() == steps[1]
        page.keyboard.press("ArrowLeft")  # the focus is on the caption's ›
        assert cap.locator(".hbt-caption-text").text_content() == steps[0]
        if where["onFirst"]:  # back to the decision, where the learner was
            t.locator(".hbt-decision .hbt-buttons button").first.focus()
    assert not t.locator(".hbt-recap").count()  # no paragraph of everything at once
    # Enter answers the focused decision: (here) the recall, by the keyboard
    if where["onFirst"]:
        ply = lab.kernel_json("len(table.game.actions)")
        page.keyboard.press("Enter")
        wait_applied(lab, page, ply, "Enter on the decision's first button")
    assert lab.page_errors == []


#: The learner's active hive: the place decision's target.
HIVE = ".hbt-table .hbt-hive-active"


def _follow_the_place_decision(lab: Any, page: Any) -> None:
    """Play seat 0 up to its first tile, click its stack at the bottom of the view, and
    check that the notebook scrolled as little as shows the hive to place on (the table
    grows with its parts: nothing scrolls inside it)."""
    t = table(page)
    wait_quiet(page)
    assert t.get_attribute("data-followed") is None  # the first draw moved nothing
    for _ in range(40):  # the learner's first tile to take
        step = next_step(lab)
        assert step["player"] == 0, step
        if step["action"]["kind"] == "take_tile":
            break
        click_action(page, 0, step["action"], step["id"])
        wait_applied(lab, page, step["ply"], step["action"])
        wait_ply(page, step["ply"] + 1)
    assert step["action"]["kind"] == "take_tile", step
    wait_quiet(page)
    set_workers(page, step["action"]["workers"], t)
    followed = int(t.get_attribute("data-followed") or 0)
    # the learner reads the notebook above the table: the stacks at the bottom of the view
    stack = t.locator(f'button.hbt-stack[data-tile="{step["action"]["tile"]}"]')
    stack.evaluate(TO_VIEW_BOTTOM_JS)
    wait_quiet(page)
    assert stack.evaluate("(b) => b.getBoundingClientRect().bottom <= innerHeight")
    stack.click()
    wait_pending(page, "place")
    page.wait_for_function(f"() => ({IN_VIEW_JS})('{HIVE}').whole", timeout=10_000)
    wait_quiet(page)
    where = page.evaluate(IN_VIEW_JS, HIVE)
    # as little as shows it: the hive's bottom at the view's bottom (a margin of 12 px)
    assert where["bottom"] >= where["viewBottom"] - 40, where
    assert int(t.get_attribute("data-followed") or 0) == followed + 1
