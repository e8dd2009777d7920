"""What the table shows of the solitaire variant (``_modules["solo"]``), encoded from a seat's view.

Everything comes from ``view["solo"]``
(:func:`honeybuzz_lab.games.honeybuzz.game.modules.solo.view.redact`): the drone deck's order is
never read, only its size, the face-up card and the next card's hive side. Texts are said in the
table's language here, so the page only draws them.

The encoder gives ``{}`` for a game without the solitaire variant (left out of
``_modules``), else::

    {"difficulty", "need", "points", "drones": [{"drone", "box", "text"}],
     "card": {"id", "woodland", "text"} | None, "next": {"box", "text"} | None,
     "deck": n, "deck_text", "contests": [{"card", "title", "value", "tier", "points",
     "next", "text"}], "turn": drone turns so far, "steps": [the latest drone turn's sentences],
     "outcome": {} | {"won", "title", "text", "rank", "score"}, "header", "reconstructed"}
"""

from __future__ import annotations

from typing import Any

from ......core.i18n import Message, text
from ....game import Game
from ....game.log import box_term, data_name, nectar_term, resource_term
from ....game.modules.solo.cards import module_contest
from ....game.modules.solo.data import solo_data
from ....game.modules.solo.words import difficulty_term, rank_term
from ....game.rules import resources
from ....game.views import view_of
from ....hive import Nectar
from ...table_state import ALL, Viewer, said
from ...words import in_page_words

#: The log sentences of a drone turn (what the page replays step by step).
DRONE_KEYS = frozenset(
    {
        "game.solo.drones_turn",
        "game.solo.reshuffle",
        "game.solo.flip_order",
        "game.solo.flip_highest",
        "game.solo.flip_nectar",
        "game.solo.flip_nectar_backs",
        "game.solo.drone_order",
        "game.solo.drone_drop",
        "game.solo.drone_remove",
        "game.solo.drone_reveal",
        "game.solo.drone_nothing",
        "game.solo.drone_moves",
        "game.solo.extra_turn",
        "game.log.end_triggered",
        # Fall Flavors: module drone cards, and the sun moving at a drone turn's end
        "game.solo.module_card.caps",
        "game.solo.module_card.toast",
        "game.solo.reshuffle_module",
        "game.caps.drone",
        "game.caps.drone_none",
        "game.festival.drone",
        "game.sunset.advance",
    }
)
#: How many actions back the latest drone turn is looked for.
LOOK_BACK = 40


def is_solo(game: Game) -> bool:
    """Whether ``game`` is played with the solitaire variant."""
    return "solo" in game.rules.modules


def _t(language: str, key: str, **params: object) -> str:
    return text(language, f"table.solo.{key}", **params)


def _box(state: Any, box: str, language: str) -> str:
    return box_term(state.board[box]).text(language)


def _woodland(state: Any, face: str, language: str) -> str:
    if face == "order":
        return _t(language, "woodland_order")
    if face == "highest":
        resource = in_page_words(state.ruleset, resource_term(resources(state)[0]))
        return _t(language, "woodland_highest", resource=resource)
    nectar = in_page_words(state.ruleset, nectar_term(Nectar(face)))
    return _t(language, "woodland_nectar", nectar=nectar)


def drone_steps(game: Game, language: str = "en") -> list[str]:
    """The sentences of the latest drone turn, in order (up to the history's cursor)."""
    node = game.history.cursor
    chunks: list[list[Message]] = []
    for _ in range(LOOK_BACK):
        if node.parent is None:
            break
        lines = [x for x in node.result or [] if isinstance(x, Message)]
        keys = [x.key for x in lines]
        if "game.solo.drones_turn" in keys:
            start = len(keys) - 1 - keys[::-1].index("game.solo.drones_turn")
            chunks.append(lines[start:])
            break
        chunks.append(lines)
        node = node.parent
    else:
        return []
    if not chunks or not any(x.key == "game.solo.drones_turn" for x in chunks[-1]):
        return []
    ordered = [x for chunk in reversed(chunks) for x in chunk]
    return [said(x, language) for x in ordered if x.key in DRONE_KEYS]


def _title(card: Any, language: str, rules: Any = None) -> str:
    """A contest card's title, in the words of the game's ``rules``."""
    return in_page_words(rules, data_name(f"contest.{card.id}.title", card.title)).text(language)  # type: ignore[no-any-return]


