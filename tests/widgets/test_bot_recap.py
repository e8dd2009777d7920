"""What the bots did while the learner waited: a line per bot turn, from the engine's log."""

from __future__ import annotations

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.widgets import GameTable


def _after_bots(language: str) -> GameTable:
    table = GameTable(
        Game.new(["Anna", "Ben"], seed=7, first_game=True),
        bots={1: GreedyBot()},
        seat=0,
        bot_delay=0,
        language=language,
    )
    me = GreedyBot()
    while not table._last.get("recap"):
        if table.game.pending.player == 0:
            table.apply(me.choose(table.game))
        table.play_bots()
    return table


def test_the_recap_says_what_the_bot_did_in_the_engines_words() -> None:
    table = _after_bots("en")
    (turn,) = table._last["recap"]
    assert turn["seat"] == 1
    assert turn["text"].startswith("Ben takes a ")
    assert "turn ends" not in turn["text"]  # the status line says whose turn it is
    # each move a step of the page's caption: its sentences and its pieces, the bot's board
    moves = turn["moves"]
    assert " ".join(m["text"] for m in moves) == turn["text"]
    assert moves[0]["text"].startswith("Ben takes a ")
    assert moves[0]["marks"][0]["area"] == "box"
    assert all({"area": "player", "player": 1} in m["marks"] for m in moves)
    assert table.game.pending.player == 0


def test_the_recap_follows_the_tables_language() -> None:
    table = _after_bots("en")
    english = table._last["recap"][0]["text"]
    table.language = "hu"
    hungarian = table._last["recap"][0]["text"]
    assert hungarian != english and hungarian.startswith("Ben ")


def test_no_recap_without_bots() -> None:
    table = GameTable(Game.new(["Anna", "Ben"], seed=7), bot_delay=0)
    table.apply(table.game.legal_actions()[0])
    assert table._last["recap"] == []
