"""The hive board in a real JupyterLab, driven in Chromium like a learner drives it."""

from __future__ import annotations

from typing import Any

import pytest

from honeybuzz_lab.core.hexes import distance
from honeybuzz_lab.games.honeybuzz.hive import Action, Hive, HiveTile

from .boardpage import board, click_hex, ghost, hex_xy, hover, tile_count
from .conftest import DARK, LIGHT
from .contrast import CONTRAST_JS
from .screen import wait_still

IMPORTS = (
    "from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard\n"
    "from honeybuzz_lab.games.honeybuzz.hive import Action, Hive, HiveTile\n"
    "from tests.widgets.sample_hives import grown_hive"
)
STAR = [IMPORTS, "board = HiveBoard(Hive.starting('star'))\nboard"]
POCKET = [IMPORTS, "board = HiveBoard(grown_hive(30, seed=2))\nboard"]

# A legal Produce placement that creates cells, found by the kernel: anchor, direction,
# the cells with their nectar letters, what the engine says it does.
FIND_PLACEMENT = """
_e = next(e for e in board.hive.legal_placements('produce') if e.new_cells)
_spot = {"anchor": list(_e.tile.anchor), "d": _e.tile.direction, "notation": _e.tile.notation,
 "cells": [[f"{h[0]},{h[1]}", _e.nectar_types[h].letter if _e.nectar_types[h] else "barren"]
           for h in _e.new_cells],
 "activated": len(_e.activated), "text": _e.describe()}
"""


def detached_near(hive: Hive, d: int) -> tuple[int, int]:
    """A hex two steps from the hive where a tile of direction ``d`` touches nothing."""
    tiles = {h for t in hive.tiles for h in t.hexes}
    for q in range(-6, 7):
        for r in range(-6, 7):
            near = min(distance((q, r), h) for h in tiles)
            tile = HiveTile(Action.PRODUCE, (q, r), d)
            if near == 2 and hive.check(tile).code == "detached":
                return (q, r)
    raise AssertionError("no detached spot near the hive")


def find_placement(lab: Any) -> dict:
    lab.kernel_run(FIND_PLACEMENT)
    return lab.kernel_json("_spot")


def pick(page: Any, action: str) -> None:
    board(page).locator(f"button[data-action={action}]").click()
    page.wait_for_function(
        "(a) => document.querySelector(`.hb-tray button[data-action=${a}]`)"
        ".getAttribute('aria-checked') === 'true'",
        arg=action,
    )


def turn_to(page: Any, d: int) -> None:
    """Turn the picked tile with the on-screen button until its tail points ``d``."""
    names = ["E", "NE", "NW", "W", "SW", "SE"]
    for _ in range(6):
        if board(page).locator(".hb-dir").text_content().split()[:2] == ["Tail", names[d]]:
            return
        board(page).locator(".hb-rotate button").first.click()
    raise AssertionError(f"could not turn the tile to {names[d]}")


def wait_kernel(lab: Any, expression: str, expected: object, tries: int = 50) -> None:
    for _ in range(tries):
        if lab.kernel_json(expression) == expected:
            return
        lab.page.wait_for_timeout(100)
    assert lab.kernel_json(expression) == expected


