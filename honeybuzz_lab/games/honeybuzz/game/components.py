"""The game's components as data: loaded from ``honeybuzz_lab/games/honeybuzz/data/*.toml``
and validated.

Every file says whether it is ``reconstructed`` (the rulebook describes the component but
does not print it) and where its content comes from. A file that breaks its schema is
rejected at load time with a :class:`~honeybuzz_lab.games.honeybuzz.data.DataError` naming the file,
the entry and what is wrong.
"""

from __future__ import annotations

import itertools
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from ..data import DataError, load_toml
from ..hive import ConfigurationCard, Nectar, configuration_cards
from ..hive.starting import STARTING_ACTIONS
from .contests import MEASURES

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

#: The five market resources, in the market's column order.
HONEYS: tuple[str, ...] = tuple(n.value for n in Nectar)
RESOURCES: tuple[str, ...] = ("pollen", *HONEYS)
#: The six hive actions (and tile kinds), in the hive board's order.
TILE_KINDS: tuple[str, ...] = ("forage", "produce", "market", "new_bee", "decree", "accounting")

STANDARD_TILES = 63
STARTING_TILES_PER_COLOUR = 4
ORDER_CARDS = 26
CONTEST_CARDS = 12
NECTAR_TILES = 24
NECTAR_PER_TYPE = 6

FILES = (
    "hive_tiles.toml",
    "nectar_tiles.toml",
    "orders.toml",
    "contests.toml",
    "market.toml",
    "woodland.toml",
)


def resource_label(resource: str) -> str:
    """``"cherry_blossom"`` -> ``"Cherry Blossom"``, ``"pollen"`` -> ``"Pollen"``."""
    return resource.replace("_", " ").title()


def kind_label(kind: str) -> str:
    """``"new_bee"`` -> ``"New Bee"``."""
    return kind.replace("_", " ").title()


@dataclass(frozen=True)
class BoardSide:
    """One side of the hive board: which player counts use it and its hive boxes."""

    side: str
    players: tuple[int, ...]
    boxes: tuple[tuple[str, ...], ...]  # each box: the tile kinds stacked in it

    @staticmethod
    def box_name(kinds: tuple[str, ...]) -> str:
        """The name of the box holding ``kinds``: ``"decree_accounting"``."""
        return "_".join(kinds)


@dataclass(frozen=True)
class OrderCard:
    """An order card: the resources it asks for and the points it is worth."""

    id: str
    size: str  # "small" or "large"
    customer: str
    points: int
    needs: tuple[tuple[str, int], ...]  # (resource, count) in market order

    @property
    def needs_dict(self) -> dict[str, int]:
        return dict(self.needs)

    @property
    def units(self) -> int:
        return sum(n for _, n in self.needs)

    def describe(self) -> str:
        """``the Fox's order (2 Rosemary, 15 points)``."""
        return f"the {self.customer}'s order ({self.needs_text()}, {self.points} points)"

    def needs_text(self) -> str:
        return ", ".join(f"{n} {resource_label(r)}" for r, n in self.needs)


@dataclass(frozen=True)
class ContestCard:
    """A queen's contest card."""

    id: str
    colour: str
    type: str  # "speed" or "final"
    title: str
    measure: str  # a key of honeybuzz_lab.games.honeybuzz.game.contests.MEASURES
    target: int | None  # speed contests: the value to reach
    payouts: tuple[int, ...]
    star: bool
    text: str

    @property
    def is_speed(self) -> bool:
        return self.type == "speed"


@dataclass(frozen=True)
class NectarTile:
    """A nectar tile (its front)."""

    id: str
    nectar: Nectar


@dataclass(frozen=True)
class FieldSide:
    """A side of the woodland board's field."""

    name: str
    rows: int
    columns: int
    free_moves: int
    extra_move_cost: int
    starts: tuple[tuple[int, int], ...]
    quadrants: tuple[tuple[str, tuple[tuple[int, int], ...]], ...] = ()

    @property
    def spaces(self) -> tuple[tuple[int, int], ...]:
        return tuple((r, c) for r in range(self.rows) for c in range(self.columns))


