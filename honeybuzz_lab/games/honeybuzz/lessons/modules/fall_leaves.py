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

from typing import TYPE_CHECKING, Any

from ...game import Game
from ...game.modules.fall_leaves import (
    COLOURS,
    foliage_points,
    foliage_title,
    leaf_counts,
    leaves,
    put_on_top,
    set_foliage,
)
from ...game.state import GameState
from ...game.views import view_of
from ..game_facts import GameFactError
from ..phrases import join
from ..questions import ModuleQuestions
from . import LessonPart, engine_edit, fact_state, position_error, position_state, register

if TYPE_CHECKING:
    from ..explorer import Answer


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
    position_state(state, "fall.leaves", "tops")
    spec = args["tops"]
    if not isinstance(spec, dict) or not spec:
        raise position_error('tops is a table such as { produce = "produce-6", accounting = "" }')
    for kind, tile in spec.items():
        engine_edit(put_on_top, state, kind, tile)


def _adjust_foliage(state: GameState, seat: int, args: dict[str, Any]) -> None:
    position_state(state, "fall.leaves", "foliage")
    engine_edit(set_foliage, state, args["foliage"])


class LeavesQuestions(ModuleQuestions):
    """The explorer's questions about Autumn Leaves, answered for its seat from that seat's
    view."""

    module = "fall.leaves"

    def foliage(self) -> Answer:
        """The foliage card's standing: the card, every player's leaves by colour and what
        the card would pay each of them if the game ended now."""
        from ..explorer import ExplorerError

        world = self._world("fall.leaves")
        mod = leaves(world)
        if mod.foliage is None:
            raise ExplorerError("the solitaire game has no foliage card: it counts all leaves")
        points = foliage_points(world, self.game.rules)  # type: ignore[union-attr]
        items = [
            {
                "seat": p.seat,
                "name": p.name,
                "leaves": leaf_counts(world, p.seat),
                "points": points[p.seat],
            }
            for p in world.players
        ]
        me = items[self.seat]  # type: ignore[index]
        title = self._say(foliage_title(mod.foliage))
        colours = [self._f(f"leaves.{c}", n=n) for c, n in me["leaves"].items() if n]
        best = max(points)
        leaders = [i["name"] for i in items if i["points"] == best]
        question = self._f("q.foliage", player=me["name"])
        sentence = self._f(
            "a.foliage",
            card=title,
            player=me["name"],
            leaves=join(self.texts, colours) if colours else self._f("no_leaves"),
            points=me["points"],
            leaders=join(self.texts, leaders),
            best=best,
        )
        rows = [
            (self._f("col.player"), *(self._f(f"col.{c}") for c in COLOURS), self._f("col.points"))
        ]
        for i in items:
            rows.append((i["name"], *(str(i["leaves"][c]) for c in COLOURS), str(i["points"])))
        hexes = tuple(h for h, _c, _t in mod.hives[self.seat])  # type: ignore[index]
        return self._answer(
            question,
            sentence,
            me["points"],
            items,
            hexes=hexes,
            marks=self._hex_marks(hexes),
            hive=self.hive,
            rows=tuple(rows),
        )


#: The lessons' part of Autumn Leaves (registered with the lessons' module parts).
PART = register(
    LessonPart(
        "fall.leaves",
        questions=LeavesQuestions,
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


__all__ = ["PART", "LeavesQuestions"]
