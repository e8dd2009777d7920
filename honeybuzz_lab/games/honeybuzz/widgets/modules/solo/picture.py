"""The solitaire variant in the saved picture, drawn as the page draws it (widget_js/modules/
solo/part.js, table/solo.css): the two drones as dark pawns with their letters on the names
of their hive boxes, the face-up drone card (its number), the next card's back (the box it
sends a drone to), the deck with the cards left on it, and each solo contest card (its
count, a star per tier reached and an empty one for the next, the points it pays). Each
piece's sentence is its tooltip; the difficulty and the win or loss in a line; the latest
drone turn's steps and the note on reconstructed data open in place.

Only the seat's view is drawn: the drone deck's order never reaches the encoder's data.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ......core.i18n import text
from ...table_pieces import BORDER, FG, INK, label, num, piece
from ..saved_kit import TOP, at, caption, more, part_svg, section

if TYPE_CHECKING:
    from ...game_view import GameView

#: The pawn, a card's back, a contest's count and its stars (table/solo.css).
PAWN = "#3d3328"
BACK = "#5d4037"
COUNT = "#7e57c2"
STARS = "#8a5a00"
#: The widest the row of pieces runs before it goes on under.
ROW = 740
GAP = 8


def _width(words: object, size: float = 12) -> float:
    """About how wide a label is (errs wide, part.js ``labelWidth``)."""
    return len(str(words)) * size * 0.62


def drone_piece(letter: str, box: str) -> tuple[str, float]:
    """A drone: a dark pawn with its letter, standing on the name of its hive box."""
    w = max(64, _width(box) + 12)
    return (
        f'<ellipse cx="{num(w / 2)}" cy="50" rx="26" ry="6" fill="{BORDER}" opacity="0.6"/>'
        f'<circle cx="{num(w / 2)}" cy="26" r="22" fill="{PAWN}" stroke="{FG}" stroke-width="2"/>'
        + label(w / 2, 33, letter, 20, weight=800, fill="#ffffff")
        + label(w / 2, 72, box, 12, weight=600, fill=FG)
    ), w


def card_piece(
    mark: str, under: str = "", back: bool = False, stack: bool = False
) -> tuple[str, float]:
    """A drone card: face up (its number), the next card's back (the box it sends a drone
    to), or the deck (a stack, the cards left on it)."""
    w = max(60, _width(under) + 12 if under else 0)
    x = (w - 44) / 2
    fill, ink = (BACK, "#ffffff") if back else ("#ffffff", INK)
    out = [
        f'<rect x="{num(x + k)}" y="{2 + k}" width="44" height="56" rx="5" fill="{fill}" '
        f'stroke="{INK}" stroke-width="1.5"/>'
        for k in ((4, 2, 0) if stack else (0,))
    ]
    size = 20 if len(mark) < 4 else 15  # a Fall module's card number ("FD10") fits too
    out.append(label(w / 2, 31 + size * 0.35, mark, size, weight=800, fill=ink))
    if under:
        out.append(label(w / 2, 72, under, 12, weight=600, fill=FG))
    return "".join(out), w


def contest_piece(c: dict[str, Any]) -> tuple[str, float]:
    """A solo contest card: its title, the count now on a disc, a star per tier reached and
    an empty star for the next one, the points it pays."""
    w = max(132, _width(c["title"], 13) + 16)  # its title in bold
    stars = "★" * (c["tier"] or 0) + ("" if c["next"] is None else "☆")
    points = ("+" if c["points"] > 0 else "") + str(c["points"])
    return (
        f'<rect x="1" y="1" width="{num(w - 2)}" height="64" rx="7" fill="#ffffff" '
        f'stroke="{INK}" stroke-width="1.2"/>'
        + label(w / 2, 18, c["title"], 12, weight=700, fill=FG)
        + f'<circle cx="26" cy="42" r="17" fill="{COUNT}"/>'
        + label(26, 49, c["value"], 18, weight=800, fill="#ffffff")
        + label((w + 46) / 2, 41, stars, 16, fill=STARS)
        + label((w + 46) / 2, 58, points, 13, weight=700)
    ), w


def _pieces(solo: dict[str, Any]) -> list[tuple[str, str, float, str]]:
    """Every piece of the part: (its sentence, its drawing, its width, its class)."""
    when = "" if solo["turn"] else " · " + solo["no_turn"]
    out = []
    for d in solo["drones"]:
        drawn, w = drone_piece(d["drone"], d.get("box_name") or d["box"])
        out.append((d["text"] + when, drawn, w, "hbt-s-drone"))
    card = solo["card"]
    drawn, w = card_piece(str(card["id"]) if card else "?")
    out.append((card["text"] if card else solo["card_none"], drawn, w, "hbt-s-drone-card"))
    if solo["next"]:
        drawn, w = card_piece("→", solo["next"].get("box_name", ""), back=True)
        out.append((solo["next"]["text"], drawn, w, "hbt-s-drone-next"))
    drawn, w = card_piece(str(solo["deck"]), stack=True)
    out.append((solo["deck_text"], drawn, w, "hbt-s-drone-deck"))
    for c in solo["contests"]:
        drawn, w = contest_piece(c)
        out.append((c["text"], drawn, w, "hbt-s-solo-contest"))
    return out


def solo_html(view: GameView) -> str:
    """The solo part: the win check in a line, the drones, the drone cards and the solo
    contests as pieces, the win or loss, the latest drone turn under its heading."""
    solo = view.module_data("solo")
    if "contests" not in solo:
        return ""
    body, x, y, width, bottom = [], 2.0, float(TOP), 0.0, 0.0
    for words, drawn, w, cls in _pieces(solo):
        if x > 2 and x + w > ROW:
            x, y = 2.0, bottom + 6
        body.append(piece(words, at(x, y, drawn), cls))
        x += w + GAP
        width = max(width, x)
        bottom = max(bottom, y + (66 if cls == "hbt-s-solo-contest" else 78))
    name = text(view.language, "table.solo.title")
    svg = part_svg(max(width, _width(name, 13) + 8), bottom + 4, name, solo["header"], body)
    out = solo["outcome"]
    ending = caption(out["title"], bold=True) + caption(out["text"]) if out else ""
    steps = [*solo["steps"], solo["reconstructed"]]
    return section(
        "solo",
        svg,
        caption(solo["header"]),
        ending,
        more(solo["turn_text"] if solo["turn"] else solo["no_turn"], steps),
    )


__all__ = ["card_piece", "contest_piece", "drone_piece", "solo_html"]
