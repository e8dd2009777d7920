"""Taking a tile: the beeline, paying for Decree, placing the tile, activating icons.

The turn's first decision offers every legal ``TakeTile(tile, workers)`` (the box follows
from the tile; in the two-player box of Decree and Accounting the player names which of
the two tiles) and ``Recall``. A tile can only be taken if it can be placed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .....core.hexes import fmt
from .....core.i18n import Message
from ...hive import Action as Icon
from ...hive import Hive, HiveTile
from .. import actions as A
from ..components import TILE_KINDS
from ..log import Log, a_kind, box_term, count, direction_term, effect_text, kind_term, say
from ..registry import value_of
from ..state import GameState, Task
from . import DecisionRule, emit
from .recall import recall

if TYPE_CHECKING:
    from . import Ruleset

# ------------------------------------------------------------------ placement geometry


def placements(hive: Hive) -> list[tuple[tuple[int, int], int, Any]]:
    """Every legal ``(anchor, direction, cells)`` for a new tile in ``hive``.

    The hive caches this until a tile comes or goes (nectar and honey keep it).
    """
    return hive.placement_spots()


def can_place(hive: Hive) -> bool:
    """True when some tile fits somewhere in ``hive``."""
    return bool(placements(hive))


# ------------------------------------------------------------------ take a tile or recall


def takeable(state: GameState, seat: int, box_name: str) -> list[str]:
    """The tile kinds of a box that ``seat`` could take (stack not empty, Decree affordable)."""
    box = state.board[box_name]
    player = state.players[seat]
    cost = value_of(state, "decree_cost")
    return [k for k in box.kinds if box.stacks[k] > 0 and (k != "decree" or player.coins >= cost)]


def tile_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    """Every legal beeline-and-tile, then Recall."""
    seat = state.turn.seat
    player = state.players[seat]
    out: list[A.Action] = []
    if player.available_workers and can_place(player.hive):
        for box in state.board.values():
            kinds = takeable(state, seat, box.name)
            if not kinds:
                continue
            if box.beelines:
                need = box.tallest + 1
                heights = [need] if need <= player.available_workers else []
            else:
                heights = list(range(1, player.available_workers + 1))
            out.extend(A.TakeTile(k, h) for k in kinds for h in heights)
    out.append(A.Recall())
    return out


def why_no_tile(state: GameState, seat: int) -> Message:
    """Why a player cannot take any tile (for the forced-recall prompt)."""
    player = state.players[seat]
    if not player.available_workers:
        return say("why.no_workers")
    if not can_place(player.hive):
        return say("why.no_fit")
    if not any(takeable(state, seat, name) for name in state.board):
        return say("why.no_stack")
    return say("why.beeline_too_tall")


def tile_explain(state: GameState, rules: Ruleset, action: A.Action) -> Message | None:
    if isinstance(action, A.Recall):
        return None  # pragma: no cover - recall is always legal
    assert isinstance(action, A.TakeTile)
    seat = state.turn.seat
    player = state.players[seat]
    if action.tile not in TILE_KINDS:
        return say("explain.not_a_kind", what=repr(action.tile), kinds=TILE_KINDS)
    box = state.box_of(action.tile)
    if action.workers < 1:
        return say("explain.no_worker")
    if action.workers > player.available_workers:
        available = count("available_workers", player.available_workers)
        return say("explain.too_few_workers", available=available, n=action.workers)
    if box.stacks[action.tile] == 0:
        return say("explain.stack_empty", kind=kind_term(action.tile))
    cost = value_of(state, "decree_cost")
    if action.tile == "decree" and player.coins < cost:
        return say("explain.decree_cost", cost=cost, have=player.coins)
    if box.beelines and action.workers != box.tallest + 1:
        return say("explain.beeline", box=box_term(box), tallest=box.tallest, need=box.tallest + 1)
    if not can_place(player.hive):
        return say("explain.no_fit")
    return None


def tile_prompt(state: GameState, rules: Ruleset) -> Message:
    name = state.current.name
    options = rules.decisions["turn"].options(state, rules)
    if len(options) == 1:
        why = why_no_tile(state, state.turn.seat)
        return say("prompt.must_recall", name=name, why=why)
    return say("prompt.turn", name=name)


def take_tile(state: GameState, rules: Ruleset, action: A.TakeTile, log: Log) -> None:
    seat = state.turn.seat
    player = state.players[seat]
    box = state.box_of(action.tile)
    player.available_workers -= action.workers
    player.placed_workers += action.workers
    box.beelines.append((seat, action.workers))
    box.stacks[action.tile] -= 1
    if not box.stacks[action.tile]:
        emit(state, log, "tile_stack_emptied", box=box.name, tile=action.tile)
    took = {
        "name": player.name,
        "tile": a_kind(action.tile),
        "workers": count("workers", action.workers),
        "box": box_term(box),
    }
    if action.tile == "decree":
        player.coins -= value_of(state, "decree_cost")
    t = state.turn
    t.tile, t.box, t.workers, t.step = action.tile, box.name, action.workers, "place"
    if action.tile == "decree":
        log.add(say("log.take_tile_paid", **took, cost=value_of(state, "decree_cost")))
    else:
        log.add(say("log.take_tile", **took))


def turn_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    if isinstance(action, A.Recall):
        recall(state, rules, log)
    else:
        assert isinstance(action, A.TakeTile)
        take_tile(state, rules, action, log)


# ------------------------------------------------------------------ place the tile


def place_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    return [A.Place(anchor, d) for anchor, d, _ in placements(state.current.hive)]


def place_explain(state: GameState, rules: Ruleset, action: A.Action) -> Message | None:
    assert isinstance(action, A.Place)
    if not 0 <= action.direction < 6:
        return say("explain.direction", d=action.direction)
    tile = HiveTile(Icon(state.turn.tile), action.anchor, action.direction)
    verdict = state.current.hive.check(tile)
    return verdict.reason  # type: ignore[return-value]


def place_prompt(state: GameState, rules: Ruleset) -> Message:
    return say("prompt.place", name=state.current.name, kind=kind_term(state.turn.tile))  # type: ignore[arg-type]


def place_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    assert isinstance(action, A.Place)
    t = state.turn
    tile = HiveTile(Icon(t.tile), action.anchor, action.direction)
    effect = state.place_tile(t.seat, tile)
    t.step = "act"
    t.queue = [Task(icon.action.value, "icon") for icon in effect.activated]
    log.add(
        say(
            "log.place",
            name=state.current.name,
            kind=kind_term(t.tile),  # type: ignore[arg-type]
            anchor=fmt(action.anchor),
            dir=direction_term(action.direction),
            effect=effect_text(effect),
        )
    )


DECISIONS = {
    "turn": DecisionRule(
        ("take_tile", "recall"), tile_options, turn_apply, tile_prompt, tile_explain
    ),
    "place": DecisionRule(("place",), place_options, place_apply, place_prompt, place_explain),
}
