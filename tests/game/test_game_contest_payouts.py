"""Final contest payouts, exactly as RULINGS section 4 (and the rulebook) say."""

from __future__ import annotations

import pytest

from honeybuzz_lab.games.honeybuzz.game.contests import final_contest_payouts

PAY = [20, 10, 5]


@pytest.mark.parametrize(
    ("values", "expected"),
    [
        # the four worked examples of RULINGS section 4 ("Examples (4 players, payouts
        # 20/10/5): scores 5,3,3,1 -> 20,10,10,0 ..."), from the rulebook's tie rules
        ([5, 3, 3, 1], [20, 10, 10, 0]),
        ([5, 5, 5, 1], [20, 20, 20, 0]),
        ([5, 3, 1, 1], [20, 10, 5, 5]),
        ([4, 4], [20, 20]),
    ],
)
def test_the_worked_examples(values, expected):
    assert final_contest_payouts(values, PAY) == expected


@pytest.mark.parametrize(
    ("values", "expected"),
    [
        ([4, 3, 2, 1], [20, 10, 5, 0]),  # no ties: the last place is never paid
        ([1, 2, 3, 4], [0, 5, 10, 20]),  # the order of the players does not matter
        ([5, 5, 3, 1], [20, 20, 5, 0]),  # two tie for first: the next drops a place
        ([5, 5, 3, 3], [20, 20, 5, 5]),  # two tie for last: their normal payout (third)
        ([5, 3, 3, 3], [20, 10, 10, 10]),  # three tie for last: all get second place
        ([4, 4, 4, 4], [20, 20, 20, 20]),  # everybody ties for first
        ([6, 5, 5, 1], [20, 10, 10, 0]),
    ],
)
def test_four_players(values, expected):
    assert final_contest_payouts(values, PAY) == expected


@pytest.mark.parametrize(
    ("values", "expected"),
    [
        ([3, 2, 1], [20, 10, 0]),
        ([3, 3, 1], [20, 20, 0]),  # two tie for first; the last alone is not paid
        ([3, 1, 1], [20, 10, 10]),  # two tie for last: the place they tie for
        ([2, 2, 2], [20, 20, 20]),  # three or more tie: all paid that place
    ],
)
def test_three_players(values, expected):
    assert final_contest_payouts(values, PAY) == expected


@pytest.mark.parametrize(("values", "expected"), [([5, 3], [20, 0]), ([1, 7], [0, 20])])
def test_two_players(values, expected):
    assert final_contest_payouts(values, PAY) == expected


def test_nobody_after_a_tie_of_three_is_paid_even_with_places_left():
    assert final_contest_payouts([9, 9, 9, 2], [30, 20, 10]) == [30, 30, 30, 0]


def test_no_players():
    assert final_contest_payouts([], PAY) == []


@pytest.mark.parametrize(
    ("values", "expected"),
    [
        # RULINGS 4, "Zero in a final contest": its four worked examples
        ([0, 7, 2, 7], [0, 20, 5, 20]),  # the 2 is third: the 0 is last
        ([0, 0, 3, 1], [0, 0, 20, 10]),
        ([0, 0], [0, 0]),
        ([0, 4, 4], [0, 20, 20]),
        # more of the same reading
        ([0, 0, 0, 0], [0, 0, 0, 0]),
        ([0, 7], [0, 20]),  # the only player with something is first
        ([3, 0, 0, 0], [20, 0, 0, 0]),
        ([3, 2, 0, 0], [20, 10, 0, 0]),  # the zeros tie for last: the 2 is second
        ([3, 2, 2, 0], [20, 10, 10, 0]),
        ([0, 5, 5, 5], [0, 20, 20, 20]),
    ],
)
def test_zero_earns_nothing_and_takes_nothing_from_others(values, expected):
    # RULINGS 4: "a player with none of what a final contest counts (no empty cell, no
    # order, ...) earns nothing from it. Everyone else is placed and paid exactly as the
    # rulebook says, counting every player, the zero holders too: the zero rule takes a
    # payout away from the zero holders and from nobody else."
    assert final_contest_payouts(values, PAY) == expected
