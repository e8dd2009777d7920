"""Facts and text values of a solitaire-variant position (lesson 11, the solo lesson, and
lesson 17, the Fall Flavors solitaire changes).

The facts (question answers) and the values a step's texts are filled with
(:func:`solo_params`) are read from the engine: the solo contests' tiers come from the
reconstructed cards (``data/solo.toml``) through
:func:`~..game.modules.solo.outcome.contest_results`,
the win check and the rank through the game's final scores (tables g and i). A lesson's
text never writes a tier's points: it says ``{red_points2}`` and the engine fills it, so a
re-tuned card changes the lesson's numbers with it.

Everything a fact reads is public in the solitaire variant: the drones, the face-up card,
the hive side of the next card (never the deck's order beyond it) and the deck's size.
"""

from __future__ import annotations

from typing import Any

from ...game import Game
from ...game.errors import SetupError
from ...game.modules.solo.data import DRONE_SIDES, TABLE_G_MINIMUM, tier_points
from ...game.modules.solo.outcome import contest_results, solo_contest_cards, solo_result
from ...game.modules.solo.setup import set_position
from ...game.modules.solo.state import solo
from ...game.modules.solo.words import difficulty_term, rank_term
from ...game.state import GameState
from ...game.views import view_of
from ...widgets.modules.solo import encode_solo
from ..game_facts import GameFactError
from ..positions import PositionError, copy_state, parse_action
from . import LessonPart, register


def _solo_view(game: Game) -> dict[str, Any]:
    if "solo" not in game.rules.modules:
        raise GameFactError("this fact needs a game with the solitaire variant")
    return view_of(game.state, 0)["solo"]  # type: ignore[no-any-return]


def _colour(game: Game, value: Any, key: str) -> dict[str, Any]:
    """The contest result of the solo contest card of colour ``value``."""
    cards = solo_contest_cards(game.state)  # the base cards come first, then the modules'
    contests = _solo_view(game)["contests"][: len(cards)]
    for card, entry in zip(cards, contests, strict=True):
        if card.colour == value:
            return {**entry, "card": card}
    raise GameFactError(f"{key} names a contest colour (blue, green, red), not {value!r}")


