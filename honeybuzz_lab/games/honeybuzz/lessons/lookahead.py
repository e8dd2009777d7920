"""Trying actions on a copy of a game: what an option leads to, worked out by the engine.

:func:`play_out` applies one action to a private copy of the position (the game itself is
never touched) and then lets a bot finish the acting player's turn, the way the
:class:`~honeybuzz_lab.games.honeybuzz.game.GreedyBot` would. The :class:`Outcome` compares the
player before and after: coins, honey and pollen, nectar tiles, new cells, orders, workers, speed
contests won and the score as if the game ended there.

>>> from honeybuzz_lab.games.honeybuzz.game import Game
>>> game = Game.new(["Anna", "Ben"], seed=3, first_game=True)
>>> outcome = play_out(game, game.legal_actions()[0])
>>> outcome.seat, game.history.ply
(0, 0)
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any, Protocol

from ..game import Action, GameState, GreedyBot, Pending, Place, Ruleset
from ..game.components import OrderCard
from ..game.engine import legal_actions, step
from ..game.log import label
from ..game.position import copy_state, pending
from ..hive import Action as Icon
from ..hive import Hex, HiveTile, Nectar, PlacementEffect

#: A play-out never runs longer than this (a turn has a few dozen decisions at most).
MAX_STEPS = 200


def said(sentence: object, language: str = "en") -> str:
    """One of the engine's sentences in ``language``, when the engine can say it so.

    The engine's sentences are English strings; a sentence that also knows how to say
    itself in another language (it has a ``text(language)`` method) is said in it.
    Anything else is kept as it is: the lessons never translate the engine's words.
    """
    render = getattr(sentence, "text", None)
    if language != "en" and callable(render):
        return str(render(language))
    return str(sentence)


class GameLike(Protocol):
    """What the look-ahead reads from a game: its state and rules."""

    @property
    def state(self) -> GameState: ...

    rules: Ruleset


class Probe:
    """A position to try actions on: a state, its rules and the legal actions.

    It looks enough like a :class:`~honeybuzz_lab.games.honeybuzz.game.Game` for the bots to choose
    in it.
    :meth:`apply` moves the probe on; the state it started from must not be used again,
    because the hives are shared along the way (start from :func:`fork`).
    """

    def __init__(self, state: GameState, rules: Ruleset):
        self.state = state
        self.rules = rules
        self._legal: list[Action] | None = None

    @property
    def pending(self) -> Pending:
        """The decision the position waits for."""
        return pending(self.state, self.rules)

    def legal_actions(self) -> list[Action]:
        """Every legal answer to the pending decision."""
        if self._legal is None:
            self._legal = legal_actions(self.state, self.rules)
        return list(self._legal)

    def describe(self, action: Action) -> str:
        """The engine's short label for ``action`` here."""
        return label(self.state, action)

    def apply(self, action: Action) -> list[str]:
        """Apply a legal ``action``; returns the engine's sentences."""
        self.state, lines, _token = step(self.state, self.rules, action, self.legal_actions())
        self._legal = None
        return lines

    def score(self, seat: int) -> dict[str, int]:
        """The seat's score as if the game ended now (its final score once over).

        ``{"total": ..., "coins": ..., "resources": ..., "contests": ..., "orders": ...}``
        """
        final = self.state.final or self.rules.final_scores(self.state, self.rules)
        entry = final["players"][seat]
        return {"total": int(entry["total"]), **{k: int(v) for k, v in entry["categories"].items()}}


def fork(state: GameState) -> GameState:
    """A copy of ``state`` that shares nothing mutable with it (every hive copied too)."""
    return copy_state(state)


@dataclass(frozen=True)
class _Snapshot:
    coins: int
    resources: dict[str, int]
    nectar: Counter[str]
    cells: frozenset[Hex]
    orders: tuple[OrderCard, ...]
    available: int
    nursery: int
    owned: int
    active: int  # available, in beelines and in the nursery (not retired to a festival)
    forage: tuple[int, int] | None
    speed: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]  # per contest: finishers, coins
    score: dict[str, int]


def _snapshot(probe: Probe, seat: int) -> _Snapshot:
    p = probe.state.players[seat]
    cells = p.hive.cells
    return _Snapshot(
        coins=p.coins,
        resources=dict(p.resources),
        nectar=Counter(c.nectar.value for c in cells.values() if c.nectar is not None),
        cells=frozenset(cells),
        orders=tuple(p.orders),
        available=p.available_workers,
        nursery=p.nursery,
        owned=p.workers_owned,
        active=p.available_workers + p.placed_workers + p.nursery,
        forage=p.forage,
        speed=tuple((tuple(c.finishers), tuple(c.coins)) for c in probe.state.contests),
        score=probe.score(seat),
    )


