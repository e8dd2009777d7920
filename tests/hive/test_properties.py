"""Properties over random legal placement sequences (hypothesis)."""

import json
from itertools import pairwise

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from honeybuzz_lab.core.hexes import neighbor, neighbors
from honeybuzz_lab.games.honeybuzz.hive import Action, Hive, HiveHistory, HiveTile
from tests.examples import examples

ACTIONS = list(Action)


@st.composite
def placement_sequences(draw, max_tiles=24):
    """A hive built from random legal placements, with the list of tiles placed."""
    hive = Hive()
    tiles = []
    n = draw(st.integers(min_value=1, max_value=max_tiles))
    for _ in range(n):
        action = draw(st.sampled_from(ACTIONS))
        options = hive.legal_placements(action)
        if not options:
            break
        effect = options[draw(st.integers(min_value=0, max_value=len(options) - 1))]
        hive.place(effect.tile)
        tiles.append(effect.tile)
    return hive, tiles


#: Examples a test: 60, and 20 for the check of every frontier candidate (each example
#: checks some hundred placements); ``tests/examples.py`` scales them up for the full sweep.
SETTINGS = settings(
    max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@SETTINGS
@given(placement_sequences())
def test_no_two_cells_adjacent_and_no_hex_touches_more_than_three(built):
    hive, _ = built
    cells = set(hive.cells)
    for c in cells:
        assert not set(neighbors(c)) & cells
    for h in {h for t in hive.tiles for h in t.hexes}:
        around = [nb for nb in neighbors(h) if nb in cells]
        assert len(around) <= 3
        if len(around) >= 2:  # alternating sides
            dirs = sorted(neighbors(h).index(c) for c in around)
            assert all((b - a) % 2 == 0 for a, b in pairwise(dirs))


@SETTINGS
@given(placement_sequences())
def test_every_touching_edge_is_yellow_on_both_sides(built):
    hive, _ = built
    for tile in hive.tiles:
        for h in tile.hexes:
            for e in range(6):
                other = hive.tile_at(neighbor(h, e))
                if other is not None and other != tile:
                    assert tile.edge(h, e).value == "yellow"
                    assert other.edge(neighbor(h, e), e + 3).value == "yellow"


@SETTINGS
@given(placement_sequences())
def test_undo_after_each_step_restores_the_previous_hive(built):
    _, tiles = built
    history = HiveHistory()
    for tile in tiles:
        before = json.dumps(history.hive.to_json())
        before_graph = set(history.hive.graph.nodes(data="kind"))
        history.place(tile)
        history.undo()
        assert json.dumps(history.hive.to_json()) == before
        assert set(history.hive.graph.nodes(data="kind")) == before_graph
        history.redo()


@SETTINGS
@given(placement_sequences())
def test_json_and_notation_round_trip(built):
    hive, _ = built
    for c in hive.empty_cells():
        if c.nectar_type is not None and c.hex[0] % 2 == 0:
            hive.put_nectar(c.hex, c.nectar_type)
    assert Hive.from_json(json.loads(json.dumps(hive.to_json()))) == hive
    assert Hive.from_notation(hive.notation) == hive


@settings(SETTINGS, max_examples=examples(20))
@given(placement_sequences(max_tiles=16))
def test_legal_placements_agree_with_check_on_every_frontier_candidate(built):
    hive, _ = built
    legal = {(e.tile.anchor, e.tile.direction): e for e in hive.legal_placements(Action.DECREE)}
    candidates = set()
    for x in hive.frontier() | set(hive.cells):
        for d in range(6):
            candidates.add((x, d))
            candidates.add((neighbor(x, d + 3), d))
    assert set(legal) <= candidates
    for anchor, d in candidates:
        tile = HiveTile(Action.DECREE, anchor, d)
        verdict = hive.check(tile)
        assert verdict.ok == ((anchor, d) in legal), (tile, verdict.reason)
        if verdict.ok:
            preview = legal[(anchor, d)]
            after = hive.copy()
            effect = after.place(tile)
            assert effect == preview
            assert set(after.cells) - set(hive.cells) == set(preview.new_cells)


@SETTINGS
@given(placement_sequences())
def test_incremental_graph_matches_a_rebuild(built):
    hive, tiles = built
    rebuilt = Hive.from_tiles(tiles)
    assert set(hive.graph.nodes(data="kind")) == set(rebuilt.graph.nodes(data="kind"))
    tile_hexes = {h for t in tiles for h in t.hexes}
    expected_nodes = tile_hexes | {nb for h in tile_hexes for nb in neighbors(h)}
    assert set(hive.graph.nodes) == expected_nodes
    for a, b in hive.graph.edges:
        assert b in neighbors(a)
    for h in hive.graph.nodes:
        assert {nb for nb in neighbors(h) if nb in expected_nodes} == set(hive.graph[h])


@SETTINGS
@given(placement_sequences())
def test_pockets_and_cells_match_a_flood_fill_from_outside(built):
    hive, _ = built
    tile_hexes = {h for t in hive.tiles for h in t.hexes}
    qs = [h[0] for h in tile_hexes]
    rs = [h[1] for h in tile_hexes]
    box = {(q, r) for q in range(min(qs) - 1, max(qs) + 2) for r in range(min(rs) - 1, max(rs) + 2)}
    start = (min(qs) - 1, min(rs) - 1)
    outside, todo = {start}, [start]
    while todo:
        h = todo.pop()
        for nb in neighbors(h):
            if nb in box and nb not in tile_hexes and nb not in outside:
                outside.add(nb)
                todo.append(nb)
    enclosed = box - tile_hexes - outside
    singles = {h for h in enclosed if not set(neighbors(h)) & enclosed}
    assert singles == set(hive.cells)
    assert (
        set().union(*hive.pockets()) == enclosed - singles
        if hive.pockets()
        else enclosed == singles
    )
