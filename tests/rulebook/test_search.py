"""The search finds each learner question's atom among its first three results."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

import pytest

from honeybuzz_lab.rulebook import RuleBookError, search
from honeybuzz_lab.rulebook.words import stems

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

QUESTIONS = tomllib.loads((Path(__file__).with_name("questions.toml")).read_text("utf-8"))
ASKED = [
    (game, language, question, want)
    for game, languages in QUESTIONS.items()
    for language, items in languages.items()
    for question, want in items
]


def test_thirty_questions_per_game_and_language():
    for game in ("honeybuzz", "hustle"):
        for language in ("en", "hu"):
            assert len(QUESTIONS[game][language]) == 30


@pytest.mark.parametrize(("game", "language", "question", "want"), ASKED)
def test_a_learner_question_finds_its_atom_in_the_top_three(game, language, question, want):
    found = [r["id"] for r in search(question, game=game, language=language)]
    assert want in found[:3], found[:5]


def test_a_result_says_what_where_and_in_the_language_asked():
    best = search("barren cell", game="honeybuzz", language="hu")[0]
    assert best["id"] == "hb.cell.barren"
    assert best["title"] == "Hat csúcs meddő cellát zár be"
    assert best["source"].endswith("(a mi olvasatunk)") and best["our_reading"]
    assert {"id", "title", "text", "source", "related", "score"} <= best.keys()


def test_synonyms_cross_the_languages_and_the_nicknames():
    assert search("legyező", game="honeybuzz", language="en")[0]["id"] == "hb.produce.fan"
    assert search("beeline", game="honeybuzz", language="hu")[0]["id"].startswith("hb.beeline.")
    top = [r["id"] for r in search("tall stack of workers", game="honeybuzz")][:3]
    assert any(i.startswith("hb.beeline.") for i in top)


def test_typos_plurals_and_hungarian_endings():
    assert search("diagonaly", game="honeybuzz")[0]["id"] == "hb.forage.move"
    assert search("barren cells", game="honeybuzz")[0]["id"] == "hb.cell.barren"
    assert stems("lapkát", "hu") == stems("lapkák", "hu") == stems("lapka", "hu") == ["lapk"]
    assert stems("Tiles", "en") == stems("tile", "en")
    assert stems("5 tiles", "en") == ["five", "tile"]


def test_nothing_asked_nothing_found_and_bad_names_refused():
    assert search("", game="hustle") == []
    assert search("the of a", game="honeybuzz") == []
    with pytest.raises(RuleBookError):
        search("fan", game="chess")
    with pytest.raises(RuleBookError):
        search("fan", language="de")


def test_results_are_ranked_and_limited():
    results = search("honey", game="honeybuzz", limit=4)
    assert len(results) == 4
    scores = [r["score"] for r in results]
    assert scores == sorted(scores, reverse=True)


def test_without_fts5_the_plain_index_ranks_the_same(monkeypatch):
    """A Python whose SQLite has no FTS5 (some Pyodide builds) ranks in plain Python."""
    module = importlib.import_module("honeybuzz_lab.rulebook.search")
    module._index.cache_clear()
    monkeypatch.setattr(module, "_fts", lambda rows: None)
    try:
        for game, language, question, want in ASKED:
            plain = search(question, game=game, language=language)
            assert want in [r["id"] for r in plain][:3], question
        assert module._index("honeybuzz", "en").db is None
    finally:
        module._index.cache_clear()


def test_a_question_is_answered_in_under_50_ms():
    """The benchmark's promise (``python -m tests.benchmarks.rulebook_search`` measures it
    in full: median 0.2 ms), held here with the margin a busy machine needs: once each
    index is built, the 120 learner questions' median answer takes under 50 ms, each
    question's best of three rounds too."""
    import statistics
    import time

    for game, language, question, _ in ASKED:  # build each index first
        search(question, game=game, language=language)
    best = []
    for game, language, question, _ in ASKED:
        rounds = []
        for _ in range(3):
            start = time.perf_counter()
            search(question, game=game, language=language)
            rounds.append(time.perf_counter() - start)
        best.append(min(rounds))
    assert statistics.median(best) < 0.050
    assert max(best) < 0.050, max(best)
