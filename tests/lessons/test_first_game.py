"""The first games of both games: a whole game clicked through the page's messages, each
rule coached once when it first matters, in both languages; a refused click explained;
the coaching kept with the game across a resume (a kernel restart)."""

from __future__ import annotations

from typing import Any

import pytest

import honeybuzz_lab.core.saved_games as sg
from honeybuzz_lab.core.lessons.first_game import GOAL, Coach, first_sentence
from honeybuzz_lab.games.honeybuzz.game import GreedyBot
from honeybuzz_lab.games.honeybuzz.lessons import first_game as hb_first
from honeybuzz_lab.games.honeybuzz.lessons.first_game import FirstGame
from honeybuzz_lab.games.honeybuzz.lessons.texts import catalog as hb_catalog
from honeybuzz_lab.games.hustle.game.bots import PlanningBot
from honeybuzz_lab.games.hustle.lessons import first_game as hu_first
from honeybuzz_lab.games.hustle.lessons.first_game import HustleFirstGame
from honeybuzz_lab.games.hustle.widgets.table_messages import TableMessageError

GAMES = {
    "honeybuzz": (FirstGame, hb_first.SCOPE, GreedyBot, lambda a: a.to_json()),
    "hustle": (HustleFirstGame, hu_first.SCOPE, PlanningBot, str),
}
CASES = [(game, language) for game in GAMES for language in ("en", "hu")]


def click(play: Any, game: str, action: Any) -> bool:
    """The message the page sends for a click answering with ``action``."""
    return play.handle_message({"kind": "act", "action": GAMES[game][3](action)})


def play_through(play: Any, game: str, seed: int, most: int = 2000) -> list[dict[str, Any]]:
    """Click the learner's decisions (a bot chooses them) to the game's end; returns what
    the coach said at each point: the coach's state, the decision, the log's rules."""
    me = GAMES[game][2](seed)
    said = [dict(play._coach, decision=play.game.pending.kind, log=len(play.game.log_rules))]
    for _ in range(most):
        if play.game.is_over:
            return said
        assert play.game.pending.player == 0  # no delay: the bot has answered
        assert click(play, game, me.choose(play.game)), play.last_error
        said.append(
            dict(
                play._coach,
                decision=None if play.game.is_over else play.game.pending.kind,
                log=len(play.game.log_rules),
            )
        )
    raise AssertionError(f"the game did not end in {most} clicks")


def new(game: str, language: str, seed: int = 3, **options: Any) -> Any:
    return GAMES[game][0](language=language, seed=seed, bot_delay=0, **options)


@pytest.mark.parametrize(("game", "language"), CASES)
def test_a_whole_first_game_coaches_each_rule_once_when_it_first_matters(
    game: str, language: str
) -> None:
    play = new(game, language)
    scope = GAMES[game][1]
    said = play_through(play, game, seed=5)
    assert play.game.is_over
    shown = [line["id"] for s in said for line in s["lines"]]
    # the goal and the first decision at once
    first = said[0]["lines"]
    assert len(first) == 2 and first[1]["id"] == scope.decisions[said[0]["decision"]], first
    assert first[0]["id"] == scope.goal_rule  # the goal links the end scoring rule
    # each rule once (the goal's link names the end's rule, said again at the end)
    rules = shown[1:]
    assert len(rules) == len(set(rules)), sorted(r for r in rules if rules.count(r) > 1)
    # each decision kind's rule at the first decision of that kind
    met: set[str] = set()
    for s in said:
        rule = scope.decisions.get(s["decision"] or "")
        if rule and rule not in met:
            before = {line["id"] for t in said[: said.index(s)] for line in t["lines"]}
            assert rule in before | {line["id"] for line in s["lines"]}, (s["decision"], rule)
            met.add(rule)
    # every rule the log followed after the first decision is said, none left untaught
    logged = {r for r in play.game.log_rules[said[0]["log"] :] if r and r not in scope.skip}
    assert logged <= set(rules), sorted(logged - set(rules))
    assert set(play.coach.taught) | set(play.coach.shown) >= logged
    # the end: its rule stands in the last bubble, at the end's part of the table
    end = said[-1]
    assert scope.goal_rule in [line["id"] for line in end["lines"]]
    assert end["language"] == language and end["label"]
    # then the learner plays on alone: most decisions say nothing
    assert sum(1 for s in said if not s["lines"]) > len(said) / 2


