"""One spec per action kind: its class, words, place on the table and bot feature.

An :class:`ActionKind` says everything the package needs to know about one kind of
action: the :class:`~.actions.Action` class, the button's label (a function of the state
and the action, giving a :class:`~honeybuzz_lab.i18n.Message`), the catalogue keys of its
verb ("You cannot <verb> now") and of its phrase ("Anna to <phrase>", for a decision named
like the kind), where on the table it is answered (:class:`Target`, sent to the page as
data), whether the decision panel shows it as a button, and how the greedy bot values it
(``score``, a function of the bot's value model and the action).

A game has one :class:`KindRegistry`; Honey Buzz's is :data:`KINDS`. The base game and
every module declare their kinds in their :class:`~.modules.Module` (``kinds=(...)``) and
registering the module registers them; nothing else names a kind. A module may carry the
texts of its kinds in the spec (``texts={"en": {...}, "hu": {...}}``), added to the
catalogues while the module is registered.

>>> KINDS["take_tile"].target.to_json()
{'on': 'box', 'param': 'tile', 'click': True}
>>> KINDS["recall"].verb, KINDS["recall"].button
('game.verb.recall', True)
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..inputs import quote

if TYPE_CHECKING:
    from ..i18n import Message
    from .actions import Action
    from .state import GameState

#: The places of the table an action can be answered at (the page draws each).
PLACES = ("space", "box", "hex", "market", "order", "button")


class KindError(ValueError):
    """An action kind spec that is incomplete, or a kind registered twice; says which."""


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

    def __post_init__(self) -> None:
        from .actions import Action

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
        object.__setattr__(self, "verb", self.verb or f"game.verb.{self.name}")
        object.__setattr__(self, "phrase", self.phrase or f"game.phrase.{self.name}")
        object.__setattr__(self, "did", self.did or f"ui.did.{self.name}")

    @property
    def name(self) -> str:
        """The kind's name (the action's ``kind``)."""
        return self.action.kind

    def page(self) -> dict[str, Any]:
        """What the page reads about the kind: its target and whether it is a button."""
        return {**self.target.to_json(), "button": self.button}


def _field_names(cls: type) -> set[str]:
    from dataclasses import fields

    return {f.name for f in fields(cls)}


class KindRegistry(Mapping[str, ActionKind]):
    """The action kinds of one game, by name, in the order they were registered."""

    def __init__(self, game: str):
        self.game = game
        self._kinds: dict[str, ActionKind] = {}
        self._owner: dict[str, str] = {}

    def add(self, spec: ActionKind, owner: str) -> None:
        """Register ``spec`` for module ``owner`` (KindError if another module has it)."""
        if not isinstance(spec, ActionKind):
            raise KindError(f"only an ActionKind can be registered, not {quote(spec)}")
        had = self._owner.get(spec.name)
        if had is not None and (had != owner or self._kinds[spec.name] is not spec):
            raise KindError(
                f"action kind {quote(spec.name)} is already registered by module {quote(had)}"
            )
        from .actions import remember_kind

        remember_kind(spec.action)
        if spec.texts:
            from ..i18n.catalog import add_texts

            for language, texts in spec.texts.items():
                add_texts(language, texts)
        self._kinds[spec.name] = spec
        self._owner[spec.name] = owner

    def remove(self, owner: str) -> None:
        """Forget every kind module ``owner`` registered (and the texts it brought)."""
        from ..i18n.catalog import remove_texts
        from .actions import forget_kind

        for name in [n for n, o in self._owner.items() if o == owner]:
            spec = self._kinds.pop(name)
            del self._owner[name]
            forget_kind(name)
            for language, texts in spec.texts.items():
                remove_texts(language, texts)

    def owner(self, name: str) -> str:
        """The module that registered kind ``name``."""
        return self._owner[name]

    def spec(self, action: Action) -> ActionKind:
        """The spec of ``action``'s kind (KindError if its kind is not registered)."""
        try:
            return self._kinds[action.kind]
        except KeyError:
            raise KindError(f"{quote(action.kind)} is not a registered action kind") from None

    def page(self) -> dict[str, dict[str, Any]]:
        """Per kind, what the page reads (its target, whether it is a button)."""
        return {name: spec.page() for name, spec in self._kinds.items()}

    def __getitem__(self, name: str) -> ActionKind:
        return self._kinds[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._kinds)

    def __len__(self) -> int:
        return len(self._kinds)

    def __repr__(self) -> str:
        return f"KindRegistry({self.game!r}, {list(self._kinds)})"


#: Honey Buzz's action kinds (the base game's and every registered module's).
KINDS = KindRegistry("honeybuzz")


def label(state: GameState, action: Action) -> Message:
    """The button's label of ``action`` in ``state`` (from its kind's spec), in the words of
    the rules' vocabulary."""
    from .rules import in_words

    return in_words(state.ruleset, KINDS.spec(action).label(state, action))  # type: ignore[no-any-return]


def target(state: GameState, action: Action, seat: int | None) -> list[Any]:
    """Where on the table ``action`` is answered (see :meth:`Target.place`)."""
    return KINDS.spec(action).target.place(state, action, seat)


def info(game: Any, action: Action, seat: int) -> dict[str, Any]:
    """Numbers the page draws beside ``action``'s target for ``seat`` (its kind's ``info``)."""
    spec = KINDS.spec(action)
    return {} if spec.info is None else spec.info(game, action, seat)


def marks(state: GameState, seat: int, action: Action) -> list[dict[str, Any]]:
    """What a table outlines to show ``action`` of ``seat`` (highlight items): its target
    as an area; a button by its kind (``{"area": "action", "kind": ...}``)."""
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
    "KINDS",
    "PLACES",
    "ActionKind",
    "KindError",
    "KindRegistry",
    "Target",
    "info",
    "label",
    "marks",
    "target",
]
