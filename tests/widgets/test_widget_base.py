"""The widget base both tables share (honeybuzz_lab/core/widgets.py): language, errors,
the page's messages."""

from __future__ import annotations

import pytest
import traitlets

from honeybuzz_lab.core.widgets import Language, PageWidget
from honeybuzz_lab.games.honeybuzz.game import Game as HoneyBuzzGame
from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard
from honeybuzz_lab.games.honeybuzz.widgets.table import GameTable
from honeybuzz_lab.games.hustle.widgets.table import HustleTable

#: The widgets on the shared base: both games' tables and Honey Buzz's hive board.
WIDGETS = [0, 1, 2]


def tables() -> list[PageWidget]:
    return [
        HustleTable(3, seat=0, seed=6, bot_delay=0),
        GameTable(HoneyBuzzGame.new(["Anna", "Ben"], seed=2), seat=0, bot_delay=0),
        HiveBoard(),
    ]


def test_every_page_widget_is_the_shared_widget_base() -> None:
    for table in tables():
        assert isinstance(table, PageWidget)
        assert isinstance(type(table).class_traits()["language"], Language)


@pytest.mark.parametrize("index", WIDGETS)
def test_a_bad_message_is_shown_in_the_tables_language_and_again_in_another(index) -> None:
    table = tables()[index]
    assert table.handle_message({"kind": "fly"}) is False
    english = table._error
    assert "unknown message kind 'fly'" in english and table.last_error == english
    table.language = "hu"
    assert table._error != english and "'fly'" in table._error  # said again in Hungarian
    table.language = "en"
    assert table._error == english
    with pytest.raises(traitlets.TraitError):
        table.language = "de"
    assert table.language == "en"


@pytest.mark.parametrize("index", WIDGETS)
def test_an_unforeseen_failure_is_shown_with_its_traceback(index, monkeypatch) -> None:
    table = tables()[index]

    def broken(command: object) -> bool:
        raise RuntimeError("the hive fell")

    monkeypatch.setattr(table, "run_command", broken)
    assert table.handle_message({"kind": "undo"}) is False
    assert "RuntimeError: the hive fell" in table._error
    assert "Traceback" in table._error_detail
    table.show_error("")
    assert table.last_error is None and table._error == "" and table._error_detail == ""


@pytest.mark.parametrize("index", WIDGETS)
def test_an_error_the_page_dismisses_is_gone_in_python_and_stays_gone(index) -> None:
    table = tables()[index]
    table.handle_message({"kind": "fly"})
    assert table._error and table.last_error
    table._error = ""  # what the page's Dismiss button sends
    assert table.last_error is None
    table.language = "hu"
    assert table._error == ""  # a new language does not bring it back
