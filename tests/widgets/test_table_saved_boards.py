"""The saved picture of the Honey Buzz table drawn as its boards (``to_html``): the pieces
carry their sentences, the names are escaped, the hexes are big, the market's long names
break as on the page."""

from __future__ import annotations

import re

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.widgets import GameTable
from honeybuzz_lab.games.honeybuzz.widgets.table_pieces import head_lines

TRICKY = 'Anna <b>"&</b>'


def _table(names: list[str], plies: int = 60, **options: object) -> GameTable:
    game = Game.new(names, seed=3)
    bot = GreedyBot(1)
    for _ in range(plies):
        game.apply(bot.choose(game))
    return GameTable(game, seat=0, bot_delay=0, **options)


def test_a_name_with_markup_is_text_everywhere_in_the_saved_picture() -> None:
    html = _table([TRICKY, "Ben"]).to_html()
    assert "<b>&quot;" not in html and '<b>"&' not in html
    assert html.count('Anna &lt;b&gt;"&amp;&lt;/b&gt;') >= 3  # the board, a count, a title
    assert "<script" not in html


def test_every_piece_says_its_sentence() -> None:
    table = _table(["Anna", "Ben"])
    html = table.to_html()
    pieces = re.findall(r'<g class="hbt-s-[a-z-]+">(<title>[^<]+</title>)?', html)
    assert pieces and all(pieces), "a piece without its sentence"
    assert "Forage stack: 11 tiles left." in html
    assert "Pollen: worth 3 coins now" in html
    assert "Anna: 1 / 5 pollen sold" in html
    assert "Workers: 2 available, 1 placed, 0 in the nursery, 7 in the supply" in html


def test_the_hives_hexes_are_as_big_as_the_pages() -> None:
    html = _table(["Anna", "Ben"]).to_html()
    hive = html[html.index('class="hb-hive"') :]
    first = re.search(r'<polygon[^>]*points="([^"]+)"', hive)[1]  # type: ignore[index]
    xs = [float(p.split(",")[0]) for p in first.split()]
    assert max(xs) - min(xs) >= 40


def test_the_market_breaks_long_names_as_the_page_does() -> None:
    assert head_lines("Cherry Blossom") == ["Cherry", "Blossom"]
    assert head_lines("Acacia") == ["Acacia"]
    hu = _table(["Anna", "Ben"], language="hu")
    breaks = hu._static["resource_breaks"]
    long = max(breaks.values(), key=len)
    lines = head_lines(long.replace("|", ""), long)
    assert len(lines) > 1 and lines[0].endswith("-")
    html = hu.to_html()
    for line in lines:
        assert f">{line}</text>" in html
