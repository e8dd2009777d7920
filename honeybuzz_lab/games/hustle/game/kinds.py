"""Honeycomb Hustle's action kinds: one spec per kind, in the registry both games share.

A :class:`HustleKind` says how an answer of its kind is said (the fields of its sentence,
``hustle.action.<kind>`` in the catalogue), how the planning bot weighs it (``score``,
from what the deciding seat may know: :class:`Seen`, built from its view) and how the
table's page answers it (``page``, an :class:`Answer`: a honeycomb spot, a pool token,
amounts to buy, a player, or a button; synced to the page, which builds its controls from
it and never names a kind). Adding a kind means one spec here (with its texts, if the
catalogue lacks them), registered in :data:`KINDS`
(:class:`honeybuzz_lab.core.kinds.KindRegistry`). A kind beyond the rulebook's (a
variant's, a test's) also says how its notation is read (``read``), when it is offered
(``offer``) and what it does (``perform``).

>>> KINDS.spec(Buy(2, 1)).name
'buy'
>>> KINDS["draft"].page.to_json()["on"]
'pool'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields, is_dataclass
from typing import Any

from ....core.hexes import Hex, fmt, neighbor
from ....core.inputs import quote
from ....core.kinds import KindError, KindRegistry
from . import rules
from .actions import (
    ACTION_TYPES,
    Buy,
    Done,
    Draft,
    Draw,
    Place,
    Restart,
    Steal,
    forget_kind,
    remember_kind,
)
from .data import HONEY_PRICE, NECTAR_PRICE, rotate
from .data import KINDS as TOKENS
from .state import Cell

#: The game's name in its registry.
GAME = "hustle"


@dataclass(frozen=True)
class Seen:
    """What the deciding seat knows when the planning bot weighs an answer (from its view):
    the decision, its honeycomb, its bag's counts, the token in its hand, every bag's size,
    and the bot's own setting (restart below this many flower points)."""

    decision: str
    comb: dict[Hex, Cell]
    bag: dict[str, int]
    hand: str | None
    sizes: dict[int, int]
    restart_below: int


#: Where the table's page answers a kind (:class:`Answer`): ``spot`` (a spot of the deciding
#: player's honeycomb, with the token to place turned: the action has ``q``, ``r``,
#: ``turn``), ``pool`` (a token of the drafting pool: ``param`` names the token field),
#: ``amounts`` (a count per priced field, within the round's flower points, and one button),
#: ``seat`` (a button per player: ``param`` names the seat field), ``button`` (a button per
#: answer).
PLACES = ("spot", "pool", "amounts", "seat", "button")


@dataclass(frozen=True)
class Answer:
    """How the page answers a kind (see :data:`PLACES`). ``label``: the page text of its
    button (filled with the answer's fields, ``name`` for a seat, and the deciding player's
    ``cubes`` and ``points``; "" for the kind's sentence); ``prompt``: the page text said
    over the decision while the kind is answered ("" for the engine's prompt); ``primary``:
    the main button; ``prices``: for ``amounts``, each field's price in flower points;
    ``key``: the key that answers it (a button's only answer) on the page, "" for none."""

    on: str = "button"
    param: str | None = None
    label: str = ""
    prompt: str = ""
    primary: bool = False
    prices: Mapping[str, int] = field(default_factory=dict)
    key: str = ""

    def __post_init__(self) -> None:
        if self.on not in PLACES:
            raise KindError(f"a page answer is on one of {', '.join(PLACES)}, not {quote(self.on)}")
        if (self.param is None) == (self.on in ("pool", "seat")):
            raise KindError(f"an answer on {quote(self.on)} names the action's field: param")
        if bool(self.prices) != (self.on == "amounts"):
            raise KindError("an answer on 'amounts' (and only there) has prices")

    def check(self, action: type) -> None:
        """KindError unless ``action``'s fields are the ones this answer reads."""
        names = {f.name for f in fields(action)} if is_dataclass(action) else set()
        need = {
            "spot": {"q", "r", "turn"},
            "pool": {self.param},
            "seat": {self.param},
            "amounts": set(self.prices),
            "button": set(),
        }[self.on]
        if not need <= names:
            missing = ", ".join(sorted(str(n) for n in need - names))
            raise KindError(
                f"{action.__name__} has no field {missing} for a page answer on {self.on}"
            )

    def to_json(self) -> dict[str, Any]:
        """What the page reads: ``{"on", "param", "label", "prompt", "primary", "prices",
        "key"}``."""
        return {
            "on": self.on,
            "param": self.param,
            "label": self.label,
            "prompt": self.prompt,
            "primary": self.primary,
            "prices": dict(self.prices),
            "key": self.key,
        }


