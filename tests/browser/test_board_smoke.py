from __future__ import annotations

SETUP = [
    "from honeybuzz_lab.widgets import HiveBoard\nfrom honeybuzz_lab.hive import Hive, Action",
    "board = HiveBoard(Hive.starting('star'))\nboard",
]


def test_board_renders(lab) -> None:
    page = lab.notebook(SETUP)
    board = page.locator(".hb-board")
    assert board.locator(".hb-tile").count() == 4
    assert lab.kernel_json("len(board.hive)") == 4
    page.screenshot(path="/tmp/hbshots/lab.png")
