"""GameTable: the whole Honey Buzz table in a notebook, playable turn by turn.

The table shows every part of the game (the hive boxes, the woodland, the market with the
orders and contests, each player's panel and hive, the log) and a decision panel with the
pending decision. The learner answers by clicking a target on the table or a button;
bots answer for their seats, one action at a time with a short visible delay, scheduled on
the kernel's event loop (or at once when there is no running loop, or ``bot_delay=0``).

>>> from honeybuzz_lab.games.honeybuzz.game import Game, GreedyBot
>>> table = GameTable(Game.new(["Ann", "Bot"], seed=2, first_game=True),
...                   bots={1: GreedyBot()}, bot_delay=0)
>>> table.seat is None and table.bots[1].name
'greedy'

``language="hu"`` (or ``table.language = "hu"`` at any time) shows the table in Hungarian.
"""

from __future__ import annotations

import asyncio
import traceback
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

import traitlets as t

from ....core.botpace import BotPacing
from ....core.history import History
from ....core.i18n import Message, catalog, check_language
from ....core.keeping import KeptTable, bot_name
from ....core.saved_games import SavedGame
from ..game import Action, Game, GreedyBot, IllegalAction
from ..game.errors import SetupError
from ..game.rule_ids import rule_of
from ..game.setup import new_seed
from . import table_keep
from .game_view import _DRIVERS, GameView, has_secrets
from .table_chooser import encode_chooser
from .table_messages import NewGame, RedoMove, ShowScores, TableCommand, TakeSeat, UndoMove
from .table_state import ALL, Viewer, encode_scores, move_actors

DEFAULT_PLAYERS = ("Player", "Bee-bot")
#: The rule a refused undo comes from (RULINGS 6 and 10: no undo past a seen secret or chance).
UNDO_RULE = "hb.undo.chance"
#: The default players' names, by language (``table.default.*`` in the catalogues).
DEFAULT_PLAYER_KEYS = ("table.default.you", "table.default.bot")
ActionCallback = Callable[[Action, list[str]], object]


def bot_term(bot: object) -> Message | str:
    """A bot's name: the catalogue's word for a bot of the package, else its own name."""
    name = bot_name(bot)
    key = f"table.bot.{name}"
    return Message(key) if key in catalog("en") else name


def default_players(language: str = "en") -> list[str]:
    """The players of a default table ("Player" and "Bee-bot") in ``language``."""
    texts = catalog(check_language(language))
    return [str(texts[key]) for key in DEFAULT_PLAYER_KEYS]


def default_pass_players(count: int, language: str = "en") -> list[str]:
    """Names for ``count`` people at one screen: "Player 1", "Player 2" ... in ``language``."""
    check_language(language)
    return [Message("table.default.numbered", n=n).text(language) for n in range(1, count + 1)]


