"""Property tests over random games: tokens conserved, honey totals, restarts, undo, records."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from honeybuzz_lab.games.hustle.game import (
    Buy,
    Done,
    Draft,
    Draw,
    Game,
    IllegalAction,
    Place,
    RandomBot,
    Restart,
    Steal,
    play,
    rules,
)
from honeybuzz_lab.games.hustle.game.data import KINDS
from tests.examples import examples

from .helpers import assert_conserved

#: Examples a test: 12, and fewer for the two that play whole games of up to 8 players
#: (a few seconds each under load); ``tests/examples.py`` scales them up for the full sweep.
SETTINGS = settings(
    max_examples=examples(12), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
WHOLE_GAMES = settings(SETTINGS, max_examples=examples(5))


def player_tokens(state, seat: int) -> Counter:
    p = state.players[seat]
    c = Counter(p.bag)
    for kind, _m, under in p.comb.values():
        c[kind] += 1
        c["honey"] += under
    c["cover"] += p.aside
    if p.hand:
        c[p.hand] += 1
    return +c


def random_game(seed: int, players: int, restart_bias: float = 0.3) -> Game:
    """A game played to its end by random choices, checked after every action."""
    g = Game.new(players, seed=seed)
    r = random.Random(seed)
    assert_conserved(g.state)
    while not g.is_over:
        options = g.legal_actions()
        if Restart() in options and r.random() < restart_bias:
            action = Restart()
        else:
            action = r.choice(options)
        g.apply(action)
        assert_conserved(g.state)
    return g


@WHOLE_GAMES
@given(seed=st.integers(0, 2**32), players=st.integers(2, 8))
def test_tokens_are_conserved_and_honey_adds_up(seed, players):
    g = random_game(seed, players)
    s = g.state
    scores = g.final_scores()
    held = sum(p.bag.get("honey", 0) for p in s.players)
    assert sum(scores["honey"]) == held + sum(p.owed for p in s.players)
    assert held + s.honey_pile + s.extra_honey + s.box.get("honey", 0) == KINDS["honey"].count
    assert s.final and s.extra_added
    assert all(not p.comb and not p.aside and not p.trades for p in s.players)
    assert set(scores["winners"]) <= set(range(players)) and scores["winners"]


@SETTINGS
@given(seed=st.integers(0, 2**32), players=st.integers(2, 6), cut=st.integers(0, 400))
def test_restarts_restore_the_bag(seed, players, cut):
    g = Game.new(players, seed=seed)
    r = random.Random(seed)
    done = 0
    for _ in range(cut):
        if g.is_over:
            break
        options = g.legal_actions()
        if Restart() in options:
            seat = g.pending.player
            before = player_tokens(g.state, seat)
            trial = g.state.clone()
            p = trial.players[seat]
            expected = Counter(before)
            rules.restart(p, trial)
            assert +Counter(p.bag) == expected and not p.comb and p.hand is None
            g.apply(Restart())
            assert player_tokens(g.state, seat) == before
            done += 1
            continue
        g.apply(r.choice(options))


@SETTINGS
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5), length=st.integers(1, 300))
def test_undo_to_the_start_gives_the_fresh_state_and_redo_replays(seed, players, length):
    fresh = Game.new(players, seed=seed)
    g = Game.new(players, seed=seed)
    r = random.Random(seed)
    states = [g.state.clone()]
    for _ in range(length):
        if g.is_over:
            break
        g.apply(r.choice(g.legal_actions()))
        states.append(g.state.clone())
    end = g.state.clone()
    while g.undo() is not None:
        assert g.state == states[len(g.actions)]
    assert g.state == fresh.state and g.view(0) == fresh.view(0)
    while g.redo() is not None:
        pass
    assert g.state == end


@WHOLE_GAMES
@given(seed=st.integers(0, 2**32), players=st.integers(2, 8))
def test_records_replay_exactly(seed, players):
    bots = [RandomBot(seed + i) for i in range(players)]
    g = play(Game.new(players, seed=seed), bots)
    record = g.to_record()
    assert set(record) == {
        "game",
        "version",
        "modules",
        "options",
        "digest",
        "seed",
        "players",
        "actions",
    }
    assert record["modules"] == [] and record["options"] == {}
    again = Game.from_record(record)
    assert again.state == g.state and again.final_scores() == g.final_scores()


def test_a_record_reads_from_json_and_from_before_modules_and_options():
    """The record's other forms replay the same game (one random game: what they change is
    how the record is read, not the game; each replay is a whole game, so the property above
    replays the record once)."""
    g = play(Game.new(5, seed=7), [RandomBot(7 + i) for i in range(5)])
    record = g.to_record()
    older = {k: v for k, v in record.items() if k not in ("modules", "options")}
    assert Game.from_record(older).state == g.state  # written before the fields existed
    assert Game.from_record(json.dumps(record)).state == g.state


def test_a_draw_cannot_be_undone_into_a_different_draw():
    g = Game.new(3, seed=21)
    seen = 0
    for _ in range(200):
        options = [a for a in g.legal_actions() if isinstance(a, Place)]
        if len(options) >= 2 and g.pending.kind == "build":
            seat = g.pending.player
            ply = len(g.actions)

            def place_and_draw(option: Place) -> None:
                g.apply(option)
                if g.pending.kind == "draw":
                    g.apply(Draw())

            place_and_draw(options[0])
            after_first = (g.state.players[seat].hand, g.state.players[seat].draws)
            g.step_to(ply)
            place_and_draw(options[1])
            after_second = (g.state.players[seat].hand, g.state.players[seat].draws)
            g.step_to(ply)
            place_and_draw(options[0])
            assert (g.state.players[seat].hand, g.state.players[seat].draws) == after_first
            if after_first[0] is not None and after_second[0] is not None:
                assert after_first[0] == after_second[0]  # the same token comes out
                seen += 1
        else:
            g.apply(g.legal_actions()[0])
        if g.is_over:
            break
    assert seen > 3


CANDIDATES = st.one_of(
    st.builds(Place, st.integers(-4, 4), st.integers(-4, 4), st.integers(0, 5)),
    st.builds(Buy, st.integers(0, 12), st.integers(0, 12)),
    st.builds(Draft, st.sampled_from(sorted(KINDS))),
    st.builds(Steal, st.integers(-1, 8)),
    st.just(Restart()),
    st.just(Done()),
    st.just(Draw()),
)


@SETTINGS
@given(
    seed=st.integers(0, 2**32),
    players=st.integers(2, 5),
    steps=st.integers(0, 250),
    tries=st.lists(CANDIDATES, min_size=1, max_size=20),
)
def test_illegal_actions_change_nothing_and_say_why_in_both_languages(seed, players, steps, tries):
    g = Game.new(players, seed=seed)
    r = random.Random(seed)
    for _ in range(steps):
        if g.is_over:
            break
        g.apply(r.choice(g.legal_actions()))
    for action in tries:
        if action in g.legal_actions():
            continue
        before, ply = g.state.clone(), len(g.actions)
        with pytest.raises(IllegalAction) as e:
            g.apply(action)
        assert g.state == before and len(g.actions) == ply
        assert e.value.reason and e.value.text("hu") and e.value.text("hu") != e.value.reason


def test_a_restart_brings_the_same_tokens_whenever_it_is_made():
    """Restarting after one placement or after two gives the same new honeycomb start."""
    found = 0
    for seed in range(30):
        g = Game.new(2, seed=seed)
        g.apply(Draw())
        seat = g.pending.player
        if Restart() not in g.legal_actions():
            continue
        g.apply(Restart())
        g.apply(Draw())
        early = g.state.players[seat]
        early_start = (dict(early.comb), early.hand)
        g.step_to(1)
        places = [a for a in g.legal_actions() if isinstance(a, Place)]
        g.apply(places[0])
        if g.pending.kind == "draw":
            g.apply(Draw())
        if g.pending.player != seat or Restart() not in g.legal_actions():
            continue
        g.apply(Restart())
        g.apply(Draw())
        late = g.state.players[seat]
        assert (dict(late.comb), late.hand) == early_start
        found += 1
    assert found >= 5
