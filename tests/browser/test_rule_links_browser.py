"""A refusal's "rule" link opens the rule beside the board, in the same widget.

Notebook 10 (the full game) and notebook 20 (Honeycomb Hustle) are run as they ship
(Run All); then a refused move is made by clicking where a learner clicks: a Honey Buzz
tile on a taken hex, a Hustle token on a spot it cannot join. The refusal's line has a
small "rule" link (a button named after the rule); clicking it opens the rule's panel
(the kernel answers with the rule's words): its title, text and source, the whole panel
in view, no text under 11 px. Every log line
of the Honey Buzz table links its rule too.
"""

from __future__ import annotations

from typing import Any

from .tablepage import click_hive_hex, wait_pending, wait_ply
from .test_run_all_browser import code_cells, run_notebook

#: The panel (or a link) as the learner sees it: in view, whole, not covered, its text size.
SEEN_JS = """(node) => {
    const r = node.getBoundingClientRect();
    const inView = r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 &&
        r.bottom <= window.innerHeight && r.right <= window.innerWidth;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + Math.min(8, r.height / 2));
    const sizes = [node, ...node.querySelectorAll('*')]
        .filter((n) => n.textContent.trim() || n.classList.contains('hbk-rule-link'))
        .map((n) => parseFloat(getComputedStyle(n).fontSize));
    if (node.classList.contains('hbk-rule-link')) {
        sizes.push(parseFloat(getComputedStyle(node, '::before').fontSize));
    }
    return { inView, covered: !(hit && node.contains(hit)), smallest: Math.min(...sizes),
        rect: [r.left, r.top, r.right, r.bottom], height: window.innerHeight };
}"""


def check_panel(page: Any, lab: Any, scope: Any, rule: str) -> None:
    """Click the refusal's rule link; the rule's panel opens, whole and in view."""
    lab.kernel_run(f"from honeybuzz_lab.rulebook import atom as _atom\n_rule = _atom({rule!r})")
    title, source = lab.kernel_json("[_rule.title('en'), _rule.cite('en')]")
    link = scope.locator(f'.hbk-error .hbk-rule-link[data-rule="{rule}"]')
    link.wait_for(state="visible", timeout=10_000)
    assert link.get_attribute("aria-label") == f"The rule: {title}"
    assert link.evaluate("(n) => n.tabIndex") >= 0  # a button: keyboard focusable
    seen = link.evaluate(SEEN_JS)
    assert seen["smallest"] >= 11, seen
    link.click()
    panel = scope.locator(f'.hbk-rule[data-rule="{rule}"]')
    panel.wait_for(state="visible", timeout=5_000)
    # the panel shows the title at once; the kernel sends the rule's text and source
    scope.locator(f'.hbk-rule[data-rule="{rule}"][data-ready="yes"]').wait_for(timeout=15_000)
    page.wait_for_timeout(400)  # the scroll into view settles
    assert panel.locator(".hbk-rule-title").text_content() == title
    assert panel.locator(".hbk-rule-source").text_content() == "Source: " + source
    assert len(panel.locator(".hbk-rule-text").text_content() or "") > 40
    assert panel.evaluate("(n) => n === document.activeElement")  # the panel has the focus
    seen = panel.evaluate(SEEN_JS)
    assert seen["inView"] and not seen["covered"], seen
    assert seen["smallest"] >= 11, seen
    # Escape closes it and the focus goes back to the link
    page.keyboard.press("Escape")
    panel.wait_for(state="hidden")
    assert link.evaluate("(n) => n === document.activeElement")


def test_full_game_a_refused_tile_links_its_rule(lab: Any) -> None:
    name = "en/10_full_game.ipynb"
    page = run_notebook(lab, name, code_cells(name))
    t = page.locator(".hb-full-game .hbt-table").first
    t.wait_for()
    assert lab.kernel_json("len(play.game.actions)") == 0
    t.locator('button.hbt-stack[data-tile="produce"]').click()
    wait_ply(page, 1)
    wait_pending(page, "place")
    # a hex of the starting hive is taken: the tile may not go there
    taken = lab.kernel_json("list(play.game.state.players[0].hive.tiles)[0].anchor")
    click_hive_hex(page, 0, tuple(taken))
    assert lab.kernel_json("len(play.game.actions)") == 1  # nothing was sent
    board = t.locator('.hbt-player[data-seat="0"]')
    check_panel(page, lab, board, "hb.hive.free-hexes")
    # every line of the log names its rule
    lines = t.locator(".hbt-log-list li")
    assert lines.count() > 3
    assert t.locator(".hbt-log-list li .hbk-rule-link").count() == lines.count()
    assert lab.page_errors == []


def test_hustle_a_refused_spot_links_its_rule(lab: Any) -> None:
    name = "en/20_hustle_game.ipynb"
    page = run_notebook(lab, name, code_cells(name))
    root = page.locator(".hbh-table").first
    page.wait_for_function(
        "() => document.querySelector('.hbh-table')?.dataset.answer === 'yes'", timeout=60_000
    )
    for _ in range(4):  # draw until a token waits to be placed
        if root.get_attribute("data-placing") == "place":
            break
        ply = root.get_attribute("data-ply")
        root.locator(".hbh-draw").click()
        page.wait_for_function(
            "(ply) => document.querySelector('.hbh-table').dataset.ply !== ply", arg=ply
        )
    assert root.get_attribute("data-placing") == "place"
    spot = root.locator(".hbh-spot-no, .hbh-spot-turn").first
    spot.wait_for(state="attached")
    box = spot.bounding_box()
    assert box is not None
    ply = root.get_attribute("data-ply")
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    assert root.get_attribute("data-ply") == ply  # refused on the page, nothing sent
    check_panel(page, lab, root, "hu.build.connect")
    assert lab.page_errors == []
