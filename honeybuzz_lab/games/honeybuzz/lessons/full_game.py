"""Lesson 9: a full game against one to three bots, with the "Why?" hint beside the table.

>>> play = FullGame(bots=2, strength="greedy", seed=7)      # doctest: +SKIP
>>> play                                                     # doctest: +SKIP

The learner plays seat 0 (named ``you``: "Player" by default, "Játékos" in Hungarian); the
bots answer for the other seats. A FullGame is one anywidget: it is its
:class:`~honeybuzz_lab.games.honeybuzz.widgets.GameTable` (``play.table`` is ``play``), whose
page draws the title line and the :class:`~.why.WhyPanel` above the table from plain synced
state (``_full``: the title line's HTML and :attr:`.why.WhyPanel.state`; see
``widget_js/whypanel.js``), so ``mo.ui.anywidget(play)`` shows all of it in marimo. The
Why? panel explains the learner's pending decision from the learner's view only. ``modules`` and
``options`` choose the variant as for ``Game.new`` (``modules=["advanced"]``: the advanced
variant, where the bots and Why? reason only from what the seat has seen). :meth:`FullGame.save`
writes the game record (with the bots and the undone moves), :meth:`FullGame.load` goes on
from one.

The game is kept in the data store after every decision. After a kernel restart a new
``FullGame()`` (no ``game``, no ``seed``) offers on its table to continue the unfinished
game of the same modules, or to start a new one (the old one is then kept as abandoned); so
does one made again in a kernel still running (its cell run again), closing the one before;
``resume=True`` continues it without asking, ``resume=False`` starts a new one, and
``resume=<id>`` continues the saved game of that id
(:func:`~honeybuzz_lab.core.saved_games.saved_games` lists them).
"""

from __future__ import annotations

import traceback
from collections.abc import Sequence
from html import escape
from pathlib import Path
from typing import Any

import traitlets as t

from ....core.inputs import read_json_file
from ....core.keeping import in_place_of_the_last, same_table
from ....core.lessons.markup import inline
from ....core.lessons.texts import check_language
from ....core.messages import MessageError, unforeseen
from ....core.records import write_record
from ....core.saved_games import SavedGame
from ..game import Game, GameRecordError, new_seed
from ..game.records import check_table
from ..game.roster import BOTS, make_bot
from ..widgets import GameTable, table_keep
from ..widgets.table import default_players
from .texts import catalog
from .why import WhyPanel, is_why_message

#: The bots' names by seat, in English.
BOT_NAMES = ("Bee-bot", "Buzz-bot", "Honey-bot")
#: The bots' names by seat in each language (the first is the table's own default bot).
BOT_NAMES_BY_LANGUAGE = {"en": BOT_NAMES, "hu": ("Méhrobot", "Zümmrobot", "Mézrobot")}
MIN_BOTS, MAX_BOTS = 1, 3


def bot_names(language: str = "en") -> tuple[str, ...]:
    """The bots' names by seat in ``language`` (``"en"``: Bee-bot, Buzz-bot, Honey-bot)."""
    return BOT_NAMES_BY_LANGUAGE[check_language(language)]


def _strengths(strength: str | Sequence[str], count: int) -> list[str]:
    names = [strength] * count if isinstance(strength, str) else list(strength)
    if len(names) != count:
        raise ValueError(f"give one strength for each of the {count} bots, not {len(names)}")
    for name in names:
        if name not in BOTS:
            raise ValueError(f"unknown bot strength {name!r}; choose {', '.join(BOTS)}")
    return names


def make_bots(
    count: int, strength: str | Sequence[str] = "greedy", seed: int = 0
) -> dict[int, Any]:
    """Bots for seats 1 to ``count`` (``strength``: ``"queen"``, ``"greedy"``, ``"random"``,
    or a list with one per bot)."""
    if not isinstance(count, int) or isinstance(count, bool) or not MIN_BOTS <= count <= MAX_BOTS:
        raise ValueError(f"play against {MIN_BOTS} to {MAX_BOTS} bots, not {count!r}")
    return {
        seat: make_bot(name, seed * 10 + seat)
        for seat, name in enumerate(_strengths(strength, count), 1)
    }


