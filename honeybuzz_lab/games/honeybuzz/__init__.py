"""Honey Buzz: the hive (``hive``), the rules engine with its modules (``game``), the board
and the table (``widgets``), the lessons, the explorer and the full game (``lessons``), the
classroom (``classroom``), its data files (``data``) and texts (``i18n``).

It imports the core (:mod:`honeybuzz_lab.core`) and never Honeycomb Hustle. The old import
paths (``honeybuzz_lab.game``, ``honeybuzz_lab.lessons``, ...) still give these packages.
"""
