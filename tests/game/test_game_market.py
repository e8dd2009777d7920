"""Market: selling (values, drops, the drop at the bottom), completing orders, flipping."""

from __future__ import annotations

import pytest
from game_helpers import act, game, give_hive, state

from honeybuzz_lab.games.honeybuzz.game import FillOrder, IllegalAction, Sell
from honeybuzz_lab.games.honeybuzz.game.state import Task

TWO_CELLS = "M(1,2)NE M(3,-2)SE"


def market_game(players=3, pollen=0, hive="", actions=("market",)):
    st = state(players, contests=["blue-2", "green-2", "red-2"])  # final contests only
    st.players[0].pollen = pollen
    st.supply.pollen -= pollen
    if hive:
        give_hive(st, 0, hive)
    st.turn.step = "act"
    st.turn.queue = [Task(a, "icon") for a in actions]
    return st


def test_sell_offers_every_quantity_of_every_resource_held():
    st = market_game(pollen=2, hive=f"{TWO_CELLS} w*(1,1) w(2,-1)")
    g = game(st)
    assert g.pending.kind == "market"
    sells = [(a.resource, a.quantity) for a in g.legal_actions() if isinstance(a, Sell)]
    assert sells == [("pollen", 1), ("pollen", 2), ("wildflower", 1)]


def test_selling_pays_the_current_value_per_unit_then_the_value_drops_one():
    g = game(market_game(pollen=3, hive=f"{TWO_CELLS} w*(1,1)"))
    assert g.state.market.value("pollen") == 5
    lines = act(g, "sell", resource="pollen", quantity=2)
    p = g.players[0]
    assert (p.coins, p.pollen, p.pollen_sold) == (5 + 10, 1, 2)
    assert g.state.market.value("pollen") == 4 and g.state.market.positions["pollen"] == 1
    assert g.state.supply.pollen == 14 - 1  # 14 after the market marker
    assert lines == [
        "Anna sells 2 Pollen at 5 coins each and gains 10 coins.",
        "The value of Pollen drops from 5 to 4.",
    ]
    assert g.pending.kind == "end_turn"


def test_the_value_drops_only_once_however_many_are_sold():
    g = game(market_game(pollen=5))
    act(g, "sell", resource="pollen", quantity=5)
    assert g.state.market.positions["pollen"] == 1 and g.players[0].coins == 30


def test_selling_honey_takes_it_off_the_nectar_tiles():
    g = game(market_game(hive=f"{TWO_CELLS} w*(1,1) w*(2,-1)"))
    g.state.supply.honey["wildflower"] = 4  # the two honey in the hive came from the supply
    act(g, "sell", resource="wildflower", quantity=2)
    hive = g.players[0].hive
    assert not hive.cell((1, 1)).honey and not hive.cell((2, -1)).honey
    assert hive.cell((1, 1)).nectar is not None  # the nectar tile stays
    assert g.players[0].coins == 5 + 16
    assert g.state.supply.honey["wildflower"] == 6


def test_the_player_chooses_which_nectar_tile_gives_up_its_honey():
    g = game(market_game(hive=f"{TWO_CELLS} w*(1,1) w*(2,-1)"))
    act(g, "sell", resource="wildflower", quantity=1)
    assert g.pending.kind == "take_honey"
    assert {a.cell for a in g.legal_actions()} == {(1, 1), (2, -1)}
    with pytest.raises(IllegalAction, match=r"no Wildflower honey on a nectar tile at \(0,0\)"):
        g.apply({"kind": "take_honey", "cell": [0, 0]})
    act(g, "take_honey", cell=[2, -1])
    hive = g.players[0].hive
    assert hive.cell((1, 1)).honey and not hive.cell((2, -1)).honey
    assert g.state.market.positions["wildflower"] == 1


def test_at_the_bottom_another_resource_of_the_players_choice_drops():
    st = market_game(pollen=2)
    st.market.positions["pollen"] = len(st.market.tracks["pollen"]) - 1
    g = game(st)
    act(g, "sell", resource="pollen", quantity=2)
    assert g.players[0].coins == 5 + 2
    assert g.pending.kind == "drop"
    assert [a.resource for a in g.legal_actions()] == [
        "wildflower",
        "rosemary",
        "cherry_blossom",
        "acacia",
    ]
    with pytest.raises(IllegalAction, match="Pollen is already at the bottom"):
        g.apply({"kind": "drop", "resource": "pollen"})
    lines = act(g, "drop", resource="acacia")
    assert g.state.market.value("acacia") == 12
    assert lines == [
        "Pollen is already at the bottom of its column, so Anna drops Acacia instead "
        "(from 13 to 12)."
    ]


