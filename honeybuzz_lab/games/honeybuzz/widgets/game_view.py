"""Live views of a game: the hive boxes, the woodland, the market, a player's panel.

Each view follows its :class:`~honeybuzz_lab.games.honeybuzz.game.Game`: it listens to the game's
history, so any change (an action from the page, from Python, from another view; undo, redo) redraws
it. When the pending decision is about the view's part of the table, the page offers the targets (a
box, a space of the field, a market column, an order card, a hex of the player's hive) and a click
sends the action; Python checks it with the engine and shows the engine's reason, changing nothing,
when it is not legal.

Every view speaks a ``language`` (``"en"`` or ``"hu"``; assign it to switch at any time):
the page's headings, buttons and labels come from the ``table`` catalogue, the game's own
sentences (the log, prompts, labels of actions, reasons) from the engine's Messages.

:class:`GameView` holds the machinery; :class:`~honeybuzz_lab.games.honeybuzz.widgets.GameTable`
shows every part together and drives whole games with bots.
"""

from __future__ import annotations

import json
import traceback
import weakref
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any, ClassVar

import traitlets as t

from ....core import assets
from ....core.batching import Batching
from ....core.history import History
from ....core.i18n import Message, catalog, check_language
from ....core.widgets import PageWidget, SavedPicture
from ..game import Action, Game, IllegalAction
from ..game.rule_ids import rule_of
from .log_delta import log_add, no_add
from .modules import page_parts, parts
from .table_messages import Act, TableCommand, normalize_highlight, parse_table_message
from .table_state import (
    ALL,
    Viewer,
    encode_board,
    encode_contests,
    encode_effects,
    encode_field,
    encode_hives,
    encode_last,
    encode_market,
    encode_orders,
    encode_pending,
    encode_place_table,
    encode_players,
    encode_scores,
    encode_static,
    move_actors,
)
from .words import page_worded, page_words

ChangeCallback = Callable[[Any], object]
#: An error the table shows: sentences (Messages are said in the view's language).
ErrorText = str | Message

#: The catalogue areas whose texts the table's page uses (its hive boards use the board's).
PAGE_AREAS = ("core", "terms", "hive", "board", "table")


def table_texts(language: str, rules: Any = None) -> dict[str, Any]:
    """The texts the table's page draws with, in ``language`` (one JSON object), in the
    words of the game's ``rules`` (:func:`~.words.page_worded`: a Fall Fruit page says the
    fall honeys wherever it names a honey)."""
    texts = catalog(language).subset(PAGE_AREAS)
    return page_worded(texts, rules) if page_words(rules) else texts


#: The synced state of the table, declared once for Python and the page (table_parts.json).
_DECLARED = json.loads((Path(__file__).with_name("table_parts.json")).read_text(encoding="utf-8"))
#: The synced traits each base part of the table draws from (a module's part: its
#: ``PagePart`` in ``widgets/modules/``, see :func:`needs`).
NEEDS: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in _DECLARED["parts"].items()}
PARTS: tuple[str, ...] = tuple(NEEDS)


def needs(part: str) -> tuple[str, ...]:
    """The synced traits ``part`` draws from: a base part's, or a module's part's (its
    module's data in ``_modules`` and what its ``PagePart`` names)."""
    if part in NEEDS:
        return NEEDS[part]
    return ("_modules", *page_parts()[part].needs)


#: The synced traits the page draws from (besides anywidget's own).
STATE_TRAITS: tuple[str, ...] = tuple(_DECLARED["traits"])


#: What a view may be asked to show (``shows``): None (automatic), a seat, or one of these.
SPECTATOR = "spectator"
SHOWS = (SPECTATOR, ALL)


def has_secrets(game: Game) -> bool:
    """Whether a module of ``game`` hides something from some seats (the advanced variant)."""
    from ..game.registry import get_module

    return any(get_module(name).redact is not None for name in game.rules.modules)


def check_shows(shows: object, game: Game) -> int | str | None:
    """``shows`` checked (ValueError names what is allowed)."""
    count = len(game.players)
    if shows is None or shows in SHOWS:
        return shows  # type: ignore[return-value]
    if isinstance(shows, int) and not isinstance(shows, bool) and 0 <= shows < count:
        return shows
    raise ValueError(
        f"shows must be None, 'spectator', 'all' or a seat from 0 to {count - 1}, not {shows!r}"
    )


