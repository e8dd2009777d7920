"""Lesson 9: a full game against one to three bots, with the "Why?" hint beside the table.

>>> play = FullGame(bots=2, strength="greedy", seed=7)      # doctest: +SKIP
>>> play                                                     # doctest: +SKIP

The learner plays seat 0 (named ``you``: "Player" by default, "Játékos" in Hungarian) on
a :class:`~honeybuzz_lab.games.honeybuzz.widgets.GameTable`; the bots answer for the other seats.
The
:class:`~.why.WhyPanel` explains the learner's pending decision. ``modules`` and
``options`` choose the variant as for ``Game.new`` (``modules=["advanced"]``: the advanced
variant, where the bots and Why? reason only from what the seat has seen). :meth:`FullGame.save`
writes the game record, :meth:`FullGame.load` goes on from one.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as w

from ....core.lessons.markup import inline
from ....core.lessons.panel import style
from ....core.lessons.texts import check_language
from ..game import Game, new_seed
from ..game.bots import BOTS, make_bot
from .texts import catalog
from .why import WhyPanel

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


class FullGame(w.VBox):
    """A game of Honey Buzz against bots with the "Why?" hint (see the module docstring)."""

    def __init__(
        self,
        game: Game | None = None,
        *,
        bots: int = 1,
        strength: str | Sequence[str] = "greedy",
        seed: int | None = None,
        language: str = "en",
        bot_delay: float = 0.8,
        you: str | None = None,
        first_game: bool = True,
        modules: Sequence[str] = (),
        options: dict[str, dict[str, Any]] | None = None,
        **kwargs: Any,
    ) -> None:
        from ..widgets import GameTable
        from ..widgets.table import default_players

        self.language = check_language(language)
        texts = catalog(language)
        seed = new_seed() if seed is None else seed
        if game is None:
            make_bots(bots, strength, seed)  # refuses a bad count or strength first
            you = default_players(language)[0] if you is None else you
            game = Game.new(
                [you, *bot_names(language)[:bots]],
                seed=seed,
                first_game=first_game,
                modules=modules,
                options=options,
            )
        elif modules or options:
            raise TypeError("give modules and options for a new game, not with a Game")
        elif not isinstance(game, Game):
            raise TypeError(f"FullGame plays a Game, not {type(game).__name__}")
        else:
            bots = len(game.players) - 1
        self.strengths = _strengths(strength, bots)
        self.table = GameTable(
            game,
            bots=make_bots(bots, self.strengths, seed),
            seat=0,
            bot_delay=bot_delay,
            language=self.language,
        )
        self.why = WhyPanel(self.table, language=language)
        names = ", ".join(
            f"{game.players[s].name} ({texts['advisor.strength.' + self.strengths[s - 1]]})"
            for s in range(1, len(game.players))
        )
        self._header = w.HTML(
            f'<div class="hb-full-game"><b>{escape(texts["advisor.game.title"])}</b> · '
            f"{inline(texts.text('advisor.game.players', you=game.players[0].name, bots=names))}"
            "</div>"
        )
        # The Why? panel beside the table, both on one screen (widget_js/lesson.css).
        self._row = w.HBox([self.why, self.table])
        self._row.add_class("hb-full-game-row")
        super().__init__([w.HTML(style()), self._header, self._row], **kwargs)
        self.add_class("hb-full-game")

    @property
    def game(self) -> Game:
        """The game on the table."""
        return self.table.game

    def save(self, path: str | Path) -> Path:
        """Write the game record (JSON) to ``path``; load it again with :meth:`load`."""
        path = Path(path)
        self.game.save(path)
        return path

    @classmethod
    def load(cls, path: str | Path, **options: Any) -> FullGame:
        """Go on with a game saved by :meth:`save` (``options`` as for the constructor)."""
        return cls(Game.load(path), **options)

    def __repr__(self) -> str:
        bots = ", ".join(self.strengths)
        modules = list(self.game.rules.modules)
        variant = f", modules: {modules}" if modules else ""
        return f"FullGame({self.game!r}, bots: {bots}{variant}, language={self.language!r})"


__all__ = ["BOT_NAMES", "BOT_NAMES_BY_LANGUAGE", "FullGame", "bot_names", "make_bots"]
