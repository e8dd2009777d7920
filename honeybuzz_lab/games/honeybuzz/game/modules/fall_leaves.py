"""Autumn Leaves (Fall Flavors rulebook, "Autumn Leaves"; RULINGS 8): leafy hive tiles.

Six leafy tiles replace six base tiles in each stack, so a stack becomes an ordered pile of
tiles (:class:`LeavesState` keeps each pile; the base game's box keeps its count) of which
only the top is known to anyone: every view shows each stack's top tile and its leaves,
never the order below it (:func:`redact`). A leafy tile taken and placed carries its leaves
(one or two, yellow, red or purple, each on a named hex of the tile: the icon's, "anchor",
or the other, "tail") onto the hive. One foliage card, drawn at setup, scores the leaves at
the end (:data:`FOLIAGE`); comparative cards follow the final contests' tie rules.

Solitaire: no foliage card; after each drone turn's movement the top tile of the stack in
the drone's box goes to the bottom (the Decree/Accounting box: the player chooses which
stack, the ``cycle_stack`` decision); the "Total leaves" contest (:data:`SOLO_CONTEST`).

>>> from honeybuzz_lab.games.honeybuzz.game import Game
>>> g = Game.new(2, seed=3, modules=["fall.leaves"])
>>> s = leaves(g.state)
>>> sorted(len([t for t in pile if t]) for pile in s.stacks.values())
[6, 6, 6, 6, 6, 6]
>>> sorted(g.view(0)["leaves"]), g.view(0)["leaves"]["leafy_left"]["market"]
(['bottoms', 'foliage', 'hives', 'leafy_left', 'placed', 'taken', 'tops'], 6)
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from .....core.i18n import Message
from ...data import load_toml
from .. import actions as A
from ..contests import final_contest_payouts
from ..kinds import ActionKind, Target
from ..log import Log, kind_term, say
from ..registry import Module, ModuleError, register
from ..rules import DecisionRule, Ruleset, ScoreCategory
from ..state import GameState, TurnState
from ..worlds import WorldError, complete
from . import fall_words  # noqa: F401  (the modules' words, added to the catalogues)
from .fall_festival import add_toast_measure
from .solo.cards import ModuleContest, add_solo_cards

Hex = tuple[int, int]

_DATA = load_toml("fall_leaves.toml")
#: The leaf colours.
COLOURS: tuple[str, ...] = tuple(_DATA["colours"])
#: The hexes of a tile a leaf can sit on: the icon's (anchor) or the other one (tail).
HEXES = ("anchor", "tail")
#: Leafy tile id -> its kind (action icon).
TILE_KIND: dict[str, str] = {t["id"]: t["kind"] for t in _DATA["tiles"]}
#: Leafy tile id -> its leaves, (colour, hex) each.
TILE_LEAVES: dict[str, tuple[tuple[str, str], ...]] = {
    t["id"]: tuple((c, h) for c, h in t["leaves"]) for t in _DATA["tiles"]
}
#: The foliage cards, by id (the data file's fields).
FOLIAGE: dict[str, dict[str, Any]] = {c["id"]: dict(c) for c in _DATA["foliage"]}
#: The solo contest card "Total leaves": its deduction and tiers (count needed, points).
SOLO_CONTEST: dict[str, Any] = dict(_DATA["solo"])
#: The whole solo set: the printed card, then the two reconstructed ones (RULINGS 8).
SOLO_CONTESTS: tuple[dict[str, Any], ...] = (
    SOLO_CONTEST,
    *(dict(c) for c in _DATA.get("solo_set", ())),
)


@dataclass
class LeavesState:
    """Autumn Leaves' own state.

    ``stacks``: each tile kind's pile, bottom first, a leafy tile by its id and a base tile
    as ``""`` (secret below the top). ``foliage``: the foliage card in play (None in solo).
    ``hives``: per seat, every leaf in the hive as (hex, colour, tile id). ``taken``: the
    leafy tile the player on turn has taken and not yet placed. ``cycled``: solo, how many
    tiles at the bottom of each pile everybody saw go there (each cycled tile was a top;
    at most the pile's size).
    """

    stacks: dict[str, list[str]] = field(default_factory=dict)
    foliage: str | None = None
    hives: list[list[tuple[Hex, str, str]]] = field(default_factory=list)
    taken: str | None = None
    cycled: dict[str, int] = field(default_factory=dict)


def leaves(state: GameState) -> LeavesState:
    """Autumn Leaves' state of a game (ModuleError if it is not played with it)."""
    got = state.modules.get("fall.leaves")
    if not isinstance(got, LeavesState):
        raise ModuleError("this game is not played with Autumn Leaves")
    return got


def _state(state: GameState, opts: Mapping[str, Any]) -> LeavesState:
    return LeavesState(hives=[[] for _ in state.players])


def _setup(state: GameState, rules: Ruleset, opts: Mapping[str, Any]) -> None:
    mod = leaves(state)
    rng = state.random()
    for box in state.board.values():
        for kind in box.kinds:
            leafy = sorted(t for t, k in TILE_KIND.items() if k == kind)
            pile = leafy + [""] * (box.stacks[kind] - len(leafy))
            rng.shuffle(pile)
            mod.stacks[kind] = pile
    if "solo" not in rules.modules:
        mod.foliage = rng.choice(sorted(FOLIAGE))
    state.keep_random(rng)


def top(state: GameState, kind: str) -> str | None:
    """The top tile of ``kind``'s stack: a leafy tile's id, ``""`` for a base tile, None
    when the stack is empty."""
    pile = leaves(state).stacks[kind]
    return pile[-1] if pile else None


def leaf_counts(state: GameState, seat: int) -> dict[str, int]:
    """The leaves in ``seat``'s hive by colour (every colour, zeros included)."""
    got = dict.fromkeys(COLOURS, 0)
    for _hex, colour, _tile in leaves(state).hives[seat]:
        got[colour] += 1
    return got


# ------------------------------------------------------------------ following the tiles


def _follow(state: GameState, rules: Ruleset, log: Log) -> None:
    """After every step: a tile taken from a stack leaves the pile's top; once placed, its
    leaves go onto the hex of the hive they are printed on."""
    mod = leaves(state)
    for box in state.board.values():
        for kind in box.kinds:
            pile = mod.stacks[kind]
            while len(pile) > box.stacks[kind]:
                tile = pile.pop()
                log.reveal()  # the tile below is turned up
                if tile:
                    mod.taken = tile
    if mod.taken is not None and state.turn.step != "place":
        seat = state.turn.seat
        player = state.players[seat]
        placed = player.hive.tiles[-1]
        got = []
        for colour, where in TILE_LEAVES[mod.taken]:
            at = placed.anchor if where == "anchor" else placed.tail
            mod.hives[seat].append((at, colour, mod.taken))
            got.append(say("leaves.leaf", n=1, colour=Message(f"terms.leaf.{colour}")))
        log.add(
            say(
                "leaves.log_leaves",
                name=player.name,
                leaves=got,
                kind=kind_term(TILE_KIND[mod.taken]),
            )
        )
        mod.taken = None


# ------------------------------------------------------------------ views


def redact(state: GameState, view: dict[str, Any], seat: int | None) -> None:
    """Every view: each stack's top tile and its leaves, how many leafy tiles are left in
    each stack (public: everybody saw the others go), the leaves in every hive, the
    foliage card; never the order below a top but for the tiles a solo drone turn cycled
    to the bottom in everybody's sight (``bottoms``)."""
    mod = leaves(state)
    tops: dict[str, Any] = {}
    left: dict[str, int] = {}
    for kind, pile in mod.stacks.items():
        tile = pile[-1] if pile else None
        tops[kind] = [list(leaf) for leaf in TILE_LEAVES[tile]] if tile else None
        left[kind] = sum(1 for t in pile if t)
    view["leaves"] = {
        "foliage": mod.foliage,
        "tops": tops,
        "leafy_left": left,
        "hives": [[[list(h), c] for h, c, _t in hive] for hive in mod.hives],
        # the leafy tiles each hive got, in order: kind and printed leaves (never an id)
        "placed": [_placed(hive) for hive in mod.hives],
        "taken": None if mod.taken is None else _printed(mod.taken),
        "bottoms": {
            kind: [_printed(t)[1] if t else None for t in pile[: _known(mod, kind)]]
            for kind, pile in mod.stacks.items()
        },
    }


def _known(mod: LeavesState, kind: str) -> int:
    """How many tiles at the bottom of ``kind``'s pile everybody knows, the top left out."""
    pile = mod.stacks[kind]
    return max(0, min(mod.cycled.get(kind, 0), len(pile) - 1))


def _printed(tile: str) -> list[Any]:
    """What a leafy tile shows: ``[kind, [[colour, hex], ...]]`` (its id is not printed)."""
    return [TILE_KIND[tile], [list(leaf) for leaf in TILE_LEAVES[tile]]]


def _placed(hive: list[tuple[Hex, str, str]]) -> list[Any]:
    out: list[Any] = []
    last = None
    for _h, _c, tile in hive:
        if tile != last:
            out.append(_printed(tile))
            last = tile
    return out


def rebuild(view: dict[str, Any], state: GameState, rng: random.Random) -> None:
    """Autumn Leaves in a world built from ``view`` (see :mod:`..worlds`).

    The foliage card, the leaves in the hives and each stack's top are public; a leafy
    tile is known by its kind and printed leaves (tiles alike are alike to the rules). Below
    each top, the stack's leafy tiles (as many as the view counts) are drawn from the
    tiles of its kind not seen anywhere, shuffled among its base tiles.
    """
    mod = leaves(state)
    if complete(view):
        got = view["modules"]["fall.leaves"]
        mod.stacks = {k: list(p) for k, p in got["stacks"].items()}
        mod.foliage = got["foliage"]
        mod.hives = [[((h[0], h[1]), c, t) for h, c, t in hive] for hive in got["hives"]]
        mod.taken = got["taken"]
        mod.cycled = dict(got["cycled"])
        return
    got = view["leaves"]
    mod.foliage = got["foliage"]
    unseen = sorted(TILE_KIND)

    def alike(kind: str, printed: list[Any]) -> str:
        want = tuple((c, h) for c, h in printed)
        for tile in unseen:
            if TILE_KIND[tile] == kind and TILE_LEAVES[tile] == want:
                unseen.remove(tile)
                return tile
        raise WorldError(f"no leafy {kind} tile left with the leaves {printed}")

    mod.hives = []
    for cells, placed in zip(got["hives"], got["placed"], strict=True):
        hive: list[tuple[Hex, str, str]] = []
        at = iter(cells)
        for kind, printed in placed:
            tile = alike(kind, printed)
            for _ in printed:
                h, colour = next(at)
                hive.append(((h[0], h[1]), colour, tile))
        mod.hives.append(hive)
    mod.taken = None if got["taken"] is None else alike(*got["taken"])
    tops = {
        kind: alike(kind, [list(x) for x in shown]) if shown else ""
        for kind, shown in got["tops"].items()
    }
    bottoms = {
        kind: [alike(kind, printed) if printed else "" for printed in known]
        for kind, known in got["bottoms"].items()
    }
    mod.stacks = {}
    mod.cycled = {k: len(b) for k, b in bottoms.items() if b}
    for box in state.board.values():
        for kind in box.kinds:
            size = box.stacks[kind]
            if not size:
                mod.stacks[kind] = []
                continue
            top_tile, bottom = tops[kind], bottoms[kind]
            n = got["leafy_left"][kind] - (1 if top_tile else 0) - sum(1 for t in bottom if t)
            pool = [t for t in unseen if TILE_KIND[t] == kind]
            free = size - 1 - len(bottom)
            if not 0 <= n <= min(len(pool), free):
                raise WorldError(f"the {kind} stack cannot hold {n} more leafy tiles")
            below = rng.sample(pool, n)
            for tile in below:
                unseen.remove(tile)
            below += [""] * (free - n)
            rng.shuffle(below)
            mod.stacks[kind] = [*bottom, *below, top_tile]


# ------------------------------------------------------------------ scoring


def foliage_points(state: GameState, rules: Ruleset) -> list[int]:
    """Each seat's points from the foliage card in play (none in solo)."""
    mod = leaves(state)
    if mod.foliage is None:
        return [0] * state.player_count
    return score_card(
        FOLIAGE[mod.foliage],
        [leaf_counts(state, p.seat) for p in state.players],
        [
            sum(1 for t in {tile for _h, _c, tile in hive} if len(TILE_LEAVES[t]) == 2)
            for hive in mod.hives
        ],
    )


def score_card(
    card: Mapping[str, Any], counts: list[dict[str, int]], doubles: list[int]
) -> list[int]:
    """The points of foliage ``card`` for players with leaves ``counts`` (by colour) and
    ``doubles`` tiles with two leaves each. Comparative parts use the final contests'
    payouts and tie rules (:func:`~..contests.final_contest_payouts`)."""
    kind = card["type"]
    totals = [sum(c.values()) for c in counts]
    if kind == "each_colour":
        out = [card["per_leaf"] * t for t in totals]
        for colour in COLOURS:
            paid = final_contest_payouts([c[colour] for c in counts], card["payouts"])
            out = [a + b for a, b in zip(out, paid, strict=True)]
        return out
    if kind == "sets":
        return [card["points"] * min(c.values()) for c in counts]
    if kind == "per_and_most":
        paid = final_contest_payouts([c[card["most"]] for c in counts], card["payouts"])
        return [card["per_leaf"] * c[card["colour"]] + p for c, p in zip(counts, paid, strict=True)]
    if kind == "most_total":
        return final_contest_payouts(totals, card["payouts"])
    if kind == "double_tiles":
        return [card["points"] * d for d in doubles]
    if kind == "best_colour":
        return [card["per_leaf"] * max(c.values()) for c in counts]
    raise ModuleError(f"unknown foliage card type {kind!r}")  # pragma: no cover


def foliage_title(card: str) -> Message:
    """What foliage card ``card`` scores, in words."""
    return say(f"leaves.foliage.{card}")


# ------------------------------------------------------------------ solo: cycling stacks


@dataclass(frozen=True)
class CycleStack(A.Action):
    """Solitaire: the drone's box holds two stacks; cycle the top tile of this one."""

    kind: ClassVar[str] = "cycle_stack"
    tile: str


def cycle(state: GameState, kind: str, log: Log) -> None:
    """Move the top tile of ``kind``'s stack to its bottom (nothing if it is empty)."""
    mod = leaves(state)
    pile = mod.stacks[kind]
    if pile:
        pile.insert(0, pile.pop())
        log.reveal()  # the tile below is turned up
        mod.cycled[kind] = min(mod.cycled.get(kind, 0) + 1, len(pile))
        log.add(say("leaves.log_cycle", kind=kind_term(kind)))


def on_drone_moved(state: GameState, rules: Ruleset, log: Log, data: Mapping[str, Any]) -> None:
    """After a drone turn's movement: cycle the stack in the drone's box (the player
    chooses between two stacks)."""
    box = state.board[data["box"]]
    kinds = [k for k in box.kinds if box.stacks[k]]
    if len(kinds) > 1:
        frame = {"step": "cycle_stack", "box": box.name}
        state.turn = TurnState(state.turn.seat, step="act", frame=frame)
        return
    for kind in kinds:
        cycle(state, kind, log)


def cycle_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    box = state.board[state.turn.frame["box"]]  # type: ignore[index]
    return [CycleStack(k) for k in box.kinds if box.stacks[k]]


def cycle_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    assert isinstance(action, CycleStack)
    cycle(state, action.tile, log)
    state.turn = TurnState(state.turn.seat)


def cycle_prompt(state: GameState, rules: Ruleset) -> Message:
    return say("leaves.prompt_cycle", name=state.players[state.turn.seat].name)


def _label_cycle(state: GameState, action: CycleStack) -> Message:
    return say("leaves.label_cycle", kind=kind_term(action.tile))


def tile_worth(v: Any, kind: str) -> float:
    """What the top tile of ``kind``'s stack adds for the greedy bot: its leaves, by what
    the foliage card pays for one more leaf of each colour (a point a leaf in solo, where
    the "Total leaves" contest counts them)."""
    tile = top(v.s, kind)
    if not tile:
        return 0.0
    mod = leaves(v.s)
    if mod.foliage is None:
        return float(len(TILE_LEAVES[tile]))
    counts = [leaf_counts(v.s, p.seat) for p in v.s.players]
    doubles = [0] * len(counts)
    before = score_card(FOLIAGE[mod.foliage], counts, doubles)[v.me]
    mine = dict(counts[v.me])
    for colour, _hex in TILE_LEAVES[tile]:
        mine[colour] += 1
    counts[v.me] = mine
    doubles[v.me] = 1 if len(TILE_LEAVES[tile]) == 2 else 0
    after = score_card(FOLIAGE[mod.foliage], counts, doubles)[v.me]
    return 0.8 * (after - before) * (0.4 + 0.6 * v.prog)


def _score_cycle(v: Any, action: CycleStack) -> float:
    """Send away a top tile the bot's hive has no use for: plain beats leafy."""
    tile = top(v.s, action.tile)
    return -float(len(TILE_LEAVES[tile])) if tile else 0.0


def solo_leaves(state: GameState) -> int:
    """Solo: the leaves in the player's hive (the "Total leaves" contest)."""
    return leaf_total(state, 0)


def leaf_total(state: GameState, seat: int) -> int:
    """The leaves in ``seat``'s hive (toast cards and the solo contest count them)."""
    return len(leaves(state).hives[seat])


LEAVES_MODULE = register(
    Module(
        name="fall.leaves",
        implies=("fall.sunset",),
        summary="Autumn Leaves: leafy hive tiles, only each stack's top known, a foliage card.",
        state=_state,
        setup=_setup,
        after_action=(("leaves", _follow),),
        events={"drone_moved": (on_drone_moved,)},
        new_events=("drone_moved",),  # the solitaire variant's drones emit it too
        decisions={
            "cycle_stack": DecisionRule(
                ("cycle_stack",), cycle_options, cycle_apply, cycle_prompt, auto=True
            )
        },
        scores=(ScoreCategory("foliage", foliage_points),),
        values={"tile_worth": tile_worth},
        redact=redact,
        rebuild=rebuild,
        kinds=(ActionKind(CycleStack, _label_cycle, Target("box", "tile"), _score_cycle),),
    )
)


def _solo_and_toasts() -> None:
    add_solo_cards(
        "fall.leaves",
        contests=tuple(ModuleContest.from_data(c, solo_leaves) for c in SOLO_CONTESTS),
    )
    add_toast_measure("leaves", leaf_total)


_solo_and_toasts()


def put_on_top(state: GameState, kind: str, tile: str) -> None:
    """A teaching position: leafy tile ``tile`` ('' a tile without leaves) is the top of the
    ``kind`` stack, swapped with the tile there (ModuleError, nothing changed, if that stack
    does not hold it)."""
    pile = leaves(state).stacks.get(kind)
    if not pile:
        raise ModuleError(f"there is no {kind!r} stack with tiles")
    if tile and TILE_KIND.get(tile) != kind:
        raise ModuleError(f"{tile!r} is not a leafy {kind} tile")
    if tile not in pile:
        raise ModuleError(f"the {kind} stack holds no {tile or 'tile without leaves'!r}")
    i = len(pile) - 1 - pile[::-1].index(tile)
    pile[i], pile[-1] = pile[-1], pile[i]


def set_foliage(state: GameState, card: str) -> None:
    """A teaching position: the foliage card in play is ``card`` (ModuleError, nothing
    changed, for an unknown card or a solitaire game, which plays without one)."""
    mod = leaves(state)
    if mod.foliage is None:
        raise ModuleError("the solitaire variant plays without a foliage card")
    if card not in FOLIAGE:
        raise ModuleError(f"foliage is one of {', '.join(sorted(FOLIAGE))}")
    mod.foliage = card


__all__ = [
    "COLOURS",
    "FOLIAGE",
    "SOLO_CONTEST",
    "TILE_LEAVES",
    "CycleStack",
    "LeavesState",
    "cycle",
    "foliage_points",
    "leaf_counts",
    "leaf_total",
    "leaves",
    "put_on_top",
    "score_card",
    "set_foliage",
    "top",
]
