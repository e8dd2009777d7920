"""One registry of action kinds per game: the place to add a kind, shared by both games.

A game's action kinds are specs (one per kind of action: how it is said, where on the page
it is answered, how a bot weighs it), each with a ``name`` (its action's ``kind``) and
optional ``texts`` (``{language: {key: template}}``, added to the catalogues while it is
registered). :class:`KindRegistry` keeps them by name in the order they came, each with its
owner (the game, or the module that added it): a kind another owner registered is refused,
and :meth:`~KindRegistry.remove` takes an owner's kinds (and their texts) away again.
Honey Buzz's registry is :data:`honeybuzz_lab.games.honeybuzz.game.kinds.KINDS`, Honeycomb Hustle's
:data:`honeybuzz_lab.games.hustle.game.kinds.KINDS`.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, Generic, TypeVar

from .i18n.catalog import add_texts, remove_texts
from .inputs import quote

S = TypeVar("S")


class KindError(ValueError):
    """An action kind spec that is incomplete, or a kind registered twice; says which."""


class KindRegistry(Mapping[str, S], Generic[S]):
    """The action kinds of one game, by name, in the order they were registered."""

    def __init__(self, game: str, spec_type: type[S]):
        self.game = game
        self.spec_type = spec_type
        self._kinds: dict[str, S] = {}
        self._owner: dict[str, str] = {}

    def add(self, spec: S, owner: str) -> None:
        """Register ``spec`` for ``owner`` (KindError if another owner has that kind)."""
        if not isinstance(spec, self.spec_type):
            raise KindError(
                f"only a {self.spec_type.__name__} can be registered, not {quote(spec)}"
            )
        name: str = spec.name  # type: ignore[attr-defined]
        had = self._owner.get(name)
        if had is not None and (had != owner or self._kinds[name] is not spec):
            raise KindError(f"action kind {quote(name)} is already registered by {quote(had)}")
        self.added(spec)
        for language, texts in getattr(spec, "texts", {}).items():
            add_texts(language, texts)
        self._kinds[name] = spec
        self._owner[name] = owner

    def remove(self, owner: str) -> None:
        """Forget every kind ``owner`` registered (and the texts it brought)."""
        for name in [n for n, o in self._owner.items() if o == owner]:
            spec = self._kinds.pop(name)
            del self._owner[name]
            self.removed(spec)
            for language, texts in getattr(spec, "texts", {}).items():
                remove_texts(language, texts)

    def added(self, spec: S) -> None:
        """Runs as ``spec`` is registered (a game may make its action readable here)."""

    def removed(self, spec: S) -> None:
        """Runs as ``spec`` is taken away."""

    def owner(self, name: str) -> str:
        """Who registered kind ``name``."""
        return self._owner[name]

    def spec(self, action: Any) -> S:
        """The spec of ``action``'s kind (KindError if its kind is not registered)."""
        try:
            return self._kinds[action.kind]
        except (KeyError, AttributeError):
            what = getattr(action, "kind", action)
            raise KindError(f"{quote(what)} is not a registered {self.game} action kind") from None

    def __getitem__(self, name: str) -> S:
        return self._kinds[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._kinds)

    def __len__(self) -> int:
        return len(self._kinds)

    def __repr__(self) -> str:
        return f"KindRegistry({self.game!r}, {list(self._kinds)})"
