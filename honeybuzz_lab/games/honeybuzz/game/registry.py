"""The registry of modules: what a module is (:class:`Module`), registering one, and
composing named modules with their options into one :class:`~.rules.Ruleset`.

The design is in the docstring of :mod:`honeybuzz_lab.games.honeybuzz.game.modules`, whose
modules (the base game's among them) register themselves here when they are imported; the
engine imports them all. This module imports nothing above the rules' types.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from importlib import import_module
from typing import TYPE_CHECKING, Any

from ....core.i18n import Message
from ....core.i18n.catalog import add_texts, remove_texts
from ....core.inputs import quote
from ....core.records import rules_digest
from .errors import SetupError
from .kinds import KINDS, ActionKind
from .rules import (
    EVENTS,
    DecisionRule,
    EventHandler,
    HiveActionRule,
    Ruleset,
    ScoreCategory,
    TurnStep,
    Vocabulary,
)

if TYPE_CHECKING:
    from .components import Components, OrderCard
    from .log import Log
    from .state import GameState

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
    # sentences the setup's log says about the module (after the contest cards)
    setup_lines: Callable[[GameState, Ruleset], list[Message]] | None = None
    # a record written before a rule of the module changed: why it cannot be replayed
    # (``refuse_record(record options, record modules, record setup)``), or None
    refuse_record: (
        Callable[[Mapping[str, Any], list[str], Mapping[str, Any]], str | None] | None
    ) = None
    # a record written before an option existed: the module's options it was played under
    # (``old_options(the record's options of the module)``)
    old_options: Callable[[Mapping[str, Any]], Mapping[str, Any]] | None = None


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
        for language, texts in vocabulary.texts.items():
            remove_texts(language, texts)
    for key in [k for k, rules in _CACHE.items() if name in rules.modules]:
        del _CACHE[key]


#: The shipped modules (``game/modules/<name>.py``); each registers itself when imported.
SHIPPED = (
    "base",
    "advanced",
    "solo",
    "fall_fruit",
    "fall_leaves",
    "fall_caps",
    "fall_festival",
    "fall_sunset",
)


_shipped_loaded = False


def load_shipped() -> None:
    """Import the shipped modules (each registers itself), once: whatever asks the registry
    for a module by name finds every shipped one, whether or not the engine was imported."""
    global _shipped_loaded
    if _shipped_loaded:
        return
    for name in SHIPPED:
        import_module(f"{__package__}.modules.{name}")
    _shipped_loaded = True


def registered() -> list[str]:
    """The names of every registered module, the base game first."""
    load_shipped()
    return list(_REGISTRY)


def ply_claims() -> dict[str, tuple[str, PlyClaim]]:
    """Every registered module's ply claims: key -> (the module's name, its claim)."""
    load_shipped()
    return {key: (m.name, c) for m in _REGISTRY.values() for key, c in m.ply_claims.items()}


def get_module(name: str) -> Module:
    """The registered module called ``name`` (ModuleError naming the known ones if none)."""
    load_shipped()
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
    load_shipped()
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


def value_of(state: GameState, name: str) -> Any:
    """A named value of the rules ``state`` is played under (the base game's if it has none):
    ``"accounting_coins"``, ``"decree_cost"``, ``"decree_choices"``."""
    rules = state.ruleset
    return (compose(()) if rules is None else rules).value(name)
