"""The solitaire variant's part of the table (``_modules["solo"]``): its data for a seat's
view (:mod:`.encode`) and its part of the saved picture (:mod:`.picture`), registered once
here."""

from __future__ import annotations

from .. import PagePart, TablePart, register
from .encode import DRONE_KEYS, drone_steps, encode_solo, is_solo, with_pause
from .picture import solo_html

#: The table's part of the module (registered with the table's module parts).
PART = register(
    TablePart(
        "solo",
        encode_solo,
        {"solo": PagePart(needs=("_highlight",), picture=solo_html, top=True)},
        page=with_pause,
        offered=6,
    )
)


__all__ = ["DRONE_KEYS", "PART", "drone_steps", "encode_solo", "is_solo"]
