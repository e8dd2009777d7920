"""The hive notation's errors are said in the reader's language: each is a catalogue
message (English as the error's text, ``.text("hu")`` in Hungarian)."""

from __future__ import annotations

import pytest

from honeybuzz_lab.core.i18n import Message
from honeybuzz_lab.games.honeybuzz.hive import HiveError
from honeybuzz_lab.games.honeybuzz.hive.notation import parse_hive, read_tile

CASES = [
    ("F(2,0)W Q(0,1)SE", "en", "is not a hive action", "nem kaptárakció"),
    ("G(2,0)Ny x(0,0)", "hu", "is not a nectar type", "nem nektárfajta"),
    ("F(2,0)W F(2,0)W", "en", "already covered", "már a (2,0)-(1,0)"),
    ("F(2,0)X", "en", "is not a direction", "nem irány"),
    ("F(99999,0)E", "en", "names a hex beyond", "távolabbi hatszöget"),
    ("w(0,0) F(2,0)W", "en", "tiles come before cell contents", "a cellák tartalma előtt"),
]


@pytest.mark.parametrize(("notation", "language", "english", "hungarian"), CASES)
def test_each_notation_error_is_said_in_both_languages(notation, language, english, hungarian):
    with pytest.raises(HiveError) as caught:
        parse_hive(notation, language)
    said = caught.value.args[0]
    assert isinstance(said, Message)
    assert english in str(caught.value) and hungarian in said.text("hu")
    assert "token" not in said.text("hu")


def test_a_tile_neither_notation_reads_is_refused_in_the_learners_notation():
    with pytest.raises(ValueError) as caught:
        read_tile("Q(0,0)K", "hu")
    said = caught.value.args[0].text("hu")
    assert "G (Gyűjtés)" in said and "F (Forage)" not in said
