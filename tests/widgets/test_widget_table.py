"""GameTable's Python side, driven through its message handler as the page drives it."""

from __future__ import annotations

import asyncio
import itertools
import json
import re
import threading
import time
from collections.abc import Callable
from typing import TypeVar

import pytest

from honeybuzz_lab.games.honeybuzz.game import (
    EndTurn,
    Game,
    GreedyBot,
    IllegalAction,
    RandomBot,
    TakeTile,
)
from honeybuzz_lab.games.honeybuzz.widgets import GameTable
from honeybuzz_lab.games.honeybuzz.widgets.game_view import STATE_TRAITS

from .table_games import advance_to, new_game

T = TypeVar("T")


def act(action: object) -> dict:
    return {"kind": "act", "action": action.to_json() if hasattr(action, "to_json") else action}


def snapshot(table: GameTable) -> str:
    state = {
        k: v
        for k, v in table.page_state().items()
        if k not in ("_error", "_error_detail", "_error_rule")
    }
    return json.dumps([state, table.game.to_record(), table.game.state.to_json()], default=str)


@pytest.fixture
def table() -> GameTable:
    return GameTable(new_game(), bots={1: GreedyBot(1)}, bot_delay=0, seat=0)


class Broken:
    name = "broken"

    def choose(self, game: Game) -> object:
        raise RuntimeError("no idea")


def test_the_default_table_is_a_first_game_against_a_greedy_bot() -> None:
    table = GameTable(bot_delay=0)
    assert [p.name for p in table.game.players] == ["Player", "Bee-bot"]
    assert table.game.setup["first_game"] is True
    assert isinstance(table.bots[1], GreedyBot) and table.seat is None
    assert table._parts == [*GameTable.PARTS, *GameTable.module_parts()]
    assert set(table.page_state()) == set(STATE_TRAITS)
    assert table._static["players"][0]["name"] == "Player"


def test_a_click_applies_the_action_and_the_bot_answers(table: GameTable) -> None:
    seen: list[tuple[str, list[str]]] = []
    table.on_action(lambda action, lines: seen.append((action.kind, lines)))
    game = table.game
    assert table._pending["mine"] and table._roles == [
        {"bot": None, "you": True},
        {"bot": "greedy", "you": False},
    ]
    # You: a Produce tile, placed, its actions, the end of the turn; then the bot's turn.
    assert table.handle_message(act(TakeTile("produce", 1)))
    assert table._error == "" and seen[0][0] == "take_tile"
    assert seen[0][1] == game.log[-1:]
    while game.pending.player == 0 and game.pending.kind != "end_turn":
        assert table.handle_message(act(GreedyBot(3).choose(game)))
    assert table.handle_message(act(EndTurn()))
    assert game.pending.player == 0 and game.pending.kind == "turn"  # the bot has moved
    assert any(kind == "end_turn" for kind, _ in seen[-3:])
    assert len(seen) == len(game.actions)
    assert table._last["seat"] == 1 and table._last["kind"] == "end_turn"
    assert table._log == game.log
    assert table._history == {"undo": True, "redo": False, "why": ""}


def test_an_illegal_click_shows_the_engines_reason_and_changes_nothing(table: GameTable) -> None:
    table.handle_message(act(TakeTile("produce", 1)))
    before = snapshot(table)
    assert not table.handle_message(act(TakeTile("market", 1)))
    assert table._error == table.game.explain(TakeTile("market", 1))
    assert table._error.startswith("You cannot take a tile now.")
    assert snapshot(table) == before
    game = advance_to(table.game, "turn")
    box_taken = (
        next(b for b in game.state.board.values() if b.beelines)
        if any(b.beelines for b in game.state.board.values())
        else None
    )
    if box_taken is not None:
        wrong = TakeTile(box_taken.kinds[0], box_taken.tallest + 2)
        assert not table.handle_message(act(wrong))
        assert table._error == game.explain(wrong)


@pytest.mark.parametrize(
    "content",
    [
        None,
        {"kind": "act"},
        {"kind": "act", "action": {"kind": "forage", "space": "B2"}},
        {"kind": "jump", "ply": 1},
    ],
)
def test_malformed_messages_are_shown_and_change_nothing(table: GameTable, content: object) -> None:
    before = snapshot(table)
    assert not table.handle_message(content)
    assert table._error.startswith("The table could not use a message from the page: ")
    assert table.last_error == table._error
    assert snapshot(table) == before


