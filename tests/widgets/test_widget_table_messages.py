"""Validation of what the table's page sends, and of the highlights lessons ask for."""

from __future__ import annotations

import pytest

from honeybuzz_lab.core.messages import MessageError
from honeybuzz_lab.games.honeybuzz.game import EndTurn, Forage, Place, TakeTile
from honeybuzz_lab.games.honeybuzz.widgets.table_messages import (
    Act,
    NewGame,
    RedoMove,
    ShowScores,
    UndoMove,
    normalize_highlight,
    parse_table_message,
)

from .table_games import new_game


def test_every_kind_parses() -> None:
    assert parse_table_message({"kind": "act", "action": {"kind": "end_turn"}}) == Act(EndTurn())
    take = {"kind": "take_tile", "tile": "produce", "workers": 2}
    assert parse_table_message({"kind": "act", "action": take}) == Act(TakeTile("produce", 2))
    place = {"kind": "place", "anchor": [1, -2], "direction": 3}
    assert parse_table_message({"kind": "act", "action": place}) == Act(Place((1, -2), 3))
    forage = {"kind": "forage", "space": [2, 3]}
    assert parse_table_message({"kind": "act", "action": forage}) == Act(Forage((2, 3)))
    assert parse_table_message({"kind": "undo"}) == UndoMove()
    assert parse_table_message({"kind": "redo"}) == RedoMove()
    assert parse_table_message({"kind": "new_game"}) == NewGame()
    assert parse_table_message({"kind": "scores"}) == ShowScores()


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("act", "must be an object, not str"),
        ({"kind": "place"}, "unknown message kind 'place'"),
        ({"kind": "act"}, "needs action"),
        ({"kind": "undo", "ply": 2}, "does not take ply"),
        ({"kind": "act", "action": "recall"}, "must be an action object"),
        ({"kind": "act", "action": {"kind": "fly"}}, "'fly' is not an action kind"),
        ({"kind": "act", "action": {"kind": "forage"}}, "needs 'space'"),
        ({"kind": "act", "action": {"kind": "forage", "space": [1]}}, "pair of whole numbers"),
        (
            {"kind": "act", "action": {"kind": "sell", "resource": "pollen", "quantity": "2"}},
            "whole number",
        ),
        ({"kind": "act", "action": {"kind": "recall", "workers": 2}}, "has no workers"),
        ({"kind": "act", "action": {"kind": "fan", "hex": [10**9, 0]}}, "far off the table"),
    ],
)
def test_malformed_messages_say_what_is_wrong(content: object, words: str) -> None:
    with pytest.raises(MessageError) as info:
        parse_table_message(content)
    assert words in str(info.value)


def test_highlights_of_every_area_are_normalized() -> None:
    state = new_game().state
    items = [
        {"area": "box", "name": "produce"},
        {"area": "box", "name": "accounting"},  # a tile kind names its box
        {"area": "space", "space": (3, 5)},
        {"area": "market", "resource": "pollen"},
        {"area": "order", "stack": 2},
        {"area": "contest", "index": 1},
        {"area": "hex", "player": 1, "hex": (0, -1)},
        {"area": "action", "kind": "recall"},
        {"area": "player", "player": 0},
    ]
    assert normalize_highlight(items, state) == [
        {"area": "box", "name": "produce"},
        {"area": "box", "name": "decree_accounting"},
        {"area": "space", "space": [3, 5]},
        {"area": "market", "resource": "pollen"},
        {"area": "order", "stack": 2},
        {"area": "contest", "index": 1},
        {"area": "hex", "player": 1, "hex": [0, -1]},
        {"area": "action", "kind": "recall"},
        {"area": "player", "player": 0},
    ]


@pytest.mark.parametrize(
    ("item", "words"),
    [
        ("box", "must be a dict"),
        ({"area": "moon"}, "'area' must be one of"),
        ({"area": "box"}, "takes name (got nothing)"),
        ({"area": "box", "name": "produce", "extra": 1}, "takes name (got extra, name)"),
        ({"area": "box", "name": "honey"}, "no hive box 'honey'"),
        ({"area": "space", "space": [4, 0]}, "inside the 4 x 6 field"),
        ({"area": "space", "space": [0, True]}, "inside the 4 x 6 field"),
        ({"area": "market", "resource": "gold"}, "'resource' must be one of"),
        ({"area": "order", "stack": 3}, "from 0 to 2"),
        ({"area": "contest", "index": -1}, "from 0 to 2"),
        ({"area": "hex", "player": 2, "hex": [0, 0]}, "a seat from 0 to 1"),
        ({"area": "hex", "player": 0, "hex": [0]}, "'hex' must be [q, r]"),
        ({"area": "action", "kind": "dance"}, "must be an action kind"),
        ({"area": "player", "player": "0"}, "a seat from 0 to 1"),
        ({"area": "solo"}, "on the table of a game with 'solo' only"),
        ({"area": "solo", "drone": "A"}, "takes  (got drone)"),
    ],
)
def test_bad_highlights_name_the_item_and_the_problem(item: object, words: str) -> None:
    with pytest.raises(ValueError) as info:
        normalize_highlight([{"area": "order", "stack": 0}, item], new_game().state)  # type: ignore[list-item]
    assert str(info.value).startswith("highlight item 1")
    assert words in str(info.value)


def test_a_single_dict_is_not_a_list_of_highlights() -> None:
    with pytest.raises(TypeError, match="list of things"):
        normalize_highlight({"area": "box", "name": "produce"}, new_game().state)  # type: ignore[arg-type]
