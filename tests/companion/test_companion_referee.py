"""The referee: the hive's own verdict on a placement, with the rule, in both languages."""

from __future__ import annotations

import pytest

from honeybuzz_lab.companion import CompanionError
from honeybuzz_lab.companion.referee import Referee, rule
from honeybuzz_lab.games.honeybuzz.hive import Hive
from honeybuzz_lab.games.honeybuzz.hive.notation import parse_tile

STAR = "F(2,0)W P(0,1)SE N(-1,1)SW D(1,-1)NE"  # the starred configuration card


def test_a_placement_that_makes_a_cell() -> None:
    hive = Hive.starting()
    before = hive.to_json()
    got = rule(hive, "M(-2,3)E")
    assert got.legal and got.new_cells == ((-1, 2),)
    assert got.activated == ("produce", "new_bee", "market")
    assert "Market" in got.text and "yellow edge" in got.rule
    assert hive.to_json() == before  # asking changes nothing


@pytest.mark.parametrize(("tile", "code"), [("P(0,0)E", "occupied"), ("P(9,9)E", "detached")])
def test_an_illegal_placement_says_why(tile: str, code: str) -> None:
    got = rule(Hive.starting(), tile)
    assert not got.legal and got.verdict.code == code
    assert got.text.startswith(f"{tile} may not go there: ")


def test_referee_widget_in_hungarian() -> None:
    ref = Referee(language="hu")
    assert ref.notation == "G(2,0)Ny T(0,1)DK U(-1,1)DNy R(1,-1)ÉK"
    got = ref.ask("P(-2,3)K")  # P is Piac (Market) in Hungarian
    assert got.legal and "Piac" in got.text
    assert ref.highlight == [(-1, 2)]
    with pytest.raises(CompanionError, match="Nem olvasható"):
        ref.ask("X(1")


def test_entering_a_hive_by_notation_and_by_the_board() -> None:
    ref = Referee(STAR)
    assert len(ref.hive) == 4
    ref.load_notation(STAR + " M(-2,3)E")
    assert len(ref.hive) == 5 and "5" in ref.answer
    assert not ref.ask("P(-2,3)E").legal  # that place is taken now
    ref.load_notation("nonsense")  # refused: the board keeps its hive
    assert len(ref.hive) == 5 and "Cannot read" in ref.answer
    ref.place(parse_tile("P(-4,3)NE"))  # a tile placed on the board
    assert ref.notation.endswith("P(-4,3)NE")