@dataclass(frozen=True)
class Components:
    """Everything in the box that the base game needs."""

    standard_tiles: Mapping[str, int]
    starting_per_colour: tuple[str, ...]
    colours: tuple[str, ...]
    boards: tuple[BoardSide, ...]
    nectar_tiles: tuple[NectarTile, ...]
    orders: tuple[OrderCard, ...]
    contests: tuple[ContestCard, ...]
    market: Mapping[str, tuple[int, ...]]  # resource -> values, top space first
    pollen_supply: int
    honey_per_type: int
    fields: Mapping[str, FieldSide]
    order_stack_actions: tuple[str, ...]
    configuration_cards: tuple[ConfigurationCard, ...]
    reconstructed: Mapping[str, bool]
    sources: Mapping[str, str]

    def board_for(self, players: int) -> BoardSide:
        for board in self.boards:
            if players in board.players:
                return board
        raise DataError(f"hive_tiles.toml: no hive board side for {players} players")

    def contest(self, card_id: str) -> ContestCard:
        for card in self.contests:
            if card.id == card_id:
                return card
        known = ", ".join(c.id for c in self.contests)
        raise KeyError(f"no contest card {card_id!r}; the cards are: {known}")

    def order(self, card_id: str) -> OrderCard:
        for card in self.orders:
            if card.id == card_id:
                return card
        raise KeyError(f"no order card {card_id!r}")

    def configuration(self, name: str) -> ConfigurationCard:
        for card in self.configuration_cards:
            if card.name == name:
                return card
        known = ", ".join(c.name for c in self.configuration_cards)
        raise KeyError(f"no configuration card {name!r}; the cards are: {known}")


# --------------------------------------------------------------------------- checking


class _Check:
    """Small helpers that raise DataError naming the file and the entry."""

    def __init__(self, file: str):
        self.file = file

    def fail(self, where: str, message: str) -> DataError:
        return DataError(f"{self.file}, {where}: {message}" if where else f"{self.file}: {message}")

    def get(self, raw: Mapping[str, Any], key: str, kind: type | tuple[type, ...], where: str):
        if not isinstance(raw, Mapping):
            raise self.fail(where, f"expected a table, got {raw!r}")
        if key not in raw:
            raise self.fail(where, f"'{key}' is missing")
        value = raw[key]
        kinds = kind if isinstance(kind, tuple) else (kind,)
        if isinstance(value, bool) and bool not in kinds:
            raise self.fail(where, f"'{key}' must be {_kind_name(kinds)}, not {value!r}")
        if not isinstance(value, kinds):
            raise self.fail(where, f"'{key}' must be {_kind_name(kinds)}, not {value!r}")
        return value

    def count(self, raw: Mapping[str, Any], key: str, where: str, low: int = 0) -> int:
        value = self.get(raw, key, int, where)
        if value < low:
            raise self.fail(where, f"'{key}' must be at least {low}, not {value}")
        return value  # type: ignore[no-any-return]

    def header(self, data: Mapping[str, Any]) -> tuple[bool, str]:
        reconstructed = self.get(data, "reconstructed", bool, "")
        source = self.get(data, "source", str, "")
        return reconstructed, source


def _kind_name(kinds: tuple[type, ...]) -> str:
    names = {bool: "true or false", int: "a whole number", str: "a string", list: "a list"}
    return " or ".join(names.get(k, k.__name__) for k in kinds)


