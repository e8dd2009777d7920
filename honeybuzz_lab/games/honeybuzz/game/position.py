"""A position's public face for the layers above (the lessons, the explorer, the advisor).

What the rules know about a position, asked without reaching into their part files
(``rules/<part>.py`` are the engine's internals), and the edits a teaching position makes
with the books kept balanced. A module's own edits are its public names (Fall Fruit's
``set_held_fruit``).

>>> from honeybuzz_lab.games.honeybuzz.game import Game
>>> game = Game.new(2, seed=1, first_game=True)
>>> pending(game.state, game.rules).kind
'turn'
>>> set_pollen(game.state, 0, 2)
>>> game.state.players[0].pollen
2
>>> sorted(end_conditions(game.state, game.rules))
[]
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .errors import SetupError
from .rules import end, orders, take_tile
from .rules.turn import Pending
from .rules.turn import pending as pending_decision
from .state import GameState

if TYPE_CHECKING:
    from .rules import Ruleset


def pending(state: GameState, rules: Ruleset) -> Pending:
    """The decision ``state`` waits for under ``rules``: its kind, whose it is, its prompt."""
    return pending_decision(state, rules)


def can_fill_order(state: GameState, seat: int, stack: int) -> bool:
    """True when ``seat`` holds every resource the face-up order of ``stack`` asks for."""
    return orders.can_fill(state, seat, stack)


def takeable_kinds(state: GameState, seat: int, box: str) -> list[str]:
    """The tile kinds of hive box ``box`` that ``seat`` could take now (a stack not empty,
    a Decree affordable)."""
    return take_tile.takeable(state, seat, box)


def end_conditions(state: GameState, rules: Ruleset) -> set[str]:
    """Which of the base game's end conditions hold now: ``"market"`` (four market values at
    the bottom) and ``"orders"`` (two order stacks empty)."""
    names = rules.vocabulary.resources if rules.vocabulary is not None else ()
    found = set()
    if sum(1 for r in names if state.market.at_bottom(r)) >= end.RESOURCES_AT_BOTTOM:
        found.add("market")
    if sum(1 for s in state.order_stacks if s.empty) >= end.EMPTY_ORDER_STACKS:
        found.add("orders")
    return found


def set_pollen(state: GameState, seat: int, pollen: int) -> None:
    """A teaching position: ``seat`` holds ``pollen``, taken from or given back to the supply.
    ``SetupError`` (nothing changed) when the supply has too little."""
    player = state.players[seat]
    change = pollen - player.pollen
    if change > state.supply.pollen:
        raise SetupError(f"the supply has only {state.supply.pollen} pollen left")
    state.supply.pollen -= change
    player.pollen = pollen
