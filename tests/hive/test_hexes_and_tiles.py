"""Coordinates, directions and the domino's edges (RULINGS section 1, geometry)."""

import pytest

from honeybuzz_lab.core.hexes import (
    DIRECTION_NAMES,
    DIRECTIONS,
    direction_to,
    distance,
    neighbor,
    neighbors,
    parse_direction,
)
from honeybuzz_lab.games.honeybuzz.hive import Action, EdgeKind, HiveTile, parse_tile
from honeybuzz_lab.games.honeybuzz.hive.hexes import LINE_VECTORS


def test_directions_are_the_rulings_table():
    assert DIRECTIONS == ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
    assert DIRECTION_NAMES == ("E", "NE", "NW", "W", "SW", "SE")


def test_neighbours_and_directions_agree():
    h = (3, -2)
    for d, nb in enumerate(neighbors(h)):
        assert neighbor(h, d) == nb
        assert direction_to(h, nb) == d
        assert direction_to(nb, h) == (d + 3) % 6
        assert distance(h, nb) == 1
    assert direction_to(h, (10, 10)) is None
    assert distance((0, 0), (2, -1)) == 2


def test_line_vectors_are_distance_two_between_two_shared_neighbours():
    for v in LINE_VECTORS:
        assert distance((0, 0), v) == 2
        shared = set(neighbors((0, 0))) & set(neighbors(v))
        assert len(shared) == 2


def test_parse_direction():
    assert parse_direction("ne") == 1
    assert parse_direction("5") == 5
    with pytest.raises(ValueError, match="not a direction"):
        parse_direction("N")


@pytest.mark.parametrize("d", range(6))
def test_edge_table(d):
    tile = HiveTile(Action.FORAGE, (0, 0), d)
    assert tile.tail == DIRECTIONS[d]
    kinds_anchor = [tile.edge(tile.anchor, (d + k) % 6) for k in range(6)]
    kinds_tail = [tile.edge(tile.tail, (d + k) % 6) for k in range(6)]
    Y, W, T, J = EdgeKind.YELLOW, EdgeKind.WAIST, EdgeKind.TIP, EdgeKind.JOINT
    assert kinds_anchor == [J, W, Y, T, Y, W]
    assert kinds_tail == [T, Y, W, J, W, Y]
    outline = kinds_anchor + kinds_tail
    assert outline.count(Y) == 4 and outline.count(W) == 4 and outline.count(T) == 2


def test_rotation_adds_one_to_the_direction():
    t = HiveTile(Action.MARKET, (2, -1), 5)
    assert t.rotated() == HiveTile(Action.MARKET, (2, -1), 0)
    assert t.rotated(-1).direction == 4
    assert t.rotated(6) == t


def test_six_orientations_are_distinct():
    assert len({HiveTile(Action.DECREE, (0, 0), d).hexes for d in range(6)}) == 6


def test_tile_validation():
    with pytest.raises(ValueError, match="direction"):
        HiveTile(Action.FORAGE, (0, 0), 6)
    with pytest.raises(TypeError, match="anchor"):
        HiveTile(Action.FORAGE, [0, 0], 1)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="Action"):
        HiveTile("forage", (0, 0), 1)  # type: ignore[arg-type]


def test_tile_notation_and_json():
    t = parse_tile("P(2,-1)NE")
    assert t == HiveTile(Action.PRODUCE, (2, -1), 1)
    assert t.notation == "P(2,-1)NE"
    assert parse_tile("n 3,4 sw") == HiveTile(Action.NEW_BEE, (3, 4), 4)
    assert HiveTile.from_json(t.to_json()) == t
    with pytest.raises(ValueError, match="not a tile"):
        parse_tile("Q(0,0)E")
    with pytest.raises(ValueError, match="not a hive action"):
        HiveTile.from_json({"action": "dance", "anchor": [0, 0], "direction": 0})
    with pytest.raises(ValueError, match="needs"):
        HiveTile.from_json({"action": "forage"})


def test_action_letters_and_labels():
    assert [a.letter for a in Action] == ["F", "P", "M", "N", "D", "A"]
    assert Action.NEW_BEE.label == "New Bee"
    assert Action.parse("new bee") is Action.NEW_BEE
    with pytest.raises(ValueError, match="not a hive action"):
        Action.parse("X")
