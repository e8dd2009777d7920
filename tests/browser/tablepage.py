"""Helpers for driving a GameTable on a page by clicking, as a learner does."""

from __future__ import annotations

import json
import time
from typing import Any

from .boardpage import svg_hex_xy

#: Notebook code that defines ``_next(bot)``: what a bot would do for the learner now, as
#: JSON for the test (the test then clicks it on the page).
KERNEL_HELPERS = """
import json as _json

def _canonical(value):
    return _json.dumps(value, sort_keys=True, separators=(",", ":"))

def _next(bot):
    game = table.game
    p = game.pending
    out = {"ply": len(game.actions), "kind": p.kind, "player": p.player, "over": game.is_over}
    if not game.is_over and p.player not in table.bots:
        action = bot.choose(game).to_json()
        out["action"] = action
        out["id"] = _canonical(action)
    return out
"""


def next_step(lab: Any, timeout: float = 10.0) -> dict:
    """The next decision from the kernel's ``_next(_me)`` (see :data:`KERNEL_HELPERS`),
    once the bots have played: the table sends the answer to a click first and lets its
    bots play just after, so a step read in between is a bot's; it is read again."""
    deadline = time.monotonic() + timeout
    while True:
        step = lab.kernel_json("_next(_me)")
        if step["over"] or "action" in step:
            return step
        assert time.monotonic() < deadline, f"the bots did not play on: {step}"
        lab.page.wait_for_timeout(50)


DIRECTION_NAMES = ["E", "NE", "NW", "W", "SW", "SE"]


def open_notebook(
    lab: Any, cells: list[str], count: int = 1, tries: int = 3, timeout: float = 25_000
) -> Any:
    """Write, open and run a notebook; wait until ``count`` game widgets are drawn (each
    try waits ``timeout`` ms).

    JupyterLab now and then drops a "run all" sent right after the kernel turns idle (the
    cells stay unrun); then it is sent again.
    """
    lab.notebook(cells, wait="")
    return wait_tables(lab, count, tries, timeout)


def wait_tables(lab: Any, count: int, tries: int = 3, timeout: float = 25_000) -> Any:
    """After Run All: wait until ``count`` game tables are drawn (each try waits ``timeout``
    ms), sending Run All again if it was dropped (see :func:`open_notebook`). The page."""
    page = lab.page
    for _ in range(tries):
        try:
            page.wait_for_function(
                "(n) => document.querySelectorAll('.hbt-table[data-pending]').length >= n",
                arg=count,
                timeout=timeout,
            )
            return page
        except Exception:
            ran = page.evaluate(
                "() => [...document.querySelectorAll('.jp-InputPrompt')]"
                ".some((p) => /\\[\\d+\\]/.test(p.textContent))"
            )
            if ran:
                raise
            lab.run_all()
    raise AssertionError("the notebook's cells did not run")


def shared_notebook(shared_lab: Any, cells: list[str]) -> tuple[Any, Any]:
    """The notebook of ``cells`` opened once for the test file (``shared_lab``, see
    conftest.SharedLab) as :func:`open_notebook` opens it; each later test runs its cells
    again in the same kernel and gets new tables. Returns the lab and its page."""
    lab = shared_lab.run(
        cells, wait=".hbt-table[data-pending]", open_it=lambda lab: open_notebook(lab, cells)
    )
    return lab, lab.page


def table(page: Any, index: int = 0) -> Any:
    """The locator of the ``index``-th game table (or part view) on the page."""
    return page.locator(".hbt-table").nth(index)


def page_ply(page: Any) -> int:
    return int(table(page).get_attribute("data-ply") or 0)


def wait_ply(page: Any, ply: int, timeout: float = 20_000) -> None:
    """Wait until the table shows the game after ``ply`` actions."""
    page.wait_for_function(
        "(ply) => document.querySelector('.hbt-table')?.dataset.ply === String(ply)",
        arg=ply,
        timeout=timeout,
    )


