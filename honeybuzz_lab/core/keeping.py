"""A table's game kept in the data store, the same way for both games.

:class:`KeptTable` is the table mixin (before :class:`~.botpace.BotPacing` and the widget)
that saves the game after every decision through a :class:`~.saved_games.Keeper`, shows the
offer to continue an unfinished game and carries out the learner's answer. A game gives only
what is its own: its name in the store (``STORE_GAME``), the row it saves
(:meth:`KeptTable._snapshot`, from :func:`snapshot`) and the offer's words
(:meth:`KeptTable._offer_texts`, from :func:`offer`).

:func:`resumed` finds the saved game a new table continues or offers; :func:`restore` replays
one with its undone decisions ready for redo.

A kernel plays one table of each place at a time (:func:`in_place_of_the_last`): a table
made again in a kernel still running (its cell run again after the page was reloaded or the
notebook opened again) offers to continue the game of the one before, which it closes, as a
table after a kernel restart offers it. A table dealt from a seed (no place) takes over none.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Hashable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, ClassVar, TypeVar

from .saved_games import Keeper, KeptGame, SavedGame, offered, resumable, saved_when, store

G = TypeVar("G")

#: The key of the table's own state (a first game's hints shown) kept in a saved game's
#: record beside the engine's fields; taken out before the engine replays the record.
TABLE_STATE = "table_state"

#: The offer's words a game gives (:func:`offer`): a key of these and its values -> the text.
OFFER_WORDS = ("today", "yesterday", "date", "offer", "continue", "new")


def bot_name(bot: object) -> str:
    """A bot's name as the store keeps it (``"queen"``, ``"planning"``, ``"random"`` ...)."""
    return str(getattr(bot, "name", None) or type(bot).__name__)


def check_resume(resume: object, error: type[Exception] = TypeError) -> None:
    """``error`` unless ``resume`` is True, False, None or a saved game's id."""
    if resume is None or isinstance(resume, bool):
        return
    if not isinstance(resume, int) or resume < 1:
        raise error(f"resume is True, False, None or a saved game's id, not {resume!r}")


def resumed(
    resume: bool | int | None,
    place: str,
    game: str,
    kind: str,
    restore: Callable[[SavedGame], G],
    errors: tuple[type[Exception], ...],
    missing: Callable[[int], Exception],
) -> tuple[SavedGame, G] | None:
    """The saved game a new table continues or offers, replayed by ``restore`` (None: a new
    game): ``resume`` a saved game's id (``missing(id)`` is raised if the store has no game
    ``game`` of ``kind`` by it), or the unfinished one of ``place`` (with ``resume=False``
    it is kept as abandoned; one ``restore`` refuses with ``errors`` too)."""
    if isinstance(resume, int) and not isinstance(resume, bool):
        saved = store().get(resume)
        if saved is None or saved.game != game or saved.kind != kind:
            raise missing(resume)
        return saved, restore(saved)
    if not place:
        return None
    if resume is False:
        old = offered(place)
        if old is not None:
            store().mark(old.id, "abandoned")
        return None
    return resumable(place, restore, errors)


def restore(saved: SavedGame, from_record: Callable[[dict[str, Any]], G]) -> G:
    """The game of ``saved`` replayed by ``from_record``, its undone decisions ready for redo."""
    record = dict(saved.record)
    record.pop(TABLE_STATE, None)
    if saved.redo:
        record["redo"] = saved.redo
    return from_record(record)


def table_state(saved: SavedGame) -> dict[str, Any]:
    """The table's own state kept with ``saved`` (see :meth:`KeptTable._kept_state`)."""
    state = saved.record.get(TABLE_STATE)
    return dict(state) if isinstance(state, dict) else {}


