"""The Honeycomb Hustle engine: legal actions, applying them, undo and redo, records, views.

>>> game = Game.new(["Anna", "Ben"], seed=3)
>>> game.pending.kind, game.current_player
('draw', 'Ben')
>>> _ = game.apply("draw")
>>> game.pending.kind
'build'
>>> game.undo() is not None
True

A token is drawn when its player draws it (the ``draw`` decision), never earlier: until
then the bag's next token is nowhere in the state, the log or a view. A game made without
a seed draws one from the operating system's randomness (64 bits); the seed is in the
record (for replay) and never in a view.

What a seat may know (:meth:`Game.view`), as read from the rulebook: everything on the
table is public: honeycombs, the drawn token, set-aside cover-up tokens, restart cubes,
flower points, the piles, the drafting pool, and the drafting bag's contents per kind
(it starts with known tokens and every token that enters or leaves it is shown). A draw
bag is drawn from at random, so its order is hidden from everyone; the owner knows its
contents per kind (every token in it was placed, drafted, bought or stolen by its
owner, or came with a steal the owner can look up), the others see only how many tokens
it holds. Honey bought after every honey token was taken is public (it is kept track
of at the table).
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ....core.game import RecordedGame
from ....core.hexes import fmt
from ....core.history import HistoryError
from ....core.inputs import parse_json, quote
from ....core.records import RecordKind, check_envelope, replay, rules_digest
from . import rules
from .actions import (
    Action,
    Buy,
    Done,
    Draft,
    Draw,
    Place,
    Restart,
    Steal,
    is_action,
    parse_action,
)
from .catalogue import Said
from .data import KIND_ORDER, KINDS, MAX_PLAYERS, MIN_PLAYERS, RECONSTRUCTED
from .errors import ActionError, HustleError, IllegalAction, RecordError, SetupError
from .kinds import KINDS as ACTION_KINDS
from .rule_ids import log_rule, rule_of
from .state import State
from .texts import said

GAME = "hustle"
#: Version 2: a draw is the player's decision, written ``draw`` (version 1 records, which
#: drew automatically, still load: :meth:`Game.from_record` inserts the draws).
RECORD_VERSION = 2
OLD_VERSIONS = (1,)
#: Longest player name.
MAX_NAME = 40
SEED_BITS = 64
#: Honeycomb Hustle's records (it has no modules yet: ``modules`` is always empty, and a
#: record written before the field existed may leave it out).
RECORDS = RecordKind(
    game=GAME,
    title="Honeycomb Hustle",
    version=RECORD_VERSION,
    fields=(
        "game",
        "version",
        "modules",
        "options",
        "digest",
        "seed",
        "players",
        "actions",
        "redo",
    ),
    required=("game", "version", "seed", "players", "actions"),
    seed_bits=SEED_BITS,
)


def _names(players: int | Sequence[str]) -> list[str]:
    if isinstance(players, bool):
        raise SetupError(f"players are a count or a list of names, not {quote(players)}")
    if isinstance(players, int):
        names = [f"Player {i + 1}" for i in range(players)]
    elif isinstance(players, (list, tuple)):
        names = list(players)
    else:
        raise SetupError(f"players are a count or a list of names, not {quote(players)}")
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise SetupError(
            f"Honeycomb Hustle is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(names)}"
        )
    for name in names:
        if not isinstance(name, str) or not 0 < len(name.strip()) <= MAX_NAME:
            raise SetupError(f"a player's name is 1 to {MAX_NAME} characters, not {quote(name)}")
    if len(set(names)) != len(names):
        raise SetupError("two players have the same name")
    return names


def _check_seed(seed: object) -> int:
    if type(seed) is not int or seed < 0 or seed.bit_length() > SEED_BITS:
        raise SetupError(
            f"a seed is a whole number from 0 to 2**{SEED_BITS} - 1, not {quote(seed)}"
        )
    return seed


def new_seed() -> int:
    """A fresh seed from the operating system's randomness (64 bits)."""
    return secrets.randbits(SEED_BITS)


@dataclass(frozen=True)
class Pending:
    """The decision the game waits for: its kind, whose it is and a prompt sentence.

    Kinds: ``draw`` (draw a token, or restart), ``build`` (place the drawn token, or
    restart), ``done`` (building stopped:
    done, restart or place a set-aside cover-up token), ``draft``, ``buy``, ``steal``,
    ``over``.
    """

    kind: str
    player: int | None
    prompt: str

    def prompt_in(self, language: str) -> str:
        """The prompt in ``language`` (``"en"`` or ``"hu"``)."""
        return self.prompt.text(language) if isinstance(self.prompt, Said) else self.prompt

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "player": self.player, "prompt": str(self.prompt)}


