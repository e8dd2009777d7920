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

from ....core import keeping
from ....core.keeping import bot_name
from ....core.saved_games import SavedGame
from ..game.engine import Game
from ..game.errors import HustleError
from ..game.texts import Said

#: The game's name in the store.
GAME = "hustle"
#: The kind of table the store keeps its games under.
KIND = "hustle"


def place_of(players: int, seat: int | None) -> str:
    """Where a table for ``players`` with the learner at ``seat`` offers its unfinished game."""
    return f"{GAME}.{players}p." + ("shared" if seat is None else f"seat{seat}")


def resumed(resume: bool | int | None, place: str) -> tuple[SavedGame, Game] | None:
    """The saved game a new table continues or offers, replayed (None: a new game):
    ``resume`` a saved game's id (HustleError if there is none), or the unfinished one of
    ``place`` (with ``resume=False`` it is kept as abandoned)."""

    def missing(game_id: int) -> HustleError:
        return HustleError(f"there is no saved Honeycomb Hustle game {game_id}")

    return keeping.resumed(resume, place, GAME, KIND, restore, (HustleError,), missing)


def snapshot(
    game: Game, bots: Mapping[int, Any], seat: int | None, language: str
) -> dict[str, Any]:
    """The row a table saves for ``game``."""
    redo = [str(a) for a in game.undone()]  # the undone decisions
    players, turn = len(game.names), game.state.round
    return keeping.snapshot(
        game.to_record(), redo, bots, players, seat, turn, language, game.is_over
    )


def restore(saved: SavedGame) -> Game:
    """The saved game replayed, its undone decisions ready for redo (RecordError if the
    store's record cannot be replayed)."""
    return keeping.restore(saved, Game.from_record)


def offer(saved: SavedGame, language: str = "en") -> dict[str, str]:
    """The offer shown on the table for ``saved``: the question and its two buttons."""

    def say(word: str, turn: int | None = None, **values: object) -> str:
        if turn is not None:
            values["round"] = turn
        return Said(f"page.resume_{word}", **values).text(language)

    return keeping.offer(saved, say)


__all__ = ["GAME", "KIND", "bot_name", "offer", "place_of", "restore", "resumed", "snapshot"]