def test_at_the_bottom_with_one_other_resource_left_it_drops_by_itself():
    st = market_game(pollen=2)
    for r in st.market.positions:
        st.market.positions[r] = len(st.market.tracks[r]) - 1
    st.market.positions["rosemary"] = 2
    g = game(st)
    act(g, "sell", resource="pollen", quantity=2)
    assert g.state.market.positions["rosemary"] == 3
    assert g.pending.kind == "end_turn"


def test_everything_at_the_bottom_nothing_drops():
    st = market_game(pollen=2)
    for r in st.market.positions:
        st.market.positions[r] = len(st.market.tracks[r]) - 1
    g = game(st)
    lines = act(g, "sell", resource="pollen", quantity=2)
    assert lines[-1] == "Pollen is at the bottom and no other value can drop."


def test_a_single_possible_sale_is_made_by_itself():
    st = market_game(pollen=1)
    g = game(st)
    assert g.players[0].pollen == 0 and g.players[0].coins == 10
    assert g.log[-2] == "Anna sells 1 Pollen and gains 5 coins."


# ------------------------------------------------------------------ orders


def with_order(st, stack, card_id):
    st.order_stacks[stack].face_up = st.components.order(card_id)
    return st


def test_completing_an_order_pays_it_keeps_the_card_and_grants_its_stack_action():
    st = with_order(market_game(pollen=3), 2, "S01")  # the Hedgehog: 2 pollen, 16 points
    g = game(st)
    assert FillOrder(2) in g.legal_actions()
    below = list(g.state.order_stacks[2].face_down)
    lines = act(g, "order", stack=2)
    p = g.players[0]
    assert [o.id for o in p.orders] == ["S01"] and p.order_points == 16
    assert g.state.order_stacks[2].face_up is None  # turned up at the very end of the turn
    assert lines[0] == (
        "Anna completes the Hedgehog's order (2 Pollen, 16 points) and gains a Market action "
        "to take before the turn ends."
    )
    # the right stack grants Market, and selling the last pollen is all it can do
    assert lines[1] == "Anna sells 1 Pollen and gains 5 coins."
    assert p.pollen == 0 and g.state.market.positions["pollen"] == 1
    assert g.state.supply.pollen == 14
    act(g, "end_turn")
    assert g.state.order_stacks[2].face_up == below[-1]
    assert "The next order of the right stack is turned up" in g.log[-2]


def test_the_granted_action_comes_from_the_stack_not_the_card():
    st = with_order(market_game(pollen=2, actions=("market", "accounting")), 0, "S01")
    g = game(st)
    act(g, "resolve", action="market")
    act(g, "order", stack=0)
    assert sorted(t.action for t in g.state.turn.queue) == ["accounting", "forage"]


def test_an_order_needs_every_resource_it_asks_for():
    st = with_order(market_game(pollen=1), 1, "S01")
    st.players[0].pollen = 1
    g = game(st)  # one pollen: the Hedgehog wants two, so only selling is left
    assert g.players[0].pollen == 0 and not g.players[0].orders


def test_a_stack_offers_nothing_until_its_next_card_is_turned_up():
    st = with_order(market_game(pollen=4, actions=("market", "market")), 0, "S01")
    g = game(st)
    act(g, "order", stack=0)
    act(g, "resolve", action="market")
    # the second Market: stack 0 has no face-up card this turn
    assert FillOrder(0) not in g.legal_actions()
    with pytest.raises(IllegalAction, match="The left stack has no face-up order now"):
        g.apply(FillOrder(0))


def test_completing_an_order_with_honey_lets_the_player_pick_the_tiles():
    st = with_order(market_game(pollen=1, hive=f"{TWO_CELLS} w*(1,1) w*(2,-1)"), 1, "S02")
    g = game(st)  # the Robin: 1 pollen and 1 wildflower
    act(g, "order", stack=1)
    assert g.pending.kind == "take_honey"
    act(g, "take_honey", cell=[1, 1])
    assert g.players[0].honey["wildflower"] == 1 and g.players[0].pollen == 0
    assert [o.customer for o in g.players[0].orders] == ["Robin"]
    assert g.pending.kind == "fan"  # the middle stack grants Produce


def test_an_emptied_stack_is_reported_at_the_end_of_the_turn():
    st = with_order(market_game(pollen=2), 0, "S01")
    st.order_stacks[0].face_down = []
    g = game(st)
    act(g, "order", stack=0)
    act(g, "forage", space=list(g.players[0].forage))
    act(g, "end_turn")
    assert g.state.order_stacks[0].empty
    assert "The left order stack is now empty." in g.log
