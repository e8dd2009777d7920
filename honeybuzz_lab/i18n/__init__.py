"""The package's own texts in English and Hungarian.

>>> from honeybuzz_lab.i18n import Message, text
>>> text("hu", "terms.action.new_bee")
'Új Méh'
>>> Message("terms.nectar.cherry_blossom").text("hu")
'Cseresznyevirág'

Catalogues live in ``honeybuzz_lab/i18n/<area>/<language>.toml``; the page gets the
texts it needs as one JSON object and renders them with the same template rules
(``widget_js/i18n.js``).
"""

from .catalog import (
    AREAS,
    LANGUAGE_NAMES,
    LANGUAGES,
    Catalog,
    CatalogError,
    MissingText,
    catalog,
    check_language,
    entry_fields,
)
from .format import (
    capitalize,
    english_article,
    fields,
    hungarian_article,
    hungarian_suffix,
)
from .message import Message, render, text

__all__ = [
    "AREAS",
    "LANGUAGES",
    "LANGUAGE_NAMES",
    "Catalog",
    "CatalogError",
    "Message",
    "MissingText",
    "capitalize",
    "catalog",
    "check_language",
    "english_article",
    "entry_fields",
    "fields",
    "hungarian_article",
    "hungarian_suffix",
    "render",
    "text",
]
