"""Search the atoms of one game in one language: SQLite's full-text search (FTS5) in an
in-memory database, fed with stems, synonyms and typo corrections.

The index has one row per atom: the stems of its title (weighted most), of its text,
and of its index words (``keys``: words a learner may ask with that the text does not use).
A question is folded, its multi-word synonyms replaced, its stop words dropped and its
words stemmed. A word the index knows no word starting with is corrected to the nearest
known ones (:func:`difflib.get_close_matches` of the standard library: the package stays
pure Python, so JupyterLite can install it; rapidfuzz has compiled wheels only). Each
word is searched as a prefix together with its synonyms (OR), one FTS5 query per word;
an atom's score is the sum of its BM25 scores over the words, so an atom that answers
more of the question ranks above one that repeats a single word. Where SQLite has no
FTS5 (some Pyodide builds), :mod:`.bm25` ranks the same rows the same way in Python.
"""

from __future__ import annotations

import difflib
import sqlite3
from dataclasses import dataclass
from functools import cache
from typing import Any

from .atoms import Atom, atoms, check_game, check_language
from .bm25 import PlainIndex
from .words import replace_phrases, stems, synonym_stems

#: BM25 weights of the columns: id (not searched), title, text, index words.
_WEIGHTS = (0.0, 6.0, 1.0, 3.0)


def _cutoff(word: str) -> float:
    """How close a misspelt word must be to a known one (difflib's ratio): closer for a
    short word, where one letter changes more."""
    return 0.86 if len(word) < 7 else 0.78


@dataclass
class _Index:
    db: sqlite3.Connection | None  # None: this SQLite has no FTS5, the plain index ranks
    plain: PlainIndex
    vocabulary: list[str]
    known: frozenset[str]
    atoms: dict[str, Atom]


def _row(a: Atom, game: str, language: str) -> tuple[str, str, str, str]:
    columns = (a.title(language), a.text(language), a.keys(language))
    head, body, keys = (" ".join(stems(replace_phrases(c, game), language)) for c in columns)
    return a.id, head, body, keys


@cache
def _index(game: str, language: str) -> _Index:
    found = atoms(game)
    rows = [_row(a, game, language) for a in found.values()]
    vocabulary = sorted({w for r in rows for col in r[1:] for w in col.split()})
    return _Index(_fts(rows), PlainIndex(rows), vocabulary, frozenset(vocabulary), found)


def _fts(rows: list[tuple[str, str, str, str]]) -> sqlite3.Connection | None:
    """The rows in an in-memory FTS5 table (None if this SQLite has no FTS5)."""
    db = sqlite3.connect(":memory:", check_same_thread=False)
    try:
        db.execute("CREATE VIRTUAL TABLE rules USING fts5(id UNINDEXED, head, body, keys)")
    except sqlite3.OperationalError:
        db.close()
        return None
    db.executemany("INSERT INTO rules VALUES (?, ?, ?, ?)", rows)
    return db


def _concepts(query: str, game: str, language: str, index: _Index) -> list[list[str]]:
    """Per word of the question, the stems that stand for it: its own, its synonyms', and
    for a word the index does not know, the nearest known words'."""
    groups = synonym_stems(game, language)
    out: list[list[str]] = []
    for s in dict.fromkeys(stems(replace_phrases(query, game), language)):
        alternatives = {s} | set(groups.get(s, ()))
        if len(s) > 3 and not any(v.startswith(s) for v in index.vocabulary):
            for near in _near(s, index):
                alternatives |= {near} | set(groups.get(near, ()))
        out.append(sorted(alternatives))
    return out


def _near(word: str, index: _Index) -> list[str]:
    """The known words closest to a misspelt one (of about its length: fast)."""
    same_size = [v for v in index.vocabulary if abs(len(v) - len(word)) <= 2]
    return difflib.get_close_matches(word, same_size, n=2, cutoff=_cutoff(word))


def _scores(index: _Index, terms: list[str]) -> dict[str, float]:
    """BM25 of each atom matching any of the prefix ``terms`` (higher is better)."""
    if index.db is None:
        return index.plain.scores(terms, _WEIGHTS[1:])
    match = " OR ".join(f'"{t}"*' for t in terms)
    rows = index.db.execute(
        "SELECT id, bm25(rules, ?, ?, ?, ?) FROM rules WHERE rules MATCH ?", (*_WEIGHTS, match)
    )
    return {atom_id: -rank for atom_id, rank in rows}


def search(
    query: str, game: str = "honeybuzz", language: str = "en", limit: int = 10
) -> list[dict[str, Any]]:
    """The atoms of ``game`` that answer ``query`` best, best first, in ``language``.

    Each result is a dict with ``id``, ``title``, ``text``, ``source`` (where the rule
    stands, "our reading" marked), ``our_reading``, ``related`` and ``score`` (higher is
    better). An empty or unmatched question gives an empty list.

    >>> search("can the forage token move diagonaly", game="honeybuzz")[0]["id"]
    'hb.forage.move'
    """
    index = _index(check_game(game), check_language(language))
    scores: dict[str, float] = {}
    for concept in _concepts(query, game, language, index):
        for atom_id, score in _scores(index, concept).items():
            scores[atom_id] = scores.get(atom_id, 0.0) + score
    ranked = sorted(scores, key=lambda i: (-scores[i], list(index.atoms).index(i)))[:limit]
    out = []
    for atom_id in ranked:
        result = index.atoms[atom_id].to_json(language)
        result["score"] = round(scores[atom_id], 3)
        out.append(result)
    return out


def engine(game: str = "honeybuzz", language: str = "en") -> str:
    """Which ranks the searches of ``game`` in ``language`` here: ``"fts5"`` (SQLite's
    full-text search) or ``"bm25"`` (the plain-Python index, where SQLite lacks FTS5).

    >>> engine("hustle", "hu")
    'fts5'
    """
    return "fts5" if _index(check_game(game), check_language(language)).db else "bm25"
