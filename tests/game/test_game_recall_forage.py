"""Recall with its free scouting move, and Forage (moves, costs, nectar or pollen)."""

from __future__ import annotations

import pytest
from game_helpers import act, game, give_hive, state

from honeybuzz_lab.games.honeybuzz.game import Forage, IllegalAction, Scout
from honeybuzz_lab.games.honeybuzz.game.components import NectarTile
from honeybuzz_lab.games.honeybuzz.game.state import Task
from honeybuzz_lab.games.honeybuzz.hive import Nectar


def test_recall_brings_back_every_worker_including_the_nursery():
    st = state(3)
    p = st.players[0]
    p.available_workers, p.placed_workers, p.nursery, p.supply_workers = 1, 3, 2, 4
    st.board["forage"].beelines = [(0, 2), (1, 3)]
    st.board["market"].beelines = [(2, 1), (0, 1)]
    g = game(st)
    assert g.apply({"kind": "recall"}) == ["Anna recalls 5 workers (2 new from the nursery)."]
    p = g.players[0]
    assert (p.available_workers, p.placed_workers, p.nursery) == (6, 0, 0)
    assert g.state.board["forage"].beelines == [(1, 3)]
    assert g.state.board["market"].beelines == [(2, 1)]
    assert p.workers_owned == 6


def test_scouting_moves_up_to_one_space_for_free_and_collects_nothing():
    st = state(2, starts=[[1, 0], [2, 0]])
    st.woodland.field[(1, 1)] = NectarTile("X", Nectar.WILDFLOWER)
    give_hive(st, 0, "M(1,2)NE")  # an empty Wildflower cell: nectar would fit
    st.players[0].coins = 0
    g = game(st)
    act(g, "recall")
    assert g.pending.kind == "scout"
    assert {a.space for a in g.legal_actions()} == {(1, 0), (0, 0), (2, 0), (1, 1)}
    with pytest.raises(IllegalAction, match="at most one space"):
        g.apply(Scout((1, 2)))
    assert act(g, "scout", space=[1, 1]) == ["Anna scouts to B2 (collecting nothing)."]
    p = g.players[0]
    assert p.forage == (1, 1) and p.coins == 0 and p.pollen == 0
    assert (1, 1) in g.state.woodland.field and p.nectar_count == 0
    assert g.pending.kind == "end_turn"
    act(g, "end_turn")
    assert g.pending.player == 1


def test_staying_put_is_a_scout_too():
    g = game(state(2, starts=[[0, 0], [3, 0]]))
    act(g, "recall")
    assert act(g, "scout", space=[0, 0]) == ["Anna's forage token stays on A1."]


def forage_game(coins=0, hive="", start=(1, 1), field=None, players=2):
    """Anna is about to take a Forage action."""
    st = state(players, starts=[[1, 0], [2, 0], [3, 0], [0, 0]][:players])
    st.players[0].forage = start
    st.players[0].coins = coins
    if hive:
        give_hive(st, 0, hive)
    if field is not None:
        st.woodland.field = field
    st.turn.step = "act"
    st.turn.queue = [Task("forage", "icon")]
    return game(st)


def test_forage_reach_one_free_then_two_coins_a_space():
    g = forage_game(coins=0)
    assert {a.space for a in g.legal_actions()} == {(1, 1), (0, 1), (2, 1), (1, 0), (1, 2)}
    g = forage_game(coins=3)  # one extra space
    reach = {a.space for a in g.legal_actions()}
    assert (1, 3) in reach and (3, 1) in reach and (0, 0) in reach and (1, 4) not in reach
    with pytest.raises(IllegalAction, match="Moving to E2 costs 4 coins and you have 3"):
        g.apply(Forage((1, 4)))
    g = forage_game(coins=4)
    assert Forage((1, 4)) in g.legal_actions()
    lines = g.apply(Forage((1, 4)))
    assert g.players[0].coins == 0 and g.players[0].forage == (1, 4)
    assert lines[0].startswith("Anna forages to E2, paying 4 coins")


