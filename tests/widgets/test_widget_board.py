"""HiveBoard's Python side, driven through its message handler as the page drives it."""

from __future__ import annotations

import json
import re

import pytest
from traitlets import TraitError

from honeybuzz_lab.core.history import HistoryError
from honeybuzz_lab.games.honeybuzz.hive import Action, Hive, HiveError, HiveTile, IllegalPlacement
from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard
from honeybuzz_lab.games.honeybuzz.widgets.board import STATE_TRAITS
from honeybuzz_lab.games.honeybuzz.widgets.state import encode_legal

from .sample_hives import grown_hive


def first_with_cells(board: HiveBoard, action: Action = Action.PRODUCE) -> HiveTile:
    return next(e.tile for e in board.hive.legal_placements(action) if e.new_cells)


def place_msg(tile: HiveTile) -> dict:
    return {
        "kind": "place",
        "anchor": list(tile.anchor),
        "direction": tile.direction,
        "action": tile.action.value,
    }


def snapshot(board: HiveBoard) -> str:
    state = {k: v for k, v in board.page_state().items() if k not in ("_error", "_error_detail")}
    return json.dumps(
        [state, board.hive.notation, board.history.ply, board.history.line], default=str
    )


@pytest.fixture
def board() -> HiveBoard:
    return HiveBoard(Hive.starting("star"))


def test_a_new_board_syncs_the_hive_and_its_legal_placements(board: HiveBoard) -> None:
    assert len(board._hive_data["tiles"]) == 4
    assert len(board._legal) == len(board.hive.legal_placements(Action.FORAGE))
    assert board._tray == [a.value for a in Action]
    assert board._moves == [] and board._ply == 0 and board._effect == {}
    assert board._palette["nectar"]["rosemary"].startswith("#")


def test_place_from_the_page(board: HiveBoard) -> None:
    tile = first_with_cells(board)
    assert board.handle_message(place_msg(tile))
    assert tile in board.hive
    assert board._moves == [tile.notation] and board._ply == 1
    assert board._effect["tile"] == 4
    assert board._effect["cells"] and board._effect["text"].startswith("The Produce tile")
    assert board._status["text"].startswith(f"Placed {tile.notation}.")
    assert board._error == ""
    assert len(board._hive_data["cells"]) == len(board.hive.cells)


def test_illegal_place_from_the_page_shows_the_reason_and_changes_nothing(
    board: HiveBoard,
) -> None:
    before = snapshot(board)
    tile = HiveTile(Action.PRODUCE, (2, 0), 0)  # on the Forage tile
    assert not board.handle_message(place_msg(tile))
    assert board._error == board.hive.check(tile).reason
    assert "already covered" in board._error
    assert snapshot(board) == before


def test_place_of_a_kind_not_in_the_tray_is_refused() -> None:
    board = HiveBoard(Hive.starting("star"), tray=[Action.PRODUCE])
    tile = first_with_cells(board, Action.MARKET)
    before = snapshot(board)
    assert not board.handle_message(place_msg(tile))
    assert "Market tiles are not offered" in board._error
    assert "the tray holds Produce" in board._error
    assert snapshot(board) == before


@pytest.mark.parametrize(
    "content",
    [
        None,
        "undo",
        {"kind": "undo", "extra": 1},
        {"kind": "place", "anchor": [0, 0], "direction": 7, "action": "produce"},
        {"kind": "jump"},
        {"kind": "select", "action": "wax"},
    ],
)
def test_malformed_messages_are_shown_and_change_nothing(board: HiveBoard, content: object) -> None:
    board.place(first_with_cells(board))
    before = snapshot(board)
    assert not board.handle_message(content)
    assert board._error.startswith("The board could not use a message from the page: ")
    assert board.last_error == board._error
    assert snapshot(board) == before


