"""Every loader refuses bad input with the package's own error, naming the field."""

from __future__ import annotations

import doctest
import json
import random
from pathlib import Path

import pytest

import honeybuzz_lab.core.inputs
import honeybuzz_lab.core.records
import honeybuzz_lab.games.honeybuzz.widgets.static_page
from honeybuzz_lab.core.history import HistoryError
from honeybuzz_lab.core.inputs import QUOTE_LIMIT, quote
from honeybuzz_lab.games.honeybuzz.classroom import ClassroomRun, DemoError
from honeybuzz_lab.games.honeybuzz.game import Game, GameRecordError, IllegalAction
from honeybuzz_lab.games.honeybuzz.game.errors import SetupError
from honeybuzz_lab.games.honeybuzz.hive import Hive, HiveError, HiveHistory
from honeybuzz_lab.games.honeybuzz.lessons.full_game import FullGame

LONG = "x" * 5_000_000
MID = "x" * 100_000


@pytest.fixture(scope="module")
def record() -> dict:
    g = Game.new(["A", "B"], seed=1)
    for _ in range(6):
        g.apply(g.legal_actions()[0])
    return g.to_record()


def with_setup(record: dict, **changes: object) -> dict:
    return {**record, "setup": {**record["setup"], **changes}}


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda r: with_setup(r, rules=[]), "'setup.rules' must be the name of a rule set"),
        (lambda r: {**r, "actions": [{"kind": []}]}, "'actions' item 0 .* not an action kind"),
        (lambda r: "[" * 5000 + "]" * 5000, "nested too deeply"),
        (lambda r: '{"seed": ' + "9" * 5000 + "}", "too many digits"),
        (lambda r: {**r, "seed": 10**5000}, "'seed' must be a whole number of at most 256 bits"),
        (lambda r: with_setup(r, players=10**30), "'setup.players' must be 2 to 4 players"),
        (lambda r: with_setup(r, players=["A"] * 10**5), "'setup.players' must be 2 to 4"),
        (lambda r: with_setup(r, first_game="false"), "'setup.first_game' must be true or false"),
        (lambda r: with_setup(r, choose_starts=1), "'setup.choose_starts' must be true or false"),
        (lambda r: with_setup(r, starts=[[3.7, 0.2], [2, 0]]), "'setup.starts' item 0"),
        (lambda r: with_setup(r, starts=[[3, 0], ["2", "0"]]), "'setup.starts' item 1"),
        (lambda r: with_setup(r, starts=[[True, 0], [2, 0]]), "'setup.starts' item 0"),
        (lambda r: with_setup(r, first_player=True), "'setup.first_player' must be a seat"),
        (lambda r: with_setup(r, first_player=7), "'setup.first_player' must be a seat"),
        (lambda r: with_setup(r, players=["A", 3]), "'setup.players' item 1"),
        (lambda r: with_setup(r, configuration=5), "'setup.configuration' must be a card name"),
        (lambda r: with_setup(r, contests="abc"), "'setup.contests' must be a list"),
        (lambda r: with_setup(r, contests=[1]), "'setup.contests' item 0"),
        (lambda r: {**r, "version": True}, "unsupported record version True"),
        (lambda r: {**r, "version": 1.0}, "unsupported record version 1.0"),
        (lambda r: {**r, "seed": True}, "'seed' must be a whole number"),
        (lambda r: {**r, "seed": 1.5}, "'seed' must be a whole number"),
        (lambda r: {**r, "colour": "red"}, "a Honey Buzz record has no field 'colour'"),
        (lambda r: {**r, "bots": "greedy"}, "'bots' must be a list of bot names"),
        (lambda r: {**r, "actions": [5]}, "'actions' item 0 must be an action object"),
        (lambda r: {**r, "actions": [{"kind": "recall", "x": LONG}]}, "has no x"),
        (lambda r: b"\xff\xfe", "not UTF-8"),
        (lambda r: '{"seed": 1, "seed": 2}', "gives the key 'seed' twice"),
        (lambda r: 5, "a JSON object, not int"),
    ],
)
def test_a_bad_record_is_a_game_record_error_naming_the_field(record, change, words):
    with pytest.raises(GameRecordError, match=words) as info:
        Game.from_record(change(record))
    assert len(str(info.value)) < 600


