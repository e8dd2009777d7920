"""Messages from the Honeycomb Hustle table's page to Python, checked into commands.

The page sends JSON objects with a ``kind``:

- ``{"kind": "act", "action": "place 1,-1 2"}``: answer the pending decision (the action
  in the notation of :mod:`.actions`; a placement may name any turn that gives the same
  marks as a legal one);
- ``{"kind": "undo"}``, ``{"kind": "redo"}``: take back or replay the learner's decision
  (and the bots' answers after it);
- ``{"kind": "new_game"}``: the same players and bots again, from a new random seed.

:func:`parse_table_message` raises :class:`TableMessageError` (a :class:`HustleError`
and the shared :class:`~honeybuzz_lab.core.messages.MessageError`) with a specific reason
for anything else; the table shows it and changes nothing. Whether an action may be taken
now is the engine's question (``IllegalAction``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ....core.inputs import quote
from ....core.messages import Act, MessageError, Redo, Undo, parse_command
from ..game.actions import Action, parse_action
from ..game.errors import ActionError, HustleError

FIELDS: dict[str, frozenset[str]] = {
    "act": frozenset({"action"}),
    "undo": frozenset(),
    "redo": frozenset(),
    "new_game": frozenset(),
}


class TableMessageError(HustleError, MessageError):
    """A message from the table's page that cannot be carried out (nothing changed)."""


#: The commands both games' tables share (:mod:`honeybuzz_lab.core.messages`), by this
#: table's names.
UndoDecision = Undo
RedoDecision = Redo


@dataclass(frozen=True)
class NewGame:
    pass


TableCommand = Act | Undo | Redo | NewGame


def parse_table_message(content: object) -> TableCommand:
    """The command ``content`` asks for; TableMessageError says exactly what is wrong."""
    make = {
        "act": _act,
        "undo": lambda _: Undo(),
        "redo": lambda _: Redo(),
        "new_game": lambda _: NewGame(),
    }
    return parse_command(content, FIELDS, make, error=TableMessageError)  # type: ignore[return-value]


def _act(content: dict[str, Any]) -> Act[Action]:
    raw = content["action"]
    if not isinstance(raw, str):
        raise TableMessageError(
            f"'action' must be an action written as text (\"done\"), not {quote(raw)}"
        )
    try:
        return Act(parse_action(raw))
    except ActionError as e:
        raise TableMessageError(str(e)) from None
