"""Final scores from what the players count at the table, by the engines' own scoring
functions (contest payouts, trophies, foliage cards, solo tiers, win and rank, the
tie-breakers), with a line of explanation for every number.

>>> got = score_honeybuzz(
...     [Tally("Ann", coins=40, honey=3, orders=[12], contests={"blue-2": 5}),
...      Tally("Bo", coins=38, pollen=5, orders=[12], contests={"blue-2": 5})],
...     contests=["blue-2"])
>>> [p["total"] for p in got.players], got.winners
([75, 75], [1])
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..games.honeybuzz.game.components import load_components
from ..games.honeybuzz.game.contests import final_contest_payouts, rank_by_points
from ..games.honeybuzz.game.log import data_name
from ..games.honeybuzz.game.modules import fall_caps, fall_leaves
from ..games.honeybuzz.game.modules.solo.cards import MODULE_CONTESTS
from ..games.honeybuzz.game.modules.solo.data import TABLE_G_MINIMUM, solo_data, tier_points
from ..games.honeybuzz.game.modules.solo.outcome import solo_result
from ..games.honeybuzz.game.modules.solo.words import rank_term
from ..games.honeybuzz.game.registry import compose
from ..games.hustle.game import rules as hustle_rules
from ..games.hustle.game.data import HONEY_PRICE, NECTAR_PRICE
from .setup_steps import module_set
from .texts import CompanionError, check_language, say


@dataclass
class Tally:
    """One Honey Buzz player's counts at the end of the game.

    ``pollen`` is fruit with Fall Fruit. ``orders``: the points printed on each completed
    order. ``contests``: each final contest's count by card id (solo: each solo contest
    card's count, the modules' cards too). ``caps``: the values of the player's nectar caps.
    ``leaves``: leaves by colour (yellow, red, purple); ``double_leaf_tiles``: tiles with
    two leaves.
    """

    name: str
    coins: int = 0
    honey: int = 0
    pollen: int = 0
    orders: Sequence[int] = ()
    contests: Mapping[str, int] = field(default_factory=dict)
    caps: Sequence[int] = ()
    leaves: Mapping[str, int] = field(default_factory=dict)
    double_leaf_tiles: int = 0


@dataclass
class Scored:
    """The final scores: each player's categories and total, the winners and the ranking
    (seats, best first), the explanation line by line, and the solo result (None in a
    multiplayer game)."""

    players: list[dict[str, Any]]
    winners: list[int]
    ranking: list[int]
    lines: list[str]
    solo: dict[str, Any] | None = None


def _count(value: object, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise CompanionError(f"{what} must be a whole number, 0 or more, not {value!r}")
    return value


def _check(t: Tally) -> None:
    for what in ("coins", "honey", "pollen", "double_leaf_tiles"):
        _count(getattr(t, what), f"{t.name}: {what}")
    for v in [*t.orders, *t.caps, *t.contests.values(), *t.leaves.values()]:
        _count(v, f"{t.name}: a count")


def _title(card_id: str, title: str, lang: str) -> str:
    return data_name(f"contest.{card_id}.title", title).text(lang)


def final_contests(
    tallies: Sequence[Tally], card_ids: Sequence[str], lang: str
) -> tuple[list[int], list[str]]:
    """Each seat's points from the final contests, and a line per contest."""
    comp = load_components()
    points = [0] * len(tallies)
    lines = []
    for cid in card_ids:
        try:
            card = comp.contest(cid)
        except KeyError as e:
            raise CompanionError(e.args[0]) from None
        if card.is_speed:
            raise CompanionError(f"{cid} is a speed contest: its coins are counted with the coins")
        values = [t.contests.get(cid, 0) for t in tallies]
        paid = final_contest_payouts(values, card.payouts)
        points = [a + b for a, b in zip(points, paid, strict=True)]
        parts = [
            say(lang, "score.contest_part", name=t.name, value=v, points=p)
            for t, v, p in zip(tallies, values, paid, strict=True)
        ]
        lines.append(
            say(lang, "score.contest", title=_title(cid, card.title, lang), parts="; ".join(parts))
        )
    return points, lines


