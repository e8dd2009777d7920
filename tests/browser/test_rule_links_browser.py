"""A refusal's "rule" link opens the rules reference at that rule, beside the board, in the
same widget.

Notebook 10 (the full game) and notebook 20 (Honeycomb Hustle) are run as they ship (Run
All; notebook 10's game is then at its start, waiting for the learner's first move with the
scores closed and nothing to redo) and looked at on the laptop screen (1280 x 800,
JupyterLab's file browser open); then a refused move is made by clicking where a learner
clicks: a Honey Buzz tile on a taken hex, a Hustle token on a spot it cannot join. The
refusal's line has a small "rule" link (a button named after the rule); clicking it opens
the rule's panel (the kernel answers with the rule): its title, text and source, its related
rules as links, its live demonstration (the engine's picture and the line saying the move is
refused), the whole panel in view, no text under 11 px (the picture's own labels aside),
contrast 4.5:1. A related rule opens in the panel and Back returns. On the hive board and
the honeycomb the hover's ✗ line keeps its link when the pointer leaves, in the same place;
Hustle's Undo, barred once a token was drawn, links its rule; the panel's search finds a
rule and opens it. Every log line of the Honey Buzz table links its rule too. Notebook 20's
game waits for the learner after Run All, and its pass-and-play table stays covered until a
player takes the screen.
"""

from __future__ import annotations

from typing import Any

from .conftest import DARK, LIGHT
from .contrast import text_report
from .screen import IN_VIEW_JS, wait_still
from .shipped import code_cells, run_notebook
from .tablepage import click_hive_hex, wait_pending, wait_ply

#: Where the panel is not text to read: the demonstration's picture (its labels are the
#: engine's drawing, shown small) and what is hidden.
PICTURE = "[hidden], .hbk-rule-picture"


def laptop(page: Any) -> None:
    """The laptop screen, JupyterLab's file browser open beside the notebook."""
    page.set_viewport_size({"width": 1280, "height": 800})
    page.evaluate("() => window.jupyterapp.shell.activateById('filebrowser')")
    page.locator("#filebrowser").wait_for(state="visible")


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


def panel_ready(scope: Any, rule: str) -> Any:
    """The panel once it shows ``rule`` with the kernel's answer, settled in view."""
    panel = scope.locator(f'.hbk-rule[data-rule="{rule}"][data-ready="yes"]')
    panel.wait_for(state="visible", timeout=15_000)
    wait_still(panel.page, ".hbk-rule:not([hidden])")  # the scroll into view settles
    return panel


def seen_whole(panel: Any) -> None:
    """The panel wholly in view, not covered, its text >= 11 px at 4.5:1."""
    seen = panel.evaluate(SEEN_JS)
    assert seen["inView"] and not seen["covered"], seen
    report = text_report(panel.page, ".hbk-rule:not([hidden])", skip=PICTURE)
    assert report == {"small": [], "low": []}, report


