"""Final scoring: coins, honey and pollen, final contests, orders; tie-breakers; winners."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..contests import rank_by_points
from ..log import count, data_name, pollen_word, say
from ..state import GameState
from .contests import final_contest_results

if TYPE_CHECKING:
    from . import Ruleset

CATEGORIES = ("coins", "resources", "contests", "orders")
CATEGORY_LABELS = {
    "coins": "coins",
    "resources": "honey and pollen",
    "contests": "final contests",
    "orders": "orders",
}


def coins_points(state: GameState, rules: Ruleset) -> list[int]:
    return [p.coins for p in state.players]


def resources_points(state: GameState, rules: Ruleset) -> list[int]:
    return [p.resource_total for p in state.players]


def contests_points(state: GameState, rules: Ruleset) -> list[int]:
    contests = final_contest_results(state)
    return [sum(c["payouts"][p.seat] for c in contests) for p in state.players]


def orders_points(state: GameState, rules: Ruleset) -> list[int]:
    return [p.order_points for p in state.players]


def final_scores(state: GameState, rules: Ruleset) -> dict[str, Any]:
    """Every player's score by category, the ranking and the winner(s), with sentences.

    The categories are the rules' score categories (the base game's four, then any a
    module adds); the outcome (winners, ranking, the closing sentence) is the rules'.
    """
    contests = final_contest_results(state)
    points = {c.name: c.points(state, rules) for c in rules.scores}
    players = []
    for p in state.players:
        categories = {name: got[p.seat] for name, got in points.items()}
        players.append(
            {
                "seat": p.seat,
                "name": p.name,
                "categories": categories,
                "total": sum(categories.values()),
                "resources_left": p.resource_total,
                "orders_completed": len(p.orders),
            }
        )
    sentences = []
    for c in contests:
        paid = [
            say("log.paid", name=state.players[i].name, points=count("points", pay))
            for i, pay in enumerate(c["payouts"])
            if pay
        ]
        title = data_name(f"contest.{c['card']}.title", c["title"])
        if paid:
            sentences.append(say("log.final_contest", title=title, paid=paid))
        else:
            sentences.append(say("log.final_contest_nobody", title=title))
    labels = {c.name: c.label or f"category.{c.name}" for c in rules.scores}
    word = pollen_word(state)
    for e in players:
        parts = [
            say("log.score_part", n=n, category=say(labels[k], pollen=word))
            for k, n in e["categories"].items()
        ]
        sentences.append(say("log.score", name=e["name"], total=e["total"], parts=parts))
    result = rules.outcome(state, rules, players)  # type: ignore[misc]
    return {
        "players": players,
        "contests": contests,
        "winners": result["winners"],
        "ranking": result["ranking"],
        "sentences": sentences + result["sentences"],
        **{k: v for k, v in result.items() if k not in ("winners", "ranking", "sentences")},
    }


def most_points(state: GameState, rules: Ruleset, players: list[dict[str, Any]]) -> dict[str, Any]:
    """The base game's outcome: the highest total wins; ties go to resources left, then orders."""

    winners, ranking = rank_by_points(
        [(e["total"], e["resources_left"], e["orders_completed"]) for e in players]
    )
    names = [state.players[i].name for i in winners]
    top = [players[i] for i in winners]
    tied_total = [e for e in players if e["total"] == top[0]["total"]]
    if len(winners) > 1:
        sentence = say("log.shared", names=names, total=top[0]["total"])
    elif len(tied_total) > 1:
        sentence = say("log.tie_break", name=names[0], total=top[0]["total"])
    else:
        sentence = say("log.wins", name=names[0], total=top[0]["total"])
    return {"winners": winners, "ranking": ranking, "sentences": [sentence]}
