"""The engine: the action model, illegal actions, undo and redo, records, text."""

from __future__ import annotations

import json

import pytest
from game_helpers import act, finish_turn, play_random

from honeybuzz_lab.games.honeybuzz.game import (
    Action,
    Game,
    GameRecordError,
    IllegalAction,
    Place,
    Recall,
    Sell,
    TakeTile,
    action_from_json,
)
from honeybuzz_lab.games.honeybuzz.game.actions import ACTION_KINDS


def new(n=2, seed=4, **kw):
    kw.setdefault("configuration", "star")
    names = ["Anna", "Ben", "Cy", "Dora"][:n]
    return Game.new(names, seed=seed, **kw)


# ------------------------------------------------------------------ actions


def test_every_action_kind_round_trips_through_json():
    samples = [
        {"kind": "arrange", "tiles": "F(2,0)W P(0,1)SE N(-1,1)SW D(1,-1)NE"},
        {"kind": "choose_start", "space": [1, 0]},
        {"kind": "take_tile", "tile": "produce", "workers": 2},
        {"kind": "recall"},
        {"kind": "place", "anchor": [2, -1], "direction": 1},
        {"kind": "resolve", "action": "forage"},
        {"kind": "decree", "action": "market"},
        {"kind": "forage", "space": [2, 3]},
        {"kind": "nectar_cell", "cell": [1, 1]},
        {"kind": "fan", "hex": [0, 1]},
        {"kind": "sell", "resource": "acacia", "quantity": 3},
        {"kind": "order", "stack": 2},
        {"kind": "take_honey", "cell": [1, 1]},
        {"kind": "drop", "resource": "pollen"},
        {"kind": "scout", "space": [0, 0]},
        {"kind": "end_turn"},
    ]
    assert sorted(s["kind"] for s in samples) == sorted(ACTION_KINDS)
    for raw in samples:
        action = action_from_json(raw)
        assert isinstance(action, Action) and action.kind == raw["kind"]
        assert action.to_json() == raw
        assert json.loads(json.dumps(action.to_json())) == raw
        assert hash(action) == hash(action_from_json(raw))


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        ("recall", "must be a JSON object"),
        ({"kind": "fly"}, "'fly' is not an action kind"),
        ({"kind": "take_tile", "tile": "produce"}, "needs 'workers'"),
        ({"kind": "take_tile", "tile": "produce", "workers": "2"}, "whole number"),
        ({"kind": "take_tile", "tile": "produce", "workers": True}, "whole number"),
        ({"kind": "place", "anchor": [1], "direction": 0}, "pair of whole numbers"),
        ({"kind": "recall", "workers": 2}, "has no workers"),
    ],
)
def test_malformed_actions_are_rejected_clearly(raw, message):
    with pytest.raises(ValueError, match=message):
        action_from_json(raw)
    g = new()
    before = g.state.to_json()
    with pytest.raises(IllegalAction, match=message):
        g.apply(raw)
    assert g.state.to_json() == before and g.history.ply == 0


def test_actions_have_labels_for_buttons():
    g = new()
    labels = [a.describe(g) for a in g.legal_actions()]
    assert labels[0] == "Take a Forage tile with a beeline of 1"
    assert "Take a Decree tile with a beeline of 1 (pay 5 coins)" in labels
    assert labels[-1] == "Recall your workers (0 come back)"
    act(g, "take_tile", tile="market", workers=1)
    place = Place((1, 2), 1)
    assert g.describe(place) == (
        "Place at (1,2) pointing NE: creates a Wildflower cell at (1,1); activates Forage, "
        "Produce and Market"
    )


def test_pending_names_the_decision_the_player_and_a_prompt():
    g = new()
    p = g.pending
    assert (p.kind, p.player) == ("turn", 0)
    assert p.prompt == "Anna, take a tile (choose a box and a beeline) or recall your workers."
    assert p.to_json() == {"kind": "turn", "player": 0, "prompt": p.prompt}
    assert g.current_player is g.players[0]


# ------------------------------------------------------------------ illegal actions


def test_an_illegal_action_says_why_and_changes_nothing():
    g = new()
    before = g.state.to_json()
    cases = [
        (Place((0, 0), 0), "You cannot place a tile now. Anna, take a tile"),
        (Sell("pollen", 1), "You cannot sell now."),
        (TakeTile("produce", 2), "You have 1 available worker, not 2."),
        (TakeTile("honey", 1), "'honey' is not a kind of hive tile"),
    ]
    for action, message in cases:
        with pytest.raises(IllegalAction, match=message) as info:
            g.apply(action)
        assert info.value.action == action
        assert g.explain(action) == info.value.reason
    assert g.state.to_json() == before
    assert g.history.ply == 0 and g.log == new().log
    assert g.explain(Recall()) is None


