"""Playing many games between bots: statistics, records, a plain-text progress bar."""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from ....core.bots import Bot
from ....core.bots import play as core_play
from .engine import Game
from .log import say
from .roster import make_bot
from .rules.scoring import CATEGORIES
from .setup import new_seed

MAX_ACTIONS = 50_000  # no game comes near this; a bot that loops is reported, not waited for


class SimulationError(RuntimeError):
    """A simulated game did not finish."""


def play(game: Game, bots: Sequence[Bot]) -> Game:
    """Let ``bots`` (one per seat) play ``game`` to its end."""
    return core_play(game, bots, MAX_ACTIONS, SimulationError, f"the game with seed {game.seed}")


@dataclass
class GameResult:
    """What one simulated game came to."""

    seed: int
    totals: list[int]
    categories: list[dict[str, int]]
    winners: list[int]
    turns: int  # turns in all (every player's)
    rounds: int  # turns per player
    actions: int
    end_trigger: str
    seconds: float


@dataclass
class Simulation:
    """The results of a batch of games and their statistics."""

    players: int
    bots: list[str]
    results: list[GameResult] = field(default_factory=list)
    seconds: float = 0.0

    def summary(self) -> str:
        """Score statistics, game length, win rates per seat, end triggers."""
        r = self.results
        n = len(r)
        if not n:
            return "No games played."
        win = [g.totals[g.winners[0]] for g in r]
        lines = [
            f"{n} games, {self.players} players ({', '.join(self.bots)}), "
            f"{self.seconds:.1f} s ({self.seconds / n:.3f} s a game)",
            "",
            "Winning score: " + _stats(win),
            "Every score:   " + _stats([t for g in r for t in g.totals]),
            "Score by category (mean per player):",
        ]
        for cat in CATEGORIES:
            values = [c[cat] for g in r for c in g.categories]
            lines.append(f"  {cat:<10} {_stats(values)}")
        lines += [
            "Game length, turns per player: " + _stats([g.rounds for g in r]),
            "Game length, actions:          " + _stats([g.actions for g in r]),
            "Win rate by seat (shared wins count for each winner):",
        ]
        for seat in range(self.players):
            wins = sum(1 for g in r if seat in g.winners)
            lines.append(f"  seat {seat + 1} ({self.bots[seat]}): {wins / n:6.1%}")
        lines.append("End of the game triggered by:")
        for why, k in Counter(g.end_trigger for g in r).most_common():
            lines.append(f"  {k:4d}  {why}")
        return "\n".join(lines)


def _stats(values: Sequence[float]) -> str:
    return (
        f"mean {statistics.fmean(values):7.1f}  median {statistics.median(values):6.1f}  "
        f"min {min(values):5g}  max {max(values):5g}"
    )


def progress_bar(done: int, total: int, started: float, width: int = 30) -> str:
    """``[#########---------]  57/200 games  12.3 s``."""
    filled = int(width * done / total) if total else width
    bar = "#" * filled + "-" * (width - filled)
    elapsed = time.perf_counter() - started
    return f"\r[{bar}] {done:>{len(str(total))}}/{total} games  {elapsed:.1f} s"


def simulate(
    players: int = 4,
    games: int = 100,
    bots: str | Sequence[str] = "greedy",
    seed: int | None = None,
    out: str | Path | None = None,
    first_game: bool = False,
    progress: TextIO | None = sys.stderr,
) -> Simulation:
    """Play ``games`` games (seeds ``seed``, ``seed + 1``, ...) and collect the results.

    ``seed`` None: the first seed is drawn from the operating system's randomness (64
    bits); each result keeps its game's seed.

    ``bots`` is one bot name for every seat, or one name per seat. With ``out``, each
    game's record is written there as ``game-<seed>.json``.
    """
    names = [bots] * players if isinstance(bots, str) else list(bots)
    if len(names) != players:
        raise ValueError(f"give one bot for every seat ({players}), not {len(names)}")
    for name in names:
        make_bot(name)  # an unknown name fails before any game is played
    seed = new_seed() if seed is None else seed
    folder = None
    if out is not None:
        folder = Path(out)
        if folder.exists() and not folder.is_dir():
            raise SimulationError(f"cannot write the records into {folder}: it is a file")
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise SimulationError(f"cannot make the folder {folder}: {e.strerror}") from None
    sim = Simulation(players, names)
    started = time.perf_counter()
    for i in range(games):
        game_seed = seed + i
        t0 = time.perf_counter()
        game = Game.new(players, seed=game_seed, first_game=first_game)
        seated = [make_bot(name, seed=game_seed * 10 + k) for k, name in enumerate(names)]
        play(game, seated)
        final = game.final_scores()
        sim.results.append(
            GameResult(
                seed=game_seed,
                totals=[p["total"] for p in final["players"]],
                categories=[dict(p["categories"]) for p in final["players"]],
                winners=list(final["winners"]),
                turns=game.state.turns_played,
                rounds=game.state.turns_played // players,
                actions=game.history.ply,
                end_trigger=game.state.end_trigger or "",
                seconds=time.perf_counter() - t0,
            )
        )
        if folder is not None:
            record: dict[str, Any] = game.to_record()
            record["bots"] = names
            path = folder / f"game-{game_seed}.json"
            try:
                path.write_text(json.dumps(record), encoding="utf-8")
            except OSError as e:
                raise SimulationError(f"cannot write {path}: {e.strerror}") from None
        if progress is not None:
            progress.write(progress_bar(i + 1, games, started))
            progress.flush()
    if progress is not None:
        progress.write("\n")
    sim.seconds = time.perf_counter() - started
    return sim


