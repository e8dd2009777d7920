"""Teaching adjustments for the Fall Flavors modules (lessons 12 to 17).

Like the base adjustments (:mod:`.positions`), each changes a freshly set-up game into a
position a real game could reach, keeping the books balanced. Each is a table with one of
these keys (and ``seat``, default: the first player):

``sun = N``
    (Sweetwater Sunset.) The sun token stands on space N of the track (0 is the start;
    below the last space); a negative N counts back from the last space (-1: the space
    before it), so a position does not depend on the reconstructed track's length.
``fruit = { apple = A, pear = P, pumpkin = K }``
    (Fall Fruit.) The player holds this fruit (the supply is unlimited: RULINGS 8).
``tops = { produce = "produce-6", accounting = "" }``
    (Autumn Leaves.) That tile lies on top of its kind's stack: it swaps places with the
    top tile of the same pile (``""``: a tile without leaves from that pile).
``foliage = "FO1"``
    (Autumn Leaves.) The foliage card in play.
``cap = [q, r]``
    (Nectar Caps.) The player capped the nectar tile on that hex of their hive earlier with
    the most valuable cap left (honey on it went back to the supply for one coin).
``toasts = ["T01", ...]``
    (Harvest Festival.) The toast cards face up on the board, one a slot (all of them, each
    a card the game may use).
``retired = N``
    (Harvest Festival.) The player retired N of their available workers earlier (to work).
"""

from __future__ import annotations

from typing import Any

from ..game import GameState
from ..game.log import Log

FALL_ADJUSTMENT_KEYS: dict[str, set[str]] = {
    "sun": set(),
    "fruit": set(),
    "tops": set(),
    "foliage": set(),
    "cap": set(),
    "toasts": set(),
    "retired": set(),
}


def _error(message: str) -> Exception:
    from .positions import PositionError

    return PositionError(message)


def _module(state: GameState, name: str, key: str) -> Any:
    if name not in state.modules:
        raise _error(f"{key} needs a game with the module {name!r} (modules = [{name!r}])")
    return state.modules[name]


def _whole(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise _error(f"{what} must be a whole number of at least 0, not {value!r}")
    return value


def _adjust_sun(state: GameState, seat: int, args: dict[str, Any]) -> None:
    sun = _module(state, "fall.sunset", "sun")
    wanted = args["sun"]
    if isinstance(wanted, int) and not isinstance(wanted, bool) and wanted < 0:
        wanted += sun.last
    position = _whole(wanted, "sun")
    if position >= sun.last:
        raise _error(f"the sun stands on spaces 0 to {sun.last - 1} (the last ends the game)")
    sun.position = position


def _adjust_fruit(state: GameState, seat: int, args: dict[str, Any]) -> None:
    from ..game.modules.fall_fruit import FRUITS, fruit

    _module(state, "fall.fruit", "fruit")
    spec = args["fruit"]
    if not isinstance(spec, dict) or set(spec) - set(FRUITS):
        raise _error(f"fruit is a table of {', '.join(FRUITS)} counts")
    held = fruit(state).held[seat]
    player = state.players[seat]
    for kind, n in spec.items():
        change = _whole(n, f"fruit.{kind}") - held[kind]
        held[kind] += change
        player.pollen += change
        state.supply.pollen = max(0, state.supply.pollen - change)


def _adjust_tops(state: GameState, seat: int, args: dict[str, Any]) -> None:
    from ..game.modules.fall_leaves import TILE_KIND

    mod = _module(state, "fall.leaves", "tops")
    spec = args["tops"]
    if not isinstance(spec, dict) or not spec:
        raise _error('tops is a table such as { produce = "produce-6", accounting = "" }')
    for kind, tile in spec.items():
        pile = mod.stacks.get(kind)
        if not pile:
            raise _error(f"there is no {kind!r} stack with tiles")
        if tile and TILE_KIND.get(tile) != kind:
            raise _error(f"{tile!r} is not a leafy {kind} tile")
        if tile not in pile:
            raise _error(f"the {kind} stack holds no {tile or 'tile without leaves'!r}")
        i = len(pile) - 1 - pile[::-1].index(tile)
        pile[i], pile[-1] = pile[-1], pile[i]


def _adjust_foliage(state: GameState, seat: int, args: dict[str, Any]) -> None:
    from ..game.modules.fall_leaves import FOLIAGE

    mod = _module(state, "fall.leaves", "foliage")
    if mod.foliage is None:
        raise _error("the solitaire variant plays without a foliage card")
    if args["foliage"] not in FOLIAGE:
        raise _error(f"foliage is one of {', '.join(sorted(FOLIAGE))}")
    mod.foliage = args["foliage"]


def _adjust_cap(state: GameState, seat: int, args: dict[str, Any]) -> None:
    from ..game.modules.fall_caps import cap_cell, cappable

    mod = _module(state, "fall.caps", "cap")
    h = args["cap"]
    if not (isinstance(h, list) and len(h) == 2 and all(isinstance(c, int) for c in h)):
        raise _error(f"cap is a hex [q, r] of the player's hive, not {h!r}")
    cell = (h[0], h[1])
    if cell not in cappable(state, seat):
        raise _error(f"{h} is not an uncapped nectar tile of the player's hive")
    if not mod.available:
        raise _error("no nectar cap is left")
    cap_cell(state, seat, cell, Log())


def _adjust_toasts(state: GameState, seat: int, args: dict[str, Any]) -> None:
    from ..game.modules.fall_festival import festival_data, usable

    mod = _module(state, "fall.festival", "toasts")
    cards = args["toasts"]
    ids = {t.id: t for t in festival_data().toasts}
    rules = state.ruleset
    if (
        not isinstance(cards, list)
        or len(cards) != len(mod.slots)
        or len(set(cards)) != len(cards)
        or any(c not in ids or not usable(ids[c], rules) for c in cards)  # type: ignore[arg-type]
    ):
        raise _error(f"toasts lists {len(mod.slots)} different toast cards this game may use")
    mod.slots = list(cards)


def _adjust_retired(state: GameState, seat: int, args: dict[str, Any]) -> None:
    mod = _module(state, "fall.festival", "retired")
    n = _whole(args["retired"], "retired")
    player = state.players[seat]
    if n >= player.available_workers:
        raise _error(f"the player has {player.available_workers} available workers; one stays")
    if mod.occupied + n > mod.spaces:
        raise _error("the festival board has no room for them")
    player.available_workers -= n
    mod.retired[seat] = mod.retired.get(seat, 0) + n


FALL_ADJUST = {
    "sun": _adjust_sun,
    "fruit": _adjust_fruit,
    "tops": _adjust_tops,
    "foliage": _adjust_foliage,
    "cap": _adjust_cap,
    "toasts": _adjust_toasts,
    "retired": _adjust_retired,
}

__all__ = ["FALL_ADJUST", "FALL_ADJUSTMENT_KEYS"]
