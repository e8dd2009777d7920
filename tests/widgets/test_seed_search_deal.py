"""The seed-search benchmark (tests/benchmarks/seed_search_honeybuzz.py) stays honest: its
fast trial deals what the setup deals, as the page shows it, so a search over the old
20-bit seeds finds an old-style seed, and one over 64-bit seeds finds nothing."""

from __future__ import annotations

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game
from honeybuzz_lab.games.honeybuzz.widgets import GameTable
from tests.benchmarks.seed_search_honeybuzz import FastDeal, page_deal, search


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_fast_deal_is_the_pages_deal(players):
    deal = FastDeal(players)
    names = [f"P{i}" for i in range(players)]
    for seed in (0, 17, 2**64 - 1):
        table = GameTable(Game.new(names, seed=seed, first_game=True), bot_delay=0)
        assert deal(seed) == page_deal(table)


def test_an_old_style_seed_is_found_and_a_new_one_is_not():
    deal = FastDeal(2)
    old = GameTable(Game.new(["A", "B"], seed=1234, first_game=True), bot_delay=0)
    assert search(deal, page_deal(old), range(2000))[0] == 1234
    new = GameTable(Game.new(["A", "B"], first_game=True), bot_delay=0)
    assert search(deal, page_deal(new), range(2000))[0] is None
