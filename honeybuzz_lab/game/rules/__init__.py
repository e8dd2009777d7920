"""The rules of the base game, one module per rule area, wired together in a :class:`Ruleset`.

A rule is a function of the state (and the ruleset, so rules can call each other through
it). A later module (the advanced variant, solo play, Fall Flavors) builds its own ruleset
with ``dataclasses.replace(BASE, accounting_coins=..., end_trigger=...)`` or by replacing
one decision or one hive action, and the engine uses whatever the ruleset says.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..actions import Action, Space
    from ..log import Log
    from ..state import GameState


@dataclass(frozen=True)
class DecisionRule:
    """One kind of pending decision: its options, how an answer is applied, its prompt."""

    actions: tuple[str, ...]  # the action kinds that answer it
    options: Callable[[GameState, Ruleset], list[Action]]
    apply: Callable[[GameState, Ruleset, Action, Log], None]
    prompt: Callable[[GameState, Ruleset], str]
    explain: Callable[[GameState, Ruleset, Action], str | None] | None = None
    auto: bool = False  # apply the only option automatically (sub-steps of an action)


@dataclass(frozen=True)
class HiveActionRule:
    """One of the six hive actions: whether it can be taken now, and how it starts."""

    possible: Callable[[GameState, Ruleset, int], str | None]  # None, or why it cannot
    start: Callable[[GameState, Ruleset, str, Log], None]  # (state, rules, source, log)


@dataclass(frozen=True)
class Ruleset:
    """Every replaceable rule of the game."""

    name: str
    decisions: Mapping[str, DecisionRule]
    hive_actions: Mapping[str, HiveActionRule]
    accounting_coins: Callable[[GameState, int], int]
    forage_reach: Callable[[GameState, int], dict[Space, int]]
    forage_yield: Callable[[GameState, int, Space], Any]
    decree_choices: Callable[[GameState, Ruleset, int], list[str]]
    end_trigger: Callable[[GameState, Ruleset], str | None]
    final_scores: Callable[[GameState, Ruleset], dict[str, Any]]


def _base() -> Ruleset:
    from . import (
        accounting,
        decree,
        end,
        forage,
        market,
        new_bee,
        produce,
        recall,
        scoring,
        take_tile,
        turn,
    )

    decisions = {
        **turn.DECISIONS,
        **take_tile.DECISIONS,
        **recall.DECISIONS,
        **forage.DECISIONS,
        **produce.DECISIONS,
        **decree.DECISIONS,
        **market.DECISIONS,
    }
    hive_actions = {
        "forage": forage.ACTION,
        "produce": produce.ACTION,
        "market": market.ACTION,
        "new_bee": new_bee.ACTION,
        "decree": decree.ACTION,
        "accounting": accounting.ACTION,
    }
    return Ruleset(
        name="base",
        decisions=decisions,
        hive_actions=hive_actions,
        accounting_coins=accounting.coins,
        forage_reach=forage.reach,
        forage_yield=forage.collectable,
        decree_choices=decree.choices,
        end_trigger=end.trigger,
        final_scores=scoring.final_scores,
    )


BASE: Ruleset = _base()

RULESETS: dict[str, Ruleset] = {"base": BASE}
