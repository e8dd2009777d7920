"""The state of a game: plain dataclasses the rules read and change.

Hives are the expensive part (a networkx graph each), so :meth:`GameState.clone` shares
them between the copy and the original; every change to a hive goes through
:meth:`GameState.place_tile`, :meth:`~GameState.put_nectar`, :meth:`~GameState.put_honey` or
:meth:`~GameState.take_honey`, which write the inverse operation to the state's journal so
that :func:`revert_journal` can take the change back exactly.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..hive import Cell, Hive, HiveTile, Nectar, PlacementEffect
from .components import (
    HONEYS,
    RESOURCES,
    BoardSide,
    Components,
    ContestCard,
    FieldSide,
    NectarTile,
    OrderCard,
    kind_label,
)

Space = tuple[int, int]
Hex = tuple[int, int]

WORKERS_PER_PLAYER = 10
DECREE_COST = 5


def space_name(space: Space) -> str:
    """``(1, 2)`` -> ``"C2"``: the column letter, then the row counted from 1."""
    return f"{'ABCDEFGHIJ'[space[1]]}{space[0] + 1}"


@dataclass
class PlayerState:
    """One player: pieces, coins, resources (honey lives on the hive's nectar tiles)."""

    seat: int
    name: str
    colour: str
    hive: Hive
    coins: int = 0
    pollen: int = 0
    available_workers: int = 0  # on the player board, free to make beelines
    placed_workers: int = 0  # in beelines on the hive board
    nursery: int = 0  # new workers waiting in the New Bee box
    supply_workers: int = WORKERS_PER_PLAYER  # the player's own supply
    orders: list[OrderCard] = field(default_factory=list)
    pollen_sold: int = 0
    turns: int = 0
    forage: Space | None = None  # the forage token's space in the field

    @property
    def workers_owned(self) -> int:
        """Workers on the board, on the hive board and in the nursery (contests count these)."""
        return WORKERS_PER_PLAYER - self.supply_workers

    @property
    def honey(self) -> dict[str, int]:
        """Honey by type (all four types, zeros included)."""
        got = self.hive.honey()
        return {n.value: got.get(n, 0) for n in Nectar}

    @property
    def resources(self) -> dict[str, int]:
        """Pollen and each honey type: ``{"pollen": 2, "wildflower": 1, ...}``."""
        return {"pollen": self.pollen, **self.honey}

    def resource(self, name: str) -> int:
        """How many units of one resource the player has."""
        if name == "pollen":
            return self.pollen
        return sum(1 for c in self.hive.cells.values() if c.honey and c.nectar.value == name)  # type: ignore[union-attr]

    @property
    def nectar_count(self) -> int:
        """Nectar tiles in the hive."""
        return sum(1 for c in self.hive.cells.values() if c.nectar is not None)

    @property
    def resource_total(self) -> int:
        return self.pollen + sum(self.hive.honey().values())

    @property
    def order_points(self) -> int:
        return sum(o.points for o in self.orders)

    def clone(self) -> PlayerState:
        other = PlayerState.__new__(PlayerState)
        other.__dict__.update(self.__dict__)
        other.orders = list(self.orders)
        return other

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "name": self.name,
            "colour": self.colour,
            "hive": self.hive.to_json(),
            "coins": self.coins,
            "pollen": self.pollen,
            "available_workers": self.available_workers,
            "placed_workers": self.placed_workers,
            "nursery": self.nursery,
            "supply_workers": self.supply_workers,
            "orders": [o.id for o in self.orders],
            "pollen_sold": self.pollen_sold,
            "turns": self.turns,
            "forage": None if self.forage is None else list(self.forage),
        }


@dataclass
class Box:
    """A hive box: its stack(s) of tiles and the beelines on it."""

    name: str
    kinds: tuple[str, ...]
    stacks: dict[str, int]  # tile kind -> tiles left
    beelines: list[tuple[int, int]] = field(default_factory=list)  # (seat, height)

    @property
    def label(self) -> str:
        return " and ".join(kind_label(k) for k in self.kinds)

    @property
    def tallest(self) -> int:
        return max((h for _, h in self.beelines), default=0)

    @property
    def tiles_left(self) -> int:
        return sum(self.stacks.values())

    def clone(self) -> Box:
        return Box(self.name, self.kinds, dict(self.stacks), list(self.beelines))


