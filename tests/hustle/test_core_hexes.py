"""The shared hex core: one set of functions, one import path."""

from honeybuzz_lab.core import hexes as core
from honeybuzz_lab.games.honeybuzz.hive import hexes as hive


def test_the_hive_hexes_module_holds_only_honey_buzz_geometry():
    """One name for each function: the hex math is the core's, not also the hive's."""
    for name in ("DIRECTIONS", "neighbor", "neighbors", "distance", "direction_to", "fmt"):
        assert hasattr(core, name) and not hasattr(hive, name)


def test_honey_buzz_line_offsets_stay_in_the_hive():
    assert hasattr(hive, "LINE_VECTORS") and not hasattr(core, "LINE_VECTORS")


def test_opposite_edges_meet():
    for d in range(6):
        assert core.neighbor(core.neighbor((0, 0), d), core.opposite(d)) == (0, 0)
    assert core.distance((0, 0), (2, -1)) == 2