def test_forage_moves_are_orthogonal_no_diagonals():
    g = forage_game(coins=0)
    assert Forage((0, 0)) not in g.legal_actions()  # diagonal: two orthogonal steps
    assert Forage((2, 2)) not in g.legal_actions()


def test_forage_on_an_empty_space_gains_a_pollen():
    g = forage_game(field={})
    lines = act(g, "forage", space=[1, 2])
    assert lines == ["Anna forages to C2 and gains a pollen."]
    assert g.players[0].pollen == 1 and g.state.supply.pollen == 13  # 14 at the start
    assert g.pending.kind == "end_turn"


def test_forage_without_a_matching_empty_cell_gains_a_pollen_and_leaves_the_nectar():
    tile = NectarTile("A9", Nectar.ACACIA)
    g = forage_game(hive="M(1,2)NE", field={(1, 2): tile})  # a Wildflower cell only
    lines = act(g, "forage", space=[1, 2])
    assert lines == [
        "Anna forages to C2 and gains a pollen (no empty Acacia cell for the nectar there)."
    ]
    assert g.state.woodland.field == {(1, 2): tile}
    assert g.players[0].nectar_count == 0


def test_forage_collects_matching_nectar_into_the_only_cell():
    tile = NectarTile("W9", Nectar.WILDFLOWER)
    g = forage_game(hive="M(1,2)NE", field={(1, 2): tile})
    lines = act(g, "forage", space=[1, 2])
    assert lines == [
        "Anna forages to C2 and collects a Wildflower nectar tile.",
        "Anna puts the Wildflower nectar tile in the cell at (1,1).",
    ]
    assert g.state.woodland.field == {}
    assert g.players[0].hive.cell((1, 1)).nectar is Nectar.WILDFLOWER
    assert g.players[0].pollen == 0


def test_forage_lets_the_player_choose_among_matching_cells():
    tile = NectarTile("W9", Nectar.WILDFLOWER)
    g = forage_game(hive="M(1,2)NE M(3,-2)SE", field={(1, 1): tile})
    act(g, "forage", space=[1, 1])
    assert g.pending.kind == "nectar_cell"
    assert {a.cell for a in g.legal_actions()} == {(1, 1), (2, -1)}
    with pytest.raises(IllegalAction, match="no cell at \\(5,5\\)"):
        g.apply({"kind": "nectar_cell", "cell": [5, 5]})
    act(g, "nectar_cell", cell=[2, -1])
    assert g.players[0].hive.cell((2, -1)).nectar is Nectar.WILDFLOWER
    assert g.players[0].hive.cell((1, 1)).nectar is None


def test_forage_tokens_share_spaces_and_do_not_block():
    g = forage_game(coins=2)
    g.state.players[1].forage = (1, 2)
    reach = {a.space for a in g.legal_actions()}
    assert (1, 2) in reach and (1, 3) in reach  # onto and past Ben's token
    act(g, "forage", space=[1, 2])
    assert g.players[0].forage == g.players[1].forage == (1, 2)


def test_forage_may_move_zero_spaces():
    g = forage_game(field={})
    assert g.describe(Forage((1, 1))) == (
        "Forage without moving (the token stays on B2, free): a pollen"
    )
    lines = act(g, "forage", space=[1, 1])
    assert g.players[0].forage == (1, 1) and g.players[0].pollen == 1
    assert lines == ["Anna forages without moving: the token stays on B2, and Anna gains a pollen."]


def test_no_pollen_left_in_the_supply():
    g = forage_game(field={})
    g.state.supply.pollen = 0
    assert g.describe(Forage((1, 2))) == (
        "Forage to C2 (free): nothing (the supply has no pollen left)"
    )
    lines = act(g, "forage", space=[1, 2])
    assert lines == ["Anna forages to C2; the supply has no pollen left to gain."]
    assert g.players[0].pollen == 0
