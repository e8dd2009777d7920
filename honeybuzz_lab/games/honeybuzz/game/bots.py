"""Bots: RandomBot (any legal action) and GreedyBot (the best action one ply ahead).

The planning bot, the Queen, lives in :mod:`.planner`; :mod:`.roster` names them all
(``make_bot("queen")`` makes one).

GreedyBot looks one ply ahead: it scores every legal action by how much it would change a
heuristic value of the position for its player (coins, resources at their market value,
order points, its standing in the contests, empty cells that can still take nectar, nectar
tiles that can still make honey, workers) and takes the best. The change is estimated from
what the action does, with the engine's own rule functions (the cells a placement closes,
the icons it activates, what a fan yields, what a sale pays), rather than by copying the
game for each of the hundred placements a tile may have: a game of four GreedyBots takes
a fraction of a second.
"""

from __future__ import annotations

import random
from collections import OrderedDict
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from ....core.hexes import neighbors
from ..hive import DIRECTIONS, Hive, Nectar, parse_hive
from . import actions as A
from .contests import MEASURES, final_contest_payouts
from .geometry import field_spaces
from .kinds import KINDS
from .log import field_distance, forage_cost
from .modules.solo.data import SOLO_WEIGHT, tier_points
from .modules.solo.outcome import solo_contest_cards
from .registry import value_of
from .rules import resources
from .rules.orders import fillable
from .rules.produce import fan_yield
from .rules.take_tile import placements
from .rules.turn import pending_seat
from .setup import TABLE_B_ORDER_STACKS
from .state import GameState
from .worlds import seat_world

if TYPE_CHECKING:
    from .engine import Game


class RandomBot:
    """Picks uniformly among the legal actions (seeded, so games are reproducible).

    The legal actions are all it reads: they are part of the deciding seat's view.
    """

    name = "random"

    def __init__(self, seed: int | None = 0):
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> A.Action:
        return self.rng.choice(game.legal_actions())


class GreedyBot:
    """Takes the action that raises its heuristic value the most (ties: a seeded draw).

    It values the actions in a world built from its seat's view (:func:`seat_state`),
    drawn with a generator of its own (``world_rng``), so its choice depends on the view
    and its seed only.
    """

    name = "greedy"

    def __init__(self, seed: int | None = 0):
        self.rng = random.Random(seed)
        self.world_rng = random.Random(seed)

    def choose(self, game: Game) -> A.Action:
        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        scored = self.values(game)
        best = max(s for _, s in scored)
        top = [a for a, s in scored if s >= best - 1e-9]
        return top[0] if len(top) == 1 else self.rng.choice(top)

    def values(self, game: Game) -> list[tuple[A.Action, float]]:
        """Every legal action with the value the bot gives it, in the engine's order.

        ``game`` is anything with ``state`` and ``legal_actions()`` (a Game, or a probe
        over a copied state): the bot reads only the deciding seat's view of it and the
        legal actions (which that view holds). Higher is better; only the order means
        something.
        """
        return self.values_in(seat_state(game.state, self.world_rng), game.legal_actions())

    def values_in(self, world: GameState, legal: list[A.Action]) -> list[tuple[A.Action, float]]:
        """``legal`` valued in ``world`` as it is: a world already built from a view (the
        Queen's and the advisor's play-outs), never a game's own state."""
        view = _View(world)
        return [(a, view.score(a)) for a in legal]


class WorldGreedyBot(GreedyBot):
    """GreedyBot for positions that are already worlds built from a view (the advisor's
    play-outs): it values the position as it is instead of building a world from it again."""

    def values(self, game: Game) -> list[tuple[A.Action, float]]:
        return self.values_in(game.state, game.legal_actions())


def seat_state(state: GameState, rng: random.Random) -> GameState:
    """The state as the deciding seat may know it: a world built from that seat's view
    alone (:func:`~.worlds.seat_world`), what the view hides (face-down order cards, the
    advanced variant's unseen fronts, the drone deck) drawn from ``rng``. A bot reads only
    this."""
    return seat_world(state, pending_seat(state), random.Random(rng.random()))


