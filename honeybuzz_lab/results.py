"""Class results without a server: both games' lessons, for the learner and the teacher.

The learner, in the start notebook::

    from honeybuzz_lab.results import export_results, my_lessons
    my_lessons("en")                 # every lesson: steps done, stars, where to go on
    export_results(name="Anna")      # honeybuzz-results-anna.json in the notebook's folder

The teacher, with the learners' files in one folder::

    from honeybuzz_lab.results import ClassOverview
    ClassOverview("class_results/", language="en")

See :mod:`honeybuzz_lab.core.lessons.results` for the file and how it is read.
"""

from __future__ import annotations

from pathlib import Path

from .core.lessons.overview import MyLessons
from .core.lessons.progress import ProgressStore
from .core.lessons.results import ClassOverview as _Overview
from .core.lessons.results import (
    ClassResults,
    LessonSource,
    ResultsError,
    clean_name,
    file_name,
    read_results,
)
from .core.lessons.results import export_results as _export
from .games.honeybuzz.lessons.results import SOURCE as HONEY_BUZZ
from .games.hustle.lessons.results import SOURCE as HUSTLE

__all__ = [
    "SOURCES",
    "ClassOverview",
    "ClassResults",
    "ResultsError",
    "clean_name",
    "export_results",
    "file_name",
    "my_lessons",
    "read_results",
]

#: The lessons of both games, in the order the overview shows them.
SOURCES: tuple[LessonSource, ...] = (HONEY_BUZZ, HUSTLE)


def export_results(
    path: Path | str | None = None,
    *,
    name: str,
    language: str | None = None,
    store: ProgressStore | None = None,
    say_in: str = "en",
) -> Path:
    """Write the learner's results (every lesson of both games) into one small JSON file
    to send to the teacher; its path. ``path``: the file or a folder (default: the
    notebook's folder, named :func:`file_name`); ``language``: only that language's runs;
    ``say_in``: the language of its errors."""
    return _export(SOURCES, path, name=name, language=language, store=store, say_in=say_in)


def my_lessons(language: str = "en", *, store: ProgressStore | None = None) -> MyLessons:
    """The learner's lessons of both games in ``language``: steps done, stars, where to go
    on, each linked to its notebook (shown as a table in a notebook)."""
    return MyLessons(SOURCES, language, store=store)


class ClassOverview(_Overview):
    """A class overview of a folder of results files, for both games' lessons."""

    def __init__(self, folder: Path | str, *, language: str = "en"):
        super().__init__(folder, sources=SOURCES, language=language)