@pytest.mark.parametrize("game", GAMES)
def test_every_line_is_said_in_both_languages(game: str) -> None:
    play = new(game, "en")
    play_through(play, game, seed=7)
    coach: Coach = play.coach
    for rule in [GOAL, *coach.taught]:
        en, hu = coach.line(rule, "en"), coach.line(rule, "hu")
        assert en["html"] and hu["html"] and en["html"] != hu["html"], rule
        assert en["title"] and hu["title"] and en["title"] != hu["title"], rule
    scope = GAMES[game][1]
    for language in ("en", "hu"):
        texts = scope.texts(language)
        for key in ("label", "goal.title", "goal.text"):
            assert texts[f"first_game.{key}"]
        for kind in scope.decisions:
            rule = scope.decisions[kind]
            if f"first_game.now.{kind}" in scope.texts("en"):
                assert texts[f"first_game.now.{kind}"], (language, kind)
            assert rule in scope.rules
    for rule in scope.targets:
        assert rule in scope.rules, rule


@pytest.mark.parametrize("game", GAMES)
def test_the_table_switches_the_coach_language(game: str) -> None:
    play = new(game, "en")
    english = [line["html"] for line in play._coach["lines"]]
    play.language = "hu"
    assert play._coach["language"] == "hu" and play._coach["label"] == "Edző"
    hungarian = [line["html"] for line in play._coach["lines"]]
    assert len(hungarian) == len(english) and hungarian != english
    assert "A cél:" in hungarian[0]


def test_a_refused_click_is_explained_without_the_answer_and_changes_nothing() -> None:
    play = new("hustle", "en")
    before = (list(play.game.actions), dict(play._coach))
    assert play.handle_message({"kind": "act", "action": "place 0,0 0"}) is False
    assert play.last_error and play._coach["feedback"]
    assert play._coach["lines"] == before[1]["lines"]  # the coach goes on as it was
    assert list(play.game.actions) == before[0]
    assert "place" not in play._coach["feedback"].lower() or "draw" in play._coach["feedback"]
    # the next good click clears the explanation
    assert click(play, "hustle", PlanningBot(1).choose(play.game))
    assert play._coach["feedback"] == ""


def test_a_refused_honey_buzz_click_is_explained() -> None:
    play = new("honeybuzz", "hu")
    before = list(play.game.history.moves)
    wrong = {"kind": "take_tile", "tile": "accounting", "workers": 9}
    assert play.handle_message({"kind": "act", "action": wrong}) is False
    assert list(play.game.history.moves) == before
    assert play.last_error and play._coach["feedback"]


@pytest.mark.parametrize("game", GAMES)
def test_a_resumed_first_game_does_not_teach_a_rule_again(game: str) -> None:
    cls = GAMES[game][0]
    play = cls(language="en", bot_delay=0)  # unseeded: kept and offered again
    me = GAMES[game][2](2)
    # 20 decisions, on to one where the coach speaks with the game going on (an unseeded
    # deal: at 40 the coach's next words were once the end's, and an ended game is not
    # offered again)
    for clicks in range(300):
        if clicks >= 20 and play.coach.shown and not play.game.is_over:
            break
        assert click(play, game, me.choose(play.game)), play.last_error
    assert not play.game.is_over
    taught, shown = list(play.coach.taught), list(play.coach.shown)
    assert len(taught) >= 3
    sg._HELD.clear()  # as after a kernel restart: no table of this process holds it
    again = cls(language="hu", bot_delay=0, resume=True)
    assert again.game.to_record() == play.game.to_record()
    assert again.coach.taught == taught and again.coach.shown == shown
    assert again._coach["lines"] == [again.coach.line(r, "hu") for r in shown]
    # kept apart from the other tables' games
    assert again.saved_id == play.saved_id
    # offered after a restart: the coach is silent until the learner answers
    sg._HELD.clear()
    offered = cls(language="en", bot_delay=0)
    assert offered._offer and offered._coach["lines"] == []
    assert offered.handle_message({"kind": "resume", "continue": True})
    assert offered.coach.taught == taught
    assert offered._coach["lines"] == [offered.coach.line(r, "en") for r in shown] != []


