"""The solo notebook's difficulty chooser: a dropdown that starts a new solo game."""

from __future__ import annotations

import pytest

from honeybuzz_lab.games.honeybuzz.lessons.solo_chooser import SoloChooser, difficulty_options
from honeybuzz_lab.games.honeybuzz.lessons.solo_game import DIFFICULTIES


def test_the_options_name_each_difficulty_and_its_minimum_in_both_languages() -> None:
    en = difficulty_options("en")
    hu = difficulty_options("hu")
    assert [v for _, v in en] == [v for _, v in hu] == list(DIFFICULTIES)
    assert en[0][0] == "Egg (25 contest points to win)"
    assert hu[-1][0] == "Királynő (a győzelemhez 45 versenypont kell)"
    chooser = SoloChooser("pupa", seed=3, language="hu", bot_delay=0)
    assert chooser.dropdown.description == "Nehézség"
    assert chooser.dropdown.options == tuple(hu)


def test_choosing_a_difficulty_starts_a_new_game_at_it() -> None:
    chooser = SoloChooser("larva", seed=3, bot_delay=0)
    first = chooser.table
    first.game.apply(first.game.legal_actions()[0])
    chooser.dropdown.value = "queen"  # as the page sets it
    assert chooser.difficulty == "queen" and chooser.table is not first
    assert chooser.table.game.actions == [] and chooser.table.module_data("solo")["need"] == 45
    assert chooser.children == (chooser.dropdown, chooser.table)
    assert first.comm is None  # the old table is closed
    chooser.choose("queen")  # the same difficulty again: a new game all the same
    assert chooser.table.game.actions == []


def test_a_bad_difficulty_is_refused_and_changes_nothing() -> None:
    with pytest.raises(ValueError, match="egg, larva"):
        SoloChooser("easy")
    chooser = SoloChooser("egg", seed=1, bot_delay=0)
    table = chooser.table
    with pytest.raises(ValueError, match="egg, larva"):
        chooser.choose("hard")
    assert chooser.table is table and chooser.dropdown.value == "egg"
