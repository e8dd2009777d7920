"""The game table as plain HTML and SVG, without scripts: what a saved notebook shows.

GitHub, nbviewer or a notebook opened without a kernel cannot run the widget; they show
this picture instead (the widget's ``_repr_html_``). It draws the parts a view shows from
the same synced state the page draws from, in the view's language, as the page draws them:
each part a board with its pieces (saved_boxes, saved_market, saved_cards, saved_players,
from the pieces of table_pieces), the woodland's field here, the hives with
:func:`honeybuzz_lab.games.honeybuzz.hive.svg.hive_svg`, a module's part from its
``PagePart.picture``; the status line, the log and the scores as text.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape as _escape
from typing import TYPE_CHECKING, Any

from ....core.i18n import text
from ..game.state import space_name
from .saved_boxes import boxes_board
from .saved_cards import contests_board, orders_board
from .saved_market import market_board
from .saved_players import players_html
from .table_pieces import BORDER, PANEL, board, mark, nest, piece

if TYPE_CHECKING:
    from ....core.hexes import Hex
    from .game_view import GameView

INK = "#2b1d06"
MUTED = "#5c5447"
LINE = "#c9c0ae"
#: The picture's own ground (in a light or a dark notebook alike).
PAPER = "#ffffff"


def escape(text: str) -> str:
    """``text`` for the content of an element (no attribute here holds text)."""
    return _escape(text, quote=False)


def _t(view: GameView, key: str, **params: object) -> str:
    """The table text ``key`` in the view's language."""
    return text(view.language, f"table.{key}", **params)


def _n(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".")


def _chip(style: dict[str, str], text: str) -> str:
    """A player's mark in HTML: their shape in their colour, outlined dark (an amber symbol
    alone reads at 2.2:1 on white), then the text."""
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" width="13" height="13" '
        'viewBox="-7 -7 14 14" style="vertical-align:-1px">'
        f"{_mark(0, 0, 6, style)}</svg> {escape(text)}"
    )


def _svg(width: float, height: float, label: str, body: list[str]) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" role="img" width="{_n(width)}" '
        f'height="{_n(height)}" viewBox="0 0 {_n(width)} {_n(height)}" '
        f'font-family="system-ui, sans-serif" font-size="11">'
        f"<title>{escape(label)}</title>{''.join(body)}</svg>"
    )


def _mark(x: float, y: float, r: float, style: dict[str, str]) -> str:
    shape, fill = style["shape"], style["fill"]
    attrs = f'fill="{fill}" stroke="{INK}" stroke-width="1"'
    if shape == "square":
        size = _n(2 * r)
        return f'<rect x="{_n(x - r)}" y="{_n(y - r)}" width="{size}" height="{size}" {attrs}/>'
    if shape == "diamond":
        pts = f"{_n(x)},{_n(y - r)} {_n(x + r)},{_n(y)} {_n(x)},{_n(y + r)} {_n(x - r)},{_n(y)}"
        return f'<polygon points="{pts}" {attrs}/>'
    if shape == "triangle":
        pts = f"{_n(x)},{_n(y - r)} {_n(x + r)},{_n(y + r * 0.8)} {_n(x - r)},{_n(y + r * 0.8)}"
        return f'<polygon points="{pts}" {attrs}/>'
    return f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(r)}" {attrs}/>'


# ------------------------------------------------------------------ the parts