def _solo_tier(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """The tier the contest of this colour reaches, ``t0`` (none) to ``t4``: now, or with
    its condition met ``more`` times more."""
    entry = _colour(game, args["solo_tier"], "solo_tier")
    more = args.get("more", 0)
    if not isinstance(more, int) or isinstance(more, bool) or more < 0:
        raise GameFactError(f"more is a whole number of at least 0, not {more!r}")
    tier, _ = tier_points(entry["card"], entry["value"] + more)
    return frozenset({f"t{tier}"})


def _solo_result(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """If the game ended now: 'lost' (the contest points miss table g's minimum), else the
    rank title of table i for the final score (lower case, '_' for spaces)."""
    _solo_view(game)
    final = game.final_scores()
    if not final.get("won"):
        return frozenset({"lost"})
    return frozenset({str(final["rank"]).lower().replace(" ", "_")})


def _drone_after(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """The box drone ``A`` or ``B`` stands on once this drone turn ends: the box the hive
    side of the card now on top of the deck names, if it is on that drone's side."""
    drone = args["drone_after"]
    if drone not in DRONE_SIDES:
        raise GameFactError(f"drone_after names drone A or B, not {drone!r}")
    if game.pending.kind != "drone":
        raise GameFactError("drone_after needs a position in a drone turn")
    view = _solo_view(game)
    box = view["next_hive"]
    return frozenset({box if box in DRONE_SIDES[drone] else view["drones"][drone]})


def _next_flip(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """What the next drone turn flips: 'reshuffled' (one card left: all ten are shuffled
    first) or 'top' (the deck's top card)."""
    count = _solo_view(game)["deck"]["count"]
    return frozenset({"reshuffled" if count == 1 else "top"})


def _after_drone(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """After this drone choice: 'ends' (the game is over), 'one_more' (the end came in the
    drone turn: one more player turn, then the end) or 'none' (no end triggered)."""
    try:
        action = parse_action(args["after_drone"])
    except PositionError as e:
        raise GameFactError(f"after_drone: {e}") from None
    if game.pending.kind != "drone":
        raise GameFactError("after_drone needs a position in a drone turn")
    other = Game(copy_state(game.state), game.rules)
    other.apply(action)
    state = other.state
    if state.over:
        return frozenset({"ends"})
    if state.end_trigger is not None and solo(state).extra_turn:
        return frozenset({"one_more"})
    return frozenset({"none"})


# ---------------------------------------------------------------- Fall Flavors solitaire


def _contests_in_play(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """How many contests count in this solo game: the three solo contest cards and one card
    of each Fall Flavors module that brings one."""
    _solo_view(game)
    return frozenset({str(len(contest_results(game.state)))})


def _cap_card_removes(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """The value of the nectar cap a "nectar cap" drone card returns to the box when the turn
    about to end ends (the card shows on top of the deck in that drone turn), or 'none'.

    The drone turn is played on a copy, so the deck's order decides: a step asking this names
    the cards to come in its text (the learner cannot see below the deck's top)."""
    _solo_view(game)
    if "fall.caps" not in game.state.modules:
        raise GameFactError("cap_card_removes needs a game with Nectar Caps")
    if game.pending.kind != "end_turn":
        raise GameFactError("cap_card_removes needs a position where the turn is about to end")
    before = list(game.state.modules["fall.caps"].available)
    other = Game(copy_state(game.state), game.rules)
    other.apply(parse_action("end_turn()"))
    after = list(other.state.modules["fall.caps"].available)
    for value in after:
        before.remove(value)
    return frozenset({str(before[0]) if before else "none"})


def _deduction(game: Game) -> int:
    """The points the module contests in play deduct from a won solo game (table E)."""
    return sum(int(c.get("deduction", 0)) for c in contest_results(game.state))


def _solo_deduction(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """The points the Fall Flavors module contests in play deduct from a won game's total."""
    _solo_view(game)
    return frozenset({str(_deduction(game))})


def _final_of(game: Game, spec: Any, key: str) -> tuple[bool, int | None, str | None]:
    if not isinstance(spec, dict) or set(spec) != {"points", "total"}:
        raise GameFactError(f"write {key} = {{ points = 35, total = 153 }}")
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in spec.values()):
        raise GameFactError(f"{key}: points and total are whole numbers")
    _solo_view(game)
    difficulty = solo(game.state).difficulty
    return solo_result(spec["points"], spec["total"], _deduction(game), difficulty)


def _solo_final(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """A solo game with this position's contests and difficulty ending with ``points``
    contest points and ``total`` points: 'lost' (table g) or the final score (table E)."""
    won, score, _rank = _final_of(game, args["solo_final"], "solo_final")
    return frozenset({str(score) if won else "lost"})


def _solo_final_rank(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """As ``solo_final``: 'lost' or the rank title of table E (lower case, '_' for spaces)."""
    won, _score, rank = _final_of(game, args["solo_final_rank"], "solo_final_rank")
    return frozenset({str(rank).lower().replace(" ", "_") if won else "lost"})


#: The solitaire variant's facts a question can name (added to the game facts).
_FACTS = {
    "solo_tier": (
        "the tier a solo contest (by colour) reaches, t0 to t4: now, or met `more` times more",
        _solo_tier,
    ),
    "solo_result": ("if the game ended now: 'lost' or the rank title of table i", _solo_result),
    "drone_after": ("the box drone A or B stands on when this drone turn ends", _drone_after),
    "next_flip": ("what the next drone turn flips: 'top' or 'reshuffled'", _next_flip),
    "after_drone": ("after this drone choice: 'ends', 'one_more' or 'none'", _after_drone),
    "solo_contests_in_play": (
        "how many contests count: solo cards and module cards",
        _contests_in_play,
    ),
    "cap_card_removes": (
        "the cap a nectar cap drone card returns when this turn ends, or 'none'",
        _cap_card_removes,
    ),
    "solo_deduction": ("the points the module contests in play deduct", _solo_deduction),
    "solo_final": ("with these contest points and total: 'lost' or the final score", _solo_final),
    "solo_final_rank": (
        "with these contest points and total: 'lost' or the rank title of table E",
        _solo_final_rank,
    ),
}


def solo_params(game: Game, language: str) -> dict[str, object]:
    """The values a solo step's texts may name, worked out by the engine from ``game``.

    Per contest colour (``blue``, ``green``, ``red``): ``{red_title}``, ``{red_value}``
    (how often its condition is met now), ``{red_tier}``, ``{red_points}`` (now),
    ``{red_need1}`` to ``{red_need4}`` and ``{red_points1}`` to ``{red_points4}`` (its
    tiers). Then ``{points}`` (the three together), ``{need}`` (table g), ``{difficulty}``,
    the final ``{score}`` and ``{rank}`` (a win; else empty), and the minimum of every
    difficulty: ``{egg}``, ``{larva}``, ``{pupa}``, ``{adult}``, ``{queen}``.
    """
    encoded = encode_solo(game, 0, language)
    out: dict[str, object] = {
        "points": encoded["points"],
        "need": encoded["need"],
        "difficulty": difficulty_term(encoded["difficulty"]).text(language),
        **{name: need for name, need in TABLE_G_MINIMUM.items()},
    }
    cards = solo_contest_cards(game.state)  # the base cards come first, then the modules'
    for card, entry in zip(cards, encoded["contests"][: len(cards)], strict=True):
        c = card.colour
        out |= {
            f"{c}_title": entry["title"],
            f"{c}_value": entry["value"],
            f"{c}_tier": entry["tier"],
            f"{c}_points": entry["points"],
        }
        for k, (need, points) in enumerate(card.tiers, start=1):
            out[f"{c}_need{k}"] = need
            out[f"{c}_points{k}"] = points
    final = game.final_scores()
    won = bool(final.get("won"))
    out["score"] = final["score"] if won else ""
    out["total"] = final["players"][0]["total"]
    out["rank"] = rank_term(final["rank"]).text(language) if won else ""
    return out


def _adjust_solo(state: GameState, seat: int, args: dict[str, Any]) -> None:
    try:
        set_position(state, args["solo"])
    except SetupError as e:
        raise PositionError(str(e)) from None


#: The lessons' part of the solitaire variant (registered with the lessons' module parts).
PART = register(LessonPart("solo", facts=_FACTS, params=solo_params, adjust={"solo": _adjust_solo}))


__all__ = ["PART", "solo_params"]