# ------------------------------------------------------------------ the value model

WORKER = 1.0  # an available worker (each beeline worker is tied up until a recall)
TILE_BASE = 1.5  # a tile grows the hive even when it closes no cell yet
ALMOST = {4: 0.3, 5: 0.9}  # an empty hex with this many closed sides
CONTEST_WEIGHT = 0.9
ORDER_LAST_CARD = 4.0  # taking a stack's last order brings the rulebook's orders ending closer
#: Share of an order's points kept in mind when selling what it needs, by player count
#: (with more players the market must move faster, or the hive tiles run out first).
ORDER_SAVE = {1: 1.5, 2: 1.5, 3: 0.6, 4: 0.3}
#: Share of an order's points kept in mind when gaining what it needs (pollen from a forage,
#: honey from a fan), by player count: with more players the stacks are taller (table b) and
#: the resources are split among more hands, so without it the orders ending hardly ever came.
ORDER_WANT = {1: 0.0, 2: 0.0, 3: 0.2, 4: 0.6}


class _View:
    """The heuristic value model seen by the player whose decision is pending."""

    def __init__(self, state: GameState):
        self.s = state
        self.me = pending_seat(state)  # type: ignore[assignment]
        self.p = state.players[self.me]
        self.prog = progress(state)
        self.hold = 0.6 - 0.4 * self.prog  # value of holding a resource, per market coin
        self.nectar = 0.45 * (1 - self.prog)  # a nectar tile that can still make honey
        self._task: dict[str, float] = {}
        self._measures: dict[str, tuple[int, ...]] = {}
        self._best: dict[str, float] = {}
        self._table: dict[tuple[tuple[int, int], int], tuple[float, bool]] | None = None
        cells = self.p.hive.cells.values()
        #: nectar types the player has an empty cell for
        self.wanted = {c.nectar_type for c in cells if c.nectar is None and not c.barren}

    # -------------------------------------------------------------- unit values

    def hv(self, resource: str) -> float:
        """What one unit of ``resource`` sells for now (a module may say it otherwise: the
        rules' value ``resource_worth``, e.g. Fall Fruit's set bonus shared by three fruit)."""
        rules = self.s.ruleset
        worth = None if rules is None else rules.values.get("resource_worth")
        if worth is not None:
            got = worth(self.s, resource)
            if got is not None:
                return float(got)
        return float(self.s.market.value(resource))

    def cell_value(self, nectar: Nectar | None) -> float:
        """An empty cell: room for nectar (if that nectar is still in the field)."""
        if nectar is None:
            return 0.3
        if not any(t.nectar is nectar for t in self.s.woodland.field.values()):
            return 0.3
        return 0.5 + 0.35 * self.hv(nectar.value) * (1 - self.prog)

    # -------------------------------------------------------------- hive actions

    def task_value(self, action: str) -> float:
        """What taking hive action ``action`` now is worth (its best outcome)."""
        if action in self._task:
            return self._task[action]
        self._task[action] = 0.0  # guards Decree from asking for itself
        s, me = self.s, self.me
        if action == "accounting":
            rules = s.ruleset
            coins = rules.accounting_coins(s, me) if rules is not None else None
            v = float(value_of(s, "accounting_coins") if coins is None else coins)
        elif action == "new_bee":
            v = self.new_bee_value() if self.p.supply_workers else 0.0
        elif action == "forage":
            v = max(self.forage_gain(sp) for sp in field_spaces(s) if self.reachable(sp))
        elif action == "produce":
            v = max([self.fan_gain(h) for h in _fan_spots(s, me)], default=0.0)
        elif action == "market":
            have = self.p.resources
            options = [self.sell_gain(r, have[r]) for r in resources(s) if have[r]]
            options += [self.order_gain(i) for i in _fillable(s, me)]
            v = max(options, default=0.0)
        else:  # decree
            # the best of what a Decree may become (the rules' list; base: accounting too)
            v = max((self.task_value(a) for a in value_of(s, "decree_choices")), default=0.0)
        self._task[action] = v
        return v

    def new_bee_value(self) -> float:
        bonus = self.speed_bonus("workers", self.p.workers_owned + 1)
        return 3.5 * (1 - self.prog) + bonus

    def reachable(self, space: tuple[int, int]) -> bool:
        return forage_cost(self.s, self.me, space) <= self.p.coins

    def forage_gain(self, space: tuple[int, int]) -> float:
        s = self.s
        cost = forage_cost(s, self.me, space)
        tile = s.woodland.field.get(space)
        if tile is not None and tile.nectar in self.wanted:
            n = self.p.nectar_count + 1
            gain = self.nectar * self.hv(tile.nectar.value) - self.cell_value(tile.nectar) + 2.0
            gain += self.speed_bonus("nectar", n)
        else:
            gain = 0.0
            if s.supply.pollen:
                pollen = self.p.pollen_name
                gain = self.hold * self.hv(pollen) + self.wanting(pollen, 1)
        return gain - cost

    def fan_gain(self, h: tuple[int, int]) -> float:
        made = fan_yield(self.s, self.me, h)
        gain = sum((self.hold - self.nectar) * self.hv(c.nectar.value) + 0.5 for c in made)  # type: ignore[union-attr]
        counts: dict[str, int] = {}
        for c in made:
            counts[c.nectar.value] = counts.get(c.nectar.value, 0) + 1  # type: ignore[union-attr]
        return gain + sum(self.wanting(r, q) for r, q in counts.items())

    def sell_gain(self, resource: str, quantity: int) -> float:
        s = self.s
        value = self.hv(resource)
        gain = quantity * value * (1 - self.hold)
        left = self.p.resource(resource) - quantity
        market = s.market
        if not market.at_bottom(resource):
            drop = value - market.tracks[resource][market.positions[resource] + 1]
            gain -= left * self.hold * drop
        if resource == self.p.pollen_name:
            gain += self.speed_bonus("pollen_sold", self.p.pollen_sold + quantity)
        gain -= self.saving(resource, quantity)
        return gain + 0.05 * quantity

    def saving(self, resource: str, quantity: int) -> float:
        """What selling ``quantity`` of ``resource`` costs in progress towards a face-up
        order (the order's points times the share of its needs no longer in hand)."""
        share = ORDER_SAVE[self.s.player_count]
        return max(self._order_progress(resource, -quantity, share), default=0.0)

    def wanting(self, resource: str, quantity: int) -> float:
        """What gaining ``quantity`` of ``resource`` is worth in progress towards a face-up
        order (the order's points times the share of its needs it would add)."""
        share = ORDER_WANT[self.s.player_count]
        if not share:
            return 0.0
        return max(self._order_progress(resource, quantity, share), default=0.0)

    def _order_progress(self, resource: str, change: int, share: float) -> Iterator[float]:
        """For each face-up order that needs ``resource``: ``share`` of its points times the
        share of its needs that holding ``change`` more (or fewer) of it moves."""
        have = self.p.resources[resource]
        for stack in self.s.order_stacks:
            card = stack.face_up
            if card is None:
                continue
            needs = dict(card.needs)
            if resource not in needs:
                continue
            n = needs[resource]
            moved = abs(min(have + change, n) - min(have, n))
            yield share * card.points * moved / sum(needs.values())

    def order_gain(self, stack: int) -> float:
        card = self.s.order_stacks[stack].face_up
        assert card is not None
        cost = sum(self.hold * self.hv(r) * n for r, n in card.needs)
        action = self.s.order_stacks[stack].action
        last = ORDER_LAST_CARD if not self.s.order_stacks[stack].face_down else 0.0
        return card.points + self.task_value(action) - cost + self.final_bonus("orders", 1) + last

    # -------------------------------------------------------------- contests

    def solo_gain(self, measure: str, value: int) -> float:
        """Solo: the tier points the solo contests on ``measure`` would gain at ``value``."""
        if "solo" not in self.s.modules:
            return 0.0
        before = MEASURES[measure].count(self.p)
        out = 0.0
        for card in solo_contest_cards(self.s):
            if card.measure == measure:
                out += tier_points(card, value)[1] - tier_points(card, before)[1]
        return SOLO_WEIGHT * out

    def speed_bonus(self, measure: str, value: int) -> float:
        """Coins a speed contest on ``measure`` would pay at ``value`` (closer = more)."""
        out = self.solo_gain(measure, value)
        for c in self.s.contests:
            card = c.card
            if not card.is_speed or card.measure != measure or not c.coins:
                continue
            if self.me in c.finishers:
                continue
            before = MEASURES[measure].count(self.p)
            if value >= card.target and before < card.target:  # type: ignore[operator]
                out += c.coins[0]
            elif value > before:
                out += 0.15 * c.coins[0] * (value - before) / card.target  # type: ignore[operator]
        return out

    def final_bonus(self, measure: str, more: int) -> float:
        """How much ``more`` of ``measure`` would raise this player's final contest payout."""
        out = self.solo_gain(measure, MEASURES[measure].count(self.p) + more)
        for c in self.s.contests:
            card = c.card
            if card.is_speed or card.measure != measure:
                continue
            values = list(self.measures(measure))
            now = final_contest_payouts(values, card.payouts)[self.me]
            values[self.me] += more
            then = final_contest_payouts(values, card.payouts)[self.me]
            out += CONTEST_WEIGHT * (then - now) * (0.4 + 0.6 * self.prog)
        return out

    def measures(self, measure: str) -> tuple[int, ...]:
        if measure not in self._measures:
            self._measures[measure] = tuple(MEASURES[measure].count(p) for p in self.s.players)
        return self._measures[measure]

    # -------------------------------------------------------------- placements

    def placement_table(self) -> dict[tuple[tuple[int, int], int], tuple[float, bool]]:
        """For every legal placement: its value without the new tile's own icon, and
        whether the new tile's icon activates (the only part that depends on its kind)."""
        if self._table is not None:
            return self._table
        hive = self.p.hive
        at = {h: t for t in hive.tiles for h in t.hexes}
        cells = set(hive.cells)
        empty_now = len(hive.empty_cells())
        shapes = _shapes(hive, at, cells)
        table = {}
        for anchor, d, new_cells in placements(hive):
            dq, dr = DIRECTIONS[d]
            tail = (anchor[0] + dq, anchor[1] + dr)
            gain = TILE_BASE
            own = False
            activated = set()
            for h, nectar in new_cells:
                gain += self.cell_value(nectar)
                for nb in _ring(h):
                    if nb == anchor:
                        own = True
                    elif nb != tail:
                        t = at.get(nb)
                        if t is not None and t.anchor == nb:
                            activated.add(t)
            for t in activated:
                gain += self.task_value(t.action.value)
            gain += shapes[(anchor, d)]
            if new_cells:
                n = len(new_cells)
                gain += self.final_bonus("empty_cells", n)
                gain += self.speed_bonus("empty_cells", empty_now + n)
            table[(anchor, d)] = (gain, own)
        self._table = table
        return table

    def placement_gain(self, kind: str, anchor: tuple[int, int], d: int) -> float:
        base, own = self.placement_table()[(anchor, d)]
        return base + (self.task_value(kind) if own else 0.0)

    @staticmethod
    def shape_gain(
        at: dict, cells: set, anchor: tuple[int, int], tail: tuple[int, int], new_cells: set
    ) -> float:
        """Empty hexes the tile brings close to becoming cells (five or four sides closed)."""
        gain = 0.0
        seen = {anchor, tail} | new_cells
        for h in (anchor, tail):
            for x in _ring(h):
                if x in seen or x in at or x in cells:
                    continue
                seen.add(x)
                closed = 0
                for y in _ring(x):
                    if y in at or y in (anchor, tail):
                        closed += 1
                gain += ALMOST.get(closed, 0.0)
        return gain

    def best_placement(self, kind: str) -> float:
        if kind not in self._best:
            value = self.task_value(kind)
            self._best[kind] = max(
                (base + (value if own else 0.0) for base, own in self.placement_table().values()),
                default=-50.0,
            )
        return self._best[kind]

    # -------------------------------------------------------------- scoring actions

    def score(self, action: A.Action) -> float:
        """The action's value: its kind's bot feature (:mod:`.kinds`)."""
        return KINDS.spec(action).score(self, action)  # type: ignore[misc]

    def proximity(self, space: tuple[int, int]) -> float:
        """Closeness of ``space`` to nectar the player has an empty cell for."""
        best = 0.0
        for sp, tile in self.s.woodland.field.items():
            if tile.nectar in self.wanted:
                dist = field_distance(self.s, sp, space)
                best = max(best, (self.hv(tile.nectar.value) + 4) / (1 + dist))
        return best


