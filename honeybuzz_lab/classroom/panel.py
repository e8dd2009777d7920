"""The classroom panel: a :class:`~.run.ClassroomRun` on the page, with buttons and keys.

The page draws the run's :meth:`~.run.ClassroomRun.view` and sends commands
(``{"kind": "command", "name": "next"}``, ``{"kind": "jump", "ply": 12}``); the panel
checks them, moves the run and sends the new view back. A malformed message is shown on
the panel and changes nothing.
"""

from __future__ import annotations

from typing import Any

import anywidget
import traitlets as t

from ..inputs import quote
from ..widgets import assets
from ..widgets.messages import unforeseen
from .demos import DemoError
from .run import ClassroomRun

#: The commands the page may send by name.
COMMANDS = (
    "next",
    "previous",
    "reveal",
    "first",
    "last",
    "next_note",
    "previous_note",
    "next_turn",
    "previous_turn",
    "queen",
)


class PanelMessageError(ValueError):
    """A message from the page that the panel cannot use (nothing changed)."""


def parse_panel_message(content: object) -> tuple[str, int | None]:
    """``(command, ply)`` from a page message; PanelMessageError says what is wrong."""
    if not isinstance(content, dict):
        raise PanelMessageError(f"a message must be an object, not {type(content).__name__}")
    kind = content.get("kind")
    if kind == "command":
        if set(content) != {"kind", "name"}:
            raise PanelMessageError("a command message has exactly kind and name")
        name = content["name"]
        if name not in COMMANDS:
            raise PanelMessageError(
                f"unknown command {quote(name)}: expected one of {', '.join(COMMANDS)}"
            )
        return name, None
    if kind == "jump":
        if set(content) != {"kind", "ply"}:
            raise PanelMessageError("a jump message has exactly kind and ply")
        ply = content["ply"]
        if not isinstance(ply, int) or isinstance(ply, bool):
            raise PanelMessageError(f"ply must be a whole number, not {quote(ply)}")
        return "jump", ply
    raise PanelMessageError(f"unknown message kind {quote(kind)}: expected command or jump")


class ClassroomPanel(anywidget.AnyWidget):
    """The teacher's controls and the class's reading for one :class:`ClassroomRun`."""

    _esm = assets.esm("classroom")
    _css = assets.css("classroom")

    view = t.Dict().tag(sync=True)
    projector = t.Bool(True).tag(sync=True)
    _error = t.Unicode("").tag(sync=True)

    def __init__(self, run: ClassroomRun, *, projector: bool = True, **kwargs: Any) -> None:
        super().__init__(projector=projector, **kwargs)
        self.run = run
        self.last_error: str | None = None
        run.on_change(lambda _run: self._sync())
        self.on_msg(self._on_page_message)
        self._sync()

    def _sync(self) -> None:
        self.view = self.run.view()

    def show_error(self, text: str) -> None:
        """Show an error line on the panel (an empty text clears it)."""
        self.last_error = text or None
        self._error = text

    def handle_message(self, content: object) -> bool:
        """Carry out one message from the page; True if the run moved."""
        try:
            name, ply = parse_panel_message(content)
        except PanelMessageError as e:
            self.show_error(f"The classroom could not use a message from the page: {e}")
            return False
        except Exception as e:
            self.show_error(f"The classroom could not use a message from the page: {unforeseen(e)}")
            return False
        self.show_error("")
        try:
            return self.run.command(name, ply)
        except DemoError as e:
            self.show_error(str(e))
            return False
        except Exception as e:  # anything unforeseen is shown, never swallowed by the page's log
            self.show_error(f"The classroom could not carry out {name!r}: {unforeseen(e)}")
            return False

    def _on_page_message(self, _widget: object, content: object, _buffers: object) -> None:
        self.handle_message(content)

    def __repr__(self) -> str:
        return f"ClassroomPanel({self.run!r})"


__all__ = ["COMMANDS", "ClassroomPanel", "PanelMessageError", "parse_panel_message"]