def test_undo_redo_jump_and_reset_from_the_page(board: HiveBoard) -> None:
    tiles = []
    for action in (Action.PRODUCE, Action.MARKET, Action.FORAGE):
        tile = first_with_cells(board, action)
        board.handle_message(place_msg(tile))
        tiles.append(tile)
    assert board._ply == 3
    assert board.handle_message({"kind": "undo"})
    assert board._ply == 2 and tiles[2] not in board.hive
    assert board._moves == [t.notation for t in tiles]  # the undone move stays listed
    assert board._status["text"] == f"Took back {tiles[2].notation}."
    assert board.handle_message({"kind": "redo"})
    assert board._ply == 3 and tiles[2] in board.hive
    assert board.handle_message({"kind": "jump", "ply": 1})
    assert board._ply == 1 and board.hive.tiles[-1] == tiles[0]
    assert board._effect["tile"] == 4 and board._effect["text"].startswith("The Produce")
    assert board.handle_message({"kind": "jump", "ply": 0})
    assert board._effect == {}
    assert board.handle_message({"kind": "jump", "ply": 3})
    assert len(board.hive) == 7
    assert board.handle_message({"kind": "reset"})
    assert len(board.hive) == 4 and board._moves == [] and board._ply == 0


def test_impossible_history_requests_are_refused_visibly(board: HiveBoard) -> None:
    before = snapshot(board)
    assert not board.handle_message({"kind": "undo"})
    assert "nothing to undo" in board._error
    assert not board.handle_message({"kind": "redo"})
    assert "nothing to redo" in board._error
    assert not board.handle_message({"kind": "jump", "ply": 5})
    assert "there is no move 5" in board._error
    assert snapshot(board) == before


def test_a_successful_request_clears_the_error(board: HiveBoard) -> None:
    board.handle_message({"kind": "undo"})
    assert board._error
    board.handle_message({"kind": "select", "action": "decree"})
    assert board._error == "" and board.last_error is None


def test_select_from_the_page_and_from_python(board: HiveBoard) -> None:
    assert board.selected is None
    assert board.handle_message({"kind": "select", "action": "market"})
    assert board.selected is Action.MARKET and board._selected == "market"
    assert board.handle_message({"kind": "select", "action": None})
    assert board.selected is None
    board.selected = "P"
    assert board._selected == "produce"
    board.tray = [Action.FORAGE]
    assert board.selected is None  # the picked kind left the tray
    with pytest.raises(ValueError, match="not in the tray"):
        board.selected = Action.DECREE
    assert not board.handle_message({"kind": "select", "action": "decree"})
    assert "Decree tiles are not offered" in board._error


def test_the_synced_selection_only_takes_kinds_in_the_tray() -> None:
    board = HiveBoard(tray=[Action.PRODUCE])
    with pytest.raises(TraitError, match="not a tile kind in the tray"):
        board._selected = "market"
    board._selected = "produce"
    assert board.selected is Action.PRODUCE


def test_tray_keeps_order_and_drops_repeats() -> None:
    board = HiveBoard(tray=["decree", Action.PRODUCE, "D", "Produce"])
    assert board.tray == (Action.DECREE, Action.PRODUCE)
    with pytest.raises(ValueError, match="not a hive action"):
        board.tray = ["honey"]
    with pytest.raises(TypeError):
        board.tray = Action.PRODUCE  # type: ignore[assignment]
    assert board.tray == (Action.DECREE, Action.PRODUCE)


def test_read_only_board_takes_no_moves() -> None:
    board = HiveBoard(Hive.starting("star"), read_only=True)
    before = snapshot(board)
    tile = first_with_cells(board)
    for content in (place_msg(tile), {"kind": "reset"}, {"kind": "select", "action": "produce"}):
        assert not board.handle_message(content)
        assert "only shows" in board._error
    assert snapshot(board) == before


