"""Stepping through a game record in class: narration, notes, pauses and reveals.

:class:`ClassroomRun` is the classroom without a screen: it holds the game, the cursor
(``ply``: how many moves are shown) and the stage. In the ``"move"`` stage the position
after move ``ply`` is shown with the engine's sentences for that move and its note. When
the next move has a *pause* note, :meth:`ClassroomRun.next` first stops in the
``"question"`` stage: the position before the move, the note's question and the options
the player had (worked out by the advisor); :meth:`~ClassroomRun.reveal` (or ``next``
again) plays the move and shows what was played and why.

>>> run = ClassroomRun("first-game")
>>> run.next() and run.stage, run.ply
('question', 1)
>>> run.reveal() and run.stage, run.ply
('move', 1)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ....core.inputs import quote, read_json_file
from ....core.lessons.texts import Catalog, check_language
from ..game import Game
from ..game import actions as A
from ..game.planner import QueenBot
from ..lessons.advisor import Advice, advise, queen_sentence
from ..lessons.lookahead import said
from ..lessons.texts import catalog
from .demos import Demo, DemoError, Note, load_demo, narration

#: How many options a pause offers (the move that was played is always one of them).
OPTIONS = 4
#: How many rollouts the Queen makes for a comment (fixed, so the comment is repeatable).
QUEEN_TRIES = 5

Source = str | Path | dict | Game | Demo


@dataclass(frozen=True)
class Option:
    """One of the choices a pause offers."""

    letter: str
    label: str  # the engine's label
    text: str  # what it would do (shown when revealed)
    played: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "letter": self.letter,
            "label": self.label,
            "text": self.text,
            "played": self.played,
        }


@dataclass(frozen=True)
class Comment:
    """The Queen's comment on one decision of the game: what it would play and why."""

    ply: int  # the move that answers the decision
    label: str  # the engine's label of the Queen's pick
    text: str  # its reason, in the classroom's language

    def to_json(self) -> dict[str, Any]:
        return {"ply": self.ply, "label": self.label, "text": self.text}


