"""Lesson 17, playing alone with Fall Flavors: the rules each step names, played by the engine.

The generic checks (every position built, every solution, wrong try and question's fact) are
in test_game_content.py; here each step's rule is played out: the module contest cards in play,
the nectar cap and toast drone cards resolved before the drone action, the stack a drone cycles
with Autumn Leaves, and Charlie's example (35 contest points, 153 points, 55 deducted, 98,
Scout Leader) worked out by the engine's own scoring. Reconstructed numbers (the toast cards',
the "Total leaves" deduction) are never written in the texts.
"""

import re
import sys
from importlib import resources

import pytest

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

from honeybuzz_lab.games.honeybuzz.game.modules.fall_caps import caps
from honeybuzz_lab.games.honeybuzz.game.modules.fall_festival import festival, toast_coins
from honeybuzz_lab.games.honeybuzz.game.modules.fall_leaves import SOLO_CONTEST, TILE_LEAVES, top
from honeybuzz_lab.games.honeybuzz.game.modules.solo.cards import module_contest
from honeybuzz_lab.games.honeybuzz.game.modules.solo.outcome import contest_results, solo_result
from honeybuzz_lab.games.honeybuzz.game.modules.solo.state import solo
from honeybuzz_lab.games.honeybuzz.lessons import (
    LANGUAGES,
    GameLesson,
    LessonRun,
    StepKind,
    load_lesson,
)
from honeybuzz_lab.games.honeybuzz.lessons.positions import (
    PositionError,
    parse_action,
    parse_game_position,
)

LESSON = load_lesson("fall_solo")


def step(step_id: str):
    return next(s for s in LESSON if s.id == step_id)


def test_the_lesson_is_number_17_on_fall_solo_tables_and_teaches_by_doing():
    assert LESSON.number == 17 and LESSON.on_table and 5 <= len(LESSON) <= 7
    for s in LESSON:
        game = s.start_game()
        modules = list(game.rules.modules)
        assert modules[0] == "solo" and len(game.players) == 1
        assert any(m in modules for m in ("fall.caps", "fall.festival", "fall.leaves"))
        assert "solo" in s.reconstructed
    kinds = [s.kind for s in LESSON]
    assert kinds.count(StepKind.ACT) == 2 and StepKind.READ not in kinds


def test_each_module_with_solo_cards_adds_one_contest():
    s = step("contests")
    state = s.start_game().state
    mods = solo(state).module_contests
    assert sorted(mods) == ["solo-caps-1", "solo-festival-1"]
    assert len(contest_results(state)) == len(solo(state).contests) + len(mods)
    assert s.answer == {str(len(contest_results(state)))}


def test_the_nectar_cap_card_returns_the_most_valuable_cap_left_before_the_drone_action():
    s = step("cap-card")
    game = s.start_game()
    before = list(caps(game.state).available)
    assert 10 not in before  # Anna capped her tile with the 10
    game.apply(parse_action("end_turn()"))
    after = list(caps(game.state).available)
    assert sorted([*after, max(before)]) == sorted(before)
    assert s.answer == {str(max(before))}
    # resolved at once: the drone action (D1, an order card) is still to come
    assert game.pending.kind == "drone" and solo(game.state).flipped[-1] == "D1"
    assert {a.kind for a in game.legal_actions()} == {"drone_order"}


def test_the_toast_card_lets_the_player_return_the_toast_that_pays_her_least():
    s = step("toast-card")
    game = s.start_game()
    slots = [c for c in festival(game.state).slots if c is not None]
    pays = {c: toast_coins(game.state, 0, c, retiring=1) for c in slots}
    least = min(pays.values())
    assert [c for c, v in pays.items() if v == least] == [s.solutions[0].card]
    assert least == 0  # the feedback says it would pay nothing now
    for action in s.wrong[0].tries:
        assert pays[action.card] > least
    game.apply(s.solutions[0])
    assert s.solutions[0].card not in festival(game.state).slots
    assert {a.kind for a in game.legal_actions()} == {"drone_order"}  # then the drone action


