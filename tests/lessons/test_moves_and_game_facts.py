"""Move expectations (what an act step asks) and game facts (engine-derived answers)."""

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game
from honeybuzz_lab.games.honeybuzz.lessons import Move, parse_game_position, parse_move_expectation
from honeybuzz_lab.games.honeybuzz.lessons.facts import FactError, parse_fact
from honeybuzz_lab.games.honeybuzz.lessons.moves import MOVE_SPEC_KEYS, MoveExpectationError
from honeybuzz_lab.games.honeybuzz.lessons.positions import copy_state, parse_action

FORAGE = {
    "seed": 3,
    "adjust": [
        {"hive": "card:star P(-1,0)NE"},
        {"swap": ["A3", "A2"]},
        {"swap": ["B2", "A1"]},
        {"swap": ["D3", "D2"]},
    ],
    "actions": ["take_tile(produce,1)", "place((1,2),1)", "resolve(forage)"],
}
MARKET = {
    "seed": 3,
    "adjust": [
        {"hive": "card:star P(1,2)NE P(3,-2)SE P(-1,0)NE w*(1,1) w*(2,-1) a(0,0)"},
        {"pollen": 2},
    ],
    "actions": ["take_tile(market,1)", "place((-2,3),0)", "resolve(market)"],
}


def game(spec) -> Game:
    return parse_game_position(spec, "test").build()


def move(spec, action) -> Move:
    g = game(spec)
    before = copy_state(g.state)
    action = parse_action(action)
    sentences = g.apply(action)
    return Move(before, action, copy_state(g.state), tuple(sentences))


def holds(spec, where, action) -> bool:
    return parse_move_expectation(spec).check(move(where, action))


@pytest.mark.parametrize(
    ("spec", "action", "expected"),
    [
        ({"collects": "wildflower", "pays": 0}, "forage(A2)", True),
        ({"collects": "wildflower", "pays": 0}, "forage(C3)", False),  # two coins
        ({"collects": "acacia"}, "forage(B2)", True),
        ({"collects": "any"}, "forage(B3)", False),  # no Rosemary cell: a pollen
        ({"gains": "pollen"}, "forage(B3)", True),
        ({"gains": "nectar"}, "forage(B2)", True),
        ({"pays": 2, "moves": 2}, "forage(B2)", True),
        ({"to": "B2"}, "forage(B2)", True),
        ({"to": "B3"}, "forage(B2)", False),
        ({"kind": ["forage", "scout"]}, "forage(A3)", True),
        ({"moves": 0}, "forage(A3)", True),
        ({"action": ["forage(A2)", "forage(A3)"]}, "forage(A3)", True),
        ({"not": {"gains": "pollen"}}, "forage(A3)", False),
        ({"any_of": [{"collects": "acacia"}, {"moves": 0}]}, "forage(A3)", True),
        ({"all_of": [{"collects": "acacia"}, {"moves": 0}]}, "forage(A3)", False),
        ({"says": "collects a Wildflower nectar tile"}, "forage(A2)", True),
        ({"any": True}, "forage(C4)", True),
    ],
)
def test_forage_expectations(spec, action, expected):
    assert holds(spec, FORAGE, action) is expected


@pytest.mark.parametrize(
    ("spec", "action", "expected"),
    [
        ({"sells": "wildflower", "quantity": 2}, "sell(wildflower,2)", True),
        ({"sells": "wildflower", "quantity": 2}, "sell(wildflower,1)", False),
        ({"coins_gained": 14}, "sell(wildflower,2)", True),
        ({"gains": "coins"}, "sell(pollen,1)", True),
        ({"completes_order": True}, "order(0)", True),
        ({"completes_order": 0}, "order(0)", True),
        ({"completes_order": 1}, "order(0)", False),
        ({"gains": "order"}, "order(0)", True),
    ],
)
def test_market_expectations(spec, action, expected):
    assert holds(spec, MARKET, action) is expected