#: True once no table on the page has changed (its DOM or any scroll) for ``ms``
#: milliseconds; a table not watched before starts being watched (and counts as changed).
QUIET_JS = """(ms) => {
    const q = window.__hbQuiet ??= {last: performance.now(), seen: new WeakSet(),
        watch: null};
    const mark = () => { q.last = performance.now(); };
    if (!q.watch) {
        q.watch = new MutationObserver(mark);
        document.addEventListener('scroll', mark, true);
    }
    for (const t of document.querySelectorAll('.hbt-table')) {
        if (q.seen.has(t)) continue;
        q.seen.add(t);
        q.watch.observe(t, {subtree: true, childList: true, attributes: true,
                            characterData: true});
        mark();
    }
    return performance.now() - q.last >= ms;
}"""


def wait_quiet(page: Any, ms: int = 150, timeout: float = 5_000) -> None:
    """Wait until the tables have kept still for ``ms`` (a redraw done, the body scrolled to
    the decision: a click then lands where it was aimed); goes on after ``timeout``."""
    try:
        page.wait_for_function(QUIET_JS, arg=ms, polling=50, timeout=timeout)
    except Exception as e:  # a table that never keeps still: the click shows what it does
        if "Timeout" not in type(e).__name__:
            raise


def wait_pending(page: Any, kind: str, timeout: float = 20_000) -> None:
    page.wait_for_function(
        "(kind) => document.querySelector('.hbt-table')?.dataset.pending === kind",
        arg=kind,
        timeout=timeout,
    )


def hive_selector(seat: int) -> str:
    return f'.hbt-player[data-seat="{seat}"] .hb-svg'


def hive_hex_xy(
    page: Any, seat: int, h: tuple[int, int], scroll: bool = True
) -> tuple[float, float]:
    """Where the centre of hex ``h`` of ``seat``'s hive is on the screen (scrolled into
    view first, unless ``scroll`` is False)."""
    return svg_hex_xy(page, hive_selector(seat), h, scroll=scroll)


def click_hive_hex(page: Any, seat: int, h: tuple[int, int]) -> None:
    """Point at hex ``h`` of ``seat``'s hive and click it.

    After scrolling the hive into view, the notebook may still move the page a little (its
    cells are laid out lazily): the hex's place on the screen must be the same twice in a
    row before the pointer goes there.
    """
    for _ in range(10):
        x, y = hive_hex_xy(page, seat, h)
        page.wait_for_timeout(120)
        x2, y2 = hive_hex_xy(page, seat, h, scroll=False)
        if abs(x2 - x) < 0.5 and abs(y2 - y) < 0.5:
            page.mouse.move(x + 4, y + 3)
            page.mouse.move(x, y)
            page.mouse.click(x, y)
            return
    raise AssertionError(f"hex {h} of the hive of seat {seat} does not stay in one place")


def turn_tile_to(page: Any, seat: int, direction: int) -> None:
    """Turn the taken tile with the hive's on-screen button until its tail points there."""
    panel = page.locator(f'.hbt-player[data-seat="{seat}"]')
    for _ in range(7):
        text = panel.locator(".hb-dir").text_content() or ""
        if text.split()[:2] == ["Tail", DIRECTION_NAMES[direction]]:
            return
        panel.locator(".hb-rotate button").first.click()
    raise AssertionError(f"could not turn the tile to {DIRECTION_NAMES[direction]}")


def set_workers(page: Any, n: int, scope: Any = None) -> None:
    """Set the size of the beeline with the hive board's − and + buttons."""
    t = table(page) if scope is None else scope
    for _ in range(12):
        now = int(t.locator(".hbt-workers-count").text_content() or 0)
        if now == n:
            return
        t.locator(".hbt-workers-more" if now < n else ".hbt-workers-less").click()
    raise AssertionError(f"could not set the beeline to {n} workers")