def test_the_drone_in_decree_accounting_lets_the_player_keep_the_leafy_top():
    s = step("cycle")
    game = s.start_game()
    assert solo(game.state).drones["A"] == "decree_accounting"
    decree, accounting = top(game.state, "decree"), top(game.state, "accounting")
    assert decree and TILE_LEAVES[decree]  # the Decree stack shows a leafy tile
    assert not accounting  # the Accounting stack's top tile has no leaves
    game.apply(s.solutions[0])
    assert top(game.state, "decree") == decree
    assert game.pending.kind == "turn"  # the drone turn is over
    leafy = s.start_game()
    leafy.apply(parse_action("cycle_stack(decree)"))
    assert top(leafy.state, "decree") != decree


def test_charlies_example_is_worked_out_by_the_engines_scoring():
    game = step("deduction").start_game()
    cards = [module_contest(c) for c in solo(game.state).module_contests]
    deduction = sum(c.deduction for c in cards)
    assert step("deduction").answer == {str(deduction)}
    won, score, rank = solo_result(35, 153, deduction, solo(game.state).difficulty)
    assert won and step("charlie-score").answer == {str(score)}
    assert step("charlie-rank").answer == {str(rank).lower().replace(" ", "_")}
    assert (score, rank) == (98, "Scout Leader")  # the rulebook's example
    # a lower contest score loses at Larva: the fact follows the engine's win check
    assert not solo_result(29, 153, deduction, "larva")[0]


def _strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    items = value.values() if isinstance(value, dict) else value
    return [text for item in items for text in _strings(item)]


def test_the_texts_write_no_reconstructed_number():
    leaves_deduction = str(SOLO_CONTEST["deduction"])
    for language in LANGUAGES:
        path = resources.files("honeybuzz_lab.games.honeybuzz.lessons").joinpath(
            f"catalog/{language}/fall_solo.toml"
        )
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
        numbers = set(re.findall(r"\d+", " ".join(_strings(raw))))
        assert leaves_deduction not in numbers
        toast = set(re.findall(r"\d+", " ".join(_strings(raw["steps"]["toast-card"]))))
        assert toast <= {"1"}, toast  # D1 only: what a toast card pays is the table's to show


def test_the_learner_answers_and_acts_in_both_languages():
    for language in LANGUAGES:
        run = LessonRun("fall_solo", language=language, progress=False)
        assert run.answer("4").status == "wrong"
        assert run.answer("5").status == "right"
        run.go_to("toast-card")
        assert run.act("drone_toast(T11)").status == "wrong"
        assert run.act("drone_toast(T03)").status == "right"
        run.go_to("cycle")
        assert run.act("cycle_stack(decree)").status == "wrong"
        assert run.act("cycle_stack(accounting)").status == "right"
        run.go_to("charlie-score")
        assert run.answer("153").status == "wrong"
        assert run.answer("98").status == "right"
        assert "{" not in run.prompt


def test_the_lesson_runs_on_a_table_with_the_solo_part_and_the_toast_choice():
    lesson = GameLesson("fall_solo", language="hu", progress=False)
    lesson.run.go_to("toast-card")
    assert lesson.table.module_data("solo")["drones"] and lesson.table.game.pending.kind == "drone"
    assert lesson.run.act("drone_toast(T03)").right


def test_a_solo_deck_names_the_module_drone_cards_too():
    spec = {
        "players": 1,
        "modules": ["solo", "fall.caps"],
        "adjust": [{"solo": {"deck": [f"D{i}" for i in range(1, 11)]}}],
    }
    with pytest.raises(PositionError, match="hold the 13 drone cards"):
        parse_game_position(spec, "here").build()
    deck = ["caps-drone", *(f"D{i}" for i in range(1, 11))]
    spec["adjust"] = [{"solo": {"deck": deck, "flipped": ["caps-drone-2", "caps-drone-3"]}}]
    game = parse_game_position(spec, "here").build()
    assert solo(game.state).deck[-1] == "caps-drone"
