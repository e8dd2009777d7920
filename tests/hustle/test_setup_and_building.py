"""Rulebook "Setup", "Game Play" and "Placing Tokens" (RULINGS 9), one test per paragraph."""

from __future__ import annotations

import pytest

from honeybuzz_lab.games.hustle.game import Done, Draw, Game, IllegalAction, Place, Restart, rules
from honeybuzz_lab.games.hustle.game.data import KINDS, rotate

from .helpers import assert_conserved, table


@pytest.mark.parametrize("n", [2, 5, 8])
def test_setup_bags_cubes_and_box(n):
    s = table(n)
    for p in s.players:
        assert p.bag == {"honey": 3, "blue1": 2, "purple0": 1}
        assert p.cubes == 2
    # the starting sets of absent players are not used
    assert s.box == (
        {"honey": 3 * (8 - n), "blue1": 2 * (8 - n), "purple0": 8 - n} if n < 8 else {}
    )
    assert s.box_cubes == 16 - 2 * n
    assert_conserved(s)


@pytest.mark.parametrize("n", [2, 4, 8])
def test_setup_honey_pile_and_extra_honey(n):
    s = table(n)
    assert s.honey_pile == 7 * n
    assert s.extra_honey == 99 - 3 * 8 - 7 * n
    assert not s.extra_added


def test_setup_piles_and_drafting_bag_without_honey_nectar_helpers():
    s = table(4)
    assert s.nectar_pile == 54 and s.helper_pile == 22
    assert not {"honey", "nectar", "helper"} & set(s.drafting)
    assert sum(s.drafting.values()) == 40 - 16 + 33 - 8 + 22 + 11 + 11


def test_setup_start_token_to_a_random_player():
    starts = {Game.new(4, seed=seed).state.start for seed in range(40)}
    assert starts == {0, 1, 2, 3}
    assert Game.new(4, seed=5).state.start == Game.new(4, seed=5).state.start


def test_first_token_is_never_honey():
    for seed in range(60):
        s = table(2, seed)
        s.players[0].bag = {"honey": 5, "red": 1}
        rules.draw_next(s, 0)
        assert s.players[0].comb[(0, 0)][0] == "red"


def test_only_honey_when_beginning_stops_the_building():
    s = table(2)
    s.players[0].bag = {"honey": 3}
    rules.draw_next(s, 0)
    assert s.players[0].stopped and not s.players[0].comb and s.players[0].bag == {"honey": 3}


def test_tokens_join_by_connector_marks():
    comb = {(0, 0): ("purple5", KINDS["purple5"].marks, False)}  # one mark, east
    spots = rules.placements(comb, "blue2")  # two opposite marks
    assert spots and all(h == (1, 0) for h, _t in spots)
    for _h, t in spots:
        assert rotate(KINDS["blue2"].marks, t) >> 3 & 1  # its west mark meets the east mark
    # touching on an unmarked edge does not join
    assert not rules.joins(comb, (0, 1), rotate(KINDS["blue2"].marks, 0))


def test_unmarked_contacts_block_but_are_allowed():
    comb = {
        (0, 0): ("purple5", 0b000001, False),  # a mark east only
        (1, -1): ("purple5", 0b001000, False),  # a mark west only: its SE edge is bare
    }
    # on (1,0) a token with marks W and NW: W meets (0,0)'s mark, NW meets a bare edge
    assert rules.joins(comb, (1, 0), 0b001100)
    # with only the NW mark it meets nothing: it cannot join
    assert not rules.joins(comb, (1, 0), 0b000100)


def test_a_token_that_cannot_join_goes_back_and_ends_the_building():
    s = table(2)
    p = s.players[0]
    p.comb = {(0, 0): ("purple5", 0b000001, False), (1, 0): ("purple5", 0b001000, False)}
    p.bag = {"red": 1, "blue1": 1}
    p.draws = 0
    rules.draw_next(s, 0)
    assert p.stopped and p.hand is None
    assert sum(p.bag.values()) == 2  # the drawn token went back


def test_an_empty_bag_ends_the_building():
    s = table(2)
    p = s.players[0]
    p.bag = {"blue1": 1}
    rules.draw_next(s, 0)
    assert p.comb == {(0, 0): ("blue1", KINDS["blue1"].marks, False)}
    assert p.stopped and p.bag == {}


def test_a_drawn_token_that_can_join_must_join():
    g = Game.new(2, seed=1)
    g.apply("draw")
    assert g.pending.kind == "build"
    with pytest.raises(IllegalAction, match="must be placed"):
        g.apply(Done())


def _game_with_drawn_token(seed: int = 1) -> Game:
    g = Game.new(3, seed=seed)
    g.apply("draw")
    assert g.pending.kind == "build"
    return g