def click_action(page: Any, seat: int, action: dict, action_id: str, scope: Any = None) -> None:
    """Answer the pending decision with ``action`` by clicking where a learner would
    (on the first game table, or anywhere in ``scope``)."""
    t = table(page) if scope is None else scope
    wait_quiet(page)
    kind = action["kind"]
    if kind == "take_tile":
        set_workers(page, action["workers"], t)
        t.locator(f'button.hbt-stack[data-tile="{action["tile"]}"]').click()
    elif kind in ("forage", "scout", "choose_start"):
        r, c = action["space"]
        t.locator(f'g.hbt-space[data-space="{r},{c}"]').click()
    elif kind == "place":
        turn_tile_to(page, seat, action["direction"])
        click_hive_hex(page, seat, tuple(action["anchor"]))
    elif kind in ("fan", "nectar_cell", "take_honey", "cap_nectar"):
        h = action["hex"] if kind == "fan" else action["cell"]
        click_hive_hex(page, seat, tuple(h))
    elif "space" in action and t.locator(".hbt-fruit-field").count():
        # The fall field: a click on the hex, then (several answers there) the chooser's one.
        r, c = action["space"]
        t.locator(f'.hbt-fruit-field g.hbt-ff-space[data-space="{r},{c}"]').click()
        chooser = t.locator(".hbt-ff-choose")
        page.wait_for_timeout(200)
        if chooser.is_visible():
            chooser.locator(f"button[data-act='{action_id}']").click()
    elif kind == "sell":
        t.locator(f"button.hbt-sell[data-act='{action_id}']").click()
    elif kind == "drop":
        t.locator(f"button.hbt-drop[data-act='{action_id}']").click()
    elif kind == "drone_toast":  # solo: the toast card given up, on the festival board
        card = t.locator(f'.hbt-festival-card[data-card="{action["card"]}"]')
        card.locator("button.hbt-festival-drone").click()
    elif kind == "order":
        t.locator(f'button.hbt-order[data-stack="{action["stack"]}"]').click()
    else:  # recall, resolve, decree, end_turn, a drone's choices: the decision panel
        button = t.locator(f".hbt-decision button[data-act='{action_id}']")
        if not button.count():  # listed under "All choices" (closed): open it, as a learner would
            t.locator(".hbt-decision details.hbt-more > summary").click()
        button.click()


def wait_applied(lab: Any, page: Any, ply: int, what: str) -> None:
    """Wait (10 s at most) until the kernel's ``table`` has applied the action clicked at
    ``ply``; fail naming ``what`` was clicked and the table's error line."""
    for _ in range(200):
        if lab.kernel_json("len(table.game.actions)") > ply:
            return
        page.wait_for_timeout(50)
    raise AssertionError(f"the click for {what} changed nothing: {lab.kernel_json('table._error')}")


def click_until_another_seat(lab: Any, page: Any, most: int) -> None:
    """Seat 0 plays by clicking (the kernel's ``_me`` bot chooses, the page is clicked and
    the kernel applies it) until the decision is another seat's; fails after ``most``."""
    for _ in range(most):
        step = lab.kernel_json("_next(_me)")  # a bot's decision too: it ends the clicking
        if step["player"] != 0:
            return
        wait_ply(page, step["ply"])
        click_action(page, 0, step["action"], step["id"])
        wait_applied(lab, page, step["ply"], step["action"])
    raise AssertionError(f"seat 0 still decides after {most} clicks")


def canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


#: Records each flying piece (widget_js/motion.js) added to the first table in
#: ``window.__flights``: the ply drawn, which piece flies (``tile``, ``order``, ``resource``,
#: ``worker``) and its size, where it starts (its centre) and whether it starts wholly in
#: the window.
WATCH_FLIGHTS = """() => {
    const root = document.querySelector('.hbt-table');
    window.__flights = [];
    new MutationObserver((changes) => {
        for (const change of changes) for (const node of change.addedNodes) {
            if (!node.classList || !node.classList.contains('hbt-fly')) continue;
            const r = node.getBoundingClientRect();
            window.__flights.push({ply: Number(root.dataset.ply), piece: node.dataset.piece,
                width: r.width, height: r.height, x: r.left + r.width / 2,
                y: r.top + r.height / 2, inView: r.top >= 0 && r.bottom <= innerHeight &&
                r.left >= 0 && r.right <= innerWidth});
        }
    }).observe(root, {childList: true});
}"""
