"""Property-based tests: random legal play, illegal actions, undo, replay, save and load."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from honeybuzz_lab.games.honeybuzz.game import Game, IllegalAction, action_from_json
from honeybuzz_lab.games.honeybuzz.game.components import HONEYS
from honeybuzz_lab.games.honeybuzz.game.simulate import ending

# Each example is a whole game of several hundred actions: a few examples go a long way.
SETTINGS = settings(
    max_examples=4,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
)
HEAVY = settings(SETTINGS, max_examples=3)

seeds = st.integers(min_value=0, max_value=2**31)
player_counts = st.sampled_from([2, 3, 4])


def check_invariants(g: Game) -> None:
    """Nothing is created or lost: workers, tiles, pollen, honey, nectar tiles."""
    s = g.state
    comp = s.components
    for p in s.players:
        assert p.available_workers + p.placed_workers + p.nursery + p.supply_workers == 10
        assert p.placed_workers == sum(
            h for box in s.board.values() for seat, h in box.beelines if seat == p.seat
        )
        assert min(p.coins, p.pollen, p.available_workers, p.supply_workers) >= 0
    tiles_in_hives = sum(len(p.hive) - 4 for p in s.players)
    in_hand = 1 if s.turn.step == "place" else 0  # taken, not placed yet
    assert sum(b.tiles_left for b in s.board.values()) + tiles_in_hives + in_hand == 63
    assert (
        s.supply.pollen + sum(p.pollen for p in s.players) == comp.pollen_supply - 1
    )  # one is the market marker
    for h in HONEYS:
        held = sum(p.honey[h] for p in s.players)
        assert s.supply.honey[h] + held == comp.honey_per_type - 1
    in_transit = 1 if s.turn.frame and "tile" in s.turn.frame else 0
    nectar = len(s.woodland.field) + sum(p.nectar_count for p in s.players) + in_transit
    assert nectar == 4 * (6 - {2: 2, 3: 1, 4: 0}[len(s.players)])
    for stack in s.order_stacks:
        assert stack.face_up is not None or not stack.face_down or stack_taken(g, stack)


def stack_taken(g: Game, stack) -> bool:
    return g.state.order_stacks.index(stack) in g.state.turn.flips


@SETTINGS
@given(seed=seeds, players=player_counts)
def test_random_legal_play_never_crashes_keeps_the_invariants_and_ends(seed, players):
    g = Game.new(players, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not g.is_over:
        legal = g.legal_actions()
        assert legal, g.pending
        g.apply(rng.choice(legal))
        check_invariants(g)
        steps += 1
        assert steps < 20000
    turns = {p.turns for p in g.players}
    assert len(turns) == 1, ending(g)  # every ending, a stall too (RULINGS 10)
    f = g.final_scores()
    for entry in f["players"]:
        assert entry["total"] == sum(entry["categories"].values())
    assert f["winners"]


ALL_ACTIONS = st.one_of(
    st.fixed_dictionaries(
        {
            "kind": st.just("take_tile"),
            "tile": st.sampled_from(
                ["forage", "produce", "market", "new_bee", "decree", "accounting", "honey"]
            ),
            "workers": st.integers(-1, 11),
        }
    ),
    st.just({"kind": "recall"}),
    st.just({"kind": "end_turn"}),
    st.fixed_dictionaries(
        {
            "kind": st.just("place"),
            "anchor": st.tuples(st.integers(-4, 4), st.integers(-4, 4)),
            "direction": st.integers(-1, 6),
        }
    ),
    st.fixed_dictionaries(
        {
            "kind": st.sampled_from(["resolve", "decree"]),
            "action": st.sampled_from(
                ["forage", "produce", "market", "new_bee", "decree", "accounting", "fly"]
            ),
        }
    ),
    st.fixed_dictionaries(
        {
            "kind": st.sampled_from(["forage", "scout", "choose_start"]),
            "space": st.tuples(st.integers(-1, 6), st.integers(-1, 6)),
        }
    ),
    st.fixed_dictionaries(
        {
            "kind": st.sampled_from(["nectar_cell", "take_honey"]),
            "cell": st.tuples(st.integers(-3, 3), st.integers(-3, 3)),
        }
    ),
    st.fixed_dictionaries(
        {"kind": st.just("fan"), "hex": st.tuples(st.integers(-3, 3), st.integers(-3, 3))}
    ),
    st.fixed_dictionaries(
        {
            "kind": st.just("sell"),
            "resource": st.sampled_from(["pollen", "acacia", "wildflower", "gold"]),
            "quantity": st.integers(-1, 4),
        }
    ),
    st.fixed_dictionaries({"kind": st.just("order"), "stack": st.integers(-1, 3)}),
    st.fixed_dictionaries(
        {"kind": st.just("drop"), "resource": st.sampled_from(["pollen", "rosemary", "gold"])}
    ),
)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(seed=seeds, players=player_counts, plies=st.integers(0, 150), raw=ALL_ACTIONS)
def test_an_illegal_action_changes_nothing_and_says_why(seed, players, plies, raw):
    g = Game.new(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(plies):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
    action = action_from_json(raw)
    legal = action in g.legal_actions()
    before, log, ply = g.state.to_json(), list(g.log), g.history.ply
    if legal:
        assert g.explain(action) is None
        g.apply(action)
        return
    reason = g.explain(action)
    assert isinstance(reason, str) and len(reason) > 10
    try:
        g.apply(action)
    except IllegalAction as e:
        assert e.reason == reason
    else:  # pragma: no cover
        raise AssertionError(f"{action} was applied although it is not legal")
    assert g.state.to_json() == before and g.log == log and g.history.ply == ply


@HEAVY
@given(seed=seeds, players=player_counts)
def test_undo_of_everything_returns_to_the_start(seed, players):
    g = Game.new(players, seed=seed)
    start = json.dumps(g.state.to_json(), sort_keys=True)
    rng = random.Random(seed)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    end = json.dumps(g.state.to_json(), sort_keys=True)
    n = g.history.ply
    g.step_to(0)
    assert json.dumps(g.state.to_json(), sort_keys=True) == start
    assert g.log == g.setup_log
    g.step_to(n)
    assert json.dumps(g.state.to_json(), sort_keys=True) == end


@SETTINGS
@given(seed=seeds, players=player_counts, stop=st.integers(0, 400))
def test_a_record_replays_to_the_identical_state(seed, players, stop):
    g = Game.new(players, seed=seed)
    rng = random.Random(seed)
    while not g.is_over and g.history.ply < stop:
        g.apply(rng.choice(g.legal_actions()))
    record = json.loads(json.dumps(g.to_record()))
    again = Game.from_record(record)
    assert again.state.to_json() == g.state.to_json()
    assert again.log == g.log
    assert again.legal_actions() == g.legal_actions()


@HEAVY
@given(seed=seeds, players=player_counts, stop=st.integers(0, 300))
def test_a_saved_game_loads_and_continues(tmp_path_factory, seed, players, stop):
    path = tmp_path_factory.mktemp("saves") / "game.json"
    g = Game.new(players, seed=seed, first_game=True)
    rng = random.Random(seed)
    while not g.is_over and g.history.ply < stop:
        g.apply(rng.choice(g.legal_actions()))
    g.save(path)
    loaded = Game.load(path)
    rest = random.Random(seed + 1)
    while not g.is_over:
        action = rest.choice(g.legal_actions())
        g.apply(action)
        loaded.apply(action)
    assert loaded.is_over
    assert loaded.state.to_json() == g.state.to_json()
    assert loaded.final_scores() == g.final_scores()
