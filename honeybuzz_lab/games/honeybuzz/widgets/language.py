"""The ``language`` trait the widgets share: a language the package speaks, or TraitError."""

from __future__ import annotations

from typing import Any

import traitlets as t

from ..i18n import CatalogError, check_language


class Language(t.Unicode):
    """A synced-ready trait holding ``"en"`` or ``"hu"``; any other value is refused with the
    i18n layer's sentence naming the choices, and the trait keeps its value."""

    info_text = "a language the package speaks"

    def validate(self, obj: Any, value: Any) -> str:
        try:
            return check_language(value)
        except CatalogError as e:
            raise t.TraitError(str(e)) from None
