"""Every random result a seat sees is marked as a reveal (RULINGS 10, "Chance is not undone").

The oracle: before each action of random games, for each seat, a few worlds are built from
that seat's view alone (:func:`~honeybuzz_lab.games.honeybuzz.game.worlds.seat_world`, each from its
own random generator) and the same action is applied in each. If the seat's view afterwards differs
between the worlds, or from the real game's, the action showed the seat something chance decided, so
the real game's ply must carry a reveal to that seat (public, or private to it): a table's undo then
stops there.
"""

from __future__ import annotations

import random

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot, IllegalAction
from honeybuzz_lab.games.honeybuzz.game.engine import step
from honeybuzz_lab.games.honeybuzz.game.worlds import WorldError, seat_view, seat_world

FALL_MIXES = [
    ["fall.fruit"],
    ["fall.leaves"],
    ["fall.festival", "fall.caps"],
    ["fall.fruit", "fall.leaves", "fall.caps", "fall.festival"],
]
CASES = [
    ("base", 2, [], 1, 150),
    ("base-3p", 3, [], 2, 150),
    ("advanced", 2, ["advanced"], 3, 60),
    ("solo", 1, ["solo"], 4, 80),
    ("solo-advanced", 1, ["solo", "advanced"], 5, 80),
    ("fall-fruit", 2, FALL_MIXES[0], 7, 130),
    ("fall-leaves", 2, FALL_MIXES[1], 7, 150),
    ("fall-festival+caps", 2, FALL_MIXES[2], 6, 60),
    ("fall-all", 2, FALL_MIXES[3], 9, 150),
    ("fall-solo-all", 1, ["solo", *FALL_MIXES[-1]], 11, 80),
    ("fall-advanced-leaves", 2, ["advanced", "fall.leaves"], 12, 60),
]
WORLDS = 2


def _seen(state, seat: int) -> dict:
    """``seat``'s view of ``state``; the solitaire's removed field tiles by nectar only (a
    world deals the field's face-up tiles of one nectar under any of their ids)."""
    view = seat_view(state, seat)
    if "solo" in view:
        view["solo"] = {
            **view["solo"],
            "removed": [t.rstrip("0123456789") for t in view["solo"]["removed"]],
        }
    return view


def _marked(game: Game, seat: int) -> bool:
    """The game's last ply carries a reveal seen by ``seat``."""
    ply = game.history.ply
    return any(p == ply and (who is None or who == seat) for p, who in game.reveals())


def _seen_after(game: Game, action, seat: int, rng: random.Random) -> list[dict]:
    """``seat``'s view after ``action`` in worlds built from its view before it."""
    out = []
    for _ in range(WORLDS):
        try:
            world = seat_world(game.state, seat, random.Random(rng.randrange(2**32)))
            new, _lines, _ = step(world, game.rules, action)
        except (WorldError, IllegalAction):  # pragma: no cover - reported below
            raise
        out.append(_seen(new, seat))
    return out


def unmarked_reveals(
    players: int, modules: list[str], seed: int, plies: int
) -> tuple[list[str], int]:
    """The actions of one game whose outcome a seat saw differ across worlds, unmarked, and
    how many actions showed a seat a random result (so the oracle had work to do)."""
    game = Game.new(players, seed=seed, modules=modules)
    rng = random.Random(seed)  # the choices
    deal = random.Random(-seed)  # the worlds
    bot = GreedyBot(seed)
    missed = []
    chance = 0
    for _ in range(plies):
        if game.is_over:
            break
        legal = game.legal_actions()
        action = bot.choose(game) if rng.random() < 0.95 else rng.choice(legal)
        seats = range(len(game.players))
        worlds = {seat: _seen_after(game, action, seat, deal) for seat in seats}
        game.apply(action)
        for seat in seats:
            views = [*worlds[seat], _seen(game.state, seat)]
            if any(v != views[0] for v in views[1:]):
                chance += 1
                if not _marked(game, seat):
                    missed.append(f"ply {game.history.ply} ({action}) for seat {seat}")
    return missed, chance


@pytest.mark.parametrize(
    ("name", "players", "modules", "seed", "plies"), CASES, ids=[c[0] for c in CASES]
)
def test_every_random_result_a_seat_sees_is_marked_as_a_reveal(name, players, modules, seed, plies):
    missed, chance = unmarked_reveals(players, modules, seed, plies)
    assert not missed, missed[:5]
    assert chance > 0  # the game met chance: the oracle was put to work
