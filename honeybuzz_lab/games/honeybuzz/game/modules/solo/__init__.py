"""The solitaire variant (rulebook, Solitaire Variant; RULINGS section 7) as a module.

>>> from honeybuzz_lab.games.honeybuzz.game import Game
>>> game = Game.new(1, seed=3, modules=["solo"], options={"solo": {"difficulty": "larva"}})
>>> game.pending.kind
'solo_configuration'
>>> sorted(game.state.modules["solo"].drones.items())
[('A', 'decree_accounting'), ('B', 'market')]

How it fits the module mechanism (:mod:`honeybuzz_lab.games.honeybuzz.game.modules`):

- ``players`` (1, 1): one seat, set up as for two players (the 1-2 player board side, the
  two-player market, order stacks and nectar removal: :func:`~..setup.new_state`).
- ``setup``: the multiplayer contests leave the board for one solo contest card per
  colour; two configuration cards are drawn and the player chooses one seeing the
  contests (the ``solo_configuration`` decision; the chosen card's example arrangement
  is laid); the drone deck is shuffled; drone A on Decree/Accounting, drone B on Market.
- ``state``: :class:`SoloState` (plain values, copied by the clone/undo contract).
- ``decision:turn`` is replaced: a drone's box cannot be chosen (explained when tried).
  Nectar tiles a drone removes leave the field, so nobody can collect them.
- ``next_turn`` is replaced: after each player turn a drone turn is played: flip the top
  card (with one card left, all ten are reshuffled first), its woodland action, then the
  drone of the top card's hive side moves. Every choice the rulebook gives the player
  during a drone turn is the ``drone`` decision of seat 0 (the base decider already says
  seat 0, the only seat). A value that cannot drop makes another drop, the player's choice.
- The end triggers are the base game's; on the player's turn the game ends at once (seat
  0 is the last seat), and a trigger during a drone turn gives the player one more turn
  (the base ``end_trigger`` step ends the game after it).
- ``score:contests`` and ``outcome`` are replaced: each solo contest pays its highest tier;
  the contest points against table g decide win or loss; a loss is not scored, a win is
  scored as in the multiplayer game, with its rank title from table i.

Every label, prompt, explanation and log sentence is a catalogue message of the ``[solo]``
section of ``honeybuzz_lab/games/honeybuzz/i18n/game/<language>.toml``; the module's action
kinds are declared once each in :data:`SOLO_KINDS` (label, place on the table, bot feature), which
:func:`~..log.label`, ``describe``, the table and the bots read.

With ``advanced``: nothing here conflicts. That module removes the forage tokens, so the
drone's nectar removal offers every face-down tile of that type's back group (RULINGS 6),
chosen by the player, revealed and removed (:func:`nectar_choices`); the labels name the
back group, never the front.

With Fall Flavors modules (:func:`add_solo_cards`): each module's set of solo contest cards
(one drawn at random, the others back to the box; its deduction taken from a won game's
score, table E) and set of drone cards (one drawn and inserted in the middle of the shuffled
deck, the others in the discard pile, so they join the deck at the first reshuffle; RULINGS
8). A module drone card that shows on top of the deck goes to the bottom of the discard pile
and is resolved before the drone action, several in a turn if they come so; after one that
was the deck's last card is resolved, the discard pile is reshuffled into a new deck, that
card starts a new discard pile and a new card is flipped, whose drone action is the turn's.
A drone turn ends with the event ``drone_turn_ended`` (Sweetwater Sunset counts its events).

The view (:func:`redact`) adds ``view["solo"]``: the difficulty, the drones' boxes, the
face-up drone card, the next card's hive side (not its woodland side, not the deck's
order), the solo contests and the removed tiles.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

from ......core.i18n import Message
from ......core.inputs import quote
from ....data import DataError, load_toml
from ....hive import Nectar
from ... import actions as A
from ...actions import Space
from ...contests import MEASURES
from ...kinds import ActionKind, Target
from ...log import box_term, data_name, nectar_term, resource_term, say, stack_term
from ...registry import Module, register
from ...rules import DecisionRule, ScoreCategory, emit, resources
from ...rules import take_tile as base_take_tile
from ...state import GameState, TurnState, space_name
from ...views import hidden
from ...worlds import WorldError, complete
from ..fall_words import leaves_out_worker_contests

if TYPE_CHECKING:
    from ...log import Log
    from ...rules import Ruleset

NAME = "solo"

#: Table g: the contest points needed to win, by difficulty.
TABLE_G_MINIMUM: dict[str, int] = {"egg": 25, "larva": 30, "pupa": 35, "adult": 40, "queen": 45}
#: Table i: rank titles by final score (the lowest score of each title).
TABLE_I_RANKS: tuple[tuple[int, str], ...] = (
    (140, "Hive Royalty"),
    (120, "Honey Tycoon"),
    (100, "Apiculture Expert"),
    (80, "Scout Leader"),
    (0, "Humble Bumbler"),
)
#: Which drone stays on which side of the hive board (Solitaire Clarifications).
DRONE_SIDES: dict[str, tuple[str, ...]] = {
    "A": ("new_bee", "decree_accounting"),
    "B": ("forage", "produce", "market"),
}
DRONE_START = {"A": "decree_accounting", "B": "market"}
DECK_SIZE = 10


# ------------------------------------------------------------------ words


def difficulty_term(difficulty: str) -> Message:
    """A difficulty of table g: ``larva`` / ``lárva``."""
    return say(f"solo.difficulty.{difficulty}")


def rank_term(title: str) -> Message:
    """A rank title of table i: ``Honey Tycoon`` / ``Mézmágnás``."""
    return say(f"solo.rank.{title.lower().replace(' ', '_')}")


def configuration_term(state: GameState, name: str) -> Message:
    """A configuration card's name in quotes: ``“Standard 9 (green)”``."""
    card = state.components.configuration(name)
    return say("solo.card", card=data_name(f"configuration.{card.name}", card.title))


