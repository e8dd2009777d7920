"""The classroom on the real GameTable: the panel's page messages step the game, the
projector table follows (position, log, outline) and takes no moves from the page."""

from __future__ import annotations

from pathlib import Path

import anywidget
import pytest

from honeybuzz_lab.games.honeybuzz.classroom.widget import Classroom, ClassroomTable
from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.lessons.advisor import action_marks
from honeybuzz_lab.games.honeybuzz.widgets import GameTable

READ_ONLY = "This table shows the recorded game: step through it with the classroom buttons"


def command(room: Classroom, name: str) -> bool:
    """What the panel's button (or key) ``name`` sends (to the classroom, one widget)."""
    return room.handle_message({"kind": "command", "name": name})


@pytest.fixture
def room() -> Classroom:
    return Classroom("first-game")


def test_a_projector_table_beside_the_panel(room: Classroom) -> None:
    assert isinstance(room.table, ClassroomTable) and isinstance(room.table, GameTable)
    assert room.table is room and isinstance(room, anywidget.AnyWidget)  # one widget
    assert room._classroom == room.panel.drawn() and room._classroom["view"]["ply"] == 0
    assert room.table.projector and room.panel.projector
    assert room.table.game is room.run.game and room.game is room.run.game
    assert room.table.bots == {} and room.table.bot_delay == 0
    assert room.table._history == {}  # the page shows no undo, redo or new game
    assert room.table._pending["mine"] is False
    assert room.table._pending["why"].startswith(READ_ONLY)
    assert [r["you"] for r in room.table._roles] == [False, False]
    assert room.table._log == room.run.game.log and room.table.highlight == []
    assert repr(room) == "Classroom(<ClassroomRun 'first-game', move 0 of 393 (move)>)"


def test_next_asks_then_reveal_plays_the_move_on_the_table(room: Classroom) -> None:
    setup_log = list(room.table._log)
    assert command(room, "next")
    assert (room.run.ply, room.run.stage) == (1, "question")
    assert room.table.game.history.ply == 0 and room.table._log == setup_log
    assert room.table.highlight == []  # nothing given away while the class is asked
    assert command(room, "reveal")
    assert (room.run.ply, room.run.stage) == (1, "move")
    assert room.table._last["ply"] == 1 and room.table._last["kind"] == "take_tile"
    assert room.table._log[-1] == room.panel.view["narration"][-1]
    assert room.table._log[-1].startswith("Anna takes an Accounting tile")
    assert room.table.highlight == [{"area": "box", "name": "decree_accounting"}]


def test_every_step_shows_its_position_and_outlines_its_move(room: Classroom) -> None:
    command(room, "next")
    command(room, "reveal")
    for _ in range(12):
        assert command(room, "next")
        if room.run.stage == "question":
            assert room.table.highlight == []
            assert room.table.game.history.ply == room.run.ply - 1
            command(room, "reveal")
        ply = room.run.ply
        game = room.table.game
        assert game.history.ply == ply and room.table._last["ply"] == ply
        marks = action_marks(game.state, room.run.seat_of(ply), room.run.action_of(ply))
        assert room.table.highlight == [dict(m) for m in marks]


def test_jumps_and_back_redraw_the_table(room: Classroom) -> None:
    assert room.panel.handle_message({"kind": "jump", "ply": 120})
    assert room.table.game.history.ply == 120 and room.table._last["ply"] == 120
    log_at_120 = list(room.table._log)
    assert command(room, "previous")
    assert room.table.game.history.ply == 119 and len(room.table._log) < len(log_at_120)
    assert command(room, "last")
    assert room.table.game.is_over and room.table._pending["kind"] == "game_over"
    assert room.table._scores["players"]  # the final scores on the table
    assert room.table._log[-1] == "Ben wins with 427 points."
    assert command(room, "first")
    assert room.table.game.history.ply == 0 and room.table._scores == {}


@pytest.mark.parametrize(
    "message",
    [
        {"kind": "act", "action": {"kind": "take_tile", "tile": "accounting", "workers": 1}},
        {"kind": "undo"},
        {"kind": "redo"},
        {"kind": "new_game"},
    ],
)
def test_the_table_takes_no_moves_from_the_page(room: Classroom, message: dict) -> None:
    room.jump(5)
    before = (room.game.to_record(), room.game.history.ply, room.run.ply, room.run.stage)
    assert not room.table.handle_message(message)
    assert room.table._error.startswith(READ_ONLY)
    assert (room.game.to_record(), room.game.history.ply, room.run.ply, room.run.stage) == before


def test_the_table_may_show_the_scores_so_far(room: Classroom) -> None:
    room.jump(100)
    assert room.table.handle_message({"kind": "scores"})
    assert room.table._scores["players"] and room.game.history.ply == 100


def test_a_bad_panel_message_changes_neither_panel_nor_table(room: Classroom) -> None:
    room.jump(10)
    before = room.table.page_state()
    assert not room.panel.handle_message({"kind": "jump", "ply": 9999})
    assert "there is no move 9999" in room.panel._error
    assert room.table.page_state() == before


