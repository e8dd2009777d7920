"""The hive board in Hungarian, in a real JupyterLab: its labels, and a red ghost's reason."""

from __future__ import annotations

from typing import Any

from honeybuzz_lab.games.honeybuzz.hive import Hive

from .boardpage import board, ghost, hover, tile_count
from .test_board_browser import IMPORTS, detached_near, pick, wait_kernel

HUNGARIAN = [IMPORTS, "board = HiveBoard(Hive.starting('star'), language='hu')\nboard"]


def test_a_hungarian_board_gives_a_red_ghosts_reason_in_hungarian(lab: Any) -> None:
    page = lab.notebook(HUNGARIAN)
    tile_count(page, 4)
    b = board(page)
    assert b.locator(".hb-tray-section h4").text_content() == "Lapkák"
    assert b.locator(".hb-history h4").text_content() == "Lépések"
    assert b.locator(".hb-result-body").text_content() == "Még nem raktál le lapkát."
    assert b.locator("button[data-action=new_bee] .hb-tile-label").text_content() == "Új Méh"
    assert b.locator(".hb-legend li span").nth(3).text_content() == "Akác: 5 lapka, négy sötét vég"
    pick(page, "produce")
    wait_kernel(lab, "board.selected.value", "produce")
    assert b.locator(".hb-dir").text_content() == "Sima mező: K →"  # the tile points east
    assert b.locator(".hb-dir").get_attribute("data-direction") == "0"
    # over a tile of the hive: red, with the engine's reason in Hungarian
    covered = lab.kernel_json("list(board.hive.tiles[0].anchor)")
    hover(page, tuple(covered))
    g = ghost(page)
    reason = lab.kernel_json(
        f"board.hive.check(HiveTile(Action.PRODUCE, {tuple(covered)}, 0)).text('hu')"
    )
    assert "mezőt, ahová az ikonos mező kerülne, már" in reason
    assert g["visible"] and not g["legal"] and g["badge"] == "✗"
    assert g["status"] == "✗ Ide nem illik: " + reason
    # near the hive but touching no tile: the detached reason, in Hungarian too
    spot = detached_near(Hive.starting("star"), 0)  # the hive the kernel's board starts from
    hover(page, spot)
    g = ghost(page)
    reason = lab.kernel_json(f"board.hive.check(HiveTile(Action.PRODUCE, {spot}, 0)).text('hu')")
    assert reason.endswith("sárga oldallal sárga oldalhoz.")
    assert g["status"] == "✗ Ide nem illik: " + reason
    # the page never asked the kernel: a click on the red ghost sends nothing either
    assert lab.kernel_json("len(board.history.moves)") == 0
    # the language can change while the board is shown
    lab.kernel_run("board.language = 'en'")
    page.wait_for_function(
        "() => document.querySelector('.hb-board .hb-tray-section h4').textContent === 'Tiles'"
    )
    assert b.locator("button[data-action=new_bee] .hb-tile-label").text_content() == "New Bee"
    assert lab.page_errors == []