def box_name(state: GameState, box: str) -> Message:
    """A hive box of the board by its name: ``Decree and Accounting``."""
    return box_term(state.board[box])


@dataclass(frozen=True)
class DroneCard:
    """A drone card: its woodland side (the drone action) and hive side (a hive box)."""

    id: str
    woodland: str  # "order", "highest" or a nectar type
    hive: str  # a hive box name


@dataclass(frozen=True)
class SoloContest:
    """A solo queen's contest: a condition counted at the end and four tiers."""

    id: str
    colour: str
    title: str
    measure: str
    tiers: tuple[tuple[int, int], ...]  # (count needed, points), lowest first
    text: str


@dataclass(frozen=True)
class SoloData:
    """The solitaire variant's cards (``honeybuzz_lab/games/honeybuzz/data/solo.toml``,
    reconstructed)."""

    drones: tuple[DroneCard, ...]
    contests: tuple[SoloContest, ...]


WOODLAND_FACES = ("order", "highest", "wildflower", "rosemary", "cherry_blossom", "acacia")


@cache
def solo_data() -> SoloData:
    """The drone deck and the solo contest cards, checked (DataError says what is wrong)."""
    raw = load_toml("solo.toml")
    where = "solo.toml"
    try:
        drones = tuple(DroneCard(d["id"], d["woodland"], d["hive"]) for d in raw["drone"])
        contests = tuple(
            SoloContest(
                c["id"],
                c["colour"],
                c["title"],
                c["measure"],
                tuple((int(n), int(p)) for n, p in c["tiers"]),
                c["text"],
            )
            for c in raw["contest"]
        )
    except (KeyError, TypeError, ValueError) as e:
        raise DataError(f"{where}: a card is malformed ({e})") from None
    boxes = {b for side in DRONE_SIDES.values() for b in side}
    if len(drones) != DECK_SIZE:
        raise DataError(f"{where}: the drone deck has {DECK_SIZE} cards, not {len(drones)}")
    for d in drones:
        if d.woodland not in WOODLAND_FACES or d.hive not in boxes:
            raise DataError(f"{where}: drone card {d.id} has an unknown side")
    for c in contests:
        if c.measure not in MEASURES or len(c.tiers) != 4:
            raise DataError(f"{where}: contest {c.id} needs a known measure and four tiers")
        if [n for n, _ in c.tiers] != sorted({n for n, _ in c.tiers}):
            raise DataError(f"{where}: contest {c.id}'s tiers must need more and more")
    return SoloData(drones, contests)


def rank_title(score: int) -> str:
    """The rank title of table i for a final score."""
    if not isinstance(score, int) or isinstance(score, bool):
        raise TypeError(f"a score is a whole number, not {score!r}")
    for low, title in TABLE_I_RANKS:
        if score >= low:
            return title
    return TABLE_I_RANKS[-1][1]


#: How much a bot values one solo contest point (a contest point also stands for the win).
SOLO_WEIGHT = 1.5


def solo_contest_cards(state: GameState) -> list[SoloContest]:
    """The solo contest cards in play in ``state``."""
    data = {c.id: c for c in solo_data().contests}
    return [data[cid] for cid in solo(state).contests]