def parse_hive_tiles(data: Mapping[str, Any], file: str = "hive_tiles.toml") -> dict[str, Any]:
    """The hive tile counts, starting sets and hive board sides."""
    ck = _Check(file)
    standard = ck.get(data, "standard", dict, "")
    unknown = set(standard) - set(TILE_KINDS)
    if unknown:
        raise ck.fail("[standard]", f"unknown tile kind(s) {sorted(unknown)}; use {TILE_KINDS}")
    counts = {k: ck.count(standard, k, "[standard]", 1) for k in TILE_KINDS}
    if sum(counts.values()) != STANDARD_TILES:
        raise ck.fail(
            "[standard]",
            f"the six kinds must add up to {STANDARD_TILES} tiles, not {sum(counts.values())}",
        )
    starting = ck.get(data, "starting", dict, "")
    per_colour = tuple(ck.get(starting, "per_colour", list, "[starting]"))
    expected = sorted(a.value for a in STARTING_ACTIONS)
    if sorted(per_colour) != expected or len(per_colour) != STARTING_TILES_PER_COLOUR:
        raise ck.fail("[starting]", f"per_colour must be the four starting icons {expected}")
    colours = tuple(ck.get(starting, "colours", list, "[starting]"))
    if len(colours) != 4 or len(set(colours)) != 4 or not all(isinstance(c, str) for c in colours):
        raise ck.fail("[starting]", "colours must be four different names (16 starting tiles)")
    boards = []
    seen_players: set[int] = set()
    for i, raw in enumerate(ck.get(data, "board", list, "")):
        where = f"board {i}"
        side = ck.get(raw, "side", str, where)
        players = tuple(ck.get(raw, "players", list, where))
        if not players or not all(isinstance(p, int) and 1 <= p <= 4 for p in players):
            raise ck.fail(where, "players must list player counts from 1 to 4")
        if seen_players & set(players):
            raise ck.fail(where, f"player count(s) {sorted(seen_players & set(players))} twice")
        seen_players |= set(players)
        boxes = []
        for j, box in enumerate(ck.get(raw, "boxes", list, where)):
            if not isinstance(box, list) or not box or not all(k in TILE_KINDS for k in box):
                raise ck.fail(where, f"box {j} must list tile kinds from {TILE_KINDS}")
            boxes.append(tuple(box))
        flat = sorted(k for b in boxes for k in b)
        if flat != sorted(TILE_KINDS):
            raise ck.fail(where, "the boxes must hold each of the six tile kinds exactly once")
        boards.append(BoardSide(side, players, tuple(boxes)))
    if seen_players != {1, 2, 3, 4}:
        raise ck.fail("", "the board sides must cover 1, 2, 3 and 4 players")
    return {
        "standard_tiles": counts,
        "starting_per_colour": per_colour,
        "colours": colours,
        "boards": tuple(boards),
    }


def parse_nectar_tiles(data: Mapping[str, Any], file: str = "nectar_tiles.toml") -> tuple:
    """The 24 nectar tiles."""
    ck = _Check(file)
    tiles = []
    for i, raw in enumerate(ck.get(data, "tile", list, "")):
        where = f"tile {i}"
        tile_id = ck.get(raw, "id", str, where)
        try:
            nectar = Nectar(ck.get(raw, "nectar", str, where))
        except ValueError:
            raise ck.fail(f"{where} ({tile_id})", f"nectar must be one of {HONEYS}") from None
        tiles.append(NectarTile(tile_id, nectar))
    _unique(ck, [t.id for t in tiles], "tile ids")
    if len(tiles) != NECTAR_TILES:
        raise ck.fail("", f"there must be {NECTAR_TILES} nectar tiles, not {len(tiles)}")
    for n in Nectar:
        k = sum(1 for t in tiles if t.nectar is n)
        if k != NECTAR_PER_TYPE:
            raise ck.fail("", f"there must be {NECTAR_PER_TYPE} {n.label} tiles, not {k}")
    return tuple(tiles)


def parse_orders(data: Mapping[str, Any], file: str = "orders.toml") -> tuple:
    """The 26 order cards."""
    ck = _Check(file)
    cards = []
    for i, raw in enumerate(ck.get(data, "order", list, "")):
        where = f"order {i}"
        card_id = ck.get(raw, "id", str, where)
        where = f"order {i} ({card_id})"
        size = ck.get(raw, "size", str, where)
        if size not in ("small", "large"):
            raise ck.fail(where, f"size must be 'small' or 'large', not {size!r}")
        customer = ck.get(raw, "customer", str, where)
        points = ck.count(raw, "points", where, 1)
        needs_raw = ck.get(raw, "needs", dict, where)
        if not needs_raw:
            raise ck.fail(where, "an order needs at least one resource")
        for r, n in needs_raw.items():
            if r not in RESOURCES:
                raise ck.fail(where, f"{r!r} is not a resource; use {RESOURCES}")
            if not isinstance(n, int) or isinstance(n, bool) or n < 1:
                raise ck.fail(where, f"needs.{r} must be a whole number of at least 1")
        needs = tuple((r, needs_raw[r]) for r in RESOURCES if r in needs_raw)
        cards.append(OrderCard(card_id, size, customer, points, needs))
    _unique(ck, [c.id for c in cards], "order ids")
    if len(cards) != ORDER_CARDS:
        raise ck.fail("", f"there must be {ORDER_CARDS} order cards, not {len(cards)}")
    for size, least in (("small", 9), ("large", 6)):
        k = sum(1 for c in cards if c.size == size)
        if k < least:
            raise ck.fail("", f"four players need {least} {size} orders (table b); found {k}")
    return tuple(cards)


