"""The shared hex core: one set of functions behind both import paths."""

from honeybuzz_lab.core import hexes as core
from honeybuzz_lab.hive import hexes as hive


def test_old_import_path_gives_the_core_functions():
    for name in ("DIRECTIONS", "neighbor", "neighbors", "distance", "direction_to", "fmt"):
        assert getattr(hive, name) is getattr(core, name)


def test_honey_buzz_line_offsets_stay_in_the_hive():
    assert hasattr(hive, "LINE_VECTORS") and not hasattr(core, "LINE_VECTORS")


def test_opposite_edges_meet():
    for d in range(6):
        assert core.neighbor(core.neighbor((0, 0), d), core.opposite(d)) == (0, 0)
    assert core.distance((0, 0), (2, -1)) == 2
