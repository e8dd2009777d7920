"""A solo game of Honey Buzz (the solitaire variant) on the table, at a chosen difficulty.

>>> play = SoloGame(difficulty="larva", seed=3)      # doctest: +SKIP
>>> play                                              # doctest: +SKIP

The learner plays the only seat against the two drones; after each turn the table replays
the drone turn step by step (``bot_delay`` seconds between steps; "Skip" or Esc shows it
at once), and every choice the rulebook gives the player during a drone turn is a decision
on the table. ``advanced=True`` adds the advanced variant (face-down tiles).

The game is kept in the data store after every decision; after a kernel restart a new
``SoloGame()`` (no ``seed``) offers to continue the unfinished solo game (``resume``:
True, False or a saved game's id, as for :class:`~.full_game.FullGame`).
:meth:`SoloGame.save` writes the record (with the undone moves), :meth:`SoloGame.load`
goes on from one.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ....core.inputs import quote, read_json_file
from ....core.lessons.texts import check_language
from ....core.records import write_record
from ....core.saved_games import SavedGame
from ..game import Game, GameRecordError, new_seed
from ..game.errors import SetupError
from ..game.modules.solo.data import TABLE_G_MINIMUM
from ..widgets import GameTable, table_keep
from ..widgets.table import default_players
from .full_game import save_record

#: The difficulties of table g, easiest first.
DIFFICULTIES: tuple[str, ...] = tuple(TABLE_G_MINIMUM)


def new_solo_game(
    difficulty: str = "larva",
    seed: int | None = None,
    *,
    advanced: bool = False,
    language: str = "en",
    you: str | None = None,
) -> Game:
    """A new solo game (ValueError names the difficulties when ``difficulty`` is not one)."""
    check_language(language)
    if not isinstance(difficulty, str) or difficulty not in TABLE_G_MINIMUM:
        raise SetupError(f"difficulty is one of {', '.join(DIFFICULTIES)}, not {quote(difficulty)}")
    seed = new_seed() if seed is None else seed
    modules = ["solo", "advanced"] if advanced else ["solo"]
    name = you if you is not None else default_players(language)[0]
    return Game.new(
        [name], seed=seed, modules=modules, options={"solo": {"difficulty": difficulty}}
    )


class SoloGame(GameTable):
    """The table of a new solo game at ``difficulty`` (see the module docstring)."""

    def __init__(
        self,
        difficulty: str = "larva",
        seed: int | None = None,
        *,
        advanced: bool = False,
        language: str = "en",
        bot_delay: float = 0.8,
        you: str | None = None,
        resume: bool | int | None = None,
        game: Game | None = None,
        **kwargs: Any,
    ) -> None:
        table_keep.check_resume(resume)
        if (game is not None or seed is not None) and resume not in (None, False):
            raise TypeError("resume continues a saved game: give no game and no seed with it")
        if game is not None and "solo" not in game.rules.modules:
            raise GameRecordError("not a solo game: play it with FullGame or GameTable")
        new_args = {"advanced": advanced, "language": language, "you": you}
        new_solo_game(difficulty, seed, **new_args)  # refuses a bad difficulty first
        modules = ["solo", "advanced"] if advanced else ["solo"]
        place = table_keep.place_of("solo", modules) if game is None and seed is None else ""
        found = table_keep.resumed(resume, place, "solo")
        saved: SavedGame | None = None
        if found is not None:
            saved, game = found
        elif game is None:
            game = new_solo_game(difficulty, seed, **new_args)
        super().__init__(
            game, seat=0, bot_delay=bot_delay, language=language, autosave=False, **kwargs
        )

        def start_new() -> None:
            self.game = new_solo_game(difficulty, None, **new_args)

        if saved is not None and resume is None:
            self.offer_saved(saved, start_new, "solo", place)
        else:
            self.keep("solo", place, resumed=saved)

    @property
    def difficulty(self) -> str:
        """The difficulty of table g this game is played at."""
        return str(self._game.state.modules["solo"].difficulty)

    def save(self, path: str | Path) -> Path:
        """Write the game record (JSON) to ``path``, with the undone moves redo replays;
        load it again with :meth:`load`."""
        path = Path(path)
        write_record(path, save_record(self._game, self._bots))
        return path

    @classmethod
    def load(cls, path: str | Path, **options: Any) -> SoloGame:
        """Go on with a solo game saved by :meth:`save` or ``Game.save`` (``options`` as for
        the constructor: ``bot_delay``, ``language``), its undone moves ready for redo.
        GameRecordError if the file is not a solo game (a game against bots: FullGame.load)."""
        game = Game.from_record(read_json_file(path, GameRecordError))
        if "solo" not in game.rules.modules:
            raise GameRecordError("not a solo game: open it with FullGame.load(path)")
        return cls(game=game, **options)


__all__ = ["DIFFICULTIES", "SoloGame", "new_solo_game"]
