"""One test per ruling of RULINGS section 1, on hives built by hand."""

import json
from itertools import pairwise

import pytest

from honeybuzz_lab.core.hexes import neighbors
from honeybuzz_lab.games.honeybuzz.hive import (
    Action,
    CellContents,
    Hive,
    HiveError,
    HiveTile,
    IllegalPlacement,
    Nectar,
    parse_tile,
    surround,
)

from . import positions as P


def closing(notation: str):
    """The hive before its last tile, and that tile."""
    *first, last = notation.split()
    return Hive.from_notation(" ".join(first)), parse_tile(last)


@pytest.mark.parametrize(
    ("notation", "nectar", "tiles", "dark"),
    [
        (P.WILDFLOWER, Nectar.WILDFLOWER, 3, 0),
        (P.ROSEMARY, Nectar.ROSEMARY, 4, 2),
        (P.CHERRY_BLOSSOM, Nectar.CHERRY_BLOSSOM, 4, 2),
        (P.ACACIA, Nectar.ACACIA, 5, 4),
        (P.BARREN, None, 6, 6),
    ],
)
def test_each_cell_pattern_built_by_hand(notation, nectar, tiles, dark):
    hive, last = closing(notation)
    assert (0, 0) not in hive.cells
    effect = hive.place(last)
    assert effect.new_cells == [(0, 0)]
    assert effect.nectar_types == {(0, 0): nectar}
    cell = hive.cells[(0, 0)]
    assert cell.nectar_type is nectar
    assert cell.contents is CellContents.EMPTY
    ring = [hive.tile_at(nb) for nb in neighbors((0, 0))]
    s = surround(ring)
    assert s.tiles == tiles
    assert len(s.dark_edges) == dark
    # every single tile points its dark tip at the cell
    for d in s.singles:
        tile = ring[d]
        assert tile.edge(neighbors((0, 0))[d], d + 3).value == "tip"


def test_rosemary_tips_side_by_side_cherry_tips_opposite():
    for notation, gap in ((P.ROSEMARY, {1, 5}), (P.CHERRY_BLOSSOM, {3})):
        hive = Hive.from_notation(notation)
        s = surround([hive.tile_at(nb) for nb in neighbors((0, 0))])
        assert (s.singles[1] - s.singles[0]) % 6 in gap


def test_barren_cell_is_a_real_cell_but_takes_no_nectar():
    hive, last = closing(P.BARREN)
    effect = hive.place(last)
    assert effect.new_cells == [(0, 0)]
    assert effect.activated  # it activates icons like any cell
    assert hive.cells[(0, 0)].barren
    assert hive.empty_cells() == [hive.cells[(0, 0)]]
    for nectar in Nectar:
        with pytest.raises(HiveError, match="barren"):
            hive.put_nectar((0, 0), nectar)


def test_surround_rejects_impossible_rings():
    with pytest.raises(ValueError, match="opposite"):
        surround(["a", "b", "c", "a", "d", "e"])
    with pytest.raises(ValueError, match="at most two"):
        surround(["a", "a", "a", "b", "c", "d"])
    with pytest.raises(ValueError, match="six"):
        surround(["a"])


def test_pocket_is_enclosed_not_a_cell_and_activates_nothing():
    hive = Hive.from_notation(P.POCKET)
    assert hive.pockets() == [frozenset(P.POCKET_HEXES)]
    assert not hive.cells
    *_, last = P.POCKET.split()
    before = Hive.from_notation(" ".join(P.POCKET.split()[:-1]))
    assert before.pockets() == []
    effect = before.place(parse_tile(last))
    assert effect.new_cells == [] and effect.activated == []


def test_large_pocket_whose_middle_touches_no_tile_is_found():
    hive = Hive.from_notation(P.BIG_POCKET)
    assert all(hive.tile_at(nb) is None for nb in neighbors((-4, 3)))
    assert frozenset(P.BIG_POCKET_HEXES) in hive.pockets()