def test_ghost_is_green_where_legal_and_red_with_the_reason_where_not(shared_lab: Any) -> None:
    lab = shared_lab.run(STAR)
    page = lab.page
    tile_count(page, 4)
    spot = find_placement(lab)
    pick(page, "produce")
    wait_kernel(lab, "board.selected.value", "produce")
    turn_to(page, spot["d"])
    sent = lab.comm_messages_sent()
    hover(page, tuple(spot["anchor"]))
    g = ghost(page)
    assert g["visible"] and g["legal"] and g["badge"] == "✓"
    assert g["anchor"] == "{},{}".format(*spot["anchor"]) and g["direction"] == spot["d"]
    assert sorted(g["preview"]) == sorted(spot["cells"])
    assert g["activated"] == spot["activated"]
    assert g["status"] == "✓ Fits. " + spot["text"]
    # over a tile of the hive: red, with the engine's reason in words
    hover(page, (2, 0))
    g = ghost(page)
    reason = lab.kernel_json(
        f"board.hive.check(HiveTile(Action.PRODUCE, (2, 0), {spot['d']})).reason"
    )
    assert g["visible"] and not g["legal"] and g["badge"] == "✗"
    assert g["status"] == "✗ Does not fit: " + reason
    assert g["reasons"] >= 1
    # near the hive but touching no tile
    far = detached_near(Hive.starting("star"), spot["d"])
    hover(page, far)
    g = ghost(page)
    assert g["visible"] and not g["legal"]
    assert "would not touch your hive" in g["status"]
    # hovering is a lookup on the page: it sent nothing to the kernel
    for h in [(0, 0), (1, 0), (-1, 0), (0, -1), (1, 1), (2, -2)]:
        hover(page, h)
    assert lab.comm_messages_sent() == sent
    page.mouse.move(2, 2)  # off the board: the ghost goes
    assert not ghost(page)["visible"]


def test_rotate_with_buttons_keys_and_wheel(shared_lab: Any) -> None:
    lab = shared_lab.run(STAR)
    page = lab.page
    b = board(page)
    pick(page, "decree")
    hover(page, (0, -2))
    assert ghost(page)["direction"] == 0 and b.locator(".hb-dir").text_content() == "Tail E →"
    b.get_by_role("button", name="Turn the tile 60 degrees left (R)").click()
    hover(page, (0, -2))
    assert ghost(page)["direction"] == 1 and b.locator(".hb-dir").text_content() == "Tail NE ↗"
    b.get_by_role("button", name="Turn the tile 60 degrees right (Shift+R)").click()
    b.get_by_role("button", name="Turn the tile 60 degrees right (Shift+R)").click()
    hover(page, (0, -2))
    assert ghost(page)["direction"] == 5
    b.locator(".hb-svg").focus()
    page.keyboard.press("r")
    assert ghost(page)["direction"] == 0
    page.keyboard.press("r")
    assert ghost(page)["direction"] == 1
    page.keyboard.press("Shift+R")
    assert ghost(page)["direction"] == 0
    hover(page, (0, -2))
    page.mouse.wheel(0, 100)
    page.wait_for_function("() => document.querySelector('.hb-ghost').dataset.direction === '5'")
    page.mouse.wheel(0, -100)
    page.wait_for_function("() => document.querySelector('.hb-ghost').dataset.direction === '0'")
    assert lab.kernel_json("len(board.hive)") == 4


def test_click_places_and_shows_new_cells_and_activated_icons(shared_lab: Any) -> None:
    lab = shared_lab.run(STAR)
    page = lab.page
    spot = find_placement(lab)
    pick(page, "produce")
    turn_to(page, spot["d"])
    click_hex(page, tuple(spot["anchor"]))
    tile_count(page, 5)
    assert lab.kernel_json("[t.notation for t in board.history.moves]") == [spot["notation"]]
    b = board(page)
    for key, kind in spot["cells"]:
        cell = b.locator(f'.hb-layer-cells .hb-cell[data-hex="{key}"]')
        assert cell.get_attribute("data-type") == kind
        label = cell.get_attribute("aria-label")
        assert label.startswith("the ") and "cell at" in label  # the type in words too
        assert b.locator(f'.hb-new-cell[data-hex="{key}"]').count() == 1
    assert b.locator(".hb-activated").count() == spot["activated"]
    assert b.locator(".hb-result-text").text_content() == spot["text"]
    assert b.locator(".hb-acts li").count() == spot["activated"]
    assert b.locator(".hb-new-cells li").count() == len(spot["cells"])
    page.wait_for_function(
        "(t) => document.querySelector('.hb-live').textContent.startsWith('Placed ' + t)",
        arg=spot["notation"],
    )
    current = b.locator('.hb-move[aria-current="step"]').text_content()
    assert current.endswith("1. " + spot["notation"])
    # After a click the keys belong to the board, not to JupyterLab: "1" picks the first
    # tile (in the notebook's command mode it would turn the cell into a heading).
    cells = page.locator(".jp-Notebook .jp-Cell").count()
    page.keyboard.press("1")
    assert b.locator("button[data-action=forage]").get_attribute("aria-checked") == "true"
    page.keyboard.press("Control+z")
    tile_count(page, 4)
    assert page.locator(".jp-Notebook .jp-Cell").count() == cells
    assert page.locator(".jp-Notebook .jp-MarkdownCell").count() == 0


