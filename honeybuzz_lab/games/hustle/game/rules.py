"""The rules of Honeycomb Hustle as functions over a :class:`~.state.State`.

:func:`legal` lists the answers to the pending decision, :func:`perform` applies one
(the caller has checked it is legal) and :func:`advance` plays everything that needs no
decision: scoring, the start token, nectar exchange, helper bees, returning tokens,
forced answers (a decision with a single answer that is not a placement or a draw) and
the end of the game. A draw from a bag is the player's decision (``draw``): the token is
drawn when the player draws it, never earlier.

Randomness comes from the game's seed and names each chance event (the ``n``-th draw of
seat ``s``'s ``b``-th build in round ``r``; the drafting pool of round ``r``; the
``n``-th steal), so a record replays exactly, undoing a placement and placing again
draws the same token, and a restart brings the same tokens whenever it is made (the bag
is whole again either way). ``State.chance`` counts the chance events so far (the start
token, each draw, each drafting pool, each steal): a table compares it to see whether a
decision revealed a random result.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ....core.hexes import Hex, neighbor, neighbors, opposite
from .actions import Action, Buy, Done, Draft, Draw, Place, Restart, Steal
from .catalogue import Said
from .data import (
    CUBES_PER_PLAYER,
    HONEY_PER_PLAYER,
    HONEY_PRICE,
    KIND_ORDER,
    KINDS,
    MAX_PLAYERS,
    MIN_PLAYERS,
    NECTAR_PRICE,
    NOT_DRAFTED,
    STARTING,
    TOTAL_CUBES,
    rotate,
    turns_of,
)
from .errors import SetupError
from .state import Player, State

NECTAR_PER_HONEY = 3
HELPER_STEP = 3  # one helper bee per 3 points behind the leader
HELPER_MAX = 3
ORIGIN: Hex = (0, 0)
#: Decisions that are answered automatically when they have a single answer (never a
#: draw: a placement stays the player's to take back until they draw).
FORCED = ("done", "draft", "buy", "steal")

_TURNS = {k.kind: turns_of(k.marks) for k in KINDS.values()}
_BLUE = frozenset(k.kind for k in KINDS.values() if k.colour == "blue")


def rng(seed: int, *key: object) -> random.Random:
    """The random source of one chance event, named by ``key``."""
    return random.Random("/".join(map(str, (seed, *key))))


def bag_size(bag: dict[str, int], honey: bool = True) -> int:
    """Tokens in a bag (without its honey if ``honey`` is false)."""
    return sum(n for k, n in bag.items() if honey or k != "honey")


def pick(bag: dict[str, int], r: random.Random, honey: bool = True) -> str | None:
    """A random token of ``bag`` (honey left out if ``honey`` is false), not removed."""
    total = bag_size(bag, honey)
    if total == 0:
        return None
    i = r.randrange(total)
    for kind in KIND_ORDER:
        if kind == "honey" and not honey:
            continue
        i -= bag.get(kind, 0)
        if i < 0:
            return kind
    raise AssertionError("unreachable")


def _add(bag: dict[str, int], kind: str, n: int = 1) -> None:
    bag[kind] = bag.get(kind, 0) + n


def _take(bag: dict[str, int], kind: str, n: int = 1) -> None:
    left = bag[kind] - n
    if left < 0:
        raise AssertionError(f"no {kind} token to take")
    if left:
        bag[kind] = left
    else:
        del bag[kind]


# ------------------------------------------------------------------ set-up


def new_state(names: Sequence[str], seed: int) -> State:
    """The table set up for ``names`` (rulebook "Setup"); the start token goes at random."""
    n = len(names)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise SetupError(f"Honeycomb Hustle is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {n}")
    players = [Player(name, dict(STARTING), CUBES_PER_PLAYER) for name in names]
    box = {k: c * (MAX_PLAYERS - n) for k, c in STARTING.items()}  # unused starting sets
    starting_honey = STARTING["honey"] * MAX_PLAYERS
    pile = HONEY_PER_PLAYER * n
    drafting = {
        k.kind: k.count - STARTING.get(k.kind, 0) * MAX_PLAYERS
        for k in KINDS.values()
        if k.kind not in NOT_DRAFTED
    }
    state = State(
        seed=seed,
        players=players,
        honey_pile=pile,
        extra_honey=KINDS["honey"].count - starting_honey - pile,
        nectar_pile=KINDS["nectar"].count,
        helper_pile=KINDS["helper"].count,
        drafting={k: c for k, c in drafting.items() if c},
        box={k: c for k, c in box.items() if c},
        box_cubes=TOTAL_CUBES - CUBES_PER_PLAYER * n,
        start=rng(seed, "start").randrange(n),
        events=[],
        chance=1,  # the start token
    )
    start_round(state)
    return state


def say(state: State, key: str, **fields: object) -> None:
    """Note an event of the game (a sentence in every language) if someone listens."""
    if state.events is not None:
        state.events.append(Said(f"event.{key}", **fields))


def clockwise(state: State, first: int) -> list[int]:
    """Every seat in clockwise order from ``first``."""
    n = len(state.players)
    return [(first + i) % n for i in range(n)]


def start_round(state: State) -> None:
    """Everyone builds, in clockwise order from the start token (decisions in that order)."""
    state.phase = "build"
    state.queue = clockwise(state, state.start)
    say(state, "round", round=state.round)
    for p in state.players:
        p.draws = 0
        p.builds = 0
        p.points = 0
        p.stopped = False


# ------------------------------------------------------------------ building


def flower_points(comb: dict[Hex, tuple[str, int, bool]]) -> dict[str, int]:
    """The flower points of a honeycomb by colour, and their ``total``.

    Blue doubles when it shares an edge with another blue (marks not needed), red scores
    the square of the reds, every other token its face value (honey and nectar none).
    """
    out = {"blue": 0, "purple": 0, "red": 0, "helper": 0, "trade": 0, "cover": 0}
    reds = 0
    for h, (kind, _marks, _under) in comb.items():
        if kind in _BLUE:
            twin = any(comb.get(nb, ("",))[0] in _BLUE for nb in neighbors(h))
            out["blue"] += KINDS[kind].points * (2 if twin else 1)
        elif kind == "red":
            reds += 1
        elif kind.startswith("purple"):
            out["purple"] += KINDS[kind].points
        elif kind in out:
            out[kind] += KINDS[kind].points
    out["red"] = reds * reds
    out["total"] = sum(out.values())
    return out


def joins(comb: dict[Hex, tuple[str, int, bool]], h: Hex, marks: int) -> bool:
    """A token with ``marks`` on the empty hex ``h`` meets a neighbour's mark with a mark."""
    if h in comb:
        return False
    for d in range(6):
        if marks >> d & 1:
            cell = comb.get(neighbor(h, d))
            if cell is not None and cell[1] >> opposite(d) & 1:
                return True
    return False


