"""A short text notation for tiles and hives that people can write by hand.

Tile: icon letter, anchor, tail direction: ``P(2,-1)NE`` (letters F P M N D A for
Forage, Produce, Market, New Bee, Decree, Accounting; directions E NE NW W SW SE or
0-5; the parentheses are optional). A hive is its tiles in placement order, then what
its cells hold: a nectar letter (w r c a) and the cell, ``*`` for honey, ``^`` for a cap:
``r(1,1)``, ``a*(2,0)``. Tokens are separated by spaces, new lines or ``;``;
``#`` starts a comment.

The same notation with Hungarian letters (``language="hu"``), so that a Hungarian reader
does not take P for *Piac*: G T P U R K for Gyűjtés, Termelés, Piac, Új Méh, Rendelet,
Könyvelés; directions K ÉK ÉNy Ny DNy DK (kelet, észak-kelet, ...; accents may be left
out); nectar v r c a (vadvirág, rozmaring, cseresznyevirág, akác): ``T(2,-1)ÉK``,
``a*(2,0)``. A language's notation is read only in that language (P is Produce in
English and Market in Hungarian).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ....core.hexes import MAX_COORD, fmt
from ....core.i18n import Message
from ....core.inputs import quote
from .cells import HiveError
from .nectar import Nectar
from .tiles import Action, HiveTile

if TYPE_CHECKING:
    from .model import Hive


@dataclass(frozen=True)
class Letters:
    """The letters of one language's notation."""

    actions: dict[Action, str]
    directions: tuple[str, ...]  # by direction index, as written
    nectars: dict[Nectar, str]

    def action(self, letter: str) -> Action:
        for action, own in self.actions.items():
            if _fold(letter) == _fold(own):
                return action
        shown = [
            Message("hive.notation.option", letter=own, name=Message(f"terms.action.{a.value}"))
            for a, own in self.actions.items()
        ]
        raise ValueError(Message("hive.notation.action", letter=quote(letter), shown=shown))

    def direction(self, text: str) -> int:
        t = _fold(text)
        for i, name in enumerate(self.directions):
            if t == _fold(name):
                return i
        if t in _DIGITS6:
            return int(t)
        shown = ", ".join(self.directions)
        raise ValueError(Message("hive.notation.direction", text=quote(text), shown=shown))

    def nectar(self, letter: str) -> Nectar:
        for nectar, own in self.nectars.items():
            if letter == own:
                return nectar
        shown = [
            Message("hive.notation.option", letter=own, name=Message(f"terms.nectar.{n.value}"))
            for n, own in self.nectars.items()
        ]
        raise ValueError(Message("hive.notation.nectar", letter=quote(letter), shown=shown))


def _fold(text: str) -> str:
    """Upper case without accents: ``"éNy"`` is ``"ENY"``."""
    decomposed = unicodedata.normalize("NFD", text.strip().upper())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


#: The notation's letters by language.
LETTERS = {
    "en": Letters(
        {a: a.letter for a in Action},
        ("E", "NE", "NW", "W", "SW", "SE"),
        {n: n.letter for n in Nectar},
    ),
    "hu": Letters(
        {
            Action.FORAGE: "G",
            Action.PRODUCE: "T",
            Action.MARKET: "P",
            Action.NEW_BEE: "U",
            Action.DECREE: "R",
            Action.ACCOUNTING: "K",
        },
        ("K", "ÉK", "ÉNy", "Ny", "DNy", "DK"),
        {
            Nectar.WILDFLOWER: "v",
            Nectar.ROSEMARY: "r",
            Nectar.CHERRY_BLOSSOM: "c",
            Nectar.ACACIA: "a",
        },
    ),
}

_NUMBER = r"(-?[0-9]{1,9})"  # ASCII digits only: \d takes ٢ and ２ too
_DIGITS6 = ("0", "1", "2", "3", "4", "5")
_TILE = re.compile(
    rf"^([^\W\d_])\(?\s*{_NUMBER}\s*,\s*{_NUMBER}\s*\)?\s*([^\W\d_]{{1,3}}|[0-5])$", re.IGNORECASE
)
_CELL = re.compile(rf"^([a-z])([*^]*)\(?\s*{_NUMBER}\s*,\s*{_NUMBER}\s*\)?$")
#: Longest hive notation read (far more than any hive needs).
MAX_TEXT = 200_000


