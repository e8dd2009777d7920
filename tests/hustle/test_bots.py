"""Bots: legal choices only, and the planning bot beats random bots."""

from __future__ import annotations

import pytest

from honeybuzz_lab.games.hustle import Game, HustleError, PlanningBot, RandomBot, play
from honeybuzz_lab.games.hustle.benchmark import win_rate


@pytest.mark.parametrize("players", [2, 5, 8])
def test_bots_play_legal_games_to_the_end(players):
    bots = [PlanningBot(i) if i % 2 else RandomBot(i) for i in range(players)]
    g = Game.new(players, seed=players)
    while not g.is_over:
        seat = g.pending.player
        action = bots[seat].choose(g)
        assert action in g.legal_actions()
        g.apply(action)
    assert g.final_scores()["over"]
    with pytest.raises(HustleError):
        PlanningBot().choose(g)


def test_planning_bot_beats_random_bots():
    assert win_rate(games=12, seed=100) >= 0.8


def test_planning_bot_buys_all_the_honey_it_can():
    g = Game.new(2, seed=9)
    bot = PlanningBot()
    while g.pending.kind != "buy":
        g.apply(bot.choose(g))
    seat = g.pending.player
    points = g.state.players[seat].points
    action = bot.choose(g)
    assert action.honey == points // 5 and action.nectar == (points % 5) // 3


def test_play_needs_one_bot_per_seat():
    with pytest.raises(HustleError, match="3 bots"):
        play(Game.new(3), [RandomBot()])
