"""The rule a page opens beside a board or table (``{"kind": "rule", "id"}``, answered in
``_rule``): the whole reference at that rule, its related rules and its live
demonstration, as the RuleBook shows it; a malformed request changes nothing."""

from __future__ import annotations

import json
from typing import Any

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game
from honeybuzz_lab.games.honeybuzz.hive import Hive
from honeybuzz_lab.rulebook import RuleBook, atoms
from honeybuzz_lab.rulebook.texts import page_atom, page_rules, page_search


def _game_table() -> Any:
    from honeybuzz_lab.games.honeybuzz.widgets import GameTable

    return GameTable(Game.new(2, seed=3, first_game=True), seat=0, bot_delay=0)


def _board() -> Any:
    from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard

    return HiveBoard(Hive.starting("star"))


def _hustle() -> Any:
    from honeybuzz_lab.games.hustle.widgets.table import HustleTable

    return HustleTable(players=2, seat=0, seed=6, bot_delay=0, bots="random")


WIDGETS = {"table": (_game_table, "hb.end.scoring"), "board": (_board, "hb.hive.free-hexes"),
           "hustle": (_hustle, "hu.undo.chance")}  # fmt: skip


@pytest.mark.parametrize("game", ["honeybuzz", "hustle"])
@pytest.mark.parametrize("language", ["en", "hu"])
def test_every_rule_opens_with_its_related_rules_and_demonstration(game, language):
    for rule_id, a in atoms(game).items():
        shown = page_atom(game, rule_id, language)
        book = RuleBook(game=game, language=language, rule=rule_id).current
        # the panel shows what the reference shows: the same words and the same picture
        for key in ("id", "title", "text", "source", "our_reading", "related", "demo"):
            assert shown[key] == book[key], (rule_id, key)
        assert [r["id"] for r in shown["related"]] == list(a.related)
        assert all(r["title"] == atoms(game)[r["id"]].title(language) for r in shown["related"])
        demo = shown["demo"]
        assert demo["verdict"] in {"allowed", "refused", "computed"}, rule_id
        assert demo["verdict_text"] and demo["move"], rule_id
        assert (demo["verdict"] == "refused") == bool(demo["reason"]), rule_id
    assert page_atom(game, "no.such.rule", language) is None


@pytest.mark.parametrize("kind", sorted(WIDGETS))
def test_the_page_opens_a_rule_and_gets_it_whole(kind):
    make, rule_id = WIDGETS[kind]
    widget = make()
    assert widget._rule == {}  # nothing of a rule travels before one is asked for
    assert not widget.handle_message({"kind": "rule", "id": rule_id})
    game = "hustle" if rule_id.startswith("hu.") else "honeybuzz"
    assert widget._rule == page_atom(game, rule_id, "en")
    assert widget._rule["demo"]["svg"].startswith("<svg")
    assert widget._error == ""
    widget.language = "hu"  # again in the new language, demonstration included
    assert widget._rule == page_atom(game, rule_id, "hu")
    assert widget._rules["labels"]["back"] == "Vissza"


BAD = [
    ({"kind": "rule", "id": "hb.no.such"}, "there is no rule 'hb.no.such' here"),
    ({"kind": "rule", "id": "hu.turn.draft"}, "there is no rule 'hu.turn.draft' here"),
    ({"kind": "rule", "id": 7}, "id is a text of 1 to 80 characters, not 7"),
    ({"kind": "rule", "id": ["hb.hive.domino"]}, "not ['hb.hive.domino']"),
    ({"kind": "rule", "id": None}, "not None"),
    ({"kind": "rule", "id": ""}, "not ''"),
    ({"kind": "rule", "id": "x" * 81}, "id is a text of 1 to 80 characters"),
    ({"kind": "rule"}, "a 'rule' message needs id"),
    ({"kind": "rule", "id": "hb.hive.domino", "more": 1}, "does not take more"),
]