def field_svg(view: GameView) -> str:
    """The woodland's field: nectar tiles (colour and letter) and forage tokens."""
    static = view._static
    rows, cols = static["field"]["rows"], static["field"]["columns"]
    colours = static["palette"]["resources"]
    letters = {"w": "wildflower", "r": "rosemary", "c": "cherry_blossom", "a": "acacia"}
    cell = 46
    body = []
    for c in range(cols):
        body.append(
            f'<text x="{28 + c * cell + cell / 2}" y="14" text-anchor="middle" '
            f'fill="{MUTED}">{"ABCDEFGHIJ"[c]}</text>'
        )
    for r in range(rows):
        body.append(
            f'<text x="14" y="{22 + r * cell + cell / 2 + 4}" text-anchor="middle" '
            f'fill="{MUTED}">{r + 1}</text>'
        )
    # A tile is [row, column, letter] or, face down (advanced), [row, column, letter, back]
    # with letter "" where the view's seat has not seen the front: only the back is drawn.
    tiles = {(t[0], t[1]): t[2:] for t in view._field.get("tiles", [])}
    for r in range(rows):
        for c in range(cols):
            x, y = 28 + c * cell, 22 + r * cell
            tile = tiles.get((r, c))
            letter = tile[0] if tile else ""
            back = tile[1] if tile and len(tile) > 1 else ""
            space = space_name((r, c))
            if back:
                fill = colours[letters[back]]
                words = _t(
                    view,
                    "woodland.face_down",
                    space=space,
                    back=text(view.language, f"terms.nectar.{letters[back]}"),
                )
                shown = letter.upper() if letter else "?"
                body.append(
                    f'<rect x="{x + 2}" y="{y + 2}" width="{cell - 4}" height="{cell - 4}" '
                    f'rx="5" fill="{fill}" stroke="{INK}" stroke-dasharray="4 3">'
                    f"<title>{escape(words)}</title></rect>"
                    f'<rect x="{x + 12}" y="{y + 12}" width="{cell - 24}" height="{cell - 24}" '
                    f'rx="4" fill="#ffffff" stroke="{LINE}"/>'
                    f'<text x="{x + cell / 2}" y="{y + cell / 2 + 5}" text-anchor="middle" '
                    f'font-size="14" font-weight="800" fill="{INK}">{shown}</text>'
                )
                continue
            fill = colours[letters[letter]] if letter else "#f3efe4"
            if letter:
                nectar = text(view.language, f"terms.nectar.{letters[letter]}")
                words = _t(view, "woodland.space_nectar", space=space, nectar=nectar)
            else:
                words = _t(view, "woodland.space_empty", space=space)
            body.append(
                f'<rect x="{x + 2}" y="{y + 2}" width="{cell - 4}" height="{cell - 4}" rx="5" '
                f'fill="{fill}" stroke="{LINE}"><title>{escape(words)}</title></rect>'
            )
            if letter:
                body.append(
                    f'<text x="{x + cell / 2}" y="{y + cell / 2 + 5}" text-anchor="middle" '
                    f'font-size="15" font-weight="800" fill="{INK}">{letter.upper()}</text>'
                )
    # The forage tokens: each player's mark with their initial, at the corner of its space.
    here: dict[tuple[int, int], int] = {}
    for seat, r, c in view._field.get("tokens", []):
        k = here[(r, c)] = here.get((r, c), -1) + 1
        player = static["players"][seat]
        x, y = 28 + c * cell + 11 + 16 * (k % 2), 22 + r * cell + 11 + 16 * (k // 2 % 2)
        words = space_name((r, c)) + _t(view, "woodland.token", name=player["name"])
        body.append(piece(words, mark(x, y, 8, player), "hbt-s-token"))
    return _svg(40 + cols * cell, 30 + rows * cell, _t(view, "woodland.picture"), body)


def hidden_parts(view: GameView) -> set[str]:
    """The base parts (and ``market.pollen``, the market's pollen column) the game's
    modules draw their own way in the picture (Fall Fruit's field for the woodland)."""
    from .modules import parts as module_parts  # the registry's shipped parts use this module

    return {h for name, p in module_parts().items() if view.module_data(name) for h in p.hides}


def hive_marks(view: GameView, seat: int, size: float) -> Callable[[Callable[[Hex], Any]], str]:
    """The overlay of ``seat``'s hive: every module's marks on it (``TablePart.marks``: the
    leaves, the caps), each with its sentence as a tooltip."""
    from .modules import parts

    draws = [
        p.marks(view, seat, size)
        for name, p in parts().items()
        if p.marks is not None and view.module_data(name)
    ]
    return lambda px: "".join(draw(px) for draw in draws)


def _players_html(view: GameView) -> str:
    """Every seat the view shows on their board, their hive with every module's marks."""
    game = view.game

    def hive(seat: int, size: float) -> str:
        return game.players[seat].hive.to_svg(size=size, overlay=hive_marks(view, seat, size))

    return players_html(view, hive)


def _woodland_html(view: GameView) -> str:
    """The woodland's field on its board."""
    field, width, height = nest(field_svg(view), 4, 26)
    name = _t(view, "woodland.title")
    return board(width + 12, height + 32, name, _t(view, "woodland.picture"), [field])


def _market_html(view: GameView) -> str:
    """The market's board (a module may draw the pollen column its own way: Fall Fruit's
    set-bonus track)."""
    skip = view._static["pollen"] if "market.pollen" in hidden_parts(view) else None
    return market_board(view, skip)


def _scores_html(view: GameView) -> str:
    scores = view._scores
    if not scores:
        return ""
    names = [p["name"] for p in view._static["players"]]
    keys = ("scores.player", "category.coins", "category.resources", "category.contests")
    keys += ("category.orders", "scores.total")
    head = "".join(f"<th>{escape(_t(view, key))}</th>" for key in keys)
    rows = []
    for e in sorted(scores["players"], key=lambda e: scores["ranking"].index(e["seat"])):
        c = e["categories"]
        won = escape(_t(view, "scores.winner")) if e["seat"] in scores["winners"] else ""
        rows.append(
            f"<tr><td>{escape(names[e['seat']])}{won}</td><td>{c['coins']}</td>"
            f"<td>{c['resources']}</td><td>{c['contests']}</td><td>{c['orders']}</td>"
            f"<td><b>{e['total']}</b></td></tr>"
        )
    title = _t(view, "scores.final" if scores["final"] else "scores.now")
    return f"<p><b>{escape(title)}</b></p><table><tr>{head}</tr>{''.join(rows)}</table>"


def _status_html(view: GameView) -> str:
    pending = view._pending
    if not pending:
        return ""
    if pending["kind"] == "game_over":
        return f"<p><b>{escape(_t(view, 'decision.over'))}</b></p>"
    seat = pending["player"]
    style = view._static["players"][seat]
    whose = _t(view, "status.whose", name="\0", phrase=pending["phrase"])
    before, _, after = whose.partition("\0")
    return (
        f"<p><b>{escape(_t(view, 'status.turn', n=pending['turn']))}</b>: {escape(before)}"
        f"{_chip(style, style['name'])}{escape(after)}. {escape(pending['prompt'])}</p>"
    )


#: The parts that come last, after every part of the table and of its modules.
LAST = ("log", "scores")


def _order(shown: list[str], modules: dict[str, Any], drawn: set[str]) -> list[str]:
    """The parts in the picture's order, as on the live page: the status line, the modules'
    parts near the top, the table's parts with a module's part beside the one it comes with
    (Fall Fruit's field where the woodland is, drawn or not), the other modules' parts (a
    part beside one the picture does not draw: the decision), then the log."""

    def place(part: str) -> tuple[int, float]:
        if part == "status":
            return (0, 0)
        if part in modules and modules[part].top:
            return (1, 0)
        if part in LAST:
            return (4, LAST.index(part))
        beside = modules[part].beside if part in modules else part
        if beside in shown and beside in drawn and beside not in modules:
            return (2, shown.index(beside) + (0.5 if part in modules else 0))
        return (3, 0)

    return sorted(shown, key=place)


def _framed(html: str) -> str:
    """``html`` on a board: the plate's colours and edge, as the table's parts are drawn."""
    return (
        '<div class="hbt-static-board" style="display:inline-block;vertical-align:top;'
        f"margin:0 10px 10px 0;padding:4px 10px;background:{PANEL};border:1.5px solid "
        f'{BORDER};border-radius:8px;max-width:100%;box-sizing:border-box">{html}</div>'
    )


def view_html(view: GameView) -> str:
    """The parts a view shows, as HTML with inline SVG (a module's parts: its ``PagePart``'s
    ``picture``, in widgets/modules/)."""
    from .modules import page_parts

    parts: list[str] = []
    if view.notice:
        parts.append(f"<p><i>{escape(view.notice)}</i></p>")

    def heading(key: str) -> str:
        return f"<p><b>{escape(_t(view, key))}</b></p>"

    renderers: dict[str, Any] = {
        "status": _status_html,
        "boxes": boxes_board,
        "woodland": _woodland_html,
        "market": _market_html,
        "orders": orders_board,
        "contests": contests_board,
        "players": _players_html,
        "log": lambda v: (
            heading("log.heading")
            + "<ol>"
            + "".join(f"<li>{escape(line)}</li>" for line in v._log[-12:])
            + "</ol>"
        ),
        "scores": _scores_html,
        **{name: p.picture for name, p in page_parts().items() if p.picture is not None},
    }
    hidden = hidden_parts(view)
    modules = page_parts()
    for part in _order(view._parts, modules, set(renderers)):
        if part in renderers and part not in hidden:
            drawn = renderers[part](view)
            # a module's part stands on a board of its own, as the table's parts do
            parts.append(_framed(drawn) if part in modules and drawn else drawn)
    # A light card of its own: its inks are drawn for a light ground, and a dark notebook's
    # output area would leave them at about 1.2:1.
    return (
        f'<figure class="hbt-static" lang="{view.language}" style="margin:0;padding:8px 12px;'
        f"color:{INK};background:{PAPER};border-radius:8px;"
        f'font-family:system-ui,sans-serif;font-size:13px">{"".join(parts)}</figure>'
    )
