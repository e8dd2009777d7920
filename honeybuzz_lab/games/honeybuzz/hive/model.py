"""The hive: tiles on hexes, the cells they close, and the questions contests ask.

The hive keeps a networkx graph of its hexes (every tile hex and every empty hex next
to a tile, joined where they are adjacent) and a graph of its cells (joined where two
cells are consecutive on a straight line). Both are updated on every placement and
removal; queries read them instead of rebuilding anything.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import networkx as nx

from ....core.hexes import DIRECTIONS, Hex, fmt, neighbor, neighbors
from ....core.i18n import Message
from .cells import Cell, HiveError, IllegalPlacement, PlacementEffect, Verdict, _cap
from .hexes import LINE_AXES
from .nectar import Nectar, nectar_type
from .tiles import ANCHOR_YELLOW, TAIL_YELLOW, Action, EdgeKind, HiveTile

FULL = 0b111111
_NEW = "new tile"  # stands for the tile being tried in a ring of neighbours


def _ok_directions(yellow: tuple[int, ...], joint: int) -> tuple[tuple[int, ...], ...]:
    """For each 6-bit mask of tile neighbours, the tile directions that fit it.

    A tile hex fits when every direction with a tile neighbour is yellow on its side
    and its partner hex (direction ``d + joint``) is not a tile.
    """
    table = []
    for mask in range(64):
        fits = tuple(
            d
            for d in range(6)
            if mask & ~yellow[d] & FULL == 0 and not mask >> ((d + joint) % 6) & 1
        )
        table.append(fits)
    return tuple(table)


ANCHOR_FITS = _ok_directions(ANCHOR_YELLOW, 0)
TAIL_FITS = _ok_directions(TAIL_YELLOW, 3)


def _cell_spots(d: int) -> tuple[tuple[Hex, int, bool], ...]:
    """Where a tile of direction ``d`` can close cells, relative to its anchor.

    Each spot: its offset from the anchor, the bits its neighbour mask gains from the
    tile, and whether it touches the anchor (so the new tile's own icon activates).
    Only the two waist notches and the two tips can become cells.
    """
    a = (0, 0)
    tail = DIRECTIONS[d]
    return (
        (neighbor(a, d + 1), 1 << ((d + 4) % 6) | 1 << ((d + 5) % 6), True),  # notch
        (neighbor(a, d + 5), 1 << ((d + 2) % 6) | 1 << ((d + 1) % 6), True),  # notch
        (neighbor(a, d + 3), 1 << d, True),  # anchor tip
        (neighbor(tail, d), 1 << ((d + 3) % 6), False),  # tail tip
    )


CELL_SPOTS = tuple(_cell_spots(d) for d in range(6))


#: What a placement closes: its new cells with their nectar types, the existing tiles
#: whose icons it activates (in placement order), and whether its own icon activates.
_Shape = tuple[tuple[tuple[Hex, Nectar | None], ...], tuple[HiveTile, ...], bool]
_NO_CELLS: _Shape = ((), (), False)


def _effect(tile: HiveTile, shape: _Shape) -> PlacementEffect:
    cells, others, own = shape
    return PlacementEffect(
        tile=tile,
        new_cells=[h for h, _ in cells],
        nectar_types=dict(cells),
        activated=[*others, tile] if own else list(others),
    )


class Hive:
    """One player's hive. ``Hive()`` is empty: its first tile may go anywhere."""

    def __init__(self) -> None:
        self._tiles: list[HiveTile] = []  # placement order
        self._at: dict[Hex, HiveTile] = {}  # tile hex -> its tile
        self._mask: dict[Hex, int] = {}  # empty hex next to tiles -> directions of tile hexes
        self._bad: dict[Hex, int] = {}  # ... -> directions where the facing tile edge is not yellow
        self._cells: dict[Hex, Cell] = {}
        self.graph: nx.Graph = nx.Graph()  # hexes: kind = "tile" | "cell" | "empty"
        self.cell_graph: nx.Graph = nx.Graph()  # cells; edge axis = index into LINE_AXES
        self._version = 0  # bumped by every change
        self._layout = 0  # bumped when a tile comes or goes
        self._cache: dict[str, object] = {}  # answers that depend on the tiles only

    # ------------------------------------------------------------------ construction

    @classmethod
    def starting(cls, name: str = "star") -> Hive:
        """The starting hive of a configuration card (``"star"`` is the beginner card)."""
        from .starting import starting_hive

        return starting_hive(name)

    @classmethod
    def from_tiles(cls, tiles: Iterable[HiveTile]) -> Hive:
        """A hive built by placing ``tiles`` in order (each must be legal when placed)."""
        hive = cls()
        for tile in tiles:
            hive.place(tile)
        return hive

    def copy(self) -> Hive:
        """An independent copy."""
        other = Hive.__new__(Hive)
        other._tiles = list(self._tiles)
        other._at = dict(self._at)
        other._mask = dict(self._mask)
        other._bad = dict(self._bad)
        other._cells = dict(self._cells)
        other.graph = self.graph.copy()
        other.cell_graph = self.cell_graph.copy()
        other._version = self._version
        other._layout = self._layout
        other._cache = dict(self._cache)
        return other

    # ------------------------------------------------------------------ reading

    @property
    def tiles(self) -> tuple[HiveTile, ...]:
        """The tiles in the order they were placed."""
        return tuple(self._tiles)

    @property
    def cells(self) -> dict[Hex, Cell]:
        """Every cell by hex (a fresh dict; cells themselves are immutable)."""
        return dict(self._cells)

    @property
    def version(self) -> int:
        """A counter bumped by every change (placements, removals, cell contents)."""
        return self._version

    def tile_at(self, h: Hex) -> HiveTile | None:
        """The tile covering ``h``, or None."""
        return self._at.get(h)

    def cell(self, h: Hex) -> Cell:
        """The cell at ``h``; HiveError if there is none."""
        try:
            return self._cells[h]
        except KeyError:
            raise HiveError(f"there is no cell at {fmt(h)}") from None

    def is_empty(self) -> bool:
        """True for a hive with no tile yet."""
        return not self._tiles

    def __len__(self) -> int:
        return len(self._tiles)

    def __iter__(self) -> Iterator[HiveTile]:
        return iter(self._tiles)

    def __contains__(self, tile: object) -> bool:
        return isinstance(tile, HiveTile) and self._at.get(tile.anchor) == tile

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Hive):
            return NotImplemented
        return set(self._tiles) == set(other._tiles) and self._cells == other._cells

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Hive({self.notation!r})" if self._tiles else "Hive()"

    def frontier(self) -> set[Hex]:
        """Empty hexes next to the hive that are not cells."""
        return {h for h in self._mask if h not in self._cells}

    def bounds(self) -> tuple[int, int, int, int]:
        """``(min q, max q, min r, max r)`` over tile hexes (zeros when empty)."""
        if not self._at:
            return (0, 0, 0, 0)
        qs = [h[0] for h in self._at]
        rs = [h[1] for h in self._at]
        return (min(qs), max(qs), min(rs), max(rs))

    # ------------------------------------------------------------------ legality

    def check(self, tile: HiveTile) -> Verdict:
        """Whether ``tile`` may be placed now, with the reason in words when it may not.

        The reason is a :class:`~honeybuzz_lab.core.i18n.Message`: English as a string,
        ``verdict.text("hu")`` in Hungarian.
        """
        for h in tile.hexes:
            part = Message(f"hive.part.{tile.part(h)}")
            if h in self._cells:
                reason = Message(
                    "hive.reason.cell", part=part, hex=fmt(h), cell=self._cells[h].kind()
                )
                return Verdict(False, reason, "cell", (h,))
            other = self._at.get(h)
            if other is not None:
                reason = Message("hive.reason.occupied", part=part, hex=fmt(h), tile=other.phrase())
                return Verdict(False, reason, "occupied", (h,))
        if not self._tiles:
            return Verdict(True)
        contacts = 0
        clashes: list[tuple[Hex, int, HiveTile, Hex]] = []
        for h in tile.hexes:
            for e in range(6):
                nb = neighbor(h, e)
                other = self._at.get(nb)
                if other is None:
                    continue
                mine, theirs = tile.edge(h, e), other.edge(nb, e + 3)
                if mine is EdgeKind.YELLOW and theirs is EdgeKind.YELLOW:
                    contacts += 1
                else:
                    clashes.append((h, e, other, nb))
        if clashes:
            h, e, other, nb = clashes[0]
            more = len(clashes) - 1
            reason = Message(
                "hive.reason.edge",
                part=Message(f"hive.part.{tile.part(h)}"),
                hex=fmt(h),
                other=other.phrase(),
                nb=fmt(nb),
                mine=tile.edge(h, e).description,
                theirs=other.edge(nb, e + 3).description,
                also=Message("hive.reason.also", n=more) if more else "",
            )
            hexes = tuple(dict.fromkeys(x for c in clashes for x in (c[0], c[3])))
            return Verdict(False, reason, "edge", hexes)
        if not contacts:
            reason = Message("hive.reason.detached", tile=tile.phrase())
            return Verdict(False, reason, "detached", tile.hexes)
        return Verdict(True)

    def preview(self, tile: HiveTile) -> PlacementEffect:
        """What placing ``tile`` would do, without placing it (IllegalPlacement if illegal)."""
        verdict = self.check(tile)
        if not verdict:
            raise IllegalPlacement(verdict)
        return _effect(tile, self._closes(tile.anchor, tile.direction))

    def legal_placements(self, action: Action | str) -> list[PlacementEffect]:
        """Every legal placement of a tile with this icon, each with its preview.

        Sorted by anchor then direction. On an empty hive any spot is legal; the six
        orientations anchored at ``(0, 0)`` are offered.
        """
        action = action if isinstance(action, Action) else Action.parse(action)
        return [_effect(HiveTile(action, a, d), shape) for a, d, shape in self._geometry()]

    def can_place(self) -> bool:
        """True when at least one tile (of any icon) fits somewhere."""
        return bool(self._geometry())

    def _geometry(self) -> list[tuple[Hex, int, _Shape]]:
        """Every legal ``(anchor, direction)`` with what it would close (cached per version)."""
        cached = self._cached("geometry")
        if cached is not None:
            return cached  # type: ignore[return-value]
        if not self._tiles:
            found = [((0, 0), d, _NO_CELLS) for d in range(6)]
        else:
            found = []
            at, mask, bad = self._at, self._mask, self._bad
            for x, m in mask.items():
                if bad[x] or x in self._cells:
                    continue
                for d in ANCHOR_FITS[m]:
                    t = neighbor(x, d)
                    if t in at or bad.get(t, 0) or d not in TAIL_FITS[mask.get(t, 0)]:
                        continue
                    found.append((x, d, self._closes(x, d)))
                for d in TAIL_FITS[m]:
                    a = neighbor(x, d + 3)
                    if a in mask or a in at:
                        continue  # found above with ``a`` as the anchor (or illegal)
                    found.append((a, d, self._closes(a, d)))
            found.sort(key=lambda f: (f[0], f[1]))
        self._cache["geometry"] = found
        return found

    def _cached(self, name: str) -> object | None:
        """A value computed for the current tile layout, or None (stale values are dropped).

        Geometry, pockets and placement order depend on the tiles only, so putting nectar
        or honey in a cell keeps them.
        """
        if self._cache.get("layout") != self._layout:
            self._cache = {"layout": self._layout}
        return self._cache.get(name)

    def placement_spots(self) -> list[tuple[Hex, int, tuple[tuple[Hex, Nectar | None], ...]]]:
        """Every legal ``(anchor, direction, closed cells)`` for a new tile of any icon.

        The light-weight form of :meth:`legal_placements` for engines and bots: each
        closed cell comes with its nectar type. Cached until a tile comes or goes.
        """
        spots = self._cached("spots")
        if spots is None:
            spots = self._cache["spots"] = [(a, d, shape[0]) for a, d, shape in self._geometry()]
        return spots  # type: ignore[return-value]

    def _closes(self, anchor: Hex, d: int) -> _Shape:
        """What a legal tile at ``(anchor, d)`` would close and activate, whatever its icon."""
        at, mask = self._at, self._mask
        q, r = anchor
        tail = (q + DIRECTIONS[d][0], r + DIRECTIONS[d][1])
        cells = []
        own = False
        for (dq, dr), bits, touches_anchor in CELL_SPOTS[d]:
            y = (q + dq, r + dr)
            if y in at or mask.get(y, 0) | bits != FULL:
                continue
            ring = [_NEW if nb in (anchor, tail) else at[nb] for nb in neighbors(y)]
            cells.append((y, nectar_type(ring)))
            own = own or touches_anchor
        if not cells:
            return _NO_CELLS
        cells.sort()
        others: dict[HiveTile, None] = {}
        for y, _ in cells:
            for nb in neighbors(y):
                other = at.get(nb)
                if other is not None and other.anchor == nb:
                    others[other] = None
        index = self._index()
        return (tuple(cells), tuple(sorted(others, key=index.__getitem__)), own)

    def _index(self) -> dict[HiveTile, int]:
        """Placement order of every tile (cached per version)."""
        index = self._cached("index")
        if index is None:
            index = self._cache["index"] = {t: i for i, t in enumerate(self._tiles)}
        return index  # type: ignore[return-value]

    # ------------------------------------------------------------------ changing

    def place(self, tile: HiveTile) -> PlacementEffect:
        """Place ``tile``: returns the cells it creates and the icons it activates.

        Raises IllegalPlacement (with the reason) and changes nothing if it may not go there.
        """
        effect = self.preview(tile)
        self._tiles.append(tile)
        for h in tile.hexes:
            self._at[h] = tile
        self._refresh(tile)
        for h, n in effect.nectar_types.items():
            self._add_cell(Cell(h, n))
        self._layout += 1
        self._touch()
        return effect

    def remove(self, tile: HiveTile) -> None:
        """Take ``tile`` out of the hive (for undo). The cells it closed open again.

        Refuses (HiveError, nothing changed) when a cell it closes holds a nectar tile.
        """
        if tile not in self:
            raise HiveError(f"{_cap(tile.describe())} is not in this hive")
        doomed = [c for h in tile.hexes for nb in neighbors(h) if (c := self._cells.get(nb))]
        for c in doomed:
            if c.nectar is not None:
                raise HiveError(
                    f"Removing {tile.describe()} would open {c.describe()}, which holds a "
                    f"{c.nectar.label} nectar tile."
                )
        for c in doomed:
            self._cells.pop(c.hex, None)
            if c.hex in self.cell_graph:
                self.cell_graph.remove_node(c.hex)
        self._tiles.remove(tile)
        for h in tile.hexes:
            del self._at[h]
        self._refresh(tile)
        self._layout += 1
        self._touch()

    def put_nectar(self, h: Hex, nectar: Nectar) -> Cell:
        """Place a nectar tile in the empty cell at ``h`` (its type must match)."""
        cell = self.cell(h)
        if cell.barren:
            raise HiveError(f"{_cap(cell.describe())} is barren: no nectar fits it.")
        if cell.nectar is not None:
            raise HiveError(f"{_cap(cell.describe())} already holds a nectar tile.")
        if cell.nectar_type is not nectar:
            raise HiveError(
                f"A {nectar.label} nectar tile does not fit {cell.describe()}: its border "
                f"pattern takes {cell.nectar_type.label} only."  # type: ignore[union-attr]
            )
        return self._set_cell(cell.with_(nectar=nectar))

    def take_nectar(self, h: Hex) -> Nectar:
        """Remove the nectar tile (with no honey on it) from the cell at ``h``."""
        cell = self.cell(h)
        if cell.nectar is None:
            raise HiveError(f"{_cap(cell.describe())} holds no nectar tile.")
        if cell.honey:
            raise HiveError(f"The nectar tile in {cell.describe()} still carries honey.")
        self._set_cell(cell.with_(nectar=None, capped=False))
        return cell.nectar

    def put_honey(self, h: Hex) -> Cell:
        """Put one honey on the nectar tile at ``h`` (it must be uncapped and honey-free)."""
        cell = self.cell(h)
        if cell.nectar is None:
            raise HiveError(f"{_cap(cell.describe())} holds no nectar tile to make honey.")
        if cell.honey:
            raise HiveError(f"The nectar tile in {cell.describe()} already holds a honey.")
        if cell.capped:
            raise HiveError(f"The nectar tile in {cell.describe()} is capped.")
        return self._set_cell(cell.with_(honey=True))

    def take_honey(self, h: Hex) -> Nectar:
        """Remove the honey from the nectar tile at ``h``; returns its type."""
        cell = self.cell(h)
        if not cell.honey:
            raise HiveError(f"{_cap(cell.describe())} holds no honey.")
        self._set_cell(cell.with_(honey=False))
        return cell.nectar  # type: ignore[return-value]

    def set_cap(self, h: Hex, capped: bool = True) -> Cell:
        """Cap (or uncap) the nectar tile at ``h`` (Fall Flavors' Nectar Caps)."""
        cell = self.cell(h)
        if cell.nectar is None:
            raise HiveError(f"{_cap(cell.describe())} holds no nectar tile to cap.")
        return self._set_cell(cell.with_(capped=capped))

    def _set_cell(self, cell: Cell) -> Cell:
        self._cells[cell.hex] = cell
        self._touch()
        return cell

    def _touch(self) -> None:
        self._version += 1

    def _add_cell(self, cell: Cell) -> None:
        h = cell.hex
        self._cells[h] = cell
        self.graph.nodes[h]["kind"] = "cell"
        self.cell_graph.add_node(h)
        for axis, (vq, vr) in enumerate(LINE_AXES):
            for other in ((h[0] + vq, h[1] + vr), (h[0] - vq, h[1] - vr)):
                if other in self._cells:
                    self.cell_graph.add_edge(h, other, axis=axis)

    def _refresh(self, tile: HiveTile) -> None:
        """Bring masks and the hex graph up to date around ``tile`` after it came or went."""
        g = self.graph
        touched = dict.fromkeys([*tile.hexes, *neighbors(tile.anchor), *neighbors(tile.tail)])
        for h in touched:
            if h in self._at:
                self._mask.pop(h, None)
                self._bad.pop(h, None)
                other = self._at[h]
                attrs = {"kind": "tile", "tile": other, "part": other.part(h)}
            else:
                m = bad = 0
                for e, nb in enumerate(neighbors(h)):
                    other = self._at.get(nb)
                    if other is not None:
                        m |= 1 << e
                        if other.edge(nb, e + 3) is not EdgeKind.YELLOW:
                            bad |= 1 << e
                if not m:
                    self._mask.pop(h, None)
                    self._bad.pop(h, None)
                    if h in g:
                        g.remove_node(h)
                    continue
                self._mask[h], self._bad[h] = m, bad
                attrs = {"kind": "cell" if h in self._cells else "empty"}
            if h in g:
                g.nodes[h].clear()
                g.nodes[h].update(attrs)
            else:
                g.add_node(h, **attrs)
                g.add_edges_from((h, nb) for nb in neighbors(h) if nb in g)

    # ------------------------------------------------------------------ structure

    def pockets(self) -> list[frozenset[Hex]]:
        """Enclosed empty regions of two or more hexes (not cells; they activate nothing)."""
        found = self._cached("pockets")
        if found is None:
            found = self._cache["pockets"] = self._find_pockets()
        return list(found)  # type: ignore[call-overload]

    def _find_pockets(self) -> list[frozenset[Hex]]:
        g = self.graph
        empty = [h for h, k in g.nodes(data="kind") if k == "empty"]
        found: list[frozenset[Hex]] = []
        seen: set[Hex] = set()
        for comp in nx.connected_components(g.subgraph(empty)):
            if comp & seen:
                continue
            if all(nb in g for h in comp for nb in neighbors(h)):
                region = comp
            else:  # open, or a large pocket whose middle touches no tile: flood to be sure
                region = self._flood_enclosed(next(iter(comp)))
                if region is None:
                    seen |= comp
                    continue
            seen |= region
            if len(region) >= 2:
                found.append(frozenset(region))
        found.sort(key=lambda p: min(p))
        return found

    def _flood_enclosed(self, start: Hex) -> set[Hex] | None:
        """The empty region around ``start``, or None if it reaches outside the hive."""
        q0, q1, r0, r1 = self.bounds()
        region, todo = {start}, [start]
        while todo:
            h = todo.pop()
            for nb in neighbors(h):
                if nb in region or nb in self._at:
                    continue
                if not (q0 <= nb[0] <= q1 and r0 <= nb[1] <= r1):
                    return None
                region.add(nb)
                todo.append(nb)
        return region

    def clusters(self) -> list[frozenset[Hex]]:
        """Triangles of three cells around one tile hex (each distinct triple once)."""
        found = set()
        for h, kind in self.graph.nodes(data="kind"):
            if kind != "tile":
                continue
            around = [nb for nb in self.graph[h] if nb in self._cells]
            if len(around) == 3:
                found.add(frozenset(around))
        return sorted(found, key=sorted)

    def nectar_clusters(self) -> list[frozenset[Hex]]:
        """Clusters whose three cells all hold nectar tiles."""
        return [c for c in self.clusters() if all(self._cells[h].nectar for h in c)]

    def empty_cell_clusters(self) -> list[frozenset[Hex]]:
        """Clusters whose three cells are all empty (barren cells count as empty)."""
        return [c for c in self.clusters() if all(self._cells[h].nectar is None for h in c)]

    def straight_lines(self, min_length: int = 2) -> list[list[Hex]]:
        """Maximal straight lines of consecutive cells, longest first (each in order)."""
        lines: list[list[Hex]] = []
        cg = self.cell_graph
        for axis, (vq, vr) in enumerate(LINE_AXES):
            for h in cg:
                back = (h[0] - vq, h[1] - vr)
                if back in cg and cg.has_edge(h, back):
                    continue  # not the first cell of its line on this axis
                line = [h]
                while True:
                    nxt = (line[-1][0] + vq, line[-1][1] + vr)
                    if nxt not in cg:
                        break
                    line.append(nxt)
                if len(line) == 1 and axis:
                    continue  # a lone cell is one line of length 1, not three
                if len(line) >= min_length:
                    lines.append(line)
        lines.sort(key=lambda ln: (-len(ln), ln))
        return lines

    def longest_line(self) -> int:
        """Number of cells in the longest straight line (0 without cells)."""
        lines = self.straight_lines(min_length=1)
        return len(lines[0]) if lines else 0

    def fan_yield(self, h: Hex) -> list[Cell]:
        """The cells that would make one honey each with the fan on tile hex ``h``."""
        if h not in self._at:
            raise HiveError(f"The fan goes on a tile hex of your hive; {fmt(h)} is not one.")
        out = []
        for nb in neighbors(h):
            c = self._cells.get(nb)
            if c is not None and c.nectar is not None and not c.honey and not c.capped:
                out.append(c)
        return out

    def best_fan_hexes(self) -> tuple[int, list[Hex]]:
        """The highest fan yield and every tile hex that reaches it."""
        best, where = 0, []
        for h in sorted(self._at):
            n = len(self.fan_yield(h))
            if n > best:
                best, where = n, [h]
            elif n == best:
                where.append(h)
        return best, where

    def empty_cells(self, nectar: Nectar | None = None) -> list[Cell]:
        """Cells without a nectar tile (of one nectar type if given; barren ones only if not)."""
        return sorted(
            (
                c
                for c in self._cells.values()
                if c.nectar is None and (nectar is None or c.nectar_type is nectar)
            ),
            key=lambda c: c.hex,
        )

    def honey(self) -> dict[Nectar, int]:
        """Honey on the hive's nectar tiles, by type."""
        out: dict[Nectar, int] = {}
        for c in self._cells.values():
            if c.honey and c.nectar is not None:
                out[c.nectar] = out.get(c.nectar, 0) + 1
        return out

    # ------------------------------------------------------------------ formats

    @property
    def notation(self) -> str:
        """The hive in the short text notation (see
        :mod:`honeybuzz_lab.games.honeybuzz.hive.notation`)."""
        from .notation import format_hive

        return format_hive(self)

    def notation_in(self, language: str) -> str:
        """The notation with ``language``'s letters (``"hu"``: ``T(2,-1)ÉK``)."""
        from .notation import format_hive

        return format_hive(self, language)

    @classmethod
    def from_notation(cls, text: str, language: str = "en") -> Hive:
        """A hive from the short text notation (in ``language``'s letters)."""
        from .notation import parse_hive

        return parse_hive(text, language)

    def to_json(self) -> dict:
        """A JSON-ready dict: tiles in placement order and what the cells hold."""
        return {
            "format": "honeybuzz_lab.hive",
            "version": 1,
            "tiles": [t.to_json() for t in self._tiles],
            "cells": [
                {"hex": list(c.hex), "nectar": c.nectar.value, "honey": c.honey, "capped": c.capped}
                for c in sorted(self._cells.values(), key=lambda c: c.hex)
                if c.nectar is not None
            ],
        }

    @classmethod
    def from_json(cls, data: object) -> Hive:
        """Inverse of :meth:`to_json`; HiveError with the exact problem if ``data`` is bad."""
        from .serialize import hive_from_json

        return hive_from_json(data)

    def to_svg(self, **options: object) -> str:
        """An SVG picture of the hive (see
        :func:`honeybuzz_lab.games.honeybuzz.hive.svg.hive_svg`)."""
        from .svg import hive_svg

        return hive_svg(self, **options)  # type: ignore[arg-type]

    def _repr_svg_(self) -> str:
        return self.to_svg()
