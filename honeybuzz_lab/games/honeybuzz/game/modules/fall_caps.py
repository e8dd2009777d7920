"""Nectar Caps (Fall Flavors rulebook; table D) as the module ``fall.caps``.

Accounting becomes a choice: five coins as usual, or cap an uncapped nectar tile of your
hive with the most valuable nectar cap left (honey on it goes back to the supply and pays
one coin). A capped tile never makes honey (the hive's cell is marked ``capped``, which the
fan's yield skips). At the end each player scores their caps' values and trophies: the first
to the most caps, the second (3-4 players) to the second most; a tie goes to the higher
total of caps' values, and a tie that persists pays every tied player in full; a tie for
first place awards no second trophy. The solitaire variant: no trophies, a contest card
"Total nectar caps" (deduction 20) and a "nectar cap" drone card (see :mod:`.solo`).

>>> from honeybuzz_lab.games.honeybuzz.game import Game
>>> g = Game.new(3, seed=1, modules=["fall.caps"])
>>> g.rules.modules, g.state.modules["fall.caps"].available
(('fall.sunset', 'fall.caps'), [11, 10, 9, 8, 7, 6, 5, 5])
>>> trophies([(10, 8), (11, 5), (12, 6), (9, 7, 5)], (10, 5))
[5, 0, 5, 10]

Claiming the last cap (or a solo drone card returning it to the box) emits
``last_cap_claimed``, a sunset event. Texts: the ``[caps]`` section of the game catalogue.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from .....core.hexes import fmt
from .....core.i18n import Message
from ...data import DataError, load_toml
from .. import actions as A
from ..kinds import ActionKind, Target
from ..log import count, nectar_term, say
from ..registry import Module, register
from ..rules import DecisionRule, HiveActionRule, ScoreCategory, emit
from ..worlds import complete
from .solo.cards import ModuleContest, ModuleDroneCard, add_solo_cards, module_contest_gain

if TYPE_CHECKING:
    from ..log import Log
    from ..rules import Ruleset
    from ..state import GameState

NAME = "fall.caps"
Hex = tuple[int, int]


@dataclass(frozen=True)
class CapsData:
    """Table D, the solo contest cards (the printed one first) and the drone cards' ids."""

    caps: Mapping[int, tuple[int, ...]]
    trophies: Mapping[int, tuple[int, ...]]
    solo_contest: Mapping[str, Any]
    solo_contests: tuple[Mapping[str, Any], ...] = ()
    solo_drones: tuple[str, ...] = ()


@cache
def caps_data() -> CapsData:
    """``data/fall_caps.toml``, checked."""
    raw = load_toml("fall_caps.toml")
    try:
        caps = {int(k): tuple(int(x) for x in v) for k, v in raw["caps"].items()}
        trophies = {int(k): tuple(int(x) for x in v) for k, v in raw["trophies"].items()}
        contests = tuple(dict(c) for c in raw["solo_contest"])
        drones = tuple(str(d["id"]) for d in raw["solo_drone"])
        contest = contests[0]
    except (KeyError, TypeError, ValueError, IndexError) as e:
        raise DataError(f"fall_caps.toml: malformed ({e})") from None
    for n, values in caps.items():
        if list(values) != sorted(values, reverse=True):
            raise DataError(f"fall_caps.toml: the caps for {n} players must be descending")
    return CapsData(caps, trophies, contest, contests, drones)


@dataclass
class CapsState:
    """The caps left (most valuable first), each seat's caps as (cell, value) in the order
    claimed, and the caps a solo drone card returned to the box."""

    available: list[int] = field(default_factory=list)
    placed: dict[int, list[tuple[Hex, int]]] = field(default_factory=dict)
    removed: list[int] = field(default_factory=list)

    def values(self, seat: int) -> list[int]:
        """The values of ``seat``'s caps."""
        return [v for _, v in self.placed.get(seat, [])]


def caps(state: GameState) -> CapsState:
    """The Nectar Caps module's state of ``state``."""
    return state.modules[NAME]  # type: ignore[no-any-return]


def _make_state(state: GameState, options: Mapping[str, Any]) -> CapsState:
    n = state.player_count
    return CapsState(
        available=list(caps_data().caps[n]), placed={s: [] for s in range(n)}, removed=[]
    )


# ------------------------------------------------------------------ actions


@dataclass(frozen=True)
class AccountingCoins(A.Action):
    """Accounting with Nectar Caps: take the coins."""

    kind: ClassVar[str] = "accounting_coins"


@dataclass(frozen=True)
class CapNectar(A.Action):
    """Accounting with Nectar Caps: cap the nectar tile on ``cell`` of your hive."""

    kind: ClassVar[str] = "cap_nectar"
    cell: Hex


def cappable(state: GameState, seat: int) -> list[Hex]:
    """The uncapped nectar tiles of ``seat``'s hive."""
    hive = state.players[seat].hive
    return sorted(c.hex for c in hive.cells.values() if c.nectar is not None and not c.capped)