def test_turn_expectations():
    start = {"seed": 3, "adjust": [{"workers": {"available": 3}}, {"coins": 7}]}
    assert holds({"takes": "decree", "makes_beeline": 2}, start, "take_tile(decree,2)")
    assert holds({"pays": 5}, start, "take_tile(decree,1)")
    assert not holds({"takes": "decree"}, start, "take_tile(accounting,1)")
    assert holds({"kind": "recall"}, start, "recall()")


def test_decree_new_bee_and_a_speed_contest():
    spec = {
        "seed": 3,
        "contests": ["blue-2", "green-1", "red-1"],
        "adjust": [{"workers": {"available": 4}}],
        "actions": ["take_tile(produce,1)", "place((3,-2),5)", "resolve(decree)"],
    }
    m = move(spec, "decree(new_bee)")
    assert m.contests_finished == [2] and m.coins_change == 20
    assert parse_move_expectation({"decrees": "new_bee", "finishes_contest": True}).check(m)
    assert parse_move_expectation({"gains": "worker"}).check(m)
    assert not parse_move_expectation({"decrees": "accounting"}).check(m)


def test_honey_and_the_end():
    spec = {
        "seed": 3,
        "adjust": [
            {"hive": "card:star A(-1,0)NE F(3,-2)SE P(1,2)NE a(0,0) w(2,-1) w(1,1)"},
            {
                "market": {
                    "pollen": "bottom",
                    "rosemary": "bottom",
                    "cherry_blossom": "bottom",
                    "wildflower": "bottom",
                }
            },
        ],
        "actions": ["take_tile(produce,1)", "place((-2,3),0)", "resolve(produce)"],
    }
    m = move(spec, "fan((1,0))")
    assert m.honey_made == 3
    assert parse_move_expectation({"makes_honey": 3, "gains": "honey"}).check(m)
    spec["actions"] = [*spec["actions"], "fan((1,0))", "resolve(new_bee)"]
    g = game(spec)
    assert g.pending.kind == "end_turn"  # the second Produce has nothing left to make
    assert "no nectar tile in the hive can make honey now" in g.log[-1]
    m = move(spec, "end_turn()")
    assert parse_move_expectation({"triggers_end": True}).check(m)
    assert not parse_move_expectation({"ends_game": True}).check(m)


def test_every_key_is_documented_and_bad_specs_are_named():
    assert all(description for description, _ in MOVE_SPEC_KEYS.values())
    for spec, message in (
        ({"sells": "honey"}, "expected one of"),
        ({"flies": True}, "unknown key"),
        ({}, "expected a table"),
        ({"pays": -1}, "whole number"),
        ({"triggers_end": "yes"}, "write triggers_end = true"),
        ({"to": "Z1"}, "not a space"),
        ({"action": "fly()"}, "not an action kind"),
        ({"kind": "dance"}, "expected one of"),
        ({"any_of": []}, "non-empty list"),
    ):
        with pytest.raises(MoveExpectationError, match=message):
            parse_move_expectation(spec)


# ------------------------------------------------------------------ game facts


def answer(fact, spec, options=("x", "y")):
    return parse_fact(fact).answer(game(spec), tuple(options))


def test_facts_about_beelines_workers_and_recalls():
    spec = {
        "seed": 3,
        "adjust": [
            {"workers": {"available": 4, "nursery": 1}},
            {"beeline": "forage", "height": 1},
            {"coins": 4},
        ],
    }
    assert answer({"beeline_needed": "forage"}, spec) == {"2"}
    assert answer({"beeline_needed": "market"}, spec) == {"any"}
    assert answer({"can_take": "decree"}, spec) == {"no"}
    assert answer({"box_takes": "accounting"}, spec) == {"accounting"}
    assert answer({"workers_after_recall": True}, spec) == {"5"}
    assert answer({"must_recall": True}, spec) == {"no"}
    assert answer({"legal": "take_tile(forage,2)"}, spec) == {"legal"}
    assert answer({"legal": "take_tile(forage,3)"}, spec) == {"illegal"}


