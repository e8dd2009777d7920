"""Rulebook "Tokens and Flower Points", "Game Play (continued)" and "Game End"."""

from __future__ import annotations

import pytest

from honeybuzz_lab.games.hustle.game import Buy, Draft, Game, IllegalAction, Steal, rules
from honeybuzz_lab.games.hustle.game.data import KINDS

from .helpers import assert_conserved, conjure, table


def cell(kind: str, under: bool = False):
    return (kind, KINDS[kind].marks, under)


def line(*kinds: str) -> dict:
    """Tokens on a straight row (q, 0), sharing an edge with their neighbours."""
    return {(q, 0): cell(k) for q, k in enumerate(kinds)}


def apart(*kinds: str) -> dict:
    """Tokens far apart (no shared edges)."""
    return {(3 * q, 0): cell(k) for q, k in enumerate(kinds)}


def test_points_blue_doubles_when_sharing_an_edge():
    assert rules.flower_points(apart("blue1", "blue2"))["total"] == 3
    assert rules.flower_points(line("blue1", "blue2"))["total"] == 6
    # the rulebook's picture: 1, 2, 2 and 4 points (a lone 1 and 2; a 1 and 2 touching)
    comb = {**apart("blue1", "blue2"), (10, 0): cell("blue1"), (11, 0): cell("blue2")}
    assert rules.flower_points(comb)["blue"] == 1 + 2 + 2 + 4
    # marks need not meet: a bare-edged contact still doubles
    bare = {(0, 0): ("blue1", 0b000001, False), (0, 1): ("blue1", 0b000001, False)}
    assert rules.flower_points(bare)["blue"] == 4


def test_points_purple_face_values():
    assert rules.flower_points(apart("purple0", "purple3", "purple5"))["total"] == 8


def test_points_red_squared():
    assert rules.flower_points(apart("red", "red", "red"))["red"] == 9
    assert rules.flower_points(apart("red"))["red"] == 1


def test_points_helper_trade_cover_honey_nectar():
    comb = apart("helper", "trade", "cover", "honey", "nectar")
    comb[(20, 0)] = cell("cover", under=True)
    assert rules.flower_points(comb)["total"] == 3 + 1 + 1 + 1


def finish_building(s, combs):
    for p, comb in zip(s.players, combs, strict=True):
        p.comb = dict(comb)
        for kind, _marks, under in comb.values():
            conjure(s, kind)
            if under:
                conjure(s, "honey")
        p.stopped = True
    s.queue = []
    rules.score_round(s)
    rules.advance(s)


def test_start_token_to_most_points_ties_closest_clockwise_to_previous():
    s = table(4)
    s.start = 2
    finish_building(s, [apart("red"), apart("purple5"), apart("red"), apart("purple5")])
    assert s.start == 3  # seats 1 and 3 tie on 5: 3 is closest clockwise after 2
    s = table(4)
    s.start = 1
    finish_building(s, [apart("red"), apart("purple5"), apart("red"), apart("purple5")])
    assert s.start == 1  # the previous starter keeps it


def test_turns_in_descending_points_ties_clockwise_from_start_token():
    s = table(4)
    s.start = 0
    finish_building(s, [apart("red"), apart("purple3"), apart("purple5"), apart("purple3")])
    assert s.start == 2
    assert s.order == [2, 3, 1, 0]
    assert s.queue[0] == 2 and s.step == "draft"


def test_drafting_pool_has_players_plus_one_tokens_and_one_goes_back():
    s = table(3)
    bag = sum(s.drafting.values())
    finish_building(s, [apart("red"), apart("red"), apart("red")])
    assert len(s.pool) == 4 and sum(s.drafting.values()) == bag - 4
    while s.phase == "turns":
        options = rules.legal(s)
        rules.perform(s, options[0])
        rules.advance(s)
    assert sum(s.drafting.values()) == bag - 3  # the extra token went back
    assert_conserved(s)


