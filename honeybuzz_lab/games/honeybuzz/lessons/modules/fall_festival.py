"""What the lessons know of Harvest Festival: its facts and its teaching adjustments.

See :mod:`..modules` for what each is. Its teaching adjustments (like the base game's in
:mod:`..positions`, each a table with one of these keys and ``seat``, default: the first
player):

``toasts = ["T01", ...]``
    The toast cards face up on the board, one a slot (all of them, each a card the game
    may use).
``retired = N``
    The player retired N of their available workers earlier (to work).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game import Game
from ...game.modules.fall_festival import (
    festival,
    retire_earlier,
    set_toasts,
    toast_coins,
    toast_text,
    why_not_retire,
)
from ...game.state import GameState
from ..game_facts import GameFactError
from ..questions import ModuleQuestions
from . import LessonPart, engine_edit, fact_state, position_state, register, whole

if TYPE_CHECKING:
    from ..explorer import Answer


def _toast_pays(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """Coins toasting with this card pays the player on turn now."""
    from ...game.modules.fall_festival import toast_coins

    fest = fact_state(game, "fall.festival")
    card = args["toast_pays"]
    if card not in fest.slots:
        raise GameFactError(f"toast card {card!r} is not face up on the festival board")
    return frozenset({str(toast_coins(game.state, game.state.turn.seat, card, retiring=1))})


def _adjust_toasts(state: GameState, seat: int, args: dict[str, Any]) -> None:
    position_state(state, "fall.festival", "toasts")
    engine_edit(set_toasts, state, args["toasts"])


def _adjust_retired(state: GameState, seat: int, args: dict[str, Any]) -> None:
    position_state(state, "fall.festival", "retired")
    engine_edit(retire_earlier, state, seat, whole(args["retired"], "retired"))


class FestivalQuestions(ModuleQuestions):
    """The explorer's questions about Harvest Festival, answered for its seat from that seat's
    view."""

    module = "fall.festival"

    def toasts(self) -> Answer:
        """Which retirement toast pays the most now: every face-up toast card's coins for
        the seat (the retiring worker counted), and whether it can retire a worker."""
        world = self._world("fall.festival")
        seat = self.seat
        assert seat is not None
        fest = festival(world)
        player = world.players[seat]
        items = sorted(
            (
                {
                    "card": c,
                    "text": self._say(toast_text(c)),
                    "coins": toast_coins(world, seat, c, 1),
                }
                for c in fest.slots
                if c is not None
            ),
            key=lambda i: (-i["coins"], i["card"]),
        )
        free = fest.spaces - fest.occupied
        why = why_not_retire(world, seat)
        question = self._f("q.toasts", player=player.name)
        if not items:
            sentence = self._f("a.toasts_none", player=player.name)
        else:
            best = items[0]
            sentence = self._f(
                "a.toasts",
                player=player.name,
                card=best["text"],
                coins=self._coins(best["coins"]),
                free=free,
            )
        if why is not None:
            sentence += " " + self._f("a.toasts_cannot", player=player.name, why=self._say(why))
        rows = [(self._f("col.toast"), self._f("col.coins"))]
        rows += [(i["text"], str(i["coins"])) for i in items]
        return self._answer(
            question, sentence, items[0]["coins"] if items else 0, items, rows=tuple(rows)
        )


#: The lessons' part of Harvest Festival (registered with the lessons' module parts).
PART = register(
    LessonPart(
        "fall.festival",
        questions=FestivalQuestions,
        facts={
            "toast_pays": ("coins toasting with this card pays now", _toast_pays),
        },
        adjust={
            "toasts": _adjust_toasts,
            "retired": _adjust_retired,
        },
    )
)


__all__ = ["PART", "FestivalQuestions"]
