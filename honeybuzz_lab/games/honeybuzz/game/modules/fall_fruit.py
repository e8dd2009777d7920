"""Fall Fruit (Fall Flavors rulebook, "Fall Fruit"; RULINGS 8): the fall woodland board.

Side A (the standard game): a field of hexes (:data:`~..geometry.HEX`, six directions),
nectar only on the spaces marked for the player count, fruit tiles between them (table B);
a forage moves the token as usual, then collects the nectar there *or* gains a fruit of a
fruit tile on or next to the token. Side B (with ``advanced``): the tiles face down in
their back groups' quadrants; a forage gains any fruit, or views a tile and collects it,
or (no cell for it) puts it back and gains a fruit of its row's or column's type.

Fruit replaces pollen everywhere (the vocabulary's ``fruit``): a player's ``pollen`` count
is their fruit in all, and :class:`FruitState` says of which kinds. Selling fruit pays
2 / 3 / 4 a fruit plus the price marker's value per full set (the market's fruit column is
the set-bonus track). Fruit orders lie in a fourth stack (table C) whose action is a
Decree; paying fruit for any order, the player chooses which fruit goes.

The fall honeys (Sunflower, Buckwheat, Aster, Goldenrod) grow on the spring cell patterns
one for one: the engine keeps the pattern's name, :func:`honey_word` gives the fall word.

>>> from honeybuzz_lab.games.honeybuzz.game import Game
>>> g = Game.new(3, seed=2, modules=["fall.fruit"])
>>> g.rules.geometry.layout, len(g.state.woodland.field), len(fruit(g.state).tiles)
('hex', 20, 5)
>>> g.state.order_stacks[3].action, g.state.market.value("fruit")
('decree', 9)
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import product
from typing import Any, ClassVar

from .....core.i18n import Message
from ...data import load_toml
from .. import actions as A
from ..components import HONEYS, Components, FieldSide, OrderCard
from ..geometry import HEX
from ..kinds import ActionKind, Target
from ..log import Log, count, forage_cost, nectar_term, say
from ..registry import Module, ModuleError, register
from ..rules import DecisionRule, HiveActionRule, Ruleset, Vocabulary
from ..rules import market as base_market
from ..rules.forage import collect_nectar
from ..rules.orders import take_order
from ..state import GameState, OrderStack, space_name
from ..worlds import WorldError, complete, space_from_name
from . import fall_words  # noqa: F401  (the modules' words, added to the catalogues)
from .advanced import adv, private_line, view_tile
from .solo.cards import add_drone_deck
from .solo.data import DroneCard

Space = tuple[int, int]

_DATA = load_toml("fall_fruit.toml")
#: The fruit kinds, cheapest first.
FRUITS: tuple[str, ...] = tuple(_DATA["fruit"]["types"])
#: What a fruit sells for (fixed).
FRUIT_VALUE: dict[str, int] = dict(_DATA["fruit"]["values"])
#: The fruit market column: the set bonus, top space first.
SET_BONUS: tuple[int, ...] = tuple(_DATA["fruit"]["set_bonus"])
#: Spring nectar (the cell pattern) -> the fall honey grown on it.
FALL_HONEYS: dict[str, str] = dict(_DATA["honeys"])
#: Table B: fruit tiles by player count.
TABLE_B: dict[int, dict[str, int]] = {int(k): dict(v) for k, v in _DATA["tiles"].items()}
#: Table C: fruit orders drawn by player count.
TABLE_C: dict[int, int] = {int(k): v for k, v in _DATA["orders_drawn"].items()}
_A = _DATA["side"]["A"]
_B = _DATA["side"]["B"]
#: Side A: the spaces fruit tiles go on.
FRUIT_SPACES: tuple[Space, ...] = tuple((r, c) for r, c in _A["fruit_spaces"])
#: Side B: the fruit of each row and each column.
ROW_FRUIT: tuple[str, ...] = tuple(_B["row_fruit"])
COLUMN_FRUIT: tuple[str, ...] = tuple(_B["column_fruit"])
#: The fruit stack's place among the order stacks (after the base game's three).
FRUIT_STACK = 3


def _side(raw: Mapping[str, Any], name: str, quadrants: tuple = ()) -> FieldSide:
    return FieldSide(
        name,
        raw["rows"],
        raw["columns"],
        raw["free_moves"],
        raw["extra_move_cost"],
        tuple((r, c) for r, c in raw["starts"]),
        quadrants,
    )


SIDE_A = _side(_A, "A")


def nectar_spaces(players: int) -> tuple[Space, ...]:
    """Side A: the spaces marked for ``players`` (the solitaire game: as for two)."""
    n = max(players, 2)
    gone = {(r, c) for r, c in _A["not_nectar"][str(n)]} | set(FRUIT_SPACES)
    return tuple(s for s in HEX.spaces_of(SIDE_A) if s not in gone)


def _orders() -> tuple[OrderCard, ...]:
    out = []
    for raw in _DATA["order"]:
        needs = tuple((r, raw["needs"][r]) for r in ("fruit", *HONEYS) if r in raw["needs"])
        out.append(OrderCard(raw["id"], raw["size"], raw["customer"], raw["points"], needs))
    return tuple(out)


#: The twelve fruit order cards (reconstructed).
FRUIT_ORDERS: tuple[OrderCard, ...] = _orders()


def fruit_term(kind: str) -> Message:
    """``apple`` / ``alma``."""
    return Message(f"terms.fruit.{kind}")


def a_fruit(kind: str) -> Message:
    """``an apple`` / ``alma`` (one fruit, as a sentence names it)."""
    return Message(f"terms.a_fruit.{kind}")


def honey_word(name: str) -> Message:
    """The fall word of a honey type (a spring nectar's name): ``Sunflower`` / ``Napraforgó``."""
    return Message(f"terms.fall_honey.{FALL_HONEYS[name]}")


# ------------------------------------------------------------------ state


@dataclass
class FruitState:
    """Fall Fruit's own state: each seat's fruit by kind (their sum is the seat's
    ``pollen``) and, on side A, the fruit tile on each fruit space that has one."""

    held: list[dict[str, int]] = field(default_factory=list)
    tiles: dict[Space, str] = field(default_factory=dict)
    side: str = "A"


def fruit(state: GameState) -> FruitState:
    """Fall Fruit's state of a game (ModuleError if it is not played with Fall Fruit)."""
    got = state.modules.get("fall.fruit")
    if not isinstance(got, FruitState):
        raise ModuleError("this game is not played with Fall Fruit")
    return got


def set_held_fruit(state: GameState, seat: int, counts: Mapping[str, int]) -> None:
    """A teaching position: ``seat`` holds ``counts`` of these fruit (kind -> number; the
    kinds not named stay as they are), its ``pollen`` (the sum of its fruit) and the
    supply changed with them. ``ModuleError`` (nothing changed) for an unknown kind or a
    game without Fall Fruit."""
    held = fruit(state).held[seat]
    unknown = set(counts) - set(FRUITS)
    if unknown:
        raise ModuleError(f"no fruit {sorted(unknown)[0]!r}: one of {', '.join(FRUITS)}")
    player = state.players[seat]
    for kind, n in counts.items():
        change = n - held[kind]
        held[kind] += change
        player.pollen += change
        state.supply.pollen = max(0, state.supply.pollen - change)


def _state(state: GameState, opts: Mapping[str, Any]) -> FruitState:
    return FruitState(held=[dict.fromkeys(FRUITS, 0) for _ in state.players])


def _components(comp: Components, opts: Mapping[str, Any]) -> Components:
    def rename(needs: tuple[tuple[str, int], ...]) -> tuple[tuple[str, int], ...]:
        return tuple(("fruit" if r == "pollen" else r, n) for r, n in needs)

    market = {
        ("fruit" if r == "pollen" else r): (SET_BONUS if r == "pollen" else v)
        for r, v in comp.market.items()
    }
    orders = tuple(dataclasses.replace(o, needs=rename(o.needs)) for o in comp.orders)
    side_b = _side(_B, "B", comp.fields["B"].quadrants)
    fields = {**comp.fields, "A": SIDE_A, "B": side_b}
    return dataclasses.replace(
        comp, market=market, orders=orders, fields=fields, pollen_supply=_DATA["fruit"]["supply"]
    )


def _setup(state: GameState, rules: Ruleset, opts: Mapping[str, Any]) -> None:
    mod = fruit(state)
    n = max(state.player_count, 2)
    rng = state.random()
    if "advanced" in rules.modules:
        mod.side = "B"  # the advanced variant lays side B (its own setup); no fruit tiles
    else:
        tiles = sorted(state.woodland.field.values(), key=lambda t: t.id)
        rng.shuffle(tiles)
        spaces = nectar_spaces(n)
        if len(spaces) != len(tiles):  # pragma: no cover - the data file is checked by tests
            raise ModuleError(f"the fall field marks {len(spaces)} spaces for {len(tiles)} tiles")
        state.woodland.field = dict(zip(spaces, tiles, strict=True))
        kinds = [k for k in FRUITS for _ in range(TABLE_B[n][k])]
        places = rng.sample(list(FRUIT_SPACES), len(kinds))
        mod.tiles = dict(zip(places, kinds, strict=True))
    cards = rng.sample(list(FRUIT_ORDERS), TABLE_C[n])
    stack = OrderStack("decree", cards)
    stack.face_up = stack.face_down.pop()
    state.order_stacks.append(stack)
    state.keep_random(rng)


def redraw_fruit_orders(state: GameState, rng: random.Random) -> None:
    """For a bot's guess (in place, on a copy): the face-down fruit orders drawn again from
    the fruit orders nobody has seen (not face up, not completed)."""
    if len(state.order_stacks) <= FRUIT_STACK:
        return
    seen = {s.face_up.id for s in state.order_stacks if s.face_up is not None}
    seen |= {o.id for p in state.players for o in p.orders}
    pool = [c for c in FRUIT_ORDERS if c.id not in seen]
    rng.shuffle(pool)
    stack = state.order_stacks[FRUIT_STACK]
    stack.face_down = pool[: len(stack.face_down)]


# ------------------------------------------------------------------ views and worlds


def redact(state: GameState, view: dict[str, Any], seat: int | None) -> None:
    """What everyone knows of Fall Fruit: ``view["fruit"]``, the side, each seat's fruit by
    kind and the fruit tiles (side A). The fruit order stack is one of ``order_stacks``:
    its face-down cards only counted, as every stack's."""
    mod = fruit(state)
    view["fruit"] = {
        "side": mod.side,
        "held": [dict(h) for h in mod.held],
        "tiles": {space_name(s): k for s, k in sorted(mod.tiles.items())},
    }


def rebuild(view: dict[str, Any], state: GameState, rng: random.Random) -> None:
    """Fall Fruit in a world built from ``view`` (see :mod:`..worlds`): the public part as
    shown; the fruit stack's face-down cards dealt from the fruit orders nobody has seen."""
    mod = fruit(state)
    if complete(view):
        got = view["modules"]["fall.fruit"]
        mod.side = got["side"]
        mod.held = [dict(h) for h in got["held"]]
        mod.tiles = {(s[0], s[1]): k for s, k in _pairs(got["tiles"])}
        return
    got = view["fruit"]
    mod.side = got["side"]
    mod.held = [dict(h) for h in got["held"]]
    mod.tiles = {space_from_name(n, state): k for n, k in got["tiles"].items()}
    if len(state.order_stacks) <= FRUIT_STACK:
        return
    hidden = view["order_stacks"][FRUIT_STACK]["face_down"]
    count = hidden["count"] if isinstance(hidden, dict) else len(hidden)
    state.order_stacks[FRUIT_STACK].face_down = [None] * count  # type: ignore[list-item]
    redraw_fruit_orders(state, rng)
    if len(state.order_stacks[FRUIT_STACK].face_down) != count:
        raise WorldError(f"the fruit order stack holds {count} face-down cards: too many")


def _pairs(tiles: Any) -> list[tuple[Any, str]]:
    """The fruit tiles as the all-seeing view gives them (a dict by space, JSON-ready)."""
    return list(tiles.items()) if isinstance(tiles, dict) else [tuple(t) for t in tiles]


# ------------------------------------------------------------------ fruit in hand


def gain(state: GameState, seat: int, kind: str) -> None:
    """``seat`` gains a fruit of ``kind`` (the supply is unlimited: RULINGS 8)."""
    fruit(state).held[seat][kind] += 1
    state.players[seat].pollen += 1
    if state.supply.pollen > 0:
        state.supply.pollen -= 1


def give_up(state: GameState, seat: int, kind: str) -> None:
    """``seat`` returns a fruit of ``kind`` to the supply (the caller lowers ``pollen``)."""
    fruit(state).held[seat][kind] -= 1


def near_fruit(state: GameState, space: Space) -> list[str]:
    """Side A: the fruit kinds of the fruit tiles on or next to ``space``."""
    tiles = fruit(state).tiles
    near = (space, *HEX.neighbours(space))
    return [k for k in FRUITS if any(tiles.get(s) == k for s in near)]


def line_fruit(space: Space) -> list[str]:
    """Side B: the fruit of ``space``'s row and of its column (one if they are the same)."""
    return list(dict.fromkeys((ROW_FRUIT[space[0]], COLUMN_FRUIT[space[1]])))


# ------------------------------------------------------------------ actions


@dataclass(frozen=True)
class GainFruit(A.Action):
    """Forage (side A): move the token to ``space`` and gain a ``fruit`` of a fruit tile
    on or next to it."""

    kind: ClassVar[str] = "gain_fruit"
    space: Space
    fruit: str


@dataclass(frozen=True)
class FruitMove(A.Action):
    """Forage: end the move on ``space``, where there is nothing to take (the rulebook's
    move is a "may": RULINGS 10)."""

    kind: ClassVar[str] = "fruit_move"
    space: Space


@dataclass(frozen=True)
class PickFruit(A.Action):
    """Gain a fruit of this kind (side B's forage, or a viewed tile put back)."""

    kind: ClassVar[str] = "pick_fruit"
    fruit: str


@dataclass(frozen=True)
class SellFruit(A.Action):
    """Market: sell this many apples, pears and pumpkins."""

    kind: ClassVar[str] = "sell_fruit"
    apple: int
    pear: int
    pumpkin: int

    @property
    def counts(self) -> dict[str, int]:
        return {"apple": self.apple, "pear": self.pear, "pumpkin": self.pumpkin}


@dataclass(frozen=True)
class PayFruit(A.Action):
    """Pay one fruit of this kind towards an order."""

    kind: ClassVar[str] = "pay_fruit"
    fruit: str


def sale(state: GameState, action: SellFruit) -> tuple[int, int, int]:
    """(coins in all, the fixed values' part, full sets) of a fruit sale now."""
    counts = action.counts
    base = sum(FRUIT_VALUE[k] * n for k, n in counts.items())
    sets = min(counts.values())
    return base + sets * state.market.value("fruit"), base, sets


# ------------------------------------------------------------------ forage


def _side_b(state: GameState) -> bool:
    return fruit(state).side == "B"


def forage_choices(state: GameState, rules: Ruleset) -> list[A.Action]:
    return _choices(state, rules, state.turn.seat)


def _choices(state: GameState, rules: Ruleset, seat: int) -> list[A.Action]:
    if _side_b(state):
        spaces = sorted(state.woodland.field)
        return [*(A.Forage(s) for s in spaces), *(PickFruit(k) for k in FRUITS)]
    out: list[A.Action] = []
    for space in sorted(rules.forage_reach(state, seat)):
        here: list[A.Action] = []
        if rules.forage_yield(state, seat, space) is not None:
            here.append(A.Forage(space))
        here.extend(GainFruit(space, k) for k in near_fruit(state, space))
        out.extend(here or [FruitMove(space)])  # every affordable end (RULINGS 10)
    return out


def _possible(state: GameState, rules: Ruleset, seat: int) -> Message | None:
    return None if _choices(state, rules, seat) else say("fruit.why_nothing")


def _start(state: GameState, rules: Ruleset, source: str, log: Log) -> None:
    state.turn.frame = {"action": "forage", "step": "fruit_forage", "source": source}


def _move(state: GameState, seat: int, space: Space) -> Message | str:
    player = state.players[seat]
    cost = forage_cost(state, seat, space)
    player.coins -= cost
    player.forage = space
    return say("log.paying", coins=count("coins", cost)) if cost else ""


def forage_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    seat = state.turn.seat
    player = state.players[seat]
    if isinstance(action, PickFruit):
        gain(state, seat, action.fruit)
        state.turn.frame = None
        log.add(say("fruit.log_pick", name=player.name, fruit=a_fruit(action.fruit)))
        return
    if isinstance(action, FruitMove):
        paid = _move(state, seat, action.space)
        state.turn.frame = None
        where = space_name(action.space)
        log.add(say("fruit.log_move", name=player.name, space=where, paid=paid))
        return
    if isinstance(action, GainFruit):
        paid = _move(state, seat, action.space)
        gain(state, seat, action.fruit)
        state.turn.frame = None
        log.add(
            say(
                "fruit.log_gain",
                name=player.name,
                space=space_name(action.space),
                paid=paid,
                fruit=a_fruit(action.fruit),
            )
        )
        return
    assert isinstance(action, A.Forage)
    if _side_b(state):
        _view_b(state, rules, action.space, log)
        return
    stays = action.space == player.forage
    paid = _move(state, seat, action.space)
    tile = rules.forage_yield(state, seat, action.space)
    collect_nectar(state, log, action.space, tile)
    key = "log.forage_stay_nectar" if stays else "log.forage_nectar"
    moved = {"name": player.name, "space": space_name(action.space), "paid": paid}
    log.add(say(key, **moved, nectar=nectar_term(tile.nectar)))


def _view_b(state: GameState, rules: Ruleset, space: Space, log: Log) -> None:
    """Side B: view the tile on ``space``; collect it, or put it back and choose a fruit
    of its row or column."""
    seat = state.turn.seat
    player = state.players[seat]
    tile = view_tile(state, seat, space, "forage")
    where = {"name": player.name, "space": space_name(space)}
    mod = adv(state)
    if tile is not None and player.hive.empty_cells(tile.nectar):
        back = mod.backs.pop(space_name(space))
        mod.collected.append((seat, back))
        mod.taken.append((seat, space, tile.nectar.value))
        collect_nectar(state, log, space, tile)
        log.add(say("advanced.forage_collect", **where, nectar=nectar_term(tile.nectar)))
        return
    mine = say("fruit.log_back_seen", **where, nectar=nectar_term(tile.nectar)) if tile else None
    public = say("fruit.log_back", **where)
    log.add(private_line(public, {seat: mine}) if mine is not None else public)
    state.turn.frame = {
        "action": "forage",
        "step": "fruit_choice",
        "source": state.turn.frame["source"],  # type: ignore[index]
        "choices": tuple(line_fruit(space)),
    }


def forage_prompt(state: GameState, rules: Ruleset) -> Message:
    key = "fruit.prompt_forage_b" if _side_b(state) else "fruit.prompt_forage"
    return say(key, name=state.current.name)


def forage_explain(state: GameState, rules: Ruleset, action: A.Action) -> Message | None:
    space = getattr(action, "space", None)
    if isinstance(space, tuple) and space in set(HEX.spaces_of(state.woodland.side)):
        return say("fruit.explain", space=space_name(space))
    return None


def choice_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    return [PickFruit(k) for k in state.turn.frame["choices"]]  # type: ignore[index]


def choice_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    assert isinstance(action, PickFruit)
    gain(state, state.turn.seat, action.fruit)
    state.turn.frame = None
    log.add(say("fruit.log_pick", name=state.current.name, fruit=a_fruit(action.fruit)))


def choice_prompt(state: GameState, rules: Ruleset) -> Message:
    return say("fruit.prompt_choice", name=state.current.name)


# ------------------------------------------------------------------ market


def market_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    """The base transactions (honey sales, orders) and every fruit sale."""
    out = [
        a
        for a in base_market.market_options(state, rules)
        if not (isinstance(a, A.Sell) and a.resource == "fruit")
    ]
    held = fruit(state).held[state.turn.seat]
    for counts in product(*(range(held[k] + 1) for k in FRUITS)):
        if any(counts):
            out.append(SellFruit(*counts))
    return out


def market_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    seat = state.turn.seat
    player = state.players[seat]
    frame = state.turn.frame
    assert frame is not None
    if isinstance(action, SellFruit):
        coins, base, sets = sale(state, action)
        held = fruit(state).held[seat]
        sold = 0
        for k, n in action.counts.items():
            held[k] -= n
            sold += n
        player.coins += coins
        player.pollen -= sold
        player.pollen_sold += sold
        state.supply.pollen += sold
        if sets:
            sentence = say(
                "fruit.log_sell",
                name=player.name,
                fruits=_fruit_list(action.counts),
                coins=count("coins", coins),
                base=count("coins", base),
                bonus=count("coins", coins - base),
                sets=say("fruit.count.sets", n=sets),
            )
        else:
            sentence = say(
                "fruit.log_sell_no_set",
                name=player.name,
                fruits=_fruit_list(action.counts),
                coins=count("coins", coins),
            )
        log.add(sentence)
        state.turn.frame = {**frame, "picks": (), "sold": "fruit"}
        base_market.settle(state, log)
        return
    if isinstance(action, A.FillOrder):
        card = state.order_stacks[action.stack].face_up
        assert card is not None
        need = card.needs_dict.get("fruit", 0)
        if need:
            state.turn.frame = {**frame, "step": "pay_fruit", "stack": action.stack, "left": need}
            return
    base_market.market_apply(state, rules, action, log)


def market_explain(state: GameState, rules: Ruleset, action: A.Action) -> Message | None:
    if isinstance(action, SellFruit):
        return None  # "not one of the choices", with the sale's label
    return base_market.market_explain(state, rules, action)


def _fruit_list(counts: Mapping[str, int]) -> list[Message]:
    return [say(f"fruit.count.{k}", n=n) for k, n in counts.items() if n]


def pay_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    held = fruit(state).held[state.turn.seat]
    return [PayFruit(k) for k in FRUITS if held[k]]


def pay_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    """One fruit goes back to the supply; with the last one paid the order is completed
    (its honey is then taken off the hive as the base game does)."""
    assert isinstance(action, PayFruit)
    frame = state.turn.frame
    assert frame is not None
    seat = state.turn.seat
    give_up(state, seat, action.fruit)
    state.players[seat].pollen -= 1
    state.supply.pollen += 1
    log.add(say("fruit.log_pay", name=state.current.name, fruit=a_fruit(action.fruit)))
    left = frame["left"] - 1
    if left:
        state.turn.frame = {**frame, "left": left}
        return
    stack = frame["stack"]
    rest = {k: v for k, v in frame.items() if k not in ("stack", "left")}
    card = state.order_stacks[stack].face_up
    assert card is not None
    needs = card.needs_dict
    needs.pop("fruit", None)
    take_order(state, stack, log)
    state.turn.frame = {**rest, "step": "market", "picks": tuple(needs.items()), "sold": None}
    base_market.settle(state, log)


def pay_prompt(state: GameState, rules: Ruleset) -> Message:
    left = state.turn.frame["left"]  # type: ignore[index]
    return say("fruit.prompt_pay", name=state.current.name, left=left)


# ------------------------------------------------------------------ kinds: words and bot


def _label_gain(state: GameState, action: GainFruit) -> Message:
    seat = state.turn.seat
    cost = forage_cost(state, seat, action.space)
    where = space_name(action.space)
    if action.space == state.players[seat].forage:
        return say("fruit.label_gain_stay", space=where, fruit=a_fruit(action.fruit))
    paid = say("label.free") if not cost else count("coins", cost)
    return say("fruit.label_gain", space=where, paid=paid, fruit=a_fruit(action.fruit))


def _label_move(state: GameState, action: FruitMove) -> Message:
    seat = state.turn.seat
    where = space_name(action.space)
    if action.space == state.players[seat].forage:
        return say("fruit.label_move_stay", space=where)
    cost = forage_cost(state, seat, action.space)
    paid = say("label.free") if not cost else count("coins", cost)
    return say("fruit.label_move", space=where, paid=paid)


def _score_move(v: Any, a: FruitMove) -> float:
    """Nothing gained: only what the move costs."""
    return -float(forage_cost(v.s, v.me, a.space))


def _label_pick(state: GameState, action: PickFruit) -> Message:
    return say("fruit.label_pick", fruit=a_fruit(action.fruit))


def _label_pay(state: GameState, action: PayFruit) -> Message:
    return say("fruit.label_pay", fruit=a_fruit(action.fruit))


def _label_sell(state: GameState, action: SellFruit) -> Message:
    coins, _base, sets = sale(state, action)
    fruits = _fruit_list(action.counts)
    if sets:
        bonus = state.market.value("fruit")
        return say(
            "fruit.label_sell_sets",
            fruits=fruits,
            coins=count("coins", coins),
            sets=say("fruit.count.sets", n=sets),
            bonus=bonus,
        )
    return say("fruit.label_sell", fruits=fruits, coins=count("coins", coins))


def fruit_worth(v: Any, kind: str, change: int = 1) -> float:
    """What holding ``change`` more fruit of ``kind`` is worth to the bot's seat, valued as
    the base game values pollen (its share of a sale now, ``v.hold``): the fruit's fixed value
    and a third of the set bonus, a little more towards the next set, and progress towards a
    face-up order."""
    held = fruit(v.s).held[v.me]
    bonus = v.s.market.value("fruit")
    worth = change * v.hold * (FRUIT_VALUE[kind] + bonus / 3)
    if change > 0:
        worth += v.wanting("fruit", change)
        if held[kind] == min(held.values()):  # among the fewest: a step towards a set
            worth += 0.1 * bonus
    return worth  # type: ignore[no-any-return]


def _score_gain(v: Any, a: GainFruit) -> float:
    return fruit_worth(v, a.fruit) - forage_cost(v.s, v.me, a.space)


def _score_pick(v: Any, a: PickFruit) -> float:
    return fruit_worth(v, a.fruit)


def _score_pay(v: Any, a: PayFruit) -> float:
    return fruit_worth(v, a.fruit, -1)


def _score_sell(v: Any, a: SellFruit) -> float:
    coins, _base, sets = sale(v.s, a)
    n = sum(a.counts.values())
    kept = -sum(fruit_worth(v, k, -q) for k, q in a.counts.items() if q)
    gain = coins - kept
    gain += v.speed_bonus("pollen_sold", v.p.pollen_sold + n)
    gain -= v.saving("fruit", n)
    return gain + (2.0 if sets else 0.0)  # type: ignore[no-any-return]


def _gain_info(game: Any, action: GainFruit, seat: int) -> dict[str, Any]:
    return {"cost": forage_cost(game.state, seat, action.space), "gets": action.fruit}


#: What a demo's note may claim about a fruit sale (the state before it).
SALE_CLAIMS = {
    "fruit_sold": (
        "the fruit sold, by kind",
        lambda s, a: {k: n for k, n in a.counts.items() if n},
    ),
    "sets": (
        "how many full sets (an apple, a pear and a pumpkin) the sale holds",
        lambda s, a: sale(s, a)[2],
    ),
    "set_bonus": ("the set bonus each full set pays", lambda s, a: s.market.value("fruit")),
    "sale_coins": ("the coins the fruit sale pays in all", lambda s, a: sale(s, a)[0]),
}

KINDS_FRUIT: tuple[ActionKind, ...] = (
    ActionKind(
        GainFruit,
        _label_gain,
        Target("space", "space"),
        _score_gain,
        info=_gain_info,
        claims={"fruit": ("the fruit gained", lambda s, a: a.fruit)},
    ),
    ActionKind(FruitMove, _label_move, Target("space", "space"), _score_move),
    ActionKind(PickFruit, _label_pick, Target("button"), _score_pick, button=True),
    ActionKind(
        SellFruit, _label_sell, Target("button"), _score_sell, button=True, claims=SALE_CLAIMS
    ),
    ActionKind(PayFruit, _label_pay, Target("button"), _score_pay, button=True),
)


def _worth(state: GameState, resource: str) -> float | None:
    """What the bots reckon one fruit sells for: the mean fixed value and a third of the
    set bonus (the market column holds the bonus of a set of three, not a unit's price)."""
    if resource != "fruit":
        return None
    return sum(FRUIT_VALUE.values()) / len(FRUIT_VALUE) + state.market.value("fruit") / 3


#: The families of the engine's catalogue keys that name a honey type by its spring nectar,
#: each with the family said instead in a Fall Fruit game (``<family>.<spring>`` ->
#: ``<fall family>.<fall honey>``). The page's own keys (the table's, the lessons', the
#: explorer's, the hive's legend) are the widgets' (``widgets/words.py``).
HONEY_FAMILIES: dict[str, str] = {
    "terms.nectar": "terms.fall_honey",
    "terms.resource": "terms.fall_resource",
}
#: The engine's texts that say "pollen" where a Fall Fruit game counts fruit (orders and
#: contests that count pollen count fruit), with the texts said instead.
FRUIT_TEXTS: dict[str, str] = {
    "terms.resource.pollen": "terms.resource.fruit",
    "terms.resource_word.pollen": "terms.resource_word.fruit",
    "game.data.contest.red-3.title": "game.fall.contest.red-3.title",
    "game.data.contest.red-3.rule": "game.fall.contest.red-3.rule",
    "game.data.contest.solo-red-3.title": "game.fall.contest.solo-red-3.title",
    "game.data.contest.solo-red-3.rule": "game.fall.contest.solo-red-3.rule",
    "game.data.toast.T12": "game.fall.toast.T12",
}

#: Fruit for pollen; the spring nectars' words said as the fall honeys', the pollen texts
#: as fruit's; the fall honeys' letters and fruit's letter and colour.
FRUIT_VOCABULARY = Vocabulary(
    "fruit",
    HONEYS,
    words={
        **{
            f"{spring}.{n}": f"{fall}.{f}"
            for spring, fall in HONEY_FAMILIES.items()
            for n, f in FALL_HONEYS.items()
        },
        **FRUIT_TEXTS,
    },
    letters={
        "fruit": "terms.letter.fruit",
        **{n: f"terms.fall_letter.{f}" for n, f in FALL_HONEYS.items()},
    },
    colours={"fruit": _DATA["fruit"]["colour"]},
)


def _drone_deck() -> None:
    """Solitaire: Fall Fruit's ten drone cards replace the base ones (fall honeys named by
    the spring cell pattern they grow on, as the engine knows them)."""
    spring = {fall: name for name, fall in FALL_HONEYS.items()}
    cards = tuple(
        DroneCard(d["id"], spring.get(d["woodland"], d["woodland"]), d["hive"])
        for d in _DATA["drone"]
    )
    add_drone_deck("fall.fruit", cards)


FRUIT_MODULE = register(
    Module(
        name="fall.fruit",
        implies=("fall.sunset",),
        summary="Fall Fruit: the fall field of hexes, fruit instead of pollen, fruit orders.",
        components=_components,
        state=_state,
        setup=_setup,
        hive_actions={"forage": HiveActionRule(_possible, _start)},
        decisions={
            "fruit_forage": DecisionRule(
                ("forage", "gain_fruit", "fruit_move", "pick_fruit"),
                forage_choices,
                forage_apply,
                forage_prompt,
                forage_explain,
            ),
            "fruit_choice": DecisionRule(
                ("pick_fruit",), choice_options, choice_apply, choice_prompt, auto=True
            ),
            "market": DecisionRule(
                ("sell", "order", "sell_fruit"),
                market_options,
                market_apply,
                base_market.market_prompt,
                market_explain,
                auto=True,
            ),
            "pay_fruit": DecisionRule(
                ("pay_fruit",), pay_options, pay_apply, pay_prompt, auto=True
            ),
        },
        single={"geometry": HEX, "vocabulary": FRUIT_VOCABULARY},
        values={"resource_worth": _worth},
        replaces=("hive_action:forage", "decision:market", "geometry", "vocabulary"),
        kinds=KINDS_FRUIT,
        redact=redact,
        rebuild=rebuild,
        order_cards=FRUIT_ORDERS,
    )
)

_drone_deck()

__all__ = [
    "FALL_HONEYS",
    "FRUITS",
    "FRUIT_ORDERS",
    "FRUIT_VALUE",
    "SET_BONUS",
    "FruitState",
    "GainFruit",
    "PayFruit",
    "PickFruit",
    "SellFruit",
    "fruit",
    "honey_word",
    "line_fruit",
    "near_fruit",
    "nectar_spaces",
]
