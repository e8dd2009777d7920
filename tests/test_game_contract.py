"""Both games keep one contract (core.game.RecordedGame): the same history, log, records and
saved files, and the same stop at chance. Each test runs on Honey Buzz and Honeycomb Hustle."""

import json

import pytest

from honeybuzz_lab.core.game import RecordedGame
from honeybuzz_lab.games.honeybuzz.game import Game as HoneyBuzz
from honeybuzz_lab.games.honeybuzz.game.engine import GameRecordError
from honeybuzz_lab.games.hustle.game.engine import Game as Hustle
from honeybuzz_lab.games.hustle.game.errors import RecordError


def _honeybuzz():
    return HoneyBuzz.new(["Anna", "Ben"], seed=5)


def _hustle():
    return Hustle.new(["Anna", "Ben"], seed=5)


GAMES = {"honeybuzz": (_honeybuzz, GameRecordError), "hustle": (_hustle, RecordError)}


@pytest.fixture(params=sorted(GAMES))
def made(request):
    new, error = GAMES[request.param]
    return new, error


def _play(game, moves):
    for _ in range(moves):
        game.apply(game.legal_actions()[0])


def test_both_games_are_recorded_games(made):
    new, error = made
    game = new()
    assert isinstance(game, RecordedGame)
    assert type(game).record_error is error


def test_undo_redo_step_to_and_the_log(made):
    new, _ = made
    game = new()
    _play(game, 6)
    log, actions = list(game.log), list(game.actions)
    assert len(actions) == 6 and len(game.log_rules) == len(log)
    game.undo()
    game.undo()
    assert game.undone() == actions[4:]
    assert game.actions == actions[:4] and len(game.log) < len(log)
    game.redo()
    game.step_to(6)
    assert game.actions == actions and game.log == log and not game.can_redo()
    game.step_to(3)
    game.forget_redo()
    assert game.undone() == [] and game.actions == actions[:3]
    assert len(game.log_in("hu")) == len(game.log)


def test_a_saved_game_keeps_its_undone_moves(made, tmp_path):
    new, _ = made
    game = new()
    _play(game, 5)
    game.undo()
    game.undo()
    path = tmp_path / "game.json"
    game.save(path)
    back = type(game).load(path)
    assert back.actions == game.actions
    assert back.undone() == game.undone()
    assert back.history.log == []
    back.redo()
    back.redo()
    game.step_to(5)
    assert back.view(0) == game.view(0)


def test_a_record_without_redo_has_no_undone_moves(made):
    new, _ = made
    game = new()
    _play(game, 3)
    game.undo()
    record = game.to_record()
    assert "redo" not in record
    assert type(game).from_record(record).undone() == []


@pytest.mark.parametrize("bad", [{"x": 1}, "draw", [1], [None]])
def test_a_malformed_redo_is_the_games_own_error(made, bad):
    new, error = made
    game = new()
    _play(game, 2)
    record = {**game.to_record(), "redo": bad if isinstance(bad, list) else [bad]}
    if record["redo"] and isinstance(record["redo"][0], type(record["actions"][0])):
        record["redo"] = [{"kind": "nothing"} if isinstance(bad, dict) else "nothing"]
    with pytest.raises(error) as caught:
        type(game).from_record(json.loads(json.dumps(record)))
    assert "redo" in str(caught.value) and len(str(caught.value)) <= 401  # cut at 400


def test_a_redo_that_cannot_be_replayed_is_refused(made):
    new, error = made
    game = new()
    _play(game, 2)
    record = game.to_record()
    legal = [a.to_json() if isinstance(game, HoneyBuzz) else str(a) for a in game.legal_actions()]
    record["redo"] = [next(a for a in record["actions"] if a not in legal)]  # not legal now
    with pytest.raises(error, match="'redo' item 0 cannot be replayed"):
        type(game).from_record(record)


def test_chance_seen_is_the_same_question_in_both_games():
    hb = HoneyBuzz.new(["Anna", "Ben"], seed=5, modules=["advanced"])
    while not hb.reveals():
        _play(hb, 1)
    assert hb.reveals() == [(8, 0)]  # a tile's front, seen by seat 0 alone
    assert hb.chance_barrier() == 8 and hb.chance_barrier(humans=[0]) == 8
    assert hb.chance_barrier(humans=[1]) == 0  # a bot's secret stops no one
    assert hb.chance_barrier(humans=[]) == 0

    hu = _hustle()
    _play(hu, 1)  # the first decision is a draw: a random result
    assert hu.reveals() == [(1, None)]
    assert hu.chance_barrier() == 1 and hu.chance_since(1)
    assert hu.chance_barrier(humans=[]) == 0
    _play(hu, 1)
    assert not hu.chance_since(1) and hu.chance_since(2)