#: The encodings every viewer shares, per game, for the state it shows now (cached per ply).
_SHARED: weakref.WeakKeyDictionary[Game, tuple[Any, dict[Any, Any]]] = weakref.WeakKeyDictionary()


def shared(game: Game, key: Any, make: Callable[[], Any]) -> Any:
    """``make()`` once per state of ``game`` (a ply) and ``key``: the same JSON object for
    every view of the game (public encodings, or one viewer's, keyed by the viewer)."""
    state = game.state
    entry = _SHARED.get(game)
    if entry is None or entry[0] is not state:
        entry = (state, {})
        _SHARED[game] = entry
    store = entry[1]
    if key not in store:
        store[key] = make()
    return store[key]


def forget_shared(game: Game) -> None:
    """Drop the cached encodings of ``game`` (its state was changed outside its history)."""
    _SHARED.pop(game, None)


#: The table that drives each game (bots and the human's seat), so that other views of
#: the same game do not answer for a bot.
_DRIVERS: weakref.WeakKeyDictionary[Game, Any] = weakref.WeakKeyDictionary()
#: Every view of each game (a table's change of bots or seat redraws them all).
_VIEWS: weakref.WeakKeyDictionary[Game, weakref.WeakSet[GameView]] = weakref.WeakKeyDictionary()


def views_of(game: Game) -> list[GameView]:
    """The live views showing ``game``."""
    return list(_VIEWS.get(game, ()))


def _weak_listener(method: Callable[[History], None]) -> Callable[[History], None]:
    """A history listener that does not keep its widget alive."""
    ref = weakref.WeakMethod(method)

    def call(history: History) -> None:
        bound = ref()
        if bound is not None:
            bound(history)

    return call


