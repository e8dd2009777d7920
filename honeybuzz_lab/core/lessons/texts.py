"""Lesson texts per language: TOML catalogues with the same keys in every language.

Each game keeps its lessons' texts in its own package: ``<package>/catalog/<language>/
<name>.toml`` holds the texts of one lesson (``name`` is the lesson id) or of the user
interface (``ui``); :func:`load_catalog` reads them. Keys are dotted paths inside the
file, prefixed with the file name: ``hive_and_tiles.steps.domino.prompt``. A module's own
texts of a shared file stand in a folder named after that file, in a file named after the
module (``catalog/<language>/ui/<module>.toml``: its keys ``ui.did.<kind>`` ...). A list of
strings (hints) gives the keys ``...hints.0``, ``...hints.1`` and so on.

Texts are ``str.format`` templates: ``"Step {n} of {total}"``.
"""

from __future__ import annotations

import string
import sys
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any

from ..i18n.catalog import CatalogError, TextTable
from ..i18n.message import Message, render

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

LANGUAGES: tuple[str, ...] = ("en", "hu")
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "hu": "Magyar"}


class MissingText(KeyError):
    """A text the lesson needs is not in the catalogue of that language."""

    def __init__(
        self,
        key: str,
        language: str,
        folder: str = "honeybuzz_lab/games/honeybuzz/lessons/catalog",
    ):
        super().__init__(key)
        self.key = key
        self.language = language
        self.folder = folder

    def __str__(self) -> str:
        return (
            f"the {LANGUAGE_NAMES.get(self.language, self.language)} catalogue has no text "
            f"{self.key!r} (add it to {self.folder}/{self.language}/"
            f"{self.key.split('.', 1)[0]}.toml)"
        )


def _flatten(prefix: str, value: Any, out: dict[str, str], where: str) -> None:
    if isinstance(value, str):
        out[prefix] = value
    elif isinstance(value, dict):
        for k, v in value.items():
            _flatten(f"{prefix}.{k}", v, out, where)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            if not isinstance(v, str):
                raise CatalogError(f"{where}: {prefix}[{i}] must be a string, not {v!r}")
            out[f"{prefix}.{i}"] = v
    else:
        raise CatalogError(f"{where}: {prefix} must be text, a table or a list of texts")


def fields(template: str) -> set[str]:
    """The names of the ``{placeholders}`` in a template."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


class Catalog(TextTable):
    """The lesson texts of one language (read-only mapping from key to template)."""

    #: Where the catalogue's files are, as a path from the project's root (for messages).
    folder = "honeybuzz_lab/games/honeybuzz/lessons/catalog"

    def missing(self, key: str) -> KeyError:
        """The error for a key this language lacks (it names the lesson's file)."""
        return MissingText(key, self.language, self.folder)

    def template(self, key: str, params: Mapping[str, object]) -> str:
        """The template of ``key`` (lesson texts have no plural forms)."""
        return self[key]  # type: ignore[no-any-return]

    def text(self, key: str, **params: object) -> str:
        """The text ``key`` with its placeholders filled from ``params``, by the same rules
        as every catalogue (:func:`honeybuzz_lab.core.i18n.render`): a placeholder may carry
        a spec (``{n:az}``, ``{space:az+ra/re}``, ``{names:and}``); a value may be a message,
        said in this catalogue's language."""
        return render(self, key, {k: _plain(v) for k, v in params.items()})  # type: ignore[arg-type]

    def count(self, prefix: str) -> int:
        """How many list items ``prefix.0``, ``prefix.1``, ... there are."""
        n = 0
        while f"{prefix}.{n}" in self._texts:
            n += 1
        return n

    def has(self, key: str) -> bool:
        """True when ``key`` has a text."""
        return key in self._texts


def _plain(value: object) -> object:
    """A value as a catalogue text takes it: messages, text, whole numbers and lists of
    these stay; anything else (a float, None) is written as Python writes it."""
    whole = isinstance(value, int) and not isinstance(value, bool)
    if whole or isinstance(value, (Message, str)):
        return value
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return str(value)


def check_language(language: str) -> str:
    """``language`` if it is one the lessons are written in; CatalogError otherwise."""
    if language not in LANGUAGES:
        names = ", ".join(f'"{code}" ({LANGUAGE_NAMES[code]})' for code in LANGUAGES)
        raise CatalogError(f"no lessons in language {language!r}: choose {names}")
    return language


def _read(entry: Any, prefix: str, where: str, texts: dict[str, str]) -> None:
    """The texts of the catalogue file ``entry``, their keys after ``prefix``, into ``texts``
    (CatalogError: not TOML, or a key another file has already)."""
    where = f"{where}/{entry.name}"
    try:
        data = tomllib.loads(entry.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as e:
        raise CatalogError(f"{where} is not valid TOML: {e}") from None
    found: dict[str, str] = {}
    _flatten(prefix, data, found, where)
    again = sorted(set(found) & set(texts))
    if again:
        raise CatalogError(f"{where}: {again[0]!r} is in another catalogue file already")
    texts.update(found)


@cache
def load_catalog(package: str, language: str = "en") -> Catalog:
    """Every text of ``language`` in ``package``: all files of its ``catalog/<language>/``."""
    check_language(language)
    folder = resources.files(package).joinpath("catalog", language)
    texts: dict[str, str] = {}
    for entry in sorted(folder.iterdir(), key=lambda p: p.name):
        if entry.name.endswith(".toml"):
            _read(entry, entry.name[: -len(".toml")], f"catalog/{language}", texts)
        elif entry.is_dir() and not entry.name.startswith(("_", ".")):
            for part in sorted(entry.iterdir(), key=lambda p: p.name):  # a module's own texts
                if part.name.endswith(".toml"):
                    _read(part, entry.name, f"catalog/{language}/{entry.name}", texts)
    found = Catalog(language, texts)
    found.folder = "/".join((*package.split("."), "catalog"))
    return found
