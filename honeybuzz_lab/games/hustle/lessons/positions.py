"""Lesson positions: a Honeycomb Hustle game set up as a step needs it.

A position is a TOML table; everything but ``players`` may be left out::

    players = 3                 # 2 to 8; the learner sits at seat 0
    seed = 1
    phase = "build"             # build (the default) or turns
    comb = [["blue1", 0, 0, 0], ["blue2", 1, 0, 0]]   # seat 0: kind, q, r, turn
    hand = "red"                # build: the drawn token waiting to be placed
    bag = { red = 2 }           # seat 0's bag (build: the next draws come from it)
    cubes = 2                   # seat 0's restart cubes
    points = [12, 7, 3]         # turns: each seat's flower points this round
    combs = { "1" = [...] }     # turns: other seats' honeycombs
    pool = ["red", "blue2"]     # turns: the drafting pool (else drawn as the engine does)
    queue = [0, 2]              # turns: the seats still to take their turn
    bags = { "1" = { honey = 9 } }   # other seats' bags (else their starting tokens)
    honey_pile = 9

The engine then plays what needs no decision (the nectar exchange at the start of a
turn) and, in the building, the learner's first draw from the bag (a position with no
token in the hand draws one, as the story of the step needs), so the step starts at a
real decision of the learner. Such a
position is arranged for the lesson: no game need reach it by chance, and every token's
marks but the honey's, the cover-up's and the purple 0 and 5 are reconstructed
(``tokens.toml``).
"""

from __future__ import annotations

from typing import Any

from ....core.hexes import neighbor
from ....core.lessons.steps import LessonError
from ..game import rules
from ..game.actions import Draw
from ..game.data import KINDS, STARTING, rotate
from ..game.engine import Game

#: The players' names in lesson positions (the same in every language).
NAMES = ("Anna", "Bence", "Csilla", "Dani", "Emma", "Feri", "Gabi", "Hanna")

_KEYS = {
    "players",
    "seed",
    "phase",
    "comb",
    "hand",
    "bag",
    "cubes",
    "points",
    "combs",
    "pool",
    "queue",
    "honey_pile",
    "bags",
}


def _comb(raw: Any, where: str) -> dict[tuple[int, int], tuple[str, int, bool]]:
    comb = {}
    for item in raw:
        if not (isinstance(item, list) and len(item) == 4 and item[0] in KINDS):
            raise LessonError(f"{where}: a token is [kind, q, r, turn], not {item!r}")
        kind, q, r, turn = item
        comb[(q, r)] = (kind, rotate(KINDS[kind].marks, turn), False)
    return comb


def build_game(spec: dict[str, Any], where: str = "position") -> Game:
    """The game a position describes, waiting for seat 0's decision (or a question's)."""
    unknown = set(spec) - _KEYS
    if unknown:
        raise LessonError(f"{where}: unknown keys {sorted(unknown)}")
    n = spec.get("players", 3)
    names = list(NAMES[:n])
    game = Game.new(names, seed=spec.get("seed", 1))
    s = game.state.clone()
    s.start = 0
    for p in s.players:
        p.comb, p.hand, p.aside, p.cover_target = {}, None, 0, None
        p.draws, p.builds, p.stopped, p.points = 0, 0, False, 0
        p.bag = dict(STARTING)
    me = s.players[0]
    me.comb = _comb(spec.get("comb", []), where)
    me.bag = {k: v for k, v in spec.get("bag", STARTING).items() if v}
    me.cubes = spec.get("cubes", me.cubes)
    me.hand = spec.get("hand")
    for seat, bag in spec.get("bags", {}).items():
        s.players[int(seat)].bag = {k: v for k, v in bag.items() if v}
    if "honey_pile" in spec:
        s.honey_pile = spec["honey_pile"]
    phase = spec.get("phase", "build")
    if phase == "build":
        s.phase, s.queue = "build", rules.clockwise(s, 0)
    elif phase == "turns":
        for seat, raw in spec.get("combs", {}).items():
            s.players[int(seat)].comb = _comb(raw, where)
        points = spec.get("points", [0] * n)
        for p, pts in zip(s.players, points, strict=True):
            p.points = pts
        s.leader_points = max(points)
        s.order = sorted(range(n), key=lambda i: (-points[i], i))
        s.phase, s.step = "turns", "start"
        s.queue = list(spec.get("queue", s.order))
        if "pool" in spec:
            pool = list(spec["pool"])
        else:  # drawn from the drafting bag as the engine draws it: players + 1 tokens
            r = rules.rng(s.seed, s.round, "pool")
            pool = []
            for _ in range(n + 1):
                kind = rules.pick(s.drafting, r)
                assert kind is not None
                rules._take(s.drafting, kind)
                pool.append(kind)
        s.pool = sorted(pool, key=lambda k: list(KINDS).index(k))
    else:
        raise LessonError(f"{where}: phase is build or turns, not {phase!r}")
    rules.advance(s)
    if rules.pending(s) == ("draw", 0):  # the step begins with the token drawn
        rules.perform(s, Draw())
        rules.advance(s)
    s.events = None
    return Game(s, names)


def open_marks(comb: dict[tuple[int, int], tuple[str, int, bool]]) -> int:
    """Marks of a honeycomb that face an empty hex: where later tokens may join."""
    return sum(
        1
        for h, (_k, marks, _u) in comb.items()
        for d in range(6)
        if marks >> d & 1 and neighbor(h, d) not in comb
    )