def _start(state: GameState, rules: Ruleset, source: str, log: Log) -> None:
    """Accounting: a choice when a cap is left and the hive has a nectar tile to cap."""
    seat = state.turn.seat
    if caps(state).available and cappable(state, seat):
        state.turn.frame = {"action": "accounting", "step": "cap_nectar", "source": source}
        return
    _coins(state, rules, log)


def _possible(state: GameState, rules: Ruleset, seat: int) -> str | None:
    return None


def _coins(state: GameState, rules: Ruleset, log: Log) -> None:
    player = state.current
    gain = rules.accounting_coins(state, state.turn.seat)
    player.coins += gain
    log.add(say("log.accounting", name=player.name, coins=count("coins", gain)))


def _options(state: GameState, rules: Ruleset) -> list[A.Action]:
    return [AccountingCoins(), *(CapNectar(h) for h in cappable(state, state.turn.seat))]


def _take_cap(state: GameState, log: Log) -> int:
    """The most valuable cap leaves the supply (the last one is a sunset event)."""
    mod = caps(state)
    value = mod.available.pop(0)
    if not mod.available:
        emit(state, log, "last_cap_claimed")
    return value


def cap_cell(state: GameState, seat: int, cell: Hex, log: Log) -> int:
    """``seat`` claims the most valuable cap and caps ``cell``; returns the cap's value."""
    player = state.players[seat]
    had = player.hive.cells[cell]
    value = _take_cap(state, log)
    caps(state).placed.setdefault(seat, []).append((cell, value))
    honey = had.honey
    if honey:
        kind = state.take_honey(seat, cell).value
        state.supply.honey[kind] += 1
        player.coins += 1
    state.cap_nectar(seat, cell)
    where = {
        "name": player.name,
        "value": value,
        "hex": fmt(cell),
        "nectar": nectar_term(had.nectar),
    }
    log.add(say("caps.capped_honey" if honey else "caps.capped", **where))
    return value


def _apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    state.turn.frame = None
    if isinstance(action, CapNectar):
        cap_cell(state, state.turn.seat, action.cell, log)
    else:
        _coins(state, rules, log)


def _prompt(state: GameState, rules: Ruleset) -> Message:
    return say(
        "caps.prompt",
        name=state.current.name,
        coins=rules.accounting_coins(state, state.turn.seat),
        value=caps(state).available[0],
    )


def _explain(state: GameState, rules: Ruleset, action: A.Action) -> Message | None:
    return say("caps.explain")


# ------------------------------------------------------------------ scoring


def trophies(values: Sequence[Sequence[int]], awards: Sequence[int]) -> list[int]:
    """Each player's trophy points, given each player's caps' values and the trophies
    (first place first): most caps, ties to the higher total value, then shared in full;
    a tie for first awards no second trophy. Nobody without a cap wins a trophy."""
    out = [0] * len(values)
    keys = {i: (len(v), sum(v)) for i, v in enumerate(values) if v}
    for award in awards:
        if not keys:
            break
        best = max(keys.values())
        tied = [i for i, k in keys.items() if k == best]
        for i in tied:
            out[i] += award
            del keys[i]
        if len(tied) > 1:
            break  # a tie for a trophy leaves none for the next place
    return out


def _trophy_awards(state: GameState) -> tuple[int, ...]:
    return caps_data().trophies[state.player_count]


def trophy_points(state: GameState) -> list[int]:
    """Each seat's trophy points at the end."""
    mod = caps(state)
    return trophies([mod.values(s) for s in range(state.player_count)], _trophy_awards(state))


def _points(state: GameState, rules: Ruleset) -> list[int]:
    mod = caps(state)
    won = trophy_points(state)
    return [sum(mod.values(s)) + won[s] for s in range(state.player_count)]


# ------------------------------------------------------------------ view and kinds


def redact(state: GameState, view: dict[str, Any], seat: int | None) -> None:
    """Caps are public: ``view["caps"]``."""
    mod = caps(state)
    view["caps"] = {
        "available": list(mod.available),
        "removed": list(mod.removed),
        "trophies": list(_trophy_awards(state)),
        "placed": {
            str(s): [{"hex": list(h), "value": v} for h, v in mod.placed.get(s, [])]
            for s in range(state.player_count)
        },
    }


def rebuild(view: dict[str, Any], state: GameState, rng: Any) -> None:
    """The caps of a world built from ``view`` (see :mod:`..worlds`): all of them public.
    (A capped cell's flag is the hive's own, rebuilt with the hive.)"""
    mod = caps(state)
    if complete(view):
        got = view["modules"][NAME]
        mod.available = list(got["available"])
        mod.removed = list(got["removed"])
        mod.placed = {
            int(s): [((h[0], h[1]), v) for h, v in placed] for s, placed in got["placed"].items()
        }
        return
    got = view["caps"]
    mod.available = list(got["available"])
    mod.removed = list(got["removed"])
    mod.placed = {
        int(s): [((c["hex"][0], c["hex"][1]), c["value"]) for c in placed]
        for s, placed in got["placed"].items()
    }


