"""Engine results said in the learner's language: cells, icons, illegal placements, and
what a game action did."""

from __future__ import annotations

from collections.abc import Sequence

from ..game.state import space_name
from ..hive import Action, Hex, HiveTile, Nectar, PlacementEffect, Verdict
from ..hive.hexes import fmt
from ..hive.starting import ConfigurationCard
from ..i18n import Message
from .moves import Move
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
        "ui.tile",
        action=texts[f"ui.the_action.{tile.action.value}"],
        tile=tile.notation_in(texts.language),
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


# ---------------------------------------------------------------------- game steps


def engine_reason(texts: Catalog, reason: str) -> str:
    """The engine's reason for a refused action, in the learner's language.

    The engine's reasons are :class:`~honeybuzz_lab.i18n.Message` s that it can say in
    every language the lessons speak; a reason that is plain text (English) is given
    only to an English learner, and otherwise the lesson's own words stand alone.
    """
    if isinstance(reason, Message):
        return reason.text(texts.language)
    return reason if texts.language == "en" else ""


def data_note(texts: Catalog, items: Sequence[str]) -> str:
    """What the learner must know about the reconstructed data a game step relies on."""
    if not items:
        return ""
    names = join(texts, [texts[f"ui.data.{item}"] for item in items])
    return texts.text("ui.data.note", items=names)


def resource_name(texts: Catalog, resource: str) -> str:
    """``Pollen``, ``Rosemary`` in the learner's language."""
    return texts["ui.resource.pollen"] if resource == "pollen" else texts[f"ui.nectar.{resource}"]


def _units(texts: Catalog, resource: str, n: int) -> str:
    if resource == "pollen":
        return texts.text("ui.units.pollen", n=n)
    return texts.text(f"ui.units.honey.{resource}", n=n)


def move_params(texts: Catalog, move: Move) -> dict[str, object]:
    """The values feedback on a game action may use (see the ui catalogue's ``did``)."""
    from ..game import actions as A

    action = move.action
    player = move.player("after")
    gained, paid = max(move.coins_change, 0), max(-move.coins_change, 0)
    params: dict[str, object] = {
        "coins": player.coins,
        "gained": gained,
        "paid": paid,
        "pollen": player.pollen,
        "honey": move.honey_made,
        "workers": player.available_workers,
        "space": "",
        "resource": "",
        "quantity": 0,
        "value": 0,
        "value_after": 0,
    }
    if isinstance(action, (A.Forage, A.Scout, A.ChooseStart)):
        params["space"] = space_name(action.space)
    if isinstance(action, (A.Sell, A.Drop)):
        params["resource"] = resource_name(texts, action.resource)
        params["value"] = move.before.market.value(action.resource)
        params["value_after"] = move.after.market.value(action.resource)
    if isinstance(action, A.Sell):
        params["quantity"] = action.quantity
    params["did"] = _did(texts, move, params)
    return params


def _did(texts: Catalog, move: Move, params: dict[str, object]) -> str:
    """What the learner just did, in one sentence of their language."""
    from ..game import actions as A

    action = move.action
    t = texts.text
    if isinstance(action, A.TakeTile):
        if action.tile == "decree":
            return t("ui.did.take_decree", workers=action.workers)
        return t(
            "ui.did.take_tile", a_kind=texts[f"ui.a_kind.{action.tile}"], workers=action.workers
        )
    if isinstance(action, A.Forage):
        cost = t("ui.did.cost", paid=params["paid"]) if params["paid"] else texts["ui.did.free"]
        nectar = move.collected
        if nectar is not None:
            return t(
                "ui.did.forage_nectar",
                space=params["space"],
                cost=cost,
                a_nectar=texts[f"ui.a_nectar.{nectar.value}"],
            )
        if "advanced" in move.before.modules:
            return t("ui.did.view_back", space=params["space"])
        return t("ui.did.forage_pollen", space=params["space"], cost=cost)
    if isinstance(action, A.Scout):
        if "advanced" in move.before.modules:
            return t("ui.did.view_scout", space=params["space"])
        if move.distance == 0:
            return t("ui.did.stay", space=params["space"])
        return t("ui.did.scout", space=params["space"])
    if isinstance(action, A.Sell):
        return t(
            "ui.did.sell",
            sold=_units(texts, action.resource, action.quantity),
            gained=params["gained"],
        )
    if isinstance(action, A.Drop):
        return t("ui.did.drop", the_resource=texts[f"ui.the_resource.{action.resource}"])
    if isinstance(action, (A.Resolve, A.Decree)):
        return t(f"ui.did.{action.kind}", the_action=texts[f"ui.the_action.{action.action}"])
    if isinstance(action, A.ChooseStart):
        return t("ui.did.choose_start", space=params["space"])
    return t(f"ui.did.{action.kind}", **params)
