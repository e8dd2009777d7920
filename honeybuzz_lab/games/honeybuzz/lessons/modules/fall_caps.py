"""What the lessons know of Nectar Caps: its facts and its teaching adjustments.

See :mod:`..modules` for what each is. Its teaching adjustments (like the base game's in
:mod:`..positions`, each a table with one of these keys and ``seat``, default: the first
player):

``cap = [q, r]``
    The player capped the nectar tile on that hex of their hive earlier with the most
    valuable cap left (honey on it went back to the supply for one coin).
"""

from __future__ import annotations

from typing import Any

from ...game import Game
from ...game.log import Log
from ...game.state import GameState
from ..game_facts import GameFactError
from . import LessonPart, position_error, position_state, register


def _trophy(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """Who wins trophy ``place`` (1 or 2) with each player's caps ``caps``: the names
    (``names``) of the winners joined by '-', or 'none'."""
    from ...game.modules.fall_caps import caps_data, trophies

    spec = args["trophy"]
    if not isinstance(spec, dict) or set(spec) != {"caps", "names", "place"}:
        raise GameFactError("write trophy = { caps = [[10, 8], ...], names = [...], place = 1 }")
    caps, names, place = spec["caps"], spec["names"], spec["place"]
    awards = caps_data().trophies[len(caps)]
    if len(names) != len(caps) or place not in (1, 2) or place > len(awards):
        raise GameFactError("trophy: a name for each player, and place 1 or 2 (3-4 players)")
    alone = [0] * len(awards)
    alone[place - 1] = awards[place - 1]
    won = trophies(caps, alone)
    return frozenset({"-".join(n for n, w in zip(names, won, strict=True) if w) or "none"})


def _adjust_cap(state: GameState, seat: int, args: dict[str, Any]) -> None:
    from ...game.modules.fall_caps import cap_cell, cappable

    mod = position_state(state, "fall.caps", "cap")
    h = args["cap"]
    if not (isinstance(h, list) and len(h) == 2 and all(isinstance(c, int) for c in h)):
        raise position_error(f"cap is a hex [q, r] of the player's hive, not {h!r}")
    cell = (h[0], h[1])
    if cell not in cappable(state, seat):
        raise position_error(f"{h} is not an uncapped nectar tile of the player's hive")
    if not mod.available:
        raise position_error("no nectar cap is left")
    cap_cell(state, seat, cell, Log())


#: The lessons' part of Nectar Caps (registered with the lessons' module parts).
PART = register(
    LessonPart(
        "fall.caps",
        facts={
            "trophy": ("who wins Nectar Caps' trophy 1 or 2: names joined by '-'", _trophy),
        },
        adjust={
            "cap": _adjust_cap,
        },
    )
)


__all__ = ["PART"]
