"""Sweetwater Sunset (Fall Flavors rulebook; RULINGS 8) as the module ``fall.sunset``.

The sun token moves along the sunset track, which replaces the base game's end triggers.
Every sunset event of table A that happens during a turn is noted (the module listens to
the engine's events) and counted at the end of that turn (the ``sunset`` end-of-turn step,
before ``end_trigger``; a drone turn of the solitaire variant counts its own at its end,
``drone_turn_ended``). When the sun reaches the last space, the end is triggered and the
game goes on until every player has had as many turns (the base ``end_trigger`` step).

Every other Fall Flavors module implies this one (``Module.implies``), as the rulebook keeps
Sweetwater Sunset always on with the expansion:

>>> from honeybuzz_lab.games.honeybuzz.game import Game
>>> Game.new(3, seed=1, modules=["fall.caps"]).rules.modules
('fall.sunset', 'fall.caps')
>>> sun = Game.new(2, seed=1, modules=["fall.sunset"]).state.modules["fall.sunset"]
>>> sun.position, sun.last
(0, 5)

The events are the engine's (``order_stack_emptied`` of any stack, a module's own stack
too; ``value_bottomed``; ``last_nectar``; ``tile_stack_emptied``) and two this module
declares for the modules that emit them (``last_cap_claimed``: Nectar Caps;
``festival_full``: Harvest Festival). The track's length is reconstructed
(``data/fall_sunset.toml``): one per player count, less what each module in play takes off
(``track_spaces``), chosen so that games last about as long as base games.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any

from .....core.i18n import Message
from ...data import DataError, load_toml
from ..log import say
from ..registry import Module, ModuleError, register
from ..rules import TurnStep
from ..rules.end import stalled
from ..worlds import complete

if TYPE_CHECKING:
    from ..log import Log
    from ..rules import Ruleset
    from ..state import GameState

NAME = "fall.sunset"

#: The engine's event -> the sunset event of table A it is.
EVENT_OF: dict[str, str] = {
    "order_stack_emptied": "order_stack",
    "value_bottomed": "resource",
    "last_nectar": "last_nectar",
    "tile_stack_emptied": "tile_stack",
    "last_cap_claimed": "last_cap",
    "festival_full": "festival_full",
}
#: The events this module declares for other Fall Flavors modules to emit.
NEW_EVENTS = ("last_cap_claimed", "festival_full")


#: Player counts with a track length of their own (solo plays on the two-player track).
COUNTS = (2, 3, 4)


@dataclass(frozen=True)
class SunsetData:
    """The track's length by player count (spaces, the start included), the spaces each
    module in play takes off it (by player count), and table A."""

    spaces: Mapping[int, int]
    fewer: Mapping[str, Mapping[int, int]]
    events: Mapping[str, int]


def _by_count(raw: Any) -> dict[int, int]:
    got = {int(k): int(v) for k, v in raw.items()}
    if set(got) != set(COUNTS):
        raise ValueError(f"a value for each of {COUNTS} players, not {sorted(got)}")
    return got


@cache
def sunset_data() -> SunsetData:
    """``data/fall_sunset.toml``, checked (DataError says what is wrong)."""
    raw = load_toml("fall_sunset.toml")
    try:
        spaces = _by_count(raw["track"]["spaces"])
        fewer = {str(m): _by_count(v) for m, v in raw["track"].get("fewer", {}).items()}
        events = {str(k): int(v) for k, v in raw["events"].items()}
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        raise DataError(f"fall_sunset.toml: malformed ({e})") from None
    if set(events) != set(EVENT_OF.values()) or min(events.values()) < 1:
        raise DataError("fall_sunset.toml: table A needs each sunset event, at least 1 space")
    for n in COUNTS:
        shortest = spaces[n] - sum(f[n] for f in fewer.values() if f[n] > 0)
        if shortest < 2:
            raise DataError(f"fall_sunset.toml: the {n}-player track can fall below 2 spaces")
    return SunsetData(spaces, fewer, events)


def track_spaces(modules: Sequence[str], players: int) -> int:
    """The track's length (the start included) for a game of ``players`` players under
    ``modules``: the player count's length less what each module in play takes off (data,
    reconstructed; solo plays on the two-player track, as its modules are set up for two).

    >>> track_spaces(("fall.sunset",), 3) == sunset_data().spaces[3]
    True
    """
    data = sunset_data()
    n = min(max(players, 2), 4)
    return data.spaces[n] - sum(data.fewer[m][n] for m in modules if m in data.fewer)


@dataclass
class SunsetState:
    """The sun's space (0 = the start), the last space, the events noted this turn, and the
    history: (turn, event, spaces moved) for every event counted."""

    last: int
    position: int = 0
    pending: list[str] = field(default_factory=list)
    history: list[tuple[int, str, int]] = field(default_factory=list)

    @property
    def set(self) -> bool:
        """The sun has reached the last space."""
        return self.position >= self.last


def sunset(state: GameState) -> SunsetState:
    """The sunset module's state of ``state``."""
    return state.modules[NAME]  # type: ignore[no-any-return]


