"""Facts derive a question's answer from the engine."""

import pytest

from honeybuzz_lab.games.honeybuzz.lessons import build_position, parse_fact
from honeybuzz_lab.games.honeybuzz.lessons.facts import FactError

STAR = build_position("card:star")
NECTAR = build_position("card:star A(-1,0)NE F(3,-2)SE P(1,2)NE a(0,0) w(2,-1) w(1,1)")


def answer(spec, hive=STAR, options=()):
    return set(parse_fact(spec).answer(hive, tuple(options)))


def test_nectar_of():
    assert answer({"nectar_of": "P(-1,0)NE", "cell": [0, 0]}) == {"acacia"}
    assert answer({"nectar_of": "P(1,2)NE", "cell": [1, 1]}) == {"wildflower"}
    barren = build_position("card:star D(0,-2)SE")
    assert answer({"nectar_of": "F(-1,0)W", "cell": [0, 0]}, barren) == {"barren"}


def test_activations_cells_and_times():
    assert answer({"activations_of": "P(1,2)NE"}) == {"fpp"}
    assert answer({"activations_of": "P(-4,3)NE"}) == {"none"}
    assert answer({"cells_of": "P(-4,3)NE"}) == {"0"}
    two = build_position("card:star A(2,1)E M(4,-1)SE")
    assert answer({"cells_of": "P(3,-1)NW"}, two) == {"2"}
    assert answer({"times_activated": "P(3,-1)NW", "icon": [2, 0]}, two) == {"1"}
    assert answer({"times_activated": "P(3,-1)NW", "icon": [0, 1]}, two) == {"0"}


def test_verdicts_and_coverable():
    assert answer({"verdict_of": "P(1,2)NE"}) == {"legal"}
    assert answer({"verdict_of": "P(0,-1)W"}) == {"edge"}
    assert answer({"verdict_of": "P(5,5)E"}) == {"detached"}
    assert answer({"verdict_of": "P(1,0)E"}) == {"occupied"}
    one = build_position("P(0,0)E")
    assert answer({"coverable": [0, -1]}, one) == {"yes"}
    assert answer({"coverable": [1, -1]}, one) == {"no"}
    table = {"a": [1, -1], "b": [-1, 0], "c": [0, -1]}
    assert answer({"coverable": table}, one, "abc") == {"c"}


def test_fan_and_counts():
    spots = {"icon": [2, 0], "tail": [1, 0]}
    assert answer({"fan_best": spots}, NECTAR, ["icon", "tail"]) == {"tail"}
    assert answer({"fan_yield": [1, 0]}, NECTAR) == {"3"}
    assert answer({"fan_yield": [2, 0]}, NECTAR) == {"2"}
    assert answer({"count": "clusters"}, NECTAR) == {"1"}
    assert answer({"count": "nectar_clusters"}, NECTAR) == {"1"}
    assert answer({"count": "empty_cell_clusters"}, NECTAR) == {"0"}
    assert answer({"count": "cells"}, NECTAR) == {"3"}
    assert answer({"count": "best_fan"}, NECTAR) == {"3"}
    assert answer({"count": "longest_line"}, NECTAR) == {"2"}


def test_tile_facts():
    assert answer({"tile_edges": "yellow"}) == {"4"}
    assert answer({"tile_edges": "waist"}) == {"4"}
    assert answer({"tile_edges": "tip"}) == {"2"}
    assert answer({"tile_edges": "all"}) == {"10"}
    assert answer({"orientations": True}) == {"6"}


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ({"nectar_of": "P(0,0)E", "cell": [0, 0]}, "cannot be placed"),
        ({"nectar_of": "P(1,2)NE", "cell": [0, 0]}, "does not create a cell"),
        ({"nectar_of": "P(1,2)NE"}, r"cell = a hex"),
        ({"cells_of": "nonsense"}, "a tile like"),
        ({"count": "bees"}, "choose one of"),
        ({"tile_edges": "red"}, "choose all"),
        ({"times_activated": "P(1,2)NE", "icon": [1, 0]}, "no icon at"),
        ({"fan_best": {"x": [1, 0]}}, "for every option"),
    ],
)
def test_bad_facts_are_explained(spec, message):
    with pytest.raises(FactError, match=message):
        answer(spec, options=("x", "y"))


@pytest.mark.parametrize("spec", [{"nothing": 1}, {"count": "cells", "cells_of": "P(1,2)NE"}, 3])
def test_a_fact_names_exactly_one_computation(spec):
    with pytest.raises(FactError):
        parse_fact(spec)
