"""Forage: move the forage token (steps by the field's geometry), collect matching nectar
or gain pollen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .....core.hexes import fmt
from .....core.i18n import Message
from .. import actions as A
from ..components import NectarTile
from ..geometry import field_spaces
from ..log import Log, count, forage_cost, nectar_term, pollen_word, say
from ..state import GameState, Space, space_name
from . import DecisionRule, HiveActionRule, emit

if TYPE_CHECKING:
    from . import Ruleset


def reach(state: GameState, seat: int) -> dict[tuple[int, int], int]:
    """Every space the player's token can end on, with its cost in coins.

    The field side's free steps cost nothing, each further step its price (base: one
    orthogonal step free, two coins a step after it; the path does not matter: tokens
    never block each other). Staying put is a move of zero spaces.
    """
    player = state.players[seat]
    out = {}
    for space in field_spaces(state):
        cost = forage_cost(state, seat, space)
        if cost <= player.coins:
            out[space] = cost
    return out


def collectable(state: GameState, seat: int, space: tuple[int, int]) -> NectarTile | None:
    """The nectar tile a forage ending on ``space`` collects (None: a pollen instead)."""
    tile = state.woodland.field.get(space)
    if tile is not None and state.players[seat].hive.empty_cells(tile.nectar):
        return tile
    return None


def possible(state: GameState, rules: Ruleset, seat: int) -> str | None:
    return None  # the token can always stay put and gain pollen


def start(state: GameState, rules: Ruleset, source: str, log: Log) -> None:
    state.turn.frame = {"action": "forage", "step": "forage", "source": source}


def collect_nectar(state: GameState, log: Log, space: Space, tile: NectarTile) -> None:
    """Take ``tile`` off ``space`` of the field; the player next chooses its cell."""
    del state.woodland.field[space]
    if not state.woodland.field:
        emit(state, log, "last_nectar", space=space)
    state.turn.frame = {
        "action": "forage",
        "step": "nectar_cell",
        "source": state.turn.frame["source"],  # type: ignore[index]
        "tile": tile,
    }


def forage_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    return [A.Forage(s) for s in rules.forage_reach(state, state.turn.seat)]


def forage_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    assert isinstance(action, A.Forage)
    seat = state.turn.seat
    player = state.players[seat]
    cost = forage_cost(state, seat, action.space)
    player.coins -= cost
    stays = action.space == player.forage
    player.forage = action.space
    paid = say("log.paying", coins=count("coins", cost)) if cost else ""
    moved = {"name": player.name, "space": space_name(action.space), "paid": paid}
    moved["pollen"] = pollen_word(state)
    tile = rules.forage_yield(state, seat, action.space)
    if tile is not None:
        collect_nectar(state, log, action.space, tile)
        key = "log.forage_stay_nectar" if stays else "log.forage_nectar"
        log.add(say(key, **moved, nectar=nectar_term(tile.nectar)))
        return
    state.turn.frame = None
    here = state.woodland.field.get(action.space)
    why = say("log.no_cell_there", nectar=nectar_term(here.nectar)) if here is not None else ""
    if state.supply.pollen > 0:
        state.supply.pollen -= 1
        player.pollen += 1
        log.add(say("log.forage_stay_pollen" if stays else "log.forage_pollen", **moved, why=why))
    else:
        key = "log.forage_stay_no_pollen" if stays else "log.forage_no_pollen"
        log.add(say(key, **moved, why=why))


def forage_prompt(state: GameState, rules: Ruleset) -> Message:
    player = state.current
    return say("prompt.forage", name=player.name, space=space_name(player.forage))  # type: ignore[arg-type]


def forage_explain(state: GameState, rules: Ruleset, action: A.Action) -> Message | None:
    assert isinstance(action, A.Forage)
    if action.space not in field_spaces(state):
        r, c = action.space
        return say("explain.off_field", r=r, c=c)
    cost = forage_cost(state, state.turn.seat, action.space)
    return say(
        "explain.forage_cost",
        space=space_name(action.space),
        coins=count("coins", cost),
        have=state.current.coins,
    )


def cell_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    tile = state.turn.frame["tile"]  # type: ignore[index]
    return [A.NectarCell(c.hex) for c in state.current.hive.empty_cells(tile.nectar)]


def cell_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    assert isinstance(action, A.NectarCell)
    tile = state.turn.frame["tile"]  # type: ignore[index]
    state.put_nectar(state.turn.seat, action.cell, tile.nectar)
    state.turn.frame = None
    log.add(
        say(
            "log.nectar_cell",
            name=state.current.name,
            nectar=nectar_term(tile.nectar),
            hex=fmt(action.cell),
        )
    )


def cell_prompt(state: GameState, rules: Ruleset) -> Message:
    tile = state.turn.frame["tile"]  # type: ignore[index]
    return say("prompt.nectar_cell", name=state.current.name, nectar=nectar_term(tile.nectar))


def cell_explain(state: GameState, rules: Ruleset, action: A.Action) -> Message | None:
    assert isinstance(action, A.NectarCell)
    tile = state.turn.frame["tile"]  # type: ignore[index]
    cell = state.current.hive.cells.get(action.cell)
    if cell is None:
        return say("explain.no_cell", hex=fmt(action.cell))
    if cell.nectar is not None:
        return say("explain.cell_full", hex=fmt(action.cell))
    return say("explain.cell_pattern", cell=cell.phrase(), nectar=nectar_term(tile.nectar))


ACTION = HiveActionRule(possible, start)

DECISIONS = {
    "forage": DecisionRule(
        ("forage",), forage_options, forage_apply, forage_prompt, forage_explain
    ),
    "nectar_cell": DecisionRule(
        ("nectar_cell",), cell_options, cell_apply, cell_prompt, cell_explain, auto=True
    ),
}
