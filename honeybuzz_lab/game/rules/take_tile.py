"""Taking a tile: the beeline, paying for Decree, placing the tile, activating icons.

The turn's first decision offers every legal ``TakeTile(tile, workers)`` (the box follows
from the tile; in the two-player box of Decree and Accounting the player names which of
the two tiles) and ``Recall``. A tile can only be taken if it can be placed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...hive import Action as Icon
from ...hive import Hive, HiveTile
from ...hive.hexes import direction_name, fmt
from .. import actions as A
from ..components import TILE_KINDS, kind_label
from ..log import Log, a_kind, effect_text, plural
from ..state import DECREE_COST, GameState, Task
from . import DecisionRule

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
    return [
        k for k in box.kinds if box.stacks[k] > 0 and (k != "decree" or player.coins >= DECREE_COST)
    ]


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


def why_no_tile(state: GameState, seat: int) -> str:
    """Why a player cannot take any tile (for the forced-recall prompt)."""
    player = state.players[seat]
    if not player.available_workers:
        return "you have no available workers"
    if not can_place(player.hive):
        return "no tile fits anywhere in your hive"
    if not any(takeable(state, seat, name) for name in state.board):
        return "every stack you could take from is empty (or a Decree tile costs more coins)"
    return "every box you could use holds a beeline taller than you can beat"


def tile_explain(state: GameState, rules: Ruleset, action: A.Action) -> str | None:
    if isinstance(action, A.Recall):
        return None  # pragma: no cover - recall is always legal
    assert isinstance(action, A.TakeTile)
    seat = state.turn.seat
    player = state.players[seat]
    if action.tile not in TILE_KINDS:
        return f"{action.tile!r} is not a kind of hive tile; the kinds are {', '.join(TILE_KINDS)}."
    box = state.box_of(action.tile)
    label = kind_label(action.tile)
    if action.workers < 1:
        return "A beeline needs at least one worker."
    if action.workers > player.available_workers:
        return (
            f"You have {plural(player.available_workers, 'available worker')}, "
            f"not {action.workers}."
        )
    if box.stacks[action.tile] == 0:
        return f"The {label} stack is empty."
    if action.tile == "decree" and player.coins < DECREE_COST:
        return f"A Decree tile costs {DECREE_COST} coins and you have {player.coins}."
    if box.beelines and action.workers != box.tallest + 1:
        return (
            f"The {box.label} box already holds a beeline of {box.tallest}, so a new beeline "
            f"there must be exactly {box.tallest + 1} workers."
        )
    if not can_place(player.hive):
        return "No tile fits anywhere in your hive, so you cannot take one: recall instead."
    return None


def tile_prompt(state: GameState, rules: Ruleset) -> str:
    name = state.current.name
    options = rules.decisions["turn"].options(state, rules)
    if len(options) == 1:
        why = why_no_tile(state, state.turn.seat)
        return f"{name}, you cannot take a tile ({why}): you must recall your workers."
    return f"{name}, take a tile (choose a box and a beeline) or recall your workers."


def take_tile(state: GameState, rules: Ruleset, action: A.TakeTile, log: Log) -> None:
    seat = state.turn.seat
    player = state.players[seat]
    box = state.box_of(action.tile)
    player.available_workers -= action.workers
    player.placed_workers += action.workers
    box.beelines.append((seat, action.workers))
    box.stacks[action.tile] -= 1
    paid = ""
    if action.tile == "decree":
        player.coins -= DECREE_COST
        paid = f", paying {DECREE_COST} coins"
    t = state.turn
    t.tile, t.box, t.workers, t.step = action.tile, box.name, action.workers, "place"
    log.add(
        f"{player.name} takes {a_kind(action.tile)} with a beeline of "
        f"{plural(action.workers, 'worker')} on the {box.label} box{paid}."
    )


def turn_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    if isinstance(action, A.Recall):
        from .recall import recall

        recall(state, rules, log)
    else:
        assert isinstance(action, A.TakeTile)
        take_tile(state, rules, action, log)


# ------------------------------------------------------------------ place the tile


def place_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    return [A.Place(anchor, d) for anchor, d, _ in placements(state.current.hive)]


def place_explain(state: GameState, rules: Ruleset, action: A.Action) -> str | None:
    assert isinstance(action, A.Place)
    if not 0 <= action.direction < 6:
        return f"A direction is a number from 0 to 5, not {action.direction}."
    tile = HiveTile(Icon(state.turn.tile), action.anchor, action.direction)
    verdict = state.current.hive.check(tile)
    return verdict.reason


def place_prompt(state: GameState, rules: Ruleset) -> str:
    return (
        f"{state.current.name}, place your {kind_label(state.turn.tile)} tile "  # type: ignore[arg-type]
        "in your hive, yellow edge to yellow edge."
    )


def place_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    assert isinstance(action, A.Place)
    t = state.turn
    tile = HiveTile(Icon(t.tile), action.anchor, action.direction)
    effect = state.place_tile(t.seat, tile)
    t.step = "act"
    t.queue = [Task(icon.action.value, "icon") for icon in effect.activated]
    log.add(
        f"{state.current.name} places the {kind_label(t.tile)} tile at {fmt(action.anchor)} "  # type: ignore[arg-type]
        f"pointing {direction_name(action.direction)}; it {effect_text(effect)}."
    )


DECISIONS = {
    "turn": DecisionRule(
        ("take_tile", "recall"), tile_options, turn_apply, tile_prompt, tile_explain
    ),
    "place": DecisionRule(("place",), place_options, place_apply, place_prompt, place_explain),
}
