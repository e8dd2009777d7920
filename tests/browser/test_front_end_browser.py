"""The front end as a small app, in a real JupyterLab: focus stays where the learner is,
one live region per widget, listeners go with the view, the view box and the tray keys."""

from __future__ import annotations

from typing import Any

from honeybuzz_lab.games.honeybuzz.hive import Hive

from .boardpage import board, hex_xy, tile_count
from .tablepage import table, wait_pending, wait_ply
from .test_board_browser import STAR, detached_near, pick, wait_kernel
from .test_table_browser import table_notebook

#: What makes an element a live region (explicitly or by its role).
LIVE = (
    "[aria-live]:not([aria-live=off]), [role=status], [role=alert], [role=log], "
    "[role=marquee], [role=timer], output"
)
TWO_TILES = (
    "for _a in ('produce', 'market'):\n"
    "    board.place(next(e.tile for e in board.hive.legal_placements(_a) if e.new_cells))"
)
CLASSROOM = (
    "from honeybuzz_lab.games.honeybuzz.classroom.panel import ClassroomPanel\n"
    "from honeybuzz_lab.games.honeybuzz.classroom import ClassroomRun\n"
    "panel = ClassroomPanel(ClassroomRun('first-game', language={language!r}))\npanel"
)


def live_regions(root: Any) -> int:
    return root.evaluate("(root, sel) => root.querySelectorAll(sel).length", LIVE)


def focused(page: Any) -> str:
    """The focused element, as tag and its key attributes ('' when it is <body>)."""
    return page.evaluate(
        "() => { const a = document.activeElement;"
        " if (!a || a === document.body) return '';"
        " return [a.tagName, a.dataset.ply, a.dataset.key, a.dataset.action]"
        ".filter((x) => x !== undefined).join(' '); }"
    )


def test_focus_stays_on_a_move_after_enter(shared_lab: Any) -> None:
    lab = shared_lab.run(STAR)
    page = lab.page
    lab.kernel_run(TWO_TILES)
    tile_count(page, 6)
    move = board(page).locator('.hb-move[data-ply="1"]')
    move.focus()
    page.keyboard.press("Enter")
    tile_count(page, 5)
    wait_kernel(lab, "board.history.ply", 1)
    assert focused(page) == "BUTTON 1"
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Enter")  # the move before: Start
    tile_count(page, 4)
    assert focused(page) == "BUTTON 0"


def test_one_live_region_on_the_board_and_the_classroom(lab: Any) -> None:
    page = lab.notebook([*STAR, CLASSROOM.format(language="en")])
    page.locator(".hbc-panel").wait_for()
    assert live_regions(board(page)) == 1
    assert live_regions(page.locator(".hbc-root")) == 1


def test_one_undo_after_the_front_end_is_rendered_again(shared_lab: Any) -> None:
    lab = shared_lab.run(STAR)
    page = lab.page
    lab.kernel_run(TWO_TILES)
    tile_count(page, 6)
    # A new front end (what anywidget's hot reload does): the view is rendered again in
    # the same element, after the old view's cleanup.
    page.evaluate("() => { document.querySelector('.hb-svg').dataset.old = '1'; }")
    lab.kernel_run("board._esm = board._esm + '\\n// again\\n'")
    page.wait_for_function(
        "() => document.querySelector('.hb-svg') && !document.querySelector('.hb-svg').dataset.old"
    )
    board(page).locator(".hb-svg").focus()
    page.keyboard.press("Control+z")
    tile_count(page, 5)
    page.wait_for_timeout(800)
    assert lab.kernel_json("board.history.ply") == 1


def test_zoom_then_language_keeps_the_view_box(shared_lab: Any) -> None:
    lab = shared_lab.run(STAR)
    page = lab.page
    b = board(page)
    b.get_by_role("button", name="Zoom in").click()
    b.get_by_role("button", name="Zoom in").click()
    zoomed = b.locator(".hb-svg").get_attribute("viewBox")
    assert zoomed
    lab.kernel_run("board.language = 'hu'")
    page.wait_for_function("() => document.querySelector('.hb-board').lang === 'hu'")
    assert b.locator(".hb-svg").get_attribute("viewBox") == zoomed


