"""The catalogue machinery, now in :mod:`honeybuzz_lab.core.i18n.catalog` (this path still
imports it)."""

from ....core.i18n.catalog import (
    AREAS,
    LANGUAGE_NAMES,
    LANGUAGES,
    PLURAL_FORMS,
    Catalog,
    CatalogError,
    Entry,
    MissingText,
    TextTable,
    _flatten,
    add_texts,
    catalog,
    check_language,
    entry_fields,
    register_area,
    remove_texts,
)

__all__ = [
    "AREAS",
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "PLURAL_FORMS",
    "Catalog",
    "CatalogError",
    "Entry",
    "MissingText",
    "TextTable",
    "_flatten",
    "add_texts",
    "catalog",
    "check_language",
    "entry_fields",
    "register_area",
    "remove_texts",
]
