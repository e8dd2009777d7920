"""The engine's public face for teaching positions and questions (``game.position`` and
Fall Fruit's ``set_held_fruit``): the books stay balanced, bad input changes nothing."""

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game, ModuleError, SetupError
from honeybuzz_lab.games.honeybuzz.game.modules.fall_fruit import fruit, set_held_fruit
from honeybuzz_lab.games.honeybuzz.game.position import (
    can_fill_order,
    end_conditions,
    pending,
    set_pollen,
    takeable_kinds,
)


def _pollen_total(game: Game) -> int:
    return game.state.supply.pollen + sum(p.pollen for p in game.state.players)


def test_set_pollen_takes_from_the_supply_and_gives_back():
    game = Game.new(2, seed=1, first_game=True)
    total = _pollen_total(game)
    set_pollen(game.state, 1, 3)
    assert game.state.players[1].pollen == 3 and _pollen_total(game) == total
    set_pollen(game.state, 1, 0)
    assert game.state.players[1].pollen == 0 and _pollen_total(game) == total


def test_set_pollen_beyond_the_supply_is_refused_and_changes_nothing():
    game = Game.new(2, seed=1, first_game=True)
    before = game.state.clone()
    with pytest.raises(SetupError, match="the supply has only"):
        set_pollen(game.state, 0, game.state.supply.pollen + 1)
    assert game.state == before


def test_set_held_fruit_keeps_pollen_the_sum_of_the_fruit():
    game = Game.new(2, seed=1, modules=["fall.fruit"])
    held = fruit(game.state).held[0]
    set_held_fruit(game.state, 0, {"apple": 2, "pumpkin": 1})
    assert held["apple"] == 2 and held["pumpkin"] == 1
    assert game.state.players[0].pollen == sum(held.values()) == 3
    set_held_fruit(game.state, 0, {"apple": 0})
    assert game.state.players[0].pollen == sum(held.values()) == 1


def test_set_held_fruit_refuses_an_unknown_kind_and_a_game_without_fruit():
    game = Game.new(2, seed=1, modules=["fall.fruit"])
    before = game.state.clone()
    with pytest.raises(ModuleError, match="no fruit 'plum'"):
        set_held_fruit(game.state, 0, {"apple": 1, "plum": 1})
    assert game.state == before
    with pytest.raises(ModuleError, match="not played with Fall Fruit"):
        set_held_fruit(Game.new(2, seed=1).state, 0, {"apple": 1})


def test_the_questions_agree_with_the_game():
    game = Game.new(2, seed=1, first_game=True)
    assert pending(game.state, game.rules) == game.pending
    seat = game.pending.player
    takes = {a.tile for a in game.legal_actions() if a.kind == "take_tile"}
    offered = {k for box in game.state.board for k in takeable_kinds(game.state, seat, box)}
    assert takes <= offered
    assert not any(can_fill_order(game.state, seat, i) for i in range(3))
    assert end_conditions(game.state, game.rules) == set()


def test_a_solo_position_is_set_whole_or_not_at_all():
    from honeybuzz_lab.games.honeybuzz.game.modules.solo.setup import set_position
    from honeybuzz_lab.games.honeybuzz.game.modules.solo.state import solo

    game = Game.new(1, seed=3, modules=["solo"])
    card = solo(game.state).configurations[0]
    before = game.state.clone()
    with pytest.raises(SetupError, match="drone A stays on its side"):
        set_position(game.state, {"configuration": card, "drones": {"A": "market"}})
    assert game.state == before  # the configuration named first was not chosen either
    set_position(game.state, {"configuration": card, "drones": {"A": "new_bee"}})
    assert solo(game.state).configuration == card
    assert solo(game.state).drones["A"] == "new_bee"
    with pytest.raises(SetupError, match="only a game with the solitaire variant"):
        set_position(Game.new(2, seed=1).state, {"drones": {"A": "new_bee"}})


def _edits():
    from honeybuzz_lab.games.honeybuzz.game import position as p

    return p


