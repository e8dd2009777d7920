"""Facts the engine can work out, so a question's answer is checked, not just asserted.

A question step may name a fact in its lesson file (``fact = { nectar_of = ... }``).
The fact computes, from the step's position, the set of option ids that are right;
the content tests require it to equal the options marked as the answer. The keys are
listed in :data:`FACT_KEYS` (about a hive) and
:func:`~honeybuzz_lab.games.honeybuzz.lessons.game_facts.game_fact_keys` (about a game). A hive fact
asked of a game position looks at the hive of the player whose decision is pending.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ....core.hexes import Hex
from ..hive import Hive, HiveTile, parse_tile
from ..hive.tiles import ANCHOR_EDGES, TAIL_EDGES, EdgeKind
from .game_facts import GameFactError, game_fact_keys

if TYPE_CHECKING:
    from ..game import Game


class FactError(ValueError):
    """A fact spec in a lesson file is malformed or does not apply to its position."""


@dataclass(frozen=True)
class Fact:
    """A named computation over a hive or a game that yields the right option ids."""

    kind: str
    args: dict[str, Any]

    @property
    def about_game(self) -> bool:
        """True when the fact needs a game position (not just a hive)."""
        return self.kind in game_fact_keys()

    def answer(self, position: Hive | Game, options: tuple[str, ...]) -> frozenset[str]:
        """The ids of the options that are right for ``position`` (a hive or a game)."""
        game_facts = game_fact_keys()
        if self.kind in game_facts:
            if isinstance(position, Hive):
                raise FactError(f"fact {self.kind} needs a game position, not a hive")
            try:
                return game_facts[self.kind][1](position, self.args, options)
            except (GameFactError, KeyError, TypeError) as e:
                raise FactError(f"fact {self.kind}: {e}") from None
        if not isinstance(position, Hive):  # a game: the hive of the seat to play
            seat = position.pending.player
            position = position.players[0 if seat is None else seat].hive
        return FACT_KEYS[self.kind][1](position, self.args, options)

    def __hash__(self) -> int:
        return hash((self.kind, repr(sorted(self.args.items()))))


def _tile(args: dict[str, Any], key: str) -> HiveTile:
    try:
        return parse_tile(args[key])
    except (KeyError, TypeError, ValueError) as e:
        raise FactError(f"fact needs {key} = a tile like 'P(1,2)NE' ({e})") from None


def _hex(args: dict[str, Any], key: str) -> Hex:
    v = args.get(key)
    if isinstance(v, list) and len(v) == 2 and all(isinstance(c, int) for c in v):
        return (v[0], v[1])
    raise FactError(f"fact needs {key} = a hex [q, r], got {v!r}")


def _preview(hive: Hive, tile: HiveTile):  # type: ignore[no-untyped-def]
    verdict = hive.check(tile)
    if not verdict:
        raise FactError(f"{tile.notation} cannot be placed here: {verdict.reason}")
    return hive.preview(tile)


def _nectar_of(hive: Hive, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    effect = _preview(hive, _tile(args, "nectar_of"))
    cell = _hex(args, "cell")
    if cell not in effect.new_cells:
        raise FactError(f"{effect.tile.notation} does not create a cell at {cell}")
    kind = effect.nectar_types[cell]
    return frozenset({"barren" if kind is None else kind.value})


def _activations_of(hive: Hive, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    effect = _preview(hive, _tile(args, "activations_of"))
    letters = "".join(sorted(a.letter.lower() for a in effect.activated_actions))
    return frozenset({letters or "none"})


def _cells_of(hive: Hive, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    effect = _preview(hive, _tile(args, "cells_of"))
    return frozenset({str(len(effect.new_cells))})


def _verdict_of(hive: Hive, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    verdict = hive.check(_tile(args, "verdict_of"))
    return frozenset({"legal" if verdict else str(verdict.code)})


def _coverable(hive: Hive, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    covered = {h for e in hive.legal_placements("F") for h in e.tile.hexes}
    if isinstance(args.get("coverable"), dict):  # one hex per option: the coverable ones
        spots = _option_hexes(args, "coverable", options)
        return frozenset(k for k, h in spots.items() if h in covered)
    return frozenset({"yes" if _hex(args, "coverable") in covered else "no"})


def _times_activated(hive: Hive, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    effect = _preview(hive, _tile(args, "times_activated"))
    icon = _hex(args, "icon")
    if hive.tile_at(icon) is None or hive.tile_at(icon).anchor != icon:  # type: ignore[union-attr]
        raise FactError(f"there is no icon at {icon}")
    return frozenset({str(sum(1 for t in effect.activated if t.anchor == icon))})


def _option_hexes(args: dict[str, Any], key: str, options: tuple[str, ...]) -> dict[str, Hex]:
    table = args.get(key)
    if not isinstance(table, dict) or set(table) != set(options):
        raise FactError(f"fact {key} needs a table giving a hex [q, r] for every option")
    return {k: _hex(table, k) for k in table}


def _fan_best(hive: Hive, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    spots = _option_hexes(args, "fan_best", options)
    yields = {k: len(hive.fan_yield(h)) for k, h in spots.items()}
    best = max(yields.values())
    return frozenset(k for k, n in yields.items() if n == best)


def _fan_yield(hive: Hive, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    return frozenset({str(len(hive.fan_yield(_hex(args, "fan_yield"))))})


_COUNTS: dict[str, Callable[[Hive], int]] = {
    "cells": lambda h: len(h.cells),
    "barren": lambda h: sum(1 for c in h.cells.values() if c.barren),
    "pockets": lambda h: len(h.pockets()),
    "clusters": lambda h: len(h.clusters()),
    "empty_cell_clusters": lambda h: len(h.empty_cell_clusters()),
    "nectar_clusters": lambda h: len(h.nectar_clusters()),
    "longest_line": lambda h: h.longest_line(),
    "best_fan": lambda h: h.best_fan_hexes()[0],
}


def _count(hive: Hive, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    what = args.get("count")
    if what not in _COUNTS:
        raise FactError(f"fact count = {what!r}: choose one of {', '.join(_COUNTS)}")
    return frozenset({str(_COUNTS[what](hive))})


def _tile_edges(hive: Hive, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    what = args.get("tile_edges")
    kinds = {k.value: k for k in EdgeKind if k is not EdgeKind.JOINT}
    if what == "all":
        n = sum(1 for e in (*ANCHOR_EDGES, *TAIL_EDGES) if e is not EdgeKind.JOINT)
    elif what in kinds:
        n = sum(1 for e in (*ANCHOR_EDGES, *TAIL_EDGES) if e is kinds[what])
    else:
        raise FactError(f"fact tile_edges = {what!r}: choose all, {', '.join(kinds)}")
    return frozenset({str(n)})


def _orientations(hive: Hive, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    # Six tails around one icon hex; how many of them look different: a half turn
    # swaps icon and tail, so every direction is its own orientation.
    shapes = {(t.anchor, t.tail) for t in (e.tile for e in Hive().legal_placements("F"))}
    return frozenset({str(len(shapes))})


#: The contest categories a hive alone decides (the others count orders, workers, sales).
HIVE_MEASURES = (
    "empty_cells",
    "empty_cell_clusters",
    "straight_line",
    "nectar",
    "nectar_types",
    "nectar_clusters",
)


@dataclass(frozen=True)
class _HiveOwner:
    """What a contest measure reads of a player, when only the hive matters."""

    hive: Hive


def _contest_measure(args: dict[str, Any], key: str) -> str:
    """The category the contest card named by ``args[key]`` counts (a hive category)."""
    from ..game.components import load_components

    cards = {card.id: card for card in load_components().contests}
    card = cards.get(args.get(key))  # type: ignore[arg-type]
    if card is None:
        raise FactError(f"fact {key} names a contest card: one of {', '.join(cards)}")
    if card.measure not in HIVE_MEASURES:
        raise FactError(f"fact {key}: {card.title} counts {card.measure}, not a shape of the hive")
    return card.measure


def _hive_value(measure: str, hive: Hive) -> int:
    from ..game.contests import MEASURES

    return MEASURES[measure].count(_HiveOwner(hive))


def _contest_count(hive: Hive, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    measure = _contest_measure(args, "contest_count")
    return frozenset({str(_hive_value(measure, hive))})


def _contest_best(hive: Hive, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    measure = _contest_measure(args, "contest_best")
    table = args.get("placements")
    if not isinstance(table, dict) or set(table) != set(options):
        raise FactError("fact contest_best needs placements = a tile for every option")
    values = {}
    for option in options:
        after = hive.copy()
        after.place(_preview(hive, _tile(table, option)).tile)
        values[option] = _hive_value(measure, after)
    best = max(values.values())
    return frozenset(k for k, v in values.items() if v == best)


_Rule = Callable[[Hive, dict[str, Any], tuple[str, ...]], frozenset[str]]

#: Every fact a question can name: key -> (what it computes, how).
FACT_KEYS: dict[str, tuple[str, _Rule]] = {
    "nectar_of": ("nectar type of `cell` once this tile is placed", _nectar_of),
    "activations_of": ("icon letters this tile activates, sorted ('fpp', 'none')", _activations_of),
    "cells_of": ("how many cells this tile creates", _cells_of),
    "verdict_of": ("'legal' or why not: edge, detached, occupied, cell", _verdict_of),
    "coverable": (
        "'yes' if some legal tile covers this hex, else 'no'; or, given a hex per option, "
        "the options whose hex some legal tile covers",
        _coverable,
    ),
    "times_activated": (
        "how often the icon on hex `icon` activates for this tile",
        _times_activated,
    ),
    "fan_best": ("the options (each a hex) where the fan makes most honey", _fan_best),
    "fan_yield": ("honey the fan makes on this hex", _fan_yield),
    "count": ("a number about the hive: " + ", ".join(_COUNTS), _count),
    "tile_edges": ("edges of one tile of a kind: all, yellow, waist, tip", _tile_edges),
    "orientations": ("how many ways a tile can lie around its icon hex", _orientations),
    "contest_count": (
        "what the hive counts for this contest card ('blue-2'; a hive category)",
        _contest_count,
    ),
    "contest_best": (
        "given a tile per option (placements = {...}), the options after which the hive "
        "counts most for this contest card",
        _contest_best,
    ),
}


def parse_fact(spec: Any, where: str = "fact") -> Fact:
    """A fact from its TOML table: one key of :data:`FACT_KEYS` plus its arguments."""
    if not isinstance(spec, dict):
        raise FactError(f"{where}: expected a table such as {{ count = 'clusters' }}")
    known = {**FACT_KEYS, **game_fact_keys()}
    kinds = [k for k in spec if k in known]
    if len(kinds) != 1:
        raise FactError(f"{where}: name exactly one fact of {', '.join(known)}")
    return Fact(kinds[0], dict(spec))
