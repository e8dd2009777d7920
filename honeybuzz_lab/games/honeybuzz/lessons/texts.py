"""Honey Buzz's lesson texts: the catalogues in ``lessons/catalog/<language>/``.

The catalogue machinery is shared by both games (:mod:`honeybuzz_lab.core.lessons.texts`);
this module names Honey Buzz's catalogues.
"""

from __future__ import annotations

from ....core.lessons.texts import (
    Catalog,
    load_catalog,
)
from ..widgets.words import page_worded, page_words


def catalog(language: str = "en") -> Catalog:
    """Every text of ``language`` (all files of ``lessons/catalog/<language>/``)."""
    return load_catalog(__package__, language)


_WORDED: dict[tuple[int, int], tuple[Catalog, object, Catalog]] = {}


def in_game_words(texts: Catalog, rules: object) -> Catalog:
    """``texts`` as a game under ``rules`` says them: the vocabulary's words
    (:func:`honeybuzz_lab.games.honeybuzz.widgets.words.page_worded`; Fall Fruit's honeys
    and fruit) in place of the base game's. The same catalogue for the base game."""
    words = page_words(rules)  # type: ignore[arg-type]
    if not words:
        return texts
    key = (id(texts), id(words))
    got = _WORDED.get(key)
    if got is None or got[0] is not texts or got[1] is not words:
        found = Catalog(texts.language, page_worded(texts, rules))  # type: ignore[arg-type]
        found.folder = texts.folder
        got = _WORDED[key] = (texts, words, found)
    return got[2]
