"""The engine's interface: notation, languages, errors, views, records, isolation."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from honeybuzz_lab.games.hustle.game import (
    ActionError,
    Buy,
    Done,
    Draft,
    Draw,
    Game,
    HustleError,
    IllegalAction,
    Place,
    RandomBot,
    RecordError,
    Restart,
    SetupError,
    Steal,
    describe,
    format_action,
    parse_action,
    play,
)
from honeybuzz_lab.games.hustle.game.data import KINDS, RECONSTRUCTED

ALL = [Place(1, -2, 3), Draw(), Restart(), Done(), Draft("red"), Buy(2, 1), Steal(3)]


def test_notation_round_trips_and_actions_are_frozen():
    for a in ALL:
        assert parse_action(format_action(a)) == a
        assert parse_action(f"  {str(a).upper()} ") == a
        with pytest.raises(AttributeError):
            a.x = 1  # type: ignore[attr-defined]
    with pytest.raises(Exception):  # noqa: B017 (frozen dataclass)
        Place(0, 0, 0).q = 1  # type: ignore[misc]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "plac 1,1 0",
        "place 1,1 6",
        "place 1 1",
        "draft honeycomb",
        "buy -1 0",
        "steal",
        "x" * 500,
        7,
        None,
        ["done"],
        "place 99999999,0 0",
    ],
)
def test_bad_notation_is_a_clear_error(text):
    with pytest.raises(ActionError) as e:
        parse_action(text)
    assert isinstance(e.value, HustleError) and len(str(e.value)) < 300
    hu = e.value.text("hu")
    assert hu != str(e.value) and "{" not in hu and len(hu) < 300


def test_a_bad_notation_is_refused_in_the_players_language():
    game = Game.new(3, seed=1)
    with pytest.raises(IllegalAction) as e:
        game.apply("draft nope")
    assert "nincs ilyen lapkafajta" in e.value.text("hu")
    assert "no token kind" in str(e.value)


def test_every_action_in_english_and_hungarian():
    for a in ALL:
        en = describe(a, "en", ["A", "B", "C", "D"], token="blue2")
        hu = describe(a, "hu", ["A", "B", "C", "D"], token="blue2")
        assert en and hu and en != hu and "{" not in en + hu
    assert "kék 2 pontos" in describe(Place(0, 1, 2), "hu", token="blue2")
    assert describe(Steal(1), "hu", ["Anna", "Béla"]).endswith("Béla zsákjából")
    with pytest.raises(HustleError):
        describe(Done(), "de")
    g = Game.new(2, seed=1)
    assert g.describe(g.legal_actions()[0], "hu") == "Húzás a zsákból"
    g.apply("draw")
    assert g.describe(g.legal_actions()[0], "hu").startswith("Lerakás")


def test_hungarian_uses_no_formal_address():
    from honeybuzz_lab.games.hustle.game.catalogue import TEXTS

    words = " ".join(TEXTS["hu"]["action"].values()).lower().split()
    assert not {"ön", "önnek", "önt", "öné", "kérjük"} & set(words)


def test_illegal_actions_change_nothing_and_say_why():
    g = Game.new(3, seed=2)
    before = g.state.clone()
    for bad in [Done(), Draft("red"), Buy(0, 0), Steal(1), Place(50, 50, 0), "nonsense", 3]:
        with pytest.raises(IllegalAction) as e:
            g.apply(bad)  # type: ignore[arg-type]
        assert e.value.reason and g.state == before
    assert not g.can_undo()


def test_setup_errors():
    for players in [1, 9, ["A"], ["A", "A"], ["A", ""], "AB", True, ["A", 3]]:
        with pytest.raises(SetupError):
            Game.new(players)  # type: ignore[arg-type]
    for seed in [-1, 1.5, "1", True, 2**64]:
        with pytest.raises(SetupError):
            Game.new(2, seed=seed)  # type: ignore[arg-type]


def _record():
    g = Game.new(2, seed=5)
    for _ in range(5):
        g.apply(g.legal_actions()[0])
    return g.to_record()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda r: r.update(game="honeybuzz"), "not a Honeycomb Hustle record"),
        (lambda r: r.update(version=True), "version"),
        (lambda r: r.update(version=3), "version"),
        (lambda r: r.update(seed=-3), "seed"),
        (lambda r: r.update(seed="5"), "seed"),
        (lambda r: r.update(seed=10**400), "seed"),
        (lambda r: r.update(players=["A"]), "2 to 8"),
        (lambda r: r.update(players=["A", "A"]), "same name"),
        (lambda r: r.update(players="AB"), "players"),
        (lambda r: r.update(actions="done"), "list"),
        (lambda r: r.update(actions=[{"kind": "done"}]), "item 0"),
        (lambda r: r.update(actions=["steal 1"]), "item 0"),
        (lambda r: r["actions"].append("fly away"), "not an action"),
        (lambda r: r.update(extra=1), "no field"),
        (lambda r: r.pop("seed"), "no 'seed'"),
        (lambda r: r.update(modules=["fall.fruit"]), "which Honeycomb Hustle does not have"),
        (lambda r: r.update(modules="solo"), "'modules' must be a list"),
        (lambda r: r.update(options={"solo": {}}), "not in 'modules'"),
        (lambda r: r.update(actions=["x"] * 100_001), "at most 100000"),
    ],
)
def test_bad_records_are_clear_errors(change, message):
    record = _record()
    change(record)
    with pytest.raises(RecordError, match=message):
        Game.from_record(record)


def test_bad_record_texts():
    for text in ["", "{", b"\xff", "[]", "null", '{"game": "hustle"}', "[" * 100_000]:
        with pytest.raises(RecordError):
            Game.from_record(text)


def test_save_and_load(tmp_path):
    g = Game.new(2, seed=5)
    g.apply(g.legal_actions()[0])
    g.save(tmp_path / "g.json")
    assert Game.load(tmp_path / "g.json").state == g.state
    with pytest.raises(RecordError):
        Game.load(tmp_path / "missing.json")


def test_view_is_json_and_hides_other_bags():
    g = Game.new(4, seed=8)
    seat = g.pending.player
    v = g.view(seat)
    json.dumps(v)
    assert v["legal"] and v["players"][seat]["bag"] is not None
    for p in v["players"]:
        if p["seat"] != seat:
            assert p["bag"] is None and isinstance(p["bag_size"], int)
    other = g.view((seat + 1) % 4)
    assert other["legal"] == [] and other["players"][seat]["bag"] is None
    assert other["players"][seat]["drawn"] == v["players"][seat]["drawn"]  # drawn face up
    assert sum(v["drafting_bag"].values()) == 93
    assert g.view(None)["you"] is None
    with pytest.raises(HustleError):
        g.view(4)


def test_reconstructed_data_is_exposed():
    rec = Game.reconstructed()
    assert "trade" in rec and "cover" in rec and "honey" not in rec
    assert set(rec) == set(RECONSTRUCTED) == {k for k, v in KINDS.items() if v.reconstructed}
    assert all(v["how"] and v["fields"] for v in rec.values())
    assert "trade" in Game.new(2).view(0)["reconstructed"]


def test_marks_fixed_by_rulings_section_9():
    marks = {k: bin(v.marks).count("1") for k, v in KINDS.items()}
    assert marks["honey"] == 1 and marks["cover"] == 2
    assert marks["purple0"] == 3 and marks["purple5"] == 1
    assert KINDS["trade"].colour == "orange" and KINDS["cover"].colour == "gray"


#: Notebooks 20 and 21's first widgets, made in a fresh interpreter: then the Honey Buzz
#: modules, networkx and the rules of Honey Buzz loaded on the way (a Hustle notebook in the
#: JupyterLite site imports and reads only what Hustle needs).
HUSTLE_ONLY = """
import json, sys
from honeybuzz_lab.games.hustle.lessons import HustleLesson
from honeybuzz_lab.games.hustle.widgets.table import HustleTable
from honeybuzz_lab.rulebook.atoms import atoms
import honeybuzz_lab.games.hustle.game.benchmark
HustleTable(players=4, seat=0, bot_delay=0, language="en")
HustleLesson("hustle_building", language="hu", progress=False)
print(json.dumps({
    "modules": sorted(m for m in sys.modules
                      if m.startswith(("honeybuzz_lab.games.honeybuzz", "networkx"))),
    "rules_read": atoms.cache_info().currsize,
}))
"""


def test_a_hustle_notebook_imports_and_reads_nothing_of_honey_buzz():
    out = subprocess.run(
        [sys.executable, "-c", HUSTLE_ONLY], capture_output=True, text=True, check=True
    )
    found = json.loads(out.stdout.strip().splitlines()[-1])
    assert found == {"modules": [], "rules_read": 1}  # atoms("hustle") only


def test_the_benchmark_prints_win_rate_and_median_time(capsys):
    from honeybuzz_lab.games.hustle.game import benchmark

    assert benchmark.main(["--games", "2", "--timed", "1"]) == 0
    out = capsys.readouterr().out
    assert "planning bot vs 3 random bots: won" in out and "of 2 4-player games" in out
    assert "median" in out and "over 1 games" in out
    assert benchmark.win_rate(1) in (0.0, 1.0)  # one game: won or not (tests/hustle/test_bots)


def test_catalogues_have_the_same_texts_and_placeholders():
    import string

    from honeybuzz_lab.games.hustle.game.catalogue import TEXTS

    def holes(text):
        return {f for _, f, _, _ in string.Formatter().parse(text) if f}

    assert set(TEXTS["en"]) == set(TEXTS["hu"])
    for section, entries in TEXTS["en"].items():
        assert set(entries) == set(TEXTS["hu"][section]), section
        for key, text in entries.items():
            assert holes(text) == holes(TEXTS["hu"][section][key]), (section, key)


def test_reasons_and_log_in_hungarian():
    g = Game.new(3, seed=2)
    with pytest.raises(IllegalAction) as e:
        g.apply(Draft("red"))
    assert e.value.reason.startswith("no drafting now")
    assert e.value.text("hu").startswith("most nincs választás")
    assert g.explain(Buy(0, 0), "hu").startswith("most nincs vásárlás")
    assert g.explain(g.legal_actions()[0]) is None
    lines = g.apply(g.legal_actions()[0])
    assert lines[0].startswith("Player") and "Húzás" in lines[0].text("hu")
    assert "húz egy lapkát" in " ".join(line.text("hu") for line in lines[1:])
    lines = g.apply(g.legal_actions()[0])
    assert lines[0].startswith("Player") and "Lerakás" in lines[0].text("hu")


def test_pending_decision_and_its_prompt():
    g = Game.new(3, seed=2)
    p = g.pending
    assert p.kind == "draw" and g.current_player == g.players[p.player]
    assert p.prompt == f"{g.current_player} must draw a token now"
    assert p.prompt_in("hu") == f"most {g.current_player} húz lapkát"
    g.apply("draw")
    p = g.pending
    assert p.kind == "build" and g.current_player == g.players[p.player]
    assert p.prompt == f"{g.current_player} must place the drawn token now"
    assert p.prompt_in("hu") == f"most {g.current_player} rakja le a húzott lapkát"
    assert g.view(0)["pending"] == p.to_json()
    play(g, [RandomBot(i) for i in range(3)])
    assert g.pending.kind == "over" and g.pending.player is None and g.current_player is None
    assert g.legal_actions() == []


def test_log_and_step_to():
    g = Game.new(2, seed=3)
    setup = list(g.log)
    assert setup == g.setup_log and setup[0] == "Round 1 begins"
    for _ in range(4):
        g.apply(g.legal_actions()[0])
    decisions = [line for line in g.log if line.key == "log.did"]
    assert len(decisions) == 4 and len(g.log_in("hu")) == len(g.log)
    assert g.log_in("hu") != g.log
    end, log = g.state, list(g.log)
    g.step_to(1)
    assert len(g.actions) == 1 and len([ln for ln in g.log if ln.key == "log.did"]) == 1
    g.step_to(4)
    assert g.state == end and g.log == log


def test_the_log_tells_what_followed_each_decision():
    g = play(Game.new(4, seed=6), [RandomBot(i) for i in range(4)])
    keys = {getattr(line, "key", "") for line in g.log}
    for key in ("round", "first", "draw", "points", "start", "pool", "over", "log.did"):
        assert any(k.endswith(key) for k in keys), key
    assert g.log[0] == "Round 1 begins" and g.log_in("hu")[0] == "1. forduló kezdődik"
    assert g.log[-1].startswith("The game is over")
    again = Game.from_record(g.to_record())
    assert again.log == g.log
    steals = [line for line in g.log if getattr(line, "key", "") == "event.steal"]
    assert all("token from" in line for line in steals)  # which token stays hidden
