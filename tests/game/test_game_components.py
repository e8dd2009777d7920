"""The component data files: counts from the rulebook, the schema, clear errors."""

from __future__ import annotations

import itertools
import shutil
from collections import Counter
from importlib import resources
from pathlib import Path

import pytest

from honeybuzz_lab.games.honeybuzz.data import DataError, load_toml
from honeybuzz_lab.games.honeybuzz.game.components import (
    FILES,
    HONEYS,
    RESOURCES,
    TILE_KINDS,
    load_components,
    parse_contests,
    parse_hive_tiles,
    parse_market,
    parse_nectar_tiles,
    parse_orders,
    parse_woodland,
)


@pytest.fixture(scope="module")
def comp():
    return load_components()


def test_standard_tiles_are_63_in_six_kinds(comp):
    assert set(comp.standard_tiles) == set(TILE_KINDS)
    assert sum(comp.standard_tiles.values()) == 63
    assert all(n > 0 for n in comp.standard_tiles.values())


def test_starting_tiles_are_16_four_per_colour(comp):
    assert len(comp.colours) == 4
    assert sorted(comp.starting_per_colour) == ["decree", "forage", "new_bee", "produce"]
    assert len(comp.colours) * len(comp.starting_per_colour) == 16


def test_board_sides_share_decree_and_accounting_at_one_and_two_players(comp):
    small, large = comp.board_for(2), comp.board_for(4)
    assert comp.board_for(1) is small and comp.board_for(3) is large
    assert ("decree", "accounting") in small.boxes and len(small.boxes) == 5
    assert len(large.boxes) == 6 and all(len(b) == 1 for b in large.boxes)


def test_orders_are_26_small_and_large(comp):
    assert len(comp.orders) == 26
    sizes = Counter(o.size for o in comp.orders)
    assert set(sizes) == {"small", "large"}
    assert sizes["small"] >= 9 and sizes["large"] >= 6  # enough for table b at four players
    assert all(o.points > 0 and o.needs for o in comp.orders)
    assert all(r in RESOURCES for o in comp.orders for r, _ in o.needs)


def test_contests_are_12_in_three_colours_with_a_starred_set(comp):
    assert len(comp.contests) == 12
    colours = Counter(c.colour for c in comp.contests)
    assert len(colours) == 3 and set(colours.values()) == {4}
    stars = [c for c in comp.contests if c.star]
    assert len(stars) == 3 and len({c.colour for c in stars}) == 3
    assert {c.type for c in comp.contests} == {"speed", "final"}
    for c in comp.contests:
        assert c.payouts == (20, 10, 5)
        assert (c.target is not None) == c.is_speed


def test_contests_cover_the_categories_of_the_rulings(comp):
    measures = {c.measure for c in comp.contests}
    for name in ("orders", "nectar", "empty_cells", "workers", "pollen_sold", "straight_line"):
        assert name in measures
    assert any("cluster" in m for m in measures)


def test_nectar_tiles_are_24_six_per_type(comp):
    assert len(comp.nectar_tiles) == 24
    assert Counter(t.nectar.value for t in comp.nectar_tiles) == {h: 6 for h in HONEYS}


def test_market_has_five_columns_acacia_dearest_wildflower_cheapest_honey(comp):
    assert set(comp.market) == set(RESOURCES)
    top = {r: comp.market[r][0] for r in HONEYS}
    assert max(top, key=top.get) == "acacia"
    assert min(top, key=top.get) == "wildflower"
    for values in comp.market.values():
        assert list(values) == sorted(values, reverse=True)
        # every sale lowers the value: no flat step (pollen once had 3 -> 3)
        assert all(a > b for a, b in itertools.pairwise(values)), values


def test_field_side_a_is_4_by_6_with_the_left_column_as_starts(comp):
    side = comp.fields["A"]
    assert (side.rows, side.columns) == (4, 6)
    assert sorted(side.starts) == [(0, 0), (1, 0), (2, 0), (3, 0)]
    assert comp.order_stack_actions == ("forage", "produce", "market")


def test_configuration_cards_are_the_18_of_the_hive_package(comp):
    assert len(comp.configuration_cards) == 18
    assert sum(1 for c in comp.configuration_cards if c.level == "star") == 1


