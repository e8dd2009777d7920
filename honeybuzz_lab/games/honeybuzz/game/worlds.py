"""Worlds from a view: a whole game state that agrees with what one seat may know.

A bot or the Why? advisor must not read what its seat cannot know. So they never read the
game's state: they read :func:`world_from_view`, a playable :class:`~.state.GameState`
built from nothing but a view (``Game.view(seat)``, see :mod:`.views`), the game's rules
and its components (both public) and a random generator. What the view hides is dealt at
random from what the view says is still possible: the face-down order cards of each stack
(by card size, from the cards nobody has seen), and whatever a module hides, by the
module's ``rebuild`` (the advanced variant: the fronts the seat has not seen, by back
group; the solitaire variant: the drone deck below its top card's known side; Fall Fruit:
its stack's face-down fruit orders; Autumn Leaves: the leafy tiles below each stack's top).
The base game deals only its own stacks; a module's cards (``Module.order_cards``) are
looked up by id like the base cards. The world's random generator comes from ``rng``, never
from the game (whose seed is secret).

Two properties hold (``tests/game/test_game_worlds.py``): the world built from the
all-seeing view is the real state, and the view of a world built from a seat's view is
that view again.

>>> import random
>>> from honeybuzz_lab.games.honeybuzz.game import Game
>>> game = Game.new(2, seed=1, modules=["advanced"])
>>> world = seat_world(game.state, 0, random.Random(5))
>>> seat_view(world, 0) == seat_view(game.state, 0)
True
"""

from __future__ import annotations

import json
import random
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

from ..hive import Hive, HiveTile, Nectar
from .components import Components, NectarTile, OrderCard, load_components
from .geometry import geometry_of
from .registry import compose, get_module, module_components
from .setup import MIN_PLAYERS, TABLE_B_ORDER_STACKS
from .state import (
    Box,
    ContestState,
    GameState,
    Market,
    OrderStack,
    PlayerState,
    Supply,
    Task,
    TurnState,
    Woodland,
    before_change,
    space_name,
)
from .views import view_of

Space = tuple[int, int]


class WorldError(ValueError):
    """A view no world can be built from (a key missing, a card that does not exist)."""


def space_from_name(name: str, state: GameState | None = None) -> Space:
    """``"C2"`` -> ``(1, 2)``: the inverse of :func:`~.state.space_name`.

    Given ``state``, the name must be one of the spaces its field has under the rules'
    geometry (the base game's square field, Fall Fruit's hexes): WorldError if not.
    """
    if state is not None:
        names = _space_names(state)
        if name not in names:
            raise WorldError(f"{name!r} is not a space of this game's field")
        return names[name]
    try:
        return (int(name[1:]) - 1, "ABCDEFGHIJ".index(name[0]))
    except (ValueError, IndexError, TypeError):
        raise WorldError(f"{name!r} is not a field space's name") from None


def _space_names(state: GameState) -> dict[str, Space]:
    """The field's spaces by the name a view gives them (made once per geometry and side)."""
    geometry = geometry_of(state)
    side = state.woodland.side
    key = (geometry.name, id(side))
    got = _NAMES.get(key)
    if got is None:
        got = _NAMES[key] = {space_name(s): s for s in geometry.spaces_of(side)}
    return got


_NAMES: dict[tuple[str, int], dict[str, Space]] = {}


def seat_view(state: GameState, seat: int | None) -> dict[str, Any]:
    """What ``seat`` may know of ``state`` (its view without the legal actions and the log,
    which a world does not need)."""
    return view_of(state, seat)


def seat_world(state: GameState, seat: int | None, rng: random.Random) -> GameState:
    """A world built from ``seat``'s view of ``state`` only (see :func:`world_from_view`)."""
    return world_from_view(seat_view(state, seat), state.ruleset, rng, state.components)


def complete(view: Mapping[str, Any]) -> bool:
    """True for the all-seeing view (the whole state), False for a seat's or a spectator's."""
    return "viewer" not in view


# ------------------------------------------------------------------ the world


