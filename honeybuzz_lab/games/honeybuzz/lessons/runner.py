"""Running a lesson: the current step, tries and their feedback, hints, progress.

A :class:`LessonRun` drives a hive board (lessons 1-3) or a game table (lessons 4 and
on): a :class:`~honeybuzz_lab.games.honeybuzz.widgets.HiveBoard` or GameTable in a notebook, or a
:class:`HeadlessBoard` / :class:`HeadlessTable` (the same methods, no page) in plain
Python and tests. The run listens to the surface, so a tile placed or an action taken
by a click on the page is judged exactly like one made with :meth:`LessonRun.place` or
:meth:`LessonRun.act`:

- a right try solves the step and freezes the surface;
- a wrong one is explained, then taken back so the learner can try again (a wrong
  tile's hexes and the cells it made stay outlined as the board's ``tried``, apart
  from the step's own highlight, so the learner sees where it was);
- an illegal one is explained (for game actions, with the engine's reason) and
  changes nothing.

Every try is kept in :attr:`LessonRun.log`, also after a reset: nothing is lost.

After two wrong tries in a step, :meth:`LessonRun.reveal` ("Show the answer") may show
the answer: the right option of a question, or a solution made on the surface. The
:attr:`LessonRun.score` counts tries, hints and answers shown and gives stars; with a
:class:`~.progress.ProgressStore` the run keeps each step's progress across kernel
restarts and starts at the first step not done yet.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from ....core.lessons.run import (
    Outcome,
    RunBase,
)
from ....core.lessons.steps import LessonError, LessonPlan, StepKind
from ....core.lessons.texts import check_language
from ....core.messages import dispatch_command
from ..game import Action as GameAction
from ..game import IllegalAction
from ..game.kinds import marks as action_marks
from ..hive import Hive, HiveTile, IllegalPlacement, PlacementEffect, parse_tile
from ..widgets.table_messages import Act, NewGame, RedoMove, UndoMove
from .loader import find_lesson

if TYPE_CHECKING:
    from ..game import Game
from .model import Step
from .modules import params_of, with_params
from .moves import Move
from .phrases import (
    action_name,
    capitalize,
    card_note,
    data_note,
    effect_params,
    engine_reason,
    illegal_text,
    join,
    move_params,
    tile_phrase,
)
from .positions import PositionError, action_text, copy_state, parse_action
from .progress import ProgressStore, default_store
from .surfaces import Board, HeadlessBoard, HeadlessTable, Table
from .texts import catalog


class LessonRun(RunBase):
    """One learner's way through one lesson, on a board or a table, in one language.

    A lesson on hive positions drives ``board`` (a HeadlessBoard unless given); a lesson
    on game positions drives ``table`` (a HeadlessTable unless given).
    """

    def __init__(
        self,
        lesson: LessonPlan | str | int,
        *,
        language: str = "en",
        board: Board | None = None,
        table: Table | None = None,
        progress: ProgressStore | bool | None = None,
    ):
        plan = find_lesson(lesson)
        check_language(language)
        store: ProgressStore | None = default_store() if progress is True else progress or None
        super().__init__(plan, language=language, texts=catalog(language), store=store)
        self.board: Board | None = None
        self.table: Table | None = None
        self._preview_nectar = True  # the board's own setting, restored by every step
        if self.lesson.on_table:
            if board is not None:
                raise LessonError(f"lesson {self.lesson.id} is played on a game table, not a board")
            self.table = HeadlessTable() if table is None else table
        else:
            if table is not None:
                raise LessonError(f"lesson {self.lesson.id} is played on a hive board, not a table")
            self.board = HeadlessBoard() if board is None else board
            self._preview_nectar = self.board.preview_nectar
        self._before: Any = None  # the game state before the next action (a copy)
        self._shown: Game | None = None  # the game the run put on the table
        self._params: dict[tuple[str, str], dict[str, object]] = {}  # text_params by step
        start = self._restore() if self.store is not None else 0
        if self.board is not None:
            self.board.on_change(self._board_changed)
        if self.table is not None:
            self.table.on_change(self._table_changed)
            if hasattr(self.table, "guard"):
                self.table.guard = self._guard
        self._enter(start)

    # ------------------------------------------------------------------ reading

    def _catalog(self, language: str) -> Any:
        return catalog(language)

    def _language_changed(self) -> None:
        self._params.clear()  # a solo step's words name its tiers in the language

    @property
    def hive(self) -> Hive:
        """The board's hive (on a table: the hive of the player whose decision is pending)."""
        if self.board is not None:
            return self.board.hive
        game = self.game
        seat = game.pending.player
        return game.players[0 if seat is None else seat].hive

    @property
    def game(self) -> Game:
        """The table's game (game lessons only)."""
        if self.table is None:
            raise LessonError(f"lesson {self.lesson.id} is played on a hive board: it has no game")
        return self.table.game

    def text_params(self) -> dict[str, object]:
        """The numbers a step's texts may name (a solo step's contest tiers, the sun's
        distance to the end...), worked out by the engine from the step's position by its
        game's modules (their ``params``, see :mod:`.modules`)."""
        step = self.step
        if step.game is None or not with_params(step.game.modules):
            return {}
        key = (step.lesson, step.id)
        if key not in self._params:
            self._params[key] = params_of(step.start_game(), self.language)
        return self._params[key]

    @property
    def note(self) -> str:
        """A note on the position: which of its data is reconstructed ('' if none)."""
        step = self.step
        if step.on_table:
            return data_note(self.texts, step.reconstructed)
        card = step.card
        notes = [data_note(self.texts, step.reconstructed)]
        if card is not None:
            notes.insert(0, card_note(self.texts, card))
        return " ".join(note for note in notes if note)

    @property
    def note_summary(self) -> str:
        """The note in one short line: which reconstructed data the step uses ('' if none)."""
        step = self.step
        items = list(step.reconstructed)
        card = None if step.on_table else step.card
        if card is not None and card.reconstructed and "configuration" not in items:
            items.insert(0, "configuration")
        if not items:
            return ""
        names = join(self.texts, [self.texts[f"ui.data.{item}"] for item in items])
        return self.texts.text("ui.data.summary", items=names)

    def _outline(self) -> list[Any]:
        """What the last hint outlines: the hexes of a solving tile, or the table area of
        a solving action ([] for a question, or a step without solutions)."""
        step = self.step
        if not step.solutions or step.kind not in (StepKind.PLACE, StepKind.ACT):
            return []
        solution = step.solutions[0]
        if isinstance(solution, HiveTile):
            return list(solution.hexes)
        if self.table is None:  # pragma: no cover - a game step always has its table
            return []
        game = self.table.game
        seat = game.pending.player
        return action_marks(game.state, 0 if seat is None else seat, solution)

    def _show_outline(self) -> None:
        """Outline the move (the last hint) on the surface."""
        outline = self._outline()
        with self._quiet():
            if self.board is not None:
                self.board.highlight = list(dict.fromkeys((*self.board.highlight, *outline)))
            elif self.table is not None:
                self.table.highlight = [*self.table.highlight, *outline]

    # ------------------------------------------------------------------ acting

    def place(self, tile: HiveTile | str) -> Outcome:
        """Try a placement in the current step (a tile or its notation: ``"P(1,2)NE"``).

        Returns the feedback. A wrong placement is taken back; an illegal one changes
        nothing. LessonError if the step asks for no placement or is already solved.
        """
        if isinstance(tile, str):
            try:
                tile = parse_tile(tile)
            except ValueError as e:
                raise LessonError(str(e)) from None
        step = self.step
        if step.kind is not StepKind.PLACE or self.board is None:
            raise LessonError(self.texts["ui.errors.not_place"])
        if self.state.solved:
            raise LessonError(self.texts["ui.errors.solved"])
        if tile.action not in step.tray:
            names = join(self.texts, [action_name(self.texts, a) for a in step.tray])
            raise LessonError(self.texts.text("ui.errors.tray", tiles=names))
        judged = self._judged
        try:
            effect = self.board.place_tile(tile)
        except IllegalPlacement as e:
            return self._illegal(tile, e)
        if self._judged == judged:  # the board did not report the change: judge here
            self._judge(effect)
        assert self.outcome is not None
        return self.outcome

    def act(self, action: GameAction | str | dict) -> Outcome:
        """Try a game action in the current step (an Action, ``"sell(rosemary,2)"`` or JSON).

        Returns the feedback. A wrong action is taken back; an illegal one changes
        nothing and is explained with the engine's reason. LessonError if the step asks
        for no action or is already solved.
        """
        try:
            action = parse_action(action)
        except PositionError as e:
            raise LessonError(str(e)) from None
        if self.step.kind is not StepKind.ACT or self.table is None:
            raise LessonError(self.texts["ui.errors.not_act"])
        if self.state.solved:
            raise LessonError(self.texts["ui.errors.solved"])
        judged = self._judged
        try:
            self.table.apply(action)
        except IllegalAction as e:
            return self._illegal_action(action, e.reason)
        if self._judged == judged:  # the table did not report the change: look now
            self._table_changed(self.table)
        assert self.outcome is not None
        return self.outcome

    def explain_refused_action(self, action: GameAction) -> Outcome | None:
        """Explain an action the table refused (an illegal click on the page).

        Nothing changes; the explanation is recorded like any try. Returns None if
        ``action`` is in fact legal now, or the step asks for no action.
        """
        if self.table is None or self.step.kind is not StepKind.ACT or self.state.solved:
            return None
        reason = self.table.game.explain(action)
        if reason is None:
            return None
        return self._illegal_action(action, reason)

    def explain_refusal(self, tile: HiveTile, *, on_board: bool = True) -> Outcome | None:
        """Explain a placement the board refused (an illegal click on the page).

        Nothing changes on the board; the explanation is recorded like any try, and shown
        as the board's error line unless ``on_board`` is False (the board has said why
        itself). Returns None if ``tile`` is in fact legal here.
        """
        if self.board is None:
            return None
        verdict = self.board.hive.check(tile)
        if verdict:
            return None
        return self._illegal(tile, IllegalPlacement(verdict), on_board=on_board)

    def _reveal_move(self) -> Outcome:
        """Make the step's first solution on the board or table."""
        step, texts, state = self.step, self.texts, self.state
        if step.kind is StepKind.PLACE:
            assert self.board is not None
            tile = step.solutions[0]
            with self._quiet():
                effect = self.board.place_tile(tile)
                self.board.read_only = True
                self.board.highlight = list(tile.hexes)
                self.board.notice = texts["ui.notice.revealed"]
            state.solution = tile
            text = texts.text("ui.feedback.revealed_place", tile=tile_phrase(texts, tile))
            outcome = Outcome(
                "revealed",
                "ui.feedback.revealed_place",
                text,
                step.id,
                tile=tile,
                effect=effect,
                highlight=tile.hexes,
            )
        else:
            assert self.table is not None
            action = step.solutions[0]
            label = capitalize(str(action.describe(self.table.game, self.language)))
            with self._quiet():
                self.table.apply(action)
                self.table.notice = texts["ui.notice.revealed"]
            state.solution = action
            text = texts.text("ui.feedback.revealed_act", action=label)
            outcome = Outcome("revealed", "ui.feedback.revealed_act", text, step.id, action=action)
        return outcome

    # ------------------------------------------------------------------ internals

    def _enter(self, index: int) -> None:
        self.index = index
        self.outcome = None
        if self.table is not None:
            self._enter_table()
            if self.state.hints > self.texts.count(self.step.key("hints")):
                self._show_outline()
            self._notify()
            return
        assert self.board is not None
        step, state = self.step, self.state
        with self._quiet():
            self.board.read_only = False
            self.board.reset(step.start())
            if step.kind is StepKind.PLACE and state.solution is not None:
                self.board.place_tile(state.solution)
            self.board.tray = list(step.tray)
            self.board.highlight = list(step.highlight)
            self.board.tried = []
            self.board.preview_nectar = self._preview_nectar and step.preview_nectar
            self.board.notice = ""
            self.board.read_only = step.kind is not StepKind.PLACE or state.solved
            if hasattr(self.board, "coords"):
                self.board.coords = step.coords  # type: ignore[attr-defined]
        if state.hints > self.texts.count(step.key("hints")) and not state.solved:
            self._show_outline()
        self._notify()

    def _enter_table(self) -> None:
        """Show the step's game position on the table (with its solution, once solved)."""
        assert self.table is not None
        step, state = self.step, self.state
        with self._quiet():
            game = step.start_game()
            self._before = copy_state(game.state)
            if step.kind is StepKind.ACT and isinstance(state.solution, GameAction):
                game.apply(state.solution)
            self.table.game = game
            self._shown = game
            self.table.highlight = list(step.highlight)
            self.table.notice = ""
            # A question is answered in the panel: the table must not answer it for the
            # learner ("needs 3" on the box the question asks about).
            self.table.guides = step.kind is not StepKind.QUESTION
            self.table.hold = self.texts["ui.notice.held"] if state.solved else ""
            if hasattr(self.table, "seat"):
                seat = game.pending.player
                self.table.seat = seat  # type: ignore[attr-defined]

    def _hold(self) -> None:
        if self.table is not None:
            with self._quiet():
                self.table.hold = self.texts["ui.notice.held"]

    def _expected_line(self) -> list[GameAction]:
        """The actions the table should show now: the solution of a solved act step."""
        solution = self.state.solution
        return [solution] if isinstance(solution, GameAction) else []

    #: What the lesson's table refuses, by the page command's type (:meth:`_guard`), in the
    #: core's table-of-commands shape (:func:`~honeybuzz_lab.core.messages.command_table`).
    GUARDS: ClassVar[Mapping[type, str]] = {
        NewGame: "_guard_new_game",
        Act: "_guard_act",
        UndoMove: "_guard_move",
        RedoMove: "_guard_move",
    }

    def _guard(self, command: object) -> str | None:
        """Refuse a page's command the step does not take, before the table carries it out
        (so nothing changes and the history stays as it was): a move, an undo or a redo
        once the step is solved or in a step that asks for no move; a new game before the
        game's end (a lesson sets its own positions and offers no module chooser)."""
        assert self.table is not None
        found, refusal = dispatch_command(self, command, "GUARDS")
        return refusal if found else None

    def _guard_new_game(self, _command: NewGame) -> str | None:
        assert self.table is not None
        return None if self.table.game.is_over else self.texts["ui.errors.new_game"]

    def _guard_act(self, command: Act) -> str | None:
        if not getattr(self.table, "guides", True):
            return None  # a question's table refuses a move itself, saying where to answer
        return self._guard_move(command)

    def _guard_move(self, _command: Act | UndoMove | RedoMove) -> str | None:
        assert self.table is not None
        if self.step.kind is StepKind.ACT and not self.state.solved:
            return None
        key = "ui.errors.solved" if self.state.solved else "ui.errors.no_moves_here"
        self.table.notice = self.texts[key]
        return self.texts[key]

    def _table_changed(self, table: object) -> None:
        """The table's game changed (a click on the page, :meth:`act`, undo or redo)."""
        if self._busy:
            return
        assert self.table is not None
        game = self.table.game
        if game is not self._shown:  # another game was put on the table: back to the step
            self._enter(self.index)
            self.table.notice = self.texts["ui.notice.position_restored"]
            return
        line = game.actions
        if self.step.kind is StepKind.ACT and not self.state.solved:
            if line:
                sentences = game.log[len(game.setup_log) :]
                self._judge_move(line[0], sentences if len(line) == 1 else [])
            return
        expected = self._expected_line()
        if line == expected:
            return
        key = "ui.errors.solved" if self.state.solved else "ui.errors.no_moves_table"
        with self._quiet():
            game.step_to(0)
            for action in expected:
                game.apply(action)
            self.table.notice = self.texts[key]
            self.table.show_error(self.texts[key])
        self._notify()

    def _judge_move(self, action: GameAction, sentences: list[str]) -> None:
        assert self.table is not None
        self._judged += 1
        step, texts = self.step, self.texts
        game = self.table.game
        move = Move(self._before, action, copy_state(game.state), tuple(sentences))
        judgement = step.judge_move(move)
        params = {**self.text_params(), **move_params(texts, move)}
        if judgement.right:
            key = step.key("right")
            outcome = Outcome(
                "right", key, capitalize(texts.text(key, **params)), step.id, action=action
            )
            self.state.solved = True
            self.state.solution = action
            with self._quiet():
                if len(game.actions) > 1:
                    game.step_to(1)
                self.table.notice = texts["ui.notice.right"]
        else:
            key = (
                "ui.feedback.other_action"
                if judgement.key == "other"
                else step.key("wrong", judgement.key)
            )
            outcome = Outcome(
                "wrong", key, capitalize(texts.text(key, **params)), step.id, action=action
            )
            with self._quiet():
                game.step_to(0)
                game.forget_redo()
                self.table.notice = texts["ui.notice.action_taken_back"]
        self._record(outcome)

    def _illegal_action(self, action: GameAction, reason: str) -> Outcome:
        """Explain an action the engine refused: the lesson's words if it lists the try,
        and the engine's reason where the engine speaks the learner's language."""
        step, texts = self.step, self.texts
        listed = step.illegal_key(action)
        said = engine_reason(texts, reason)
        if listed is not None:
            key = step.key("illegal", listed)
            text = texts[key] + (f" {said}" if said else "")
        else:
            key = "ui.feedback.illegal_action"
            text = texts.text(key, reason=said or texts["ui.feedback.no_reason"])
        outcome = Outcome("illegal", key, capitalize(text), step.id, action=action, reason=reason)
        with self._quiet():
            if self.table is not None and (listed is not None or said):
                # The lesson's words replace the table's line (the engine's reason) when they
                # say more; otherwise the table keeps the engine's reason.
                self.table.show_error(outcome.text)
        self._record(outcome)
        return outcome

    def _board_changed(self, board: object) -> None:
        if self._busy:
            return
        if self.step.kind is not StepKind.PLACE or self.state.solved:
            return
        assert self.board is not None
        history = self.board.history
        if history.ply == 0 or not isinstance(history.last_result, PlacementEffect):
            return
        self._judge(history.last_result)

    def _judge(self, effect: PlacementEffect) -> None:
        assert self.board is not None
        self._judged += 1
        step, texts = self.step, self.texts
        after = self.board.hive.copy()
        before = after.copy()
        before.remove(effect.tile)
        judgement = step.judge_placement(before, effect, after)
        params = effect_params(texts, effect)
        if judgement.right:
            key = step.key("right")
            outcome = Outcome(
                "right",
                key,
                capitalize(texts.text(key, **params)),
                step.id,
                tile=effect.tile,
                effect=effect,
                highlight=tuple(effect.new_cells),
            )
            self.state.solved = True
            self.state.solution = effect.tile
            with self._quiet():
                self.board.read_only = True
                self.board.highlight = list(effect.new_cells)
                self.board.notice = texts["ui.notice.right"]
        else:
            key = (
                "ui.feedback.other"
                if judgement.key == "other"
                else step.key("wrong", judgement.key)
            )
            shown = (*effect.tile.hexes, *effect.new_cells)
            outcome = Outcome(
                "wrong",
                key,
                capitalize(texts.text(key, **params)),
                step.id,
                tile=effect.tile,
                effect=effect,
                highlight=shown,
            )
            with self._quiet():
                while self.board.history.ply > 0:
                    self.board.undo()
                self.board.forget_redo()
                self.board.tried = list(dict.fromkeys(shown))
                self.board.notice = texts.text(
                    "ui.notice.taken_back", tile=effect.tile.notation_in(self.language)
                )
        self._record(outcome)

    def _illegal(self, tile: HiveTile, error: IllegalPlacement, on_board: bool = True) -> Outcome:
        text = illegal_text(self.texts, tile, error.verdict)
        outcome = Outcome(
            "illegal",
            f"ui.illegal.{error.verdict.code}",
            text,
            self.step.id,
            tile=tile,
            highlight=error.verdict.hexes,
        )
        if on_board and self.board is not None:
            with self._quiet():
                self.board.show_error(text)
        self._record(outcome)
        return outcome

    # ------------------------------------------------------------------ saved progress

    _RESTORE_ERRORS = (LessonError, PositionError, ValueError)

    def _parse_solution(self, step: Step, text: str) -> HiveTile | GameAction | None:
        if step.kind is StepKind.PLACE:
            tile = parse_tile(text)
            return tile if step.start().check(tile) else None
        action = parse_action(text)
        return action if step.start_game().explain(action) is None else None

    def _solution_text(self, solution: HiveTile | GameAction) -> str | None:
        if isinstance(solution, HiveTile):
            return solution.notation
        if isinstance(solution, GameAction):
            return action_text(solution)
        return None
