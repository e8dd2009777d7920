"""The components of Honeycomb Hustle, read from ``tokens.toml``.

Each token kind has a colour, a face value, a count in the box and its connector marks
as a six-bit mask (bit ``i`` set: a mark on edge ``i``). :data:`RECONSTRUCTED` names the
kinds whose data the rulebook does not print, with how it was chosen.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

DATA_FILE = Path(__file__).with_name("tokens.toml")


@dataclass(frozen=True)
class TokenKind:
    """One kind of token: its name, colour, face value, count and marks."""

    kind: str
    colour: str
    points: int
    count: int
    marks: int  # six-bit mask, bit i = a mark on edge i
    reconstructed: bool
    fields: tuple[str, ...]
    how: str


def _mask(edges: list[int]) -> int:
    out = 0
    for e in edges:
        if type(e) is not int or not 0 <= e < 6:
            raise ValueError(f"{DATA_FILE.name}: an edge is 0 to 5, not {e!r}")
        out |= 1 << e
    return out


def _load() -> tuple[dict, dict, dict[str, TokenKind]]:
    raw = tomllib.loads(DATA_FILE.read_text(encoding="utf-8"))
    kinds: dict[str, TokenKind] = {}
    for t in raw["token"]:
        kinds[t["kind"]] = TokenKind(
            kind=t["kind"],
            colour=t["colour"],
            points=int(t["points"]),
            count=int(t["count"]),
            marks=_mask(t["marks"]),
            reconstructed=bool(t["reconstructed"]),
            fields=tuple(t.get("fields", ())),
            how=t["how"],
        )
    return raw["components"], raw["setup"], kinds


COMPONENTS, SETUP, KINDS = _load()
#: Kind names in a fixed order (bags are walked in this order when a token is drawn).
KIND_ORDER: tuple[str, ...] = tuple(KINDS)
MIN_PLAYERS: int = SETUP["min_players"]
MAX_PLAYERS: int = SETUP["max_players"]
HONEY_PER_PLAYER: int = SETUP["honey_per_player"]
CUBES_PER_PLAYER: int = SETUP["restart_cubes_per_player"]
STARTING: dict[str, int] = dict(SETUP["starting"])
TOTAL_CUBES: int = COMPONENTS["restart_cubes"]
#: Kinds that never go into the drafting bag.
NOT_DRAFTED = ("honey", "nectar", "helper")
#: What a honey and a nectar token cost in flower points (the rulebook).
HONEY_PRICE = 5
NECTAR_PRICE = 3

#: Kinds whose data is reconstructed: ``{kind: {"fields": [...], "how": "..."}}``.
RECONSTRUCTED: dict[str, dict[str, object]] = {
    k.kind: {"fields": list(k.fields), "how": k.how} for k in KINDS.values() if k.reconstructed
}


def _check() -> None:
    """The data agrees with the printed totals (a wrong edit fails at import)."""
    by_colour: dict[str, int] = {}
    for k in KINDS.values():
        by_colour[k.colour] = by_colour.get(k.colour, 0) + k.count
    for colour, total in COMPONENTS.items():
        if colour in ("restart_cubes", "draw_bags"):
            continue
        if by_colour.get(colour) != total:
            raise ValueError(f"{DATA_FILE.name}: {colour} tokens add up to {by_colour.get(colour)}")
    fixed = {"honey": 1, "cover": 2, "purple0": 3, "purple5": 1}  # RULINGS 9
    for kind, n in fixed.items():
        if bin(KINDS[kind].marks).count("1") != n:
            raise ValueError(f"{DATA_FILE.name}: {kind} tokens have {n} marks")
    for kind, n in STARTING.items():
        if KINDS[kind].count < n * MAX_PLAYERS:
            raise ValueError(f"{DATA_FILE.name}: too few {kind} tokens for the starting sets")


_check()


def rotate(mask: int, turn: int) -> int:
    """The marks of a token turned ``turn`` sixths counter-clockwise."""
    turn %= 6
    return ((mask << turn) | (mask >> (6 - turn))) & 0b111111


def turns_of(mask: int) -> tuple[int, ...]:
    """The turns giving distinct mark patterns (the smallest turn of each)."""
    seen: dict[int, int] = {}
    for t in range(6):
        seen.setdefault(rotate(mask, t), t)
    return tuple(seen.values())