def placements(comb: dict[Hex, tuple[str, int, bool]], kind: str) -> list[tuple[Hex, int]]:
    """Every ``(hex, turn)`` where a ``kind`` token joins the honeycomb (distinct patterns)."""
    needs: dict[Hex, int] = {}  # empty hex -> its edges facing a neighbour's mark
    for h, (_k, marks, _u) in comb.items():
        for d in range(6):
            if marks >> d & 1:
                nb = neighbor(h, d)
                if nb not in comb:
                    needs[nb] = needs.get(nb, 0) | 1 << opposite(d)
    base = KINDS[kind].marks
    out = []
    for h in sorted(needs):
        for t in _TURNS[kind]:
            if rotate(base, t) & needs[h]:
                out.append((h, t))
    return out


def cover_spots(player: Player) -> list[tuple[Hex, int]]:
    """Where the cover-up token in hand may lie: on a honey token, one mark on the honey's."""
    if player.cover_target is not None:
        honeys = [player.cover_target]
    else:
        honeys = sorted(h for h, c in player.comb.items() if c[0] == "honey")
    base = KINDS["cover"].marks
    return [(h, t) for h in honeys for t in _TURNS["cover"] if rotate(base, t) & player.comb[h][1]]


def aside_spots(player: Player) -> list[tuple[Hex, int]]:
    """Where a set-aside cover-up token may go once building stops (normal placement)."""
    if player.aside == 0:
        return []
    if not player.comb:
        return [(ORIGIN, 0)]
    return placements(player.comb, "cover")


