"""Setting up a solo game: its options, records from before a rule changed, the deal, and
the choice of configuration card."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ......core.i18n import Message
from ......core.inputs import quote
from ... import actions as A
from ...errors import SetupError
from ...log import say
from ...state import GameState, TurnState
from ..fall_words import leaves_out_worker_contests
from .cards import MODULE_CONTESTS, MODULE_DRONE_CARDS, drone_cards
from .data import DRONE_SIDES, DRONE_START, NAME, TABLE_G_MINIMUM, solo_data
from .kinds import ChooseConfiguration
from .state import solo
from .words import configuration_term

if TYPE_CHECKING:
    from ...log import Log
    from ...rules import Ruleset


def check_options(options: Mapping[str, Any]) -> str | None:
    d = options.get("difficulty")
    if not isinstance(d, str) or d not in TABLE_G_MINIMUM:
        return f"difficulty must be one of {', '.join(TABLE_G_MINIMUM)}, not {quote(d)}"
    if options.get("card_sets", True) is not True:
        return "card_sets is always true: the Fall Flavors card sets are played as printed"
    return None


def old_record(
    record_options: Mapping[str, Any], modules: list[str], setup: Mapping[str, Any]
) -> str | None:
    """Why a solo record written before the Fall Flavors card sets (RULINGS 8: one card
    drawn from each set, the last drone card's order) or before the solo player arranged
    the starting tiles (RULINGS 10) cannot be replayed, or None. Such a record has no
    ``card_sets`` option; other solo games replay as before."""
    if NAME not in modules or "card_sets" in record_options.get(NAME, {}):
        return None
    if set(modules) & set(MODULE_CONTESTS):
        return (
            "this solo record was played before the Fall Flavors card sets (one card drawn "
            "from each set, RULINGS 8): its drone deck and contest cards cannot be dealt again"
        )
    if setup.get("choose_arrangement"):
        return (
            "this solo record was played before the solo player arranged the starting tiles "
            "(RULINGS 10): it laid the card's example, so its moves do not replay"
        )
    return None


def solo_setup(state: GameState, rules: Ruleset, options: Mapping[str, Any]) -> None:
    data = solo_data()
    s = solo(state)
    rng = state.random()
    pool = data.contests
    if leaves_out_worker_contests(rules):  # RULINGS 8: not with the festival, by default
        pool = tuple(c for c in pool if c.measure != "workers")
    colours = sorted({c.colour for c in pool})
    s.contests = [rng.choice([c for c in pool if c.colour == col]).id for col in colours]
    state.contests = []  # the solo contest cards replace the multiplayer ones
    cards = [c.name for c in state.components.configuration_cards]
    s.configurations = rng.sample(cards, 2)
    deck = [d.id for d in drone_cards(state)]
    rng.shuffle(deck)
    for name in rules.modules:  # Fall Flavors: one card at random from each set in play
        if name in MODULE_CONTESTS:  # the set's others go back to the box
            s.module_contests.append(rng.choice(MODULE_CONTESTS[name]).id)
        if name in MODULE_DRONE_CARDS:  # the set's others go to the discard pile
            cards = [c.id for c in MODULE_DRONE_CARDS[name]]
            card = rng.choice(cards)
            s.module_drones += cards
            deck.insert(len(deck) // 2, card)  # into the middle of the shuffled deck
            s.flipped += [c for c in cards if c != card]
    s.deck = deck
    s.drones = dict(DRONE_START)
    state.keep_random(rng)
    state.arranging = None  # after the card is chosen: its example, or the player arranges
    state.turn = TurnState(0, step="act", frame={"step": "solo_configuration"})


# ------------------------------------------------------------------ setup decision


def config_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    return [ChooseConfiguration(n) for n in solo(state).configurations]


def config_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    assert isinstance(action, ChooseConfiguration)
    s = solo(state)
    card = state.components.configuration(action.card)
    s.configuration = card.name
    s.configurations = []
    hive = card.hive()
    state.players[0].hive = hive
    state.turn = TurnState(0)
    log.add(
        say(
            "solo.configuration",
            name=state.players[0].name,
            card=configuration_term(state, card.name),
        )
    )
    if state.setup.get("choose_arrangement") and not card.fixed:
        # RULINGS 10: the solo player arranges the starting tiles on a non-star card's
        # outline as the first player does in a multiplayer game (RULINGS 5)
        state.setup = {**state.setup, "configuration": card.name}
        state.arranging = 0


def config_prompt(state: GameState, rules: Ruleset) -> Message:
    first, second = (configuration_term(state, n) for n in solo(state).configurations)
    return say("solo.prompt_configuration", name=state.players[0].name, first=first, second=second)


def config_explain(state: GameState, rules: Ruleset, action: A.Action) -> Message:
    first, second = (configuration_term(state, n) for n in solo(state).configurations)
    return say("solo.explain_configuration", first=first, second=second)


# ------------------------------------------------------------------ teaching positions


def set_position(state: GameState, spec: Mapping[str, Any]) -> None:
    """A teaching position's solitaire part, on a state straight from setup: ``spec`` may
    name the chosen ``configuration`` card, the solo ``contests`` (one of each colour), the
    ``module_contests`` (one of each module's set in play), the drone ``deck`` (top card
    first) and the ``flipped`` cards (every drone card of the game once between them), and
    the ``drones``' boxes (each on its side). ``SetupError`` says what is wrong, and nothing
    has changed: the spec is tried on a copy first."""
    _set_position(state.clone(), spec)
    _set_position(state, spec)


def _set_position(state: GameState, spec: Mapping[str, Any]) -> None:

    keys = {"configuration", "contests", "module_contests", "deck", "flipped", "drones"}
    if "solo" not in state.modules:
        raise SetupError("only a game with the solitaire variant (modules = ['solo']) has it")
    if not isinstance(spec, dict) or not spec or set(spec) - keys:
        raise SetupError(f"solo is a table of {', '.join(sorted(keys))}")
    s = solo(state)
    data = solo_data()
    if "configuration" in spec:
        try:
            card = state.components.configuration(spec["configuration"])
        except (KeyError, TypeError):
            name = spec["configuration"]
            raise SetupError(f"there is no configuration card {name!r}") from None
        if s.configuration is not None:
            raise SetupError("the configuration card is chosen once")
        s.configuration, s.configurations = card.name, []
        state.setup = {**state.setup, "configuration": card.name}
        for p in state.players:
            p.hive = card.hive()
        state.turn = TurnState(0)
    if "contests" in spec:
        cards = {c.id: c for c in data.contests}
        ids = spec["contests"]
        if not isinstance(ids, list) or any(i not in cards for i in ids):
            raise SetupError(f"contests are solo contest ids: {', '.join(cards)}")
        colours = sorted({c.colour for c in data.contests})
        if sorted(cards[i].colour for i in ids) != colours:
            raise SetupError(f"name one solo contest of each colour: {', '.join(colours)}")
        s.contests = sorted(ids, key=lambda i: cards[i].colour)
    if "module_contests" in spec:  # one card of each module set in play (RULINGS 8)
        ids = spec["module_contests"]
        sets = [[c.id for c in MODULE_CONTESTS[m]] for m in state.modules if m in MODULE_CONTESTS]
        ok = isinstance(ids, list) and len(ids) == len(sets)
        if not ok or [sum(i in one for i in ids) for one in sets] != [1] * len(sets):
            names = ", ".join(i for one in sets for i in one)
            raise SetupError(f"module_contests names one card of each module's set: {names}")
        s.module_contests = list(ids)
    if "deck" in spec or "flipped" in spec:
        deck, flipped = spec.get("deck", []), spec.get("flipped", [])
        # the game's drone cards: the base ten (or Fall Fruit's), and the modules' cards
        every = sorted([d.id for d in drone_cards(state)] + s.module_drones)
        if not isinstance(deck, list) or not isinstance(flipped, list):
            raise SetupError("deck and flipped are lists of drone card ids")
        if sorted(deck + flipped) != every or not deck:
            raise SetupError(
                f"deck and flipped hold the {len(every)} drone cards between them, each once "
                "(the deck at least one)"
            )
        s.deck = list(reversed(deck))  # the top card is the last
        s.flipped = list(flipped)
        # the modules' cards in the discard pile were not flipped on a drone turn
        flips = [c for c in flipped if c not in s.module_drones]
        s.drone_turns = max(s.drone_turns, len(flips))
    if "drones" in spec:
        drones = spec["drones"]
        if not isinstance(drones, dict) or set(drones) - set(DRONE_SIDES):
            raise SetupError("drones = { A = box, B = box }")
        for drone, box in drones.items():
            if box not in DRONE_SIDES[drone]:
                sides = ", ".join(DRONE_SIDES[drone])
                raise SetupError(f"drone {drone} stays on its side: {sides}, not {box!r}")
            s.drones[drone] = box
