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

from typing import TYPE_CHECKING

from ..table_svg import INK, _mark, _muted, _p, _svg, _title, escape
from ..table_svg import _t as _vt

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


def festival_html(view: GameView) -> str:
    """The festival board: its worker spaces, the toast cards with what each would pay the
    player on turn, the retired workers and the end-of-turn choice."""
    fest = view.module_data("fall.festival")
    if "cards" not in fest:
        return ""
    players = view._static["players"]
    body = []
    for i, space in enumerate(fest["spaces"]):
        x = 14 + i * 26
        label = fest["space_labels"][str(space)]
        body.append(f"<g><title>{escape(f'{i + 1}: {label}')}</title>")
        if isinstance(space, int):
            body.append(_mark(x, 14, 9, players[space]))
        elif space == "blocked":
            body.append(
                f'<rect x="{x - 10}" y="4" width="20" height="20" rx="3" fill="#d9d2c3" '
                f'stroke="{INK}"/><path d="M{x - 6},8 L{x + 6},20 M{x + 6},8 L{x - 6},20" '
                f'stroke="{INK}" stroke-width="2"/>'
            )
        else:
            body.append(
                f'<rect x="{x - 10}" y="4" width="20" height="20" rx="3" fill="#ffffff" '
                f'stroke="{INK}" stroke-dasharray="3 2"/>'
            )
        body.append("</g>")
    spaces = _svg(8 + 26 * len(fest["spaces"]), 28, fest["header"], body)
    cards = (
        "".join(
            f"<li>{escape(card['text'])}"
            f"{' — ' + escape(card['now_text']) if card['now_text'] else ''}</li>"
            for card in fest["cards"]
        )
        or f"<li>{escape(fest['no_cards'])}</li>"
    )
    retired = "".join(
        f"<li>{escape(r['text'])}{' · ' + escape(r['toasts']) if r['toasts'] else ''}</li>"
        for r in fest["retired"]
    )
    return (
        f'<section class="hbt-static-festival">{_title(_vt(view, "fall.festival.title"))}'
        f"{_p(fest['header'])}{spaces}{_p(fest['choice'])}"
        f'<p style="margin:2px 0"><b>{escape(fest["toast_title"])}</b></p><ul>{cards}</ul>'
        f"<ul>{retired}</ul>{_muted(fest['reconstructed'])}</section>"
    )


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