def test_python_changes_reach_the_synced_state(board: HiveBoard) -> None:
    tile = first_with_cells(board)
    effect = board.place(tile)
    assert board._moves == [tile.notation] and board._effect["text"] == effect.describe()
    assert board.undo() == tile and board._ply == 0
    assert board.redo() == tile and board._ply == 1
    board.step_to(0)
    assert board._ply == 0 and len(board._hive_data["tiles"]) == 4
    with pytest.raises(IllegalPlacement):
        board.place(HiveTile(Action.PRODUCE, (2, 0), 0))
    with pytest.raises(HistoryError):
        board.step_to(9)
    board.reset(Hive.from_notation("D(0,0)E"))
    assert board._hive_data["tiles"] == [["D", 0, 0, 0]]
    board.place(board.hive.legal_placements(Action.FORAGE)[0].tile)
    board.reset()  # back to the hive of the last reset
    assert board.hive.notation == "D(0,0)E"


def test_changes_made_on_the_history_directly_are_synced(board: HiveBoard) -> None:
    seen = []
    board.on_place(seen.append)
    tile = first_with_cells(board)
    board.history.place(tile)
    assert board._moves == [tile.notation] and seen and seen[0].tile == tile
    board.history.undo()
    assert board._ply == 0 and board._status["text"] == f"Took back {tile.notation}."


def test_highlight_notice_and_errors(board: HiveBoard) -> None:
    board.highlight = [(0, 0), [1, -1]]
    assert board._highlight == [[0, 0], [1, -1]] and board.highlight == [(0, 0), (1, -1)]
    with pytest.raises(ValueError, match="two whole numbers"):
        board.highlight = [(0, "1")]
    board.notice = "Place a Produce tile."
    board.show_error("Something went wrong")
    assert board._error == "Something went wrong"
    board.show_error("")
    assert board._error == "" and board.last_error is None


def test_a_try_is_outlined_apart_from_the_highlight(board: HiveBoard) -> None:
    board.highlight = [(0, 0)]
    board.tried = [(2, -1), [3, -1]]
    assert board._tried == [[2, -1], [3, -1]] and board.tried == [(2, -1), (3, -1)]
    assert board.highlight == [(0, 0)]
    assert "_tried" in STATE_TRAITS and board.page_state()["_tried"] == [[2, -1], [3, -1]]
    with pytest.raises(ValueError, match=r"a hex of a try is .* two whole numbers"):
        board.tried = [(True, 1)]
    assert board.tried == [(2, -1), (3, -1)]
    picture = board.to_svg()
    assert picture.count('class="hb-tried"') == 2 and picture.count('class="hb-highlight"') == 1
    board.undo()  # nothing to undo: the try stays outlined
    assert board.tried == [(2, -1), (3, -1)]
    board.handle_message(place_msg(first_with_cells(board)))  # the next try clears it
    assert board.tried == [] and board.highlight == [(0, 0)]
    board.tried = [(2, -1)]
    board.undo()
    assert board.tried == [(2, -1)]
    board.reset()
    assert board.tried == []
    board.tried = [(2, -1)]
    board.history.place(first_with_cells(board))  # a placement on the history directly
    assert board.tried == []


def test_the_preview_can_keep_the_nectar_types_to_itself(board: HiveBoard) -> None:
    assert board.preview_nectar and "preview_nectar" in STATE_TRAITS
    types = {c[2] for cells, _ in board._legal.values() for c in cells}
    assert types - {""} <= set("wrca") and types & set("wrca")
    board.preview_nectar = False
    hidden = board._legal
    assert {c[2] for cells, _ in hidden.values() for c in cells} == {"?"}
    assert set(hidden) == set(encode_legal(board.hive))  # the same placements, same hexes
    tile = first_with_cells(board)
    board.handle_message(place_msg(tile))
    assert {c[2] for cells, _ in board._legal.values() for c in cells} <= {"?"}
    assert board._effect["cells"][0][2] in ("w", "r", "c", "a", "")  # the try is over
    board.preview_nectar = True
    assert board._legal == encode_legal(board.hive)
    assert not HiveBoard(preview_nectar=False).preview_nectar