def test_cluster_and_its_kinds():
    hive = Hive.from_notation(P.CLUSTER)
    assert hive.clusters() == [frozenset(P.CLUSTER_CELLS)]
    assert hive.empty_cell_clusters() == hive.clusters()
    assert hive.nectar_clusters() == []
    for h in sorted(P.CLUSTER_CELLS):
        nectar = hive.cells[h].nectar_type
        if nectar is None:
            pytest.fail("the cluster position should have no barren cell")
        hive.put_nectar(h, nectar)
    assert hive.nectar_clusters() == hive.clusters()
    assert hive.empty_cell_clusters() == []


def test_cluster_is_three_cells_at_alternating_neighbours_of_one_tile_hex():
    hive = Hive.from_notation(P.CLUSTER)
    (cluster,) = hive.clusters()
    centre = (0, 0)
    assert hive.tile_at(centre) is not None
    dirs = sorted(neighbors(centre).index(c) for c in cluster)
    assert dirs in ([0, 2, 4], [1, 3, 5])


def test_straight_line_of_three():
    hive = Hive.from_notation(P.LINE)
    assert hive.straight_lines(min_length=3) == [P.LINE_CELLS]
    assert hive.longest_line() == 3
    lines2 = hive.straight_lines()
    assert P.LINE_CELLS in lines2
    # consecutive cells share exactly the two hexes between them, both tile hexes
    for a, b in pairwise(P.LINE_CELLS):
        between = set(neighbors(a)) & set(neighbors(b))
        assert len(between) == 2 and all(hive.tile_at(h) for h in between)


def test_lone_cells_are_lines_of_one():
    hive = Hive.from_notation(P.WILDFLOWER)
    assert hive.straight_lines(min_length=1) == [[(0, 0)]]
    assert hive.straight_lines() == []


def test_icon_next_to_two_new_cells_activates_once_and_same_icons_all_activate():
    hive = Hive.from_notation(P.TWO_CELLS)
    effect = hive.place(parse_tile(P.TWO_CELLS_MOVE))
    assert len(effect.new_cells) == 2
    produce_at_origin = hive.tile_at((0, 0))
    assert all((0, 0) in neighbors(c) for c in effect.new_cells)
    assert effect.activated.count(produce_at_origin) == 1
    assert effect.activated_actions.count(Action.PRODUCE) == 3
    assert len(set(effect.activated)) == len(effect.activated)


def test_icons_next_to_old_cells_do_not_activate():
    hive = Hive.from_notation(P.TWO_CELLS)
    hive.place(parse_tile(P.TWO_CELLS_MOVE))
    for effect in hive.legal_placements(Action.FORAGE):
        touched_old = {
            t
            for c in hive.cells
            for nb in neighbors(c)
            if (t := hive.tile_at(nb)) and t.anchor == nb
        }
        near_new = {
            t
            for c in effect.new_cells
            for nb in neighbors(c)
            if (t := hive.tile_at(nb)) and t.anchor == nb
        }
        assert set(effect.activated) - {effect.tile} == near_new
        assert not (set(effect.activated) & (touched_old - near_new))


def test_new_tile_icon_activates_when_its_anchor_touches_a_new_cell():
    hive, last = closing(P.ACACIA)
    effect = hive.place(last)
    assert (last in effect.activated) == (last.anchor in neighbors((0, 0)))


# --- legality --------------------------------------------------------------


def test_first_tile_goes_anywhere():
    hive = Hive()
    assert hive.check(HiveTile(Action.MARKET, (40, -17), 3)).ok
    assert len(hive.legal_placements(Action.MARKET)) == 6


def test_illegal_occupied():
    hive = Hive.from_notation("F(0,0)E")
    v = hive.check(parse_tile("P(1,0)NE"))
    assert not v.ok and v.code == "occupied"
    assert "(1,0)" in v.reason and "Forage" in v.reason


def test_illegal_on_a_cell():
    hive = Hive.from_notation(P.WILDFLOWER)
    v = hive.check(parse_tile("P(0,0)E"))
    assert not v.ok and v.code == "cell"
    assert "(0,0)" in v.reason and "Wildflower cell" in v.reason