def world_from_view(
    view: Mapping[str, Any],
    rules: Any,
    rng: random.Random,
    components: Components | None = None,
) -> GameState:
    """A playable state that agrees with ``view``; what it hides is dealt from ``rng``.

    ``rules`` is the game's :class:`~.rules.Ruleset` (``game.rules``), ``components`` its
    component data (made from the rules when not given). ``view`` is a seat's or the
    spectator's view, or the all-seeing view (then the world is the real state).
    """

    rules = compose(()) if rules is None else rules
    comp = components if components is not None else _components(rules)
    try:
        state = _base_world(view, rules, comp, rng)
        for name in ("base", *rules.modules):
            module = get_module(name)
            opts = rules.options.get(name, {})
            if module.state is not None:
                state.modules[name] = module.state(state, opts)
            if module.rebuild is not None:
                module.rebuild(dict(view), state, rng)
        _frame_tile(state, view)
    except WorldError:
        raise
    except (KeyError, TypeError, IndexError, ValueError, StopIteration) as e:
        raise WorldError(f"no world can be built from this view: {e!r}") from None
    return state


_COMPONENTS: dict[tuple[str, ...], Components] = {}


def _components(rules: Any) -> Components:
    key = (*rules.modules, json.dumps(rules.options, sort_keys=True, default=str))
    if key not in _COMPONENTS:
        _COMPONENTS[key] = module_components(load_components(), rules)
    return _COMPONENTS[key]


def _base_world(
    view: Mapping[str, Any], rules: Any, comp: Components, rng: random.Random
) -> GameState:
    orders = {c.id: c for c in _order_cards(comp, rules)}
    players = [_player(p, rules, orders) for p in view["players"]]
    n = len(players)
    t = max(n, MIN_PLAYERS)  # one player sets up as two (solo)
    side = comp.board_for(t)
    board = {}
    for kinds in side.boxes:
        name = side.box_name(kinds)
        got = view["board"][name]
        board[name] = Box(name, kinds, dict(got["stacks"]), [tuple(b) for b in got["beelines"]])
    stacks = [
        OrderStack(
            s["action"],
            [orders[i] for i in s["face_down"]] if isinstance(s["face_down"], list) else [],
            None if s["face_up"] is None else orders[s["face_up"]],
        )
        for s in view["order_stacks"]
    ]
    # the base game's stacks are dealt here; a stack a module adds, by its rebuild
    base = len(comp.order_stack_actions)
    hidden = [s["face_down"] for s in view["order_stacks"][:base]]
    if not all(isinstance(h, list) for h in hidden):
        _deal_orders(stacks[:base], [h["count"] for h in hidden], players, comp, t, rng)
    turn = view["turn"]
    state = GameState(
        components=comp,
        seed=view.get("seed", 0),  # the game's seed is secret: a world has none of its own
        setup=dict(view["setup"]),
        rng_state=random.Random(rng.random()).getstate(),
        players=players,
        first_player=view["first_player"],
        board_side=side,
        board=board,
        market=Market(comp.market, dict(view["market"])),
        woodland=Woodland(comp.fields[view["field_side"]], {}),
        order_stacks=stacks,
        contests=[
            ContestState(comp.contest(c["card"]), list(c["coins"]), list(c["finishers"]))
            for c in view["contests"]
        ],
        supply=Supply(view["supply"]["pollen"], dict(view["supply"]["honey"])),
        turn=TurnState(
            seat=turn["seat"],
            step=turn["step"],
            tile=turn["tile"],
            box=turn["box"],
            workers=turn["workers"],
            queue=[Task(a, s) for a, s in turn["queue"]],
            frame=_frozen(turn["frame"]),
            flips=list(turn["flips"]),
        ),
        start_choices=list(view["start_choices"]),
        arranging=view["arranging"],
        end_trigger=view["end_trigger"],
        over=view["over"],
        turns_played=view["turns_played"],
        final=view["final"],
        ruleset=rules,
    )
    state.woodland.field = _field(view["field"], comp, state)
    return state


def _order_cards(comp: Components, rules: Any) -> list[OrderCard]:
    """Every order card a game under ``rules`` can hold: the components' and the cards a
    module brings in a stack of its own (``Module.order_cards``)."""
    out = list(comp.orders)
    for name in rules.modules:
        out.extend(get_module(name).order_cards)
    return out