def test_a_record_with_a_huge_player_count_is_refused_at_once(record):
    with pytest.raises(SetupError, match="2 to 4 players"):
        Game.new(10**8)
    with pytest.raises(SetupError, match="2 to 4 players"):
        Game.new(["x"] * 10**6)


def test_a_good_record_still_replays(record):
    assert Game.from_record(json.dumps(record)).to_record() == record
    assert Game.from_record({**record, "bots": ["greedy", "random"]}).to_record() == record


@pytest.mark.parametrize(
    "content",
    [
        "café".encode("latin-1"),
        b"[" * 5000 + b"]" * 5000,
        b'{"format": ' + b"1" * 5000 + b"}",
        b"{not json",
        b"",
    ],
)
def test_file_loaders_refuse_unreadable_files_with_their_own_error(tmp_path, content):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(GameRecordError):
        Game.load(path)
    with pytest.raises(GameRecordError):
        FullGame.load(path)
    with pytest.raises(HistoryError):
        HiveHistory.load(path)
    with pytest.raises((DemoError, GameRecordError)):
        ClassroomRun(path)


def test_missing_files_and_folders_are_the_loaders_own_error(tmp_path):
    for path in (tmp_path / "nonexistent.json", tmp_path):
        with pytest.raises(HistoryError, match="cannot read"):
            HiveHistory.load(path)
        with pytest.raises(GameRecordError, match="cannot read"):
            Game.load(path)
        with pytest.raises(DemoError, match="cannot read"):
            ClassroomRun(Path(path) / "x.json")
    with pytest.raises(HistoryError, match="file path must be text"):
        HiveHistory.load(None)  # type: ignore[arg-type]


@pytest.fixture(scope="module")
def hive_json() -> dict:
    return Hive.starting("standard-2").to_json()


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: {**d, "cells": [{"hex": [[1], [2]], "nectar": "acacia"}]}, "cell 0: expected"),
        (lambda d: {**d, "cells": [{"hex": [True, 0], "nectar": "acacia"}]}, "cell 0: expected"),
        (lambda d: {**d, "cells": [{"hex": [0, 0], "nectar": []}]}, "cell 0: 'nectar'"),
        (lambda d: {**d, "cells": [{"hex": [10**40, 0], "nectar": "acacia"}]}, "cell 0"),
        (lambda d: {**d, "tiles": [{**d["tiles"][0], "anchor": [0.5, 0]}]}, "tile 0: anchor"),
        (lambda d: {**d, "tiles": [{**d["tiles"][0], "direction": True}]}, "tile 0: direction"),
        (lambda d: {**d, "tiles": [{**d["tiles"][0], "action": ["forage"]}]}, "tile 0: \\["),
        (lambda d: {**d, "tiles": [{**d["tiles"][0], "spin": 1}]}, "tile 0: a tile has no"),
        (lambda d: {**d, "tiles": [d["tiles"][0]] * 5000}, "at most 2000 tiles"),
        (lambda d: {**d, "version": True}, "unsupported hive version True"),
        (lambda d: {**d, "extra": 1}, "no field 'extra'"),
        (lambda d: {**d, "tiles": None}, "'tiles' must be a list"),
        (lambda d: {**d, "format": LONG}, "not a saved hive"),
    ],
)
def test_a_bad_hive_json_is_a_hive_error(hive_json, change, words):
    with pytest.raises(HiveError, match=words) as info:
        Hive.from_json(change(hive_json))
    assert len(str(info.value)) < 400


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("w(" + "9" * 5000 + ",0)", "token 1"),
        ("F(" + "9" * 5000 + ",0)E", "token 1"),
        ("F(20000,0)E", "beyond 10000"),
        ("F(0,0)E w(99999,0)", "token 2"),
        (None, "hive notation must be text"),
        (5, "hive notation must be text"),
        ("F(0,0)E " * 100_000, "at most 200000 characters"),
        ("x" * 100_000, "token 1"),
        ("F(\u0662,0)E", "token 1"),  # an Arabic-Indic two
        ("F(\uff12,0)E", "token 1"),  # a full-width two
        ("F(0,0)\u0662", "token 1"),
        ("w(0,\u0663)", "token 1"),
    ],
)
def test_bad_notation_is_a_hive_error(text, words):
    with pytest.raises(HiveError, match=words) as info:
        Hive.from_notation(text)  # type: ignore[arg-type]
    assert len(str(info.value)) < 400


