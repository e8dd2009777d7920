"""The companion's three widgets as their pages use them: each is one anywidget of the
``companion`` family whose state is plain data; the page's messages are checked (a
malformed one is refused with the reason on the widget, nothing changed) and carried out
like the Python calls."""

from __future__ import annotations

import json
from typing import Any

import anywidget
import pytest

from honeybuzz_lab.companion import Referee, ScoreSheet, SetupGuide
from honeybuzz_lab.core import assets


def _state(widget: Any) -> str:
    """Everything the page is sent (the synced traits but the shared module)."""
    keys = [k for k in widget.keys if k not in ("_esm", "_css", "_error", "_error_detail")]
    return json.dumps({k: getattr(widget, k) for k in keys}, sort_keys=True, default=str)


@pytest.mark.parametrize("make", [SetupGuide, ScoreSheet, Referee])
def test_each_is_one_anywidget_of_the_companion_family_with_plain_state(make: Any) -> None:
    widget = make()
    assert isinstance(widget, anywidget.AnyWidget)
    assert widget._esm is assets.esm("companion") and widget._css is assets.css("companion")
    json.dumps(widget.get_state(), default=lambda b: None)  # plain data, all of it
    assert widget.ply == 0 or isinstance(widget, Referee)


GUIDE_BAD = [
    ("nonsense", "must be an object"),
    ({"guide": "untick", "step": "boards", "done": True}, "unknown guide request"),
    ({"guide": "tick", "step": "boards"}, "needs done"),
    ({"guide": "tick", "step": "boards", "done": True, "x": 1}, "takes no x"),
    ({"guide": "tick", "step": "nowhere", "done": True}, "'step' must be one of"),
    ({"guide": "tick", "step": "boards", "done": "yes"}, "'done' must be true or false"),
]


@pytest.mark.parametrize(("message", "reason"), GUIDE_BAD)
def test_the_guide_refuses_a_malformed_message(message: object, reason: str) -> None:
    guide = SetupGuide(players=2)
    before = _state(guide)
    assert guide.handle_message(message) is False
    assert reason in guide.last_error and guide.last_error.startswith("The page asked")
    assert _state(guide) == before and guide.done == []


def test_the_guide_in_both_languages_with_every_step_drawn() -> None:
    guide = SetupGuide(players=1, modules=["fall.caps"], language="hu")
    steps = guide._guide["steps"]
    assert [s["id"] for s in steps] == [s.id for s in guide.steps]
    assert all(s["picture"].startswith("<svg") and s["text"] for s in steps)
    guide.tick(0)
    guide.tick("drones")
    guide.tick(0, done=False)
    assert guide.done == ["drones"] and guide._guide["progress"].startswith("1 / ")
    guide.language = "en"
    assert guide._guide["title"].startswith("Setting up") and guide.done == ["drones"]
    assert guide._guide["progress"] == f"1 of {len(steps)} steps done"
    assert guide._guide["errors"]["dismiss"] == "Dismiss"


SHEET_BAD = [
    ({"sheet": "type", "player": 0}, "unknown score sheet request"),
    ({"sheet": "field", "player": 9, "field": "coins", "value": 1}, "'player' must be a seat"),
    ({"sheet": "field", "player": True, "field": "coins", "value": 1}, "'player' must"),
    ({"sheet": "field", "player": 0, "field": "gold", "value": 1}, "'field' must be one of"),
    ({"sheet": "field", "player": 0, "field": "coins", "value": "12"}, "a whole number"),
    ({"sheet": "field", "player": 0, "field": "coins", "value": 10**9}, "a whole number"),
    ({"sheet": "field", "player": 0, "field": "orders", "value": 12}, "takes a text"),
    ({"sheet": "field", "player": 0, "field": "orders", "value": "1 " * 1001}, "takes a text"),
    ({"sheet": "choose", "slot": "purple", "value": ""}, "'slot' must be a setting"),
    ({"sheet": "choose", "slot": "blue", "value": "hb.contest.nope"}, "is not a choice"),
    ({"sheet": "choose", "slot": "difficulty", "value": "larva"}, "'slot' must be a setting"),
]


@pytest.mark.parametrize(("message", "reason"), SHEET_BAD)
def test_the_sheet_refuses_a_malformed_message(message: object, reason: str) -> None:
    sheet = ScoreSheet(["Ann", "Bo"])
    sheet.set("Ann", coins=40)
    before = _state(sheet)
    assert sheet.handle_message(message) is False
    assert reason in sheet.last_error
    assert _state(sheet) == before and sheet.fields[0]["coins"] == 40