def test_the_page_cannot_answer_for_a_bot_or_another_seat() -> None:
    game = new_game(3)
    table = GameTable(game, bots={2: Broken()}, bot_delay=0, seat=0)
    table.handle_message(act(game.legal_actions()[-1]))  # You recall
    advance_to(game, "turn", seat=1)
    before = snapshot(table)
    assert not table.handle_message(act(game.legal_actions()[0]))
    assert table._error == "It is Bee-bot's decision, not your decision: this table plays for You."
    assert not table._pending["mine"] and table._pending["why"] == table._error
    assert snapshot(table) == before
    # Python may answer for another learner (a classroom drives every seat)
    table.apply(game.legal_actions()[-1])
    while game.pending.player == 1:
        table.apply(game.legal_actions()[-1])
    # the broken bot's turn: its error is shown with the traceback, and it stops there
    assert game.pending.player == 2
    assert "The bot of Cleo (broken) could not move: RuntimeError: no idea" in table._error
    assert "Traceback" in table._error_detail
    assert not table.handle_message(act(game.legal_actions()[0]))
    assert table._error == "It is Cleo's decision: Cleo is a bot (broken) and moves by itself."
    with pytest.raises(IllegalAction, match="play_bots"):
        table.apply(game.legal_actions()[0])


def test_apply_from_python_raises_and_shows_an_illegal_action(table: GameTable) -> None:
    before = snapshot(table)
    with pytest.raises(IllegalAction) as info:
        table.apply({"kind": "end_turn"})
    assert table._error == info.value.reason
    assert snapshot(table) == before
    lines = table.apply({"kind": "take_tile", "tile": "forage", "workers": 1})
    assert lines and lines[0].startswith("You takes a Forage tile")


def test_undo_takes_back_the_learners_action_and_the_bots_after_it(table: GameTable) -> None:
    game = table.game
    me = GreedyBot(5)
    # until the bot has moved after the learner and no card was turned up since (chance
    # is not undone: tests/widgets/test_table_chance.py)
    while len(game.actions) < 60 or game.pending.kind != "turn" or table.undo_refusal():
        table.apply(me.choose(game))
    record, state = game.to_record(), json.dumps(game.state.to_json(), default=str)
    ply = len(game.actions)
    last_mine = max(i for i, s in enumerate(_actors(table)) if s == 0)
    assert last_mine < ply - 1  # the bot moved after it
    undone = table.undo()
    assert undone == record_actions(record)[last_mine]
    assert len(game.actions) == last_mine and game.pending.player == 0
    assert table._history["redo"] and table._pending["mine"]
    redone = table.redo()
    assert redone == undone
    assert game.to_record() == record  # the bots' actions came back, not new ones
    assert json.dumps(game.state.to_json(), default=str) == state
    # through the page, with the errors a learner sees
    assert table.handle_message({"kind": "undo"})
    assert table.handle_message({"kind": "redo"})
    assert not table.handle_message({"kind": "redo"})
    assert table._error == "There is nothing to redo."


def _actors(table: GameTable) -> list[int | None]:
    from honeybuzz_lab.games.honeybuzz.widgets.table_state import move_actors

    return move_actors(table.game)


def record_actions(record: dict) -> list:
    from honeybuzz_lab.games.honeybuzz.game import action_from_json

    return [action_from_json(a) for a in record["actions"]]


def test_undo_before_any_move_of_the_learner() -> None:
    game = new_game()
    table = GameTable(game, bots={0: GreedyBot(2)}, bot_delay=0)
    assert game.pending.player == 1 and game.actions  # the bot (first player) has moved
    before = snapshot(table)
    assert table.undo() is None
    assert not table.handle_message({"kind": "undo"})
    assert table._error == "There is no move of yours to take back yet."
    assert table._history["undo"] is False
    assert snapshot(table) == before


def in_a_thread(function: Callable[[], T]) -> T:
    """Run ``function`` in a new thread: no event loop runs there unless it starts one (in
    the main thread one may run: the browser tests' Playwright keeps its loop open)."""
    out: list[T] = []
    errors: list[BaseException] = []

    def run() -> None:
        try:
            out.append(function())
        except BaseException as e:
            errors.append(e)

    thread = threading.Thread(target=run)
    thread.start()
    thread.join(60)
    if errors:
        raise errors[0]
    return out[0]


