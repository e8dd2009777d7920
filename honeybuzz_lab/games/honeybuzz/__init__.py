"""Honey Buzz: the hive (``hive``), the rules engine with its modules (``game``), the board
and the table (``widgets``), the lessons, the explorer and the full game (``lessons``), the
classroom (``classroom``), its data files (``data``) and texts (``i18n``).

It imports the core (:mod:`honeybuzz_lab.core`) and never Honeycomb Hustle. Its text areas
are registered first, so every part of it can say a :class:`~honeybuzz_lab.core.i18n.Message`.
"""

from . import i18n as _texts  # noqa: F401 (registers Honey Buzz's catalogue areas)