def test_restart_returns_every_token_and_spends_a_cube():
    g = _game_with_drawn_token()
    seat = g.pending.player
    before = g.state.players[seat]
    cubes = before.cubes
    g.apply(Restart())
    p = g.state.players[seat]
    assert p.cubes == cubes - 1 and g.state.box_cubes == 16 - 6 + 1
    assert_conserved(g.state)
    assert g.pending.kind == "draw" and g.legal_actions() == [Draw()]  # nothing to restart
    # both cubes may go in one round; then no more
    g.apply(Draw())
    g.apply(Restart())
    assert g.state.players[seat].cubes == 0
    if g.pending.player == seat and g.pending.kind in ("build", "done"):
        assert Restart() not in g.legal_actions()
        with pytest.raises(IllegalAction, match="no restart cube"):
            g.apply(Restart())


def test_restart_restores_the_bag():
    s = table(2)
    p = s.players[0]
    bag = dict(p.bag)
    rules.draw_next(s, 0)
    while p.hand and not p.stopped:
        h, t = (rules.cover_spots(p) if p.hand == "cover" else rules.placements(p.comb, p.hand))[0]
        rules.perform(s, Place(h[0], h[1], t))
        rules.draw_next(s, 0)
    rules.restart(p, s)
    assert p.bag == bag and p.comb == {} and p.cubes == 1


def test_no_restart_before_the_honeycomb_begins():
    s = table(2)
    s.players[0].bag = {"honey": 2}
    rules.draw_next(s, 0)
    assert s.players[0].stopped and s.players[0].cubes == 2
    assert rules.legal(s) == [Done()]
    s.players[0].comb = {(0, 0): ("red", KINDS["red"].marks, False)}
    assert Restart() in rules.legal(s)


def test_building_and_restart_decisions_go_clockwise_from_the_start_token():
    s = table(4)
    s.start = 2
    rules.start_round(s)
    assert s.queue == [2, 3, 0, 1]
    g = Game.new(4, seed=11)
    seen = []
    while g.state.phase == "build":
        seat = g.pending.player
        if not seen or seen[-1] != seat:
            seen.append(seat)
        acts = g.legal_actions()
        g.apply(Done() if Done() in acts else acts[0])
    start = seen[0]
    assert seen == [(start + i) % 4 for i in range(4)]


def test_cover_up_goes_on_a_honey_token_with_aligned_marks():
    s = table(2)
    p = s.players[0]
    p.comb = {(0, 0): ("blue1", KINDS["blue1"].marks, False), (1, 0): ("honey", 0b001000, False)}
    p.bag = {"cover": 1}
    rules.draw_next(s, 0)
    assert p.hand == "cover"
    options = rules.legal(s)
    places = [a for a in options if isinstance(a, Place)]
    assert places and all((a.q, a.r) == (1, 0) for a in places)
    for a in places:
        assert rotate(KINDS["cover"].marks, a.turn) >> 3 & 1  # on the honey's mark
    rules.perform(s, places[0])
    assert p.comb[(1, 0)][0] == "cover" and p.comb[(1, 0)][2] is True
    assert p.hand is None
    assert rules.flower_points(p.comb)["cover"] == 1


def test_cover_up_set_aside_until_the_next_honey_token():
    s = table(2)
    p = s.players[0]
    p.comb = {(0, 0): ("blue1", KINDS["blue1"].marks, False)}
    p.bag = {"cover": 1}
    rules.draw_next(s, 0)
    assert p.aside == 1 and p.stopped  # nothing else to draw
    s2 = table(2)
    p = s2.players[0]
    p.comb = {(0, 0): ("blue1", KINDS["blue1"].marks, False)}
    p.aside = 1
    p.hand = "honey"
    h, t = rules.placements(p.comb, "honey")[0]
    rules.perform(s2, Place(h[0], h[1], t))
    assert p.hand == "cover" and p.cover_target == h and p.aside == 0
    legal = [a for a in rules.legal(s2) if isinstance(a, Place)]
    assert legal and all((a.q, a.r) == h for a in legal)


def test_unused_cover_up_placed_normally_at_the_end_or_no_point():
    s = table(2)
    p = s.players[0]
    p.comb = {(0, 0): ("blue1", KINDS["blue1"].marks, False)}
    p.aside, p.stopped, p.bag = 1, True, {}
    options = rules.legal(s)
    places = [a for a in options if isinstance(a, Place)]
    assert Done() in options and places
    rules.perform(s, places[0])
    assert rules.flower_points(p.comb)["cover"] == 1
    # no spot: it earns nothing and goes back to the bag at the end of the round
    s = table(2)
    p = s.players[0]
    p.comb = {(0, 0): ("purple5", 0b000001, False), (1, 0): ("purple5", 0b001000, False)}
    p.aside, p.stopped, p.bag, p.cubes = 1, True, {}, 0
    assert rules.legal(s) == [Done()]
    assert rules.flower_points(p.comb)["total"] == 10
