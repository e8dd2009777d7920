"""A Honeycomb Hustle table's game in the data store: what is saved, the game back, the offer.

:func:`snapshot` is what the table's :class:`~honeybuzz_lab.core.saved_games.Keeper` writes
after every decision: the record (the kernel's side, never synced to a page), the redo
branch, the bots by name, the human seats and the table's seat. :func:`restore` replays a
saved game with its undone decisions (redo works again); undo's stop at chance compares the
states before and after a decision, which the replay rebuilds, so it holds after a resume.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ....core.saved_games import SavedGame, saved_when
from ..game.engine import Game
from ..game.texts import Said

#: The game's name in the store.
GAME = "hustle"


def bot_name(bot: object) -> str:
    """A bot's name as the store keeps it (``"planning"``, ``"random"`` ...)."""
    return str(getattr(bot, "name", None) or type(bot).__name__)


def place_of(players: int, seat: int | None) -> str:
    """Where a table for ``players`` with the learner at ``seat`` offers its unfinished game."""
    return f"{GAME}.{players}p." + ("shared" if seat is None else f"seat{seat}")


def snapshot(
    game: Game, bots: Mapping[int, Any], seat: int | None, language: str
) -> dict[str, Any]:
    """The row a table saves for ``game``."""
    return {
        "record": game.to_record(),
        "redo": [str(a) for a in game.undone()],  # the undone decisions
        "bots": {s: bot_name(b) for s, b in bots.items()},
        "humans": [s for s in range(len(game.names)) if s not in bots],
        "seat": seat,
        "turn": game.state.round,
        "language": language,
        "finished": game.is_over,
    }


def restore(saved: SavedGame) -> Game:
    """The saved game replayed, its undone decisions ready for redo (RecordError if the
    store's record cannot be replayed)."""
    record = dict(saved.record)
    if saved.redo:
        record["redo"] = saved.redo
    return Game.from_record(record)


def offer(saved: SavedGame, language: str = "en") -> dict[str, str]:
    """The offer shown on the table for ``saved``: the question and its two buttons."""
    day, date, clock = saved_when(saved.updated)
    when = Said(f"page.resume_{day}", date=date, time=clock).text(language)
    return {
        "text": Said("page.resume_offer", when=when, round=saved.turn).text(language),
        "yes": Said("page.resume_continue").text(language),
        "no": Said("page.resume_new").text(language),
    }


__all__ = ["GAME", "bot_name", "offer", "place_of", "restore", "snapshot"]
