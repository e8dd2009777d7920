"""A solo game of Honey Buzz (the solitaire variant) on the table, at a chosen difficulty.

>>> play = SoloGame(difficulty="larva", seed=3)      # doctest: +SKIP
>>> play                                              # doctest: +SKIP

The learner plays the only seat against the two drones; after each turn the table replays
the drone turn step by step (``bot_delay`` seconds between steps; "Skip" or Esc shows it
at once), and every choice the rulebook gives the player during a drone turn is a decision
on the table. ``advanced=True`` adds the advanced variant (face-down tiles).
"""

from __future__ import annotations

from typing import Any

from ....core.inputs import quote
from ....core.lessons.texts import check_language
from ..game import Game, new_seed
from ..game.modules.solo import TABLE_G_MINIMUM
from ..game.setup import SetupError
from ..widgets import GameTable
from ..widgets.table import default_players

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
        **kwargs: Any,
    ) -> None:
        game = new_solo_game(difficulty, seed, advanced=advanced, language=language, you=you)
        super().__init__(game, seat=0, bot_delay=bot_delay, language=language, **kwargs)

    @property
    def difficulty(self) -> str:
        """The difficulty of table g this game is played at."""
        return str(self._game.state.modules["solo"].difficulty)


__all__ = ["DIFFICULTIES", "SoloGame", "new_solo_game"]
