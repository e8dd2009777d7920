"""Engine results said in the learner's language: cells, icons, illegal placements, and
what a game action did."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ....core.hexes import fmt
from ....core.i18n import Message
from ....core.lessons.texts import Catalog
from ..game.state import space_name
from ..hive import Action, Hex, HiveTile, Nectar, PlacementEffect, Verdict
from ..hive.starting import ConfigurationCard
from .moves import Move
from .texts import in_game_words


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

    The engine's reasons are :class:`~honeybuzz_lab.core.i18n.Message` s that it can say
    in every language the lessons speak; a reason that is plain text (English) is given only to an
    English learner, and otherwise the lesson's own words stand alone.
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


_NECTARS = frozenset(n.value for n in Nectar)


def resource_name(texts: Catalog, resource: str) -> str:
    """``Pollen``, ``Rosemary`` in the learner's language (the pollen-like resource of a
    module's vocabulary is said as pollen's key, which its words turn into its own)."""
    if resource not in _NECTARS:
        return texts["ui.resource.pollen"]
    return texts[f"ui.nectar.{resource}"]


def _units(texts: Catalog, resource: str, n: int) -> str:
    if resource not in _NECTARS:
        return texts.text("ui.units.pollen", n=n)
    return texts.text(f"ui.units.honey.{resource}", n=n)


def move_params(texts: Catalog, move: Move) -> dict[str, object]:
    """The values feedback on a game action may use (see the ui catalogue's ``did``)."""

    texts = in_game_words(texts, move.after.ruleset)
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
    space = getattr(action, "space", None)  # any kind answered on a space of the field
    if isinstance(space, tuple):
        params["space"] = space_name(space)
    resource = getattr(action, "resource", None)  # any kind answered on a market column
    if isinstance(resource, str):
        params["resource"] = resource_name(texts, action.resource)
        params["value"] = move.before.market.value(action.resource)
        params["value_after"] = move.after.market.value(action.resource)
    if isinstance(getattr(action, "quantity", None), int):
        params["quantity"] = action.quantity  # type: ignore[attr-defined]
    params["did"] = _did(texts, move, params)
    return params


#: A "you did" sentence for a kind whose words need more than its catalogue key
#: (``ui.did.<kind>``, :attr:`~honeybuzz_lab.games.honeybuzz.game.kinds.ActionKind.did`) and
#: the move's params: ``sentence(texts, move, params)``, by kind name. A module's lessons add
#: theirs.
DID: dict[str, Callable[[Catalog, Move, dict[str, object]], str]] = {}


def _did(texts: Catalog, move: Move, params: dict[str, object]) -> str:
    """What the learner just did, in one sentence of their language: the kind's sentence
    (:data:`DID`) or its catalogue key with the move's params."""
    from ..game.kinds import KINDS

    kind = move.action.kind
    sentence = DID.get(kind)
    if sentence is not None:
        return sentence(texts, move, params)
    key = KINDS[kind].did if kind in KINDS else f"ui.did.{kind}"
    return texts.text(key, **params)


def _did_take_tile(texts: Catalog, move: Move, params: dict[str, object]) -> str:
    action = move.action
    if action.tile == "decree":  # type: ignore[attr-defined]
        return texts.text("ui.did.take_decree", workers=action.workers)  # type: ignore[attr-defined]
    return texts.text(
        "ui.did.take_tile",
        a_kind=texts[f"ui.a_kind.{action.tile}"],  # type: ignore[attr-defined]
        workers=action.workers,  # type: ignore[attr-defined]
    )


def _did_forage(texts: Catalog, move: Move, params: dict[str, object]) -> str:
    t = texts.text
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


def _did_scout(texts: Catalog, move: Move, params: dict[str, object]) -> str:
    if "advanced" in move.before.modules:
        return texts.text("ui.did.view_scout", space=params["space"])
    key = "ui.did.stay" if move.distance == 0 else "ui.did.scout"
    return texts.text(key, space=params["space"])


def _did_sell(texts: Catalog, move: Move, params: dict[str, object]) -> str:
    action = move.action
    sold = _units(texts, action.resource, action.quantity)  # type: ignore[attr-defined]
    return texts.text("ui.did.sell", sold=sold, gained=params["gained"])


def _did_drop(texts: Catalog, move: Move, params: dict[str, object]) -> str:
    resource = move.action.resource  # type: ignore[attr-defined]
    the = texts[f"ui.the_resource.{resource if resource in _NECTARS else 'pollen'}"]
    return texts.text("ui.did.drop", the_resource=the)


def _did_action(texts: Catalog, move: Move, params: dict[str, object]) -> str:
    the = texts[f"ui.the_action.{move.action.action}"]  # type: ignore[attr-defined]
    return texts.text(f"ui.did.{move.action.kind}", the_action=the)


def _did_space(texts: Catalog, move: Move, params: dict[str, object]) -> str:
    return texts.text(f"ui.did.{move.action.kind}", space=params["space"])


DID.update(
    take_tile=_did_take_tile,
    forage=_did_forage,
    scout=_did_scout,
    sell=_did_sell,
    drop=_did_drop,
    resolve=_did_action,
    decree=_did_action,
    choose_start=_did_space,
)
