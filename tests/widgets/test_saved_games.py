"""Honey Buzz games at the tables kept in the data store (issue 28): autosave, the offer to
continue after a kernel restart, resume, save and load with bots and redo, chance.

A kernel restart is played by :func:`restart`: the tables of the "old kernel" no longer
hold their games (as when their process is gone); one test restarts for real, in a second
process.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from honeybuzz_lab.core import saved_games as sg
from honeybuzz_lab.core.saved_games import GameStore, Keeper, saved_games
from honeybuzz_lab.core.store import DB_NAME, data_dir
from honeybuzz_lab.games.honeybuzz.game import Game, GameRecordError, GreedyBot, IllegalAction
from honeybuzz_lab.games.honeybuzz.lessons.full_game import FullGame
from honeybuzz_lab.games.honeybuzz.lessons.solo_game import SoloGame
from honeybuzz_lab.games.honeybuzz.widgets import GameTable
from honeybuzz_lab.games.honeybuzz.widgets.table_keep import when

REPO = Path(__file__).resolve().parents[2]


def restart() -> None:
    """As after a kernel restart: no table of this process holds a game any more."""
    sg._HELD.clear()


def play(table: GameTable, moves: int, seed: int = 1) -> None:
    """The learner answers ``moves`` decisions through the page (the bots answer theirs)."""
    bot = GreedyBot(seed)
    for _ in range(moves):
        if table.game.is_over:
            return
        if table.awaited() is not None:  # pass-and-play: the next person takes the screen
            table.take_seat(table.awaited())
        action = bot.choose(table.game).to_json()
        assert table.handle_message({"kind": "act", "action": action}), table.last_error


def page_state(table: GameTable) -> dict:
    """What is synced to the page, but the offer (and the widget's own ids), and not how
    the log's last lines travelled (``_log_add``: ``_log`` holds the log whole)."""
    state = dict(table.get_state())
    skipped = ("_offer", "_error", "_error_detail", "_log_add", "layout", "tabbable", "tooltip")
    for key in (*skipped, "_anywidget_id", "_full"):  # a full game's title line and Why?
        state.pop(key, None)
    return json.loads(json.dumps(state, default=str))


# ------------------------------------------------------------------ autosave


def test_every_decision_is_saved_with_record_bots_seats_and_redo():
    full = FullGame(bots=2, strength=["queen", "random"], bot_delay=0)
    assert saved_games() == []  # nothing played: nothing to offer again
    play(full.table, 3)
    [saved] = saved_games()
    game = full.game
    assert saved.id == full.saved_id and saved.kind == "full" and saved.status == "playing"
    assert saved.record == game.to_record()
    assert saved.bots == {1: "queen", 2: "random"} and saved.humans == [0] and saved.seat == 0
    assert saved.turn == game.turn_number and saved.redo == []
    full.table.undo()
    [saved] = saved_games()
    assert saved.record == game.to_record()
    assert saved.redo == [a.to_json() for a in game.history.line[game.history.ply :]]
    assert saved.redo  # the undone moves


def test_pass_and_play_and_solo_tables_are_saved_too():
    table = GameTable(Game.new(["Ann", "Ben"], modules=["advanced"]), bot_delay=0)
    play(table, 2)
    solo = SoloGame(bot_delay=0)
    play(solo, 2)
    kinds = {s.kind: s for s in saved_games()}
    assert set(kinds) == {"table", "solo"}
    assert kinds["table"].humans == [0, 1] and kinds["table"].bots == {}
    assert kinds["table"].record["modules"] == ["advanced"]
    assert kinds["solo"].record["options"]["solo"]["difficulty"] == "larva"


def test_a_finished_game_is_kept_as_finished():
    table = GameTable(Game.new(["Ann", "Bot"], seed=4), bots={1: GreedyBot(4)}, bot_delay=0)
    play(table, 1000)
    assert table.game.is_over
    [saved] = saved_games()
    assert saved.status == "finished" and saved.record == table.game.to_record()
    table.new_game()
    play(table, 1)
    assert [s.status for s in saved_games()] == ["playing", "finished"]


def test_a_lesson_table_keeps_no_game():
    from honeybuzz_lab.games.honeybuzz.lessons import GameLesson

    GameLesson("workers_and_beelines")
    assert saved_games() == []


# ------------------------------------------------------------------ the offer and resume


def test_after_a_restart_full_game_offers_to_continue_and_continue_goes_on():
    first = FullGame(bots=2, strength=["queen", "random"], bot_delay=0)
    play(first.table, 4)
    first.table.undo()
    before = page_state(first.table)
    record, line = first.game.to_record(), first.game.history.line
    restart()
    again = FullGame(bot_delay=0)  # strength and bots of a new game: not used to continue
    offer = again.table._offer
    assert offer["text"] == (
        f"Continue your game from {when(saved_games()[0].updated)} (turn {first.game.turn_number})?"
    )
    assert offer["text"].startswith("Continue your game from today at ")
    assert (offer["yes"], offer["no"]) == ("Continue", "New game")
    assert again.game.to_record() == record and again.strengths == ["queen", "random"]
    assert [b.name for b in again.table.bots.values()] == ["queen", "random"]
    assert page_state(again.table) == before  # the same position, the same view
    # nothing happens on the table until the learner answers
    assert not again.table.handle_message({"kind": "redo"})
    assert "Choose Continue or New game first" in again.table.last_error
    assert again.table.handle_message({"kind": "resume", "continue": True})
    assert again.table._offer == {}
    assert again.table.handle_message({"kind": "redo"}), again.table.last_error
    assert again.game.history.line == line
    [saved] = saved_games()
    assert saved.id == again.saved_id and saved.record == again.game.to_record()


def test_the_offer_is_said_in_hungarian_and_again_in_a_new_language():
    play(FullGame(bot_delay=0).table, 2)
    restart()
    again = FullGame(bot_delay=0, language="hu")
    assert again.table._offer["text"].startswith("Folytatod a játszmádat (ma ")
    assert (again.table._offer["yes"], again.table._offer["no"]) == ("Folytatom", "Új játszma")
    again.table.language = "en"
    assert again.table._offer["yes"] == "Continue"


def test_new_game_keeps_the_old_one_as_abandoned():
    old = FullGame(bot_delay=0)
    play(old.table, 2)
    restart()
    fresh = FullGame(bots=2, strength="random", bot_delay=0)
    offered_id = fresh.table.offered.id
    assert fresh.table.handle_message({"kind": "resume", "continue": False})
    assert fresh.table._offer == {} and len(fresh.game.players) == 3
    assert fresh.strengths == ["random", "random"] and fresh.game.history.ply == 0
    assert "random bot" in fresh.header and fresh._full["header"] == fresh.header
    assert GameStore(data_dir() / DB_NAME).get(offered_id).status == "abandoned"
    play(fresh.table, 1)
    restart()
    assert FullGame(bot_delay=0).table.offered.id == fresh.saved_id != offered_id


def test_resume_in_python_true_false_and_by_id():
    first = FullGame(bot_delay=0)
    play(first.table, 2)
    restart()
    assert FullGame(bot_delay=0, resume=True).game.to_record() == first.game.to_record()
    restart()
    fresh = FullGame(bot_delay=0, resume=False)
    assert fresh.table._offer == {} and fresh.game.history.ply == 0
    assert [s.status for s in saved_games(kind="full")] == ["abandoned"]
    by_id = FullGame(bot_delay=0, resume=first.saved_id)
    assert by_id.game.to_record() == first.game.to_record() and by_id.table._offer == {}
    with pytest.raises(GameRecordError, match="no saved full game 999"):
        FullGame(resume=999)
    with pytest.raises(TypeError, match="give one"):
        FullGame(seed=3, resume=True)


def test_a_seeded_game_or_another_variant_is_never_offered():
    play(FullGame(seed=7, bot_delay=0).table, 2)  # a notebook's demo
    play(FullGame(bot_delay=0, modules=["advanced"]).table, 2)
    restart()
    assert FullGame(bot_delay=0).table._offer == {}
    assert FullGame(seed=7, bot_delay=0).table._offer == {}
    assert FullGame(bot_delay=0, modules=["advanced"]).table._offer != {}


def test_a_closed_table_is_offered_here():
    first = FullGame(bot_delay=0)
    play(first.table, 2)
    first.table.close()
    assert FullGame(bot_delay=0).table.offered.id == first.saved_id


def test_solo_game_offers_and_resumes():
    solo = SoloGame(bot_delay=0)
    play(solo, 3)
    record = solo.game.to_record()
    restart()
    again = SoloGame("pupa", bot_delay=0)
    assert again._offer["text"].startswith("Continue your game from")
    assert again.game.to_record() == record
    assert again.handle_message({"kind": "resume", "continue": False})
    assert again.difficulty == "pupa" and again.game.history.ply == 0
    assert saved_games(kind="solo")[-1].status == "abandoned"


def test_pass_and_play_offers_its_game_and_hides_the_table_after_continue():
    first = GameTable.pass_and_play(2, modules=["advanced"], bot_delay=0)
    assert [p.name for p in first.game.players] == ["Player 1", "Player 2"]
    assert first.bots == {} and first.seat is None
    play(first, 5)
    record = first.game.to_record()
    restart()
    assert GameTable.pass_and_play(3, modules=["advanced"])._offer == {}  # three people
    assert GameTable.pass_and_play(2)._offer == {}  # another variant
    again = GameTable.pass_and_play(2, modules=["advanced"], language="hu")
    assert again._offer["text"].startswith("Folytatod a játszmádat")
    assert again.game.to_record() == record and again.bots == {}
    assert not again.handle_message({"kind": "act", "action": {}})  # nothing until answered
    assert again.handle_message({"kind": "resume", "continue": True})
    # the advanced variant's secrets: the next person takes the screen first
    assert again.awaited() is not None
    assert again.handle_message({"kind": "take_seat", "seat": again.awaited()})
    play(again, 1)
    assert saved_games(kind="table")[-1].record == again.game.to_record()


def test_pass_and_play_new_game_and_resume_in_python():
    first = GameTable.pass_and_play(["Ann", "Ben"], bot_delay=0)
    play(first, 2)
    restart()
    fresh = GameTable.pass_and_play(2)
    assert fresh.handle_message({"kind": "resume", "continue": False})
    assert fresh.game.history.ply == 0 and len(fresh.game.players) == 2
    assert [s.status for s in saved_games(kind="table")][-1] == "abandoned"
    assert GameTable.pass_and_play(2, resume=first.saved_id).game.history.ply == 2
    for bad, error in ((1, ValueError), (5, ValueError), ("two", TypeError), (True, TypeError)):
        with pytest.raises(error):
            GameTable.pass_and_play(bad)
    with pytest.raises(TypeError, match="resume is"):
        GameTable.pass_and_play(2, resume="yes")


def test_the_store_holds_the_record_but_the_page_gets_only_the_seat_view():
    first = FullGame(bot_delay=0, modules=["advanced"])
    play(first.table, 4)
    restart()
    again = FullGame(bot_delay=0, modules=["advanced"])
    synced = json.dumps(again.table.get_state(), default=str)
    assert str(again.game.seed) not in synced
    assert json.dumps(first.game.to_record()["actions"][:3])[1:-1] not in synced
    twin = GameTable(Game.from_record(first.game.to_record()), bots=again.table.bots, seat=0)
    assert page_state(again.table) == page_state(twin)


# ------------------------------------------------------------------ chance after a resume


def test_a_resumed_game_does_not_undo_past_a_reveal():
    table = GameTable(Game.new(["Ann", "Bot"], seed=3), bots={1: GreedyBot(3)}, bot_delay=0)
    table.keep("full", "test.place")
    game = table.game
    bot = GreedyBot(3)
    while not game.chance_barrier(table.humans()):
        table.apply(bot.choose(game))
    while table.undo_refusal() is None:
        table.undo()
    ply, why = game.history.ply, table.undo_refusal()
    restart()
    saved = sg.offered("test.place")
    from honeybuzz_lab.games.honeybuzz.widgets.table_keep import restore

    again = GameTable(restore(saved), bots={1: GreedyBot(3)}, seat=0, bot_delay=0)
    assert again.game.history.ply == ply
    assert again.undo_refusal() == why and "chance is not taken back" in str(why)
    with pytest.raises(IllegalAction):
        again.undo()
    assert not again.handle_message({"kind": "undo"})
    assert again.game.history.ply == ply


# ------------------------------------------------------------------ files


def test_save_and_load_keep_bots_and_redo(tmp_path):
    full = FullGame(bots=3, strength=["queen", "random", "greedy"], bot_delay=0)
    play(full.table, 3)
    full.table.undo()
    line = full.game.history.line
    path = full.save(tmp_path / "game.json")
    loaded = FullGame.load(path, bot_delay=0)
    assert loaded.strengths == ["queen", "random", "greedy"]
    assert loaded.game.history.line == line and loaded.game.can_redo()
    assert loaded.table.redo() is not None
    assert FullGame.load(path, strength="greedy", bot_delay=0).strengths == ["greedy"] * 3
    assert Game.load(path).can_redo()  # the engine reads the undone moves too


def test_solo_game_load_and_full_game_load_of_a_solo_game(tmp_path):
    solo = SoloGame("pupa", bot_delay=0)
    play(solo, 3)
    solo.undo()
    path = solo.save(tmp_path / "solo.json")
    with pytest.raises(GameRecordError, match=r"^a solo game: open it with SoloGame\.load"):
        FullGame.load(path)
    again = SoloGame.load(path, bot_delay=0)
    assert again.difficulty == "pupa" and again.game.can_redo()
    assert again.game.history.line == solo.game.history.line
    full = FullGame(bot_delay=0)
    with pytest.raises(GameRecordError, match="not a solo game"):
        SoloGame.load(full.save(tmp_path / "full.json"))


def test_a_bad_saved_table_field_is_refused(tmp_path):
    record = Game.new(["Ann", "Bot"], seed=1).to_record()
    for bad in ({"bots": {"7": "queen"}}, {"bots": []}, {"seat": 0}, "queen"):
        with pytest.raises(GameRecordError, match="'table"):
            Game.from_record({**record, "table": bad})
    with pytest.raises(GameRecordError, match="'redo'"):
        Game.from_record({**record, "redo": "x"})


# ------------------------------------------------------------------ the store


def test_a_table_that_lost_its_row_to_another_saves_into_a_new_one():
    first = FullGame(bot_delay=0)
    play(first.table, 2)
    taken = FullGame(bot_delay=0, resume=first.saved_id)  # another kernel goes on with it
    play(taken.table, 2)
    play(first.table, 1)  # the first table plays on: its game goes to a new row
    assert first.saved_id != taken.saved_id
    rows = {s.id: s for s in saved_games()}
    assert rows[taken.saved_id].record == taken.game.to_record()
    assert rows[first.saved_id].record == first.game.to_record()


def test_an_unwritable_store_never_stops_a_game(tmp_path, monkeypatch):
    monkeypatch.setenv("HONEYBUZZ_LAB_DATA", str(tmp_path / "file"))
    (tmp_path / "file").write_text("not a folder")
    table = GameTable(bot_delay=0)
    play(table, 2)
    assert table.game.history.ply >= 2


def test_keeper_statuses_and_listing(tmp_path):
    keeper = Keeper("honeybuzz", "table", path=tmp_path / DB_NAME)
    record = Game.new(["Ann", "Bot"], seed=1).to_record()
    game_id = keeper.save({"record": record, "turn": 1})
    store = GameStore(tmp_path / DB_NAME)
    assert [g.id for g in store.games(status="playing")] == [game_id]
    keeper.save({"record": record, "turn": 9, "finished": True})
    keeper.abandon()  # a finished game stays finished
    assert store.get(game_id).status == "finished" and store.get(game_id).turn == 9
    with pytest.raises(ValueError, match="status is one of"):
        store.mark(game_id, "lost")
    store.forget(game_id)
    assert store.get(game_id) is None


def test_when_says_today_yesterday_or_the_date():
    now = 1_780_000_000.0
    assert when(now - 60, "en", now).startswith("today at ")
    assert when(now - 86_400, "hu", now).startswith("tegnap ")
    assert " at " in when(now - 10 * 86_400, "en", now)


_PLAYER = """
import json, sys
from honeybuzz_lab.games.honeybuzz.lessons.full_game import FullGame
from honeybuzz_lab.games.honeybuzz.game import GreedyBot
full = FullGame(bot_delay=0)
print(json.dumps({"offer": full.table._offer}))
if full.table._offer:
    full.table.answer_offer(True)
bot = GreedyBot(int(sys.argv[1]))
for _ in range(int(sys.argv[2])):
    full.table.apply(bot.choose(full.game))
print(json.dumps({"id": full.saved_id, "record": full.game.to_record()}))
"""


def _kernel(*args: str) -> list[dict]:
    out = subprocess.run(
        [sys.executable, "-c", _PLAYER, *args],
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "PYTHONPATH": str(REPO)},
        check=True,
    ).stdout
    return [json.loads(line) for line in out.splitlines() if line.startswith("{")]


