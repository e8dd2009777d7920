"""What every game's lessons share in their steps: kinds, verdicts, texts' keys, the plan.

A game's step (Honey Buzz's :class:`honeybuzz_lab.games.honeybuzz.lessons.model.Step`, Honeycomb
Hustle's in :mod:`honeybuzz_lab.games.hustle.lessons`) is a frozen dataclass with at
least ``lesson``, ``id``, ``kind``, ``wrong``, ``options`` and ``answer``; it inherits
from :class:`StepTexts` the keys of its texts and the judging of a question's answer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import Any

from ..inputs import InputError


class LessonError(InputError):
    """A request the lesson cannot honour now (nothing changed), or a broken lesson file."""


def step_rule(raw: dict[str, Any], game: str, where: str) -> str:
    """A step's ``rule``: the id of the rule it teaches, an atom of the rules reference
    (:mod:`honeybuzz_lab.rulebook`; ``hb.area.idea`` or ``hu.area.idea``); "" for none."""
    rule = raw.get("rule", "")
    if not isinstance(rule, str) or (
        rule and not re.fullmatch(rf"{game}\.[a-z]+\.[a-z0-9-]+", rule)
    ):
        raise LessonError(f"{where}: rule is a rule's id such as {game}.area.idea, not {rule!r}")
    return rule


class StepKind(Enum):
    """What the learner does in a step."""

    READ = "read"
    PLACE = "place"
    ACT = "act"
    QUESTION = "question"


@dataclass(frozen=True)
class Judgement:
    """The verdict on one placement or answer: right or not, and the feedback's key."""

    right: bool
    key: str  # "right", a wrong try's key, "other", an illegal try's key, or an option id


class StepTexts:
    """The keys of a step's texts and the judging of an answer (mixed into a game's Step)."""

    lesson: str
    id: str
    kind: StepKind
    wrong: tuple[Any, ...]
    illegal: tuple[Any, ...]
    options: tuple[str, ...]
    answer: frozenset[str]

    @property
    def where(self) -> str:
        """``lesson/step`` for messages."""
        return f"{self.lesson}/{self.id}"

    def judge_answer(self, option: str) -> Judgement:
        """Right if ``option`` is one of the answers; the key is the option id."""
        if self.kind is not StepKind.QUESTION:
            raise LessonError(f"step {self.where} asks no question")
        if option not in self.options:
            raise LessonError(
                f"{option!r} is not an option of {self.where}: choose {', '.join(self.options)}"
            )
        return Judgement(option in self.answer, option)

    def key(self, *parts: str) -> str:
        """The catalogue key of one of this step's texts: ``key("hints", "0")``."""
        return ".".join((self.lesson, "steps", self.id, *parts))

    def text_keys(self) -> list[str]:
        """Every catalogue key this step needs (hints are counted from the catalogue)."""
        keys = [self.key("title"), self.key("prompt")]
        if self.kind in (StepKind.PLACE, StepKind.ACT):
            keys += [self.key("hints", "0"), self.key("right")]
            keys += [self.key("wrong", w.key) for w in self.wrong]
            keys += [self.key("illegal", i.key) for i in self.illegal]
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
    steps: tuple[Any, ...]

    def __len__(self) -> int:
        return len(self.steps)

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.steps)

    def __getitem__(self, index: int) -> Any:
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

    @property
    def on_table(self) -> bool:
        """True for a lesson on a game table (its steps start from game positions)."""
        return any(step.on_table for step in self.steps)

    def __repr__(self) -> str:
        return f"LessonPlan({self.id!r}, {len(self.steps)} steps)"
