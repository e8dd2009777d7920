"""A saved board page whose texts look like HTML still draws the board (Chromium)."""

from __future__ import annotations

from typing import Any

from honeybuzz_lab.games.honeybuzz.hive import Hive
from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard

TRICKY = "hi <!--<script> </script><b>&amp; </style>"


def test_a_saved_page_with_html_in_its_texts_draws_the_board(browser: Any, tmp_path: Any) -> None:
    source = HiveBoard(Hive.starting("star"))
    source.notice = TRICKY
    spot = source.hive.tiles[0].anchor
    source.pickable = {spot: "<!--<script>pick</script>"}
    path = source.save_html(tmp_path / "board.html")

    context = browser.new_context(offline=True, viewport={"width": 1200, "height": 850})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(path.as_uri())
        page.locator(".hb-board .hb-svg").wait_for(timeout=15_000)
        assert page.locator(".hb-layer-tiles .hb-tile").count() == len(source.hive)
        assert page.locator(".hb-notice").text_content() == TRICKY
        assert page.locator(".hb-pick").count() == 1
        assert errors == []
    finally:
        context.close()
    html = path.read_text(encoding="utf-8")
    state = html.split("const state = ", 1)[1].split(";\n", 1)[0]
    assert "<" not in state and ">" not in state  # nothing the HTML parser could read