def test_a_real_restart_offers_the_game_of_the_kernel_that_stopped():
    offer, first = _kernel("1", "3")
    assert offer == {"offer": {}}
    offer, second = _kernel("2", "2")
    assert offer["offer"]["text"].startswith("Continue your game from today at")
    assert second["id"] == first["id"]
    assert (
        second["record"]["actions"][: len(first["record"]["actions"])] == first["record"]["actions"]
    )
    [saved] = saved_games()
    assert saved.record == second["record"]


_RACER = """
import json, sys, time
from pathlib import Path
from honeybuzz_lab.games.honeybuzz.lessons.full_game import FullGame
from honeybuzz_lab.games.honeybuzz.game import GreedyBot
me, other, moves = sys.argv[1], sys.argv[2], int(sys.argv[3])
folder = Path(sys.argv[4])
full = FullGame(bot_delay=0, seed=None)
bot = GreedyBot(len(me))
full.table.apply(bot.choose(full.game))
(folder / me).write_text("playing")
while not (folder / other).exists():
    time.sleep(0.01)
again = FullGame(bot_delay=0)  # this kernel's game offered; the other's is held there
offered = again.offered.id
assert full.comm is None and again.answer_offer(True)
full = again
for _ in range(moves):
    full.table.apply(bot.choose(full.game))
(folder / (me + ".done")).write_text("done")
while not (folder / (other + ".done")).exists():
    time.sleep(0.01)
print(json.dumps({"id": full.saved_id, "record": full.game.to_record(), "offered": offered}))
"""


