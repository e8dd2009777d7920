"""Lesson 13's side B steps (Fall Fruit with the advanced variant; RULINGS 8), played by the
engine: a forage gains any fruit for sure, a viewed tile that fits no cell goes back and its
row or column names the fruit (Brendan's pear).

The generic checks (positions, solutions, wrong and illegal tries) are in
test_game_content.py; here the rule each step names is played out.
"""

from honeybuzz_lab.games.honeybuzz.game import IllegalAction
from honeybuzz_lab.games.honeybuzz.game.modules.fall_fruit import FRUITS, fruit, line_fruit
from honeybuzz_lab.games.honeybuzz.hive import Nectar
from honeybuzz_lab.games.honeybuzz.lessons import LessonRun, StepKind, load_lesson
from honeybuzz_lab.games.honeybuzz.lessons.positions import parse_action, parse_space

LESSON = load_lesson("fall_fruit")


def step(step_id: str):
    return next(s for s in LESSON if s.id == step_id)


def test_the_side_b_steps_end_lesson_13_and_are_played_on_side_b():
    ids = [s.id for s in LESSON]
    assert LESSON.number == 13 and ids[-2:] == ["side-b-sure", "side-b-back"]
    for sid in ids[-2:]:
        s = step(sid)
        game = s.start_game()
        assert s.kind is StepKind.ACT
        assert fruit(game.state).side == "B" and "advanced" in game.rules.modules
        assert game.players[0].forage is None  # side B has no forage tokens


def test_a_side_b_forage_offers_any_fruit_and_any_face_down_tile():
    game = step("side-b-sure").start_game()
    legal = {str(a) for a in game.legal_actions()}
    assert {f"pick_fruit({k})" for k in FRUITS} <= legal
    spaces = {f"forage({a.space})" for a in game.legal_actions() if a.kind == "forage"}
    assert len(spaces) == len(game.state.woodland.field)
    held = fruit(game.state).held[0]
    missing = [k for k in FRUITS if held[k] == 0]
    assert [str(a) for a in step("side-b-sure").solutions] == [f"pick_fruit({k})" for k in missing]


def test_the_viewed_aster_goes_back_and_its_row_or_column_names_the_fruit():
    s = step("side-b-back")
    game = s.start_game()
    a4 = parse_space("A4")
    tile = game.state.woodland.field[a4]
    assert tile.nectar is Nectar.CHERRY_BLOSSOM  # the Aster (fall name) is still there
    assert not game.players[0].hive.empty_cells(tile.nectar)
    assert game.pending.kind == "fruit_choice"
    offered = sorted(a.fruit for a in game.legal_actions())
    assert offered == sorted(line_fruit(a4)) and len(offered) == 2
    held = fruit(game.state).held[0]
    completes = [k for k in offered if held[k] == 0]
    assert [a.fruit for a in s.solutions] == completes  # one of them makes the full set
    for action in s.illegal[0].tries:
        assert action.fruit not in offered
        try:
            s.start_game().apply(action)
        except IllegalAction:
            continue
        raise AssertionError(f"{action} should be refused")


def test_the_learner_gains_the_pear_and_is_told_right_in_both_languages():
    for language in ("en", "hu"):
        run = LessonRun("fall_fruit", language=language)
        run.go_to("side-b-sure")
        wrong = run.act(parse_action("forage(A4)"))
        assert wrong.status == "wrong" and wrong.key.endswith("gamble")
        assert run.act("pick_fruit(pear)").status == "right"
        run.go_to("side-b-back")
        assert run.act("pick_fruit(apple)").status == "wrong"
        assert run.act("pick_fruit(pear)").status == "right"
        assert fruit(run.game.state).held[0] == {"apple": 1, "pear": 1, "pumpkin": 1}
