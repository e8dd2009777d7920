"""The words of the Fall Flavors modules built here (``data/fall_texts.toml``, English and
Hungarian), added to the catalogues once, when the first of them is imported."""

from __future__ import annotations

from .....core.i18n.catalog import add_texts
from ...data import load_toml

#: language -> catalogue key -> text
TEXTS: dict[str, dict[str, str]] = load_toml("fall_texts.toml")
for _language, _texts in TEXTS.items():
    add_texts(_language, _texts)
