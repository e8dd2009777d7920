"""HiveBoard's pick mode and compact mode, driven through its message handler."""

from __future__ import annotations

import json

import pytest

from honeybuzz_lab.games.honeybuzz.hive import Action, Hive
from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard


@pytest.fixture
def board() -> HiveBoard:
    return HiveBoard(Hive.starting("star"))


def snapshot(board: HiveBoard) -> str:
    state = {k: v for k, v in board.page_state().items() if k not in ("_error", "_error_detail")}
    return json.dumps([state, board.hive.notation, board.history.ply], default=str)


def test_a_board_starts_out_of_pick_mode_and_full_size(board: HiveBoard) -> None:
    assert board.pickable == {} and board._pick == {}
    assert board.compact is False
    assert board.pick_prompt == "Click one of the marked hexes."  # the catalogue's


def test_pickable_takes_hexes_labels_or_labels_with_badges(board: HiveBoard) -> None:
    board.pickable = [(0, 1), [2, -1]]
    assert board.pickable == {(0, 1): "Choose (0,1).", (2, -1): "Choose (2,-1)."}
    assert board._pick["hexes"] == [[0, 1, "Choose (0,1).", ""], [2, -1, "Choose (2,-1).", ""]]
    board.pick_prompt = "Put the fan on a tile hex."
    assert board._pick["prompt"] == "Put the fan on a tile hex."
    board.pickable = {(1, 0): ("Fan at (1,0): 2 honey", "2"), (0, 0): "Fan at (0,0): nothing"}
    assert board._pick == {
        "hexes": [[1, 0, "Fan at (1,0): 2 honey", "2"], [0, 0, "Fan at (0,0): nothing", ""]],
        "prompt": "Put the fan on a tile hex.",
    }
    board.pickable = []
    assert board._pick == {} and board.pickable == {}


@pytest.mark.parametrize(
    "value", [[(0,)], [(0, 1.5)], [(True, 0)], {(0, 1): 3}, {(0, 1): ("a", "b", "c")}]
)
def test_bad_pickable_values_are_refused_and_change_nothing(
    board: HiveBoard, value: object
) -> None:
    board.pickable = [(0, 1)]
    before = board._pick
    with pytest.raises(ValueError):
        board.pickable = value  # type: ignore[assignment]
    assert board._pick == before


def test_a_click_on_a_marked_hex_calls_the_pick_callbacks(board: HiveBoard) -> None:
    picked: list[tuple[int, int]] = []
    board.on_pick(picked.append)
    board.pickable = [(0, 1), (2, -1)]
    before = snapshot(board)
    assert board.handle_message({"kind": "pick", "hex": [2, -1]})
    assert picked == [(2, -1)]
    assert board._error == ""
    assert snapshot(board) == before  # picking places nothing; the lesson decides


def test_a_click_on_an_unmarked_hex_says_which_are_marked(board: HiveBoard) -> None:
    picked: list[tuple[int, int]] = []
    board.on_pick(picked.append)
    board.pickable = [(0, 1), (2, -1)]
    before = snapshot(board)
    assert not board.handle_message({"kind": "pick", "hex": [5, 5]})
    assert board._error == "(5,5) is not one of the marked hexes ((0,1), (2,-1))."
    assert picked == [] and snapshot(board) == before


def test_a_pick_outside_pick_mode_is_refused(board: HiveBoard) -> None:
    assert not board.handle_message({"kind": "pick", "hex": [0, 1]})
    assert "not asking for a hex" in board._error


@pytest.mark.parametrize("hexes", [[0], [0, 1, 2], "0,1", [0.5, 1], [10**9, 0]])
def test_malformed_pick_messages_are_shown(board: HiveBoard, hexes: object) -> None:
    board.pickable = [(0, 1)]
    assert not board.handle_message({"kind": "pick", "hex": hexes})
    assert board._error.startswith("The board could not use a message from the page: 'hex'")


def test_picking_works_on_a_read_only_board(board: HiveBoard) -> None:
    picked: list[tuple[int, int]] = []
    board.read_only = True
    board.on_pick(picked.append)
    board.pickable = {(0, 1): "The cell for the nectar"}
    assert board.handle_message({"kind": "pick", "hex": [0, 1]})
    assert picked == [(0, 1)]
    tile = next(e.tile for e in board.hive.legal_placements(Action.PRODUCE))
    place = {"kind": "place", "anchor": list(tile.anchor), "direction": tile.direction}
    assert not board.handle_message({**place, "action": "produce"})
    assert "only shows the hive" in board._error


def test_a_pick_callback_that_raises_is_shown(board: HiveBoard) -> None:
    def broken(h: tuple[int, int]) -> None:
        raise KeyError(h)

    later: list[tuple[int, int]] = []
    board.on_pick(broken)
    board.on_pick(later.append)
    board.pickable = [(0, 1)]
    assert board.handle_message({"kind": "pick", "hex": [0, 1]})
    assert "on_pick callback" in board._error and "KeyError" in board._error
    assert "Traceback" in board._error_detail
    assert later == [(0, 1)]


def test_compact_is_a_synced_setting(board: HiveBoard) -> None:
    small = HiveBoard(Hive.starting("star"), compact=True)
    assert small.compact and small.page_state()["compact"] is True
    assert "_pick" in board.page_state()