def test_a_game_record_of_ones_own(tmp_path: Path) -> None:
    game = Game.new(["Zoe", "Max"], seed=4, first_game=True)
    bots = [GreedyBot(1), GreedyBot(2)]
    for _ in range(40):
        game.apply(bots[game.pending.player].choose(game))
    path = tmp_path / "zoe-and-max.json"
    game.save(path)
    room = Classroom(path, language="hu")
    assert room.run.total == 40 and room.run.notes == ()
    assert room.run.title == "Játszma: Zoe, Max"
    assert room.table.game.history.ply == 0
    assert command(room, "next") and room.run.stage == "move"  # no notes, so no pauses
    assert room.table.game.history.ply == 1 and room.table.highlight
    assert room.table._pending["why"].startswith("Ez az asztal a rögzített játszmát mutatja")
    same = Classroom(game)
    assert same.run.total == 40 and same.game is not game  # the game itself is left alone
    assert game.history.ply == 40


def test_the_python_controls_drive_the_same_run(room: Classroom) -> None:
    assert room.next() and room.run.stage == "question"
    assert room.reveal() and room.table.game.history.ply == 1
    assert room.next_note() and room.run.ply == room.run.notes[2].ply == 2
    assert room.previous()
    room.jump(6)  # a note without a pause: shown at once
    assert room.table.game.history.ply == 6 and room.run.stage == "move"


# ---------------------------------------------------------------- whose view on the page


def _fronts(table: GameTable) -> dict[tuple[int, int], str]:
    """The fronts the table's synced field shows (face-down tiles show none)."""
    return {(r, c): letter for r, c, letter, _back in table._field["tiles"] if letter}


@pytest.fixture(scope="module")
def advanced_game() -> Game:
    game = Game.new(["Anna", "Ben"], seed=5, modules=["advanced"])
    bots = [GreedyBot(1), GreedyBot(2)]
    for _ in range(70):
        game.apply(bots[game.pending.player].choose(game))
    return game


def test_the_page_control_switches_whose_view_the_table_syncs(advanced_game: Game) -> None:
    from honeybuzz_lab.games.honeybuzz.game.modules.advanced import adv

    room = Classroom(advanced_game)
    room.jump(room.run.total)
    mod = adv(room.game.state)
    anna, ben = mod.known(0), mod.known(1)
    assert anna and ben and set(anna) != set(ben), "both should have viewed different tiles"
    shows = room.panel.shows
    assert shows["choice"] == "spectator"
    assert shows["options"] == [
        ["spectator", "Spectator (what everyone knows)"],
        ["all", "All (teacher)"],
        ["0", "Anna's view"],
        ["1", "Ben's view"],
    ]
    assert "reveals every hidden tile" in shows["warning"]
    # the spectator: no front of a face-down tile
    assert room.table.viewer is None and _fronts(room.table) == {}
    # Anna: exactly the fronts she has viewed, as her own table would sync them
    assert room.panel.handle_message({"kind": "show", "who": 0})
    assert room.table.shows == 0 and room.panel.shows["choice"] == "0"
    assert set(_fronts(room.table)) == {s for s in anna if s in room.game.state.woodland.field}
    assert room.table._log == room.game.log_for(0)  # her private lines, not Ben's
    assert room.table._log != room.game.log_for(1)
    # Ben: his, not hers
    assert room.panel.handle_message({"kind": "show", "who": 1})
    assert set(_fronts(room.table)) == {s for s in ben if s in room.game.state.woodland.field}
    assert room.table._log == room.game.log_for(1)
    # All (the teacher's): every front on the field
    assert room.panel.handle_message({"kind": "show", "who": "all"})
    assert set(_fronts(room.table)) == set(room.game.state.woodland.field)
    assert room.panel.shows["choice"] == "all"
    # back to the spectator; stepping on keeps the choice
    assert room.panel.handle_message({"kind": "show", "who": "spectator"})
    assert _fronts(room.table) == {} and room.table.shows == "spectator"


def test_a_bad_view_choice_is_explained_and_changes_nothing(advanced_game: Game) -> None:
    room = Classroom(advanced_game, language="hu")
    assert [label for _, label in room.panel.shows["options"]] == [
        "Néző (amit mindenki tud)",
        "Minden (tanár)",
        "Anna nézete",
        "Ben nézete",
    ]
    assert "felfed" in room.panel.shows["warning"]
    before = room.table.page_state()
    assert not room.panel.handle_message({"kind": "show", "who": 7})
    assert "seat from 0 to 1" in room.panel._error
    assert not room.panel.handle_message({"kind": "show", "who": "teacher"})
    assert "'spectator' or 'all'" in room.panel._error
    assert not room.panel.handle_message({"kind": "show", "who": 0, "x": 1})
    assert room.table.shows == "spectator" and room.table.page_state() == before
    assert room.panel.shows["choice"] == "spectator"
    # a panel with no table beside it offers no choice and refuses one
    from honeybuzz_lab.games.honeybuzz.classroom import ClassroomRun
    from honeybuzz_lab.games.honeybuzz.classroom.panel import ClassroomPanel

    alone = ClassroomPanel(ClassroomRun("first-game"))
    assert alone.shows == {}
    assert not alone.handle_message({"kind": "show", "who": "all"})
    assert "no table" in alone._error
