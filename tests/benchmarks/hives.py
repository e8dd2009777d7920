"""Reproducible hives for benchmarks."""

import random

from honeybuzz_lab.games.honeybuzz.hive import Action, Hive


def grown_hive(tiles: int = 40, seed: int = 1) -> Hive:
    """A hive grown from the starred card by seeded placements, mostly ones closing cells."""
    rng = random.Random(seed)
    hive = Hive.starting("star")
    while len(hive) < tiles:
        options = hive.legal_placements(rng.choice(list(Action)))
        closing = [e for e in options if e.new_cells]
        pool = closing if closing and rng.random() < 0.6 else options
        hive.place(rng.choice(pool).tile)
    return hive
