"""The "Why?" panel, driven from Python as its buttons drive it (the page's messages)."""

from __future__ import annotations

import json

import pytest

from honeybuzz_lab.core.messages import MessageError
from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot, IllegalAction
from honeybuzz_lab.games.honeybuzz.lessons.why import WhyPanel


def options(panel):
    """The options the page draws (plain data), [] without advice."""
    advice = panel.state["advice"]
    return advice["options"] if advice else []


def test_why_shows_every_suggestion_with_a_play_button():
    game = Game.new(["You", "Bot"], seed=1, first_game=True)
    panel = WhyPanel(game)
    assert "Press" in panel.message and not options(panel)
    panel.page_message({"why": "ask"})  # the Why? button
    advice = panel.advice
    assert advice is not None and advice.decision == "turn"
    buttons = [o["button"] for o in options(panel)]
    assert [b.split(":", 1)[0] for b in buttons] == [
        f"{i}. Play this" for i in range(1, len(advice) + 1)
    ]
    assert "bot's pick" in buttons[0] and options(panel)[0]["bot"]
    assert not any(o["show"] for o in options(panel))  # no table to show them on
    assert game.history.ply == 0  # asking changes nothing


def test_play_applies_the_suggestion_and_clears_the_advice():
    game = Game.new(["You", "Bot"], seed=1, first_game=True)
    panel = WhyPanel(game)
    panel.why()
    played = []
    panel.on_play(played.append)
    second = panel.advice.suggestions[1]
    panel.page_message({"why": "play", "rank": 2})  # the second option's Play this
    assert game.actions == [second.action]
    assert played == [second]
    assert panel.advice is None and "Played:" in panel.message and not options(panel)


def test_advice_goes_stale_when_the_game_moves_on():
    game = Game.new(["You", "Bot"], seed=1, first_game=True)
    panel = WhyPanel(game, language="hu")
    panel.why()
    game.apply(GreedyBot(3).choose(game))
    assert panel.advice is None and "továbblépett" in panel.message


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
    assert panel.why() is None and "over" in panel.message


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


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ("why", "must be an object"),
        ({"why": "explain"}, "unknown Why\\? request 'explain'"),
        ({"why": 3}, "unknown Why\\? request 3"),
        ({"why": "play"}, "needs rank"),
        ({"why": "ask", "rank": 1}, "takes no rank"),
        ({"why": "play", "rank": 0}, "'rank' must be an option shown"),
        ({"why": "play", "rank": True}, "'rank' must be an option shown"),
        ({"why": "show", "rank": "1"}, "'rank' must be an option shown"),
        ({"why": "play", "rank": 6}, "1 to 5"),
    ],
)
def test_a_malformed_page_message_is_refused_and_changes_nothing(content, reason):
    game = Game.new(["You", "Bot"], seed=1, first_game=True)
    panel = WhyPanel(game)
    panel.why()
    before = panel.state
    with pytest.raises(MessageError, match=reason):
        panel.page_message(content)
    assert panel.state == before and game.history.ply == 0


def test_a_stale_play_is_said_in_the_panel():
    game = Game.new(["You", "Bot"], seed=1, first_game=True)
    panel = WhyPanel(game)
    with pytest.raises(MessageError, match="none: no advice is shown"):
        panel.page_message({"why": "play", "rank": 1})
    panel.why()
    game.apply(GreedyBot(3).choose(game))  # the advice goes stale before the click arrives
    with pytest.raises(MessageError):
        panel.page_message({"why": "play", "rank": 1})
    assert "moved on" in panel.message and len(game.actions) == 1


def test_the_state_is_plain_json_in_both_languages():
    for language in ("en", "hu"):
        game = Game.new(["You", "Bot"], seed=1, first_game=True)
        panel = WhyPanel(game, language=language)
        seen = []
        panel.on_state(seen.append)
        panel.why(queen=True)
        state = json.loads(json.dumps(panel.state))
        assert state == panel.state == seen[-1]
        assert state["language"] == language and state["advice"]["options"]
        assert state["buttons"]["why"]["label"] == {"en": "Why?", "hu": "Miért?"}[language]
