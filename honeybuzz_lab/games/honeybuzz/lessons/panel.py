"""The instructions panel beside a board or table (shared by both games: see
:mod:`honeybuzz_lab.core.lessons.panel`); the old import path."""

from ....core.lessons.panel import OPTION_CHARS, LessonPanel, box, style  # noqa: F401 (re-exported)
