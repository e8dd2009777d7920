"""The solo ladder: bots play solo games; the contest points give the win rate per difficulty.

The difficulty only sets the minimum (table g), so one set of games answers every level.

>>> result = solo_ladder(1, seed=0)
>>> sorted(result.win_rates()) == ["adult", "egg", "larva", "pupa", "queen"]
True
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .bots import make_bot
from .engine import Game
from .modules.solo import TABLE_G_MINIMUM, rank_title

MAX_GAMES = 10_000
MAX_MOVES = 5_000  # a solo game takes a few hundred decisions


class LadderError(ValueError):
    """A solo ladder that cannot be run as asked."""


@dataclass
class LadderResult:
    """Each game's solo contest points, final score and number of drone turns."""

    bot: str
    points: list[int] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    drone_turns: list[int] = field(default_factory=list)

    def win_rates(self) -> dict[str, float]:
        """The share of games won at each difficulty."""
        n = len(self.points) or 1
        return {d: sum(p >= need for p in self.points) / n for d, need in TABLE_G_MINIMUM.items()}

    def summary(self) -> str:
        """A few lines: the points distribution, the win rates, the wins' scores and ranks."""
        n = len(self.points)
        lines = [f"{n} solo games, {self.bot} as the player"]
        dist = Counter(self.points)
        lines.append("solo contest points: " + ", ".join(f"{p}: {dist[p]}" for p in sorted(dist)))
        mean = sum(self.points) / n if n else 0.0
        lines.append(
            f"mean contest points {mean:.1f}; mean drone turns "
            f"{sum(self.drone_turns) / max(n, 1):.1f}"
        )
        for d, need in TABLE_G_MINIMUM.items():
            wins = [t for p, t in zip(self.points, self.totals, strict=True) if p >= need]
            rate = len(wins) / n if n else 0.0
            extra = ""
            if wins:
                avg = sum(wins) / len(wins)
                ranks = Counter(rank_title(t) for t in wins).most_common(1)[0][0]
                extra = f"; wins score {avg:.0f} on average, most often {ranks}"
            lines.append(f"{d:>6} (>= {need}): won {rate:6.1%}{extra}")
        return "\n".join(lines)


def solo_ladder(games: int = 200, seed: int = 0, bot: str = "greedy") -> LadderResult:
    """Play ``games`` solo games (seeds ``seed`` ...) with ``bot`` and collect the results."""
    if not isinstance(games, int) or not 1 <= games <= MAX_GAMES:
        raise LadderError(f"games must be 1 to {MAX_GAMES}, not {games!r}")
    result = LadderResult(bot)
    for k in range(games):
        g = Game.new(1, seed=seed + k, modules=["solo"])
        player = make_bot(bot, seed + k)
        moves = 0
        while not g.is_over:
            if moves >= MAX_MOVES:
                raise LadderError(f"solo game {seed + k} did not end in {MAX_MOVES} moves")
            g.apply(player.choose(g))
            moves += 1
        final = g.state.final
        result.points.append(final["contest_points"])
        result.totals.append(final["players"][0]["total"])
        result.drone_turns.append(g.state.modules["solo"].drone_turns)
    return result
