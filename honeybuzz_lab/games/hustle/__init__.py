"""Honeycomb Hustle: a bag-building game of hexagonal tokens, flower points and honey.

The engine with its bots, records and words (``game``), the table (``widgets``), the
lessons (``lessons``) and its texts (``i18n``, the catalogue area ``hustle``).

It imports the core (:mod:`honeybuzz_lab.core`) and never Honey Buzz. Its text area is
registered first, so every part of it can say a :class:`~honeybuzz_lab.core.i18n.Message`.
"""

from .game import catalogue as _texts  # noqa: F401 (registers Hustle's catalogue area)
