"""Generated damage to records, hive JSON, notation, histories and actions: only the
package's own errors come out, and a refused action changes nothing."""

from __future__ import annotations

import contextlib
import copy
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from honeybuzz_lab.core.history import HistoryError
from honeybuzz_lab.games.honeybuzz.game import Game, GameRecordError, IllegalAction
from honeybuzz_lab.games.honeybuzz.game.actions import ACTION_KINDS
from honeybuzz_lab.games.honeybuzz.hive import Hive, HiveError, HiveHistory

FUZZ = settings(max_examples=60, deadline=None)

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**40), max_value=10**40)
    | st.floats(allow_nan=False)
    | st.text(max_size=8)
    | st.sampled_from(["base", "acacia", "forage", "produce", "honeybuzz_lab.game", "1"]),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=6,
)


def paths(data: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path to a value inside ``data`` (keys and list indices)."""
    out = [prefix]
    if isinstance(data, dict):
        for k, v in data.items():
            out.extend(paths(v, (*prefix, k)))
    elif isinstance(data, list):
        for i, v in enumerate(data[:6]):
            out.extend(paths(v, (*prefix, i)))
    return out


def damaged(original: Any) -> Any:
    """A strategy: ``original`` with one value replaced, one key added or one key dropped."""
    where = paths(original)

    @st.composite
    def build(draw: Any) -> Any:
        data = copy.deepcopy(original)
        path = draw(st.sampled_from(where))
        how = draw(st.sampled_from(["replace", "add", "drop"]))
        value = draw(json_values)
        if not path:
            return value
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        last = path[-1]
        if how == "replace" or not isinstance(parent, dict):
            parent[last] = value
        elif how == "add":
            parent[draw(st.text(max_size=6))] = value
        else:
            del parent[last]
        return data

    return build()


def a_game() -> Game:
    g = Game.new(["A", "B"], seed=4)
    for _ in range(12):
        g.apply(g.legal_actions()[-1])
    return g


RECORD = a_game().to_record()
HIVE = Hive.starting("standard-2")
HIVE_JSON = HIVE.to_json()


def a_history() -> HiveHistory:
    h = HiveHistory(Hive.starting("star"), keep_variations=True)
    for effect in h.hive.legal_placements("produce")[:2]:
        h.place(effect.tile)
        h.undo()
    h.place(h.hive.legal_placements("forage")[0].tile)
    return h


HISTORY_JSON = a_history().to_json()


@FUZZ
@given(record=damaged(RECORD))
def test_damaged_records_load_or_raise_a_game_record_error(record):
    try:
        Game.from_record(record)
    except GameRecordError as e:
        assert len(str(e)) < 800
    with contextlib.suppress(GameRecordError):
        Game.from_record(json.dumps(record))


@FUZZ
@given(data=damaged(HIVE_JSON))
def test_damaged_hive_json_loads_or_raises_a_hive_error(data):
    try:
        Hive.from_json(data)
    except HiveError as e:
        assert len(str(e)) < 800


@FUZZ
@given(data=damaged(HISTORY_JSON))
def test_damaged_history_json_loads_or_raises_a_history_error(data):
    try:
        HiveHistory.from_json(data)
    except HistoryError as e:
        assert len(str(e)) < 800


notation = st.text(alphabet="FPMNDAwrcax*^()-,0123456789 ;#ENSW\n", max_size=40)


@FUZZ
@given(text=notation | st.text(max_size=20) | json_values)
def test_any_notation_reads_or_raises_a_hive_error(text):
    try:
        hive = Hive.from_notation(text)
    except HiveError as e:
        assert len(str(e)) < 800
    else:
        assert Hive.from_notation(hive.notation) == hive


ACTION_FIELDS = ("space", "tile", "workers", "anchor", "direction", "action", "cell", "hex")
ACTION_FIELDS += ("resource", "quantity", "stack")
actions = st.fixed_dictionaries(
    {"kind": st.sampled_from(ACTION_KINDS) | json_values},
    optional={
        name: json_values
        | st.lists(st.integers(-3, 8), min_size=2, max_size=2)
        | st.sampled_from(["honey", "pollen", "produce", "forage", "decree", "rosemary"])
        for name in ACTION_FIELDS
    },
)


@pytest.fixture(scope="module")
def game() -> Game:
    return a_game()


@FUZZ
@given(action=actions | json_values)
def test_generated_actions_are_applied_or_illegal_and_change_nothing(game, action):
    before = json.dumps(game.to_record())
    try:
        game.apply(action)
    except IllegalAction as e:
        assert json.dumps(game.to_record()) == before
        assert e.text("hu") and len(str(e)) < 800
    else:
        game.undo()
        assert json.dumps(game.to_record()) == before
