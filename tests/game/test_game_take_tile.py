"""Taking a tile: beelines, Decree's cost, the shared box, placing, activating icons."""

from __future__ import annotations

import pytest
from game_helpers import act, game, give_hive, state

from honeybuzz_lab.games.honeybuzz.game import IllegalAction, Recall, TakeTile


def takes(g):
    return [(a.tile, a.workers) for a in g.legal_actions() if isinstance(a, TakeTile)]


def test_an_empty_box_takes_a_beeline_of_any_height():
    st = state(3)
    st.players[0].available_workers = 3
    g = game(st)
    kinds = ("forage", "produce", "market", "new_bee", "decree", "accounting")
    assert takes(g) == [(k, h) for k in kinds for h in (1, 2, 3)]
    assert g.legal_actions()[-1] == Recall()


def test_an_occupied_box_needs_exactly_one_more_than_the_tallest_beeline():
    st = state(3)
    st.players[0].available_workers = 4
    st.board["produce"].beelines = [(1, 2), (2, 1)]
    g = game(st)
    assert [h for k, h in takes(g) if k == "produce"] == [3]
    with pytest.raises(IllegalAction, match="holds a beeline of 2, so a new beeline there must"):
        g.apply(TakeTile("produce", 4))
    with pytest.raises(IllegalAction, match="must be exactly 3 workers"):
        g.apply(TakeTile("produce", 1))


def test_your_own_beelines_count_too():
    st = state(2)
    st.players[0].available_workers = 2
    st.players[0].placed_workers = 1
    st.board["market"].beelines = [(0, 1)]
    g = game(st)
    assert [h for k, h in takes(g) if k == "market"] == [2]


def test_a_box_you_cannot_top_is_closed_to_you():
    st = state(2)
    st.players[0].available_workers = 2
    st.board["forage"].beelines = [(1, 2)]
    g = game(st)
    assert "forage" not in {k for k, _ in takes(g)}
    with pytest.raises(IllegalAction, match="You have 2 available workers, not 3"):
        g.apply(TakeTile("forage", 3))


def test_decree_costs_five_coins():
    st = state(3)
    st.players[0].coins = 4
    g = game(st)
    assert "decree" not in {k for k, _ in takes(g)}
    with pytest.raises(IllegalAction, match="A Decree tile costs 5 coins and you have 4"):
        g.apply(TakeTile("decree", 1))
    st = state(3)
    st.players[0].coins = 5
    g = game(st)
    lines = act(g, "take_tile", tile="decree", workers=1)
    assert g.players[0].coins == 0
    assert lines == [
        "Anna takes a Decree tile with a beeline of 1 worker on the Decree box, paying 5 coins."
    ]
    assert g.state.board["decree"].stacks["decree"] == 8


def test_no_other_tile_costs_coins():
    g = game(state(3))
    for kind in ("forage", "produce", "market", "new_bee", "accounting"):
        g.apply(TakeTile(kind, 1))
        assert g.players[0].coins == 5
        g.undo()


def test_two_players_share_the_decree_and_accounting_box():
    st = state(2)
    st.players[1].available_workers = 2
    st.players[1].coins = 10
    g = game(st)
    assert ("decree", 1) in takes(g) and ("accounting", 1) in takes(g)
    act(g, "take_tile", tile="accounting", workers=1)
    assert g.state.board["decree_accounting"].beelines == [(0, 1)]
    assert g.state.board["decree_accounting"].stacks == {"decree": 9, "accounting": 8}
    act(g, "place", anchor=[-3, 1], direction=5)  # closes no cell
    act(g, "end_turn")
    # Ben: the shared box now needs a beeline of 2 for either of its tiles
    assert [(k, h) for k, h in takes(g) if k in ("decree", "accounting")] == [
        ("decree", 2),
        ("accounting", 2),
    ]


def test_two_players_decree_still_costs_five():
    st = state(2)
    st.players[0].coins = 3
    g = game(st)
    assert [(k, h) for k, h in takes(g) if k in ("decree", "accounting")] == [("accounting", 1)]


def test_an_empty_stack_cannot_be_chosen():
    st = state(3)
    st.board["market"].stacks["market"] = 0
    g = game(st)
    assert "market" not in {k for k, _ in takes(g)}
    with pytest.raises(IllegalAction, match="The Market stack is empty"):
        g.apply(TakeTile("market", 1))


def test_forced_recall_without_available_workers():
    st = state(2)
    st.players[0].available_workers = 0
    st.players[0].placed_workers = 1
    st.board["forage"].beelines = [(0, 1)]
    g = game(st)
    assert g.legal_actions() == [Recall()]
    assert g.pending.prompt == (
        "Anna, you cannot take a tile (you have no available workers): "
        "you must recall your workers."
    )
    assert g.apply(Recall()) == ["Anna cannot take a tile and recalls 1 worker."]


