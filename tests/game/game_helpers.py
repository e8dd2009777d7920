"""Helpers for building game positions in tests (imported by the test modules)."""

from __future__ import annotations

import random

from honeybuzz_lab.games.honeybuzz.game import Game
from honeybuzz_lab.games.honeybuzz.game.setup import new_state
from honeybuzz_lab.games.honeybuzz.hive import Hive, parse_tile

# Star starting hive: F(2,0)W P(0,1)SE N(-1,1)SW D(1,-1)NE
# M(1,2)NE closes a Wildflower cell at (1,1) (activates Forage, Produce, Market).
# M(3,-2)SE closes a Wildflower cell at (2,-1) (activates Forage, Decree, Market).
# M(-1,0)NE closes an Acacia cell at (0,0) (activates Produce, New Bee, Decree, Market).
STAR = "F(2,0)W P(0,1)SE N(-1,1)SW D(1,-1)NE"


NAMES = ["Anna", "Ben", "Cy", "Dora"]


def state(players=2, seed=1, **options):
    """A fresh state for Anna, Ben, ... on the starred configuration card (unless told)."""
    options.setdefault("configuration", "star")
    if isinstance(players, int):
        players = NAMES[:players]
    return new_state(players, seed, **options)


def hive(extra: str = "") -> Hive:
    """The starred starting hive plus ``extra`` tiles and cell contents (hive notation)."""
    return Hive.from_notation(f"{STAR} {extra}")


def give_hive(st, seat: int, extra: str) -> None:
    st.players[seat].hive = hive(extra)


def tile(text: str):
    return parse_tile(text)


def game(st) -> Game:
    return Game(st)


def act(g: Game, kind: str, **params):
    """Apply the one legal action of ``kind`` with ``params`` (asserts it is legal)."""
    from honeybuzz_lab.games.honeybuzz.game import action_from_json

    action = action_from_json({"kind": kind, **params})
    assert action in g.legal_actions(), (action, [str(a) for a in g.legal_actions()])
    return g.apply(action)


def kinds(g: Game) -> set[str]:
    return {a.kind for a in g.legal_actions()}


def play_random(g: Game, seed: int, limit: int = 20000) -> int:
    """Random legal actions until the game ends; returns how many were applied."""
    rng = random.Random(seed)
    n = 0
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
        n += 1
        assert n < limit, "the game did not end"
    return n


def finish_turn(g: Game) -> None:
    """Recall, stay, end the turn (for the current player)."""
    seat = g.pending.player
    g.apply({"kind": "recall"})
    space = g.state.players[seat].forage
    g.apply({"kind": "scout", "space": list(space)})
    g.apply({"kind": "end_turn"})
