"""The package's own texts in English and Hungarian.

>>> from honeybuzz_lab.i18n import Message, text
>>> text("hu", "terms.action.new_bee")
'Új Méh'
>>> Message("terms.nectar.cherry_blossom").text("hu")
'Cseresznyevirág'

Honey Buzz's catalogues live in ``honeybuzz_lab/games/honeybuzz/i18n/<area>/<language>.toml``
(the areas ``terms``, ``hive``, ``board``, ``game`` and ``table``, registered here with the
catalogue system both games share, :mod:`honeybuzz_lab.core.i18n`); the page gets the texts
it needs as one JSON object and renders them with the same template rules (``widget_js/i18n.js``).
"""

from ....core.i18n.catalog import register_area
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

#: Honey Buzz's areas of texts, each a folder of this package.
GAME_AREAS: tuple[str, ...] = ("terms", "hive", "board", "game", "table")
for _area in GAME_AREAS:
    register_area(_area, __name__, _area)

__all__ = [
    "AREAS",
    "GAME_AREAS",
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
