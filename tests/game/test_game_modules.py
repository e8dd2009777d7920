"""Modules: composing the rules, module state under clone and undo, records, extension points.

The clone-and-undo contract is played for every module set in ``ALL_MODULES`` (every
registered module alone, the test modules, and the pairs that meet: tally with king, the
advanced variant with the tally), each at one of the two fixed (players, seed) setups
(``SAMPLE``: they alternate down the list, so both are played). The full sweep, every
module set at both setups, is a benchmark command a developer runs::

    .venv/bin/python -m tests.benchmarks.modules_sweep --only modules
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
import threading
from dataclasses import dataclass, field

import pytest
from game_helpers import state, tile

from honeybuzz_lab.games.honeybuzz.game import (
    Game,
    GameRecordError,
    Module,
    ModuleError,
    compose,
    registered,
)
from honeybuzz_lab.games.honeybuzz.game.components import RESOURCES
from honeybuzz_lab.games.honeybuzz.game.log import forage_cost
from honeybuzz_lab.games.honeybuzz.game.modules.base import BASE
from honeybuzz_lab.games.honeybuzz.game.registry import get_module, register, unregister
from honeybuzz_lab.games.honeybuzz.game.rules import Geometry, ScoreCategory, TurnStep
from honeybuzz_lab.games.honeybuzz.game.state import StateError
from honeybuzz_lab.games.honeybuzz.hive import Nectar

# ------------------------------------------------------------------ test-only modules


@dataclass
class Tally:
    """A module's own state: a counter and mutable structures."""

    turns: int = 0
    actions: int = 0
    seen: dict[str, list[int]] = field(default_factory=dict)
    events: list[tuple[str, str]] = field(default_factory=list)
    bottomed: set[str] = field(default_factory=set)
    bonus: int = 0


def _tally(state) -> Tally:
    return state.modules["test.tally"]


def _count_turn(state, rules, log) -> None:
    t = _tally(state)
    t.turns += 1
    t.seen.setdefault(str(state.turn.seat), []).append(state.turns_played)


def _count_action(state, rules, log) -> None:
    _tally(state).actions += 1


def _on_event(state, rules, log, data) -> None:
    t = _tally(state)
    what = str(data.get("resource", data.get("tile", data.get("stack", ""))))
    t.events.append((rules.name, what))
    if "resource" in data:
        t.bottomed.add(data["resource"])


def _tally_points(state, rules) -> list[int]:
    return [_tally(state).bonus * p.turns for p in state.players]


TALLY = Module(
    name="test.tally",
    summary="Counts turns and actions, hears every event, scores points per turn.",
    options={"bonus": 1},
    check_options=lambda o: (
        None
        if isinstance(o["bonus"], int) and o["bonus"] >= 0
        else "bonus must be a whole number of at least 0"
    ),
    state=lambda st, opts: Tally(bonus=opts["bonus"]),
    end_of_turn=(TurnStep("tally", _count_turn, before="pass_turn"),),
    after_action=(("tally", _count_action),),
    events={
        e: (_on_event,)
        for e in ("value_bottomed", "tile_stack_emptied", "order_stack_emptied", "last_nectar")
    },
    scores=(ScoreCategory("tally", _tally_points, label="category.orders"),),
)


def _reverse_order(state, rules, log) -> None:
    from honeybuzz_lab.games.honeybuzz.game.state import TurnState

    state.turn = TurnState((state.turn.seat - 1) % state.player_count)


def _neighbour_decides(state):
    from honeybuzz_lab.games.honeybuzz.game.rules.turn import base_decider, pending_kind

    seat = base_decider(state)
    if seat is not None and pending_kind(state) == "end_turn":
        return (seat + 1) % state.player_count
    return seat


