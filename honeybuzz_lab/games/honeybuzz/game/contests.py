"""Queen's contests: what each category measures, and how places are paid (RULINGS section 4).

>>> final_contest_payouts([5, 3, 3, 1], [20, 10, 5])
[20, 10, 10, 0]
>>> final_contest_payouts([5, 3, 1, 1], [20, 10, 5])
[20, 10, 5, 5]
>>> final_contest_payouts([0, 7, 2, 7], [20, 10, 5])
[0, 20, 5, 20]
>>> final_contest_payouts([0, 0], [20, 10, 5])
[0, 0]
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Measure:
    """A contest category: a phrase for sentences and how to count it for one player."""

    label: str  # "empty cells"
    count: Callable[[Any], int]  # player state -> value


def _nectar(p: Any) -> int:
    return sum(1 for c in p.hive.cells.values() if c.nectar is not None)


def _nectar_types(p: Any) -> int:
    return len({c.nectar for c in p.hive.cells.values() if c.nectar is not None})


MEASURES: dict[str, Measure] = {
    "orders": Measure("completed orders", lambda p: len(p.orders)),
    "nectar": Measure("nectar tiles", _nectar),
    "nectar_types": Measure("nectar types", _nectar_types),
    "empty_cells": Measure("empty cells", lambda p: len(p.hive.empty_cells())),
    "nectar_clusters": Measure("nectar clusters", lambda p: len(p.hive.nectar_clusters())),
    "empty_cell_clusters": Measure(
        "empty cell clusters", lambda p: len(p.hive.empty_cell_clusters())
    ),
    "straight_line": Measure("cells in a straight line", lambda p: p.hive.longest_line()),
    "workers": Measure("workers", lambda p: p.workers_owned),
    "pollen_sold": Measure("pollen sold", lambda p: p.pollen_sold),
}


def measure(name: str, player: Any) -> int:
    """The value of category ``name`` for ``player``."""
    return MEASURES[name].count(player)


def final_contest_payouts(values: Sequence[int], payouts: Sequence[int]) -> list[int]:
    """Each player's payout for one final contest, in the order of ``values``.

    Players are ranked by ``values`` (highest first) and paid ``payouts`` by place
    (first place ``payouts[0]``), with the rulebook's tie rules:

    - two players tied for a place both get that place's payout, and the next player
      drops one place;
    - three or more tied for a place all get that payout, and nobody after them is paid;
    - the player in last place is never paid, but players *tied* for last place get the
      payout of the place they tie for.

    Every player is placed, those with zero too; then a player with zero (none of what
    the contest counts) earns nothing. The zero rule takes a payout away from the zero
    holders and from nobody else (RULINGS section 4, our reading).
    """
    values = list(values)
    out = [0] * len(values)
    groups = sorted(set(values), reverse=True)
    place = 0  # index into payouts of the place the next group ties for
    for rank, value in enumerate(groups):
        seats = [i for i, v in enumerate(values) if v == value]
        last = rank == len(groups) - 1
        if len(values) > 1 and last and len(seats) == 1:
            break  # the lone last player is never paid
        pay = payouts[place] if place < len(payouts) else 0
        for i in seats:
            out[i] = pay if value > 0 else 0
        if len(seats) >= 3:
            break  # nobody after a tie of three or more is paid
        place += len(seats)
    return out


def rank_by_points(keys: Sequence[tuple[int, int, int]]) -> tuple[list[int], list[int]]:
    """(winners, ranking) from each seat's (total, resources left, orders completed): the
    highest total wins, ties go to the most resources left, then the most completed orders;
    a tie that persists is shared. The ranking lists seats best first (ties by seat).

    >>> rank_by_points([(90, 3, 2), (90, 5, 1), (80, 9, 9)])
    ([1], [1, 0, 2])
    """
    best = max(keys)
    winners = [seat for seat, key in enumerate(keys) if key == best]
    ranking = sorted(range(len(keys)), key=lambda i: keys[i], reverse=True)
    return winners, ranking