@dataclass
class Market:
    """The market: where each resource's marker sits in its column (0 = top)."""

    tracks: Mapping[str, tuple[int, ...]]
    positions: dict[str, int]

    def value(self, resource: str) -> int:
        return self.tracks[resource][self.positions[resource]]

    def at_bottom(self, resource: str) -> bool:
        return self.positions[resource] >= len(self.tracks[resource]) - 1

    def values(self) -> dict[str, int]:
        return {r: self.value(r) for r in RESOURCES}

    def clone(self) -> Market:
        return Market(self.tracks, dict(self.positions))


@dataclass
class Woodland:
    """The field of the woodland board and the nectar tiles on it."""

    side: FieldSide
    field: dict[Space, NectarTile]

    def clone(self) -> Woodland:
        return Woodland(self.side, dict(self.field))


@dataclass
class OrderStack:
    """One of the three order stacks: the action under it, face-down cards and the face-up one."""

    action: str
    face_down: list[OrderCard]  # the top card is the last one
    face_up: OrderCard | None = None

    @property
    def empty(self) -> bool:
        """True when every order of this stack has been completed."""
        return self.face_up is None and not self.face_down

    def clone(self) -> OrderStack:
        return OrderStack(self.action, list(self.face_down), self.face_up)


@dataclass
class ContestState:
    """A contest card in play; speed contests keep their coins and who finished."""

    card: ContestCard
    coins: list[int] = field(default_factory=list)  # speed: coins left, next place first
    finishers: list[int] = field(default_factory=list)  # speed: seats in finishing order

    def clone(self) -> ContestState:
        return ContestState(self.card, list(self.coins), list(self.finishers))


@dataclass
class Supply:
    """Pollen and honey left in the supply (coins are unlimited)."""

    pollen: int
    honey: dict[str, int]

    def clone(self) -> Supply:
        return Supply(self.pollen, dict(self.honey))


@dataclass(frozen=True)
class Task:
    """An activated hive action still to be taken this turn."""

    action: str
    source: str  # "icon", "order" or "decree"


@dataclass
class TurnState:
    """What the current player has done this turn and what is still to do."""

    seat: int
    step: str = "start"  # start, place, act, scout, end
    tile: str | None = None  # the kind of tile taken
    box: str | None = None
    workers: int = 0
    queue: list[Task] = field(default_factory=list)
    frame: dict[str, Any] | None = None  # the hive action in progress (immutable values)
    flips: list[int] = field(default_factory=list)  # order stacks to turn up at the end

    def clone(self) -> TurnState:
        return TurnState(
            self.seat,
            self.step,
            self.tile,
            self.box,
            self.workers,
            list(self.queue),
            None if self.frame is None else dict(self.frame),
            list(self.flips),
        )