_SHAPES: OrderedDict[tuple, dict] = OrderedDict()


def _shapes(hive: Hive, at: dict, cells: set) -> dict:
    """The shape gain of every legal placement (depends on the tiles only: cached)."""
    key = hive.tiles
    found = _SHAPES.get(key)
    if found is None:
        found = {}
        for anchor, d, new_cells in placements(hive):
            dq, dr = DIRECTIONS[d]
            tail = (anchor[0] + dq, anchor[1] + dr)
            found[(anchor, d)] = _View.shape_gain(
                at, cells, anchor, tail, {h for h, _ in new_cells}
            )
        _SHAPES[key] = found
        if len(_SHAPES) > 256:
            _SHAPES.popitem(last=False)
    return found


def _ring(h: tuple[int, int]) -> tuple[tuple[int, int], ...]:
    q, r = h
    return ((q + 1, r), (q + 1, r - 1), (q, r - 1), (q - 1, r), (q - 1, r + 1), (q, r + 1))


def progress(state: GameState) -> float:
    """A rough estimate in [0, 1] of how far the game is towards its end."""
    if state.end_trigger:
        return 1.0
    market = state.market
    falls = sorted(
        (market.positions[r] / (len(market.tracks[r]) - 1) for r in resources(state)), reverse=True
    )
    by_market = sum(falls[:4]) / 4
    stacks = sorted(
        (1 - (len(s.face_down) + (s.face_up is not None)) / _stack_size(state))
        for s in state.order_stacks
    )
    by_orders = sum(stacks[-2:]) / 2
    total = sum(state.components.standard_tiles.values())
    by_tiles = 1 - sum(b.tiles_left for b in state.board.values()) / total
    return max(0.0, min(1.0, max(by_market, by_orders, by_tiles)))


