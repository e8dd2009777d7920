"""Harvest Festival (Fall Flavors rulebook) as the module ``fall.festival``.

At the end of each of your turns you may retire one available worker to a free worker space
of the festival board, never your last worker (one must be left to assign or recall), and
choose: toast (claim a face-up toast card and gain its coins by its condition) or work (a
full Decree with everything it triggers). Retired workers stay on the board: a recall never
brings them back. The board side is by player count (the 1-2 player side reconstructed);
at 3 players five toast cards and four blocked worker spaces. Toast cards needing a module
are used only with it. The festival's coins are coins (no category of their own).

>>> from honeybuzz_lab.games.honeybuzz.game import Game
>>> g = Game.new(3, seed=1, modules=["fall.festival"])
>>> fest = g.state.modules["fall.festival"]
>>> len(fest.slots), fest.spaces, fest.blocked
(5, 16, 4)

How it fits: the ``end_turn`` decision is replaced: besides ending the turn it offers
:class:`RetireToast` per face-up card and :class:`RetireWork`, once a turn. A full board is
the sunset event ``festival_full``. Solitaire: a contest card "Total retired workers"
(deduction 35) and a "toast" drone card (the player chooses the toast card it removes).
Other modules may add what their toast cards count (:func:`add_toast_measure`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from .....core.i18n import Message
from ...data import DataError, load_toml
from .. import actions as A
from ..kinds import ActionKind, Target
from ..log import count, data_name, say
from ..registry import Module, ModuleError, register
from ..rules import DecisionRule, emit
from ..rules import turn as base_turn
from ..state import Task
from ..worlds import complete
from .fall_words import WORKER_CONTESTS, leaves_out_worker_contests
from .solo.cards import ModuleContest, ModuleDroneCard, add_solo_cards, module_contest_gain

if TYPE_CHECKING:
    from ..log import Log
    from ..rules import Ruleset
    from ..state import GameState

NAME = "fall.festival"


@dataclass(frozen=True)
class ToastCard:
    """A toast card: ``coins`` per unit of ``measure``; ``module`` it needs ("" none)."""

    id: str
    measure: str
    coins: int
    text: str
    module: str = ""


#: What a toast card can count for a player: (state, seat) -> a number.
TOAST_MEASURES: dict[str, Callable[[GameState, int], int]] = {
    "nectar_types": lambda s, i: len(
        {c.nectar for c in s.players[i].hive.cells.values() if c.nectar is not None}
    ),
    "nectar": lambda s, i: s.players[i].nectar_count,
    "orders": lambda s, i: len(s.players[i].orders),
    "empty_cells": lambda s, i: len(s.players[i].hive.empty_cells()),
    "honey": lambda s, i: sum(s.players[i].hive.honey().values()),
    "nectar_clusters": lambda s, i: len(s.players[i].hive.nectar_clusters()),
    "empty_cell_clusters": lambda s, i: len(s.players[i].hive.empty_cell_clusters()),
    "straight_line": lambda s, i: s.players[i].hive.longest_line(),
    "retired": lambda s, i: festival(s).retired.get(i, 0),
    "hive_tiles": lambda s, i: len(s.players[i].hive.tiles),
    "honey_types": lambda s, i: sum(1 for n in s.players[i].hive.honey().values() if n),
    "pollen": lambda s, i: s.players[i].pollen,
    "workers_placed": lambda s, i: s.players[i].placed_workers,
    "workers_available": lambda s, i: s.players[i].available_workers,
    "caps": lambda s, i: len(s.modules["fall.caps"].placed.get(i, [])),
    "capped_types": lambda s, i: len(
        {c.nectar for c in s.players[i].hive.cells.values() if c.capped}
    ),
    "fruit": lambda s, i: s.players[i].pollen,  # the vocabulary's forage resource
}


def add_toast_measure(name: str, measure: Callable[[GameState, int], int]) -> None:
    """Let toast cards count ``name`` (a module's pieces, e.g. Autumn Leaves' leaves)."""
    TOAST_MEASURES[name] = measure


@dataclass(frozen=True)
class Board:
    """A festival board side as used: toast card slots, worker spaces, blocked spaces."""

    slots: int
    spaces: int
    blocked: int


@dataclass(frozen=True)
class FestivalData:
    boards: Mapping[str, Board]
    toasts: tuple[ToastCard, ...]
    solo_contest: Mapping[str, Any]  # the printed solo card
    solo_contests: tuple[Mapping[str, Any], ...] = ()  # the solo set (the printed card first)
    solo_drones: tuple[str, ...] = ()  # the "toast" drone cards' ids


@cache
def festival_data() -> FestivalData:
    """``data/fall_festival.toml``, checked."""
    raw = load_toml("fall_festival.toml")
    try:
        boards = {
            k: Board(int(v["slots"]), int(v["spaces"]), int(v["blocked"]))
            for k, v in raw["board"].items()
        }
        toasts = tuple(
            ToastCard(t["id"], t["measure"], int(t["coins"]), t["text"], t.get("module", ""))
            for t in raw["toast"]
        )
        contests = tuple(dict(c) for c in raw["solo_contest"])
        drones = tuple(str(d["id"]) for d in raw["solo_drone"])
        contest = contests[0]
    except (KeyError, TypeError, ValueError, IndexError) as e:
        raise DataError(f"fall_festival.toml: malformed ({e})") from None
    if len(toasts) != 18 or len({t.id for t in toasts}) != 18:
        raise DataError("fall_festival.toml: the festival has 18 toast cards with their own ids")
    return FestivalData(boards, toasts, contest, contests, drones)


def toast_card(card_id: str) -> ToastCard:
    return next(t for t in festival_data().toasts if t.id == card_id)


def board_for(players: int) -> Board:
    """The festival board side (and the 3-player changes) for ``players`` players."""
    boards = festival_data().boards
    if players <= 2:
        return boards["small"]
    return boards["three"] if players == 3 else boards["large"]


@dataclass
class FestivalState:
    """The toast cards face up (their slots; None: empty), the worker spaces, blocked ones,
    each seat's retired workers and claimed cards, the removed cards (solo), and the turn
    (``turns_played`` then) of the last festival action, so there is one a turn."""

    slots: list[str | None] = field(default_factory=list)
    spaces: int = 0
    blocked: int = 0
    retired: dict[int, int] = field(default_factory=dict)
    claimed: dict[int, list[str]] = field(default_factory=dict)
    removed: list[str] = field(default_factory=list)
    used_on: int = -1

    @property
    def occupied(self) -> int:
        return self.blocked + sum(self.retired.values())

    @property
    def full(self) -> bool:
        return self.occupied >= self.spaces


def festival(state: GameState) -> FestivalState:
    """The Harvest Festival module's state of ``state``."""
    return state.modules[NAME]  # type: ignore[no-any-return]


