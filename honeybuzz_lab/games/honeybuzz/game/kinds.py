"""One spec per action kind: its class, words, place on the table and bot feature.

An :class:`ActionKind` says everything the package needs to know about one kind of
action: the :class:`~.actions.Action` class, the button's label (a function of the state
and the action, giving a :class:`~honeybuzz_lab.core.i18n.Message`), the catalogue keys
of its verb ("You cannot <verb> now") and of its phrase ("Anna to <phrase>", for a decision named
like the kind), where on the table it is answered (:class:`Target`, sent to the page as data),
whether the decision panel shows it as a button, and how the greedy bot values it (``score``, a
function of the bot's value model and the action).

What the lessons, the classroom and the page do with a kind comes from its spec too:
``same`` (which answers the Why? advisor shows as one option: beelines of several heights
for one tile), ``advice`` (the advisor's extra sentences about an option: the other forms,
what a sale does to the market), ``outline`` (what a table outlines for an answer, when
more than its target: a placed tile's two hexes), ``draw`` (the name of a drawing the page
has for the kind, see :data:`DRAWINGS`), ``motion`` (which way the actor's piece flies when the
move is shown, see :data:`MOTIONS`) and ``claims`` (what a classroom demo's note may
claim about a move of the kind, checked by the engine).

A game has one :class:`KindRegistry`; Honey Buzz's is :data:`KINDS`. The base game and
every module declare their kinds in their :class:`~.registry.Module` (``kinds=(...)``) and
registering the module registers them; nothing else names a kind. A module may carry the
texts of its kinds in the spec (``texts={"en": {...}, "hu": {...}}``), added to the
catalogues while the module is registered.

>>> KINDS["take_tile"].target.to_json()
{'on': 'box', 'param': 'tile', 'click': True}
>>> KINDS["recall"].verb, KINDS["recall"].button
('game.verb.recall', True)
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any

from ....core.inputs import quote
from ....core.kinds import KindError
from ....core.kinds import KindRegistry as CoreKindRegistry
from .actions import Action, forget_kind, remember_kind
from .rules import in_words

if TYPE_CHECKING:
    from ....core.i18n import Message
    from .state import GameState

#: The places of the table an action can be answered at (the page draws each).
PLACES = ("space", "box", "hex", "market", "order", "button")

#: The drawings the page has for a kind beyond its target (``ActionKind.draw``; "" for
#: none, the target with the kind's label): ``start`` (a field space's badge says where
#: the game starts), ``scout`` (a space's badge says it moves the token without
#: foraging), ``sell`` (a market column's quantity button with the coins), ``instead`` (a
#: market column's head answers it: the value that drops instead), ``placing`` (the
#: hive's tray and ghost tile: the action has ``anchor`` and ``direction``).
DRAWINGS = ("", "start", "scout", "sell", "instead", "placing")

#: How the page shows a move of the kind once made (``ActionKind.motion``; "" for none):
#: ``taken``, the actor's piece flies from the target to their board (a tile from its
#: stack); ``given``, from their board to the target (a worker to a space); ``traded``, both
#: ways (the forage token to a space, the nectar tile there back to the forager).
MOTIONS = ("", "taken", "given", "traded")


@dataclass(frozen=True)
class Target:
    """Where on the table a kind is answered: ``on`` a place of :data:`PLACES`, at the
    place its action's field ``param`` names (a space, a tile kind's box, a hex of the
    deciding player's hive, a resource's market column, an order stack). ``click``: a
    click on that place asks for this kind when no legal answer is there (the engine then
    says why not). A ``"button"`` is answered on the decision panel."""

    on: str
    param: str | None = None
    click: bool = False

    def __post_init__(self) -> None:
        if self.on not in PLACES:
            raise KindError(f"a target is on one of {', '.join(PLACES)}, not {quote(self.on)}")
        if (self.param is None) != (self.on == "button"):
            raise KindError(f"a target on {quote(self.on)} needs the action's field: param")

    def to_json(self) -> dict[str, Any]:
        """``{"on", "param", "click"}`` (what the page reads)."""
        return {"on": self.on, "param": self.param, "click": self.click}

    def place(self, state: GameState, action: Action, seat: int | None) -> list[Any]:
        """The place ``action`` is answered at, as the page keys it: ``["space", r, c]``,
        ``["box", box, kind]``, ``["hex", seat, q, r]``, ``["market", resource]``,
        ``["order", stack]`` or ``["button"]``."""
        if self.param is None:
            return [self.on]
        value = getattr(action, self.param)
        if self.on == "space":
            return ["space", *value]
        if self.on == "hex":
            return ["hex", seat, *value]
        if self.on == "box":
            return ["box", state.box_of(value).name, value]
        return [self.on, value]


#: A button's label: ``label(state, action)``.
Label = Callable[["GameState", "Action"], "Message"]
#: A bot feature: ``score(view, action)``, the view being the greedy bot's value model.
Score = Callable[[Any, "Action"], float]
#: Numbers the page draws beside a target: ``info(game, action, seat)`` (costs, gains).
Info = Callable[[Any, "Action", int], dict[str, Any]]
#: Which answers are one option for a learner: ``same(state, seat, action)`` (a key).
Same = Callable[["GameState", int, "Action"], Hashable]
#: The advisor's sentences about an option: ``advice(state, seat, action, others)``,
#: ``others`` being the answers grouped with it (``same``).
Advice = Callable[["GameState", int, "Action", Sequence["Action"]], list["Message"]]
#: What a table outlines for an answer: ``outline(state, seat, action)`` (highlight items).
Outline = Callable[["GameState", int, "Action"], list[dict[str, Any]]]
#: A claim a demo's note may make about a move: (what it claims, ``value(state, action)``
#: from the position before the move; the note's value must equal it).
Claim = tuple[str, Callable[["GameState", "Action"], Any]]


def _no_label(state: GameState, action: Action) -> Message:  # pragma: no cover
    raise KindError(f"no label for {action!r}")


@dataclass(frozen=True)
class ActionKind:
    """The spec of one action kind (see the module docstring)."""

    action: type[Action]
    label: Label = _no_label
    target: Target = Target("button")
    score: Score | None = None
    button: bool = False  # shown as a button on the decision panel (else in "All choices")
    verb: str = ""  # catalogue key; default game.verb.<kind>
    phrase: str = ""  # catalogue key; default game.phrase.<kind>
    texts: Mapping[str, Mapping[str, str]] = field(default_factory=dict)  # language -> texts
    info: Info | None = None  # what the page draws beside its target (None: nothing)
    did: str = ""  # catalogue key of a lesson's "you <did>" line; default ui.did.<kind>
    same: Same | None = None  # answers the advisor shows as one option (None: each apart)
    advice: Advice | None = None  # the advisor's extra sentences about an option
    outline: Outline | None = None  # what a table outlines for an answer (None: its target)
    draw: str = ""  # the page's drawing for the kind (one of DRAWINGS; "": its target only)
    motion: str = ""  # how the page shows the move once made (one of MOTIONS; "": none)
    claims: Mapping[str, Claim] = field(default_factory=dict)  # a demo note's claims

    def __post_init__(self) -> None:
        if not (isinstance(self.action, type) and issubclass(self.action, Action)):
            raise KindError(f"an action kind needs an Action class, not {quote(self.action)}")
        if not self.action.kind:
            raise KindError(f"{self.action.__name__} has no kind name")
        if self.label is _no_label:
            raise KindError(f"action kind {quote(self.name)} needs a label function")
        if self.score is None:
            raise KindError(f"action kind {quote(self.name)} needs a bot feature (score)")
        if not isinstance(self.target, Target):
            raise KindError(f"the target of {quote(self.name)} must be a Target")
        if self.target.on != "button" and self.target.param not in _field_names(self.action):
            raise KindError(
                f"the target of {quote(self.name)} names {quote(self.target.param)}, "
                f"which is not a field of {self.action.__name__}"
            )
        if self.draw not in DRAWINGS:
            raise KindError(
                f"the page draws {quote(self.name)} as one of {', '.join(DRAWINGS[1:])} "
                f"or nothing more than its target, not {quote(self.draw)}"
            )
        if self.motion not in MOTIONS or (self.motion and self.target.on == "button"):
            raise KindError(
                f"a move of {quote(self.name)} flies 'taken', 'given' or 'traded' between the "
                f"actor and a target on the table, or not at all, not {quote(self.motion)}"
            )
        object.__setattr__(self, "verb", self.verb or f"game.verb.{self.name}")
        object.__setattr__(self, "phrase", self.phrase or f"game.phrase.{self.name}")
        object.__setattr__(self, "did", self.did or f"ui.did.{self.name}")

    @property
    def name(self) -> str:
        """The kind's name (the action's ``kind``)."""
        return self.action.kind

    def page(self) -> dict[str, Any]:
        """What the page reads about the kind: its target, whether it is a button, its
        drawing and its motion."""
        return {
            **self.target.to_json(),
            "button": self.button,
            "draw": self.draw,
            "motion": self.motion,
        }


def _field_names(cls: type) -> set[str]:
    return {f.name for f in fields(cls)}


class KindRegistry(CoreKindRegistry[ActionKind]):
    """Honey Buzz's action kinds, by name (the shared registry,
    :class:`honeybuzz_lab.core.kinds.KindRegistry`, with what Honey Buzz's page, advisor and
    classroom read of them)."""

    def __init__(self, game: str):
        super().__init__(game, ActionKind)

    def added(self, spec: ActionKind) -> None:
        """A module's action becomes readable from a record's JSON by its kind."""
        remember_kind(spec.action, label)

    def removed(self, spec: ActionKind) -> None:
        forget_kind(spec.name)

    def page(self) -> dict[str, dict[str, Any]]:
        """Per kind, what the page reads (its target, whether it is a button, its drawing)."""
        return {name: spec.page() for name, spec in self._kinds.items()}

    def drawn(self, drawing: str) -> list[str]:
        """The kinds the page draws with ``drawing`` (one of :data:`DRAWINGS`)."""
        return [name for name, spec in self._kinds.items() if spec.draw == drawing]

    def claims(self) -> dict[str, tuple[str, str]]:
        """Every claim a demo note may make about a move: key -> (kind, what it claims)."""
        return {
            key: (name, c[0])
            for name, spec in self._kinds.items()
            for key, c in spec.claims.items()
        }


#: Honey Buzz's action kinds (the base game's and every registered module's).
KINDS = KindRegistry("honeybuzz")


def label(state: GameState, action: Action) -> Message:
    """The button's label of ``action`` in ``state`` (from its kind's spec), in the words of
    the rules' vocabulary."""
    return in_words(state.ruleset, KINDS.spec(action).label(state, action))  # type: ignore[no-any-return]


