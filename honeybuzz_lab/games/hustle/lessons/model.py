"""Honeycomb Hustle lesson steps, what an action must achieve, and the lesson files.

A lesson file in ``content/`` (its name is the lesson id) holds a ``number``, named
``[positions.NAME]`` (see :mod:`.positions`) and an array of steps::

    [[step]]
    id = "most-open"
    kind = "act"                       # act | question
    game = "NAME"                      # or an inline position table
    expect = { open = 4 }              # what the action must achieve (see Expect)
    solutions = ["place 1,0 0"]        # actions that must succeed (tested)

    [[step.wrong]]                     # kinds of wrong try, matched in order
    key = "closed"
    when = { open_below = 4 }
    tries = ["place -1,0 0"]           # examples that get this feedback (tested)

Question steps have ``options``, ``answer`` and optionally a ``fact``: a value the
engine computes on the step's position (see :func:`fact_value`) and ``values`` giving
each option's value, so a test holds the right option to the engine.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

from ....core.lessons.steps import (
    Judgement,
    LessonError,
    LessonPlan,
    StepKind,
    StepTexts,
    step_rule,
)
from ..game import rules
from ..game.actions import Action, parse_action
from ..game.engine import Game
from ..game.errors import ActionError
from .positions import build_game, open_marks

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

#: What an act step's expectation may ask of the action and the position after it.
EXPECT_KEYS = {"action", "points", "points_below", "open", "open_below", "kind", "at"}
#: The facts a question may tie its answer to.
FACTS = {"points", "legal", "pending", "bag", "bag_after", "first", "winners", "pool"}


@dataclass(frozen=True)
class Expect:
    """Conditions on an action of seat 0 and the game after it; all must hold.

    ``action``: exactly this action (notation); ``kind``: an action of this kind (place,
    restart, done, draft, buy); ``at``: a placement on ``[q, r]``; ``points`` /
    ``points_below``: the honeycomb's flower points are at least / below; ``open`` /
    ``open_below``: its marks facing an empty hex are at least / below.
    """

    conditions: tuple[tuple[str, Any], ...]

    @classmethod
    def parse(cls, raw: Any, where: str) -> Expect:
        if not isinstance(raw, dict) or not raw or set(raw) - EXPECT_KEYS:
            raise LessonError(f"{where}: an expectation uses {sorted(EXPECT_KEYS)}, not {raw!r}")
        return cls(tuple(sorted(raw.items())))

    def check(self, action: Action, after: Game) -> bool:
        comb = after.state.players[0].comb
        for name, value in self.conditions:
            if name == "action" and action != parse_action(value):
                return False
            if name == "kind" and action.kind != value:
                return False
            if name == "at" and (getattr(action, "q", None), getattr(action, "r", None)) != tuple(
                value
            ):
                return False
            if name == "points" and rules.flower_points(comb)["total"] < value:
                return False
            if name == "points_below" and rules.flower_points(comb)["total"] >= value:
                return False
            if name == "open" and open_marks(comb) < value:
                return False
            if name == "open_below" and open_marks(comb) >= value:
                return False
        return True


@dataclass(frozen=True)
class WrongTry:
    """A kind of wrong action: when it matches, the learner reads its feedback."""

    key: str
    when: Expect
    tries: tuple[Action, ...] = ()


@dataclass(frozen=True)
class HustleStep(StepTexts):
    """One step of a Honeycomb Hustle lesson: a question or an action at the table."""

    lesson: str
    id: str
    kind: StepKind
    position: dict[str, Any] = field(default_factory=dict, hash=False, compare=False)
    expect: Expect | None = None
    solutions: tuple[Action, ...] = ()
    wrong: tuple[WrongTry, ...] = ()
    illegal: tuple[Any, ...] = ()
    options: tuple[str, ...] = ()
    answer: frozenset[str] = frozenset()
    fact: tuple[str, Any] | None = None
    values: tuple[tuple[str, str], ...] = ()
    rule: str = ""  # the id of the rule the step teaches (an atom of the rules reference)

    on_table = True

    def start_game(self) -> Game:
        """A fresh game at the step's position."""
        return build_game(self.position, self.where)

    def judge_move(self, action: Action, after: Game) -> Judgement:
        """Right if the expectation holds; otherwise the first matching wrong try."""
        if self.kind is not StepKind.ACT or self.expect is None:
            raise LessonError(f"step {self.where} does not ask for an action")
        if self.expect.check(action, after):
            return Judgement(True, "right")
        for wrong in self.wrong:
            if wrong.when.check(action, after):
                return Judgement(False, wrong.key)
        return Judgement(False, "other")

    def try_action(self, action: Action | str) -> Judgement:
        """Judge ``action`` taken at the step's start (IllegalAction if it is not legal)."""
        game = self.start_game()
        game.apply(action)
        return self.judge_move(game.actions[0], game)

    def option_value(self, option: str) -> str | None:
        """The value a question's option stands for (compared with the fact)."""
        return dict(self.values).get(option)