def parse_contests(data: Mapping[str, Any], file: str = "contests.toml") -> tuple:
    """The 12 queen's contest cards."""
    ck = _Check(file)
    cards = []
    for i, raw in enumerate(ck.get(data, "contest", list, "")):
        where = f"contest {i}"
        card_id = ck.get(raw, "id", str, where)
        where = f"contest {i} ({card_id})"
        kind = ck.get(raw, "type", str, where)
        if kind not in ("speed", "final"):
            raise ck.fail(where, f"type must be 'speed' or 'final', not {kind!r}")
        measure = ck.get(raw, "measure", str, where)
        if measure not in MEASURES:
            raise ck.fail(where, f"measure {measure!r} is unknown; use one of {sorted(MEASURES)}")
        target = None
        if kind == "speed":
            target = ck.count(raw, "target", where, 1)
        elif "target" in raw:
            raise ck.fail(where, "a final contest has no target (players are ranked)")
        payouts = ck.get(raw, "payouts", list, where)
        if not payouts or not all(isinstance(p, int) and p >= 0 for p in payouts):
            raise ck.fail(where, "payouts must be a list of whole numbers")
        if sorted(payouts, reverse=True) != payouts:
            raise ck.fail(where, "payouts must not grow from one place to the next")
        cards.append(
            ContestCard(
                card_id,
                ck.get(raw, "colour", str, where),
                kind,
                ck.get(raw, "title", str, where),
                measure,
                target,
                tuple(payouts),
                ck.get(raw, "star", bool, where),
                ck.get(raw, "text", str, where),
            )
        )
    _unique(ck, [c.id for c in cards], "contest ids")
    if len(cards) != CONTEST_CARDS:
        raise ck.fail("", f"there must be {CONTEST_CARDS} contest cards, not {len(cards)}")
    colours = sorted({c.colour for c in cards})
    if len(colours) != 3:
        raise ck.fail("", f"the cards must come in three colours, not {colours}")
    for colour in colours:
        stars = [c.id for c in cards if c.colour == colour and c.star]
        if len(stars) != 1:
            raise ck.fail("", f"colour {colour!r} needs exactly one starred card, has {stars}")
    return tuple(cards)


def parse_market(data: Mapping[str, Any], file: str = "market.toml") -> dict[str, Any]:
    """The five value tracks and the supply of pollen and honey."""
    ck = _Check(file)
    market: dict[str, tuple[int, ...]] = {}
    for i, raw in enumerate(ck.get(data, "column", list, "")):
        where = f"column {i}"
        resource = ck.get(raw, "resource", str, where)
        if resource not in RESOURCES:
            raise ck.fail(where, f"{resource!r} is not a resource; use {RESOURCES}")
        if resource in market:
            raise ck.fail(where, f"{resource!r} has two columns")
        values = ck.get(raw, "values", list, f"{where} ({resource})")
        if len(values) < 3 or not all(isinstance(v, int) and v >= 0 for v in values):
            raise ck.fail(f"{where} ({resource})", "values must be 3 or more whole numbers")
        if any(b > a for a, b in itertools.pairwise(values)):
            raise ck.fail(f"{where} ({resource})", "values must not grow down the column")
        market[resource] = tuple(values)
    missing = [r for r in RESOURCES if r not in market]
    if missing:
        raise ck.fail("", f"no column for {missing}")
    top = {r: market[r][0] for r in HONEYS}
    if max(top, key=top.get) != "acacia" or top["acacia"] <= max(  # type: ignore[arg-type]
        v for r, v in top.items() if r != "acacia"
    ):
        raise ck.fail("", "Acacia must be the most valuable honey (RULINGS section 3)")
    if top["wildflower"] >= min(v for r, v in top.items() if r != "wildflower"):
        raise ck.fail("", "Wildflower must be the least valuable honey (RULINGS section 3)")
    supply = ck.get(data, "supply", dict, "")
    return {
        "market": market,
        "pollen_supply": ck.count(supply, "pollen", "[supply]", 1),
        "honey_per_type": ck.count(supply, "honey_per_type", "[supply]", NECTAR_PER_TYPE),
    }


