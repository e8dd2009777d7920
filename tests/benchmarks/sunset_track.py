"""How long Sweetwater Sunset games last for every track length, module mix and player count.

    python -m tests.benchmarks.sunset_track                        # 60 games a cell
    python -m tests.benchmarks.sunset_track --games 100 --players 2 --mixes caps+festival
    python -m tests.benchmarks.sunset_track --check 30             # replay the chosen tracks

GreedyBot in every seat. Each game is played once on a track far too long to end it (the
sun's last space out of reach), and the turn at which the sun passes every space is noted.
Until the end is triggered nothing a bot reads depends on the track's length (GreedyBot's
sense of progress reads the market, the orders and the tiles, and the trigger once set),
and after the trigger the turns left follow from the turn order alone, so one game tells
how long it would have lasted on a track of every length (``--check`` plays games on the
data's own track to confirm it). The base game's length (no module) is the aim: for each
mix and player count the script prints the mean turns per player on each length and the
base game's mean, then the lengths the data file gives (``data/fall_sunset.toml``). The
tries are logged in ``honeybuzz_lab/games/honeybuzz/data/TUNING.md``.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from itertools import combinations
from pathlib import Path

from honeybuzz_lab.games.honeybuzz.game import Game
from honeybuzz_lab.games.honeybuzz.game.modules.fall_sunset import sunset, track_spaces
from honeybuzz_lab.games.honeybuzz.game.roster import make_bot
from honeybuzz_lab.games.honeybuzz.game.simulate import ending, play

FALL = ("fall.fruit", "fall.leaves", "fall.caps", "fall.festival")
MIXES = {
    "+".join(m.split(".")[1] for m in c) or "sunset": list(c) or ["fall.sunset"]
    for k in range(len(FALL) + 1)
    for c in combinations(FALL, k)
}
FAR = 999  # a last space the sun never reaches


def _bots(players: int, seed: int) -> list:
    return [make_bot("greedy", seed=seed * 10 + k) for k in range(players)]


def base_rounds(players: int, seed: int) -> int:
    """Turns per player of a base game (no module)."""
    game = play(Game.new(players, seed=seed), _bots(players, seed))
    return game.state.turns_played // players


def sun_marks(
    players: int, seed: int, modules: list[str], upto: int = 16
) -> tuple[list[tuple[int, int]], int]:
    """Play a game on a far too long track until the sun has moved ``upto`` spaces:
    [(turns played when counted, the sun's space after)], and the turns played when the game
    ended by the stall before that (or 0)."""
    game = Game.new(players, seed=seed, modules=modules)
    sun = sunset(game.state)
    sun.last = FAR
    bots = _bots(players, seed)
    while not game.is_over and sun.position < upto:
        game.apply(bots[game.pending.player].choose(game))
    marks, at = [], 0
    for turn, _event, n in sunset(game.state).history:
        at += n
        marks.append((turn, at))
    return marks, game.state.turns_played if game.is_over else 0


def rounds_on(marks: list[tuple[int, int]], stall: int, players: int, spaces: int) -> int:
    """Turns per player of that game on a track of ``spaces`` spaces: the end is triggered
    at the end of the turn the sun reaches the last space; the round is then played out."""
    for turn, at in marks:
        if at >= spaces - 1:
            return math.ceil(turn / players)  # the turn was counted before the sun
    if not stall:
        raise ValueError(f"the game was not played far enough for {spaces} spaces")
    return stall // players


def measure(games: int, counts: list[int], mixes: list[str], seed: int, upto: int) -> dict:
    """Per player count: the base game's turns per player and each mix's sun marks, game by
    game (JSON-ready; ``--save`` writes it, ``--fit`` reads it)."""
    out: dict = {}
    for n in counts:
        cell: dict = {"base": [base_rounds(n, seed + i) for i in range(games)]}
        for name in mixes:
            cell[name] = [sun_marks(n, seed + i, MIXES[name], upto) for i in range(games)]
        out[str(n)] = cell
    return out


def means(runs: list, players: int, lengths: range) -> list[float]:
    """Mean turns per player of ``runs`` on each track length."""
    return [statistics.mean(rounds_on(m, st, players, s) for m, st in runs) for s in lengths]


def report(data: dict, lengths: range) -> None:
    """Print, per player count, the base game's mean, each mix's mean on each track length
    and on the data's track."""
    for key, cell in data.items():
        n = int(key)
        base = statistics.mean(cell["base"])
        games = len(cell["base"])
        print(f"\n{n} players, {games} games a cell; base game {base:.1f} turns per player")
        print("  mix" + " " * 22 + "".join(f"{s:>6}" for s in lengths) + "   data  (turns)")
        for name, runs in cell.items():
            if name == "base":
                continue
            cells = "".join(f"{v:6.1f}" for v in means(runs, n, lengths))
            spaces = track_spaces(Game.new(n, seed=0, modules=MIXES[name]).rules.modules, n)
            chosen = statistics.mean(rounds_on(m, st, n, spaces) for m, st in runs)
            print(f"  {name:<25}{cells}   {spaces:>4}  ({chosen:.1f})", flush=True)


def fit(data: dict, most: int = 12) -> None:
    """For each player count, the track length and the spaces each module takes off that
    bring every mix closest to the base game's length (least squares over the mixes, the
    track at least 3 spaces for every mix)."""
    from itertools import product

    for key, cell in data.items():
        n = int(key)
        target = statistics.mean(cell["base"])
        table = {
            name: means(runs, n, range(2, most + 1))
            for name, runs in cell.items()
            if name != "base"
        }
        best = None
        for length in range(3, most + 1):
            for off in product(range(0, 6), repeat=len(FALL)):
                total, worst = 0.0, 0.0
                for name in table:
                    spaces = length - sum(
                        o for m, o in zip(FALL, off, strict=False) if m in MIXES[name]
                    )
                    if spaces < 3:
                        break
                    d = table[name][spaces - 2] - target
                    total, worst = total + d * d, max(worst, abs(d))
                else:
                    if best is None or total < best[0]:
                        best = (total, worst, length, off)
        total, worst, length, off = best  # type: ignore[misc]
        rms = math.sqrt(total / len(table))
        offs = ", ".join(f"{m}={o}" for m, o in zip(FALL, off, strict=False))
        print(f"{n} players (base {target:.1f}): {length} spaces; fewer {offs}")
        print(f"  off the base game's length: rms {rms:.2f}, worst {worst:.2f} turns per player")


def check(games: int, counts: list[int], mixes: list[str], seed: int) -> None:
    """Play games on the data's own track and compare with what the far track predicts."""
    for n in counts:
        for name in mixes:
            for i in range(games):
                modules = MIXES[name]
                game = play(Game.new(n, seed=seed + i, modules=modules), _bots(n, seed + i))
                marks, stall = sun_marks(n, seed + i, modules)
                spaces = sunset(game.state).last + 1
                want = rounds_on(marks, stall, n, spaces)
                got = game.state.turns_played // n
                if got != want:
                    print(f"{n}p {name} seed {seed + i}: {got} turns, predicted {want}")
                    print(f"   ended by {ending(game)}")
                    return
        print(f"{n} players: {games} games of each mix as predicted", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=60, help="games a cell (60)")
    parser.add_argument("--players", default="2,3,4", help="player counts (2,3,4)")
    parser.add_argument("--mixes", default="all", help="mixes, e.g. sunset,caps+festival (all)")
    parser.add_argument("--lengths", default="2-12", help="track lengths to print (2-12)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game (0)")
    parser.add_argument("--check", type=int, default=0, help="check the prediction on N games")
    parser.add_argument("--save", help="write the games' sun marks to this JSON file")
    parser.add_argument("--load", help="read them from this JSON file instead of playing")
    parser.add_argument("--fit", action="store_true", help="print the best lengths per count")
    args = parser.parse_args(argv)
    counts = [int(c) for c in args.players.split(",")]
    mixes = list(MIXES) if args.mixes == "all" else args.mixes.split(",")
    if any(m not in MIXES for m in mixes):
        parser.error(f"--mixes takes {', '.join(MIXES)}")
    lo, hi = (int(x) for x in args.lengths.split("-"))
    if args.check:
        check(args.check, counts, mixes, args.seed)
        return 0
    if args.load:
        data = json.loads(Path(args.load).read_text())
    else:
        data = measure(args.games, counts, mixes, args.seed, hi)
        if args.save:
            Path(args.save).write_text(json.dumps(data))
    report(data, range(lo, hi + 1))
    if args.fit:
        fit(data, hi)
    return 0


if __name__ == "__main__":
    sys.exit(main())
