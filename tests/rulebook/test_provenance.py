"""Every refusal of both engines names the rule it comes from: an atom of the reference."""

from __future__ import annotations

import random

import pytest

from honeybuzz_lab.games.honeybuzz.game import Game, IllegalAction, action_from_json
from honeybuzz_lab.games.honeybuzz.game import rule_ids as hb_rules
from honeybuzz_lab.games.honeybuzz.game.registry import compose, registered
from honeybuzz_lab.games.honeybuzz.hive import Hive, parse_tile
from honeybuzz_lab.games.honeybuzz.hive.cells import _RULES as VERDICT_RULES
from honeybuzz_lab.games.hustle.game import Game as HustleGame
from honeybuzz_lab.games.hustle.game import IllegalAction as HustleIllegal
from honeybuzz_lab.games.hustle.game import rule_ids as hu_rules
from honeybuzz_lab.rulebook import atoms

HB = atoms("honeybuzz")
HU = atoms("hustle")


def test_every_mapped_id_is_an_atom_of_its_game():
    for table in (hb_rules.BY_KEY, hb_rules.BY_DECISION, VERDICT_RULES):
        assert set(table.values()) <= set(HB)
    for table in (hu_rules.BY_REASON, hu_rules.BY_DECISION):
        assert set(table.values()) <= set(HU)


def test_every_decision_of_every_module_has_a_rule():
    kinds = {"game_over"}
    for name in registered():
        kinds |= set(compose([] if name == "base" else [name]).decisions)
    assert kinds <= set(hb_rules.BY_DECISION)


def test_every_hive_refusal_names_its_rule():
    hive = Hive.from_notation("P(0,0)E")
    for tile, code in (("F(0,0)E", "occupied"), ("F(5,0)E", "detached"), ("F(2,0)E", "edge")):
        verdict = hive.check(parse_tile(tile))
        assert verdict.code == code and verdict.rule == VERDICT_RULES[code]
    assert hive.check(parse_tile("F(0,-1)W")).rule is None


GAMES = [
    (2, {}),
    (3, {"modules": ["advanced"]}),
    (["Solo"], {"modules": ["solo", "fall.caps", "fall.festival"]}),
    (2, {"modules": ["fall.fruit", "fall.leaves", "fall.caps"]}),
]


@pytest.mark.parametrize(("players", "setup"), GAMES, ids=lambda v: str(v))
def test_every_refused_action_of_honey_buzz_carries_a_rule(players, setup):
    rng = random.Random(5)
    game = Game.new(players, seed=11, first_game=True, **setup)
    seen: list[dict] = [{"kind": "nothing"}, {"kind": "take_tile", "tile": "honey", "workers": 1}]
    refused = 0
    for _ in range(120):
        legal = game.legal_actions()
        if not legal:
            break
        seen.extend(a.to_json() for a in legal if a.to_json() not in seen)
        for data in rng.sample(seen, min(8, len(seen))):
            try:
                action = action_from_json(data)
            except ValueError:
                action = data
            if action in legal:
                continue
            with pytest.raises(IllegalAction) as refusal:
                game.apply(action)
            assert refusal.value.rule in HB, (refusal.value.reason, game.pending.kind)
            refused += 1
        game.apply(rng.choice(legal))
    assert refused > 100
    if game.history.ply and not game.can_undo(0, [0]):
        with pytest.raises(IllegalAction) as refusal:
            game.undo(0, [0])
        assert refusal.value.rule == "hb.undo.chance"


def test_an_undo_past_a_secret_names_its_rule():
    game = Game.new(2, seed=3, first_game=True, modules=["advanced"])
    for move in ("take_tile(produce, 1)", "place((1,2), 1)", "resolve(forage)"):
        game.apply(next(a for a in game.legal_actions() if str(a) == move))
    game.apply({"kind": "forage", "space": [3, 5]})
    with pytest.raises(IllegalAction) as refusal:
        game.undo(1, [0, 1])
    assert refusal.value.rule == "hb.undo.chance"


def test_every_refused_action_of_hustle_carries_a_rule():
    rng = random.Random(3)
    game = HustleGame.new(3, seed=4)
    seen = ["steal 9", "buy 99 0", "draft nothing", "place 9,9 0", "restart", "done", "bogus"]
    refused = 0
    for _ in range(400):
        legal = game.legal_actions()
        if not legal:
            break
        seen.extend(str(a) for a in legal if str(a) not in seen)
        for text in rng.sample(seen, min(6, len(seen))):
            if text in {str(a) for a in legal}:
                continue
            with pytest.raises(HustleIllegal) as refusal:
                game.apply(text)
            assert refusal.value.rule in HU, (str(refusal.value), game.pending.kind)
            refused += 1
        game.apply(rng.choice(legal))
    assert refused > 100