class GameView(Batching, SavedPicture, PageWidget):
    """A live view of parts of a game's table (see the module docstring); the language,
    the error shown and the page's messages are the shared widget base's
    (:class:`honeybuzz_lab.core.widgets.PageWidget`)."""

    PARTS: ClassVar[tuple[str, ...]] = PARTS

    _esm = assets.esm("table")
    _css = assets.css("table")

    _parts = t.List(t.Unicode()).tag(sync=True)
    _seats = t.List(t.Int()).tag(sync=True)
    _static = t.Dict().tag(sync=True)
    _players = t.List().tag(sync=True)
    _hives = t.List().tag(sync=True)
    _board = t.List().tag(sync=True)
    _field = t.Dict().tag(sync=True)
    _market = t.Dict().tag(sync=True)
    _orders = t.List().tag(sync=True)
    _contests = t.List().tag(sync=True)
    _pending = t.Dict().tag(sync=True)
    _legal = t.Dict().tag(sync=True)
    _last = t.Dict().tag(sync=True)
    _effects = t.List().tag(sync=True)
    _log = t.List(t.Unicode()).tag(sync=True)
    _log_rules = t.Dict().tag(sync=True)
    #: The log's new lines since the page's copy (log_delta.py): after a move the page
    #: gets these, and ``_log``/``_log_rules`` (kept whole here) only when they are not
    #: just longer, or when a page asks (a view whose copy misses some additions).
    _log_add = t.Dict().tag(sync=True)
    _history = t.Dict().tag(sync=True)
    _roles = t.List().tag(sync=True)
    _scores = t.Dict().tag(sync=True)
    _handover = t.Dict().tag(sync=True)
    _highlight = t.List().tag(sync=True)
    notice = t.Unicode("").tag(sync=True)
    projector = t.Bool(False).tag(sync=True)
    _texts = t.Dict().tag(sync=True)
    #: The modules' parts: module name -> its data (widgets/modules/<name>.py), the
    #: game's modules that have something to show only.
    _modules = t.Dict().tag(sync=True)
    _chooser = t.Dict().tag(sync=True)
    #: Whether the table helps: what each answer needs, costs or gives, and answering by
    #: clicking. A lesson's question turns it off, so that the table shows the position
    #: without answering the question (no "needs 3" on a box, no list of answers).
    guides = t.Bool(True)
    #: A lesson holds the table once its step is done: the decision box says this
    #: sentence instead of asking, and offers no answer ('': the table asks as usual).
    hold = t.Unicode("")
    #: Synced traits being set without a message (the page builds them from _log_add).
    _unsent: frozenset[str] = frozenset()
    #: The page's log before the addition held for the next message.
    _log_base: tuple[list[str], dict[str, list[Any]]] = ([], {})

    def __init__(
        self,
        game: Game,
        *,
        projector: bool = False,
        language: str = "en",
        shows: int | str | None = None,
        **kwargs: Any,
    ) -> None:
        if not isinstance(game, Game):
            raise TypeError(f"a game view shows a Game, not {type(game).__name__}")
        check_language(language)
        self._shows = check_shows(shows, game)
        super().__init__(projector=projector, language=language, **kwargs)
        self._change_callbacks: list[ChangeCallback] = []
        self._callback_errors: list[tuple[Message, str]] = []
        self._game: Game = game
        self._parts = [*self.PARTS, *self.module_parts()]
        self._seats = list(range(len(game.players)))
        self._attach(game)

    @t.observe("language")
    def _language_changed(self, change: dict) -> None:
        if not hasattr(self, "_game"):
            return  # still being built: __init__ syncs everything
        with self.hold_sync():
            self._sync(static=True)

    # ------------------------------------------------------------------ whose view

    @property
    def shows(self) -> int | str | None:
        """Whose view the page gets: None (automatic, see :attr:`viewer`), a seat,
        ``"spectator"`` (only what is public) or ``"all"`` (every secret: an explicit
        choice, e.g. a teacher's reveal). Assign to switch."""
        return self._shows

    @shows.setter
    def shows(self, shows: int | str | None) -> None:
        self._shows = check_shows(shows, self._game)
        self._sync()

    @property
    def viewer(self) -> Viewer:
        """The seat whose view is synced to the page now (None: a spectator's; ``"all"``).

        Automatic: the view of the table that drives the game, else the seat whose
        decision is pending (a shared screen), a spectator's once the game is over.
        """
        return self._viewer_now()

    def _viewer_now(self) -> Viewer:
        if self._shows == SPECTATOR:
            return None
        if self._shows is not None:
            return self._shows
        driver = _DRIVERS.get(self._game)
        if driver is not None and driver is not self:
            return driver.viewer  # type: ignore[no-any-return]
        return self._game.pending.player

    def _handover_now(self) -> dict[str, Any]:
        return {}

    # ------------------------------------------------------------------ the game

    @property
    def game(self) -> Game:
        """The game shown (assign another Game to show that one instead)."""
        return self._game

    @game.setter
    def game(self, game: Game) -> None:
        if not isinstance(game, Game):
            raise TypeError(f"a game view shows a Game, not {type(game).__name__}")
        self._check_game(game)
        views = _VIEWS.get(self._game)
        if views is not None:
            views.discard(self)
        self._game = game
        self._game_replaced()
        self._attach(game)
        self._after_change()

    def _attach(self, game: Game) -> None:
        game.history.on_change(_weak_listener(self._history_changed))
        _VIEWS.setdefault(game, weakref.WeakSet()).add(self)
        self._highlight = []
        self._sync(static=True)

    def _check_game(self, game: Game) -> None:
        """Subclasses refuse a game they cannot show (ValueError, nothing changed)."""

    def _game_replaced(self) -> None:
        """Subclasses drop what belonged to the old game."""

    def _roles_changed(self) -> None:
        """Who answers which seat changed: every view of the game redraws."""
        for view in views_of(self._game):
            if view is not self and view._game is self._game:
                view._sync()

    def refresh(self) -> None:
        """Redraw from the game (after it was changed in a way its history does not see)."""
        forget_shared(self._game)
        self._sync(static=True)

    def _history_changed(self, history: History) -> None:
        if history is not self._game.history:
            return  # an old game of this view
        if self._held():
            return  # the batch's end redraws
        self._after_change()

    def _after_change(self) -> None:
        self._sync()
        for cb in list(self._change_callbacks):
            self._call("on_change", cb, self)
        self._show_callback_errors()

    # ------------------------------------------------------------------ what the page shows

    @property
    def highlight(self) -> list[dict[str, Any]]:
        """Things outlined on the page (lessons point at them); see
        :func:`~.table_messages.normalize_highlight` for the kinds of things."""
        return [dict(h) for h in self._highlight]

    @highlight.setter
    def highlight(self, items: Iterable[Mapping[str, Any]]) -> None:
        self._highlight = normalize_highlight(items, self._game.state)

    def on_change(self, callback: ChangeCallback) -> None:
        """Call ``callback(view)`` after any change of the game."""
        self._change_callbacks.append(callback)

    # ------------------------------------------------------------------ acting

    def may_answer(self, seat: int | None) -> tuple[bool, str]:
        """Whether the page may answer a decision of ``seat``, and why not (a Message)."""
        if not self.guides:
            return False, Message("table.error.question")
        return self.seat_may_answer(seat)

    def seat_may_answer(self, seat: int | None) -> tuple[bool, str]:
        """Whether ``seat``'s decisions are answered on this page, and why not."""
        if seat is None:
            return False, Message("table.error.over")
        driver = _DRIVERS.get(self._game)
        if driver is not None and driver is not self:
            return driver.may_answer(seat)
        return True, ""

    @t.observe("guides", "hold")
    def _guides_changed(self, change: dict) -> None:
        if hasattr(self, "_game"):
            self._sync()

    def apply(self, action: Action | dict) -> list[str]:
        """Apply an action to the game; returns its sentences.

        IllegalAction (the engine's reason) is shown on the page and raised; nothing changes.
        """
        try:
            return self._game.apply(action)
        except IllegalAction as e:
            self.show_error(e.reason, rule=e.rule)
            raise

    def handle_message(self, content: object) -> bool:
        """Carry out one message from the page (the widget base's), answered with one
        message: every change it makes reaches the page together. ``{"kind": "whole_log"}``
        (a page whose log misses some additions) gets the whole log again."""
        with self.hold_sync():
            if isinstance(content, dict) and content == {"kind": "whole_log"}:
                self._send_whole_log()
                return False
            return super().handle_message(content)

    def parse_message(self, content: object) -> TableCommand:
        """The command a page message asks for (MessageError: what is wrong)."""
        return parse_table_message(content)

    def message_error(self, reason: str) -> Message:
        return Message("table.error.page_message", reason=reason)

    #: What each page command does (the widget base's dispatch): a view takes actions
    #: only; the table adds its own commands (``GameTable.COMMANDS``).
    COMMANDS: ClassVar[Mapping[type, str]] = {Act: "_act_command"}

    def other_command(self, command: TableCommand) -> bool:
        self.show_error(Message("table.error.only_table"))
        return False

    def _act_command(self, command: Act) -> bool:
        return self._act_from_page(command.action)

    def _act_from_page(self, action: Action) -> bool:
        ok, why = self.may_answer(self._game.pending.player)
        if not ok:
            # whose decision it is, or that the game is over: the rule of the decision
            rule = rule_of(None, self._game.pending.kind) if self.guides else None
            self.show_error(why, rule=rule)
            return False
        try:
            self.apply(action)
        except IllegalAction:
            return False  # shown by apply
        return True

    # ------------------------------------------------------------------ callbacks

    def _call(self, kind: str, callback: Callable[..., object], *args: object) -> None:
        try:
            callback(*args)
        except Exception as e:
            name = getattr(callback, "__qualname__", None) or repr(callback)
            text = Message(
                "table.error.callback", kind=kind, name=name, error=f"{type(e).__name__}: {e}"
            )
            self._callback_errors.append((text, traceback.format_exc()))

    def _show_callback_errors(self) -> None:
        """Show the errors of the callbacks run since the last time, and forget them."""
        errors, self._callback_errors = self._callback_errors, []
        if errors:
            self._show_errors([text for text, _ in errors], "\n".join(d for _, d in errors))

    # ------------------------------------------------------------------ syncing

    def _roles_now(self) -> list[dict[str, Any]]:
        out = []
        for seat in range(len(self._game.players)):
            ok, _ = self.may_answer(seat)
            out.append({"bot": None, "you": ok})
        return out

    def _history_now(self) -> dict[str, Any]:
        return {}

    def _scores_now(self) -> dict[str, Any]:
        return encode_scores(self._game, self.language) if self._game.is_over else {}

    def _needed(self) -> set[str]:
        return {name for part in self._parts for name in needs(part)}

    def _sync(self, static: bool = False) -> None:
        game = self._game
        state = game.state
        language = self.language
        need = self._needed()
        viewer = self._viewer_now()
        actors = (
            shared(game, "actors", lambda: move_actors(game))
            if need & {"_last", "_effects"}
            else None
        )

        def public(name: str, make: Callable[[], Any]) -> Callable[[], Any]:
            return lambda: shared(game, (name, language), make)

        encoders: dict[str, Callable[[], Any]] = {
            "_players": public("_players", lambda: encode_players(state, language)),
            "_hives": public("_hives", lambda: encode_hives(state)),
            "_board": public("_board", lambda: encode_board(state)),
            "_field": lambda: shared(game, ("_field", viewer), lambda: encode_field(state, viewer)),
            "_market": public("_market", lambda: encode_market(state)),
            "_orders": public("_orders", lambda: encode_orders(state, language)),
            "_contests": public("_contests", lambda: encode_contests(state, language)),
            "_pending": lambda: encode_pending(
                game,
                *((False, "") if self.hold else self.may_answer(game.pending.player)),
                language,
                guides=self.guides and not self.hold,
                viewer=viewer,
                held=self.hold,
            ),
            "_legal": lambda: {} if self.hold else encode_place_table(game, viewer),
            "_last": lambda: encode_last(game, actors, language, getattr(self, "bots", {})),
            "_effects": public("_effects", lambda: encode_effects(game, actors)),
            "_log": lambda: shared(game, ("_log", viewer, language), lambda: self._log_for(viewer)),
            "_log_rules": lambda: shared(game, ("_log_rules", language), self._log_rules_now),
            "_roles": self._roles_now,
            "_history": self._history_now,
            "_scores": self._scores_now,
            "_handover": self._handover_now,
            "_modules": lambda: self._modules_now(viewer),
            "_chooser": self._chooser_now,
        }
        values = {name: encode() for name, encode in encoders.items() if name in need}
        if static:
            texts = table_texts(language, game.rules)
            if texts != self._texts:
                values = {"_texts": texts, **values}
            values = {"_static": encode_static(game, language), **values}
        log = (values.pop("_log", self._log), values.pop("_log_rules", self._log_rules))
        with self.hold_sync():
            for name, value in values.items():
                setattr(self, name, value)
            if "_log" in need or "_log_rules" in need:
                self._sync_log(*log, whole=static)
            self.ply = game.history.ply

    def _sync_log(self, log: list[str], refs: dict[str, list[Any]], whole: bool) -> None:
        """Sync the log (in a ``hold_sync``): only its new lines when it just grew, else
        (and with ``whole``: a new view, game or language) whole (log_delta.py). Several
        changes in one held message send one addition: from the page's copy before the
        first."""
        held = self._states_to_send
        if "_log" in held:  # the whole log goes with this message, as it is at the end
            self._log, self._log_rules = log, refs
            self._log_add = no_add(log, refs)
            return
        base = self._log_base if "_log_add" in held else (self._log, self._log_rules)
        add = None if whole else log_add(*base, log, refs)
        if add is None:
            self._log, self._log_rules = log, refs
            self._send_whole_log()
        elif add["lines"] or add["at"] or add["ids"]:
            self._unsent = frozenset(("_log", "_log_rules"))
            try:
                self._log, self._log_rules = log, refs
            finally:
                self._unsent = frozenset()
            self._log_add = add
            self._log_base = base

    def _send_whole_log(self) -> None:
        """Send the whole log with the held message, both traits even when one equals what
        the kernel holds (the page's copy of it may be older: it added lines since)."""
        self._states_to_send.update(("_log", "_log_rules"))
        self._log_add = no_add(self._log, self._log_rules)

    def _should_send_property(self, key: str, value: Any) -> bool:
        return key not in self._unsent and super()._should_send_property(key, value)

    def _chooser_now(self) -> dict[str, Any]:
        """The "New game" dialog's modules (``{}``: this view starts no games)."""
        return {}

    @classmethod
    def module_parts(cls) -> list[str]:
        """The modules' page parts this view shows: those beside a base part it shows."""
        return [name for name, p in page_parts().items() if p.beside in cls.PARTS]

    def _modules_now(self, viewer: Viewer) -> dict[str, Any]:
        """Each of the game's modules' data for ``viewer`` (a module with nothing to show
        is left out), encoded once per position, viewer and language for all the views."""
        game, language = self._game, self.language
        out = {}
        for name, part in parts().items():
            if name not in game.rules.modules or part.encode is None:
                continue
            data = shared(
                game,
                ("_modules", name, viewer, language),
                lambda encode=part.encode: encode(game, viewer, language),
            )
            if data and part.page is not None:
                data = part.page(self, data)
            if data:
                out[name] = data
        return out

    def module_data(self, module: str) -> dict[str, Any]:
        """What the page draws of ``module`` (``{}``: not in the game, or nothing)."""
        return self._modules.get(module, {})

    def rule_texts(self, language: str) -> dict[str, Any]:
        """The rules a refusal or a log line links to (the page opens them beside the
        board)."""
        from ....rulebook.texts import page_rules  # the reference runs the engine: no cycle

        return page_rules("honeybuzz", language)

    def rule_ref(self, rule_id: str | None, language: str) -> dict[str, str]:
        """A refusal's rule as the page links it."""
        from ....rulebook.texts import rule_ref

        return rule_ref(rule_id, "honeybuzz", language)

    def rule_atom(self, rule_id: str, language: str) -> dict[str, Any] | None:
        """A rule of the game, for the panel the page opens beside the board."""
        from ....rulebook.texts import page_atom

        return page_atom("honeybuzz", rule_id, language)

    def rule_search(self, query: str, language: str) -> list[dict[str, str]] | None:
        """The game's rules that answer ``query``, for the rule panel's search."""
        from ....rulebook.texts import page_search

        return page_search("honeybuzz", query, language)

    def _log_rules_now(self) -> dict[str, list[Any]]:
        """The rule each log line comes from, compactly (the page links each line to it)."""
        from ....rulebook.texts import rule_refs

        return rule_refs(self._game.log_rules, "honeybuzz", self.language)

    def _log_for(self, viewer: Viewer) -> list[str]:
        """The log as ``viewer`` may read it (its own private sentences; ALL: the public ones)."""
        if viewer == ALL or viewer is None:
            return self._game.log_in(self.language)
        return self._game.log_for(viewer, self.language)  # type: ignore[arg-type]

    def page_state(self) -> dict[str, Any]:
        """The synced state the page draws from: the log whole (``_log_add``, how its new
        lines travel, has nothing more to add to it)."""
        state = {name: getattr(self, name) for name in STATE_TRAITS}
        return {**state, "_log_add": no_add(self._log, self._log_rules)}

    # ------------------------------------------------------------------ pictures

    def _title(self) -> str:
        return type(self).__name__

    def __repr__(self) -> str:
        g = self._game
        names = ", ".join(p.name for p in g.players)
        if g.is_over:
            where = "over, won by " + " and ".join(p.name for p in g.winners)
        else:
            p = g.pending
            who = g.players[p.player].name if p.player is not None else ""
            where = f"turn {g.turn_number}, {who} to {p.phrase}"
        return f"{self._title()}({names}; {where})"

    def to_html(self) -> str:
        """A picture of the view in plain HTML and SVG (no scripts), for saved notebooks."""
        from .table_svg import view_html

        return view_html(self)