def score_honeybuzz(
    tallies: Sequence[Tally],
    modules: Sequence[str] = (),
    contests: Sequence[str] | None = None,
    foliage: str | None = None,
    difficulty: str | None = None,
    language: str = "en",
) -> Scored:
    """Honey Buzz's final scores for ``tallies`` (one per player, in seating order).

    ``contests``: the final contest cards in play (multiplayer; by default the first game's
    starred ones), or the solo contest cards (solitaire: the three base cards and the
    modules' cards). ``foliage``: the Autumn Leaves foliage card; ``difficulty``: the solo
    difficulty (table g).
    """
    lang = check_language(language)
    n = len(tallies)
    if n < 1:
        raise CompanionError("give one tally per player")
    mods = module_set(n, modules)
    for t in tallies:
        _check(t)
    if len({t.name for t in tallies}) != n:
        raise CompanionError("every player needs a name of their own")
    solo = "solo" in mods
    names = [c.name for c in compose(list(mods)).scores]  # the rules' categories, in order
    cats: dict[str, list[int]] = {k: [0] * n for k in names}
    lines: list[str] = []
    cats["coins"] = [t.coins for t in tallies]
    cats["resources"] = [t.honey + t.pollen for t in tallies]
    cats["orders"] = [sum(t.orders) for t in tallies]
    solo_results: list[dict[str, Any]] = []
    if solo:
        cats["contests"], solo_results = _solo_contests(tallies[0], contests or (), mods, lang)
        lines += [r["line"] for r in solo_results]
    else:
        ids = list(contests) if contests is not None else _starred_finals()
        cats["contests"], contest_lines = final_contests(tallies, ids, lang)
        lines += contest_lines
    if "fall.caps" in mods:
        awards = fall_caps.caps_data().trophies[n]
        won = fall_caps.trophies([list(t.caps) for t in tallies], awards)
        cats["caps"] = [sum(t.caps) + w for t, w in zip(tallies, won, strict=True)]
        for t, w in zip(tallies, won, strict=True):
            caps = " + ".join(map(str, t.caps)) or "0"
            lines.append(say(lang, "score.caps", name=t.name, caps=caps, trophy=w))
    if "fall.leaves" in mods and not solo:
        if foliage not in fall_leaves.FOLIAGE:
            known = ", ".join(fall_leaves.FOLIAGE)
            raise CompanionError(f"name the foliage card in play ({known}), not {foliage!r}")
        counts = [{c: t.leaves.get(c, 0) for c in fall_leaves.COLOURS} for t in tallies]
        doubles = [t.double_leaf_tiles for t in tallies]
        cats["foliage"] = fall_leaves.score_card(fall_leaves.FOLIAGE[foliage], counts, doubles)
        title = fall_leaves.foliage_title(foliage).text(lang)
        lines.append(
            say(
                lang,
                "score.foliage",
                title=title,
                parts="; ".join(
                    f"{t.name} {p}" for t, p in zip(tallies, cats["foliage"], strict=True)
                ),
            )
        )
    players = []
    for seat, t in enumerate(tallies):
        categories = {k: cats[k][seat] for k in names}
        total = sum(categories.values())
        players.append(
            {
                "seat": seat,
                "name": t.name,
                "categories": categories,
                "total": total,
                "resources_left": t.honey + t.pollen,
                "orders_completed": len(t.orders),
            }
        )
        parts = " + ".join(f"{say(lang, 'category.' + k)} {v}" for k, v in categories.items())
        lines.append(say(lang, "score.total", name=t.name, parts=parts, total=total))
    if solo:
        result = _solo_outcome(players[0], solo_results, difficulty, lang)
        lines += result.pop("lines")
        winners = [0] if result["won"] else []
        return Scored(players, winners, [0], lines, result)
    winners, ranking = rank_by_points(
        [(p["total"], p["resources_left"], p["orders_completed"]) for p in players]
    )
    lines.append(_winner_line(players, winners, lang))
    return Scored(players, winners, ranking, lines)


def _starred_finals() -> list[str]:
    return [c.id for c in load_components().contests if c.star and not c.is_speed]


def _winner_line(players: list[dict[str, Any]], winners: list[int], lang: str) -> str:
    top = players[winners[0]]
    names = ", ".join(players[i]["name"] for i in winners)
    if len(winners) > 1:
        return say(lang, "score.shared", names=names, total=top["total"])
    if sum(p["total"] == top["total"] for p in players) > 1:
        return say(lang, "score.tie_break", name=names, total=top["total"])
    return say(lang, "score.wins", name=names, total=top["total"])


def _solo_cards(mods: Sequence[str]) -> dict[str, Any]:
    cards: dict[str, Any] = {c.id: c for c in solo_data().contests}
    for module, module_cards in sorted(MODULE_CONTESTS.items()):
        if module in mods:
            cards.update({c.id: c for c in module_cards})
    return cards


def _solo_contests(
    t: Tally, ids: Sequence[str], mods: Sequence[str], lang: str
) -> tuple[list[int], list[dict[str, Any]]]:
    cards = _solo_cards(mods)
    if not ids:
        raise CompanionError(f"name the solo contest cards in play: {', '.join(cards)}")
    out = []
    for cid in ids:
        if cid not in cards:
            raise CompanionError(
                f"no solo contest card {cid!r} here; choose from {', '.join(cards)}"
            )
        card = cards[cid]
        value = t.contests.get(cid, 0)
        tier, points = tier_points(card, value)
        deduction = getattr(card, "deduction", 0)
        line = say(
            lang,
            "score.solo_contest",
            title=_title(cid, card.title, lang),
            value=value,
            tier=tier,
            points=points,
        )
        out.append(
            {
                "card": cid,
                "value": value,
                "tier": tier,
                "points": points,
                "deduction": deduction,
                "line": line,
            }
        )
    return [sum(r["points"] for r in out)], out


