"""Worlds from a view (game/worlds.py): the bots and Why? read nothing but a seat's view.

(a) the world built from the all-seeing view is the real state (the view is complete);
(b) a world built from a seat's view gives that view back, over random advanced and solo
games; (c) a bot's choice is a function of the view and its seed: games that differ only
in what the seat cannot see get the same answer.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from honeybuzz_lab.game import Game, GreedyBot
from honeybuzz_lab.game.modules.advanced import adv, sample_unknown
from honeybuzz_lab.game.planner import QueenBot
from honeybuzz_lab.game.worlds import (
    WorldError,
    seat_view,
    seat_world,
    space_from_name,
    world_from_view,
)

NAMES = ["Ann", "Ben", "Cleo", "Dan"]
GAMES = [(["advanced"], 2), (["advanced"], 3), (["advanced"], 4), ([], 3), (["solo"], 1)]
GAMES += [(["solo", "advanced"], 1)]


def play_random(game: Game, plies: int, seed: int) -> Game:
    rng = random.Random(seed)
    for _ in range(plies):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


def new(modules: list[str], players: int, seed: int) -> Game:
    return Game.new(NAMES[:players], seed=seed, modules=modules)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(which=st.integers(0, len(GAMES) - 1), seed=st.integers(0, 10_000), plies=st.integers(0, 200))
def test_the_all_seeing_view_rebuilds_the_real_state(which, seed, plies):
    modules, players = GAMES[which]
    game = play_random(new(modules, players, seed), plies, seed)
    world = world_from_view(game.all_seeing_view(), game.rules, random.Random(seed))
    assert world.to_json() == game.state.to_json()
    assert world.seed == game.state.seed


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    which=st.integers(0, len(GAMES) - 1),
    seed=st.integers(0, 10_000),
    plies=st.integers(0, 200),
    deal=st.integers(0, 10_000),
)
def test_a_world_from_a_seats_view_shows_that_view_again(which, seed, plies, deal):
    modules, players = GAMES[which]
    game = play_random(new(modules, players, seed), plies, seed)
    for seat in [None, *range(players)]:
        view = seat_view(game.state, seat)
        world = world_from_view(view, game.rules, random.Random(deal))
        assert seat_view(world, seat) == view
        if not game.is_over:  # the world plays on: the same decision, the same answers
            assert Game(world, game.rules).legal_actions() == game.legal_actions()


def test_a_seats_world_deals_again_what_the_seat_has_not_seen():
    game = play_random(new(["advanced"], 3, 4), 30, 4)
    real = {s: t.nectar for s, t in game.state.woodland.field.items()}
    known = adv(game.state).known(0)
    worlds = [seat_world(game.state, 0, random.Random(k)) for k in range(8)]
    fronts = [{s: t.nectar for s, t in w.woodland.field.items()} for w in worlds]
    assert all(f.keys() == real.keys() for f in fronts)
    assert all(f[s].value == known[s] for f in fronts for s in known if s in f)  # what it saw
    assert any(f != real for f in fronts)  # and the rest dealt anew: the test can fail
    stacks = [[c.id for c in s.face_down] for s in game.state.order_stacks]
    assert any([[c.id for c in s.face_down] for s in w.order_stacks] != stacks for w in worlds)


def test_the_solo_world_keeps_the_drone_decks_visible_side():
    game = play_random(new(["solo"], 1, 2), 40, 2)
    view = seat_view(game.state, 0)
    for k in range(6):
        world = world_from_view(view, game.rules, random.Random(k))
        deck = world.modules["solo"].deck
        assert len(deck) == view["solo"]["deck"]["count"]
        assert seat_view(world, 0)["solo"]["next_hive"] == view["solo"]["next_hive"]
        assert not set(deck) & set(view["solo"]["flipped"])


def twin(game: Game, seat: int, seed: int) -> Game:
    """The same game with every front ``seat`` has not seen and the hidden order cards
    dealt anew, and another seed: nothing the seat can see differs."""
    other = Game.from_record(game.to_record())
    state = other.state
    if "advanced" in state.modules:
        state.woodland.field = dict(
            sample_unknown(game.state, seat, random.Random(seed)).woodland.field
        )
    deal = seat_world(game.state, seat, random.Random(seed))
    for real, dealt in zip(state.order_stacks, deal.order_stacks, strict=True):
        real.face_down = list(dealt.face_down)
    state.seed = 1000 + seed
    state.rng_state = random.Random(seed).getstate()
    return other


@pytest.mark.parametrize(
    ("modules", "players", "plies"), [(["advanced"], 2, 12), (["advanced"], 3, 40), ([], 2, 30)]
)
def test_a_bots_choice_depends_on_the_view_and_its_seed_only(modules, players, plies):
    game = play_random(new(modules, players, 9), plies, 9)
    seat = game.pending.player
    other = twin(game, seat, 5)
    assert game.state.to_json() != other.state.to_json()  # the hidden part differs
    assert game.view(seat) == other.view(seat)
    for seed in range(4):
        assert GreedyBot(seed).choose(game) == GreedyBot(seed).choose(other)
        assert GreedyBot(seed).values(game) == GreedyBot(seed).values(other)
    queen = QueenBot(seed=3, iterations=4, kinds=None)
    assert (
        queen.plan(game).options == QueenBot(seed=3, iterations=4, kinds=None).plan(other).options
    )


def test_a_view_missing_a_fact_is_a_world_error():
    game = new(["advanced"], 2, 1)
    view = seat_view(game.state, 0)
    del view["field_side"]
    with pytest.raises(WorldError):
        world_from_view(view, game.rules, random.Random(0))
    with pytest.raises(WorldError):
        space_from_name("Z")
    assert space_from_name("C2") == (1, 2)
