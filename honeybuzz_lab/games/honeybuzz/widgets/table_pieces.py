"""The pieces of the saved picture of the table, as SVG strings: the shapes the live page
draws (widget_js/tableparts.js, boxpieces.js, marketpieces.js, playerboard.js) in the
colours of its light theme (widget_js/table/frame.css), for a picture on its own paper.

Every piece that says something carries its sentence as its ``<title>`` (the tooltip), so
the drawing loses none of the words; every text is 11 px or more.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from html import escape as _escape

#: The live table's light colours (frame.css): text, muted text, a part's board, a box's
#: tray, the lines of both, a card's paper, the ink on pieces, a coin's gold.
FG = "#1f1a12"
MUTED = "#5c5447"
PANEL = "#fffdf8"
SUNK = "#f3efe4"
BORDER = "#c9c0ae"
CARD = "#fffaf0"
INK = "#2b1d06"
GOLD = "#f0c419"
#: The green of what can be done now (the page's targets).
TARGET = "#1a7f37"
FONT = "system-ui, sans-serif"


def esc(words: object) -> str:
    """``words`` for an element's content (no attribute here holds words)."""
    return _escape(str(words), quote=False)


def num(x: float) -> str:
    """A coordinate, short: at most one decimal."""
    return f"{x:.1f}".rstrip("0").rstrip(".")


def title(words: str) -> str:
    """A piece's sentence, its tooltip (nothing when there are no words)."""
    return f"<title>{esc(words)}</title>" if words else ""


def piece(words: str, body: Iterable[str] | str, cls: str = "") -> str:
    """A group of shapes that says ``words`` (its tooltip)."""
    inner = body if isinstance(body, str) else "".join(body)
    klass = f' class="{cls}"' if cls else ""
    return f"<g{klass}>{title(words)}{inner}</g>"


def label(x: float, y: float, words: object, size: float = 12, **attrs: object) -> str:
    """A text at ``x``, ``y`` (its baseline), centred unless ``anchor`` says otherwise;
    ``weight``, ``fill``, ``italic`` as asked."""
    anchor = attrs.get("anchor", "middle")
    weight = attrs.get("weight", 400)
    fill = attrs.get("fill", INK)
    italic = ' font-style="italic"' if attrs.get("italic") else ""
    return (
        f'<text x="{num(x)}" y="{num(y)}" text-anchor="{anchor}" font-size="{num(size)}" '
        f'font-weight="{weight}" fill="{fill}"{italic}>{esc(words)}</text>'
    )


def svg(width: float, height: float, words: str, body: Iterable[str], cls: str = "") -> str:
    """A picture ``width`` x ``height`` px named ``words`` (its title)."""
    klass = f' class="{cls}"' if cls else ""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg"{klass} role="img" width="{num(width)}" '
        f'height="{num(height)}" viewBox="0 0 {num(width)} {num(height)}" '
        f'font-family="{FONT}" style="vertical-align:top;margin:0 10px 10px 0">'
        f"{title(words)}{''.join(body)}</svg>"
    )


def board(width: float, height: float, name: str, words: str, body: Iterable[str]) -> str:
    """A part of the table drawn as a board: its plate, its ``name`` printed on it, then
    its pieces; ``words`` is the picture's title."""
    head = (
        f'<rect x="1" y="1" width="{num(width - 2)}" height="{num(height - 2)}" rx="8" '
        f'fill="{PANEL}" stroke="{BORDER}" stroke-width="1.5"/>'
        f'<text x="10" y="20" font-size="13" font-weight="700" fill="{FG}">{esc(name)}</text>'
    )
    return svg(width, height, words, [head, *body])


def hex_points(cx: float, cy: float, r: float) -> str:
    """The six corners of a pointy-top hex of circumradius ``r``."""
    corners = (math.radians(60 * i - 30) for i in range(6))
    return " ".join(f"{num(cx + r * math.cos(a))},{num(cy + r * math.sin(a))}" for a in corners)


def shape(x: float, y: float, r: float, kind: str, attrs: str) -> str:
    """A player's shape (circle, square, diamond, triangle) of radius ``r`` at ``x``, ``y``."""
    if kind == "square":
        s = r * 0.88
        return (
            f'<rect x="{num(x - s)}" y="{num(y - s)}" width="{num(2 * s)}" '
            f'height="{num(2 * s)}" rx="{num(r * 0.2)}" {attrs}/>'
        )
    if kind == "diamond":
        pts = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)]
    elif kind == "triangle":
        pts = [(x, y - r), (x + r, y + r * 0.8), (x - r, y + r * 0.8)]
    else:
        return f'<circle cx="{num(x)}" cy="{num(y)}" r="{num(r)}" {attrs}/>'
    return f'<polygon points="{" ".join(f"{num(a)},{num(b)}" for a, b in pts)}" {attrs}/>'