def _solo_outcome(
    player: dict[str, Any], results: list[dict[str, Any]], difficulty: str | None, lang: str
) -> dict[str, Any]:
    if difficulty not in TABLE_G_MINIMUM:
        known = ", ".join(TABLE_G_MINIMUM)
        raise CompanionError(f"choose the solo difficulty ({known}), not {difficulty!r}")
    points = sum(r["points"] for r in results)
    deduction = sum(r["deduction"] for r in results)
    need = TABLE_G_MINIMUM[difficulty]
    won, score, rank = solo_result(points, player["total"], deduction, difficulty)
    if won:
        line = say(
            lang,
            "score.solo_won",
            points=points,
            need=need,
            total=player["total"],
            deduction=deduction,
            score=score,
            rank=rank_term(rank).text(lang),
        )
    else:
        line = say(lang, "score.solo_lost", points=points, need=need)
    return {
        "won": won,
        "score": score,
        "rank": rank,
        "contest_points": points,
        "minimum": need,
        "deduction": deduction,
        "difficulty": difficulty,
        "lines": [line],
    }


# ------------------------------------------------------------------ Honeycomb Hustle


@dataclass
class HustleTally:
    """One Honeycomb Hustle player at the end: honey and nectar tokens held (bag and
    honeycomb, honey kept track of included), and the last round's purchases with the
    flower points they had for them."""

    name: str
    honey: int = 0
    nectar: int = 0
    flower_points: int = 0
    buy_honey: int = 0
    buy_nectar: int = 0


def score_hustle(tallies: Sequence[HustleTally], language: str = "en") -> Scored:
    """Honeycomb Hustle's end: the last purchases (5 flower points a honey, 3 a nectar),
    then the most honey wins, ties to the most nectar, then shared (the engine's rule)."""
    lang = check_language(language)
    if len(tallies) < 2:
        raise CompanionError("Honeycomb Hustle needs at least two players")
    lines = []
    honey, nectar = [], []
    for t in tallies:
        for what in ("honey", "nectar", "flower_points", "buy_honey", "buy_nectar"):
            _count(getattr(t, what), f"{t.name}: {what}")
        cost = HONEY_PRICE * t.buy_honey + NECTAR_PRICE * t.buy_nectar
        if cost > t.flower_points:
            raise CompanionError(
                say(lang, "hustle_score.too_dear", name=t.name, cost=cost, points=t.flower_points)
            )
        honey.append(t.honey + t.buy_honey)
        nectar.append(t.nectar + t.buy_nectar)
        lines.append(
            say(
                lang,
                "hustle_score.line",
                name=t.name,
                honey=t.honey,
                bought=t.buy_honey,
                nectar=t.nectar,
                bought_nectar=t.buy_nectar,
                total=honey[-1],
                total_nectar=nectar[-1],
                cost=cost,
                points=t.flower_points,
            )
        )
    winners, ranking = hustle_rules.outcome(honey, nectar)
    players = [
        {
            "seat": s,
            "name": t.name,
            "honey": honey[s],
            "nectar": nectar[s],
            "categories": {"honey": t.honey, "bought": t.buy_honey},
            "total": honey[s],
        }
        for s, t in enumerate(tallies)
    ]
    names = ", ".join(tallies[i].name for i in winners)
    key = "hustle_score.shared" if len(winners) > 1 else "hustle_score.wins"
    if len(winners) == 1 and honey.count(honey[winners[0]]) > 1:
        key = "hustle_score.tie_break"
    lines.append(say(lang, key, names=names, honey=honey[winners[0]], nectar=nectar[winners[0]]))
    return Scored(players, winners, ranking, lines)


def flower_points(
    blue: int = 0, purple: int = 0, red: int = 0, helpers: int = 0, trade: int = 0, cover: int = 0
) -> int:
    """A honeycomb's flower points from what is in it, by the engine's count: ``blue`` as
    counted on the table (doubled where two blues touch), the purple tokens' points, the
    number of red tokens (squared), helper bees (3 each), trade and cover-up tokens (1)."""
    comb: dict[tuple[int, int], tuple[str, int, bool]] = {}
    kinds = [("red", red), ("helper", helpers), ("trade", trade), ("cover", cover)]
    q = 0
    for kind, k in kinds:
        for _ in range(_count(k, kind)):
            comb[(q, 0)] = (kind, 0, False)
            q += 2  # apart: no token touches another
    got = hustle_rules.flower_points(comb)
    return _count(blue, "blue") + _count(purple, "purple") + got["total"]
