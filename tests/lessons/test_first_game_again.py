"""A first game made again in a kernel still running (its cell run again after the page
was reloaded or the notebook opened again) offers to continue the game of the one before,
which it closes; a first game that cannot be built changes nothing."""

from __future__ import annotations

from typing import Any

import pytest

import honeybuzz_lab.core.saved_games as sg

from .test_first_game import GAMES, click


@pytest.fixture(autouse=True)
def _nothing_held() -> None:
    sg._HELD.clear()


def part_of_a_game(game: str) -> Any:
    play = GAMES[game][0](language="en", bot_delay=0)  # unseeded: kept and offered again
    me = GAMES[game][2](5)
    for _ in range(4):
        assert click(play, game, me.choose(play.game)), play.last_error
    return play


@pytest.mark.parametrize("game", GAMES)
def test_the_first_game_made_again_offers_the_game_of_the_one_before(game: str) -> None:
    cls = GAMES[game][0]
    play = part_of_a_game(game)
    record, shown = play.game.to_record(), list(play.coach.shown)
    other = GAMES["hustle" if game == "honeybuzz" else "honeybuzz"][0](language="en", seed=1)
    again = cls(language="hu", bot_delay=0)
    assert play.comm is None  # closed: its bots stopped, its game let go of
    assert other.comm is not None  # the other game's first game plays on
    assert again._offer and again._coach["lines"] == []
    assert again.handle_message({"kind": "resume", "continue": True})
    assert again.game.to_record() == record
    assert again.coach.shown == shown and again.saved_id == play.saved_id


@pytest.mark.parametrize("game", GAMES)
def test_a_first_game_that_cannot_be_built_leaves_the_one_before_playing(game: str) -> None:
    cls = GAMES[game][0]
    play = part_of_a_game(game)
    with pytest.raises(ValueError):  # the game's own error for a language it lacks
        cls(language="xx")
    assert play.comm is not None
    assert sg.offered(play._keeper.place) is None  # still held: offered to no other table
    assert not cls(language="en", seed=2)._offer  # a dealt game offers nothing
    assert sg.offered(play._keeper.place).id == play.saved_id  # let go of once replaced
