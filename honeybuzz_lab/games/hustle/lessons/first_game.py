"""The first game of Honeycomb Hustle: a whole game against one gentle bot, coached as it
goes.

>>> play = HustleFirstGame(language="en")     # doctest: +SKIP
>>> play                                      # doctest: +SKIP

A two-player :class:`~honeybuzz_lab.games.hustle.widgets.table.HustleTable` (the learner at seat 0,
the random bot, the gentlest, at seat 1) whose coach
(:class:`honeybuzz_lab.core.lessons.first_game.Coach`) says each rule once, in a bubble at
the part of the table it is about, when it first matters: the goal and the first draw at
once, then each decision kind met for the first time (placing, stopping, drafting, buying)
and each rule a log sentence first follows (the flower points, the start token, helper
bees, the end). A refused click is explained in the bubble by the engine's reason. The
game is kept in the store apart from notebook 20's table; resumed after a kernel restart
(or its cell run again in the same kernel, which closes the table before), the coach goes
on without teaching a rule again.

Its **Hint** escalates as the Honey Buzz first game's Why? and Ask the Queen do: at a
decision of the learner's, the first press says what counts in it, the second what the
coach (the planning bot, reading only the learner's view) would do, and then the button
plays that. The page sends ``{"coach": "hint"}`` and ``{"coach": "play"}``;
:meth:`HustleFirstGame.hint` and :meth:`HustleFirstGame.play_hint` do the same from Python.
The hints shown at the learner's decision are kept with the saved game (a resume shows them
again), as what the coach has taught is kept in the game's moves.
"""

from __future__ import annotations

from html import escape
from typing import Any

from ....core.lessons.first_game import (
    CoachedTable,
    CoachScope,
    first_sentence,
    in_place_of_the_last,
)
from ....core.messages import MessageError, panel_request
from ....rulebook.atoms import atoms
from ..game.actions import Action
from ..game.bots import PlanningBot
from ..game.engine import Game
from ..game.rule_ids import BY_DECISION
from ..widgets.table import HustleTable
from ..widgets.table_messages import TableMessageError
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


#: What the coach's Hint button may ask (``{"coach": ...}``), and the fields each takes.
HINT_MESSAGES: dict[str, frozenset[str]] = {"hint": frozenset(), "play": frozenset()}
#: How many hints a decision has before the button plays the coach's pick.
HINTS = 2


