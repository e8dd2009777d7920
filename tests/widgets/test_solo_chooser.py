"""The solo notebook's difficulty chooser: one widget, a list above the table that deals a
new solo game at the difficulty chosen."""

from __future__ import annotations

import anywidget
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
    shown = chooser._difficulty
    assert shown["label"] == "Nehézség" and shown["value"] == "pupa"
    assert shown["options"] == [[v, label] for label, v in hu]
    chooser.language = "en"
    assert chooser._difficulty["label"] == "Difficulty"
    assert chooser._difficulty["options"] == [[v, label] for label, v in en]


def test_choosing_a_difficulty_starts_a_new_game_at_it() -> None:
    chooser = SoloChooser("larva", seed=3, bot_delay=0)
    assert isinstance(chooser, anywidget.AnyWidget) and chooser.table is chooser  # one widget
    first = chooser.game
    first.apply(first.legal_actions()[0])
    assert chooser.handle_message({"kind": "difficulty", "difficulty": "queen"})  # the page
    assert chooser.difficulty == "queen" and chooser.game is not first
    assert chooser.table.game.actions == [] and chooser.table.module_data("solo")["need"] == 45
    assert chooser._difficulty["value"] == "queen" and chooser.ply == 0
    chooser.game.apply(chooser.game.legal_actions()[0])
    chooser.choose("queen")  # the same difficulty again: a new game all the same
    assert chooser.table.game.actions == []


def test_a_bad_difficulty_is_refused_and_changes_nothing() -> None:
    with pytest.raises(ValueError, match="egg, larva"):
        SoloChooser("easy")
    chooser = SoloChooser("egg", seed=1, bot_delay=0)
    game = chooser.game
    with pytest.raises(ValueError, match="egg, larva"):
        chooser.choose("hard")
    assert chooser.game is game and chooser._difficulty["value"] == "egg"


@pytest.mark.parametrize(
    ("message", "reason"),
    [
        ({"kind": "difficulty", "difficulty": "hard"}, "difficulty is one of egg, larva"),
        ({"kind": "difficulty", "difficulty": ["queen"]}, "difficulty is one of"),
        ({"kind": "difficulty"}, "needs difficulty"),
        ({"kind": "difficulty", "difficulty": "queen", "x": 1}, "does not take x"),
    ],
)
def test_a_malformed_page_choice_is_shown_and_changes_nothing(message, reason) -> None:
    chooser = SoloChooser("egg", seed=1, bot_delay=0)
    game, state = chooser.game, chooser.page_state()
    assert not chooser.handle_message(message)
    assert reason in chooser._error
    assert chooser.game is game and chooser._difficulty["value"] == "egg"
    assert {k: v for k, v in chooser.page_state().items() if not k.startswith("_error")} == {
        k: v for k, v in state.items() if not k.startswith("_error")
    }
