"""A module's questions to the explorer: the base its LessonPart's ``questions`` class extends.

A module that the explorer can answer questions about registers, in its LessonPart
(``lessons/modules/<file>.py``), a subclass of :class:`ModuleQuestions`: each public method
is a question (``Explorer.<name>()``), answered for the explorer's seat from that seat's view
(:meth:`ModuleQuestions._world`). The explorer makes one object of it per question asked,
around itself: the explorer's game, seat, language and texts are the question's.

A module that changes a base question's answer (a forage that gains fruit, a sale of fruit)
overrides the hooks below; the explorer asks the hooks of the modules its game is played
with, and answers as the base game does where none answers.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ....core.i18n import catalog
from ..widgets.words import in_page_words

if TYPE_CHECKING:
    from ..game.state import GameState
    from .explorer import Answer, Explorer


class ModuleQuestions:
    """A module's questions, asked of ``explorer`` (see the module's docstring)."""

    #: the module the questions are about (its name, as registered)
    module: str = ""

    def __init__(self, explorer: Explorer) -> None:
        self.explorer = explorer

    def __getattr__(self, name: str) -> Any:
        # the explorer's game, seat, language, texts and helpers are the question's
        if name == "explorer":
            raise AttributeError(name)
        return getattr(self.explorer, name)

    # ------------------------------------------------------------------ hooks

    def forage_items(self) -> list[dict[str, Any]] | None:
        """The forage question's spaces when the module changes what a forage gives (None:
        the base game's)."""
        return None

    def forage_yield(self, item: dict[str, Any]) -> str | None:
        """What a forage on ``item``'s space yields, in words (None: the base game's)."""
        return None

    def sale_line(self) -> dict[str, Any] | None:
        """The sales question's line of what the module sells (None: nothing to sell)."""
        return None

    #: whether the player's pollen is sold as in the base game (False: the module's
    #: ``sale_line`` sells it instead)
    sells_pollen: bool = True

    def sale_sentence(self, name: str, item: dict[str, Any]) -> str | None:
        """The sales answer when the module's line pays best (None: the base game's)."""
        return None

    # ------------------------------------------------------------------ helpers

    def _f(self, key: str, **params: object) -> str:
        return self.texts.text(f"explorer_fall.{key}", **params)

    def _fn(self, key: str, n: int, **params: object) -> str:
        return self._f(f"{key}.{'one' if n == 1 else 'many'}", n=n, **params)

    def _say(self, message: Any) -> str:
        """A game sentence (a Message) in the explorer's language, in the rules' words."""
        return str(in_page_words(self.game.rules, message).text(self.language))

    def _coins(self, n: int) -> str:
        return self._fn("coins", n)

    def _world(self, module: str | None = None) -> GameState:
        """The seat's world: a whole state built from its view (what the seat may know).
        ExplorerError if the game is not played with the module."""
        from ..game.worlds import seat_world
        from .explorer import ExplorerError

        module = module or self.module
        state = self._state()
        modules = state.ruleset.modules if state.ruleset is not None else ()
        if module not in modules:
            played = ", ".join(m for m in modules if m != "base") or "no module"
            raise ExplorerError(
                f"this question is about {_title(module)}; this game is played with {played}"
            )
        return seat_world(state, self.seat, random.Random(0))

    def _answer(self, question: str, sentence: str, value: Any, items: Any, **more: Any) -> Answer:
        from .explorer import Answer

        return Answer(question, sentence, value, tuple(items), **more)


def _title(module: str) -> str:
    """The module's name as a learner reads it in an error (its title in the "New game"
    dialog, with its name), or its name alone."""
    key = f"table.fall.chooser.label.{module.replace('.', '_')}"
    texts = catalog("en")
    return f"{texts[key]} ({module})" if key in texts else module


__all__ = ["ModuleQuestions"]
