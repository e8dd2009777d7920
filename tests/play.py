"""Playing games in tests: random legal actions for a number of plies."""

from __future__ import annotations

import random

from honeybuzz_lab.games.honeybuzz.game import Game


def play_plies(game: Game, plies: int, seed: int) -> Game:
    """Apply up to ``plies`` random legal actions (seeded), stopping at the game's end."""
    rng = random.Random(seed)
    for _ in range(plies):
        if game.is_over:
            break
        game.apply(rng.choice(game.legal_actions()))
    return game
