"""Bots: legal choices only, and the planning bot beats random bots."""

from __future__ import annotations

import pytest

from honeybuzz_lab.games.hustle.game import Game, HustleError, PlanningBot, RandomBot, play
from honeybuzz_lab.games.hustle.game.benchmark import win_rate


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


def test_the_planning_bot_decides_from_its_seats_view_alone():
    """What the seat cannot know (another bag's contents) changes neither its view nor the
    planning bot's choice; the bot's answer is ``decide(view, legal)``."""
    checked = 0
    for seed in range(4):
        g = Game.new(4, seed=seed)
        bots = [PlanningBot(s) for s in range(4)]
        while not g.is_over and checked < 400:
            seat = g.pending.player
            view = g.view(seat)
            action = bots[seat].choose(g)
            assert action == PlanningBot().decide(view, g.legal_actions())
            state = g.state
            saved = [dict(p.bag) for p in state.players]
            for j, p in enumerate(state.players):
                kinds = [k for k, n in p.bag.items() if n]
                if j != seat and kinds:  # one token of another kind, the same bag size
                    k = kinds[0]
                    other = "red" if k != "red" else "blue1"
                    p.bag[k] -= 1
                    p.bag[other] = p.bag.get(other, 0) + 1
            try:
                assert g.view(seat) == view
                assert PlanningBot().choose(g) == action
            finally:
                for p, bag in zip(state.players, saved, strict=True):
                    p.bag = bag
            g.apply(action)
            checked += 1
    assert checked >= 200
