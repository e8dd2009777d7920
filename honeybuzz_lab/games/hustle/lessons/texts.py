"""The Honeycomb Hustle lessons' texts: ``catalog/<language>/<name>.toml`` in this package
(``ui`` for the panel, one file per lesson), read by the shared catalogue machinery."""

from __future__ import annotations

from ....core.lessons.texts import Catalog, load_catalog


def catalog(language: str = "en") -> Catalog:
    """Every Honeycomb Hustle lesson text of ``language``."""
    return load_catalog(__package__, language)
