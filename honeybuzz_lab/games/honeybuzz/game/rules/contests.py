"""Queen's contests during the game: speed contests pay as soon as a player completes them."""

from __future__ import annotations

from ..contests import MEASURES, final_contest_payouts
from ..log import Log, contest_rule, contest_title, count, say
from ..state import GameState

PLACES = ("first", "second", "third", "fourth")


def check_speed_contests(state: GameState, log: Log) -> None:
    """Pay the current player for every speed contest they have just completed.

    Places are paid in finishing order from the coins placed for the player count (table
    a); once the coins are gone nobody else is paid, so the player who would finish last
    never is.
    """
    if state.over or state.in_setup:
        return
    seat = state.turn.seat
    player = state.players[seat]
    for contest in state.contests:
        card = contest.card
        if not card.is_speed or not contest.coins or seat in contest.finishers:
            continue
        if MEASURES[card.measure].count(player) < card.target:  # type: ignore[operator]
            continue
        place = PLACES[len(contest.finishers)]
        contest.finishers.append(seat)
        coins = contest.coins.pop(0)
        player.coins += coins
        log.add(
            say(
                "log.speed_contest",
                name=player.name,
                title=contest_title(card),
                rule=contest_rule(card),
                place=say(f"place.{place}"),
                coins=count("coins", coins),
            )
        )


def final_contest_results(state: GameState) -> list[dict]:
    """For each final contest: the measured values and each seat's payout."""
    out = []
    for contest in state.contests:
        card = contest.card
        if card.is_speed:
            continue
        values = [MEASURES[card.measure].count(p) for p in state.players]
        out.append(
            {
                "card": card.id,
                "title": card.title,
                "measure": card.measure,
                "values": values,
                "payouts": final_contest_payouts(values, card.payouts),
            }
        )
    return out