def test_every_file_says_whether_it_is_reconstructed_and_where_it_comes_from(comp):
    assert set(comp.reconstructed) == set(FILES)
    for name in FILES:
        assert comp.sources[name]
    for name in ("orders.toml", "contests.toml", "market.toml", "woodland.toml"):
        assert comp.reconstructed[name] is True


# ------------------------------------------------------------------ broken files


def _data(name):
    return load_toml(name)


def test_wrong_tile_total_names_the_file_and_section():
    data = _data("hive_tiles.toml")
    data["standard"]["forage"] += 1
    with pytest.raises(DataError, match=r"hive_tiles.toml, \[standard\]: .*63 tiles, not 64"):
        parse_hive_tiles(data)


def test_an_order_with_an_unknown_resource_names_the_card():
    data = _data("orders.toml")
    data["order"][3]["needs"] = {"truffles": 2}
    with pytest.raises(DataError, match=r"orders.toml, order 3 \(S04\): 'truffles' is not a"):
        parse_orders(data)


def test_a_missing_key_is_named():
    data = _data("orders.toml")
    del data["order"][0]["points"]
    with pytest.raises(DataError, match=r"orders.toml, order 0 \(S01\): 'points' is missing"):
        parse_orders(data)


def test_a_wrong_type_is_named():
    data = _data("contests.toml")
    data["contest"][0]["star"] = "yes"
    with pytest.raises(DataError, match=r"contests.toml, contest 0 \(blue-1\): 'star' must be"):
        parse_contests(data)


def test_an_unknown_contest_measure_is_rejected():
    data = _data("contests.toml")
    data["contest"][1]["measure"] = "bears"
    with pytest.raises(DataError, match="measure 'bears' is unknown"):
        parse_contests(data)


def test_a_speed_contest_needs_a_target():
    data = _data("contests.toml")
    del data["contest"][0]["target"]
    with pytest.raises(DataError, match=r"contest 0 \(blue-1\): 'target' is missing"):
        parse_contests(data)


def test_two_starred_cards_of_one_colour_are_rejected():
    data = _data("contests.toml")
    data["contest"][0]["star"] = True
    with pytest.raises(DataError, match="exactly one starred card"):
        parse_contests(data)


def test_nectar_tiles_must_be_six_per_type():
    data = _data("nectar_tiles.toml")
    data["tile"][0]["nectar"] = "acacia"
    with pytest.raises(DataError, match="there must be 6 Wildflower tiles, not 5"):
        parse_nectar_tiles(data)


def test_market_must_keep_acacia_the_most_valuable_honey():
    data = _data("market.toml")
    data["column"][1]["values"] = [20, 10, 5]
    with pytest.raises(DataError, match="Acacia must be the most valuable honey"):
        parse_market(data)


def test_market_values_may_not_grow_down_a_column():
    data = _data("market.toml")
    data["column"][0]["values"] = [1, 2, 3]
    with pytest.raises(DataError, match=r"column 0 \(pollen\): values must not grow"):
        parse_market(data)


def test_field_needs_four_starting_spaces():
    data = _data("woodland.toml")
    data["side"]["A"]["starts"] = [[0, 0], [0, 0], [1, 0], [2, 0]]
    with pytest.raises(DataError, match=r"\[side.A\]: four players need four different"):
        parse_woodland(data)


def test_a_broken_file_in_a_data_folder_is_rejected_at_load_time(tmp_path: Path):
    src = resources.files("honeybuzz_lab.games.honeybuzz.data")
    for name in FILES:
        shutil.copy(str(src.joinpath(name)), tmp_path / name)
    assert len(load_components(tmp_path).orders) == 26  # a faithful copy loads
    text = (tmp_path / "orders.toml").read_text()
    (tmp_path / "orders.toml").write_text(text.replace("points = 16", "points = -16", 1))
    with pytest.raises(DataError, match=r"orders.toml, order 0 \(S01\): 'points' must be at"):
        load_components(tmp_path)
    (tmp_path / "orders.toml").write_text("this is [not toml")
    with pytest.raises(DataError, match=r"orders\.toml is not valid TOML"):
        load_components(tmp_path)
    (tmp_path / "orders.toml").unlink()
    with pytest.raises(DataError, match=r"orders\.toml is missing"):
        load_components(tmp_path)
