"""Every widget's page message handler: what it cannot read is shown, nothing changes.

Messages go through the callbacks the widget registered with ``on_msg``, called directly
(ipywidgets would swallow an exception into its log, where the learner never sees it).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from html import escape
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from honeybuzz_lab.games.honeybuzz.classroom.widget import Classroom
from honeybuzz_lab.games.honeybuzz.game import Game
from honeybuzz_lab.games.honeybuzz.game.actions import ACTION_KINDS
from honeybuzz_lab.games.honeybuzz.hive import Hive
from honeybuzz_lab.games.honeybuzz.lessons import GameLesson, Lesson
from honeybuzz_lab.games.honeybuzz.lessons.first_game import FirstGame
from honeybuzz_lab.games.honeybuzz.lessons.full_game import FullGame
from honeybuzz_lab.games.honeybuzz.widgets import GameTable, HiveBoard
from honeybuzz_lab.games.honeybuzz.widgets.messages import FIELDS as BOARD_FIELDS
from honeybuzz_lab.games.honeybuzz.widgets.table_messages import FIELDS as TABLE_FIELDS

HUGE = "<" * 1_000_000


def send(widget: Any, content: object) -> None:
    """Deliver ``content`` as the page would, letting any exception escape."""
    for callback in widget._msg_callbacks.callbacks:
        callback(widget, content, [])


def board_state(board: HiveBoard) -> tuple:
    h = board.history
    return (json.dumps(board.hive.to_json()), h.ply, tuple(h.line), board.selected)


def table_state(table: GameTable) -> tuple:
    game = table.game
    return (id(game), json.dumps(game.to_record()), game.history.ply, len(game.history.line))


# ------------------------------------------------------------------ generated messages

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=False)
    | st.text(max_size=8)
    | st.sampled_from(["produce", "honey", "<!--", "</script>", "forage", "pollen"]),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=6,
)


def messages(fields: dict[str, frozenset[str]], extra: dict[str, Any] | None = None) -> Any:
    """Page messages: mostly of a known kind with fields of any value, some anything at all."""
    names = sorted({f for fs in fields.values() for f in fs} | {"ply", "hex", "name"})
    field_values = {name: json_values for name in names} | (extra or {})
    known = st.fixed_dictionaries(
        {"kind": st.sampled_from(sorted(fields)) | json_values},
        optional=field_values,
    )
    return st.one_of(known, known, json_values)


ACTION_FIELDS = ("space", "tile", "workers", "anchor", "direction", "action", "cell", "hex")
ACTION_FIELDS += ("resource", "quantity", "stack")
actions = st.fixed_dictionaries(
    {"kind": st.sampled_from(ACTION_KINDS) | json_values},
    optional={
        name: json_values | st.lists(st.integers(-3, 8), min_size=2, max_size=2)
        for name in ACTION_FIELDS
    },
)
FUZZ = settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


def check_refusal(widget: Any, before: tuple, after: tuple) -> None:
    """A message the widget refused (it shows an error) changed nothing."""
    if widget.last_error:
        assert after == before


def run_stream(
    widget: Any, target: Any, state: Callable[[Any], tuple], content: object, shown: bool = True
) -> None:
    before = state(target)
    send(widget, content)
    after = state(target)
    check_refusal(target if shown else widget, before, after)


# ------------------------------------------------------------------ the board


@pytest.fixture(scope="module")
def board() -> HiveBoard:
    return HiveBoard(Hive.starting("star"))


@pytest.mark.parametrize(
    "content",
    [
        {"kind": []},
        {"kind": {"a": 1}},
        {"kind": "jump", "ply": 10**40},
        {"kind": "place", "anchor": [1, 1], "direction": 0, "action": HUGE},
        {"kind": HUGE},
        [HUGE],
    ],
)
def test_the_board_shows_what_it_cannot_read(board, content):
    before = board_state(board)
    send(board, content)
    assert board.last_error and board._error
    assert len(board._error) < 400  # a short prefix of the bad value, not all of it
    assert board_state(board) == before


@FUZZ
@given(content=messages(BOARD_FIELDS))
def test_board_messages_never_escape(board, content):
    run_stream(board, board, board_state, content)


# ------------------------------------------------------------------ the table


def next_action_pending() -> Game:
    """A game where "choose the next action" is pending."""
    rng = random.Random(3)
    game = Game.new(["A", "B"], seed=1)
    while game.pending.kind != "next_action":
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.fixture(scope="module")
def table() -> GameTable:
    return GameTable(next_action_pending(), bot_delay=0)


@pytest.mark.parametrize(
    "action",
    [
        {"kind": []},
        {"kind": "resolve", "action": "honey"},
        {"kind": "decree", "action": []},
        {"kind": "sell", "resource": HUGE, "quantity": 1},
        {"kind": "fan", "hex": [10**40, 0]},
    ],
)
def test_the_table_shows_what_it_cannot_read_or_take(table, action):
    assert table.game.pending.kind == "next_action"
    before = table_state(table)
    send(table, {"kind": "act", "action": action})
    assert table.last_error and table._error
    assert len(table._error) < 600
    assert table_state(table) == before


@FUZZ
@given(content=messages(TABLE_FIELDS, {"action": actions}))
def test_table_messages_never_escape(table, content):
    run_stream(table, table, table_state, content)


# ------------------------------------------------------------------ lessons, full game, classroom


@pytest.fixture(scope="module")
def lesson() -> Lesson:
    return Lesson("hive_and_tiles")


@FUZZ
@given(content=messages(BOARD_FIELDS))
def test_lesson_board_messages_never_escape(lesson, content):
    run_stream(lesson.board, lesson.board, board_state, content)


@pytest.fixture(scope="module")
def game_lesson() -> GameLesson:
    return GameLesson("workers_and_beelines")


@FUZZ
@given(content=messages(TABLE_FIELDS, {"action": actions}))
def test_game_lesson_table_messages_never_escape(game_lesson, content):
    run_stream(game_lesson.table, game_lesson.table, table_state, content)


@pytest.fixture(scope="module")
def full_game() -> FullGame:
    return FullGame(seed=2, bot_delay=0)


@FUZZ
@given(content=messages(TABLE_FIELDS, {"action": actions}))
def test_full_game_table_messages_never_escape(full_game, content):
    run_stream(full_game.table, full_game.table, table_state, content)


@pytest.fixture(scope="module")
def first_game() -> FirstGame:
    return FirstGame(seed=2, bot_delay=0)


@FUZZ
@given(content=messages(TABLE_FIELDS, {"action": actions}))
def test_first_game_table_messages_never_escape(first_game, content):
    """The coach reads every change the table makes and every refusal it shows."""
    run_stream(first_game, first_game, table_state, content)
    assert first_game._coach["feedback"] == escape(first_game._error)


why_messages = st.one_of(
    st.fixed_dictionaries(
        {"why": st.sampled_from(["ask", "queen", "play", "show"]) | json_values},
        optional={
            "rank": st.integers(min_value=-2, max_value=8) | json_values,
            "kind": json_values,
        },
    ),
    json_values,
)


@FUZZ
@given(content=why_messages)
def test_full_game_why_messages_never_escape(full_game, content):
    run_stream(full_game, full_game, table_state, content)
    assert json.loads(json.dumps(full_game._full)) == full_game._full


@pytest.fixture(scope="module")
def classroom() -> Classroom:
    return Classroom("first-game")


def panel_state(panel: Any) -> tuple:
    return (panel.run.ply, tuple(sorted(panel.run.revealed)))


@pytest.mark.parametrize(
    "content",
    [
        {"kind": "jump", "ply": 10**40},
        {"kind": "command", "name": [HUGE]},
        {"kind": "show", "who": HUGE},
        {"kind": "jump"},
    ],
)
def test_the_classroom_panel_shows_what_it_cannot_read(classroom, content):
    """The classroom is one widget: the panel's messages reach it, the panel says why."""
    before = (panel_state(classroom.panel), classroom.table.page_state())
    send(classroom, content)
    assert classroom.panel.last_error and len(classroom.panel._error) < 400
    assert classroom._classroom["error"] == classroom.panel._error
    assert (panel_state(classroom.panel), classroom.table.page_state()) == before


@pytest.mark.parametrize("content", [{"kind": []}, HUGE, ["jump"]])
def test_a_message_of_no_kind_goes_to_the_classroom_table(classroom, content):
    before = (panel_state(classroom.panel), table_state(classroom.table))
    send(classroom, content)
    assert classroom.table.last_error and len(classroom.table._error) < 400
    assert (panel_state(classroom.panel), table_state(classroom.table)) == before


@FUZZ
@given(content=messages({"command": frozenset({"name"}), "jump": frozenset({"ply"})}))
def test_classroom_panel_messages_never_escape(classroom, content):
    classroom.panel.show_error("")
    run_stream(classroom, classroom.panel, panel_state, content)


@FUZZ
@given(content=messages(TABLE_FIELDS, {"action": actions}))
def test_classroom_table_messages_never_escape(classroom, content):
    before = table_state(classroom.table)
    send(classroom.table, content)
    assert table_state(classroom.table) == before  # the classroom's table takes no moves