def test_keyboard_alone_places_a_tile(shared_lab: Any) -> None:
    lab = shared_lab.run(STAR)
    page = lab.page
    spot = find_placement(lab)
    b = board(page)
    b.locator(".hb-svg").focus()
    page.keyboard.press("2")  # the second tile of the tray: Produce
    wait_kernel(lab, "board.selected.value", "produce")
    for _ in range(spot["d"]):
        page.keyboard.press("r")
    target = tuple(spot["anchor"])
    for _ in range(40):
        q, r = (int(v) for v in ghost(page)["anchor"].split(","))
        if (q, r) == target:
            break
        if r > target[1]:
            page.keyboard.press("ArrowUp")
        elif r < target[1]:
            page.keyboard.press("ArrowDown")
        else:
            page.keyboard.press("ArrowRight" if q < target[0] else "ArrowLeft")
    assert ghost(page)["anchor"] == "{},{}".format(*target)
    assert b.locator(".hb-cursor").get_attribute("visibility") == "visible"
    live = page.locator(".hb-live").text_content()
    assert "Produce tile, tail" in live and "fits" in live
    page.keyboard.press("Enter")
    tile_count(page, 5)
    assert lab.kernel_json("[t.notation for t in board.history.moves]") == [spot["notation"]]
    assert (
        b.locator("[data-lm-suppress-shortcuts]").count()
        + int(b.get_attribute("data-lm-suppress-shortcuts") == "true")
        >= 1
    )


def test_undo_redo_jump_and_reset_by_buttons_and_keys(shared_lab: Any) -> None:
    lab = shared_lab.run(STAR)
    page = lab.page
    lab.kernel_run(
        "for _a in ('produce', 'market'):\n"
        "    board.place(next(e.tile for e in board.hive.legal_placements(_a) if e.new_cells))"
    )
    tile_count(page, 6)  # a change from Python appears on the page
    b = board(page)
    b.get_by_role("button", name="↶ Undo").click()
    tile_count(page, 5)
    wait_kernel(lab, "board.history.ply", 1)
    b.get_by_role("button", name="↷ Redo").click()
    tile_count(page, 6)
    b.locator(".hb-svg").focus()
    page.keyboard.press("Control+z")
    tile_count(page, 5)
    page.keyboard.press("Control+Shift+Z")
    tile_count(page, 6)
    page.keyboard.press("Control+z")
    tile_count(page, 5)
    page.keyboard.press("Control+y")
    tile_count(page, 6)
    wait_kernel(lab, "board.history.ply", 2)
    b.locator('.hb-move[data-ply="0"]').click()
    tile_count(page, 4)
    assert b.locator(".hb-future").count() == 2
    b.locator('.hb-move[data-ply="2"]').click()
    tile_count(page, 6)
    b.get_by_role("button", name="Reset").click()
    tile_count(page, 4)
    wait_kernel(lab, "len(board.history.line)", 0)
    assert b.locator(".hb-move").count() == 1  # only "Start"


