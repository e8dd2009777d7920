"""How far a Honeycomb Hustle page is from recovering its game's seed (a script, not a test).

    python -m tests.benchmarks.hustle_seed_search                  # 10**6 candidates
    python -m tests.benchmarks.hustle_seed_search --trials 100000 --old-space

A learner who could recover the seed from what the page receives could predict every draw
before it is made. This script plays a real 4-player table (the learner in seat 0, three
planning bots) started without a seed through round 1's building, and reads what the page
was sent: the start seat and the log (every decision, so also the bots' actions, every draw
made so far, the drafting pool). One trial takes a candidate seed and rebuilds that public
data with the package's own ``rules.rng`` and ``rules.pick``: the start seat, then the
first builder's draws, then (for a candidate that survives both) the whole game replayed
with the candidate seed, its log compared with the page's. The script prints the cost of
one trial, the seed space (2**64) and the expected time to search half of it, and runs a
bounded search of random 64-bit candidates against the real table: it finds nothing. The
expected time uses the cheapest filter's cost (one ``rng`` seeding per candidate), a lower
bound.

``--old-space`` also shows why the seed had to grow: a table seeded as before (one of 10**6
seeds) is searched completely, its seed is found, and the learner's draws of the next round
are predicted before they are made.
"""

from __future__ import annotations

import argparse
import random
import secrets
import time
from collections.abc import Iterable
from dataclasses import dataclass

from honeybuzz_lab.games.hustle.game import Game, PlanningBot, rules
from honeybuzz_lab.games.hustle.game.catalogue import Said
from honeybuzz_lab.games.hustle.game.data import STARTING
from honeybuzz_lab.games.hustle.game.engine import SEED_BITS
from honeybuzz_lab.games.hustle.widgets.table import HustleTable

PLAYERS = 4
YEAR = 365.25 * 24 * 3600


@dataclass(frozen=True)
class Seen:
    """What the page received: the start seat, the first builder's draws in its first build,
    the actions (from the log) and the log's lines, and the players' names."""

    start: int
    draws: tuple[str, ...]
    actions: tuple[str, ...]
    log: tuple[str, ...]
    names: tuple[str, ...]


def real_table(seed: int | None = None) -> HustleTable:
    """A table as a notebook makes it (no seed unless given), played through round 1's
    building (the learner's decisions by a planning bot) to the learner's next decision:
    every seat's honeycomb, its draws in the log and the drafting pool are on the page."""
    table = HustleTable(players=PLAYERS, seat=0, seed=seed, bot_delay=0)
    me = PlanningBot(5)
    table.play_bots()
    while table.game.state.phase == "build" and table.game.state.round == 1:
        table.apply(me.choose(table.game))
        table.play_bots()
    return table


def seen_by_page(table: HustleTable) -> Seen:
    """What the page holds (``_data``: the players; the log in sentences, which names round
    1's first builder, the start seat, and every action). The seed itself is never sent."""
    data = table._data
    names = tuple(p["name"] for p in data["players"])
    # round 1's start seat: the first to build (the start token may have moved since)
    first = next(line for line in table.game.log if getattr(line, "key", "") == "log.did")
    start = names.index(str(first.fields["who"]))
    draws = []
    for line in table.game.log:  # the page shows these same sentences
        if not isinstance(line, Said):
            continue
        mine = line.fields.get("who") == names[start]
        if line.key == "event.points" or (
            line.key == "log.did" and mine and "restart" in str(line).lower()
        ):
            break  # round 1's building is over, or the first builder's first build
        if line.key in ("event.first", "event.draw") and line.fields["who"] == names[start]:
            draws.append(str(line.fields["token"]))
    return Seen(
        start=start,
        draws=tuple(draws),
        actions=tuple(str(a) for a in table.game.actions),
        log=tuple(str(line) for line in table.game.log),
        names=names,
    )


def first_draws_match(seed: int, seen: Seen) -> bool:
    """The first builder's first build drawn from ``seed`` as the engine draws it."""
    bag = dict(STARTING)
    begun = False
    for k, token in enumerate(seen.draws):
        kind = rules.pick(bag, rules.rng(seed, 1, seen.start, 0, k), honey=begun)
        if kind != token:
            return False
        rules._take(bag, kind)
        begun = begun or kind != "cover"
    return True


def replay_matches(seed: int, seen: Seen) -> bool:
    """The whole game so far replayed from ``seed``: the same log, line for line."""
    try:
        game = Game.new(list(seen.names), seed=seed)
        for action in seen.actions:
            game.apply(action)
    except Exception:
        return False
    return tuple(str(line) for line in game.log) == seen.log


