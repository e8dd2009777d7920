"""The order stacks and the Queen's contests in the saved picture, drawn as cards as the
page draws them (widget_js/market.js, marketpieces.js, contestpieces.js): an order card
with its customer and size, what it asks as the resources' discs with their counts and its
points on a star, and under it the cards below and the action the stack gives; a contest
card with its title and kind, its places (a finisher's mark, the coins left, the points at
the end) and each player's count by their mark. Each card's sentence is its tooltip."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....core.i18n import text
from .table_pieces import (
    BORDER,
    CARD,
    FG,
    INK,
    MUTED,
    SUNK,
    board,
    coin,
    disc,
    label,
    mark,
    num,
    piece,
    points_star,
    star,
    text_width,
)

if TYPE_CHECKING:
    from .game_view import GameView

CARD_H = 64
FOOT_H = 26
SLOT = 40


def _t(view: GameView, key: str, **params: object) -> str:
    return text(view.language, f"table.{key}", **params)


def order_card(view: GameView, card: dict[str, Any], x: float, y: float) -> tuple[str, float]:
    """An order card with its top-left at ``x``, ``y``, and its width."""
    static = view._static
    palette = static["palette"]
    needs = card["needs"]
    width = card_width(card)
    out = [
        f'<rect x="{num(x + 1)}" y="{num(y + 1)}" width="{num(width - 2)}" '
        f'height="{CARD_H - 2}" rx="6" fill="{CARD}" stroke="{INK}" stroke-width="1.2"/>',
        label(x + 9, y + 18, card["customer"], 13, weight=700, anchor="start"),
        label(x + width - 9, y + 18, card["size"], 11, anchor="end", italic=True),
    ]
    for i, (resource, n) in enumerate(needs):
        letter = palette["resource_letters"].get(resource) or static["resources"][resource][:1]
        out.append(disc(x + 21 + i * 40, y + 42, 12, palette["resources"][resource], letter))
        out.append(label(x + 36 + i * 40, y + 47, n, 14, weight=800, anchor="start"))
    out.append(points_star(x + width - 26, y + 42, card["points"]))
    needs_words = ", ".join(
        _t(view, "orders.need", n=n, resource=static["resources"][r]) for r, n in needs
    )
    words = _t(
        view,
        "orders.card",
        customer=card["customer"],
        needs=needs_words,
        points=card["points"],
        size=card["size"],
    )
    return piece(words, out, "hbt-s-order"), width


def card_width(card: dict[str, Any]) -> float:
    """An order card's width: its needs and star, or its head, whichever is wider."""
    head = text_width(card["customer"], 13) + text_width(card["size"], 11) + 24
    return max(140, 12 + len(card["needs"]) * 40 + 48, head)


def stack_foot(view: GameView, stack: dict[str, Any], x: float, y: float) -> str:
    """Under a stack: the cards below (a small stack with their number) and its action."""
    palette = view._static["palette"]
    below = _t(view, "orders.below", n=stack["below"])
    action = _t(view, "orders.action", action=view._static["kinds"][stack["action"]])
    out = [
        f'<rect x="{num(x + 2 + d)}" y="{num(y + 2 + d)}" width="22" height="18" rx="3" '
        f'fill="{CARD}" stroke="{INK}"/>'
        for d in (4, 2, 0)
    ]
    out.append(label(x + 13, y + 16, stack["below"], 12, weight=800))
    icon = palette["icons"][stack["action"]]
    fill = FG if icon["filled"] else "none"
    out.append(
        f'<path d="{icon["path"]}" transform="translate({num(x + 46)},{num(y + 13)}) '
        f'scale(0.67)" fill="{fill}" stroke="{FG}" stroke-width="1.5" stroke-linejoin="round"/>'
    )
    out.append(label(x + 58, y + 18, action, 11, fill=FG, anchor="start"))
    return piece(f"{below}. {action}.", out, "hbt-s-stack-foot")


def orders_board(view: GameView) -> str:
    """The order stacks side by side: each face-up card, and what is under it."""
    if not view._orders:
        return ""
    x, y = 10.0, 30.0
    foot_w = 58 + text_width(_t(view, "orders.action", action="x" * 10), 11)
    body = []
    for stack in view._orders:
        if stack["up"] is None:
            words = _t(view, "orders.none_up" if stack["below"] else "orders.empty")
            width = max(140.0, text_width(words) + 20)
            body.append(
                piece(
                    words,
                    f'<rect x="{num(x + 1)}" y="{num(y + 1)}" width="{num(width - 2)}" '
                    f'height="{CARD_H - 2}" rx="6" fill="{SUNK}" stroke="{BORDER}"/>'
                    + label(x + width / 2, y + CARD_H / 2 + 4, words, 12, fill=MUTED),
                    "hbt-s-order",
                )
            )
        else:
            drawn, width = order_card(view, stack["up"], x, y)
            body.append(drawn)
        body.append(stack_foot(view, stack, x, y + CARD_H + 4))
        x += max(width, foot_w) + 10
    height = y + CARD_H + 4 + FOOT_H + 10
    return board(x, height, _t(view, "orders.title"), _t(view, "orders.title"), body)


