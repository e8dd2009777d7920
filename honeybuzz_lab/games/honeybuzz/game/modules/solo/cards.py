"""The public face other modules use: their solo contest and drone cards
(:func:`add_solo_cards`), a drone deck that replaces the base one (:func:`add_drone_deck`), what
one more of a contest card's count is worth to a bot (:func:`module_contest_gain`), and the
cards by id."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ... import actions as A
from ...state import GameState
from .data import SOLO_WEIGHT, DroneCard, solo_data, tier_points
from .state import solo

if TYPE_CHECKING:
    from ...log import Log
    from ...rules import Ruleset


@dataclass(frozen=True)
class ModuleContest:
    """A module's solo contest card (Fall Flavors): tiers, a deduction and what it counts."""

    id: str
    title: str
    deduction: int
    tiers: tuple[tuple[int, int], ...]  # (count needed, points), lowest first
    count: Callable[[GameState], int]

    @classmethod
    def from_data(cls, card: Mapping[str, Any], count: Callable[[GameState], int]) -> ModuleContest:
        """The card as a module's data file gives it (``id``, ``title``, ``deduction``,
        ``tiers`` as [count, points] pairs), counting with ``count``."""
        tiers = tuple((int(n), int(p)) for n, p in card["tiers"])
        return cls(card["id"], card["title"], int(card["deduction"]), tiers, count)


@dataclass(frozen=True)
class ModuleDroneCard:
    """A module's drone card (Fall Flavors' "nectar cap" and "toast" cards): resolved when
    it appears on top of the drone deck, before the drone action. ``options`` are the
    player's choices (one: applied at once; none: nothing happens), ``apply`` resolves one;
    a card without a choice has ``resolve`` instead (no options, no action kind)."""

    id: str
    step: str  # the drone step's name in the frame's ``todo``
    options: Callable[[GameState, Ruleset], list[A.Action]] | None = None
    apply: Callable[[GameState, Ruleset, A.Action, Log], None] | None = None
    resolve: Callable[[GameState, Ruleset, Log], None] | None = None


#: Module name -> its solo contest cards (one drawn) and drone cards (one inserted).
MODULE_CONTESTS: dict[str, tuple[ModuleContest, ...]] = {}
MODULE_DRONE_CARDS: dict[str, tuple[ModuleDroneCard, ...]] = {}


def add_solo_cards(
    module: str,
    contests: tuple[ModuleContest, ...] = (),
    drones: tuple[ModuleDroneCard, ...] = (),
) -> None:
    """Give module ``module``'s solo contest and drone cards to the solitaire variant."""
    if contests:
        MODULE_CONTESTS[module] = contests
    if drones:
        MODULE_DRONE_CARDS[module] = drones


def module_contest(card_id: str) -> ModuleContest:
    """A module's solo contest card by its id."""
    return next(c for cs in MODULE_CONTESTS.values() for c in cs if c.id == card_id)


def module_contest_gain(state: GameState, module: str, more: int = 1) -> float:
    """What ``more`` of what ``module``'s solo contest card counts is worth to a bot, in
    weighted contest points: the points to the next tier shared over the steps still
    needed to reach it (a tier five retirements away pays a fifth for each). 0 outside
    the solitaire variant or without that module's card."""
    if "solo" not in state.modules:
        return 0.0
    ids = {c.id for c in MODULE_CONTESTS.get(module, ())}
    out = 0.0
    for cid in solo(state).module_contests:
        if cid not in ids:
            continue
        card = module_contest(cid)
        now = card.count(state)
        points = tier_points(card, now)[1]  # type: ignore[arg-type]
        for need, pts in card.tiers:
            if need > now and pts > points:
                out += (pts - points) * min(1.0, more / (need - now))
                break
    return SOLO_WEIGHT * out


def module_drone(card_id: str) -> ModuleDroneCard | None:
    return next((d for ds in MODULE_DRONE_CARDS.values() for d in ds if d.id == card_id), None)


def module_step(step: str) -> ModuleDroneCard | None:
    return next((d for ds in MODULE_DRONE_CARDS.values() for d in ds if d.step == step), None)


#: Module name -> the drone cards it uses instead of the base game's ten (Fall Fruit's).
DRONE_DECKS: dict[str, tuple[DroneCard, ...]] = {}


def add_drone_deck(module: str, cards: tuple[DroneCard, ...]) -> None:
    """Module ``module`` replaces the base drone cards with ``cards`` when it is played."""
    DRONE_DECKS[module] = cards


def drone_cards(state: GameState) -> tuple[DroneCard, ...]:
    """The drone cards of ``state``'s game: a module's own deck, else the base game's."""
    rules = state.ruleset
    for name in () if rules is None else rules.modules:
        if name in DRONE_DECKS:
            return DRONE_DECKS[name]
    return solo_data().drones


def drone_card(card_id: str) -> DroneCard:
    cards = (*solo_data().drones, *(c for deck in DRONE_DECKS.values() for c in deck))
    return next(d for d in cards if d.id == card_id)