def fact_value(step: HustleStep) -> str:
    """What the engine says on the step's position, as a question's ``fact`` asks:

    ``points`` (a colour or ``total``: seat 0's flower points), ``legal`` (an action:
    ``yes`` or ``no``), ``pending`` (the decision waited for), ``bag`` (``[seat, kind]``:
    tokens of that kind in the seat's bag), ``bag_after`` (``[action, seat, kind]``: that
    seat's tokens of that kind after the action), ``first`` (who takes
    the first turn), ``winners`` (the names, joined by ``+``), ``pool`` (its size).
    """
    if step.fact is None:
        raise LessonError(f"step {step.where} has no fact")
    name, arg = step.fact
    game = step.start_game()
    s = game.state
    if name == "points":
        return str(rules.flower_points(s.players[0].comb)[arg])
    if name == "legal":
        return "no" if game.explain(arg) else "yes"
    if name == "pending":
        return game.pending.kind
    if name == "bag":
        seat, kind = arg
        return str(s.players[seat].bag.get(kind, 0))
    if name == "bag_after":
        action, seat, kind = arg
        game.apply(action)
        return str(game.state.players[seat].bag.get(kind, 0))
    if name == "first":
        return game.names[s.order[0]]
    if name == "winners":
        return "+".join(game.names[i] for i in game.final_scores()["winners"])
    if name == "pool":
        return str(len(s.pool))
    raise LessonError(f"step {step.where}: no fact {name!r}")


# ------------------------------------------------------------------ loading

_STEP_KEYS = {
    StepKind.ACT: {"id", "kind", "game", "expect", "solutions", "wrong", "rule"},
    StepKind.QUESTION: {"id", "kind", "game", "options", "answer", "fact", "values", "rule"},
}


def _actions(raw: Any, where: str) -> tuple[Action, ...]:
    try:
        return tuple(parse_action(a) for a in raw)
    except ActionError as e:
        raise LessonError(f"{where}: {e}") from None


def parse_lesson(lesson_id: str, text: str) -> LessonPlan:
    """A lesson from its TOML text (LessonError naming the step if it is malformed)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise LessonError(f"lesson {lesson_id} is not valid TOML: {e}") from None
    positions = data.get("positions", {})
    steps = []
    for raw in data.get("step", []):
        where = f"{lesson_id}/{raw.get('id', '?')}"
        try:
            kind = StepKind(raw.get("kind"))
        except ValueError:
            raise LessonError(f"{where}: kind is act or question") from None
        if kind not in _STEP_KEYS or set(raw) - _STEP_KEYS[kind]:
            raise LessonError(f"{where}: unknown keys {sorted(set(raw) - _STEP_KEYS[kind])}")
        game = raw.get("game", {})
        if isinstance(game, str):
            if game not in positions:
                raise LessonError(f"{where}: no position {game!r}")
            game = positions[game]
        step = HustleStep(
            lesson=lesson_id,
            id=raw["id"],
            kind=kind,
            position=game,
            expect=Expect.parse(raw["expect"], where) if "expect" in raw else None,
            solutions=_actions(raw.get("solutions", []), where),
            wrong=tuple(
                WrongTry(w["key"], Expect.parse(w["when"], where), _actions(w["tries"], where))
                for w in raw.get("wrong", [])
            ),
            options=tuple(raw.get("options", [])),
            answer=frozenset(
                [raw["answer"]] if isinstance(raw.get("answer"), str) else raw.get("answer", [])
            ),
            fact=next(iter(raw["fact"].items())) if "fact" in raw else None,
            values=tuple((k, str(v)) for k, v in raw.get("values", {}).items()),
            rule=step_rule(raw, "hu", where),
        )
        if kind is StepKind.ACT and step.expect is None:
            raise LessonError(f"{where}: an act step needs expect")
        if kind is StepKind.QUESTION and not step.answer <= set(step.options):
            raise LessonError(f"{where}: the answer must be one of the options")
        if step.fact is not None and step.fact[0] not in FACTS:
            raise LessonError(f"{where}: fact is one of {sorted(FACTS)}")
        steps.append(step)
    if not steps:
        raise LessonError(f"lesson {lesson_id} has no steps")
    return LessonPlan(lesson_id, data.get("number", 0), tuple(steps))


@cache
def all_lessons() -> tuple[LessonPlan, ...]:
    """Every Honeycomb Hustle lesson, in order of their numbers."""
    folder = resources.files(__package__).joinpath("content")
    plans = [
        parse_lesson(entry.name[: -len(".toml")], entry.read_text(encoding="utf-8"))
        for entry in folder.iterdir()
        if entry.name.endswith(".toml")
    ]
    return tuple(sorted(plans, key=lambda p: p.number))


def lesson_ids() -> list[str]:
    """The lessons' ids, in order."""
    return [plan.id for plan in all_lessons()]


def find_lesson(lesson: LessonPlan | str | int) -> LessonPlan:
    """A lesson by plan, id or number (LessonError naming the lessons if none)."""
    if isinstance(lesson, LessonPlan):
        return lesson
    for plan in all_lessons():
        if lesson in (plan.id, plan.number):
            return plan
    raise LessonError(f"no Honeycomb Hustle lesson {lesson!r}: choose {', '.join(lesson_ids())}")
