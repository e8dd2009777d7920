"""What the lessons know of Nectar Caps: its facts and its teaching adjustments.

See :mod:`..modules` for what each is. Its teaching adjustments (like the base game's in
:mod:`..positions`, each a table with one of these keys and ``seat``, default: the first
player):

``cap = [q, r]``
    The player capped the nectar tile on that hex of their hive earlier with the most
    valuable cap left (honey on it went back to the supply for one coin).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .....core.hexes import fmt
from ...game import Game
from ...game.log import Log
from ...game.modules.fall_caps import caps as caps_state
from ...game.modules.fall_caps import trophy_points
from ...game.modules.fall_fruit import honey_word
from ...game.state import GameState
from ...hive import Hex, Nectar
from ..game_facts import GameFactError
from ..phrases import join
from ..questions import ModuleQuestions
from . import LessonPart, position_error, position_state, register

if TYPE_CHECKING:
    from ..explorer import Answer


def _trophy(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """Who wins trophy ``place`` (1 or 2) with each player's caps ``caps``: the names
    (``names``) of the winners joined by '-', or 'none'."""
    from ...game.modules.fall_caps import caps_data, trophies

    spec = args["trophy"]
    if not isinstance(spec, dict) or set(spec) != {"caps", "names", "place"}:
        raise GameFactError("write trophy = { caps = [[10, 8], ...], names = [...], place = 1 }")
    caps, names, place = spec["caps"], spec["names"], spec["place"]
    awards = caps_data().trophies[len(caps)]
    if len(names) != len(caps) or place not in (1, 2) or place > len(awards):
        raise GameFactError("trophy: a name for each player, and place 1 or 2 (3-4 players)")
    alone = [0] * len(awards)
    alone[place - 1] = awards[place - 1]
    won = trophies(caps, alone)
    return frozenset({"-".join(n for n, w in zip(names, won, strict=True) if w) or "none"})


def _adjust_cap(state: GameState, seat: int, args: dict[str, Any]) -> None:
    from ...game.modules.fall_caps import cap_cell, cappable

    mod = position_state(state, "fall.caps", "cap")
    h = args["cap"]
    if not (isinstance(h, list) and len(h) == 2 and all(isinstance(c, int) for c in h)):
        raise position_error(f"cap is a hex [q, r] of the player's hive, not {h!r}")
    cell = (h[0], h[1])
    if cell not in cappable(state, seat):
        raise position_error(f"{h} is not an uncapped nectar tile of the player's hive")
    if not mod.available:
        raise position_error("no nectar cap is left")
    cap_cell(state, seat, cell, Log())


class CapsQuestions(ModuleQuestions):
    """The explorer's questions about Nectar Caps, answered for its seat from that seat's
    view."""

    module = "fall.caps"

    def _honey(self, nectar: Nectar | str) -> str:
        """A fall honey's name (the engine keeps the spring pattern's)."""
        name = nectar.value if isinstance(nectar, Nectar) else nectar
        return honey_word(name).text(self.language)

    def caps(self) -> Answer:
        """The nectar caps: how many are left, the next one's value, each player's caps and
        the trophies as they would go if the game ended now."""
        world = self._world("fall.caps")
        mod = caps_state(world)
        won = trophy_points(world)
        items = [
            {
                "seat": p.seat,
                "name": p.name,
                "caps": mod.values(p.seat),
                "points": sum(mod.values(p.seat)),
                "trophy": won[p.seat],
            }
            for p in world.players
        ]
        me = items[self.seat]  # type: ignore[index]
        question = self._f("q.caps", player=me["name"])
        left = len(mod.available)
        head = (
            self._fn("a.caps_left", left, value=mod.available[0])
            if left
            else self._f("a.caps_none_left")
        )
        mine = self._fn("a.caps_mine", len(me["caps"]), player=me["name"], points=me["points"])
        leaders = [i["name"] for i in items if i["trophy"] and i["trophy"] == max(won)]
        trophy = (
            self._f("a.caps_trophy", players=join(self.texts, leaders), points=max(won))
            if leaders
            else self._f("a.caps_no_trophy")
        )
        rows = [(self._f("col.player"), self._f("col.caps"), self._f("col.trophy"))]
        for i in items:
            values = " + ".join(str(v) for v in i["caps"]) or "-"
            rows.append((i["name"], f"{values} = {i['points']}", str(i["trophy"])))
        cells = tuple(h for h, _ in mod.placed.get(self.seat, []))  # type: ignore[arg-type]
        return self._answer(
            question,
            f"{head} {mine} {trophy}",
            mod.available[0] if left else 0,
            items,
            hexes=cells,
            marks=self._hex_marks(cells),
            hive=self.hive,
            rows=tuple(rows),
        )

    def fan_if_capped(self, cell: Hex) -> Answer:
        """Where the fan makes the most honey once the nectar tile on ``cell`` is capped
        (a capped tile never makes honey): tried on a copy of the hive."""
        from ..explorer import ExplorerError

        self._world("fall.caps")
        try:
            h = (int(cell[0]), int(cell[1]))
        except (TypeError, ValueError, IndexError):
            raise ExplorerError(f"a cell is a hex (q, r), not {cell!r}") from None
        here = self.hive.cells.get(h)
        if here is None:
            raise ExplorerError(f"{fmt(h)} is not a cell of this hive")
        if here.nectar is None:
            raise ExplorerError(f"the cell {fmt(h)} holds no nectar tile to cap")
        if here.capped:
            raise ExplorerError(f"the nectar tile on {fmt(h)} is already capped")
        before, _ = self.hive.best_fan_hexes()
        after = self.hive.copy()
        after.set_cap(h)
        best, where = after.best_fan_hexes()
        question = self._f("q.fan_if_capped", hex=fmt(h))
        if best:
            items = tuple((w, tuple(after.fan_yield(w))) for w in where)
            kinds = join(self.texts, [self._honey(c.nectar) for c in items[0][1]])  # type: ignore[arg-type]
            sentence = self._fn(
                "a.fan_if_capped",
                best,
                hex=fmt(h),
                hexes=", ".join(fmt(w) for w in where),
                kinds=kinds,
                before=before,
            )
        else:
            items = ()
            sentence = self._f("a.fan_if_capped_none", hex=fmt(h), before=before)
        hexes = (h, *where) if best else (h,)
        return self._answer(
            question, sentence, best, items, hexes=hexes, marks=self._hex_marks(hexes), hive=after
        )


#: The lessons' part of Nectar Caps (registered with the lessons' module parts).
PART = register(
    LessonPart(
        "fall.caps",
        questions=CapsQuestions,
        facts={
            "trophy": ("who wins Nectar Caps' trophy 1 or 2: names joined by '-'", _trophy),
        },
        adjust={
            "cap": _adjust_cap,
        },
    )
)


__all__ = ["PART", "CapsQuestions"]
