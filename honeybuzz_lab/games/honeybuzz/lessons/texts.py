"""Honey Buzz's lesson texts: the catalogues in ``lessons/catalog/<language>/``.

The catalogue machinery is shared by both games (:mod:`honeybuzz_lab.core.lessons.texts`);
this module names Honey Buzz's catalogues and keeps the old import path.
"""

from __future__ import annotations

from ....core.lessons.texts import (  # noqa: F401 (re-exported: the old import path)
    LANGUAGE_NAMES,
    LANGUAGES,
    Catalog,
    CatalogError,
    MissingText,
    check_language,
    fields,
    load_catalog,
)


def catalog(language: str = "en") -> Catalog:
    """Every text of ``language`` (all files of ``lessons/catalog/<language>/``)."""
    return load_catalog(__package__, language)
