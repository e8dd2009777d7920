"""What every module's part of the saved picture is made of around its pieces: the part's
drawing with its name printed on it (the board is the frame the table draws around a
module's part, ``table_svg._framed``), a one-line caption, the long words in a
``<details>`` that opens in place (as the live part's "i"), and a section holding them.

The pieces themselves are table_pieces.py's (and each module's own); every text is 11 px or
more, every piece's sentence its ``<title>``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ..table_pieces import FG, MUTED, esc, label, num, svg

#: Where a part's pieces start below its name.
TOP = 30


def part_svg(width: float, height: float, name: str, words: str, body: Iterable[str]) -> str:
    """A module part's drawing ``width`` x ``height``: its ``name`` printed at the top left
    as a board's is, then its pieces; ``words`` is the drawing's title."""
    head = label(2, 18, name, 13, weight=700, fill=FG, anchor="start")
    return svg(width, height, words, [head, *body], "hbt-s-part")


def at(x: float, y: float, drawn: str) -> str:
    """A piece drawn in its own coordinates, placed at ``x``, ``y``."""
    return f'<g transform="translate({num(x)},{num(y)})">{drawn}</g>'


def section(name: str, *html: str) -> str:
    """The part's ``html`` in its section (``hbt-static-<name>``), side by side with others."""
    return (
        '<div style="display:inline-block;vertical-align:top;max-width:100%">'
        f'<section class="hbt-static-{name}">{"".join(html)}</section></div>'
    )


def hive_marks(
    marks: list[dict[str, Any]], cls: str, draw: Callable[[dict[str, Any], float, float], str]
) -> Callable[[Callable[[Any], Any]], str]:
    """A module's ``marks`` on a hive in the saved picture, as a function of the hive's
    hex-to-pixel function: each drawn by ``draw(mark, x, y)`` at its hex's centre, in a
    group of class ``cls`` with its sentence (``mark["text"]``) as the tooltip."""

    def drawn(px: Callable[[Any], Any]) -> str:
        out = []
        for m in marks:
            x, y = px(tuple(m["hex"]))
            out.append(
                f'<g class="hb-mark {cls}"><title>{esc(m["text"])}</title>{draw(m, x, y)}</g>'
            )
        return "".join(out)

    return drawn


def caption(words: str, muted: bool = False, bold: bool = False) -> str:
    """One short line under a drawing (nothing when there are no words)."""
    if not words:
        return ""
    style = (f"color:{MUTED};" if muted else "") + ("font-weight:700;" if bold else "")
    return f'<p style="margin:0 0 4px;max-width:760px;{style}">{esc(words)}</p>'


def more(summary: str, lines: Iterable[str]) -> str:
    """Long words (a tie rule, a legend, a note) in a ``<details>`` that opens in place,
    behind ``summary`` (nothing when there are no lines)."""
    said = "".join(f'<p style="margin:2px 0">{esc(line)}</p>' for line in lines if line)
    if not said:
        return ""
    return (
        f'<details style="margin:0 0 4px;max-width:760px;font-size:12px">'
        f'<summary style="cursor:pointer;color:{FG}">{esc(summary)}</summary>{said}</details>'
    )


__all__ = ["TOP", "at", "caption", "more", "part_svg", "section"]