#: Hives built from their JSON, kept to be shared by later worlds (copied only when changed),
#: by the whole JSON and by the tiles alone (a hive that grew by a tile or a nectar is made
#: from the one it grew from: one copy instead of placing every tile again).
_HIVES: OrderedDict[tuple[tuple[Any, ...], tuple[Any, ...]], PlayerState] = OrderedDict()
_BY_TILES: dict[tuple[Any, ...], tuple[tuple[Any, ...], tuple[Any, ...]]] = {}
_HIVES_KEPT = 512


def _kept_hive(data: Mapping[str, Any]) -> PlayerState:
    """A holder of the hive ``data`` describes (see :data:`_HIVES`)."""
    tiles = data["tiles"]
    tiles_key = tuple((t["action"], *t["anchor"], t["direction"]) for t in tiles)
    cells_key = tuple(
        (*c["hex"], c["nectar"], c.get("honey", False), c.get("capped", False))
        for c in data["cells"]
    )
    key = (tiles_key, cells_key)
    holder: PlayerState | None = _HIVES.get(key)
    if holder is not None:
        _HIVES.move_to_end(key)
        return holder
    for cut in range(len(tiles), max(len(tiles) - 3, -1), -1):
        near_key = _BY_TILES.get(tiles_key[:cut])
        near = None if near_key is None else _HIVES.get(near_key)
        if near is not None:
            holder = _grown(near, tiles[cut:], data["cells"])
            break
    if holder is None:
        holder = PlayerState(0, "", "", Hive.from_json(dict(data)))
    _HIVES[key] = holder
    _BY_TILES[tiles_key] = key
    if len(_HIVES) > _HIVES_KEPT:
        old, _ = _HIVES.popitem(last=False)
        if _BY_TILES.get(old[0]) == old:
            del _BY_TILES[old[0]]
    return holder


def _grown(near: PlayerState, tiles: list[Any], cells: list[Any]) -> PlayerState | None:
    """A holder of ``near``'s hive with ``tiles`` placed and its cells holding ``cells``
    (None: not so made). The hive moves to the new holder as a step's change does
    (:mod:`.state`): ``near`` keeps the way back, and copies only if it is read again."""
    holder = PlayerState(0, "", "", None)  # type: ignore[arg-type]
    holder.share_hive(near)
    ops = before_change(holder, None)
    hive = holder.hive
    for raw in tiles:
        tile = HiveTile.from_json(raw)
        if not hive.check(tile):
            return None
        hive.place(tile)
        ops.append(("remove", tile))
    want = {(c["hex"][0], c["hex"][1]): c for c in cells}
    for h, cell in hive.cells.items():
        got = want.get(h)
        if cell.nectar is not None and (got is None or got["nectar"] != cell.nectar.value):
            return None  # nectar leaves a hive only by an undo: build it whole
        if got is None:
            continue
        if got.get("capped", False) != cell.capped:
            return None
        if cell.nectar is None:
            hive.put_nectar(h, Nectar(got["nectar"]))
            ops.append(("take_nectar", h))
        if got["honey"] != cell.honey:
            if cell.honey:
                hive.take_honey(h)
                ops.append(("put_honey", h))
            else:
                hive.put_honey(h)
                ops.append(("take_honey", h))
    if len(want) != sum(1 for c in hive.cells.values() if c.nectar is not None):
        return None
    return holder


def _player(data: Mapping[str, Any], rules: Any, orders: Mapping[str, OrderCard]) -> PlayerState:
    holder = _kept_hive(data["hive"])
    vocabulary = getattr(rules, "vocabulary", None)
    player = PlayerState(
        seat=data["seat"],
        name=data["name"],
        colour=data["colour"],
        hive=None,  # type: ignore[arg-type]  # shared from the kept hive below
        coins=data["coins"],
        pollen=data["pollen"],
        available_workers=data["available_workers"],
        placed_workers=data["placed_workers"],
        nursery=data["nursery"],
        supply_workers=data["supply_workers"],
        orders=[orders[i] for i in data["orders"]],
        pollen_sold=data["pollen_sold"],
        turns=data["turns"],
        forage=None if data["forage"] is None else tuple(data["forage"]),  # type: ignore[arg-type]
        pollen_name="pollen" if vocabulary is None else vocabulary.pollen,
    )
    player.share_hive(holder)
    return player


