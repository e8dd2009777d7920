"""A throwaway Honeycomb Hustle action kind for tests: the learner's bees hum.

Registered (owner ``"test"``) by the tests that use it, it is offered to seat 0 once its
building has stopped, does nothing but be said, and is answered on the page by a button of
its own label (``hustle.page.hum``): nothing else in the package names it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from honeybuzz_lab.games.hustle.game.kinds import Answer, HustleKind


@dataclass(frozen=True)
class Hum:
    """The bees hum (a throwaway action)."""

    kind: ClassVar[str] = "hum"

    def __str__(self) -> str:
        return "hum"


def _offer(state: Any, seat: int, decision: str) -> list[Hum]:
    return [Hum()] if seat == 0 and decision == "done" else []


HUM = HustleKind(
    Hum,
    lambda a, names, token: {"who": names[0] if names else "?"},
    lambda seen, a: -5.0,  # the planning bot never hums
    texts={
        "en": {"hustle.action.hum": "{who}'s bees hum", "hustle.page.hum": "Hum"},
        "hu": {"hustle.action.hum": "{who} méhei zümmögnek", "hustle.page.hum": "Zümmögés"},
    },
    page=Answer(label="hum"),
    offer=_offer,
    perform=lambda state, action: None,
)
