"""Lesson 9 on the real GameTable: the learner's clicks (page messages), the Why? panel,
the bots' answers, saving and loading, replaying from a seed."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest

from honeybuzz_lab.core.i18n.catalog import CatalogError
from honeybuzz_lab.games.honeybuzz.game import EndTurn, Game, GameRecordError, GreedyBot, RandomBot
from honeybuzz_lab.games.honeybuzz.lessons.full_game import BOT_NAMES, FullGame, make_bots
from honeybuzz_lab.games.honeybuzz.widgets import GameTable

T = TypeVar("T")


def act(action: object) -> dict:
    """The message the page sends for a click that answers with ``action``."""
    return {"kind": "act", "action": action.to_json()}  # type: ignore[attr-defined]


def click_until_the_bots_move(play: FullGame, me: GreedyBot) -> int:
    """Click the learner's choices (``me``'s) to the end of the learner's turn; with no
    delay the bots have answered when the click returns. Returns the clicks made."""
    clicks = 0
    while not play.game.is_over and play.game.pending.player == 0:
        action = me.choose(play.game)
        assert play.table.handle_message(act(action)), play.table.last_error
        clicks += 1
        if action.kind == "end_turn":
            break
    return clicks


def in_a_thread(function: Callable[[], T]) -> T:
    """Run ``function`` in a thread of its own (no event loop runs there unless it starts
    one; in the main thread the browser tests keep one open)."""
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


@pytest.fixture
def play() -> FullGame:
    return in_a_thread(lambda: FullGame(bots=1, strength="greedy", seed=5, bot_delay=0))


# ---------------------------------------------------------------------- the table


@pytest.mark.parametrize("count", [1, 2, 3])
def test_the_learner_sits_at_seat_0_of_a_real_game_table(count: int) -> None:
    play = FullGame(bots=count, seed=4, bot_delay=0)
    assert isinstance(play.table, GameTable) and play.table.game is play.game
    assert [p.name for p in play.game.players] == ["Player", *BOT_NAMES[:count]]
    assert play.table.seat == 0 and sorted(play.table.bots) == list(range(1, count + 1))
    assert play.table._roles[0] == {"bot": None, "you": True}
    assert [r["bot"] for r in play.table._roles[1:]] == ["greedy"] * count
    assert play.table._pending["mine"] and play.table._pending["kind"] == "turn"
    assert play.table._history == {"undo": False, "redo": False, "why": ""}
    assert play.table is play  # one anywidget: the table, the title line and Why? above it
    assert play._full == {"header": play.header, "why": play.why.state}
    assert "Player against Bee-bot (greedy bot)" in play.header
    assert repr(play) == (
        f"FullGame({play.game!r}, bots: {', '.join(['greedy'] * count)}, language='en')"
    )


def test_a_click_on_the_table_plays_and_the_bot_answers_in_the_log(play: FullGame) -> None:
    me = GreedyBot(7)
    log_before = len(play.table._log)
    click_until_the_bots_move(play, me)
    game = play.game
    assert game.pending.player == 0  # the bot has played its whole turn already
    seats = {game.state.players[0].name, game.state.players[1].name}
    assert seats == {"Player", "Bee-bot"}
    log = play.table._log
    assert len(log) > log_before and log == game.log
    assert any(line.startswith("Bee-bot ") for line in log[log_before:])
    assert play.table._last["ply"] == len(game.actions) and play.table._error == ""


def test_why_explains_the_current_options_and_outlines_the_bots_pick(play: FullGame) -> None:
    assert not play.handle_message({"why": "ask"})  # the Why? button; the game is unchanged
    advice = play.why.advice
    assert advice is not None and advice.decision == "turn"
    assert len(advice.suggestions) == 5 and advice.suggestions[0].label.startswith("Take ")
    assert "Why? What your options would do" in play._full["why"]["message"]["html"]
    assert [o["rank"] for o in play._full["why"]["advice"]["options"]] == [1, 2, 3, 4, 5]
    assert play.table.highlight == list(advice.bot.highlight) != []
    assert play.table._highlight == play.table.highlight  # what the page outlines
    assert play.game.history.ply == 0  # asking changes nothing


def test_a_click_on_the_table_clears_the_advice_and_its_outline(play: FullGame) -> None:
    play.why.why()
    assert play.table.highlight
    assert play.table.handle_message(act(GreedyBot(7).choose(play.game)))
    assert play.why.advice is None and "moved on" in play.why.message
    assert play.table.highlight == [] and play.table._highlight == []


def test_an_outline_the_panel_did_not_make_stays(play: FullGame) -> None:
    play.why.why()
    play.table.highlight = [{"area": "box", "name": "produce"}]
    play.table.handle_message(act(GreedyBot(7).choose(play.game)))
    assert play.table.highlight == [{"area": "box", "name": "produce"}]


def test_play_this_plays_through_the_table_so_the_bot_answers(play: FullGame) -> None:
    me = GreedyBot(7)
    while play.game.pending.player == 0 and play.game.pending.kind != "end_turn":
        play.table.apply(me.choose(play.game))
    play.why.why()
    assert [s.label for s in play.why.advice.suggestions] == ["End your turn"]
    assert play.handle_message({"why": "play", "rank": 1})  # "1. Play this: End the turn"
    assert play.game.pending.player == 0 and len(play.game.actions) > 0
    assert any(line.startswith("Bee-bot ") for line in play.table._log)
    assert "Played: End your turn." in play.why.message


def test_show_on_the_table_outlines_another_option(play: FullGame) -> None:
    advice = play.why.why()
    second = advice.suggestions[1]
    assert play._full["why"]["advice"]["options"][1]["show"]
    assert not play.handle_message({"why": "show", "rank": 2})  # "Show on the table"
    assert play.table.highlight == list(second.highlight) != list(advice.bot.highlight)


def test_a_malformed_why_message_is_shown_on_the_table_and_changes_nothing(
    play: FullGame,
) -> None:
    play.why.why()
    before, record = dict(play._full), play.game.to_record()
    for content in ({"why": "play", "rank": 9}, {"why": "hint"}, {"why": "ask", "x": 1}):
        assert not play.handle_message(content)
        assert play._error and play._error == play.last_error
        assert play._full == before and play.game.to_record() == record
    assert play.handle_message({"why": "play", "rank": 1})
    assert play._error == "" and "Played:" in play.why.message


def test_a_refused_click_is_explained_and_changes_nothing(play: FullGame) -> None:
    before = play.game.to_record()
    assert not play.table.handle_message(act(EndTurn()))  # not now: a tile or a recall first
    assert play.table._error and play.table._error == play.table.last_error
    assert play.game.to_record() == before
    assert not play.table.handle_message({"kind": "act"})
    assert "needs action" in play.table._error
    assert play.game.to_record() == before


def test_undo_takes_back_the_learners_move_and_the_bots_answers(play: FullGame) -> None:
    me = GreedyBot(7)
    click_until_the_bots_move(play, me)
    plies = len(play.game.actions)
    assert play.table.handle_message({"kind": "undo"})
    assert play.game.pending.player == 0 and play.game.history.ply < plies
    assert play.table._history["redo"] is True
    assert play.table.handle_message({"kind": "redo"})
    assert play.game.history.ply == plies


def test_why_waits_while_a_bot_is_to_move_and_the_bot_moves_after_its_delay() -> None:
    async def run() -> tuple[str, int, int, FullGame]:
        play = FullGame(bots=1, seed=5, bot_delay=0.05)
        me = GreedyBot(7)
        while play.game.pending.player == 0:
            play.table.apply(me.choose(play.game))
        ply = len(play.game.actions)
        play.why.why()
        message = play.why.message
        for _ in range(400):
            await asyncio.sleep(0.01)
            if play.game.pending.player == 0:
                break
        return message, ply, len(play.game.actions), play

    message, ply, later, play = in_a_thread(lambda: asyncio.run(run()))
    assert "Bee-bot is a bot: wait for the bots to move" in message
    assert later > ply + 1  # one action at a time, after the delay each
    assert play.why.why() is not None  # the learner's decision again


def test_a_whole_game_by_clicks_ends_with_the_scores_and_nothing_to_explain() -> None:
    play = FullGame(bots=2, strength=["greedy", "random"], seed=8, bot_delay=0)
    me = GreedyBot(3)
    for _ in range(400):
        if play.game.is_over:
            break
        click_until_the_bots_move(play, me)
    assert play.game.is_over
    assert play.table._pending["kind"] == "game_over" and play.table._scores["players"]
    assert play.why.why() is None and "game is over" in play.why.message


# ---------------------------------------------------------------------- records and seeds


def test_save_and_load_go_on_from_the_same_position(play: FullGame, tmp_path: Path) -> None:
    click_until_the_bots_move(play, GreedyBot(7))
    path = play.save(tmp_path / "my-game.json")
    record = json.loads(path.read_text(encoding="utf-8"))
    assert len(record["actions"]) == len(play.game.actions) and record["seed"] == 5
    again = FullGame.load(path, strength="random", bot_delay=0)
    assert again.game.state.to_json() == play.game.state.to_json()
    assert again.table.seat == 0 and isinstance(again.table.bots[1], RandomBot)
    assert again.table._pending["mine"] and again.table._log == play.table._log


def test_a_broken_record_is_refused_with_the_reason(tmp_path: Path) -> None:
    with pytest.raises(GameRecordError, match="cannot read"):
        FullGame.load(tmp_path / "missing.json")
    broken = tmp_path / "broken.json"
    broken.write_text("{", encoding="utf-8")
    with pytest.raises(GameRecordError, match="not valid JSON"):
        FullGame.load(broken)


def test_the_same_seed_and_the_same_moves_replay_the_same_game() -> None:
    games = []
    for _ in range(2):
        play = FullGame(bots=2, seed=9, bot_delay=0)
        me = GreedyBot(3)
        for _ in range(5):
            click_until_the_bots_move(play, me)
        games.append([a.to_json() for a in play.game.actions])
    assert games[0] == games[1] and len(games[0]) > 20
    other = FullGame(bots=2, seed=10, bot_delay=0)
    assert other.game.state.to_json() != FullGame(bots=2, seed=9).game.state.to_json()


def test_a_game_of_ones_own_is_played_on(tmp_path: Path) -> None:
    game = Game.new(["Zoe", "Max", "Ida"], seed=2, first_game=True)
    play = FullGame(game, strength=["random", "greedy"], bot_delay=0)
    assert play.game is game and play.strengths == ["random", "greedy"]
    assert "Zoe against Max (random bot), Ida (greedy bot)" in play.header


@pytest.mark.parametrize(
    ("options", "error", "reason"),
    [
        ({"bots": 0}, ValueError, "1 to 3 bots, not 0"),
        ({"bots": 4}, ValueError, "1 to 3 bots, not 4"),
        ({"strength": "hard"}, ValueError, "unknown bot strength 'hard'"),
        ({"bots": 2, "strength": ["greedy"]}, ValueError, "one strength for each of the 2"),
        ({"language": "de"}, CatalogError, "no lessons in language 'de'"),
        ({"game": "my game"}, TypeError, "plays a Game, not str"),
    ],
)
def test_bad_options_are_refused_with_the_reason(options: dict, error: type, reason: str) -> None:
    with pytest.raises(error, match=reason):
        FullGame(**options)


def test_make_bots_seeds_each_seat() -> None:
    bots = make_bots(3, ["greedy", "random", "greedy"], seed=2)
    assert sorted(bots) == [1, 2, 3] and isinstance(bots[2], RandomBot)


def test_hungarian_lesson() -> None:
    play = FullGame(bots=1, seed=5, bot_delay=0, language="hu")
    assert "mohó" in play.header
    play.why.why()
    assert play._full["why"]["advice"]["options"] and play.why.language == "hu"
    assert play._full["why"]["buttons"]["why"]["label"] == "Miért?"


def test_a_new_game_on_the_table_clears_the_advice_of_the_old_one(play: FullGame) -> None:
    old = play.game
    play.why.why()
    assert play.table.handle_message({"kind": "new_game", "confirm": True})
    assert play.game is not old and play.why.advice is None
    assert "moved on" in play.why.message and play.table.highlight == []
    assert play.why.why().decision == "turn"  # advice about the new game
    old.apply(GreedyBot(1).choose(old))  # the old game no longer concerns the panel
    assert play.why.advice is not None


def test_the_bots_are_named_in_the_games_language() -> None:
    from honeybuzz_lab.core.i18n import catalog as package_catalog
    from honeybuzz_lab.games.honeybuzz.lessons.full_game import bot_names

    play = FullGame(bots=3, seed=5, bot_delay=0, language="hu")
    names = [p.name for p in play.game.players]
    assert names == ["Játékos", *bot_names("hu")]
    # the first bot is named as the table names its own default bot
    assert names[1] == package_catalog("hu")["table.default.bot"] == "Méhrobot"
    assert "Méhrobot (mohó bot)" in play.header and "Bee-bot" not in play.header
    assert bot_names("en") == BOT_NAMES
    with pytest.raises(CatalogError, match="no lessons in language"):
        bot_names("de")


def test_a_full_game_in_the_advanced_variant_with_why_from_the_players_view() -> None:
    from honeybuzz_lab.games.honeybuzz.lessons.advisor import WORLDS

    play = FullGame(bots=2, seed=11, bot_delay=0, modules=["advanced"], language="hu")
    assert play.game.rules.modules == ("advanced",)
    assert play.game.state.woodland.side.name == "B"
    assert "modules: ['advanced']" in repr(play)
    me = GreedyBot(3)
    while play.game.pending.player != 0 or play.game.pending.kind != "turn":
        play.table.apply(me.choose(play.game))
    advice = play.why.why()
    assert advice is not None and advice.worlds == WORLDS
    assert f"{WORLDS} lehetséges elrendezésből" in play._full["why"]["advice"]["method"]
    played = len(play.game.actions)
    play.why.play(1)  # played through the table
    assert len(play.game.actions) > played and play.game.pending.kind == "place"
    with pytest.raises(TypeError):
        FullGame(play.game, modules=["advanced"])
