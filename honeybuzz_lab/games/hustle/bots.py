"""Bots: :class:`RandomBot` (any legal action) and :class:`PlanningBot`, which manages its bag.

A bot's ``choose(game)`` returns one of ``game.legal_actions()``; :func:`play` runs a
game to its end with one bot per seat.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from ...core.hexes import neighbor
from . import rules
from .actions import Action, Buy, Done, Draft, Place, Restart, Steal
from .data import KINDS, rotate
from .engine import Game
from .errors import HustleError


class Bot(Protocol):
    """Anything that picks an action for the pending decision."""

    name: str

    def choose(self, game: Game) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal actions."""

    name = "random"

    def __init__(self, seed: int | None = 0):
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Action:
        return self.rng.choice(game.legal_actions())


#: What a drafted token is worth to the planning bot (points it tends to bring, less the
#: risk of few marks ending the building early).
_DRAFT_VALUE = {
    "red": 4.0,
    "purple3": 3.0,
    "blue2": 2.6,
    "purple5": 2.4,
    "helper": 2.0,
    "blue1": 1.6,
    "cover": 1.4,
    "trade": 1.2,
    "purple0": 0.3,
}


class PlanningBot:
    """Places for points and open marks, restarts a poor honeycomb, drafts what scores,
    buys as much honey as its points allow and steals from the leader."""

    name = "planning"

    def __init__(self, seed: int | None = 0, restart_below: int = 5):
        self.rng = random.Random(seed)
        self.restart_below = restart_below

    def choose(self, game: Game) -> Action:
        options = game.legal_actions()
        if not options:
            raise HustleError("the game is over: there is nothing to choose")
        state = game.state
        decision, seat = rules.pending(state)
        assert seat is not None
        player = state.players[seat]
        if decision == "build":
            places = [a for a in options if isinstance(a, Place)]
            return max(places, key=lambda a: self._placement_value(player.comb, player, a))
        if decision == "done":
            places = [a for a in options if isinstance(a, Place)]
            if places:
                return max(places, key=lambda a: self._placement_value(player.comb, None, a))
            points = rules.flower_points(player.comb)["total"]
            usable = rules.bag_size(player.bag, honey=False)
            if Restart() in options and points < self.restart_below and usable >= 4:
                return Restart()
            return Done()
        if decision == "draft":
            reds = sum(1 for c in player.comb.values() if c[0] == "red")
            return max(
                options,
                key=lambda a: (
                    _DRAFT_VALUE.get(a.token, 0) + (0.5 * reds if a.token == "red" else 0)
                    if isinstance(a, Draft)
                    else -1
                ),
            )
        if decision == "buy":
            return max(
                options,
                key=lambda a: (a.honey, a.nectar) if isinstance(a, Buy) else (-1, -1),
            )
        if decision == "steal":
            honey = game.final_scores()["honey"]
            return max(options, key=lambda a: honey[a.victim] if isinstance(a, Steal) else -1)
        return options[0]

    @staticmethod
    def _placement_value(comb: dict, player: object, action: Place) -> float:
        h = (action.q, action.r)
        kind = getattr(player, "hand", None) or "cover"
        marks = rotate(KINDS[kind].marks, action.turn)
        after = dict(comb)
        under = h in comb
        after[h] = (kind, marks, under)
        points = rules.flower_points(after)["total"]
        open_marks = 0
        for cell_h, (_k, m, _u) in after.items():
            for d in range(6):
                if m >> d & 1 and neighbor(cell_h, d) not in after:
                    open_marks += 1
        return points + 0.6 * open_marks


def play(game: Game, bots: Sequence[Bot], max_actions: int = 100_000) -> Game:
    """Let ``bots[seat]`` answer every decision of ``seat`` until the game is over."""
    if len(bots) != len(game.players):
        raise HustleError(
            f"{len(game.players)} players need {len(game.players)} bots, not {len(bots)}"
        )
    for _ in range(max_actions):
        seat = game.pending["seat"]
        if seat is None:
            return game
        game.apply(bots[seat].choose(game))
    raise HustleError(f"the game did not end within {max_actions} actions")