def draw_next(state: State, seat: int) -> None:
    """Draw until a token waits to be placed or the building stops (one chance event)."""
    p = state.players[seat]
    state.chance += 1
    while True:
        begun = bool(p.comb)
        kind = pick(p.bag, rng(state.seed, state.round, seat, p.builds, p.draws), honey=begun)
        if kind is None:  # an empty bag, or only honey when the honeycomb must begin
            p.stopped = True
            say(state, "bag_empty" if not p.bag else "only_honey", who=p.name)
            return
        p.draws += 1
        _take(p.bag, kind)
        if not begun and kind != "cover":  # it begins the honeycomb; turning it changes nothing
            say(state, "first", who=p.name, token=kind)
            _put(p, ORIGIN, kind, KINDS[kind].marks)
            continue
        say(state, "draw", who=p.name, token=kind)
        if kind == "cover":
            if any(c[0] == "honey" for c in p.comb.values()):
                p.hand = "cover"
                return
            p.aside += 1  # until the next honey token is placed
            say(state, "aside", who=p.name)
            continue
        if placements(p.comb, kind):
            p.hand = kind
            return
        _add(p.bag, kind)  # it cannot join: back in the bag, the building stops
        p.stopped = True
        say(state, "cannot_join", who=p.name, token=kind)
        return


def _put(p: Player, h: Hex, kind: str, marks: int) -> None:
    p.comb[h] = (kind, marks, False)
    if kind == "honey" and p.aside:
        p.aside -= 1  # a set-aside cover-up token covers it at once
        p.hand = "cover"
        p.cover_target = h


def restart(p: Player, state: State) -> None:
    """Every token of the honeycomb (and beside it) goes back in the bag; a cube is spent."""
    for kind, _marks, under in p.comb.values():
        _add(p.bag, kind)
        if under:
            _add(p.bag, "honey")
    if p.aside:
        _add(p.bag, "cover", p.aside)
    if p.hand is not None:
        _add(p.bag, p.hand)
    p.comb, p.aside, p.hand, p.cover_target, p.stopped = {}, 0, None, None, False
    p.draws = 0
    p.builds += 1
    p.cubes -= 1
    state.box_cubes += 1


# ------------------------------------------------------------------ the decisions


def pending(state: State) -> tuple[str, int | None]:
    """The decision waited for and whose it is: draw, build, done, draft, buy, steal or over."""
    if state.phase == "over":
        return "over", None
    seat = state.queue[0]
    if state.phase == "build":
        p = state.players[seat]
        return ("build" if p.hand else "done" if p.stopped else "draw"), seat
    if state.phase == "turns":
        return state.step, seat
    return "steal", seat