def snapshot(
    record: dict[str, Any],
    redo: Sequence[Any],
    bots: Mapping[int, Any],
    players: int,
    seat: int | None,
    turn: int,
    language: str,
    finished: bool,
) -> dict[str, Any]:
    """The row a table saves (see :class:`~.saved_games.Keeper`): the record, the undone
    decisions, the bots by name, the human seats of ``players``, the table's seat."""
    return {
        "record": record,
        "redo": list(redo),
        "bots": {s: bot_name(b) for s, b in bots.items()},
        "humans": [s for s in range(players) if s not in bots],
        "seat": seat,
        "turn": turn,
        "language": language,
        "finished": finished,
    }


def offer(saved: SavedGame, say: Callable[..., str], now: float | None = None) -> dict[str, str]:
    """The offer shown on a table for ``saved``: the question and its two buttons, in the
    game's words: ``say(word, **values)`` for each of :data:`OFFER_WORDS` (``when``, ``turn``
    for ``"offer"``; ``date``, ``time`` for the day words)."""
    day, date, clock = saved_when(saved.updated, now)
    when = say(day, date=date, time=clock)
    return {
        "text": say("offer", when=when, turn=saved.turn),
        "yes": say("continue"),
        "no": say("new"),
    }


def running_cell() -> str:
    """The id of the notebook cell the kernel runs now, as JupyterLab, Notebook 7 and VS
    Code send it with the code (``''`` elsewhere: plain Python, marimo, an old front end)."""
    try:
        from IPython import get_ipython
    except ImportError:  # (IPython comes with the package's Jupyter side)
        return ""
    kernel = getattr(get_ipython(), "kernel", None)
    try:
        parent = kernel.get_parent() if kernel is not None else None
    except Exception:  # a kernel of another make
        return ""
    metadata = (parent or {}).get("metadata") or {}
    return str(metadata.get("cellId") or "")


def same_table(place: str, *signature: object) -> Hashable:
    """The key of :func:`in_place_of_the_last` for a table kept at ``place`` (``''``: none):
    the cell that makes it, so that running that cell again takes its game over while
    another cell's table of the same place is another game; where no cell is known, the
    table as asked for (``signature``: its bots, seats, strengths)."""
    if not place:
        return ""
    cell = running_cell()
    return (place, "cell", cell) if cell else (place, "asked", repr(signature))


#: The table this kernel made last for each key (a place, or a first game's class; weakly held).
_LAST: weakref.WeakValueDictionary[Hashable, Any] = weakref.WeakValueDictionary()


@contextmanager
def in_place_of_the_last(table: Any, key: Hashable) -> Iterator[None]:
    """Around building ``table``: the last table this kernel made for ``key`` (a table's
    place, or a first game's class) lets its game go (so ``table`` offers to continue it,
    as after a kernel restart) and, once ``table`` is built, is closed (its bots stop). If
    building fails, the last one holds its game again and plays on, nothing changed. A
    falsy ``key`` (a table with no place: dealt from a seed or given a game) changes nothing."""
    if not key:
        yield
        return
    last = _LAST.get(key)
    keeper = getattr(last, "_keeper", None)
    if keeper is not None:
        keeper.release()
    try:
        yield
    except BaseException:
        if keeper is not None and getattr(last, "comm", None) is not None:  # (still open)
            keeper.hold()
        raise
    if last is not None and last is not table:
        last.close()
    _LAST[key] = table


