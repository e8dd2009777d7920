"""Which rule a refusal comes from: the id of its atom in the rules reference
(:mod:`honeybuzz_lab.rulebook`), for :class:`~.engine.IllegalAction` (the hive's
:class:`~honeybuzz_lab.games.honeybuzz.hive.cells.Verdict` has its own, ``Verdict.rule``).

A refusal's sentence is a catalogue Message; its key (or the key of a sentence inside it:
"cannot be taken now: *why*") names the rule. A sentence that only says the action is not
one of the choices now names the rule of the decision the game waits for.
"""

from __future__ import annotations

from collections.abc import Iterator

from ....core.i18n import Message

#: Catalogue key of a refusal's sentence -> rule id.
BY_KEY: dict[str, str] = {
    "game.explain.beeline": "hb.beeline.taller",
    "game.explain.decree_cost": "hb.beeline.decree-cost",
    "game.explain.no_worker": "hb.beeline.make",
    "game.explain.too_few_workers": "hb.beeline.make",
    "game.explain.not_a_kind": "hb.beeline.make",
    "game.explain.stack_empty": "hb.turn.forced-recall",
    "game.explain.no_fit": "hb.hive.no-fit-recall",
    "game.explain.direction": "hb.hive.domino",
    "game.explain.not_queued": "hb.action.all-must",
    "game.explain.decree_choice": "hb.action.decree",
    "game.explain.forage_cost": "hb.forage.move",
    "game.explain.off_field": "hb.forage.move",
    "game.explain.scout": "hb.recall.scout",
    "game.explain.no_cell": "hb.forage.collect",
    "game.explain.cell_full": "hb.forage.collect",
    "game.explain.cell_pattern": "hb.cell.nectar-pattern",
    "game.explain.fan": "hb.produce.fan",
    "game.explain.not_a_resource": "hb.market.sell",
    "game.explain.not_market": "hb.market.sell",
    "game.explain.sell_one": "hb.market.sell",
    "game.explain.too_few": "hb.market.sell",
    "game.explain.no_honey": "hb.market.sell",
    "game.explain.at_bottom": "hb.market.bottom",
    "game.explain.stacks": "hb.market.order",
    "game.explain.no_face_up": "hb.market.order",
    "game.explain.cannot_fill": "hb.market.order",
    "game.explain.not_a_start": "hb.setup.start",
    "game.explain.start_taken": "hb.setup.start",
    "game.explain.not_an_arrangement": "hb.setup.arrange",
    "game.explain.over": "hb.end.trigger",
    "game.why.beeline_too_tall": "hb.beeline.taller",
    "game.why.no_fit": "hb.hive.no-fit-recall",
    "game.why.no_stack": "hb.turn.forced-recall",
    "game.why.no_workers": "hb.turn.forced-recall",
    "game.why.no_supply_workers": "hb.action.new-bee",
    "game.why.no_decree_choice": "hb.action.decree",
    "game.why.no_honey_to_make": "hb.produce.one-honey",
    "game.why.nothing_to_market": "hb.market.sell",
    "game.advanced.explain_view": "hb.advanced.forage-any",
    "game.advanced.undo_barrier": "hb.undo.chance",
    "game.undo_chance": "hb.undo.chance",
    "game.solo.explain_drone_box": "hb.solo.drones-block",
    "game.solo.explain_drone": "hb.solo.drone-actions",
    "game.solo.explain_configuration": "hb.solo.configuration",
    "game.festival.explain_cannot": "hb.fall.festival",
    "game.festival.explain_card": "hb.fall.festival",
    "game.fruit.explain": "hb.fall.fruit-forage",
    "game.caps.explain": "hb.fall.caps-accounting",
    "hive.reason.edge": "hb.hive.no-other-edges",
    "hive.reason.occupied": "hb.hive.free-hexes",
    "hive.reason.cell": "hb.hive.free-hexes",
    "hive.reason.detached": "hb.hive.must-touch",
}

#: The decision the game waits for -> the rule of its choices.
BY_DECISION: dict[str, str] = {
    "turn": "hb.turn.choice",
    "place": "hb.hive.yellow-edges",
    "next_action": "hb.action.all-must",
    "decree": "hb.action.decree",
    "forage": "hb.forage.move",
    "nectar_cell": "hb.forage.collect",
    "fan": "hb.produce.fan",
    "market": "hb.market.sell",
    "take_honey": "hb.market.sell",
    "drop": "hb.market.bottom",
    "scout": "hb.recall.scout",
    "end_turn": "hb.turn.choice",
    "choose_start": "hb.setup.start",
    "arrange": "hb.setup.arrange",
    "solo_configuration": "hb.solo.configuration",
    "drone": "hb.solo.drone-actions",
    "fruit_forage": "hb.fall.fruit-forage",
    "fruit_choice": "hb.fall.fruit-forage",
    "pay_fruit": "hb.fall.fruit-sell",
    "cap_nectar": "hb.fall.caps-accounting",
    "cycle_stack": "hb.fall.leaves",
    "game_over": "hb.end.trigger",
}


def _keys(value: object) -> Iterator[str]:
    """The catalogue keys in a sentence, the outer one first, then those inside it."""
    if isinstance(value, Message):
        yield value.key
        for inner in value.params.values():
            yield from _keys(inner)
    elif isinstance(value, (list, tuple)):
        for inner in value:
            yield from _keys(inner)


def rule_of(reason: object, decision: str | None = None) -> str | None:
    """The rule id a refusal's ``reason`` comes from; else that of ``decision``."""
    for key in _keys(reason):
        if key in BY_KEY:
            return BY_KEY[key]
    return BY_DECISION.get(decision or "")
