"""Speed contests, the end of the game (equal turns), final scoring and tie-breakers."""

from __future__ import annotations

import pytest
from game_helpers import finish_turn, game, give_hive, state

from honeybuzz_lab.games.honeybuzz.game import BASE, Game
from honeybuzz_lab.games.honeybuzz.game.rules.end import stalled, trigger
from honeybuzz_lab.games.honeybuzz.game.rules.scoring import final_scores
from honeybuzz_lab.games.honeybuzz.game.state import Task

SPEED = ["blue-1", "green-1", "red-1"]  # red-1: own 5 workers


def new_bee_turn(st, seat):
    st.turn.seat = seat
    st.turn.step = "act"
    st.turn.queue = [Task("new_bee", "icon")]
    return game(st)


@pytest.mark.parametrize(("n", "paid"), [(2, [20, 0]), (3, [20, 10, 0]), (4, [20, 10, 5, 0])])
def test_speed_contests_pay_in_finishing_order_and_never_the_last(n, paid):
    st = state(n, contests=SPEED)
    for p in st.players:
        p.supply_workers, p.available_workers = 6, 4  # four workers owned: one short
    before = [p.coins for p in st.players]
    order = [2, 0, 3, 1][:n] if n == 4 else list(range(n))[::-1]
    for seat in order:
        g = new_bee_turn(st, seat)
        st = g.state
    gained = [st.players[s].coins - before[s] for s in order]
    assert gained == paid
    contest = st.contests[2]
    assert contest.finishers == order[: n - 1] and contest.coins == []


def test_a_speed_contest_pays_at_once_with_a_sentence():
    st = state(3, contests=SPEED)
    st.players[0].supply_workers, st.players[0].available_workers = 6, 4
    g = new_bee_turn(st, 0)
    assert g.players[0].coins == 5 + 20
    assert g.log[-1] == (
        "Anna completes the speed contest \u201cGrowing Colony\u201d first and gains 20 "
        "coins; the contest: own 5 workers (on your board, on the hive board or in the "
        "nursery)."
    )


def test_a_speed_contest_line_has_no_brackets_in_brackets():
    st = state(3, contests=SPEED)
    st.players[0].supply_workers, st.players[0].available_workers = 6, 4
    line = new_bee_turn(st, 0).log[-1]
    depth = 0
    for ch in line:
        depth += {"(": 1, ")": -1}.get(ch, 0)
        assert depth <= 1, line


def test_a_player_finishes_a_speed_contest_once():
    st = state(3, contests=SPEED)
    st.players[0].supply_workers, st.players[0].available_workers = 6, 4
    st = new_bee_turn(st, 0).state
    st = new_bee_turn(st, 0).state  # six workers now: no second payout
    assert st.players[0].coins == 25 and st.contests[2].finishers == [0]


# ------------------------------------------------------------------ end triggers


def test_four_resources_at_the_bottom_trigger_the_end():
    st = state(3)
    for r in ("pollen", "wildflower", "rosemary"):
        st.market.positions[r] = len(st.market.tracks[r]) - 1
    assert trigger(st, BASE) is None
    st.market.positions["acacia"] = len(st.market.tracks["acacia"]) - 1
    assert trigger(st, BASE) == "the values of 4 of the five resources cannot drop further"


def test_two_empty_order_stacks_trigger_the_end():
    st = state(3)
    st.order_stacks[0].face_up, st.order_stacks[0].face_down = None, []
    assert trigger(st, BASE) is None
    st.order_stacks[2].face_up, st.order_stacks[2].face_down = None, []
    assert trigger(st, BASE) == "the orders of 2 of the three stacks have all been completed"


def test_a_stack_waiting_to_flip_is_not_empty():
    st = state(3)
    for s in st.order_stacks[:2]:
        s.face_up = None  # taken this turn, more cards below
    assert trigger(st, BASE) is None


def test_no_tile_left_that_anybody_can_take_ends_the_game():
    st = state(2)
    for box in st.board.values():
        box.stacks = dict.fromkeys(box.stacks, 0)
    assert stalled(st)
    assert trigger(st, BASE) == (
        "every hive tile has been taken, so no player can ever take a tile again"
    )
    st.board["decree_accounting"].stacks["decree"] = 1
    for p in st.players:
        p.coins = 4
    assert stalled(st)
    assert trigger(st, BASE) == (
        "no player can ever take a hive tile again (nothing left fits or can be paid for)"
    )
    st.players[1].coins = 5
    assert not stalled(st)


def test_a_stalled_game_finishes_the_round_and_says_why_once():
    # RULINGS 10: "When no player can ever take a tile again (every stack empty, or nothing
    # left that fits or that anyone can pay for), the end is triggered as the rulebook's two
    # triggers are: the round is finished so that every player has had the same number of
    # turns, then final scoring. The log says why."
    from honeybuzz_lab.games.honeybuzz.game import GreedyBot
    from honeybuzz_lab.games.honeybuzz.game.simulate import ending, play

    st = state(3)
    for box in st.board.values():
        box.stacks = dict.fromkeys(box.stacks, 0)
    g = play(Game(st), [GreedyBot(seed=k) for k in range(3)])
    assert g.is_over and ending(g) == "stall"
    assert g.state.turns_played == 3  # the round is finished: one turn each
    assert {p.turns for p in g.players} == {1}
    text = "\n".join(g.log)
    assert text.count("The end of the game is triggered: every hive tile has been taken") == 1
    assert "Play goes on until everyone has had the same number of turns" in text