def test_bots_move_at_once_without_a_running_event_loop() -> None:
    table = in_a_thread(lambda: GameTable(new_game(), bots={0: GreedyBot(2)}, bot_delay=0.8))
    assert table.game.pending.player == 1
    assert table.play_bots() == 0


def test_with_an_event_loop_bots_move_one_action_at_a_time_after_the_delay() -> None:
    async def run() -> tuple[list[int], list[float], GameTable]:
        start = time.monotonic()
        table = GameTable(new_game(), bots={0: GreedyBot(2)}, bot_delay=0.02)
        plies = [len(table.game.actions)]  # every change of the game, as it happens
        times = [start]

        def changed(_history: object) -> None:
            plies.append(len(table.game.actions))
            times.append(time.monotonic())

        table.game.history.on_change(changed)
        for _ in range(2000):
            await asyncio.sleep(0.005)
            if table.game.pending.player == 1:
                break
        return plies, times, table

    plies, times, table = in_a_thread(lambda: asyncio.run(run()))
    assert plies[0] == 0  # nothing at once: the first bot action waits for the delay
    assert plies == list(range(len(plies)))  # then one action at a time
    gaps = [b - a for a, b in itertools.pairwise(times)]
    assert min(gaps) >= 0.015, gaps  # each after the delay (a loaded machine only adds)
    assert len(plies) > 3 and table.game.pending.player == 1


def test_without_delay_a_click_is_drawn_before_the_bots_answer() -> None:
    """A page's click with no bot delay: its answer to the page (one message, the learner's
    move) goes out before the bots play, at once, on the loop's next turn; from Python the
    bots answer at once."""

    async def run() -> GameTable:
        table = GameTable(new_game(), bots={1: GreedyBot(2)}, bot_delay=0, seat=0)
        game = table.game
        sent: list[tuple[int, int]] = []  # (ply, player to decide) of each message to the page
        send = table._send
        table._send = lambda msg, buffers=None: (  # type: ignore[method-assign]
            sent.append((len(game.actions), game.pending.player)),
            send(msg, buffers),
        )[1]
        while game.pending.player == 0:
            action = GreedyBot(4).choose(game).to_json()
            assert table.handle_message({"kind": "act", "action": action}), table.last_error
        assert table._bot_timer is not None  # the bots wait for the loop's next turn
        ply = len(game.actions)
        assert sent[-1] == (ply, 1)  # the page has the learner's last move
        await asyncio.sleep(0)
        assert game.pending.player == 0 and len(game.actions) > ply  # the bots answered
        assert sent[-1][0] == len(game.actions)  # in one more message
        for _ in range(200):  # from Python: the bots answer inside the apply
            before = len(game.actions)
            table.apply(GreedyBot(4).choose(game))
            if len(game.actions) > before + 1:
                break
        else:
            raise AssertionError("the bots never answered an apply at once")
        assert game.pending.player == 0 and table._bot_timer is None
        return table

    table = in_a_thread(lambda: asyncio.run(run()))
    assert table._bot_timer is None


def test_undo_cancels_a_scheduled_bot_move() -> None:
    async def run() -> GameTable:
        table = GameTable(new_game(), bots={1: GreedyBot(2)}, bot_delay=0.05, seat=0)
        game = table.game
        while game.pending.player == 0:
            table.apply(GreedyBot(4).choose(game))
        assert table._bot_timer is not None
        ply = len(game.actions)
        table.undo()
        await asyncio.sleep(0.12)
        assert len(game.actions) == ply - 1 and game.pending.player == 0
        return table

    table = in_a_thread(lambda: asyncio.run(run()))
    assert table._bot_timer is None


def test_callbacks_that_raise_are_shown_and_the_others_still_run(table: GameTable) -> None:
    def broken_action(action: object, lines: list[str]) -> None:
        raise KeyError("oops")

    changes: list[object] = []
    table.on_action(broken_action)
    table.on_change(changes.append)
    assert table.handle_message(act(TakeTile("produce", 1)))
    assert len(table.game.actions) == 1  # the action stays
    assert "on_action callback" in table._error and "KeyError: 'oops'" in table._error
    assert "Traceback" in table._error_detail
    assert changes == [table]


