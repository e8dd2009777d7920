"""The engine's errors: a game that cannot be set up (below the setup and the module
registry, which both raise it) and an action that may not be taken now (here, not in the
engine, so that what catches it does not load the engine)."""

from __future__ import annotations

from ....core.i18n import Message
from .rule_ids import rule_of


class SetupError(ValueError):
    """The requested game cannot be set up (nothing was built).

    Its reason is a :class:`~honeybuzz_lab.core.i18n.Message` where a learner can meet it
    (player counts, module mixes: ``game.setup.*`` in the catalogues), so a table says it in its own
    language; ``str(error)`` is the English text either way.
    """

    @property
    def reason(self) -> str:
        """The reason: a catalogue Message, or plain English text."""
        return self.args[0] if self.args else ""


class IllegalAction(ValueError):
    """An action that may not be taken now; ``reason`` says why in words and ``rule`` is
    the id of the rule that refuses it (see :mod:`.rule_ids`). Nothing changed."""

    def __init__(self, reason: str, action: object = None, rule: str | None = None):
        super().__init__(reason)
        self.reason = reason
        self.action = action
        self.rule = rule or rule_of(reason)

    def text(self, language: str = "en") -> str:
        """The reason in ``language`` (a reason that is not a Message stays as it is)."""
        if language == "en" or not isinstance(self.reason, Message):
            return self.reason
        return self.reason.text(language)
