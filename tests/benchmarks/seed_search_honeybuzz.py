"""Seed search against a Honey Buzz table: recovering the seed from what a page receives is
out of reach (RULINGS 10, "Chance is not undone").

    python -m tests.benchmarks.seed_search_honeybuzz
    python -m tests.benchmarks.seed_search_honeybuzz --candidates 1000000 --players 3

The attacker reads the public deal a page receives at the start of a game (the face-up
orders, the field's nectar tiles, the forage tokens; the contests and the configuration
card are the starred ones on a first game) and tries candidate seeds: each trial deals
the game's random draws from ``random.Random(candidate)`` the way the setup does (only the
draws, none of the building: the fastest trial the package's own code allows) and compares.

It prints the cost of one trial (the fast deal, and the package's whole setup for
comparison), a bounded search of ``--candidates`` seeds against a table started without a
seed (64 bits from the operating system: nothing is found), the whole old 20-bit space
(``random.randrange(1_000_000)``, the seeds before RULINGS 10) against an old-style seed (it
is found), and the expected time to exhaust the 64-bit space.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Iterable
from typing import Any

from honeybuzz_lab.games.honeybuzz.game import Game
from honeybuzz_lab.games.honeybuzz.game.components import load_components
from honeybuzz_lab.games.honeybuzz.game.geometry import SQUARE
from honeybuzz_lab.games.honeybuzz.game.setup import (
    FIELD_SIDE,
    NEW_SEED_BITS,
    TABLE_B_ORDER_STACKS,
    TABLE_D_NECTAR_REMOVED,
    new_state,
)
from honeybuzz_lab.games.honeybuzz.hive import Nectar
from honeybuzz_lab.games.honeybuzz.widgets import GameTable
from honeybuzz_lab.games.honeybuzz.widgets.table import default_players

OLD_SPACE = 1_000_000  # random.randrange(1_000_000): the seeds a table drew before
YEAR = 365.25 * 24 * 3600

Deal = tuple[tuple[str, ...], tuple[tuple[int, int, str], ...], tuple[tuple[int, int], ...]]


def page_deal(table: GameTable) -> Deal:
    """The public deal as the page receives it: face-up orders, field tiles, tokens."""
    state = table.page_state()
    orders = tuple(stack["up"]["id"] for stack in state["_orders"])
    tiles = tuple(sorted((r, c, letter) for r, c, letter in state["_field"]["tiles"]))
    tokens = tuple((r, c) for _seat, r, c in sorted(state["_field"]["tokens"]))
    return orders, tiles, tokens


class FastDeal:
    """The setup's random draws for ``players`` players, without building anything."""

    def __init__(self, players: int) -> None:
        comp = load_components()
        self.players = players
        t = max(players, 2)
        self.colours = sorted({c.colour for c in comp.contests})
        self.by_colour = [[c for c in comp.contests if c.colour == col] for col in self.colours]
        self.large_n, self.small_n = TABLE_B_ORDER_STACKS[t]
        self.large = [c.id for c in comp.orders if c.size == "large"]
        self.small = [c.id for c in comp.orders if c.size == "small"]
        self.stacks = len(comp.order_stack_actions)
        self.cards = comp.configuration_cards
        side = comp.fields[FIELD_SIDE]
        self.removed = TABLE_D_NECTAR_REMOVED[t]
        self.groups = [
            [(tile.id, tile.nectar.letter) for tile in comp.nectar_tiles if tile.nectar is n]
            for n in Nectar
        ]
        self.spaces = list(SQUARE.spaces_of(side))
        self.starts = list(side.starts)

    def __call__(self, seed: int) -> Deal:
        rng = random.Random(seed)
        for group in self.by_colour:  # the contests (the starred ones on a first game)
            rng.choice(group)
        large, small = self.large[:], self.small[:]
        rng.shuffle(large)
        rng.shuffle(small)
        ln, sn = self.large_n, self.small_n
        orders = tuple(
            (large[i * ln : (i + 1) * ln] + small[i * sn : (i + 1) * sn])[-1]
            for i in range(self.stacks)
        )
        rng.choice(self.cards)  # the configuration card (the starred one on a first game)
        in_play = []
        for group in self.groups:
            gone = {tid for tid, _ in rng.sample(group, self.removed)}
            in_play.extend(x for x in group if x[0] not in gone)
        rng.shuffle(in_play)
        spaces = rng.sample(self.spaces, len(in_play))
        tiles = tuple(sorted((r, c, x[1]) for (r, c), x in zip(spaces, in_play, strict=True)))
        tokens = tuple(rng.sample(self.starts, self.players))
        return orders, tiles, tokens