REVERSE = Module(
    "test.reverse",
    "Turns pass counter-clockwise; the next player says when a turn ends.",
    single={"next_turn": _reverse_order, "decider": _neighbour_decides},
    replaces=("next_turn", "decider"),
    conflicts=("test.clockwise",),
)
CLOCKWISE = Module("test.clockwise", "Needs the tally.", requires=("test.tally",))
KING = Module(
    "test.king",
    "The field's moves include diagonals.",
    single={
        "geometry": Geometry(
            "king", lambda a, b: max(abs(a[0] - b[0]), abs(a[1] - b[1])), lambda s: ()
        )
    },
    replaces=("geometry",),
)
TEST_MODULES = (TALLY, REVERSE, CLOCKWISE, KING)


@pytest.fixture(autouse=True, scope="module")
def _registered():
    for m in TEST_MODULES:
        register(m)
    yield
    for m in TEST_MODULES:
        unregister(m.name)


# Every module registered by the package plus ours.
ALL_MODULES = [[], ["test.tally"], ["test.reverse"], ["test.king"], ["test.tally", "test.king"]]
ALL_MODULES += [[m] for m in registered() if m != "base" and not m.startswith("test.")]
assert ["advanced"] in ALL_MODULES  # the advanced variant's state is held to the contract
ALL_MODULES.append(["advanced", "test.tally"])


# ------------------------------------------------------------------ composing


def test_a_game_without_modules_is_the_base_game():
    g = Game.new(2, seed=1)
    assert g.rules is BASE and g.rules.modules == () and g.state.ruleset is BASE
    assert [s.name for s in BASE.end_of_turn] == [
        "flip_orders",
        "count_turn",
        "end_trigger",
        "pass_turn",
    ]
    assert [c.name for c in BASE.scores] == ["coins", "resources", "contests", "orders"]
    assert BASE.vocabulary.resources == RESOURCES == ("pollen", *(n.value for n in Nectar))
    assert compose([]) is compose(()) is BASE


def test_composing_adds_steps_checks_events_and_scores_in_place():
    rules = compose(["test.tally"], {"test.tally": {"bonus": 3}})
    assert [s.name for s in rules.end_of_turn] == [
        "flip_orders",
        "count_turn",
        "end_trigger",
        "tally",
        "pass_turn",
    ]
    assert len(rules.after_action) == 2
    assert rules.scores[-1].name == "tally"
    assert rules.options == {"test.tally": {"bonus": 3}}
    assert compose(["test.tally"], {"test.tally": {"bonus": 3}}) is rules


@pytest.mark.parametrize(
    "modules, options, words",
    [
        (["nope"], None, "unknown module 'nope'"),
        (["test.clockwise"], None, "requires 'test.tally'"),
        (["test.reverse", "test.tally", "test.clockwise"], None, "conflict"),
        (["test.tally", "test.tally"], None, "listed twice"),
        (["base"], None, "do not list it"),
        (["test.tally"], {"test.tally": {"colour": 1}}, "has no option 'colour'"),
        (["test.tally"], {"test.tally": {"bonus": -1}}, "bonus must be a whole number"),
        (["test.tally"], {"test.king": {}}, "not one of the game's modules"),
        ("test.tally", None, "must be a list of module names"),
    ],
)
def test_a_bad_set_of_modules_says_which_and_why(modules, options, words):
    with pytest.raises(ModuleError, match=words):
        Game.new(2, seed=1, modules=modules, options=options)


def test_replacing_without_declaring_it_is_refused():
    sneaky = Module("test.sneaky", "Replaces Forage quietly.", decisions={"forage": object()})  # type: ignore[dict-item]
    outcome = Module("test.outcome", "Sets the outcome.", single={"outcome": lambda *a: {}})
    ghost = Module("test.ghost", "Replaces what is not there.", replaces=("decision:flying",))
    for m in (sneaky, outcome, ghost):
        register(m)
    try:
        with pytest.raises(ModuleError, match="redefines decision forage of module 'base'"):
            compose(["test.sneaky"])
        with pytest.raises(ModuleError, match="add 'outcome' to its replaces"):
            compose(["test.outcome"])
        with pytest.raises(ModuleError, match="replaces 'decision:flying', which no module"):
            compose(["test.ghost"])
        with pytest.raises(ModuleError, match="both replace 'geometry'"):
            register(dataclasses.replace(KING, name="test.king2"))
            compose(["test.king", "test.king2"])
    finally:
        for name in ("test.sneaky", "test.outcome", "test.ghost", "test.king2"):
            unregister(name)


