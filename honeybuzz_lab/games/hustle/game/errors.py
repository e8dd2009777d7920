"""The errors of the Honeycomb Hustle engine: one base type, a clear reason each."""

from __future__ import annotations

from ....core.inputs import InputError


class HustleError(InputError):
    """Anything the Honeycomb Hustle engine refuses; the message says why (cut short if
    it would quote a huge value)."""

    def text(self, language: str = "en") -> str:
        """The message in ``language`` (a message without a translation stays as it is)."""
        said = getattr(self.args[0] if self.args else "", "text", None)
        return said(language) if callable(said) else str(self)


class ActionError(HustleError):
    """A text or JSON value that is not an action."""


class IllegalAction(HustleError):
    """An action that may not be taken now; ``reason`` says why and ``rule`` is the id of
    the rule that refuses it (see :mod:`.rule_ids`). Nothing changed."""

    def __init__(self, reason: str, action: object = None, rule: str | None = None):
        super().__init__(reason)
        self.reason = reason
        self.action = action
        self.rule = rule


class RecordError(HustleError):
    """A game record that cannot be read or replayed (no game was built)."""


class TableRefusal(HustleError):
    """A table's request that may not be carried out now (a new game while one is in
    progress, an undo past chance); the message says why, and ``rule`` is the id of the
    game's rule behind it (None: a convention of the table, not a rule of the game, such
    as answering the offer to continue first). Nothing changed."""

    def __init__(self, reason: object, rule: str | None = None):
        super().__init__(reason)
        self.rule = rule


class SetupError(HustleError):
    """A game that cannot be set up as asked."""
