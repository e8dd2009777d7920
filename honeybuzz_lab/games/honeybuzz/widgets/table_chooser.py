"""The module chooser of the table's "New game" dialog (``_chooser``).

The learner ticks the modules of the next game: those whose table part says where the
dialog lists it (``TablePart.offered`` in ``widgets/modules/<name>.py``) and whose player
counts include the table's (a one-player module only on a table of one). Each comes with
one line on what it changes, in the table's language. The page sends
``{"kind": "new_game", "modules": [...]}``; the engine checks the mix
(:func:`honeybuzz_lab.games.honeybuzz.game.registry.compose` and the setup: a
:class:`~honeybuzz_lab.games.honeybuzz.game.errors.SetupError` says what is wrong, and the table
shows it and keeps the game it has).

``_chooser`` is ``{}`` on a view that cannot start games, else::

    {"modules": [{"name", "label", "line", "on", "implies": [names]}], "title", "intro",
     "open", "start", "cancel", "implied", "in_progress", "abandon", "yes", "no"}

While a game is in progress (``in_progress``), "Start" first asks in place whether to
abandon it ("Abandon this game?", Yes / No); Yes sends ``"confirm": true`` with the new
game's modules. The table refuses a new game before the end without it.
"""

from __future__ import annotations

from typing import Any

from ....core.i18n import text
from ..game import Game
from ..game.registry import get_module
from .modules import parts


def _t(language: str, key: str, **params: object) -> str:
    return text(language, f"table.fall.chooser.{key}", **params)


def offered(game: Game) -> tuple[str, ...]:
    """The modules the chooser lists for the players of ``game``: those whose table part
    is offered (``TablePart.offered``, in its order) and whose player counts include the
    table's (a module for the base game's counts is offered at any table)."""
    n = len(game.players)
    places = {name: p.offered for name, p in parts().items() if p.offered is not None}
    fits = [name for name in places if _allows(get_module(name).players, n)]
    return tuple(sorted(fits, key=places.__getitem__))


def _allows(players: tuple[int, int] | None, n: int) -> bool:
    """Whether a module for ``players`` (None: the base game's counts) suits ``n`` players."""
    return players is None or players[0] <= n <= players[1]


def encode_chooser(game: Game, language: str = "en") -> dict[str, Any]:
    """The dialog's modules (ticked as in ``game``) and its texts."""
    modules = []
    for name in offered(game):
        key = name.replace(".", "_")
        modules.append(
            {
                "name": name,
                "label": _t(language, f"label.{key}"),
                "line": _t(language, f"line.{key}"),
                "on": name in game.rules.modules,
                "implies": list(get_module(name).implies),
            }
        )
    return {
        "modules": modules,
        "title": _t(language, "title"),
        "intro": _t(language, "intro"),
        "open": _t(language, "open"),
        "open_title": _t(language, "open_title"),
        "start": _t(language, "start"),
        "cancel": _t(language, "cancel"),
        "implied": _t(language, "implied"),
        "in_progress": not game.is_over,
        "abandon": _t(language, "abandon"),
        "yes": _t(language, "yes"),
        "no": _t(language, "no"),
    }


__all__ = ["encode_chooser", "offered"]
