"""A Honey Buzz table's game in the data store: what is saved, the game back, the offer.

:func:`snapshot` is what a table's :class:`~honeybuzz_lab.core.saved_games.Keeper` writes
after every decision: the engine's record (the kernel's side: it is never synced to a
page), the redo branch, the bots by name, the human seats and the table's seat.
:func:`restore` replays a saved game with its undone moves, so redo works again; undo's
stops at chance (RULINGS 10) come from the replayed log, so they hold after a resume too.
:func:`offer` is the question the table shows ("Continue your game from ... (turn N)?").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ....core import keeping
from ....core.i18n import Message, check_language
from ....core.keeping import bot_name, check_resume
from ....core.saved_games import SavedGame, saved_when
from ..game import Game, GameRecordError

#: The game's name in the store.
GAME = "honeybuzz"


def place_of(kind: str, modules: Sequence[str], players: int | None = None) -> str:
    """Where a table of ``kind`` playing ``modules`` (with ``players`` people, where that
    is the table's choice) offers its unfinished game from."""
    who = "" if players is None else f":{players}"
    return f"{GAME}.{kind}{who}" + "".join(f"+{m}" for m in sorted(modules))


def resumed(resume: bool | int | None, place: str, kind: str) -> tuple[SavedGame, Game] | None:
    """The saved game a new table of ``kind`` continues or offers, replayed (None: a new
    game): ``resume`` a saved game's id (GameRecordError if there is none of ``kind``), or
    the unfinished one of ``place`` (with ``resume=False`` it is kept as abandoned)."""

    def missing(game_id: int) -> GameRecordError:
        return GameRecordError(f"there is no saved {kind} game {game_id} to continue")

    return keeping.resumed(resume, place, GAME, kind, restore, (GameRecordError,), missing)


def snapshot(
    game: Game, bots: Mapping[int, Any], seat: int | None, language: str
) -> dict[str, Any] | None:
    """The row a table saves for ``game`` (None: a game whose record cannot be written)."""
    try:
        record = game.to_record()
    except GameRecordError:
        return None
    redo = [a.to_json() for a in game.undone()]  # the undone moves
    players, turn = len(game.players), game.turn_number
    return keeping.snapshot(record, redo, bots, players, seat, turn, language, game.is_over)


def restore(saved: SavedGame) -> Game:
    """The saved game replayed, its undone moves ready for redo (GameRecordError if the
    store's record cannot be replayed)."""
    return keeping.restore(saved, Game.from_record)


def when(stamp: float, language: str = "en", now: float | None = None) -> str:
    """A save's time in words: "today at 14:05", "yesterday at 09:12", "2026-11-30 at 18:40"."""
    day, date, clock = saved_when(stamp, now)
    return Message(f"table.resume.{day}", date=date, time=clock).text(check_language(language))


def offer(saved: SavedGame, language: str = "en") -> dict[str, str]:
    """The offer shown on the table for ``saved``: the question and its two buttons."""

    def say(word: str, **values: object) -> str:
        return Message(f"table.resume.{word}", **values).text(language)

    return keeping.offer(saved, say)


__all__ = [
    "GAME",
    "bot_name",
    "check_resume",
    "offer",
    "place_of",
    "restore",
    "resumed",
    "snapshot",
    "when",
]