def _label_coins(state: GameState, action: AccountingCoins) -> Message:
    return say("caps.label_coins", coins=state.ruleset.accounting_coins(state, state.turn.seat))  # type: ignore[union-attr]


def _label_cap(state: GameState, action: CapNectar) -> Message:
    cell = state.current.hive.cells.get(action.cell)
    value = caps(state).available[0] if caps(state).available else 0
    if cell is not None and cell.nectar is not None:
        key = "caps.label_cap_honey" if cell.honey else "caps.label_cap"
        return say(key, value=value, hex=fmt(action.cell), nectar=nectar_term(cell.nectar))
    return say("caps.label_cap_cell", value=value, hex=fmt(action.cell))


def _score_coins(v: Any, action: AccountingCoins) -> float:
    return float(v.s.ruleset.accounting_coins(v.s, v.me))


def _score_cap(v: Any, action: CapNectar) -> float:
    """The cap's points (and a share of a trophy, or alone its solo contest card's tier)
    against the honey the tile will not make."""
    mod = caps(v.s)
    if not mod.available:
        return -1.0
    cell = v.p.hive.cells[action.cell]
    kind = cell.nectar.value
    lost = v.nectar * v.hv(kind)  # the honey it could still make
    if cell.honey:
        lost += v.hold * v.hv(kind) - 1.0
    # with others, a share of a trophy; alone, the "Total nectar caps" solo contest card
    standing = 1.5 if v.s.player_count > 1 else module_contest_gain(v.s, "fall.caps")
    return 0.9 * mod.available[0] + standing - lost


def _cap_value(state: GameState, action: CapNectar) -> int | None:
    left = caps(state).available
    return left[0] if left else None


def _capped_type(state: GameState, action: CapNectar) -> str | None:
    cell = state.players[state.turn.seat].hive.cells.get(action.cell)
    return None if cell is None or cell.nectar is None else cell.nectar.value


def _trophies_now(before: GameState, after: GameState) -> dict[str, int]:
    """Who would win trophy points if the game ended after the ply, and how many."""
    won = trophy_points(after)
    return {p.name: won[p.seat] for p in after.players if won[p.seat]}


#: What a demo's note may claim about a cap (the state before it).
CAP_CLAIMS = {
    "cap": ("the value of the nectar cap claimed", _cap_value),
    "capped": ("the nectar type (the cell pattern's name) of the tile capped", _capped_type),
}
#: What a demo's note may claim about any ply of a game with Nectar Caps.
PLY_CLAIMS = {
    "trophies": (
        "the players who would win trophy points if the game ended after the ply (name: points)",
        _trophies_now,
    ),
}


CAPS_KINDS: tuple[ActionKind, ...] = (
    ActionKind(
        AccountingCoins,
        _label_coins,
        Target("button"),
        _score_coins,
        button=True,
    ),
    ActionKind(
        CapNectar,
        _label_cap,
        Target("hex", "cell"),
        _score_cap,
        claims=CAP_CLAIMS,
    ),
)


# ------------------------------------------------------------------ solitaire


def solo_cap_count(state: GameState) -> int:
    """The solo contest "Total nectar caps": the player's caps."""
    return len(caps(state).placed.get(0, []))


def _drone_resolve(state: GameState, rules: Ruleset, log: Log) -> None:
    """Solo: the "nectar cap" drone card returns the most valuable cap left to the box."""
    if not caps(state).available:
        log.add(say("caps.drone_none"))
        return
    value = _take_cap(state, log)
    caps(state).removed.append(value)
    log.add(say("caps.drone", value=value))


@cache
def _module() -> Any:
    return Module(
        name=NAME,
        summary="Nectar Caps: Accounting may cap a nectar tile for points; trophies.",
        implies=("fall.sunset",),
        state=_make_state,
        hive_actions={"accounting": HiveActionRule(_possible, _start)},
        decisions={
            "cap_nectar": DecisionRule(  # named like its kind: the pending phrase is the kind's
                ("accounting_coins", "cap_nectar"), _options, _apply, _prompt, _explain
            ),
        },
        scores=(ScoreCategory("caps", _points),),
        replaces=("hive_action:accounting",),
        redact=redact,
        rebuild=rebuild,
        kinds=CAPS_KINDS,
        ply_claims=PLY_CLAIMS,
    )


CAPS_MODULE = _module()


def _register() -> None:
    register(CAPS_MODULE)
    data = caps_data()
    add_solo_cards(
        NAME,
        contests=tuple(ModuleContest.from_data(c, solo_cap_count) for c in data.solo_contests),
        drones=tuple(ModuleDroneCard(i, "caps", resolve=_drone_resolve) for i in data.solo_drones),
    )


_register()
