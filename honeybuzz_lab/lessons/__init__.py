"""Guided lessons: steps to read, placements to make and questions to answer.

>>> from honeybuzz_lab.lessons import LessonRun
>>> run = LessonRun("hive_and_tiles", language="en")
>>> run.progress.total > 0
True

In a notebook, ``Lesson("hive_and_tiles")`` shows the same lesson with a board
(see :mod:`honeybuzz_lab.lessons.widget`).
"""

from .expectations import (
    Activates,
    ActivatesTile,
    Activations,
    AllOf,
    AnyOf,
    AnyPlacement,
    Covers,
    CreatesCell,
    CreatesCells,
    CreatesCluster,
    CreatesPocket,
    Expectation,
    FanYield,
    IconOn,
    LineAtLeast,
    Not,
    Placement,
    Touches,
    parse_expectation,
)
from .facts import Fact, parse_fact
from .loader import all_lessons, find_lesson, lesson_ids, load_lesson, parse_lesson
from .model import Judgement, LessonError, LessonPlan, Step, StepKind, WrongTry, build_position
from .runner import HeadlessBoard, LessonRun, Outcome, Progress, StepState
from .texts import LANGUAGES, Catalog, CatalogError, MissingText, catalog


def __getattr__(name: str) -> object:
    # The Lesson widget needs ipywidgets and the board; load it only when asked for.
    if name == "Lesson":
        from .widget import Lesson

        return Lesson
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "LANGUAGES",
    "Activates",
    "ActivatesTile",
    "Activations",
    "AllOf",
    "AnyOf",
    "AnyPlacement",
    "Catalog",
    "CatalogError",
    "Covers",
    "CreatesCell",
    "CreatesCells",
    "CreatesCluster",
    "CreatesPocket",
    "Expectation",
    "Fact",
    "FanYield",
    "HeadlessBoard",
    "IconOn",
    "Judgement",
    "Lesson",
    "LessonError",
    "LessonPlan",
    "LessonRun",
    "LineAtLeast",
    "MissingText",
    "Not",
    "Outcome",
    "Placement",
    "Progress",
    "Step",
    "StepKind",
    "StepState",
    "Touches",
    "WrongTry",
    "all_lessons",
    "build_position",
    "catalog",
    "find_lesson",
    "lesson_ids",
    "load_lesson",
    "parse_expectation",
    "parse_fact",
    "parse_lesson",
]