# ---------------------------------------------------------------- log sentences

#: Games that between them reach every module's sentences: base at 2 to 4, advanced,
#: solo with and without Fall modules, and each Fall module with others.
LOG_GAMES = [
    (2, {}),
    (3, {"modules": ["advanced"]}),
    (4, {"first_game": False}),
    (["Solo"], {"modules": ["solo"]}),
    (["Solo"], {"modules": ["solo", "fall.caps", "fall.festival", "fall.sunset"]}),
    (["Solo"], {"modules": ["solo", "fall.leaves", "fall.fruit"]}),
    (2, {"modules": ["fall.fruit", "fall.leaves", "fall.caps"]}),
    (3, {"modules": ["fall.festival", "fall.sunset", "advanced"]}),
    (4, {"modules": ["fall.fruit", "fall.sunset"]}),
]


def _unexplained(lines, rules, known):
    """Log sentences whose rule id is missing or not an atom of the game."""
    assert len(lines) == len(rules)
    return [(str(s), r) for s, r in zip(lines, rules, strict=True) if r not in known]


@pytest.mark.parametrize(("players", "setup"), LOG_GAMES, ids=lambda v: str(v))
def test_every_log_sentence_of_honey_buzz_names_its_rule(players, setup):
    setup = {"first_game": True, **setup}
    seen: set[str] = set()
    for seed in range(3):
        rng = random.Random(seed)
        game = Game.new(players, seed=seed, **setup)
        for _ in range(3000):
            legal = game.legal_actions()
            if not legal:
                break
            game.apply(rng.choice(legal))
        assert game.is_over
        assert _unexplained(game.log, game.log_rules, HB) == []
        for seat in [None, *range(len(game.players))]:
            view = game.view(seat)
            assert len(view["log"]) == len(view["log_rules"])
            assert set(view["log_rules"]) <= set(HB)
        seen |= {line.key for line in game.log}
    assert len(seen) > 12  # the games went far enough to say many kinds of things


def test_every_log_sentence_of_hustle_names_its_rule():
    kinds = set()
    for players in range(2, 9):
        rng = random.Random(players)
        game = HustleGame.new(players, seed=players)
        for _ in range(6000):
            legal = game.legal_actions()
            if not legal:
                break
            game.apply(rng.choice(legal))
        assert game.is_over
        assert _unexplained(game.log, game.log_rules, HU) == []
        kinds |= {line.key for line in game.log}
    assert {"event.points", "event.steal", "event.over", "log.did"} <= kinds


def test_every_mapped_log_sentence_is_a_sentence_of_the_catalogue_and_an_atom():
    from honeybuzz_lab.core.i18n import catalog

    for key, rule in hb_rules.BY_LOG.items():
        assert rule in HB, key
        assert key in catalog("en") and key in catalog("hu"), key
    for table in (hu_rules.BY_EVENT, hu_rules.BY_ACTION):
        assert set(table.values()) <= set(HU)


def test_a_sentence_without_a_rule_is_caught():
    from honeybuzz_lab.core.i18n import Message

    assert hb_rules.log_rule(Message("game.log.turn_ends", name="A", next="B")) == "hb.turn.choice"
    assert hb_rules.log_rule(Message("game.solo.card", card="x")) is None
    assert hb_rules.log_rule("a plain string") is None
    assert hu_rules.log_rule("a plain string") is None


# ---------------------------------------------------------------- on the page


def test_a_tables_refusal_travels_to_the_page_with_its_rule():
    from honeybuzz_lab.games.honeybuzz.game.actions import TakeTile
    from honeybuzz_lab.games.honeybuzz.widgets import GameTable

    table = GameTable(Game.new(2, seed=3, first_game=True), seat=0, bot_delay=0)
    take = {"kind": "act", "action": TakeTile("produce", 5).to_json()}
    assert not table.handle_message(take)
    assert table.last_error_rule == "hb.beeline.make"
    assert table._error_rule == {"id": "hb.beeline.make", "title": HB["hb.beeline.make"].title()}
    # every log line's rule, compactly; a rule's title beside its id
    refs = table._log_rules
    assert len(refs["at"]) == len(table._log) and min(refs["at"]) >= 0
    assert [HB[i].title() for i in refs["ids"]] == refs["titles"]
    # the page opens a rule: the kernel answers with it, in the table's language
    assert not table.handle_message({"kind": "rule", "id": "hb.hive.domino"})
    assert table._rule["text"] == HB["hb.hive.domino"].text()
    table.language = "hu"
    assert table._rule["title"] == HB["hb.hive.domino"].title("hu")
    assert table._error_rule["title"] == HB["hb.beeline.make"].title("hu")
    assert table._rules["labels"]["link"] == "szabály"
    table.handle_message({"kind": "rule", "id": "hu.turn.draft"})  # not this game's rule
    assert "hu.turn.draft" in table._error and table._rule["id"] == "hb.hive.domino"