def test_forced_recall_when_every_stack_is_empty():
    st = state(3)
    for box in st.board.values():
        box.stacks = dict.fromkeys(box.stacks, 0)
    g = game(st)
    assert g.legal_actions() == [Recall()]


def test_forced_recall_when_only_unaffordable_decree_tiles_are_left():
    st = state(3)
    for box in st.board.values():
        box.stacks = {k: (3 if k == "decree" else 0) for k in box.stacks}
    st.players[0].coins = 4
    g = game(st)
    assert g.legal_actions() == [Recall()]


def test_forced_recall_when_every_box_holds_a_beeline_too_tall():
    st = state(2)
    for box in st.board.values():
        box.beelines = [(1, 1)]
    g = game(st)
    assert g.legal_actions() == [Recall()]
    assert "taller than you can beat" in g.pending.prompt


def test_taking_a_tile_moves_workers_and_asks_where_to_place_it():
    st = state(2)
    st.players[0].available_workers = 3
    g = game(st)
    lines = act(g, "take_tile", tile="produce", workers=2)
    p = g.players[0]
    assert (p.available_workers, p.placed_workers) == (1, 2)
    assert g.state.board["produce"].beelines == [(0, 2)]
    assert g.state.board["produce"].stacks["produce"] == 11
    assert lines == ["Anna takes a Produce tile with a beeline of 2 workers on the Produce box."]
    assert g.pending.kind == "place"
    legal = {(a.anchor, a.direction) for a in g.legal_actions()}
    assert legal == {(e.tile.anchor, e.tile.direction) for e in p.hive.legal_placements("P")}


def test_an_illegal_placement_says_why_and_changes_nothing():
    g = game(state(2))
    act(g, "take_tile", tile="market", workers=1)
    before = g.state.to_json()
    with pytest.raises(IllegalAction, match="already covered by the Forage tile"):
        g.apply({"kind": "place", "anchor": [2, 0], "direction": 0})
    with pytest.raises(IllegalAction, match="yellow edge"):
        g.apply({"kind": "place", "anchor": [3, 0], "direction": 0})
    assert g.state.to_json() == before


def test_placing_activates_the_icons_next_to_new_cells():
    g = game(state(2))
    act(g, "take_tile", tile="market", workers=1)
    lines = act(g, "place", anchor=[1, 2], direction=1)  # M(1,2)NE
    assert lines == [
        "Anna places the Market tile at (1,2) pointing NE; it creates a Wildflower cell at "
        "(1,1); activates Forage, Produce and Market."
    ]
    assert g.pending.kind == "next_action"
    assert [a.action for a in g.legal_actions()] == ["forage", "produce", "market"]


def test_a_tile_that_closes_no_cell_activates_nothing():
    g = game(state(2))
    act(g, "take_tile", tile="accounting", workers=1)
    lines = act(g, "place", anchor=[-3, 1], direction=5)
    assert "creates no cell" in lines[0]
    assert g.pending.kind == "end_turn" and g.players[0].coins == 5


def test_icons_next_to_old_cells_do_not_activate():
    st = state(2)
    give_hive(st, 0, "M(1,2)NE")  # the Wildflower cell at (1,1) exists already
    g = game(st)
    act(g, "take_tile", tile="accounting", workers=1)
    lines = act(g, "place", anchor=[3, -2], direction=5)  # closes (2,-1) only
    assert lines[0].endswith("activates Forage, Decree and Accounting.")
    assert [t.action for t in g.state.turn.queue] == ["forage", "decree", "accounting"]


def test_two_copies_of_one_icon_both_activate():
    st = state(2)
    give_hive(st, 0, "A(-3,1)SE")
    g = game(st)
    act(g, "take_tile", tile="accounting", workers=1)
    act(g, "place", anchor=[-2, 0], direction=0)  # closes (-2,1): New Bee, A, A
    assert sorted(t.action for t in g.state.turn.queue) == ["accounting", "accounting", "new_bee"]
    act(g, "resolve", action="accounting")
    assert g.players[0].coins == 10
    act(g, "resolve", action="accounting")  # ... and again
    assert g.players[0].coins == 15
    # the last one (New Bee) starts by itself: nothing is left to choose
    assert g.pending.kind == "end_turn" and g.players[0].nursery == 1


def test_activated_actions_in_the_players_order_all_of_them():
    g = game(state(2))
    act(g, "take_tile", tile="market", workers=1)
    act(g, "place", anchor=[1, 2], direction=1)  # Forage, Produce, Market
    with pytest.raises(IllegalAction, match="Accounting is not among the actions still to take"):
        g.apply({"kind": "resolve", "action": "accounting"})
    lines = act(g, "resolve", action="market")
    assert lines == [
        "Anna cannot take the Market action: there is nothing to sell and no order "
        "can be completed."
    ]
    act(g, "resolve", action="produce")  # no nectar yet: nothing to fan
    assert g.pending.kind == "forage"  # the last one starts by itself
    with pytest.raises(IllegalAction, match="You cannot end your turn now"):
        g.apply({"kind": "end_turn"})
