"""Game positions for lesson steps: actions as text, teaching adjustments, replays."""

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game, GameRecordError
from honeybuzz_lab.games.honeybuzz.game import actions as A
from honeybuzz_lab.games.honeybuzz.game.setup import new_state
from honeybuzz_lab.games.honeybuzz.game.state import WORKERS_PER_PLAYER
from honeybuzz_lab.games.honeybuzz.lessons.positions import (
    PositionError,
    apply_teaching_adjustments,
    copy_state,
    parse_action,
    parse_adjustment,
    parse_game_position,
    parse_space,
)


def fresh(seed=3):
    return new_state(["Anna", "Ben"], seed, True)


def adjust(state, *specs):
    apply_teaching_adjustments(
        state, [parse_adjustment(s, f"adjust[{i}]") for i, s in enumerate(specs)]
    )
    return state


def books(state):
    """What must stay balanced: pieces in play never appear from nowhere."""
    nectar = len(state.woodland.field) + sum(p.nectar_count for p in state.players)
    honey = {
        h: state.supply.honey[h] + sum(p.honey[h] for p in state.players)
        for h in state.supply.honey
    }
    pollen = state.supply.pollen + sum(p.pollen for p in state.players)
    workers = [
        p.available_workers + p.placed_workers + p.nursery + p.supply_workers for p in state.players
    ]
    placed = sum(h for b in state.board.values() for _, h in b.beelines)
    return nectar, honey, pollen, workers, placed


# ------------------------------------------------------------------ actions as text


@pytest.mark.parametrize(
    ("text", "action"),
    [
        ("take_tile(produce,1)", A.TakeTile("produce", 1)),
        ("take_tile(produce, 1)", A.TakeTile("produce", 1)),
        ("place((3,-2),5)", A.Place((3, -2), 5)),
        ("forage(C2)", A.Forage((1, 2))),
        ("forage((1,2))", A.Forage((1, 2))),
        ("scout(A3)", A.Scout((2, 0))),
        ("sell(rosemary,2)", A.Sell("rosemary", 2)),
        ("order(1)", A.FillOrder(1)),
        ("recall()", A.Recall()),
        ("end_turn()", A.EndTurn()),
        ({"kind": "forage", "space": "B2"}, A.Forage((1, 1))),
        ({"kind": "drop", "resource": "acacia"}, A.Drop("acacia")),
    ],
)
def test_actions_are_written_as_the_engine_prints_them(text, action):
    assert parse_action(text) == action
    assert parse_action(str(action)) == action


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("fly(A1)", "not an action kind"),
        ("sell(rosemary)", "takes resource, quantity"),
        ("place(3,-2,5)", "takes anchor, direction"),
        ("forage(Z9)", "is not a pair"),
        ("sell(rosemary,two)", "not a whole number"),
        ("recall", "is not an action"),
        (42, "an action is text"),
    ],
)
def test_a_bad_action_is_named(text, message):
    with pytest.raises(PositionError, match=message):
        parse_action(text)


def test_spaces_are_named_by_column_letter_and_row():
    assert parse_space("A1") == (0, 0)
    assert parse_space("f4") == (3, 5)
    with pytest.raises(PositionError, match="not a space"):
        parse_space("11")


# ------------------------------------------------------------------ adjustments


def test_coins_pollen_and_workers_keep_the_books():
    state = fresh()
    before = books(state)
    adjust(
        state,
        {"coins": 7},
        {"seat": 1, "pollen": 3},
        {"workers": {"available": 4, "nursery": 1}},
    )
    anna, ben = state.players
    assert anna.coins == 7 and ben.pollen == 3
    assert (anna.available_workers, anna.nursery, anna.supply_workers) == (4, 1, 5)
    assert books(state)[:4] == before[:4]
    assert anna.workers_owned == 5