def test_changes_from_python_and_errors_show_on_the_page(shared_lab: Any) -> None:
    lab = shared_lab.run(STAR)
    page = lab.page
    b = board(page)
    lab.kernel_run("board.notice = 'Place a Produce tile next to the fan.'")
    page.wait_for_function(
        "() => document.querySelector('.hb-notice').textContent.startsWith('Place a Produce')"
    )
    assert b.locator(".hb-notice").is_visible()
    lab.kernel_run("board.highlight = [(0, 0), (1, 1)]")
    page.wait_for_function("() => document.querySelectorAll('.hb-highlight').length === 2")
    lab.kernel_run("board.tray = [Action.PRODUCE, Action.MARKET]")
    page.wait_for_function("() => document.querySelectorAll('.hb-tray button').length === 2")
    # a page request the board refuses, and a callback that raises
    lab.kernel_run("board.handle_message({'kind': 'jump', 'ply': -1})")
    page.wait_for_function(
        "() => document.querySelector('.hb-error-text').textContent.includes(\"'ply'\")"
    )
    spot = find_placement(lab)
    lab.kernel_run("board.on_place(lambda effect: 1 / 0)")
    pick(page, "produce")
    turn_to(page, spot["d"])
    click_hex(page, tuple(spot["anchor"]))
    tile_count(page, 5)  # the placement stays
    page.wait_for_function(
        "() => document.querySelector('.hb-error-text').textContent.includes('ZeroDivisionError')"
    )
    # Not a live region of its own: the board's one live region says it.
    assert b.locator(".hb-error").get_attribute("role") is None
    assert "ZeroDivisionError" in b.locator(".hb-live").text_content()
    b.locator(".hb-error-detail summary").click()
    assert "Traceback" in b.locator(".hb-error-detail pre").text_content()
    b.get_by_role("button", name="Dismiss the error").click()
    assert not b.locator(".hb-error").is_visible()
    wait_kernel(lab, "board._error", "")
    lab.kernel_run("board.read_only = True")
    page.wait_for_function("() => document.querySelector('.hb-tray-section').hidden")
    assert not b.get_by_role("button", name="↶ Undo").is_visible()


def test_a_placement_waits_as_pending_while_the_kernel_is_busy(shared_lab: Any) -> None:
    lab = shared_lab.run(STAR)
    page = lab.page
    spot = find_placement(lab)
    pick(page, "produce")
    turn_to(page, spot["d"])
    # a slow kernel: every page message waits 1.5 s before the board handles it
    lab.kernel_run(
        "import time\n"
        "board.on_msg(board._on_page_message, remove=True)\n"
        "board.on_msg(lambda *_: time.sleep(1.5))\n"
        "board.on_msg(board._on_page_message)"
    )
    click_hex(page, tuple(spot["anchor"]))
    b = board(page)
    assert b.locator(".hb-layer-pending .hb-tile.hb-pending").count() == 1
    assert b.get_attribute("aria-busy") == "true"
    assert b.locator(".hb-layer-tiles .hb-tile").count() == 4
    tile_count(page, 5)
    assert b.locator(".hb-layer-pending > *").count() == 0
    assert b.get_attribute("aria-busy") is None


