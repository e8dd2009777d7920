"""A position's public face for the layers above (the lessons, the explorer, the advisor).

What the rules know about a position, asked without reaching into their part files
(``rules/<part>.py`` are the engine's internals), and the edits a teaching position makes
with the books kept balanced (coins, workers, beelines, a hive, the forage token, the field,
the market, the orders, a speed contest): each checks first and raises ``SetupError`` with
nothing changed. The lessons edit a position through these only. A module's own edits are
its public names (Fall Fruit's ``set_held_fruit``).

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

from collections import Counter
from typing import TYPE_CHECKING

from ..hive import Hive
from .components import TILE_KINDS
from .errors import SetupError
from .geometry import field_spaces
from .rules import end, orders, take_tile
from .rules.turn import Pending
from .rules.turn import pending as pending_decision
from .state import WORKERS_PER_PLAYER, GameState, Space, space_name

if TYPE_CHECKING:
    from .engine import Game
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


# ---------------------------------------------------------------------- teaching positions
#
# Each edit below checks everything first and raises SetupError with nothing changed, then
# changes the state with the books kept balanced: pieces come from and go to the supply, the
# stacks or the field, never from nowhere. Meant for states straight from setup.


def _whole(value: object, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise SetupError(f"{what} must be a whole number of at least 0, not {value!r}")
    return value


def _seat(state: GameState, seat: object) -> int:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state.player_count:
        raise SetupError(f"there is no seat {seat!r}")
    return seat


def _name(space: Space) -> str:
    """A space's name (``"C2"``), or the pair written out for one off every field."""
    try:
        return space_name(space)
    except (IndexError, TypeError, ValueError):
        return str(space)


def set_coins(state: GameState, seat: int, coins: int) -> None:
    """A teaching position: ``seat`` has ``coins`` (coins are unlimited in the rulebook)."""
    state.players[_seat(state, seat)].coins = _whole(coins, "coins")


def set_workers(
    state: GameState, seat: int, available: int | None = None, nursery: int | None = None
) -> None:
    """A teaching position: ``available`` workers on ``seat``'s board and ``nursery`` in
    the nursery (None: as they are); the player's own supply makes up the ten (workers in
    beelines stay where they are)."""
    player = state.players[_seat(state, seat)]
    available = _whole(player.available_workers if available is None else available, "available")
    nursery = _whole(player.nursery if nursery is None else nursery, "nursery")
    supply = WORKERS_PER_PLAYER - available - nursery - player.placed_workers
    if supply < 0:
        raise SetupError(f"a player owns {WORKERS_PER_PLAYER} workers in all")
    player.available_workers, player.nursery, player.supply_workers = available, nursery, supply


def place_beeline(state: GameState, seat: int, kind: str, height: int) -> None:
    """A teaching position: a beeline of ``height`` of ``seat``'s available workers on the
    box holding ``kind``; on an occupied box it is one taller than the tallest there."""
    height = _whole(height, "height")
    if kind not in TILE_KINDS:
        raise SetupError(f"{kind!r} is not a tile kind; use one of {', '.join(TILE_KINDS)}")
    player = state.players[_seat(state, seat)]
    box = state.box_of(kind)
    if height < 1 or height > player.available_workers:
        raise SetupError(
            f"a beeline of {height} needs that many available workers "
            f"(the player has {player.available_workers})"
        )
    if box.beelines and height != box.tallest + 1:
        raise SetupError(
            f"the {box.label} box holds a beeline of {box.tallest}: a new one is {box.tallest + 1}"
        )
    box.beelines.append((seat, height))
    player.available_workers -= height
    player.placed_workers += height


def set_hive(state: GameState, seat: int, hive: Hive) -> list[tuple[Space, str]]:
    """A teaching position: ``seat``'s starting hive becomes ``hive``. Each further tile
    comes off its stack, each nectar tile off the field (the last space in reading order
    holding that type), each honey from the supply. Returns the spaces whose nectar tiles
    it took, with their nectar (what a module records as collected earlier)."""
    player = state.players[_seat(state, seat)]
    card = state.components.configuration(state.setup["configuration"])
    if player.hive.notation != card.hive().notation:
        raise SetupError("only a starting hive can be replaced (set each hive once)")
    start = set(card.hive().tiles)
    if not start <= set(hive.tiles):
        raise SetupError(f"the hive must keep the starting tiles of {card.name!r}: {card.tiles}")
    tiles = Counter(t.action.value for t in hive.tiles if t not in start)
    for tile in hive.tiles:
        kind = tile.action.value
        if tile not in start and state.box_of(kind).stacks[kind] < tiles[kind]:
            raise SetupError(f"the {tile.action.label} stack has no tile left for {tile}")
    field = dict(state.woodland.field)
    taken: list[tuple[Space, str]] = []
    honey: Counter[str] = Counter()
    for cell in hive.cells.values():
        if cell.nectar is None:
            continue
        spaces = [s for s, t in field.items() if t.nectar is cell.nectar]
        if not spaces:
            raise SetupError(f"the field has no {cell.nectar.label} nectar tile left")
        del field[max(spaces)]
        taken.append((max(spaces), cell.nectar.value))
        if cell.honey:
            honey[cell.nectar.value] += 1
            if state.supply.honey[cell.nectar.value] < honey[cell.nectar.value]:
                raise SetupError(f"the supply has no {cell.nectar.label} honey left")
    for kind, n in tiles.items():
        state.box_of(kind).stacks[kind] -= n
    for space, _nectar in taken:
        del state.woodland.field[space]
    for kind, n in honey.items():
        state.supply.honey[kind] -= n
    player.hive = hive
    return taken


