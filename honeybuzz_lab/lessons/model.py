"""Lessons and their steps, as data: what the learner sees, does and is told.

A lesson is a sequence of steps of three kinds:

- ``read``: an explanation; the learner continues when ready.
- ``place``: the learner places a tile on the board; an expectation decides success,
  and listed wrong tries (each an expectation too) pick the feedback for a miss.
- ``question``: multiple choice with feedback per option; a fact can tie the answer
  to the engine.

The texts are not here: they live in the catalogues (:mod:`.texts`), found by keys
built from the lesson and step ids (:meth:`Step.text_keys`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from functools import cached_property

from ..hive import Action, Hex, Hive, HiveError, HiveTile, PlacementEffect, parse_hive
from ..hive.starting import ConfigurationCard, configuration_card
from .expectations import Expectation
from .facts import Fact


class LessonError(ValueError):
    """A request the lesson cannot honour now (nothing changed), or a broken lesson file."""


class StepKind(Enum):
    """What the learner does in a step."""

    READ = "read"
    PLACE = "place"
    QUESTION = "question"


CARD_PREFIX = "card:"


def position_card(position: str) -> ConfigurationCard | None:
    """The configuration card a position starts from (``"card:star P(1,2)NE"``), if any."""
    text = position.strip()
    if not text.startswith(CARD_PREFIX):
        return None
    name = text[len(CARD_PREFIX) :].split(None, 1)[0]
    try:
        return configuration_card(name)
    except KeyError as e:
        raise LessonError(str(e.args[0])) from None


def build_position(position: str) -> Hive:
    """The hive a position describes: hive notation, optionally after ``card:NAME``.

    ``"card:star P(1,2)NE"`` is the starred configuration card's four tiles followed
    by a Produce tile. HiveError (with the bad token) if a tile cannot be placed.
    """
    text = position.strip()
    card = position_card(text)
    if card is None:
        return parse_hive(text)
    rest = text[len(CARD_PREFIX) :].split(None, 1)[1:]
    return parse_hive(card.tiles + (" " + rest[0] if rest else ""))


@dataclass(frozen=True)
class WrongTry:
    """A kind of wrong placement: when it matches, the learner reads its feedback.

    ``tries`` are example placements of this kind; the content tests check that each
    one gets exactly this feedback.
    """

    key: str
    when: Expectation
    tries: tuple[HiveTile, ...] = ()


@dataclass(frozen=True)
class Judgement:
    """The verdict on one placement or answer: right or not, and the feedback's key."""

    right: bool
    key: str  # "right", a wrong try's key, "other", or an option id


@dataclass(frozen=True)
class Step:
    """One step of a lesson (see the module docstring for the three kinds)."""

    lesson: str
    id: str
    kind: StepKind
    position: str = ""
    highlight: tuple[Hex, ...] = ()
    coords: bool = False
    tray: tuple[Action, ...] = ()
    expect: Expectation | None = None
    solutions: tuple[HiveTile, ...] = ()
    wrong: tuple[WrongTry, ...] = ()
    options: tuple[str, ...] = ()
    answer: frozenset[str] = field(default_factory=frozenset)
    fact: Fact | None = None

    # ------------------------------------------------------------------ position

    def start(self) -> Hive:
        """A fresh copy of the hive the step starts from."""
        return self._start.copy()

    @cached_property
    def _start(self) -> Hive:
        try:
            return build_position(self.position)
        except HiveError as e:
            raise LessonError(f"{self.where}: position {self.position!r}: {e}") from None

    @property
    def card(self) -> ConfigurationCard | None:
        """The configuration card the position comes from (its layout is reconstructed)."""
        return position_card(self.position)

    @property
    def where(self) -> str:
        """``lesson/step`` for messages."""
        return f"{self.lesson}/{self.id}"

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

    def judge_answer(self, option: str) -> Judgement:
        """Right if ``option`` is one of the answers; the key is the option id."""
        if self.kind is not StepKind.QUESTION:
            raise LessonError(f"step {self.where} asks no question")
        if option not in self.options:
            raise LessonError(
                f"{option!r} is not an option of {self.where}: choose {', '.join(self.options)}"
            )
        return Judgement(option in self.answer, option)

    def try_placement(self, tile: HiveTile) -> Judgement:
        """Judge ``tile`` placed on the step's start (IllegalPlacement if it may not go)."""
        before = self.start()
        after = before.copy()
        effect = after.place(tile)
        return self.judge_placement(before, effect, after)

    # ------------------------------------------------------------------ texts

    def key(self, *parts: str) -> str:
        """The catalogue key of one of this step's texts: ``key("hints", "0")``."""
        return ".".join((self.lesson, "steps", self.id, *parts))

    def text_keys(self) -> list[str]:
        """Every catalogue key this step needs (hints are counted from the catalogue)."""
        keys = [self.key("title"), self.key("prompt")]
        if self.kind is StepKind.PLACE:
            keys += [self.key("hints", "0"), self.key("right")]
            keys += [self.key("wrong", w.key) for w in self.wrong]
        elif self.kind is StepKind.QUESTION:
            for option in self.options:
                keys += [
                    self.key("options", option, "text"),
                    self.key("options", option, "feedback"),
                ]
        return keys


@dataclass(frozen=True)
class LessonPlan:
    """A numbered sequence of steps with an id (its file name)."""

    id: str
    number: int
    steps: tuple[Step, ...]

    def __len__(self) -> int:
        return len(self.steps)

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.steps)

    def __getitem__(self, index: int) -> Step:
        return self.steps[index]

    def index(self, step_id: str) -> int:
        """The position of the step called ``step_id``."""
        for i, step in enumerate(self.steps):
            if step.id == step_id:
                return i
        raise LessonError(f"lesson {self.id} has no step {step_id!r}")

    def key(self, *parts: str) -> str:
        """The catalogue key of one of the lesson's own texts: ``key("title")``."""
        return ".".join((self.id, *parts))

    def text_keys(self) -> list[str]:
        """Every catalogue key the lesson needs."""
        keys = [self.key("title"), self.key("summary"), self.key("done")]
        for step in self.steps:
            keys += step.text_keys()
        return keys

    def __repr__(self) -> str:
        return f"LessonPlan({self.id!r}, {len(self.steps)} steps)"
