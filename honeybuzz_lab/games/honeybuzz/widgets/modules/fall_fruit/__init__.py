"""Fall Fruit's part of the table (``_modules["fall.fruit"]``): its data for a seat's view
(:mod:`.encode`) and its part of the saved picture (:mod:`.picture`), registered once here."""

from __future__ import annotations

from .. import PagePart, TablePart, register
from .encode import MODULE, PAGE_WORDS, encode_fruit, has_fruit
from .picture import fruit_picture

#: The table's part of the module (registered with the table's module parts).
PART = register(
    TablePart(
        MODULE,
        encode_fruit,
        {
            "fruit": PagePart(
                needs=("_field", "_players", "_pending", "_last", "_highlight"),
                beside="woodland",
                picture=fruit_picture,
            )
        },
        offered=2,
        hides=("woodland", "market.pollen"),
        words=PAGE_WORDS,
    )
)


__all__ = ["PAGE_WORDS", "PART", "encode_fruit", "has_fruit"]