class Game(RecordedGame[Action, State]):
    """A game of Honeycomb Hustle with an undoable history of the players' decisions."""

    record_error = RecordError

    def __init__(
        self,
        state: State,
        names: Sequence[str],
        *,
        keep_variations: bool = False,
        setup_log: Sequence[str] = (),
    ):
        self.names = list(names)
        self.seed = state.seed
        super().__init__(state, keep_variations=keep_variations, setup_log=setup_log)

    @classmethod
    def new(cls, players: int | Sequence[str], seed: int | None = None, **options: Any) -> Game:
        """A new game for 2 to 8 players (names or a count), set up from ``seed`` (None: a
        fresh 64-bit seed from the operating system's randomness, see :func:`new_seed`).

        The start token goes to a player drawn from the seed. Option: ``keep_variations``.
        """
        if seed is None:
            seed = new_seed()
        keep = bool(options.pop("keep_variations", False))
        if options:
            raise SetupError(f"no option {quote(next(iter(options)))}")
        names = _names(players)
        state = rules.new_state(names, _check_seed(seed))
        rules.advance(state)
        setup_log, state.events = state.events or [], None
        return cls(state, names, keep_variations=keep, setup_log=setup_log)

    # ------------------------------------------------------------------ the contract

    def _play(self, move: Action) -> tuple[list[str], State]:
        old = self._state
        if move not in self._legal_now():
            reason = _explain(old, self.names, move)
            raise IllegalAction(reason, move, rule_of(reason, rules.pending(old)[0]))
        new = old.clone()
        who = old.players[rules.pending(old)[1] or 0].name
        new.events = [Said("log.did", who=who, what=self._said(move, old))]
        perform = ACTION_KINDS.spec(move).perform
        if perform is None:
            rules.perform(new, move)
        else:
            perform(new, move)
        rules.advance(new)
        lines, new.events = new.events, None
        self._state = new
        return lines, old

    def _find_legal(self) -> list[Action]:
        moves = rules.legal(self._state)
        decision, seat = rules.pending(self._state)
        if seat is not None:
            moves += ACTION_KINDS.offered(self._state, seat, decision)
        return moves

    def _line_in(self, line: str, language: str) -> str:
        return line.text(language) if isinstance(line, Said) else line

    def _rule_of_line(self, line: str) -> str | None:
        return log_rule(line)

    def reveals(self) -> list[tuple[int, int | None]]:
        """(ply, None) for every decision that revealed a random result (the start token,
        a draw, the drafting pool, a steal): everything in Honeycomb Hustle is public."""
        plies = self._plies()
        after = [before for _, _, before in plies[1:]] + [self._state]
        return [
            (ply, None)
            for (ply, _, before), now in zip(plies, after, strict=True)
            if before.chance != now.chance
        ]

    # ------------------------------------------------------------------ reading

    @property
    def players(self) -> list[str]:
        """The players' names in seat (clockwise) order."""
        return list(self.names)

    @property
    def pending(self) -> Pending:
        """The decision the game waits for (kind ``"over"`` and no player at the end)."""
        kind, seat = rules.pending(self._state)
        prompt = Said("reason.over") if seat is None else Said(f"now.{kind}", who=self.names[seat])
        return Pending(kind, seat, prompt)

    @property
    def current_player(self) -> str | None:
        """The name of the player whose decision is pending (None once the game is over)."""
        seat = rules.pending(self._state)[1]
        return None if seat is None else self.names[seat]

    @property
    def chance(self) -> int:
        """How many chance events (the start token, draws, drafting pools, steals) the game
        has revealed so far: a decision that raises it revealed a random result."""
        return self._state.chance

    @property
    def is_over(self) -> bool:
        return self._state.phase == "over"

    def chance_since(self, decisions: int = 1) -> bool:
        """Whether a random result (a draw, a steal, the drafting pool, the start token)
        was revealed during the last ``decisions`` decisions: a table's undo does not go
        back past it (RULINGS 10, chance is not undone)."""
        return self.chance_barrier() > self.history.ply - decisions

    def describe(self, action: Action, language: str = "en") -> str:
        """``action`` in words, in ``language`` (``"en"`` or ``"hu"``)."""
        return self._said(action, self._state).text(language)

    def _said(self, action: Action, state: State) -> Said:
        token = None
        if isinstance(action, Place):
            _d, seat = rules.pending(state)
            if seat is not None:
                token = state.players[seat].hand or "cover"
        return said(action, self.names, token)

    def explain(self, action: object, language: str = "en") -> str | None:
        """Why ``action`` is illegal now (in ``language``), or None if it is legal."""
        if is_action(action) and action in self._legal_now():
            return None
        return _explain(self._state, self.names, action).text(language)

    @staticmethod
    def reconstructed() -> dict[str, dict[str, object]]:
        """Token data not printed in the rulebook: ``{kind: {"fields", "how"}}``."""
        return {k: dict(v) for k, v in RECONSTRUCTED.items()}

    def flower_points(self, seat: int) -> dict[str, int]:
        """The flower points of ``seat``'s honeycomb now, by colour and in ``total``."""
        return rules.flower_points(self._state.players[self._seat(seat)].comb)

    def final_scores(self) -> dict[str, Any]:
        """Honey (tokens plus any kept track of) and nectar per player, ranking, winners.

        Before the end: the standings as if the game ended now.
        """
        s = self._state
        honey, nectar = rules.standings(s)
        winners, ranking = rules.outcome(honey, nectar)
        return {
            "honey": honey,
            "nectar": nectar,
            "ranking": ranking,
            "winners": winners,
            "over": self.is_over,
        }

    # ------------------------------------------------------------------ changing

    def apply(self, action: Action | str) -> list[str]:
        """Apply one action (or its notation); returns what happened, in sentences.

        Raises IllegalAction with a reason, changing nothing, if it may not be taken now.
        """
        if not is_action(action):
            try:
                action = parse_action(action)
            except ActionError as e:
                rule = rule_of(None, rules.pending(self._state)[0])
                raise IllegalAction(e.args[0], action, rule) from None
        return self.history.push(action)  # type: ignore[no-any-return]

    def undo(self) -> Action | None:
        """Take back the last decision; returns it (None at the start)."""
        return self.history.undo()

    def can_undo(self) -> bool:
        return self.history.can_undo()

    # ------------------------------------------------------------------ records

    def to_record(self, redo: bool = False) -> dict[str, Any]:
        """The game as JSON-ready data: game, version, seed, players and the actions
        (``redo``: and the undone ones redo would replay, as ``"redo"``, when there are any)."""
        record: dict[str, Any] = {
            "game": GAME,
            "version": RECORD_VERSION,
            "modules": [],
            "options": {},
            "digest": rules_digest(GAME, [], {}),
            "seed": self.seed,
            "players": list(self.names),
            "actions": [str(a) for a in self.history.moves],
        }
        if redo and self.undone():
            record["redo"] = [str(a) for a in self.undone()]
        return record

    @classmethod
    def from_record(cls, record: object) -> Game:
        """Replay a record made by :meth:`to_record` (a dict or its JSON text).

        A version 1 record (made when the engine drew automatically) is read with a
        ``draw`` inserted wherever the game waits for one. RecordError names what is
        wrong; no game is built then.
        """
        if isinstance(record, (str, bytes)):
            record = parse_json(record, RecordError, "the record")
        version = record.get("version") if isinstance(record, dict) else None
        old = type(version) is int and version in OLD_VERSIONS
        if old:
            record = {**record, "version": RECORD_VERSION}  # type: ignore[dict-item]
        record = check_envelope(record, RECORDS, RecordError, known_modules=())
        actions = record["actions"]
        try:
            game = cls.new(record["players"], record["seed"])
        except SetupError as e:
            raise RecordError(f"the record's set-up cannot be built: {e}") from None
        if old:
            return _replay_drawing(game, actions)
        replay(game, actions, parse_action, (HustleError, HistoryError), RecordError)
        game._replay_undone(record.get("redo", []), parse_action, (HustleError,))
        return game

    # ------------------------------------------------------------------ views

    def _seat(self, seat: object) -> int:
        if type(seat) is not int or not 0 <= seat < len(self.names):
            raise HustleError(f"no seat {quote(seat)}: seats are 0 to {len(self.names) - 1}")
        return seat

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What ``seat`` may know now (None: an onlooker), as JSON-ready data.

        See the module docstring for what is public.
        """
        you = None if seat is None else self._seat(seat)
        s = self._state
        turn_seat = rules.pending(s)[1]
        players = []
        for i, p in enumerate(s.players):
            players.append(
                {
                    "seat": i,
                    "name": p.name,
                    "honeycomb": [
                        {
                            "q": h[0],
                            "r": h[1],
                            "token": kind,
                            "marks": [d for d in range(6) if marks >> d & 1],
                            "covers_honey": under,
                        }
                        for h, (kind, marks, under) in sorted(p.comb.items())
                    ],
                    "drawn": p.hand,
                    "set_aside_covers": p.aside,
                    "restart_cubes": p.cubes,
                    "flower_points": rules.flower_points(p.comb)["total"],
                    "round_points": p.points,
                    "bag_size": rules.bag_size(p.bag),
                    "bag": (
                        {k: p.bag[k] for k in KIND_ORDER if p.bag.get(k)} if i == you else None
                    ),
                    "honey_kept_track_of": p.owed,
                    "trade_tokens_set_aside": p.trades,
                    "building_stopped": p.stopped,
                }
            )
        return {
            "game": GAME,
            "you": you,
            "round": s.round,
            "phase": s.phase,
            "last_round": s.final,
            "pending": self.pending.to_json(),
            "legal": [str(a) for a in self._legal_now()] if you == turn_seat else [],
            "start_seat": s.start,
            "turn_order": list(s.order) if s.phase == "turns" else [],
            "honey_pile": s.honey_pile,
            "extra_honey_set_aside": s.extra_honey,
            "nectar_pile": s.nectar_pile,
            "helper_pile": s.helper_pile,
            "drafting_bag": {k: s.drafting[k] for k in KIND_ORDER if s.drafting.get(k)},
            "drafting_pool": list(s.pool),
            "players": players,
            "reconstructed": sorted(RECONSTRUCTED),
        }

    def __repr__(self) -> str:
        d, seat = rules.pending(self._state)
        where = "over" if seat is None else Said(f"now.{d}", who=self.names[seat])
        return f"<Honeycomb Hustle, {len(self.names)} players, round {self._state.round}: {where}>"


def _replay_drawing(game: Game, actions: Sequence[object]) -> Game:
    """Replay a version 1 record's ``actions``: a draw wherever the game waits for one
    (before each action and after the last, as the old engine drew at once)."""
    for i, raw in enumerate([*actions, None]):
        while game.pending.kind == "draw" and raw != "draw":
            game.apply(Draw())
        if raw is None:
            break
        try:
            game.apply(parse_action(raw))
        except (HustleError, HistoryError) as e:
            raise RecordError(
                f"'actions' item {i} ({quote(raw)}) cannot be replayed: {e}"
            ) from None
    return game


def _explain(state: State, names: list[str], action: object) -> Said:
    """Why ``action`` is not legal in ``state``, as a sentence in every language."""
    if not is_action(action):
        return Said("reason.not_an_action", what=quote(action))
    decision, seat = rules.pending(state)
    if seat is None:
        return Said("reason.over")
    p = state.players[seat]
    who = names[seat]
    now = Said(f"now.{decision}", who=who)
    if isinstance(action, Draw):
        if decision == "build":
            return Said("reason.place_first", token=p.hand)
        return Said("reason.no_draw", now=now)
    if isinstance(action, Restart):
        if decision not in ("draw", "build", "done"):
            return Said("reason.restart_not_now", now=now)
        if p.cubes == 0:
            return Said("reason.no_cube", who=who)
        return Said("reason.not_begun", who=who)
    if isinstance(action, Place):
        h = (action.q, action.r)
        where, turn = fmt(h), action.turn
        if decision == "done" and p.aside == 0:
            return Said("reason.nothing_to_place", who=who)
        if decision not in ("build", "done"):
            return Said("reason.no_token_waits", now=now)
        if p.hand == "cover":
            if p.cover_target is not None and h != p.cover_target:
                return Said("reason.cover_target", where=fmt(p.cover_target))
            cell = p.comb.get(h)
            if cell is None or cell[0] != "honey":
                return Said("reason.no_honey_there", where=where)
            return Said("reason.cover_not_aligned", turn=turn, where=where)
        if h in p.comb:
            return Said("reason.occupied", where=where)
        return Said("reason.no_mark_meets", turn=turn, where=where, token=p.hand or "cover")
    if isinstance(action, Done):
        if decision == "draw":
            return Said("reason.must_draw", who=who)
        if decision == "build":
            return Said("reason.must_place", token=p.hand)
        return Said("reason.no_building", now=now)
    if isinstance(action, Draft):
        if decision != "draft":
            return Said("reason.no_drafting", now=now)
        if action.token not in KINDS:
            return Said("reason.no_kind", what=quote(action.token))
        return Said("reason.not_in_pool", token=action.token)
    if isinstance(action, Buy):
        if decision != "buy":
            return Said("reason.no_buying", now=now)
        if action.nectar > state.nectar_pile:
            return Said("reason.nectar_short", left=state.nectar_pile, wanted=action.nectar)
        cost = action.honey * rules.HONEY_PRICE + action.nectar * rules.NECTAR_PRICE
        return Said("reason.too_dear", cost=cost, who=who, points=p.points)
    if not isinstance(action, Steal):
        return Said("reason.not_offered", what=quote(str(action)), now=now)
    if decision != "steal":
        return Said("reason.no_stealing", now=now)
    if action.victim == seat:
        return Said("reason.own_bag", who=who)
    if not 0 <= action.victim < len(names):
        return Said("reason.no_seat", seat=action.victim)
    return Said("reason.empty_bag", victim=names[action.victim])