def _deal(
    language: str,
    bots: int,
    strength: str | Sequence[str],
    seed: int | None,
    you: str | None,
    first_game: bool,
    modules: Sequence[str],
    options: dict[str, dict[str, Any]] | None,
) -> Game:
    """A new game for the learner and ``bots`` bots (FullGame's arguments)."""
    you = default_players(language)[0] if you is None else you
    return Game.new(
        [you, *bot_names(language)[:bots]],
        seed=new_seed() if seed is None else seed,
        first_game=first_game,
        modules=modules,
        options=options,
    )


class FullGame(GameTable):
    """A game of Honey Buzz against bots with the "Why?" hint (see the module docstring)."""

    #: What the page draws above the table: ``{"header": <the title line's HTML>,
    #: "why": <the Why? panel's state>}`` (plain data).
    _full = t.Dict().tag(sync=True)
    #: The kind of table game the store keeps it as (and offers it again from).
    _kind = "full"

    def __init__(
        self,
        game: Game | None = None,
        *,
        bots: int = 1,
        strength: str | Sequence[str] | None = None,
        seed: int | None = None,
        language: str = "en",
        bot_delay: float = 0.8,
        you: str | None = None,
        first_game: bool = True,
        modules: Sequence[str] = (),
        options: dict[str, dict[str, Any]] | None = None,
        resume: bool | int | None = None,
    ) -> None:
        language = check_language(language)
        table_keep.check_resume(resume)
        if game is not None and resume not in (None, False):
            raise TypeError("give a game or resume, not both")
        if seed is not None and resume not in (None, False):
            raise TypeError("resume continues a saved game; a seed deals a new one: give one")
        if game is not None and (modules or options):
            raise TypeError("give modules and options for a new game, not with a Game")
        if game is not None and not isinstance(game, Game):
            raise TypeError(f"FullGame plays a Game, not {type(game).__name__}")
        if game is None:
            make_bots(bots, strength or "greedy", 0)  # refuses a bad count or strength first
        self._new_game_args = {
            "bots": bots,
            "strength": strength or "greedy",
            "seed": seed,
            "you": you,
            "first_game": first_game,
            "modules": list(modules),
            "options": options,
        }
        kind = self._kind
        place = table_keep.place_of(kind, modules) if game is None and seed is None else ""
        again = same_table(place, bots, strength or "greedy", you, first_game, options)
        with in_place_of_the_last(self, again):  # its cell run again: the game offered
            found = table_keep.resumed(resume, place, kind)
            saved: SavedGame | None = None
            if found is not None:
                saved, game = found
                count = len(game.players) - 1
                strength = [saved.bots.get(s, "greedy") for s in range(1, count + 1)]
            elif game is None:
                game = _deal(language, **self._new_game_args)
            count = len(game.players) - 1
            if count < MIN_BOTS:
                raise GameRecordError("a solo game: play it with SoloGame, not FullGame")
            self.strengths = _strengths(strength or "greedy", count)
            super().__init__(
                game,
                bots=make_bots(count, self.strengths, game.seed),
                seat=0,
                bot_delay=bot_delay,
                language=language,
                autosave=False,
            )
            if saved is not None and resume is None:
                self.offer_saved(saved, self._deal_new, kind, place)
            else:
                self.keep(kind, place, resumed=saved)
        #: The Why? panel (its state is drawn by the page above the table).
        self.why = WhyPanel(self, language=language)
        self.why.on_state(lambda _state: self._sync_full())
        self._sync_full()

    @t.observe("language")
    def _why_language(self, change: dict) -> None:
        """The table's language is the Why? panel's and the title line's too."""
        if hasattr(self, "why"):
            self.why.set_language(change["new"])
            self._sync_full()

    @property
    def table(self) -> FullGame:
        """The game's table: the full game itself (a GameTable)."""
        return self

    def _sync_full(self) -> None:
        self._full = {"header": self.header, "why": self.why.state}

    def _deal_new(self) -> None:
        """New game on the offer: a game as the constructor's arguments ask, its bots."""
        args = self._new_game_args
        game = _deal(self.language, **args)
        self.strengths = _strengths(args["strength"], args["bots"])
        self.bots = {}
        self.game = game
        self.bots = make_bots(args["bots"], self.strengths, game.seed)
        self._sync_full()

    @property
    def header(self) -> str:
        """The title line above the table (HTML): the game and who plays whom."""
        texts = catalog(self.why.language)
        game = self.game
        names = ", ".join(
            f"{game.players[s].name} ({texts['advisor.strength.' + self.strengths[s - 1]]})"
            for s in range(1, len(game.players))
        )
        return (
            f'<span class="hb-full-game-title"><b>{escape(texts["advisor.game.title"])}</b> · '
            f"{inline(texts.text('advisor.game.players', you=game.players[0].name, bots=names))}"
            "</span>"
        )

    def to_html(self) -> str:
        """A picture of the title line and the table (no scripts), for saved notebooks."""
        return f'<div class="hb-full-game">{self.header}{super().to_html()}</div>'

    def handle_message(self, content: object) -> bool:
        """Carry out one message from the page: the Why? panel's (``{"why": ...}``, see
        :func:`~.why.parse_why_message`), or the table's; True if the game changed."""
        if not is_why_message(content):
            return super().handle_message(content)
        ply = self.game.history.ply
        try:
            self.show_error("")
            self.why.page_message(content)
        except MessageError as e:
            self.show_error(self.message_error(str(e)))
        except Exception as e:  # shown on the table, never swallowed by the page's log
            self.show_error(self.message_error(unforeseen(e)), traceback.format_exc())
        return self.game.history.ply != ply

    def save(self, path: str | Path) -> Path:
        """Write the game record (JSON) to ``path``, with the bots' strengths and the undone
        moves redo replays; load it again with :meth:`load`."""
        path = Path(path)
        write_record(path, save_record(self.game, self.bots))
        return path

    @classmethod
    def load(cls, path: str | Path, **options: Any) -> FullGame:
        """Go on with a game saved by :meth:`save` (``options`` as for the constructor): its
        bots (unless ``strength`` is given) and its undone moves (redo replays them).
        GameRecordError if the file is not a game against bots (a solo game: SoloGame.load)."""
        record = read_json_file(path, GameRecordError)
        game = Game.from_record(record)
        if "solo" in game.rules.modules:
            raise GameRecordError("a solo game: open it with SoloGame.load(path)")
        bots = check_table(record.get("table", {})) if isinstance(record, dict) else {}
        seats = range(1, len(game.players))
        if "strength" not in options and bots and all(bots.get(s) in BOTS for s in seats):
            options["strength"] = [bots[s] for s in seats]
        return cls(game, **options)

    def __repr__(self) -> str:
        bots = ", ".join(self.strengths)
        modules = list(self.game.rules.modules)
        variant = f", modules: {modules}" if modules else ""
        return f"FullGame({self.game!r}, bots: {bots}{variant}, language={self.language!r})"


def save_record(game: Game, bots: dict[int, Any]) -> dict[str, Any]:
    """A table's game as a file keeps it: the record with the undone moves (``"redo"``)
    and the bots by seat (``"table"``)."""
    record = game.to_record(redo=True)
    record["table"] = {"bots": {str(s): table_keep.bot_name(b) for s, b in sorted(bots.items())}}
    return record


__all__ = [
    "BOT_NAMES",
    "BOT_NAMES_BY_LANGUAGE",
    "FullGame",
    "bot_names",
    "make_bots",
    "save_record",
]
