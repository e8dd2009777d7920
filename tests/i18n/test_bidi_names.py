"""A player's name never turns the sentence around it: right-to-left letters and direction
controls in a name are isolated (FSI ... PDI) wherever the package puts the name in a
sentence or sends it to a page; other names are left exactly as they are."""

import pytest

from honeybuzz_lab.core.i18n.format import FSI, PDI, isolate
from honeybuzz_lab.games.honeybuzz.game import Game
from honeybuzz_lab.games.honeybuzz.widgets.table_state import encode_static
from honeybuzz_lab.games.hustle.game.engine import Game as Hustle
from honeybuzz_lab.games.hustle.widgets.table_state import encode_table

RLO = "\u202e"  # right-to-left override: would print the rest of the line backwards
HEBREW = "\u05d0\u05d1\u05d9"


@pytest.mark.parametrize(
    ("name", "isolated"),
    [
        ("Anna", False),
        ("Éva Szűcs", False),
        ("Bee-bot 2", False),
        (HEBREW, True),
        ("\u0639\u0644\u064a", True),  # Arabic
        (RLO + "evil", True),
        ("x\u202a", True),  # an embedding left open
        ("\u2067y", True),  # an isolate left open
    ],
)
def test_a_name_is_isolated_only_when_it_could_turn_text_around(name, isolated):
    got = isolate(name)
    assert got == (FSI + name + PDI if isolated else name)


def test_the_log_isolates_a_hostile_name_in_both_languages():
    game = Game.new([RLO + "evil", "Anna"], seed=3)
    game.apply(game.legal_actions()[0])
    for language in ("en", "hu"):
        lines = [line for line in game.log_in(language) if "evil" in line]
        assert lines
        for line in lines:
            assert FSI + RLO + "evil" + PDI in line
            assert line.count(FSI) == line.count(PDI)
    assert any("Anna" in line and FSI not in line for line in game.log)


def test_the_pages_get_isolated_names():
    game = Game.new([HEBREW, "Anna"], seed=3)
    names = [p["name"] for p in encode_static(game)["players"]]
    assert names == [FSI + HEBREW + PDI, "Anna"]
    assert game.players[0].name == HEBREW  # the game and its record keep the name as given
    hustle = Hustle.new([RLO + "evil", "Ben"], seed=3)
    page = encode_table(
        hustle, None, bots=set(), answer=False, undo=False, redo=False, language="en"
    )
    sent = [p["name"] for p in page["players"]]
    assert sent == [FSI + RLO + "evil" + PDI, "Ben"]
    assert hustle.to_record()["players"][0] == RLO + "evil"
