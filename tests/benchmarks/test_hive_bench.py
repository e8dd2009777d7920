"""Benchmarks of the hive engine (run with --benchmark-enable to measure)."""

from honeybuzz_lab.games.honeybuzz.hive import Action

from .hives import grown_hive


def test_legal_placements_with_previews_40_tiles(benchmark):
    hive = grown_hive(40)
    effects = benchmark.pedantic(
        lambda h: h.legal_placements(Action.PRODUCE),
        setup=lambda: ((hive.copy(),), {}),
        rounds=300,
        warmup_rounds=5,
    )
    assert len(effects) > 50
    assert any(e.new_cells for e in effects)


def test_legal_placements_cached_40_tiles(benchmark):
    hive = grown_hive(40)
    hive.legal_placements(Action.MARKET)
    effects = benchmark(hive.legal_placements, Action.PRODUCE)
    assert effects


def test_place_with_cell_detection_40_tiles(benchmark):
    hive = grown_hive(40)
    tile = next(e.tile for e in hive.legal_placements(Action.FORAGE) if len(e.new_cells) >= 2)
    effect = benchmark.pedantic(
        lambda h: h.place(tile),
        setup=lambda: ((hive.copy(),), {}),
        rounds=300,
        warmup_rounds=5,
    )
    assert len(effect.new_cells) >= 2


def test_structure_queries_40_tiles(benchmark):
    hive = grown_hive(40)

    def queries(h):
        return h.pockets(), h.clusters(), h.straight_lines()

    _pockets, clusters, lines = benchmark.pedantic(
        queries, setup=lambda: ((hive.copy(),), {}), rounds=200
    )
    assert clusters and lines
