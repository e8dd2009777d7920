"""What the table shows of the Harvest Festival (``_modules["fall.festival"]``),
encoded from a seat's view.

The festival board is public
(:func:`honeybuzz_lab.games.honeybuzz.game.modules.fall_festival.redact`): the toast cards face up,
the worker spaces, who retired how many workers and which toasts they claimed. What a toast would
pay is counted for the seat on turn from public things (its hive, coins, orders, workers). Texts are
said in the table's language here; the page draws them, and the end-of-turn choice's buttons come
from the pending decision's answers (so only a page that may answer gets them).

The encoder gives ``{}`` in a game without the module (left out of
``_modules``), else::

    {"header", "spaces": ["blocked" | "free" | seat, ...], "free", "cards": [{"card",
     "slot", "text", "coins", "now", "now_text"}], "retired": [{"seat", "n", "text", "toasts"}],
     "choice": text, "short": the choice in a few words ("" when it says something else),
     "can": bool, "seat": the seat on turn (None), "toast_title", "work_text",
     "work_button", "no_cards", "reconstructed", "note"}
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..saved_players import worker
from ..table_pieces import BORDER, FG, MUTED, coin, esc, label, mark, num, piece, shape, text_width
from .saved_kit import TOP, at, caption, more, part_svg, section

if TYPE_CHECKING:
    from ..game_view import GameView

from typing import Any

from .....core.i18n import text
from ...game import Game
from ...game.log import count
from ...game.modules.fall_festival import (
    NAME,
    toast_card,
    toast_coins,
    toast_text,
    why_not_retire,
)
from ...game.views import view_of
from ..table_state import ALL, Viewer
from ..words import in_page_words
from . import PagePart, TablePart, register


def is_festival(game: Game) -> bool:
    """Whether ``game`` is played with the Harvest Festival."""
    return NAME in game.rules.modules


def _t(language: str, key: str, **params: object) -> str:
    return text(language, f"table.fall.festival.{key}", **params)


def _spaces(view: dict[str, Any]) -> list[str | int]:
    """Every worker space of the board: blocked ones, then retired workers by seat, then
    the free ones."""
    out: list[str | int] = ["blocked"] * view["blocked"]
    for seat, n in sorted(view["retired"].items(), key=lambda kv: int(kv[0])):
        out += [int(seat)] * n
    return out + ["free"] * max(0, view["spaces"] - len(out))


def encode_festival(game: Game, viewer: Viewer = ALL, language: str = "en") -> dict[str, Any]:
    """The Harvest Festival's part of the table for ``viewer`` (``{}`` without it)."""
    if not is_festival(game):
        return {}
    state = game.state
    seat = viewer if isinstance(viewer, int) else None
    view = view_of(state, seat)["festival"]
    spaces = _spaces(view)
    free = spaces.count("free")
    playing = not game.is_over and not state.in_setup
    on_turn = state.turn.seat if playing else None
    cards = []
    for slot, card_id in enumerate(view["slots"]):
        if card_id is None:
            continue
        card = toast_card(card_id)
        entry: dict[str, Any] = {
            "card": card_id,
            "slot": slot,
            "text": in_page_words(game.rules, toast_text(card_id)).text(language),
            "coins": card.coins,
            "now": None,
            "now_text": "",
        }
        if on_turn is not None:
            coins = toast_coins(state, on_turn, card_id, retiring=1)
            entry["now"] = coins
            entry["now_text"] = _t(
                language,
                "now",
                name=game.players[on_turn].name,
                coins=count("coins", coins).text(language),
            )
        cards.append(entry)
    retired = []
    for s, player in enumerate(game.players):
        n = int(view["retired"].get(str(s), 0))
        toasts = [
            in_page_words(game.rules, toast_text(c)).text(language)
            for c in view["claimed"].get(str(s), [])
        ]
        words = _t(language, "retired", name=player.name, n=n)
        claimed = _t(language, "toasted", cards=toasts) if toasts else ""
        retired.append({"seat": s, "n": n, "text": words, "toasts": claimed})
    short = ""
    if on_turn is None:
        choice, can = "", False
    else:
        why = why_not_retire(state, on_turn)
        name = game.players[on_turn].name
        can = why is None and game.pending.kind == "end_turn"
        if why is not None:
            choice = _t(language, "cannot", name=name, why=why.text(language))
        elif game.pending.kind == "end_turn":
            choice = _t(language, "choice", name=name)
            short = _t(language, "choice_short", name=name)
        else:
            choice = _t(language, "later", name=name)
    return {
        "header": _t(language, "header", free=free, spaces=view["spaces"] - view["blocked"]),
        "spaces": spaces,
        "space_labels": {
            "blocked": _t(language, "space_blocked"),
            "free": _t(language, "space_free"),
            **{str(s): _t(language, "space_seat", name=p.name) for s, p in enumerate(game.players)},
        },
        "free": free,
        "cards": cards,
        "retired": retired,
        "choice": choice,
        "short": short,
        "can": can,
        "seat": on_turn,
        "toast_title": _t(language, "toast_title"),
        "work_text": _t(language, "work"),
        "work_button": _t(language, "work_button"),
        "no_cards": _t(language, "no_cards"),
        "reconstructed": _t(language, "reconstructed"),
        "note": _t(language, "note"),
    }


# ------------------------------------------------------------------ the saved picture