class KeptTable(KeptGame):
    """A table mixin: the game kept in the store after every decision, and the offer to
    continue a saved one (see the module docstring).

    The table provides ``_game`` (with ``history``), ``_offer`` (the synced offer),
    ``language``, ``_sync()``, ``_schedule_bots()`` and ``_cancel_bots()``.
    """

    #: The game's name in the store (``"honeybuzz"``, ``"hustle"``).
    STORE_GAME: ClassVar[str] = ""
    #: The error of an answer to an offer the table does not make (a game's ValueError).
    offer_error: ClassVar[type[ValueError]] = ValueError

    _offered: SavedGame | None = None
    _start_new: Callable[[], object] | None = None
    _offer_where: tuple[str, str] = ("", "")

    def _snapshot(self) -> dict[str, Any] | None:
        """The row this table saves now (None: a game whose record cannot be written)."""
        raise NotImplementedError

    def _offer_texts(self, saved: SavedGame) -> dict[str, str]:
        """The offer to continue ``saved`` in the table's language (see :func:`offer`)."""
        raise NotImplementedError

    def _keep_game(self, kind: str, place: str = "", resumed: SavedGame | None = None) -> None:
        """Keep the game in the store as ``kind`` after every decision from now on
        (``place``: where it is offered again, '' never; ``resumed``: the saved game
        this table continues)."""
        if self._keeper is not None:
            self._keeper.release()
        if resumed is not None:
            self._take_kept_state(table_state(resumed))
        self._keeper = Keeper(self.STORE_GAME, kind, place, resumed=resumed)
        self._autosave()

    def _kept_state(self) -> dict[str, Any]:
        """The table's own state kept with its game (plain JSON data; none here): a first
        game's hints shown, given back by :meth:`_take_kept_state` when it is resumed."""
        return {}

    def _take_kept_state(self, state: dict[str, Any]) -> None:
        """Go on with the table's own state kept with the game it continues (from
        :meth:`_kept_state`, read as written by this or an older version); nothing here."""

    def _snapshot_kept(self) -> dict[str, Any] | None:
        """The row saved: :meth:`_snapshot` with the table's own state in its record."""
        snap = self._snapshot()
        state = self._kept_state()
        if snap is not None and state:
            snap = {**snap, "record": {**snap["record"], TABLE_STATE: state}}
        return snap

    def _autosave(self) -> None:
        if self._keeper is not None and not self._offer:  # type: ignore[attr-defined]
            self._keeper.autosave(self._game.history, self._snapshot_kept)  # type: ignore[attr-defined]

    def offer_saved(
        self, saved: SavedGame, start_new: Callable[[], object], kind: str, place: str
    ) -> None:
        """Show the offer to continue ``saved`` (the game on the table now) on the page;
        Continue keeps it (as ``kind`` from ``place``), New game calls ``start_new`` (which
        puts a new game on the table) and keeps ``saved`` in the store as abandoned. Until
        then the bots wait and the page's commands are refused."""
        self._cancel_bots()  # type: ignore[attr-defined]
        if self._keeper is not None:
            self._keeper.release()
            self._keeper = None
        self._offered = saved
        self._start_new = start_new
        self._offer_where = (kind, place)
        self._offer = self._offer_texts(saved)

    @property
    def offered(self) -> SavedGame | None:
        """The saved game the table offers to continue (None: no offer now)."""
        return self._offered if self._offer else None  # type: ignore[attr-defined]

    def answer_offer(self, go_on: bool) -> bool:
        """Answer the offer (what the page's Continue and New game buttons send)."""
        saved, start_new = self._offered, self._start_new
        if saved is None or not self._offer:  # type: ignore[attr-defined]
            raise self.offer_error("there is no saved game to continue here")
        kind, place = self._offer_where
        self._offer = {}
        self._offered = None
        if go_on:
            self._keep_game(kind, place, resumed=saved)
            self._sync()  # type: ignore[attr-defined]
            self._schedule_bots()  # type: ignore[attr-defined]
            return True
        store().mark(saved.id, "abandoned")
        if start_new is not None:
            start_new()
        self._keep_game(kind, place)
        return True

    def _say_offer_again(self) -> None:
        """The language changed: the offer shown is said in the new one."""
        if self._offered is not None and self._offer:  # type: ignore[attr-defined]
            self._offer = self._offer_texts(self._offered)


__all__ = [
    "OFFER_WORDS",
    "TABLE_STATE",
    "KeptTable",
    "bot_name",
    "check_resume",
    "in_place_of_the_last",
    "offer",
    "restore",
    "resumed",
    "running_cell",
    "same_table",
    "snapshot",
    "table_state",
]