def _places(c: dict[str, Any]) -> list[dict[str, int]]:
    """A contest's places (contestpieces.js ``contestPlaces``)."""
    if c["type"] != "speed":
        return [{"place": k + 1, "points": p} for k, p in enumerate(c["payouts"])]
    done = c.get("finishers") or []
    return [{"place": k + 1, "seat": s} for k, s in enumerate(done)] + [
        {"place": len(done) + k + 1, "coins": n} for k, n in enumerate(c.get("coins") or [])
    ]


def _payout_words(view: GameView, c: dict[str, Any], places: list[dict[str, int]]) -> str:
    """A contest's payouts in words (market.js ``payoutWords``)."""
    names = [p["name"] for p in view._static["players"]]

    def value(p: dict[str, int], n: int) -> str:
        place = _t(view, f"contests.place.{p['place']}")
        return _t(view, "contests.place_value", place=place, n=n)

    if c["type"] != "speed":
        return _t(view, "contests.pays", places=[value(p, p["points"]) for p in places])
    left = [value(p, p["coins"]) for p in places if "coins" in p]
    done = [
        _t(view, f"contests.place.{p['place']}") + " " + names[p["seat"]]
        for p in places
        if "seat" in p
    ]
    said = _t(view, "contests.coins_left", places=left) + " " if left else ""
    return (
        said
        + _t(view, "contests.finished")
        + " "
        + (", ".join(done) or _t(view, "contests.nobody"))
    )


def contest_card(view: GameView, c: dict[str, Any], x: float, y: float, width: float) -> str:
    """A contest's card with its top-left at ``x``, ``y``."""
    players = view._static["players"]
    places = _places(c)
    kind = _t(view, "contests.speed" if c["type"] == "speed" else "contests.final").upper()
    out = [
        f'<rect x="{num(x + 1)}" y="{num(y + 1)}" width="{num(width - 2)}" '
        f'height="{num(CONTEST_H - 2)}" rx="7" fill="#ffffff" stroke="{BORDER}" '
        'stroke-width="1.2"/>',
        f'<rect x="{num(x + 1)}" y="{num(y + 6)}" width="{"2" if c["type"] == "speed" else "5"}" '
        f'height="{num(CONTEST_H - 12)}" fill="{MUTED}"/>',
        label(x + 12, y + 18, c["title"], 13, weight=700, fill=FG, anchor="start"),
        label(x + 12, y + 33, kind, 11, weight=700, fill=MUTED, anchor="start"),
    ]
    if c["type"] == "speed":  # a double bar, as the page's double border
        out.append(
            f'<rect x="{num(x + 5)}" y="{num(y + 6)}" width="2" '
            f'height="{num(CONTEST_H - 12)}" fill="{MUTED}"/>'
        )
    py = y + 38
    for i, p in enumerate(places):
        cx = x + 12 + i * SLOT + SLOT / 2
        out.append(
            label(cx, py + 12, _t(view, f"contests.place.{p['place']}"), 11, weight=700, fill=FG)
        )
        if "seat" in p:
            out.append(mark(cx, py + 30, 12, players[p["seat"]]))
        elif "coins" in p:
            out.append(coin(cx, py + 30, 14, p["coins"], 12))
        else:
            out.append(star(cx, py + 31, 16) + label(cx, py + 35, p["points"], 12, weight=800))
    if c["type"] == "speed" and not c.get("coins"):
        px = x + 12 + len(places) * SLOT + 6
        out.append(label(px, py + 34, _t(view, "contests.all_paid"), 12, fill=FG, anchor="start"))
    ny = y + CONTEST_H - 12
    out.append(label(x + 12, ny, c["counts"], 12, fill=FG, anchor="start"))
    nx = x + 12 + text_width(c["counts"]) + 10
    for seat, value in enumerate(c["values"]):
        shown = f"{value} / {c['target']}" if c.get("target") else str(value)
        said = _t(view, "contests.count", name=players[seat]["name"], value=shown, what=c["counts"])
        drawn = mark(nx + 8, ny - 4, 8, players[seat]) + label(
            nx + 20, ny, shown, 12, weight=700, fill=FG, anchor="start"
        )
        out.append(piece(said, drawn, "hbt-s-count"))
        nx += 28 + text_width(shown)
    words = f"{c['title']}: {c['text']} {_payout_words(view, c, places)}"
    return piece(words, out, "hbt-s-contest")


CONTEST_H = 112


def contest_width(c: dict[str, Any]) -> float:
    """A contest card's width: its title, its places, or its counts row."""
    places = len(_places(c)) * SLOT + (150 if c["type"] == "speed" and not c.get("coins") else 0)
    counts = (
        text_width(c["counts"])
        + 10
        + sum(
            28 + text_width(f"{v} / {c['target']}" if c.get("target") else v) for v in c["values"]
        )
    )
    return max(170, text_width(c["title"], 13) + 24, places + 24, counts + 24)


def contests_board(view: GameView) -> str:
    """The Queen's contests side by side, each a card."""
    if not view._contests:
        return ""
    x, y = 10.0, 30.0
    body = []
    for c in view._contests:
        width = contest_width(c)
        body.append(contest_card(view, c, x, y, width))
        x += width + 10
    title = _t(view, "contests.title")
    return board(x, y + CONTEST_H + 10, title, title, body)
