"""What a lesson drives: a hive board (lessons 1-3) or a game table (lessons 4 and on).

In a notebook these are the widgets (:class:`~honeybuzz_lab.games.honeybuzz.widgets.HiveBoard`, the
GameTable); in plain Python and tests they are :class:`HeadlessBoard` and
:class:`HeadlessTable`, which follow the same contracts without a page, so a lesson
runs the same either way.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from ....core.lessons.steps import LessonError
from ..game import Action as GameAction
from ..game import Game, IllegalAction
from ..hive import Action, Hex, Hive, HiveHistory, HiveTile, PlacementEffect


class Board(Protocol):
    """What a lesson needs from a board (HiveBoard and HeadlessBoard both have it)."""

    hive: Hive
    history: HiveHistory
    highlight: Any
    tried: Any
    preview_nectar: bool
    notice: str
    tray: Any
    read_only: bool

    def place(self, tile: HiveTile) -> PlacementEffect: ...

    def place_tile(self, tile: HiveTile) -> PlacementEffect: ...

    def undo(self) -> Any: ...

    def reset(self, hive: Hive | None = None) -> None: ...

    def on_change(self, callback: Callable[[Any], None]) -> None: ...

    def show_error(self, text: str) -> None: ...


class HeadlessBoard:
    """A board without a page: a hive history plus the display state a page would show.

    It follows the HiveBoard contract (place, undo, redo, step_to, reset, on_change,
    highlight, tried, preview_nectar, notice, tray, read_only, show_error), so lessons
    run the same in plain Python.
    """

    def __init__(self, hive: Hive | None = None):
        self._start = Hive() if hive is None else hive.copy()
        self.history = HiveHistory(self._start.copy())
        self.highlight: list[Hex] = []
        self.tried: list[Hex] = []  # a try taken back; cleared by a placement or a reset
        self.preview_nectar = True
        self.notice = ""
        self.error = ""
        self.tray: list[Action] = []
        self.read_only = False
        self._listeners: list[Callable[[HeadlessBoard], None]] = []

    @property
    def hive(self) -> Hive:
        """The hive as it stands."""
        return self.history.hive

    def place(self, tile: HiveTile) -> PlacementEffect:
        """Place ``tile`` (IllegalPlacement and no change if it may not go there)."""
        if self.read_only:
            raise LessonError("the board is read-only now")
        effect = self.history.place(tile)
        self.error = ""
        self.tried = []
        self._changed()
        return effect

    place_tile = place  # the board's own placement, as HiveBoard.place_tile

    def undo(self) -> HiveTile | None:
        """Take back the last placement."""
        move = self.history.undo()
        self._changed()
        return move

    def redo(self) -> HiveTile | None:
        """Place again the placement undone last."""
        move = self.history.redo()
        self._changed()
        return move

    def step_to(self, ply: int) -> None:
        """Jump to ``ply`` placements from the start."""
        self.history.step_to(ply)
        self._changed()

    def forget_redo(self) -> None:
        """Drop the placements redo would replay (a wrong try, taken back)."""
        self.history.forget_redo()

    def reset(self, hive: Hive | None = None) -> None:
        """Start again from ``hive`` (or the original start) with an empty history."""
        if hive is not None:
            self._start = hive.copy()
        self.history = HiveHistory(self._start.copy())
        self.error = ""
        self.tried = []
        self._changed()

    def show_error(self, text: str) -> None:
        """Show ``text`` as an error line."""
        self.error = text

    def on_change(self, callback: Callable[[HeadlessBoard], None]) -> None:
        """Call ``callback(board)`` after every change of the hive."""
        self._listeners.append(callback)

    def _changed(self) -> None:
        for callback in list(self._listeners):
            callback(self)

    def __repr__(self) -> str:
        return f"HeadlessBoard({self.hive!r})"


class Table(Protocol):
    """What a lesson needs from a game table (the GameTable and HeadlessTable have it).

    ``game`` can be assigned another game (a step's position). Every change of the
    game's history (an action from the page or from Python, an undo, a redo) is reported
    to the ``on_change`` callbacks; ``apply`` raises IllegalAction, changing nothing, for
    an action that is not legal now.
    """

    game: Game
    highlight: Any
    notice: str
    guides: bool  # False while a question is asked: the table shows no hint that answers it
    hold: str  # once the step is done: what the table says instead of asking ('' asks)

    def apply(self, action: GameAction | dict) -> Any: ...

    def on_change(self, callback: Callable[[Any], None]) -> None: ...

    def show_error(self, text: str) -> None: ...


class HeadlessTable:
    """A game table without a page: a game plus the display state a page would show.

    It follows the GameTable contract (a settable ``game``, apply, undo, redo,
    on_action, on_change, highlight, notice, show_error), and like the GameTable it
    follows the game's history, so actions applied to the game directly are seen too.
    """

    def __init__(self, game: Game | None = None):
        self.highlight: list[dict[str, Any]] = []
        self.notice = ""
        self.guides = True
        self.hold = ""
        self.error = ""
        self._action_listeners: list[Callable[[GameAction, list[str]], None]] = []
        self._change_listeners: list[Callable[[HeadlessTable], None]] = []
        self._game = Game.new(["Anna", "Ben"], seed=0, first_game=True) if game is None else game
        self._attach(self._game)

    @property
    def game(self) -> Game:
        """The game shown (assign another Game to show that one instead)."""
        return self._game

    @game.setter
    def game(self, game: Game) -> None:
        if not isinstance(game, Game):
            raise TypeError(f"a table shows a Game, not {type(game).__name__}")
        self._game = game
        self.error = ""
        self._attach(game)
        self._changed()

    def _attach(self, game: Game) -> None:
        game.history.on_change(lambda history: self._history_changed(game, history))

    def _history_changed(self, game: Game, history: Any) -> None:
        if game is not self._game:
            return  # a game this table no longer shows
        entry = history.log[-1] if history.log else None
        if entry is not None and entry.event == "move":
            for callback in list(self._action_listeners):
                callback(entry.move, list(history.last_result or []))
        self._changed()

    def apply(self, action: GameAction | dict) -> list[str]:
        """Apply an action (or its JSON); IllegalAction, shown and raised, if it may not be."""
        try:
            sentences = self._game.apply(action)
        except IllegalAction as e:
            self.error = e.reason
            raise
        self.error = ""
        return sentences

    def undo(self) -> GameAction | None:
        """Take back the last action."""
        return self._game.undo()

    def redo(self) -> GameAction | None:
        """Apply again the action undone last."""
        return self._game.redo() if self._game.can_redo() else None

    def show_error(self, text: str) -> None:
        """Show ``text`` as an error line."""
        self.error = text

    def on_action(self, callback: Callable[[GameAction, list[str]], None]) -> None:
        """Call ``callback(action, sentences)`` after every action applied to the game."""
        self._action_listeners.append(callback)

    def on_change(self, callback: Callable[[HeadlessTable], None]) -> None:
        """Call ``callback(table)`` after every change of the game."""
        self._change_listeners.append(callback)

    def _changed(self) -> None:
        for callback in list(self._change_listeners):
            callback(self)

    def __repr__(self) -> str:
        return f"HeadlessTable({self._game!r})"