def test_a_bad_hive_history_is_a_history_error():
    h = HiveHistory()
    h.place(Hive.from_notation("F(0,0)E").tiles[0])
    data = h.to_json()
    for change, words in [
        ({"line": 5}, "'line' must be a list"),
        ({"ply": True}, "'ply' must be a whole number"),
        ({"version": 1.0}, "unsupported history version"),
        ({"moves": [{"move": {}, "parent": 0}]}, "index of an earlier move"),
        ({"moves": [{"move": {}, "parent": -1, "x": 1}]}, "expected"),
        ({"moves": [{"move": LONG, "parent": -1}]}, "move 0: a tile must be an object"),
    ]:
        with pytest.raises(HistoryError, match=words) as info:
            HiveHistory.from_json({**data, **change})
        assert len(str(info.value)) < 400


def test_malformed_actions_are_illegal_never_a_missing_text():
    """A resolve or decree naming no hive action, while "choose the next action" waits."""
    g = Game.new(["A", "B"], seed=1)
    malformed = [
        {"kind": "resolve", "action": "honey"},
        {"kind": "decree", "action": "honey"},
        {"kind": "take_tile", "tile": "honey", "workers": 1},
        {"kind": "sell", "resource": "honey", "quantity": 1},
        {"kind": "drop", "resource": MID},
        {"kind": "sell", "resource": MID, "quantity": 1},
        {"kind": "take_tile", "tile": MID, "workers": 1},
        {"kind": "resolve", "action": MID},
        {"kind": []},
        {"kind": "resolve", "action": []},
        [],
    ]
    seen = set()
    pick = random.Random(3)
    while not g.is_over and len(g.actions) < 150:
        seen.add(g.pending.kind)
        before = g.to_record()
        for action in malformed:
            with pytest.raises(IllegalAction) as info:
                g.apply(action)  # type: ignore[arg-type]
            assert len(str(info.value)) < 600
            assert info.value.text("hu")
        assert g.to_record() == before
        g.apply(pick.choice(g.legal_actions()))
    assert "next_action" in seen


def test_quote_keeps_a_short_prefix():
    assert len(quote(LONG)) <= QUOTE_LIMIT + 3
    deep: list = []
    for _ in range(10_000):
        deep = [deep]
    assert len(quote(deep)) <= QUOTE_LIMIT + 1
    assert "digits" in quote(-(10**10_000))


@pytest.mark.parametrize(
    "module",
    [
        honeybuzz_lab.core.inputs,
        honeybuzz_lab.core.records,
        honeybuzz_lab.games.honeybuzz.widgets.static_page,
    ],
)
def test_docstring_examples(module):
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0


