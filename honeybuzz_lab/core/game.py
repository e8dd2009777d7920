"""The one game interface both games share: a state changed only by moves, through history.

A game (Honey Buzz's :class:`~honeybuzz_lab.games.honeybuzz.game.Game`, Honeycomb Hustle's
:class:`~honeybuzz_lab.games.hustle.game.engine.Game`) is a :class:`RecordedGame`. The game
supplies four things, the rest is here once:

- ``_play(move)``: apply one legal move to ``self._state`` and return ``(sentences, token)``,
  the token being the state before it (the game raises its own ``IllegalAction`` and changes
  nothing when the move may not be taken);
- ``_find_legal()``: every legal move now;
- ``to_record(redo=...)`` / ``from_record(record)`` and ``record_error``, the error a record
  that cannot be read raises;
- ``_line_in(line, language)`` and ``_rule_of_line(line)``: a log sentence in a language, and
  the rule it follows from.

What the base gives: the undoable :class:`~honeybuzz_lab.core.history.History` (undo, redo,
``step_to``, a wrong try forgotten), the log, the legal moves cached per state, the random
results seen (:meth:`RecordedGame.reveals`, which an undo does not cross: RULINGS 10), the
undone moves (:meth:`RecordedGame.undone`, which a saved game keeps) and save/load.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, ClassVar, Generic, TypeVar

from .history import History, HistoryError
from .i18n import check_language
from .inputs import read_json_file
from .records import write_record

A = TypeVar("A")
S = TypeVar("S")
G = TypeVar("G", bound="RecordedGame[Any, Any]")


class _Target(Generic[A]):
    """Adapts a game to :class:`~honeybuzz_lab.core.history.History`: a move is an action,
    its token the state before it."""

    def __init__(self, game: RecordedGame[A, Any]):
        self.game = game

    def apply_move(self, move: A) -> tuple[list[str], Any]:
        return self.game._play(move)

    def revert_move(self, token: Any) -> None:
        self.game._state = token


class RecordedGame(Generic[A, S]):
    """A game whose state changes only by moves, kept in an undoable history."""

    #: The error a record or a saved file that cannot be read raises (the game's own).
    record_error: ClassVar[type[Exception]] = ValueError

    def __init__(
        self, state: S, *, keep_variations: bool = False, setup_log: Sequence[str] = ()
    ) -> None:
        self._state = state
        self.setup_log: list[str] = list(setup_log)
        self._legal: tuple[S | None, list[A]] = (None, [])
        self.history: History[A] = History(_Target(self), keep_variations=keep_variations)

    # ------------------------------------------------------------------ the game's part

    def _play(self, move: A) -> tuple[list[str], S]:
        """Apply ``move`` to ``self._state``; the sentences said and the state before."""
        raise NotImplementedError

    def _find_legal(self) -> list[A]:
        """Every legal move in the current state."""
        raise NotImplementedError

    def _line_in(self, line: str, language: str) -> str:
        """One log sentence in ``language``."""
        return line

    def _rule_of_line(self, line: str) -> str | None:
        """The rule a log sentence follows from (an atom id of the rules reference)."""
        return None

    def to_record(self, redo: bool = False) -> dict[str, Any]:
        """The game as JSON-ready data (``redo``: with the undone moves, as ``"redo"``)."""
        raise NotImplementedError

    @classmethod
    def from_record(cls: type[G], record: object) -> G:
        """Replay a record made by :meth:`to_record`."""
        raise NotImplementedError

    # ------------------------------------------------------------------ reading

    @property
    def state(self) -> S:
        """The current state (read-only: change it only through moves)."""
        return self._state

    @property
    def actions(self) -> list[A]:
        """The applied moves, oldest first."""
        return self.history.moves

    def undone(self) -> list[A]:
        """The moves taken back that redo would replay, in the order it replays them."""
        return self.history.line[self.history.ply :]

    def legal_actions(self) -> list[A]:
        """Every legal answer to the pending decision (empty once the game is over)."""
        return list(self._legal_now())

    def _legal_now(self) -> list[A]:
        state, moves = self._legal
        if state is not self._state:
            moves = self._find_legal()
            self._legal = (self._state, moves)
        return moves

    @property
    def log(self) -> list[str]:
        """The game so far in sentences: the set-up's first, then what each move did."""
        out: list[list[str]] = []
        node = self.history.cursor
        while node.parent is not None:
            out.append(node.result or [])
            node = node.parent
        return self.setup_log + [line for lines in reversed(out) for line in lines]

    def log_in(self, language: str) -> list[str]:
        """The log (as :attr:`log`) in ``language``: ``"en"`` or ``"hu"``."""
        check_language(language)
        return [self._line_in(line, language) for line in self.log]

    @property
    def log_rules(self) -> list[str | None]:
        """The rule each sentence of :attr:`log` follows from (an atom id of the rules
        reference, :mod:`honeybuzz_lab.rulebook`), in the same order."""
        return [self._rule_of_line(line) for line in self.log]

    def _plies(self) -> list[tuple[int, list[str], Any]]:
        """(ply, its sentences, the state before it) for each move of the current line."""
        out = []
        node = self.history.cursor
        while node.parent is not None:
            out.append((node.depth, node.result or [], node.token))
            node = node.parent
        return list(reversed(out))

    def reveals(self) -> list[tuple[int, int | None]]:
        """(ply, seat) for every move that turned up a random result: to every seat
        (``seat`` None) or to ``seat`` alone. Games without chance reveal nothing."""
        return []

    def chance_barrier(self, humans: Sequence[int] | None = None) -> int:
        """The last ply that turned up a random result a human seat saw (0: none); an undo
        does not go back past it (RULINGS 10). ``humans``: the seats played by people
        (default: every seat)."""
        people = None if humans is None else set(humans)
        return max(
            (
                ply
                for ply, who in self.reveals()
                if (people is None or people) and (who is None or people is None or who in people)
            ),
            default=0,
        )

    # ------------------------------------------------------------------ changing

    def redo(self) -> A | None:
        """Re-apply the next move of the current line; returns it (None at the end)."""
        return self.history.redo()

    def step_to(self, ply: int) -> None:
        """Jump to ``ply`` moves into the current line (0: the start)."""
        self.history.step_to(ply)

    def forget_redo(self) -> None:
        """Drop the moves redo would replay (a lesson's wrong try, taken back)."""
        self.history.forget_redo()

    def can_redo(self) -> bool:
        return self.history.can_redo()

    # ------------------------------------------------------------------ records

    def _replay_undone(
        self,
        undone: Sequence[object],
        read: Callable[[object], A],
        refused: tuple[type[Exception], ...],
    ) -> None:
        """Apply a record's ``redo`` moves, then take them back so redo replays them."""
        ply = self.history.ply
        for i, raw in enumerate(undone):
            try:
                self.history.push(read(raw))
            except (*refused, HistoryError) as e:
                raise self.record_error(f"'redo' item {i} cannot be replayed: {e}") from None
        self.step_to(ply)
        self.history.log.clear()

    def save(self, path: str | Path) -> None:
        """Write the record to a JSON file, with the undone moves redo would replay."""
        write_record(path, self.to_record(redo=True))

    @classmethod
    def load(cls: type[G], path: str | Path) -> G:
        """Read a game saved by :meth:`save` (the game's record error if it cannot be read)."""
        return cls.from_record(read_json_file(path, cls.record_error))