def test_no_action_once_the_game_is_over():
    g = new(seed=2)
    play_random(g, seed=2)
    with pytest.raises(IllegalAction, match="The game is over"):
        g.apply(Recall())


# ------------------------------------------------------------------ undo and redo


def test_undo_and_redo_restore_the_exact_state():
    g = new()
    states = [g.state.to_json()]
    for _ in range(30):
        g.apply(g.legal_actions()[0])
        states.append(g.state.to_json())
    for i in range(30, 0, -1):
        assert g.undo() is not None
        assert g.state.to_json() == states[i - 1]
    assert g.undo() is None
    for i in range(1, 31):
        g.redo()
        assert g.state.to_json() == states[i]
    assert g.redo() is None


def test_undo_takes_back_a_placement_and_its_cells():
    g = new()
    act(g, "take_tile", tile="market", workers=1)
    act(g, "place", anchor=[1, 2], direction=1)
    assert (1, 1) in g.players[0].hive.cells
    g.undo()
    assert (1, 1) not in g.players[0].hive.cells and len(g.players[0].hive) == 4
    assert g.pending.kind == "place"


def test_a_new_action_after_undo_drops_the_redo_line_unless_variations_are_kept():
    g = new()
    a, b = g.legal_actions()[0], g.legal_actions()[1]
    g.apply(a)
    g.undo()
    g.apply(b)
    assert not g.can_redo() and g.actions == [b]
    g = new(keep_variations=True)
    g.apply(a)
    g.undo()
    g.apply(b)
    assert g.history.variations() == [[b], [a]]


def test_step_to_jumps_along_the_line():
    g = new()
    for _ in range(12):
        g.apply(g.legal_actions()[-1])
    end = g.state.to_json()
    g.step_to(3)
    assert g.history.ply == 3
    g.step_to(12)
    assert g.state.to_json() == end


def test_undo_is_visible_in_the_history_log_and_the_game_log_follows_the_cursor():
    g = new()
    g.apply(g.legal_actions()[0])
    sentences = list(g.log)
    g.undo()
    assert [e.event for e in g.history.log] == ["move", "undo"]
    assert g.log == sentences[: len(g.setup_log)]
    g.redo()
    assert g.log == sentences


# ------------------------------------------------------------------ records


def test_a_record_is_json_with_version_game_modules_seed_setup_and_actions():
    g = new(3, seed=11)
    for _ in range(25):
        g.apply(g.legal_actions()[0])
    record = g.to_record()
    assert set(record) == {
        *("format", "version", "game", "modules", "options", "digest"),
        *("seed", "setup", "actions"),
    }
    assert (record["game"], record["modules"], record["options"]) == ("honeybuzz", [], {})
    assert record["version"] == 1 and record["seed"] == 11
    assert record["setup"]["players"] == ["Anna", "Ben", "Cy"]
    assert record["setup"]["configuration"] == "star"
    assert len(record["actions"]) == 25
    text = json.dumps(record)
    again = Game.from_record(json.loads(text))
    assert again.state.to_json() == g.state.to_json()
    assert again.log == g.log


def test_a_record_replays_a_finished_game_exactly():
    g = new(4, seed=9)
    play_random(g, seed=9)
    again = Game.from_record(g.to_record())
    assert again.is_over and again.state.to_json() == g.state.to_json()
    assert again.final_scores() == g.final_scores()


