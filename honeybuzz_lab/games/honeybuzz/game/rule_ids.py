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


#: Catalogue key of a log sentence -> the rule it follows from (base game, variants and
#: every Fall Flavors module).
BY_LOG: dict[str, str] = {
    # setting up
    "game.log.setup_players": "hb.setup.supplies",
    "game.log.setup_player": "hb.setup.supplies",
    "game.log.setup_player_forage": "hb.setup.start",
    "game.log.setup_card": "hb.setup.arrange",
    "game.log.arrange": "hb.setup.arrange",
    "game.log.choose_start": "hb.setup.start",
    "game.log.setup_contests": "hb.contest.final",
    "game.log.setup_no_worker_contests": "hb.fall.festival",
    # the turn
    "game.log.take_tile": "hb.beeline.make",
    "game.log.take_tile_paid": "hb.beeline.decree-cost",
    "game.log.place": "hb.hive.yellow-edges",
    "game.log.recall": "hb.recall.retrieve",
    "game.log.forced_recall": "hb.turn.forced-recall",
    "game.log.stays": "hb.recall.scout",
    "game.log.scouts": "hb.recall.scout",
    "game.log.cannot_act": "hb.action.all-must",
    "game.log.turn_ends": "hb.turn.choice",
    # actions
    "game.log.forage_nectar": "hb.forage.collect",
    "game.log.forage_stay_nectar": "hb.forage.collect",
    "game.log.nectar_cell": "hb.forage.collect",
    "game.log.forage_pollen": "hb.forage.pollen",
    "game.log.forage_no_pollen": "hb.forage.pollen",
    "game.log.forage_stay_pollen": "hb.forage.pollen",
    "game.log.forage_stay_no_pollen": "hb.forage.pollen",
    "game.log.produce_nothing": "hb.produce.fan",
    "game.log.fan": "hb.produce.fan",
    "game.log.fan_nothing": "hb.produce.fan",
    "game.log.new_bee": "hb.action.new-bee",
    "game.log.decree": "hb.action.decree",
    "game.log.accounting": "hb.action.accounting",
    "game.log.sell": "hb.market.sell",
    "game.log.sell_many": "hb.market.sell",
    "game.log.value_drops": "hb.market.sell",
    "game.log.take_honey": "hb.market.sell",
    "game.log.bottom": "hb.market.bottom",
    "game.log.drop": "hb.market.bottom",
    "game.log.order": "hb.market.order",
    "game.log.next_order": "hb.market.order",
    "game.log.stack_empty": "hb.market.order",
    "game.log.speed_contest": "hb.contest.speed",
    # the end
    "game.log.end_triggered": "hb.end.trigger",
    "game.log.end_triggered_last": "hb.end.equal-turns",
    "game.log.final_contest": "hb.contest.final",
    "game.log.final_contest_nobody": "hb.contest.zero",
    "game.log.score": "hb.end.scoring",
    "game.log.wins": "hb.end.scoring",
    "game.log.shared": "hb.end.tiebreak",
    "game.log.tie_break": "hb.end.tiebreak",
    "game.over": "hb.end.trigger",
    # advanced
    "game.advanced.forage_collect": "hb.advanced.forage-any",
    "game.advanced.forage_back": "hb.advanced.put-back",
    "game.advanced.forage_back_seen": "hb.advanced.put-back",
    "game.advanced.forage_back_no_pollen": "hb.advanced.put-back",
    "game.advanced.forage_back_no_pollen_seen": "hb.advanced.put-back",
    "game.advanced.forage_empty": "hb.advanced.forage-any",
    "game.advanced.forage_empty_no_pollen": "hb.advanced.forage-any",
    "game.advanced.scout": "hb.advanced.put-back",
    "game.advanced.scout_seen": "hb.advanced.put-back",
    "game.advanced.scout_empty": "hb.advanced.put-back",
    "game.advanced.scout_none": "hb.advanced.put-back",
    # solitaire
    "game.solo.configuration": "hb.solo.configuration",
    "game.solo.drones_turn": "hb.solo.drone-actions",
    "game.solo.reshuffle": "hb.solo.drone-actions",
    "game.solo.reshuffle_module": "hb.fall.solo",
    "game.solo.flip_order": "hb.solo.drone-actions",
    "game.solo.flip_highest": "hb.solo.drone-actions",
    "game.solo.flip_nectar": "hb.solo.drone-actions",
    "game.solo.flip_nectar_backs": "hb.solo.drone-actions",
    "game.solo.drone_order": "hb.solo.drone-actions",
    "game.solo.drone_drop": "hb.solo.drone-actions",
    "game.solo.drone_remove": "hb.solo.drone-actions",
    "game.solo.drone_reveal": "hb.solo.drone-actions",
    "game.solo.drone_nothing": "hb.solo.drone-actions",
    "game.solo.drone_moves": "hb.solo.drones-block",
    "game.solo.extra_turn": "hb.solo.end",
    "game.solo.won": "hb.solo.win",
    "game.solo.lost": "hb.solo.win",
    "game.solo.module_card.caps": "hb.fall.solo",
    "game.solo.module_card.toast": "hb.fall.solo",
    # Fall Flavors
    "game.caps.capped": "hb.fall.caps-accounting",
    "game.caps.capped_honey": "hb.fall.caps-no-honey",
    "game.caps.drone": "hb.fall.solo",
    "game.caps.drone_none": "hb.fall.solo",
    "game.festival.toast": "hb.fall.festival",
    "game.festival.work": "hb.fall.festival",
    "game.festival.drone": "hb.fall.solo",
    "game.fruit.log_gain": "hb.fall.fruit-forage",
    "game.fruit.log_move": "hb.fall.fruit-forage",
    "game.fruit.log_pick": "hb.fall.fruit-forage",
    "game.fruit.log_back": "hb.fall.fruit-forage",
    "game.fruit.log_back_seen": "hb.fall.fruit-forage",
    "game.fruit.log_setup": "hb.fall.fruit-forage",
    "game.fruit.log_pay": "hb.fall.fruit-sell",
    "game.fruit.log_sell": "hb.fall.fruit-sell",
    "game.fruit.log_sell_no_set": "hb.fall.fruit-sell",
    "game.leaves.log_leaves": "hb.fall.leaves",
    "game.leaves.log_foliage": "hb.fall.leaves",
    "game.leaves.log_cycle": "hb.fall.leaves",
    "game.sunset.advance": "hb.fall.sunset",
}


def log_rule(sentence: object) -> str | None:
    """The rule id a log sentence (a catalogue Message) follows from; None for a plain
    string or a sentence no rule is written for."""
    return BY_LOG.get(getattr(sentence, "key", ""))