def _trigger_now(g: Game) -> Game:
    st = g.state
    for r in ("pollen", "wildflower", "rosemary", "acacia"):
        st.market.positions[r] = len(st.market.tracks[r]) - 1
    return Game(st)


CASES = [(n, first, trig) for n in (2, 3, 4) for first in range(n) for trig in range(n)]


@pytest.mark.parametrize(("n", "first", "trig"), CASES)
def test_after_the_trigger_everyone_has_the_same_number_of_turns(n, first, trig):
    g = Game.new(n, seed=5, first_player=first, configuration="star")
    rounds_before = 1
    for _ in range(rounds_before * n + (trig - first) % n):
        finish_turn(g)
    assert g.pending.player == trig
    g = _trigger_now(g)
    takers = []
    while not g.is_over:
        takers.append(g.pending.player)
        finish_turn(g)
    turns = [p.turns for p in g.players]
    assert len(set(turns)) == 1, turns
    last = (first - 1) % n
    assert takers[-1] == last
    # the trigger's own turn, then everyone up to the last seat in turn order
    assert takers == [(trig + k) % n for k in range((last - trig) % n + 1)]
    assert g.state.end_trigger is not None


def test_the_log_says_who_takes_the_final_turn():
    g = Game.new(["Anna", "Ben", "Cy"], seed=5, configuration="star")
    g = _trigger_now(g)
    finish_turn(g)
    assert (
        "The end of the game is triggered: the values of 4 of the five resources cannot drop "
        "further. Play goes on until everyone has had the same number of turns; Cy takes the "
        "final turn."
    ) in g.log
    assert not g.is_over
    finish_turn(g)
    finish_turn(g)
    assert g.is_over and g.legal_actions() == [] and g.pending.kind == "game_over"
    assert "The game is over." in g.log


# ------------------------------------------------------------------ final scoring


def ended(n=3, **kw):
    st = state(n, contests=["blue-2", "green-2", "red-2"], **kw)  # empty cells, clusters, orders
    return st


def test_final_scores_by_category():
    st = ended(3)
    p = st.players
    p[0].coins, p[1].coins, p[2].coins = 30, 20, 10
    p[0].pollen = 2
    give_hive(st, 1, "M(1,2)NE M(3,-2)SE w*(1,1) w*(2,-1)")  # 2 honey, no empty cell
    give_hive(st, 2, "M(1,2)NE")  # one empty cell
    p[0].orders = [st.components.order("S01")]  # 16 points, Anna leads orders
    f = final_scores(st, BASE)
    cats = [e["categories"] for e in f["players"]]
    # empty cells: Cy 1 -> 20; Anna and Ben have none, so are not placed (RULINGS 4)
    # nectar clusters: nobody has one -> nobody is paid
    # orders: Anna 1 -> 20; Ben and Cy have none -> nothing
    assert [c["payouts"] for c in f["contests"]] == [[0, 0, 20], [0, 0, 0], [20, 0, 0]]
    assert cats[0] == {"coins": 30, "resources": 2, "contests": 20, "orders": 16}
    assert cats[1] == {"coins": 20, "resources": 2, "contests": 0, "orders": 0}
    assert cats[2] == {"coins": 10, "resources": 0, "contests": 20, "orders": 0}
    assert [e["total"] for e in f["players"]] == [68, 22, 30]
    assert f["ranking"] == [0, 2, 1]
    assert f["winners"] == [0]
    assert f["sentences"][-1] == f"Anna wins with {f['players'][0]['total']} points."


def _tie(st, coins, pollen, orders):
    for p, c, r, o in zip(st.players, coins, pollen, orders, strict=True):
        p.coins, p.pollen = c, r
        p.orders = [st.components.order("S01")] * o
    return final_scores(st, BASE)


def test_tie_broken_by_resources_left():
    st = state(2, contests=["blue-1", "green-1", "red-1"])  # speed only: no final points
    f = _tie(st, [20, 21], [2, 1], [0, 0])
    assert [e["total"] for e in f["players"]] == [22, 22]
    assert f["winners"] == [0]
    assert "wins on the tie-breakers" in f["sentences"][-1]


def test_tie_then_broken_by_completed_orders():
    st = state(2, contests=["blue-1", "green-1", "red-1"])
    f = _tie(st, [36, 4], [2, 2], [0, 2])  # orders are worth 16 points each
    assert [e["total"] for e in f["players"]] == [38, 38]
    assert f["winners"] == [1]


def test_a_persisting_tie_shares_the_victory():
    st = state(3, contests=["blue-1", "green-1", "red-1"])
    f = _tie(st, [20, 20, 5], [1, 1, 0], [0, 0, 0])
    assert f["winners"] == [0, 1]
    assert f["sentences"][-1] == "Anna and Ben share the victory with 21 points."


def test_final_scores_of_a_finished_game_are_kept():
    g = Game.new(2, seed=3, configuration="star")
    g = _trigger_now(g)
    finish_turn(g)
    finish_turn(g)
    assert g.is_over
    f = g.final_scores()
    assert f is g.state.final
    assert set(f["players"][0]["categories"]) == {"coins", "resources", "contests", "orders"}
    assert g.winners == [g.players[i] for i in f["winners"]]


def test_scores_if_the_game_ended_now_at_the_start_pay_no_contest_points():
    # Nobody has an empty cell, a cluster or an order yet: nobody is placed (RULINGS 4).
    from honeybuzz_lab.games.honeybuzz.game import Game

    g = Game.new(3, seed=4, first_game=True)
    scores = g.final_scores()
    assert all(e["categories"]["contests"] == 0 for e in scores["players"])
