"""Fall Fruit (fall.fruit): the fall field, foraging for nectar or fruit, selling fruit, fruit
orders, pollen read as fruit, side B with the advanced variant, the solo drone cards; each
paragraph of the rulebook's module, with its worked examples (Brendan's pumpkin on both
sides, Charlie's 17 coins)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from game_helpers import act, give_hive

from honeybuzz_lab.core.i18n import text
from honeybuzz_lab.games.honeybuzz.game import Game, IllegalAction
from honeybuzz_lab.games.honeybuzz.game import actions as A
from honeybuzz_lab.games.honeybuzz.game.components import HONEYS, NectarTile
from honeybuzz_lab.games.honeybuzz.game.contests import MEASURES
from honeybuzz_lab.games.honeybuzz.game.geometry import HEX
from honeybuzz_lab.games.honeybuzz.game.modules.fall_fruit import (
    FRUIT_ORDERS,
    FRUIT_SPACES,
    FRUITS,
    GainFruit,
    PickFruit,
    SellFruit,
    fruit,
    honey_word,
    line_fruit,
    near_fruit,
    nectar_spaces,
)
from honeybuzz_lab.games.honeybuzz.game.modules.solo.cards import drone_cards
from honeybuzz_lab.games.honeybuzz.game.modules.solo.data import solo_data
from honeybuzz_lab.games.honeybuzz.game.registry import Module, register, unregister
from honeybuzz_lab.games.honeybuzz.game.state import Task
from honeybuzz_lab.games.honeybuzz.hive import Nectar


def fall(players: int = 3, seed: int = 1, **kw) -> Game:
    return Game.new(players, seed=seed, modules=["fall.fruit", *kw.pop("more", ())], **kw)


def to_forage(g: Game) -> None:
    """The player on turn is about to take a Forage action (from an icon)."""
    st = g.state
    st.turn.step = "act"
    st.turn.queue = [Task("forage", "icon")]
    act(g, "resolve", action="forage")


def to_market(g: Game) -> None:
    st = g.state
    st.turn.step = "act"
    st.turn.queue = [Task("market", "icon")]
    act(g, "resolve", action="market")


# ------------------------------------------------------------------ the fall honeys


def test_the_fall_honeys_replace_the_spring_ones_one_for_one_in_both_languages() -> None:
    words = {n.value: honey_word(n.value) for n in Nectar}
    assert words == {
        "wildflower": "Sunflower",
        "rosemary": "Buckwheat",
        "cherry_blossom": "Aster",
        "acacia": "Goldenrod",
    }
    assert [w.text("hu") for w in words.values()] == [
        "Napraforgó",
        "Hajdina",
        "Őszirózsa",
        "Aranyvessző",
    ]
    # the five-tile pattern (acacia) still makes the most valuable honey
    market = fall().state.market
    assert max(HONEYS, key=market.value) == "acacia"


def test_the_log_the_prompts_and_the_table_say_the_fall_honeys() -> None:
    from honeybuzz_lab.games.honeybuzz.game import GreedyBot
    from honeybuzz_lab.games.honeybuzz.widgets.table_state import encode_static

    g = fall(2)
    bot = GreedyBot(seed=1)
    for _ in range(120):
        g.apply(bot.choose(g))
    spring = ("Wildflower", "Rosemary", "Cherry Blossom", "Acacia")
    said = " ".join([*g.log, g.pending.prompt, *(g.describe(a) for a in g.legal_actions())])
    assert any(w in said for w in ("Sunflower", "Buckwheat", "Aster", "Goldenrod"))
    assert not any(w in said for w in spring)
    hungarian = " ".join(g.log_in("hu"))
    assert "Napraforgó" in hungarian or "Hajdina" in hungarian
    assert not any(w in hungarian for w in ("Vadvirág", "Rozmaring", "Akác"))
    assert encode_static(g)["resources"] == {
        "fruit": "Fruit",
        "wildflower": "Sunflower",
        "rosemary": "Buckwheat",
        "cherry_blossom": "Aster",
        "acacia": "Goldenrod",
    }
    assert encode_static(g, "hu")["resources"]["acacia"] == "aranyvesszőméz"
    base = Game.new(2, seed=1)  # the base game keeps the spring words
    for _ in range(120):
        base.apply(bot.choose(base))
    spoken = " ".join(base.log)
    assert any(w in spoken for w in spring) and "Sunflower" not in spoken


# ------------------------------------------------------------------ side A: the field


def test_the_fall_field_is_hexes_with_nectar_only_on_the_spaces_for_the_player_count() -> None:
    for players, tiles in ((2, 16), (3, 20), (4, 24)):
        g = fall(players)
        assert g.rules.geometry is HEX and g.rules.geometry.layout == "hex"
        field = g.state.woodland.field
        assert len(field) == tiles
        assert set(field) == set(nectar_spaces(players))
        assert not set(field) & set(FRUIT_SPACES)
    assert set(nectar_spaces(2)) < set(nectar_spaces(3)) < set(nectar_spaces(4))
    assert len(set(HEX.neighbours((2, 3)))) == 6


@pytest.mark.parametrize(
    ("players", "apple", "pear", "pumpkin"), [(2, 2, 1, 1), (3, 2, 2, 1), (4, 3, 2, 2)]
)
def test_fruit_tiles_by_table_b_lie_between_the_nectar_tiles(players, apple, pear, pumpkin):
    tiles = fruit(fall(players).state).tiles
    assert set(tiles) <= set(FRUIT_SPACES)
    assert [list(tiles.values()).count(k) for k in FRUITS] == [apple, pear, pumpkin]
    for space in FRUIT_SPACES:  # every fruit space has nectar spaces round it
        assert any(n in nectar_spaces(4) for n in HEX.neighbours(space))


def test_pollen_goes_back_to_the_box_and_the_market_column_is_fruit() -> None:
    g = fall(3)
    assert "pollen" not in g.state.market.tracks and "fruit" in g.state.market.tracks
    assert g.players[0].resources == {"fruit": 0, **dict.fromkeys(HONEYS, 0)}
    for card in g.state.components.orders:
        assert "pollen" not in card.needs_dict
    assert any("fruit" in card.needs_dict for card in g.state.components.orders)


# ------------------------------------------------------------------ side A: forage


def test_brendans_pumpkin_one_step_free_then_two_coins_to_stand_next_to_it() -> None:
    """Brendan is 3 spaces from the nearest pumpkin tile: 1 space free, 2 coins for the
    next, and he is adjacent: he gains a pumpkin."""
    g = fall(2, configuration="star")
    st = g.state
    seat = st.turn.seat
    brendan = st.players[seat]
    brendan.forage, brendan.coins = (2, 0), 2
    fruit(st).tiles = {(2, 3): "pumpkin", (1, 5): "apple"}
    assert HEX.distance((2, 0), (2, 3)) == 3
    to_forage(g)
    legal = g.legal_actions()
    assert GainFruit((2, 2), "pumpkin") in legal  # two steps: 2 coins
    assert GainFruit((2, 1), "pumpkin") not in legal  # not next to the tile
    assert not any(isinstance(a, GainFruit) and a.space == (2, 3) for a in legal)  # 4 coins
    g.apply(GainFruit((2, 2), "pumpkin"))
    brendan = g.state.players[seat]
    assert brendan.coins == 0 and brendan.forage == (2, 2)
    assert fruit(g.state).held[seat]["pumpkin"] == 1 and brendan.pollen == 1
    assert g.pending.kind == "end_turn"


def test_forage_chooses_nectar_or_fruit_and_is_no_longer_forced_to_collect() -> None:
    g = fall(2, configuration="star")
    st = g.state
    seat = st.turn.seat
    give_hive(st, seat, "M(1,2)NE")  # an empty Wildflower cell
    st.players[seat].forage = (1, 1)
    st.woodland.field[(1, 2)] = NectarTile("X", Nectar.WILDFLOWER)
    fruit(st).tiles = {(1, 3): "apple", (0, 3): "pear"}
    to_forage(g)
    legal = g.legal_actions()
    assert A.Forage((1, 2)) in legal and GainFruit((1, 2), "apple") in legal
    # a space next to two fruit tiles offers either
    assert set(near_fruit(st, (1, 2))) == {"apple", "pear"}
    assert GainFruit((1, 2), "pear") in legal
    for a in legal:  # a nectar tile is offered only where it can be collected
        if isinstance(a, A.Forage):
            assert st.woodland.field[a.space].nectar is Nectar.WILDFLOWER
    g.apply(GainFruit((1, 2), "apple"))
    assert (1, 2) in g.state.woodland.field  # the nectar stays: fruit was chosen
    assert fruit(g.state).held[seat] == {"apple": 1, "pear": 0, "pumpkin": 0}


def test_a_forage_with_neither_nectar_nor_fruit_in_reach_may_end_on_any_space_it_can_afford() -> (
    None
):
    # RULINGS 10: "end a Fall Fruit move on any space it can afford even one that yields
    # nothing": the move is offered, taking nothing (it was skipped before).
    from honeybuzz_lab.games.honeybuzz.game.modules.fall_fruit import FruitMove

    g = fall(2, configuration="star")
    st = g.state
    st.players[st.turn.seat].forage, st.players[st.turn.seat].coins = (4, 6), 0
    fruit(st).tiles = {(1, 1): "apple"}
    st.turn.step = "act"
    st.turn.queue = [Task("forage", "icon")]
    act(g, "resolve", action="forage")
    options = g.legal_actions()
    assert options and all(isinstance(a, FruitMove) for a in options)
    assert FruitMove((4, 6)) in options  # staying too
    g.apply(FruitMove((4, 6)))
    assert g.pending.kind == "end_turn"


# ------------------------------------------------------------------ market: selling fruit


def test_the_fruit_marker_starts_on_top_and_one_lower_at_two_players() -> None:
    assert fall(3).state.market.value("fruit") == 9
    assert fall(4).state.market.value("fruit") == 9
    assert fall(2).state.market.value("fruit") == 8


def test_charlies_17_coins_and_the_price_drops_from_8_to_7() -> None:
    g = fall(2)  # the marker starts one lower at two players: 8
    st = g.state
    seat = st.turn.seat
    charlie = st.players[seat]
    fruit(st).held[seat].update(apple=2, pear=1, pumpkin=1)
    charlie.pollen = 4
    coins = charlie.coins
    to_market(g)
    legal = g.legal_actions()
    assert not [a for a in legal if isinstance(a, A.Sell) and a.resource == "fruit"]
    assert SellFruit(2, 1, 1) in legal and SellFruit(3, 0, 0) not in legal
    assert "17 coins" in g.describe(SellFruit(1, 1, 1))
    g.apply(SellFruit(1, 1, 1))
    st, charlie = g.state, g.state.players[seat]
    assert charlie.coins == coins + 2 + 3 + 4 + 8 == coins + 17
    assert st.market.value("fruit") == 7
    assert fruit(st).held[seat] == {"apple": 1, "pear": 0, "pumpkin": 0} and charlie.pollen == 1
    # fruit sold is what the contests on "pollen sold" count
    assert MEASURES["pollen_sold"].count(charlie) == 3


def test_two_full_sets_pay_the_bonus_twice_and_a_sale_without_a_set_none() -> None:
    g = fall(3)
    st = g.state
    seat = st.turn.seat
    fruit(st).held[seat].update(apple=2, pear=2, pumpkin=3)
    st.players[seat].pollen = 7
    to_market(g)
    coins = st.players[seat].coins
    lines = g.apply(SellFruit(2, 2, 3))
    assert lines[0] == (
        "Player 1 sells 2 apples, 2 pears and 3 pumpkins for 40 coins: "
        "22 coins for the fruit and 18 coins for 2 full sets."
    )
    assert 4 + 6 + 12 + 2 * 9 == 40
    # fruit sold counts for the contests on pollen sold: this game's speed contest "sell 5
    # pollen" (said as "Fruit Traders" under Fall Fruit) pays its first 20 coins too
    assert any("Fruit Traders" in line and "20 coins" in line for line in lines)
    assert not any("Pollen" in line for line in lines)
    assert g.state.players[seat].coins == coins + 40 + 20


def test_a_sale_says_one_full_set_and_a_sale_without_a_set_names_no_bonus() -> None:
    g = fall(3)
    st = g.state
    seat = st.turn.seat
    fruit(st).held[seat].update(apple=3, pear=1, pumpkin=1)
    st.players[seat].pollen = 5
    to_market(g)
    one = g.apply(SellFruit(1, 1, 1))[0]
    assert str(one).endswith("9 coins for the fruit and 9 coins for 1 full set.")
    g2 = fall(3)
    st2 = g2.state
    seat2 = st2.turn.seat
    fruit(st2).held[seat2].update(apple=2)
    st2.players[seat2].pollen = 2
    to_market(g2)
    line = g2.apply(SellFruit(2, 0, 0))[0]
    assert str(line) == "Player 1 sells 2 apples for 4 coins (no full set, so no set bonus)."


# ------------------------------------------------------------------ fruit orders


@pytest.mark.parametrize(("players", "cards"), [(2, 3), (3, 4), (4, 5)])
def test_fruit_orders_by_table_c_in_their_own_stack_with_the_top_face_up(players, cards):
    st = fall(players).state
    assert len(st.order_stacks) == 4
    pile = st.order_stacks[3]
    assert pile.action == "decree" and pile.face_up is not None
    assert len(pile.face_down) + 1 == cards
    assert {c.id for c in [pile.face_up, *pile.face_down]} <= {c.id for c in FRUIT_ORDERS}
    assert text("en", "game.stack.fruit") == "fruit"


def test_every_fruit_order_asks_for_fruit_and_honey() -> None:
    assert len(FRUIT_ORDERS) == 12
    for card in FRUIT_ORDERS:
        needs = card.needs_dict
        assert needs.get("fruit", 0) >= 1 and any(h in needs for h in HONEYS)


class _Ears:
    """What a listening test module heard."""

    def __init__(self) -> None:
        self.heard: list[tuple[str, object]] = []

    def clone(self) -> _Ears:
        other = _Ears()
        other.heard = list(self.heard)
        return other


def _hear(event: str):
    def handler(state, rules, log, data) -> None:
        state.modules["test.ears"].heard.append((event, data.get("stack", data.get("resource"))))

    return handler


EARS = Module(
    "test.ears",
    "Hears the events the sunset counts.",
    state=lambda st, opts: _Ears(),
    events={e: (_hear(e),) for e in ("order_stack_emptied", "value_bottomed")},
)


@pytest.fixture
def ears() -> Iterator[None]:
    register(EARS)
    try:
        yield
    finally:
        unregister("test.ears")


def test_a_fruit_order_grants_a_decree_counts_as_an_order_and_its_empty_stack_is_heard(ears):
    g = fall(2, more=["test.ears"])
    st = g.state
    seat = st.turn.seat
    player = st.players[seat]
    pile = st.order_stacks[3]
    card = next(o for o in st.components.orders if o.id == "S01")  # two fruit (was pollen)
    pile.face_up, pile.face_down = card, []
    fruit(st).held[seat].update(apple=1, pumpkin=1)
    player.pollen = 2
    to_market(g)
    g.apply(A.FillOrder(3))
    assert g.pending.kind == "pay_fruit"  # which fruit goes is the player's choice
    assert {a.fruit for a in g.legal_actions()} == {"apple", "pumpkin"}
    act(g, "pay_fruit", fruit="apple")  # the pumpkin is then the only choice: applied
    st = g.state
    player = st.players[seat]
    assert card in player.orders and MEASURES["orders"].count(player) == 1
    assert fruit(st).held[seat] == {"apple": 0, "pear": 0, "pumpkin": 0} and player.pollen == 0
    assert g.pending.kind == "decree"  # the fruit stack's action
    act(g, "decree", action="accounting")
    act(g, "end_turn")
    assert ("order_stack_emptied", 3) in g.state.modules["test.ears"].heard


def test_the_fruit_price_reaching_its_bottom_is_heard(ears) -> None:
    g = fall(3, more=["test.ears"])
    st = g.state
    seat = st.turn.seat
    st.market.positions["fruit"] = len(st.market.tracks["fruit"]) - 2
    fruit(st).held[seat]["pear"] = 2
    st.players[seat].pollen = 2
    to_market(g)
    g.apply(SellFruit(0, 1, 0))
    assert ("value_bottomed", "fruit") in g.state.modules["test.ears"].heard


# ------------------------------------------------------------------ side B


def test_side_b_quadrants_by_back_group_no_fruit_tiles_and_any_fruit() -> None:
    g = fall(2, more=["advanced"], configuration="star")
    st = g.state
    assert st.woodland.side.name == "B" and fruit(st).tiles == {}
    backs = st.modules["advanced"].backs
    assert len(backs) == len(st.woodland.field) == 16
    to_forage(g)
    legal = g.legal_actions()
    assert {a.fruit for a in legal if isinstance(a, PickFruit)} == set(FRUITS)
    assert {a.space for a in legal if isinstance(a, A.Forage)} == set(st.woodland.field)
    assert not [a for a in legal if isinstance(a, GainFruit)]
    g.apply(PickFruit("pear"))
    assert fruit(g.state).held[st.turn.seat]["pear"] == 1


def test_brendans_wrong_guess_on_side_b_puts_the_tile_back_for_its_rows_or_columns_fruit():
    """Brendan views an Aster tile he cannot collect: it goes back face down and its place
    gives him the choice of an apple or a pear; he takes a pear."""
    g = fall(2, more=["advanced"], configuration="star")
    st = g.state
    seat = st.turn.seat
    assert line_fruit((0, 0)) == ["apple", "pear"]
    tile = NectarTile("aster-test", Nectar.CHERRY_BLOSSOM)  # the Aster pattern
    st.woodland.field[(0, 0)] = tile
    st.modules["advanced"].backs["A1"] = "cherry_blossom"
    to_forage(g)
    g.apply(A.Forage((0, 0)))  # no cell of that type in the starting hive
    assert g.pending.kind == "fruit_choice"
    assert {a.fruit for a in g.legal_actions()} == {"apple", "pear"}
    with pytest.raises(IllegalAction):
        g.apply(PickFruit("pumpkin"))
    g.apply(PickFruit("pear"))
    assert g.state.woodland.field[(0, 0)] == tile  # back where it was
    assert fruit(g.state).held[seat]["pear"] == 1
    # what he saw is his alone
    assert g.view(seat)["field"]["A1"]["nectar"] == "cherry_blossom"
    assert g.view(1 - seat)["field"]["A1"]["nectar"] == {"hidden": True, "count": 1}


# ------------------------------------------------------------------ solitaire


def test_solo_uses_fall_fruits_ten_drone_cards_matching_the_fall_honeys() -> None:
    g = Game.new(1, seed=2, modules=["solo", "fall.fruit"])
    cards = drone_cards(g.state)
    assert len(cards) == 10 and {c.id for c in cards}.isdisjoint(d.id for d in solo_data().drones)
    deck = set(g.state.modules["solo"].deck)
    assert deck == {c.id for c in cards}
    faces = {c.woodland for c in cards}
    assert faces == {"order", "highest", *HONEYS}  # every face, the fall honeys by pattern
    boxes = [c.hive for c in cards]
    assert all(boxes.count(b) == 2 for b in set(boxes))
    assert drone_cards(Game.new(1, seed=2, modules=["solo"]).state) == solo_data().drones


def test_a_solo_drone_may_take_the_fruit_order_stacks_top_card() -> None:
    g = Game.new(1, seed=2, modules=["solo", "fall.fruit"])
    st = g.state
    from honeybuzz_lab.games.honeybuzz.game.modules.solo.drones import drone_options

    st.turn.frame = {"step": "drone", "card": "FD1", "todo": ("order",)}
    st.turn.step = "act"
    stacks = {a.stack for a in drone_options(st, g.rules)}
    assert 3 in stacks and st.order_stacks[3].face_up is not None


def test_the_fall_decisions_have_a_short_phrase_in_both_languages() -> None:
    g = fall(2, configuration="star")
    to_forage(g)
    assert g.pending.kind == "fruit_forage"
    assert g.pending.phrase == "forage: nectar or fruit"
    assert g.pending.phrase_in("hu") == "gyűjtés: nektár vagy gyümölcs"


def test_the_sun_moves_two_spaces_when_the_fruit_order_stack_empties() -> None:
    g = fall(2)
    st = g.state
    seat = st.turn.seat
    pile = st.order_stacks[3]
    pile.face_up = next(o for o in st.components.orders if o.id == "S01")
    pile.face_down = []
    fruit(st).held[seat]["apple"] = 2
    st.players[seat].pollen = 2
    to_market(g)
    g.apply(A.FillOrder(3))  # only apples: both paid without a question
    act(g, "decree", action="accounting")
    before = g.state.modules["fall.sunset"].position
    act(g, "end_turn")
    sun = g.state.modules["fall.sunset"]
    assert sun.position == before + 2
    assert [e for _t, e, _n in sun.history] == ["order_stack"]


def test_what_a_viewed_tile_was_stays_in_the_viewers_log_only() -> None:
    g = fall(2, more=["advanced"], configuration="star")
    st = g.state
    seat = st.turn.seat
    st.woodland.field[(0, 0)] = NectarTile("aster-test", Nectar.CHERRY_BLOSSOM)
    st.modules["advanced"].backs["A1"] = "cherry_blossom"
    to_forage(g)
    g.apply(A.Forage((0, 0)))
    mine, theirs = g.log_for(seat)[-1], g.log_for(1 - seat)[-1]
    assert "Aster" in mine and "Aster" not in theirs and "puts it back" in theirs
    assert g.private_reveals()  # an undo across it is stopped for the other human seat
