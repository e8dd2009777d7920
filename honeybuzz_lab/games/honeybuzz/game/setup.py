"""Setting up a game exactly as the rulebook's Setup section (tables a to d).

Every random draw comes from ``random.Random(seed)`` in a fixed order, and every draw is
made even when the caller fixes the result (a chosen configuration card, chosen contests,
chosen starting spaces), so a record that stores the resolved choices replays exactly.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ....core.i18n import Message
from ....core.inputs import quote
from ..hive import Nectar
from .components import HONEYS, Components, load_components
from .errors import SetupError
from .geometry import SQUARE
from .registry import compose, module_components, module_players, module_setup
from .state import (
    WORKERS_PER_PLAYER,
    Box,
    ContestState,
    GameState,
    Market,
    OrderStack,
    PlayerState,
    Supply,
    TurnState,
    Woodland,
)

if TYPE_CHECKING:
    from .rules import Ruleset

#: Table a: coins placed on each speed contest, by player count (1st, 2nd, 3rd place).
TABLE_A_SPEED_COINS: dict[int, tuple[int, ...]] = {2: (20,), 3: (20, 10), 4: (20, 10, 5)}
#: Table b: each order stack has this many (large at the bottom, small on top).
TABLE_B_ORDER_STACKS: dict[int, tuple[int, int]] = {2: (2, 1), 3: (2, 2), 4: (2, 3)}
#: Table c: (workers, coins) by position in turn order, the first player first.
TABLE_C_WORKERS_COINS: tuple[tuple[int, int], ...] = ((1, 5), (1, 10), (1, 15), (2, 5))


def starting_supplies(players: int) -> list[tuple[int, int]]:
    """Workers and coins each player starts with, by place in turn order, the first player
    first (table c): later players get more coins, the fourth a second worker instead."""
    return list(TABLE_C_WORKERS_COINS[:players])


#: Table d: nectar tiles removed from each of the four groups, by player count.
TABLE_D_NECTAR_REMOVED: dict[int, int] = {2: 2, 3: 1, 4: 0}

#: Step 6 takes one piece of each resource out of the box as its market marker (RULINGS 5).
MARKER_PER_COLUMN = 1

MIN_PLAYERS, MAX_PLAYERS = 2, 4
#: A seed is a whole number of at most this many bits (a game record refuses larger ones).
SEED_BITS = 256
#: Bits of the seed a new game draws when none is given (RULINGS 10).
NEW_SEED_BITS = 64


def new_seed() -> int:
    """A new game's seed from the operating system's randomness (64 bits), for a game made
    without one: recorded in the game's record for replay, never sent to a page, and out of
    reach of a search from what a page shows (RULINGS 10)."""
    return secrets.randbits(NEW_SEED_BITS)


FIELD_SIDE = "A"  # the standard game uses side A of the woodland board


def player_names(players: int | Sequence[str], allowed: tuple[int, int] | None = None) -> list[str]:
    """Names for the seats: the given list, or ``Player 1`` ... for a count.

    ``allowed`` is the (lowest, highest) player count of the game's modules (the solitaire
    variant: one); by default 2 to 4.
    """
    if isinstance(players, bool):
        raise SetupError(f"players must be a number or a list of names, not {quote(players)}")
    if isinstance(players, int):
        if not 1 <= players <= MAX_PLAYERS:  # checked before any name is made
            raise SetupError(Message("game.setup.players_count", n=quote(players)))
        names = [f"Player {i + 1}" for i in range(players)]
    elif isinstance(players, (list, tuple)) and len(players) > MAX_PLAYERS:
        raise SetupError(Message("game.setup.players_count", n=len(players)))
    elif isinstance(players, (list, tuple)) and all(isinstance(n, str) for n in players):
        names = [n.strip() for n in players]
        if any(not n for n in names):
            raise SetupError(Message("game.setup.blank_name"))
        if len(set(names)) != len(names):
            raise SetupError(Message("game.setup.same_names", names=quote(names)))
    else:
        raise SetupError(f"players must be a number or a list of names, not {quote(players)}")
    if allowed is not None:
        low, high = allowed
        if not low <= len(names) <= high:
            raise SetupError(
                Message("game.setup.modules_players", low=low, high=high, n=len(names))
            )
        return names
    if len(names) == 1:
        raise SetupError(Message("game.setup.one_player"))
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise SetupError(Message("game.setup.players_count", n=len(names)))
    return names


def new_state(
    players: int | Sequence[str],
    seed: int,
    first_game: bool = False,
    *,
    first_player: int = 0,
    configuration: str | None = None,
    contests: Sequence[str] | None = None,
    starts: Sequence[Sequence[int]] | None = None,
    choose_starts: bool = False,
    choose_arrangement: bool = False,
    components: Components | None = None,
    rules: Ruleset | None = None,
) -> GameState:
    """A game state after setup, ready for the first decision.

    ``first_player`` is the seat of the player who woke up earliest (table c counts from
    there). ``configuration`` names a configuration card and ``contests`` one contest card
    per colour; by default both are drawn at random (the starred ones for a first game).
    ``starts`` gives each seat's starting space; ``choose_starts`` lets the players choose in
    reverse turn order instead of assigning them at random. ``choose_arrangement`` lets the
    first player lay the starting tiles on a non-star card's outline (RULINGS 5); without it
    every hive is the card's example arrangement. ``rules`` (from
    :func:`~honeybuzz_lab.games.honeybuzz.game.registry.compose`; the base game by default) change
    the components, and each module's setup and state are added after the base setup.
    """
    rules = compose(()) if rules is None else rules
    comp = module_components(components or load_components(), rules)
    names = player_names(players, module_players(rules))
    n = len(names)
    t = max(n, MIN_PLAYERS)  # the tables' player count: one player sets up as two (solo)
    if not isinstance(seed, int) or isinstance(seed, bool) or seed.bit_length() > SEED_BITS:
        raise SetupError(
            f"the seed must be a whole number of at most {SEED_BITS} bits, not {quote(seed)}"
        )
    if not isinstance(first_player, int) or not 0 <= first_player < n:
        raise SetupError(f"first_player must be a seat from 0 to {n - 1}, not {first_player!r}")
    rng = random.Random(seed)
    order = [(first_player + k) % n for k in range(n)]  # seats in turn order

    # Step 1: the hive board side for the player count; the stacks in their boxes.
    side = comp.board_for(t)
    board = {
        side.box_name(kinds): Box(
            side.box_name(kinds), kinds, {k: comp.standard_tiles[k] for k in kinds}
        )
        for kinds in side.boxes
    }

    # Step 4: one contest card per colour, speed contests get coins by table a.
    colours = sorted({c.colour for c in comp.contests})
    drawn = [rng.choice([c for c in comp.contests if c.colour == col]) for col in colours]
    if first_game:
        drawn = [next(c for c in comp.contests if c.colour == col and c.star) for col in colours]
    if contests is not None:
        drawn = _chosen_contests(comp, contests, colours)
    contest_states = [
        ContestState(c, list(TABLE_A_SPEED_COINS[t]) if c.is_speed else []) for c in drawn
    ]

    # Step 5: three order stacks by table b, the top card face up.
    large_n, small_n = TABLE_B_ORDER_STACKS[t]
    large = [c for c in comp.orders if c.size == "large"]
    small = [c for c in comp.orders if c.size == "small"]
    rng.shuffle(large)
    rng.shuffle(small)
    stacks = []
    for i, action in enumerate(comp.order_stack_actions):
        cards = large[i * large_n : (i + 1) * large_n] + small[i * small_n : (i + 1) * small_n]
        stack = OrderStack(action, cards)
        stack.face_up = stack.face_down.pop()
        stacks.append(stack)

    # Step 6: market markers on the top space (one lower at two players).
    start = 1 if t == 2 else 0
    market = Market(comp.market, {r: start for r in comp.market})

    # Step 10: one configuration card for everybody (the starred one for a first game).
    card = rng.choice(comp.configuration_cards)
    if first_game:
        card = next(c for c in comp.configuration_cards if c.level == "star")
    if configuration is not None:
        try:
            card = comp.configuration(configuration)
        except KeyError as e:
            raise SetupError(e.args[0]) from None

    # Steps 8-9: pieces, workers and coins by table c.
    player_states = []
    hive = card.hive()
    supplies = starting_supplies(n)
    for seat, name in enumerate(names):
        workers, coins = supplies[order.index(seat)]
        player_states.append(
            PlayerState(
                seat=seat,
                name=name,
                colour=comp.colours[seat],
                hive=hive if seat == 0 else hive.copy(),
                coins=coins,
                available_workers=workers,
                supply_workers=WORKERS_PER_PLAYER - workers,
            )
        )

    # Steps 11-12: remove nectar tiles by table d, shuffle the rest onto the field.
    field_side = comp.fields[FIELD_SIDE]
    removed = TABLE_D_NECTAR_REMOVED[t]
    in_play = []
    for nectar in Nectar:
        group = [t for t in comp.nectar_tiles if t.nectar is nectar]
        gone = set(t.id for t in rng.sample(group, removed))
        in_play.extend(t for t in group if t.id not in gone)
    rng.shuffle(in_play)
    field_geometry = rules.geometry or SQUARE
    spaces = rng.sample(list(field_geometry.spaces_of(field_side)), len(in_play))
    woodland = Woodland(field_side, dict(zip(spaces, in_play, strict=True)))

    # Step 13: forage tokens on different starting spaces of the left edge.
    drawn_starts = rng.sample(list(field_side.starts), n)
    by_seat = {seat: drawn_starts[k] for k, seat in enumerate(order)}
    if starts is not None:
        by_seat = dict(enumerate(_chosen_starts(starts, field_side.starts, n)))
    start_choices: list[int] = []
    if choose_starts and starts is None:
        start_choices = order[::-1]  # reverse turn order
    else:
        for seat, space in by_seat.items():
            player_states[seat].forage = space

    setup: dict[str, Any] = {
        "players": names,
        "first_game": bool(first_game),
        "first_player": first_player,
        "configuration": card.name,
        "contests": [c.id for c in drawn],
        "starts": None if start_choices else [list(p.forage) for p in player_states],  # type: ignore[arg-type]
        "choose_starts": bool(start_choices),
        # solo: the player's card is chosen later (RULINGS 10: the request is kept)
        "choose_arrangement": bool(choose_arrangement and (n == 1 or not card.fixed)),
    }
    state = GameState(
        components=comp,
        seed=seed,
        setup=setup,
        rng_state=rng.getstate(),
        players=player_states,
        first_player=first_player,
        board_side=side,
        board=board,
        market=market,
        woodland=woodland,
        order_stacks=stacks,
        contests=contest_states,
        supply=Supply(
            comp.pollen_supply - MARKER_PER_COLUMN,
            {h: comp.honey_per_type - MARKER_PER_COLUMN for h in HONEYS},
        ),
        turn=TurnState(first_player),
        start_choices=start_choices,
        arranging=first_player if choose_arrangement and not card.fixed else None,
        ruleset=rules,
    )
    if rules.vocabulary is not None:
        for p in state.players:
            p.pollen_name = rules.vocabulary.pollen
    module_setup(state, rules)
    return state


def _chosen_contests(comp: Components, ids: Sequence[str], colours: list[str]) -> list:
    cards = []
    for card_id in ids:
        try:
            cards.append(comp.contest(card_id))
        except KeyError as e:
            raise SetupError(e.args[0]) from None
    got = sorted(c.colour for c in cards)
    if got != colours:
        raise SetupError(f"choose one contest card of each colour {colours}; got {got}")
    return sorted(cards, key=lambda c: colours.index(c.colour))


def _chosen_starts(
    starts: Sequence[Sequence[int]], allowed: Sequence[tuple[int, int]], n: int
) -> list[tuple[int, int]]:
    """Check chosen starting spaces (given by seat)."""
    spaces = []
    for s in starts:
        if not (isinstance(s, (list, tuple)) and len(s) == 2 and all(type(x) is int for x in s)):
            raise SetupError(f"a starting space is [row, column] (whole numbers), not {quote(s)}")
        spaces.append((s[0], s[1]))
    if len(spaces) != n:
        raise SetupError(f"give one starting space per player ({n}), not {len(spaces)}")
    if any(s not in allowed for s in spaces):
        raise SetupError(f"starting spaces must be on the left edge: {list(allowed)}")
    if len(set(spaces)) != n:
        raise SetupError("no two players may have the same starting space")
    return spaces
