"""The "Why?" panel, driven from Python as its buttons drive it."""

from __future__ import annotations

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot, IllegalAction
from honeybuzz_lab.games.honeybuzz.lessons.why import WhyPanel


def rows(panel):
    return [row for row in panel._body.children if hasattr(row, "children")]


def test_why_shows_every_suggestion_with_a_play_button():
    game = Game.new(["You", "Bot"], seed=1, first_game=True)
    panel = WhyPanel(game)
    assert "Press" in panel._message.value and not panel._body.children
    advice = panel._button.click() or panel.advice
    assert advice is not None and advice.decision == "turn"
    buttons = [r.children[0].children[0] for r in rows(panel)]
    assert [b.description.split(":", 1)[0] for b in buttons] == [
        f"{i}. Play this" for i in range(1, len(advice) + 1)
    ]
    assert "bot's pick" in buttons[0].description
    assert game.history.ply == 0  # asking changes nothing


def test_play_applies_the_suggestion_and_clears_the_advice():
    game = Game.new(["You", "Bot"], seed=1, first_game=True)
    panel = WhyPanel(game)
    panel.why()
    played = []
    panel.on_play(played.append)
    second = panel.advice.suggestions[1]
    first_row_button = rows(panel)[1].children[0].children[0]
    first_row_button.click()  # suggestion 2
    assert game.actions == [second.action]
    assert played == [second]
    assert panel.advice is None and "Played:" in panel._message.value


def test_advice_goes_stale_when_the_game_moves_on():
    game = Game.new(["You", "Bot"], seed=1, first_game=True)
    panel = WhyPanel(game, language="hu")
    panel.why()
    game.apply(GreedyBot(3).choose(game))
    assert panel.advice is None and "továbblépett" in panel._message.value


def test_play_without_advice_or_a_wrong_rank_is_refused():
    game = Game.new(["You", "Bot"], seed=1, first_game=True)
    panel = WhyPanel(game)
    with pytest.raises(IllegalAction, match="Press Why"):
        panel.play(1)
    panel.why()
    for rank in (0, 99):
        with pytest.raises(IllegalAction, match="there is no suggestion"):
            panel.play(rank)
    assert game.history.ply == 0


def test_a_finished_game_has_nothing_to_explain():
    game = Game.new(["You", "Bot"], seed=2, first_game=True)
    bots = [GreedyBot(1), GreedyBot(2)]
    while not game.is_over:
        game.apply(bots[game.pending.player].choose(game))
    panel = WhyPanel(game)
    assert panel.why() is None and "over" in panel._message.value


def test_only_games_and_tables_are_explained():
    with pytest.raises(TypeError, match="a Game or a GameTable"):
        WhyPanel("a game")


@pytest.mark.parametrize("language", ["en", "hu"])
def test_play_returns_the_logs_sentences_in_the_panels_language(language):
    game = Game.new(["Anna", "Ben"], seed=1, first_game=True)
    panel = WhyPanel(game, language=language)
    panel.why()
    lines = panel.play(1)
    assert lines and lines == game.log_in(language)[-len(lines) :]
    assert any(("takes" in line) == (language == "en") for line in lines)
