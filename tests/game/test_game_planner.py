"""The Queen (the planning bot): legal play, repeatable choices, hidden order cards."""

from __future__ import annotations

import random

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.game.planner import (
    PlannerError,
    QueenBot,
    determinise,
    position_values,
    unseen_orders,
)
from honeybuzz_lab.games.honeybuzz.game.roster import BOTS, make_bot
from honeybuzz_lab.games.honeybuzz.game.setup import TABLE_B_ORDER_STACKS
from honeybuzz_lab.games.honeybuzz.game.simulate import play


def _quick(seed: int = 0) -> QueenBot:
    """A Queen that thinks little (fast tests): one try for each of two candidates."""
    return QueenBot(seed=seed, iterations=2, candidates=2, replies=1)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_queen_plays_legal_actions_to_the_end_of_a_game(players: int) -> None:
    game = Game.new(players, seed=40 + players)
    queen = _quick(players)
    bots = [queen if k == 1 else GreedyBot(k) for k in range(players)]
    planned = 0
    while not game.is_over:
        seat = game.pending.player
        assert seat is not None
        action = bots[seat].choose(game)
        assert action in game.legal_actions()
        if bots[seat] is queen and queen.last is not None:
            planned += 1
            queen.last = None
        game.apply(action)
    assert game.final_scores()["winners"]
    assert planned > 10  # it did plan, not only answer like the greedy bot


def test_the_queen_is_repeatable_with_a_seed_and_an_iteration_budget() -> None:
    def line(seed: int) -> list[object]:
        game = Game.new(2, seed=5)
        queen = QueenBot(seed=seed, iterations=4, candidates=3)
        played = []
        for _ in range(25):
            seat = game.pending.player
            action = queen.choose(game) if seat == 0 else GreedyBot(1).choose(game)
            played.append(action)
            game.apply(action)
        return played

    assert line(3) == line(3)


def test_a_plan_is_the_same_for_the_same_seed_and_lists_its_options_best_first() -> None:
    game = Game.new(3, seed=8)
    first = QueenBot(seed=2, iterations=6).plan(game)
    again = QueenBot(seed=2, iterations=6).plan(game)
    assert first == again
    assert first.tries == 6 and sum(o.tries for o in first.options) == 6
    leads = [o.lead for o in first.options]
    assert leads == sorted(leads, reverse=True)
    assert first.best in game.legal_actions()


def test_planning_leaves_the_game_unchanged() -> None:
    game = Game.new(2, seed=12)
    for _ in range(30):
        game.apply(GreedyBot(0).choose(game))
    before = game.state.to_json()
    QueenBot(seed=1, iterations=5).plan(game)
    assert game.state.to_json() == before


def _redeal_hidden(game: Game, seed: int) -> None:
    """Another order of the face-down cards (and another game seed): what nobody sees."""
    shuffled = determinise(game.state, random.Random(seed))
    for real, other in zip(game.state.order_stacks, shuffled.order_stacks, strict=True):
        real.face_down = other.face_down
    game.state.seed = 1000 + seed
    game.state.rng_state = random.Random(seed).getstate()


@pytest.mark.parametrize("plies", [0, 40])
def test_the_queen_does_not_depend_on_the_hidden_order_of_the_deck(plies: int) -> None:
    one, two = Game.new(2, seed=21), Game.new(2, seed=21)
    for _ in range(plies):
        action = GreedyBot(0).choose(one)
        one.apply(action)
        two.apply(action)
    _redeal_hidden(two, seed=7)
    face_down = [[c.id for c in s.face_down] for s in one.state.order_stacks]
    assert face_down != [[c.id for c in s.face_down] for s in two.state.order_stacks]
    assert QueenBot(seed=4, iterations=6).plan(one) == QueenBot(seed=4, iterations=6).plan(two)


def test_determinise_deals_the_unseen_cards_by_size_and_keeps_what_is_seen() -> None:
    game = Game.new(4, seed=3)
    for _ in range(60):
        game.apply(GreedyBot(0).choose(game))
    state = game.state
    seen = {s.face_up.id for s in state.order_stacks if s.face_up is not None}
    seen |= {o.id for p in state.players for o in p.orders}
    pool = {c.id for c in unseen_orders(state)}
    assert not pool & seen
    copy = determinise(state, random.Random(1))
    large_n, _ = TABLE_B_ORDER_STACKS[4]
    dealt = []
    for real, other in zip(state.order_stacks, copy.order_stacks, strict=True):
        assert other.face_up is real.face_up and len(other.face_down) == len(real.face_down)
        assert [c.size for c in other.face_down] == [c.size for c in real.face_down]
        assert all(
            c.size == ("large" if i < large_n else "small") for i, c in enumerate(real.face_down)
        )
        dealt += [c.id for c in other.face_down]
    assert len(set(dealt)) == len(dealt) and set(dealt) <= pool
    assert copy.rng_state != state.rng_state


def test_position_values_count_points_for_every_player() -> None:
    game = Game.new(3, seed=2)
    values = position_values(game.state)
    assert len(values) == 3 and all(v > 0 for v in values)


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"iterations": 0}, "iterations must be at least 1"),
        ({"time_budget": 0}, "positive time_budget"),
        ({"time_budget": None}, "positive time_budget"),
        ({"candidates": 0}, "candidates must be at least 1"),
    ],
)
def test_a_queen_with_a_budget_it_cannot_use_is_refused(options: dict, message: str) -> None:
    with pytest.raises(PlannerError, match=message):
        QueenBot(**options)


def test_planning_a_finished_game_is_refused() -> None:
    game = Game.new(2, seed=1)
    play(game, [GreedyBot(0), GreedyBot(1)])
    with pytest.raises(PlannerError, match="the game is over"):
        QueenBot(iterations=2).plan(game)


def test_the_queen_is_in_the_bots_registry() -> None:
    assert "queen" in BOTS
    queen = make_bot("queen", seed=3)
    assert isinstance(queen, QueenBot) and queen.iterations is not None
    assert queen._tries(2) == 6 and queen._tries(4) == 24  # four players need more tries


def test_tries_by_player_count_are_checked() -> None:
    with pytest.raises(PlannerError, match="iterations must be at least 1"):
        QueenBot(iterations={2: 6, 4: 0})
    with pytest.raises(ValueError, match="choose random, greedy, queen"):
        make_bot("king")


def test_command_line_simulate_with_the_queen(capsys) -> None:
    from honeybuzz_lab.__main__ import main

    args = "simulate --players 2 --games 1 --bot queen,greedy --seed 4 --no-records --quiet"
    code = main(args.split())
    assert code == 0
    out = capsys.readouterr().out
    assert "1 games, 2 players (queen, greedy)" in out and "seat 1 (queen)" in out
