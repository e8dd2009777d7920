"""A game is the base rules plus named modules with options.

>>> from honeybuzz_lab.games.honeybuzz.game import Game
>>> Game.new(2, seed=1).rules.modules
()
>>> try:
...     Game.new(2, seed=1, modules=["nope"])
... except ModuleError as e:
...     print(str(e)[:21])
unknown module 'nope'

The design
==========

:func:`compose` turns ``(modules, options)`` into one immutable
:class:`~honeybuzz_lab.games.honeybuzz.game.rules.Ruleset`, the only thing the engine plays by. The
base game is itself a :class:`Module` (``base``, always first, see :mod:`.base`): its decisions,
end-of-turn steps, score categories, outcome, geometry and vocabulary are registrations at the same
extension points every other module uses, not special cases. A game record stores ``{"game",
"modules", "options"}`` and replays under exactly that composition
(:meth:`~honeybuzz_lab.games.honeybuzz.game.Game.from_record`); a game whose rules were changed any
other way cannot be recorded.

A module declares:

- ``requires`` / ``conflicts``: other modules' names. :func:`compose` refuses a set where a
  requirement is missing or two modules conflict, and says which and why
  (:class:`ModuleError`).
- ``implies``: modules that come with this one whether listed or not (every Fall Flavors
  module implies ``fall.sunset``: the rulebook has Sweetwater Sunset always on with the
  expansion). :func:`compose` adds them before the module that implies them, so
  ``Game.new(3, modules=["fall.caps"]).rules.modules`` is ``("fall.sunset", "fall.caps")``
  and the record names both; listing an implied module as well changes nothing.
- ``players``: the (lowest, highest) player count it is for, when not the base game's 2
  to 4 (the solitaire variant: one); the setup and the records check it.
- ``options``: its options with their defaults (``Game.new(..., options={"solo": {...}})``)
  and ``check_options``, which says what is wrong with a value.
- ``components``: changes to the component data (new tiles, cards, a field side).
- ``setup``: run once after the base setup, in module order; it may change what the base
  setup made (another field side, no forage tokens) and draws only from
  ``state.random()``/``state.keep_random()``, so that a record replays it exactly.
- ``state``: its own state, kept in ``state.modules[name]``. The contract: it is made of
  values :func:`~honeybuzz_lab.games.honeybuzz.game.state.copy_value` can copy (numbers, strings,
  tuples, frozen dataclasses, lists/dicts/sets of these, dataclasses of such fields, or objects with
  a ``clone()``), so that :meth:`~honeybuzz_lab.games.honeybuzz.game.state.GameState.clone` copies
  it and undo gives it back exactly; it is changed only by the rules during a step.
  ``tests/game/test_game_modules.py`` holds every registered module to this contract
  (random games, undo to the start, compare with a fresh state, redo).
- ``decisions`` and ``hive_actions``: new decision kinds and hive actions; replacing one
  that an earlier module defines must be declared in ``replaces`` (``"decision:forage"``,
  ``"hive_action:forage"``), as must replacing any single-valued extension point below
  (given in ``single``: ``single={"outcome": ...}, replaces=("outcome",)``). Two modules
  replacing the same thing cannot be combined.

The extension points (``Ruleset`` fields), and what the base game registers at each:

``end_of_turn``
    Ordered :class:`~honeybuzz_lab.games.honeybuzz.game.rules.TurnStep` run after the player ends
    the turn; a module adds a step ``before`` a named one or replaces one (``"end_of_turn:NAME"``).
    A step that ends the game stops the rest. Base: ``flip_orders``, ``count_turn``,
    ``end_trigger``, ``pass_turn``.
``next_turn``
    Who acts next: sets ``state.turn``; a module with non-player turns runs them here.
    Base: the next seat clockwise.
``decider``
    The seat that answers the pending decision, which need not be the seat on turn.
    Base: the arranging or choosing seat during setup, else the seat on turn.
``after_action``
    Named checks run after every action step (``"after_action:NAME"`` to replace one).
    Base: ``speed_contests``.
``events``
    Handlers for what the rules emit through :func:`~honeybuzz_lab.games.honeybuzz.game.rules.emit`:
    ``tile_stack_emptied``, ``order_stack_emptied``, ``value_bottomed``, ``last_nectar``,
    ``drone_turn_ended`` (a module may emit new ones, declared in ``new_events``). Base:
    nobody listens.
``scores``
    Additive :class:`~honeybuzz_lab.games.honeybuzz.game.rules.ScoreCategory` (the total is their
    sum). Base: ``coins``, ``resources``, ``contests``, ``orders``.
``outcome``
    Winners, ranking and the closing sentence from the scored players (a module may add
    keys such as ``won`` or ``rank``). Base: most points, then the tie-breakers.
``end_trigger``
    Why the end is triggered, checked by the ``end_trigger`` step. Base: four market
    values at the bottom, two order stacks empty, or nobody can take a tile.
``geometry``
    The field's grid (:class:`~honeybuzz_lab.games.honeybuzz.game.geometry.Geometry`): the spaces a
    field side has, the steps between two spaces, a space's neighbours, its name, the cost of a
    forage move (the side's free steps, then its price a step) and the page's layout (``"square"``
    or ``"hex"``). Rules, bots, planner, lessons and the table ask it
    (:func:`~honeybuzz_lab.games.honeybuzz.game.geometry.field_spaces`, ``log.forage_cost``,
    ``log.field_distance``); the page draws the spaces it sends once (``static.geometry``)
    and reads every cost from the legal answers, never counting steps itself. Base:
    :data:`~honeybuzz_lab.games.honeybuzz.game.geometry.SQUARE`, the 4 x 6 field with orthogonal
    steps;
    :data:`~honeybuzz_lab.games.honeybuzz.game.geometry.HEX` (rows of hexes, six directions) is
    there for a module such as Fall Fruit's.
``vocabulary``
    The resources as data (:class:`~honeybuzz_lab.games.honeybuzz.game.rules.Vocabulary`): the
    pollen-like resource a forage gains and the honey types (the hive's nectar types). Each is a
    market column, a key of ``PlayerState.resources`` (``pollen_name``) and of an order's needs; the
    market, orders, contests' resource counts, bots, the table (``static.resources``,
    ``static.pollen``, the market) and the page read the names from it; ``texts`` carries
    the words of a new name (``terms.resource.<name>``), added while the module is
    registered; ``words`` maps catalogue keys to the keys said instead in a game under
    these rules (:func:`~honeybuzz_lab.games.honeybuzz.game.rules.in_words`: log lines, prompts,
    labels, the table's resource names). Log sentences, button labels and the score line name the
    pollen-like resource as ``{pollen}``, the word ``terms.resource_word.<name>`` (``pollen``; a
    module gives its own, ``fruit`` / ``gyümölcs``; Hungarian sentences are shaped so that the word
    takes no suffix: "jut neki egy {pollen}"), see
    :func:`~honeybuzz_lab.games.honeybuzz.game.log.pollen_word`. The same ``words`` reword whole
    catalogues (:func:`~honeybuzz_lab.games.honeybuzz.game.rules.worded`): the page's texts, the
    lessons' (advice, explorer, "you did"); ``letters`` and ``colours`` give the page's palette a
    resource's letter and colour. Base: pollen and the four honey types.
``values``
    Named values (``"value:NAME"`` to replace one), read by rules and bots alike through
    ``rules.value`` / :func:`~honeybuzz_lab.games.honeybuzz.game.rules.value_of`. Base:
    ``accounting_coins`` 5, ``decree_cost`` 5, ``decree_choices`` (the five other hive
    actions).
``accounting_coins``, ``forage_reach``, ``forage_yield``, ``decree_choices``, ``final_scores``
    Single rules a variant may swap whole.
``kinds`` (action kinds)
    One :class:`~honeybuzz_lab.games.honeybuzz.game.kinds.ActionKind` per kind of action the
    module's decisions offer: the Action class, the button's label, the verb and phrase keys
    (``game.verb.<kind>``, ``game.phrase.<kind>``), the place on the table it is answered at
    (``Target("space", "space")``; the page reads it from the data), whether the decision panel
    shows it as a button, and the greedy bot's feature (``score(view, action)``), the numbers the
    page draws beside its target (``info(game, action, seat)``) and a lesson's "you did" key
    (``did``, default
    ``ui.did.<kind>``; a kind whose sentence needs more registers it in
    :data:`honeybuzz_lab.games.honeybuzz.lessons.phrases.DID`); what the Why? advisor groups as one
    option (``same``) and adds about it (``advice``), what a table outlines (``outline``), the
    page's drawing (``draw``) and a demo note's claims (``claims``). :func:`register` adds them to
    the game's registry (:data:`~honeybuzz_lab.games.honeybuzz.game.kinds.KINDS`; a kind another
    module declares is refused) with any texts the spec carries; :func:`unregister` takes them away.
    Base: the sixteen kinds of :mod:`.base_kinds`; ``solo`` adds its configuration choice and the
    drones' three choices; ``advanced`` keeps the base kinds.
``ply_claims``
    What a classroom demo's note may claim about any ply of a game with the module, beyond
    its kinds' claims about their own moves: key -> (what it claims, ``value(before,
    after)``). Sweetwater Sunset: how far the sun moves and how far the end is; Nectar
    Caps: the trophies as they stand.

The planned modules and the points they will use
================================================

- ``advanced`` (rulebook, Advanced): ``components`` (field side B, back groups, table f),
  ``setup`` (tiles face down in back groups), ``state`` (who has viewed which tile),
  ``replaces`` ``decision:forage`` (choose any face-down tile, view it secretly, collect or
  put back and gain pollen) and ``decision:scout`` (scouting by viewing), no forage tokens
  (its ``setup``), ``single`` ``forage_reach``/``forage_yield``, and ``redact``: the views
  show every tile's back and the fronts only to the seats that viewed them (built, see
  :mod:`.advanced`).
- ``solo`` (rulebook, Solitaire; built, see :mod:`.solo`): ``players`` (1, 1), set up as
  for two; ``next_turn`` (a drone turn after each player turn, run from its ``state``: the
  drone deck and the drones' boxes), its choices a ``drone`` decision of seat 0 (the base
  ``decider`` already names seat 0); ``decision:turn`` replaced (a drone's box cannot be
  chosen); ``score:contests`` and ``outcome`` replaced (the solo contests' tiers, win or
  lose against table g, a rank); ``options`` (difficulty). The solo contests are counted
  at the end only, so the base ``speed_contests`` check stays (no speed cards in play).
- ``fall.sunset`` (Sweetwater Sunset; built, see :mod:`.fall_sunset`): implied by every
  other Fall Flavors module (``implies``); ``events`` (the six sunset events of table A:
  ``order_stack_emptied`` of any stack, a module's own included, ``value_bottomed``,
  ``last_nectar``, ``tile_stack_emptied``, and ``last_cap_claimed`` / ``festival_full``, which
  it declares in ``new_events`` for Nectar Caps and Harvest Festival to emit), noted during a
  turn and counted by an ``end_of_turn`` step ``sunset`` before ``end_trigger`` (a solo drone
  turn counts its own at ``drone_turn_ended``), ``state`` (the track, its length
  reconstructed in ``data/fall_sunset.toml``), replaces ``end_trigger`` (the sun on the last
  space; the stall stays the safety net).
- ``fall.fruit`` (Fall Fruit; built, see :mod:`.fall_fruit`): ``geometry``
  (:data:`~honeybuzz_lab.games.honeybuzz.game.geometry.HEX`, side A of 5 x 7 hexes), ``vocabulary``
  (fruit instead of pollen; its ``words`` say the spring nectars as the fall honeys), ``components``
  (the fall field sides, the fruit market column as the set-bonus track, orders asking for fruit),
  ``setup`` (nectar on the spaces marked for the player count, fruit tiles by table B, the fruit
  order stack by table C, a fourth order stack whose action is a Decree),
  ``state`` (each seat's fruit by kind: their sum is ``pollen``; the fruit tiles), replaces
  ``hive_action:forage`` (its own ``fruit_forage`` decision, so that it combines with
  ``advanced``, which keeps ``decision:forage``; side B when ``advanced`` is in the game) and
  ``decision:market`` (fruit sales, and ``pay_fruit``: which fruit pays an order). Solo: its
  drone deck replaces the base one (:func:`.solo.add_drone_deck`).
- ``fall.leaves`` (Autumn Leaves; built, see :mod:`.fall_leaves`): ``state`` (each stack as
  an ordered pile of tile ids, the leaves in each hive, the foliage card), ``setup`` (six
  leafy tiles shuffled into each stack), ``after_action`` (a tile taken leaves the pile's
  top; once placed its leaves go onto its hexes), ``redact`` (the tops only, never the order
  below), ``scores`` (``foliage``), ``events`` (``drone_moved``, emitted by solo after a
  drone turn's movement: the stack in the drone's box is cycled, the player choosing between
  Decree and Accounting: the ``cycle_stack`` decision), the solo contest card.
- ``fall.caps`` (Nectar Caps; built, see :mod:`.fall_caps`): replaces
  ``hive_action:accounting`` (a ``cap_nectar`` decision: the coins or a cap, table D),
  ``state`` (caps by seat; the cell's ``capped`` flag is a hive change the state's journal
  undoes, and the fan's yield skips capped cells), ``scores`` (``caps``: values and trophies),
  the solo contest and drone cards (:func:`.solo.add_solo_cards`).
- ``fall.festival`` (Harvest Festival; built, see :mod:`.fall_festival`): ``state`` (the
  board side, toast cards, retired workers), replaces ``decision:end_turn`` (ending the turn
  or, once a turn, retiring a worker to toast or to work: a Decree queued like any activated
  action), the solo contest and toast drone cards. The toasts' coins are coins.
- The solitaire variant takes a module's solo contest cards (one drawn; their deductions
  apply to a won game's score, table E) and drone cards (one inserted in the middle of the
  deck, resolved when it shows on top, before the drone action) from
  :func:`.solo.add_solo_cards`.

Per-seat views: :func:`honeybuzz_lab.games.honeybuzz.game.views.view_of` builds what a seat may know
(``Game.view(seat)``, ``spectator_view()``, ``all_seeing_view()``), then each module's
``redact(state, view, seat)`` hides its own secrets in place. A log sentence may carry
private texts per seat (:func:`.advanced.private_line`); ``Game.log_for(seat)`` reads them
and ``Game.undo_barrier(seat)`` stops an undo across another human seat's private reveal.
A rule that turns up a random result (a card flipped, a tile shown) calls ``log.reveal()``
(``log.reveal(seat)`` when only that seat sees it): a table's undo stops there too
(RULINGS 10; ``tests/game/test_game_chance_reveals.py`` finds an unmarked one).
The way back is :func:`honeybuzz_lab.games.honeybuzz.game.worlds.world_from_view`: a whole state
that agrees with one view, each module's ``rebuild(view, state, rng)`` dealing at random what its
``redact`` hid. The bots and the Why? advisor read only such worlds.
Still to come: the action-kind registry (``action_kinds``, merged the same way).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .....core.i18n import Message
from .....core.inputs import quote
from .....core.records import rules_digest
from ..kinds import KINDS, ActionKind
from ..rules import (
    EVENTS,
    DecisionRule,
    EventHandler,
    Geometry,
    HiveActionRule,
    Ruleset,
    ScoreCategory,
    TurnStep,
    Vocabulary,
)
from ..setup import SetupError

if TYPE_CHECKING:
    from ..components import Components, OrderCard
    from ..log import Log
    from ..state import GameState

#: The name of the game a record holds.
GAME = "honeybuzz"

#: A claim about a ply: (what it claims, ``value(before, after)``), see ``Module.ply_claims``.
PlyClaim = tuple[str, Callable[["GameState", "GameState"], Any]]


class ModuleError(SetupError):
    """An unknown, incomplete or conflicting set of modules, or bad options; says which."""


#: The single-valued extension points a module may replace (declared in ``replaces``).
SINGLE_POINTS = (
    "next_turn",
    "decider",
    "outcome",
    "end_trigger",
    "geometry",
    "vocabulary",
    "accounting_coins",
    "forage_reach",
    "forage_yield",
    "decree_choices",
    "final_scores",
)


@dataclass(frozen=True)
class Module:
    """A named piece of rules: what it needs, its data, state, decisions and hooks."""

    name: str
    summary: str
    requires: tuple[str, ...] = ()
    conflicts: tuple[str, ...] = ()
    implies: tuple[str, ...] = ()  # modules added to the game when absent (and put first)
    options: Mapping[str, Any] = field(default_factory=dict)  # option -> default
    check_options: Callable[[Mapping[str, Any]], str | None] | None = None
    components: Callable[[Components, Mapping[str, Any]], Components] | None = None
    setup: Callable[[GameState, Ruleset, Mapping[str, Any]], None] | None = None
    state: Callable[[GameState, Mapping[str, Any]], Any] | None = None
    decisions: Mapping[str, DecisionRule] = field(default_factory=dict)
    hive_actions: Mapping[str, HiveActionRule] = field(default_factory=dict)
    end_of_turn: tuple[TurnStep, ...] = ()
    after_action: tuple[tuple[str, Callable[[GameState, Ruleset, Log], None]], ...] = ()
    events: Mapping[str, tuple[EventHandler, ...]] = field(default_factory=dict)
    new_events: tuple[str, ...] = ()  # events this module emits
    scores: tuple[ScoreCategory, ...] = ()
    single: Mapping[str, Any] = field(default_factory=dict)  # SINGLE_POINTS name -> value
    values: Mapping[str, Any] = field(default_factory=dict)
    replaces: tuple[str, ...] = ()  # "decision:x", "hive_action:x", "end_of_turn:x", ...
    # hides in a view what a seat may not know: redact(state, view, seat or None), in place
    redact: Callable[[GameState, dict[str, Any], int | None], None] | None = None
    # the inverse: rebuild(view, state, rng) fills the module's state of a world built from
    # a view (game.worlds), dealing at random what the view hides. A module that keeps a
    # state must give one (and its redact must put in the view what it needs), else a
    # world starts that module's state afresh: the bots and Why? would play on without it
    rebuild: Callable[[dict[str, Any], GameState, Any], None] | None = None
    players: tuple[int, int] | None = None  # the player counts it is for (None: the base's)
    kinds: tuple[ActionKind, ...] = ()  # the action kinds it adds, one spec each
    # order cards it brings outside the components' deck, in a stack of its own (Fall
    # Fruit's fruit orders): a world built from a view looks a card's id up among them too
    order_cards: tuple[OrderCard, ...] = ()
    # what a classroom demo's note may claim about any ply of a game with this module
    # (its kinds' own moves have the kinds' ``claims``): key -> (what it claims,
    # ``value(before, after)``, the states before and after the ply; the note's value
    # must equal it)
    ply_claims: Mapping[str, PlyClaim] = field(default_factory=dict)


_REGISTRY: dict[str, Module] = {}


def register(module: Module) -> Module:
    """Make ``module`` available to games by its name (ModuleError if the name is taken)."""
    if not isinstance(module, Module):
        raise ModuleError(f"only a Module can be registered, not {quote(module)}")
    if module.name in _REGISTRY and _REGISTRY[module.name] is not module:
        raise ModuleError(f"a module named {quote(module.name)} is already registered")
    for spec in module.kinds:
        if spec.name in KINDS and KINDS.owner(spec.name) != module.name:
            raise ModuleError(
                f"module {quote(module.name)} declares the action kind {quote(spec.name)}, "
                f"which module {quote(KINDS.owner(spec.name))} already declares"
            )
    for key in module.ply_claims:
        owner = ply_claims().get(key, (module.name,))[0]
        if owner != module.name:
            raise ModuleError(
                f"module {quote(module.name)} declares the ply claim {quote(key)}, "
                f"which module {quote(owner)} already declares"
            )
    for spec in module.kinds:
        KINDS.add(spec, module.name)
    vocabulary = module.single.get("vocabulary")
    if isinstance(vocabulary, Vocabulary) and vocabulary.texts:
        from .....core.i18n.catalog import add_texts

        for language, texts in vocabulary.texts.items():
            add_texts(language, texts)
    _REGISTRY[module.name] = module
    return module


def unregister(name: str) -> None:
    """Remove a registered module (tests use it for modules they define)."""
    if name == "base":
        raise ModuleError("the base game cannot be unregistered")
    module = _REGISTRY.pop(name, None)
    KINDS.remove(name)
    vocabulary = module.single.get("vocabulary") if module is not None else None
    if isinstance(vocabulary, Vocabulary) and vocabulary.texts:
        from .....core.i18n.catalog import remove_texts

        for language, texts in vocabulary.texts.items():
            remove_texts(language, texts)
    for key in [k for k, rules in _CACHE.items() if name in rules.modules]:
        del _CACHE[key]


def registered() -> list[str]:
    """The names of every registered module, the base game first."""
    return list(_REGISTRY)


def ply_claims() -> dict[str, tuple[str, PlyClaim]]:
    """Every registered module's ply claims: key -> (the module's name, its claim)."""
    return {key: (m.name, c) for m in _REGISTRY.values() for key, c in m.ply_claims.items()}


def get_module(name: str) -> Module:
    """The registered module called ``name`` (ModuleError naming the known ones if none)."""
    try:
        return _REGISTRY[name]
    except (KeyError, TypeError):
        others = [n for n in _REGISTRY if n != "base"]
        known = ", ".join(others) if others else Message("game.setup.known_none")
        raise ModuleError(
            Message("game.setup.unknown_module", name=quote(name), known=known)
        ) from None


_CACHE: dict[str, Ruleset] = {}


def compose(
    modules: Iterable[str] = (), options: Mapping[str, Mapping[str, Any]] | None = None
) -> Ruleset:
    """The rules of the base game plus ``modules`` with ``options`` (by module name).

    The same modules and options always give the same Ruleset object. ModuleError says
    which module is unknown, missing, conflicting, replaces something without declaring
    it, or has a bad option.
    """
    if isinstance(modules, str) or not isinstance(modules, Iterable):
        raise ModuleError(f"modules must be a list of module names, not {quote(modules)}")
    names = list(modules)
    if options is None:
        options = {}
    if not isinstance(options, Mapping):
        raise ModuleError(
            f"options must be a mapping of module name to options, not {quote(options)}"
        )
    for name in names:
        if not isinstance(name, str):
            raise ModuleError(f"a module is named by a string, not {quote(name)}")
        if name == "base":
            raise ModuleError(Message("game.setup.base_listed"))
        get_module(name)
    dupes = sorted({n for n in names if names.count(n) > 1})
    if dupes:
        raise ModuleError(Message("game.setup.listed_twice", name=quote(dupes[0])))
    names = _implied(names)
    extra = [k for k in options if k not in names]
    if extra:
        raise ModuleError(
            f"options are given for {quote(extra[0])}, which is not one of the game's modules"
        )
    order = ["base", *_ordered(names)]
    chosen = {name: _options(get_module(name), options.get(name)) for name in order}
    try:
        key = json.dumps([order, chosen], sort_keys=True)
    except (TypeError, ValueError):
        raise ModuleError(f"options must be JSON values, not {quote(options)}") from None
    got = _CACHE.get(key)
    if got is None:
        got = _CACHE[key] = _compose(order, chosen)
    return got


def _implied(names: list[str]) -> list[str]:
    """``names`` with every module one of them implies (transitively) added before it."""
    out: list[str] = []

    def add(name: str) -> None:
        if name in out:
            return
        for implied in get_module(name).implies:
            if implied not in names:
                add(implied)
        out.append(name)

    for name in names:
        add(name)
    return out


def _ordered(names: list[str]) -> list[str]:
    """The modules with every requirement (and implied module) before the modules that
    need it."""
    for name in names:
        for need in get_module(name).requires:
            if need not in names:
                raise ModuleError(
                    Message("game.setup.requires", name=quote(name), need=quote(need))
                )
        for other in get_module(name).conflicts:
            if other in names:
                raise ModuleError(
                    Message("game.setup.conflict", name=quote(name), other=quote(other))
                )
    out: list[str] = []
    visiting: set[str] = set()

    def visit(name: str) -> None:
        if name in out:
            return
        if name in visiting:
            raise ModuleError(f"modules require each other in a circle through {quote(name)}")
        visiting.add(name)
        for need in (*get_module(name).implies, *get_module(name).requires):
            visit(need)
        out.append(name)

    for name in names:
        visit(name)
    return out


def _options(module: Module, given: object) -> dict[str, Any]:
    if given is None:
        given = {}
    if not isinstance(given, Mapping):
        raise ModuleError(
            f"options of module {quote(module.name)} must be a mapping, not {quote(given)}"
        )
    unknown = [k for k in given if k not in module.options]
    if unknown:
        have = ", ".join(module.options) or "none"
        raise ModuleError(
            f"module {quote(module.name)} has no option {quote(unknown[0])} (its options: {have})"
        )
    merged = {**module.options, **given}
    if module.check_options is not None:
        why = module.check_options(merged)
        if why:
            raise ModuleError(f"module {quote(module.name)}: {why}")
    return merged


def _compose(order: list[str], chosen: dict[str, dict[str, Any]]) -> Ruleset:
    decisions: dict[str, DecisionRule] = {}
    hive_actions: dict[str, HiveActionRule] = {}
    steps: list[TurnStep] = []
    checks: list[tuple[str, Callable[..., None]]] = []
    events: dict[str, list[EventHandler]] = {}
    known_events = set(EVENTS)
    scores: dict[str, ScoreCategory] = {}
    single: dict[str, Any] = {}
    values: dict[str, Any] = {}
    owner: dict[str, str] = {}  # what -> the module that set it
    replaced: dict[str, str] = {}  # what -> the module that replaced it
    provided: set[str] = set()  # what the module being added gives

    def put(module: Module, what: str, table: dict[str, Any], key: str, value: Any) -> None:
        tag = f"{what}:{key}" if what else key
        if key in table and tag not in module.replaces:
            raise ModuleError(
                f"module {quote(module.name)} redefines {tag.replace(':', ' ')!s} of module "
                f"{quote(owner[tag])} without declaring it: add {quote(tag)} to its replaces"
            )
        if key not in table and tag in module.replaces:
            raise ModuleError(
                f"module {quote(module.name)} replaces {quote(tag)}, "
                "which no module before it defines"
            )
        if tag in replaced:
            raise ModuleError(
                f"modules {quote(replaced[tag])} and {quote(module.name)} both replace {quote(tag)}"
            )
        if tag in module.replaces:
            replaced[tag] = module.name
        table[key] = value
        owner[tag] = module.name
        provided.add(tag)

    for name in order:
        module = get_module(name)
        provided.clear()
        for kind, rule in module.decisions.items():
            put(module, "decision", decisions, kind, rule)
        for kind, rule in module.hive_actions.items():
            put(module, "hive_action", hive_actions, kind, rule)
        for point, value in module.single.items():
            if point not in SINGLE_POINTS:
                raise ModuleError(
                    f"module {quote(name)} sets {quote(point)}, which is not an extension point "
                    f"(those with one value: {', '.join(SINGLE_POINTS)})"
                )
            put(module, "", single, point, value)
        for key, value in module.values.items():
            put(module, "value", values, key, value)
        for category in module.scores:
            put(module, "score", scores, category.name, category)
        table = {s.name: s for s in steps}
        for turn_step in module.end_of_turn:
            if turn_step.name in table:
                put(module, "end_of_turn", table, turn_step.name, turn_step)
                steps = [turn_step if s.name == turn_step.name else s for s in steps]
            elif turn_step.before is not None:
                if turn_step.before not in table:
                    raise ModuleError(
                        f"module {quote(name)} adds the end-of-turn step {quote(turn_step.name)} "
                        f"before {quote(turn_step.before)}, which no module defines"
                    )
                at = [s.name for s in steps].index(turn_step.before)
                steps.insert(at, turn_step)
                owner[f"end_of_turn:{turn_step.name}"] = name
            else:
                steps.append(turn_step)
                owner[f"end_of_turn:{turn_step.name}"] = name
            table = {s.name: s for s in steps}
        check_table = dict(checks)
        for check_name, check in module.after_action:
            put(module, "after_action", check_table, check_name, check)
        checks = list(check_table.items())
        known_events.update(module.new_events)
        for event, handlers in module.events.items():
            if event not in known_events:
                raise ModuleError(
                    f"module {quote(name)} listens to {quote(event)}, which no module emits "
                    f"(events: {', '.join(sorted(known_events))})"
                )
            events.setdefault(event, []).extend(handlers)
        for tag in module.replaces:
            if tag not in owner:
                raise ModuleError(
                    f"module {quote(name)} replaces {quote(tag)}, which no module defines"
                )
            if tag not in provided:
                raise ModuleError(
                    f"module {quote(name)} declares it replaces {quote(tag)} but gives none"
                )
    missing = [p for p in SINGLE_POINTS if p not in single]
    if missing:  # pragma: no cover - the base module sets them all
        raise ModuleError(f"no module sets {', '.join(missing)}")
    return Ruleset(
        name="+".join(order),
        decisions=decisions,
        hive_actions=hive_actions,
        end_of_turn=tuple(steps),
        after_action=tuple(check for _, check in checks),
        events={k: tuple(v) for k, v in events.items()},
        scores=tuple(scores.values()),
        values=values,
        modules=tuple(order[1:]),
        options={k: v for k, v in chosen.items() if k != "base"},
        **single,
    )


def module_setup(state: GameState, rules: Ruleset) -> None:
    """Give each module of ``rules`` its state and run its setup, in module order."""
    for name in ("base", *rules.modules):
        module = get_module(name)
        opts = rules.options.get(name, {})
        if module.state is not None:
            state.modules[name] = module.state(state, opts)
        if module.setup is not None:
            module.setup(state, rules, opts)


def module_players(rules: Ruleset) -> tuple[int, int] | None:
    """The player counts the modules of ``rules`` allow (None: the base game's 2 to 4)."""
    low, high = 0, 99
    found = False
    for name in rules.modules:
        span = get_module(name).players
        if span is not None:
            found = True
            low, high = max(low, span[0]), min(high, span[1])
    if not found:
        return None
    if low > high:
        raise ModuleError(Message("game.setup.no_player_count", modules=", ".join(rules.modules)))
    return (low, high)


def module_components(components: Components, rules: Ruleset) -> Components:
    """The component data with every module's changes applied."""
    for name in rules.modules:
        module = get_module(name)
        if module.components is not None:
            components = module.components(components, rules.options.get(name, {}))
    return components


def record_modules(rules: Ruleset) -> dict[str, Any]:
    """What a record stores about the rules: ``{"game", "modules", "options", "digest"}``
    (the digest refuses a record whose modules or options were changed since)."""
    modules = list(rules.modules)
    options = {k: dict(v) for k, v in rules.options.items() if v}
    return {
        "game": GAME,
        "modules": modules,
        "options": options,
        "digest": rules_digest(GAME, modules, options),
    }


from .base import BASE_MODULE  # noqa: E402  (the base module uses the types above)

register(BASE_MODULE)
#: The base game's rules (no modules).
BASE: Ruleset = compose(())

# Registering the shipped modules (each registers itself on import).
from . import (  # noqa: E402, F401
    advanced,
    fall_caps,
    fall_festival,
    fall_fruit,
    fall_leaves,
    fall_sunset,
    solo,
)

__all__ = [
    "BASE",
    "GAME",
    "SINGLE_POINTS",
    "Geometry",
    "Module",
    "ModuleError",
    "Vocabulary",
    "compose",
    "get_module",
    "module_components",
    "module_players",
    "module_setup",
    "ply_claims",
    "record_modules",
    "register",
    "registered",
    "unregister",
]
