"""What the table shows of the advanced variant: nothing of its own (its face-down tiles
are the woodland's, drawn from the seat's view), and its place in the "New game" dialog."""

from __future__ import annotations

from . import TablePart, register

#: The table's part of the module (registered with the table's module parts).
PART = register(TablePart("advanced", offered=0))

__all__ = ["PART"]
