"""The English and Hungarian catalogue of Honeycomb Hustle (``texts.toml``) and :class:`Said`,
a sentence made from a key and fields that can be read in either language."""

from __future__ import annotations

import sys
from pathlib import Path

from .errors import HustleError

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

TEXTS: dict[str, dict[str, dict[str, str]]] = tomllib.loads(
    Path(__file__).with_name("texts.toml").read_text(encoding="utf-8")
)
LANGUAGES: tuple[str, ...] = tuple(TEXTS)


def _check_language(language: object) -> str:
    if language not in TEXTS:
        raise HustleError(f"no language {language!r}: use one of {', '.join(LANGUAGES)}")
    return language  # type: ignore[return-value]


def token_name(kind: str, language: str = "en") -> str:
    """The name of a token kind in ``language``."""
    return TEXTS[_check_language(language)]["token"][kind]


class Said(str):
    """A sentence: its English text is the string itself; :meth:`text` gives it in another
    language. Made from a catalogue key and fields; a ``token`` field is a token kind,
    ``tokens`` a list of them, any other list is joined with commas."""

    key: str
    fields: dict[str, object]

    def __new__(cls, key: str, **fields: object) -> Said:
        obj = super().__new__(cls, _render("en", key, fields))
        obj.key, obj.fields = key, fields
        return obj

    def text(self, language: str = "en") -> str:
        """The sentence in ``language``."""
        return _render(_check_language(language), self.key, self.fields)


def _render(language: str, key: str, fields: dict[str, object]) -> str:
    section, name = key.split(".")
    values = {
        k: (
            v.text(language)
            if isinstance(v, Said)
            else token_name(v, language)
            if k == "token" and isinstance(v, str)
            else ", ".join(token_name(t, language) for t in v)
            if k == "tokens" and isinstance(v, (list, tuple))
            else ", ".join(map(str, v))
            if isinstance(v, (list, tuple))
            else v
        )
        for k, v in fields.items()
    }
    return TEXTS[language][section][name].format(**values)
