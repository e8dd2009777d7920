"""The Queen against GreedyBots: win rate and decision time.

    python -m tests.benchmarks.queen_vs_greedy --players 2 --games 60
    python -m tests.benchmarks.queen_vs_greedy --players 4 --games 60 --budget 0.35
    python -m tests.benchmarks.queen_vs_greedy --players 3 --why 40

Game ``i`` uses seed ``seed + i`` and puts the Queen in seat ``i % players``, so the seats
alternate. A shared victory counts as half a win (a tie on points that the tie-breakers
settle is a win or a loss like any other). Decision times are measured for the Queen's
decisions with more than one legal answer (a forced answer takes no thought), and
separately for those it plans (the others it answers as the greedy bot does).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Sequence

from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.game.planner import QueenBot


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values``, by the nearest rank."""
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, round(q * (len(ordered) - 1))))
    return ordered[k]


def match(
    players: int,
    games: int,
    seed: int = 0,
    budget: float | None = None,
    iterations: int | None = None,
    out=sys.stdout,
) -> dict:
    """Play the games; returns wins, games, and the decision times in seconds."""
    wins = 0.0
    times: list[float] = []
    planned: list[float] = []  # the decisions the Queen plans (not those it answers greedily)
    margins: list[int] = []
    started = time.perf_counter()
    for i in range(games):
        game_seed = seed + i
        queen_seat = i % players
        game = Game.new(players, seed=game_seed)
        kwargs = {"iterations": iterations} if iterations else {}
        if budget is not None and not iterations:
            kwargs["time_budget"] = budget
        queen = QueenBot(seed=game_seed, **kwargs)
        bots = [
            queen if k == queen_seat else GreedyBot(seed=game_seed * 10 + k) for k in range(players)
        ]
        while not game.is_over:
            seat = game.pending.player
            bot = bots[seat]
            if bot is queen and len(game.legal_actions()) > 1:
                plans = queen.planned(game)
                t0 = time.perf_counter()
                action = queen.choose(game)
                times.append(time.perf_counter() - t0)
                if plans:
                    planned.append(times[-1])
            else:
                action = bot.choose(game)
            game.apply(action)
        final = game.final_scores()
        winners = final["winners"]
        if queen_seat in winners:
            wins += 1.0 / len(winners)
        totals = [p["total"] for p in final["players"]]
        best_other = max(t for k, t in enumerate(totals) if k != queen_seat)
        margins.append(totals[queen_seat] - best_other)
        print(
            f"game {i + 1:3d} seed {game_seed:4d} seat {queen_seat + 1}: scores {totals} "
            f"winners {[w + 1 for w in winners]}  running {wins:.1f}/{i + 1} "
            f"({time.perf_counter() - started:.0f} s)",
            file=out,
            flush=True,
        )
    return {"wins": wins, "games": games, "times": times, "planned": planned, "margins": margins}


def why_times(players: int, decisions: int, seed: int = 0) -> list[float]:
    """Seconds for **Ask the Queen** (the advice with the Queen's pick) at each of the first
    ``decisions`` decisions with a choice of a game that greedy bots play."""
    from honeybuzz_lab.games.honeybuzz.lessons.advisor import advise
    from honeybuzz_lab.games.honeybuzz.lessons.why import QUEEN_TRIES

    game = Game.new(players, seed=seed)
    bots = [GreedyBot(seed=k) for k in range(players)]
    times: list[float] = []
    while not game.is_over and len(times) < decisions:
        if len(game.legal_actions()) > 1:
            t0 = time.perf_counter()
            advise(game, queen=QueenBot(seed=0, iterations=QUEEN_TRIES))
            times.append(time.perf_counter() - t0)
        game.apply(bots[game.pending.player].choose(game))  # type: ignore[index]
    return times


def report(result: dict, players: int) -> str:
    times, planned = result["times"], result.get("planned", [])
    n = result["games"]
    lines = [
        f"Queen vs {players - 1} GreedyBot(s), {players} players: {result['wins']:.1f} wins in "
        f"{n} games = {result['wins'] / n:.1%} (a shared victory counts half)",
        f"Mean margin over the best other player: {statistics.fmean(result['margins']):+.1f}",
    ]
    for what, values in (("decisions with a choice", times), ("planned decisions", planned)):
        if values:
            lines.append(
                f"Decision time over {len(values)} {what}: median "
                f"{statistics.median(values):.3f} s, 90th percentile "
                f"{percentile(values, 0.9):.3f} s, max {max(values):.3f} s"
            )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.benchmarks.queen_vs_greedy")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--budget", type=float, default=None, help="seconds per decision")
    parser.add_argument("--iterations", type=int, default=None, help="rollouts per decision")
    parser.add_argument("--why", type=int, default=0, help="time Ask the Queen at N decisions")
    args = parser.parse_args(argv)
    if args.why:
        times = why_times(args.players, args.why, args.seed)
        print(
            f"Ask the Queen over {len(times)} decisions ({args.players} players): median "
            f"{statistics.median(times):.3f} s, 90th percentile {percentile(times, 0.9):.3f} s"
        )
        return 0
    result = match(args.players, args.games, args.seed, args.budget, args.iterations)
    print(report(result, args.players))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
