"""Honeycomb Hustle's texts in English and Hungarian: the text area ``hustle`` of the
catalogue system both games share (:mod:`honeybuzz_lab.core.i18n`), read from
``i18n/<language>.toml``, and :class:`Said`, a sentence of the game that can be read in
either language."""

from __future__ import annotations

from ....core.i18n import LANGUAGES, CatalogError, Message, catalog, register_area
from .errors import HustleError

AREA = "hustle"
register_area(AREA, __package__.rpartition(".")[0], "i18n")  # hustle/i18n


def _check_language(language: object) -> str:
    if language not in LANGUAGES:
        raise HustleError(f"no language {language!r}: use one of {', '.join(LANGUAGES)}")
    return language  # type: ignore[return-value]


def _tables(language: str) -> dict[str, dict[str, str]]:
    """The area's texts of ``language`` as ``{table: {name: template}}``."""
    out: dict[str, dict[str, str]] = {}
    for key, entry in catalog(language).items():
        area, _, rest = key.partition(".")
        if area == AREA and isinstance(entry, str):
            table, _, name = rest.partition(".")
            out.setdefault(table, {})[name] = entry
    return out


#: Every text of the game: ``TEXTS[language][table][name]`` (a template).
TEXTS: dict[str, dict[str, dict[str, str]]] = {lang: _tables(lang) for lang in LANGUAGES}


def token_name(kind: str, language: str = "en") -> str:
    """The name of a token kind in ``language``."""
    return TEXTS[_check_language(language)]["token"][kind]


class Said(str):
    """A sentence: its English text is the string itself; :meth:`text` gives it in another
    language. Made from a key of the area (``"event.round"``) and fields; a ``token`` field
    is a token kind, ``tokens`` a list of them (said by their names in the sentence's
    language), another list is joined with commas."""

    key: str
    fields: dict[str, object]
    message: Message

    def __new__(cls, key: str, **fields: object) -> Said:
        try:
            message = Message(f"{AREA}.{key}", **{k: _value(k, v) for k, v in fields.items()})
        except (KeyError, CatalogError) as e:
            raise HustleError(f"no sentence {key!r} with {sorted(fields)}: {e}") from None
        obj = super().__new__(cls, message)
        obj.key, obj.fields, obj.message = key, fields, message
        return obj

    def text(self, language: str = "en") -> str:
        """The sentence in ``language``."""
        return self.message.text(_check_language(language))


def _value(name: str, value: object) -> object:
    """A field's value as the catalogue system takes it (names of tokens as messages)."""
    if isinstance(value, Said):
        return value.message
    if name == "token" and isinstance(value, str):
        return Message(f"{AREA}.token.{value}")
    if name == "tokens" and isinstance(value, (list, tuple)):
        return [Message(f"{AREA}.token.{t}") for t in value]
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value]
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        return str(value)
    return value
