"""Facts and text values of the Fall Flavors lessons (lessons 12 to 16).

Every answer is worked out by the engine: the sun's move by ending the turn on a copy of
the game, a fruit sale by the module's own :func:`~..game.modules.fall_fruit.sale`, the
foliage card by :func:`~..game.modules.fall_leaves.score_card`, the trophies by
:func:`~..game.modules.fall_caps.trophies`, a toast by
:func:`~..game.modules.fall_festival.toast_coins`. The sunset track's length and the
fruit set bonus are reconstructed: a text never writes them, it names ``{sun_left}`` or
``{fruit_bonus}`` and the engine fills them (:func:`fall_params`).
"""

from __future__ import annotations

from typing import Any

from ..game import Game
from ..game import actions as A
from ..game.views import view_of
from .game_facts import GameFactError
from .positions import copy_state


def _module(game: Game, name: str) -> Any:
    if name not in game.state.modules:
        raise GameFactError(f"this fact needs a game with the module {name!r}")
    return game.state.modules[name]


def _sun_moves(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """How many spaces the sun moves when the turn about to end ends."""
    before = _module(game, "fall.sunset").position
    if game.pending.kind != "end_turn":
        raise GameFactError("sun_moves needs a position where the turn is about to end")
    other = Game(copy_state(game.state), game.rules)
    other.apply(A.EndTurn())
    return frozenset({str(other.state.modules["fall.sunset"].position - before)})


def _fruit_sale(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """Coins a fruit sale of { apple, pear, pumpkin } pays now."""
    from ..game.modules.fall_fruit import FRUITS, SellFruit, sale

    _module(game, "fall.fruit")
    spec = args["fruit_sale"]
    if not isinstance(spec, dict) or set(spec) - set(FRUITS):
        raise GameFactError("write fruit_sale = { apple = 1, pear = 1, pumpkin = 1 }")
    coins, _base, _sets = sale(game.state, SellFruit(*(int(spec.get(k, 0)) for k in FRUITS)))
    return frozenset({str(coins)})


def _bonus_after_sale(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """The fruit set bonus once a fruit sale has moved the price marker down a space."""
    _module(game, "fall.fruit")
    market = game.state.market
    if market.at_bottom("fruit"):
        return frozenset({str(market.value("fruit"))})
    return frozenset({str(market.tracks["fruit"][market.positions["fruit"] + 1])})


def _foliage_score(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """The points foliage card ``card`` gives seat ``seat`` of players holding ``leaves``
    (each a list of yellow, red and purple counts)."""
    from ..game.modules.fall_leaves import COLOURS, FOLIAGE, score_card

    spec = args["foliage_score"]
    if not isinstance(spec, dict) or set(spec) != {"card", "leaves", "seat"}:
        raise GameFactError("write foliage_score = { card = 'FO1', leaves = [[5,3,0]], seat = 0 }")
    card = FOLIAGE.get(spec["card"])
    leaves = spec["leaves"]
    if card is None or not isinstance(leaves, list) or not 0 <= spec["seat"] < len(leaves):
        raise GameFactError("foliage_score: a foliage card id, the players' leaves and a seat")
    counts = [dict(zip(COLOURS, row, strict=True)) for row in leaves]
    return frozenset({str(score_card(card, counts, [0] * len(counts))[spec["seat"]])})


def _trophy(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """Who wins trophy ``place`` (1 or 2) with each player's caps ``caps``: the names
    (``names``) of the winners joined by '-', or 'none'."""
    from ..game.modules.fall_caps import caps_data, trophies

    spec = args["trophy"]
    if not isinstance(spec, dict) or set(spec) != {"caps", "names", "place"}:
        raise GameFactError("write trophy = { caps = [[10, 8], ...], names = [...], place = 1 }")
    caps, names, place = spec["caps"], spec["names"], spec["place"]
    awards = caps_data().trophies[len(caps)]
    if len(names) != len(caps) or place not in (1, 2) or place > len(awards):
        raise GameFactError("trophy: a name for each player, and place 1 or 2 (3-4 players)")
    alone = [0] * len(awards)
    alone[place - 1] = awards[place - 1]
    won = trophies(caps, alone)
    return frozenset({"-".join(n for n, w in zip(names, won, strict=True) if w) or "none"})


def _toast_pays(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """Coins toasting with this card pays the player on turn now."""
    from ..game.modules.fall_festival import toast_coins

    fest = _module(game, "fall.festival")
    card = args["toast_pays"]
    if card not in fest.slots:
        raise GameFactError(f"toast card {card!r} is not face up on the festival board")
    return frozenset({str(toast_coins(game.state, game.state.turn.seat, card, retiring=1))})


def _top_below_known(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """'yes' if the player on turn knows the tile under the top of this kind's stack."""
    kind = args["top_below_known"]
    _module(game, "fall.leaves")
    view = view_of(game.state, game.state.turn.seat)["leaves"]
    if kind not in view["tops"]:
        raise GameFactError(f"top_below_known names a tile kind, not {kind!r}")
    return frozenset({"yes" if view["bottoms"].get(kind) else "no"})


#: The Fall Flavors facts a question can name (added to the game facts).
FALL_FACT_KEYS = {
    "sun_moves": ("how many spaces the sun moves when this turn ends", _sun_moves),
    "fruit_sale": ("coins a fruit sale { apple, pear, pumpkin } pays now", _fruit_sale),
    "fruit_bonus_after_sale": ("the fruit set bonus after one fruit sale", _bonus_after_sale),
    "foliage_score": ("a foliage card's points for one of these players", _foliage_score),
    "trophy": ("who wins Nectar Caps' trophy 1 or 2: names joined by '-'", _trophy),
    "toast_pays": ("coins toasting with this card pays now", _toast_pays),
    "top_below_known": ("'yes' if the tile under a stack's top is known", _top_below_known),
}


def fall_params(game: Game) -> dict[str, object]:
    """The values a Fall Flavors step's texts may name, worked out from ``game``:
    ``{sun_left}`` (spaces from the sun to the last space), ``{sun_spaces}`` (the track's
    spaces after the start) and, with Fall Fruit, ``{fruit_bonus}`` (the set bonus now)."""
    out: dict[str, object] = {}
    sun = game.state.modules.get("fall.sunset")
    if sun is not None:
        out |= {"sun_left": sun.last - sun.position, "sun_spaces": sun.last}
    if "fall.fruit" in game.state.modules:
        out["fruit_bonus"] = game.state.market.value("fruit")
    return out


__all__ = ["FALL_FACT_KEYS", "fall_params"]
