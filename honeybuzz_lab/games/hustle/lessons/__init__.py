"""Honeycomb Hustle lessons: building and connectors, flower points, drafting and buying.

>>> from honeybuzz_lab.games.hustle.lessons import HustleLessonRun
>>> run = HustleLessonRun("hustle_building")
>>> run.progress.total > 5
True

Built on the lesson engine both games share (:mod:`honeybuzz_lab.core.lessons`); in a
notebook ``HustleLesson("hustle_points", language="hu")`` shows a lesson beside a
Honeycomb Hustle table (:mod:`.widget`). Nothing here imports Honey Buzz.
"""

from .model import (
    Expect,
    HustleStep,
    WrongTry,
    all_lessons,
    fact_value,
    find_lesson,
    lesson_ids,
    parse_lesson,
)
from .positions import NAMES, build_game, open_marks
from .run import HeadlessTable, HustleLessonRun
from .texts import catalog


def __getattr__(name: str) -> object:
    # The widget needs ipywidgets and the table; load it only when asked for.
    if name == "HustleLesson":
        from .widget import HustleLesson

        return HustleLesson
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "NAMES",
    "Expect",
    "HeadlessTable",
    "HustleLesson",
    "HustleLessonRun",
    "HustleStep",
    "WrongTry",
    "all_lessons",
    "build_game",
    "catalog",
    "fact_value",
    "find_lesson",
    "lesson_ids",
    "open_marks",
    "parse_lesson",
]