def test_save_load_and_continue(tmp_path):
    g = new(2, seed=6)
    for _ in range(40):
        g.apply(g.legal_actions()[0])
    path = tmp_path / "game.json"
    g.save(path)
    loaded = Game.load(path)
    assert loaded.state.to_json() == g.state.to_json()
    for _ in range(20):
        action = g.legal_actions()[-1]
        assert loaded.legal_actions() == g.legal_actions()
        g.apply(action)
        loaded.apply(action)
    assert loaded.state.to_json() == g.state.to_json()


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda r: "not json{", "not valid JSON"),
        (lambda r: [], "a JSON object"),
        (lambda r: {**r, "format": "chess"}, "not a Honey Buzz game record"),
        (lambda r: {**r, "version": 99}, "unsupported record version 99"),
        (lambda r: {**r, "seed": "x"}, "'seed' must be a whole number"),
        (lambda r: {**r, "setup": None}, "'setup' must be an object"),
        (lambda r: {**r, "actions": {}}, "'actions' must be a list"),
        (lambda r: {**r, "setup": {**r["setup"], "players": ["Solo"]}}, "solitaire variant"),
        (lambda r: {**r, "setup": {**r["setup"], "colour": 1}}, "'setup' has no field 'colour'"),
        (lambda r: {**r, "setup": {**r["setup"], "rules": "chess"}}, "unknown rules"),
        (
            lambda r: {**r, "actions": [*r["actions"][:3], {"kind": "end_turn"}]},
            r"'actions' item 3 \(\{'kind': 'end_turn'\}\) cannot be replayed: "
            "You cannot end your turn",
        ),
        (lambda r: {**r, "actions": [{"kind": "jump"}]}, "'actions' item 0 .* not an action kind"),
    ],
)
def test_a_corrupt_record_raises_a_clear_error(mutate, message):
    g = new()
    for _ in range(8):
        g.apply(g.legal_actions()[0])
    with pytest.raises(GameRecordError, match=message):
        Game.from_record(mutate(g.to_record()))


def test_loading_a_missing_file_is_a_clear_error(tmp_path):
    with pytest.raises(GameRecordError, match="cannot read"):
        Game.load(tmp_path / "nope.json")


# ------------------------------------------------------------------ text


def test_repr_is_deterministic_and_says_who_is_to_do_what():
    assert repr(new()) == (
        "<Game 2 players (Anna, Ben), seed 4, turn 1, Anna to take a tile or recall>"
    )
    assert repr(new()) == repr(new())


def test_summary_shows_the_table():
    g = new(3)
    text = g.summary()
    for part in (
        "Anna (amber): 5 coins",
        "Market: pollen 5",
        "Hive boxes:",
        "Orders (left",
        "Contest ",
        "Field:",
        "Pending: Anna",
    ):
        assert part in text
    assert text == new(3).summary()


def test_the_log_is_plain_sentences_with_names():
    g = new()
    act(g, "take_tile", tile="produce", workers=1)
    act(g, "place", anchor=[-3, 1], direction=5)
    act(g, "end_turn")
    finish_turn(g)
    tail = g.log[len(g.setup_log) :]
    assert tail[0] == "Anna takes a Produce tile with a beeline of 1 worker on the Produce box."
    assert tail[1] == "Anna places the Produce tile at (-3,1) pointing SE; it creates no cell."
    assert "Anna's turn ends; it is Ben's turn." in tail
    assert any(line.startswith("Ben recalls 0 workers") for line in tail)


def test_players_expose_their_pieces():
    g = new()
    p = g.players[0]
    assert (p.coins, p.available_workers, len(p.hive), p.orders) == (5, 1, 4, [])
    assert p.resources == dict.fromkeys(
        ["pollen", "wildflower", "rosemary", "cherry_blossom", "acacia"], 0
    )


def test_a_record_keeps_chosen_starting_spaces_and_the_first_player():
    g = new(3, seed=8, first_player=2, choose_starts=True)
    while g.pending.kind == "choose_start":
        g.apply(g.legal_actions()[0])
    for _ in range(10):
        g.apply(g.legal_actions()[-1])
    record = g.to_record()
    assert record["setup"]["choose_starts"] is True and record["setup"]["first_player"] == 2
    again = Game.from_record(record)
    assert again.state.to_json() == g.state.to_json()
    assert [p.forage for p in again.players] == [p.forage for p in g.players]


def test_a_ruleset_can_replace_one_rule():
    import dataclasses

    from honeybuzz_lab.games.honeybuzz.game import BASE
    from honeybuzz_lab.games.honeybuzz.game.setup import new_state
    from honeybuzz_lab.games.honeybuzz.game.state import Task

    rich = dataclasses.replace(BASE, name="rich", accounting_coins=lambda state, seat: 7)
    st = new_state(["Anna", "Ben"], seed=1)
    st.turn.step, st.turn.queue = "act", [Task("accounting", "icon")]
    g = Game(st, rich)
    assert g.players[0].coins == 5 + 7
    assert g.log[-1] == "Anna takes the Accounting action and gains 7 coins."


def test_the_states_random_generator_replays():
    g = new()
    st = g.state
    first = st.random().random()
    assert st.random().random() == first  # not kept: the same draw again
    rng = st.random()
    rng.random()
    st.keep_random(rng)
    assert st.random().random() != first
    assert new().state.random().random() == first  # the same seed, the same numbers
