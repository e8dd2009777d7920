"""At a table, undo stops at chance a person has seen (RULINGS 10, "Chance is not undone").

A card turned up (an order, a drone card), a tile shown: the table's Undo refuses to cross
it and says why (its title and the error, in English and Hungarian); the engine's own undo
stays free (analysis, the explorer, lessons).
"""

from __future__ import annotations

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot, IllegalAction
from honeybuzz_lab.games.honeybuzz.widgets import GameTable

CHANCE_EN = "chance is not taken back"
CHANCE_HU = "a véletlent nem lehet visszavenni"


def _play_until_a_reveal(table: GameTable, seed: int, limit: int = 400) -> int:
    """The learner (and the bots after) play greedily until a ply turns up chance the
    learner sees; returns that ply."""
    game = table.game
    bot = GreedyBot(seed)
    for _ in range(limit):
        if game.chance_barrier(table.humans()):
            return game.chance_barrier(table.humans())
        assert table.handle_message({"kind": "act", "action": bot.choose(game).to_json()}), (
            table.last_error
        )
    raise AssertionError("no chance was met")


def test_undo_stops_at_an_order_turned_up():
    game = Game.new(["Ann", "Bot"], seed=3)
    table = GameTable(game, bots={1: GreedyBot(3)}, bot_delay=0, seat=0)
    barrier = _play_until_a_reveal(table, 3)
    # undo what may still be undone: never below the card turned up
    while table.undo_refusal() is None and game.actions:
        assert table.handle_message({"kind": "undo"}), table.last_error
    assert game.history.ply >= barrier
    assert any("turned up" in line for line in game.log)
    ply, record = game.history.ply, game.to_record()
    assert CHANCE_EN in table._history["why"]
    assert not table.handle_message({"kind": "undo"})
    assert CHANCE_EN in table.last_error
    assert game.history.ply == ply and game.to_record() == record
    try:
        table.undo()
    except IllegalAction as e:
        assert CHANCE_EN in str(e)
    else:  # pragma: no cover
        raise AssertionError("the table's undo crossed a card turned up")
    table.language = "hu"
    assert CHANCE_HU in table._history["why"]
    # the engine's own undo stays free (analysis, the explorer)
    copy = Game.from_record(record)
    assert copy.undo() is not None and copy.history.ply == ply - 1


def test_a_solo_drone_card_flipped_stops_the_undo_of_the_turn_before():
    game = Game.new(["Ann"], seed=5, modules=["solo"])
    table = GameTable(game, bot_delay=0)
    bot = GreedyBot(5)
    while not any("is flipped" in line for line in game.log):
        table.apply(bot.choose(game))
    assert table.undo_refusal() is not None
    assert not table.handle_message({"kind": "undo"})
    assert CHANCE_EN in table.last_error


def test_undo_before_any_chance_is_free():
    game = Game.new(["Ann", "Bot"], seed=3)
    table = GameTable(game, bots={1: GreedyBot(3)}, bot_delay=0, seat=0)
    action = game.legal_actions()[0]
    table.apply(action)
    assert game.chance_barrier() == 0 and table.undo_refusal() is None
    assert table.handle_message({"kind": "undo"}) and game.history.ply == 0


def test_chance_only_bots_saw_does_not_stop_an_undo():
    game = Game.new(["Bot1", "Bot2"], seed=3)
    bot = GreedyBot(3)
    while not game.reveals():
        game.apply(bot.choose(game))
    assert game.chance_barrier(humans=[]) == 0
    assert game.chance_barrier() == game.reveals()[-1][0]