def set_forage(state: GameState, seat: int, space: Space) -> None:
    """A teaching position: ``seat``'s forage token stands on ``space``."""
    if space not in field_spaces(state):
        raise SetupError(f"{_name(space)!r} is not a space of the field")
    state.players[_seat(state, seat)].forage = space


def collect_earlier(state: GameState, seat: int, space: Space) -> str:
    """A teaching position: ``seat`` collected the nectar tile on ``space`` earlier: it
    fills the first empty cell of its type in their hive. Returns its nectar."""
    tile = state.woodland.field.get(space)
    if tile is None:
        raise SetupError(f"{_name(space)!r} holds no nectar tile")
    player = state.players[_seat(state, seat)]
    cells = player.hive.empty_cells(tile.nectar)
    if not cells:
        raise SetupError(f"the hive has no empty {tile.nectar.label} cell for {_name(space)}")
    hive = player.hive.copy()
    hive.put_nectar(cells[0].hex, tile.nectar)
    player.hive = hive
    del state.woodland.field[space]
    return tile.nectar.value


def swap_spaces(state: GameState, a: Space, b: Space) -> None:
    """A teaching position: two spaces of the field swap what lies on them."""
    spaces = field_spaces(state)
    if a not in spaces or b not in spaces:
        raise SetupError(f"{[_name(a), _name(b)]} are not both spaces of the field")
    field = state.woodland.field
    ta, tb = field.pop(a, None), field.pop(b, None)
    if ta is not None:
        field[b] = ta
    if tb is not None:
        field[a] = tb


def set_market(state: GameState, resource: str, index: int) -> None:
    """A teaching position: the ``resource`` marker stands on space ``index`` of its column
    (0 is the top), never above its starting space (one down at two players)."""
    if resource not in state.market.tracks:
        names = ", ".join(state.market.tracks)
        raise SetupError(f"{resource!r} is not a resource; use {names}")
    start = 1 if state.player_count == 2 else 0
    last = len(state.market.tracks[resource]) - 1
    if not isinstance(index, int) or isinstance(index, bool) or not start <= index <= last:
        raise SetupError(
            f"the {resource} marker can stand on spaces {start} to {last} (or 'bottom')"
        )
    state.market.positions[resource] = index


def _stack(state: GameState, value: object) -> int:
    if not isinstance(value, int) or not 0 <= value < len(state.order_stacks):
        raise SetupError(f"stack must be 0 (left), 1 (middle) or 2 (right), not {value!r}")
    return value


def show_order(state: GameState, stack: int, order: str) -> None:
    """A teaching position: order card ``order`` lies face up on ``stack``: it swaps places
    with the card there (within the stacks, or with the cards left in the box)."""
    stack_i = _stack(state, stack)
    try:
        card = state.components.order(order)
    except (KeyError, TypeError):
        raise SetupError(f"there is no order card {order!r}") from None
    if any(card in p.orders for p in state.players):
        raise SetupError(f"a player already holds order {card.id}")
    target = state.order_stacks[stack_i]
    old = target.face_up
    if old is None:
        raise SetupError(f"stack {stack_i} has no face-up order to replace")
    if old.size != card.size:
        raise SetupError(f"order {card.id} is {card.size}; the card it replaces is {old.size}")
    if old == card:
        return
    for i, other in enumerate(state.order_stacks):  # the two cards swap places
        if other.face_up == card:
            other.face_up = old
        for j, down in enumerate(other.face_down):
            if down == card:
                state.order_stacks[i].face_down[j] = old
    target.face_up = card


def complete_orders(state: GameState, seat: int, stack: int, count: int) -> None:
    """A teaching position: ``seat`` completed the top ``count`` orders of ``stack`` earlier
    and holds them; the next card of that stack lies face up."""
    stack_i = _stack(state, stack)
    count = _whole(count, "complete")
    pile = state.order_stacks[stack_i]
    if count > (0 if pile.face_up is None else 1 + len(pile.face_down)):
        raise SetupError(f"stack {stack_i} has fewer than {count} orders")
    player = state.players[_seat(state, seat)]
    for _ in range(count):
        player.orders.append(pile.face_up)
        pile.face_up = pile.face_down.pop() if pile.face_down else None


def finish_speed_contest(state: GameState, seat: int, index: int) -> None:
    """A teaching position: ``seat`` finished speed contest ``index`` earlier (they meet its
    target now), was paid the next coins on the card and is recorded as a finisher."""
    from .contests import MEASURES

    if not isinstance(index, int) or not 0 <= index < len(state.contests):
        raise SetupError(f"speed must be a contest index from 0 to {len(state.contests) - 1}")
    contest = state.contests[index]
    card = contest.card
    if not card.is_speed:
        raise SetupError(f"contest {index} ({card.title}) is not a speed contest")
    if seat in contest.finishers or not contest.coins:
        raise SetupError(f"seat {seat} cannot finish {card.title} now")
    player = state.players[_seat(state, seat)]
    value = MEASURES[card.measure].count(player)
    if value < (card.target or 0):
        raise SetupError(
            f"seat {seat} has {value} {MEASURES[card.measure].label}; {card.title} needs "
            f"{card.target}"
        )
    contest.finishers.append(seat)
    player.coins += contest.coins.pop(0)


def copy_state(state: GameState) -> GameState:
    """A copy of ``state`` that shares nothing that changes (hives copied too)."""
    other = state.clone()
    for p in other.players:
        p.hive = p.hive.copy()
    other.setup = dict(state.setup)
    return other


def teaching_game(state: GameState, log: list[str], where: str) -> Game:
    """A game from a teaching position ``state`` (its history starts there): ``log`` the
    sentences that led to it, ``where`` the lesson position its setup names (so a saved
    record of it says where it came from rather than silently replaying something else)."""
    from .engine import Game

    game = Game(state)
    game.setup_log = list(log)
    game.setup["lesson_position"] = where
    return game