def check_panel(
    page: Any, lab: Any, scope: Any, rule: str, link: Any = None, dark: bool = False
) -> None:
    """Click the refusal's rule link; the rule's panel opens, whole and in view, with its
    related rules and its demonstration; a related rule opens in it and Back returns.
    ``dark``: its text is read in the dark theme too."""
    lab.kernel_run(
        "from honeybuzz_lab.rulebook import atom as _atom\n"
        "from honeybuzz_lab.rulebook.drawing import picture as _picture\n"
        f"_rule = _atom({rule!r})\n_demo = _picture(_rule, 'en')"
    )
    title, ours, source, related, demo = lab.kernel_json(
        "[_rule.title('en'), _rule.our_reading, _rule.cite('en'),"
        " [[r, _atom(r).title('en')] for r in _rule.related],"
        " {k: _demo[k] for k in ('verdict', 'verdict_text', 'move', 'reason')}]"
    )
    assert related and demo["verdict"] in {"refused", "computed"}
    link = link or scope.locator(f'.hbk-error .hbk-rule-link[data-rule="{rule}"]')
    link.wait_for(state="visible", timeout=10_000)
    assert link.get_attribute("aria-label") == f"The rule: {title}"
    assert link.evaluate("(n) => n.tabIndex") >= 0  # a button: keyboard focusable
    seen = link.evaluate(SEEN_JS)
    assert seen["smallest"] >= 11, seen
    link.click()
    scope.locator(f'.hbk-rule[data-rule="{rule}"]').wait_for(state="visible", timeout=5_000)
    # the panel shows the title at once; the kernel sends the rule, demonstration included
    panel = panel_ready(scope, rule)
    # "our reading" marked beside the title (and in the source) where the reading is ours
    assert panel.locator(".hbk-rule-title").text_content() == title + " our reading" * ours
    assert panel.locator(".hbk-rule-source").text_content().startswith("Source: " + source)
    assert len(panel.locator(".hbk-rule-text").text_content() or "") > 40
    assert panel.evaluate("(n) => n === document.activeElement")  # the panel has the focus
    # the related rules, as links named after them
    goes = panel.locator(".hbk-rule-related .hbk-rule-goto")
    assert goes.all_text_contents() == [t for _, t in related]
    # the live demonstration: the engine's picture and its one line
    shown = panel.locator(f'.hbk-rule-demo[data-verdict="{demo["verdict"]}"]')
    assert shown.locator(".hbk-rule-picture svg").count() == 1
    box = shown.locator(".hbk-rule-picture svg").bounding_box()
    assert box and 40 < box["height"] <= 170.5, box  # drawn small
    assert shown.locator(".hbk-rule-move").text_content() == (
        f"{demo['verdict_text']} {demo['move']}"
    )
    assert (
        shown.locator(".hbk-rule-reason").all_text_contents()
        == [demo["reason"]][: bool(demo["reason"])]
    )
    seen_whole(panel)
    # a related rule opens in the panel; Back comes back (from what the page was sent)
    goes.first.click()
    other = panel_ready(scope, related[0][0])
    assert other.locator(".hbk-rule-title").text_content().startswith(related[0][1])
    assert other.locator(".hbk-rule-demo").count() == 1
    back = other.locator(".hbk-rule-back")
    assert back.get_attribute("aria-label") == f"Back to {title}"
    seen_whole(other)
    back.click()
    panel = panel_ready(scope, rule)
    assert panel.locator(".hbk-rule-back").is_hidden()
    assert panel.evaluate("(n) => n === document.activeElement")
    if dark:
        lab.set_theme(DARK)
        wait_still(page, ".hbk-rule:not([hidden])")
        report = text_report(page, ".hbk-rule:not([hidden])", skip=PICTURE)
        assert report == {"small": [], "low": []}, report
        lab.set_theme(LIGHT)
        panel.focus()
    # Escape closes it and the focus goes back to the link
    page.keyboard.press("Escape")
    panel.wait_for(state="hidden")
    assert link.evaluate("(n) => n === document.activeElement")


def test_full_game_a_refused_tile_links_its_rule(lab: Any) -> None:
    name = "en/10_full_game.ipynb"
    page = run_notebook(lab, name, code_cells(name))
    laptop(page)
    t = page.locator(".hb-full-game .hbt-table").first
    t.wait_for()
    # Run All leaves the learner's game at its start: their first move awaited, the
    # scores closed, nothing to redo on any table (the demonstrations act on games of
    # their own)
    assert t.get_attribute("data-ply") == "0"
    assert t.get_attribute("data-mine") == "true"
    assert t.locator(".hbt-scores").is_hidden()
    assert lab.kernel_json("len(play.game.actions)") == 0
    for table in page.locator(".hb-full-game .hbt-table").all():
        assert table.locator(".hbt-redo").is_disabled()
    t.locator('button.hbt-stack[data-tile="produce"]').click()
    wait_ply(page, 1)
    wait_pending(page, "place")
    # a hex of the starting hive is taken: the tile may not go there
    taken = lab.kernel_json("list(play.game.state.players[0].hive.tiles)[0].anchor")
    click_hive_hex(page, 0, tuple(taken))
    assert lab.kernel_json("len(play.game.actions)") == 1  # nothing was sent
    board = t.locator('.hbt-player[data-seat="0"]')
    # the pointer is still on the hex: the hover's ✗ line links the rule; it keeps the
    # link, in the same place, when the pointer leaves the board to reach it
    line = board.locator('.hb-hover[data-kind="illegal"]')
    line.locator('.hbk-rule-link[data-rule="hb.hive.free-hexes"]').wait_for()
    where = line.bounding_box()
    page.mouse.move(2, 2)
    kept = board.locator('.hb-hover[data-kept="yes"][data-kind="illegal"]')
    kept.wait_for(timeout=5_000)
    assert kept.bounding_box() == where
    hover_link = kept.locator('.hbk-rule-link[data-rule="hb.hive.free-hexes"]')
    assert hover_link.is_visible()
    check_panel(page, lab, board, "hb.hive.free-hexes", hover_link, dark=True)
    # every line of the log names its rule
    lines = t.locator(".hbt-log-list li")
    assert lines.count() > 3
    assert t.locator(".hbt-log-list li .hbk-rule-link").count() == lines.count()
    assert lab.page_errors == []


