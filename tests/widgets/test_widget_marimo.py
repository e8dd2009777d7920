"""What marimo needs from the boards and tables.

Every table and board says the number of the position it shows in its public, synced
``ply`` trait, so a cell can depend on it (marimo reruns a cell reading
``mo.ui.anywidget(w).value`` after every move: ``value["ply"]``). The synced state holds
plain JSON values only: marimo's own encoder sends a str subclass as an object, so a
catalogue ``Message`` label would show as "[object Object]"."""

from __future__ import annotations

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game
from honeybuzz_lab.games.honeybuzz.hive import Hive
from honeybuzz_lab.games.honeybuzz.lessons.full_game import FullGame
from honeybuzz_lab.games.honeybuzz.lessons.solo_game import SoloGame
from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard
from honeybuzz_lab.games.honeybuzz.widgets.table import GameTable
from honeybuzz_lab.games.hustle.widgets.table import HustleTable


def synced_ply(widget) -> int:
    """The ply as the page gets it (the widget's synced state)."""
    return widget.get_state()["ply"]


def test_a_board_counts_its_placements_and_undo_counts_back() -> None:
    board = HiveBoard(Hive.starting("star"))
    assert synced_ply(board) == 0
    board.place(board.hive.legal_placements("produce")[0].tile)
    assert board.ply == synced_ply(board) == 1
    board.undo()
    assert board.ply == synced_ply(board) == 0


def test_a_click_on_the_board_changes_the_ply() -> None:
    board = HiveBoard(Hive.starting("star"), tray=["produce"])
    tile = board.hive.legal_placements("produce")[0].tile
    place = {"kind": "place", "anchor": list(tile.anchor), "direction": tile.direction}
    board.handle_message({**place, "action": "produce"})
    assert len(board.hive) == 5 and synced_ply(board) == 1, board.last_error


def test_a_game_table_follows_every_action_and_its_undo() -> None:
    table = GameTable(Game.new(["Anna", "Ben"], seed=2), seat=0, bot_delay=0)
    start = synced_ply(table)
    table.apply(table.game.legal_actions()[0])
    assert synced_ply(table) == start + 1 == table.game.history.ply
    table.undo()
    assert synced_ply(table) == start


@pytest.mark.parametrize(
    "make",
    [
        lambda: FullGame(bots=1, seed=3, bot_delay=0),
        lambda: SoloGame("pupa", seed=3, bot_delay=0),
    ],
    ids=["FullGame", "SoloGame"],
)
def test_the_full_game_and_the_solo_game_follow_a_move(make) -> None:
    table = make()
    before = synced_ply(table)
    table.apply(table.game.legal_actions()[0])
    assert synced_ply(table) > before and table.ply == table.game.history.ply


def test_a_hustle_table_follows_every_action() -> None:
    table = HustleTable(2, seat=0, seed=6, bot_delay=0)
    assert synced_ply(table) == len(table.game.actions)
    action = str(table.game.legal_actions()[0])
    assert table.handle_message({"kind": "act", "action": action}), table.last_error
    assert synced_ply(table) == len(table.game.actions) >= 1


def test_the_page_report_changes_nothing_python_holds() -> None:
    board = HiveBoard(Hive.starting("star"))
    board.place(board.hive.legal_placements("produce")[0].tile)
    board.set_state({"_page_ply": 0})  # a page that drew an older position says so
    assert board.ply == 1 and len(board.hive) == 5


def test_marimo_reads_the_ply_from_the_wrapped_widgets_value() -> None:
    mo = pytest.importorskip("marimo")
    board = HiveBoard(Hive.starting("star"))
    view = mo.ui.anywidget(board)
    assert view.value["ply"] == 0
    board.place(board.hive.legal_placements("produce")[0].tile)
    assert view.value["ply"] == 1


PLAIN = (dict, list, str, int, float, bool, type(None))


def not_plain(value, where: str) -> list[str]:
    """Where ``value`` holds something other than plain JSON types (exactly those)."""
    if type(value) not in PLAIN:
        return [f"{where}: {type(value).__name__}"]
    if not isinstance(value, (dict, list)):
        return []
    items = value.items() if isinstance(value, dict) else enumerate(value)
    return [bad for k, v in items for bad in not_plain(v, f"{where}/{k}")]


@pytest.mark.parametrize(
    "make",
    [
        lambda: FullGame(bots=2, seed=3, bot_delay=0),
        lambda: SoloGame("pupa", seed=3, bot_delay=0),
        lambda: HustleTable(3, seat=0, seed=6, bot_delay=0),
        lambda: HiveBoard(Hive.starting("star"), tray=["produce"]),
    ],
    ids=["FullGame", "SoloGame", "HustleTable", "HiveBoard"],
)
def test_the_synced_state_is_plain_json_before_and_after_moves(make) -> None:
    widget = make()
    for _ in range(3):
        state = {k: v for k, v in widget.get_state().items() if k != "_dom_classes"}
        assert not_plain(state, "") == []
        if isinstance(widget, HiveBoard):
            widget.place(widget.hive.legal_placements("produce")[0].tile)
        elif isinstance(widget, HustleTable):
            widget.handle_message({"kind": "act", "action": str(widget.game.legal_actions()[0])})
        elif not widget.game.is_over:
            widget.apply(widget.game.legal_actions()[0])
        if isinstance(widget, FullGame):
            widget.why.why(queen=True)  # the advice shown is synced too


def test_the_full_game_is_one_anywidget_with_its_why_panel_in_its_state() -> None:
    import anywidget

    mo = pytest.importorskip("marimo")
    play = FullGame(bots=1, seed=3, bot_delay=0, language="hu")
    assert isinstance(play, anywidget.AnyWidget) and play.table is play
    view = mo.ui.anywidget(play)  # one widget: no "No ESM spec"
    assert view.value["ply"] == play.ply
    play.why.why()
    full = play.get_state()["_full"]
    assert not_plain(full, "_full") == []
    assert "Méhrobot" in full["header"]
    why = full["why"]
    assert why["buttons"]["why"]["label"] == "Miért?" and why["language"] == "hu"
    assert [o["rank"] for o in why["advice"]["options"]] == [1, 2, 3, 4, 5]
    assert all(set(o) >= {"button", "text", "show", "details"} for o in why["advice"]["options"])
    assert all("action" not in o and "highlight" not in o for o in why["advice"]["options"])


def test_only_in_marimo_does_the_page_report_the_ply_back(monkeypatch) -> None:
    import marimo

    assert HiveBoard().get_state()["_report_ply"] is False  # Jupyter: no message per move
    monkeypatch.setattr(marimo, "running_in_notebook", lambda: True)
    assert HiveBoard().get_state()["_report_ply"] is True
    assert HustleTable(players=2, seat=None).get_state()["_report_ply"] is True