def test_rules_is_not_a_setup_option_any_more():
    with pytest.raises(ModuleError, match="a game is the base rules plus modules"):
        Game.new(2, seed=1, rules=BASE)


# ------------------------------------------------------------------ clone and undo contract


#: The (players, seed) setups of the contract test; the full sweep plays each module set
#: at every one, the suite at one each (alternating down ``ALL_MODULES``).
SETUPS = [(2, 3), (4, 8)]
ALL_CASES = [(modules, players, seed) for modules in ALL_MODULES for players, seed in SETUPS]
SAMPLE = [(m, *SETUPS[i % len(SETUPS)]) for i, m in enumerate(ALL_MODULES)]


def _case_id(case: tuple) -> str:
    modules, players, seed = case
    return f"{players}-{seed}-{'+'.join(modules) or 'base'}"


def test_the_sample_plays_every_module_set_and_every_setup() -> None:
    assert sorted(map(tuple, (m for m, _, _ in SAMPLE))) == sorted(map(tuple, ALL_MODULES))
    assert {(p, s) for _, p, s in SAMPLE} == set(SETUPS)
    assert all(case in ALL_CASES for case in SAMPLE)
    registered_modules = {m for m in registered() if m != "base" and not m.startswith("test.")}
    assert registered_modules <= {m for modules, _, _ in SAMPLE for m in modules}


def _play(g: Game, rng: random.Random, n: int) -> list[dict]:
    states = []
    for _ in range(n):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
        states.append(g.state.to_json())
    return states


@pytest.mark.parametrize("case", SAMPLE, ids=_case_id)
def test_undo_to_the_start_gives_a_fresh_state_and_redo_the_same_states(case: tuple) -> None:
    undo_to_the_start_and_redo(*case)


def undo_to_the_start_and_redo(modules: list[str], players: int, seed: int) -> None:
    """A random game of up to 400 actions: old states never change, undo to the start
    gives the fresh state, redo gives the same states, the record replays the game."""
    spans = [get_module(m).players for m in modules if get_module(m).players]
    if spans:  # a module for other player counts (solo: one) plays its lowest
        players = max(low for low, _ in spans)
    g = Game.new(players, seed=seed, modules=modules)
    fresh = Game.new(players, seed=seed, modules=modules).state.to_json()
    assert g.state.to_json() == fresh
    rng = random.Random(seed)
    old_states = [g.state]
    forward = []
    while not g.is_over and len(forward) < 400:
        g.apply(rng.choice(g.legal_actions()))
        forward.append(g.state.to_json())
        old_states.append(g.state)
    # Old states never saw a later change (no live hive or module state shared).
    for st, seen in zip(old_states[1:], forward, strict=True):
        assert st.to_json() == seen
    while g.can_undo():
        g.undo()
    assert g.state.to_json() == fresh
    again = []
    while g.can_redo():
        g.redo()
        again.append(g.state.to_json())
    assert again == forward
    replayed = Game.from_record(json.loads(json.dumps(g.to_record())))
    assert replayed.rules is g.rules and replayed.state.to_json() == forward[-1]


