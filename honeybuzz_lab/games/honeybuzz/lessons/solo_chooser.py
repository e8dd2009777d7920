"""A solo game with a difficulty chooser: picking a difficulty starts a new game at it.

>>> solo = SoloChooser("larva", seed=3)      # doctest: +SKIP
>>> solo                                      # doctest: +SKIP

The chooser is one anywidget: a :class:`~.solo_game.SoloGame` (``solo.table`` is the
chooser itself) whose page draws the difficulty list above the table. The list names the
difficulties of table g with the contest points each needs; its state is synced as plain
data in ``_difficulty`` (``{"label", "title", "options": [[difficulty, label], ...],
"value"}``). Choosing another difficulty (on the page, or with :meth:`SoloChooser.choose`)
deals a new game at it on the same table. The page sends ``{"kind": "difficulty",
"difficulty": "queen"}``; a malformed message is refused (the package's MessageError,
shown on the table) and changes nothing.
"""

from __future__ import annotations

import traitlets as t

from ....core.inputs import quote
from ....core.lessons.texts import check_language
from ....core.messages import MessageError, message_kind
from ..game.errors import SetupError
from ..game.modules.solo.data import TABLE_G_MINIMUM
from ..game.modules.solo.words import difficulty_term
from .solo_game import DIFFICULTIES, SoloGame, new_solo_game
from .texts import catalog

#: The page's message choosing a difficulty, and the field it takes besides ``kind``.
DIFFICULTY_MESSAGE = {"difficulty": frozenset({"difficulty"})}


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


def _check_difficulty(difficulty: object) -> str:
    if not isinstance(difficulty, str) or difficulty not in TABLE_G_MINIMUM:
        raise SetupError(f"difficulty is one of {', '.join(DIFFICULTIES)}, not {quote(difficulty)}")
    return difficulty


class SoloChooser(SoloGame):
    """A difficulty list above a solo game's table (see the module docstring)."""

    #: The difficulty list as the page draws it (see the module docstring).
    _difficulty = t.Dict().tag(sync=True)

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
        self._options = {"advanced": advanced, "language": language, "you": you}
        self._seed = seed
        self._drawn = False  # the list is drawn once the table is
        # refuses a bad difficulty or language first
        super().__init__(difficulty, seed, bot_delay=bot_delay, **self._options)
        self._drawn = True
        self._draw_chooser()

    @property
    def table(self) -> SoloChooser:
        """The solo game's table: the chooser itself (a SoloGame)."""
        return self

    def _draw_chooser(self) -> None:
        texts = catalog(self.language)
        self._difficulty = {
            "label": texts["solo_chooser.difficulty"],
            "title": texts["solo_chooser.label"],
            "options": [[value, label] for label, value in difficulty_options(self.language)],
            "value": self.difficulty,
        }

    @t.observe("language")
    def _chooser_language(self, change: dict) -> None:
        if getattr(self, "_drawn", False):
            self._options["language"] = change["new"]
            self._draw_chooser()

    def choose(self, difficulty: str) -> None:
        """Deal a new game at ``difficulty`` (the same one again deals a new game too);
        SetupError (a ValueError), and nothing changes, when it is not one of table g's."""
        _check_difficulty(difficulty)
        if self._offer:  # the offer to continue a saved game is answered: a new game
            self.answer_offer(False)
        self.game = new_solo_game(difficulty, self._seed, **self._options)
        self._schedule_bots()
        self._draw_chooser()

    def handle_message(self, content: object) -> bool:
        """The page's choice of a difficulty (``{"kind": "difficulty", "difficulty"}``);
        any other message goes to the table. True if the game changed."""
        if not (isinstance(content, dict) and content.get("kind") == "difficulty"):
            return super().handle_message(content)
        try:
            message_kind(content, DIFFICULTY_MESSAGE)
            try:
                _check_difficulty(content["difficulty"])
            except SetupError as e:
                raise MessageError(str(e)) from None
        except MessageError as e:
            self.show_error(self.message_error(str(e)))
            self._draw_chooser()  # the page's list shows the game's difficulty again
            return False
        self.show_error("")
        self.choose(content["difficulty"])
        return True


__all__ = ["SoloChooser", "difficulty_options"]