#: How a game ended, from the key of its end trigger: the rulebook's two triggers or the
#: engine's safety net (nobody can take a hive tile again).
ENDINGS = {
    "why.end_market": "market",
    "why.end_orders": "orders",
    "why.end_no_tiles": "stall",
    "why.end_stalled": "stall",
    "sunset.why_end": "sunset",
}


def ending(game: Game) -> str:
    """``market``, ``orders`` or ``stall``: what ended a finished game."""
    why = game.state.end_trigger
    if not why:
        return "none"
    for key, name in ENDINGS.items():
        if getattr(why, "key", None) == f"game.{key}":
            return name
    for key, name in ENDINGS.items():  # a copied state keeps only the English text
        if any(str(why) == say(key, n=n) for n in range(6)):
            return name
    return "stall"


@dataclass
class Endings:
    """How a batch of games ended, per player count: triggers, length, where points came from."""

    players: int
    bots: list[str]
    endings: list[str] = field(default_factory=list)
    rounds: list[int] = field(default_factory=list)
    winner_points: dict[str, int] = field(default_factory=lambda: dict.fromkeys(CATEGORIES, 0))
    seeds: list[int] = field(default_factory=list)
    modules: tuple[str, ...] = ()
    unequal: int = 0  # games that ended with players on different numbers of turns

    def share(self, ending_name: str) -> float:
        """The fraction of the games that ``ending_name`` ended."""
        return self.endings.count(ending_name) / len(self.endings) if self.endings else 0.0

    def category_shares(self) -> dict[str, float]:
        """Each category's share of all the winners' points (shared wins count for each)."""
        total = sum(self.winner_points.values()) or 1
        return {c: n / total for c, n in self.winner_points.items()}

    def summary(self) -> str:
        n = len(self.endings)
        shares = self.category_shares()
        names = ("sunset", "stall") if "fall.sunset" in self.modules else ("market", "orders")
        names = names if "stall" in names else (*names, "stall")
        under = f", modules {'+'.join(self.modules)}" if self.modules else ""
        return "\n".join(
            [
                f"{self.players} players, {n} games ({', '.join(self.bots)}{under})",
                "  ended by: " + ", ".join(f"{e} {self.share(e):.0%}" for e in names),
                "  turns per player: " + _stats(self.rounds),
                f"  unequal turns: {self.unequal}",
                "  winners' points by category: "
                + ", ".join(f"{c} {v:.0%}" for c, v in shares.items()),
            ]
        )


def endings(
    players: int,
    games: int,
    bots: str | Sequence[str] = "greedy",
    seed: int = 0,
    each: TextIO | None = None,
    modules: Sequence[str] = (),
) -> Endings:
    """Play ``games`` games of ``players`` players and record how each ended.

    With ``each``, one line per game is written there as it ends (seed, ending, turns per
    player, the winners' points by category). ``modules``: the games' modules (Sweetwater
    Sunset's games end by ``sunset``).
    """
    names = [bots] * players if isinstance(bots, str) else list(bots)
    if len(names) != players:
        raise ValueError(f"give one bot for every seat ({players}), not {len(names)}")
    for name in names:
        make_bot(name)
    out = Endings(players, names)
    for i in range(games):
        game_seed = seed + i
        game = Game.new(players, seed=game_seed, modules=list(modules))
        out.modules = game.rules.modules
        play(game, [make_bot(name, seed=game_seed * 10 + k) for k, name in enumerate(names)])
        final = game.final_scores()
        how = ending(game)
        rounds = game.state.turns_played // players
        out.endings.append(how)
        out.rounds.append(rounds)
        out.seeds.append(game_seed)
        if len({p.turns for p in game.state.players}) > 1:
            out.unequal += 1
        for w in final["winners"]:
            for c, points in final["players"][w]["categories"].items():
                out.winner_points[c] = out.winner_points.get(c, 0) + points
        if each is not None:
            w = final["players"][final["winners"][0]]
            cats = " ".join(f"{c}={v}" for c, v in w["categories"].items())
            each.write(f"seed {game_seed:5d}  {how:<7} {rounds:3d} turns each  winner {cats}\n")
            each.flush()
    return out