def test_beelines_follow_the_height_rule():
    state = adjust(
        fresh(),
        {"workers": {"available": 3}},
        {"seat": 1, "workers": {"available": 3}},
        {"seat": 1, "beeline": "forage", "height": 2},
        {"beeline": "forage", "height": 3},
        {"seat": 1, "beeline": "accounting", "height": 1},
    )
    assert state.board["forage"].beelines == [(1, 2), (0, 3)]
    assert state.board["decree_accounting"].beelines == [(1, 1)]
    assert state.players[0].placed_workers == 3 and state.players[0].available_workers == 0
    with pytest.raises(PositionError, match="a new one is 2"):
        adjust(
            fresh(),
            {"workers": {"available": 4}},
            {"beeline": "market", "height": 1},
            {"beeline": "market", "height": 3},
        )
    with pytest.raises(PositionError, match="needs that many available workers"):
        adjust(fresh(), {"beeline": "market", "height": 2})
    with pytest.raises(PositionError, match="not a tile kind"):
        adjust(fresh(), {"beeline": "honey", "height": 1})


def test_a_hive_takes_its_tiles_nectar_and_honey_from_the_game():
    state = fresh()
    before = books(state)
    produce = state.board["produce"].stacks["produce"]
    field = len(state.woodland.field)
    adjust(state, {"hive": "card:star A(-1,0)NE F(3,-2)SE P(1,2)NE a*(0,0) w(2,-1) w(1,1)"})
    anna = state.players[0]
    assert anna.nectar_count == 3 and anna.honey["acacia"] == 1
    assert state.board["produce"].stacks["produce"] == produce - 1
    assert len(state.woodland.field) == field - 3
    assert books(state)[:3] == before[:3]  # nectar, honey and pollen are all accounted for


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ({"hive": "P(0,0)E"}, "keep the starting tiles"),
        ({"hive": "card:star P(1,2)NE w(5,5)"}, "hive 'card:star"),
        ({"hive": 3}, "hive notation"),
        ({"coins": -1}, "at least 0"),
        ({"pollen": 99}, "supply has only"),
        ({"workers": {"available": 11}}, "owns 10 workers"),
        ({"workers": 3}, "write workers"),
        ({"forage": "Q9"}, "not a space of the field"),
        ({"swap": ["A1"]}, "write swap"),
        ({"market": {"pollen": 0}}, "spaces 1 to 4"),
        ({"market": {"honey": 1}}, "not a resource"),
        ({"order": "S99", "stack": 0}, "no order card"),
        ({"order": "L01", "stack": 0}, "is large"),
        ({"order": "S08", "stack": 5}, "stack must be 0"),
        ({"complete": 4, "stack": 0}, "fewer than 4 orders"),
        ({"speed": 1}, "needs 4"),
        ({"speed": 0}, "not a speed contest"),
        ({"seat": 7, "coins": 1}, "no seat 7"),
    ],
)
def test_an_adjustment_that_would_unbalance_the_game_is_refused(spec, message):
    with pytest.raises(PositionError, match=message):
        adjust(fresh(), spec)


def test_a_hive_is_replaced_only_once():
    with pytest.raises(PositionError, match="only a starting hive"):
        adjust(fresh(), {"hive": "card:star P(1,2)NE"}, {"hive": "card:star P(-1,0)NE"})


def test_parsing_an_adjustment_names_its_mistakes():
    with pytest.raises(PositionError, match="exactly one adjustment"):
        parse_adjustment({"coins": 1, "pollen": 2}, "x")
    with pytest.raises(PositionError, match="also needs"):
        parse_adjustment({"beeline": "forage"}, "x")
    with pytest.raises(PositionError, match="takes"):
        parse_adjustment({"coins": 1, "height": 2}, "x")