def _deep(n: int) -> list:
    out: list = []
    for _ in range(n):
        out = [out]
    return out


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: {**d, "note": 5}, "note is a list of tables"),
        (lambda d: {**d, "note": ["a"]}, "a note is a table"),
        (lambda d: {**d, "note": [{**d["note"][0], "en": 5}]}, r"needs \[note.en\] with a text"),
        (lambda d: {**d, "note": [{**d["note"][0], "check": {"speed": _deep(5000)}}]}, "small"),
        (lambda d: {**d, "note": [{**d["note"][0], "ply": _deep(5000)}]}, "ply must be"),
        (lambda d: {**d, "x" * 1_000_000: 1}, "unknown keys"),
        (lambda d: {**d, "made_with": 5}, "made_with is a table"),
        (lambda d: {**d, "title": [1]}, "needs a text in each"),
        (lambda d: [d], "not a table"),
    ],
)
def test_a_bad_demo_file_is_a_short_demo_error(change, words):
    from honeybuzz_lab.games.honeybuzz.classroom.demos import demo_names, load_demo, parse_demo

    name = demo_names()[0]
    good = {
        "title": {"en": "a", "hu": "b"},
        "summary": {"en": "a", "hu": "b"},
        "note": [{"ply": 1, "en": {"text": "x"}, "hu": {"text": "y"}}],
    }
    with pytest.raises(DemoError, match=words) as info:
        parse_demo(name, change(good), load_demo(name).record)
    assert len(str(info.value)) <= 401


@pytest.mark.parametrize("error", ["DemoError", "DataError", "LessonError", "HiveError"])
def test_no_input_error_repeats_a_huge_value_whole(error):
    from honeybuzz_lab.core.lessons.steps import LessonError
    from honeybuzz_lab.games.honeybuzz.data import DataError
    from honeybuzz_lab.games.honeybuzz.hive import HiveError

    kind = {
        "DemoError": DemoError,
        "DataError": DataError,
        "LessonError": LessonError,
        "HiveError": HiveError,
    }[error]
    assert len(str(kind("bad: " + LONG))) <= 401
    assert str(kind("short")) == "short"


def test_a_record_replayed_under_other_modules_is_refused(record):
    assert Game.from_record(record).to_record() == record  # it carries its digest
    for changed in (
        {**record, "modules": ["advanced"]},
        {**record, "modules": ["fall.sunset"], "options": {}},
        {**record, "options": {"advanced": {}}, "modules": ["advanced"]},
    ):
        with pytest.raises(GameRecordError, match="'digest' does not match"):
            Game.from_record(changed)
    with pytest.raises(GameRecordError, match="'digest' must be 16"):
        Game.from_record({**record, "digest": 5})
    legacy = {k: v for k, v in record.items() if k != "digest"}  # written before digests
    assert Game.from_record(legacy).state.to_json() == Game.from_record(record).state.to_json()


@pytest.mark.parametrize(
    "text", ["place \u0661,0 3", "buy \uff12 0", "steal \uff11", "place 1,0 \u0663"]
)
def test_hustle_notation_reads_only_ascii_digits(text):
    from honeybuzz_lab.games.hustle.game.actions import parse_action
    from honeybuzz_lab.games.hustle.game.errors import ActionError

    with pytest.raises(ActionError, match="is not an action"):
        parse_action(text)


def test_a_hustle_record_carries_its_digest():
    from honeybuzz_lab.games.hustle.game.engine import Game as Hustle
    from honeybuzz_lab.games.hustle.game.errors import RecordError

    record = Hustle.new(["A", "B"], seed=3).to_record()
    assert Hustle.from_record(record).to_record() == record
    with pytest.raises(RecordError, match="'digest' does not match"):
        Hustle.from_record({**record, "digest": "0" * 16})
    with pytest.raises(RecordError) as info:
        Hustle.from_record({**record, "players": ["x" * 1_000_000, "B"]})
    assert len(str(info.value)) <= 401


@pytest.mark.parametrize("difficulty", [["egg"], {"egg": 1}, 5, "nope"])
def test_a_bad_solo_difficulty_is_a_setup_error(difficulty):
    from honeybuzz_lab.games.honeybuzz.game.registry import ModuleError
    from honeybuzz_lab.games.honeybuzz.lessons.solo_game import SoloGame

    with pytest.raises(SetupError, match="difficulty is one of"):
        SoloGame(difficulty=difficulty)
    with pytest.raises(ModuleError, match="difficulty must be one of"):
        Game.new(["A"], modules=["solo"], options={"solo": {"difficulty": difficulty}})