def test_the_sheet_scores_what_the_page_types() -> None:
    sheet = ScoreSheet(["Ann", "Bo"], language="hu")
    sheet.handle_message({"sheet": "field", "player": 0, "field": "coins", "value": 30})
    sheet.handle_message({"sheet": "field", "player": 1, "field": "orders", "value": "12 x"})
    assert sheet.result is None and sheet._sheet["problem"].startswith("Nincs pontozva")
    assert sheet._sheet["chart"] == "" and sheet._sheet["lines"] == []
    sheet.handle_message({"sheet": "field", "player": 1, "field": "orders", "value": "12 15"})
    assert sheet.last_error is None and sheet._sheet["problem"] == ""
    assert [p["total"] for p in sheet.result.players] == [30, 27]
    assert sheet._sheet["winner"] == sheet.result.lines[-1] and "Ann" in sheet._sheet["winner"]
    card = sheet._sheet["cards"][1]
    assert (
        card["name"] == "Bo"
        and {"key": "orders", "kind": "text"}.items()
        <= next(f for f in card["fields"] if f["key"] == "orders").items()
    )
    sheet.language = "en"
    assert sheet._sheet["title"] == "Score sheet" and "wins" in sheet._sheet["winner"]
    assert sheet.fields[1]["orders"] == "12 15"


def test_the_solo_and_leaves_settings_are_choices_of_the_page() -> None:
    solo = ScoreSheet(["Charlie"], modules=["fall.caps"], difficulty="larva")
    keys = [c["key"] for c in solo._sheet["settings"]]
    assert keys == ["blue", "green", "red", "fall.caps", "difficulty"]
    solo.handle_message({"sheet": "choose", "slot": "difficulty", "value": "queen"})
    assert solo.difficulty == "queen" and solo.last_error is None
    leaves = ScoreSheet(["Ann", "Bo"], modules=["fall.leaves"])
    foliage = next(c for c in leaves._sheet["settings"] if c["key"] == "foliage")
    other = foliage["options"][-1][1]
    leaves.handle_message({"sheet": "choose", "slot": "foliage", "value": other})
    assert leaves.foliage == other
    with pytest.raises(ValueError, match="not a choice"):
        leaves.choose("foliage", "nothing")
    with pytest.raises(ValueError, match="a whole number"):
        leaves.set("Ann", coins="12")
    assert leaves.fields[0]["coins"] == 0


REFEREE_BAD = [
    ({"referee": "judge", "text": "M(-2,3)E"}, "unknown referee request"),
    ({"referee": "ask"}, "needs text"),
    ({"referee": "ask", "text": 12}, "'text' is a text of at most"),
    ({"referee": "load", "text": "x" * 2001}, "'text' is a text of at most"),
]


@pytest.mark.parametrize(("message", "reason"), REFEREE_BAD)
def test_the_referee_refuses_a_malformed_message(message: object, reason: str) -> None:
    ref = Referee()
    before = _state(ref)
    assert ref.handle_message(message) is False
    assert reason in ref.last_error
    assert _state(ref) == before


def test_the_referee_answers_the_page_and_the_board_stays_the_boards() -> None:
    ref = Referee(language="hu")
    ref.handle_message({"referee": "ask", "text": "P(-2,3)K"})
    answer = ref._referee["answer"]
    assert answer["tone"] == "legal" and "Piac" in answer["text"] and answer["rule"]
    assert ref.highlight == [(-1, 2)] and ref._referee["question"] == "P(-2,3)K"
    ref.handle_message({"referee": "ask", "text": "X(1"})  # a tile that cannot be read
    assert ref._referee["answer"]["tone"] == "problem" and ref.last_error is None
    ref.handle_message({"referee": "load", "text": ref.notation + " P(-2,3)K"})
    assert len(ref.hive) == 5 and ref._referee["answer"]["tone"] == "info"
    # A placement on the board is the board's own message; the notation follows it.
    ref.handle_message({"kind": "place", "action": "produce", "anchor": [-4, 3], "direction": 1})
    assert len(ref.hive) == 6 and ref._referee["notation"] == ref.notation
    ref.language = "en"
    assert ref._referee["texts"]["ask"] == "Legal?" and ref.notation.endswith("P(-4,3)NE")
