"""Autumn Leaves' part of the table (``_modules["fall.leaves"]``): its data for a seat's view
(:mod:`.encode`) and its part of the saved picture (:mod:`.picture`: the part, the leaves on
the hives and on the stacks' tops), registered once here."""

from __future__ import annotations

from .. import PagePart, TablePart, register
from .encode import NAME, encode_leaves, is_leafy
from .picture import hive_leaves, leaves_html, stack_leaves

#: The table's part of the module (registered with the table's module parts).
PART = register(
    TablePart(
        NAME,
        encode_leaves,
        {"leaves": PagePart(needs=("_highlight",), picture=leaves_html)},
        offered=3,
        marks=hive_leaves,
        stack_marks=stack_leaves,
    )
)


__all__ = ["PART", "encode_leaves", "is_leafy"]