def test_the_hustle_hints_shown_are_kept_across_a_restart() -> None:
    play = HustleFirstGame(language="en", bot_delay=0)  # unseeded: kept and offered again
    me = PlanningBot(3)
    for _ in range(3):
        assert click(play, "hustle", me.choose(play.game)), play.last_error
    assert play.handle_message({"coach": "hint"}) and play.handle_message({"coach": "hint"})
    hint = play._coach["hint"]
    assert hint["send"] == "play" and len(hint["items"]) == 2
    sg._HELD.clear()  # as after a kernel restart: no table of this process holds it
    again = HustleFirstGame(language="en", bot_delay=0, resume=True)
    assert again._coach["hint"] == hint  # the same hints, the button plays the pick
    assert again.play_hint() and again._coach["hint"]["items"] == []
    assert again.handle_message({"coach": "hint"})  # one hint at the next decision
    one = again._coach["hint"]
    sg._HELD.clear()  # offered, then continued: the hint comes back with the game
    offered = HustleFirstGame(language="en", bot_delay=0)
    assert offered._coach["lines"] == [] and not offered.handle_message({"coach": "hint"})
    assert offered.handle_message({"kind": "resume", "continue": True})
    assert offered._coach["hint"] == one and offered._hint_level() == 1
    assert offered.game.to_record() == again.game.to_record()


def test_first_sentence() -> None:
    assert first_sentence("Each coin is a point. Then add more.") == "Each coin is a point."
    assert first_sentence("Short. Then the rest of it.") == "Short. Then the rest of it."
    assert first_sentence("No stop at all") == "No stop at all"


def test_switching_the_language_switches_why_and_the_title_line_too() -> None:
    play = new("honeybuzz", "en")
    play.handle_message({"why": "ask"})
    assert play.why.advice is not None
    play.language = "hu"
    assert play.why.language == "hu" and play.why.advice is None  # asked again in Hungarian
    assert play._full["why"]["buttons"]["why"]["label"] == "Miért?"
    title = hb_catalog("hu")["advisor.game.title"]
    assert title in play._full["header"] and title != hb_catalog("en")["advisor.game.title"]
    play.handle_message({"why": "ask"})
    assert play.why.advice is not None and play._full["why"]["language"] == "hu"


@pytest.mark.parametrize("language", ["en", "hu"])
def test_the_hustle_hint_escalates_to_the_coachs_answer(language: str) -> None:
    """Hint, as the Honey Buzz first game's Why? and Ask the Queen: what counts in the
    decision, then the coach's own answer in words, then the button plays it; a new
    decision starts again; refusals change nothing."""
    play = new("hustle", language)
    texts = hu_first.catalog(language)
    assert play._coach["hint"] == {
        "button": texts["first_game.hint.button"],
        "send": "hint",
        "items": [],
        "counter": "",
    }
    actions = list(play.game.actions)
    # The coach's answer before its hints: refused, said, nothing changed.
    assert play.handle_message({"coach": "play"}) is False
    assert play.last_error == texts["first_game.hint.first"]
    assert list(play.game.actions) == actions
    assert play.handle_message({"coach": "hint"}) is True
    first = play._coach["hint"]
    assert first["items"] == [texts[f"first_game.hint.{play.game.pending.kind}"]]
    assert first["counter"] and first["send"] == "hint"
    assert not play.last_error
    assert play.handle_message({"coach": "hint"}) is True
    second = play._coach["hint"]
    said = play.game.describe(play.pick(), language)
    assert second["items"][0] == first["items"][0] and said in second["items"][1]
    assert second["send"] == "play" and second["button"] == texts["first_game.hint.play"]
    assert play.handle_message({"coach": "hint"}) is False  # every hint shown
    assert play.last_error == texts["first_game.hint.all_shown"]
    pick = play.pick()
    assert play.handle_message({"coach": "play"}) is True
    assert play.game.actions[len(actions)] == pick
    # The next decision of the learner's: no hint shown, the button asks again.
    assert play.game.pending.player == 0
    assert play._coach["hint"]["items"] == [] and play._coach["hint"]["send"] == "hint"
    # Bad messages: the package's own error, said; nothing changed.
    before = (list(play.game.actions), dict(play._coach["hint"]))
    for bad in ({"coach": "queen"}, {"coach": "hint", "rank": 1}, {"coach": 3}):
        assert play.handle_message(bad) is False
        assert "coach" in play.last_error
        assert (list(play.game.actions), play._coach["hint"]) == before
    with pytest.raises(TableMessageError):
        while not play.game.is_over:
            play.hint()
            play.hint()
            play.play_hint()
        play.hint()  # the game is over: no decision to hint at
    assert play._coach["hint"] == {}


def test_the_honey_buzz_first_game_keeps_its_why_and_has_no_coach_hint() -> None:
    play = new("honeybuzz", "en")
    assert "hint" not in play._coach
