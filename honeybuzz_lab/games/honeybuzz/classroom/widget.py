"""The classroom: the teacher's panel beside a large, high-contrast game table.

>>> room = Classroom("first-game", language="hu")     # doctest: +SKIP
>>> room                                                # doctest: +SKIP

The classroom is one anywidget: the projector table itself, whose page draws the
teacher's panel beside it (as a lesson's page draws its panel beside the table). The
panel (:class:`~.panel.PanelControls`, ``room.panel``) steps through the game; its state
is synced as plain data in ``_classroom`` (``{"view", "projector", "error", "shows"}``)
and drawn by ``widget_js/classroom.js``. The table shows the position at every step, with
the move just played outlined. The table only shows: in class the moves come from the
record, not from clicks on the table. The page's panel messages (``{"kind": "command" |
"jump" | "show", ...}``) go to the panel, the others to the table; a malformed one is
shown on the panel or the table and changes nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

import traitlets as t

from ....core.widgets import command_table
from ..lessons.advisor import action_marks
from ..widgets import GameTable
from ..widgets.table_messages import ShowScores
from .panel import KINDS, PanelControls
from .run import ClassroomRun, Source


class ClassroomTable(GameTable):
    """A game table that shows a recorded game and takes no moves from the page.

    It shows what everyone at the table knows (``shows="spectator"``); the teacher may show
    every secret (``"all"``) or one seat's view (a seat number): assign ``table.shows``.
    """

    def __init__(
        self,
        game: Any,
        *,
        projector: bool = True,
        reason: str = "",
        language: str = "en",
        shows: int | str | None = "spectator",
    ) -> None:
        self._reason = reason
        super().__init__(
            game, bots={}, bot_delay=0, projector=projector, language=language, shows=shows
        )

    def seat_may_answer(self, seat: int | None) -> tuple[bool, str]:
        return False, self._reason or "This table shows a recorded game."

    def undo(self) -> None:
        """A recorded game is stepped through with the classroom's controls, not undone."""
        self.show_error(self.may_answer(None)[1])

    def redo(self) -> None:
        self.show_error(self.may_answer(None)[1])

    def new_game(self, seed: int | None = None) -> Any:
        self.show_error(self.may_answer(None)[1])
        return self.game

    #: Every command of the table is refused with the recorded game's reason, but the
    #: scores, which the table's own checks let through (:meth:`GameTable.refused`).
    COMMANDS: ClassVar[Mapping[type, str]] = {
        **dict.fromkeys(command_table(GameTable), "_recorded_only"),
        ShowScores: "_scores_command",
    }

    def run_command(self, command: Any) -> bool:
        return self.dispatch(command)

    def other_command(self, command: Any) -> bool:
        return self._recorded_only(command)

    def _recorded_only(self, _command: Any) -> bool:
        self.show_error(self.may_answer(None)[1])
        return False

    def _scores_command(self, command: ShowScores) -> bool:
        return not self.refused(command) and self._show_scores_command(command)

    def _history_now(self) -> dict[str, Any]:
        return {}  # no undo, redo or new game on the page: the panel steps through the game

    def _title(self) -> str:
        return "ClassroomTable"


class Classroom(ClassroomTable):
    """A game record stepped through in class (a demo id, a record, a saved game or a Game):
    one widget, the projector table with the teacher's panel drawn beside it."""

    #: The panel as the page draws it (see :meth:`~.panel.PanelControls.drawn`).
    _classroom = t.Dict().tag(sync=True)

    def __init__(
        self,
        source: Source = "first-game",
        *,
        language: str = "en",
        projector: bool = True,
        shows: int | str | None = "spectator",
    ) -> None:
        self.run = ClassroomRun(source, language=language)
        self.panel = PanelControls(self.run, projector=projector)
        super().__init__(
            self.run.game,
            projector=projector,
            reason=self.run.texts["classroom.read_only"],
            language=language,
            shows=shows,
        )
        self.panel.offer_shows([p.name for p in self.run.game.players], self.show, shows or "")
        self.panel.observe(lambda _change: self._draw_panel(), names=list(PanelControls.DRAWN))
        self._draw_panel()
        self.run.on_change(lambda _run: self._outline())
        self._outline()

    @property
    def table(self) -> ClassroomTable:
        """The projector table: the classroom itself."""
        return self

    def _draw_panel(self) -> None:
        self._classroom = self.panel.drawn()

    def handle_message(self, content: object) -> bool:
        """A message of the panel (``kind`` command, jump or show) goes to the panel, any
        other to the table; True if something changed."""
        if isinstance(content, dict) and content.get("kind") in KINDS:
            return self.panel.handle_message(content)
        return super().handle_message(content)

    # the teacher's controls, from Python

    def next(self) -> bool:
        return self.run.next()

    def previous(self) -> bool:
        return self.run.previous()

    def reveal(self) -> bool:
        return self.run.reveal()

    def jump(self, ply: int) -> None:
        self.run.jump(ply)

    def next_note(self) -> bool:
        return self.run.next_note()

    @property
    def game(self) -> Any:
        return self.run.game

    def show(self, who: int | str | None) -> None:
        """Show the class one seat's view (a seat), ``"spectator"`` (what everyone knows)
        or ``"all"`` (every secret, e.g. the face-down fronts of the advanced variant).
        The table's synced state becomes that viewer's (the encoders redact for it); the
        panel's control follows. A choice on the page's control comes here too."""
        self.table.shows = who
        self.panel.shown(self.table.shows if self.table.shows is not None else "")

    def _outline(self) -> None:
        """Outline the move just played on the table (nothing while the class is asked)."""
        run = self.run
        if run.stage != "move" or run.ply == 0:
            self.table.highlight = []
            return
        action, seat = run.action_of(run.ply), run.seat_of(run.ply)
        assert action is not None and seat is not None
        self.table.highlight = action_marks(run.game.state, seat, action)

    def __repr__(self) -> str:
        return f"Classroom({self.run!r})"


__all__ = ["Classroom", "ClassroomTable"]
