"""The engine's error for a game that cannot be set up (below the setup and the module
registry, which both raise it)."""

from __future__ import annotations


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
