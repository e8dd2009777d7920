"""Benchmarks of the lesson helpers (run with ``--benchmark-enable`` to measure).

- the "Why?" advice for every decision of the 8th to 10th turn of each player in a
  4-player greedy game (a "turn" decision tries one play-out per tile kind; a placement
  ranks every legal spot and plays out the best five);
- the explorer's question "every Market placement that creates an Acacia cell" on the
  27-tile hive of the README, with its gallery of pictures;
- opening a demonstration game in the classroom (replay, narration, who moved when).
"""

from __future__ import annotations

from honeybuzz_lab.games.honeybuzz.classroom import ClassroomRun
from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
from honeybuzz_lab.games.honeybuzz.lessons.advisor import advise
from honeybuzz_lab.games.honeybuzz.lessons.exercises import SHOWCASE_HIVE
from honeybuzz_lab.games.honeybuzz.lessons.explorer import Explorer
from honeybuzz_lab.games.honeybuzz.lessons.lookahead import Probe, fork


def mid_game_probes(players: int = 4) -> list[Probe]:
    game = Game.new(players, seed=100)
    bots = [GreedyBot(k) for k in range(players)]
    probes = []
    while not game.is_over:
        rounds = game.state.turns_played // players
        if rounds >= 10:
            break
        if rounds >= 8:
            probes.append(Probe(fork(game.state), game.rules))
        game.apply(bots[game.pending.player].choose(game))
    return probes


def test_advice_for_each_decision_mid_game(benchmark):
    probes = mid_game_probes()
    assert len(probes) > 20

    def run():
        return [advise(p).decision for p in probes]

    kinds = benchmark(run)
    assert "turn" in kinds and "place" in kinds
    benchmark.extra_info["decisions"] = len(probes)


def test_explorer_acacia_market_placements(benchmark):
    def run():
        return Explorer(SHOWCASE_HIVE).placements("market", creates="acacia").to_html()

    html = benchmark(run)
    assert html.count("<figure") == 2


def test_open_a_demo_in_the_classroom(benchmark):
    run = benchmark(lambda: ClassroomRun("three-way-race"))
    assert run.total == 359
