"""HustleTable: a game of Honeycomb Hustle on a notebook page, against bots or pass-and-play.

The page shows the learner's honeycomb (draw a token, turn it, see where its marks join
and the flower points a spot would add, place it), the bag's contents as counts, the
drafting pool, the purchases, the other players' honeycombs, the round summary and the
log. Bots answer for their seats, one decision at a time with a short visible delay.

>>> table = HustleTable(players=3, seat=0, seed=5, bot_delay=0)
>>> table.game.pending.player == 0 or table.game.is_over
True

What is synced comes from ``game.view(seat)`` only (see :mod:`.table_state`): the seat's
own bag per kind, the others' bags by size, never a bag's order, never the seed. With
``seat=None`` and no bots (pass-and-play) the page shows the view of the seat whose
decision it is.

Chance is not undone (RULINGS 10): the table's undo never takes back a decision that
revealed a random result anyone at the table has seen (a draw, a steal, the drafting pool),
and says so on the Undo button; the engine's own undo (:meth:`Game.undo`) stays free.
A page's ``new_game`` while a game is in progress is refused (the page offers New game
only at the end).

The game is kept in the data store after every decision (``autosave``, default True; a
lesson's table passes False). After a kernel restart a new table without ``game`` and
``seed`` offers on its page to continue the unfinished game of the same players and seat,
or to start a new one (the old one is then kept as abandoned); ``resume=True`` continues
it without asking, ``resume=False`` starts a new one, ``resume=<id>`` continues that saved
game (:func:`honeybuzz_lab.core.saved_games.saved_games` lists them). Made again in a kernel
still running (its cell run again), it offers the game of the table of the same place
before, which it closes (:func:`~honeybuzz_lab.core.keeping.in_place_of_the_last`).
"""

from __future__ import annotations

import asyncio
import traceback
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar

import traitlets as t

from ....core import assets
from ....core.batching import Batching
from ....core.botpace import BotPacing
from ....core.i18n import LANGUAGES
from ....core.keeping import KeptTable, check_resume, in_place_of_the_last, same_table
from ....core.messages import unforeseen
from ....core.saved_games import SavedGame
from ....core.widgets import PageWidget, SavedPicture
from ..game import rules
from ..game.actions import Action, Place, parse_action
from ..game.bots import PlanningBot, RandomBot
from ..game.catalogue import TEXTS, Said
from ..game.data import KINDS, MAX_PLAYERS, MIN_PLAYERS, rotate
from ..game.engine import Game, new_seed
from ..game.errors import ActionError, HustleError, IllegalAction, TableRefusal
from ..game.rule_ids import rule_of
from ..game.texts import page_texts
from . import table_keep
from .table_messages import (
    Act,
    NewGame,
    RedoDecision,
    TableCommand,
    UndoDecision,
    parse_table_message,
)
from .table_state import encode_table, token_data

#: The bots a table can make by name.
#: The rule a refused undo comes from (RULINGS 10: chance is not undone).
UNDO_RULE = "hu.undo.chance"
BOT_KINDS = {"planning": PlanningBot, "random": RandomBot}


def _int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def default_names(count: int, seat: int | None, language: str = "en") -> list[str]:
    """Names for ``count`` players: "Player" at ``seat`` and bots around, or "Player N"."""
    page = TEXTS[language]["page"]
    if seat is None:
        return [page["default_player"].format(n=i + 1) for i in range(count)]
    return [
        page["default_you"] if i == seat else page["default_bot"].format(n=i) for i in range(count)
    ]