def test_board_draws_the_hive_as_to_svg_does(shared_lab: Any) -> None:
    lab = shared_lab.run(POCKET)
    page = lab.page
    tile_count(page, 30)
    b = board(page)
    expected = lab.kernel_json(
        "sorted([f'{h[0]},{h[1]}', c.nectar_type.letter if c.nectar_type else 'barren']"
        " for h, c in board.hive.cells.items())"
    )
    drawn = b.evaluate(
        "(b) => [...b.querySelectorAll('.hb-layer-cells .hb-cell')]"
        ".map((g) => [g.dataset.hex, g.dataset.type]).sort()"
    )
    assert sorted(drawn) == sorted(expected)
    assert "barren" in {t for _, t in drawn}
    pockets = lab.kernel_json("sum(len(p) for p in board.hive.pockets())")
    assert pockets > 0 and b.locator(".hb-pocket").count() == pockets
    honey = lab.kernel_json("sum(c.honey for c in board.hive.cells.values())")
    assert honey > 0 and b.locator(".hb-honey").count() == honey
    # the same tiles as the Python picture, each with its icon letter
    svg_tiles = lab.kernel_json("board.to_svg().count('class=\"hb-tile\"')")
    assert b.locator(".hb-layer-tiles .hb-tile").count() == svg_tiles == 30
    letters = b.evaluate(
        "(b) => [...b.querySelectorAll('.hb-layer-tiles .hb-tile .hb-icon text')]"
        ".map((t) => t.textContent).join('')"
    )
    assert letters == lab.kernel_json("''.join(t.action.letter for t in board.hive.tiles)")
    assert b.locator(".hb-legend li").count() == 5
    # the hive fits the view
    inside = b.evaluate(
        """(b) => {
            const s = b.querySelector('.hb-svg').getBoundingClientRect();
            const t = b.querySelector('.hb-layer-tiles').getBoundingClientRect();
            return t.left >= s.left && t.right <= s.right && t.top >= s.top
                && t.bottom <= s.bottom;
        }"""
    )
    assert inside
    # zoom, fit, pan and coordinates
    view = b.locator(".hb-svg").get_attribute("viewBox")
    b.get_by_role("button", name="Zoom in").click()
    zoomed = b.locator(".hb-svg").get_attribute("viewBox")
    assert float(zoomed.split()[2]) < float(view.split()[2])
    b.get_by_role("button", name="Fit").click()
    assert b.locator(".hb-svg").get_attribute("viewBox") == view
    x, y = hex_xy(page, (-3, -1))  # a pocket hex: dragging there places nothing
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 60, y + 30, steps=5)
    page.mouse.up()
    assert b.locator(".hb-svg").get_attribute("viewBox") != view
    assert b.locator(".hb-coord").count() == 0
    b.get_by_role("button", name="q,r").click()
    assert b.locator(".hb-coord").count() > 60
    wait_kernel(lab, "board.coords", True)
    assert lab.kernel_json("len(board.history.moves)") == 0
    assert lab.page_errors == []


@pytest.mark.parametrize("theme", [LIGHT, DARK])
def test_text_is_readable_in_both_themes(shared_lab: Any, screenshot_dir: Any, theme: str) -> None:
    lab = shared_lab.run(POCKET)
    page = lab.page
    tile_count(page, 30)
    lab.set_theme(theme)
    b = board(page)
    b.get_by_role("button", name="q,r").click()
    pick(page, "produce")
    hover(page, (-2, 4))
    contrasts = b.evaluate(
        "(b) => {"
        + CONTRAST_JS
        + """
            const out = {};
            const check = (name, node, fgProp = "color") => {
                const bg = background(node);
                const fg = over(rgba(getComputedStyle(node)[fgProp]), bg);
                out[name] = ratio(fg, bg);
            };
            check("heading", b.querySelector(".hb-side h4"));
            check("hover text", b.querySelector(".hb-hover"));
            check("move", b.querySelector(".hb-move"));
            check("tile button", b.querySelector(".hb-tile-label"));
            check("legend", b.querySelector(".hb-legend span"));
            check("button", b.querySelector(".hb-btn"));
            check("result", b.querySelector(".hb-result-body p"));
            const stage = background(b.querySelector(".hb-stage"));
            const coord = b.querySelector(".hb-coord:not(.hb-coord-on)");
            out["coordinates"] = ratio(rgba(getComputedStyle(coord).fill), stage);
            out["board edge"] = ratio(rgba(getComputedStyle(b.querySelector(".hb-grid")).stroke),
                                      stage) ;
            out.dark = lum(background(b)) < 0.2;
            return out;
        }"""
    )
    assert contrasts.pop("dark") is (theme == DARK), "the board did not follow the theme"
    print(f"board contrast ({theme}):", {k: round(v, 1) for k, v in contrasts.items()})
    grid = contrasts.pop("board edge")
    assert grid > 1.2, grid  # the faint outlines of free hexes are still visible
    for name, ratio in contrasts.items():
        assert ratio >= 4.5, f"{name}: contrast {ratio:.2f}"
    if theme == DARK:
        wait_still(page, ".hb-board")
        b.screenshot(path=str(screenshot_dir / "board-dark.png"))