@pytest.mark.parametrize(
    ("edit", "args", "reason"),
    [
        ("set_coins", (0, -1), "coins must be"),
        ("set_coins", (7, 3), "no seat"),
        ("set_workers", (0, 9, 9), "workers in all"),
        ("set_workers", (0, -2, None), "available must be"),
        ("place_beeline", (0, "produce", 99), "needs that many"),
        ("place_beeline", (0, "fly", 1), "not a tile kind"),
        ("set_forage", (0, (40, 40)), "not a space"),
        ("collect_earlier", (0, (40, 40)), "holds no nectar"),
        ("swap_spaces", ((0, 0), (40, 40)), "not both spaces"),
        ("set_market", ("honey", 2), "not a resource"),
        ("set_market", ("rosemary", 99), "can stand on spaces"),
        ("show_order", (5, "S08"), "stack must be"),
        ("show_order", (0, "nope"), "no order card"),
        ("complete_orders", (0, 0, 99), "fewer than"),
        ("finish_speed_contest", (0, 9), "contest index"),
    ],
)
def test_a_bad_teaching_edit_is_the_engines_error_and_changes_nothing(edit, args, reason):
    game = Game.new(2, seed=1, first_game=True)
    before = game.state.to_json()
    with pytest.raises(SetupError, match=reason):
        getattr(_edits(), edit)(game.state, *args)
    assert game.state.to_json() == before


def test_a_hive_is_set_once_and_a_second_one_changes_nothing():
    from honeybuzz_lab.games.honeybuzz.hive import parse_hive

    game = Game.new(2, seed=1, first_game=True)
    card = game.state.components.configuration(game.state.setup["configuration"])
    stacks = dict(game.state.box_of("produce").stacks)
    _edits().set_hive(game.state, 0, parse_hive(card.tiles + " P(1,2)NE"))
    assert game.state.box_of("produce").stacks["produce"] == stacks["produce"] - 1
    before = game.state.to_json()
    with pytest.raises(SetupError, match="only a starting hive"):
        _edits().set_hive(game.state, 0, parse_hive(card.tiles))
    assert game.state.to_json() == before


def test_the_teaching_edits_keep_the_books():
    p = _edits()
    game = Game.new(2, seed=1, first_game=True)
    state = game.state
    p.set_coins(state, 0, 12)
    p.set_workers(state, 0, available=4, nursery=2)
    player = state.players[0]
    assert (player.coins, player.available_workers, player.nursery) == (12, 4, 2)
    p.place_beeline(state, 0, "produce", 2)
    assert player.available_workers == 2 and player.placed_workers == 2
    assert player.available_workers + player.nursery + player.supply_workers + 2 == 10
    space = next(iter(state.woodland.field))
    p.set_forage(state, 1, space)
    assert state.players[1].forage == space


@pytest.mark.parametrize(
    ("module", "edit", "args", "reason"),
    [
        ("fall_sunset", "set_sun", (999,), "the sun stands on spaces"),
        ("fall_sunset", "set_sun", (-1,), "the sun stands on spaces"),
        ("fall_festival", "set_toasts", (["nope"],), "different toast cards"),
        ("fall_festival", "retire_earlier", (0, 99), "available workers; one stays"),
        ("fall_leaves", "set_foliage", ("nope",), "foliage is one of"),
        ("fall_leaves", "put_on_top", ("fly", ""), "no 'fly' stack"),
    ],
)
def test_a_bad_module_teaching_edit_is_a_module_error_and_changes_nothing(
    module, edit, args, reason
):
    import importlib

    found = importlib.import_module(f"honeybuzz_lab.games.honeybuzz.game.modules.{module}")
    game = Game.new(2, seed=1, first_game=True, modules=[module.replace("_", ".")])
    before = game.state.to_json()
    with pytest.raises(ModuleError, match=reason):
        getattr(found, edit)(game.state, *args)
    assert game.state.to_json() == before
