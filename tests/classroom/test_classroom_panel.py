"""The classroom panel's Python side: page messages move the run; bad ones change nothing."""

from __future__ import annotations

import json

import pytest

from honeybuzz_lab.games.honeybuzz.classroom import ClassroomRun
from honeybuzz_lab.games.honeybuzz.classroom.panel import (
    COMMANDS,
    ClassroomPanel,
    PanelMessageError,
    parse_panel_message,
)


@pytest.fixture
def panel() -> ClassroomPanel:
    return ClassroomPanel(ClassroomRun("first-game"))


def test_the_view_follows_the_run(panel):
    assert panel.view["ply"] == 0 and panel.projector
    assert panel.handle_message({"kind": "command", "name": "next"})
    assert panel.view["stage"] == "question" and panel.view["ply"] == 1
    assert panel.handle_message({"kind": "command", "name": "reveal"})
    assert panel.view["stage"] == "move" and panel.view["played"]
    assert panel.handle_message({"kind": "jump", "ply": 100})
    assert panel.view["ply"] == 100 and panel.run.game.history.ply == 100
    json.dumps(panel.view)


@pytest.mark.parametrize("name", COMMANDS)
def test_every_command_is_understood(panel, name):
    panel.run.jump(50)
    panel.handle_message({"kind": "command", "name": name})
    assert panel.last_error is None


@pytest.mark.parametrize(
    ("message", "reason"),
    [
        ("next", "must be an object"),
        ({"kind": "dance"}, "unknown message kind 'dance'"),
        ({"kind": "command", "name": "fly"}, "unknown command 'fly'"),
        ({"kind": "command"}, "exactly kind and name"),
        ({"kind": "jump", "ply": "3"}, "whole number"),
        ({"kind": "jump", "ply": True}, "whole number"),
        ({"kind": "jump", "ply": 3, "x": 1}, "exactly kind and ply"),
    ],
)
def test_bad_messages_are_shown_and_change_nothing(panel, message, reason):
    with pytest.raises(PanelMessageError, match=reason):
        parse_panel_message(message)
    before = panel.view
    assert not panel.handle_message(message)
    assert reason.split("'")[0] in panel._error
    assert panel.view == before


def test_a_move_that_does_not_exist_is_explained(panel):
    assert not panel.handle_message({"kind": "jump", "ply": 1000})
    assert panel._error == "there is no move 1000: the game has moves 0 to 393"
    assert panel.handle_message({"kind": "command", "name": "next"})
    assert panel._error == ""


def test_repr_is_deterministic(panel):
    assert repr(panel) == "ClassroomPanel(<ClassroomRun 'first-game', move 0 of 393 (move)>)"