def test_readme_screenshot(shared_lab: Any, screenshot_dir: Any) -> None:
    lab = shared_lab.run(POCKET)
    page = lab.page
    tile_count(page, 30)
    lab.kernel_run(
        "board.place(max(board.hive.legal_placements('market'),"
        " key=lambda e: len(e.new_cells)).tile)"
    )
    tile_count(page, 31)
    spot = find_placement(lab)
    pick(page, "produce")
    turn_to(page, spot["d"])
    hover(page, tuple(spot["anchor"]))
    assert ghost(page)["legal"]
    wait_still(page, ".hb-board")
    board(page).screenshot(path=str(screenshot_dir / "board.png"))


@pytest.mark.parametrize("tiles", [0, 30])
def test_saved_page_works_offline(browser: Any, tmp_path: Any, tiles: int) -> None:
    from honeybuzz_lab.games.honeybuzz.hive import Hive
    from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard
    from tests.widgets.sample_hives import grown_hive

    source = HiveBoard(grown_hive(tiles, seed=2) if tiles else Hive())
    path = source.save_html(tmp_path / "board.html")
    n = len(source.hive)
    legal = next(iter(source._legal)) if n else "0,0,0"
    q, r, d = (int(v) for v in legal.split(","))

    context = browser.new_context(offline=True, viewport={"width": 1200, "height": 850})
    outside: list[str] = []
    context.route(
        "**/*",
        lambda route: (
            route.continue_()
            if route.request.url.startswith("file:")
            else (outside.append(route.request.url), route.abort())
        ),
    )
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(path.as_uri())
        page.locator(".hb-board .hb-svg").wait_for()
        assert page.locator(".hb-layer-tiles .hb-tile").count() == n
        pick(page, "produce")
        turn_to(page, d)
        hover(page, (q, r))
        g = ghost(page)
        assert g["visible"] and g["legal"], g
        x, y = hex_xy(page, (q, r))
        page.mouse.click(x, y)
        error = page.locator(".hb-error-text")
        error.wait_for()
        assert "need the notebook running" in error.text_content()
        assert page.locator(".hb-layer-tiles .hb-tile").count() == n
        assert outside == [] and errors == []
    finally:
        context.close()


def test_two_boards_on_one_page_stay_apart(lab: Any) -> None:
    page = lab.notebook(
        [
            IMPORTS,
            "board = HiveBoard(Hive.starting('star'))\nboard",
            "other = HiveBoard(Hive.from_notation('D(0,0)E'), tray=[Action.MARKET])\nother",
        ]
    )
    page.locator(".hb-board").nth(1).wait_for()
    tile_count(page, 4, index=0)
    tile_count(page, 1, index=1)
    ids = page.evaluate("() => [...document.querySelectorAll('.hb-board pattern')].map(p => p.id)")
    assert len(ids) == 4 and len(set(ids)) == 4
    second = board(page, 1)
    assert second.locator(".hb-tray button").count() == 1
    second.locator("button[data-action=market]").click()
    spot = next(
        e.tile
        for e in Hive.from_notation("D(0,0)E").legal_placements("market")
        if e.tile.direction == 0
    )
    x, y = hex_xy(page, spot.anchor, index=1)
    page.mouse.click(x, y)
    tile_count(page, 2, index=1)
    assert lab.kernel_json("[len(board.hive), len(other.hive)]") == [4, 2]
    assert board(page, 0).locator(".hb-layer-tiles .hb-tile").count() == 4