def test_the_boards_refusal_names_its_rule():
    from honeybuzz_lab.games.honeybuzz.hive import Action, HiveTile
    from honeybuzz_lab.games.honeybuzz.widgets import HiveBoard

    board = HiveBoard(Hive.starting("star"))
    tile = HiveTile(Action.PRODUCE, (2, 0), 0)  # on the Forage tile
    message = {"kind": "place", "anchor": [2, 0], "direction": 0, "action": "produce"}
    assert not board.handle_message(message)
    assert board._error_rule["id"] == board.hive.check(tile).rule == "hb.hive.free-hexes"
    # the page works out its own ✗ line: each code's rule and title are on the page
    assert set(board._rules["codes"]) == set(VERDICT_RULES)
    assert set(board._rules["titles"]) == set(VERDICT_RULES.values())


def test_the_hustle_tables_refusals_name_their_rules():
    from honeybuzz_lab.games.hustle.widgets.table import HustleTable

    table = HustleTable(players=2, seat=0, seed=6, bot_delay=0, bots="random")
    assert not table.handle_message({"kind": "act", "action": "place 9,9 0"})
    assert table.last_error_rule in HU
    assert table.handle_message({"kind": "act", "action": "draw"})
    assert not table.handle_message({"kind": "undo"})  # a draw was seen: chance stays
    assert table._error_rule["id"] == "hu.undo.chance"
    assert not table.handle_message({"kind": "new_game"})  # a game in progress
    assert table._error_rule["id"] == "hu.end.winner"
    data = table._data
    refs = data["log_rules"]
    assert len(refs["at"]) == len(data["log"]) and min(refs["at"]) >= 0
    assert set(refs["ids"]) <= set(HU)
    assert set(table._rules["codes"].values()) <= set(HU)


# ---------------------------------------------------------------- lesson steps


def _steps():
    from honeybuzz_lab.games.honeybuzz.lessons.loader import all_lessons as hb_lessons
    from honeybuzz_lab.games.hustle.lessons.model import all_lessons as hu_lessons

    for game, lessons in (("honeybuzz", hb_lessons()), ("hustle", hu_lessons())):
        for plan in lessons:
            for step in plan.steps:
                yield game, f"{plan.id}/{step.id}", step


def test_lesson_steps_and_rules_name_each_other():
    """A step's rule lists the step among those teaching it, and every step a rule lists
    names one of the rules that list it."""
    steps = {ref: (game, step) for game, ref, step in _steps()}
    listed: dict[str, set[str]] = {}
    for book in (HB, HU):
        for a in book.values():
            for ref in a.lessons:
                listed.setdefault(ref, set()).add(a.id)
    for ref, (game, step) in steps.items():
        if step.rule:
            book = HB if game == "honeybuzz" else HU
            assert step.rule in book, ref
            assert ref in book[step.rule].lessons, (ref, step.rule)
    for ref, ids in listed.items():
        assert ref in steps, ref
        assert steps[ref][1].rule in ids, (ref, steps[ref][1].rule, ids)
    assert sum(bool(s.rule) for _, s in steps.values()) == len(listed) > 100


def test_a_lesson_run_says_the_rule_its_step_teaches():
    from honeybuzz_lab.core.lessons.steps import LessonError
    from honeybuzz_lab.games.honeybuzz.lessons.loader import find_lesson, parse_step

    plan = find_lesson("honey")
    assert {s.rule for s in plan.steps} >= {"hb.produce.fan", "hb.produce.one-honey"}
    with pytest.raises(LessonError, match="rule is a rule's id"):
        parse_step("honey", {"id": "x", "kind": "read", "rule": "fan"}, "honey/x")


def test_a_demonstration_names_the_rule_its_move_writes_and_a_wrong_one_is_caught():
    from honeybuzz_lab.rulebook import atom, run

    demo = dict(atom("hb.fall.sunset").demo)
    outcome = run(demo)
    assert outcome.facts["sun"] == 1 and "hb.fall.sunset" in outcome.facts["log"]
    assert outcome.matches(demo) == []
    assert run(dict(demo, writes="hb.fall.leaves")).matches(dict(demo, writes="hb.fall.leaves"))
    scoring = dict(atom("hb.end.scoring").demo)
    score = run(scoring).facts["score"]
    assert score["total"] == sum(v for k, v in score.items() if k != "total")
    wrong = dict(scoring, after={"score": {**score, "coins": 6}})
    assert run(wrong).matches(wrong)
