"""Which rule a refusal comes from: the id of its atom in the rules reference
(:mod:`honeybuzz_lab.rulebook`), for :class:`~.errors.IllegalAction`. A refusal's sentence
names it by its key; one that only says the action is not offered now names the rule of
the decision the game waits for."""

from __future__ import annotations

#: Key of a refusal's sentence (``reason.<name>``) -> rule id.
BY_REASON: dict[str, str] = {
    "place_first": "hu.build.draw",
    "no_draw": "hu.build.draw",
    "must_draw": "hu.build.draw",
    "no_token_waits": "hu.build.draw",
    "restart_not_now": "hu.build.restart",
    "no_cube": "hu.build.restart",
    "not_begun": "hu.build.restart",
    "nothing_to_place": "hu.build.cover-up",
    "cover_target": "hu.build.cover-up",
    "no_honey_there": "hu.build.cover-up",
    "cover_not_aligned": "hu.build.cover-up",
    "occupied": "hu.build.connect",
    "no_mark_meets": "hu.build.connect",
    "must_place": "hu.build.connect",
    "no_building": "hu.build.stop",
    "no_drafting": "hu.turn.draft",
    "no_kind": "hu.turn.draft",
    "not_in_pool": "hu.turn.draft",
    "no_buying": "hu.turn.buy",
    "nectar_short": "hu.turn.buy",
    "too_dear": "hu.turn.buy",
    "no_stealing": "hu.turn.trade",
    "own_bag": "hu.turn.trade",
    "no_seat": "hu.turn.trade",
    "empty_bag": "hu.turn.trade",
    "over": "hu.end.winner",
}

#: The decision the game waits for -> the rule of its choices.
BY_DECISION: dict[str, str] = {
    "draw": "hu.build.draw",
    "build": "hu.build.connect",
    "done": "hu.build.stop",
    "draft": "hu.turn.draft",
    "buy": "hu.turn.buy",
    "steal": "hu.turn.trade",
    "over": "hu.end.winner",
}


def rule_of(reason: object, decision: str | None = None) -> str | None:
    """The rule id a refusal's ``reason`` comes from; else that of ``decision``."""
    key = str(getattr(reason, "key", ""))
    name = key.rsplit("reason.", 1)[-1] if "reason." in key else ""
    return BY_REASON.get(name) or BY_DECISION.get(decision or "")


#: Key of a log sentence (``event.<name>``) -> the rule it follows from.
BY_EVENT: dict[str, str] = {
    "round": "hu.round.order",
    "start": "hu.round.order",
    "first": "hu.build.first-token",
    "only_honey": "hu.build.first-token",
    "draw": "hu.build.draw",
    "aside": "hu.build.cover-up",
    "cannot_join": "hu.build.stop",
    "bag_empty": "hu.build.stop",
    "points": "hu.score.total",
    "pool": "hu.turn.draft",
    "no_pool": "hu.end.winner",
    "last_round": "hu.end.winner",
    "exchange": "hu.turn.nectar",
    "helpers_back": "hu.turn.helper-bees",
    "helpers_taken": "hu.turn.helper-bees",
    "steal": "hu.turn.trade",
    "over": "hu.end.winner",
}

#: A player's decision (``log.did``: *who*: *what*), by the kind of action -> its rule.
BY_ACTION: dict[str, str] = {
    "draw": "hu.build.draw",
    "place": "hu.build.connect",
    "restart": "hu.build.restart",
    "done": "hu.build.stop",
    "draft": "hu.turn.draft",
    "buy": "hu.turn.buy",
    "steal": "hu.turn.trade",
}


def log_rule(sentence: object) -> str | None:
    """The rule id a log sentence follows from; None for a sentence no rule is written for."""
    key = str(getattr(sentence, "key", ""))
    if key == "log.did":
        what = getattr(sentence, "fields", {}).get("what")
        return BY_ACTION.get(str(getattr(what, "key", "")).removeprefix("action."))
    return BY_EVENT.get(key.removeprefix("event."))


#: Why the page's own hover line says a spot does not take the token (its text key) -> rule.
BY_SPOT: dict[str, str] = {
    "hover_occupied": "hu.build.connect",
    "hover_other_turn": "hu.build.connect",
    "hover_no_mark": "hu.build.connect",
    "hover_not_honey": "hu.build.cover-up",
    "hover_cover_turn": "hu.build.cover-up",
    "hover_cover_target": "hu.build.cover-up",
}