class HustleFirstGame(CoachedTable, HustleTable):
    """A coached first game of Honeycomb Hustle (see the module docstring)."""

    _place_prefix = "first."
    #: The hints shown at the learner's decision ``_hint_point`` (the coach's point).
    _hints_shown: int = 0
    _hint_point: object = None

    def __init__(
        self,
        game: Game | None = None,
        *,
        language: str = "en",
        seed: int | None = None,
        bot_delay: float = 0.6,
        resume: bool | int | None = None,
    ) -> None:
        with in_place_of_the_last(self, HustleFirstGame):
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

    # ------------------------------------------------------------------ the hint

    def _hint_level(self) -> int:
        """How many hints are shown at the learner's present decision."""
        return self._hints_shown if self._hint_point == self.coach.point else 0

    def _hint_refusal(self) -> str:
        """Why no hint can be given now ("" if one can)."""
        texts = catalog(self.language)
        game = self.game
        if self._offer:
            return texts["first_game.hint.offer"]
        if game.is_over or game.pending.player != self.seat:
            return texts["first_game.hint.not_now"]
        return ""

    def pick(self) -> Action:
        """The coach's answer to the learner's decision: the planning bot's, from what the
        learner's seat may know."""
        game = self.game
        return PlanningBot(seed=0).decide(game.view(self.seat), game.legal_actions())

    def hint(self) -> int:
        """Show the next hint at the learner's decision; returns how many are shown.
        TableMessageError (nothing changed) when it is not the learner's decision or
        every hint is shown (then :meth:`play_hint` plays the coach's pick)."""
        refusal = self._hint_refusal()
        if refusal:
            raise TableMessageError(refusal)
        level = self._hint_level()
        if level >= HINTS:
            raise TableMessageError(catalog(self.language)["first_game.hint.all_shown"])
        self._hint_point, self._hints_shown = self.coach.point, level + 1
        self._autosave()  # kept with the game: a resume shows the same hints
        self._coach_say()
        return self._hints_shown

    def _kept_state(self) -> dict[str, Any]:
        """The hints shown at the learner's decision, kept with the game (see
        :meth:`~honeybuzz_lab.core.keeping.KeptTable._kept_state`)."""
        point = self._hint_point
        if not self._hints_shown or not isinstance(point, tuple):
            return {}
        if hasattr(self, "coach") and point != self.coach.point:
            return {}  # the decision they were shown at is past
        return {"hints": self._hints_shown, "point": list(point)}

    def _take_kept_state(self, state: dict[str, Any]) -> None:
        """The hints shown kept with the game it continues (a state not written by
        :meth:`_kept_state` shows none)."""
        hints, point = state.get("hints"), state.get("point")
        if type(hints) is int and 0 < hints <= HINTS and isinstance(point, list):
            self._hint_point, self._hints_shown = tuple(point), hints
        else:
            self._hint_point, self._hints_shown = None, 0

    def play_hint(self) -> list[str]:
        """Play the coach's pick (after every hint is shown); the bots answer. Returns the
        log's new lines, as :meth:`apply` does. TableMessageError (nothing changed) before
        the last hint or when it is not the learner's decision."""
        refusal = self._hint_refusal()
        if refusal:
            raise TableMessageError(refusal)
        if self._hint_level() < HINTS:
            raise TableMessageError(catalog(self.language)["first_game.hint.first"])
        return self.apply(self.pick())

    def handle_message(self, content: object) -> bool:
        """Carry out one message from the page: the Hint button's (``{"coach": "hint" |
        "play"}``) or the table's; True if the game or the hint changed."""
        if not (isinstance(content, dict) and "coach" in content):
            return bool(super().handle_message(content))
        before = (len(self.game.actions), self._hint_level())
        try:
            what = panel_request(content, HINT_MESSAGES, "coach", "coach")
        except MessageError as e:  # a malformed message
            self.show_error(self.message_error(str(e)))
            return False
        self.show_error("")
        try:
            if what == "hint":
                self.hint()
            else:
                self.play_hint()
        except TableMessageError as e:  # no hint now: said as it is
            self.show_error(str(e))
        return (len(self.game.actions), self._hint_level()) != before

    def _coach_extra(self) -> dict[str, Any]:
        """The Hint button and the hints shown (``hint``: ``{"button", "send", "items"}``;
        none while it is not the learner's decision)."""
        if self._hint_refusal():
            return {"hint": {}}
        texts = catalog(self.language)
        level = self._hint_level()
        items: list[str] = []
        if level >= 1:
            kind = self.game.pending.kind
            key = f"first_game.hint.{kind}"
            rule = SCOPE.decisions.get(kind)
            if key in texts:
                items.append(escape(texts[key]))
            elif rule in SCOPE.rules:
                items.append(escape(first_sentence(SCOPE.rules[rule].text(self.language))))
        if level >= 2:
            said = self.game.describe(self.pick(), self.language)
            items.append(escape(texts.text("first_game.hint.pick", action=said)))
        done = level >= HINTS
        return {
            "hint": {
                "button": texts["first_game.hint.play" if done else "first_game.hint.button"],
                "send": "play" if done else "hint",
                "items": items,
                "counter": texts.text("first_game.hint.counter", n=level, total=HINTS)
                if level
                else "",
            }
        }


__all__ = ["HINTS", "HINT_MESSAGES", "SCOPE", "TARGETS", "HustleFirstGame"]
