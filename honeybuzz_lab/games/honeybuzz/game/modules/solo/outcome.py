"""The solo contests' results and the outcome: won or lost against table g, a win scored
and ranked by table i, less the module contests' deductions (table E)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...contests import MEASURES
from ...log import say
from ...state import GameState
from .cards import module_contest
from .data import TABLE_G_MINIMUM, SoloContest, rank_title, solo_data, tier_points
from .state import solo
from .words import difficulty_term, rank_term

if TYPE_CHECKING:
    from ...rules import Ruleset


def solo_contest_cards(state: GameState) -> list[SoloContest]:
    """The solo contest cards in play in ``state``."""
    data = {c.id: c for c in solo_data().contests}
    return [data[cid] for cid in solo(state).contests]


def contest_results(state: GameState) -> list[dict[str, Any]]:
    """Each solo contest: its card, the count, the tier reached and its points."""
    data = {c.id: c for c in solo_data().contests}
    player = state.players[0]
    out = []
    for cid in solo(state).contests:
        card = data[cid]
        value = MEASURES[card.measure].count(player)
        tier, points = tier_points(card, value)
        out.append(
            {"card": cid, "title": card.title, "value": value, "tier": tier, "points": points}
        )
    for cid in solo(state).module_contests:
        mc = module_contest(cid)
        value = mc.count(state)
        tier, points = tier_points(mc, value)  # type: ignore[arg-type]
        out.append(
            {
                "card": cid,
                "title": mc.title,
                "value": value,
                "tier": tier,
                "points": points,
                "deduction": mc.deduction,
            }
        )
    return out


def contest_points(state: GameState, rules: Ruleset) -> list[int]:
    return [sum(c["points"] for c in contest_results(state))]


def solo_result(
    contest_points: int, total: int, deduction: int, difficulty: str
) -> tuple[bool, int | None, str | None]:
    """(won, final score, rank): a win needs the contest points of table g; a win scores
    the total less the module contests' deductions, ranked by table i (table E).

    >>> solo_result(35, 153, 55, "larva")  # Charlie's example
    (True, 98, 'Scout Leader')
    """
    if contest_points < TABLE_G_MINIMUM[difficulty]:
        return False, None, None
    score = total - deduction
    return True, score, rank_title(score)


def solo_outcome(state: GameState, rules: Ruleset, players: list[dict[str, Any]]) -> dict[str, Any]:
    """Win or loss against table g; a win is scored and ranked by table i."""
    s = solo(state)
    results = contest_results(state)
    points = sum(c["points"] for c in results)
    need = TABLE_G_MINIMUM[s.difficulty]
    entry = players[0]
    deduction = sum(c.get("deduction", 0) for c in results)  # the module contests' (table E)
    won, score, rank = solo_result(points, entry["total"], deduction, s.difficulty)
    said = {"name": entry["name"], "difficulty": difficulty_term(s.difficulty), "need": need}
    if won:
        assert score is not None and rank is not None
        sentence = say("solo.won", **said, points=points, score=score, rank=rank_term(rank))
    else:
        sentence = say("solo.lost", **said, points=points)
    return {
        "winners": [0] if won else [],
        "ranking": [0],
        "sentences": [sentence],
        "won": won,
        "difficulty": s.difficulty,
        "contest_points": points,
        "minimum": need,
        "solo_contests": results,
        "score": score,
        "rank": rank,
        "deduction": deduction,
    }


# ------------------------------------------------------------------ the view
