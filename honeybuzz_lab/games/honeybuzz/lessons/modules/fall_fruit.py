"""What the lessons know of Fall Fruit: its facts, its text values and its teaching adjustments.

See :mod:`..modules` for what each is. Its teaching adjustments (like the base game's in
:mod:`..positions`, each a table with one of these keys and ``seat``, default: the first
player):

``fruit = { apple = A, pear = P, pumpkin = K }``
    The player holds this fruit (the supply is unlimited: RULINGS 8).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...game import Game
from ...game.log import forage_cost, say
from ...game.modules.fall_fruit import (
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
from ...game.state import GameState, space_name
from ...hive import Nectar
from ..game_facts import GameFactError
from ..phrases import join
from ..questions import ModuleQuestions
from . import LessonPart, fact_state, position_error, position_state, register, whole

if TYPE_CHECKING:
    from ..explorer import Answer


def _fruit_sale(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """Coins a fruit sale of { apple, pear, pumpkin } pays now."""
    from ...game.modules.fall_fruit import FRUITS, SellFruit, sale

    fact_state(game, "fall.fruit")
    spec = args["fruit_sale"]
    if not isinstance(spec, dict) or set(spec) - set(FRUITS):
        raise GameFactError("write fruit_sale = { apple = 1, pear = 1, pumpkin = 1 }")
    coins, _base, _sets = sale(game.state, SellFruit(*(int(spec.get(k, 0)) for k in FRUITS)))
    return frozenset({str(coins)})


def _bonus_after_sale(game: Game, args: dict[str, Any], options: tuple[str, ...]) -> frozenset[str]:
    """The fruit set bonus once a fruit sale has moved the price marker down a space."""
    fact_state(game, "fall.fruit")
    market = game.state.market
    if market.at_bottom("fruit"):
        return frozenset({str(market.value("fruit"))})
    return frozenset({str(market.tracks["fruit"][market.positions["fruit"] + 1])})


def _adjust_fruit(state: GameState, seat: int, args: dict[str, Any]) -> None:
    from ...game.modules.fall_fruit import FRUITS, set_held_fruit

    position_state(state, "fall.fruit", "fruit")
    spec = args["fruit"]
    if not isinstance(spec, dict) or set(spec) - set(FRUITS):
        raise position_error(f"fruit is a table of {', '.join(FRUITS)} counts")
    set_held_fruit(state, seat, {kind: whole(n, f"fruit.{kind}") for kind, n in spec.items()})


def _params(game: Game, language: str) -> dict[str, object]:
    """``{fruit_bonus}``: the fruit set bonus now (reconstructed data)."""
    return {"fruit_bonus": game.state.market.value("fruit")}


class FruitQuestions(ModuleQuestions):
    """The explorer's questions about Fall Fruit, answered for its seat from that seat's
    view."""

    module = "fall.fruit"

    def _honey(self, nectar: Nectar | str) -> str:
        """A fall honey's name (the engine keeps the spring pattern's)."""
        name = nectar.value if isinstance(nectar, Nectar) else nectar
        return honey_word(name).text(self.language)

    def _fruit(self, kind: str) -> str:
        return self._say(fruit_term(kind))

    # the base questions' hooks: a forage may gain fruit; fruit is sold, not pollen
    sells_pollen = False

    def forage_items(self) -> list[dict[str, Any]] | None:
        return self._fruit_forage_items()

    def forage_yield(self, item: dict[str, Any]) -> str | None:
        return self._fruit_yield(item)

    def sale_line(self) -> dict[str, Any] | None:
        return self._fruit_sale_line()

    def sale_sentence(self, name: str, item: dict[str, Any]) -> str | None:
        return self._fruit_sale_sentence(name, item) if item["resource"] == "fruit" else None

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


#: The lessons' part of Fall Fruit (registered with the lessons' module parts).
PART = register(
    LessonPart(
        "fall.fruit",
        questions=FruitQuestions,
        facts={
            "fruit_sale": ("coins a fruit sale { apple, pear, pumpkin } pays now", _fruit_sale),
            "fruit_bonus_after_sale": (
                "the fruit set bonus after one fruit sale",
                _bonus_after_sale,
            ),
        },
        adjust={
            "fruit": _adjust_fruit,
        },
        params=_params,
    )
)


__all__ = ["PART", "FruitQuestions"]
