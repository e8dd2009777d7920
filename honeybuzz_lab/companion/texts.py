"""The companion's texts in English and Hungarian: the text area ``companion`` of the
catalogue system the games share (``i18n/<language>.toml``)."""

from __future__ import annotations

from ..core.i18n import LANGUAGES, CatalogError, register_area, text

AREA = "companion"
register_area(AREA, __package__, "i18n")


class CompanionError(ValueError):
    """A request the companion cannot answer (nothing was changed)."""


def check_language(language: object) -> str:
    """``language`` if the companion speaks it; CompanionError otherwise."""
    if language not in LANGUAGES:
        raise CompanionError(f"no language {language!r}: use one of {', '.join(LANGUAGES)}")
    return language  # type: ignore[return-value]


def say(language: str, key: str, **fields: object) -> str:
    """The companion's text ``key`` (without the area) in ``language``, filled in."""
    try:
        return text(language, f"{AREA}.{key}", **fields)
    except CatalogError as e:  # pragma: no cover - a catalogue test keeps them whole
        raise CompanionError(str(e)) from None
