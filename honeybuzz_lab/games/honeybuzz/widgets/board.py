"""HiveBoard: the interactive hive in a notebook.

The page draws; Python decides. The board syncs the hive, the legal placements with
their effects and the move list to the page (see
:mod:`honeybuzz_lab.games.honeybuzz.widgets.state`), and the page sends intents (see
:mod:`honeybuzz_lab.games.honeybuzz.widgets.messages`) that this class validates and carries out on
its :class:`~honeybuzz_lab.games.honeybuzz.hive.HiveHistory`. It is the shared widget base
(:class:`honeybuzz_lab.core.widgets.PageWidget`), as both games' tables are: the language trait, the
error shown (said again in a new language, an unforeseen one with its traceback as the detail) and
the checked page message come from there.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from html import escape
from pathlib import Path
from typing import Any, ClassVar

import traitlets as t

from ....core import assets
from ....core.hexes import fmt
from ....core.history import HistoryError
from ....core.i18n import Message, catalog
from ....core.widgets import PageWidget
from ..hive import Action, Hive, HiveError, HiveHistory, HiveTile, IllegalPlacement
from ..hive.style import palette
from .messages import (
    Command,
    Jump,
    Pick,
    Place,
    Redo,
    Reset,
    Select,
    Undo,
    parse_message,
)
from .state import encode_effect, encode_hive, encode_legal

#: The synced traits the page draws from (besides anywidget's own).
STATE_TRAITS = (
    "_hive_data",
    "_legal",
    "_palette",
    "_tray",
    "_selected",
    "_moves",
    "_ply",
    "_effect",
    "_status",
    "_highlight",
    "_tried",
    "_error",
    "_error_detail",
    "_texts",
    "notice",
    "read_only",
    "coords",
    "language",
    "_pick",
    "compact",
    "preview_nectar",
)
#: The catalogue areas whose texts the page uses.
PAGE_AREAS = ("core", "terms", "hive", "board")

PlaceCallback = Callable[[Any], object]
ChangeCallback = Callable[["HiveBoard"], object]
PickCallback = Callable[[tuple[int, int]], object]


def _hex(value: object, what: str) -> tuple[int, int]:
    if not (
        isinstance(value, (tuple, list))
        and len(value) == 2
        and all(isinstance(c, int) and not isinstance(c, bool) for c in value)
    ):
        raise ValueError(f"{what} is (q, r) with two whole numbers, not {value!r}")
    return (value[0], value[1])


def _hex_list(hexes: Iterable[tuple[int, int]], what: str) -> list[list[int]]:
    """Hexes as synced values (ValueError names ``what`` for a value that is not a hex)."""
    return [list(_hex(h, what)) for h in hexes]


def page_texts(language: str) -> dict[str, Any]:
    """The texts the page draws with, in ``language`` (one JSON object)."""
    return catalog(language).subset(PAGE_AREAS)


def _tray_kinds(tray: Iterable[Action | str]) -> list[str]:
    """Tile kinds as synced values, in order, each once (ValueError for a non-kind)."""
    if isinstance(tray, (str, Action)):
        raise TypeError("tray must be a sequence of tile kinds, e.g. [Action.PRODUCE]")
    kinds: list[str] = []
    for item in tray:
        action = item if isinstance(item, Action) else Action.parse(str(item))
        if action.value not in kinds:
            kinds.append(action.value)
    return kinds


class HiveBoard(PageWidget):
    """An interactive hive: pick a tile, turn it, see where it fits, place it, undo.

    ``hive`` is the hive to start from (an empty hive by default); the board owns a
    :class:`HiveHistory` started from it. ``tray`` lists the tile kinds offered (all six
    by default). ``language`` (``"en"`` or ``"hu"``) is the language of every text on
    the board: labels, reasons, effect sentences; it can be changed at any time.
    ``compact`` draws only the hive (and the tray while a tile is picked), as the game
    table does. In pick mode (:attr:`pickable`) the learner clicks one of some marked
    hexes instead of placing a tile, and :meth:`on_pick` callbacks hear it.
    """

    _esm = assets.esm("board")
    _css = assets.css("board")

    _hive_data = t.Dict().tag(sync=True)
    _legal = t.Dict().tag(sync=True)
    _palette = t.Dict().tag(sync=True)
    _tray = t.List(t.Unicode()).tag(sync=True)
    _selected = t.Unicode("").tag(sync=True)
    _moves = t.List(t.Unicode()).tag(sync=True)
    _ply = t.Int(0).tag(sync=True)
    _effect = t.Dict().tag(sync=True)
    _status = t.Dict().tag(sync=True)
    _highlight = t.List().tag(sync=True)
    _tried = t.List().tag(sync=True)
    notice = t.Unicode("").tag(sync=True)
    read_only = t.Bool(False).tag(sync=True)
    coords = t.Bool(False).tag(sync=True)
    _texts = t.Dict().tag(sync=True)
    _pick = t.Dict().tag(sync=True)
    compact = t.Bool(False).tag(sync=True)
    #: False: the ghost's preview shows that a cell would be closed, not its nectar type
    #: (and the page is not sent the types of the cells a placement would make).
    preview_nectar = t.Bool(True).tag(sync=True)

    def __init__(
        self,
        hive: Hive | None = None,
        tray: Iterable[Action | str] | None = None,
        *,
        coords: bool = False,
        read_only: bool = False,
        language: str = "en",
        **kwargs: Any,
    ) -> None:
        hive = Hive() if hive is None else hive
        if not isinstance(hive, Hive):
            raise TypeError(f"hive must be a Hive, not {type(hive).__name__}")
        self._status_message: Message | None = None
        super().__init__(coords=coords, read_only=read_only, language=language, **kwargs)
        self._place_callbacks: list[PlaceCallback] = []
        self._pick_callbacks: list[PickCallback] = []
        self._pick_prompt = ""  # empty: the catalogue's prompt in the board's language
        self._change_callbacks: list[ChangeCallback] = []
        self._quiet = 0
        self._seq = 0
        self._callback_errors: list[tuple[Message, str]] = []
        self._start = hive.to_json()
        self._palette = palette(self.language)
        self.tray = list(Action) if tray is None else tray
        self._texts = page_texts(self.language)
        self._history = self._attach(HiveHistory(hive))
        self._sync(Message("board.python.ready"))

    @t.observe("language")
    def _language_changed(self, change: dict) -> None:
        if not hasattr(self, "_history"):
            return  # still being built: __init__ syncs everything
        with self.hold_sync():
            self._texts = page_texts(self.language)
            self._palette = palette(self.language)
            self._moves = self._move_names()
            self._effect = encode_effect(self.hive, self._history.last_result, self.language)
            if self._status_message is not None:
                self._status = {**self._status, "text": self._status_message.text(self.language)}

    @t.observe("preview_nectar")
    def _preview_nectar_changed(self, change: dict) -> None:
        if hasattr(self, "_history"):
            self._legal = encode_legal(self.hive, nectar=self.preview_nectar)

    @t.validate("_selected")
    def _check_selected(self, proposal: dict) -> str:
        value = proposal["value"]
        if value and value not in self._tray:
            raise t.TraitError(f"{value!r} is not a tile kind in the tray ({self._tray_words()})")
        return value

    # ------------------------------------------------------------------ reading

    @property
    def history(self) -> HiveHistory:
        """The undoable history of placements (undo, redo, step_to, moves, line)."""
        return self._history

    @property
    def hive(self) -> Hive:
        """The hive as it stands now (read it; change it through the board)."""
        return self._history.hive

    @property
    def tray(self) -> tuple[Action, ...]:
        """The tile kinds offered on the page."""
        return tuple(Action(v) for v in self._tray)

    @tray.setter
    def tray(self, kinds: Iterable[Action | str]) -> None:
        values = _tray_kinds(kinds)
        with self.hold_sync():
            self._tray = values
            if self._selected not in values:
                self._selected = ""

    @property
    def selected(self) -> Action | None:
        """The tile kind picked on the page (None when no tile is picked)."""
        return Action(self._selected) if self._selected else None

    @selected.setter
    def selected(self, action: Action | str | None) -> None:
        if action is None:
            self._selected = ""
            return
        action = action if isinstance(action, Action) else Action.parse(action)
        if action.value not in self._tray:
            raise ValueError(f"{action.label} is not in the tray ({self._tray_words()})")
        self._selected = action.value

    @property
    def highlight(self) -> list[tuple[int, int]]:
        """Hexes outlined on the page (lessons point at things with it)."""
        return [(h[0], h[1]) for h in self._highlight]

    @highlight.setter
    def highlight(self, hexes: Iterable[tuple[int, int]]) -> None:
        self._highlight = _hex_list(hexes, "a hex to highlight")

    @property
    def tried(self) -> list[tuple[int, int]]:
        """Hexes of a try that was taken back, outlined apart from :attr:`highlight`.

        A lesson sets it after a wrong placement; a new placement or :meth:`reset`
        clears it.
        """
        return [(h[0], h[1]) for h in self._tried]

    @tried.setter
    def tried(self, hexes: Iterable[tuple[int, int]]) -> None:
        self._tried = _hex_list(hexes, "a hex of a try")

    @property
    def pickable(self) -> dict[tuple[int, int], str]:
        """Pick mode: the hexes the learner may click, each with what choosing it means.

        Set it to hexes (``[(0, 1), (2, -1)]``) or to a mapping from hexes to labels, or to
        ``(label, badge)`` pairs where the badge is a short mark drawn on the hex (``"2"``).
        While it is not empty, a click on a marked hex calls the :meth:`on_pick` callbacks
        (instead of placing a tile); an empty value ends pick mode.
        """
        return {(h[0], h[1]): h[2] for h in self._pick.get("hexes", [])}

    @pickable.setter
    def pickable(self, hexes: Iterable[tuple[int, int]] | Mapping[tuple[int, int], Any]) -> None:
        items = hexes.items() if isinstance(hexes, Mapping) else ((h, None) for h in hexes)
        out = []
        for h, value in items:
            q, r = _hex(h, "a hex to pick")
            if value is None:
                label, badge = (
                    Message("board.python.pick_choose", hex=fmt((q, r))).text(self.language),
                    "",
                )
            elif isinstance(value, str):
                label, badge = value, ""
            elif (
                isinstance(value, tuple)
                and len(value) == 2
                and all(isinstance(v, str) for v in value)
            ):
                label, badge = value
            else:
                raise ValueError(
                    f"a pick label is a text or a (label, badge) pair of texts, not {value!r}"
                )
            out.append([q, r, label, badge])
        self._pick = {"hexes": out, "prompt": self._pick_prompt} if out else {}

    @property
    def pick_prompt(self) -> str:
        """What the board says in pick mode when the pointer is not on a marked hex."""
        return self._pick_prompt or Message("board.pick.prompt").text(self.language)

    @pick_prompt.setter
    def pick_prompt(self, text: str) -> None:
        if not isinstance(text, str):
            raise TypeError(f"the pick prompt is a text, not {type(text).__name__}")
        self._pick_prompt = text
        if self._pick:
            self._pick = {**self._pick, "prompt": self._pick_prompt}

    # ------------------------------------------------------------------ changing

    def place(self, tile: HiveTile) -> Any:
        """Place ``tile`` and return its PlacementEffect; IllegalPlacement changes nothing."""
        if not isinstance(tile, HiveTile):
            raise TypeError(f"place takes a HiveTile, not {type(tile).__name__}")
        with self._quietly():
            effect = self._history.place(tile)
        self._tried = []
        self._changed(self._placed_text(tile, effect), placed=effect)
        return effect

    #: The board's own placement, whatever a subclass makes of ``place`` (a lesson's
    #: place judges the try, then places with this).
    place_tile = place

    def undo(self) -> HiveTile | None:
        """Take back the last placement; returns it (None at the start)."""
        with self._quietly():
            tile = self._history.undo()
        if tile is not None:
            self._changed(Message("board.python.took_back", tile=tile.notation_in(self.language)))
        return tile

    def redo(self) -> HiveTile | None:
        """Place again the move undo took back; returns it (None when there is none)."""
        with self._quietly():
            tile = self._history.redo()
        if tile is not None:
            self._changed(
                Message("board.python.placed_again", tile=tile.notation_in(self.language))
            )
        return tile

    def forget_redo(self) -> None:
        """Drop the placements redo would replay: the move list ends at the current
        placement (a lesson's wrong try, taken back, is not offered again)."""
        with self._quietly():
            self._history.forget_redo()
        self._moves = self._move_names()

    def step_to(self, ply: int) -> None:
        """Jump to ``ply`` moves into the move list (0 is the start)."""
        before = self._history.ply
        try:
            with self._quietly():
                self._history.step_to(ply)
        finally:
            if self._history.ply != before:
                n = len(self._history.line)
                self._changed(Message("board.python.jumped", n=self._history.ply, total=n))

    def reset(self, hive: Hive | None = None) -> None:
        """Start again from ``hive`` (or the board's first hive), clearing the history."""
        if hive is None:
            hive = Hive.from_json(self._start)
        elif not isinstance(hive, Hive):
            raise TypeError(f"hive must be a Hive, not {type(hive).__name__}")
        else:
            self._start = hive.to_json()
        self._history = self._attach(HiveHistory(hive))
        self._tried = []
        self._changed(Message("board.python.started_again"))

    def refresh(self) -> None:
        """Redraw after the hive was changed directly (e.g. nectar put into a cell)."""
        self._changed(Message("board.python.changed"))

    def on_place(self, callback: PlaceCallback) -> None:
        """Call ``callback(effect)`` after every placement, from the page or from Python."""
        self._place_callbacks.append(callback)

    def on_change(self, callback: ChangeCallback) -> None:
        """Call ``callback(board)`` after any change: place, undo, redo, jump, reset."""
        self._change_callbacks.append(callback)

    def on_pick(self, callback: PickCallback) -> None:
        """Call ``callback((q, r))`` when the learner clicks a marked hex in pick mode."""
        self._pick_callbacks.append(callback)

    # ------------------------------------------------------------------ page messages
    # ``handle_message`` (the widget base) checks a message with ``parse_message``, shows a
    # refused one with ``message_error`` and carries out the rest with ``run_command``: True
    # if it changed or picked something; a request it cannot carry out changes nothing.

    def parse_message(self, content: object) -> Command:
        """The command a page message asks for (MessageError: what is wrong)."""
        return parse_message(content)

    def message_error(self, reason: str) -> Message:
        return Message("board.python.bad_message", error=reason)

    #: What each page command does (the widget base's dispatch).
    COMMANDS: ClassVar[Mapping[type, str]] = {
        Pick: "_pick_command",
        Place: "_place_command",
        Undo: "_undo_command",
        Redo: "_redo_command",
        Jump: "_jump_command",
        Reset: "_reset_command",
        Select: "_select_command",
    }
    #: The commands a read-only board still takes (picking is not a move).
    READ_ONLY_COMMANDS: ClassVar[tuple[type, ...]] = (Pick,)

    def run_command(self, command: Command) -> bool:
        """Carry out a checked command (a pick, or a move unless the board is read-only)."""
        if self.read_only and not isinstance(command, self.READ_ONLY_COMMANDS):
            self.show_error(Message("board.python.read_only"))
            return False
        try:
            return self.dispatch(command)
        except IllegalPlacement as e:
            self.show_error(e.verdict.text(self.language) or "", rule=e.verdict.rule)
        except (HiveError, HistoryError) as e:
            self.show_error(str(e))
        return False

    def _pick_command(self, command: Pick) -> bool:
        return self._run_pick(command.hex)

    def _place_command(self, command: Place) -> bool:
        action = command.tile.action
        if action.value not in self._tray:
            self.show_error(self._not_offered(action))
            return False
        self.place_tile(command.tile)
        return True

    def _undo_command(self, _command: Undo) -> bool:
        if self.undo() is None:
            self.show_error(Message("board.python.nothing_to_undo"))
            return False
        return True

    def _redo_command(self, _command: Redo) -> bool:
        if self.redo() is None:
            self.show_error(Message("board.python.nothing_to_redo"))
            return False
        return True

    def _jump_command(self, command: Jump) -> bool:
        self.step_to(command.ply)
        return True

    def _reset_command(self, _command: Reset) -> bool:
        self.reset()
        return True

    def _select_command(self, command: Select) -> bool:
        if command.action is not None and command.action.value not in self._tray:
            self.show_error(self._not_offered(command.action))
            return False
        self.selected = command.action
        return True

    def _run_pick(self, h: tuple[int, int]) -> bool:
        """A click in pick mode (allowed on a read-only board: picking is not a move)."""
        choices = self.pickable
        if not choices:
            self.show_error(Message("board.python.pick_not_asking", hex=fmt(h)))
            return False
        if h not in choices:
            marked = ", ".join(fmt(c) for c in list(choices)[:8])
            if len(choices) > 8:
                key, more = "board.python.pick_not_marked_more", len(choices) - 8
            else:
                key, more = "board.python.pick_not_marked", 0
            self.show_error(Message(key, hex=fmt(h), marked=marked, more=more))
            return False
        self.show_error("")
        self._callback_errors = []
        for cb in list(self._pick_callbacks):
            self._call("on_pick", cb, h)
        self._show_callback_errors()
        return True

    # ------------------------------------------------------------------ internals

    def _tray_words(self) -> Message:
        if not self._tray:
            return Message("board.python.tray_empty")
        return Message("board.python.tray_holds", actions=[Action(v).term for v in self._tray])

    def rule_texts(self, language: str) -> dict[str, Any]:
        """The rules a refusal links to (the page opens them beside the board; the page's
        own ✗ line finds the rule by the verdict's code)."""
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

    def _not_offered(self, action: Action) -> Message:
        return Message("board.python.not_offered", action=action.term, tray=self._tray_words())

    def _placed_text(self, tile: HiveTile, effect: Any) -> Message:
        return Message(
            "board.python.placed", tile=tile.notation_in(self.language), effect=effect.message()
        )

    def _attach(self, history: HiveHistory) -> HiveHistory:
        history.on_change(self._history_changed)
        return history

    @contextmanager
    def _quietly(self) -> Iterator[None]:
        self._quiet += 1
        try:
            yield
        finally:
            self._quiet -= 1

    def _history_changed(self, history: HiveHistory) -> None:
        """Changes made on ``board.history`` directly still reach the page and callbacks."""
        if self._quiet or history is not self._history or not history.log:
            return
        entry = history.log[-1]
        if entry.event == "move":
            effect = history.last_result
            self._tried = []
            self._changed(self._placed_text(entry.move, effect), placed=effect)
        else:
            key = "took_back" if entry.event == "undo" else "placed_again"
            self._changed(
                Message(f"board.python.{key}", tile=entry.move.notation_in(self.language))
            )

    def _changed(self, text: Message, placed: Any = None) -> None:
        self._sync(text)
        self._callback_errors = []
        if placed is not None:
            for cb in list(self._place_callbacks):
                self._call("on_place", cb, placed)
        for cb in list(self._change_callbacks):
            self._call("on_change", cb, self)
        self._show_callback_errors()

    def _show_callback_errors(self) -> None:
        """The callbacks that raised, each said in the board's language, their tracebacks
        as the detail."""
        if self._callback_errors:
            self._show_errors(
                [text for text, _ in self._callback_errors],
                "\n".join(detail for _, detail in self._callback_errors),
            )

    def _call(self, kind: str, callback: Callable[[Any], object], arg: object) -> None:
        try:
            callback(arg)
        except Exception as e:
            name = getattr(callback, "__qualname__", None) or repr(callback)
            text = Message(
                "board.python.callback", kind=kind, name=name, error=f"{type(e).__name__}: {e}"
            )
            self._callback_errors.append((text, traceback.format_exc()))

    def _move_names(self) -> list[str]:
        """The moves of the shown line in the notation of the board's language."""
        return [tile.notation_in(self.language) for tile in self._history.line]

    def _sync(self, text: Message) -> None:
        history = self._history
        hive = history.hive
        self._seq += 1
        self._status_message = text
        with self.hold_sync():
            self._hive_data = encode_hive(hive)
            self._legal = encode_legal(hive, nectar=self.preview_nectar)
            self._moves = self._move_names()
            self._ply = history.ply
            self.ply = history.ply
            self._effect = encode_effect(hive, history.last_result, self.language)
            self._status = {"seq": self._seq, "text": text.text(self.language)}

    # ------------------------------------------------------------------ pictures

    def __repr__(self) -> str:
        hive = self.hive
        sel = self.selected.label if self.selected else None
        tray = "".join(Action(v).letter for v in self._tray)
        return (
            f"HiveBoard(tiles={len(hive)}, cells={len(hive.cells)}, "
            f"pockets={len(hive.pockets())}, ply={self._history.ply}/"
            f"{len(self._history.line)}, tray={tray!r}, selected={sel!r})"
        )

    def to_svg(self) -> str:
        """The board as a static SVG picture (the hive, highlights, a try and the legend)."""
        return self.hive.to_svg(
            coords=self.coords,
            highlight=self.highlight,
            tried=self.tried,
            legend=True,
            language=self.language,
        )

    def _repr_svg_(self) -> str:
        return self.to_svg()

    def _repr_html_(self) -> str:
        moves = " ".join(
            f"<b>{i}. {escape(m)}</b>" if i == self._history.ply else f"{i}. {escape(m)}"
            for i, m in enumerate(self._moves, 1)
        )
        notice = f"<p>{escape(self.notice)}</p>" if self.notice else ""
        return (
            '<figure class="hb-static" style="margin:0">'
            f"{notice}{self.to_svg()}"
            f"<figcaption>{escape(self._effect.get('text', ''))}"
            f"{'<br>' + escape(self._moves_label()) + moves if moves else ''}</figcaption></figure>"
        )

    def _moves_label(self) -> str:
        return Message("board.python.moves").text(self.language)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        bundle = super()._repr_mimebundle_(**kwargs)
        if bundle is None:
            return None
        data, metadata = bundle
        data = {**data, "text/html": self._repr_html_(), "image/svg+xml": self.to_svg()}
        return data, metadata

    def save_html(self, path: str | Path) -> Path:
        """Write the board as one HTML page that works offline, without a kernel."""
        from .static_page import board_page

        path = Path(path)
        path.write_text(board_page(self), encoding="utf-8")
        return path

    def page_state(self) -> dict[str, Any]:
        """The synced state the page draws from (what a saved page embeds)."""
        return {name: getattr(self, name) for name in STATE_TRAITS}
