"""Honeycomb Hustle's lessons as the class results list them (:mod:`honeybuzz_lab.results`)."""

from __future__ import annotations

from ....core.lessons.results import LessonSource
from .model import all_lessons
from .texts import catalog

#: Honeycomb Hustle's lessons, their titles and steps.
SOURCE = LessonSource(
    "hustle",
    all_lessons,
    catalog,
    notebooks={"hustle_building": "21", "hustle_points": "21", "hustle_drafting": "21"},
)