class GameTable(KeptTable, BotPacing, GameView):
    """The game table: every part of the game, the pending decision, bots, undo and redo.

    ``game`` is the game to show and drive (by default a new first game of "Player" against
    a GreedyBot "Bee-bot" from a 64-bit seed drawn from the operating system's randomness).
    ``bots`` maps seats to bots (anything with ``choose(game)``); ``bot_delay`` is how long
    each bot action stays on screen before the next (seconds; 0 moves the bots at once).
    ``seat`` is the learner's seat: their hive is interactive and the page answers only
    their decisions (None: whoever's turn it is, as at a shared table). ``projector`` draws
    large and high-contrast for a classroom.

    The page gets one seat's view only (RULINGS 6): ``seat``'s, else that of the only seat
    without a bot; with two or more such seats (pass-and-play) the view of the seat that
    took the screen last. When the game hides something from some seats (the advanced
    variant), pass-and-play hides the table behind a hand-over screen whenever another
    person's decision comes, until they click "I am ..." (``handover``: None, automatic;
    True or False to choose). ``shows`` overrides whose view it is: a seat,
    ``"spectator"`` or ``"all"`` (every secret: an explicit choice). Undo never crosses a
    private view of a tile by another person, nor a random result a person at the table
    has seen (RULINGS 10: :meth:`~honeybuzz_lab.games.honeybuzz.game.Game.undo_barrier`).
    ``language`` (``"en"`` or ``"hu"``) is the language of every text on the table: the
    page, the log, the prompts, the labels and the errors (assign ``table.language`` to
    switch; a default game's players are named in it).

    ``autosave`` (default True) keeps the game in the data store after every decision
    (:mod:`honeybuzz_lab.core.saved_games`): its record, bots, seats and redo branch, on
    the kernel's side only (the page gets the seat's view, as always). A lesson's table
    passes False. :meth:`keep` names where the game is offered again from; the offer to
    continue and its answer are the core's (:class:`~honeybuzz_lab.core.keeping.KeptTable`).
    """

    STORE_GAME = table_keep.GAME

    PARTS = (
        "status",
        "decision",
        "boxes",
        "woodland",
        "market",
        "orders",
        "contests",
        "players",
        "log",
        "scores",
        "chooser",
    )

    def __init__(
        self,
        game: Game | None = None,
        *,
        bots: Mapping[int, Any] | None = None,
        bot_delay: float = 0.8,
        seat: int | None = None,
        shows: int | str | None = None,
        handover: bool | None = None,
        projector: bool = False,
        language: str = "en",
        autosave: bool = True,
    ) -> None:
        check_language(language)
        if game is None:
            seed = new_seed()
            game = Game.new(default_players(language), seed=seed, first_game=True)
            if bots is None:
                bots = {1: GreedyBot(seed)}
        if not isinstance(game, Game):
            raise TypeError(f"a game table drives a Game, not {type(game).__name__}")
        self._bots = self._checked_bots(bots or {}, game)
        self._seat = self._checked_seat(seat, game, self._bots)
        self.bot_delay = bot_delay
        self._action_callbacks: list[ActionCallback] = []
        self._bot_timer: asyncio.TimerHandle | None = None
        self._bot_failed = False
        self._playing = False
        self._scores_seq = 0
        self._scores_asked = False
        self._over_seen = game.is_over
        if handover not in (None, True, False):
            raise ValueError(f"handover is None (automatic), True or False, not {handover!r}")
        self._handover_wanted = handover
        self._holder: int | None = None
        self._offer_where = ("table", "")
        #: Asked before a page's command is carried out: a reason refuses it, nothing
        #: changed (a lesson refuses a move once its step is solved, and a new game).
        self.guard: Callable[[TableCommand], Message | str | None] | None = None
        _DRIVERS[game] = self
        super().__init__(game, projector=projector, language=language, shows=shows)
        self._roles_changed()
        self._schedule_bots()
        if autosave:
            self.keep()

    # ------------------------------------------------------------------ the data store

    @classmethod
    def pass_and_play(
        cls,
        players: int | list[str] = 2,
        *,
        modules: list[str] | tuple[str, ...] = (),
        options: dict[str, dict[str, Any]] | None = None,
        first_game: bool = True,
        language: str = "en",
        resume: bool | int | None = None,
        **kwargs: Any,
    ) -> GameTable:
        """A table for people taking turns at one screen, no bots (``players``: how many,
        2 to 4, or their names).

        Like ``FullGame()``, it offers to continue the unfinished pass-and-play game of the
        same players count and modules after a kernel restart (``resume``: None asks on
        the table, True continues without asking, False deals a new one and keeps the old
        one as abandoned, an id continues that saved game). ``kwargs`` go to the table
        (``handover``, ``projector``, ``bot_delay``)."""
        check_language(language)
        table_keep.check_resume(resume)
        if isinstance(players, bool) or not isinstance(players, (int, list)):
            raise TypeError("players is a count (2 to 4) or a list of names")
        names = default_pass_players(players, language) if isinstance(players, int) else players
        if not 2 <= len(names) <= 4:
            raise ValueError(f"pass and play is for 2 to 4 people, not {len(names)}")
        place = table_keep.place_of("table", modules, players=len(names))

        def deal() -> Game:
            return Game.new(
                list(names),
                seed=new_seed(),
                first_game=first_game,
                modules=list(modules),
                options=options,
            )

        found = table_keep.resumed(resume, place, "table")
        saved, game = found if found is not None else (None, deal())
        table = cls(game, bots={}, language=language, autosave=False, **kwargs)
        if saved is not None and resume is None:

            def start_new() -> None:
                table.game = deal()

            table.offer_saved(saved, start_new, "table", place)
        else:
            table.keep("table", place, resumed=saved)
        return table

    def keep(self, kind: str = "table", place: str = "", resumed: SavedGame | None = None) -> None:
        """Keep the game in the data store after every decision from now on (``kind``: the
        table's, as its lesson names it; ``place``: where it is offered again after a
        restart, '' never; ``resumed``: the saved game this table continues)."""
        self._keep_game(kind, place, resumed)

    def _snapshot(self) -> dict[str, Any] | None:
        return table_keep.snapshot(self._game, self._bots, self._seat, self.language)

    def _offer_texts(self, saved: SavedGame) -> dict[str, str]:
        return table_keep.offer(saved, self.language)

    @t.observe("language")
    def _offer_again(self, change: dict) -> None:
        self._say_offer_again()

    # ------------------------------------------------------------------ settings

    @staticmethod
    def _checked_bots(bots: Mapping[int, Any], game: Game) -> dict[int, Any]:
        if not isinstance(bots, Mapping):
            raise TypeError("bots maps seats to bots, e.g. {1: GreedyBot()}")
        count = len(game.players)
        out = {}
        for seat, bot in bots.items():
            if not (isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < count):
                raise ValueError(f"a bot's seat must be a whole number from 0 to {count - 1}")
            if not callable(getattr(bot, "choose", None)):
                raise TypeError(f"the bot for seat {seat} has no choose(game) method: {bot!r}")
            out[seat] = bot
        return out

    @staticmethod
    def _checked_seat(seat: int | None, game: Game, bots: Mapping[int, Any]) -> int | None:
        if seat is None:
            return None
        count = len(game.players)
        if not (isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < count):
            raise ValueError(f"seat must be None or a whole number from 0 to {count - 1}")
        if seat in bots:
            raise ValueError(f"seat {seat} is played by a bot, so it cannot be the learner's")
        return seat

    @property
    def bots(self) -> dict[int, Any]:
        """The bots by seat (assign a new mapping to change who is a bot)."""
        return dict(self._bots)

    @bots.setter
    def bots(self, bots: Mapping[int, Any] | None) -> None:
        checked = self._checked_bots(bots or {}, self._game)
        self._checked_seat(self._seat, self._game, checked)
        self._cancel_bots()
        self._bots = checked
        self._bot_failed = False
        self._roles_changed()
        self._after_change()

    @property
    def seat(self) -> int | None:
        """The learner's seat (None: the page answers for every seat without a bot)."""
        return self._seat

    @seat.setter
    def seat(self, seat: int | None) -> None:
        self._seat = self._checked_seat(seat, self._game, self._bots)
        self._roles_changed()
        self._sync()

    def _check_game(self, game: Game) -> None:
        self._checked_seat(self._seat, game, self._checked_bots(self._bots, game))

    # ------------------------------------------------------------------ whose view

    def humans(self) -> list[int]:
        """The seats played by people (every seat without a bot)."""
        return [s for s in range(len(self._game.players)) if s not in self._bots]

    def _hands_over(self) -> bool:
        if self._handover_wanted is not None:
            return self._handover_wanted
        return has_secrets(self._game)

    def awaited(self) -> int | None:
        """The seat the hand-over screen waits for (None: no hand-over now)."""
        game = self._game
        if self._shows is not None or self._seat is not None or game.is_over:
            return None
        if len(self.humans()) < 2 or not self._hands_over():
            return None
        seat = game.pending.player
        if seat in self.humans() and seat != self._holder:
            return seat
        return None

    def take_seat(self, seat: int) -> None:
        """The person at ``seat`` took the screen ("I am Ben" on the hand-over screen)."""
        awaited = self.awaited()
        if seat != awaited:
            name = self._game.players[seat].name if isinstance(seat, int) else seat
            if awaited is None:
                raise ValueError(f"no hand-over is waiting for {name} now")
            raise ValueError(
                f"the screen waits for {self._game.players[awaited].name}, not for {name}"
            )
        self._holder = seat
        self.show_error("")
        self._sync()

    def _viewer_now(self) -> Viewer:
        if self._shows is not None:
            return super()._viewer_now()
        if self._seat is not None:
            return self._seat
        humans = self.humans()
        if not humans:
            return None
        if len(humans) == 1:
            return humans[0]
        if self.awaited() is not None:
            return None  # behind the hand-over screen: only what everyone knows
        seat = self._game.pending.player
        if seat in humans and not self._hands_over():
            self._holder = seat
        return self._holder

    def _handover_now(self) -> dict[str, Any]:
        seat = self.awaited()
        if seat is None:
            return {}
        holder = self._holder
        return {
            "seat": seat,
            "name": self._game.players[seat].name,
            "from": None if holder is None else self._game.players[holder].name,
        }

    def _game_replaced(self) -> None:
        if self._keeper is not None:
            self._keeper.abandon()
        self._holder = None
        self._cancel_bots()
        self._bot_failed = False
        self._scores_asked = False
        self._over_seen = self._game.is_over
        _DRIVERS[self._game] = self
        self._roles_changed()

    # ------------------------------------------------------------------ who answers

    def seat_may_answer(self, seat: int | None) -> tuple[bool, str]:
        """Whether ``seat``'s decisions are answered on this page, and why not."""
        if seat is None:
            return False, Message("table.error.over")
        players = self._game.players
        name = players[seat].name
        if seat in self._bots:
            bot = bot_term(self._bots[seat])
            return False, Message("table.error.bot_seat", name=name, bot=bot)
        if self._seat is not None and seat != self._seat:
            you = players[self._seat].name
            return False, Message("table.error.not_your_seat", name=name, you=you)
        if self.awaited() == seat:
            return False, Message("table.error.hand_over", name=name)
        return True, ""

    def _bot_to_move(self) -> bool:
        game = self._game
        return not self._offer and not game.is_over and game.pending.player in self._bots

    # ------------------------------------------------------------------ playing

    def apply(self, action: Action | dict) -> list[str]:
        """Apply a learner's action (an Action or its JSON); returns its sentences.

        IllegalAction is shown on the table and raised, and nothing changes. Afterwards the
        bots move (with the table's delay) until a learner's decision is pending.
        """
        game = self._game
        seat = game.pending.player
        if seat in self._bots:
            why = self.may_answer(seat)[1]
            self.show_error(why, rule=rule_of(None, game.pending.kind))
            raise IllegalAction(Message("table.error.play_bots", why=why), action)
        self._cancel_bots()
        self._bot_failed = False
        return super().apply(action)

    def _bot_move(self) -> bool:
        """One action of the bot whose decision is pending (False, shown, if it fails)."""
        game = self._game
        seat = game.pending.player
        bot = self._bots[seat]  # type: ignore[index]
        try:
            action = bot.choose(game)
            game.apply(action)
        except Exception as e:
            self._bot_failed = True
            name = game.players[seat].name  # type: ignore[index]
            error = f"{type(e).__name__}: {e}"
            self.show_error(
                Message("table.error.bot_failed", name=name, bot=bot_term(bot), error=error),
                traceback.format_exc(),
            )
            return False
        return True

    # ------------------------------------------------------------------ undo and redo

    def _learner_plies(self) -> list[int]:
        """The plies (0-based) of the actions taken by seats without a bot."""
        return [i for i, s in enumerate(move_actors(self._game)) if s not in self._bots]

    def _undo_seat(self) -> int | None:
        """The seat asking for an undo on this page (None: a table with no seat of its own)."""
        viewer = self._viewer_now()
        return viewer if isinstance(viewer, int) else self._holder

    def undo_refusal(self) -> Message | None:
        """Why the learner's last action may not be taken back (None: it may, or there is
        none): another person secretly viewed a tile since (RULINGS 6), or a random result
        a person at the table saw was turned up since (a card flipped, a tile shown:
        RULINGS 10)."""
        plies = self._learner_plies()
        if not plies or self._viewer_now() == ALL:
            return None
        seat = self._undo_seat()
        game = self._game
        humans = self.humans()
        asking = -1 if seat is None else seat
        if plies[-1] >= game.undo_barrier(asking, humans):
            return None
        return game.undo_reason(asking, humans, target=plies[-1])

    def undo(self) -> Action | None:
        """Take back the learner's last action and the bots' actions after it; returns it.

        Afterwards it is the learner's decision again. None (and no change) when the
        learner has taken no action yet. IllegalAction (shown, nothing changed) when that
        would cross another person's secret view of a tile (:meth:`undo_refusal`).
        """
        plies = self._learner_plies()
        if not plies:
            return None
        refusal = self.undo_refusal()
        if refusal is not None:
            self.show_error(refusal, rule=UNDO_RULE)
            raise IllegalAction(refusal, "undo")
        self._cancel_bots()
        self._bot_failed = False
        game = self._game
        target = plies[-1]
        action = game.actions[target]
        with self._batched():
            game.step_to(target)
        return action

    def redo(self) -> Action | None:
        """Replay the action :meth:`undo` took back and the bots' actions after it."""
        return self._redo_with_bots()  # type: ignore[return-value]

    def command_refusal(self, command: TableCommand) -> Message | str | None:
        """Why the table refuses a page's ``command`` before carrying it out (None: it
        does not): a new game before the end that the learner did not confirm, or what
        :attr:`guard` (a lesson's) says."""
        if self._offer:
            return Message("table.resume.first")
        if self.guard is not None:
            refusal = self.guard(command)
            if refusal:
                return refusal
        if isinstance(command, NewGame) and not command.confirm and not self._game.is_over:
            return Message("table.error.new_game_in_progress")
        return None

    #: What each page command does besides an action (the view's): the widget base's
    #: dispatch, after :meth:`command_refusal`.
    COMMANDS: ClassVar[Mapping[type, str]] = {
        TakeSeat: "_take_seat_command",
        UndoMove: "_undo_command",
        RedoMove: "_redo_command",
        NewGame: "_new_game_command",
        ShowScores: "_show_scores_command",
    }

    def run_command(self, command: TableCommand) -> bool:
        return not self.refused(command) and self.dispatch(command)

    def refused(self, command: TableCommand) -> bool:
        """Show why the table refuses ``command`` (:meth:`command_refusal`); True if it does."""
        refusal = self.command_refusal(command)
        if refusal:
            self.show_error(refusal)
            return True
        return False

    def _take_seat_command(self, command: TakeSeat) -> bool:
        try:
            self.take_seat(command.seat)
        except ValueError as e:
            self.show_error(str(e))
            return False
        return True

    def _undo_command(self, _command: UndoMove) -> bool:
        if self.undo_refusal() is not None:
            self.show_error(self.undo_refusal(), rule=UNDO_RULE)  # type: ignore[arg-type]
            return False
        if self.undo() is None:
            self.show_error(Message("table.error.no_undo"))
            return False
        return True

    def _redo_command(self, _command: RedoMove) -> bool:
        if self.redo() is None:
            self.show_error(Message("table.error.no_redo"))
            return False
        return True

    def _new_game_command(self, command: NewGame) -> bool:
        try:
            self.new_game(modules=command.modules)
        except SetupError as e:
            self.show_error(Message("table.fall.chooser.error", reason=e.reason))
            return False
        return True

    def _show_scores_command(self, _command: ShowScores) -> bool:
        self.show_scores()
        return True

    def new_game(self, seed: int | None = None, modules: list[str] | None = None) -> Game:
        """Start a new game for the same players and bots (by default from a 64-bit seed
        drawn from the operating system's randomness).

        ``modules``: the new game's modules (the "New game" dialog's choice; None: the same
        as now); a module kept keeps its options. Called from Python it starts at once; the
        page's message needs the learner's confirmation before the end
        (:meth:`command_refusal`). SetupError (ModuleError) says why the
        engine refuses the mix, and the table keeps its game.
        """
        old = self._game
        seed = new_seed() if seed is None else seed
        names = list(old.rules.modules) if modules is None else list(modules)
        options = {k: dict(v) for k, v in (old.rules.options or {}).items() if k in names}
        game = Game.new(
            [p.name for p in old.players],
            seed=seed,
            first_game=bool(old.setup.get("first_game", False)),
            modules=names,
            options=options,
        )
        self.game = game
        self._schedule_bots()
        return game

    # ------------------------------------------------------------------ callbacks

    def on_action(self, callback: ActionCallback) -> None:
        """Call ``callback(action, sentences)`` after every action applied to the game
        (the learner's, a bot's, or one applied to the game directly)."""
        self._action_callbacks.append(callback)

    def _history_changed(self, history: History) -> None:
        if history is not self._game.history:
            return
        entry = history.log[-1] if history.log else None
        if entry is not None and entry.event == "move":
            lines = list(history.last_result or [])
            for cb in list(self._action_callbacks):
                self._call("on_action", cb, entry.move, lines)
        super()._history_changed(history)

    def _after_change(self) -> None:
        if self._game.is_over and not self._over_seen:
            self._over_seen = True
            self._scores_seq += 1
        elif not self._game.is_over:
            self._over_seen = False
        super()._after_change()
        self._autosave()
        self._schedule_bots()

    # ------------------------------------------------------------------ scores

    def show_scores(self) -> dict[str, Any]:
        """Show the scoring table and bar chart (final scores once the game is over, else
        the scores as if it ended now); returns the scores."""
        self._scores_asked = True
        self._scores_seq += 1
        self._sync()
        return self._game.final_scores()

    def _scores_now(self) -> dict[str, Any]:
        if not (self._scores_asked or self._game.is_over):
            return {}
        return {**encode_scores(self._game, self.language), "seq": self._scores_seq}

    # ------------------------------------------------------------------ syncing

    def _roles_now(self) -> list[dict[str, Any]]:
        out = []
        for seat in range(len(self._game.players)):
            bot = self._bots.get(seat)
            out.append(
                {
                    "bot": None if bot is None else self.say(bot_term(bot)),
                    "you": self.seat_may_answer(seat)[0],
                }
            )
        return out

    def _history_now(self) -> dict[str, Any]:
        refusal = self.undo_refusal()
        return {
            "undo": bool(self._learner_plies()),
            "redo": self._game.can_redo(),
            "why": "" if refusal is None else self.say(refusal),
        }

    def _chooser_now(self) -> dict[str, Any]:
        if self.command_refusal(NewGame(None, confirm=True)):
            return {}  # no new game may start here now (a lesson's table): no dialog
        return encode_chooser(self._game, self.language)

    def _title(self) -> str:
        return "GameTable"

    def __repr__(self) -> str:
        text = super().__repr__()
        players = self._game.players
        bots = ", ".join(
            f"{players[s].name}: {bot_name(b)} bot" for s, b in sorted(self._bots.items())
        )
        return text[:-1] + (f"; bots {bots})" if bots else ")")


__all__ = ["DEFAULT_PLAYERS", "GameTable", "bot_term", "default_players"]