def test_facts_about_the_woodland_and_the_market():
    assert answer({"forage_cost": "C2"}, FORAGE) == {"4"}
    assert answer({"forage_gets": "B2"}, FORAGE) == {"acacia"}
    assert answer({"forage_gets": "B3"}, FORAGE) == {"pollen"}
    assert answer({"sale_coins": {"resource": "wildflower", "quantity": 2}}, MARKET) == {"14"}
    assert answer({"value_after_sale": "wildflower"}, MARKET) == {"6"}
    assert answer({"stack_action": 0}, MARKET) == {"forage"}
    assert answer({"order_face_up": 0}, MARKET) == {"yes"}
    # A hive fact, on Anna's hive: only the Acacia tile has no honey yet.
    assert answer({"fan_yield": [1, 0]}, MARKET) == {"1"}


def test_facts_about_contests():
    start = {"seed": 3}
    assert answer({"speed_payout": 1}, start) == {"20"}
    assert answer({"speed_coins": {"players": 3, "place": 3}}, start) == {"0"}
    assert answer({"speed_coins": {"players": 4, "place": 2}}, start) == {"10"}
    # RULINGS section 4, every example.
    assert answer({"final_contest_payouts": [5, 3, 3, 1]}, start) == {"20-10-10-0"}
    assert answer({"final_contest_payouts": [5, 5, 5, 1]}, start) == {"20-20-20-0"}
    assert answer({"final_contest_payouts": [5, 3, 1, 1]}, start) == {"20-10-5-5"}
    assert answer({"final_contest_payouts": [4, 4]}, start) == {"20-20"}
    assert answer({"final_contest_payouts": [4, 4], "seat": 0}, start) == {"20"}


def test_facts_about_the_end_and_the_score():
    bottom = {"pollen": "bottom", "wildflower": "bottom", "rosemary": "bottom"}
    spec = {
        "seed": 3,
        "adjust": [{"market": {**bottom, "cherry_blossom": "bottom"}}],
        "actions": ["recall()", "scout(A3)"],
    }
    assert answer({"turns_left": True}, spec) == {"1"}
    assert answer({"end_trigger_after": True}, spec) == {"market"}
    calm = {"seed": 3, "adjust": [{"market": bottom}], "actions": ["recall()", "scout(A3)"]}
    assert answer({"turns_left": True}, calm) == {"none"}
    assert answer({"end_trigger_after": True}, calm) == {"none"}
    over = {
        **spec,
        "actions": [*spec["actions"], "end_turn()", "recall()", "scout(A4)", "end_turn()"],
    }
    assert game(over).is_over
    assert answer({"winners": True}, over) == {"ben"}  # 10 coins to Anna's 5
    assert answer({"score": 1, "category": "coins"}, over) == {"10"}
    assert answer({"score": 0}, over) == {"5"}  # 5 coins; nothing to count earns no contest points


@pytest.mark.parametrize(
    ("fact", "message"),
    [
        ({"beeline_needed": "honey"}, "names a tile kind"),
        ({"forage_cost": "Z1"}, "not a space"),
        ({"sale_coins": {"resource": "wildflower"}}, "write sale_coins"),
        ({"stack_action": 3}, "order stack"),
        ({"speed_payout": 0}, "not a speed contest"),
        ({"turns_left": True}, "turn is about to end"),
        ({"must_recall": True}, "start of a turn"),
    ],
)
def test_a_fact_that_does_not_apply_is_named(fact, message):
    with pytest.raises(FactError, match=message):
        answer(fact, FORAGE)


def test_a_game_fact_needs_a_game():
    from honeybuzz_lab.games.honeybuzz.hive import Hive

    with pytest.raises(FactError, match="needs a game position"):
        parse_fact({"turns_left": True}).answer(Hive.starting("star"), ("0", "1"))