def search(
    deal: FastDeal, target: Deal, candidates: Iterable[int]
) -> tuple[int | None, int, float]:
    """The first candidate whose deal is ``target`` (None), how many were tried, seconds."""
    started = time.perf_counter()
    tried = 0
    for seed in candidates:
        tried += 1
        if deal(seed) == target:
            return seed, tried, time.perf_counter() - started
    return None, tried, time.perf_counter() - started


def _per_trial(fn: Any, seeds: range) -> float:
    started = time.perf_counter()
    for seed in seeds:
        fn(seed)
    return (time.perf_counter() - started) / len(seeds)


def run(players: int, candidates: int, old_space: int, out=sys.stdout) -> dict[str, Any]:
    """Measure, search and print; returns the figures."""
    names = default_players()[:1] + [f"Bot {i}" for i in range(1, players)]
    deal = FastDeal(players)
    # the fast deal is faithful: it deals what the package's setup deals, as the page shows it
    for seed in (1, 2, 3, 2**63 + 5):
        shown = page_deal(GameTable(Game.new(names, seed=seed, first_game=True), bot_delay=0))
        assert deal(seed) == shown, "the fast deal no longer follows the setup's draws"
    fast = _per_trial(deal, range(2000))
    whole = _per_trial(lambda s: new_state(names, s, True), range(50))
    print(f"Honey Buzz, {players} players, a first game (the table's default)", file=out)
    print(f"seed space now: 2^{NEW_SEED_BITS} = {2**NEW_SEED_BITS:.3e} seeds", file=out)
    print(f"one trial: {fast * 1e6:.1f} µs (the setup's draws only); the package's", file=out)
    print(f"  whole setup (new_state) takes {whole * 1e3:.2f} ms", file=out)

    table = GameTable(Game.new(names, first_game=True), bot_delay=0)  # no seed: 64 bits
    target = page_deal(table)
    found, tried, seconds = search(deal, target, range(candidates))
    print(
        f"bounded search, {tried:,} candidates against a table started without a seed: "
        f"{'FOUND ' + str(found) if found is not None else 'nothing found'} in {seconds:.1f} s",
        file=out,
    )
    old_seed = random.randrange(OLD_SPACE)
    old = GameTable(Game.new(names, seed=old_seed, first_game=True), bot_delay=0)
    hit, old_tried, old_seconds = search(deal, page_deal(old), range(old_space))
    print(
        f"the old 20-bit space ({old_space:,} seeds) against an old-style seed: "
        f"{'found ' + str(hit) if hit is not None else 'not found'} after {old_tried:,} "
        f"trials in {old_seconds:.1f} s (exhausting it: {old_space * fast:.0f} s)",
        file=out,
    )
    years = 2**NEW_SEED_BITS * fast / YEAR
    print(
        f"expected time to exhaust 2^{NEW_SEED_BITS} at this rate on one core: "
        f"{years:.2e} years (half of it on average: {years / 2:.2e} years)",
        file=out,
    )
    return {
        "trial_seconds": fast,
        "setup_seconds": whole,
        "bounded_found": found,
        "bounded_seconds": seconds,
        "old_found": hit == old_seed,
        "old_seconds": old_seconds,
        "years": years,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="honeybuzz", choices=["honeybuzz"])
    parser.add_argument("--players", type=int, default=2, choices=[2, 3, 4])
    parser.add_argument("--candidates", type=int, default=100_000)
    parser.add_argument("--old-space", type=int, default=OLD_SPACE)
    args = parser.parse_args(argv)
    run(args.players, args.candidates, args.old_space)
    return 0


if __name__ == "__main__":
    sys.exit(main())