def test_illegal_detached():
    hive = Hive.from_notation("F(0,0)E")
    v = hive.check(parse_tile("P(5,5)E"))
    assert not v.ok and v.code == "detached"
    assert "does not touch" in v.reason or "would not touch" in v.reason


def test_illegal_edge_names_hexes_and_colours():
    hive = Hive.from_notation("F(0,0)E")
    v = hive.check(parse_tile("P(0,1)E"))
    assert not v.ok and v.code == "edge"
    assert "(0,1)" in v.reason and "Forage tile" in v.reason
    assert "waist" in v.reason and "yellow edge to yellow edge" in v.reason
    # a tip against a yellow edge
    tip = next(
        t
        for d in range(6)
        for h in neighbors((0, 0)) + neighbors((1, 0))
        if not hive.check(t := HiveTile(Action.PRODUCE, h, d)).ok
        and "dark tip" in (hive.check(t).reason or "")
    )
    assert "dark tip edge" in hive.check(tip).reason


def test_illegal_placement_changes_nothing():
    hive = Hive.from_notation(P.ACACIA)
    hive.put_nectar((0, 0), Nectar.ACACIA)
    before_json = json.dumps(hive.to_json())
    before_version = hive.version
    graph_before = (set(hive.graph.nodes(data="kind")), set(hive.graph.edges))
    for bad in ("P(0,0)E", "P(1,0)E", "P(9,9)E", "P(0,2)E"):
        tile = parse_tile(bad)
        if hive.check(tile).ok:
            continue
        with pytest.raises(IllegalPlacement) as err:
            hive.place(tile)
        assert err.value.reason == hive.check(tile).reason
        assert json.dumps(hive.to_json()) == before_json
        assert hive.version == before_version
        assert (set(hive.graph.nodes(data="kind")), set(hive.graph.edges)) == graph_before


# --- fan and cell contents -------------------------------------------------


def test_fan_yield_at_most_three_and_only_nectar_without_honey():
    hive = Hive.from_notation(P.CLUSTER)
    for h in P.CLUSTER_CELLS:
        hive.put_nectar(h, hive.cells[h].nectar_type)
    assert {c.hex for c in hive.fan_yield((0, 0))} == P.CLUSTER_CELLS
    assert hive.best_fan_hexes() == (3, [(0, 0)])
    hive.put_honey((1, 0))
    assert len(hive.fan_yield((0, 0))) == 2
    with pytest.raises(HiveError, match="already holds a honey"):
        hive.put_honey((1, 0))
    with pytest.raises(HiveError, match="tile hex"):
        hive.fan_yield((1, 0))


def test_nectar_must_match_the_cell():
    hive = Hive.from_notation(P.ROSEMARY)
    with pytest.raises(HiveError, match="Rosemary only"):
        hive.put_nectar((0, 0), Nectar.ACACIA)
    hive.put_nectar((0, 0), Nectar.ROSEMARY)
    assert hive.cells[(0, 0)].contents is CellContents.NECTAR
    hive.put_honey((0, 0))
    assert hive.cells[(0, 0)].contents is CellContents.HONEY
    assert hive.honey() == {Nectar.ROSEMARY: 1}
    assert hive.take_honey((0, 0)) is Nectar.ROSEMARY
    with pytest.raises(HiveError, match="already holds"):
        hive.put_nectar((0, 0), Nectar.ROSEMARY)
    with pytest.raises(HiveError, match="no cell"):
        hive.put_nectar((5, 5), Nectar.ROSEMARY)


def test_removing_a_tile_that_closes_a_full_cell_is_refused():
    hive, last = closing(P.WILDFLOWER)
    hive.place(last)
    hive.put_nectar((0, 0), Nectar.WILDFLOWER)
    before = hive.to_json()
    with pytest.raises(HiveError, match="holds a Wildflower nectar tile"):
        hive.remove(last)
    assert hive.to_json() == before


def test_describe_uses_an_before_acacia():
    hive, last = closing(P.ACACIA)
    text = hive.preview(last).describe()
    assert "creates an Acacia cell at (0,0)" in text
