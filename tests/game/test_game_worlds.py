"""Worlds from a view (game/worlds.py): the bots and Why? read nothing but a seat's view.

(a) the world built from the all-seeing view is the real state (the view is complete);
(b) a world built from a seat's view gives that view back, over random advanced and solo
games and every Fall Flavors module (alone, together, with advanced, 2-4 players, solo);
(c) a bot's choice is a function of the view and its seed: games that differ only in what
the seat cannot see get the same answer.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.game.modules.advanced import adv
from honeybuzz_lab.games.honeybuzz.game.modules.fall_fruit import FRUIT_STACK
from honeybuzz_lab.games.honeybuzz.game.modules.fall_leaves import TILE_LEAVES, leaves
from honeybuzz_lab.games.honeybuzz.game.planner import QueenBot
from honeybuzz_lab.games.honeybuzz.game.worlds import (
    WorldError,
    seat_view,
    seat_world,
    space_from_name,
    world_from_view,
)
from tests.play import play_plies
from tests.twins import twin

NAMES = ["Ann", "Ben", "Cleo", "Dan"]
GAMES = [(["advanced"], 2), (["advanced"], 3), (["advanced"], 4), ([], 3), (["solo"], 1)]
GAMES += [(["solo", "advanced"], 1)]
#: The Fall Flavors modules (each implies Sweetwater Sunset): each alone, the four together,
#: with the advanced variant (Fall Fruit's side B), 2 to 4 players and solo.
FALL = ["fall.fruit", "fall.leaves", "fall.caps", "fall.festival"]
FALL_GAMES = [([m], n) for m in ["fall.sunset", *FALL] for n in (2, 3, 4)]
FALL_GAMES += [(FALL, n) for n in (2, 3, 4)] + [(["advanced", *FALL], n) for n in (2, 3, 4)]
FALL_GAMES += [(["advanced", m], 3) for m in FALL]
FALL_GAMES += [(["solo", m], 1) for m in ["fall.sunset", *FALL]]
FALL_GAMES += [(["solo", *FALL], 1), (["solo", "advanced", *FALL], 1)]
GAMES += FALL_GAMES


def new(modules: list[str], players: int, seed: int) -> Game:
    return Game.new(NAMES[:players], seed=seed, modules=modules)


def _fall_name(game: tuple[list[str], int]) -> str:
    modules, players = game
    return "+".join(m.removeprefix("fall.") for m in modules) + f"-{players}p"


def check_worlds(game: Game, deal: int) -> None:
    """(a) and (b) for ``game`` as it stands."""
    world = world_from_view(game.all_seeing_view(), game.rules, random.Random(deal))
    assert world.to_json() == game.state.to_json()
    for seat in [None, *range(game.state.player_count)]:
        view = seat_view(game.state, seat)
        world = world_from_view(view, game.rules, random.Random(deal))
        assert seat_view(world, seat) == view
        if not game.is_over:
            assert Game(world, game.rules).legal_actions() == game.legal_actions()


#: The suite plays 10 of the 32 ``FALL_GAMES`` through (each module alone, at 2, 3 and 4
#: players between them, the four together, with the advanced variant and solo); the
#: hypothesis tests below still meet every one of them at random plies, and the whole list is
#: ``python -m tests.benchmarks.full_sweeps --only worlds`` (about 3 times as long).
SAMPLE = [
    "sunset-3p",
    "fruit-2p",
    "leaves-4p",
    "caps-3p",
    "festival-2p",
    "fruit+leaves+caps+festival-4p",
    "advanced+fruit+leaves+caps+festival-3p",
    "advanced+fruit-3p",
    "solo+fruit-1p",
    "solo+advanced+fruit+leaves+caps+festival-1p",
]
FALL_SAMPLE = [g for g in FALL_GAMES if _fall_name(g) in SAMPLE]


def test_the_sample_names_fall_games() -> None:
    assert len(FALL_SAMPLE) == len(SAMPLE)


@pytest.mark.parametrize("game", FALL_SAMPLE, ids=_fall_name)
def test_fall_worlds_give_back_the_state_and_every_seats_view(game):
    """A sample of the Fall Flavors combinations (``SAMPLE``): see ``fall_worlds``."""
    fall_worlds(game)


def fall_worlds(game: tuple[list[str], int]) -> None:
    """A Fall Flavors combination, at the start, in mid-game and at its end (greedy bots
    play it through, so that the sun sets and the end's scores are in the view)."""
    modules, players = game
    for seed in (1, 2):
        g = play_plies(new(modules, players, seed), 60 * seed, seed)
        check_worlds(g, seed)
    g = new(modules, players, 3)
    bots = [GreedyBot(seed=k) for k in range(players)]
    for ply in range(3000):
        if g.is_over:
            break
        g.apply(bots[g.pending.player].choose(g))
        if ply % 97 == 0:
            check_worlds(g, ply)
    assert g.is_over
    check_worlds(g, 5)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(which=st.integers(0, len(GAMES) - 1), seed=st.integers(0, 10_000), plies=st.integers(0, 200))
def test_the_all_seeing_view_rebuilds_the_real_state(which, seed, plies):
    modules, players = GAMES[which]
    game = play_plies(new(modules, players, seed), plies, seed)
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
    game = play_plies(new(modules, players, seed), plies, seed)
    for seat in [None, *range(players)]:
        view = seat_view(game.state, seat)
        world = world_from_view(view, game.rules, random.Random(deal))
        assert seat_view(world, seat) == view
        if not game.is_over:  # the world plays on: the same decision, the same answers
            assert Game(world, game.rules).legal_actions() == game.legal_actions()


def test_a_seats_world_deals_again_what_the_seat_has_not_seen():
    game = play_plies(new(["advanced"], 3, 4), 30, 4)
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
    game = play_plies(new(["solo"], 1, 2), 40, 2)
    view = seat_view(game.state, 0)
    for k in range(6):
        world = world_from_view(view, game.rules, random.Random(k))
        deck = world.modules["solo"].deck
        assert len(deck) == view["solo"]["deck"]["count"]
        assert seat_view(world, 0)["solo"]["next_hive"] == view["solo"]["next_hive"]
        assert not set(deck) & set(view["solo"]["flipped"])


@pytest.mark.parametrize(
    ("modules", "players", "plies"),
    [
        (["advanced"], 2, 12),
        (["advanced"], 3, 40),
        ([], 2, 30),
        (FALL, 3, 30),
        (FALL, 4, 70),
        (["advanced", *FALL], 2, 25),
        (["fall.leaves"], 2, 50),
        (["solo", *FALL], 1, 60),
    ],
)
def test_a_bots_choice_depends_on_the_view_and_its_seed_only(modules, players, plies):
    game = play_plies(new(modules, players, 9), plies, 9)
    seat = game.pending.player
    other = twin(game, seat, 5)
    assert game.state.to_json() != other.state.to_json()  # the hidden part differs
    if "fall.leaves" in modules:  # ... the order below the tops too
        piles = [leaves(g.state).stacks for g in (game, other)]
        assert piles[0] != piles[1]
    assert game.view(seat) == other.view(seat)
    for seed in range(4):
        assert GreedyBot(seed).choose(game) == GreedyBot(seed).choose(other)
        assert GreedyBot(seed).values(game) == GreedyBot(seed).values(other)
    queen = QueenBot(seed=3, iterations=4, kinds=None)
    assert (
        queen.plan(game).options == QueenBot(seed=3, iterations=4, kinds=None).plan(other).options
    )


def test_a_seats_fall_world_deals_the_fruit_orders_and_the_tiles_below_the_tops_anew():
    game = play_plies(new(FALL, 3, 4), 30, 4)
    real = game.state
    pile = leaves(real).stacks
    worlds = [seat_world(real, 1, random.Random(k)) for k in range(8)]
    for w in worlds:  # the tops, the counts and every fruit order seen stay as they are
        assert {k: p[-1:] and bool(p[-1]) for k, p in leaves(w).stacks.items()} == {
            k: p[-1:] and bool(p[-1]) for k, p in pile.items()
        }
        assert [len(s.face_down) for s in w.order_stacks] == [
            len(s.face_down) for s in real.order_stacks
        ]
        assert w.order_stacks[FRUIT_STACK].face_up == real.order_stacks[FRUIT_STACK].face_up
        seen = {o.id for p in w.players for o in p.orders}
        assert not seen & {c.id for c in w.order_stacks[FRUIT_STACK].face_down}
    fruit_down = [c.id for c in real.order_stacks[FRUIT_STACK].face_down]
    assert any([c.id for c in w.order_stacks[FRUIT_STACK].face_down] != fruit_down for w in worlds)
    assert any(leaves(w).stacks != pile for w in worlds)


def test_a_solo_world_keeps_the_tiles_a_drone_turn_cycled_to_the_bottom():
    """Each cycled tile was a top everybody saw go under its stack: a world has it there."""
    game = play_plies(new(["solo", "fall.leaves"], 1, 3), 70, 3)
    mod = leaves(game.state)
    assert sum(mod.cycled.values()) >= 5
    for k in range(4):
        world = leaves(seat_world(game.state, 0, random.Random(k)))
        for kind, pile in mod.stacks.items():
            n = min(mod.cycled.get(kind, 0), len(pile))
            printed = [TILE_LEAVES[t] if t else () for t in pile[:n]]
            assert [TILE_LEAVES[t] if t else () for t in world.stacks[kind][:n]] == printed


def test_a_view_missing_a_fact_is_a_world_error():
    game = new(["advanced"], 2, 1)
    view = seat_view(game.state, 0)
    del view["field_side"]
    with pytest.raises(WorldError):
        world_from_view(view, game.rules, random.Random(0))
    with pytest.raises(WorldError):
        space_from_name("Z")
    assert space_from_name("C2") == (1, 2)
