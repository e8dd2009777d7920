"""The classroom: the teacher's panel beside a large, high-contrast game table.

>>> room = Classroom("first-game", language="hu")     # doctest: +SKIP
>>> room                                                # doctest: +SKIP

The panel (:class:`~.panel.ClassroomPanel`) steps through the game; the table shows the
position at every step, with the move just played outlined. The table only shows: in
class the moves come from the record, not from clicks on the table.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from ..lessons.advisor import action_marks
from ..widgets import GameTable
from ..widgets.table_messages import ShowScores
from .panel import ClassroomPanel
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

    def _run(self, command: Any) -> bool:
        if isinstance(command, ShowScores):
            return super()._run(command)
        self.show_error(self.may_answer(None)[1])
        return False

    def _history_now(self) -> dict[str, Any]:
        return {}  # no undo, redo or new game on the page: the panel steps through the game

    def _title(self) -> str:
        return "ClassroomTable"


class Classroom(w.Box):
    """A game record stepped through in class (a demo id, a record, a saved game or a Game)."""

    def __init__(
        self,
        source: Source = "first-game",
        *,
        language: str = "en",
        projector: bool = True,
        shows: int | str | None = "spectator",
        **kwargs: Any,
    ) -> None:
        self.run = ClassroomRun(source, language=language)
        self.panel = ClassroomPanel(self.run, projector=projector)
        self.table = ClassroomTable(
            self.run.game,
            projector=projector,
            reason=self.run.texts["classroom.read_only"],
            language=language,
            shows=shows,
        )
        self.panel.offer_shows([p.name for p in self.run.game.players], self.show, shows or "")
        # The panel beside the table, both filling one screen (widget_js/classroom.css).
        self.panel.add_class("hb-classroom-panel")
        super().__init__([self.panel, self.table], **kwargs)
        self.add_class("hb-classroom")
        self.run.on_change(lambda _run: self._outline())
        self._outline()

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
