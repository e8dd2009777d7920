"""The bots by name: ``make_bot("random" | "greedy" | "queen", seed)``.

>>> from honeybuzz_lab.games.honeybuzz.game.roster import make_bot
>>> type(make_bot("queen", 3)).__name__
'QueenBot'
"""

from __future__ import annotations

from collections.abc import Callable

from ....core.bots import Bot
from .bots import GreedyBot, RandomBot
from .planner import queen

#: The bots by name; each is called with a seed.
BOTS: dict[str, Callable[..., Bot]] = {"random": RandomBot, "greedy": GreedyBot, "queen": queen}


def make_bot(name: str, seed: int | None = 0) -> Bot:
    """A bot by name: ``"random"``, ``"greedy"`` or ``"queen"`` (the planning bot)."""
    try:
        return BOTS[name](seed)  # type: ignore[no-any-return]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose {', '.join(BOTS)}") from None


__all__ = ["BOTS", "make_bot"]
