"""Final scoring: coins, honey and pollen, final contests, orders; tie-breakers; winners."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..log import join, plural
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
            f"{state.players[i].name} {plural(pay, 'point')}"
            for i, pay in enumerate(c["payouts"])
            if pay
        ]
        sentences.append(
            f"Final contest \u201c{c['title']}\u201d: "
            + (join(paid) if paid else "nobody is paid")
            + "."
        )
    for e in players:
        parts = ", ".join(f"{e['categories'][k]} for {CATEGORY_LABELS[k]}" for k in CATEGORIES)
        sentences.append(f"{e['name']} scores {e['total']} points ({parts}).")
    names = [state.players[i].name for i in winners]
    top = [players[i] for i in winners]
    tied_total = [e for e in players if e["total"] == top[0]["total"]]
    if len(winners) > 1:
        sentences.append(f"{join(names)} share the victory with {top[0]['total']} points.")
    elif len(tied_total) > 1:
        sentences.append(
            f"{names[0]} wins on the tie-breakers (resources left, then orders completed) "
            f"with {top[0]['total']} points."
        )
    else:
        sentences.append(f"{names[0]} wins with {top[0]['total']} points.")
    return {
        "players": players,
        "contests": contests,
        "winners": winners,
        "ranking": ranking,
        "sentences": sentences,
    }
