"""Engine results said in the learner's language (cells, icons, illegal placements)."""

from __future__ import annotations

from collections.abc import Sequence

from ..hive import Action, Hex, HiveTile, Nectar, PlacementEffect, Verdict
from ..hive.hexes import fmt
from ..hive.starting import ConfigurationCard
from .texts import Catalog


def action_name(texts: Catalog, action: Action) -> str:
    """``New Bee`` / ``Új Méh``."""
    return texts[f"ui.action.{action.value}"]


def capitalize(text: str) -> str:
    """``text`` with its first letter upper-case (the rest unchanged)."""
    return text[:1].upper() + text[1:]


def join(texts: Catalog, items: Sequence[str]) -> str:
    """``a, b and c`` in the catalogue's language."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return texts["ui.list.comma"].join(items[:-1]) + texts["ui.list.and"] + items[-1]


def hexes_phrase(hexes: Sequence[Hex]) -> str:
    """``(1,2), (2,1)``."""
    return ", ".join(fmt(h) for h in hexes)


def _where(h: Hex) -> dict[str, object]:
    return {"q": h[0], "r": h[1]}


def cell_phrase(texts: Catalog, h: Hex, nectar: Nectar | None) -> str:
    """``a Rosemary cell at (1,1)`` / ``a barren cell at (1,1)``."""
    if nectar is None:
        return texts.text("ui.cell.barren", **_where(h))
    return texts.text("ui.cell.nectar", a_nectar=texts[f"ui.a_nectar.{nectar.value}"], **_where(h))


def tile_phrase(texts: Catalog, tile: HiveTile) -> str:
    """``the Produce tile P(1,2)NE`` (with the article the language needs)."""
    return texts.text(
        "ui.tile", action=texts[f"ui.the_action.{tile.action.value}"], tile=tile.notation
    )


def effect_params(texts: Catalog, effect: PlacementEffect) -> dict[str, object]:
    """The values feedback templates may use: tile, cells, icons, count, activations, effect."""
    cells = [cell_phrase(texts, h, effect.nectar_types[h]) for h in effect.new_cells]
    icons = [
        texts.text("ui.icon", action=action_name(texts, t.action), **_where(t.anchor))
        for t in effect.activated
    ]
    cells_text = join(texts, cells) if cells else texts["ui.effect.no_cells"]
    icons_text = join(texts, icons) if icons else texts["ui.effect.no_icons"]
    if not cells:
        sentence = capitalize(texts.text("ui.effect.none", tile=tile_phrase(texts, effect.tile)))
    else:
        sentence = capitalize(
            texts.text(
                "ui.effect.made",
                tile=tile_phrase(texts, effect.tile),
                cells=cells_text,
                icons=icons_text,
            )
        )
    return {
        "tile": tile_phrase(texts, effect.tile),
        "cells": cells_text,
        "icons": icons_text,
        "count": len(effect.new_cells),
        "activations": len(effect.activated),
        "effect": sentence,
    }


def illegal_text(texts: Catalog, tile: HiveTile, verdict: Verdict) -> str:
    """Why ``tile`` may not go where it was put, by the verdict's code."""
    return capitalize(
        texts.text(
            f"ui.illegal.{verdict.code}",
            tile=tile_phrase(texts, tile),
            hexes=hexes_phrase(verdict.hexes),
        )
    )


def card_note(texts: Catalog, card: ConfigurationCard) -> str:
    """What the learner must know about a configuration card the step starts from."""
    number = card.name.rsplit("-", 1)[-1]
    name = texts.text(f"ui.card.{card.level}", number=number)
    key = "ui.card.reconstructed" if card.reconstructed else "ui.card.printed"
    return texts.text(key, card=name)
