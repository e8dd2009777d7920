"""Lessons and their steps, as data: what the learner sees, does and is told.

A lesson is a sequence of steps of four kinds:

- ``read``: an explanation; the learner continues when ready.
- ``place``: the learner places a tile on the board; an expectation decides success,
  and listed wrong tries (each an expectation too) pick the feedback for a miss.
- ``act``: the learner takes a game action at the table; a move expectation decides
  success, listed wrong tries pick the feedback for a legal miss, and listed illegal
  tries get the lesson's explanation besides the engine's reason.
- ``question``: multiple choice with feedback per option; a fact can tie the answer
  to the engine.

A step starts from a hive position (lessons 1-3: a hive board) or a game position
(lessons 4 and on: a game table); see :mod:`.positions`. The texts are not here: they
live in the catalogues (:mod:`.texts`), found by keys built from the lesson and step
ids (:meth:`Step.text_keys`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from ....core.lessons.steps import Judgement, LessonError, StepKind, StepTexts
from ..game import Action as GameAction
from ..game import Game
from ..hive import Action, Hive, HiveError, HiveTile, PlacementEffect
from ..hive.starting import ConfigurationCard
from .expectations import Expectation
from .facts import Fact
from .moves import Move, MoveExpectation
from .positions import GamePosition, PositionError, build_position, position_card

#: The reconstructed data a step may rely on, each named to the learner.
RECONSTRUCTED = (
    "configuration",
    "field",
    "market",
    "orders",
    "contests",
    "backs",
    "solo",
    "sunset",
    "fruit",
    "leaves",
    "leaves_solo",
    "festival",
)


@dataclass(frozen=True)
class WrongTry:
    """A kind of wrong placement or action: when it matches, the learner reads its feedback.

    ``tries`` are example placements (place steps) or actions (act steps) of this kind;
    the content tests check that each one gets exactly this feedback.
    """

    key: str
    when: Expectation | MoveExpectation
    tries: tuple[Any, ...] = ()


@dataclass(frozen=True)
class IllegalTry:
    """Actions the engine refuses that the lesson explains in its own words.

    The engine's reason is shown as well; the content tests check that every one of
    ``tries`` really is illegal in the step's position.
    """

    key: str
    tries: tuple[GameAction, ...]


@dataclass(frozen=True)
class Step(StepTexts):
    """One step of a lesson (see the module docstring for the four kinds).

    ``position`` is hive notation and ``game`` a game position; a step has one or the
    other. ``highlight`` lists hexes (hive steps) or table areas (game steps, tables
    like ``{"area": "box", "name": "produce"}``). ``data`` names the reconstructed data
    the step relies on besides what its position implies (see :data:`RECONSTRUCTED`).
    ``preview_nectar`` False: the board's hover preview does not name the nectar type of
    the cells a placement would make (a step that asks the learner to recognise it).
    """

    lesson: str
    id: str
    kind: StepKind
    position: str = ""
    game: GamePosition | None = None
    highlight: tuple[Any, ...] = ()
    coords: bool = False
    preview_nectar: bool = True
    tray: tuple[Action, ...] = ()
    expect: Expectation | MoveExpectation | None = None
    solutions: tuple[Any, ...] = ()
    wrong: tuple[WrongTry, ...] = ()
    illegal: tuple[IllegalTry, ...] = ()
    options: tuple[str, ...] = ()
    answer: frozenset[str] = field(default_factory=frozenset)
    fact: Fact | None = None
    data: tuple[str, ...] = ()
    rule: str = ""  # the id of the rule the step teaches (an atom of the rules reference)

    # ------------------------------------------------------------------ position

    @property
    def on_table(self) -> bool:
        """True for a step on a game table (a game position), False for a hive board."""
        return self.game is not None

    def start(self) -> Hive:
        """A fresh copy of the hive the step starts from (hive steps)."""
        if self.game is not None:
            raise LessonError(f"{self.where} starts from a game position: use start_game()")
        return self._start.copy()

    def start_game(self) -> Game:
        """A fresh game at the step's position (game steps); undo cannot go before it."""
        if self.game is None:
            raise LessonError(f"{self.where} starts from a hive: use start()")
        try:
            return self.game.build()
        except PositionError as e:
            raise LessonError(str(e)) from None

    def start_position(self) -> Hive | Game:
        """A fresh copy of the step's position, hive or game."""
        return self.start_game() if self.game is not None else self.start()

    @cached_property
    def _start(self) -> Hive:
        try:
            return build_position(self.position)
        except (HiveError, PositionError) as e:
            raise LessonError(f"{self.where}: position {self.position!r}: {e}") from None

    @property
    def card(self) -> ConfigurationCard | None:
        """The configuration card a hive position comes from (its layout is reconstructed)."""
        if self.game is not None:
            return None
        try:
            return position_card(self.position)
        except PositionError as e:
            raise LessonError(str(e)) from None

    @property
    def reconstructed(self) -> tuple[str, ...]:
        """The reconstructed data the step relies on, in :data:`RECONSTRUCTED` order.

        A hive step's configuration card is not among them: :attr:`card` names it.
        """
        return tuple(d for d in RECONSTRUCTED if d in self.data)

    # ------------------------------------------------------------------ judging

    def judge_placement(self, before: Hive, effect: PlacementEffect, after: Hive) -> Judgement:
        """Right if the expectation holds; otherwise the first matching wrong try."""
        if self.kind is not StepKind.PLACE or self.expect is None:
            raise LessonError(f"step {self.where} does not ask for a placement")
        if self.expect.check(before, effect, after):
            return Judgement(True, "right")
        for wrong in self.wrong:
            if wrong.when.check(before, effect, after):
                return Judgement(False, wrong.key)
        return Judgement(False, "other")

    def judge_move(self, move: Move) -> Judgement:
        """Right if the move expectation holds; otherwise the first matching wrong try."""
        if self.kind is not StepKind.ACT or self.expect is None:
            raise LessonError(f"step {self.where} does not ask for a game action")
        if self.expect.check(move):  # type: ignore[arg-type]
            return Judgement(True, "right")
        for wrong in self.wrong:
            if wrong.when.check(move):  # type: ignore[arg-type]
                return Judgement(False, wrong.key)
        return Judgement(False, "other")

    def illegal_key(self, action: GameAction) -> str | None:
        """The key of the listed illegal try ``action`` belongs to, if any."""
        for illegal in self.illegal:
            if action in illegal.tries:
                return illegal.key
        return None

    def try_action(self, action: GameAction) -> Judgement:
        """Judge ``action`` taken at the step's start (IllegalAction if it is not legal)."""
        from .positions import copy_state

        game = self.start_game()
        before = copy_state(game.state)
        sentences = game.apply(action)
        return self.judge_move(Move(before, action, game.state, tuple(sentences)))

    def try_placement(self, tile: HiveTile) -> Judgement:
        """Judge ``tile`` placed on the step's start (IllegalPlacement if it may not go)."""
        before = self.start()
        after = before.copy()
        effect = after.place(tile)
        return self.judge_placement(before, effect, after)


__all__ = ["RECONSTRUCTED", "IllegalTry", "Step", "WrongTry"]
