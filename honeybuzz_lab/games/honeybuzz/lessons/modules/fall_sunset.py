"""What the lessons know of Sweetwater Sunset: its facts, its text values and its teaching
adjustments.

See :mod:`..modules` for what each is. Its teaching adjustments (like the base game's in
:mod:`..positions`, each a table with one of these keys and ``seat``, default: the first
player):

``sun = N``
    The sun token stands on space N of the track (0 is the start; below the last space); a
    negative N counts back from the last space (-1: the space before it), so a position
    does not depend on the reconstructed track's length.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game import Game
from ...game import actions as A
from ...game.modules.fall_sunset import event_term, set_sun, sunset_data
from ...game.modules.fall_sunset import sunset as sunset_state
from ...game.state import GameState
from ..game_facts import GameFactError
from ..phrases import join
from ..positions import copy_state
from ..questions import ModuleQuestions
from . import LessonPart, engine_edit, fact_state, position_state, register, whole

if TYPE_CHECKING:
    from ..explorer import Answer


def _sun_moves(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """How many spaces the sun moves when the turn about to end ends."""
    before = fact_state(game, "fall.sunset").position
    if game.pending.kind != "end_turn":
        raise GameFactError("sun_moves needs a position where the turn is about to end")
    other = Game(copy_state(game.state), game.rules)
    other.apply(A.EndTurn())
    return frozenset({str(other.state.modules["fall.sunset"].position - before)})


def _adjust_sun(state: GameState, seat: int, args: dict[str, Any]) -> None:
    sun = position_state(state, "fall.sunset", "sun")
    wanted = args["sun"]
    if isinstance(wanted, int) and not isinstance(wanted, bool) and wanted < 0:
        wanted += sun.last
    engine_edit(set_sun, state, whole(wanted, "sun"))


def _params(game: Game, language: str) -> dict[str, object]:
    """``{sun_left}`` (spaces from the sun to the last space) and ``{sun_spaces}`` (the
    track's spaces after the start): the track's length is reconstructed, so a text never
    writes it."""
    sun = game.state.modules["fall.sunset"]
    return {"sun_left": sun.last - sun.position, "sun_spaces": sun.last}


class SunsetQuestions(ModuleQuestions):
    """The explorer's questions about Sweetwater Sunset, answered for its seat from that seat's
    view."""

    module = "fall.sunset"

    def sunset(self) -> Answer:
        """The sunset track: where the sun is, how far the end is, and how many spaces the
        events noted this turn will move it when the turn ends."""
        world = self._world("fall.sunset")
        sun = sunset_state(world)
        spaces = sunset_data().events
        at, moves = sun.position, []
        for event in sun.pending:
            step = min(spaces[event], sun.last - at)
            at += step
            moves.append((event, step))
        moving = sum(n for _, n in moves)
        left = sun.last - sun.position
        item = {
            "position": sun.position,
            "last": sun.last,
            "left": left,
            "pending": moves,
            "after": at,
            "history": list(sun.history),
        }
        question = self._f("q.sunset")
        where = self._f("a.sunset_where", at=sun.position, last=sun.last, left=left)
        if sun.set:
            sentence = self._f("a.sunset_set", last=sun.last)
        elif moves:
            events = join(self.texts, [self._say(event_term(e)) for e, _ in moves])
            after = sun.last - at
            sentence = where + " " + self._fn("a.sunset_moves", moving, events=events, left=after)
        else:
            sentence = where + " " + self._f("a.sunset_still")
        rows = [(self._f("col.event"), self._f("col.spaces"), self._f("col.this_turn"))]
        for event, n in spaces.items():
            now = sum(1 for e, _ in moves if e == event)
            rows.append((self._say(event_term(event)), str(n), str(now) if now else "-"))
        return self._answer(question, sentence, moving, [item], rows=tuple(rows))


#: The lessons' part of Sweetwater Sunset (registered with the lessons' module parts).
PART = register(
    LessonPart(
        "fall.sunset",
        questions=SunsetQuestions,
        facts={
            "sun_moves": ("how many spaces the sun moves when this turn ends", _sun_moves),
        },
        adjust={
            "sun": _adjust_sun,
        },
        params=_params,
    )
)


__all__ = ["PART", "SunsetQuestions"]
