"""The table plays games under Fall Fruit and Autumn Leaves (the hex field, the fruit, the
fourth order stack, side B with the advanced variant, solo) without breaking: the page's
own drawing of these is another issue, but nothing the table sends may fail."""

from __future__ import annotations

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.widgets import GameTable


@pytest.mark.parametrize(
    ("modules", "players"),
    [(["fall.fruit", "fall.leaves"], 3), (["fall.fruit", "advanced"], 2), (["fall.fruit"], 4)],
)
def test_a_learner_plays_a_fall_game_to_its_end_at_the_table(modules, players) -> None:
    game = Game.new(players, seed=2, modules=modules)
    bots = {seat: GreedyBot(seat) for seat in range(1, players)}
    table = GameTable(game, bots=bots, bot_delay=0, seat=0)
    assert table._static["geometry"]["layout"] == "hex"
    assert table._static["pollen"] == "fruit"
    me = GreedyBot(9)
    for _ in range(3000):
        if game.is_over:
            break
        assert game.pending.player == 0  # the bots answer at once
        table.handle_message({"kind": "act", "action": me.choose(game).to_json()})
        assert not table._error
    assert game.is_over


def test_a_solo_fall_game_runs_at_the_table() -> None:
    game = Game.new(1, seed=2, modules=["solo", "fall.fruit", "fall.leaves"])
    GameTable(game, bots={0: GreedyBot(1)}, bot_delay=0)
    assert game.is_over