def tier_points(contest: SoloContest, value: int) -> tuple[int, int]:
    """(tier reached 0-4, its points) for ``value`` times the condition was met."""
    tier, points = 0, 0
    for k, (need, pts) in enumerate(contest.tiers, start=1):
        if value >= need:
            tier, points = k, pts
    return tier, points


# ------------------------------------------------------------------ module cards


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


def _module_drone(card_id: str) -> ModuleDroneCard | None:
    return next((d for ds in MODULE_DRONE_CARDS.values() for d in ds if d.id == card_id), None)


def _module_step(step: str) -> ModuleDroneCard | None:
    return next((d for ds in MODULE_DRONE_CARDS.values() for d in ds if d.step == step), None)


# ------------------------------------------------------------------ actions


@dataclass(frozen=True)
class ChooseConfiguration(A.Action):
    """Solo setup: use this one of the two drawn configuration cards."""

    kind: ClassVar[str] = "solo_configuration"
    card: str


@dataclass(frozen=True)
class DroneOrder(A.Action):
    """Drone turn: return the face-up order of stack ``stack`` to the box."""

    kind: ClassVar[str] = "drone_order"
    stack: int


@dataclass(frozen=True)
class DroneDrop(A.Action):
    """Drone turn: this resource's value drops by one."""

    kind: ClassVar[str] = "drone_drop"
    resource: str


@dataclass(frozen=True)
class DroneRemove(A.Action):
    """Drone turn: remove the nectar tile on this space of the field from the game."""

    kind: ClassVar[str] = "drone_remove"
    space: Space


# ------------------------------------------------------------------ the kinds' specs


def _label_configuration(state: GameState, action: ChooseConfiguration) -> Message:
    return say("solo.label_configuration", card=configuration_term(state, action.card))


def _label_order(state: GameState, action: DroneOrder) -> Message:
    return say("solo.label_order", stack=stack_term(state, action.stack))


def _label_drop(state: GameState, action: DroneDrop) -> Message:
    return say("solo.label_drop", resource=resource_term(action.resource))


def _label_remove(state: GameState, action: DroneRemove) -> Message:
    """The tile's nectar type while it is on the field (with the advanced variant its back
    group: the front is face down)."""
    tile = state.woodland.field.get(action.space)
    if tile is None:  # described after the fact: the tile is gone
        return say("solo.label_removed", space=space_name(action.space))
    back = _back_of(state, action.space)
    if back is not None:
        return say(
            "solo.label_remove_back", back=nectar_term(Nectar(back)), space=space_name(action.space)
        )
    return say("solo.label_remove", nectar=nectar_term(tile.nectar), space=space_name(action.space))


def _score_configuration(v: Any, action: ChooseConfiguration) -> float:
    return 0.0  # either card: a seeded draw


def _score_drop(v: Any, a: DroneDrop) -> float:
    """A drone's drop costs what the player holds of that resource."""
    return -v.p.resource(a.resource) - 0.1 * v.hv(a.resource)  # type: ignore[no-any-return]


def _score_remove(v: Any, a: DroneRemove) -> float:
    """A drone removing a nectar tile costs what that tile was worth to the player."""
    tile = v.s.woodland.field[a.space]
    return -(v.hv(tile.nectar.value) + 4) * (tile.nectar in v.wanted)  # type: ignore[no-any-return]


def _score_order(v: Any, a: DroneOrder) -> float:
    """A drone returning an order costs that order's worth to the player."""
    return -max(0.0, v.order_gain(a.stack))


#: The solitaire variant's action kinds. Each is a button of the decision panel: a drone
#: turn offers a few choices, and they must be in sight, not folded into the panel's list
#: of all choices; a drone's choice is also marked where it acts (the order stack, the
#: market column, the field's tile), so a hint can point there.
SOLO_KINDS: tuple[ActionKind, ...] = (
    ActionKind(ChooseConfiguration, _label_configuration, score=_score_configuration, button=True),
    ActionKind(DroneOrder, _label_order, Target("order", "stack"), score=_score_order, button=True),
    ActionKind(
        DroneDrop, _label_drop, Target("market", "resource"), score=_score_drop, button=True
    ),
    ActionKind(
        DroneRemove, _label_remove, Target("space", "space"), score=_score_remove, button=True
    ),
)


# ------------------------------------------------------------------ state


