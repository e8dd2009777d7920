"""Notation, JSON, SVG and the configuration cards."""

import json
import xml.etree.ElementTree as ET

import pytest

from honeybuzz_lab.games.honeybuzz.data import DataError
from honeybuzz_lab.games.honeybuzz.hive import Hive, HiveError, Nectar, configuration_cards
from honeybuzz_lab.games.honeybuzz.hive.starting import parse_cards

from . import positions as P


def test_hive_notation_round_trip_with_contents():
    hive = Hive.from_notation(P.CLUSTER)
    hive.put_nectar((1, 0), hive.cells[(1, 0)].nectar_type)
    hive.put_honey((1, 0))
    text = hive.notation
    assert text.startswith(P.CLUSTER)
    again = Hive.from_notation(text)
    assert again == hive
    assert again.cells[(1, 0)].honey


def test_notation_accepts_comments_and_separators():
    text = """
    # a Wildflower cell at (0,0)
    F(1,0)NW; F(0,-1)SW   # two tiles
    F(-1,1)E
    w*(0,0)
    """
    hive = Hive.from_notation(text)
    assert hive.cells[(0, 0)].nectar is Nectar.WILDFLOWER and hive.cells[(0, 0)].honey


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("F(0,0)E Q(1,1)E", "token 2 'Q(1,1)E': 'Q(1,1)E' is not a tile"),
        ("F(0,0)E P(5,5)E", "token 2 'P(5,5)E': The Produce tile"),
        ("F(0,0)E r(0,1)", "token 2 'r(0,1)': there is no cell at (0,1)"),
        (P.WILDFLOWER + " a(0,0)", "does not fit the Wildflower cell"),
        (P.WILDFLOWER + " w(0,0) F(3,3)E", "tiles come before cell contents"),
    ],
)
def test_notation_errors_name_the_token(text, message):
    with pytest.raises(HiveError) as err:
        Hive.from_notation(text)
    assert message in str(err.value)


def test_json_round_trip():
    hive = Hive.from_notation(P.LINE)
    for c in hive.empty_cells():
        if c.nectar_type:
            hive.put_nectar(c.hex, c.nectar_type)
    data = json.loads(json.dumps(hive.to_json()))
    again = Hive.from_json(data)
    assert again == hive
    assert again.tiles == hive.tiles


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: d.update(format="chess"), "not a saved hive"),
        (lambda d: d.update(version=7), "unsupported hive version 7"),
        (lambda d: d.update(tiles="x"), "list of tiles"),
        (lambda d: d["tiles"][1].update(direction=9), "tile 1: direction"),
        (lambda d: d["tiles"][1].update(anchor=[40, 40]), "tile 1 (F(40,40)"),
        (lambda d: d["tiles"][0].update(action="nap"), "tile 0: 'nap' is not a hive action"),
        (lambda d: d["cells"].append({"hex": [9, 9], "nectar": "acacia"}), "no cell at (9,9)"),
        (lambda d: d["cells"].append({"hex": [0, -1], "nectar": "mead"}), "'mead' is not a nectar"),
        (lambda d: d["cells"].append({"hex": "0,0"}), "cell 0: expected"),
    ],
)
def test_corrupt_json_is_rejected_with_a_specific_error(mutate, message):
    data = Hive.from_notation(P.LINE).to_json()
    mutate(data)
    with pytest.raises(HiveError) as err:
        Hive.from_json(data)
    assert message in str(err.value)


def test_from_json_rejects_non_objects():
    with pytest.raises(HiveError, match="JSON object"):
        Hive.from_json([1, 2])


def test_configuration_cards():
    cards = configuration_cards()
    levels = [c.level for c in cards]
    assert len(cards) == 18
    assert levels.count("star") == 1
    assert levels.count("standard") >= 3 and levels.count("veteran") >= 3
    for card in cards:
        assert card.reconstructed
        hive = card.hive()
        assert sorted(t.action.letter for t in hive.tiles) == ["D", "F", "N", "P"]
        assert not hive.cells
    assert Hive.starting() == Hive.starting("star")
    assert Hive.starting("veteran-1") == cards[-8].hive()
    with pytest.raises(KeyError, match="no configuration card 'gold'"):
        Hive.starting("gold")


STAR = "F(2,0)W P(0,1)SE N(-1,1)SW D(1,-1)NE"


def _card(tiles, level="star"):
    return {"name": "x", "level": level, "title": "X", "tiles": tiles}


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"card": []}, "'reconstructed' must be true or false"),
        ({"reconstructed": True, "card": [{"name": "x"}]}, "card 0: 'level' must be a string"),
        (
            {
                "reconstructed": True,
                "card": [{"name": "x", "level": "gold", "title": "", "tiles": ""}],
            },
            "level 'gold'",
        ),
        (
            {
                "reconstructed": True,
                "card": [{"name": "x", "level": "star", "title": "", "tiles": "F(0,0)E"}],
            },
            "needs one Forage, Produce, New Bee and Decree",
        ),
        (
            {
                "reconstructed": True,
                "card": [{"name": "x", "level": "star", "title": "", "tiles": "F(0,0)E P(9,9)E"}],
            },
            "card 0 (x): token 2",
        ),
        (
            {"reconstructed": True, "card": [_card("F(1,0)NW P(0,-1)SW N(-1,1)E D(-3,1)NE")]},
            "a starting hive has no cell yet",
        ),
        (
            {"reconstructed": True, "card": [_card(STAR), _card(STAR)]},
            "card names must be unique",
        ),
        (
            {"reconstructed": True, "card": [_card(STAR, level="standard")]},
            "exactly one card is the starred beginner card",
        ),
    ],
)
def test_broken_configuration_data_is_rejected(data, message):
    with pytest.raises(DataError) as err:
        parse_cards(data)
    assert message in str(err.value)


def test_svg_is_well_formed_and_shows_everything():
    hive = Hive.from_notation(P.BARREN)
    svg = hive.to_svg(coords=True, legend=True, highlight=[(0, 0)])
    root = ET.fromstring(svg)
    assert root.tag.endswith("svg")
    assert svg.count('class="hb-tile"') == len(hive)
    assert "hb-barren" in svg and "hb-legend" in svg and "hb-highlight" in svg
    assert "0,0" in svg
    for kind in ("yellow", "waist", "tip"):
        assert f"hb-edge-{kind}" in svg
    pocket = Hive.from_notation(P.POCKET).to_svg()
    assert pocket.count('class="hb-pocket"') == len(P.POCKET_HEXES)
    wild = Hive.from_notation(P.WILDFLOWER)
    wild.put_nectar((0, 0), Nectar.WILDFLOWER)
    wild.put_honey((0, 0))
    svg = wild._repr_svg_()
    assert "hb-wildflower" in svg and "with honey" in svg
    ET.fromstring(Hive().to_svg())
