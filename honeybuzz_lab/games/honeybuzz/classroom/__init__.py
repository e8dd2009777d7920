"""Classroom mode: a prepared game stepped through move by move, with notes and pauses.

>>> from honeybuzz_lab.games.honeybuzz.classroom import ClassroomRun, demo_names
>>> demo_names()
('first-game', 'three-way-race')
>>> run = ClassroomRun("first-game", language="hu")
>>> run.total
278

In a notebook, ``Classroom("first-game")`` shows the same with a projector-sized table.
"""

from .demos import CHECKS, Demo, DemoError, Note, check_note, demo_names, load_demo
from .run import ClassroomRun, Option

__all__ = [
    "CHECKS",
    "ClassroomRun",
    "Demo",
    "DemoError",
    "Note",
    "Option",
    "check_note",
    "demo_names",
    "load_demo",
]