def _stack_size(state: GameState) -> int:
    return sum(TABLE_B_ORDER_STACKS[max(state.player_count, 2)])  # solo: as two


def _fan_spots(state: GameState, seat: int) -> set[tuple[int, int]]:
    hive = state.players[seat].hive
    out = set()
    for cell in hive.cells.values():
        if cell.nectar is not None and not cell.honey:
            out.update(h for h in neighbors(cell.hex) if hive.tile_at(h) is not None)
    return out


def _fillable(state: GameState, seat: int) -> list[int]:
    return fillable(state, seat)


# ------------------------------------------------------------------ per-action scoring


def _take_tile(v: _View, a: A.TakeTile) -> float:
    cost = WORKER * a.workers + (value_of(v.s, "decree_cost") if a.tile == "decree" else 0)
    rules = v.s.ruleset
    extra = None if rules is None else rules.values.get("tile_worth")  # a module's (leaves)
    bonus = 0.0 if extra is None else float(extra(v, a.tile))
    return v.best_placement(a.tile) - cost + bonus


def _recall(v: _View, a: A.Recall) -> float:
    back = v.p.placed_workers + v.p.nursery
    if not back:
        return -10.0  # a turn that does nothing: only when no tile can be taken
    return 1.1 * WORKER * back + (2.0 if v.p.available_workers == 0 else 0.0)