def set_sun(state: GameState, position: int) -> None:
    """A teaching position: the sun stands on ``position`` (ModuleError, nothing changed,
    off the track or on its last space, which ends the game)."""
    sun = sunset(state)
    if not isinstance(position, int) or not 0 <= position < sun.last:
        raise ModuleError(f"the sun stands on spaces 0 to {sun.last - 1} (the last ends the game)")
    sun.position = position


def _make_state(state: GameState, options: Mapping[str, Any]) -> SunsetState:
    return SunsetState(last=sunset_data().spaces[min(max(state.player_count, 2), 4)] - 1)


def _setup(state: GameState, rules: Ruleset, options: Mapping[str, Any]) -> None:
    """The track's length for the modules in play (``track_spaces``)."""
    sunset(state).last = track_spaces(rules.modules, state.player_count) - 1


def event_term(event: str) -> Message:
    """A sunset event of table A in words: ``a stack of order cards became empty``."""
    return say(f"sunset.event.{event}")


def _noter(engine_event: str):  # type: ignore[no-untyped-def]
    def note(state: GameState, rules: Ruleset, log: Log, data: Mapping[str, Any]) -> None:
        sunset(state).pending.append(EVENT_OF[engine_event])

    note.__name__ = f"note_{engine_event}"
    return note


def advance(state: GameState, rules: Ruleset, log: Log) -> None:
    """Count the sunset events noted since the last count: the sun moves (never past the
    last space), each event written to the log."""
    sun = sunset(state)
    spaces = sunset_data().events
    for event in sun.pending:
        if sun.set:
            break
        step = min(spaces[event], sun.last - sun.position)
        sun.position += step
        sun.history.append((state.turns_played, event, step))
        log.add(
            say(
                "sunset.advance",
                event=event_term(event),
                n=step,
                left=sun.last - sun.position,
            )
        )
    sun.pending = []


def _step(state: GameState, rules: Ruleset, log: Log) -> None:
    advance(state, rules, log)


def _drone_turn(state: GameState, rules: Ruleset, log: Log, data: Mapping[str, Any]) -> None:
    advance(state, rules, log)


def trigger(state: GameState, rules: Ruleset) -> Message | None:
    """The end is triggered when the sun reaches the last space (the base triggers do not
    count); the stall (nobody can ever take a tile) stays the engine's safety net."""
    if sunset(state).set:
        return say("sunset.why_end")
    if stalled(state):
        if not any(b.tiles_left for b in state.board.values()):
            return say("why.end_no_tiles")
        return say("why.end_stalled")
    return None


def redact(state: GameState, view: dict[str, Any], seat: int | None) -> None:
    """The track is public: ``view["sunset"]``."""
    sun = sunset(state)
    view["sunset"] = {
        "position": sun.position,
        "last": sun.last,
        "pending": list(sun.pending),
        "history": [{"turn": t, "event": e, "spaces": n} for t, e, n in sun.history],
    }


def rebuild(view: dict[str, Any], state: GameState, rng: Any) -> None:
    """The track of a world built from ``view`` (see :mod:`..worlds`): all of it public."""
    sun = sunset(state)
    if complete(view):
        got = view["modules"][NAME]
        sun.last, sun.position = got["last"], got["position"]
        sun.pending = list(got["pending"])
        sun.history = [(t, e, n) for t, e, n in got["history"]]
        return
    got = view["sunset"]
    sun.last, sun.position = got["last"], got["position"]
    sun.pending = list(got["pending"])
    sun.history = [(h["turn"], h["event"], h["spaces"]) for h in got["history"]]


def _moved(before: GameState, after: GameState) -> int:
    return sunset(after).position - sunset(before).position


def _counted(before: GameState, after: GameState) -> list[str]:
    return [e for _t, e, _n in sunset(after).history[len(sunset(before).history) :]]


#: What a demo's note may claim about any ply of a game with the sunset track.
PLY_CLAIMS = {
    "sun_moves": ("how many spaces the sun moves during the ply", _moved),
    "sun_left": (
        "how many spaces the sun has left to the last space after the ply",
        lambda before, after: sunset(after).last - sunset(after).position,
    ),
    "sun_events": ("the sunset events counted during the ply (a list)", _counted),
}


@cache
def _module() -> Any:
    return Module(
        name=NAME,
        summary="Sweetwater Sunset: the sun's track replaces the end triggers.",
        state=_make_state,
        setup=_setup,
        end_of_turn=(TurnStep("sunset", _step, before="end_trigger"),),
        events={
            **{e: (_noter(e),) for e in EVENT_OF},
            "drone_turn_ended": (_drone_turn,),
        },
        new_events=NEW_EVENTS,
        single={"end_trigger": trigger},
        replaces=("end_trigger",),
        redact=redact,
        rebuild=rebuild,
        ply_claims=PLY_CLAIMS,
    )


SUNSET_MODULE = _module()


def _register() -> None:
    register(SUNSET_MODULE)


_register()