def parse_woodland(data: Mapping[str, Any], file: str = "woodland.toml") -> dict[str, Any]:
    """The field sides and the actions under the three order stacks."""
    ck = _Check(file)
    fields = {}
    for name, raw in ck.get(data, "side", dict, "").items():
        where = f"[side.{name}]"
        rows = ck.count(raw, "rows", where, 1)
        columns = ck.count(raw, "columns", where, 1)
        starts = []
        for s in ck.get(raw, "starts", list, where):
            if (
                not isinstance(s, list)
                or len(s) != 2
                or not (0 <= s[0] < rows and 0 <= s[1] < columns)
            ):
                raise ck.fail(where, f"start {s!r} is not a [row, column] of the field")
            starts.append((s[0], s[1]))
        if len(set(starts)) < 4:
            raise ck.fail(where, "four players need four different starting spaces")
        quadrants = []
        for q in raw.get("quadrants", []):
            qname = ck.get(q, "name", str, where)
            spaces = tuple(
                (r, c)
                for r in ck.get(q, "rows", list, where)
                for c in ck.get(q, "columns", list, where)
            )
            quadrants.append((qname, spaces))
        fields[name] = FieldSide(
            name,
            rows,
            columns,
            ck.count(raw, "free_moves", where),
            ck.count(raw, "extra_move_cost", where),
            tuple(starts),
            tuple(quadrants),
        )
    if "A" not in fields:
        raise ck.fail("", "side A of the field is missing")
    if fields["A"].rows * fields["A"].columns < NECTAR_TILES:
        raise ck.fail("[side.A]", f"the field needs at least {NECTAR_TILES} spaces")
    orders = ck.get(data, "orders", dict, "")
    stacks = tuple(ck.get(orders, "stacks", list, "[orders]"))
    if len(stacks) != 3 or not all(s in ("forage", "produce", "market") for s in stacks):
        raise ck.fail("[orders]", "stacks must name three actions: forage, produce or market")
    return {"fields": fields, "order_stack_actions": stacks}


def _unique(ck: _Check, ids: list[str], what: str) -> None:
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        raise ck.fail("", f"{what} must be unique; repeated: {dupes}")


_PARSERS: dict[str, Callable[..., Any]] = {
    "hive_tiles.toml": parse_hive_tiles,
    "nectar_tiles.toml": parse_nectar_tiles,
    "orders.toml": parse_orders,
    "contests.toml": parse_contests,
    "market.toml": parse_market,
    "woodland.toml": parse_woodland,
}


def _read(name: str, directory: Path | None) -> dict[str, Any]:
    if directory is None:
        return load_toml(name)
    path = Path(directory) / name
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError(f"data file {name} is missing from {directory}") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise DataError(f"data file {name} is not valid TOML: {e}") from None


def load_components(directory: str | Path | None = None) -> Components:
    """Load and validate every component file (from the package, or from ``directory``).

    A user who owns the game can copy the data folder, replace the reconstructed cards with
    the real ones and load them from there.
    """
    if directory is None:
        return _packaged()
    return _load(Path(directory))


@cache
def _packaged() -> Components:
    return _load(None)


def _load(directory: Path | None) -> Components:
    parts: dict[str, Any] = {}
    reconstructed: dict[str, bool] = {}
    sources: dict[str, str] = {}
    for name in FILES:
        data = _read(name, directory)
        reconstructed[name], sources[name] = _Check(name).header(data)
        parsed = _PARSERS[name](data, name)
        if name == "nectar_tiles.toml":
            parts["nectar_tiles"] = parsed
        elif name == "orders.toml":
            parts["orders"] = parsed
        elif name == "contests.toml":
            parts["contests"] = parsed
        else:
            parts.update(parsed)
    return Components(
        configuration_cards=configuration_cards(),
        reconstructed=reconstructed,
        sources=sources,
        **parts,
    )