def legal(state: State) -> list[Action]:
    """Every answer to the pending decision."""
    kind, seat = pending(state)
    if seat is None:
        return []
    p = state.players[seat]
    out: list[Action] = []
    can_restart = p.cubes > 0 and bool(p.comb)
    if kind == "draw":
        out = [Draw()]
        if can_restart:
            out.append(Restart())
    elif kind == "build":
        spots = cover_spots(p) if p.hand == "cover" else placements(p.comb, p.hand or "")
        out = [Place(h[0], h[1], t) for h, t in spots]
        if can_restart:
            out.append(Restart())
    elif kind == "done":
        out = [Done()] + [Place(h[0], h[1], t) for h, t in aside_spots(p)]
        if can_restart:
            out.append(Restart())
    elif kind == "draft":
        out = [Draft(k) for k in KIND_ORDER if k in state.pool]
    elif kind == "buy":
        for honey in range(p.points // HONEY_PRICE + 1):
            left = p.points - honey * HONEY_PRICE
            for nectar in range(min(left // NECTAR_PRICE, state.nectar_pile) + 1):
                out.append(Buy(honey, nectar))
    elif kind == "steal":
        out = [Steal(v) for v in clockwise(state, seat)[1:] if state.players[v].bag]
    return out


def perform(state: State, action: Action) -> None:
    """Apply a legal ``action`` to ``state`` (then call :func:`advance`)."""
    _decision, seat = pending(state)
    assert seat is not None
    p = state.players[seat]
    if isinstance(action, Place):
        h = (action.q, action.r)
        if p.hand == "cover":
            p.comb[h] = ("cover", rotate(KINDS["cover"].marks, action.turn), True)
            p.hand = p.cover_target = None
        elif p.hand is not None:
            kind_ = p.hand
            p.hand = None
            _put(p, h, kind_, rotate(KINDS[kind_].marks, action.turn))
        else:  # a set-aside cover-up token, placed normally once building stopped
            p.aside -= 1
            p.comb[h] = ("cover", rotate(KINDS["cover"].marks, action.turn), False)
    elif isinstance(action, Draw):
        draw_next(state, seat)
    elif isinstance(action, Restart):
        restart(p, state)
    elif isinstance(action, Done):
        state.queue.pop(0)
        if not state.queue:
            score_round(state)
    elif isinstance(action, Draft):
        state.pool.remove(action.token)
        _add(p.bag, action.token)
        state.step = "buy"
    elif isinstance(action, Buy):
        take_honey(state, p, action.honey)
        if action.nectar:
            state.nectar_pile -= action.nectar
            _add(p.bag, "nectar", action.nectar)
        state.queue.pop(0)
        state.step = "start"
    elif isinstance(action, Steal):
        steal(state, seat, action.victim)
        state.queue.pop(0)


# ------------------------------------------------------------------ the round's second half


def score_round(state: State) -> None:
    """Flower points, the start token, the turn order and the drafting pool."""
    n = len(state.players)
    for p in state.players:
        p.points = flower_points(p.comb)["total"]
        say(state, "points", who=p.name, points=p.points)
    best = max(p.points for p in state.players)
    state.leader_points = best
    previous = state.start
    state.start = min(
        (s for s in range(n) if state.players[s].points == best),
        key=lambda s: (s - previous) % n,
    )
    say(state, "start", who=state.players[state.start].name)
    state.order = sorted(range(n), key=lambda s: (-state.players[s].points, (s - state.start) % n))
    state.phase, state.queue, state.step = "turns", list(state.order), "start"
    if bag_size(state.drafting) < n + 1:  # no drafting pool can be formed: the last round
        say(state, "no_pool")
        end_is_near(state)
        return
    state.chance += 1
    r = rng(state.seed, state.round, "pool")
    for _ in range(n + 1):
        kind = pick(state.drafting, r)
        assert kind is not None
        _take(state.drafting, kind)
        state.pool.append(kind)
    state.pool.sort(key=KIND_ORDER.index)
    say(state, "pool", tokens=list(state.pool))


def end_is_near(state: State) -> None:
    """This round is the last: the extra honey joins the pile."""
    state.final = True
    if not state.extra_added:
        state.honey_pile += state.extra_honey
        state.extra_honey = 0
        state.extra_added = True


def take_honey(state: State, p: Player, n: int) -> None:
    """``p`` takes ``n`` honey tokens; a pile that runs out ends the game this round."""
    for _ in range(n):
        if state.honey_pile > 0:
            state.honey_pile -= 1
            _add(p.bag, "honey")
            if state.honey_pile == 0 and not state.extra_added:
                say(state, "last_round")
                end_is_near(state)
        else:
            p.owed += 1  # every honey token is taken: kept track of


def begin_turn(state: State, seat: int) -> None:
    """Turn steps 1 and 2: nectar in threes for honey, helper bees back to their pile."""
    p = state.players[seat]
    nectar = sorted(h for h, c in p.comb.items() if c[0] == "nectar")
    groups = len(nectar) // NECTAR_PER_HONEY
    for h in nectar[: groups * NECTAR_PER_HONEY]:
        del p.comb[h]
    state.nectar_pile += groups * NECTAR_PER_HONEY
    if groups:
        say(state, "exchange", who=p.name, nectar=groups * NECTAR_PER_HONEY, honey=groups)
    take_honey(state, p, groups)
    helpers = [h for h, c in p.comb.items() if c[0] == "helper"]
    for h in helpers:
        del p.comb[h]
    state.helper_pile += len(helpers)
    if helpers:
        say(state, "helpers_back", who=p.name, count=len(helpers))
    state.step = "draft" if state.pool and not state.final else "buy"


def end_turns(state: State) -> None:
    """Helper bees for the last player, the extra token back, tokens back in the bags."""
    if not state.final:
        last = state.players[state.order[-1]]
        bees = min(HELPER_MAX, (state.leader_points - last.points) // HELPER_STEP)
        bees = min(bees, state.helper_pile)
        if bees:
            state.helper_pile -= bees
            _add(last.bag, "helper", bees)
            behind = state.leader_points - last.points
            say(state, "helpers_taken", who=last.name, behind=behind, count=bees)
    for kind in state.pool:
        _add(state.drafting, kind)
    state.pool = []
    for p in state.players:
        for kind, _marks, under in p.comb.values():
            if kind == "trade" and not state.final:
                p.trades += 1
            else:
                _add(p.bag, kind)
            if under:
                _add(p.bag, "honey")
        if p.aside:
            _add(p.bag, "cover", p.aside)
        p.comb, p.aside, p.points = {}, 0, 0
    if state.final:
        state.phase, state.queue = "over", []
        honey, nectar = standings(state)
        winners = [state.players[s].name for s in outcome(honey, nectar)[0]]
        say(state, "over", winners=winners)
        return
    state.phase = "steal"
    state.queue = [s for s in clockwise(state, state.start) for _ in range(state.players[s].trades)]


def standings(state: State) -> tuple[list[int], list[int]]:
    """Each player's honey (tokens they hold, plus honey kept track of) and nectar tokens."""
    honey, nectar = [], []
    for p in state.players:
        tokens = dict(p.bag)
        for kind, _m, under in p.comb.values():
            tokens[kind] = tokens.get(kind, 0) + 1
            if under:
                tokens["honey"] = tokens.get("honey", 0) + 1
        if p.hand:
            tokens[p.hand] = tokens.get(p.hand, 0) + 1
        honey.append(tokens.get("honey", 0) + p.owed)
        nectar.append(tokens.get("nectar", 0))
    return honey, nectar


def outcome(honey: Sequence[int], nectar: Sequence[int]) -> tuple[list[int], list[int]]:
    """(winners, ranking) from each seat's honey and nectar tokens at the end: the most
    honey wins, a tie goes to the most nectar, a tie that persists shares the victory.
    The ranking lists seats best first (ties by seat).

    >>> outcome([12, 12, 9], [1, 2, 5])
    ([1], [1, 0, 2])
    """
    key = list(zip(honey, nectar, strict=True))
    best = max(key)
    ranking = sorted(range(len(key)), key=lambda i: (-key[i][0], -key[i][1], i))
    return [i for i in range(len(key)) if key[i] == best], ranking


def steal(state: State, seat: int, victim: int) -> None:
    """``seat`` takes a random token from ``victim``'s bag and leaves a trade token there."""
    thief, mark = state.players[seat], state.players[victim]
    kind = pick(mark.bag, rng(state.seed, "steal", state.steals))
    assert kind is not None
    state.steals += 1
    state.chance += 1
    _take(mark.bag, kind)
    _add(thief.bag, kind)
    thief.trades -= 1
    _add(mark.bag, "trade")
    say(state, "steal", who=thief.name, victim=mark.name)


def advance(state: State) -> None:
    """Play everything that needs no decision, up to the next decision or the end."""
    while True:
        if state.phase == "over":
            return
        if state.phase == "build":
            p = state.players[state.queue[0]]
            if p.hand is None and not p.stopped and not bag_size(p.bag, honey=bool(p.comb)):
                # nothing to draw (the bag's size is public): the building stops, no chance
                p.stopped = True
                say(state, "bag_empty" if not p.bag else "only_honey", who=p.name)
                continue
        elif state.phase == "turns":
            if not state.queue:
                end_turns(state)
                continue
            if state.step == "start":
                begin_turn(state, state.queue[0])
                continue
        elif state.phase == "steal":
            if not state.queue:
                state.round += 1
                start_round(state)
                continue
            seat = state.queue[0]
            if not any(state.players[v].bag for v in range(len(state.players)) if v != seat):
                state.players[seat].trades -= 1  # nobody to steal from: it goes back
                _add(state.players[seat].bag, "trade")
                state.queue.pop(0)
                continue
        kind, _seat = pending(state)
        if kind in FORCED:
            options = legal(state)
            if len(options) == 1:
                perform(state, options[0])
                continue
        return
