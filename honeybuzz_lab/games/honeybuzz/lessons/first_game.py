"""The first game: a whole game of Honey Buzz against one gentle bot, coached as it goes.

>>> play = FirstGame(language="en")          # doctest: +SKIP
>>> play                                      # doctest: +SKIP

A :class:`~.full_game.FullGame` (Why? and Ask the Queen as there) whose coach
(:class:`honeybuzz_lab.core.lessons.first_game.Coach`) says each rule once, in a bubble at
the part of the table it is about, when it first matters: the goal and the first turn at
once, then each decision kind the learner meets for the first time, and each rule a log
sentence first follows (a beeline, an action, a contest, a sale, the end). A refused click
is explained in the bubble by the engine's reason (never the answer). The game is kept in
the store like every table game, apart from the full game's (``kind="first"``); resumed
after a kernel restart (or its cell run again in the same kernel, which closes the table
before), the coach goes on without teaching a rule again.
"""

from __future__ import annotations

from ....core.lessons.first_game import CoachedTable, CoachScope, in_place_of_the_last
from ....rulebook.atoms import atoms
from ..game import Game
from ..game.rule_ids import BY_DECISION
from .full_game import FullGame
from .texts import catalog

#: Where the bubble points for a rule (CSS selectors of the table's parts); a decision's
#: rule points at what the decision asks to click.
TARGETS = {
    "hb.contest.speed": ".hbt-contest",
    "hb.contest.final": ".hbt-contest",
    "hb.market.sell": ".hbt-market-cols",
    "hb.market.bottom": ".hbt-market-cols",
    "hb.market.order": ".hbt-order",
    "hb.forage.collect": ".hbt-field",
    "hb.forage.pollen": ".hbt-field",
    "hb.recall.scout": ".hbt-field",
    "hb.end.trigger": ".hbt-decision",
    "hb.end.equal-turns": ".hbt-decision",
    "hb.end.scoring": ".hbt-decision",
}

SCOPE = CoachScope(
    rules=atoms("honeybuzz"),
    decisions=BY_DECISION,
    goal_rule="hb.end.scoring",
    texts=catalog,
    skip=frozenset(r for r in atoms("honeybuzz") if r.startswith("hb.setup.")),
    targets=TARGETS,
    decision_target=(".hbt-target", ".hbt-hive-active", ".hbt-decision"),
)


class FirstGame(CoachedTable, FullGame):
    """A coached first game of Honey Buzz (see the module docstring). ``strength``: the
    bot's: ``"greedy"`` by default (it looks no further than its own turn; the random bot
    is gentler but makes a first game half as long again, the Queen plans ahead)."""

    _kind = "first"

    def __init__(
        self,
        game: Game | None = None,
        *,
        language: str = "en",
        strength: str = "greedy",
        seed: int | None = None,
        bot_delay: float = 0.8,
        resume: bool | int | None = None,
    ) -> None:
        with in_place_of_the_last(self, FirstGame):
            super().__init__(
                game,
                bots=1,
                strength=strength,
                seed=seed,
                language=language,
                bot_delay=bot_delay,
                resume=resume,
            )
        self._coach_start(SCOPE)


__all__ = ["SCOPE", "TARGETS", "FirstGame"]