def test_on_place_and_on_change_from_page_and_python(board: HiveBoard) -> None:
    placed, changed = [], []
    board.on_place(placed.append)
    board.on_change(lambda b: changed.append(b.history.ply))
    tile = first_with_cells(board)
    board.handle_message(place_msg(tile))
    assert [e.tile for e in placed] == [tile] and changed == [1]
    board.undo()
    board.place(tile)  # the same tile again: still a placement for the callback
    assert [e.tile for e in placed] == [tile, tile] and changed == [1, 0, 1]
    board.handle_message({"kind": "jump", "ply": 0})
    board.handle_message({"kind": "reset"})
    assert changed == [1, 0, 1, 0, 0]
    assert len(placed) == 2


def test_a_callback_that_raises_is_shown_and_the_placement_stays(board: HiveBoard) -> None:
    def broken(effect: object) -> None:
        raise ZeroDivisionError("no honey today")

    later = []
    board.on_place(broken)
    board.on_change(later.append)
    tile = first_with_cells(board)
    assert board.handle_message(place_msg(tile))
    assert tile in board.hive and board._ply == 1
    assert "on_place callback" in board._error and "broken" in board._error
    assert "ZeroDivisionError: no honey today" in board._error
    assert "Traceback" in board._error_detail and "no honey today" in board._error_detail
    assert later == [board]  # the other callbacks still ran
    board.place(first_with_cells(board, Action.MARKET))  # from Python: shown, not raised
    assert "ZeroDivisionError" in board._error


def test_undo_that_would_open_a_filled_cell_is_refused(board: HiveBoard) -> None:
    tile = first_with_cells(board)
    effect = board.place(tile)
    h = next(h for h in effect.new_cells if effect.nectar_types[h] is not None)
    board.hive.put_nectar(h, effect.nectar_types[h])
    board.refresh()
    assert any(c[3] & 1 for c in board._hive_data["cells"])
    before = snapshot(board)
    assert not board.handle_message({"kind": "undo"})
    assert "holds a" in board._error and "nectar tile" in board._error
    assert snapshot(board) == before
    with pytest.raises(HiveError):
        board.undo()


def test_repr_is_deterministic_and_short() -> None:
    board = HiveBoard(grown_hive(40, seed=3), tray=[Action.PRODUCE, Action.MARKET])
    board.selected = Action.MARKET
    text = repr(board)
    assert text == repr(board) and "0x" not in text and len(text) < 110
    assert re.fullmatch(
        r"HiveBoard\(tiles=40, cells=\d+, pockets=\d+, ply=0/0, tray='PM', selected='Market'\)",
        text,
    )
    bundle, _ = board._repr_mimebundle_()
    assert bundle["text/plain"] == text
    assert "application/vnd.jupyter.widget-view+json" in bundle
    assert bundle["image/svg+xml"].startswith("<svg")
    assert "<svg" in bundle["text/html"]


def test_static_html_shows_moves_and_notice(board: HiveBoard) -> None:
    tile = first_with_cells(board)
    board.place(tile)
    board.notice = "Look <here>"
    html = board._repr_html_()
    assert "<b>1. " + tile.notation + "</b>" in html
    assert "Look &lt;here&gt;" in html
    assert 'class="hb-legend"' in board.to_svg()


def test_save_html_writes_a_self_contained_page(board: HiveBoard, tmp_path) -> None:
    board.place(first_with_cells(board))
    page = board.save_html(tmp_path / "board.html").read_text(encoding="utf-8")
    assert page.startswith("<!doctype html>")
    assert "http://" not in page.replace("http://www.w3.org/2000/svg", "")
    assert "https://" not in page
    assert "offlineModel(state)" in page and '"_offline":true' in page
    assert "<noscript><svg" in page
    assert page.count("</script>") == 3  # the module's text, the state, the start


def test_state_size_of_a_40_tile_hive_is_small() -> None:
    board = HiveBoard(grown_hive(40, seed=3))
    state = board.page_state()
    assert set(state) == set(STATE_TRAITS)
    size = len(json.dumps(state, separators=(",", ":")))
    assert size < 40_000, size