#: The fields of an answer's sentence: ``fields(action, names, token)`` (``names`` name the
#: seats, ``token`` is the token being placed).
Fields = Callable[[Any, Sequence[str], "str | None"], dict[str, object]]
#: The planning bot's value of an answer: ``score(seen, action)`` (the highest is chosen).
Score = Callable[[Seen, Any], float]
#: A kind's notation read back: ``read(text)`` (stripped, lower case) -> the action, or None.
Read = Callable[[str], Any]
#: The answers of a kind offered now: ``offer(state, seat, decision)`` (beyond the rulebook).
Offer = Callable[[Any, int, str], list[Any]]
#: What an answer of a kind does: ``perform(state, action)`` (on a copy the engine then advances).
Perform = Callable[[Any, Any], None]


@dataclass(frozen=True)
class HustleKind:
    """The spec of one Honeycomb Hustle action kind (see the module docstring)."""

    action: type
    fields: Fields
    score: Score
    texts: Mapping[str, Mapping[str, str]] = field(default_factory=dict)  # language -> texts
    page: Answer = Answer()  # how the table's page answers it
    read: Read | None = None  # its notation read back (default: the kind's name alone)
    offer: Offer | None = None  # when it is offered (a kind beyond the rulebook's)
    perform: Perform | None = None  # what it does (a kind beyond the rulebook's)

    def __post_init__(self) -> None:
        if not isinstance(getattr(self.action, "kind", None), str):
            raise KindError(
                f"an action kind needs an action class with a kind, not {quote(self.action)}"
            )
        if not isinstance(self.page, Answer):
            raise KindError(f"the page answer of {quote(self.name)} must be an Answer")
        self.page.check(self.action)
        if self.action not in ACTION_TYPES and (self.offer is None) != (self.perform is None):
            raise KindError(f"a kind beyond the rulebook's offers and performs: {quote(self.name)}")

    def reader(self) -> Read:
        """``read``, or the kind's name alone read as an action without fields."""
        if self.read is not None:
            return self.read
        name, cls = self.name, self.action
        return lambda text: cls() if text == name else None

    @property
    def name(self) -> str:
        """The kind's name (the action's ``kind``)."""
        return self.action.kind  # type: ignore[no-any-return]


# ------------------------------------------------------------------ the planning bot's features

#: What a drafted token is worth to the planning bot (points it tends to bring, less the
#: risk of few marks ending the building early).
DRAFT_VALUE = {
    "red": 4.0,
    "purple3": 3.0,
    "blue2": 2.6,
    "purple5": 2.4,
    "helper": 2.0,
    "blue1": 1.6,
    "cover": 1.4,
    "trade": 1.2,
    "purple0": 0.3,
}
#: A placement always beats stopping or restarting when one is possible.
PLACE_FIRST = 1_000.0


def placement_value(comb: dict[Hex, Cell], kind: str, action: Place) -> float:
    """The flower points after placing ``kind`` so, plus a little per mark left open."""
    h = (action.q, action.r)
    marks = rotate(TOKENS[kind].marks, action.turn)
    after = dict(comb)
    after[h] = (kind, marks, h in comb)
    points = rules.flower_points(after)["total"]
    open_marks = 0
    for cell_h, (_k, m, _u) in after.items():
        for d in range(6):
            if m >> d & 1 and neighbor(cell_h, d) not in after:
                open_marks += 1
    return points + 0.6 * open_marks


def _place(seen: Seen, action: Place) -> float:
    kind = (seen.hand if seen.decision == "build" else None) or "cover"
    return PLACE_FIRST + placement_value(seen.comb, kind, action)


