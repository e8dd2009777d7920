"""Honey Buzz's lessons as the class results list them (:mod:`honeybuzz_lab.results`)."""

from __future__ import annotations

from ....core.lessons.results import LessonSource
from .loader import all_lessons
from .texts import catalog

#: Honey Buzz's lessons, their titles and steps.
SOURCE = LessonSource("honeybuzz", all_lessons, catalog)