def test_two_kernels_at_once_neither_lose_nor_mix_games(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", _RACER, me, other, "30", str(tmp_path)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        for me, other in (("a", "b"), ("b", "a"))
    ]
    results = []
    for proc in procs:
        out, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, err
        results.append(json.loads(out.splitlines()[-1]))
    assert results[0]["id"] != results[1]["id"]
    assert all(r["offered"] == r["id"] for r in results)
    rows = {s.id: s for s in saved_games()}
    for result in results:
        assert rows[result["id"]].record == result["record"]
        assert rows[result["id"]].status == "playing"


def test_a_saved_game_that_cannot_be_replayed_is_kept_aside_and_the_one_before_offered():
    good = FullGame(bot_delay=0)
    play(good.table, 2)
    restart()
    store = GameStore(data_dir() / DB_NAME)
    record = {**good.game.to_record(), "actions": [{"kind": "nonsense"}]}
    with store.db.write() as db:
        for text in (json.dumps(record), "{not json"):
            db.execute(
                "INSERT INTO games (game, kind, place, record, updated) "
                "VALUES ('honeybuzz', 'full', 'honeybuzz.full', ?, 9e9)",
                (text,),
            )
    again = FullGame(bot_delay=0)
    assert again.table.offered.id == good.saved_id
    statuses = [g.status for g in store.games()]  # the unreadable row is left out
    assert statuses == ["abandoned", "playing"]