class HustleTable(KeptTable, BotPacing, Batching, SavedPicture, PageWidget):
    """The Honeycomb Hustle table.

    ``players``: a count (2 to 8) or the players' names. ``seat``: the learner's seat (None:
    pass-and-play, the page answers every seat without a bot). ``bots``: a mapping of seats
    to bots (anything with ``choose(game)``), or ``"planning"`` / ``"random"`` for every
    seat but the learner's (the default is ``"planning"`` with a seat, none without).
    ``seed``: the game's seed (None: 64 bits of the operating system's randomness; kept in
    the game's record, never sent to the page). ``bot_delay``: seconds each bot decision
    stays on screen (0: the bots answer at once). ``game``: a Game to show instead of a new
    one. ``language``: ``"en"`` or ``"hu"`` (assign ``table.language`` to switch).
    ``new_games``: False for a table whose page never starts a new game (a lesson's): a
    page's ``new_game`` is refused even at the end. ``guard``: called with an action before
    it is taken; a sentence it returns refuses the action (shown, nothing changed: a
    lesson's solved step).

    The language, the error shown (``last_error``) and the page's messages are the shared
    widget base's (:class:`honeybuzz_lab.core.widgets.PageWidget`); the bots' pacing and
    ``bot_delay`` are :class:`~honeybuzz_lab.core.botpace.BotPacing`'s; keeping the game in
    the store and the offer to continue it :class:`~honeybuzz_lab.core.keeping.KeptTable`'s;
    one redraw for several decisions :class:`~honeybuzz_lab.core.batching.Batching`'s.
    """

    bot_delay_error = HustleError
    offer_error = HustleError
    STORE_GAME = table_keep.GAME
    _esm = assets.esm("hustle")
    _css = assets.css("hustle")
    _data = t.Dict().tag(sync=True)
    _tokens = t.Dict().tag(sync=True)
    _texts = t.Dict().tag(sync=True)
    #: A lesson holds the table once its step is done: the prompt is this sentence and
    #: nothing is offered to answer ('': the table asks as usual).
    hold = t.Unicode("")

    #: Put before the place a table offers its unfinished game from (a first game's own).
    _place_prefix = ""

    def __init__(
        self,
        players: int | Sequence[str] = 4,
        seat: int | None = 0,
        bots: Mapping[int, Any] | str | None = None,
        *,
        seed: int | None = None,
        bot_delay: float = 0.6,
        game: Game | None = None,
        language: str = "en",
        new_games: bool = True,
        autosave: bool = True,
        resume: bool | int | None = None,
    ) -> None:
        _check_language(language)
        check_resume(resume, HustleError)
        if (game is not None or seed is not None) and resume not in (None, False):
            raise HustleError("resume continues a saved game: give no game and no seed with it")
        place = ""
        if game is None and seed is None and autosave and _int(players):
            place = self._place_prefix + table_keep.place_of(players, seat)  # type: ignore[arg-type]
        again = same_table(place, players, seat, bots)
        with in_place_of_the_last(self, again):  # its cell run again: the game offered
            found = table_keep.resumed(resume, place)
            saved, game = found if found is not None else (None, game)
            if saved is not None:
                seat = saved.seat
                bots = {
                    s: BOT_KINDS.get(name, PlanningBot)(game.seed + s)
                    for s, name in saved.bots.items()
                }
            if game is None:
                if _int(players):
                    if not MIN_PLAYERS <= players <= MAX_PLAYERS:  # type: ignore[operator]
                        raise HustleError(
                            f"Honeycomb Hustle is for {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                            f"not {players}"
                        )
                    if seat is not None and not (_int(seat) and 0 <= seat < players):  # type: ignore[operator]
                        raise HustleError(f"seat must be None or 0 to {players - 1}, not {seat!r}")  # type: ignore[operator]
                    players = default_names(players, seat, language)  # type: ignore[arg-type]
                game = Game.new(players, seed=new_seed() if seed is None else seed)
            elif not isinstance(game, Game):
                raise HustleError(
                    f"a Honeycomb Hustle table shows a Game, not {type(game).__name__}"
                )
            count = len(game.names)
            if seat is not None and not (_int(seat) and 0 <= seat < count):
                raise HustleError(
                    f"seat must be None or a whole number 0 to {count - 1}, not {seat!r}"
                )
            self._seat = seat
            self._new_games = bool(new_games)
            self.guard: Callable[[Action], Any] | None = None
            self._bots = self._checked_bots(bots, game, seat)
            self.bot_delay = bot_delay
            self._game = game
            self._bot_timer: asyncio.TimerHandle | None = None
            self._bot_failed = False
            self._playing = False
            # the kinds and the texts open with the widget, so the page's first draw has them
            super().__init__(language=language, _tokens=token_data(), _texts=page_texts(language))
            self._attach(game)
            if saved is not None and resume is None:
                self.offer_saved(saved, self.new_game, table_keep.KIND, place)
            elif autosave:
                self.keep(place, resumed=saved)
        self._schedule_bots()

    # ------------------------------------------------------------------ the data store

    def keep(self, place: str = "", resumed: SavedGame | None = None) -> None:
        """Keep the game in the data store after every decision from now on (``place``:
        where it is offered again after a restart, '' never; ``resumed``: the saved game
        this table continues)."""
        self._keep_game(table_keep.KIND, place, resumed)

    def _snapshot(self) -> dict[str, Any]:
        return table_keep.snapshot(self._game, self._bots, self._seat, self.language)

    def _offer_texts(self, saved: SavedGame) -> dict[str, str]:
        return table_keep.offer(saved, self.language)

    # ------------------------------------------------------------------ settings

    @staticmethod
    def _checked_bots(
        bots: Mapping[int, Any] | str | None, game: Game, seat: int | None
    ) -> dict[int, Any]:
        count = len(game.names)
        if bots is None:
            bots = {} if seat is None else "planning"
        if isinstance(bots, str):
            if bots not in BOT_KINDS:
                raise HustleError(f"bots are {' or '.join(BOT_KINDS)}, not {bots!r}")
            return {s: BOT_KINDS[bots](game.seed + s) for s in range(count) if s != seat}
        if not isinstance(bots, Mapping):
            raise HustleError("bots maps seats to bots, e.g. {1: PlanningBot()}")
        out = {}
        for s, bot in bots.items():
            if not (_int(s) and 0 <= s < count):
                raise HustleError(f"a bot's seat is a whole number 0 to {count - 1}, not {s!r}")
            if s == seat:
                raise HustleError(f"seat {s} is the learner's, so no bot plays it")
            if not callable(getattr(bot, "choose", None)):
                raise HustleError(f"the bot for seat {s} has no choose(game) method: {bot!r}")
            out[s] = bot
        return out

    @property
    def game(self) -> Game:
        """The game on the table."""
        return self._game

    @property
    def seat(self) -> int | None:
        """The learner's seat (None: pass-and-play)."""
        return self._seat

    @property
    def bots(self) -> dict[int, Any]:
        """The bots by seat."""
        return dict(self._bots)

    @staticmethod
    def check_language(language: object) -> str:
        """``language`` if the table speaks it; HustleError naming the choices otherwise."""
        return _check_language(language)

    @t.observe("language")
    def _language_changed(self, change: dict) -> None:
        if hasattr(self, "_game"):
            self._texts = page_texts(self.language)
            self._say_offer_again()
            self._sync()

    # ------------------------------------------------------------------ who sits here

    def viewer(self) -> int | None:
        """The seat whose view the page shows: the learner's, or in pass-and-play the seat
        whose decision it is (None, an onlooker, while a bot decides or at the end)."""
        if self._seat is not None:
            return self._seat
        player = self._game.pending.player
        return None if player is None or player in self._bots else player

    def _may_answer(self) -> tuple[bool, str]:
        game = self._game
        player = game.pending.player
        if player is None:
            return False, Said("page.over")
        name = game.names[player]
        if player in self._bots:
            return False, Said("page.error_bot", name=name)
        if self._seat is not None and player != self._seat:
            return False, Said("page.error_not_yours", name=name)
        return True, ""

    def _undo_barrier(self) -> Said | None:
        """Why the learner's latest decision may not be taken back (None: it may): a random
        result revealed since (a draw, a steal, the drafting pool) is not taken back."""
        back = self._learner_nodes()
        if not back or not self._game.chance_since(back):
            return None
        return Said("page.undo_chance")

    def _learner_nodes(self) -> int:
        """How many decisions back the learner's latest decision is (0: none)."""
        node, back = self._game.history.cursor, 0
        while node.parent is not None:
            back += 1
            actor = _actor(node)
            mine = self._seat is None or actor == self._seat
            if actor is not None and actor not in self._bots and mine:
                return back
            node = node.parent
        return 0

    # ------------------------------------------------------------------ playing

    def apply(self, action: Action | str) -> list[str]:
        """Answer the pending decision for the learner (an action or its notation).

        A placement may name any turn that gives the same marks as a legal one. Raises
        IllegalAction (shown on the page, nothing changed) if it may not be taken now or
        the decision is a bot's or another seat's. Then the bots answer.
        """
        ok, why = self._may_answer()
        # not the learner's decision (a bot's, another seat's, the game is over): the rule
        # of the decision the game waits for; a lesson's guard names no rule of the game
        rule = None if ok else rule_of(None, self._game.pending.kind)
        if ok and self.guard is not None:
            why = self.guard(action) or ""
            ok = not why
        if not ok:
            self.show_error(why, rule=rule)
            raise IllegalAction(self.say(why), action, rule)
        game = self._game
        try:
            if not isinstance(action, Place):
                action = parse_action(action) if isinstance(action, str) else action
            if isinstance(action, Place):
                action = self._same_marks(action)
            lines = game.apply(action)
        except (IllegalAction, ActionError) as e:
            rule = getattr(e, "rule", None)
            self.show_error(e.args[0] if isinstance(e.args[0], Said) else str(e), rule=rule)
            raise IllegalAction(e.text(self.language), action, rule) from None
        self.show_error("")
        return lines

    def _same_marks(self, action: Place) -> Place:
        """The legal placement with the marks of ``action`` (turns 3 and 0 of a token with
        two opposite marks are one placement), or ``action`` itself."""
        state = self._game.state
        seat = self._game.pending.player
        if seat is None:
            return action
        kind = state.players[seat].hand or "cover"
        marks = rotate(KINDS[kind].marks, action.turn)
        for legal in self._game.legal_actions():
            if (
                isinstance(legal, Place)
                and (legal.q, legal.r) == (action.q, action.r)
                and rotate(KINDS[kind].marks, legal.turn) == marks
            ):
                return legal
        return action

    def _bot_to_move(self) -> bool:
        return (
            not self._offer and not self._game.is_over and self._game.pending.player in self._bots
        )

    def _bot_move(self) -> bool:
        game = self._game
        seat = game.pending.player
        bot = self._bots[seat]  # type: ignore[index]
        try:
            game.apply(bot.choose(game))
        except Exception as e:
            self._bot_failed = True
            name = game.names[seat]  # type: ignore[index]
            text = Said("page.error_bot_failed", name=name, error=unforeseen(e))
            self.show_error(text, traceback.format_exc())
            return False
        return True

    # ------------------------------------------------------------------ undo and redo

    def undo(self) -> Action | None:
        """Take back the learner's latest decision and the bots' answers after it; returns
        it (None, nothing changed, if the learner has not decided yet).

        Chance is not undone: a decision followed by a random result anyone has seen (a
        draw, a steal, the drafting pool) stays; None then too, with the reason shown. The
        engine names every draw (round, seat, build, draw) besides, so placing again and
        drawing brings the same token.
        """
        back = self._learner_nodes()
        if not back:
            return None
        barrier = self._undo_barrier()
        if barrier is not None:
            self.show_error(barrier, rule=UNDO_RULE)
            return None
        self._cancel_bots()
        self._bot_failed = False
        game = self._game
        action = game.actions[-back]
        with self._batched():
            game.step_to(len(game.actions) - back)
            self.show_error("")
        return action

    def redo(self) -> Action | None:
        """Replay the decision :meth:`undo` took back and the bots' answers after it."""
        action = self._redo_with_bots()
        if action is not None:
            self.show_error("")
        return action  # type: ignore[return-value]

    def new_game(self, seed: int | None = None) -> Game:
        """A new game for the same players and bots (by default from a fresh 64-bit seed of
        the operating system's randomness); an unfinished game is kept in the data store
        as abandoned."""
        if self._keeper is not None:
            self._keeper.abandon()
        self._cancel_bots()
        self._bot_failed = False
        self._game = Game.new(self._game.names, seed=new_seed() if seed is None else seed)
        self._attach(self._game)
        self._schedule_bots()
        return self._game

    def show(self, game: Game) -> None:
        """Put ``game`` on the table in place of the one it shows (a lesson's position);
        the bots answer for their seats from there."""
        if not isinstance(game, Game):
            raise HustleError(f"a Honeycomb Hustle table shows a Game, not {type(game).__name__}")
        if self._keeper is not None:
            self._keeper.abandon()
        self._cancel_bots()
        self._bot_failed = False
        self._game = game
        self.show_error("")
        self._attach(game)
        self._schedule_bots()

    # ------------------------------------------------------------------ the page

    # handle_message (the widget base's): a malformed message (TableMessageError) or an
    # action that may not be taken now (IllegalAction) is shown, and nothing changes.

    def parse_message(self, content: object) -> TableCommand:
        """The command a page message asks for (TableMessageError: what is wrong)."""
        return parse_table_message(content)

    def message_error(self, reason: str) -> Said:
        return Said("page.error_message", reason=reason)

    #: What each page command does (the widget base's dispatch; see ``table_messages``).
    COMMANDS: ClassVar[Mapping[type, str]] = {
        Act: "_act_command",
        UndoDecision: "_undo_command",
        RedoDecision: "_redo_command",
        NewGame: "_new_game_command",
    }

    def run_command(self, command: TableCommand) -> bool:
        try:
            if self._offer:
                raise TableRefusal(Said("page.resume_first"))
            return self.dispatch(command)
        except IllegalAction:
            return False  # shown by apply
        except TableRefusal as e:
            self.show_error(e.args[0], rule=e.rule)
            return False

    def _act_command(self, command: Act) -> bool:
        self.apply(command.action)
        return True

    def _undo_command(self, _command: UndoDecision) -> bool:
        if self.undo() is None:
            barrier = self._undo_barrier()
            if barrier is not None:
                self.show_error(barrier, rule=UNDO_RULE)
            else:
                self.show_error(Said("page.error_no_undo"))
            return False
        return True

    def _redo_command(self, _command: RedoDecision) -> bool:
        if self.redo() is None:
            self.show_error(Said("page.error_no_redo"))
            return False
        return True

    def _new_game_command(self, _command: NewGame) -> bool:
        self.refuse_new_game()
        self.new_game()
        return True

    def refuse_new_game(self) -> None:
        """TableRefusal (nothing changed) unless the game is over: the page offers New game
        only at the end, so a page's request while a game is in progress is refused."""
        if not self._new_games:
            raise TableRefusal(Said("page.error_no_new_game"))
        if not self._game.is_over:  # a game ends only when the honey pile runs out
            raise TableRefusal(Said("page.error_new_game"), rule="hu.end.winner")

    # ------------------------------------------------------------------ syncing

    def _attach(self, game: Game) -> None:
        game.history.on_change(self._history_changed)
        self._sync()

    def _history_changed(self, history: object) -> None:
        if history is not self._game.history or self._held():
            return  # an old game's, or the batch's end redraws
        self._after_change()

    def _after_change(self) -> None:
        self._sync()
        self._schedule_bots()

    def rule_texts(self, language: str) -> dict[str, Any]:
        """The rules a refusal or a log line links to (the page opens them beside the
        honeycomb); ``codes["undo"]``: the rule of a refused Undo, linked beside the
        button while chance since bars it."""
        from ....rulebook import atom
        from ....rulebook.texts import page_rules  # the reference runs the engine: no cycle

        words = page_rules("hustle", language)
        return {
            **words,
            "codes": {**words["codes"], "undo": UNDO_RULE},
            "titles": {**words["titles"], UNDO_RULE: atom(UNDO_RULE).title(language)},
        }

    def rule_ref(self, rule_id: str | None, language: str) -> dict[str, str]:
        """A refusal's rule as the page links it."""
        from ....rulebook.texts import rule_ref

        return rule_ref(rule_id, "hustle", language)

    def rule_atom(self, rule_id: str, language: str) -> dict[str, Any] | None:
        """A rule of the game, for the panel the page opens beside the board."""
        from ....rulebook.texts import page_atom

        return page_atom("hustle", rule_id, language)

    def rule_search(self, query: str, language: str) -> list[dict[str, str]] | None:
        """The game's rules that answer ``query``, for the rule panel's search."""
        from ....rulebook.texts import page_search

        return page_search("hustle", query, language)

    @t.observe("hold")
    def _hold_changed(self, change: dict) -> None:
        if hasattr(self, "_game"):
            self._sync()

    def _sync(self) -> None:
        self._autosave()
        ok = self._may_answer()[0] and not self.hold
        barrier = self._undo_barrier()
        data = encode_table(
            self._game,
            self.viewer(),
            bots=frozenset(self._bots),
            answer=ok,
            undo=self._learner_nodes() > 0 and barrier is None,
            undo_why=self.say(barrier) if barrier is not None else "",
            redo=self._game.can_redo(),
            new_games=self._new_games,
            shared=self._seat is None and len(self._game.names) - len(self._bots) > 1,
            language=self.language,
        )
        if self.hold:  # a fresh dict: the lesson's sentence stands in the prompt's place
            data["pending"]["prompt"] = self.hold
        self._data = data
        self.ply = len(self._game.actions)

    def __repr__(self) -> str:
        game = self._game
        bots = ", ".join(
            f"{game.names[s]}: {getattr(b, 'name', '?')}" for s, b in self._bots.items()
        )
        return f"<HustleTable {game!r}; seat {self._seat}; bots {bots or 'none'}>"

    def to_html(self) -> str:
        """A picture of the table in plain HTML and SVG (no scripts), for saved notebooks:
        drawn from what is synced to the page only (:mod:`.table_svg`)."""
        from .table_svg import table_html

        return table_html(self._data, self._tokens, self._texts, self.language)


def _actor(node: Any) -> int | None:
    """The seat that took the decision of a history node (from the state before it)."""
    token = node.token
    return None if token is None else rules.pending(token)[1]


def _check_language(language: object) -> str:
    if language not in LANGUAGES:
        raise HustleError(f"no language {language!r}: use one of {', '.join(LANGUAGES)}")
    return language  # type: ignore[return-value]


__all__ = ["BOT_KINDS", "HustleTable", "default_names"]
