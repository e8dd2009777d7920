"""Where a step starts: a hive (lessons 1-3) or a game position (lessons 4 and on).

A **hive position** is hive notation, optionally after ``card:NAME``::

    position = "card:star P(1,2)NE"

A **game position** is a game set up by the engine, optionally adjusted for teaching,
then played on by actions replayed through the engine::

    [step.game]
    players = 2                  # a count or a list of names (default ["Anna", "Ben"])
    seed = 3
    first_game = true            # the starred configuration and contest cards
    contests = ["blue-2", "green-1", "red-2"]   # optional: also configuration, first_player
    adjust = [{ seat = 0, pollen = 2 }, { market = { pollen = "bottom" } }]
    actions = ["take_tile(produce,1)", "place((0,2),5)"]
    pending = "market"           # optional: the decision the position must end on
    modules = ["advanced"]       # optional: the modules played with the base game

Actions are written as the engine prints them (``str(action)``: ``sell(rosemary,2)``,
``forage(C2)`` with a space name, ``place((0,2),5)``) or as their JSON tables.

**Teaching adjustments** (:func:`apply_teaching_adjustments`) change the state after setup
and before the actions, so that a lesson need not play twenty turns to reach a position.
Each one keeps the game's books balanced, so the result is a position a real game could
reach: pieces come from and go to the supply, the stacks or the field, never from nowhere.
Each adjustment is a table with one of these keys (and ``seat``, default: the first player):

``coins = N``
    The player has N coins (coins are unlimited in the rulebook).
``pollen = N``
    The player has N pollen; the difference comes from or goes to the supply.
``workers = { available = A, nursery = N }``
    Workers on the player board and in the nursery; the player's own supply makes up
    the ten (workers in beelines stay where they are).
``beeline = "forage"`` with ``height = H``
    A beeline of H of the player's available workers on the box holding that tile kind;
    on an occupied box it must be exactly one taller than the tallest there.
``hive = "card:star P(1,2)NE w(1,1) w*(2,0)"``
    The player's hive: the configuration card's starting tiles, then further tiles,
    nectar and honey (hive notation). Each further tile comes off its stack on the hive
    board; each nectar tile comes off the field (the last space in reading order holding
    that type); each honey comes from the supply. Only a starting hive can be replaced.
``forage = "C2"``
    The player's forage token stands on that space.
``collect = "C2"``
    The player collected the nectar tile on that space earlier: it fills the first empty
    cell of its type in their hive (there must be one).
``view = "C2"``
    (Advanced variant.) The player viewed the face-down tile on that space in an earlier
    turn, by scouting: the view is on the public record, its front in the player's memory.
    In the advanced variant a ``hive`` adjustment's nectar tiles are taken from spaces of
    the field as if collected earlier (on the public record too).
``swap = ["A1", "C3"]``
    Two spaces of the field swap what lies on them (another shuffle of the same tiles).
``market = { pollen = 3, acacia = "bottom" }``
    Where markers stand in their columns (0 is the top space). A marker never stands
    above its starting space (one down at two players).
``order = "S08"`` with ``stack = 0``
    That order card lies face up on the stack: it swaps places with the card there
    (within the stacks, or with the cards left in the box). Both must be the same size.
``complete = N`` with ``stack = S``
    The player completed the top N orders of stack S earlier and holds them; the next
    card of that stack lies face up.
``speed = I``
    The player finished speed contest I (0 to 2, in the cards' order) earlier: they must
    meet its target now, are paid the next coins on the card, and are recorded as a finisher.
``solo = { configuration = "star", contests = [...], module_contests = [...], deck = [...],
flipped = [...], drones = { A = "new_bee", B = "produce" } }``
    (Solitaire variant; every key optional.) The player chose that configuration card (its
    example arrangement is laid, and a ``hive`` adjustment after this one starts from it);
    those solo contest cards, one per colour, are in play (and ``module_contests``, one card
    of each Fall Flavors module's set); the drone deck holds ``deck``
    (the next card to flip first) and ``flipped`` lie face up beside it (the latest last),
    all the game's drone cards between them (ten, and the Fall Flavors modules' sets:
    ``caps-drone`` to ``caps-drone-3``, ``toast-drone`` and ``toast-drone-2``); the drones
    stand on those boxes (each on its own side).

A module may add adjustments of its own (Fall Flavors: ``sun``, ``fruit``, ``tops``,
``foliage``, ``cap``, ``toasts``, ``retired``): see the module's file in :mod:`.modules`
(``lessons/modules/<module>.py``), which registers them. With Fall Fruit,
``market = { fruit = 2 }`` moves the fruit column's set-bonus marker.

A solo position is written with ``players = 1`` (or one name) and ``modules = ["solo"]``;
``module_options = { solo = { difficulty = "pupa" } }`` sets a module's options.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from functools import cached_property
from typing import Any

from ....core.inputs import InputError
from ..game import Action, Game, GameState, IllegalAction, action_from_json, position
from ..game.actions import action_class
from ..game.errors import SetupError
from ..game.modules.advanced import collected_earlier, scouted_earlier
from ..game.position import copy_state
from ..game.registry import ModuleError, compose
from ..game.setup import new_state
from ..hive import Hive, HiveError, parse_hive
from ..hive.starting import ConfigurationCard, configuration_card
from .modules import adjustments as module_adjustments

CARD_PREFIX = "card:"
DEFAULT_NAMES = ("Anna", "Ben", "Cili", "Dani")


class PositionError(InputError):
    """A position in a lesson file cannot be built (nothing was built)."""


# ---------------------------------------------------------------------- hive positions


def position_card(position: str) -> ConfigurationCard | None:
    """The configuration card a position starts from (``"card:star P(1,2)NE"``), if any."""
    text = position.strip()
    if not text.startswith(CARD_PREFIX):
        return None
    name = text[len(CARD_PREFIX) :].split(None, 1)[0]
    try:
        return configuration_card(name)
    except KeyError as e:
        raise PositionError(str(e.args[0])) from None


def build_position(position: str) -> Hive:
    """The hive a position describes: hive notation, optionally after ``card:NAME``.

    ``"card:star P(1,2)NE"`` is the starred configuration card's four tiles followed
    by a Produce tile. HiveError (with the bad token) if a tile cannot be placed.
    """
    text = position.strip()
    card = position_card(text)
    if card is None:
        return parse_hive(text)
    rest = text[len(CARD_PREFIX) :].split(None, 1)[1:]
    return parse_hive(card.tiles + (" " + rest[0] if rest else ""))


# ---------------------------------------------------------------------- actions as text

_SPACE = re.compile(r"^([A-Ja-j])([0-9]+)$")
_CALL = re.compile(r"^\s*([a-z_]+)\s*\((.*)\)\s*$")


def parse_space(text: str) -> tuple[int, int]:
    """``"C2"`` -> ``(1, 2)``: the column letter, then the row counted from 1."""
    m = _SPACE.match(text.strip()) if isinstance(text, str) else None
    if not m:
        raise PositionError(f"{text!r} is not a space of the field: write a name like 'C2'")
    return (int(m.group(2)) - 1, "ABCDEFGHIJ".index(m.group(1).upper()))


def _split_args(text: str) -> list[str]:
    out, depth, current = [], 0, ""
    for ch in text:
        if ch == "," and depth == 0:
            out.append(current.strip())
            current = ""
            continue
        depth += {"(": 1, ")": -1}.get(ch, 0)
        current += ch
    if current.strip():
        out.append(current.strip())
    return out


def _arg(text: str, type_name: str) -> object:
    if type_name in ("Hex", "Space"):
        if type_name == "Space" and _SPACE.match(text):
            return list(parse_space(text))
        inner = text.strip()
        if inner.startswith("(") and inner.endswith(")"):
            parts = _split_args(inner[1:-1])
            try:
                return [int(p) for p in parts]
            except ValueError:
                pass
        raise PositionError(f"{text!r} is not a pair like (1,2)")
    if type_name == "int":
        try:
            return int(text)
        except ValueError:
            raise PositionError(f"{text!r} is not a whole number") from None
    return text.strip()


def parse_action(spec: Any) -> Action:
    """An action from its text (``"sell(rosemary,2)"``, ``"forage(C2)"``) or JSON table."""
    if isinstance(spec, Action):
        return spec
    if isinstance(spec, dict):
        data = dict(spec)
        for key in ("space",):
            if isinstance(data.get(key), str):
                data[key] = list(parse_space(data[key]))
        try:
            return action_from_json(data)
        except ValueError as e:
            raise PositionError(str(e)) from None
    if not isinstance(spec, str):
        raise PositionError(f"an action is text like 'sell(rosemary,2)' or a table, not {spec!r}")
    m = _CALL.match(spec)
    if not m:
        raise PositionError(f"{spec!r} is not an action: write kind(arguments), e.g. recall()")
    kind, args = m.group(1), _split_args(m.group(2))
    try:
        cls = action_class(kind)
    except ValueError as e:
        raise PositionError(str(e)) from None
    names = [(f.name, str(f.type)) for f in fields(cls)]
    if len(args) != len(names):
        wanted = ", ".join(n for n, _ in names) or "nothing"
        raise PositionError(f"{spec!r}: a {kind} action takes {wanted}")
    data = {"kind": kind}
    for (name, type_name), text in zip(names, args, strict=True):
        data[name] = _arg(text, type_name)
    try:
        return action_from_json(data)
    except ValueError as e:
        raise PositionError(f"{spec!r}: {e}") from None


def action_text(action: Action) -> str:
    """The text form :func:`parse_action` reads (the engine's ``str(action)``)."""
    return str(action)


# ---------------------------------------------------------------------- adjustments


@dataclass(frozen=True)
class Adjustment:
    """One teaching adjustment: its kind, the seat it concerns, and its arguments."""

    kind: str
    seat: int | None
    args: dict[str, Any]

    def __hash__(self) -> int:
        return hash((self.kind, self.seat, repr(sorted(self.args.items()))))


_ADJUSTMENT_KEYS: dict[str, set[str]] = {
    "coins": set(),
    "pollen": set(),
    "workers": set(),
    "beeline": {"height"},
    "hive": set(),
    "forage": set(),
    "view": set(),
    "collect": set(),
    "swap": set(),
    "market": set(),
    "order": {"stack"},
    "complete": {"stack"},
    "speed": set(),
}


def _adjustment_keys() -> dict[str, set[str]]:
    """Each adjustment a position may name -> the keys it needs besides its own: the base
    game's and every module's (``lessons/modules/``, none needing more)."""
    return {**_ADJUSTMENT_KEYS, **{k: set() for k in module_adjustments()}}


def parse_adjustment(spec: Any, where: str) -> Adjustment:
    """One adjustment from its table (see the module docstring)."""
    if not isinstance(spec, dict):
        raise PositionError(f"{where}: an adjustment is a table such as {{ seat = 0, coins = 7 }}")
    known = _adjustment_keys()
    kinds = [k for k in spec if k in known]
    if len(kinds) != 1:
        raise PositionError(f"{where}: name exactly one adjustment of {', '.join(known)}")
    kind = kinds[0]
    allowed = {kind, "seat"} | known[kind]
    extra = set(spec) - allowed
    if extra:
        raise PositionError(f"{where}: {kind} takes {sorted(allowed)}, not {sorted(extra)}")
    missing = known[kind] - set(spec)
    if missing:
        raise PositionError(f"{where}: {kind} also needs {sorted(missing)}")
    seat = spec.get("seat")
    if seat is not None and (not isinstance(seat, int) or isinstance(seat, bool) or seat < 0):
        raise PositionError(f"{where}: seat must be a seat number from 0, not {seat!r}")
    return Adjustment(kind, seat, {k: v for k, v in spec.items() if k != "seat"})


def _count(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise PositionError(f"{what} must be a whole number of at least 0, not {value!r}")
    return value


def apply_teaching_adjustments(state: GameState, adjustments: Sequence[Adjustment]) -> None:
    """Change a freshly set-up ``state`` into a teaching position, one adjustment at a time.

    Every adjustment keeps the books balanced (see the module docstring); one that would
    not raises PositionError naming the problem. Meant for states straight from setup,
    before any action.
    """
    for i, adj in enumerate(adjustments):
        seat = state.first_player if adj.seat is None else adj.seat
        if not 0 <= seat < state.player_count:
            raise PositionError(f"adjustment {i + 1} ({adj.kind}): there is no seat {seat}")
        try:
            {**_ADJUST, **module_adjustments()}[adj.kind](state, seat, adj.args)
        except PositionError as e:
            raise PositionError(f"adjustment {i + 1} ({adj.kind}): {e}") from None


def _engine(edit: Callable[..., Any], *args: Any) -> Any:
    """Carry out an engine's teaching edit (:mod:`..game.position`, a module's own): its
    SetupError or ModuleError (nothing changed) is this position's error."""
    try:
        return edit(*args)
    except (SetupError, ModuleError) as e:
        raise PositionError(str(e)) from None


def _adjust_coins(state: GameState, seat: int, args: dict[str, Any]) -> None:
    _engine(position.set_coins, state, seat, _count(args["coins"], "coins"))


def _adjust_pollen(state: GameState, seat: int, args: dict[str, Any]) -> None:
    _engine(position.set_pollen, state, seat, _count(args["pollen"], "pollen"))


def _adjust_workers(state: GameState, seat: int, args: dict[str, Any]) -> None:
    spec = args["workers"]
    if not isinstance(spec, dict) or set(spec) - {"available", "nursery"}:
        raise PositionError("write workers = { available = A, nursery = N }")
    available, nursery = spec.get("available"), spec.get("nursery")
    _engine(position.set_workers, state, seat, available, nursery)


def _adjust_beeline(state: GameState, seat: int, args: dict[str, Any]) -> None:
    height = _count(args["height"], "height")
    _engine(position.place_beeline, state, seat, args["beeline"], height)


def _adjust_hive(state: GameState, seat: int, args: dict[str, Any]) -> None:
    text = args["hive"]
    if not isinstance(text, str):
        raise PositionError("hive must be hive notation, e.g. 'card:star P(1,2)NE w(1,1)'")
    try:
        hive = build_position(text)
    except (HiveError, ValueError) as e:
        raise PositionError(f"hive {text!r}: {e}") from None
    for space, nectar in _engine(position.set_hive, state, seat, hive):
        _taken_earlier(state, seat, space, nectar)


def _adjust_forage(state: GameState, seat: int, args: dict[str, Any]) -> None:
    _engine(position.set_forage, state, seat, parse_space(args["forage"]))


def _taken_earlier(state: GameState, seat: int, space: tuple[int, int], nectar: str) -> None:
    """In the advanced variant: the tile on ``space`` was collected by ``seat`` earlier."""
    if "advanced" in state.modules:
        _engine(collected_earlier, state, seat, space, nectar)


def _adjust_view(state: GameState, seat: int, args: dict[str, Any]) -> None:
    if "advanced" not in state.modules:
        raise PositionError("only the advanced variant has face-down tiles to view")
    _engine(scouted_earlier, state, seat, parse_space(args["view"]))


def _adjust_collect(state: GameState, seat: int, args: dict[str, Any]) -> None:
    space = parse_space(args["collect"])
    nectar = _engine(position.collect_earlier, state, seat, space)
    _taken_earlier(state, seat, space, nectar)


def _adjust_swap(state: GameState, seat: int, args: dict[str, Any]) -> None:
    pair = args["swap"]
    if not isinstance(pair, list) or len(pair) != 2:
        raise PositionError("write swap = ['A1', 'C3']")
    a, b = (parse_space(s) for s in pair)
    _engine(position.swap_spaces, state, a, b)


def _adjust_market(state: GameState, seat: int, args: dict[str, Any]) -> None:
    spec = args["market"]
    if not isinstance(spec, dict) or not spec:
        raise PositionError("write market = { pollen = 3 } (0 is the top space) or 'bottom'")
    for resource, where in spec.items():
        last = len(state.market.tracks.get(resource, ())) - 1
        index = last if where == "bottom" else _count(where, f"market.{resource}")
        _engine(position.set_market, state, resource, index)


def _adjust_order(state: GameState, seat: int, args: dict[str, Any]) -> None:
    _engine(position.show_order, state, args["stack"], args["order"])


def _adjust_complete(state: GameState, seat: int, args: dict[str, Any]) -> None:
    count = _count(args["complete"], "complete")
    _engine(position.complete_orders, state, seat, args["stack"], count)


def _adjust_speed(state: GameState, seat: int, args: dict[str, Any]) -> None:
    _engine(position.finish_speed_contest, state, seat, args["speed"])


_ADJUST = {
    "coins": _adjust_coins,
    "pollen": _adjust_pollen,
    "workers": _adjust_workers,
    "beeline": _adjust_beeline,
    "hive": _adjust_hive,
    "forage": _adjust_forage,
    "view": _adjust_view,
    "collect": _adjust_collect,
    "swap": _adjust_swap,
    "market": _adjust_market,
    "order": _adjust_order,
    "complete": _adjust_complete,
    "speed": _adjust_speed,
}


# ---------------------------------------------------------------------- game positions


@dataclass(frozen=True)
class GamePosition:
    """A game set up by the engine, adjusted for teaching, then played on (see the module)."""

    players: tuple[str, ...] = DEFAULT_NAMES[:2]
    seed: int = 0
    first_game: bool = True
    options: tuple[tuple[str, Any], ...] = ()
    adjust: tuple[Adjustment, ...] = ()
    actions: tuple[Action, ...] = ()
    pending: str | None = None
    where: str = "game position"
    modules: tuple[str, ...] = ()
    module_options: tuple[tuple[str, tuple[tuple[str, Any], ...]], ...] = ()

    def build(self) -> Game:
        """A fresh game at this position; its history starts here (undo cannot go further).

        The game's log holds the setup and the sentences of the actions replayed to get
        here. Its setup names the lesson position, so a saved record of it says where it
        came from rather than silently replaying something else.
        """
        state, log = self._replayed
        return position.teaching_game(copy_state(state), log, self.where)

    @cached_property
    def _replayed(self) -> tuple[GameState, list[str]]:
        options = dict(self.options)
        try:
            rules = compose(self.modules, {m: dict(o) for m, o in self.module_options})
            state = new_state(
                list(self.players), self.seed, self.first_game, rules=rules, **options
            )
        except (SetupError, ModuleError, TypeError, ValueError) as e:
            raise PositionError(f"{self.where}: the game cannot be set up: {e}") from None
        try:
            apply_teaching_adjustments(state, self.adjust)
        except PositionError as e:
            raise PositionError(f"{self.where}: {e}") from None
        game = Game(state)
        for i, action in enumerate(self.actions):
            try:
                game.apply(action)
            except IllegalAction as e:
                raise PositionError(
                    f"{self.where}: action {i + 1} ({action}) cannot be replayed: {e.reason}"
                ) from None
        if self.pending is not None and game.pending.kind != self.pending:
            raise PositionError(
                f"{self.where}: the position ends on a {game.pending.kind!r} decision, "
                f"not {self.pending!r} ({game.pending.prompt})"
            )
        return game.state, game.log


_POSITION_KEYS = {
    "players",
    "seed",
    "first_game",
    "first_player",
    "configuration",
    "contests",
    "starts",
    "adjust",
    "actions",
    "pending",
    "modules",
    "module_options",
}


def parse_game_position(spec: Any, where: str) -> GamePosition:
    """A game position from its TOML table (PositionError names the problem)."""
    if not isinstance(spec, dict):
        raise PositionError(f"{where}: game must be a table such as {{ players = 2, seed = 3 }}")
    extra = set(spec) - _POSITION_KEYS
    if extra:
        raise PositionError(
            f"{where}: unknown keys {sorted(extra)}; known: {sorted(_POSITION_KEYS)}"
        )
    players = spec.get("players", 2)
    if isinstance(players, int) and not isinstance(players, bool):
        if not 1 <= players <= 4:
            raise PositionError(f"{where}: players must be 1 (solitaire) to 4, not {players}")
        names = DEFAULT_NAMES[:players]
    elif isinstance(players, list) and all(isinstance(p, str) for p in players):
        names = tuple(players)
    else:
        raise PositionError(f"{where}: players must be a count or a list of names")
    seed = spec.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise PositionError(f"{where}: seed must be a whole number")
    first_game = spec.get("first_game", True)
    if not isinstance(first_game, bool):
        raise PositionError(f"{where}: first_game must be true or false")
    options = []
    for key in ("first_player", "configuration", "contests", "starts"):
        if key in spec:
            value = spec[key]
            if key == "starts" and isinstance(value, list):
                value = [list(parse_space(s)) if isinstance(s, str) else s for s in value]
            options.append((key, tuple(value) if isinstance(value, list) else value))
    raw_adjust = spec.get("adjust", [])
    if not isinstance(raw_adjust, list):
        raise PositionError(f"{where}: adjust must be a list of tables")
    adjust = tuple(parse_adjustment(a, f"{where}.adjust[{i}]") for i, a in enumerate(raw_adjust))
    raw_actions = spec.get("actions", [])
    if not isinstance(raw_actions, list):
        raise PositionError(f"{where}: actions must be a list")
    actions = []
    for i, a in enumerate(raw_actions):
        try:
            actions.append(parse_action(a))
        except PositionError as e:
            raise PositionError(f"{where}.actions[{i}]: {e}") from None
    pending = spec.get("pending")
    if pending is not None and not isinstance(pending, str):
        raise PositionError(f"{where}: pending must name a decision such as 'forage'")
    modules = spec.get("modules", [])
    if not isinstance(modules, list) or not all(isinstance(m, str) for m in modules):
        raise PositionError(f"{where}: modules must be a list of module names, e.g. ['advanced']")
    raw_options = spec.get("module_options", {})
    if not isinstance(raw_options, dict) or not all(
        isinstance(v, dict) for v in raw_options.values()
    ):
        raise PositionError(
            f"{where}: write module_options = {{ solo = {{ difficulty = 'egg' }} }}"
        )
    module_options = tuple(
        (name, tuple(sorted(opts.items()))) for name, opts in sorted(raw_options.items())
    )
    return GamePosition(
        names,
        seed,
        first_game,
        tuple(options),
        adjust,
        tuple(actions),
        pending,
        where,
        tuple(modules),
        module_options,
    )


__all__ = [
    "Adjustment",
    "GamePosition",
    "PositionError",
    "action_text",
    "apply_teaching_adjustments",
    "build_position",
    "copy_state",
    "parse_action",
    "parse_adjustment",
    "parse_game_position",
    "parse_space",
    "position_card",
]