def letters(language: str) -> Letters:
    """The notation's letters in ``language`` (``"en"`` or ``"hu"``)."""
    try:
        return LETTERS[language]
    except (KeyError, TypeError):
        raise ValueError(
            f"there is no notation in {quote(str(language))}: use one of {', '.join(LETTERS)}"
        ) from None


def _coords(q: str, r: str, token: str) -> tuple[int, int]:
    h = (int(q), int(r))
    if any(abs(c) > MAX_COORD for c in h):
        raise ValueError(Message("hive.notation.beyond", token=quote(token), limit=MAX_COORD))
    return h


def parse_tile(text: str, language: str = "en") -> HiveTile:
    """A tile from its notation, e.g. ``"F(0,0)E"`` (``"G(0,0)K"`` in Hungarian)."""
    own = letters(language)
    if not isinstance(text, str):
        raise ValueError(f"tile notation must be text, not {type(text).__name__}")
    m = _TILE.match(text.strip())
    if not m:
        example = format_tile(HiveTile(Action.PRODUCE, (2, -1), 1), language)
        raise ValueError(Message("hive.notation.shape", text=quote(text), example=example))
    letter, q, r, d = m.groups()
    try:
        action, direction = own.action(letter), own.direction(d)
    except ValueError as e:
        said = Message("hive.notation.not_tile", text=quote(text), reason=e.args[0])
        raise ValueError(said) from None
    return HiveTile(action, _coords(q, r, text), direction)


def read_tile(text: str, language: str) -> HiveTile:
    """A tile a learner typed: in ``language``'s notation or, failing that, in the English
    one (a Hungarian ``P(2,-1)ÉK`` is a Market tile; ``M(2,-1)NE`` is read too)."""
    try:
        return parse_tile(text, language)
    except ValueError as own:
        if language == "en":
            raise
        try:
            return parse_tile(text)
        except ValueError:
            raise own from None  # said in the learner's notation


def format_tile(tile: HiveTile, language: str = "en") -> str:
    """The notation of one tile (``tile.notation`` is the English one)."""
    own = letters(language)
    return f"{own.actions[tile.action]}{fmt(tile.anchor)}{own.directions[tile.direction]}"


def tokens(text: str) -> list[str]:
    """Split hive notation into tokens, dropping comments."""
    out = []
    for line in text.splitlines():
        line = line.split("#", 1)[0]
        out.extend(t for t in re.split(r"[\s;]+", line) if t)
    return out


def parse_hive(text: str, language: str = "en") -> Hive:
    """A hive from its notation; HiveError names the token that is wrong and why."""
    from .model import Hive

    try:
        own = letters(language)
    except ValueError as e:
        raise HiveError(str(e)) from None
    if not isinstance(text, str):
        raise HiveError(f"hive notation must be text, not {type(text).__name__}")
    if len(text) > MAX_TEXT:
        raise HiveError(Message("hive.notation.too_long", limit=MAX_TEXT, length=len(text)))
    hive = Hive()
    contents = []
    for i, token in enumerate(tokens(text), 1):
        cell = _CELL.match(token)
        if cell:
            contents.append((i, token, cell))
            continue
        try:
            tile = parse_tile(token, language)
        except ValueError as e:
            raise HiveError(_at(i, token, e.args[0])) from None
        if contents:
            raise HiveError(_at(i, token, Message("hive.notation.order")))
        verdict = hive.check(tile)
        if not verdict:
            raise HiveError(_at(i, token, verdict.reason))
        hive.place(tile)
    for i, token, m in contents:
        letter, marks, q, r = m.groups()
        try:
            h = _coords(q, r, token)
            hive.put_nectar(h, own.nectar(letter))
            if "*" in marks:
                hive.put_honey(h)
            if "^" in marks:
                hive.set_cap(h)
        except (HiveError, ValueError) as e:
            raise HiveError(_at(i, token, e.args[0])) from None
    return hive


def _at(n: int, token: str, reason: object) -> Message:
    """``reason`` (a message, or the words of another error) said of the ``n``-th token."""
    return Message("hive.notation.token", n=n, token=quote(token), reason=reason)


def format_hive(hive: Hive, language: str = "en") -> str:
    """The notation of a whole hive (tiles in placement order, then cell contents)."""
    own = letters(language)
    parts = [format_tile(t, language) for t in hive.tiles]
    for h, c in sorted(hive.cells.items()):
        if c.nectar is not None:
            marks = ("*" if c.honey else "") + ("^" if c.capped else "")
            parts.append(f"{own.nectars[c.nectar]}{marks}{fmt(h)}")
    return " ".join(parts)
