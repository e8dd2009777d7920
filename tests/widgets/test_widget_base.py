"""The widget base both tables share (honeybuzz_lab/core/widgets.py): language, errors,
the page's messages."""

from __future__ import annotations

from typing import ClassVar, get_args

import pytest
import traitlets

from honeybuzz_lab.core.messages import command_table, message_kind
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


class _Say:
    """A command for the throwaway widgets below."""

    def __init__(self, word: str) -> None:
        self.word = word


class _Shout(_Say):
    pass


class _Echo(PageWidget):
    COMMANDS: ClassVar[dict[type, str]] = {_Say: "_say"}

    def __init__(self) -> None:
        super().__init__()
        self.heard: list[str] = []

    def parse_message(self, content: object) -> object:
        kind = message_kind(content, {"say": frozenset({"word"}), "shout": frozenset({"word"})})
        return {"say": _Say, "shout": _Shout}[kind](content["word"])  # type: ignore[index]

    def _say(self, command: _Say) -> bool:
        self.heard.append(command.word)
        return True


class _LoudEcho(_Echo):
    COMMANDS: ClassVar[dict[type, str]] = {_Shout: "_shout", _Say: "_say_twice"}

    def _shout(self, command: _Shout) -> bool:
        self.heard.append(command.word.upper())
        return True

    def _say_twice(self, command: _Say) -> bool:
        self.heard += [command.word] * 2
        return True


def test_a_widget_carries_out_a_command_by_its_classs_table_of_commands() -> None:
    echo = _Echo()
    assert echo.handle_message({"kind": "say", "word": "buzz"}) is True
    assert echo.heard == ["buzz"] and echo.last_error is None
    # a command of a type the table does not name (not even a subclass's): refused, nothing done
    assert echo.handle_message({"kind": "shout", "word": "buzz"}) is False
    assert echo.heard == ["buzz"] and "does not take _Shout" in (echo.last_error or "")
    assert echo.handle_message({"kind": "say"}) is False  # malformed: MessageError, shown
    assert echo.heard == ["buzz"] and "needs word" in (echo.last_error or "")
    # a subclass's table adds to its base's and overrides it
    loud = _LoudEcho()
    assert dict(command_table(_LoudEcho)) == {_Say: "_say_twice", _Shout: "_shout"}
    assert loud.handle_message({"kind": "shout", "word": "hum"}) is True
    assert loud.handle_message({"kind": "say", "word": "hum"}) is True
    assert loud.heard == ["HUM", "hum", "hum"]


def test_a_table_naming_a_method_the_class_lacks_fails_when_the_class_is_made() -> None:
    with pytest.raises(TypeError, match="_Say -> '_sya' is not a method"):

        class _Misspelt(PageWidget):
            COMMANDS: ClassVar[dict[type, str]] = {_Say: "_sya"}


def test_each_widgets_table_takes_every_command_its_page_sends() -> None:
    """The tables of commands are complete: every command type a widget's message checker
    makes has its handler (HiveBoard, both tables, the classroom's and the lessons')."""
    from honeybuzz_lab.core.lessons.panel import LessonPanel
    from honeybuzz_lab.games.honeybuzz.classroom.widget import Classroom
    from honeybuzz_lab.games.honeybuzz.lessons.game_widget import GameLesson
    from honeybuzz_lab.games.honeybuzz.lessons.widget import Lesson
    from honeybuzz_lab.games.honeybuzz.widgets import messages as board_messages
    from honeybuzz_lab.games.honeybuzz.widgets import table_messages
    from honeybuzz_lab.games.hustle.lessons.widget import HustleLesson
    from honeybuzz_lab.games.hustle.widgets import table_messages as hustle_messages

    sent = {
        HiveBoard: board_messages.Command,
        Lesson: board_messages.Command,
        GameTable: table_messages.TableCommand,
        GameLesson: table_messages.TableCommand,
        Classroom: table_messages.TableCommand,
        HustleTable: hustle_messages.TableCommand,
        HustleLesson: hustle_messages.TableCommand,
    }
    for widget, commands in sent.items():
        assert set(command_table(widget)) == set(get_args(commands)), widget.__name__
        if issubclass(widget, LessonPanel):  # what a lesson explains after a refusal
            assert set(command_table(widget, "REFUSALS")) <= set(get_args(commands))
            assert command_table(widget, "REFUSALS"), widget.__name__