@dataclass
class SoloState:
    """The solitaire variant's own state (copied by ``GameState.clone``)."""

    difficulty: str
    contests: list[str] = field(default_factory=list)  # solo contest ids, by colour
    configurations: list[str] = field(default_factory=list)  # the two drawn, to choose from
    configuration: str | None = None  # the chosen card
    deck: list[str] = field(default_factory=list)  # drone cards, the top one last
    flipped: list[str] = field(default_factory=list)  # face up beside the deck, latest last
    drones: dict[str, str] = field(default_factory=dict)  # "A"/"B" -> hive box name
    removed: list[str] = field(default_factory=list)  # nectar tile ids removed by drones
    drone_turns: int = 0
    reshuffles: int = 0
    extra_turn: bool = False  # the end came on a drone turn: one more player turn
    module_contests: list[str] = field(default_factory=list)  # modules' contest cards
    module_drones: list[str] = field(default_factory=list)  # modules' drone cards in play


def solo(state: GameState) -> SoloState:
    """The solo module's state of ``state``."""
    return state.modules[NAME]  # type: ignore[no-any-return]


def _make_state(state: GameState, options: Mapping[str, Any]) -> SoloState:
    return SoloState(difficulty=options["difficulty"])


def _check_options(options: Mapping[str, Any]) -> str | None:
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


def _setup(state: GameState, rules: Ruleset, options: Mapping[str, Any]) -> None:
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


def _config_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    return [ChooseConfiguration(n) for n in solo(state).configurations]


def _config_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
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


def _config_prompt(state: GameState, rules: Ruleset) -> Message:
    first, second = (configuration_term(state, n) for n in solo(state).configurations)
    return say("solo.prompt_configuration", name=state.players[0].name, first=first, second=second)


def _config_explain(state: GameState, rules: Ruleset, action: A.Action) -> Message:
    first, second = (configuration_term(state, n) for n in solo(state).configurations)
    return say("solo.explain_configuration", first=first, second=second)


# ------------------------------------------------------------------ player turns


def drone_boxes(state: GameState) -> set[str]:
    """The hive boxes the drones occupy now."""
    return set(solo(state).drones.values())


def _box_of(state: GameState, tile: str) -> str | None:
    for box in state.board.values():
        if tile in box.kinds:
            return box.name
    return None


def _turn_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    blocked = drone_boxes(state)
    return [
        a
        for a in base_take_tile.tile_options(state, rules)
        if not (isinstance(a, A.TakeTile) and _box_of(state, a.tile) in blocked)
    ]


def _turn_explain(state: GameState, rules: Ruleset, action: A.Action) -> Message | None:
    if isinstance(action, A.TakeTile) and _box_of(state, action.tile) in drone_boxes(state):
        box = _box_of(state, action.tile)
        assert box is not None
        return say("solo.explain_drone_box", box=box_name(state, box))
    return base_take_tile.tile_explain(state, rules, action)


# ------------------------------------------------------------------ drone turns


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


def _card(card_id: str) -> DroneCard:
    cards = (*solo_data().drones, *(c for deck in DRONE_DECKS.values() for c in deck))
    return next(d for d in cards if d.id == card_id)


def solo_next_turn(state: GameState, rules: Ruleset, log: Log) -> None:
    """After the player's turn: a drone turn, then the player's next turn."""
    s = solo(state)
    if s.extra_turn:  # pragma: no cover - the end_trigger step ends the game first
        return
    log.add(say("solo.drones_turn"))
    first: list[str] = []  # module cards resolved before the drone action
    if len(s.deck) == 1:
        rng = state.random()
        deck = [d.id for d in drone_cards(state)] + list(s.module_drones)
        rng.shuffle(deck)
        state.keep_random(rng)
        s.deck, s.flipped = deck, []
        s.reshuffles += 1
        log.add(say("solo.reshuffle"))
        first += _module_cards_on_top(state, log)
    card = _card(s.deck.pop())
    log.reveal()
    s.flipped.append(card.id)
    s.drone_turns += 1
    log.add(flip_sentence(state, card))
    first += _module_cards_on_top(state, log)
    todo = (*first, ACTION)  # the drone action of the card flipped (see _woodland_steps)
    state.turn = TurnState(0, step="act", frame={"step": "drone", "card": card.id, "todo": todo})
    run_drone(state, rules, log)


#: The drone turn's step that stands for the flipped card's drone action (expanded when
#: reached: a module card that was the deck's last card may have a new card flipped first).
ACTION = "action"
#: The step after a module card that was the deck's last card (``last:<card id>``).
LAST = "last:"
#: The step that flips a new card after such a reshuffle (module cards on top first).
FLIP = "flip"


def _woodland_steps(state: GameState, card: DroneCard) -> tuple[str, ...]:
    """The drone action of ``card``'s woodland side, as drone steps."""
    if card.woodland == "order":
        return ("order",)
    if card.woodland == "highest":
        return ("highest", "drop:" + resources(state)[0])
    return ("nectar:" + card.woodland,)