def initial(name: str) -> str:
    """A name's first letter, upper case (direction marks skipped)."""
    bare = name.lstrip("\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
    return bare[:1].upper()


def mark(x: float, y: float, r: float, player: dict[str, str], letter: str | None = None) -> str:
    """A player's mark: their shape in their colour, outlined in ink, with their initial
    (or ``letter``) at least 11 px, so colour is never the only sign."""
    body = shape(
        x, y, r, player["shape"], f'fill="{player["fill"]}" stroke="{INK}" stroke-width="1.2"'
    )
    letter = initial(player["name"]) if letter is None else letter
    size = max(11, r * 1.1)
    return body + label(x, y + size * 0.36, letter, size, weight=800, fill=player["ink"])


def disc(x: float, y: float, r: float, fill: str, letter: str) -> str:
    """A resource's disc: its colour and its letter."""
    return (
        f'<circle cx="{num(x)}" cy="{num(y)}" r="{num(r)}" fill="{fill}" stroke="{INK}" '
        f'stroke-width="1.2"/>{label(x, y + 4, letter, 12, weight=800)}'
    )


def star(x: float, y: float, size: float = 19) -> str:
    """A five-pointed gold star (its points ``size`` from its centre), for points."""
    corners = []
    for k in range(10):
        r = size * 0.53 if k % 2 else size
        a = -math.pi / 2 + k * math.pi / 5
        corners.append(f"{num(x + r * math.cos(a))},{num(y + r * math.sin(a))}")
    return (
        f'<polygon points="{" ".join(corners)}" fill="{GOLD}" stroke="{INK}" stroke-width="1.2"/>'
    )


def points_star(x: float, y: float, points: object, size: float = 19) -> str:
    """Points on a star."""
    return star(x, y, size) + label(x, y + 4.5, points, 12, weight=800)


def coin(x: float, y: float, r: float, amount: object, size: float = 13) -> str:
    """A gold coin with ``amount`` on it."""
    return (
        f'<circle cx="{num(x)}" cy="{num(y)}" r="{num(r)}" fill="{GOLD}" stroke="{INK}" '
        f'stroke-width="1.5"/><circle cx="{num(x)}" cy="{num(y)}" r="{num(r * 0.77)}" '
        f'fill="none" stroke="{INK}" stroke-opacity="0.45"/>'
        f"{label(x, y + size * 0.37, amount, size, weight=800)}"
    )


def text_width(words: object, px: float = 12) -> float:
    """About how wide ``words`` are at ``px`` (an estimate, a little generous)."""
    return len(str(words)) * px * 0.6


def head_lines(name: str, breaks: str = "", most: int = 10) -> list[str]:
    """A name's lines of at most ``most`` letters where it may break: at a space, or at a
    ``|`` of ``breaks`` (the name with its break marks) with a hyphen there; a piece longer
    than ``most`` keeps its own line (marketpieces.js ``headLines``).

    >>> head_lines("Cherry Blossom")
    ['Cherry', 'Blossom']
    >>> head_lines("cseresznyevirágméz", "cseresznye|virág|méz")
    ['cseresznye-', 'virágméz']
    """
    marked = breaks if breaks and breaks.replace("|", "") == name else name
    lines: list[str] = []
    line = ""
    for sep, part in _pieces(marked):
        joined = line + (" " if line and sep == " " else "") + part
        if not line or len(joined) <= most:
            line = joined
        else:
            lines.append(line + ("-" if sep == "|" else ""))
            line = part
    return [*lines, line]


def _pieces(marked: str) -> list[tuple[str, str]]:
    """``marked`` cut at its spaces and ``|``: (the separator before, the piece)."""
    out: list[tuple[str, str]] = []
    sep, part = "", ""
    for ch in marked:
        if ch in " |":
            if part:
                out.append((sep, part))
            sep, part = ch, ""
        else:
            part += ch
    if part:
        out.append((sep, part))
    return out


def nest(picture: str, x: float, y: float) -> tuple[str, float, float]:
    """A whole SVG ``picture`` placed at ``x``, ``y`` inside another; with its width and
    height."""
    size = re.match(r'<svg [^>]*?width="([\d.]+)" height="([\d.]+)"', picture)
    if size is None:
        raise ValueError("not a picture with its width and height")
    return (
        picture.replace("<svg ", f'<svg x="{num(x)}" y="{num(y)}" ', 1),
        float(size[1]),
        float(size[2]),
    )