def set_toasts(state: GameState, cards: list[str]) -> None:
    """A teaching position: the festival board's toast cards are ``cards`` (ModuleError,
    nothing changed, unless they are as many different cards this game may use)."""
    mod = festival(state)
    ids = {t.id: t for t in festival_data().toasts}
    if (
        not isinstance(cards, list)
        or len(cards) != len(mod.slots)
        or len(set(cards)) != len(cards)
        or any(c not in ids or not usable(ids[c], state.ruleset) for c in cards)  # type: ignore[arg-type]
    ):
        raise ModuleError(f"toasts lists {len(mod.slots)} different toast cards this game may use")
    mod.slots = list(cards)


def retire_earlier(state: GameState, seat: int, count: int) -> None:
    """A teaching position: ``seat`` retired ``count`` available workers to the festival
    board earlier (one stays; ModuleError, nothing changed, when there is no room)."""
    mod = festival(state)
    player = state.players[seat]
    if count >= player.available_workers:
        raise ModuleError(f"the player has {player.available_workers} available workers; one stays")
    if mod.occupied + count > mod.spaces:
        raise ModuleError("the festival board has no room for them")
    player.available_workers -= count
    mod.retired[seat] = mod.retired.get(seat, 0) + count


def _make_state(state: GameState, options: Mapping[str, Any]) -> FestivalState:
    board = board_for(state.player_count)
    n = state.player_count
    return FestivalState(
        spaces=board.spaces,
        blocked=board.blocked,
        retired={s: 0 for s in range(n)},
        claimed={s: [] for s in range(n)},
    )


def usable(card: ToastCard, rules: Ruleset) -> bool:
    """A card is used when its module (if any) is in the game and its count is known."""
    if card.module and card.module not in rules.modules:
        return False
    return card.measure in TOAST_MEASURES


def _check_options(options: Mapping[str, Any]) -> str | None:
    if not isinstance(options.get(WORKER_CONTESTS, False), bool):
        return f"{WORKER_CONTESTS} must be true or false, not {options[WORKER_CONTESTS]!r}"
    return None


def _setup_lines(state: GameState, rules: Ruleset) -> list[Message]:
    """The setup's log says when the worker contests are left out."""
    return [say("log.setup_no_worker_contests")] if leaves_out_worker_contests(rules) else []


def _old_options(options: Mapping[str, Any]) -> Mapping[str, Any]:
    """A record written before ``worker_contests`` existed drew its contests from every
    card."""
    return options if WORKER_CONTESTS in options else {**options, WORKER_CONTESTS: True}