def _module_cards_on_top(state: GameState, log: Log) -> list[str]:
    """Module drone cards showing on top of the deck go to the bottom of the discard pile,
    each to be resolved before the drone action; after one that was the deck's last card
    comes the step that makes a new deck (:func:`_after_last_card`)."""
    s = solo(state)
    steps = []
    while s.deck and _module_drone(s.deck[-1]) is not None:
        card = _module_drone(s.deck.pop())
        assert card is not None
        log.reveal()
        steps.append(card.step)
        log.add(say(f"solo.module_card.{card.step}"))
        s.flipped.insert(0, card.id)
        if not s.deck:
            steps.append(LAST + card.id)
    return steps


def _after_last_card(state: GameState, card_id: str, log: Log) -> None:
    """A "nectar cap" or "toast" card that was the deck's last card has been resolved: the
    discard pile is reshuffled into a new deck, that card starts a new discard pile, and a
    new card is flipped from the deck (Fall Flavors' clarification, in its order; RULINGS
    8). The new card's drone action is this turn's, its module cards resolved first."""
    s = solo(state)
    frame = state.turn.frame
    assert frame is not None
    rng = state.random()
    deck = [c for c in s.flipped if c != card_id]
    rng.shuffle(deck)
    state.keep_random(rng)
    s.deck, s.flipped = deck, [card_id]
    s.reshuffles += 1
    log.add(say("solo.reshuffle_module"))
    first = _module_cards_on_top(state, log)  # a module card now on top is resolved first
    flip = () if FLIP in frame["todo"] else (FLIP,)
    state.turn.frame = {**frame, "todo": (*first, *flip, *frame["todo"])}


def _flip_new_card(state: GameState, log: Log) -> None:
    """Flip a new card after a module card's reshuffle: its drone action is this turn's."""
    s = solo(state)
    frame = state.turn.frame
    assert frame is not None
    card = _card(s.deck.pop())
    s.flipped.append(card.id)
    log.add(flip_sentence(state, card))
    more = _module_cards_on_top(state, log)
    state.turn.frame = {**frame, "card": card.id, "todo": (*more, *frame["todo"])}


def flip_sentence(state: GameState, card: DroneCard) -> Message:
    """What the flipped drone card's woodland side does, as a log sentence."""
    if card.woodland == "order":
        return say("solo.flip_order", card=card.id)
    if card.woodland == "highest":
        return say("solo.flip_highest", card=card.id, resource=resource_term(resources(state)[0]))
    return say(
        "solo.flip_nectar" if _backs(state) is None else "solo.flip_nectar_backs",
        card=card.id,
        nectar=nectar_term(Nectar(card.woodland)),
        resource=resource_term(card.woodland),
    )


def _droppable(state: GameState, exclude: str | None = None) -> list[str]:
    return [r for r in resources(state) if r != exclude and not state.market.at_bottom(r)]


def _drop_choices(state: GameState, resource: str) -> list[A.Action]:
    """Drop ``resource``, or if it cannot drop, any other value that can (the player's choice)."""
    if not state.market.at_bottom(resource):
        return [DroneDrop(resource)]
    return [DroneDrop(r) for r in _droppable(state, resource)]


def _backs(state: GameState) -> dict[str, str] | None:
    """Each field space's back group (by space name) with the advanced variant, else None."""
    mod = state.modules.get("advanced")
    return None if mod is None else mod.backs  # type: ignore[no-any-return]


def _back_of(state: GameState, space: Space) -> str | None:
    backs = _backs(state)
    return None if backs is None else backs.get(space_name(space))


def nectar_choices(state: GameState, rules: Ruleset, nectar: str) -> list[A.Action]:
    """The closest tiles of ``nectar`` to the forage token (ties: each one); with the
    advanced variant every face-down tile of that type's back group (RULINGS 6)."""
    backs = _backs(state)
    if backs is not None:
        return [
            DroneRemove(sp)
            for sp in sorted(state.woodland.field)
            if backs.get(space_name(sp)) == nectar
        ]
    forage = state.players[0].forage
    spaces = [sp for sp, t in state.woodland.field.items() if t.nectar.value == nectar]
    if not spaces or forage is None:
        return []
    dist = rules.geometry.distance  # type: ignore[union-attr]
    best = min(dist(forage, sp) for sp in spaces)
    return [DroneRemove(sp) for sp in sorted(spaces) if dist(forage, sp) == best]