class HiveBoxesView(GameView):
    """The hive board: the hive boxes with their stacks and beelines, and the nursery.

    While the pending decision is "take a tile or recall", a click on a stack makes a
    beeline of the chosen size there (or shows why it cannot).
    """

    PARTS = ("status", "boxes")


class WoodlandView(GameView):
    """The woodland: the field with its nectar tiles and every forage token.

    While foraging (or scouting, or choosing a start), the reachable spaces show their cost
    and what ending there gives; a click moves the token.
    """

    PARTS = ("status", "woodland")


class MarketView(GameView):
    """The market columns, the three order stacks and the queen's contests.

    While the Market action is pending, a click on a column's quantity sells, a click on a
    face-up order completes it.
    """

    PARTS = ("status", "market", "orders", "contests")


class PlayerPanel(GameView):
    """One player: coins, workers, resources, orders and their hive.

    The hive is interactive when it is this player's decision: placing the taken tile,
    the fan, the cell for nectar, the honey to give up.
    """

    PARTS = ("status", "players")

    def __init__(self, game: Game, seat: int, **kwargs: Any) -> None:
        if not isinstance(game, Game):
            raise TypeError(f"a game view shows a Game, not {type(game).__name__}")
        count = len(game.players)
        if not (isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < count):
            raise ValueError(f"seat must be a whole number from 0 to {count - 1}, not {seat!r}")
        self.seat = seat
        super().__init__(game, **kwargs)
        self._seats = [seat]

    def _check_game(self, game: Game) -> None:
        if self.seat >= len(game.players):
            raise ValueError(
                f"this panel shows seat {self.seat}, and the new game has only "
                f"{len(game.players)} players"
            )

    def _title(self) -> str:
        return f"PlayerPanel[{self._game.players[self.seat].name}]"


__all__ = [
    "NEEDS",
    "PAGE_AREAS",
    "PARTS",
    "SHOWS",
    "SPECTATOR",
    "STATE_TRAITS",
    "GameView",
    "HiveBoxesView",
    "MarketView",
    "PlayerPanel",
    "WoodlandView",
    "check_shows",
    "has_secrets",
    "needs",
    "shared",
    "table_texts",
]
