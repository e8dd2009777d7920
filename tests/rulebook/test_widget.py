"""The RuleBook widget's Python side, driven through its message handler (no browser)."""

from __future__ import annotations

import pytest

from honeybuzz_lab.rulebook import RuleBook, RuleBookError, atoms
from honeybuzz_lab.rulebook.texts import texts


def test_it_opens_on_the_games_first_rule_with_its_demonstration():
    book = RuleBook(game="honeybuzz", language="en")
    assert book.current["id"] == next(iter(atoms("honeybuzz")))
    demo = book.current["demo"]
    assert demo["svg"].startswith("<svg") and demo["verdict"] in ("allowed", "refused")
    assert book.texts["heading"] == "Rules reference: Honey Buzz"
    assert repr(book) == "RuleBook(game='honeybuzz', language='en', showing='hb.hive.domino')"


def test_a_search_from_the_page_lists_results_and_opens_the_best():
    book = RuleBook(game="honeybuzz", language="en")
    assert book.handle_message({"kind": "search", "query": "may a tile touch a tip?"})
    assert book.results[0]["id"] == book.current["id"] == "hb.hive.no-other-edges"
    assert book.current["demo"]["verdict"] == "refused"
    assert "yellow" in book.current["demo"]["reason"]
    assert book.last_error is None


def test_a_related_rule_opens_and_a_refused_message_changes_nothing():
    book = RuleBook(game="hustle", language="hu", rule="hu.score.red")
    related = book.current["related"][0]["id"]
    assert book.handle_message({"kind": "open", "id": related})
    assert book.current["id"] == related
    before = dict(book.current)
    for bad in (
        {"kind": "open", "id": "hb.cell.barren"},  # the other game's rule
        {"kind": "open", "id": 3},
        {"kind": "jump"},
        {"kind": "search", "query": "x" * 500},
    ):
        assert not book.handle_message(bad)
        assert book.last_error and book.current == before


def test_the_language_changes_every_word_shown():
    book = RuleBook(game="honeybuzz", language="en", rule="hb.contest.zero")
    book.language = "hu"
    assert book.current["title"] == "Akinek semmije sincs, nem kap semmit"
    assert book.current["source"].endswith("(a mi olvasatunk)")
    assert book.texts["search_label"] == "Keresés a szabályokban"


def test_a_hive_demonstration_is_drawn_by_the_hive_and_a_comb_by_the_reference():
    hive = RuleBook(game="honeybuzz", rule="hb.cell.barren").current["demo"]
    assert "<svg" in hive["svg"] and hive["note"]
    comb = RuleBook(game="hustle", rule="hu.score.blue").current["demo"]
    assert comb["verdict"] == "computed" and "rb-comb" in comb["svg"]


def test_both_languages_have_the_same_page_texts():
    assert set(texts("en")) == set(texts("hu"))


def test_unknown_game_and_rule_are_refused():
    with pytest.raises(RuleBookError):
        RuleBook(game="chess")
    with pytest.raises(RuleBookError):
        RuleBook(game="honeybuzz").show("hu.score.red")
