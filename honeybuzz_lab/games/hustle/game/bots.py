"""Bots: :class:`RandomBot` (any legal action) and :class:`PlanningBot`, which manages its bag.

A bot's ``choose(game)`` returns one of ``game.legal_actions()``; :func:`play` runs a
game to its end with one bot per seat. A bot decides from what its seat may know:
the legal answers and ``game.view(seat)`` (:meth:`PlanningBot.decide` takes only those),
never the bags' order or another bag's contents.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ....core.bots import Bot
from ....core.bots import play as core_play
from ....core.hexes import Hex
from .actions import Action
from .engine import Game
from .errors import HustleError
from .kinds import KINDS, Seen
from .state import Cell


class RandomBot:
    """Picks uniformly among the legal actions."""

    name = "random"

    def __init__(self, seed: int | None = 0):
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Action:
        return self.rng.choice(game.legal_actions())


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
        ``options`` alone: the one its kind's spec values most (:mod:`.kinds`)."""
        me = view["players"][view["you"]]
        seen = Seen(
            decision=view["pending"]["kind"],
            comb=comb_of(me),
            bag=dict(me["bag"] or {}),
            hand=me["drawn"],
            sizes={p["seat"]: p["bag_size"] for p in view["players"]},
            restart_below=self.restart_below,
        )
        return max(options, key=lambda a: KINDS.spec(a).score(seen, a))


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
