"""Nothing unrevealed reaches a seat early (RULINGS 10): non-interference for every source
of chance in Honey Buzz.

Twin games (tests/twins.py) differ only in what a seat cannot know: the order stacks'
face-down cards (the fruit stack's too), the advanced variant's unseen fronts, the solo
drone deck below its next card's visible side, the leafy tiles below each stack's top, and
the seed and random state (what a reshuffle will deal). The seat's view, its log and the
synced table state come out the same, byte for byte, for every seat and the spectator.
(The festival's toast cards are all dealt face up at setup, and Nectar Caps draws nothing.)
"""

from __future__ import annotations

import json

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game
from honeybuzz_lab.games.honeybuzz.widgets import GameTable
from tests.play import play_plies
from tests.twins import twin

FALL = ["fall.fruit", "fall.leaves", "fall.caps", "fall.festival"]
CASES = [
    ("base-2p", 2, []),
    ("base-4p", 4, []),
    ("advanced-3p", 3, ["advanced"]),
    ("solo", 1, ["solo"]),
    ("solo-advanced", 1, ["solo", "advanced"]),
    ("fall-2p", 2, FALL),
    ("fall-solo", 1, ["solo", *FALL]),
    ("fall-advanced-3p", 3, ["advanced", *FALL]),
]
PLIES = (0, 45, 140)


def synced(table: GameTable) -> str:
    return json.dumps(table.page_state(), sort_keys=True)


def hidden(game: Game) -> dict:
    """Everything, secrets included, except the seed (a twin always has another)."""
    view = game.all_seeing_view()
    view.pop("seed")
    return view


@pytest.mark.parametrize(("name", "players", "modules"), CASES, ids=[c[0] for c in CASES])
def test_twins_give_every_seat_the_same_view_and_synced_state(name, players, modules):
    differed = 0
    for plies in PLIES:
        game = play_plies(Game.new(players, seed=plies + 7, modules=modules), plies, plies)
        for seat in [*range(players), None]:
            other = twin(game, 0 if seat is None else seat, plies + 100)
            differed += hidden(game) != hidden(other)
            assert game.view(seat) == other.view(seat), (plies, seat)
            if seat is None:
                tables = [GameTable(g, shows="spectator", bot_delay=0) for g in (game, other)]
            else:
                tables = [GameTable(g, seat=seat, bot_delay=0) for g in (game, other)]
            assert synced(tables[0]) == synced(tables[1]), (plies, seat)
    assert differed  # the twins did differ in what was hidden: the test had work to do