def target(state: GameState, action: Action, seat: int | None) -> list[Any]:
    """Where on the table ``action`` is answered (see :meth:`Target.place`)."""
    return KINDS.spec(action).target.place(state, action, seat)


def info(game: Any, action: Action, seat: int) -> dict[str, Any]:
    """Numbers the page draws beside ``action``'s target for ``seat`` (its kind's ``info``)."""
    spec = KINDS.spec(action)
    return {} if spec.info is None else spec.info(game, action, seat)


def same(state: GameState, seat: int, action: Action) -> Hashable:
    """The key under which a learner sees ``action`` as one option with others (its
    kind's ``same``; else the action itself)."""
    spec = KINDS.spec(action)
    return action if spec.same is None else (action.kind, spec.same(state, seat, action))


def advice(state: GameState, seat: int, action: Action, others: Sequence[Action]) -> list[Message]:
    """The advisor's extra sentences about ``action`` (its kind's ``advice``)."""
    spec = KINDS.spec(action)
    return [] if spec.advice is None else spec.advice(state, seat, action, others)


def marks(state: GameState, seat: int, action: Action) -> list[dict[str, Any]]:
    """What a table outlines to show ``action`` of ``seat`` (highlight items): the kind's
    ``outline`` when it has one, else its target as an area; a button by its kind
    (``{"area": "action", "kind": ...}``)."""
    spec = KINDS.spec(action)
    if spec.outline is not None:
        return spec.outline(state, seat, action)
    place = target(state, action, seat)
    on = place[0]
    if on == "box":
        return [{"area": "box", "name": place[1]}]
    if on == "space":
        return [{"area": "space", "space": place[1:]}]
    if on == "hex":
        return [{"area": "hex", "player": seat, "hex": place[2:]}]
    if on == "market":
        return [{"area": "market", "resource": place[1]}]
    if on == "order":
        return [{"area": "order", "stack": place[1]}]
    return [{"area": "action", "kind": action.kind}]


__all__ = [
    "DRAWINGS",
    "KINDS",
    "PLACES",
    "ActionKind",
    "KindRegistry",
    "Target",
    "advice",
    "info",
    "label",
    "marks",
    "same",
    "target",
]
