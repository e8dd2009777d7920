"""The classroom panel: a :class:`~.run.ClassroomRun` on the page, with buttons and keys.

The page draws the run's :meth:`~.run.ClassroomRun.view` and sends commands
(``{"kind": "command", "name": "next"}``, ``{"kind": "jump", "ply": 12}``); the panel
checks them, moves the run and sends the new view back. Beside a table (the
:class:`~.widget.Classroom`) it also offers whose view the table shows
(``{"kind": "show", "who": "all"}``: the spectator's, everything, or one seat's). A
malformed message (:class:`PanelMessageError`, the package's MessageError) is shown on
the panel and changes nothing.

:class:`PanelControls` is the panel's state and logic as plain traits (no widget): the
:class:`~.widget.Classroom` keeps one and draws it beside its table in its own view.
:class:`ClassroomPanel` is the same panel as an anywidget of its own (the panel alone).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anywidget
import traitlets as t

from ....core import assets
from ....core.inputs import quote
from ....core.messages import MessageError, unforeseen
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


class PanelMessageError(MessageError):
    """A message from the page that the panel cannot use (nothing changed)."""


#: Whose view the table may show besides a seat's (``{"kind": "show", "who": ...}``).
SHOWS = ("spectator", "all")


def parse_panel_message(content: object) -> tuple[str, int | str | None]:
    """``(command, ply)`` from a page message, or ``("show", who)`` (a seat, ``"spectator"``
    or ``"all"``); PanelMessageError says what is wrong."""
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
    if kind == "show":
        if set(content) != {"kind", "who"}:
            raise PanelMessageError("a show message has exactly kind and who")
        who = content["who"]
        seat = isinstance(who, int) and not isinstance(who, bool) and who >= 0
        if not (seat or who in SHOWS):
            raise PanelMessageError(
                f"who is a seat (0, 1, ...), 'spectator' or 'all', not {quote(who)}"
            )
        return "show", who
    raise PanelMessageError(f"unknown message kind {quote(kind)}: expected command, jump or show")


class PanelControls(t.HasTraits):
    """The teacher's controls and the class's reading for one :class:`ClassroomRun`, as
    plain traits: ``view`` (the run's view), ``projector``, ``_error`` (the panel's error
    line) and ``shows`` (the control choosing whose view the table shows)."""

    view = t.Dict()
    projector = t.Bool(True)
    _error = t.Unicode("")
    #: The control choosing whose view the table shows (empty: no table to choose for):
    #: ``{"choice", "options": [[value, label], ...], "label", "warning"}``.
    shows = t.Dict()

    def __init__(self, run: ClassroomRun, *, projector: bool = True, **kwargs: Any) -> None:
        super().__init__(projector=projector, **kwargs)
        self.run = run
        self.last_error: str | None = None
        self._show: Callable[[int | str], None] | None = None
        self._names: list[str] = []
        run.on_change(lambda _run: self._sync())
        self._sync()

    #: The traits the page draws.
    DRAWN = ("view", "projector", "_error", "shows")

    def drawn(self) -> dict[str, Any]:
        """What the page draws, as plain data (``{"view", "projector", "error", "shows"}``)."""
        return {
            "view": self.view,
            "projector": self.projector,
            "error": self._error,
            "shows": self.shows,
        }

    def _sync(self) -> None:
        self.view = self.run.view()

    def offer_shows(
        self, names: list[str], show: Callable[[int | str], None], choice: int | str
    ) -> None:
        """Draw the control choosing whose view a table shows: the spectator, everything
        (the teacher's) or one of the players ``names``; a choice on the page calls
        ``show(who)`` (a seat, ``"spectator"`` or ``"all"``)."""
        self._show = show
        self._names = list(names)
        self.shown(choice)

    def shown(self, choice: int | str) -> None:
        """The table now shows ``choice`` (the control follows)."""
        if self._show is None:
            return
        texts = self.run.texts
        options = [
            ["spectator", texts["classroom.shows.spectator"]],
            ["all", texts["classroom.shows.all"]],
        ]
        options += [
            [str(seat), texts.text("classroom.shows.seat", name=name)]
            for seat, name in enumerate(self._names)
        ]
        self.shows = {
            "choice": str(choice),
            "options": options,
            "label": texts["classroom.shows.label"],
            "warning": texts["classroom.shows.warning"],
        }

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
        if name == "show":
            return self._show_from_page(ply)  # type: ignore[arg-type]
        try:
            return self.run.command(name, ply)  # type: ignore[arg-type]
        except DemoError as e:
            self.show_error(str(e))
            return False
        except Exception as e:  # anything unforeseen is shown, never swallowed by the page's log
            self.show_error(f"The classroom could not carry out {name!r}: {unforeseen(e)}")
            return False

    def _show_from_page(self, who: int | str) -> bool:
        if self._show is None:
            self.show_error("This classroom panel shows no table to choose a view for.")
            return False
        try:
            self._show(who)
        except ValueError as e:
            self.show_error(f"The table cannot show that view: {e}")
            return False
        return True

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.run!r})"


class ClassroomPanel(PanelControls, anywidget.AnyWidget):
    """The classroom panel alone, an anywidget of its own (widget_js/classroom.js)."""

    _esm = assets.esm("classroom")
    _css = assets.css("classroom")

    view = t.Dict().tag(sync=True)
    projector = t.Bool(True).tag(sync=True)
    _error = t.Unicode("").tag(sync=True)
    shows = t.Dict().tag(sync=True)

    def __init__(self, run: ClassroomRun, *, projector: bool = True, **kwargs: Any) -> None:
        super().__init__(run, projector=projector, **kwargs)
        self.on_msg(self._on_page_message)

    def _on_page_message(self, _widget: object, content: object, _buffers: object) -> None:
        self.handle_message(content)


#: The kinds of page message the panel answers (the others go to a table beside it).
KINDS = ("command", "jump", "show")

__all__ = [
    "COMMANDS",
    "KINDS",
    "SHOWS",
    "ClassroomPanel",
    "PanelControls",
    "PanelMessageError",
    "parse_panel_message",
]