@dataclass(frozen=True)
class Outcome:
    """What one option leads to by the end of the acting player's turn."""

    seat: int
    actions: tuple[Action, ...]  # the option, then the bot's answers to what followed
    log: tuple[str, ...]  # the engine's sentences, in order
    placement: PlacementEffect | None  # the tile placed on the way, with its effect
    coins: int  # change in coins (a speed contest's coins included)
    resources: dict[str, int]  # change per resource, pollen and the four honeys
    nectar: dict[str, int]  # nectar tiles gained, by type
    cells: tuple[tuple[Hex, Nectar | None], ...]  # cells created, with their nectar types
    orders: tuple[OrderCard, ...]  # orders completed
    workers: int  # change in available workers (a beeline takes, a recall gives back)
    new_workers: int  # workers gained (New Bee), in the nursery until the next recall
    forage: tuple[int, int] | None  # where the forage token ended, if it moved
    speed: tuple[tuple[str, int], ...]  # speed contests completed: (title, coins won)
    score: int  # change in the score as if the game ended now
    score_parts: dict[str, int]  # ... by category: coins, resources, contests, orders
    turn_over: bool  # True when the play-out ended the turn (the option was End turn)
    game_over: bool
    retired: int = 0  # workers retired for good (Harvest Festival), not in a beeline

    @property
    def changed(self) -> bool:
        """True when the option changes anything the outcome measures."""
        return bool(
            self.coins
            or any(self.resources.values())
            or self.nectar
            or self.cells
            or self.orders
            or self.workers
            or self.new_workers
            or self.retired
            or self.forage
            or self.speed
            or self.score
        )


def play_out(
    game: GameLike, action: Action, bot: Any = None, *, seat: int | None = None
) -> Outcome:
    """Apply ``action`` to a copy of ``game`` and let ``bot`` finish the turn; compare.

    ``bot`` defaults to a fresh ``GreedyBot(0)`` (so the answer is the same every time).
    The play-out stops when another player's decision is pending, when only "end the
    turn" is left, or when the game is over. IllegalAction if ``action`` is not legal.
    """
    bot = GreedyBot(0) if bot is None else bot
    probe = Probe(fork(game.state), game.rules)
    if seat is None:
        seat = probe.pending.player
    if seat is None:
        raise ValueError("the game is over: there is nothing to try")
    before = _snapshot(probe, seat)
    actions: list[Action] = []
    log: list[str] = []
    placement: PlacementEffect | None = None
    turn_over = False
    nxt: Action | None = action
    for _ in range(MAX_STEPS):
        if nxt is None:
            break
        if isinstance(nxt, Place) and probe.state.turn.tile is not None:
            tile = HiveTile(Icon(probe.state.turn.tile), nxt.anchor, nxt.direction)
            hive = probe.state.players[seat].hive
            if hive.check(tile):
                placement = hive.preview(tile)
        turn_before = probe.state.turns_played
        log.extend(probe.apply(nxt))
        actions.append(nxt)
        turn_over = probe.state.turns_played != turn_before
        nxt = None
        p = probe.pending
        if probe.state.over or turn_over or p.player != seat or p.kind == "end_turn":
            break
        nxt = bot.choose(probe)
    after = _snapshot(probe, seat)
    return _compare(seat, before, after, probe, actions, log, placement, turn_over)


def _compare(
    seat: int,
    before: _Snapshot,
    after: _Snapshot,
    probe: Probe,
    actions: list[Action],
    log: list[str],
    placement: PlacementEffect | None,
    turn_over: bool,
) -> Outcome:
    cells = probe.state.players[seat].hive.cells
    created = tuple(sorted((h, cells[h].nectar_type) for h in after.cells - before.cells))
    gained = after.nectar - before.nectar
    speed = []
    for contest, old, new in zip(probe.state.contests, before.speed, after.speed, strict=True):
        if seat in new[0] and seat not in old[0]:
            speed.append((contest.card.title, old[1][0]))  # the coins on the next place
    retired = (after.owned - after.active) - (before.owned - before.active)
    return Outcome(
        seat=seat,
        actions=tuple(actions),
        log=tuple(log),
        placement=placement,
        coins=after.coins - before.coins,
        resources={r: n - before.resources.get(r, 0) for r, n in after.resources.items()},
        nectar={k: v for k, v in gained.items() if v},
        cells=created,
        orders=after.orders[len(before.orders) :],
        workers=after.available - before.available + retired,
        new_workers=after.owned - before.owned,
        retired=retired,
        forage=after.forage if after.forage != before.forage else None,
        speed=tuple(speed),
        score=after.score["total"] - before.score["total"],
        score_parts={k: after.score[k] - before.score[k] for k in after.score if k != "total"},
        turn_over=turn_over,
        game_over=probe.state.over,
    )


__all__ = ["GameLike", "Outcome", "Probe", "fork", "play_out", "said"]