def drone_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    """The choices of the drone step now pending (the first of the frame's ``todo``)."""
    frame = state.turn.frame
    assert frame is not None
    step = frame["todo"][0]
    module_card = _module_step(step)
    if module_card is not None:
        return [] if module_card.options is None else module_card.options(state, rules)
    if step == "order":
        return [DroneOrder(i) for i, pile in enumerate(state.order_stacks) if pile.face_up]
    if step == "highest":
        honeys = resources(state)[1:]
        values = {h: state.market.value(h) for h in honeys}
        top = max(values.values())
        tied = [h for h in honeys if values[h] == top]
        can = [h for h in tied if not state.market.at_bottom(h)]
        if can:
            return [DroneDrop(h) for h in can]
        return [DroneDrop(r) for r in _droppable(state)]
    if step.startswith("drop:"):
        return _drop_choices(state, step[5:])
    nectar = step.split(":", 1)[1]
    return nectar_choices(state, rules, nectar) + _drop_choices(state, nectar)


def run_drone(state: GameState, rules: Ruleset, log: Log) -> None:
    """Play the drone turn's steps until one needs the player's choice, then finish it."""
    while state.turn.frame is not None and state.turn.frame["todo"]:
        step = state.turn.frame["todo"][0]
        if step == ACTION:  # the drone action of the card flipped this turn
            _pop(state)
            todo = _woodland_steps(state, _card(state.turn.frame["card"]))
            state.turn.frame = {**state.turn.frame, "todo": (*todo, *state.turn.frame["todo"])}
            continue
        if step.startswith(LAST):
            _pop(state)
            _after_last_card(state, step[len(LAST) :], log)
            continue
        if step == FLIP:
            _pop(state)
            _flip_new_card(state, log)
            continue
        card = _module_step(step)
        if card is not None and card.resolve is not None:  # no choice: resolved at once
            _pop(state)
            card.resolve(state, rules, log)
            continue
        options = drone_options(state, rules)
        if len(options) > 1:
            return  # the player's decision
        if options:
            _drone_apply_one(state, rules, options[0], log)
        else:
            _pop(state)
            log.add(say("solo.drone_nothing"))
    _finish_drone_turn(state, rules, log)


def _pop(state: GameState) -> None:
    frame = state.turn.frame
    assert frame is not None
    state.turn.frame = {**frame, "todo": tuple(frame["todo"][1:])}


