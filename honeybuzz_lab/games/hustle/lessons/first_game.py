"""The first game of Honeycomb Hustle: a whole game against one gentle bot, coached as it
goes.

>>> play = HustleFirstGame(language="en")     # doctest: +SKIP
>>> play                                      # doctest: +SKIP

A two-player :class:`~honeybuzz_lab.games.hustle.table.HustleTable` (the learner at seat 0,
the random bot, the gentlest, at seat 1) whose coach
(:class:`honeybuzz_lab.core.lessons.first_game.Coach`) says each rule once, in a bubble at
the part of the table it is about, when it first matters: the goal and the first draw at
once, then each decision kind met for the first time (placing, stopping, drafting, buying)
and each rule a log sentence first follows (the flower points, the start token, helper
bees, the end). A refused click is explained in the bubble by the engine's reason. The
game is kept in the store apart from notebook 20's table; resumed after a kernel restart,
the coach goes on without teaching a rule again.
"""

from __future__ import annotations

from ....core.lessons.first_game import CoachedTable, CoachScope
from ....rulebook.atoms import atoms
from ..engine import Game
from ..rule_ids import BY_DECISION
from ..table import HustleTable
from .texts import catalog

#: Where the bubble points for a rule (CSS selectors of the table's parts); a decision's
#: rule points at what the decision asks to click.
TARGETS = {
    "hu.build.draw": ".hbh-controls",
    "hu.build.connect": ".hbh-spot-ok",
    "hu.build.stop": ".hbh-controls",
    "hu.build.restart": ".hbh-controls",
    "hu.turn.draft": ".hbh-pool",
    "hu.turn.buy": ".hbh-controls",
    "hu.score.total": ".hbh-points",
    "hu.round.order": ".hbh-summary",
    "hu.turn.helper-bees": ".hbh-summary",
    "hu.end.winner": ".hbh-final",
}

SCOPE = CoachScope(
    rules=atoms("hustle"),
    decisions=BY_DECISION,
    goal_rule="hu.end.winner",
    texts=catalog,
    targets=TARGETS,
    decision_target=(".hbh-controls", ".hbh-decision"),
)


class HustleFirstGame(CoachedTable, HustleTable):
    """A coached first game of Honeycomb Hustle (see the module docstring)."""

    _place_prefix = "first."

    def __init__(
        self,
        game: Game | None = None,
        *,
        language: str = "en",
        seed: int | None = None,
        bot_delay: float = 0.6,
        resume: bool | int | None = None,
    ) -> None:
        super().__init__(
            2 if game is None else list(game.names),
            seat=0,
            bots="random",
            seed=seed,
            bot_delay=bot_delay,
            game=game,
            language=language,
            resume=resume,
        )
        self._coach_start(SCOPE)


__all__ = ["SCOPE", "TARGETS", "HustleFirstGame"]
