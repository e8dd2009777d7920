"""Decree: take any one of the five other hive actions (a wild)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .....core.i18n import Message
from .. import actions as A
from ..log import Log, kind_term, say
from ..state import GameState
from . import DecisionRule, HiveActionRule
from .produce import fan_hexes, fan_yield
from .turn import start_action

if TYPE_CHECKING:
    from . import Ruleset

#: The actions a Decree may become in the base game (the base module's ``decree_choices``
#: value; the rules and the bots read the value).
OTHERS = ("forage", "produce", "market", "new_bee", "accounting")


def choices(state: GameState, rules: Ruleset, seat: int) -> list[str]:
    """The actions a Decree may become: any of the five others, even one that does nothing
    now (RULINGS 5: "must be taken if possible" is for activated actions, not this choice)."""
    return list(rules.value("decree_choices"))


def does_nothing(state: GameState, rules: Ruleset, seat: int, action: str) -> Message | None:
    """Why ``action`` chosen by a Decree would do nothing now, or None if it does something."""
    why = rules.hive_actions[action].possible(state, rules, seat)
    if why is not None:
        return why
    if action == "produce" and not any(fan_yield(state, seat, h) for h in fan_hexes(state, seat)):
        return say("why.no_honey_to_make")
    return None


def possible(state: GameState, rules: Ruleset, seat: int) -> Message | None:
    if not rules.decree_choices(state, rules, seat):
        return say("why.no_decree_choice")
    return None


def start(state: GameState, rules: Ruleset, source: str, log: Log) -> None:
    state.turn.frame = {"action": "decree", "step": "decree", "source": source}


def decree_options(state: GameState, rules: Ruleset) -> list[A.Action]:
    return [A.Decree(a) for a in rules.decree_choices(state, rules, state.turn.seat)]


def decree_apply(state: GameState, rules: Ruleset, action: A.Action, log: Log) -> None:
    assert isinstance(action, A.Decree)
    state.turn.frame = None
    log.add(say("log.decree", name=state.current.name, action=kind_term(action.action)))
    start_action(state, rules, action.action, "decree", log)


def decree_prompt(state: GameState, rules: Ruleset) -> Message:
    return say("prompt.decree", name=state.current.name)


def decree_explain(state: GameState, rules: Ruleset, action: A.Action) -> Message | None:
    assert isinstance(action, A.Decree)
    if action.action not in OTHERS:
        return say("explain.decree_choice", actions=[kind_term(a) for a in OTHERS])
    why = does_nothing(state, rules, state.turn.seat, action.action)
    return say("explain.cannot_now", action=kind_term(action.action), why=why or "")


ACTION = HiveActionRule(possible, start)

DECISIONS = {
    "decree": DecisionRule(
        ("decree",), decree_options, decree_apply, decree_prompt, decree_explain
    ),
}
