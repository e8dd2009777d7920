"""A first game's coach: which rules the learner has been taught, and what to say now.

A first game is a real game against a gentle bot. The coach watches it: at each of the
learner's decisions (and at the end) it names the rules that first matter there, each once:
the rule of a decision kind the learner meets for the first time, and the rule of a log
sentence (a contest, a sale, the end) that first appears. It shows at most one event and
one decision at a time (the other events wait for the next decision; the end shows every
one left). The first decision also says the goal.

What was taught is read from the game itself: :meth:`Coach.rebuild` replays a game's moves
from its start (a game resumed from the store after a kernel restart is coached on from
where it was, nothing taught again). Each game gives a :class:`CoachScope` (its rules, the
decision kinds' rules, where the bubble points, its catalogue); the tables' first games
(:mod:`honeybuzz_lab.games.honeybuzz.lessons.first_game`,
:mod:`honeybuzz_lab.games.hustle.lessons.first_game`) sync :meth:`Coach.state` as
``_coach``, drawn by ``widget_js/firstgame.js`` in the coach bubble (``coach.js``).

A kernel plays one first game of each game at a time (:func:`in_place_of_the_last`): a
first game made again in a kernel still running (its cell run again after the page was
reloaded or the notebook opened again) offers to continue the game of the one before,
which it closes, as a table after a kernel restart offers it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from html import escape
from typing import Any

import traitlets as t

from ..keeping import in_place_of_the_last
from .texts import Catalog

#: The goal's pseudo rule (shown at the first decision, linked to the scoring rule).
GOAL = "goal"


@dataclass(frozen=True)
class CoachScope:
    """What a game's coach needs to know about the game.

    ``rules``: the game's rule atoms by id (:func:`honeybuzz_lab.rulebook.atoms.atoms`;
    anything with ``title(language)`` and ``text(language)``); ``decisions``: decision
    kind -> rule id;
    ``skip``: rule ids never coached (setup, done by the engine); ``goal_rule``: the rule
    the goal's line links; ``targets``: rule id -> CSS selector of the part of the table
    the bubble points at, before ``decision_target`` (selectors tried in turn: what a
    decision asks to click); ``texts``: the game's lesson
    catalogue by language (keys ``first_game.*``)."""

    rules: Mapping[str, Any]
    decisions: Mapping[str, str]
    goal_rule: str
    texts: Callable[[str], Catalog]
    skip: frozenset[str] = frozenset()
    targets: Mapping[str, str] = field(default_factory=dict)
    decision_target: tuple[str, ...] = ()


def first_sentence(text: str) -> str:
    """The first sentence of ``text`` (up to its first ". ", "; " or ": " after 20 letters)."""
    found = re.search(r"(?<=.{20})[.;:](\s|$)", text)
    return text[: found.start()] + "." if found else text


@dataclass
class Coach:
    """The coaching of one first game (see the module docstring)."""

    scope: CoachScope
    seat: int = 0
    taught: list[str] = field(default_factory=list)
    shown: list[str] = field(default_factory=list)
    queue: list[str] = field(default_factory=list)
    read: int | None = None
    point: object = None
    decision: str = ""
    points: int = 0

    def _coachable(self, rule: str | None) -> bool:
        return bool(rule) and rule in self.scope.rules and rule not in self.scope.skip

    def observe(self, game: Any) -> bool:
        """Read what happened in ``game`` since the last call; True if the lines changed."""
        rules = list(game.log_rules)
        if self.read is None or self.read > len(rules):  # a new game, or lines taken back
            self.read = len(rules)
        for rule in rules[self.read :]:
            if self._coachable(rule) and rule not in (*self.taught, *self.shown, *self.queue):
                self.queue.append(rule)
        self.read = len(rules)
        over = bool(game.is_over)
        pending = None if over else game.pending
        if not over and (pending is None or pending.player != self.seat):
            return False
        key = ("over",) if over else (len(self._moves(game)), pending.kind)
        if key == self.point:
            return False
        self.point = key
        self.taught.extend(r for r in self.shown if r not in self.taught)
        self.shown = []
        if self.points == 0:
            self.shown.append(GOAL)
        self.points += 1
        if over:
            self.shown.extend(self.queue)
            self.queue = []
            self.decision = ""
            return True
        self.decision = pending.kind
        if self.queue and len(self.shown) < 2:
            self.shown.append(self.queue.pop(0))
        rule = self.scope.decisions.get(pending.kind)
        if self._coachable(rule) and rule not in (*self.taught, *self.shown):
            if rule in self.queue:
                self.queue.remove(rule)
            self.shown.append(rule)  # type: ignore[arg-type]
        return True

    @staticmethod
    def _moves(game: Any) -> list[Any]:
        history = getattr(game, "history", None)
        moves = getattr(history, "moves", None)
        return list(moves) if moves is not None else list(game.actions)

    def rebuild(self, game: Any) -> None:
        """Coach ``game`` from its start again (its moves replayed on a copy): what it has
        taught so far, and what it shows now."""
        self.taught, self.shown, self.queue = [], [], []
        self.read, self.point, self.decision, self.points = None, None, "", 0
        fresh = type(game).from_record({**game.to_record(), "actions": []})
        self.observe(fresh)
        for move in self._moves(game):
            fresh.apply(move)
            self.observe(fresh)

    def line(self, rule: str, language: str) -> dict[str, str]:
        """One line of the bubble: ``{"id", "title", "html"}`` (the rule link's id and title)."""
        texts = self.scope.texts(language)
        if rule == GOAL:
            linked = self.scope.rules[self.scope.goal_rule]
            return {
                "id": self.scope.goal_rule,
                "title": linked.title(language),
                "html": f"<b>{escape(texts['first_game.goal.title'])}</b> "
                f"{escape(texts['first_game.goal.text'])}",
            }
        atom = self.scope.rules[rule]
        now_key = f"first_game.now.{self.decision}"
        if rule == self.scope.decisions.get(self.decision) and now_key in texts:
            said = texts[now_key]
        else:
            said = first_sentence(atom.text(language))
        return {
            "id": rule,
            "title": atom.title(language),
            "html": f"<b>{escape(atom.title(language))}</b>: {escape(said)}",
        }

    def target(self) -> list[str]:
        """CSS selectors of what the bubble points at, tried in turn by the page: the last
        line's part, then what the decision asks to click."""
        parts = [self.scope.targets[r] for r in reversed(self.shown) if r in self.scope.targets]
        return [*parts[:1], *self.scope.decision_target]

    def state(self, language: str, refusal: str = "") -> dict[str, Any]:
        """The synced coach: the lines, where they point, a refused click's explanation,
        how many rules are taught, the number of the learner's decision (or the end)."""
        texts = self.scope.texts(language)
        return {
            "language": language,
            "label": texts["first_game.label"],
            "lines": [self.line(r, language) for r in self.shown],
            "select": self.target(),
            "feedback": escape(refusal),
            "taught": len(self.taught),
            "point": self.points,
        }


class CoachedTable(t.HasTraits):
    """Mixed into a game's table for its first game: the coach (:class:`Coach`) follows
    the table's game and its synced ``_coach`` is the coach's state in the table's
    language, said again after each of the table's syncs and when its language, its error
    line or its offer changes. While the table offers to continue a saved game (or start
    anew) the coach is silent. The table calls :meth:`_coach_start` once it is built."""

    #: The coach bubble's state (:meth:`Coach.state`: the lines, where they point, a
    #: refused click's explanation), drawn by ``widget_js/firstgame.js``.
    _coach = t.Dict().tag(sync=True)
    coach: Coach
    _coach_game: Any = None

    def _sync(self, *args: Any, **kwargs: Any) -> None:
        super()._sync(*args, **kwargs)  # type: ignore[misc]
        if hasattr(self, "coach"):
            self._coach_sync()

    @t.observe("_error", "language", "_offer")
    def _coach_again(self, change: dict) -> None:
        self._coach_say()

    def __repr__(self) -> str:
        if not hasattr(self, "coach"):  # (the table is being built)
            return f"{type(self).__name__}(...)"
        return (
            f"{type(self).__name__}({self.game!r}, taught: {len(self.coach.taught)}, "  # type: ignore[attr-defined]
            f"language={self.language!r})"  # type: ignore[attr-defined]
        )

    def _coach_start(self, scope: CoachScope) -> None:
        self.coach = Coach(scope, seat=0)
        self._coach_game = None
        self._coach_sync()

    def _coach_sync(self) -> None:
        game = self.game  # type: ignore[attr-defined]
        if self._coach_game is not game:  # a new game, or one resumed: coach it anew
            self._coach_game = game
            self.coach.rebuild(game)
        else:
            self.coach.observe(game)
        self._coach_say()

    def _coach_say(self) -> None:
        if self._coach_game is None:
            return  # (the table is being built)
        state = self.coach.state(self.language, self._error)  # type: ignore[attr-defined]
        if self._offer:  # type: ignore[attr-defined]
            state = {**state, "lines": [], "feedback": ""}
        else:
            state.update(self._coach_extra())
        self._coach = state  # type: ignore[attr-defined]

    def _coach_extra(self) -> dict[str, Any]:
        """More of the synced coach a game's first game adds (its hint); none here."""
        return {}


__all__ = ["GOAL", "Coach", "CoachScope", "CoachedTable", "first_sentence", "in_place_of_the_last"]