def card_rest(words: str, coins: int) -> str | None:
    """A toast card's words without its leading coins ("3 coins per ..." -> "per ..."), or
    None when they do not start with them (part.js ``cardRest``)."""
    found = re.match(rf"^{coins}\s+[^\W\d_]+\s+(.+)$", words or "")
    return found[1] if found else None


def _space_row(fest: dict[str, Any], players: list[dict[str, str]], y: float) -> tuple[str, float]:
    """The worker spaces in a row (blocked: hatched; free: empty; a retired worker: its
    player's mark), free/open beside them."""
    out = []
    for i, space in enumerate(fest["spaces"]):
        x = 2 + i * 24
        drawn = (
            f'<rect x="{x}" y="{num(y)}" width="20" height="20" rx="3" fill="#ffffff" '
            f'stroke="{MUTED}"/>'
        )
        if isinstance(space, int):
            drawn += mark(x + 10, y + 10, 9, players[space])
        elif space == "blocked":  # hatched
            for x1, y1, x2, y2 in ((0, 20, 20, 0), (0, 10, 10, 0), (10, 20, 20, 10)):
                drawn += (
                    f'<line x1="{x + x1}" y1="{num(y + y1)}" x2="{x + x2}" y2="{num(y + y2)}" '
                    f'fill="none" stroke="{MUTED}" stroke-width="1.5"/>'
                )
        said = f"{i + 1}: {fest['space_labels'][str(space)]}"
        out.append(f'<g data-space="{i}"><title>{esc(said)}</title>{drawn}</g>')
    x = 2 + len(fest["spaces"]) * 24 + 4
    open_ = len([s for s in fest["spaces"] if s != "blocked"])
    out.append(label(x, y + 15, f"{fest['free']}/{open_}", 13, weight=700, anchor="start"))
    return piece(fest["header"], out, "hbt-s-festival-spaces"), x + 40


def _card(card: dict[str, Any], on_turn: dict[str, str] | None, y: float) -> tuple[str, float]:
    """A toast card: its coins on a coin and what it counts, then what it would pay the
    player on turn (their mark, an arrow, a coin)."""
    rest = card_rest(card["text"], card["coins"])
    words = rest if rest is not None else card["text"]
    x = 40 if rest is not None else 8
    out = [coin(20, y + 17, 13, card["coins"], 13)] if rest is not None else []
    out.append(label(x, y + 21, words, 12, fill=FG, anchor="start"))
    x += text_width(words, 12) + 8
    if card["now_text"]:
        now = [mark(x + 10, y + 17, 9, on_turn)] if on_turn else []
        now.append(label(x + 28, y + 22, "→", 14, weight=700, fill=FG))
        now.append(coin(x + 50, y + 17, 13, card["now"], 13))
        out.append(piece(card["now_text"], now, "hbt-s-festival-now"))
        x += 68
    plate = (
        f'<rect x="1" y="{num(y)}" width="{num(x)}" height="34" rx="6" fill="#ffffff" '
        f'stroke="{BORDER}"/>'
    )
    return piece(card["text"], [plate, *out], "hbt-s-toast"), x + 4


def _retired(r: dict[str, Any], player: dict[str, str], y: float) -> tuple[str, float]:
    """A player's retired workers: their worker piece with the count on it, or its empty
    dashed outline when none are; the toasts they claimed beside it."""
    if r["n"]:
        drawn = at(0, y, worker(player, r["n"], "free"))
    else:
        attrs = f'fill="none" stroke="{MUTED}" stroke-width="1.5" stroke-dasharray="3 2"'
        drawn = shape(17, y + 17, 11, player["shape"], attrs)
    if r["toasts"]:
        drawn += label(38, y + 21, r["toasts"], 11, fill=MUTED, anchor="start")
    return piece(r["text"], drawn, "hbt-s-festival-retired"), 42 + text_width(r["toasts"], 11)


def festival_html(view: GameView) -> str:
    """The festival board: its worker spaces, the toast cards with what each would pay the
    player on turn, the retired workers, the end-of-turn choice in a line."""
    fest = view.module_data("fall.festival")
    if "cards" not in fest:
        return ""
    players = view._static["players"]
    on_turn = players[fest["seat"]] if fest["seat"] is not None else None
    drawn, width = _space_row(fest, players, TOP)
    body, y = [drawn], TOP + 28.0
    for card in fest["cards"]:
        drawn, w = _card(card, on_turn, y)
        body.append(drawn)
        width, y = max(width, w), y + 40
    if not fest["cards"]:
        body.append(label(2, y + 16, fest["no_cards"], 12, fill=MUTED, anchor="start"))
        width, y = max(width, text_width(fest["no_cards"]) + 4), y + 26
    for r in fest["retired"]:
        drawn, w = _retired(r, players[r["seat"]], y)
        body.append(drawn)
        width, y = max(width, w), y + 38
    name = text(view.language, "table.fall.festival.title")
    svg = part_svg(width, y, name, fest["header"], body)
    choice = fest["short"] or fest["choice"]
    return section("festival", svg, caption(choice), more(fest["note"], [fest["reconstructed"]]))


#: The table's part of the module (registered with the table's module parts).
PART = register(
    TablePart(
        "fall.festival",
        encode_festival,
        {"festival": PagePart(needs=("_pending",), picture=festival_html)},
        offered=5,
    )
)


__all__ = ["PART", "encode_festival", "is_festival"]
