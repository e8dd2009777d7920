"""Texts in every language the games speak: one catalogue system for both games.

Areas of TOML catalogues (:mod:`.catalog`, registered by each game), templates with the
language helpers they use (:mod:`.format`) and :class:`~.message.Message`, a sentence
that can be said in every language.
"""

from .catalog import (
    AREAS,
    LANGUAGE_NAMES,
    LANGUAGES,
    Catalog,
    CatalogError,
    MissingText,
    TextTable,
    add_texts,
    catalog,
    check_language,
    entry_fields,
    register_area,
    register_texts,
    remove_texts,
    unregister_texts,
)
from .format import apply_spec, capitalize, fields, parse
from .message import Message, render, text

__all__ = [
    "AREAS",
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "Catalog",
    "CatalogError",
    "Message",
    "MissingText",
    "TextTable",
    "add_texts",
    "apply_spec",
    "capitalize",
    "catalog",
    "check_language",
    "entry_fields",
    "fields",
    "parse",
    "register_area",
    "register_texts",
    "remove_texts",
    "render",
    "text",
    "unregister_texts",
]
