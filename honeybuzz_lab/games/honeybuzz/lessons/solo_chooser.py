"""A solo game with a difficulty chooser: picking a difficulty starts a new game at it.

>>> solo = SoloChooser("larva", seed=3)      # doctest: +SKIP
>>> solo                                      # doctest: +SKIP

The dropdown lists the difficulties of table g with the contest points each needs; the
table below it is a :class:`~.solo_game.SoloGame` (``solo.table``), replaced by a new one
whenever another difficulty is chosen (on the page or with :meth:`SoloChooser.choose`).
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from ....core.inputs import quote
from ....core.lessons.texts import check_language
from ..game.errors import SetupError
from ..game.modules.solo import TABLE_G_MINIMUM, difficulty_term
from .solo_game import DIFFICULTIES, SoloGame
from .texts import catalog


def _capital(word: str) -> str:
    return word[:1].upper() + word[1:]


def difficulty_options(language: str = "en") -> list[tuple[str, str]]:
    """``(label, difficulty)`` for each difficulty, easiest first, in ``language``."""
    texts = catalog(check_language(language))
    return [
        (
            texts.text(
                "solo_chooser.option",
                difficulty=_capital(difficulty_term(name).text(language)),
                need=TABLE_G_MINIMUM[name],
            ),
            name,
        )
        for name in DIFFICULTIES
    ]


class SoloChooser(w.VBox):
    """A difficulty dropdown above a solo game's table (see the module docstring)."""

    def __init__(
        self,
        difficulty: str = "larva",
        seed: int | None = None,
        *,
        advanced: bool = False,
        language: str = "en",
        bot_delay: float = 0.8,
        you: str | None = None,
    ) -> None:
        self.language = check_language(language)
        self._options = {
            "seed": seed,
            "advanced": advanced,
            "language": language,
            "bot_delay": bot_delay,
            "you": you,
        }
        self.table = SoloGame(difficulty, **self._options)  # refuses a bad difficulty first
        texts = catalog(language)
        self.dropdown = w.Dropdown(
            options=difficulty_options(language),
            value=difficulty,
            description=texts["solo_chooser.difficulty"],
            description_allow_html=False,
            tooltip=texts["solo_chooser.label"],
            style={"description_width": "initial"},
            layout=w.Layout(width="auto"),
        )
        self.dropdown.add_class("hb-solo-difficulty")
        self.dropdown.observe(self._chosen, names="value")
        super().__init__([self.dropdown, self.table])
        self.add_class("hb-solo-chooser")

    @property
    def difficulty(self) -> str:
        """The difficulty of the game on the table now."""
        return self.table.difficulty

    def choose(self, difficulty: str) -> None:
        """Start a new game at ``difficulty`` (ValueError, and nothing changes, when it is
        not one of table g's)."""
        if not isinstance(difficulty, str) or difficulty not in TABLE_G_MINIMUM:
            raise SetupError(
                f"difficulty is one of {', '.join(DIFFICULTIES)}, not {quote(difficulty)}"
            )
        if difficulty == self.dropdown.value:
            self._chosen({"new": difficulty})
        else:
            self.dropdown.value = difficulty

    def _chosen(self, change: dict[str, Any]) -> None:
        old = self.table
        self.table = SoloGame(change["new"], **self._options)
        self.children = (self.dropdown, self.table)
        old.close()


__all__ = ["SoloChooser", "difficulty_options"]