def test_highlight_notice_error_and_projector(table: GameTable) -> None:
    table.highlight = [{"area": "box", "name": "decree"}, {"area": "action", "kind": "recall"}]
    assert table._highlight == [
        {"area": "box", "name": "decree_accounting"},
        {"area": "action", "kind": "recall"},
    ]
    before = table._highlight
    with pytest.raises(ValueError, match="highlight item 0"):
        table.highlight = [{"area": "order", "stack": 9}]
    assert table._highlight == before
    table.notice = "Take a Produce tile."
    table.show_error("Careful!")
    assert table._error == "Careful!" and table.last_error == "Careful!"
    table.show_error("")
    assert table.last_error is None
    table.projector = True
    assert table.page_state()["projector"] is True


def test_scores_are_shown_on_request_and_at_the_end(table: GameTable) -> None:
    assert table._scores == {}
    scores = table.show_scores()
    assert table._scores["final"] is False and table._scores["seq"] == 1
    assert [p["total"] for p in table._scores["players"]] == [p["total"] for p in scores["players"]]
    assert table.handle_message({"kind": "scores"}) and table._scores["seq"] == 2
    game = table.game
    me = GreedyBot(9)
    while not game.is_over:
        table.apply(me.choose(game))
    assert table._scores["final"] is True and table._scores["seq"] == 3
    assert table._pending["kind"] == "game_over" and table._pending["actions"] == []
    assert table._scores["sentences"][-1] == game.log[-1]
    assert re.fullmatch(
        r"GameTable\(You, Bee-bot; over, won by .+; bots Bee-bot: greedy bot\)", repr(table)
    )


def test_a_new_game_from_the_page_keeps_players_and_bots(table: GameTable) -> None:
    old = table.game
    table.apply(TakeTile("produce", 1))
    assert not table.handle_message({"kind": "new_game"})  # mid-game: the page asks first
    assert table.game is old
    assert table.handle_message({"kind": "new_game", "confirm": True})
    assert table.game is not old and not table.game.actions
    assert [p.name for p in table.game.players] == ["You", "Bee-bot"]
    assert table.bots[1] is not None and table._log == table.game.log
    old.apply(old.legal_actions()[0])  # the old game no longer moves the table
    assert table._log == table.game.log


def test_a_game_the_table_cannot_drive_is_refused(table: GameTable) -> None:
    old = table.game
    two = GameTable(new_game(3), bots={2: RandomBot()}, bot_delay=0)
    with pytest.raises(ValueError, match="from 0 to 1"):
        two.game = new_game(2)
    assert two.game is not old and len(two.game.players) == 3
    with pytest.raises(ValueError, match="played by a bot"):
        GameTable(new_game(), bots={0: RandomBot()}, seat=0)
    with pytest.raises(TypeError, match="choose"):
        GameTable(new_game(), bots={1: "bot"})
    with pytest.raises(ValueError, match="bot_delay"):
        GameTable(new_game(), bot_delay=-1)
    with pytest.raises(TypeError, match="drives a Game"):
        GameTable("game")  # type: ignore[arg-type]


def test_changing_bots_and_seat_later(table: GameTable) -> None:
    table.bots = {}
    assert table._roles[1] == {"bot": None, "you": False}  # seat 0 is the learner's
    table.seat = None
    assert table._roles[1] == {"bot": None, "you": True}
    with pytest.raises(ValueError):
        table.seat = 5


def test_repr_is_deterministic_and_the_static_picture_shows_the_table(table: GameTable) -> None:
    text = repr(table)
    assert (
        text == "GameTable(You, Bee-bot; turn 1, You to take a tile or recall; "
        "bots Bee-bot: greedy bot)"
    )
    assert "0x" not in text
    bundle, _ = table._repr_mimebundle_()
    assert bundle["text/plain"] == text
    assert "application/vnd.jupyter.widget-view+json" in bundle
    html = bundle["text/html"]
    assert html.count('class="hb-hive"') == 2 and "<script" not in html
    assert "Turn 1</b>" in html and "The hive boxes" in html and "Queen's contests" in html
    table.notice = "Look <here>"
    assert "Look &lt;here&gt;" in table._repr_html_()


def test_a_whole_game_through_the_message_handler() -> None:
    table = GameTable(new_game(2, seed=4), bots={1: GreedyBot(2)}, bot_delay=0)
    game = table.game
    me = GreedyBot(6)
    clicks = 0
    while not game.is_over:
        assert table._pending["player"] == 0 and table._pending["mine"]
        assert table.handle_message(act(me.choose(game))), table._error
        clicks += 1
    assert 80 < clicks < 300
    assert table._scores["final"]
    size = len(json.dumps(table.page_state(), separators=(",", ":")))
    assert size < 80_000, size
