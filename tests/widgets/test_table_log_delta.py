"""The table sends the log's new lines after a move, the whole log when it is not just
longer (an undo) and when a page asks; one message per click."""

from __future__ import annotations

from typing import Any

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot, TakeTile
from honeybuzz_lab.games.honeybuzz.widgets import GameTable
from honeybuzz_lab.games.honeybuzz.widgets.log_delta import apply_add, log_add, no_add

from .table_games import new_game

REFS = {"ids": ["a"], "titles": ["A"], "at": [0, -1]}


def test_an_addition_holds_the_new_lines_only_and_may_be_applied_twice() -> None:
    refs = {"ids": ["a", "b"], "titles": ["A", "B"], "at": [0, -1, 1]}
    add = log_add(["one", "two"], REFS, ["one", "two", "three"], refs)
    assert add == {
        "from": 2,
        "lines": ["three"],
        "at_from": 2,
        "at": [1],
        "ids_from": 1,
        "ids": ["b"],
        "titles": ["B"],
    }
    once = apply_add(["one", "two"], REFS, add)
    assert once == (["one", "two", "three"], refs)
    assert apply_add(*once, add) == once  # again on top: the same
    # not just longer (an undo, another language): no addition, the log goes whole
    assert log_add(["one", "two"], REFS, ["one"], {**REFS, "at": [0]}) is None
    assert log_add(["one", "two"], REFS, ["eins", "zwei", "drei"], REFS) is None
    assert apply_add(["one", "two"], REFS, no_add(["one", "two"], REFS)) == (["one", "two"], REFS)
    # one that does not follow on from the page's copy changes nothing there
    assert apply_add(["one"], REFS, add) == (["one"], REFS)


class Page:
    """What the page holds: the state of the widget's first message, then every update;
    its log kept as widget_js/logkeep.js keeps it."""

    def __init__(self, table: GameTable) -> None:
        self.state: dict[str, Any] = dict(table.get_state())
        self.messages: list[dict[str, Any]] = []
        self.log, self.refs = apply_add(
            self.state["_log"], self.state["_log_rules"], self.state["_log_add"]
        )
        send = table._send

        def receive(msg: dict, buffers: Any = None) -> None:
            if msg.get("method") == "update":
                self.update(msg["state"])
            send(msg, buffers)

        table._send = receive  # type: ignore[method-assign]

    def update(self, state: dict[str, Any]) -> None:
        self.messages.append(state)
        self.state.update(state)
        if "_log" in state or "_log_rules" in state:
            self.log, self.refs = self.state["_log"], self.state["_log_rules"]
        if "_log_add" in state or "_log" in state:
            self.log, self.refs = apply_add(self.log, self.refs, self.state["_log_add"])


def click(table: GameTable, bot: GreedyBot) -> bool:
    return table.handle_message({"kind": "act", "action": bot.choose(table.game).to_json()})


def test_a_move_sends_its_new_lines_and_the_page_keeps_the_whole_log() -> None:
    table = GameTable(new_game(), bot_delay=0, autosave=False)
    page, bot = Page(table), GreedyBot(7)
    for _ in range(60):
        page.messages.clear()
        assert click(table, bot)
        assert len(page.messages) == 1  # one message per click
        sent = page.messages[0]
        assert "_log" not in sent and "_log_rules" not in sent
        if "_log_add" in sent:
            assert len(sent["_log_add"]["lines"]) == table._last["lines"]
        assert (page.log, page.refs) == (table._log, table._log_rules)
    assert len(table._log) > 60
    # a second view, a reloaded page: the kernel's state holds the whole log
    again = Page(table)
    assert (again.log, again.refs) == (table._log, table._log_rules) == (page.log, page.refs)


def test_an_undo_sends_the_whole_shorter_log() -> None:
    table = GameTable(new_game(), bots={1: GreedyBot(3)}, bot_delay=0, seat=0, autosave=False)
    page, bot = Page(table), GreedyBot(7)
    for _ in range(12):
        click(table, bot)
    before = list(table._log)
    page.messages.clear()
    assert table.handle_message({"kind": "undo"})
    assert len(page.messages) == 1 and "_log" in page.messages[0]
    assert len(table._log) < len(before) and page.log == table._log == before[: len(table._log)]
    assert page.refs == table._log_rules
    click(table, bot)  # and the next move adds to the shorter log
    assert page.log == table._log and "_log" not in page.messages[-1]


def test_a_page_missing_additions_asks_and_gets_the_whole_log() -> None:
    table = GameTable(new_game(), bot_delay=0, autosave=False)
    bot = GreedyBot(7)
    for _ in range(5):
        click(table, bot)
    page = Page(table)
    page.log, page.refs = page.log[:3], {}  # the page's copy missed some additions
    assert table.handle_message({"kind": "whole_log"}) is False
    assert len(page.messages) == 1 and {"_log", "_log_rules"} <= set(page.messages[0])
    assert (page.log, page.refs) == (table._log, table._log_rules)


def test_the_additions_hold_only_the_seats_own_log() -> None:
    game = Game.new(["Ann", "Ben"], seed=1, modules=["advanced"])
    ann = GameTable(game, seat=0, bots={1: GreedyBot(1)}, bot_delay=0, autosave=False)
    page, bot = Page(ann), GreedyBot(2)
    for _ in range(40):
        if game.is_over:
            break
        click(ann, bot)
        assert page.log == ann._log == game.log_for(0)
    sent = [line for m in page.messages for line in m.get("_log_add", {}).get("lines", [])]
    assert sent and set(sent) <= set(game.log_for(0))
    assert not set(sent) - set(game.log_for(0)) and set(game.log_for(1)) - set(game.log_for(0))


def test_a_click_after_a_refusal_is_answered_in_one_message() -> None:
    table = GameTable(new_game(), bot_delay=0, autosave=False)
    page, bot = Page(table), GreedyBot(7)
    wrong = TakeTile("produce", 9).to_json()
    assert not table.handle_message({"kind": "act", "action": wrong})
    assert page.state["_error"]
    page.messages.clear()
    assert click(table, bot)
    assert len(page.messages) == 1 and page.messages[0]["_error"] == ""
