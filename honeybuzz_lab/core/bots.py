"""What every game's bots share: the :class:`Bot` interface and :func:`play`.

A bot has a ``name`` and ``choose(game)``, which returns one of ``game.legal_actions()``
for the pending decision. It decides from what the deciding seat may know: the legal
answers and ``game.view(seat)`` (each game's bots say how; Honey Buzz's rebuild a world from
the view, Honeycomb Hustle's read it). :func:`play` lets one bot per seat answer every
decision until the game is over; both games' ``play`` are this loop.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

G = TypeVar("G", bound="PlayableGame")


class PlayableGame(Protocol):
    """What :func:`play` needs of a game: whether it is over, whose decision is pending
    (``pending.player``; None once it is over) and ``apply``."""

    @property
    def is_over(self) -> bool: ...

    @property
    def pending(self) -> Any: ...

    def apply(self, action: Any) -> Any: ...


class Bot(Protocol):
    """Anything that picks one of the legal actions of the pending decision."""

    name: str

    def choose(self, game: Any) -> Any: ...


def play(
    game: G,
    bots: Sequence[Bot],
    max_actions: int,
    error: type[Exception],
    what: str = "the game",
) -> G:
    """Let ``bots[seat]`` answer every decision of ``seat`` until ``game`` is over; ``error``
    (saying so) if it does not end within ``max_actions`` actions."""
    for _ in range(max_actions):
        if game.is_over:
            return game
        seat = game.pending.player
        if seat is None:
            return game
        game.apply(bots[seat].choose(game))
    raise error(f"{what} did not end within {max_actions} actions")
