"""The notation with Hungarian letters: written and read back, and never mixed up with the
English one (P is Produce in English, Market in Hungarian)."""

import pytest

from honeybuzz_lab.games.honeybuzz.hive import Action, Hive, HiveError, HiveTile, Nectar, parse_tile
from honeybuzz_lab.games.honeybuzz.hive.notation import LETTERS
from tests.widgets.sample_hives import grown_hive


@pytest.mark.parametrize("seed", range(6))
def test_a_grown_hive_round_trips_in_hungarian(seed: int) -> None:
    hive = grown_hive(30, seed=seed)
    text = hive.notation_in("hu")
    assert Hive.from_notation(text, "hu") == hive
    assert hive.notation_in("en") == hive.notation


def test_hungarian_letters_name_the_hungarian_words() -> None:
    tile = HiveTile(Action.MARKET, (2, -1), 1)
    assert tile.notation == "M(2,-1)NE"
    assert tile.notation_in("hu") == "P(2,-1)ÉK"  # Piac, észak-kelet
    assert parse_tile("P(2,-1)ÉK", "hu") == tile
    assert parse_tile("p 2,-1 ek", "hu") == tile  # case and accents may be left out
    assert parse_tile("P(2,-1)NE") == HiveTile(Action.PRODUCE, (2, -1), 1)
    words = {a: a.term.text("hu") for a in Action}
    for action, letter in LETTERS["hu"].actions.items():
        assert words[action].upper().startswith(letter) or letter == "U"  # Új Méh
    hive = Hive.from_notation("F(1,0)NW F(0,-1)SW F(-1,1)E w*(0,0)")
    assert hive.notation_in("hu") == "G(1,0)ÉNy G(0,-1)DNy G(-1,1)K v*(0,0)"
    assert (
        Hive.from_notation("G(1,0)ÉNy G(0,-1)DNy G(-1,1)K v*(0,0)", "hu").cells[(0, 0)].nectar
        is Nectar.WILDFLOWER
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("P(0,0)NE", "'NE' is not a direction: use 0-5 or one of K, ÉK, ÉNy, Ny, DNy, DK"),
        ("F(0,0)K", "'F' is not a hive action: use one of G (Forage), T (Produce)"),
        ("G(1,0)ÉNy G(0,-1)DNy G(-1,1)K w(0,0)", "'w' is not a nectar type: use v (Wildflower)"),
    ],
)
def test_a_language_reads_only_its_own_letters(text: str, message: str) -> None:
    with pytest.raises(HiveError) as err:
        Hive.from_notation(text, "hu")
    assert message in str(err.value)


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(HiveError, match="no notation in 'de'"):
        Hive.from_notation("F(0,0)E", "de")
    with pytest.raises(ValueError, match="no notation in 'de'"):
        Hive.starting("star").notation_in("de")