def test_the_shake_respects_reduced_motion(shared_lab: Any) -> None:
    lab = shared_lab.run(STAR)
    page = lab.page
    spot = detached_near(Hive.starting("star"), 0)  # the tray's tile points east at first
    pick(page, "produce")
    wait_kernel(lab, "board._selected", "produce")  # Python's echo of the pick has come back
    animation = (
        "() => { const g = document.querySelector('.hb-ghost');"
        " return g.classList.contains('hb-shake') ? getComputedStyle(g).animationName : null; }"
    )
    x, y = hex_xy(page, spot)
    page.emulate_media(reduced_motion="no-preference")
    page.mouse.move(x, y)
    page.wait_for_function("() => document.querySelector('.hb-ghost.hb-illegal')")
    page.mouse.click(x, y)
    assert page.evaluate(animation) == "hb-shake"
    page.emulate_media(reduced_motion="reduce")
    page.mouse.click(x, y)
    assert page.evaluate(animation) == "none"


def test_the_tray_is_one_tab_stop_with_arrow_keys(shared_lab: Any) -> None:
    lab = shared_lab.run(STAR)
    page = lab.page
    tray = board(page).locator(".hb-tray")
    buttons = tray.locator("button[role=radio]")
    assert buttons.count() >= 3
    stops = "(t) => [...t.querySelectorAll('button')].filter((b) => b.tabIndex === 0).length"
    assert tray.evaluate(stops) == 1
    first, second = (buttons.nth(i).get_attribute("data-action") for i in (0, 1))
    buttons.nth(0).focus()
    page.keyboard.press("ArrowRight")
    assert focused(page) == f"BUTTON {second}"
    assert buttons.nth(1).get_attribute("aria-checked") == "true"
    assert tray.evaluate(stops) == 1
    page.keyboard.press("ArrowLeft")
    assert focused(page) == f"BUTTON {first}"
    page.keyboard.press("ArrowLeft")  # wraps round to the last tile
    last = buttons.nth(buttons.count() - 1).get_attribute("data-action")
    assert focused(page) == f"BUTTON {last}"
    wait_kernel(lab, "board._selected", last)
    page.keyboard.press("Tab")  # out of the group, not to the next tile
    assert not page.evaluate("() => document.activeElement.closest('.hb-tray')")


def test_space_on_a_focused_classroom_button_activates_that_button(lab: Any) -> None:
    page = lab.notebook([CLASSROOM.format(language="hu")], wait=".hbc-panel")
    box = page.locator(".hbc-panel")
    assert box.get_attribute("aria-label") == "Tanári vezérlőpult"
    box.locator("button.hbc-last").click()
    page.wait_for_function("() => document.querySelector('.hbc-panel').dataset.ply !== '0'")
    end = int(box.get_attribute("data-ply"))
    box.locator("button.hbc-previous").focus()
    page.keyboard.press(" ")
    page.wait_for_function(
        "(end) => Number(document.querySelector('.hbc-panel').dataset.ply) < end", arg=end
    )
    assert int(box.get_attribute("data-ply")) == end - 1


def test_focus_stays_on_a_table_stack_after_enter(shared_lab: Any) -> None:
    _, page = table_notebook(shared_lab, hot_seat=True)
    t = table(page)
    t.locator('button.hbt-stack[data-tile="produce"]').focus()
    page.keyboard.press("Enter")
    wait_ply(page, 1)
    wait_pending(page, "place")
    assert focused(page) == "BUTTON produce:produce"
    assert "hbt-last" in t.locator('.hbt-box[data-box="produce"]').get_attribute("class")


def test_exactly_one_live_region_per_widget(shared_lab: Any) -> None:
    lab, page = table_notebook(shared_lab)
    t = table(page)
    assert t.locator(".hbt-hive.hb-board").count() == 2  # hive boards inside the table
    assert live_regions(t) == 1
    lab.kernel_run("table.show_error('Something went wrong.')")
    t.locator(".hbt-error").wait_for(state="visible")
    assert live_regions(t) == 1
    page.wait_for_function(
        "() => document.querySelector('.hbt-table > .hb-live').textContent"
        " === 'Something went wrong.'"
    )
