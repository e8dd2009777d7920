"""The explorer's questions about the Fall Flavors modules (a mixin of :class:`.explorer.Explorer`).

Each question reads a world built from the asking seat's view only (``Game.view(seat)``,
:func:`~..game.worlds.seat_world`): what is public, and what that seat knows. The numbers
come from the modules' own rules (cap values and trophies, toast coins, fruit sales with
the set bonus, the foliage card's score, the sunset track), never from a second copy.

>>> from honeybuzz_lab.games.honeybuzz.game import Game
>>> from honeybuzz_lab.games.honeybuzz.lessons.explorer import Explorer
>>> ex = Explorer(Game.new(3, seed=1, modules=["fall.festival"]))
>>> ex.sunset().value, ex.sunset().items[0]["left"]
(0, 6)
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ....core.hexes import fmt
from ....core.lessons.texts import Catalog
from ..game.log import forage_cost, say
from ..game.modules.fall_caps import caps as caps_state
from ..game.modules.fall_caps import trophy_points
from ..game.modules.fall_festival import festival, toast_coins, toast_text, why_not_retire
from ..game.modules.fall_fruit import (
    FRUIT_VALUE,
    FRUITS,
    SellFruit,
    fruit,
    fruit_term,
    honey_word,
    line_fruit,
    near_fruit,
    sale,
)
from ..game.modules.fall_leaves import (
    COLOURS,
    foliage_points,
    foliage_title,
    leaf_counts,
    leaves,
)
from ..game.modules.fall_sunset import event_term, sunset_data
from ..game.modules.fall_sunset import sunset as sunset_state
from ..game.state import GameState, space_name
from ..hive import Hex, Nectar
from ..widgets.words import in_page_words
from .phrases import join

if TYPE_CHECKING:
    from ..hive import Hive
    from .explorer import Answer
    from .lookahead import GameLike

#: The modules' names as a learner reads them in an error.
MODULE_NAMES = {
    "fall.sunset": "Sweetwater Sunset",
    "fall.caps": "Nectar Caps",
    "fall.festival": "Harvest Festival",
    "fall.fruit": "Fall Fruit",
    "fall.leaves": "Autumn Leaves",
}


class FallQuestions:
    """Questions about Sweetwater Sunset, Nectar Caps, Harvest Festival, Fall Fruit and
    Autumn Leaves, answered for the explorer's seat from that seat's view."""

    game: GameLike | None
    seat: int | None
    language: str
    texts: Catalog
    hive: Hive

    if TYPE_CHECKING:  # Explorer's own

        def _state(self) -> GameState: ...
        def _hex_marks(self, hexes: Any) -> tuple[dict[str, Any], ...]: ...

    # ------------------------------------------------------------------ helpers

    def _f(self, key: str, **params: object) -> str:
        return self.texts.text(f"explorer_fall.{key}", **params)

    def _fn(self, key: str, n: int, **params: object) -> str:
        return self._f(f"{key}.{'one' if n == 1 else 'many'}", n=n, **params)

    def _say(self, message: Any) -> str:
        """A game sentence (a Message) in the explorer's language, in the rules' words."""
        return str(in_page_words(self.game.rules, message).text(self.language))  # type: ignore[union-attr]

    def _plays(self, module: str) -> bool:
        """True when the game is played with ``module``."""
        state = self._state()
        return state.ruleset is not None and module in state.ruleset.modules

    def _world(self, module: str) -> GameState:
        """The seat's world: a whole state built from its view (what the seat may know)."""
        from ..game.worlds import seat_world
        from .explorer import ExplorerError

        state = self._state()
        modules = state.ruleset.modules if state.ruleset is not None else ()
        if module not in modules:
            played = ", ".join(m for m in modules if m != "base") or "no module"
            raise ExplorerError(
                f"this question is about {MODULE_NAMES[module]} ({module}); "
                f"this game is played with {played}"
            )
        return seat_world(state, self.seat, random.Random(0))

    def _honey(self, nectar: Nectar | str) -> str:
        """A fall honey's name (the engine keeps the spring pattern's)."""
        name = nectar.value if isinstance(nectar, Nectar) else nectar
        return honey_word(name).text(self.language)

    def _fruit(self, kind: str) -> str:
        return self._say(fruit_term(kind))

    def _coins(self, n: int) -> str:
        return self._fn("coins", n)

    def _answer(self, question: str, sentence: str, value: Any, items: Any, **more: Any) -> Answer:
        from .explorer import Answer

        return Answer(question, sentence, value, tuple(items), **more)

    # ------------------------------------------------------------------ Sweetwater Sunset

    def sunset(self) -> Answer:
        """The sunset track: where the sun is, how far the end is, and how many spaces the
        events noted this turn will move it when the turn ends."""
        world = self._world("fall.sunset")
        sun = sunset_state(world)
        spaces = sunset_data().events
        at, moves = sun.position, []
        for event in sun.pending:
            step = min(spaces[event], sun.last - at)
            at += step
            moves.append((event, step))
        moving = sum(n for _, n in moves)
        left = sun.last - sun.position
        item = {
            "position": sun.position,
            "last": sun.last,
            "left": left,
            "pending": moves,
            "after": at,
            "history": list(sun.history),
        }
        question = self._f("q.sunset")
        where = self._f("a.sunset_where", at=sun.position, last=sun.last, left=left)
        if sun.set:
            sentence = self._f("a.sunset_set", last=sun.last)
        elif moves:
            events = join(self.texts, [self._say(event_term(e)) for e, _ in moves])
            after = sun.last - at
            sentence = where + " " + self._fn("a.sunset_moves", moving, events=events, left=after)
        else:
            sentence = where + " " + self._f("a.sunset_still")
        rows = [(self._f("col.event"), self._f("col.spaces"), self._f("col.this_turn"))]
        for event, n in spaces.items():
            now = sum(1 for e, _ in moves if e == event)
            rows.append((self._say(event_term(event)), str(n), str(now) if now else "-"))
        return self._answer(question, sentence, moving, [item], rows=tuple(rows))

    # ------------------------------------------------------------------ Nectar Caps

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
        from .explorer import ExplorerError

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

    # ------------------------------------------------------------------ Harvest Festival

    def toasts(self) -> Answer:
        """Which retirement toast pays the most now: every face-up toast card's coins for
        the seat (the retiring worker counted), and whether it can retire a worker."""
        world = self._world("fall.festival")
        seat = self.seat
        assert seat is not None
        fest = festival(world)
        player = world.players[seat]
        items = sorted(
            (
                {
                    "card": c,
                    "text": self._say(toast_text(c)),
                    "coins": toast_coins(world, seat, c, 1),
                }
                for c in fest.slots
                if c is not None
            ),
            key=lambda i: (-i["coins"], i["card"]),
        )
        free = fest.spaces - fest.occupied
        why = why_not_retire(world, seat)
        question = self._f("q.toasts", player=player.name)
        if not items:
            sentence = self._f("a.toasts_none", player=player.name)
        else:
            best = items[0]
            sentence = self._f(
                "a.toasts",
                player=player.name,
                card=best["text"],
                coins=self._coins(best["coins"]),
                free=free,
            )
        if why is not None:
            sentence += " " + self._f("a.toasts_cannot", player=player.name, why=self._say(why))
        rows = [(self._f("col.toast"), self._f("col.coins"))]
        rows += [(i["text"], str(i["coins"])) for i in items]
        return self._answer(
            question, sentence, items[0]["coins"] if items else 0, items, rows=tuple(rows)
        )

    # ------------------------------------------------------------------ Fall Fruit

    def fruit_field(self) -> Answer:
        """Which field space gives which fruit or nectar: every space the seat's forage
        token can reach, its cost, the nectar it would collect there and the fruit of the
        fruit tiles on or next to it (side A); on side B, each space's row and column fruit."""
        world = self._world("fall.fruit")
        seat = self.seat
        assert seat is not None
        player = world.players[seat]
        question = self._f("q.fruit_field", player=player.name)
        if fruit(world).side == "B":
            items = [
                {"space": s, "name": space_name(s), "fruits": line_fruit(s)}
                for s in sorted(world.woodland.field)
            ]
            sentence = self._f("a.fruit_field_b", player=player.name)
            rows = [(self._f("col.space"), self._f("col.fruit"))]
            rows += [
                (i["name"], join(self.texts, [self._fruit(k) for k in i["fruits"]])) for i in items
            ]
            return self._answer(question, sentence, 0, items, rows=tuple(rows))
        items = self._reach(world, seat)
        cheapest = {}
        for kind in FRUITS:
            offers = [i for i in items if kind in i["fruits"]]
            if offers:
                cheapest[kind] = min(offers, key=lambda i: (i["cost"], i["space"]))
        nectar = [i for i in items if i["nectar"] is not None]
        parts = [
            self._f(
                "a.fruit_cheapest",
                fruit=self._fruit(k),
                space=i["name"],
                cost=self._coins(i["cost"]) if i["cost"] else self._f("free"),
            )
            for k, i in cheapest.items()
        ]
        sentence = self._f(
            "a.fruit_field",
            player=player.name,
            n=len(items),
            m=len(nectar),
            cheapest=join(self.texts, parts) if parts else self._f("a.fruit_no_fruit"),
        )
        rows = [(self._f("col.space"), self._f("col.cost"), self._f("col.gives"))]
        for i in items:
            gives = [self._f("gives_nectar", honey=self._honey(i["nectar"]))] if i["nectar"] else []
            gives += [self._fruit(k) for k in i["fruits"]]
            rows.append((i["name"], str(i["cost"]), join(self.texts, gives) or "-"))
        marks = tuple({"area": "space", "space": list(i["space"])} for i in items if i["fruits"])
        return self._answer(question, sentence, len(cheapest), items, marks=marks, rows=tuple(rows))

    def _reach(self, state: GameState, seat: int) -> list[dict[str, Any]]:
        """Side A: every space ``seat``'s forage token can reach, its cost, the nectar a
        forage there collects and the fruit of the fruit tiles on or next to it."""
        rules = self.game.rules  # type: ignore[union-attr]
        items = []
        for space in sorted(rules.forage_reach(state, seat)):
            tile = rules.forage_yield(state, seat, space)
            items.append(
                {
                    "space": space,
                    "name": space_name(space),
                    "cost": forage_cost(state, seat, space),
                    "nectar": None if tile is None else tile.nectar,
                    "fruits": near_fruit(state, space),
                }
            )
        return items

    def _sale_of_all_fruit(self, state: GameState, seat: int) -> dict[str, Any]:
        """Selling all ``seat``'s fruit at once in ``state``: the fruit held, the set bonus
        now and after the sale, and what the engine's fruit sale pays (coins, the fixed
        values' part, full sets)."""
        held = dict(fruit(state).held[seat])
        market = state.market
        bonus = market.value("fruit")
        after = (
            bonus
            if market.at_bottom("fruit")
            else market.tracks["fruit"][market.positions["fruit"] + 1]
        )
        item = {"held": held, "bonus": bonus, "after": after, "coins": 0, "base": 0, "sets": 0}
        if any(held.values()):
            coins, base, sets = sale(state, SellFruit(*(held[k] for k in FRUITS)))
            item.update(coins=coins, base=base, sets=sets)
        return item

    def fruit_sale(self) -> Answer:
        """What selling all the seat's fruit pays now: the fixed values and the set bonus
        (the market's fruit column) for each full set of an apple, a pear and a pumpkin."""
        world = self._world("fall.fruit")
        seat = self.seat
        assert seat is not None
        player = world.players[seat]
        question = self._f("q.fruit_sale", player=player.name)
        item = self._sale_of_all_fruit(world, seat)
        held, bonus = item["held"], item["bonus"]
        sentence = self._fruit_sale_sentence(player.name, item)
        rows = [
            (self._f("col.fruit"), self._f("col.have"), self._f("col.each"), self._f("col.coins"))
        ]
        for k in FRUITS:
            rows.append(
                (self._fruit(k), str(held[k]), str(FRUIT_VALUE[k]), str(held[k] * FRUIT_VALUE[k]))
            )
        rows.append(
            (self._f("col.set_bonus"), str(item["sets"]), str(bonus), str(item["sets"] * bonus))
        )
        marks = ({"area": "market", "resource": "fruit"},)
        return self._answer(
            question, sentence, item["coins"], [item], marks=marks, rows=tuple(rows)
        )

    def _fruit_sale_sentence(self, name: str, item: dict[str, Any]) -> str:
        """What selling all of ``name``'s fruit pays, in a sentence (``item`` as
        :meth:`fruit_sale` makes it)."""
        held, bonus = item["held"], item["bonus"]
        if not any(held.values()):
            return self._f("a.fruit_sale_none", player=name, bonus=bonus)
        fruits = join(
            self.texts, [self._say(say(f"fruit.count.{k}", n=n)) for k, n in held.items() if n]
        )
        if item["sets"]:
            return self._fn(
                "a.fruit_sale_sets",
                item["sets"],
                player=name,
                fruits=fruits,
                coins=item["coins"],
                base=item["base"],
                bonus=bonus,
                after=item["after"],
            )
        return self._f("a.fruit_sale", player=name, fruits=fruits, coins=item["coins"], bonus=bonus)

    def _fruit_sale_line(self) -> dict[str, Any] | None:
        """The general sales question's fruit line (Fall Fruit): selling all the seat's
        fruit at once, as the engine's fruit sale pays it (None: the seat has no fruit).
        A seat's fruit by kind and the market are public."""
        seat = self.seat
        assert seat is not None
        state = self._state()
        item = self._sale_of_all_fruit(state, seat)
        held = item["held"]
        if not any(held.values()):
            return None
        return {
            "resource": "fruit",
            "have": sum(held.values()),
            "value": item["bonus"],
            "bottom": state.market.at_bottom("fruit"),
            "action": SellFruit(*(held[k] for k in FRUITS)),
            **item,
        }

    def _fruit_forage_items(self) -> list[dict[str, Any]]:
        """The general forage question's spaces (Fall Fruit): what the engine offers there.
        Side A: each space within reach where a forage collects nectar or gains the fruit
        of a fruit tile on or next to it (a space with neither is no choice); side B:
        every space, whose tile is viewed (collected, or a fruit of its row or column)."""
        state = self._state()
        seat = self.seat
        assert seat is not None
        side_b = fruit(state).side == "B"
        if side_b:
            spaces = [
                {
                    "space": s,
                    "name": space_name(s),
                    "cost": 0,
                    "nectar": None,
                    "fruits": line_fruit(s),
                }
                for s in sorted(state.woodland.field)
            ]
        else:  # a space with neither nectar nor fruit is no choice
            spaces = [i for i in self._reach(state, seat) if i["nectar"] is not None or i["fruits"]]
        return [
            {
                **i,
                "field": None,
                "pollen": False,
                "view": side_b,
                "value": 0 if i["nectar"] is None else state.market.value(i["nectar"].value),
            }
            for i in spaces
        ]

    def _fruit_yield(self, item: dict[str, Any]) -> str:
        """What a forage on one space brings (the forage question's column, Fall Fruit)."""
        fruits = " / ".join(self._fruit(k) for k in item["fruits"])
        if item["view"]:
            return self.texts.text("explorer.yield.view", fruits=fruits)
        got = self.texts.text("explorer.yield.fruit", fruits=fruits) if fruits else ""
        if item["nectar"] is None:
            return got
        nectar = self.texts.text(
            "explorer.yield.nectar", nectar=self.texts[f"ui.nectar.{item['nectar'].value}"]
        )
        return self.texts.text("explorer.yield.either", nectar=nectar, fruit=got) if got else nectar

    # ------------------------------------------------------------------ Autumn Leaves

    def foliage(self) -> Answer:
        """The foliage card's standing: the card, every player's leaves by colour and what
        the card would pay each of them if the game ended now."""
        from .explorer import ExplorerError

        world = self._world("fall.leaves")
        mod = leaves(world)
        if mod.foliage is None:
            raise ExplorerError("the solitaire game has no foliage card: it counts all leaves")
        points = foliage_points(world, self.game.rules)  # type: ignore[union-attr]
        items = [
            {
                "seat": p.seat,
                "name": p.name,
                "leaves": leaf_counts(world, p.seat),
                "points": points[p.seat],
            }
            for p in world.players
        ]
        me = items[self.seat]  # type: ignore[index]
        title = self._say(foliage_title(mod.foliage))
        colours = [self._f(f"leaves.{c}", n=n) for c, n in me["leaves"].items() if n]
        best = max(points)
        leaders = [i["name"] for i in items if i["points"] == best]
        question = self._f("q.foliage", player=me["name"])
        sentence = self._f(
            "a.foliage",
            card=title,
            player=me["name"],
            leaves=join(self.texts, colours) if colours else self._f("no_leaves"),
            points=me["points"],
            leaders=join(self.texts, leaders),
            best=best,
        )
        rows = [
            (self._f("col.player"), *(self._f(f"col.{c}") for c in COLOURS), self._f("col.points"))
        ]
        for i in items:
            rows.append((i["name"], *(str(i["leaves"][c]) for c in COLOURS), str(i["points"])))
        hexes = tuple(h for h, _c, _t in mod.hives[self.seat])  # type: ignore[index]
        return self._answer(
            question,
            sentence,
            me["points"],
            items,
            hexes=hexes,
            marks=self._hex_marks(hexes),
            hive=self.hive,
            rows=tuple(rows),
        )


__all__ = ["MODULE_NAMES", "FallQuestions"]