def _components(components: Any, options: Mapping[str, Any]) -> Any:
    """Without ``worker_contests``, the queen's contest cards that count workers leave the
    game (the rulebook does not recommend them with the festival; RULINGS 8)."""
    if options.get(WORKER_CONTESTS, False):
        return components
    kept = tuple(c for c in components.contests if c.measure != "workers")
    return replace(components, contests=kept)


def _setup(state: GameState, rules: Ruleset, options: Mapping[str, Any]) -> None:
    board = board_for(state.player_count)
    cards = [t.id for t in festival_data().toasts if usable(t, rules)]
    rng = state.random()
    festival(state).slots = list(rng.sample(cards, board.slots))
    state.keep_random(rng)


# ------------------------------------------------------------------ actions


@dataclass(frozen=True)
class RetireToast(A.Action):
    """End of turn: retire a worker to the festival to toast with card ``card``."""

    kind: ClassVar[str] = "retire_toast"
    card: str


@dataclass(frozen=True)
class RetireWork(A.Action):
    """End of turn: retire a worker to the festival to work (a full Decree)."""

    kind: ClassVar[str] = "retire_work"


def toast_coins(state: GameState, seat: int, card_id: str, retiring: int = 0) -> int:
    """What toasting with ``card_id`` pays ``seat`` now (``retiring``: workers about to be
    retired that a card counting retired workers includes)."""
    card = toast_card(card_id)
    n = TOAST_MEASURES[card.measure](state, seat)
    if card.measure == "retired":
        n += retiring
    return card.coins * n


def why_not_retire(state: GameState, seat: int) -> Message | None:
    """Why ``seat`` cannot retire a worker now (None: it can)."""
    fest = festival(state)
    p = state.players[seat]
    if fest.used_on == state.turns_played:
        return say("festival.why_used")
    if fest.full:
        return say("festival.why_full")
    if p.available_workers < 1:
        return say("festival.why_no_available")
    if p.available_workers + p.placed_workers + p.nursery < 2:
        return say("festival.why_last")
    return None


def _options(state: GameState, rules: Ruleset) -> list[A.Action]:
    out: list[A.Action] = [A.EndTurn()]
    seat = state.turn.seat
    if state.in_setup or why_not_retire(state, seat) is not None:
        return out
    out += [RetireToast(c) for c in festival(state).slots if c is not None]
    out.append(RetireWork())
    return out


def _retire(state: GameState, log: Log) -> None:
    seat = state.turn.seat
    fest = festival(state)
    state.players[seat].available_workers -= 1
    fest.retired[seat] = fest.retired.get(seat, 0) + 1
    fest.used_on = state.turns_played
    if fest.full:
        emit(state, log, "festival_full")


def _apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    if isinstance(action, A.EndTurn):
        base_turn.end_turn_apply(state, rules, action, log)
        return
    seat = state.turn.seat
    player = state.players[seat]
    fest = festival(state)
    if isinstance(action, RetireToast):
        coins = toast_coins(state, seat, action.card, retiring=1)
        fest.slots[fest.slots.index(action.card)] = None
        fest.claimed.setdefault(seat, []).append(action.card)
        _retire(state, log)
        player.coins += coins
        log.add(
            say(
                "festival.toast",
                name=player.name,
                card=toast_text(action.card),
                coins=count("coins", coins),
            )
        )
        return
    assert isinstance(action, RetireWork)
    _retire(state, log)
    log.add(say("festival.work", name=player.name))
    state.turn.queue.append(Task("decree", "festival"))


def toast_text(card_id: str) -> Message:
    """A toast card's condition in words."""
    card = toast_card(card_id)
    return data_name(f"toast.{card.id}", card.text)


def _prompt(state: GameState, rules: Ruleset) -> Message:
    if len(_options(state, rules)) > 1:
        return say("festival.prompt", name=state.current.name)
    return base_turn.end_turn_prompt(state, rules)


def _explain(state: GameState, rules: Ruleset, action: A.Action) -> Message | None:
    if isinstance(action, RetireToast | RetireWork):
        why = why_not_retire(state, state.turn.seat)
        if why is not None:
            return say("festival.explain_cannot", why=why)
        return say("festival.explain_card")
    return None


# ------------------------------------------------------------------ view and kinds


def redact(state: GameState, view: dict[str, Any], seat: int | None) -> None:
    """The festival board is public: ``view["festival"]``."""
    fest = festival(state)
    view["festival"] = {
        "slots": list(fest.slots),
        "spaces": fest.spaces,
        "blocked": fest.blocked,
        "retired": {str(s): n for s, n in fest.retired.items()},
        "claimed": {str(s): list(c) for s, c in fest.claimed.items()},
        "removed": list(fest.removed),
        "used_on": fest.used_on,
    }


