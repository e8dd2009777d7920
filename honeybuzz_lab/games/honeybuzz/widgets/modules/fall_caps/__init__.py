"""Nectar Caps' part of the table (``_modules["fall.caps"]``): its data for a seat's view
(:mod:`.encode`) and its part of the saved picture (:mod:`.picture`: the part and the caps
on the hives), registered once here."""

from __future__ import annotations

from .. import PagePart, TablePart, register
from .encode import NAME, encode_caps, is_capped
from .picture import caps_html, hive_caps

#: The table's part of the module (registered with the table's module parts).
PART = register(
    TablePart(
        NAME,
        encode_caps,
        {"caps": PagePart(needs=("_highlight",), picture=caps_html)},
        offered=4,
        marks=hive_caps,
    )
)


__all__ = ["PART", "encode_caps", "is_capped"]
