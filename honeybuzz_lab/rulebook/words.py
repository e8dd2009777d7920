"""Words for the search: folding, a light stemmer per language, stop words, synonyms.

Both the index and the query go through :func:`stems`, so an inflected or plural word
meets its atom's word: ``tiles`` and ``tile`` give ``tile``; ``lapkát``, ``lapkák`` and
``lapka`` give ``lapk`` (accents are folded away first, so a learner may leave them out).
"""

from __future__ import annotations

import re
import sys
import unicodedata
from functools import cache
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

SYNONYMS = Path(__file__).with_name("data") / "synonyms.toml"

WORDS = Path(__file__).with_name("data") / "words.toml"
_RAW = tomllib.loads(WORDS.read_text(encoding="utf-8"))
STOP = {language: frozenset(raw["stop"].split()) for language, raw in _RAW.items()}
NUMBERS = {language: raw["numbers"].split() for language, raw in _RAW.items()}
# Hungarian case endings, possessives and plurals (folded), longest first; at most two
# come off a word (the second of two letters or more) and at least three letters stay.
_HU_SUFFIXES = sorted(_RAW["hu"]["endings"].split(), key=len, reverse=True)


def fold(text: str) -> str:
    """Lower case without accents: ``"Méhsor"`` is ``"mehsor"``."""
    decomposed = unicodedata.normalize("NFD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def words(text: str) -> list[str]:
    """The folded words of ``text`` (letters and digits)."""
    return re.findall(r"[a-z0-9]+", fold(text))


def stem(word: str, language: str) -> str:
    """A crude stem of one folded word: enough for plurals and case endings."""
    if language == "hu":
        for shortest in (1, 2):  # a second ending only if it has two letters or more
            for suffix in _HU_SUFFIXES:
                if len(suffix) < shortest:
                    break
                if word.endswith(suffix) and len(word) - len(suffix) >= 3:
                    word = word[: -len(suffix)]
                    break
            else:
                break
        return word
    for suffix, repl, least in (
        ("ies", "y", 4), ("sses", "ss", 4), ("xes", "x", 3), ("ches", "ch", 4),
        ("shes", "sh", 4), ("ing", "", 4), ("ied", "y", 3), ("ed", "", 4), ("ly", "", 5),
        ("es", "e", 4), ("s", "", 3),
    ):  # fmt: skip
        if word.endswith(suffix) and not word.endswith("ss") and len(word) - len(suffix) >= least:
            return word[: -len(suffix)] + repl
    return word


def stems(text: str, language: str) -> list[str]:
    """The stems of the words of ``text`` that are not stop words (numbers as words)."""
    stop = STOP[language]
    out = []
    for w in words(text):
        if w.isdigit() and int(w) <= 10:
            w = NUMBERS[language][int(w)]
        if w not in stop:
            out.append(stem(w, language))
    return out


@cache
def synonym_groups(game: str) -> tuple[tuple[str, ...], ...]:
    """The game's groups of words that mean the same thing (both languages), folded."""
    raw = tomllib.loads(SYNONYMS.read_text(encoding="utf-8"))
    return tuple(tuple(fold(w) for w in group) for group in raw.get(game, []))


def replace_phrases(text: str, game: str) -> str:
    """``text`` folded, each multi-word synonym replaced by its group's first word."""
    out = " " + " ".join(words(text)) + " "
    for group in synonym_groups(game):
        for phrase in sorted((w for w in group if " " in w), key=len, reverse=True):
            out = out.replace(f" {phrase} ", f" {group[0]} ")
    return out.strip()


@cache
def synonym_stems(game: str, language: str) -> dict[str, frozenset[str]]:
    """Each stem of a one-word synonym -> the stems of its whole group (in ``language``'s
    stemmer; the other language's words are stemmed the same way, which is enough)."""
    out: dict[str, set[str]] = {}
    for group in synonym_groups(game):
        group_stems = {stem(w, language) for w in group if " " not in w}
        for s in group_stems:
            out.setdefault(s, set()).update(group_stems)
    return {k: frozenset(v) for k, v in out.items()}
