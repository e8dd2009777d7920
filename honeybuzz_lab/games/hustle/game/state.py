"""The state of a game of Honeycomb Hustle: plain data, cloned for every action.

A player's bag is a count per token kind (drawing picks one at random, so the order is
never stored); a honeycomb maps hexes to ``(kind, marks, covers_honey)``, ``marks`` the
six-bit mask of the token as turned and ``covers_honey`` true for a cover-up token lying
on a honey token.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ....core.hexes import Hex

Cell = tuple[str, int, bool]


@dataclass
class Player:
    """One seat: bag, honeycomb and what lies beside it this round."""

    name: str
    bag: dict[str, int]
    cubes: int
    comb: dict[Hex, Cell] = field(default_factory=dict)
    aside: int = 0  # cover-up tokens set aside, waiting for a honey token
    hand: str | None = None  # the drawn token waiting to be placed
    cover_target: Hex | None = None  # the honey token a set-aside cover-up must cover now
    owed: int = 0  # honey bought after every honey token was taken (kept track of)
    points: int = 0  # this round's flower points
    draws: int = 0  # tokens drawn from the bag in this build (names the next draw)
    builds: int = 0  # restarts this round (names this build)
    stopped: bool = False  # building has stopped (waiting for done or restart)
    trades: int = 0  # trade tokens set aside, each a steal to come

    def clone(self) -> Player:
        c = Player.__new__(Player)
        c.__dict__.update(self.__dict__)
        c.bag = dict(self.bag)
        c.comb = dict(self.comb)
        return c


@dataclass
class State:
    """Everything on the table, plus where the round is."""

    seed: int
    players: list[Player]
    honey_pile: int
    extra_honey: int
    nectar_pile: int
    helper_pile: int
    drafting: dict[str, int]
    box: dict[str, int]
    box_cubes: int
    start: int
    extra_added: bool = False
    pool: list[str] = field(default_factory=list)
    round: int = 1
    phase: str = "build"  # build, turns, steal, over
    queue: list[int] = field(default_factory=list)  # seats still to act in this phase
    order: list[int] = field(default_factory=list)  # this round's turn order
    step: str = "start"  # in a turn: start, draft, buy
    final: bool = False  # this is the last round
    steals: int = 0  # steals so far (names the next one)
    leader_points: int = 0
    chance: int = 0  # chance events so far (the start token, draws, pools, steals)
    events: list | None = None  # what happened without a decision, when someone listens

    def clone(self) -> State:
        c = State.__new__(State)
        c.__dict__.update(self.__dict__)
        c.players = [p.clone() for p in self.players]
        c.drafting = dict(self.drafting)
        c.pool = list(self.pool)
        c.queue = list(self.queue)
        c.order = list(self.order)
        c.events = None
        return c