def test_turn_exchanges_nectar_in_threes_and_returns_helper_bees():
    s = table(2)
    s.start = 0
    nectar_pile, honey_pile = s.nectar_pile, s.honey_pile
    finish_building(
        s,
        [apart("nectar", "nectar", "nectar", "nectar", "helper", "purple5"), apart("red")],
    )
    p = s.players[0]
    assert s.queue[0] == 0 and s.step == "draft"
    assert sum(1 for c in p.comb.values() if c[0] == "nectar") == 1
    assert not any(c[0] == "helper" for c in p.comb.values())
    assert s.nectar_pile == nectar_pile + 3 and s.helper_pile == 22 + 1
    assert s.honey_pile == honey_pile - 1 and p.bag["honey"] == 3 + 1
    # the second player's turn has not begun: its tokens stay
    assert s.players[1].comb


def test_buy_honey_for_five_and_nectar_for_three():
    g = Game.new(2, seed=4)
    while g.pending.kind != "buy":
        g.apply(g.legal_actions()[0])
    seat = g.pending.player
    points = g.state.players[seat].points
    options = g.legal_actions()
    assert all(5 * a.honey + 3 * a.nectar <= points for a in options)
    assert Buy(points // 5, 0) in options and Buy(0, points // 3) in options
    with pytest.raises(IllegalAction, match="costs"):
        g.apply(Buy(points // 5 + 1, 0))
    honey = g.final_scores()["honey"][seat]
    pile = g.state.honey_pile
    g.apply(Buy(points // 5, 0))
    assert g.state.honey_pile == pile - points // 5
    assert g.final_scores()["honey"][seat] >= honey + points // 5 - 1  # less a steal


def _to_turns(s, combs):
    finish_building(s, combs)
    assert s.phase == "turns"


@pytest.mark.parametrize(
    ("last", "bees"),
    [
        (("purple5", "purple5", "purple5", "purple3"), 0),  # 18: 2 behind
        (("purple5", "purple5", "purple5"), 1),  # 15: 5 behind
        (("purple5", "purple5", "purple3"), 2),  # 13: 7 behind
        (("purple5", "purple3", "purple3"), 3),  # 11: 9 behind
        (("purple0",), 3),  # 0: 20 behind, still at most 3
    ],
)
def test_last_player_takes_helper_bees_one_per_three_points_behind(last, bees):
    s = table(3)
    s.start = 0
    _to_turns(
        s,
        [apart(*["purple5"] * 4), apart("purple5", "purple5", "purple5", "purple5"), apart(*last)],
    )
    assert s.order[-1] == 2
    while s.phase == "turns":
        rules.perform(s, rules.legal(s)[0])
        rules.advance(s)
    assert s.players[2].bag.get("helper", 0) == bees
    assert "helper" not in s.players[1].bag  # only the last player
    assert s.helper_pile == 22 - bees


def test_no_helper_bees_when_the_pile_is_out():
    s = table(2)
    s.start = 0
    s.box["helper"] = s.helper_pile  # the pile is out (kept in the count)
    s.helper_pile = 0
    _to_turns(s, [apart("purple5", "purple5"), apart("purple0")])
    while s.phase == "turns":
        rules.perform(s, rules.legal(s)[0])
        rules.advance(s)
    assert "helper" not in s.players[1].bag


def test_trade_tokens_set_aside_and_steal_clockwise_from_start():
    s = table(3)
    s.start = 1
    _to_turns(s, [apart("trade"), apart("trade", "trade", "purple5"), apart("purple3")])
    assert s.start == 1
    while s.phase == "turns":
        rules.perform(s, rules.legal(s)[0])
        rules.advance(s)
    assert s.phase == "steal" and s.queue == [1, 1, 0]
    assert s.players[1].trades == 2 and "trade" not in s.players[1].bag
    assert_conserved(s)
    sizes = [sum(p.bag.values()) for p in s.players]
    assert rules.legal(s) == [Steal(2), Steal(0)]
    rules.perform(s, Steal(0))
    assert s.players[0].bag["trade"] == 1  # the trade token went to the opponent
    assert sum(s.players[1].bag.values()) == sizes[1] + 1
    assert sum(s.players[0].bag.values()) == sizes[0]  # lost one, gained the trade token
    assert_conserved(s)


def test_the_game_ends_when_the_honey_pile_runs_out():
    s = table(3)
    s.start = 0
    s.honey_pile = 1
    s.extra_honey += 7 * 3 - 1  # keep the count
    extra = s.extra_honey
    _to_turns(s, [apart("purple5", "purple5"), apart("purple5"), apart("purple3")])
    assert s.queue == [0, 1, 2]
    rules.perform(s, Draft(s.pool[0]))
    rules.perform(s, Buy(2, 0))  # the pile runs out: the extra honey joins it
    rules.advance(s)
    assert s.final and s.extra_added and s.honey_pile == extra - 1
    # the others finish purchasing, without drafting
    assert s.step == "buy" and s.queue[0] == 1
    rules.perform(s, Buy(1, 0))
    rules.advance(s)
    assert s.step == "buy"
    rules.perform(s, Buy(1, 0))
    rules.advance(s)
    assert s.phase == "over"
    assert not any(p.trades for p in s.players) and "helper" not in s.players[2].bag
    assert_conserved(s)


def test_the_game_ends_when_no_drafting_pool_can_be_formed():
    s = table(3)
    s.box.update({k: s.box.get(k, 0) + n for k, n in s.drafting.items()})
    s.drafting = {"red": 3}
    s.box["red"] -= 3
    _to_turns(s, [apart("purple5"), apart("purple5"), apart("purple3")])
    assert s.final and s.extra_added and s.pool == []
    assert s.step == "buy"
    assert_conserved(s)


def test_honey_kept_track_of_when_every_honey_is_taken():
    s = table(2)
    s.start = 0
    s.box["honey"] += s.honey_pile + s.extra_honey
    s.honey_pile, s.extra_honey, s.extra_added = 0, 0, True
    _to_turns(s, [apart("purple5", "purple5"), apart("purple0")])
    if s.step == "draft":
        rules.perform(s, rules.legal(s)[0])
    rules.perform(s, Buy(2, 0))
    assert s.players[0].owed == 2


def test_most_honey_wins_then_most_nectar_then_shared():
    g = Game.new(3, seed=0)
    s = g.state
    bags = [{"honey": 5, "nectar": 1}, {"honey": 5, "nectar": 2}, {"honey": 4, "nectar": 9}]
    for p, bag in zip(s.players, bags, strict=True):
        p.bag, p.comb, p.hand, p.aside = bag, {}, None, 0
    assert g.final_scores()["winners"] == [1]
    s.players[0].bag["nectar"] = 2
    assert g.final_scores()["winners"] == [0, 1]
    s.players[2].owed = 2
    assert g.final_scores()["winners"] == [2]


def test_no_nectar_to_buy_when_the_pile_is_out():
    s = table(2)
    s.start = 0
    s.box["nectar"] = s.nectar_pile - 1
    s.nectar_pile = 1
    _to_turns(s, [apart("purple5", "purple5"), apart("purple0")])
    if s.step == "draft":
        rules.perform(s, rules.legal(s)[0])
    options = rules.legal(s)
    assert Buy(0, 1) in options and Buy(0, 2) not in options
    assert max(a.nectar for a in options) == 1


def test_a_steal_needs_an_opponent_with_tokens_in_the_bag():
    s = table(3)
    s.phase, s.queue = "steal", [0]
    s.players[0].trades = 1
    conjure(s, "trade")
    s.box.update({k: s.box.get(k, 0) + n for k, n in s.players[1].bag.items()})
    s.players[1].bag = {}
    assert rules.legal(s) == [Steal(2)]
