"""Produce, New Bee, Decree and Accounting."""

from __future__ import annotations

import pytest
from game_helpers import act, game, give_hive, state

from honeybuzz_lab.games.honeybuzz.game import IllegalAction
from honeybuzz_lab.games.honeybuzz.game.state import Task
from honeybuzz_lab.games.honeybuzz.hive import Nectar


def during(st, *actions, seat=0):
    st.turn.seat = seat
    st.turn.step = "act"
    st.turn.queue = [Task(a, "icon") for a in actions]
    return game(st)


# Star + M(1,2)NE + M(3,-2)SE: Wildflower cells at (1,1) and (2,-1); the Forage tile's
# anchor (2,0) touches both, so a fan there reaches both.
TWO_CELLS = "M(1,2)NE M(3,-2)SE"


def test_produce_makes_one_honey_on_each_adjacent_nectar_tile():
    st = state(2)
    give_hive(st, 0, f"{TWO_CELLS} w(1,1) w(2,-1)")
    g = during(st, "produce")
    assert g.pending.kind == "fan"
    tile_hexes = {h for t in g.players[0].hive.tiles for h in t.hexes}
    assert {a.hex for a in g.legal_actions()} == tile_hexes
    lines = act(g, "fan", hex=[2, 0])
    assert lines == ["Anna puts the fan at (2,0) and makes 2 honey: Wildflower and Wildflower."]
    assert g.players[0].resources["wildflower"] == 2
    assert g.state.supply.honey["wildflower"] == 4  # 6 after the market marker, 2 made


def test_the_fan_label_counts_only_honey_the_supply_can_give():
    from honeybuzz_lab.games.honeybuzz.game.actions import Fan

    st = state(2)
    give_hive(st, 0, f"{TWO_CELLS} w(1,1) w(2,-1)")
    st.supply.honey["wildflower"] = 1
    g = during(st, "produce")
    assert g.describe(Fan((2, 0))) == "Fan at (2,0): 1 honey (Wildflower)"
    st = g.state
    st.supply.honey["wildflower"] = 0
    assert g.describe(Fan((2, 0))) == "Fan at (2,0): 0 honey (nothing)"


def test_a_nectar_tile_holds_one_honey_at_a_time():
    st = state(2)
    give_hive(st, 0, f"{TWO_CELLS} w*(1,1) w(2,-1)")
    g = during(st, "produce")
    lines = act(g, "fan", hex=[2, 0])
    assert lines == ["Anna puts the fan at (2,0) and makes 1 honey: Wildflower."]
    assert g.players[0].honey["wildflower"] == 2


def test_the_fan_may_go_where_it_makes_nothing():
    st = state(2)
    give_hive(st, 0, f"{TWO_CELLS} w(1,1)")
    g = during(st, "produce")
    assert act(g, "fan", hex=[-1, 1]) == ["Anna puts the fan at (-1,1); it makes no honey."]
    g.undo()
    with pytest.raises(IllegalAction, match=r"a tile hex of your hive; \(9,9\) is not one"):
        g.apply({"kind": "fan", "hex": [9, 9]})


def test_produce_with_no_nectar_to_make_honey_asks_nothing():
    st = state(2)
    give_hive(st, 0, f"{TWO_CELLS} w*(1,1)")
    g = during(st, "produce", "accounting")
    act(g, "resolve", action="produce")
    assert g.log[-2] == (
        "Anna takes the Produce action, but no nectar tile in the hive can make honey now."
    )
    assert g.pending.kind == "end_turn"


def test_new_bee_moves_a_worker_from_the_supply_to_the_nursery():
    st = state(2)
    g = during(st, "new_bee")
    p = g.players[0]
    assert (p.supply_workers, p.nursery, p.workers_owned, p.available_workers) == (8, 1, 2, 1)
    assert g.log[-1] == (
        "Anna takes the New Bee action: a new worker goes to the nursery (2 workers now)."
    )


def test_new_bee_counts_for_contests_at_once():
    st = state(2, contests=["blue-1", "green-1", "red-1"])  # red-1: own 5 workers (speed)
    p = st.players[0]
    p.supply_workers, p.available_workers = 6, 4
    g = during(st, "new_bee")
    assert g.players[0].coins == 5 + 20
    assert g.state.contests[2].finishers == [0]
    assert "completes the speed contest \u201cGrowing Colony\u201d" in g.log[-1]


def test_new_bee_with_an_empty_supply_does_nothing():
    st = state(2)
    p = st.players[0]
    p.supply_workers, p.available_workers = 0, 10
    g = during(st, "new_bee", "accounting")
    act(g, "resolve", action="new_bee")
    assert "cannot take the New Bee action: no workers are left in the supply" in g.log[-2]
    assert g.players[0].nursery == 0


def test_accounting_gains_five_coins():
    g = during(state(2), "accounting")
    assert g.players[0].coins == 10
    assert g.log[-1] == "Anna takes the Accounting action and gains 5 coins."


def test_decree_takes_any_of_the_five_other_actions():
    st = state(2)
    st.players[0].pollen = 1
    g = during(st, "decree")
    assert g.pending.kind == "decree"
    assert [a.action for a in g.legal_actions()] == [
        "forage",
        "produce",
        "market",
        "new_bee",
        "accounting",
    ]
    with pytest.raises(IllegalAction, match="A Decree becomes one of"):
        g.apply({"kind": "decree", "action": "decree"})
    act(g, "decree", action="accounting")
    assert g.players[0].coins == 10
    assert g.log[-2:] == [
        "Anna decrees an Accounting action.",
        "Anna takes the Accounting action and gains 5 coins.",
    ]


def test_decree_may_name_any_action_even_one_that_does_nothing_now():
    # RULINGS 5: the Decree's choice is free; the label says when it does nothing.
    st = state(2)
    st.players[0].supply_workers = 0
    st.players[0].available_workers = 10
    g = during(st, "decree")
    actions = g.legal_actions()
    assert [a.action for a in actions] == ["forage", "produce", "market", "new_bee", "accounting"]
    labels = {a.action: g.describe(a) for a in actions}
    assert labels["accounting"] == "Decree: Accounting"
    assert labels["market"] == (
        "Decree: Market (does nothing now: there is nothing to sell and no order can be completed)"
    )
    assert labels["new_bee"].endswith("(does nothing now: no workers are left in the supply)")
    assert "does nothing now" in labels["produce"]  # no nectar tile in the hive yet
    assert labels["market"].text("hu").startswith("Rendelet: Piac (most nem történik semmi:")
    lines = g.apply({"kind": "decree", "action": "market"})
    assert lines[-1] == (
        "Anna cannot take the Market action: there is nothing to sell and no order can be "
        "completed."
    )


def test_decree_may_repeat_an_action_taken_this_turn():
    g = during(state(2), "accounting", "decree")
    act(g, "resolve", action="accounting")
    act(g, "decree", action="accounting")
    assert g.players[0].coins == 15


def test_decree_into_forage_asks_where_to_go():
    st = state(2)
    g = during(st, "decree")
    act(g, "decree", action="forage")
    assert g.pending.kind == "forage"
    assert g.state.turn.frame["source"] == "decree"


def test_the_hive_keeps_honey_and_nectar_in_the_cells():
    st = state(2)
    give_hive(st, 0, f"{TWO_CELLS} w*(1,1) w(2,-1)")
    p = st.players[0]
    assert p.resources == {
        "pollen": 0,
        "wildflower": 1,
        "rosemary": 0,
        "cherry_blossom": 0,
        "acacia": 0,
    }
    assert p.hive.cell((2, -1)).nectar is Nectar.WILDFLOWER and p.nectar_count == 2
