"""Honeycomb Hustle games kept in the data store (issue 28): autosave after every decision,
the offer to continue after a kernel restart, New game keeping the old one as abandoned,
redo and the stop at chance after a resume, nothing of the record synced to the page."""

from __future__ import annotations

import json

import pytest

from honeybuzz_lab.core import saved_games as sg
from honeybuzz_lab.core.saved_games import saved_games
from honeybuzz_lab.games.hustle.game.errors import HustleError
from honeybuzz_lab.games.hustle.lessons import HustleLesson
from honeybuzz_lab.games.hustle.widgets.table import HustleTable


def restart() -> None:
    """As after a kernel restart: no table of this process holds a game any more."""
    sg._HELD.clear()


def play(table: HustleTable, decisions: int) -> None:
    for _ in range(decisions):
        if table.game.is_over:
            return
        action = str(table.game.legal_actions()[0])
        assert table.handle_message({"kind": "act", "action": action}), table.last_error


def page_state(table: HustleTable) -> dict:
    state = dict(table.get_state())
    for key in ("_offer", "_error", "_error_detail", "layout", "tabbable", "tooltip"):
        state.pop(key, None)
    return json.loads(json.dumps(state, default=str))


def test_every_decision_is_saved_and_a_restart_offers_to_continue():
    HustleTable(players=2, seat=None, bot_delay=0)
    assert saved_games() == []  # nothing played: nothing to offer again
    table = HustleTable(players=3, bots="random", bot_delay=0)
    play(table, 6)
    [saved] = saved_games()
    assert saved.game == "hustle" and saved.record == table.game.to_record()
    assert saved.bots == {1: "random", 2: "random"} and saved.humans == [0]
    before = page_state(table)
    restart()
    again = HustleTable(players=3, bot_delay=0)  # planning bots for a new game: not used
    assert again._offer["text"].startswith("Continue your game from today at ")
    assert again._offer["text"].endswith(f"(round {table.game.state.round})?")
    assert {s: b.name for s, b in again.bots.items()} == {1: "random", 2: "random"}
    assert page_state(again) == before
    synced = json.dumps(again.get_state(), default=str)
    assert str(again.game.seed) not in synced
    assert not again.handle_message({"kind": "act", "action": "draw"})
    assert "Choose Continue or New game first" in again.last_error
    assert again.handle_message({"kind": "resume", "continue": True})
    assert again._offer == {} and again.saved_id == saved.id
    play(again, 1)
    assert saved_games()[0].record == again.game.to_record()


def test_hungarian_offer_and_new_game_keeps_the_old_one_as_abandoned():
    table = HustleTable(players=2, bot_delay=0)
    play(table, 4)
    restart()
    again = HustleTable(players=2, bot_delay=0, language="hu")
    assert again._offer["text"].startswith("Folytatod a játszmádat (ma ")
    assert again._offer["text"].endswith(". forduló)?")
    assert again.handle_message({"kind": "resume", "continue": False})
    assert again.game.seed != table.game.seed and again._offer == {}
    assert {s.id: s.status for s in saved_games()}[table.saved_id] == "abandoned"


def test_another_seat_or_player_count_or_a_seed_is_never_offered():
    play(HustleTable(players=2, bot_delay=0), 4)
    play(HustleTable(players=3, seed=5, bot_delay=0), 4)
    restart()
    assert HustleTable(players=3, bot_delay=0)._offer == {}
    assert HustleTable(players=2, seat=1, bot_delay=0)._offer == {}
    assert HustleTable(players=3, seed=5, bot_delay=0)._offer == {}
    assert HustleTable(players=2, bot_delay=0)._offer != {}


def test_resume_true_false_and_by_id():
    first = HustleTable(players=2, bot_delay=0)
    play(first, 4)
    restart()
    assert HustleTable(players=2, resume=True, bot_delay=0).game.actions == first.game.actions
    restart()
    assert HustleTable(players=2, resume=False, bot_delay=0).game.seed != first.game.seed
    assert {s.id: s.status for s in saved_games()}[first.saved_id] == "abandoned"
    by_id = HustleTable(resume=first.saved_id, bot_delay=0)
    assert by_id.game.actions == first.game.actions
    with pytest.raises(HustleError, match="no saved Honeycomb Hustle game 999"):
        HustleTable(resume=999)


def test_redo_and_the_stop_at_chance_survive_a_resume():
    table = HustleTable(players=2, seed=11, bot_delay=0)
    table.keep("test.hustle")
    play(table, 2)  # a placement, then the draw after it
    for _ in range(40):
        play(table, 1)
        if table._undo_barrier() is not None:
            break
    assert table._undo_barrier() is not None
    ply = table.game.history.ply
    restart()
    again = HustleTable(players=2, bot_delay=0, resume=sg.offered("test.hustle").id)
    assert again.game.history.ply == ply
    assert again._undo_barrier() is not None and again.undo() is None
    assert again.game.history.ply == ply
    # redo: an undone placement comes back after a resume
    fresh = HustleTable(players=2, seed=12, bot_delay=0)
    fresh.keep("test.redo")
    play(fresh, 2)
    line = list(fresh.game.history.line)
    while fresh.game.can_undo() and fresh._undo_barrier() is None and fresh.undo() is not None:
        pass
    assert fresh.game.can_redo()
    restart()
    back = HustleTable(players=2, bot_delay=0, resume=sg.offered("test.redo").id)
    assert back.game.history.line == line and back.redo() is not None


def test_a_lesson_table_keeps_no_game():
    lesson = HustleLesson("hustle_building")
    assert lesson.table.saved_id is None and saved_games() == []


def test_a_closed_table_frees_its_game_for_an_offer_here():
    table = HustleTable(players=3, bots="random", bot_delay=0)
    play(table, 4)
    table.close()
    assert HustleTable(players=3, bot_delay=0).offered.id == table.saved_id
