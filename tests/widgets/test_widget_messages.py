"""Validation of the messages the page sends."""

from __future__ import annotations

import pytest

from honeybuzz_lab.core.messages import MessageError
from honeybuzz_lab.games.honeybuzz.hive import Action, HiveTile
from honeybuzz_lab.games.honeybuzz.widgets.messages import (
    Jump,
    Place,
    Redo,
    Reset,
    Select,
    Undo,
    parse_message,
)


def test_every_kind_parses() -> None:
    msg = {"kind": "place", "anchor": [2, -1], "direction": 1, "action": "produce"}
    assert parse_message(msg) == Place(HiveTile(Action.PRODUCE, (2, -1), 1))
    assert parse_message({"kind": "undo"}) == Undo()
    assert parse_message({"kind": "redo"}) == Redo()
    assert parse_message({"kind": "reset"}) == Reset()
    assert parse_message({"kind": "jump", "ply": 3}) == Jump(3)
    assert parse_message({"kind": "select", "action": "new_bee"}) == Select(Action.NEW_BEE)
    assert parse_message({"kind": "select", "action": None}) == Select(None)


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("undo", "must be an object, not str"),
        ([], "must be an object, not list"),
        ({}, "unknown message kind None"),
        ({"kind": "fly"}, "unknown message kind 'fly'"),
        ({"kind": "place", "anchor": [0, 0], "direction": 0}, "needs action"),
        ({"kind": "undo", "ply": 1}, "does not take ply"),
        ({"kind": "place", "anchor": [0], "direction": 0, "action": "produce"}, "'anchor'"),
        ({"kind": "place", "anchor": "0,0", "direction": 0, "action": "produce"}, "'anchor'"),
        ({"kind": "place", "anchor": [0.5, 0], "direction": 0, "action": "produce"}, "'anchor'"),
        ({"kind": "place", "anchor": [True, 0], "direction": 0, "action": "produce"}, "'anchor'"),
        ({"kind": "place", "anchor": [10**9, 0], "direction": 0, "action": "produce"}, "'anchor'"),
        ({"kind": "place", "anchor": [0, 0], "direction": 6, "action": "produce"}, "0 to 5"),
        ({"kind": "place", "anchor": [0, 0], "direction": "E", "action": "produce"}, "0 to 5"),
        ({"kind": "place", "anchor": [0, 0], "direction": 0, "action": "honey"}, "not a tile kind"),
        ({"kind": "place", "anchor": [0, 0], "direction": 0, "action": 3}, "'action' must be"),
        ({"kind": "jump", "ply": -1}, "0 or more"),
        ({"kind": "jump", "ply": "2"}, "0 or more"),
        ({"kind": "jump", "ply": False}, "0 or more"),
        ({"kind": "select", "action": "P"}, "not a tile kind"),
    ],
)
def test_malformed_messages_say_what_is_wrong(content: object, words: str) -> None:
    with pytest.raises(MessageError, match=None) as info:
        parse_message(content)
    assert words in str(info.value)