def test_hustle_a_refused_spot_links_its_rule(lab: Any) -> None:
    name = "en/20_hustle_game.ipynb"
    page = run_notebook(lab, name, code_cells(name))
    laptop(page)
    root = page.locator(".hbh-table").first
    page.wait_for_function(
        "() => document.querySelector('.hbh-table')?.dataset.answer === 'yes'", timeout=60_000
    )
    # Run All leaves the game waiting for the learner; the demonstration is not shown
    assert page.locator(".hbh-table").count() == 2  # the game, and pass and play
    assert lab.kernel_json("table.game.pending.player") == 0
    assert lab.kernel_json("len(table.game.players)") == 4
    # pass and play: the view of the player deciding stays covered until they take the screen
    shared = page.locator(".hbh-table").nth(1)
    assert shared.get_attribute("data-veil") == "yes"
    assert shared.locator(".hbh-veil").is_visible()
    for _ in range(4):  # draw until a token waits to be placed
        if root.get_attribute("data-placing") == "place":
            break
        ply = root.get_attribute("data-ply")
        root.locator(".hbh-draw").click()
        page.wait_for_function(
            "(ply) => document.querySelector('.hbh-table').dataset.ply !== ply", arg=ply
        )
    assert root.get_attribute("data-placing") == "place"
    # the draw was the learner's act: the notebook follows the token's decision into view
    # (layout.js: a smooth scroll once the page settled) before the pointer goes to a spot;
    # a spot measured while it scrolls is clicked elsewhere, and the line below it moves
    page.wait_for_function(f"() => ({IN_VIEW_JS})('.hbh-table .hbh-stage').whole")
    wait_still(page, ".hbh-table")
    spot = root.locator(".hbh-spot-no, .hbh-spot-turn").first
    spot.wait_for(state="attached")
    box = spot.bounding_box()
    assert box is not None
    ply = root.get_attribute("data-ply")
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    assert root.get_attribute("data-ply") == ply  # refused on the page, nothing sent
    # the hover line's refusal and link stay, in place, when the pointer leaves the comb
    line = root.locator(".hbh-hover")
    line.locator('.hbk-rule-link[data-rule="hu.build.connect"]').wait_for()
    where = line.bounding_box()
    page.mouse.move(2, 2)
    root.locator('.hbh-hover[data-kept="yes"] .hbk-rule-link').wait_for(timeout=5_000)
    assert line.bounding_box() == where
    check_panel(page, lab, root, "hu.build.connect")
    # a token was drawn: Undo is barred (chance is not taken back) and links its rule
    assert root.locator(".hbh-undo").is_disabled()
    undo = root.locator('.hbh-tools .hbk-rule-link[data-rule="hu.undo.chance"]')
    undo.click()
    panel = panel_ready(root, "hu.undo.chance")
    assert panel.locator('.hbk-rule-demo[data-verdict="refused"] svg').count() == 1
    assert "our reading" in panel.locator(".hbk-rule-source").text_content()
    # the panel's own search (the kernel's): a rule found opens in the panel
    box = panel.locator(".hbk-rule-find input")
    box.fill("tokens join by connector marks")
    box.press("Enter")
    found = panel.locator('.hbk-rule-found .hbk-rule-goto[data-goto="hu.build.connect"]')
    found.wait_for(timeout=15_000)
    wait_still(page, ".hbk-rule:not([hidden])")
    assert found.evaluate(SEEN_JS)["inView"]  # the answer comes into view below the field
    found.click()
    panel = panel_ready(root, "hu.build.connect")
    assert panel.locator(".hbk-rule-back").is_visible()
    seen_whole(panel)
    # the pass-and-play table (a game of its own): covered still; a player takes the screen
    assert shared.get_attribute("data-veil") == "yes"
    shared.locator(".hbh-its-me").click()
    assert shared.get_attribute("data-veil") == "no"
    assert shared.locator(".hbh-draw").is_visible()
    assert lab.page_errors == []
