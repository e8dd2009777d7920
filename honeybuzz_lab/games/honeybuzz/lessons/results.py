"""Honey Buzz's lessons as the class results list them (:mod:`honeybuzz_lab.results`)."""

from __future__ import annotations

from ....core.lessons.results import LessonSource
from .loader import all_lessons
from .texts import catalog

#: Honey Buzz's lessons, their titles and steps.
SOURCE = LessonSource(
    "honeybuzz",
    all_lessons,
    catalog,
    notebooks={
        "workers_and_beelines": "01",
        "hive_and_tiles": "02",
        "cells_and_nectar": "03",
        "hive_actions": "04",
        "woodland": "05",
        "honey": "06",
        "market_and_orders": "07",
        "shapes_that_score": "08",
        "contests_end_scoring": "09",
        "advanced": "11",
        "solo": "12",
        "fall_sunset": "15",
        "fall_fruit": "15",
        "fall_leaves": "15",
        "fall_caps": "15",
        "fall_festival": "15",
        "fall_solo": "15",
    },
)