def test_orders_swap_places_and_completed_orders_are_held():
    state = fresh()
    cards = sorted(c.id for s in state.order_stacks for c in [s.face_up, *s.face_down] if c)
    adjust(state, {"order": "S08", "stack": 0}, {"seat": 1, "complete": 2, "stack": 2})
    assert state.order_stacks[0].face_up.id == "S08"
    ben = state.players[1]
    assert len(ben.orders) == 2 and len(state.order_stacks[2].face_down) == 0
    assert state.order_stacks[2].face_up is not None  # the last card lies face up
    after = sorted(
        [c.id for s in state.order_stacks for c in [s.face_up, *s.face_down] if c]
        + [c.id for c in ben.orders]
    )
    assert len(after) == len(cards)  # nine cards, none lost, none doubled
    assert len(set(after)) == len(after)


def test_the_market_and_the_field():
    state = adjust(fresh(), {"market": {"pollen": "bottom", "acacia": 3}}, {"swap": ["A1", "B2"]})
    assert state.market.at_bottom("pollen") and state.market.positions["acacia"] == 3
    raw = fresh().woodland.field
    assert state.woodland.field.get((0, 0)) == raw.get((1, 1))
    assert state.woodland.field.get((1, 1)) == raw.get((0, 0))


def test_a_speed_contest_finished_earlier_pays_and_is_recorded():
    state = adjust(
        fresh(),
        {
            "seat": 1,
            "hive": "card:star A(-1,0)NE F(3,-2)SE P(1,2)NE P(-1,3)W a(0,0) w(2,-1) w(1,1) w(-1,2)",
        },
        {"seat": 1, "speed": 1},
    )
    assert state.contests[1].finishers == [1] and state.contests[1].coins == []
    assert state.players[1].coins == 10 + 20


# ------------------------------------------------------------------ game positions


def test_a_position_replays_its_actions_through_the_engine():
    pos = parse_game_position(
        {
            "seed": 3,
            "adjust": [{"hive": "card:star P(-1,0)NE"}],
            "actions": ["take_tile(produce,1)", "place((1,2),1)", "resolve(forage)"],
            "pending": "forage",
        },
        "here",
    )
    game = pos.build()
    assert isinstance(game, Game) and game.pending.kind == "forage"
    assert not game.can_undo()  # the learner cannot undo into the position
    assert "Anna takes a Produce tile" in " ".join(game.log)
    other = pos.build()
    game.apply(A.Forage((1, 0)))
    assert other.state.to_json() != game.state.to_json()  # each build is independent
    assert pos.build().state.to_json() == other.state.to_json()


def test_a_saved_lesson_game_says_where_it_came_from():
    game = parse_game_position({"seed": 3, "adjust": [{"coins": 9}]}, "lesson/step").build()
    record = game.to_record()
    assert record["setup"]["lesson_position"] == "lesson/step"
    with pytest.raises(GameRecordError, match="lesson_position"):
        Game.from_record(record)


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ({"seed": 3, "actions": ["take_tile(produce,9)"]}, "cannot be replayed"),
        ({"seed": 3, "pending": "forage"}, "ends on a 'turn' decision"),
        ({"players": 5}, r"players must be 1 \(solitaire\) to 4"),
        ({"seed": "x"}, "seed must be"),
        ({"colour": "red"}, "unknown keys"),
        ({"contests": ["blue-1"]}, "cannot be set up"),
        ({"adjust": {"coins": 1}}, "adjust must be a list"),
        ({"actions": "recall()"}, "actions must be a list"),
    ],
)
def test_a_position_that_cannot_be_built_is_named(spec, message):
    with pytest.raises(PositionError, match=message):
        parse_game_position(spec, "here").build()


def test_copy_state_shares_nothing_that_changes():
    game = Game.new(["Anna", "Ben"], seed=3, first_game=True)
    copy = copy_state(game.state)
    game.apply(A.TakeTile("produce", 1))
    game.apply(game.legal_actions()[0])
    assert len(copy.players[0].hive) == 4 and len(game.players[0].hive) == 5
    assert copy.players[0].available_workers == 1
    assert WORKERS_PER_PLAYER == 10