def _deal_orders(
    stacks: list[OrderStack],
    counts: list[int],
    players: list[PlayerState],
    comp: Components,
    t: int,
    rng: random.Random,
) -> None:
    """Deal each stack's face-down cards from the cards nobody has seen, by size.

    A stack's card backs show its size: the large cards lie under the small ones (table b).
    """
    seen = {s.face_up.id for s in stacks if s.face_up is not None}
    seen |= {o.id for p in players for o in p.orders}
    pool = [c for c in comp.orders if c.id not in seen]
    large = [c for c in pool if c.size == "large"]
    small = [c for c in pool if c.size == "small"]
    rng.shuffle(large)
    rng.shuffle(small)
    large_n, _ = TABLE_B_ORDER_STACKS[t]
    for stack, count in zip(stacks, counts, strict=True):
        stack.face_down = [
            large.pop() if i < large_n and large else small.pop() for i in range(count)
        ]


def _field(data: Mapping[str, Any], comp: Components, state: GameState) -> dict[Space, NectarTile]:
    """The field's tiles the view names: by id (the all-seeing view), or by front (a tile
    of that nectar; which one does not matter). Spaces of a back group are left to the
    module that hides them."""
    by_id, by_nectar = _tiles(comp)
    out: dict[Space, NectarTile] = {}
    used: set[str] = set()
    for name, entry in data.items():
        if isinstance(entry, str):
            out[space_from_name(name, state)] = by_id[entry]
            used.add(entry)
    taken: dict[str, int] = {}
    for name, entry in data.items():
        if isinstance(entry, dict) and "back" not in entry:
            pool = by_nectar[entry["nectar"]]
            k = taken.get(entry["nectar"], 0)
            while pool[k].id in used:
                k += 1
            taken[entry["nectar"]] = k + 1
            out[space_from_name(name, state)] = pool[k]
    return dict(sorted(out.items()))


_TILES: dict[int, tuple[dict[str, NectarTile], dict[str, list[NectarTile]]]] = {}


def _tiles(comp: Components) -> tuple[dict[str, NectarTile], dict[str, list[NectarTile]]]:
    """The nectar tiles by id and by front (sorted by id), made once per components."""
    got = _TILES.get(id(comp))
    if got is None or got[0].keys() != {t.id for t in comp.nectar_tiles}:
        by_nectar: dict[str, list[NectarTile]] = {}
        for t in sorted(comp.nectar_tiles, key=lambda t: t.id):
            by_nectar.setdefault(t.nectar.value, []).append(t)
        got = _TILES[id(comp)] = ({t.id: t for t in comp.nectar_tiles}, by_nectar)
    return got


def _frozen(value: Any) -> Any:
    """A turn's frame as the rules keep it: immutable values (JSON lists become tuples)."""
    if isinstance(value, dict):
        return {k: _frozen(v) for k, v in value.items()}
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


def _frame_tile(state: GameState, view: Mapping[str, Any]) -> None:
    """The nectar tile a forage is placing (the frame's ``tile``), as a tile again: by id,
    or a tile of that front that is not on the field."""
    frame = state.turn.frame
    if not frame or "tile" not in frame or frame.get("action") != "forage":
        return
    got = frame["tile"]
    tiles = state.components.nectar_tiles
    if isinstance(got, str):
        tile = next(t for t in tiles if t.id == got)
    else:
        on_field = {t.id for t in state.woodland.field.values()}
        tile = next(t for t in tiles if t.nectar.value == got["nectar"] and t.id not in on_field)
    state.turn.frame = {**frame, "tile": tile}


__all__ = [
    "WorldError",
    "complete",
    "seat_view",
    "seat_world",
    "space_from_name",
    "world_from_view",
]
