"""The Queen: a bot that plans over whole turns with greedy rollouts.

For the pending decision the Queen keeps the few answers GreedyBot rates best and tries each
of them: it plays the rest of its own turn and the next players' turns with the greedy
policy, on a copy of the game in which the order cards it cannot see (the face-down cards of
the three stacks) are shuffled again from its point of view, and values the position it
reaches for every player (points if the game ended then, plus what workers, resources,
empty cells and nectar are still worth). Each try uses a new shuffle; the answer with the
best mean lead over the other players wins.

The Queen never reads the real order of the face-down cards nor the game's seed: every
try starts from :func:`determinise`, a world built from the deciding seat's view alone
(:mod:`.worlds`), and the rollouts play in that world. With ``iterations`` the number of
tries is fixed and the choice depends only on the position and the bot's seed; with
``time_budget`` (seconds) it tries as many as fit. It plans the decisions that shape a turn
(:data:`PLANNED`) and answers the others as the greedy bot does.

>>> from honeybuzz_lab.games.honeybuzz.game import Game
>>> game = Game.new(2, seed=3)
>>> queen = QueenBot(seed=1, iterations=6)
>>> game.apply(queen.choose(game)) != []
True
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from . import actions as A
from .bots import GreedyBot, progress
from .components import OrderCard
from .engine import legal_actions, revert, step
from .rules.contests import final_contest_results
from .rules.turn import pending_seat
from .state import GameState
from .worlds import seat_world

if TYPE_CHECKING:
    from .engine import Game
    from .rules import Ruleset

#: The default thinking time per decision, in seconds (the median decision stays well under 1 s).
TIME_BUDGET = 0.35
#: The tries per decision of ``make_bot("queen")`` (the full game, simulations, comments), by
#: player count: a fixed number, so that the same seed gives the same answers. Four players
#: need more (measured against three GreedyBots over 60 games: 6 tries won 38%, 12 tries 40%,
#: 24 tries 45%; planned decisions 0.14 s median with 24).
ITERATIONS = {2: 6, 3: 6, 4: 24}
#: How many of GreedyBot's best answers the Queen compares (fewer at four players, whose
#: rounds take longer to play out).
CANDIDATES = {2: 5, 3: 5, 4: 4}
#: The decisions the Queen plans: which tile (or recall), where to place it, what to sell or
#: complete. The others (the order of activated actions, forage, fan, scout...) follow the
#: greedy valuation, which plays them better than a short rollout can tell them apart.
PLANNED = ("turn", "place", "market")


class PlannerError(ValueError):
    """A Queen set up with a budget it cannot use."""


@dataclass(frozen=True)
class Option:
    """One answer the Queen tried: its mean lead, how often it was tried, the greedy value."""

    action: A.Action
    lead: float  # mean points ahead of the best other player after the rollouts
    score: float  # mean own value (points now plus what is still worth something)
    tries: int
    greedy: float  # GreedyBot's one-step value of the answer


@dataclass(frozen=True)
class Plan:
    """The Queen's view of one decision: the options tried, best first."""

    options: tuple[Option, ...]
    tries: int
    seconds: float = field(compare=False)  # thinking time (not part of the answer)

    @property
    def best(self) -> A.Action:
        return self.options[0].action


class _Probe:
    """What GreedyBot needs to value a position: a state and its legal actions."""

    def __init__(self, state: GameState, legal: list[A.Action]):
        self.state = state
        self._legal = legal

    def legal_actions(self) -> list[A.Action]:
        return self._legal


def unseen_orders(state: GameState) -> list[OrderCard]:
    """The order cards nobody at the table has seen: not face up, not completed."""
    seen = {s.face_up.id for s in state.order_stacks if s.face_up is not None}
    seen |= {o.id for p in state.players for o in p.orders}
    return [c for c in state.components.orders if c.id not in seen]


def determinise(state: GameState, rng: random.Random) -> GameState:
    """A world for the seat whose decision is pending, built from its view alone.

    Everything that seat cannot see is dealt again from ``rng`` (:mod:`.worlds`): the
    face-down order cards from the unseen ones, by size (a stack's card backs show it:
    large cards lie under the small ones), the drone deck below its known top side, the
    advanced variant's fronts it has not viewed. The world's random generator is the
    bot's, not the game's.
    """
    return seat_world(state, pending_seat(state), rng)


def position_values(state: GameState) -> list[float]:
    """Each player's points if the game ended now, plus what their pieces are still worth."""
    contests = final_contest_results(state)
    if state.over:
        return [float(p["total"]) for p in state.final["players"]] if state.final else []
    prog = progress(state)
    later = 1.0 - prog
    market = state.market.values()
    out = []
    for p in state.players:
        points = p.coins + p.order_points + sum(c["payouts"][p.seat] for c in contests)
        resources = p.resources
        held = sum(n * max(1.0, (0.75 - 0.25 * prog) * market[r]) for r, n in resources.items())
        workers = p.available_workers + p.placed_workers + p.nursery
        worth = 1.6 * later * workers
        hive = p.hive
        for cell in hive.cells.values():
            if cell.barren:
                continue
            if cell.nectar is None:
                worth += 0.6 * later
            elif not cell.honey:
                worth += 0.4 * later * market[cell.nectar.value]
        worth += 0.5 * later * len(hive)
        out.append(points + held + worth)
    return out


def lead(values: list[float], seat: int) -> float:
    """How far ``seat`` is ahead of the others (of the best and of the mean, half each)."""
    others = [v for i, v in enumerate(values) if i != seat]
    if not others:
        return values[seat]
    return values[seat] - 0.5 * max(others) - 0.5 * sum(others) / len(others)


