"""Each expectation on real placements: it holds where it should and fails where it should not."""

import pytest

from honeybuzz_lab.games.honeybuzz.hive import Action, Nectar, parse_tile
from honeybuzz_lab.games.honeybuzz.lessons import (
    Activates,
    ActivatesTile,
    Activations,
    AllOf,
    AnyOf,
    AnyPlacement,
    Covers,
    CreatesCell,
    CreatesCells,
    CreatesCluster,
    CreatesPocket,
    FanYield,
    IconOn,
    LineAtLeast,
    Not,
    Placement,
    Touches,
    build_position,
    parse_expectation,
)
from honeybuzz_lab.games.honeybuzz.lessons.expectations import ExpectationError

STAR = "card:star"
#: Two cells at once: P(3,-1)NW closes (2,-1) Wildflower and (3,0) Rosemary.
TWO = "card:star A(2,1)E M(4,-1)SE"
POCKET = "P(0,0)E F(2,-2)SE F(-2,1)E M(-1,-1)SW F(1,-3)SE"
CLUSTER = "card:star A(-1,0)NE F(3,-2)SE"
LINE = "card:star A(-1,0)NE F(3,-2)SE P(1,2)NE M(4,-1)NE"


def play(position: str, tile: str):
    before = build_position(position)
    after = before.copy()
    effect = after.place(parse_tile(tile))
    return before, effect, after


def holds(expectation, position, tile) -> bool:
    return expectation.check(*play(position, tile))


def test_any_placement():
    assert holds(AnyPlacement(), STAR, "P(-4,3)NE")


def test_placement_is_exact():
    exact = Placement(parse_tile("P(1,2)NE"))
    assert holds(exact, STAR, "P(1,2)NE")
    assert not holds(exact, STAR, "P(2,1)SW")  # same hexes, icon on the other end
    assert repr(exact) == "Placement(P(1,2)NE)"


def test_covers_and_icon_on():
    assert holds(Covers(((1, 2), (2, 1))), STAR, "P(2,1)SW")
    assert not holds(Covers(((1, 2), (2, 1))), STAR, "P(3,-2)SE")
    assert holds(IconOn((2, 1)), STAR, "P(2,1)SW")
    assert not holds(IconOn((2, 1)), STAR, "P(1,2)NE")


def test_creates_cells_counts():
    assert holds(CreatesCells(2), TWO, "P(3,-1)NW")
    assert not holds(CreatesCells(1), TWO, "P(3,-1)NW")
    assert holds(CreatesCells(1, at_least=True), TWO, "P(3,-1)NW")
    assert holds(CreatesCells(0), STAR, "P(-4,3)NE")
    assert not holds(CreatesCells(1, at_least=True), STAR, "P(-4,3)NE")


def test_creates_cell_by_type_place_and_barren():
    assert holds(CreatesCell(Nectar.ACACIA), STAR, "P(-1,0)NE")
    assert not holds(CreatesCell(Nectar.WILDFLOWER), STAR, "P(-1,0)NE")
    assert holds(CreatesCell(), STAR, "P(-1,0)NE")
    assert not holds(CreatesCell(), STAR, "P(-4,3)NE")
    assert holds(CreatesCell(Nectar.ROSEMARY), TWO, "P(3,-1)NW")  # the second of two
    assert holds(CreatesCell(at=(3, 0)), TWO, "P(3,-1)NW")
    assert not holds(CreatesCell(at=(0, 0)), TWO, "P(3,-1)NW")
    barren = "card:star D(0,-2)SE"
    assert holds(CreatesCell(barren=True), barren, "F(-1,0)W")
    assert not holds(CreatesCell(barren=True), barren, "F(1,2)NE")
    assert holds(CreatesCell(), barren, "F(-1,0)W")  # any cell, barren ones too
    assert not holds(CreatesCell(Nectar.ACACIA), barren, "F(-1,0)W")


def test_activates_counts_copies():
    # P(1,2)NE activates Forage and two Produce icons.
    assert holds(Activates((Action.PRODUCE, Action.PRODUCE)), STAR, "P(1,2)NE")
    assert not holds(Activates((Action.PRODUCE,) * 3), STAR, "P(1,2)NE")
    assert holds(Activates((Action.FORAGE,)), STAR, "P(1,2)NE")
    assert not holds(Activates((Action.FORAGE,), exactly=True), STAR, "P(1,2)NE")
    exact = Activates((Action.PRODUCE, Action.FORAGE, Action.PRODUCE), exactly=True)
    assert holds(exact, STAR, "P(1,2)NE")
    assert holds(Activations(3), STAR, "P(1,2)NE")
    assert not holds(Activations(4), STAR, "P(1,2)NE")
    assert holds(Activations(2, at_least=True), STAR, "P(1,2)NE")
    assert holds(ActivatesTile((2, 0)), STAR, "P(1,2)NE")
    assert not holds(ActivatesTile((1, -1)), STAR, "P(1,2)NE")


def test_touches_counts_distinct_tiles():
    two = "P(0,0)E F(1,1)SW"
    assert holds(Touches(2), two, "N(-1,1)SE")
    assert not holds(Touches(2), two, "N(-2,1)E")
    assert holds(Touches(1), two, "N(-2,1)E")


