"""Bots: :class:`RandomBot` (any legal action) and :class:`PlanningBot`, which manages its bag.

A bot's ``choose(game)`` returns one of ``game.legal_actions()``; :func:`play` runs a
game to its end with one bot per seat. A bot decides from what its seat may know:
the legal answers and ``game.view(seat)`` (:meth:`PlanningBot.decide` takes only those),
never the bags' order or another bag's contents.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...core.bots import Bot
from ...core.bots import play as core_play
from ...core.hexes import neighbor
from . import rules
from .actions import Action, Buy, Done, Draft, Place, Restart, Steal
from .data import KINDS, rotate
from .engine import Game
from .errors import HustleError
from .state import Cell, Hex


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
    """Manages its bag: places for points and open marks, restarts a poor honeycomb while
    the bag holds enough to build again, drafts tokens that score or keep a honey-heavy
    bag connecting, buys as much honey as its points allow (the rest in nectar) and
    steals from the fullest bag. It reads only what its seat may know."""

    name = "planning"

    def __init__(self, seed: int | None = 0, restart_below: int = 5):
        self.rng = random.Random(seed)
        self.restart_below = restart_below

    def choose(self, game: Game) -> Action:
        options = game.legal_actions()
        if not options:
            raise HustleError("the game is over: there is nothing to choose")
        return self.decide(game.view(game.pending.player), options)

    def decide(self, view: dict, options: Sequence[Action]) -> Action:
        """The answer to the pending decision from the seat's ``view`` and its legal
        ``options`` alone."""
        decision, seat = view["pending"]["kind"], view["you"]
        me = view["players"][seat]
        comb = comb_of(me)
        bag: dict[str, int] = dict(me["bag"] or {})
        if decision == "build":
            places = [a for a in options if isinstance(a, Place)]
            hand = me["drawn"] or "cover"
            return max(places, key=lambda a: self._placement_value(comb, hand, a))
        if decision == "done":
            places = [a for a in options if isinstance(a, Place)]
            if places:
                return max(places, key=lambda a: self._placement_value(comb, "cover", a))
            points = rules.flower_points(comb)["total"]
            usable = rules.bag_size(bag, honey=False)
            if Restart() in options and points < self.restart_below and usable >= 4:
                return Restart()
            return Done()
        if decision == "draft":
            return max(options, key=lambda a: self._draft_value(bag, comb, a))
        if decision == "buy":
            return max(
                options,
                key=lambda a: (a.honey, a.nectar) if isinstance(a, Buy) else (-1, -1),
            )
        if decision == "steal":  # the fullest bag (its size is public): most honey to find
            sizes = {p["seat"]: p["bag_size"] for p in view["players"]}
            return max(options, key=lambda a: sizes[a.victim] if isinstance(a, Steal) else -1)
        return options[0]

    @staticmethod
    def _draft_value(bag: dict[str, int], comb: dict[Hex, Cell], action: Action) -> float:
        """What a drafted token brings: its worth, more reds for a bag with reds, and more
        marks the more honey (one mark, never first) clogs the bag."""
        if not isinstance(action, Draft):
            return -1.0
        kind = action.token
        bag = dict(bag)
        for k, _m, _u in comb.values():
            bag[k] = bag.get(k, 0) + 1
        size = max(1, sum(bag.values()))
        honey_share = bag.get("honey", 0) / size
        value = _DRAFT_VALUE.get(kind, 0.0)
        if kind == "red":
            value += 0.5 * bag.get("red", 0)
        marks = bin(KINDS[kind].marks).count("1")
        return value + 1.5 * honey_share * (marks - 2)

    @staticmethod
    def _placement_value(comb: dict[Hex, Cell], kind: str, action: Place) -> float:
        h = (action.q, action.r)
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


def comb_of(player: dict) -> dict[Hex, Cell]:
    """A player's honeycomb as the rules count it, from that player's entry in a view."""
    return {
        (c["q"], c["r"]): (c["token"], sum(1 << d for d in c["marks"]), c["covers_honey"])
        for c in player["honeycomb"]
    }


def play(game: Game, bots: Sequence[Bot], max_actions: int = 100_000) -> Game:
    """Let ``bots[seat]`` answer every decision of ``seat`` until the game is over."""
    if len(bots) != len(game.players):
        raise HustleError(
            f"{len(game.players)} players need {len(game.players)} bots, not {len(bots)}"
        )
    return core_play(game, bots, max_actions, HustleError)
