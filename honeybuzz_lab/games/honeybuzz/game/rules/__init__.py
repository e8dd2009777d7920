"""The rules of the base game, one module per rule area, and the :class:`Ruleset` they make.

A :class:`Ruleset` is what the engine plays by: every decision, every hive action and
every extension point (end-of-turn steps, turn order, who decides, events, score
categories, the outcome, the field's geometry, the vocabulary). It is never built by hand:
:func:`honeybuzz_lab.games.honeybuzz.game.registry.compose` builds it from the base game and the
named modules of a game, so that a game record can name exactly the rules it was played under (see
:mod:`honeybuzz_lab.games.honeybuzz.game.modules` for the design).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .....core.i18n import Message
from ...hive import Nectar
from ..components import RESOURCES
from ..geometry import Geometry

if TYPE_CHECKING:
    from ..actions import Action, Space
    from ..log import Log
    from ..state import GameState


@dataclass(frozen=True)
class DecisionRule:
    """One kind of pending decision: its options, how an answer is applied, its prompt."""

    actions: tuple[str, ...]  # the action kinds that answer it
    options: Callable[[GameState, Ruleset], list[Action]]
    apply: Callable[[GameState, Ruleset, Action, Log], None]
    prompt: Callable[[GameState, Ruleset], str]
    explain: Callable[[GameState, Ruleset, Action], str | None] | None = None
    auto: bool = False  # apply the only option automatically (sub-steps of an action)


@dataclass(frozen=True)
class HiveActionRule:
    """One of the six hive actions: whether it can be taken now, and how it starts."""

    possible: Callable[[GameState, Ruleset, int], str | None]  # None, or why it cannot
    start: Callable[[GameState, Ruleset, str, Log], None]  # (state, rules, source, log)


@dataclass(frozen=True)
class TurnStep:
    """One step of the very end of a turn (after the player ends it), run in order.

    ``before`` names the step this one is run before (when a module adds it); a step that
    ends the game stops the steps after it.
    """

    name: str
    run: Callable[[GameState, Ruleset, Log], None]
    before: str | None = None


@dataclass(frozen=True)
class ScoreCategory:
    """An additive score category: ``points(state, rules)`` gives every seat's points."""

    name: str
    points: Callable[[GameState, Ruleset], list[int]]
    label: str = ""  # the i18n key of its name ("" = game.category.<name>)


@dataclass(frozen=True)
class Vocabulary:
    """The game's resources as data: the pollen-like resource (what a forage gains when it
    collects no nectar) and the honey types (the hive's nectar types the market buys).

    Every name is a market column, a key of a player's ``resources`` and of an order's
    needs. ``texts`` (language -> catalogue key -> text) carries the words of a name the
    base catalogues lack (``terms.resource.<name>``, and for the pollen-like resource its
    word in running text, ``terms.resource_word.<name>``); registering the module adds them.
    """

    pollen: str
    honeys: tuple[str, ...]
    texts: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    # catalogue key -> the key said instead under these rules (Fall Fruit's honeys: the
    # spring nectar's words become the fall honey's), applied by :func:`in_words` to the
    # engine's messages and by :func:`worded` to whole catalogues; the engine's keys only
    # (``terms.``, ``game.``): the page's are the widgets' (``widgets/words.py``)
    words: Mapping[str, str] = field(default_factory=dict)
    # resource -> the catalogue key of its letter, for a resource whose letter is not the
    # base game's (the table's chips: upper case; the hive's cells: lower case)
    letters: Mapping[str, str] = field(default_factory=dict)
    # resource -> its colour, for a resource the base palette has none for
    colours: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        kinds = {n.value for n in Nectar}
        odd = [h for h in self.honeys if h not in kinds]
        if odd:
            raise ValueError(
                f"a honey type is one of the hive's nectar types ({', '.join(sorted(kinds))}), "
                f"not {odd[0]!r}"
            )
        if self.pollen in self.honeys:
            raise ValueError(f"{self.pollen!r} cannot be both the pollen and a honey type")

    @property
    def resources(self) -> tuple[str, ...]:
        """Every resource: pollen first, then the honey types."""
        return (self.pollen, *self.honeys)


def in_words(rules: Ruleset | None, value: Any) -> Any:
    """``value`` (a Message, or anything else, returned as it is) with the words the rules'
    vocabulary says instead (``Vocabulary.words``), nested messages included; a log line's
    private versions too."""
    words = None if rules is None or rules.vocabulary is None else rules.vocabulary.words
    if not words:
        return value
    return reword(value, words)