def _restart(seen: Seen, action: Restart) -> float:
    """Restart a poor honeycomb while the bag holds enough to build again (never while a
    drawn token waits)."""
    if seen.decision != "done":
        return -1.0
    points = rules.flower_points(seen.comb)["total"]
    usable = rules.bag_size(seen.bag, honey=False)
    return 1.0 if points < seen.restart_below and usable >= 4 else -1.0


def _draft(seen: Seen, action: Draft) -> float:
    """A drafted token's worth, more for reds in a bag with reds, and more marks the more
    honey (one mark, never first) clogs the bag."""
    kind = action.token
    bag = dict(seen.bag)
    for k, _m, _u in seen.comb.values():
        bag[k] = bag.get(k, 0) + 1
    size = max(1, sum(bag.values()))
    honey_share = bag.get("honey", 0) / size
    value = DRAFT_VALUE.get(kind, 0.0)
    if kind == "red":
        value += 0.5 * bag.get("red", 0)
    marks = bin(TOKENS[kind].marks).count("1")
    return value + 1.5 * honey_share * (marks - 2)


def _buy(seen: Seen, action: Buy) -> float:
    """As much honey as the points allow, the rest in nectar."""
    return action.honey * 1_000_000.0 + action.nectar


def _steal(seen: Seen, action: Steal) -> float:
    """The fullest bag (its size is public): the most honey to find."""
    return float(seen.sizes.get(action.victim, -1))


def _seat_name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"#{seat}"


class HustleKinds(KindRegistry[HustleKind]):
    """Honeycomb Hustle's registry: a kind beyond the rulebook's is read, offered and done
    while it is registered, and what the page reads of every kind is :meth:`page`."""

    def __init__(self) -> None:
        super().__init__(GAME, HustleKind)

    def added(self, spec: HustleKind) -> None:
        remember_kind(spec.action, spec.reader())

    def removed(self, spec: HustleKind) -> None:
        if spec.action not in ACTION_TYPES:
            forget_kind(spec.name)

    def page(self) -> dict[str, dict[str, Any]]:
        """Each kind's page answer (:meth:`Answer.to_json`), by name, in registry order."""
        return {name: spec.page.to_json() for name, spec in self.items()}

    def offered(self, state: Any, seat: int, decision: str) -> list[Any]:
        """The answers the kinds beyond the rulebook's offer now."""
        out: list[Any] = []
        for spec in self.values():
            if spec.offer is not None:
                out.extend(spec.offer(state, seat, decision))
        return out


#: Honeycomb Hustle's action kinds.
KINDS = HustleKinds()
for _spec in (
    HustleKind(
        Place,
        lambda a, names, token: {
            "token": token or "cover",
            "where": fmt((a.q, a.r)),
            "turn": a.turn,
        },
        _place,
        page=Answer("spot"),
    ),
    HustleKind(
        Draw,
        lambda a, names, token: {},
        lambda seen, a: 0.0,
        page=Answer(label="draw", prompt="prompt_draw", primary=True, key="d"),
    ),
    HustleKind(Restart, lambda a, names, token: {}, _restart, page=Answer(label="restart")),
    HustleKind(
        Done,
        lambda a, names, token: {},
        lambda seen, a: 0.0,
        page=Answer(label="done", prompt="prompt_done", primary=True),
    ),
    HustleKind(
        Draft,
        lambda a, names, token: {"token": a.token},
        _draft,
        page=Answer("pool", "token", prompt="prompt_draft"),
    ),
    HustleKind(
        Buy,
        lambda a, names, token: {"honey": a.honey, "nectar": a.nectar},
        _buy,
        page=Answer(
            "amounts",
            label="buy",
            prompt="prompt_buy",
            primary=True,
            prices={"honey": HONEY_PRICE, "nectar": NECTAR_PRICE},
        ),
    ),
    HustleKind(
        Steal,
        lambda a, names, token: {"victim": _seat_name(names, a.victim)},
        _steal,
        page=Answer("seat", "victim", label="steal_from", prompt="prompt_steal"),
    ),
):
    KINDS.add(_spec, GAME)