def _drone_apply_one(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    step = state.turn.frame["todo"][0]  # type: ignore[index]
    _pop(state)
    s = solo(state)
    module_card = _module_step(step)
    if module_card is not None:
        assert module_card.apply is not None
        module_card.apply(state, rules, action, log)
    elif isinstance(action, DroneOrder):
        pile = state.order_stacks[action.stack]
        pile.face_up = pile.face_down.pop() if pile.face_down else None
        log.reveal()
        log.add(say("solo.drone_order", stack=stack_term(state, action.stack)))
        if pile.empty:
            emit(state, log, "order_stack_emptied", stack=action.stack)
    elif isinstance(action, DroneDrop):
        market = state.market
        before = market.value(action.resource)
        market.positions[action.resource] += 1
        log.add(
            say(
                "solo.drone_drop",
                resource=resource_term(action.resource),
                before=before,
                after=market.value(action.resource),
            )
        )
        if market.at_bottom(action.resource):
            emit(state, log, "value_bottomed", resource=action.resource)
    elif isinstance(action, DroneRemove):
        tile = state.woodland.field.pop(action.space)
        s.removed.append(tile.id)
        if _backs(state) is not None:
            log.reveal()  # the advanced variant: the face-down front is turned up
        log.add(
            say(
                "solo.drone_remove" if _backs(state) is None else "solo.drone_reveal",
                nectar=nectar_term(tile.nectar),
                space=space_name(action.space),
            )
        )
        if not state.woodland.field:
            emit(state, log, "last_nectar")


def _drone_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    _drone_apply_one(state, rules, action, log)
    run_drone(state, rules, log)


def _finish_drone_turn(state: GameState, rules: Ruleset, log: Log) -> None:
    """Move the drone the top card's hive side names; check the end; the player's turn."""
    s = solo(state)
    box = _card(s.deck[-1]).hive
    drone = next(d for d, sides in DRONE_SIDES.items() if box in sides)
    if s.drones[drone] != box:
        s.drones[drone] = box
        log.add(say("solo.drone_moves", drone=drone, box=box_name(state, box)))
    state.turn = TurnState(0)
    emit(state, log, "drone_turn_ended")  # what counts at the end of a turn (Sunset)
    if state.end_trigger is None:
        why = rules.end_trigger(state, rules)
        if why is not None:
            state.end_trigger = why
            s.extra_turn = True
            log.add(say("log.end_triggered", why=why))
            log.add(say("solo.extra_turn", name=state.players[0].name))
    # after the movement, whether the drone moved or not (Autumn Leaves cycles a stack here)
    emit(state, log, "drone_moved", drone=drone, box=box)


def _drone_prompt(state: GameState, rules: Ruleset) -> Message:
    step = state.turn.frame["todo"][0]  # type: ignore[index]
    name = state.players[0].name
    if _module_step(step) is not None:
        return say(f"solo.prompt_module.{step}", name=name)
    if step == "order":
        return say("solo.prompt_order", name=name)
    if step == "highest":
        tied = [a.resource for a in drone_options(state, rules) if isinstance(a, DroneDrop)]
        honeys = resources(state)[1:]
        top = max(state.market.value(h) for h in honeys)
        if all(h in honeys and state.market.value(h) == top for h in tied):
            the = [say("solo.the_resource", resource=resource_term(h)) for h in tied]
            return say("solo.prompt_highest", name=name, resources=the)
        return say("solo.prompt_highest_bottom", name=name)
    kind, _, resource = step.partition(":")
    if kind == "nectar" and nectar_choices(state, rules, resource):
        key = "solo.prompt_nectar" if _backs(state) is None else "solo.prompt_nectar_backs"
        return say(key, name=name, nectar=nectar_term(Nectar(resource)))
    return say("solo.prompt_drop", name=name, resource=resource_term(resource))


def _drone_explain(state: GameState, rules: Ruleset, action: A.Action) -> Message:
    return say("solo.explain_drone")


# ------------------------------------------------------------------ scoring


def contest_results(state: GameState) -> list[dict[str, Any]]:
    """Each solo contest: its card, the count, the tier reached and its points."""
    data = {c.id: c for c in solo_data().contests}
    player = state.players[0]
    out = []
    for cid in solo(state).contests:
        card = data[cid]
        value = MEASURES[card.measure].count(player)
        tier, points = tier_points(card, value)
        out.append(
            {"card": cid, "title": card.title, "value": value, "tier": tier, "points": points}
        )
    for cid in solo(state).module_contests:
        mc = module_contest(cid)
        value = mc.count(state)
        tier, points = tier_points(mc, value)  # type: ignore[arg-type]
        out.append(
            {
                "card": cid,
                "title": mc.title,
                "value": value,
                "tier": tier,
                "points": points,
                "deduction": mc.deduction,
            }
        )
    return out


def _contest_points(state: GameState, rules: Ruleset) -> list[int]:
    return [sum(c["points"] for c in contest_results(state))]


def solo_result(
    contest_points: int, total: int, deduction: int, difficulty: str
) -> tuple[bool, int | None, str | None]:
    """(won, final score, rank): a win needs the contest points of table g; a win scores
    the total less the module contests' deductions, ranked by table i (table E).

    >>> solo_result(35, 153, 55, "larva")  # Charlie's example
    (True, 98, 'Scout Leader')
    """
    if contest_points < TABLE_G_MINIMUM[difficulty]:
        return False, None, None
    score = total - deduction
    return True, score, rank_title(score)


def solo_outcome(state: GameState, rules: Ruleset, players: list[dict[str, Any]]) -> dict[str, Any]:
    """Win or loss against table g; a win is scored and ranked by table i."""
    s = solo(state)
    results = contest_results(state)
    points = sum(c["points"] for c in results)
    need = TABLE_G_MINIMUM[s.difficulty]
    entry = players[0]
    deduction = sum(c.get("deduction", 0) for c in results)  # the module contests' (table E)
    won, score, rank = solo_result(points, entry["total"], deduction, s.difficulty)
    said = {"name": entry["name"], "difficulty": difficulty_term(s.difficulty), "need": need}
    if won:
        assert score is not None and rank is not None
        sentence = say("solo.won", **said, points=points, score=score, rank=rank_term(rank))
    else:
        sentence = say("solo.lost", **said, points=points)
    return {
        "winners": [0] if won else [],
        "ranking": [0],
        "sentences": [sentence],
        "won": won,
        "difficulty": s.difficulty,
        "contest_points": points,
        "minimum": need,
        "solo_contests": results,
        "score": score,
        "rank": rank,
        "deduction": deduction,
    }


# ------------------------------------------------------------------ the view


def redact(state: GameState, view: dict[str, Any], seat: int | None) -> None:
    """Add what everyone may know of the solitaire variant to ``view`` (``view["solo"]``).

    The drone deck's order is hidden: only how many cards it holds, the face-up card and
    the hive side of the next card (the side the deck shows) are public.
    """
    s = solo(state)
    up = [c for c in s.flipped if _module_drone(c) is None]  # module cards lie below
    top = _card(up[-1]) if up else None
    view["solo"] = {
        "difficulty": s.difficulty,
        "minimum": TABLE_G_MINIMUM[s.difficulty],
        "drones": dict(s.drones),
        "face_up": None
        if top is None
        else {"id": top.id, "woodland": top.woodland, "hive": top.hive},
        "next_hive": _card(s.deck[-1]).hive if s.deck else None,
        "deck": hidden(len(s.deck)),
        "flipped": list(s.flipped),
        "contests": contest_results(state),
        "configurations": list(s.configurations),
        "configuration": s.configuration,
        "removed": list(s.removed),
        "drone_turns": s.drone_turns,
        "reshuffles": s.reshuffles,
        "extra_turn": s.extra_turn,
        # The modules' cards in play: their contest cards lie face up, and every drone card
        # of a module's set does the same, so which one went into the deck (the others lie
        # in the discard pile) tells nothing.
        "module_contests": list(s.module_contests),
        "module_drones": list(s.module_drones),
    }


def rebuild(view: dict[str, Any], state: GameState, rng: Any) -> None:
    """Fill the solo state of a world built from ``view`` (see :mod:`..worlds`).

    The deck holds the drone cards not face up since the last reshuffle; a seat's view
    shows only the next card's hive side, so the top card is drawn from the cards with
    that side and the rest shuffled below it.
    """
    s = solo(state)
    if complete(view):
        got = view["modules"][NAME]
        for name in ("contests", "configurations", "deck", "flipped", "removed"):
            setattr(s, name, list(got[name]))
        s.drones = dict(got["drones"])
        s.configuration = got["configuration"]
        s.drone_turns, s.reshuffles = got["drone_turns"], got["reshuffles"]
        s.extra_turn = got["extra_turn"]
        s.module_contests = list(got["module_contests"])
        s.module_drones = list(got["module_drones"])
        return
    got = view["solo"]
    modules = set(got["module_contests"])  # the view lists them with the solo contests
    s.contests = [c["card"] for c in got["contests"] if c["card"] not in modules]
    s.configurations = list(got["configurations"])
    s.configuration = got["configuration"]
    s.flipped = list(got["flipped"])
    s.drones = dict(got["drones"])
    s.removed = list(got["removed"])
    s.drone_turns, s.reshuffles = got["drone_turns"], got["reshuffles"]
    s.extra_turn = got["extra_turn"]
    s.module_contests = list(got["module_contests"])
    s.module_drones = list(got["module_drones"])
    cards = [d.id for d in drone_cards(state)] + s.module_drones  # the deck in play
    rest = [i for i in cards if i not in set(s.flipped)]
    rng.shuffle(rest)
    if rest:  # the top card is a drone card (a module's card on top is resolved at once)
        top = next(
            i for i in rest if _module_drone(i) is None and _card(i).hive == got["next_hive"]
        )
        rest.remove(top)
        rest.append(top)
    if len(rest) != got["deck"]["count"]:
        raise WorldError(f"the drone deck holds {got['deck']['count']} cards, not {len(rest)}")
    s.deck = rest


@cache
def _module() -> Any:
    turn_rule = base_take_tile.DECISIONS["turn"]
    return Module(
        name=NAME,
        summary="The solitaire variant: one player against two drones and the solo contests.",
        players=(1, 1),
        options={"difficulty": "larva", "card_sets": True},
        check_options=_check_options,
        setup=_setup,
        state=_make_state,
        decisions={
            "turn": DecisionRule(
                turn_rule.actions, _turn_options, turn_rule.apply, turn_rule.prompt, _turn_explain
            ),
            "solo_configuration": DecisionRule(
                ("solo_configuration",),
                _config_options,
                _config_apply,
                _config_prompt,
                _config_explain,
            ),
            "drone": DecisionRule(
                ("drone_order", "drone_drop", "drone_remove", "drone_toast"),
                drone_options,
                _drone_apply,
                _drone_prompt,
                _drone_explain,
            ),
        },
        scores=(ScoreCategory("contests", _contest_points),),
        single={"next_turn": solo_next_turn, "outcome": solo_outcome},
        replaces=("decision:turn", "score:contests", "next_turn", "outcome"),
        new_events=("drone_moved",),
        kinds=SOLO_KINDS,
        refuse_record=old_record,
        redact=redact,
        rebuild=rebuild,
    )


SOLO_MODULE = _module()


def _register() -> None:
    register(SOLO_MODULE)


_register()