@dataclass
class GameState:
    """Everything about one game at one moment."""

    components: Components
    seed: int
    setup: dict[str, Any]
    rng_state: tuple[Any, ...]  # random.Random state: immutable, so copies share it
    players: list[PlayerState]
    first_player: int
    board_side: BoardSide
    board: dict[str, Box]
    market: Market
    woodland: Woodland
    order_stacks: list[OrderStack]
    contests: list[ContestState]
    supply: Supply
    turn: TurnState
    start_choices: list[int] = field(default_factory=list)  # seats still to choose a start
    arranging: int | None = None  # the seat that still arranges the starting tiles
    end_trigger: str | None = None  # why the end was triggered
    over: bool = False
    turns_played: int = 0
    final: dict[str, Any] | None = None  # final scores once the game is over
    journal: list[tuple[Any, ...]] | None = None  # hive changes to undo (during an apply)

    # ------------------------------------------------------------------ reading

    @property
    def player_count(self) -> int:
        return len(self.players)

    @property
    def in_setup(self) -> bool:
        """A setup decision is still pending (the starting tiles, starting spaces)."""
        return self.arranging is not None or bool(self.start_choices)

    @property
    def current(self) -> PlayerState:
        return self.players[self.turn.seat]

    @property
    def last_seat(self) -> int:
        """The seat that plays last in each round (just before the first player)."""
        return (self.first_player - 1) % self.player_count

    def box_of(self, kind: str) -> Box:
        for box in self.board.values():
            if kind in box.kinds:
                return box
        raise KeyError(kind)

    def order_stack_text(self, i: int) -> str:
        return ("left", "middle", "right")[i] if len(self.order_stacks) == 3 else str(i)

    def random(self) -> random.Random:
        """A generator at the state's random position; :meth:`keep_random` stores it back.

        Rules that draw during play must call both, so that replaying a record draws
        exactly the same numbers.
        """
        rng = random.Random()
        rng.setstate(self.rng_state)
        return rng

    def keep_random(self, rng: random.Random) -> None:
        self.rng_state = rng.getstate()

    # ------------------------------------------------------------------ copying

    def clone(self) -> GameState:
        """A copy that shares the hives (and the immutable components) with this state."""
        other = GameState.__new__(GameState)
        other.__dict__.update(self.__dict__)
        other.players = [p.clone() for p in self.players]
        other.board = {k: b.clone() for k, b in self.board.items()}
        other.market = self.market.clone()
        other.woodland = self.woodland.clone()
        other.order_stacks = [s.clone() for s in self.order_stacks]
        other.contests = [c.clone() for c in self.contests]
        other.supply = self.supply.clone()
        other.turn = self.turn.clone()
        other.start_choices = list(self.start_choices)
        other.journal = None
        return other

    # ------------------------------------------------------------------ hive changes

    def _log(self, *op: Any) -> None:
        if self.journal is not None:
            self.journal.append(op)

    def place_tile(self, seat: int, tile: HiveTile) -> PlacementEffect:
        effect = self.players[seat].hive.place(tile)
        self._log("remove", seat, tile)
        return effect

    def put_nectar(self, seat: int, cell: Hex, nectar: Nectar) -> Cell:
        got = self.players[seat].hive.put_nectar(cell, nectar)
        self._log("take_nectar", seat, cell)
        return got

    def put_honey(self, seat: int, cell: Hex) -> Cell:
        got = self.players[seat].hive.put_honey(cell)
        self._log("take_honey", seat, cell)
        return got

    def take_honey(self, seat: int, cell: Hex) -> Nectar:
        got = self.players[seat].hive.take_honey(cell)
        self._log("put_honey", seat, cell)
        return got

    # ------------------------------------------------------------------ JSON

    def to_json(self) -> dict[str, Any]:
        """The whole state as JSON-ready data (for comparing states and for the page)."""
        return {
            "seed": self.seed,
            "setup": self.setup,
            "first_player": self.first_player,
            "players": [p.to_json() for p in self.players],
            "board": {
                name: {"stacks": dict(b.stacks), "beelines": [list(x) for x in b.beelines]}
                for name, b in self.board.items()
            },
            "market": dict(self.market.positions),
            "field": {space_name(s): t.id for s, t in sorted(self.woodland.field.items())},
            "order_stacks": [
                {
                    "action": s.action,
                    "face_up": None if s.face_up is None else s.face_up.id,
                    "face_down": [c.id for c in s.face_down],
                }
                for s in self.order_stacks
            ],
            "contests": [
                {"card": c.card.id, "coins": list(c.coins), "finishers": list(c.finishers)}
                for c in self.contests
            ],
            "supply": {"pollen": self.supply.pollen, "honey": dict(self.supply.honey)},
            "turn": {
                "seat": self.turn.seat,
                "step": self.turn.step,
                "tile": self.turn.tile,
                "box": self.turn.box,
                "workers": self.turn.workers,
                "queue": [[t.action, t.source] for t in self.turn.queue],
                "frame": _jsonable(self.turn.frame),
                "flips": list(self.turn.flips),
            },
            "start_choices": list(self.start_choices),
            "arranging": self.arranging,
            "end_trigger": self.end_trigger,
            "over": self.over,
            "turns_played": self.turns_played,
            "final": self.final,
        }


def _jsonable(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if isinstance(value, (OrderCard, NectarTile)):
        return value.id
    return value


def revert_journal(state: GameState, journal: list[tuple[Any, ...]]) -> None:
    """Undo the hive changes in ``journal`` (newest first)."""
    for op, seat, arg in reversed(journal):
        hive = state.players[seat].hive
        if op == "remove":
            hive.remove(arg)
        elif op == "take_nectar":
            hive.take_nectar(arg)
        elif op == "take_honey":
            hive.take_honey(arg)
        elif op == "put_honey":
            hive.put_honey(arg)
        else:  # pragma: no cover
            raise ValueError(f"unknown journal entry {op!r}")


__all__ = [
    "DECREE_COST",
    "HONEYS",
    "RESOURCES",
    "WORKERS_PER_PLAYER",
    "Box",
    "ContestState",
    "GameState",
    "Market",
    "OrderStack",
    "PlayerState",
    "Supply",
    "Task",
    "TurnState",
    "Woodland",
    "revert_journal",
    "space_name",
]
