"""The solo ladder: bots play solo games; the contest points give the win rate per difficulty.

The difficulty only sets the minimum (table g), so one set of games answers every level.
Besides the win rates it records what the calibration of the reconstructed cards
(``honeybuzz_lab/games/honeybuzz/data/solo.toml``) needs: the final score and rank (table i)
of the wins,
what ended each game, the score by category, and each solo contest card's tiers reached.

>>> result = solo_ladder(1, seed=0)
>>> sorted(result.win_rates()) == ["adult", "egg", "larva", "pupa", "queen"]
True
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from .engine import Game
from .modules.solo.data import TABLE_G_MINIMUM, TABLE_I_RANKS, rank_title
from .roster import make_bot
from .simulate import ending

MAX_GAMES = 10_000
MAX_MOVES = 5_000  # a solo game takes a few hundred decisions
CATEGORIES = ("coins", "orders", "contests", "resources")
RANKS = tuple(title for _, title in reversed(TABLE_I_RANKS))  # lowest first


class LadderError(ValueError):
    """A solo ladder that cannot be run as asked."""


@dataclass
class LadderResult:
    """Each game's solo contest points, final score, ending and contest tiers."""

    bot: str
    advanced: bool = False
    modules: tuple[str, ...] = ()
    points: list[int] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    drone_turns: list[int] = field(default_factory=list)
    endings: list[str] = field(default_factory=list)
    categories: list[dict[str, int]] = field(default_factory=list)
    #: card id -> the tier (0-4) it reached in each game it was drawn
    tiers: dict[str, list[int]] = field(default_factory=lambda: defaultdict(list))
    #: card id -> its count (the condition met) in each game it was drawn
    counts: dict[str, list[int]] = field(default_factory=lambda: defaultdict(list))

    def win_rates(self) -> dict[str, float]:
        """The share of games won at each difficulty."""
        n = len(self.points) or 1
        return {d: sum(p >= need for p in self.points) / n for d, need in TABLE_G_MINIMUM.items()}

    def wins(self, difficulty: str) -> list[int]:
        """The final scores of the games won at ``difficulty``."""
        need = TABLE_G_MINIMUM[difficulty]
        return [t for p, t in zip(self.points, self.totals, strict=True) if p >= need]

    def rank_shares(self, difficulty: str) -> dict[str, float]:
        """The share of each rank title (table i) among the wins at ``difficulty``."""
        wins = self.wins(difficulty)
        ranks = Counter(rank_title(t) for t in wins)
        return {r: ranks[r] / len(wins) if wins else 0.0 for r in RANKS}

    def summary(self, cards: bool = False) -> str:
        """The points distribution, the win rates, the wins' scores and ranks (and the cards)."""
        n = len(self.points)
        variant = " (advanced variant)" if self.advanced else ""
        if self.modules:
            variant += " with " + ", ".join(self.modules)
        lines = [f"{n} solo games{variant}, {self.bot} as the player"]
        dist = Counter(self.points)
        lines.append("solo contest points: " + ", ".join(f"{p}: {dist[p]}" for p in sorted(dist)))
        mean = sum(self.points) / n if n else 0.0
        lines.append(
            f"mean contest points {mean:.1f}; mean drone turns "
            f"{sum(self.drone_turns) / max(n, 1):.1f}; mean final score "
            f"{sum(self.totals) / max(n, 1):.0f} (won or not)"
        )
        ends = Counter(self.endings)
        shares = ", ".join(f"{e} {ends[e] / max(n, 1):.0%}" for e in sorted(ends))
        lines.append(f"ended by: {shares}")
        if self.categories:
            lines.append(
                "score by category (mean): "
                + ", ".join(f"{c} {sum(g[c] for g in self.categories) / n:.0f}" for c in CATEGORIES)
            )
        short = {r: "".join(w[0] for w in r.split()) for r in RANKS}
        lines.append("ranks: " + ", ".join(f"{short[r]} {r}" for r in RANKS))
        for d, need in TABLE_G_MINIMUM.items():
            wins = self.wins(d)
            rate = len(wins) / n if n else 0.0
            extra = ""
            if wins:
                avg = sum(wins) / len(wins)
                shares = self.rank_shares(d)
                spread = " ".join(f"{short[r]} {shares[r]:.0%}" for r in RANKS)
                extra = f"; wins score {avg:.0f} on average, ranks {spread}"
            lines.append(f"{d:>6} (>= {need}): won {rate:6.1%}{extra}")
        if cards:
            lines.append(
                "solo contest cards: games drawn, tiers reached 0/1/2/3/4, mean tier, "
                "counts at the 10th/25th/50th/75th/90th percentile"
            )
            for cid in sorted(self.tiers, key=_card_order):
                got = self.tiers[cid]
                count = Counter(got)
                spread = "/".join(str(count[k]) for k in range(5))
                ordered = sorted(self.counts[cid])
                cuts = "/".join(
                    str(ordered[min(len(ordered) - 1, int(q * len(ordered)))])
                    for q in (0.1, 0.25, 0.5, 0.75, 0.9)
                )
                lines.append(
                    f"  {cid:<13} {len(got):4d} games, {spread:>16}, "
                    f"{sum(got) / len(got):.2f}, {cuts}"
                )
        return "\n".join(lines)


def _card_order(cid: str) -> tuple[str, int]:
    colour, _, number = cid.removeprefix("solo-").partition("-")
    return colour, int(number) if number.isdigit() else 0


def solo_ladder(
    games: int = 200,
    seed: int = 0,
    bot: str = "greedy",
    advanced: bool = False,
    modules: Sequence[str] = (),
) -> LadderResult:
    """Play ``games`` solo games (seeds ``seed`` ...) with ``bot`` and collect the results.

    With ``advanced`` the games are solo + the advanced variant (``modules=["solo",
    "advanced"]``); ``modules`` adds others (e.g. ``["fall.caps", "fall.festival"]``).
    """
    if not isinstance(games, int) or isinstance(games, bool) or not 1 <= games <= MAX_GAMES:
        raise LadderError(f"games must be 1 to {MAX_GAMES}, not {games!r}")
    try:
        make_bot(bot)
    except ValueError as e:
        raise LadderError(str(e)) from None
    played = ["solo", *(["advanced"] if advanced else []), *modules]
    result = LadderResult(bot, advanced, tuple(modules))
    for k in range(games):
        try:
            g = Game.new(1, seed=seed + k, modules=played)
        except ValueError as e:
            raise LadderError(str(e)) from None
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
        result.categories.append(dict(final["players"][0]["categories"]))
        result.drone_turns.append(g.state.modules["solo"].drone_turns)
        result.endings.append(ending(g))
        for c in final["solo_contests"]:
            result.tiers[c["card"]].append(c["tier"])
            result.counts[c["card"]].append(c["value"])
    return result
