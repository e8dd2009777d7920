"""What the lessons know of Autumn Leaves: its facts and its teaching adjustments.

See :mod:`..modules` for what each is. Its teaching adjustments (like the base game's in
:mod:`..positions`, each a table with one of these keys and ``seat``, default: the first
player):

``tops = { produce = "produce-6", accounting = "" }``
    That tile lies on top of its kind's stack: it swaps places with the top tile of the
    same pile (``""``: a tile without leaves from that pile).
``foliage = "FO1"``
    The foliage card in play.
"""

from __future__ import annotations

from typing import Any

from ...game import Game
from ...game.state import GameState
from ...game.views import view_of
from ..game_facts import GameFactError
from . import LessonPart, fact_state, position_error, position_state, register


def _foliage_score(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """The points foliage card ``card`` gives seat ``seat`` of players holding ``leaves``
    (each a list of yellow, red and purple counts)."""
    from ...game.modules.fall_leaves import COLOURS, FOLIAGE, score_card

    spec = args["foliage_score"]
    if not isinstance(spec, dict) or set(spec) != {"card", "leaves", "seat"}:
        raise GameFactError("write foliage_score = { card = 'FO1', leaves = [[5,3,0]], seat = 0 }")
    card = FOLIAGE.get(spec["card"])
    leaves = spec["leaves"]
    if card is None or not isinstance(leaves, list) or not 0 <= spec["seat"] < len(leaves):
        raise GameFactError("foliage_score: a foliage card id, the players' leaves and a seat")
    counts = [dict(zip(COLOURS, row, strict=True)) for row in leaves]
    return frozenset({str(score_card(card, counts, [0] * len(counts))[spec["seat"]])})


def _top_below_known(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """'yes' if the player on turn knows the tile under the top of this kind's stack."""
    kind = args["top_below_known"]
    fact_state(game, "fall.leaves")
    view = view_of(game.state, game.state.turn.seat)["leaves"]
    if kind not in view["tops"]:
        raise GameFactError(f"top_below_known names a tile kind, not {kind!r}")
    return frozenset({"yes" if view["bottoms"].get(kind) else "no"})


def _adjust_tops(state: GameState, seat: int, args: dict[str, Any]) -> None:
    from ...game.modules.fall_leaves import TILE_KIND

    mod = position_state(state, "fall.leaves", "tops")
    spec = args["tops"]
    if not isinstance(spec, dict) or not spec:
        raise position_error('tops is a table such as { produce = "produce-6", accounting = "" }')
    for kind, tile in spec.items():
        pile = mod.stacks.get(kind)
        if not pile:
            raise position_error(f"there is no {kind!r} stack with tiles")
        if tile and TILE_KIND.get(tile) != kind:
            raise position_error(f"{tile!r} is not a leafy {kind} tile")
        if tile not in pile:
            raise position_error(f"the {kind} stack holds no {tile or 'tile without leaves'!r}")
        i = len(pile) - 1 - pile[::-1].index(tile)
        pile[i], pile[-1] = pile[-1], pile[i]


def _adjust_foliage(state: GameState, seat: int, args: dict[str, Any]) -> None:
    from ...game.modules.fall_leaves import FOLIAGE

    mod = position_state(state, "fall.leaves", "foliage")
    if mod.foliage is None:
        raise position_error("the solitaire variant plays without a foliage card")
    if args["foliage"] not in FOLIAGE:
        raise position_error(f"foliage is one of {', '.join(sorted(FOLIAGE))}")
    mod.foliage = args["foliage"]


#: The lessons' part of Autumn Leaves (registered with the lessons' module parts).
PART = register(
    LessonPart(
        "fall.leaves",
        facts={
            "foliage_score": ("a foliage card's points for one of these players", _foliage_score),
            "top_below_known": ("'yes' if the tile under a stack's top is known", _top_below_known),
        },
        adjust={
            "tops": _adjust_tops,
            "foliage": _adjust_foliage,
        },
    )
)


__all__ = ["PART"]