class ClassroomRun:
    """A game record stepped through move by move (see the module docstring).

    ``source`` is a demo id (``"first-game"``), a :class:`~.demos.Demo`, a game record
    (a dict or the path of a saved game) or a Game (its current line is used).
    """

    def __init__(self, source: Source, *, language: str = "en"):
        self.language = check_language(language)
        self.texts: Catalog = catalog(language)
        self.demo: Demo | None = None
        self.game = self._game(source)
        self.lines = narration(self.game)
        self.total = len(self.game.history.line)
        self._kinds: list[str] = ["setup"]
        self._actors: list[str] = [""]
        self._turns: list[int] = [0]
        self._labels: list[str] = [""]
        self._seats: list[int | None] = [None]
        self._scan()
        self.game.step_to(0)
        self.ply = 0
        self.stage = "move"
        self.revealed: set[int] = set()
        self._options: dict[int, tuple[Option, ...]] = {}
        self._comments: dict[int, Comment] = {}
        self._comment_shown: int | None = None
        self._callbacks: list[Callable[[ClassroomRun], object]] = []

    def _game(self, source: Source) -> Game:
        if isinstance(source, Demo):
            self.demo = source
            return source.game()
        if isinstance(source, Game):
            line = source.history.line
            game = Game.from_record({**source.to_record(), "actions": [a.to_json() for a in line]})
            return game
        if isinstance(source, dict):
            return Game.from_record(source)
        if isinstance(source, Path) or (isinstance(source, str) and source.endswith(".json")):
            try:
                data = read_json_file(source, DemoError)
            except DemoError as e:
                raise DemoError(f"cannot read the game record: {e}") from None
            return Game.from_record(data)
        if isinstance(source, str):
            self.demo = load_demo(source)
            return self.demo.game()
        raise DemoError(
            f"a classroom shows a demo, a record or a Game, not {type(source).__name__}"
        )

    def _scan(self) -> None:
        """Who took each move, what it answered, and in which turn (one replay)."""
        game = self.game
        game.step_to(0)
        turn = 1
        for ply in range(1, self.total + 1):
            p = game.pending
            self._kinds.append(p.kind)
            self._actors.append(game.state.players[p.player].name if p.player is not None else "")
            self._seats.append(p.player)
            self._turns.append(turn)
            self._labels.append(said(game.describe(game.history.line[ply - 1]), self.language))
            game.redo()
            if p.kind == "end_turn":
                turn += 1

    # ------------------------------------------------------------------ reading

    @property
    def notes(self) -> tuple[Note, ...]:
        return self.demo.notes if self.demo else ()

    def note_at(self, ply: int) -> Note | None:
        return self.demo.note_at(ply) if self.demo else None

    def seat_of(self, ply: int) -> int | None:
        """The seat that took move ``ply`` (None for the setup)."""
        return self._seats[ply]

    def action_of(self, ply: int) -> A.Action | None:
        """Move ``ply`` of the game (None for the setup)."""
        return self.game.history.line[ply - 1] if ply else None

    @property
    def note(self) -> Note | None:
        """The note of the move shown (in the question stage: of the move to come)."""
        return self.note_at(self.ply)

    @property
    def title(self) -> str:
        if self.demo:
            return self.demo.title[self.language]
        names = ", ".join(p.name for p in self.game.players)
        return self.texts.text("classroom.record_title", players=names)

    @property
    def summary(self) -> str:
        return self.demo.summary[self.language] if self.demo else ""

    @property
    def narration(self) -> list[str]:
        """The engine's sentences for the move shown (the setup at ply 0; none before a reveal)."""
        if self.stage == "question":
            return []
        return [said(line, self.language) for line in self.lines[self.ply]]

    @property
    def move_label(self) -> str:
        """The engine's label of the move shown, as it was offered to the player."""
        if self.stage == "question":
            return ""
        return self._labels[self.ply]

    @property
    def heading(self) -> str:
        """``Round 3 · Anna · move 23 of 278`` (a round: every player's turn once)."""
        if self.ply == 0:
            return self.texts.text("classroom.heading_setup", total=self.total)
        return self.texts.text(
            "classroom.heading",
            round=(self._turns[self.ply] - 1) // len(self.game.players) + 1,
            player=self._actors[self.ply],
            ply=self.ply,
            total=self.total,
        )

    def options(self) -> tuple[Option, ...]:
        """The choices of the pause at the cursor (empty when there is no pause here)."""
        note = self.note
        if note is None or not note.pause:
            return ()
        if self.ply not in self._options:
            options = self._work_out_options(self.ply)
            # A forced move (only one choice) asks what happens, not what to choose.
            self._options[self.ply] = options if len(options) > 1 else ()
        return self._options[self.ply]

    def _work_out_options(self, ply: int) -> tuple[Option, ...]:
        played = self.game.history.line[ply - 1]
        back = self.game.history.ply
        self.game.step_to(ply - 1)
        try:
            advice = advise(self.game, language=self.language, limit=OPTIONS)
            if not _has(advice, played):
                advice = advise(
                    self.game, language=self.language, limit=len(self.game.legal_actions())
                )
            chosen = list(advice.suggestions[: OPTIONS - 1])
            hit = next(
                s for s in advice.suggestions if s.action == played or played in s.alternatives
            )
            if hit not in chosen:
                chosen.append(hit)
            else:
                chosen = list(advice.suggestions[:OPTIONS])
        finally:
            self.game.step_to(back)
        return tuple(
            Option(
                letter="ABCDEFGH"[i],
                label=s.label,
                text=s.text,
                played=s is hit,
            )
            for i, s in enumerate(chosen)
        )

    @property
    def decision_ply(self) -> int | None:
        """The move that answers the decision on the screen (None after the last move)."""
        if self.stage == "question":
            return self.ply
        return self.ply + 1 if self.ply < self.total else None

    def comment(self) -> Comment | None:
        """The Queen's comment on the decision on the screen (worked out now, then kept).

        The Queen plans from what the player to move may know (the face-down orders are
        shuffled anew), never from the moves of the record; None after the last move.
        """
        ply = self.decision_ply
        if ply is None:
            return None
        if ply not in self._comments:
            back = self.game.history.ply
            self.game.step_to(ply - 1)
            try:
                queen = QueenBot(seed=0, iterations=QUEEN_TRIES)
                if queen.planned(self.game):
                    plan = queen.plan(self.game)
                    pick = plan.best
                else:
                    plan, pick = None, queen.choose(self.game)
                label = said(self.game.describe(pick), self.language)
                text = queen_sentence(self.texts, label, plan)
            finally:
                self.game.step_to(back)
            self._comments[ply] = Comment(ply, label, text)
        return self._comments[ply]

    def ask_queen(self) -> bool:
        """Show the Queen's comment on the decision on the screen (False after the last move)."""
        comment = self.comment()
        if comment is None:
            return False
        self._comment_shown = comment.ply
        self._changed()
        return True

    def question(self) -> str:
        """The question of the pause at the cursor."""
        note = self.note
        if note is None or not note.pause:
            return ""
        return note.question(self.language) or self.texts["classroom.question"]

    # ------------------------------------------------------------------ moving

    def on_change(self, callback: Callable[[ClassroomRun], object]) -> None:
        """Call ``callback(run)`` after every move of the cursor."""
        self._callbacks.append(callback)

    def _changed(self) -> None:
        for callback in list(self._callbacks):
            callback(self)

    def _show(self, ply: int, ask: bool) -> None:
        note = self.note_at(ply)
        if ask and note is not None and note.pause and ply not in self.revealed:
            self.game.step_to(ply - 1)
            self.ply, self.stage = ply, "question"
        else:
            self.game.step_to(ply)
            self.ply, self.stage = ply, "move"
        self._changed()

    def next(self) -> bool:
        """One step forward: reveal a pending question, or show the next move (or ask)."""
        if self.stage == "question":
            return self.reveal()
        if self.ply >= self.total:
            return False
        self._show(self.ply + 1, ask=True)
        return True

    def previous(self) -> bool:
        """One step back (going back never asks again)."""
        if self.stage == "question":
            self._show(self.ply - 1, ask=False)
            return True
        if self.ply == 0:
            return False
        self._show(self.ply - 1, ask=False)
        return True

    def reveal(self) -> bool:
        """Play the move the class was asked about and show what was played and why."""
        if self.stage != "question":
            return False
        self.revealed.add(self.ply)
        self._show(self.ply, ask=False)
        return True

    def jump(self, ply: int) -> None:
        """Show move ``ply`` (0: the setup); a pause not yet revealed asks first."""
        if not isinstance(ply, int) or isinstance(ply, bool) or not 0 <= ply <= self.total:
            raise DemoError(f"there is no move {quote(ply)}: the game has moves 0 to {self.total}")
        self._show(ply, ask=True)

    def first(self) -> None:
        self.jump(0)

    def last(self) -> None:
        self._show(self.total, ask=False)

    def next_note(self) -> bool:
        """Jump to the next move with a note."""
        later = [n.ply for n in self.notes if n.ply > self.ply]
        if not later:
            return False
        self.jump(later[0])
        return True

    def previous_note(self) -> bool:
        """Jump back to the previous move with a note."""
        here = self.ply
        earlier = [n.ply for n in self.notes if n.ply < here]
        if not earlier:
            return False
        self._show(earlier[-1], ask=False)
        return True

    def next_turn(self) -> bool:
        """Jump to the end of the current turn (the move that passes it on)."""
        for ply in range(self.ply + 1, self.total + 1):
            if self._kinds[ply] == "end_turn":
                self._show(ply, ask=False)
                return True
        return False

    def previous_turn(self) -> bool:
        """Jump back to the end of the previous turn."""
        for ply in range(self.ply - 1, -1, -1):
            if ply == 0 or self._kinds[ply] == "end_turn":
                self._show(ply, ask=False)
                return True
        return False

    def reset(self) -> None:
        """Back to the setup; every pause asks again."""
        self.revealed.clear()
        self._show(0, ask=False)

    def command(self, name: str, ply: int | None = None) -> bool:
        """Carry out a command by name (the panel's buttons and keys send these)."""
        simple = {
            "next": self.next,
            "previous": self.previous,
            "reveal": self.reveal,
            "next_note": self.next_note,
            "previous_note": self.previous_note,
            "next_turn": self.next_turn,
            "previous_turn": self.previous_turn,
            "queen": self.ask_queen,
        }
        if name in simple:
            return bool(simple[name]())
        if name in ("first", "last", "reset"):
            getattr(self, name)()
            return True
        if name == "jump":
            self.jump(ply)  # type: ignore[arg-type]
            return True
        raise DemoError(f"unknown classroom command {quote(name)}")

    # ------------------------------------------------------------------ the page

    def view(self) -> dict[str, Any]:
        """Everything the classroom panel shows, as JSON-ready data."""
        t = self.texts
        note = self.note
        shown_note = None
        if note is not None and self.stage == "move":
            shown_note = {"text": note.text(self.language), "pause": note.pause}
        question = None
        if self.stage == "question" or (note is not None and note.pause):
            question = {
                "text": self.question(),
                "options": [
                    o.to_json()
                    if self.stage == "move"
                    else {**o.to_json(), "played": False, "text": ""}
                    for o in self.options()
                ],
                "revealed": self.stage == "move",
            }
        shown = self._comment_shown
        queen = None
        if shown is not None and shown == self.decision_ply and shown in self._comments:
            queen = {**self._comments[shown].to_json(), "title": t["classroom.queen_title"]}
        return {
            "language": self.language,
            "title": self.title,
            "summary": self.summary,
            "heading": self.heading,
            "ply": self.ply,
            "total": self.total,
            "stage": self.stage,
            "player": self._actors[self.ply],
            "played": self.move_label,
            "narration": self.narration,
            "note": shown_note,
            "question": question,
            "queen": queen,
            "notes": [{"ply": n.ply, "pause": n.pause} for n in self.notes],
            "can_previous": self.ply > 0 or self.stage == "question",
            "can_next": self.stage == "question" or self.ply < self.total,
            "labels": {k.rsplit(".", 1)[1]: t[k] for k in t if k.startswith("classroom.labels.")},
        }

    def __repr__(self) -> str:
        name = self.demo.id if self.demo else "record"
        return f"<ClassroomRun {name!r}, move {self.ply} of {self.total} ({self.stage})>"


def _has(advice: Advice, action: A.Action) -> bool:
    return any(s.action == action or action in s.alternatives for s in advice.suggestions)


__all__ = ["OPTIONS", "QUEEN_TRIES", "ClassroomRun", "Comment", "Option"]