def test_the_tally_module_counts_through_undo_and_records():
    g = Game.new(2, seed=5, modules=["test.tally"], options={"test.tally": {"bonus": 2}})
    _play(g, random.Random(5), 100_000)
    assert g.is_over
    t = g.state.modules["test.tally"]
    # every turn but the last (the game ended in the end_trigger step, before the tally's)
    assert t.turns == g.state.turns_played - 1
    assert sum(len(v) for v in t.seen.values()) == t.turns
    assert t.actions >= len(g.actions)
    # every resource at the bottom was announced once, by the rules
    bottom = {r for r in g.state.market.positions if g.state.market.at_bottom(r)}
    assert t.bottomed == bottom
    scores = g.final_scores()
    assert [p["categories"]["tally"] for p in scores["players"]] == [2 * p.turns for p in g.players]
    record = json.loads(json.dumps(g.to_record()))
    assert record["modules"] == ["test.tally"] and record["options"] == {"test.tally": {"bonus": 2}}
    again = Game.from_record(record)
    assert again.rules is g.rules
    assert again.state.to_json() == g.state.to_json()
    assert again.final_scores()["players"] == scores["players"]
    g.step_to(0)
    fresh = Game.new(2, seed=5, modules=["test.tally"], options={"test.tally": {"bonus": 2}})
    assert g.state.modules == fresh.state.modules
    assert g.state.modules["test.tally"] == Tally(bonus=2, actions=1)  # setup's checks ran


def test_module_state_the_copy_does_not_know_is_refused():
    g = Game.new(2, seed=1)
    g.state.modules["x"] = threading.Lock()
    with pytest.raises(StateError, match="cannot copy a lock"):
        g.state.clone()


def test_an_old_state_keeps_its_hive_after_a_tile_is_placed():
    g = Game.new(2, seed=2)
    before = g.state
    tiles = len(before.players[0].hive)
    rng = random.Random(2)
    while len(g.state.players[0].hive) == tiles:
        g.apply(rng.choice(g.legal_actions()))
    assert len(before.players[0].hive) == tiles
    assert before.players[0].hive is not g.state.players[0].hive


# ------------------------------------------------------------------ records


def _record(**changes):
    g = Game.new(2, seed=4, modules=["test.tally"])
    _play(g, random.Random(4), 30)
    # a record edited by hand, without the digest that would refuse any change of rules
    return {**{k: v for k, v in g.to_record().items() if k != "digest"}, **changes}


@pytest.mark.parametrize(
    "changes, words",
    [
        ({"modules": ["test.nope"], "options": {}}, "unknown module 'test.nope'"),
        ({"modules": ["test.clockwise"], "options": {}}, "requires 'test.tally'"),
        ({"modules": []}, "'test.tally', which is not in 'modules'"),
        ({"options": {"test.king": {}}}, "not in 'modules'"),
        ({"options": {"test.tally": {"bonus": "2"}}}, "bonus must be a whole number"),
        ({"game": "hustle"}, "not a Honey Buzz record"),
        ({"modules": "test.tally"}, "'modules' must be a list"),
    ],
)
def test_an_unknown_or_mismatched_record_is_a_record_error(changes, words):
    with pytest.raises(GameRecordError, match=words):
        Game.from_record(_record(**changes))


def test_an_old_record_without_modules_loads_as_the_base_game():
    g = Game.new(2, seed=9)
    _play(g, random.Random(9), 40)
    old = g.to_record()
    for key in ("game", "modules", "options"):
        del old[key]
    old["setup"]["rules"] = "base"
    again = Game.from_record(old)
    assert again.rules is BASE and again.state.to_json() == g.state.to_json()


def test_a_game_under_rules_changed_outside_modules_cannot_be_recorded():
    changed = dataclasses.replace(BASE, accounting_coins=lambda state, seat: 50)
    g = Game(Game.new(2, seed=1).state.clone(), changed)
    with pytest.raises(GameRecordError, match="make the change a module"):
        g.to_record()


# ------------------------------------------------------------------ extension points