def _contest_text(
    card: Any, entry: dict[str, Any], language: str, rules: Any = None
) -> tuple[str, int | None]:
    needs = [n for n, _ in card.tiers]
    tier = entry["tier"]
    nxt = needs[tier] if tier < len(needs) else None
    measure = in_page_words(rules, Message(f"table.measure.{card.measure}")).text(language)
    title = _title(card, language, rules)
    params = {"title": title, "measure": measure, "value": entry["value"]}
    if tier == 0:
        return _t(language, "contest_none", **params, next=nxt), nxt
    params |= {"tier": tier, "points": entry["points"]}
    if nxt is None:
        return _t(language, "contest_top", **params), None
    return _t(language, "contest", **params, next=nxt), nxt


def encode_solo(game: Game, viewer: Viewer = ALL, language: str = "en") -> dict[str, Any]:
    """The solitaire variant's part of the table for ``viewer`` (``{}`` without it)."""
    if not is_solo(game):
        return {}
    state = game.state
    seat = viewer if isinstance(viewer, int) else None
    view = view_of(state, seat)["solo"]
    cards = {c.id: c for c in solo_data().contests}
    contests = []
    for entry in view["contests"]:
        card = cards.get(entry["card"])
        if card is None:  # a Fall Flavors module's contest card: its title and count
            mc = module_contest(entry["card"])
            title = _title(mc, language, game.rules)
            needs = [n for n, _ in mc.tiers]
            nxt = needs[entry["tier"]] if entry["tier"] < len(needs) else None
            words = f"{title}: {entry['value']} ({entry['points']:+d}, -{mc.deduction})"
            contests.append({**entry, "title": title, "next": nxt, "text": words})
            continue
        words, nxt = _contest_text(card, entry, language, game.rules)
        title = _title(card, language, game.rules)
        contests.append({**entry, "title": title, "next": nxt, "text": words})
    points = sum(c["points"] for c in view["contests"])
    need = view["minimum"]
    difficulty = difficulty_term(view["difficulty"])
    up = view["face_up"]
    card = None
    if up is not None:
        woodland = _woodland(state, up["woodland"], language)
        card = {"id": up["id"], "woodland": up["woodland"], "text": woodland}
        card["text"] = _t(language, "card", id=up["id"], woodland=woodland)
    nxt_box = view["next_hive"]
    count = view["deck"]["count"]
    out: dict[str, Any] = {
        "difficulty": view["difficulty"],
        "need": need,
        "points": points,
        "header": _t(language, "difficulty", difficulty=difficulty, need=need, points=points),
        "drones": [
            {
                "drone": d,
                "box": box,
                "box_name": _box(state, box, language),
                "text": _t(language, "drone_on", drone=d, box=_box(state, box, language)),
                "blocked": _t(language, "blocked", drone=d),
            }
            for d, box in sorted(view["drones"].items())
        ],
        "card": card,
        "card_none": _t(language, "card_none"),
        "next": None
        if nxt_box is None
        else {
            "box": nxt_box,
            "box_name": _box(state, nxt_box, language),
            "text": _t(language, "next", box=_box(state, nxt_box, language)),
        },
        "deck": count,
        "deck_text": _t(language, "deck", n=count),
        "contests": contests,
        "turn": view["drone_turns"],
        "turn_text": _t(language, "turn", n=view["drone_turns"]),
        "no_turn": _t(language, "no_turn"),
        "steps": drone_steps(game, language),
        "outcome": _outcome(game, language),
        "reconstructed": _t(language, "reconstructed"),
    }
    return out


def _outcome(game: Game, language: str) -> dict[str, Any]:
    if not game.is_over:
        return {}
    final = game.final_scores()
    name = game.players[0].name
    params = {
        "points": final["contest_points"],
        "need": final["minimum"],
        "difficulty": difficulty_term(final["difficulty"]),
    }
    if final["won"]:
        rank = rank_term(final["rank"])
        return {
            "won": True,
            "title": _t(language, "won_title", name=name),
            "text": _t(language, "won", **params, score=final["score"], rank=rank),
            "rank": rank.text(language),
            "score": final["score"],
        }
    return {
        "won": False,
        "title": _t(language, "lost_title", name=name),
        "text": _t(language, "lost", **params),
        "rank": None,
        "score": None,
    }


def with_pause(view: Any, data: dict[str, Any]) -> dict[str, Any]:
    """The pause between the drone turn's steps on the page (the table's ``bot_delay``)."""
    return {**data, "pause": getattr(view, "bot_delay", 0.8)}


__all__ = ["DRONE_KEYS", "drone_steps", "encode_solo", "is_solo", "with_pause"]
