"""Hives for widget tests: empty, starting cards, and larger hives grown at random."""

from __future__ import annotations

import random

from honeybuzz_lab.games.honeybuzz.hive import Action, Hive, Nectar


def grown_hive(tiles: int = 40, seed: int = 0, *, nectar: bool = True) -> Hive:
    """A compact hive of ``tiles`` tiles grown from the starred card by legal placements.

    Placements that create cells are preferred (as players do), so the hive has cells of
    every kind; with ``nectar`` some cells get nectar tiles and a few get honey.
    """
    rng = random.Random(seed)
    hive = Hive.starting("star")
    actions = list(Action)
    while len(hive) < tiles:
        options = hive.legal_placements(rng.choice(actions))
        if not options:
            raise RuntimeError("the hive ran out of legal placements")
        best = max(len(e.new_cells) for e in options)
        pool = [e for e in options if len(e.new_cells) == best] if rng.random() < 0.7 else options
        q0, q1, r0, r1 = hive.bounds()
        cq, cr = (q0 + q1) / 2, (r0 + r1) / 2
        pool.sort(key=lambda e: abs(e.tile.anchor[0] - cq) + abs(e.tile.anchor[1] - cr))
        hive.place(pool[rng.randrange(min(4, len(pool)))].tile)
    if nectar:
        for i, cell in enumerate(c for _, c in sorted(hive.cells.items())):
            if cell.nectar_type is not None and i % 3 == 0:
                hive.put_nectar(cell.hex, cell.nectar_type)
                if i % 2 == 0:
                    hive.put_honey(cell.hex)
    return hive


def sample_hives() -> dict[str, Hive]:
    """Named hives covering the cases the board draws."""
    return {
        "empty": Hive(),
        "one tile": Hive.from_notation("D(0,0)E"),
        "star": Hive.starting("star"),
        "standard-1": Hive.starting("standard-1"),
        "grown 12": grown_hive(12, seed=1),
        "grown 25": grown_hive(25, seed=2),
        "grown 40": grown_hive(40, seed=3),
    }


def all_nectar_types(hive: Hive) -> set[Nectar | None]:
    """The nectar types of the hive's cells (None for barren)."""
    return {c.nectar_type for c in hive.cells.values()}