def trial(seed: int, seen: Seen, counts: dict[str, int]) -> bool:
    """One candidate seed against what the page received."""
    if rules.rng(seed, "start").randrange(PLAYERS) != seen.start:
        return False
    counts["start"] += 1
    if not first_draws_match(seed, seen):
        return False
    counts["draws"] += 1
    if not replay_matches(seed, seen):
        return False
    counts["replay"] += 1
    return True


def search(candidates: Iterable[int], seen: Seen) -> tuple[list[int], dict[str, int], int, float]:
    """The candidates that reproduce the page's data, the survivors of each stage, how many
    were tried and the seconds it took."""
    counts = {"start": 0, "draws": 0, "replay": 0}
    found = []
    tried = 0
    started = time.perf_counter()
    for seed in candidates:
        tried += 1
        if trial(seed, seen, counts):
            found.append(seed)
    return found, counts, tried, time.perf_counter() - started


def predict(game: Game) -> list[str]:
    """The learner's first draws of the next round, played on a copy with the same bots."""
    copy = Game.from_record(game.to_record())
    bots = [PlanningBot(7) for _ in copy.names]
    for _ in range(2_000):
        if copy.state.round > game.state.round or copy.is_over:
            break
        copy.apply(bots[copy.pending.player].choose(copy))
    before = len(copy.log)
    for _ in range(200):
        if copy.is_over or (copy.pending.player == 0 and copy.state.players[0].draws >= 3):
            break
        copy.apply(bots[copy.pending.player].choose(copy))
    return [
        str(line.fields["token"])
        for line in copy.log[before:]
        if isinstance(line, Said)
        and line.key in ("event.first", "event.draw")
        and line.fields["who"] == copy.names[0]
    ][:3]


def say_time(seconds: float) -> str:
    if seconds < 120:
        return f"{seconds:.1f} s"
    if seconds < YEAR:
        return f"{seconds / 3600:.1f} hours"
    return f"{seconds / YEAR:.2e} years"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=1_000_000, help="random 64-bit seeds")
    parser.add_argument("--old-space", action="store_true", help="also search 10**6 seeds")
    args = parser.parse_args(argv)

    table = real_table()
    seen = seen_by_page(table)
    print(f"a real {PLAYERS}-player table without a seed, after round 1's building:")
    print(f"  the page holds: start seat {seen.start}, {len(seen.draws)} draws of the first")
    print(f"  builder, {len(seen.actions)} actions and {len(seen.log)} log lines")
    rand = random.Random(secrets.randbits(64))
    candidates = (rand.getrandbits(SEED_BITS) for _ in range(args.trials))
    found, counts, tried, seconds = search(candidates, seen)
    cost = seconds / tried
    space = 2**SEED_BITS
    started = time.perf_counter()
    for seed in range(100_000):  # the cheapest filter alone: the start seat
        rules.rng(seed, "start").randrange(PLAYERS)
    cheapest = (time.perf_counter() - started) / 100_000
    print(f"seed space: 2**{SEED_BITS} = {space:.3e} seeds")
    print(f"cost of one trial: {cost * 1e6:.2f} µs (mean over {tried:,} candidates);")
    print(f"  its cheapest filter alone (the start seat): {cheapest * 1e6:.2f} µs")
    print(f"  survivors: start seat {counts['start']:,}, first draws {counts['draws']:,},")
    print(f"  whole replay {counts['replay']:,}")
    print(f"found: {found or 'nothing'} in {say_time(seconds)}")
    half = space / 2 * cheapest
    print("expected time to find the seed (half the space at the cheapest filter's cost):")
    print(f"  one core {say_time(half)}, a million cores {say_time(half / 1e6)}")

    if args.old_space:
        old = random.randrange(1_000_000)  # how a table without a seed was seeded before
        table = real_table(seed=old)
        seen = seen_by_page(table)
        found, counts, tried, seconds = search(range(1_000_000), seen)
        print(f"the old seed space, 10**6 seeds (about 20 bits): searched in {say_time(seconds)}")
        print(f"  survivors: start seat {counts['start']:,}, first draws {counts['draws']:,}")
        print(f"  found {found} (the table's seed: {old})")
        if found:
            twin = Game.new(list(seen.names), seed=found[0])
            for action in seen.actions:
                twin.apply(action)
            print(f"  the learner's next round, predicted before it is played: {predict(twin)}")
            print(f"  what the table then gives:                           {predict(table.game)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
