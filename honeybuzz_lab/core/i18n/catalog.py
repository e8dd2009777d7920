"""The catalogues: every text of the games' own interfaces, per area and language.

One catalogue system serves every game. An *area* is a folder with one TOML file per
language (``<folder>/<language>.toml``); a package registers its areas with
:func:`register_area` (Honey Buzz's ``terms``, ``hive``, ``board``, ``game`` and ``table`` in
:mod:`honeybuzz_lab.games.honeybuzz.i18n`; Honeycomb Hustle's ``hustle``), and the core's own area
``core`` holds the words every sentence shares (how a list is joined). Keys are the dotted path
inside the file after the area: ``hive.reason.occupied``. A module of a game brings its own
texts in its own files (:func:`register_texts`): ``<folder>/<language>.toml``, whose tables
are the areas its keys belong to (``[table.spring.rain]``), added to those areas. A table
with exactly the keys ``one`` and ``other`` is one text with a plural form, chosen by the
value ``n``.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator, Mapping
from importlib import resources
from typing import Any

from .format import TemplateError, fields, parse

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

LANGUAGES: tuple[str, ...] = ("en", "hu")
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "hu": "Magyar"}
#: The registered areas: name -> (package, folder inside it). See :func:`register_area`.
AREAS: dict[str, tuple[str, str]] = {"core": (__package__, "core")}
PLURAL_FORMS = frozenset({"one", "other"})

#: A text: a template, or ``{"one": ..., "other": ...}``.
Entry = str | Mapping[str, str]


class CatalogError(ValueError):
    """A catalogue file is malformed, a language is unknown, or a value is missing."""


class MissingText(KeyError):
    """A text is not in the catalogue of a language."""

    def __init__(self, key: str, language: str):
        super().__init__(key)
        self.key = key
        self.language = language

    def __str__(self) -> str:
        area = self.key.split(".", 1)[0]
        where = (
            _where(area, self.language) if area in AREAS else f"one of the areas {', '.join(AREAS)}"
        )
        name = LANGUAGE_NAMES.get(self.language, self.language)
        return f"the {name} catalogue has no text {self.key!r} (add it to {where})"


def check_language(language: object) -> str:
    """``language`` if the package speaks it; CatalogError naming the choices otherwise."""
    if language not in LANGUAGES:
        names = ", ".join(f'"{code}" ({LANGUAGE_NAMES[code]})' for code in LANGUAGES)
        raise CatalogError(f"no texts in language {language!r}: choose {names}")
    return language  # type: ignore[return-value]


def entry_fields(entry: Entry) -> set[str]:
    """The field names of a text (of all its plural forms)."""
    if isinstance(entry, str):
        return fields(entry)
    return set().union(*(fields(t) for t in entry.values()))


def _flatten(prefix: str, value: Any, out: dict[str, Entry], where: str) -> None:
    if isinstance(value, str):
        _check_template(value, prefix, where)
        out[prefix] = value
    elif isinstance(value, dict) and set(value) == PLURAL_FORMS:
        for form, text in value.items():
            if not isinstance(text, str):
                raise CatalogError(f"{where}: {prefix}.{form} must be text, not {text!r}")
            _check_template(text, f"{prefix}.{form}", where)
        out[prefix] = {"one": value["one"], "other": value["other"]}
    elif isinstance(value, dict):
        for k, v in value.items():
            _flatten(f"{prefix}.{k}", v, out, where)
    else:
        raise CatalogError(f"{where}: {prefix} must be text or a table, not {value!r}")


def _check_template(text: str, key: str, where: str) -> None:
    try:
        parse(text)
    except TemplateError as e:
        raise CatalogError(f"{where}: {key}: {e}") from None


class TextTable(Mapping[str, Any]):
    """The texts of one language: a read-only mapping from key to template.

    A missing key raises :meth:`missing` (a ``KeyError`` naming the file to add it to).
    """

    def __init__(self, language: str, texts: Mapping[str, Any]):
        self.language = language
        self._texts = dict(texts)

    def missing(self, key: str) -> KeyError:
        """The error for a key this language lacks."""
        return MissingText(key, self.language)

    def __getitem__(self, key: str) -> Any:
        try:
            return self._texts[key]
        except KeyError:
            raise self.missing(key) from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._texts)

    def __len__(self) -> int:
        return len(self._texts)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.language!r}, {len(self)} texts)"


class Catalog(TextTable):
    """The package's texts of one language (keys ``area.path``; entries may have plurals)."""

    def template(self, key: str, params: Mapping[str, object]) -> str:
        """The template of ``key``, its plural form chosen by ``params["n"]``."""
        entry = self[key]
        if isinstance(entry, str):
            return entry
        if "n" not in params:
            raise CatalogError(f"{self.language} text {key!r} has plural forms: it needs {{n}}")
        return entry["one"] if params["n"] == 1 else entry["other"]

    def subset(self, areas: Iterable[str]) -> dict[str, Entry]:
        """The texts of some areas, as plain JSON-ready data (for the page)."""
        prefixes = tuple(f"{a}." for a in areas)
        return {
            k: (v if isinstance(v, str) else dict(v))
            for k, v in self._texts.items()
            if k.startswith(prefixes)
        }


def _where(area: str, language: str) -> str:
    package, folder = AREAS[area]
    return "/".join((*package.split("."), folder, f"{language}.toml"))


