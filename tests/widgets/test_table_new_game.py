"""A new game before the end needs the learner's confirmation; refusals change nothing.

The page's "New game…" dialog asks "Abandon this game?" while a game is in progress and
sends ``"confirm": true`` only after Yes (tests/js/fall_table.test.mjs); the table refuses
a ``new_game`` without it before the end, says why (en, hu) and keeps its game, record and
history as they were.
"""

from __future__ import annotations

import pytest

from honeybuzz_lab.core.messages import MessageError
from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot, action_from_json
from honeybuzz_lab.games.honeybuzz.widgets import GameTable
from honeybuzz_lab.games.honeybuzz.widgets.table_messages import NewGame, parse_table_message


def _table(language: str = "en") -> GameTable:
    game = Game.new(["Ann", "Bot"], seed=3)
    table = GameTable(game, bots={1: GreedyBot(3)}, bot_delay=0, seat=0, language=language)
    table.apply(game.legal_actions()[0])
    return table


def _snapshot(table: GameTable) -> tuple:
    game = table.game
    return (game, game.to_record(), game.history.ply, len(game.history.log), game.can_redo())


def test_the_message_carries_the_confirmation():
    assert parse_table_message({"kind": "new_game"}) == NewGame(None, False)
    assert parse_table_message({"kind": "new_game", "confirm": True}) == NewGame(None, True)
    assert parse_table_message(
        {"kind": "new_game", "modules": ["advanced"], "confirm": True}
    ) == NewGame(("advanced",), True)
    with pytest.raises(MessageError, match="'confirm' must be true or false"):
        parse_table_message({"kind": "new_game", "confirm": "yes"})


@pytest.mark.parametrize(
    "message", [{"kind": "new_game"}, {"kind": "new_game", "modules": ["advanced"]}]
)
def test_a_new_game_mid_game_without_confirmation_is_refused(message):
    table = _table()
    before = _snapshot(table)
    assert not table.handle_message(message)
    assert "A game is in progress" in table.last_error
    assert _snapshot(table) == before


def test_the_refusal_in_hungarian():
    table = _table("hu")
    assert not table.handle_message({"kind": "new_game"})
    assert "Egy játék folyamatban van" in table.last_error


def test_a_confirmed_new_game_starts_and_the_dialog_knows_the_game_is_in_progress():
    table = _table()
    chooser = table._chooser
    assert chooser["in_progress"] is True
    assert chooser["abandon"] == "Abandon this game?" and chooser["yes"] == "Yes"
    old = table.game
    assert table.handle_message({"kind": "new_game", "modules": ["advanced"], "confirm": True})
    assert table.game is not old and "advanced" in table.game.rules.modules


def test_after_the_end_play_again_needs_no_confirmation():
    game = Game.new(["Ann", "Bot"], seed=3)
    table = GameTable(game, bots={1: GreedyBot(3)}, bot_delay=0, seat=0)
    bot = GreedyBot(4)
    while not game.is_over:
        table.apply(bot.choose(game))
    assert table._chooser["in_progress"] is False
    assert table.handle_message({"kind": "new_game"})
    assert table.game is not game


def test_refused_acts_leave_the_plain_tables_history_as_it_was():
    table = _table()
    game = table.game
    before = _snapshot(table)
    illegal = next(
        a
        for a in ({"kind": "end_turn"}, {"kind": "recall"}, {"kind": "fan"})
        if game.explain(action_from_json(a)) is not None
    )
    for message in ({"kind": "act", "action": illegal}, {"kind": "redo"}, {"kind": "new_game"}):
        assert not table.handle_message(message)
        assert table.last_error
        assert _snapshot(table) == before