def rebuild(view: dict[str, Any], state: GameState, rng: Any) -> None:
    """The festival board of a world built from ``view`` (see :mod:`..worlds`): public."""
    fest = festival(state)
    got = view["modules"][NAME] if complete(view) else view["festival"]
    fest.slots = list(got["slots"])
    fest.spaces, fest.blocked = got["spaces"], got["blocked"]
    fest.retired = {int(s): n for s, n in got["retired"].items()}
    fest.claimed = {int(s): list(c) for s, c in got["claimed"].items()}
    fest.removed = list(got["removed"])
    fest.used_on = got["used_on"]


def _label_toast(state: GameState, action: RetireToast) -> Message:
    coins = toast_coins(state, state.turn.seat, action.card, retiring=1)
    return say("festival.label_toast", card=toast_text(action.card), coins=count("coins", coins))


def _label_work(state: GameState, action: RetireWork) -> Message:
    return say("festival.label_work")


def _worker_cost(v: Any) -> float:
    """What a worker retired for good costs the greedy bot: many beelines early on, less
    the solitaire variant's "Total retired workers" contest the retirement counts for."""
    return 1.0 + 7.0 * (1 - v.prog) - module_contest_gain(v.s, "fall.festival")


def _score_toast(v: Any, action: RetireToast) -> float:
    return toast_coins(v.s, v.me, action.card, retiring=1) - _worker_cost(v)


def _score_work(v: Any, action: RetireWork) -> float:
    return v.task_value("decree") - _worker_cost(v)


FESTIVAL_KINDS: tuple[ActionKind, ...] = (
    ActionKind(
        RetireToast,
        _label_toast,
        Target("button"),
        _score_toast,
        # Answered with the festival card's own Toast button (the table's festival part);
        # the decision panel lists the toasts under "All choices" only, to stay short.
        button=False,
        claims={
            "toast": ("the toast card claimed (its id)", lambda s, a: a.card),
            "toast_coins": (
                "the coins the toast pays",
                lambda s, a: toast_coins(s, s.turn.seat, a.card, retiring=1),
            ),
        },
    ),
    ActionKind(
        RetireWork,
        _label_work,
        Target("button"),
        _score_work,
        # Answered with the festival's own Work button, beside the toasts (one button for
        # one answer: the decision panel lists it under "All choices" only).
        button=False,
    ),
)


# ------------------------------------------------------------------ solitaire


@dataclass(frozen=True)
class DroneToast(A.Action):
    """Solo: the "toast" drone card returns the toast card ``card`` to the box."""

    kind: ClassVar[str] = "drone_toast"
    card: str


def _drone_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    return [DroneToast(c) for c in festival(state).slots if c is not None]


def _drone_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    assert isinstance(action, DroneToast)
    fest = festival(state)
    fest.slots[fest.slots.index(action.card)] = None
    fest.removed.append(action.card)
    log.add(say("festival.drone", card=toast_text(action.card)))


def _label_drone(state: GameState, action: DroneToast) -> Message:
    return say("festival.label_drone", card=toast_text(action.card))


def _score_drone(v: Any, action: DroneToast) -> float:
    """Return the card that would pay the player least."""
    return -float(toast_coins(v.s, v.me, action.card, retiring=1))


DRONE_KIND = ActionKind(
    DroneToast,
    _label_drone,
    Target("button"),
    _score_drone,
)


def solo_retired(state: GameState) -> int:
    """The solo contest "Total retired workers"."""
    return festival(state).retired.get(0, 0)


@cache
def _module() -> Any:
    end_turn = base_turn.DECISIONS["end_turn"]
    return Module(
        name=NAME,
        summary="Harvest Festival: retire a worker at the end of a turn to toast or work.",
        implies=("fall.sunset",),
        options={WORKER_CONTESTS: False},
        check_options=_check_options,
        components=_components,
        state=_make_state,
        setup=_setup,
        decisions={
            "end_turn": DecisionRule(
                (*end_turn.actions, "retire_toast", "retire_work"),
                _options,
                _apply,
                _prompt,
                _explain,
            ),
        },
        replaces=("decision:end_turn",),
        redact=redact,
        rebuild=rebuild,
        kinds=(*FESTIVAL_KINDS, DRONE_KIND),
        setup_lines=_setup_lines,
        old_options=_old_options,
    )


FESTIVAL_MODULE = _module()


def _register() -> None:
    register(FESTIVAL_MODULE)
    data = festival_data()
    add_solo_cards(
        NAME,
        contests=tuple(ModuleContest.from_data(c, solo_retired) for c in data.solo_contests),
        drones=tuple(
            ModuleDroneCard(i, "toast", _drone_options, _drone_apply) for i in data.solo_drones
        ),
    )


_register()