def _place(v: _View, a: A.Place) -> float:
    return v.placement_gain(v.s.turn.tile, a.anchor, a.direction)  # type: ignore[arg-type]


_ORDER = {"accounting": 6, "new_bee": 5, "forage": 4, "produce": 3, "decree": 2, "market": 1}


def _resolve(v: _View, a: A.Resolve) -> float:
    return float(_ORDER.get(a.action, 0))


def _decree(v: _View, a: A.Decree) -> float:
    return v.task_value(a.action)


def _forage(v: _View, a: A.Forage) -> float:
    return v.forage_gain(a.space) + 0.05 * v.proximity(a.space)


def _nectar_cell(v: _View, a: A.NectarCell) -> float:
    hive = v.p.hive
    score = 0.0
    for nb in neighbors(a.cell):
        for h in neighbors(nb):
            c = hive.cells.get(h)
            if h != a.cell and c is not None and c.nectar is not None:
                score += 1
    return score


def _fan(v: _View, a: A.Fan) -> float:
    return v.fan_gain(a.hex)


def _sell(v: _View, a: A.Sell) -> float:
    return v.sell_gain(a.resource, a.quantity)


def _order(v: _View, a: A.FillOrder) -> float:
    return v.order_gain(a.stack)


def _take_honey(v: _View, a: A.TakeHoney) -> float:
    hive = v.p.hive
    score = 0.0
    for nb in neighbors(a.cell):
        if hive.tile_at(nb) is None:
            continue
        for h in neighbors(nb):
            c = hive.cells.get(h)
            if c is not None and c.nectar is not None and not c.honey:
                score += 1
    return score