def test_turn_order_and_the_decider_are_the_modules():
    g = Game.new(3, seed=1, modules=["test.reverse"])
    rng = random.Random(1)
    order = [g.state.turn.seat]
    deciders = set()
    while len(order) < 5:
        if g.pending.kind == "end_turn":
            deciders.add((g.state.turn.seat, g.pending.player))
        seat = g.state.turn.seat
        g.apply(rng.choice(g.legal_actions()))
        if g.state.turn.seat != seat:
            order.append(g.state.turn.seat)
    assert order == [0, 2, 1, 0, 2]
    assert deciders and all(p == (s + 1) % 3 for s, p in deciders)


def test_the_geometry_is_the_modules():
    base = Game.new(2, seed=1, starts=[[0, 0], [3, 0]])
    king = Game.new(2, seed=1, starts=[[0, 0], [3, 0]], modules=["test.king"])
    assert forage_cost(base.state, 0, (3, 3)) == 10
    assert forage_cost(king.state, 0, (3, 3)) == 4


def test_a_failed_step_leaves_both_states_with_the_hive_they_had():
    for read_old_first in (True, False):
        old = state(2)
        before = old.players[0].hive.to_json()
        new = old.clone()
        new.journal = []
        new.place_tile(0, tile("M(1,2)NE"))
        assert new.players[0].hive.to_json() != before
        if read_old_first:
            assert old.players[0].hive.to_json() == before
        new.abandon_changes()
        assert new.players[0].hive.to_json() == before
        assert old.players[0].hive.to_json() == before


def _few_accounting(comp, opts):
    return dataclasses.replace(comp, standard_tiles={**comp.standard_tiles, "accounting": 1})


def _rich_setup(state, rules, opts):
    rng = state.random()
    for p in state.players:
        p.coins += opts["gift"] + rng.randrange(3)
    state.keep_random(rng)


RICH = Module(
    "test.rich",
    "One Accounting tile, a gift of coins at the start, Accounting pays 7.",
    options={"gift": 10},
    components=_few_accounting,
    setup=_rich_setup,
    values={"accounting_coins": 7},
    replaces=("value:accounting_coins",),
)


def test_a_modules_components_setup_and_values_are_played_and_recorded():
    register(RICH)
    try:
        base = Game.new(2, seed=6)
        rich = Game.new(2, seed=6, modules=["test.rich"], options={"test.rich": {"gift": 20}})
        assert rich.state.box_of("accounting").stacks["accounting"] == 1
        gifts = [r.coins - b.coins for r, b in zip(rich.players, base.players, strict=True)]
        assert all(20 <= g < 23 for g in gifts)
        assert rich.rules.accounting_coins(rich.state, 0) == 7
        assert base.rules.accounting_coins(base.state, 0) == 5
        gains: list[str] = []
        for seed in range(6, 16):  # random games until someone takes the Accounting action
            rich = Game.new(2, seed=seed, modules=["test.rich"])
            _play(rich, random.Random(seed), 100_000)
            gains += re.findall(r"Accounting action and gains (\d+) coins", " ".join(rich.log))
            if gains:
                break
        assert gains and set(gains) == {"7"}
        again = Game.from_record(rich.to_record())
        assert again.state.to_json() == rich.state.to_json()
    finally:
        unregister("test.rich")


def test_a_module_ply_claim_is_listed_and_another_modules_key_is_refused():
    from honeybuzz_lab.games.honeybuzz.game.registry import ply_claims

    assert ply_claims()["sun_moves"][0] == "fall.sunset"
    assert ply_claims()["trophies"][0] == "fall.caps"
    mine = Module("test.claims", "claims", ply_claims={"moves": ("the plies", lambda b, a: 1)})
    register(mine)
    try:
        assert ply_claims()["moves"][0] == "test.claims"
        taken = Module("test.taken", "taken", ply_claims={"sun_moves": ("x", lambda b, a: 0)})
        with pytest.raises(ModuleError, match="the ply claim 'sun_moves', which module "):
            register(taken)
        assert "test.taken" not in registered()
    finally:
        unregister("test.claims")
    assert "moves" not in ply_claims()