@pytest.mark.parametrize(("message", "reason"), BAD)
@pytest.mark.parametrize("kind", ["table", "board"])
def test_a_malformed_rule_request_is_refused_and_changes_nothing(kind, message, reason):
    widget = WIDGETS[kind][0]()
    assert not widget.handle_message({"kind": "rule", "id": "hb.hive.domino"})
    before = {
        name: json.dumps(getattr(widget, name), sort_keys=True, default=str)
        for name in widget.keys
        if name not in {"_error", "_error_detail", "_error_rule"}
    }
    assert not widget.handle_message(message)
    assert reason in widget._error  # said in the widget's own sentence for a bad message
    assert widget.last_error == widget._error
    assert widget._error_detail == ""  # foreseen: no traceback
    after = {
        name: json.dumps(getattr(widget, name), sort_keys=True, default=str)
        for name in widget.keys
        if name not in {"_error", "_error_detail", "_error_rule"}
    }
    assert after == before  # the rule shown and the game are as they were


def test_the_hustle_tables_refused_undo_links_its_rule():
    table = _hustle()
    assert table._rules["codes"]["undo"] == "hu.undo.chance"
    assert table._rules["titles"]["hu.undo.chance"] == atoms("hustle")["hu.undo.chance"].title()
    assert not table._data["undo_why"]
    assert table.handle_message({"kind": "act", "action": "draw"})  # chance is seen
    assert table._data["undo_why"] and not table._data["undo"]  # the page links the rule
    table.language = "hu"
    title = atoms("hustle")["hu.undo.chance"].title("hu")
    assert table._rules["titles"]["hu.undo.chance"] == title


def test_the_panels_words_are_in_both_languages():
    for game in ("honeybuzz", "hustle"):
        en, hu = (page_rules(game, lang)["labels"] for lang in ("en", "hu"))
        assert set(en) == set(hu)
        assert all(en[k] and hu[k] for k in en)
        assert en["back_label"].count("{title}") == hu["back_label"].count("{title}") == 1


@pytest.mark.parametrize("kind", sorted(WIDGETS))
def test_the_panels_search_finds_rules_of_the_widgets_game(kind):
    widget = WIDGETS[kind][0]()
    game = "hustle" if kind == "hustle" else "honeybuzz"
    query = "undo after a draw" if game == "hustle" else "may a tile touch a tip?"
    best = "hu.undo.chance" if game == "hustle" else "hb.hive.no-other-edges"
    assert widget._rule_found == {}
    assert not widget.handle_message({"kind": "rule_search", "query": query})
    found = widget._rule_found
    assert found["query"] == query and found["results"][0]["id"] == best
    assert 1 <= len(found["results"]) <= 6
    assert found["results"] == page_search(game, query, "en")[:6]
    assert all(set(r) == {"id", "title"} for r in found["results"])
    widget.language = "hu"  # the same question, asked again in the new language
    assert widget._rule_found == {"query": query, "results": page_search(game, query, "hu")[:6]}
    assert not widget.handle_message({"kind": "rule_search", "query": "qqqq zzzz"})
    assert widget._rule_found == {"query": "qqqq zzzz", "results": []}


@pytest.mark.parametrize(
    ("message", "reason"),
    [
        ({"kind": "rule_search", "query": 5}, "query is a text of at most 200 characters, not 5"),
        ({"kind": "rule_search", "query": "x" * 201}, "at most 200 characters"),
        ({"kind": "rule_search"}, "a 'rule_search' message needs query"),
        ({"kind": "rule_search", "query": "tip", "id": "x"}, "does not take id"),
    ],
)
def test_a_malformed_search_is_refused_and_changes_nothing(message, reason):
    table = _game_table()
    assert not table.handle_message({"kind": "rule_search", "query": "tip"})
    before = dict(table._rule_found)
    assert not table.handle_message(message)
    assert reason in table._error
    assert table._rule_found == before
