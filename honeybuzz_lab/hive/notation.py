"""A short text notation for tiles and hives that people can write by hand.

Tile: icon letter, anchor, tail direction: ``P(2,-1)NE`` (letters F P M N D A for
Forage, Produce, Market, New Bee, Decree, Accounting; directions E NE NW W SW SE or
0-5; the parentheses are optional). A hive is its tiles in placement order, then what
its cells hold: a nectar letter (w r c a) and the cell, ``*`` for honey, ``^`` for a cap:
``r(1,1)``, ``a*(2,0)``. Tokens are separated by spaces, new lines or ``;``;
``#`` starts a comment.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..inputs import quote
from .cells import HiveError
from .hexes import MAX_COORD, parse_direction
from .nectar import Nectar
from .tiles import Action, HiveTile

if TYPE_CHECKING:
    from .model import Hive

_TILE = re.compile(
    r"^([FPMNDA])\(?\s*(-?\d{1,9})\s*,\s*(-?\d{1,9})\s*\)?\s*(NE|NW|SE|SW|E|W|[0-5])$",
    re.IGNORECASE,
)
_CELL = re.compile(r"^([wrca])([*^]*)\(?\s*(-?\d{1,9})\s*,\s*(-?\d{1,9})\s*\)?$")
#: Longest hive notation read (far more than any hive needs).
MAX_TEXT = 200_000


def _coords(q: str, r: str, token: str) -> tuple[int, int]:
    h = (int(q), int(r))
    if any(abs(c) > MAX_COORD for c in h):
        raise ValueError(f"{quote(token)} names a hex beyond {MAX_COORD} from the centre")
    return h


def parse_tile(text: str) -> HiveTile:
    """A tile from its notation, e.g. ``"F(0,0)E"``."""
    if not isinstance(text, str):
        raise ValueError(f"tile notation must be text, not {type(text).__name__}")
    m = _TILE.match(text.strip())
    if not m:
        raise ValueError(
            f"{quote(text)} is not a tile: write icon letter, anchor and direction, e.g. P(2,-1)NE"
        )
    letter, q, r, d = m.groups()
    return HiveTile(Action.parse(letter), _coords(q, r, text), parse_direction(d))


def format_tile(tile: HiveTile) -> str:
    """The notation of one tile."""
    return tile.notation


def tokens(text: str) -> list[str]:
    """Split hive notation into tokens, dropping comments."""
    out = []
    for line in text.splitlines():
        line = line.split("#", 1)[0]
        out.extend(t for t in re.split(r"[\s;]+", line) if t)
    return out


def parse_hive(text: str) -> Hive:
    """A hive from its notation; HiveError names the token that is wrong and why."""
    from .model import Hive

    if not isinstance(text, str):
        raise HiveError(f"hive notation must be text, not {type(text).__name__}")
    if len(text) > MAX_TEXT:
        raise HiveError(f"hive notation is at most {MAX_TEXT} characters, not {len(text)}")
    hive = Hive()
    contents = []
    for i, token in enumerate(tokens(text), 1):
        cell = _CELL.match(token)
        if cell:
            contents.append((i, token, cell))
            continue
        try:
            tile = parse_tile(token)
        except ValueError as e:
            raise HiveError(f"token {i} {quote(token)}: {e}") from None
        if contents:
            raise HiveError(f"token {i} {quote(token)}: tiles come before cell contents")
        verdict = hive.check(tile)
        if not verdict:
            raise HiveError(f"token {i} {quote(token)}: {verdict.reason}")
        hive.place(tile)
    for i, token, m in contents:
        letter, marks, q, r = m.groups()
        try:
            h = _coords(q, r, token)
            hive.put_nectar(h, Nectar.parse(letter))
            if "*" in marks:
                hive.put_honey(h)
            if "^" in marks:
                hive.set_cap(h)
        except (HiveError, ValueError) as e:
            raise HiveError(f"token {i} {quote(token)}: {e}") from None
    return hive


def format_hive(hive: Hive) -> str:
    """The notation of a whole hive (tiles in placement order, then cell contents)."""
    parts = [t.notation for t in hive.tiles]
    for h, c in sorted(hive.cells.items()):
        if c.nectar is not None:
            marks = ("*" if c.honey else "") + ("^" if c.capped else "")
            parts.append(f"{c.nectar.letter}{marks}({h[0]},{h[1]})")
    return " ".join(parts)
