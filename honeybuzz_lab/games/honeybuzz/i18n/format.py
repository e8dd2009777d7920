"""The templates and language helpers, now in :mod:`honeybuzz_lab.core.i18n.format` (this
path still imports them)."""

from ....core.i18n.format import (
    LIST_SPECS,
    SPECS,
    Parts,
    TemplateError,
    apply_spec,
    capitalize,
    english_article,
    fields,
    hungarian_article,
    hungarian_suffix,
    join,
    parse,
)

__all__ = [
    "LIST_SPECS",
    "SPECS",
    "Parts",
    "TemplateError",
    "apply_spec",
    "capitalize",
    "english_article",
    "fields",
    "hungarian_article",
    "hungarian_suffix",
    "join",
    "parse",
]
