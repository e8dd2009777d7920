"""Final scoring: coins, honey and pollen, final contests, orders; tie-breakers; winners."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..log import count, data_name, say
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


def final_scores(state: GameState, rules: Ruleset) -> dict[str, Any]:
    """Every player's score by category, the ranking and the winner(s), with sentences."""
    contests = final_contest_results(state)
    players = []
    for p in state.players:
        categories = {
            "coins": p.coins,
            "resources": p.resource_total,
            "contests": sum(c["payouts"][p.seat] for c in contests),
            "orders": p.order_points,
        }
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

    def key(entry: dict[str, Any]) -> tuple[int, int, int]:
        return (entry["total"], entry["resources_left"], entry["orders_completed"])

    best = max(key(e) for e in players)
    winners = [e["seat"] for e in players if key(e) == best]
    ranking = sorted(range(len(players)), key=lambda i: key(players[i]), reverse=True)
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
    for e in players:
        parts = [
            say("log.score_part", n=e["categories"][k], category=say(f"category.{k}"))
            for k in CATEGORIES
        ]
        sentences.append(say("log.score", name=e["name"], total=e["total"], parts=parts))
    names = [state.players[i].name for i in winners]
    top = [players[i] for i in winners]
    tied_total = [e for e in players if e["total"] == top[0]["total"]]
    if len(winners) > 1:
        sentences.append(say("log.shared", names=names, total=top[0]["total"]))
    elif len(tied_total) > 1:
        sentences.append(say("log.tie_break", name=names[0], total=top[0]["total"]))
    else:
        sentences.append(say("log.wins", name=names[0], total=top[0]["total"]))
    return {
        "players": players,
        "contests": contests,
        "winners": winners,
        "ranking": ranking,
        "sentences": sentences,
    }
