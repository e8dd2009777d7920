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

from importlib import import_module

#: Where each name lives: its module loads on first use (PEP 562), so a notebook
#: that needs one part does not wait for the others.
_HOMES = {
    "CatalogError": "....core.i18n.catalog",
    "Outcome": "....core.lessons.run",
    "Progress": "....core.lessons.run",
    "Score": "....core.lessons.run",
    "StepState": "....core.lessons.run",
    "Judgement": "....core.lessons.steps",
    "LessonError": "....core.lessons.steps",
    "LessonPlan": "....core.lessons.steps",
    "StepKind": "....core.lessons.steps",
    "LANGUAGES": "....core.lessons.texts",
    "Catalog": "....core.lessons.texts",
    "MissingText": "....core.lessons.texts",
    "Activates": ".expectations",
    "ActivatesTile": ".expectations",
    "Activations": ".expectations",
    "AllOf": ".expectations",
    "AnyOf": ".expectations",
    "AnyPlacement": ".expectations",
    "Covers": ".expectations",
    "CreatesCell": ".expectations",
    "CreatesCells": ".expectations",
    "CreatesCluster": ".expectations",
    "CreatesPocket": ".expectations",
    "Expectation": ".expectations",
    "FanYield": ".expectations",
    "IconOn": ".expectations",
    "LineAtLeast": ".expectations",
    "Not": ".expectations",
    "Placement": ".expectations",
    "Touches": ".expectations",
    "parse_expectation": ".expectations",
    "Fact": ".facts",
    "parse_fact": ".facts",
    "all_lessons": ".loader",
    "find_lesson": ".loader",
    "lesson_ids": ".loader",
    "load_lesson": ".loader",
    "parse_lesson": ".loader",
    "IllegalTry": ".model",
    "Step": ".model",
    "WrongTry": ".model",
    "Move": ".moves",
    "MoveExpectation": ".moves",
    "parse_move_expectation": ".moves",
    "GamePosition": ".positions",
    "PositionError": ".positions",
    "apply_teaching_adjustments": ".positions",
    "build_position": ".positions",
    "parse_action": ".positions",
    "parse_game_position": ".positions",
    "ProgressStore": ".progress",
    "LessonRun": ".runner",
    "HeadlessBoard": ".surfaces",
    "HeadlessTable": ".surfaces",
    "catalog": ".texts",
    # the widgets need ipywidgets, the board and the table
    "Lesson": ".widget",
    "GameLesson": ".game_widget",
}


def __getattr__(name: str) -> object:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(home, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOMES})


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