def register_area(area: str, package: str, folder: str) -> None:
    """Add the area ``area``: the files ``<folder>/<language>.toml`` of ``package``.

    Registering the same area again from the same place does nothing; CatalogError if the
    name is taken by another place. A catalogue already read gets the new area's texts.
    """
    if AREAS.get(area, (package, folder)) != (package, folder):
        raise CatalogError(f"the text area {area!r} is already {_where(area, 'en')}")
    if area in AREAS:
        return
    AREAS[area] = (package, folder)
    for language, table in _LOADED.items():
        _read_area(area, language, table._texts)


#: The texts modules bring in their own files: module -> (package, folder). See
#: :func:`register_texts`.
MODULE_TEXTS: dict[str, tuple[str, str]] = {}
#: The keys each module's files gave (module -> language -> keys), for :func:`unregister_texts`.
_OWN: dict[str, dict[str, set[str]]] = {}


def register_texts(module: str, package: str, folder: str) -> None:
    """Add module ``module``'s own texts: the files ``<folder>/<language>.toml`` of
    ``package`` (one per language), whose top-level tables are registered areas
    (``[table.spring.rain]`` gives ``table.spring.rain.*``).

    Registering the same module again from the same place does nothing. CatalogError, and
    nothing added, if the module's texts come from another place already, a file is missing
    or malformed, a table is not an area, or a key is a text already (an area's or another
    module's).
    """
    if MODULE_TEXTS.get(module, (package, folder)) != (package, folder):
        where = "/".join((*MODULE_TEXTS[module][0].split("."), MODULE_TEXTS[module][1]))
        raise CatalogError(f"module {module!r} has its texts in {where} already")
    if module in MODULE_TEXTS:
        return
    read = {language: _read_module(module, package, folder, language) for language in LANGUAGES}
    loaded = {language: read[language] for language in _LOADED}
    for language, new in loaded.items():
        _check_new(new, _LOADED[language]._texts, _module_where(package, folder, language))
    MODULE_TEXTS[module] = (package, folder)
    _OWN[module] = {}
    for language, new in loaded.items():
        _LOADED[language]._texts.update(new)
        _OWN[module][language] = set(new)


def unregister_texts(module: str) -> None:
    """Take module ``module``'s own texts away (tests use it for modules they define)."""
    MODULE_TEXTS.pop(module, None)
    for language, keys in _OWN.pop(module, {}).items():
        for key in keys:
            _LOADED[language]._texts.pop(key, None)


def _module_where(package: str, folder: str, language: str) -> str:
    return "/".join((*package.split("."), folder, f"{language}.toml"))


def _read_module(module: str, package: str, folder: str, language: str) -> dict[str, Entry]:
    where = _module_where(package, folder, language)
    data = _read_toml(resources.files(package).joinpath(folder, f"{language}.toml"), where)
    texts: dict[str, Entry] = {}
    for area, value in data.items():
        if area not in AREAS or not isinstance(value, dict):
            raise CatalogError(
                f"{where}: {area!r} is not an area of texts (its tables are areas: "
                f"{', '.join(sorted(AREAS))})"
            )
        _flatten(area, value, texts, where)
    return texts


def _check_new(new: Mapping[str, Entry], texts: Mapping[str, Entry], where: str) -> None:
    taken = sorted(set(new) & set(texts))
    if taken:
        raise CatalogError(f"{where}: {taken[0]!r} is a text already")


#: The catalogues read so far (one object per language, kept for the process).
_LOADED: dict[str, Catalog] = {}


def catalog(language: str = "en") -> Catalog:
    """Every text of ``language``, from all areas (one object per language)."""
    language = check_language(language)
    if language not in _LOADED:
        texts: dict[str, Entry] = {}
        for area in AREAS:
            _read_area(area, language, texts)
        for module, (package, folder) in MODULE_TEXTS.items():
            new = _read_module(module, package, folder, language)
            _check_new(new, texts, _module_where(package, folder, language))
            texts.update(new)
            _OWN[module][language] = set(new)
        _LOADED[language] = Catalog(language, texts)
    return _LOADED[language]


def _read_area(area: str, language: str, texts: dict[str, Entry]) -> None:
    package, folder = AREAS[area]
    entry = resources.files(package).joinpath(folder, f"{language}.toml")
    where = _where(area, language)
    _flatten(area, _read_toml(entry, where), texts, where)


def _read_toml(entry: Any, where: str) -> dict[str, Any]:
    try:
        raw = entry.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise CatalogError(f"{where} is missing") from None
    try:
        return tomllib.loads(raw)
    except tomllib.TOMLDecodeError as e:
        raise CatalogError(f"{where} is not valid TOML: {e}") from None


#: Keys added at run time by :func:`add_texts` (language -> keys), which remove_texts may drop.
_ADDED: dict[str, set[str]] = {}


def add_texts(language: str, texts: Mapping[str, Entry]) -> None:
    """Add ``texts`` (key -> template) to ``language``'s catalogue, for a module that
    carries its own texts. CatalogError if a template is malformed or a key already has
    another text; nothing is added then."""
    table = catalog(language)
    where = f"texts added to the {LANGUAGE_NAMES[language]} catalogue"
    new: dict[str, Entry] = {}
    for key, entry in texts.items():
        _flatten(key, entry, new, where)
    for key, entry in new.items():
        if key in table and table[key] != entry:
            raise CatalogError(f"{where}: {key!r} already has another text")
    table._texts.update(new)
    _ADDED.setdefault(language, set()).update(new)


def remove_texts(language: str, texts: Mapping[str, Entry]) -> None:
    """Take back the texts :func:`add_texts` added (the files' own texts stay)."""
    table = catalog(language)
    added = _ADDED.get(language, set())
    for key in texts:
        if key in added:
            added.discard(key)
            table._texts.pop(key, None)
