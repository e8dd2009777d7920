"""The game engine: legal actions, applying them, undo and redo, records.

>>> game = Game.new(["Anna", "Ben"], seed=1, first_game=True)
>>> game.pending.kind
'turn'
>>> sentences = game.apply(game.legal_actions()[0])
>>> game.undo() is not None
True

Every sentence (log lines, prompts, labels, reasons) is a
:class:`~honeybuzz_lab.core.i18n.Message`: its English text as a string, and
``.text("hu")`` in Hungarian. ``game.log_in("hu")``,
``action.describe(game, language="hu")`` and ``game.pending.prompt_in("hu")`` say the
game in Hungarian.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ....core.game import RecordedGame
from ....core.history import HistoryError
from ....core.i18n import LANGUAGES, Message, catalog, check_language
from ....core.inputs import InputError, parse_json, quote
from ....core.records import replay
from .actions import Action, action_from_json
from .components import kind_label
from .errors import IllegalAction, SetupError
from .geometry import field_spaces
from .kinds import KINDS
from .log import Log, contest_rule, contest_title, count, data_name, label, lines_of, say
from .modules.base import BASE
from .records import FORMAT, RECORD_VERSION, RecordError, check_record
from .registry import (
    ModuleError,
    compose,
    get_module,
    load_shipped,
    record_modules,
    registered,
)
from .rule_ids import log_rule, rule_of
from .rules import Ruleset, in_words
from .rules.turn import Pending, advance, pending, pending_kind
from .setup import new_seed, new_state
from .state import GameState, PlayerState, space_name
from .views import view_of


class GameRecordError(InputError):
    """A game record that cannot be read or replayed (no game was built)."""


#: Longest reason an illegal action gets (one that would quote a long bad value is replaced).
_LONGEST_REASON = 1_000


def _said(text: str, language: str) -> str:
    """``text`` in ``language`` if it is a Message (in English: the Message itself)."""
    if language == "en" or not isinstance(text, Message):
        return text
    return text.text(language)


# ------------------------------------------------------------------ the pure core


def legal_actions(state: GameState, rules: Ruleset | None = None) -> list[Action]:
    """Every legal answer to the pending decision (empty once the game is over).

    ``rules`` default to the rules the state was set up under.
    """
    if rules is None:
        rules = state.ruleset or BASE
    kind = pending_kind(state)
    if kind == "game_over":
        return []
    return rules.decisions[kind].options(state, rules)


def explain(state: GameState, rules: Ruleset, action: object) -> str:
    """Why ``action`` is not legal now, in words for a learner (a Message)."""
    if not isinstance(action, Action):
        return say("explain.not_an_action", what=quote(action))
    kind = pending_kind(state)
    if kind == "game_over":
        return say("explain.over")
    decision = rules.decisions[kind]
    prompt = decision.prompt(state, rules)
    if action.kind not in decision.actions:
        spec = KINDS.get(action.kind)
        worded = spec is not None and spec.verb in catalog()
        verb = Message(spec.verb) if worded else action.kind  # type: ignore[union-attr]
        return say("explain.not_now", verb=verb, prompt=prompt)
    # A malformed action (a resource or tile kind that does not exist) may have no words
    # of its own: then it is named as written.
    fallback = say("explain.not_a_choice", label=quote(str(action)), prompt=prompt)
    try:
        reason = decision.explain(state, rules, action) if decision.explain else None
        reason = reason or say("explain.not_a_choice", label=label(state, action), prompt=prompt)
        if any(len(str(_said(reason, language))) > _LONGEST_REASON for language in LANGUAGES):
            return fallback  # it quotes a long bad value whole
    except (LookupError, ValueError, TypeError, AttributeError):
        return fallback
    return reason


def step(
    state: GameState,
    rules: Ruleset,
    action: Action,
    legal: Sequence[Action] | None = None,
) -> tuple[GameState, list[str], GameState]:
    """Apply ``action``: returns the new state, the log sentences and an undo token.

    ``state`` itself is not changed: it keeps its own hives (see :mod:`.state`), so the
    undo token is simply the old state. Raises IllegalAction, changing nothing, if the
    action is not legal now.
    """
    if legal is None:
        legal = legal_actions(state, rules)
    if action not in legal:
        reason = explain(state, rules, action)
        raise IllegalAction(reason, action, rule_of(reason, pending_kind(state)))
    new = state.clone()
    new.journal = []
    log = Log()
    try:
        rules.decisions[pending_kind(state)].apply(new, rules, action, log)
        advance(new, rules, log)
    except BaseException:
        new.abandon_changes()
        raise
    new.journal = None
    return new, lines_of(log, in_words(rules, log.lines)), state


def revert(token: GameState) -> GameState:
    """Undo one :func:`step`; returns the state before it (its token)."""
    return token


# ------------------------------------------------------------------ the game


class Game(RecordedGame[Action, GameState]):
    """A game of Honey Buzz with an undoable history."""

    record_error = GameRecordError

    def __init__(
        self, state: GameState, rules: Ruleset | None = None, *, keep_variations: bool = False
    ):
        if rules is None:
            rules = state.ruleset or BASE
        state.ruleset = rules  # the game owns its state from here on
        self.rules = rules
        self.setup = dict(state.setup)
        self.seed = state.seed
        super().__init__(state, keep_variations=keep_variations, setup_log=_setup_sentences(state))
        log = Log()
        advance(state, rules, log)
        self.setup_log.extend(in_words(rules, log.lines))

    @classmethod
    def new(
        cls,
        players: int | Sequence[str],
        seed: int | None = None,
        first_game: bool = False,
        *,
        modules: Sequence[str] = (),
        options: dict[str, dict[str, Any]] | None = None,
        **setup: Any,
    ) -> Game:
        """A new game for 2 to 4 players (names or a count), set up from ``seed`` (None:
        a 64-bit seed from the operating system's randomness, :func:`.setup.new_seed`; the
        record keeps it for replay).

        ``modules`` names the modules played with the base game and ``options`` gives
        their options by module name (see :mod:`honeybuzz_lab.games.honeybuzz.game.modules`); an
        unknown or conflicting set is a ModuleError saying which and why.

        Setup: ``first_player`` (seat, default 0), ``configuration`` (a configuration card
        name), ``contests`` (one contest card id per colour), ``starts`` (each seat's
        starting space), ``choose_starts`` (players choose starting spaces in reverse turn
        order), ``choose_arrangement`` (the first player lays the starting tiles on the
        card's outline), ``keep_variations`` (undo then a new action keeps the old line).
        """
        if "rules" in setup:
            raise ModuleError(
                "Game.new takes no 'rules': a game is the base rules plus modules, "
                "Game.new(players, seed, modules=[...], options={...})"
            )
        keep = bool(setup.pop("keep_variations", False))
        rules = compose(modules, options)
        seed = new_seed() if seed is None else seed
        return cls(
            new_state(players, seed, first_game, rules=rules, **setup), rules, keep_variations=keep
        )

    # ------------------------------------------------------------------ the contract

    def _play(self, move: Action) -> tuple[list[str], GameState]:
        new, lines, token = step(self._state, self.rules, move, self._legal_now())
        self._state = new
        return lines, token

    def _find_legal(self) -> list[Action]:
        return legal_actions(self._state, self.rules)

    def _line_in(self, line: str, language: str) -> str:
        return _said(line, language)

    def _rule_of_line(self, line: str) -> str | None:
        return log_rule(line)

    # ------------------------------------------------------------------ reading

    @property
    def players(self) -> list[PlayerState]:
        """The players in seat order."""
        return self._state.players

    @property
    def pending(self) -> Pending:
        """The decision the game waits for."""
        return pending(self._state, self.rules)

    @property
    def current_player(self) -> PlayerState | None:
        """The player whose decision is pending (None once the game is over)."""
        seat = self.pending.player
        return None if seat is None else self._state.players[seat]

    @property
    def is_over(self) -> bool:
        return self._state.over

    @property
    def turn_number(self) -> int:
        """Turns played so far, plus one for the turn in progress."""
        return self._state.turns_played + (0 if self._state.over else 1)

    def describe(self, action: Action, language: str = "en") -> str:
        """A short label for ``action`` now (for a button), in ``language``."""
        return _said(label(self._state, action), check_language(language))

    def explain(self, action: object, language: str = "en") -> str | None:
        """Why ``action`` is illegal now (in ``language``), or None if it is legal."""
        if isinstance(action, Action) and action in self._legal_now():
            return None
        return _said(explain(self._state, self.rules, action), check_language(language))

    def final_scores(self) -> dict[str, Any]:
        """Scores per player and per category, the ranking and the winners.

        Once the game is over these are the final scores; before that, the scores as if
        the game ended now (final contests ranked on the current position).
        """
        if self._state.final is not None:
            return self._state.final
        return self.rules.final_scores(self._state, self.rules)

    @property
    def winners(self) -> list[PlayerState]:
        if not self.is_over:
            return []
        return [self._state.players[i] for i in self.final_scores()["winners"]]

    # ------------------------------------------------------------------ changing

    def apply(self, action: Action | dict) -> list[str]:
        """Apply one action (an Action or its JSON); returns what happened, in sentences.

        Raises IllegalAction with a reason a learner can read, and changes nothing, if the
        action may not be taken now.
        """
        if not isinstance(action, Action):
            try:
                action = action_from_json(action)
            except ValueError as e:
                raise IllegalAction(str(e), action, rule_of(None, self.pending.kind)) from None
        return self.history.push(action)  # type: ignore[no-any-return]

    def undo(self, seat: int | None = None, humans: Sequence[int] | None = None) -> Action | None:
        """Take back the last action; returns it (None at the start).

        With ``seat`` (the seat asking), IllegalAction if that would cross a private reveal
        to another human seat or a random result a human saw (see :meth:`undo_barrier`);
        without, the undo is free (analysis, the explorer, lessons).
        """
        if seat is not None and self.history.ply <= self.undo_barrier(seat, humans):
            raise IllegalAction(self.undo_reason(seat, humans), "undo")
        return self.history.undo()

    def can_undo(self, seat: int | None = None, humans: Sequence[int] | None = None) -> bool:
        """True if there is an action to take back (by ``seat``: see :meth:`undo_barrier`)."""
        if seat is not None and self.history.ply <= self.undo_barrier(seat, humans):
            return False
        return self.history.can_undo()

    # ------------------------------------------------------------------ views

    def private_reveals(self) -> list[tuple[int, int]]:
        """(ply, seat) for every action that showed ``seat`` something only it knows."""
        return [
            (ply, seat)
            for ply, lines, _ in self._plies()
            for line in lines
            for seat in sorted(getattr(line, "private", {}))
        ]

    def reveals(self) -> list[tuple[int, int | None]]:
        """(ply, seat) for every action that turned up a random result: to every seat
        (``seat`` None) or to ``seat`` only (its private views of a tile included)."""
        out: list[tuple[int, int | None]] = []
        for ply, lines, _ in self._plies():
            seats = set(getattr(lines, "reveals", ()))
            seats.update(seat for line in lines for seat in getattr(line, "private", {}))
            out.extend((ply, seat) for seat in sorted(seats, key=lambda s: -1 if s is None else s))
        return out

    def secret_barrier(self, seat: int, humans: Sequence[int] | None = None) -> int:
        """The last ply that showed another human seat than ``seat`` something only it
        knows (0: none). Taking it back would let that seat play again knowing what it saw
        while the game forgot it. ``humans``: the seats played by people (default: all)."""
        if humans is None:
            humans = range(self._state.player_count)
        return max(
            (ply for ply, who in self.private_reveals() if who != seat and who in humans),
            default=0,
        )

    def undo_barrier(self, seat: int, humans: Sequence[int] | None = None) -> int:
        """The ply ``seat`` may not undo below: the last private reveal to another human
        (:meth:`secret_barrier`) or the last random result a human saw
        (:meth:`chance_barrier`). A bot's reveal does not stop an undo.
        """
        return max(self.secret_barrier(seat, humans), self.chance_barrier(humans))

    def undo_reason(
        self, seat: int, humans: Sequence[int] | None = None, target: int | None = None
    ) -> Message:
        """Why ``seat`` may not undo back to ply ``target`` (default: the last action taken
        back) when :meth:`undo_barrier` stops it: another person's secret, or chance
        already seen. ``seat`` -1: a table with no seat of its own (named as seat 0)."""
        target = self.history.ply - 1 if target is None else target
        if target < self.secret_barrier(seat, humans):
            name = self._state.players[max(seat, 0)].name
            return say("advanced.undo_barrier", name=name)
        return say("undo_chance")

    def log_for(self, seat: int | None, language: str = "en") -> list[str]:
        """The log as ``seat`` may read it: public sentences, and that seat's private ones."""
        check_language(language)
        out = []
        for line in self.log:
            private = getattr(line, "private", {})
            out.append(_said(private.get(seat, line) if seat is not None else line, language))
        return [str.__str__(x) if isinstance(x, Message) else x for x in out]

    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know now (RULINGS 6), JSON-ready; None: the spectator view.

        Others' private things appear as ``{"hidden": true, "count": n}``; the legal
        actions are shown only to the seat that decides.
        """
        decider = self.pending.player
        out = view_of(self._state, seat, self._legal_now(), decider)
        out["log"] = self.log_for(seat)
        out["log_rules"] = self.log_rules
        return out

    def spectator_view(self) -> dict[str, Any]:
        """The public view: what everyone at the table knows."""
        return self.view(None)

    def all_seeing_view(self) -> dict[str, Any]:
        """Everything, every seat's secrets included (for tests and a teacher's reveal)."""
        state = self._state
        return {
            **state.to_json(),
            "field_side": state.woodland.side.name,
            "log": [str.__str__(x) for x in self.log],
        }

    # ------------------------------------------------------------------ records

    def to_record(self, redo: bool = False) -> dict[str, Any]:
        """The game as JSON-ready data: version, seed, the game and its modules and options,
        setup and the applied actions (``redo``: and the undone ones redo would replay,
        as ``"redo"``, when there are any).

        GameRecordError if the game's rules are not the composition of its modules (rules
        changed some other way would not replay from the record).
        """
        rules = self.rules
        try:
            composed = compose(rules.modules, rules.options)
        except ModuleError:
            composed = None
        if composed is not rules:
            raise GameRecordError(
                "this game is played under rules that are not the base game plus modules "
                f"(its rules say modules {list(rules.modules)}, but they were changed "
                "since): a record would replay under other rules; make the change a module"
            )
        record = {
            "format": FORMAT,
            "version": RECORD_VERSION,
            **record_modules(rules),
            "seed": self.seed,
            "setup": dict(self.setup),
            "actions": [a.to_json() for a in self.history.moves],
        }
        if redo and self.undone():
            record["redo"] = [a.to_json() for a in self.undone()]
        return record

    @classmethod
    def from_record(cls, record: object) -> Game:
        """Replay a record made by :meth:`to_record` (a dict or its JSON text).

        GameRecordError names the field that is wrong (see :mod:`.records` for the schema)
        or the action that cannot be replayed; no game is built then.
        """
        if isinstance(record, (str, bytes)):
            record = parse_json(record, GameRecordError, "the record")
        try:
            setup = check_record(record)
        except RecordError as e:
            raise GameRecordError(str(e)) from None
        assert isinstance(record, dict)
        named = list(record.get("modules", []))
        hooks = [get_module(n) for n in named if isinstance(n, str) and n in registered()]
        for module in hooks:
            if module.refuse_record is not None:
                refused = module.refuse_record(record.get("options", {}), named, setup)
                if refused is not None:
                    raise GameRecordError(refused)
        options = record.get("options", {})
        for module in hooks:
            if module.old_options is not None and isinstance(options, dict):
                mine = options.get(module.name, {})
                if isinstance(mine, dict):
                    options = {**options, module.name: dict(module.old_options(mine))}
        try:
            rules = compose(record.get("modules", []), options)
        except ModuleError as e:
            raise GameRecordError(f"the record's modules cannot be played: {e}") from None
        try:
            state = new_state(
                setup["players"],
                record["seed"],
                setup["first_game"],
                first_player=setup["first_player"],
                configuration=setup["configuration"],
                contests=setup["contests"],
                starts=setup["starts"],
                choose_starts=setup["choose_starts"],
                choose_arrangement=setup["choose_arrangement"],
                rules=rules,
            )
        except SetupError as e:
            raise GameRecordError(f"the record's setup cannot be built: {e}") from None
        game = cls(state, rules)
        replay(
            game, record["actions"], action_from_json, (ValueError, HistoryError), GameRecordError
        )
        game._replay_undone(record.get("redo", []), action_from_json, (ValueError,))
        return game

    # ------------------------------------------------------------------ text

    def __repr__(self) -> str:
        s = self._state
        names = ", ".join(p.name for p in s.players)
        if s.over:
            won = " and ".join(p.name for p in self.winners)
            where = f"over, won by {won}"
        else:
            p = self.pending
            who = s.players[p.player].name if p.player is not None else ""
            where = f"turn {self.turn_number}, {who} to {p.phrase}"
        return f"<Game {len(s.players)} players ({names}), seed {s.seed}, {where}>"

    def summary(self) -> str:
        """A text overview of the table: players, market, orders, contests, field."""
        return _summary(self)


def _setup_sentences(state: GameState) -> list[str]:
    names = [p.name for p in state.players]
    first = state.players[state.first_player].name
    comp = state.components
    card = comp.configuration(state.setup["configuration"])
    lines = [
        say("log.setup_players", n=len(names), names=names, first=first),
        say("log.setup_card", card=data_name(f"configuration.{card.name}", card.title)),
    ]
    contests = [
        say(
            "contest",
            title=contest_title(c.card),
            type=say(f"contest_type.{c.card.type}"),
            rule=contest_rule(c.card),
        )
        for c in state.contests
    ]
    if contests:  # the solitaire variant's contests replace them (its part of the table)
        lines.append(say("log.setup_contests", contests=contests))
    rules = state.ruleset
    for name in () if rules is None else rules.modules:
        module = get_module(name)
        if module.setup_lines is not None:
            lines.extend(module.setup_lines(state, rules))
    for p in state.players:
        start = {"name": p.name, "workers": count("workers", p.available_workers), "coins": p.coins}
        if p.forage:
            lines.append(say("log.setup_player_forage", **start, space=space_name(p.forage)))
        else:
            lines.append(say("log.setup_player", **start))
    return lines


def _summary(game: Game) -> str:
    s = game.state
    lines = [repr(game), ""]
    for p in s.players:
        res = ", ".join(f"{k} {v}" for k, v in p.resources.items() if v) or "none"
        lines.append(
            f"{p.name} ({p.colour}): {p.coins} coins, workers {p.available_workers} available / "
            f"{p.placed_workers} placed / {p.nursery} in the nursery / {p.workers_owned} owned; "
            f"resources: {res}; orders: {len(p.orders)} ({p.order_points} points); "
            f"hive: {len(p.hive)} tiles, {len(p.hive.cells)} cells; forage token on "
            f"{space_name(p.forage) if p.forage else '-'}"
        )
    lines.append("")
    lines.append(
        "Market: "
        + ", ".join(
            f"{r.replace('_', ' ')} {v}{' (bottom)' if s.market.at_bottom(r) else ''}"
            for r, v in s.market.values().items()
        )
    )
    boxes = []
    for box in s.board.values():
        stacks = "/".join(str(box.stacks[k]) for k in box.kinds)
        beelines = ",".join(f"{s.players[seat].name}:{h}" for seat, h in box.beelines)
        boxes.append(f"{box.label} {stacks}" + (f" [{beelines}]" if beelines else ""))
    lines.append("Hive boxes: " + "; ".join(boxes))
    for i, stack in enumerate(s.order_stacks):
        up = stack.face_up.describe() if stack.face_up else "none face up"
        lines.append(
            f"Orders ({s.order_stack_text(i)}, {kind_label(stack.action)}): {up}; "
            f"{len(stack.face_down)} below"
        )
    for c in s.contests:
        extra = ""
        if c.card.is_speed:
            done = ", ".join(s.players[i].name for i in c.finishers) or "nobody yet"
            extra = f"; coins left {c.coins or 'none'}; finished: {done}"
        lines.append(f"Contest {c.card.title} ({c.card.type}){extra}")
    side = s.woodland.side
    spaces = set(field_spaces(s))
    lines.append("Field:")
    for r in range(side.rows):
        row = []
        for c in range(side.columns):
            if (r, c) not in spaces:
                row.append("   ")
                continue
            tile = s.woodland.field.get((r, c))
            mark = tile.nectar.letter.upper() if tile else "."
            tokens = "".join(str(p.seat + 1) for p in s.players if p.forage == (r, c))
            row.append(f"{mark}{tokens:<2}")
        lines.append("  " + " ".join(row))
    lines.append("")
    lines.append(f"Pending: {game.pending.prompt}" if not s.over else "The game is over.")
    if s.end_trigger:
        lines.append(f"End triggered: {s.end_trigger}.")
    return "\n".join(lines)


# The engine plays every shipped module: each registers itself (rules, action kinds, texts).
load_shipped()