class QueenBot:
    """Plans each decision over the rest of its turn and the next players' replies.

    ``time_budget``: seconds per decision (every candidate is tried at least once);
    ``iterations``: a fixed number of tries instead, or one per player count (then the
    choice depends only on the position and ``seed``). ``candidates``: how many of the
    greedy bot's best answers are compared; ``replies``: how many turns of the next players
    each try plays out (a whole round by default); ``kinds``: the decisions planned (None:
    every decision).
    """

    name = "queen"

    def __init__(
        self,
        seed: int | None = 0,
        *,
        time_budget: float | None = TIME_BUDGET,
        iterations: int | Mapping[int, int] | None = None,
        candidates: int | None = None,
        replies: int | None = None,
        kinds: tuple[str, ...] | None = PLANNED,
    ):
        counts = iterations.values() if isinstance(iterations, Mapping) else [iterations]
        if iterations is not None and not all(isinstance(n, int) and n >= 1 for n in counts):
            raise PlannerError(f"iterations must be at least 1, not {iterations!r}")
        if iterations is None and (time_budget is None or time_budget <= 0):
            raise PlannerError("give a positive time_budget (seconds) or a number of iterations")
        if candidates is not None and candidates < 1:
            raise PlannerError(f"candidates must be at least 1, not {candidates!r}")
        self.rng = random.Random(seed)
        self.greedy = GreedyBot(seed)
        self.time_budget = time_budget
        self.iterations = iterations
        self.candidates = candidates
        self.replies = replies
        self.kinds = kinds
        self.last: Plan | None = None

    # ------------------------------------------------------------------ choosing

    def choose(self, game: Game) -> A.Action:
        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if self.kinds is not None and game.pending.kind not in self.kinds:
            return self.greedy.choose(game)
        plan = self.plan(game)
        self.last = plan
        return plan.best

    def _tries(self, player_count: int) -> int | None:
        """The fixed number of tries at ``player_count`` players (None: the time budget)."""
        tries = self.iterations
        if isinstance(tries, Mapping):
            return tries.get(player_count, max(tries.values()))
        return tries

    def planned(self, game: Game) -> bool:
        """True when the Queen plans the pending decision (else it answers like the greedy bot)."""
        kind = game.pending.kind
        return len(game.legal_actions()) > 1 and (self.kinds is None or kind in self.kinds)

    def plan(self, game: Game, *, iterations: int | None = None) -> Plan:
        """Try the best few answers to the pending decision; the options, best first."""
        started = time.perf_counter()
        state, rules = game.state, game.rules
        seat = game.pending.player
        legal = list(game.legal_actions())
        if seat is None or not legal:
            raise PlannerError("the game is over: there is no decision to plan")
        scored = self.greedy.values(_Probe(state, legal))
        order = sorted(range(len(scored)), key=lambda i: -scored[i][1])
        width = self.candidates or CANDIDATES.get(state.player_count, 4)
        picked = [scored[i] for i in order[:width]]
        budget = iterations if iterations is not None else self._tries(state.player_count)
        sums = [[0.0, 0.0] for _ in picked]
        tries = [0] * len(picked)
        replies = self.replies if self.replies is not None else state.player_count - 1
        n = 0
        while len(picked) > 1:
            if budget is not None:
                if n >= max(budget, len(picked)):
                    break
            elif n >= len(picked) and time.perf_counter() - started >= self.time_budget:  # type: ignore[operator]
                break
            k = n % len(picked)
            values = self._rollout(state, rules, picked[k][0], seat, replies)
            sums[k][0] += lead(values, seat)
            sums[k][1] += values[seat]
            tries[k] += 1
            n += 1
        options = [
            Option(
                a,
                sums[k][0] / tries[k] if tries[k] else 0.0,
                sums[k][1] / tries[k] if tries[k] else 0.0,
                tries[k],
                g,
            )
            for k, (a, g) in enumerate(picked)
        ]
        options.sort(key=lambda o: (-o.lead, -o.greedy))
        return Plan(tuple(options), n, time.perf_counter() - started)

    # ------------------------------------------------------------------ rollouts

    def _rollout(
        self, state: GameState, rules: Ruleset, first: A.Action, seat: int, replies: int
    ) -> list[float]:
        """Play ``first`` and then greedily to the end of ``replies`` turns after this one."""
        root = determinise(state, self.rng)
        stop = state.turns_played + 1 + replies
        tokens = []
        policy = GreedyBot(self.rng.randrange(1 << 30))
        current = root
        try:
            current, _, token = step(current, rules, first)
            tokens.append(token)
            while not current.over and current.turns_played < stop:
                legal = legal_actions(current, rules)
                action = legal[0] if len(legal) == 1 else _greedy_pick(policy, current, legal)
                current, _, token = step(current, rules, action, legal)
                tokens.append(token)
            return position_values(current)
        finally:
            for token in reversed(tokens):
                revert(token)


def _greedy_pick(policy: GreedyBot, state: GameState, legal: list[A.Action]) -> A.Action:
    scored = policy.values_in(state, legal)  # a world from the view: read as it is
    best = max(s for _, s in scored)
    top = [a for a, s in scored if s >= best - 1e-9]
    return top[0] if len(top) == 1 else policy.rng.choice(top)


def queen(seed: int | None = 0) -> QueenBot:
    """The planning bot with a fixed number of tries, so that a seed replays its answers
    (``roster.BOTS["queen"]``)."""
    return QueenBot(seed, iterations=ITERATIONS)


__all__ = [
    "CANDIDATES",
    "ITERATIONS",
    "PLANNED",
    "TIME_BUDGET",
    "Option",
    "Plan",
    "PlannerError",
    "QueenBot",
    "determinise",
    "lead",
    "position_values",
    "unseen_orders",
]