def words_of(rules: Ruleset | None) -> Mapping[str, str]:
    """The rules' vocabulary's words (catalogue key -> the key said instead); ``{}`` for
    the base game."""
    if rules is None or rules.vocabulary is None:
        return {}
    return rules.vocabulary.words


def worded(texts: Mapping[str, Any], rules: Ruleset | None) -> dict[str, Any]:
    """A whole catalogue (key -> text) as the game under ``rules`` says it: each key of the
    vocabulary's words that ``texts`` has takes the text of the key said instead (when
    ``texts`` has that one too). The base game's catalogue comes back unchanged.

    >>> worded({"a": "Rosemary", "b": "Buckwheat"}, None)
    {'a': 'Rosemary', 'b': 'Buckwheat'}
    """
    out = dict(texts)
    for key, instead in words_of(rules).items():
        if key in out and instead in texts:
            out[key] = texts[instead]
    return out


def reword(value: Any, words: Mapping[str, str]) -> Any:
    """``value`` (a Message, a list of them, or anything else, returned as it is) with each
    catalogue key that ``words`` names said by the key it gives instead."""
    if isinstance(value, (list, tuple)):
        return type(value)(reword(v, words) for v in value)
    if not isinstance(value, Message):
        return value
    params = {k: reword(v, words) for k, v in value.params.items()}
    key = words.get(value.key, value.key)
    # a name from the data said instead by a catalogue text keeps no data default
    out = type(value)(key, value.default if key == value.key else None, **params)
    private = getattr(value, "private", None)
    if private is not None:
        out.private = {seat: reword(m, words) for seat, m in private.items()}  # type: ignore[attr-defined]
    return out


#: An event handler: ``handler(state, rules, log, data)``.
EventHandler = Callable[["GameState", "Ruleset", "Log", Mapping[str, Any]], None]


@dataclass(frozen=True)
class Ruleset:
    """Every replaceable rule of a game: the base game plus its modules, composed."""

    name: str
    decisions: Mapping[str, DecisionRule]
    hive_actions: Mapping[str, HiveActionRule]
    accounting_coins: Callable[[GameState, int], int]
    forage_reach: Callable[[GameState, int], dict[Space, int]]
    forage_yield: Callable[[GameState, int, Space], Any]
    decree_choices: Callable[[GameState, Ruleset, int], list[str]]
    end_trigger: Callable[[GameState, Ruleset], str | None]
    final_scores: Callable[[GameState, Ruleset], dict[str, Any]]
    # ---- extension points (see honeybuzz_lab.games.honeybuzz.game.modules)
    end_of_turn: tuple[TurnStep, ...] = ()
    next_turn: Callable[[GameState, Ruleset, Log], None] | None = None
    decider: Callable[[GameState], int | None] | None = None
    after_action: tuple[Callable[[GameState, Ruleset, Log], None], ...] = ()
    events: Mapping[str, tuple[EventHandler, ...]] = field(default_factory=dict)
    scores: tuple[ScoreCategory, ...] = ()
    outcome: Callable[[GameState, Ruleset, list[dict[str, Any]]], dict[str, Any]] | None = None
    geometry: Geometry | None = None
    vocabulary: Vocabulary | None = None
    values: Mapping[str, Any] = field(default_factory=dict)
    # ---- what it was composed from (a record stores these)
    modules: tuple[str, ...] = ()
    options: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)

    def value(self, name: str) -> Any:
        """A named number of the rules (``"accounting_coins"``, ``"decree_cost"``, ...)."""
        return self.values[name]


#: The events the base rules emit (a module may listen to them and add its own);
#: ``drone_turn_ended``: a turn played outside the end-of-turn steps (the solitaire
#: variant's drone turn) has ended, so what counts at the end of a turn counts now.
EVENTS = (
    "tile_stack_emptied",
    "order_stack_emptied",
    "value_bottomed",
    "last_nectar",
    "drone_turn_ended",
)


def resources(state: GameState) -> tuple[str, ...]:
    """The resources of the game ``state`` is played under (pollen and honeys in the base)."""
    rules = state.ruleset
    if rules is None or rules.vocabulary is None:
        return RESOURCES
    return rules.vocabulary.resources


def emit(state: GameState, log: Log, event: str, **data: Any) -> None:
    """Tell every module listening to ``event`` that it happened (``data`` says what)."""
    rules = state.ruleset
    if rules is None:
        return
    handlers = rules.events.get(event)
    if handlers:
        for handler in handlers:
            handler(state, rules, log, data)
