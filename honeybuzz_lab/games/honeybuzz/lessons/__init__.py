"""Guided lessons: steps to read, placements to make, actions to take, questions to answer.

>>> from honeybuzz_lab.games.honeybuzz.lessons import LessonRun
>>> run = LessonRun("hive_and_tiles", language="en")
>>> run.progress.total > 0
True

Lessons 1-3 play on a hive board, lessons 4 and on on a game table. In a notebook,
``Lesson("hive_and_tiles")`` shows a lesson with a board and ``GameLesson("woodland")``
one with a game table (see :mod:`honeybuzz_lab.games.honeybuzz.lessons.widget` and
:mod:`honeybuzz_lab.games.honeybuzz.lessons.game_widget`).
"""

from ....core.i18n.catalog import CatalogError
from ....core.lessons.run import Outcome, Progress, Score, StepState
from ....core.lessons.steps import Judgement, LessonError, LessonPlan, StepKind
from ....core.lessons.texts import LANGUAGES, Catalog, MissingText
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
from .model import IllegalTry, Step, WrongTry
from .moves import Move, MoveExpectation, parse_move_expectation
from .positions import (
    GamePosition,
    PositionError,
    apply_teaching_adjustments,
    build_position,
    parse_action,
    parse_game_position,
)
from .progress import ProgressStore
from .runner import LessonRun
from .surfaces import HeadlessBoard, HeadlessTable
from .texts import catalog


def __getattr__(name: str) -> object:
    # The widgets need ipywidgets, the board and the table; load them only when asked for.
    if name == "Lesson":
        from .widget import Lesson

        return Lesson
    if name == "GameLesson":
        from .game_widget import GameLesson

        return GameLesson
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
    "GameLesson",
    "GamePosition",
    "HeadlessBoard",
    "HeadlessTable",
    "IconOn",
    "IllegalTry",
    "Judgement",
    "Lesson",
    "LessonError",
    "LessonPlan",
    "LessonRun",
    "LineAtLeast",
    "MissingText",
    "Move",
    "MoveExpectation",
    "Not",
    "Outcome",
    "Placement",
    "PositionError",
    "Progress",
    "ProgressStore",
    "Score",
    "Step",
    "StepKind",
    "StepState",
    "Touches",
    "WrongTry",
    "all_lessons",
    "apply_teaching_adjustments",
    "build_position",
    "catalog",
    "find_lesson",
    "lesson_ids",
    "load_lesson",
    "parse_action",
    "parse_expectation",
    "parse_fact",
    "parse_game_position",
    "parse_lesson",
    "parse_move_expectation",
]