def test_pocket_cluster_line():
    assert holds(CreatesPocket(), POCKET, "F(-1,-2)NE")
    assert not holds(CreatesPocket(), POCKET, "F(3,-1)NE")
    assert holds(CreatesCluster(), CLUSTER, "P(1,2)NE")
    assert not holds(CreatesCluster(), CLUSTER, "P(-2,3)E")
    assert holds(LineAtLeast(3), LINE, "P(4,-3)E")
    assert not holds(LineAtLeast(3), LINE, "P(3,1)NE")


def test_fan_yield_reads_the_hive_after():
    nectar = "card:star A(-1,0)NE F(3,-2)SE P(1,2)NE a(0,0) w(2,-1) w(1,1)"
    assert holds(FanYield(3), nectar, "P(-2,3)E")
    assert not holds(FanYield(4), nectar, "P(-2,3)E")
    assert not holds(FanYield(1), STAR, "P(1,2)NE")  # a new cell holds no nectar yet


def test_combinators():
    acacia, produce2 = CreatesCell(Nectar.ACACIA), Activates((Action.PRODUCE,) * 2)
    assert holds(AllOf((acacia, produce2)), STAR, "P(-1,0)NE")
    assert not holds(AllOf((acacia, produce2)), STAR, "P(1,2)NE")
    assert holds(AnyOf([acacia, produce2]), STAR, "P(1,2)NE")
    assert not holds(AnyOf([acacia]), STAR, "P(3,-2)SE")
    assert holds(Not(acacia), STAR, "P(3,-2)SE")
    assert holds(acacia & produce2, STAR, "P(-1,0)NE")
    assert holds(acacia | produce2, STAR, "P(1,2)NE")
    assert holds(~acacia, STAR, "P(1,2)NE")


@pytest.mark.parametrize(
    ("spec", "tile", "expected"),
    [
        ({"any": True}, "P(-4,3)NE", True),
        ({"place": "P(1,2)NE"}, "P(1,2)NE", True),
        ({"place": ["P(3,-2)SE", "P(1,2)NE"]}, "P(1,2)NE", True),
        ({"place": ["P(3,-2)SE"]}, "P(1,2)NE", False),
        ({"covers": [1, 2]}, "P(2,1)SW", True),
        ({"covers": [[1, 2], [2, 1]]}, "P(2,1)SW", True),
        ({"icon_on": [1, 2]}, "P(2,1)SW", False),
        ({"cells": 1}, "P(1,2)NE", True),
        ({"cells_at_least": 2}, "P(1,2)NE", False),
        ({"creates": "wildflower"}, "P(1,2)NE", True),
        ({"creates": "a"}, "P(-1,0)NE", True),
        ({"creates": "any"}, "P(-4,3)NE", False),
        ({"creates": "barren"}, "P(-1,0)NE", False),
        ({"cell_at": [1, 1]}, "P(1,2)NE", True),
        ({"activates": ["P", "P"]}, "P(1,2)NE", True),
        ({"activates": "D"}, "P(1,2)NE", False),
        ({"activates_exactly": ["F", "P", "P"]}, "P(1,2)NE", True),
        ({"activates_tile": [2, 0]}, "P(1,2)NE", True),
        ({"activations": 3}, "P(1,2)NE", True),
        ({"touches_at_least": 3}, "P(1,2)NE", False),
        ({"pocket": True}, "P(1,2)NE", False),
        ({"cluster": True}, "P(1,2)NE", False),
        ({"line_at_least": 1}, "P(1,2)NE", True),
        ({"fan_yield_at_least": 1}, "P(1,2)NE", False),
        ({"creates": "wildflower", "activates": ["D"]}, "P(3,-2)SE", True),
        ({"creates": "wildflower", "activates": ["D"]}, "P(1,2)NE", False),
        ({"any_of": [{"creates": "acacia"}, {"cells": 0}]}, "P(-4,3)NE", True),
        ({"all_of": [{"creates": "acacia"}, {"cells": 0}]}, "P(-1,0)NE", False),
        ({"not": {"creates": "acacia"}}, "P(-1,0)NE", False),
    ],
)
def test_specs_from_lesson_files(spec, tile, expected):
    assert holds(parse_expectation(spec), STAR, tile) is expected


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ({}, "expected a table"),
        ("creates", "expected a table"),
        ({"makes": "rosemary"}, "unknown key 'makes'"),
        ({"creates": "honey"}, "not a nectar type"),
        ({"creates": 3}, "nectar type"),
        ({"place": "P(1,2)"}, "not a tile"),
        ({"place": 5}, "notation"),
        ({"cells": -1}, "whole number"),
        ({"cells": True}, "whole number"),
        ({"covers": [[1, 2, 3]]}, r"hex \[q, r\]"),
        ({"covers": "x"}, "list of hexes"),
        ({"activates": ["Z"]}, "not a hive action"),
        ({"activates": 3}, "icon letters"),
        ({"any": False}, "any = true"),
        ({"any_of": []}, "non-empty list"),
        ({"not": {"nope": 1}}, r"expectation\.not: unknown key"),
    ],
)
def test_bad_specs_are_explained(spec, message):
    with pytest.raises(ExpectationError, match=message):
        parse_expectation(spec)
