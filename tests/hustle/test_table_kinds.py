"""The Hustle table's page answers each action kind as its spec says (kinds.py ``page``)."""

from __future__ import annotations

import pytest

from honeybuzz_lab.core.kinds import KindError
from honeybuzz_lab.games.hustle.game import Game, PlanningBot
from honeybuzz_lab.games.hustle.game.actions import parse_action
from honeybuzz_lab.games.hustle.game.errors import ActionError
from honeybuzz_lab.games.hustle.game.kinds import KINDS, Answer, HustleKind
from honeybuzz_lab.games.hustle.widgets.table import HustleTable

from .hum import HUM, Hum


def _until(table: HustleTable, decision: str) -> None:
    """Answer the learner's decisions with the planning bot's choices until ``decision``."""
    bot = PlanningBot()
    for _ in range(500):
        if table.game.pending.kind == decision and table.game.pending.player == table.seat:
            return
        table.apply(bot.choose(table.game))
    raise AssertionError(f"no {decision} decision reached")


def test_every_kind_says_where_the_page_answers_it_and_the_answers_carry_its_fields() -> None:
    page = KINDS.page()
    assert list(page) == list(KINDS)
    assert {k: v["on"] for k, v in page.items()} == {
        "place": "spot",
        "draw": "button",
        "restart": "button",
        "done": "button",
        "draft": "pool",
        "buy": "amounts",
        "steal": "seat",
    }
    table = HustleTable(3, seat=0, seed=11, bot_delay=0)
    seen = set()
    bot = PlanningBot()
    while not table.game.is_over and len(seen) < 6:
        data = table._data
        assert data["kinds"] == page
        if table.game.pending.player == 0:
            legal = table.game.legal_actions()
            assert [a["act"] for a in data["answers"]] == [str(a) for a in legal]
            for answer, action in zip(data["answers"], legal, strict=True):
                spec = page[answer["kind"]]
                assert type(action)(**answer["args"]) == action  # the fields rebuild it
                assert parse_action(answer["act"]) == action
                if spec["param"]:
                    assert spec["param"] in answer["args"]
                assert set(spec["prices"]) <= set(answer["args"])
                seen.add(answer["kind"])
            table.apply(bot.choose(table.game))
        else:
            assert data["answers"] == []
    assert {"place", "draw", "done", "draft", "buy"} <= seen
    assert page["draw"]["primary"] and page["draw"]["key"] == "d"


def test_a_kind_registered_in_a_test_is_answered_on_the_page_by_its_spec_alone() -> None:
    KINDS.add(HUM, "test")
    try:
        table = HustleTable(2, seat=0, seed=3, bot_delay=0)
        assert table._texts["hum"] == "Hum"
        _until(table, "done")
        data = table._data
        assert data["kinds"]["hum"] == {
            "on": "button",
            "param": None,
            "label": "hum",
            "prompt": "",
            "primary": False,
            "prices": {},
            "key": "",
        }
        assert {"kind": "hum", "act": "hum", "args": {}} in data["answers"]
        plies = len(table.game.actions)
        assert table.handle_message({"kind": "act", "action": "hum"}) is True
        assert table.game.actions[plies] == Hum() and table._error == ""
        me = table.game.names[0]
        assert table._data["log"][-1] == f"{me}: {me}'s bees hum"
        table.language = "hu"
        assert table._texts["hum"] == "Zümmögés"
        assert table.undo() == Hum()
        # not offered at another decision: refused with the engine's reason, nothing changed
        t2 = HustleTable(game=Game.new(2, seed=3), seat=0, bot_delay=0)
        assert t2.game.pending.player == 0 and t2.game.pending.kind == "draw"
        record = t2.game.to_record()
        assert t2.handle_message({"kind": "act", "action": "hum"}) is False
        assert "'hum' is not offered now" in t2.last_error and t2.game.to_record() == record
    finally:
        KINDS.remove("test")
    assert "hum" not in KINDS
    with pytest.raises(ActionError):
        parse_action("hum")
    fresh = HustleTable(2, seat=0, seed=3, bot_delay=0)
    assert "hum" not in fresh._data["kinds"] and "hum" not in fresh._texts


def test_a_page_answer_is_checked_against_its_action() -> None:
    with pytest.raises(KindError, match="a page answer is on one of"):
        Answer("moon")
    with pytest.raises(KindError, match="param"):
        Answer("pool")
    with pytest.raises(KindError, match="prices"):
        Answer("amounts")
    with pytest.raises(KindError, match="no field token"):
        HustleKind(Hum, lambda a, n, t: {}, lambda s, a: 0.0, page=Answer("pool", "token"))
    with pytest.raises(KindError, match="offers and performs"):
        HustleKind(Hum, lambda a, n, t: {}, lambda s, a: 0.0, offer=lambda s, seat, d: [])