def _drop(v: _View, a: A.Drop) -> float:
    market = v.s.market
    drop = v.hv(a.resource) - market.tracks[a.resource][market.positions[a.resource] + 1]
    mine = v.p.resource(a.resource)
    theirs = sum(p.resource(a.resource) for p in v.s.players if p.seat != v.me)
    return -mine * drop + 0.3 * theirs * drop


def _scout(v: _View, a: A.Scout) -> float:
    return v.proximity(a.space)


def _choose_start(v: _View, a: A.ChooseStart) -> float:
    return v.proximity(a.space)


#: What an icon next to the early cells is worth to a starting arrangement.
ARRANGE_WEIGHTS = {"forage": 3.0, "produce": 2.0, "decree": 2.5, "new_bee": 2.0}


def _arrange(v: _View, a: A.Arrange) -> float:
    """A starting arrangement: how many icons the first cells it allows would activate,
    weighted by what each icon is worth early on."""
    hive = parse_hive(a.tiles)
    icons = {t.anchor: t.action.value for t in hive.tiles}
    gain = 0.0
    for _anchor, _d, new_cells in placements(hive):
        for h, _nectar in new_cells:
            gain += sum(ARRANGE_WEIGHTS.get(icons.get(nb, ""), 0.0) for nb in _ring(h))
    return gain


#: The value model's features by name: how the greedy bot scores each base action kind
#: (each kind's spec names its feature: :mod:`.modules.base_kinds`).
FEATURES: dict[str, Callable[..., float]] = {
    "arrange": _arrange,
    "take_tile": _take_tile,
    "recall": _recall,
    "place": _place,
    "resolve": _resolve,
    "decree": _decree,
    "forage": _forage,
    "nectar_cell": _nectar_cell,
    "fan": _fan,
    "sell": _sell,
    "order": _order,
    "take_honey": _take_honey,
    "drop": _drop,
    "scout": _scout,
    "choose_start": _choose_start,
}


__all__ = [
    "FEATURES",
    "GreedyBot",
    "RandomBot",
    "WorldGreedyBot",
    "progress",
    "seat_state",
]
