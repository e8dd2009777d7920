"""Messages from the game table's page to Python, and the highlights lessons ask for.

The page sends JSON objects with a ``kind``:

- ``{"kind": "act", "action": {...}}``: the learner answered the pending decision (the
  action as :meth:`~honeybuzz_lab.games.honeybuzz.game.Action.to_json` writes it);
- ``{"kind": "undo"}``, ``{"kind": "redo"}``: take back or replay the learner's move;
- ``{"kind": "new_game"}``: the same players again, with a new random seed;
  ``{"kind": "new_game", "modules": [...]}``: the same players with the modules chosen in
  the "New game" dialog (names; the engine checks the mix); ``"confirm": true`` once the
  learner has confirmed abandoning a game in progress (the table refuses a new game
  before the end without it);
- ``{"kind": "scores"}``: show the scores (as if the game ended now, before its end);
- ``{"kind": "take_seat", "seat": n}``: the person at seat ``n`` took the screen (the
  hand-over screen of pass-and-play).

:func:`parse_table_message` checks every field and raises :class:`MessageError` with a
specific reason for anything else; the widget shows the reason and changes nothing.
Whether the action is legal now is the engine's question (``IllegalAction``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ....core.hexes import MAX_COORD
from ....core.inputs import quote
from ....core.messages import Act, MessageError, Redo, Undo, parse_command
from ..game import Action, action_from_json
from ..game.geometry import field_spaces
from ..game.kinds import KINDS
from ..game.rules import resources
from ..game.state import GameState

FIELDS: dict[str, frozenset[str]] = {
    "act": frozenset({"action"}),
    "undo": frozenset(),
    "redo": frozenset(),
    "new_game": frozenset(),
    "scores": frozenset(),
    "take_seat": frozenset({"seat"}),
}
#: The fields a kind may have besides its own.
OPTIONAL: dict[str, frozenset[str]] = {"new_game": frozenset({"modules", "confirm"})}

#: The commands both games' tables share (:mod:`honeybuzz_lab.core.messages`), by this
#: table's names.
UndoMove = Undo
RedoMove = Redo


@dataclass(frozen=True)
class NewGame:
    """A new game; ``modules``: the chosen modules (None: the same as now); ``confirm``:
    the learner confirmed abandoning the game in progress."""

    modules: tuple[str, ...] | None = None
    confirm: bool = False


@dataclass(frozen=True)
class ShowScores:
    pass


@dataclass(frozen=True)
class TakeSeat:
    seat: int


TableCommand = Act | Undo | Redo | NewGame | ShowScores | TakeSeat


def parse_table_message(content: object) -> TableCommand:
    """The command ``content`` asks for; MessageError says exactly what is wrong."""
    make = {
        "act": _act,
        "undo": lambda _: Undo(),
        "redo": lambda _: Redo(),
        "new_game": _new_game,
        "scores": lambda _: ShowScores(),
        "take_seat": _take_seat,
    }
    return parse_command(content, FIELDS, make, optional=OPTIONAL)  # type: ignore[return-value]


def _new_game(content: dict[str, Any]) -> NewGame:
    confirm = content.get("confirm", False)
    if not isinstance(confirm, bool):
        raise MessageError(f"'confirm' must be true or false, not {quote(confirm)}")
    modules = _module_names(content["modules"]) if "modules" in content else None
    return NewGame(modules, confirm)


def _act(content: dict[str, Any]) -> Act[Action]:
    raw = content["action"]
    if not isinstance(raw, dict):
        raise MessageError(f"'action' must be an action object, not {quote(raw)}")
    for value in raw.values():
        if isinstance(value, list) and any(
            isinstance(v, int) and abs(v) > MAX_COORD for v in value
        ):
            raise MessageError(f"the action names a place far off the table: {quote(raw)}")
    try:
        return Act(action_from_json(raw))
    except ValueError as e:
        raise MessageError(str(e)) from None


def _take_seat(content: dict[str, Any]) -> TakeSeat:
    seat = content["seat"]
    if not (isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < 8):
        raise MessageError(f"'seat' must be a seat number, not {quote(seat)}")
    return TakeSeat(seat)


def _module_names(raw: object) -> tuple[str, ...]:
    """The module names of a "new_game" message (which ones exist is the engine's question)."""
    if not isinstance(raw, list) or len(raw) > 16:
        raise MessageError(f"'modules' must be a list of module names, not {quote(raw)}")
    for name in raw:
        if not (isinstance(name, str) and 0 < len(name) <= 40):
            raise MessageError(f"a module is named by a short string, not {quote(name)}")
    return tuple(raw)


# ------------------------------------------------------------------ highlights

#: The base table's areas a highlight may name (and each module's page part, by its name).
AREAS = ("box", "space", "market", "order", "contest", "hex", "action", "player")


def _int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _pair(value: object) -> bool:
    return isinstance(value, (list, tuple)) and len(value) == 2 and all(map(_int, value))


def normalize_highlight(items: Iterable[Mapping[str, Any]], state: GameState) -> list[dict]:
    """Check the things a lesson wants outlined and return them as plain JSON.

    ``{"area": "box", "name": "produce"}`` (a box's name or a tile kind in it),
    ``{"area": "space", "space": [row, column]}``, ``{"area": "market", "resource":
    "pollen"}``, ``{"area": "order", "stack": 0}``, ``{"area": "contest", "index": 1}``,
    ``{"area": "hex", "player": 0, "hex": [q, r]}``, ``{"area": "action", "kind":
    "recall"}``, ``{"area": "player", "player": 1}``, or a module's page part by its name
    (``{"area": "caps"}``: the caps left and the trophies of Nectar Caps; in a game with that
    module only). ValueError names the bad item.
    """
    from .modules import parts  # the registry's shipped parts use this module

    if isinstance(items, Mapping):
        raise TypeError("highlight takes a list of things to outline, e.g. [{'area': 'box', ...}]")
    out = []
    side = state.woodland.side
    players = len(state.players)
    # a module's page part -> its module
    owner = {name: m for m, part in parts().items() for name in part.parts}
    areas = (*AREAS, *owner)
    for i, item in enumerate(items):
        where = f"highlight item {i}"
        if not isinstance(item, Mapping):
            raise ValueError(f"{where} must be a dict with an 'area', not {quote(item)}")
        area = item.get("area")
        if area not in areas:
            raise ValueError(
                f"{where}: 'area' must be one of {', '.join(areas)}, not {quote(area)}"
            )
        need = {
            "box": {"name"},
            "space": {"space"},
            "market": {"resource"},
            "order": {"stack"},
            "contest": {"index"},
            "hex": {"player", "hex"},
            "action": {"kind"},
            "player": {"player"},
        }.get(area, set())
        keys = set(item) - {"area"}
        if keys != need:
            raise ValueError(
                f"{where}: a {quote(area)} highlight takes {', '.join(sorted(need))}"
                f" (got {', '.join(sorted(keys)) or 'nothing'})"
            )
        if area in owner:
            if owner[area] not in state.modules:
                raise ValueError(
                    f"{where}: the {area} part is on the table of a game with "
                    f"{quote(owner[area])} only"
                )
            out.append({"area": area})
        elif area == "box":
            name = item["name"]
            box = state.board.get(name) if isinstance(name, str) else None
            if box is None:
                box = next((b for b in state.board.values() if name in b.kinds), None)
            if box is None:
                names = ", ".join(state.board)
                raise ValueError(f"{where}: no hive box {quote(name)}; the boxes are {names}")
            out.append({"area": "box", "name": box.name})
        elif area == "space":
            space = item["space"]
            if not (_pair(space) and (space[0], space[1]) in field_spaces(state)):
                raise ValueError(
                    f"{where}: 'space' must be [row, column] inside the {side.rows} x "
                    f"{side.columns} field, not {quote(space)}"
                )
            out.append({"area": "space", "space": [space[0], space[1]]})
        elif area == "market":
            if item["resource"] not in resources(state):
                raise ValueError(
                    f"{where}: 'resource' must be one of {', '.join(resources(state))}, "
                    f"not {quote(item['resource'])}"
                )
            out.append({"area": "market", "resource": item["resource"]})
        elif area in ("order", "contest"):
            key = "stack" if area == "order" else "index"
            count = len(state.order_stacks) if area == "order" else len(state.contests)
            value = item[key]
            if not (_int(value) and 0 <= value < count):
                raise ValueError(
                    f"{where}: '{key}' must be a whole number from 0 to {count - 1}, "
                    f"not {quote(value)}"
                )
            out.append({"area": area, key: value})
        elif area in ("hex", "player"):
            seat = item["player"]
            if not (_int(seat) and 0 <= seat < players):
                raise ValueError(
                    f"{where}: 'player' must be a seat from 0 to {players - 1}, not {quote(seat)}"
                )
            if area == "player":
                out.append({"area": "player", "player": seat})
                continue
            h = item["hex"]
            if not (_pair(h) and all(abs(c) <= MAX_COORD for c in h)):
                raise ValueError(
                    f"{where}: 'hex' must be [q, r] with two whole numbers, not {quote(h)}"
                )
            out.append({"area": "hex", "player": seat, "hex": [h[0], h[1]]})
        else:
            kind = item["kind"]
            if kind not in KINDS:
                raise ValueError(
                    f"{where}: 'kind' must be an action kind ({', '.join(KINDS)}), "
                    f"not {quote(kind)}"
                )
            out.append({"area": "action", "kind": kind})
    return out
