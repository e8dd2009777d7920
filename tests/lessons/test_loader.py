"""Reading lesson files: what a good one gives, and a clear error for each kind of mistake."""

import pytest

from honeybuzz_lab.hive import Action, parse_tile
from honeybuzz_lab.lessons import (
    LessonError,
    LessonPlan,
    StepKind,
    build_position,
    find_lesson,
    load_lesson,
    parse_lesson,
)

GOOD = """
number = 7

[[step]]
id = "look"
kind = "read"
position = "card:star"
highlight = [[0, 0]]

[[step]]
id = "make-acacia"
kind = "place"
position = "card:star"
tray = ["P"]
expect = { creates = "acacia" }
solutions = ["P(-1,0)NE"]

[[step.wrong]]
key = "other-cell"
when = { cells_at_least = 1 }
tries = ["P(1,2)NE"]

[[step]]
id = "ask"
kind = "question"
options = ["yes", "no"]
answer = "no"
"""


def test_a_good_lesson_file():
    lesson = parse_lesson("custom", GOOD)
    assert isinstance(lesson, LessonPlan) and lesson.number == 7 and len(lesson) == 3
    look, make, ask = lesson
    assert look.kind is StepKind.READ and look.highlight == ((0, 0),)
    assert look.card is not None and look.card.name == "star"
    assert make.tray == (Action.PRODUCE,)
    assert make.solutions == (parse_tile("P(-1,0)NE"),)
    assert make.wrong[0].key == "other-cell"
    assert make.try_placement(parse_tile("P(-1,0)NE")).right
    assert make.try_placement(parse_tile("P(1,2)NE")).key == "other-cell"
    assert make.try_placement(parse_tile("P(-4,3)NE")).key == "other"
    assert ask.answer == {"no"} and ask.judge_answer("no").right
    assert not ask.judge_answer("yes").right
    assert lesson.index("ask") == 2 and lesson[1] is make
    assert "custom.steps.make-acacia.wrong.other-cell" in lesson.text_keys()
    assert repr(lesson) == "LessonPlan('custom', 3 steps)"


def test_positions_build_from_card_and_notation():
    assert build_position("card:star").notation == "F(2,0)W P(0,1)SE N(-1,1)SW D(1,-1)NE"
    assert len(build_position("card:star P(1,2)NE")) == 5
    assert build_position("").is_empty()
    with_nectar = build_position("card:star P(-1,0)NE a*(0,0)")
    assert with_nectar.cell((0, 0)).honey


def broken(old: str, new: str) -> str:
    assert old in GOOD
    return GOOD.replace(old, new, 1)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("number = 1", "needs \\[\\[step\\]\\]"),
        ("number = 'one'\n[[step]]\nid='a'\nkind='read'", "number must be"),
        (GOOD + "\ncolour = 'red'", "unknown keys \\['colour'\\]"),
        (broken('id = "look"', 'id = "Look Here"'), "lower-case"),
        (broken('kind = "read"', 'kind = "watch"'), "kind must be read, place, act or question"),
        (broken("highlight = [[0, 0]]", "highlight = [0, 0]"), "list of hexes"),
        (broken("highlight = [[0, 0]]", "tray = ['P']"), "unknown keys \\['tray'\\]"),
        (broken('position = "card:star"', 'position = "card:gold"'), "no configuration card"),
        (broken('position = "card:star"', 'position = "P(0,0)E P(0,0)W"'), "token 2"),
        (broken('tray = ["P"]', 'tray = ["Q"]'), "not a hive action"),
        (broken('tray = ["P"]', "tray = []"), "needs a tray"),
        (broken('tray = ["P"]', 'tray = ["F"]'), "not in the tray"),
        (broken('expect = { creates = "acacia" }', ""), "needs expect"),
        (broken('expect = { creates = "acacia" }', "expect = { creates = 'honey' }"), "nectar"),
        (broken('solutions = ["P(-1,0)NE"]', "solutions = []"), "at least one solution"),
        (broken('solutions = ["P(-1,0)NE"]', 'solutions = ["P(-1,0)"]'), "not a tile"),
        (broken('key = "other-cell"', 'key = "right"'), "reserved"),
        (broken("when = { cells_at_least = 1 }", ""), "needs key, when"),
        (broken('answer = "no"', 'answer = "maybe"'), "answer must name"),
        (broken('options = ["yes", "no"]', 'options = ["yes"]'), "two or more"),
        (broken('answer = "no"', 'answer = "no"\nfact = { weather = 1 }'), "exactly one fact"),
        (broken('id = "ask"', 'id = "look"'), "unique"),
        ("number = [", "not valid TOML"),
    ],
)
def test_each_mistake_is_named(text, message):
    with pytest.raises(LessonError, match=message):
        parse_lesson("custom", text)


def test_finding_lessons():
    first = load_lesson("hive_and_tiles")
    assert find_lesson(1) is first
    assert find_lesson("hive_and_tiles") is first
    assert find_lesson(first) is first
    with pytest.raises(LessonError, match="the lessons are: cells_and_nectar"):
        find_lesson("bees")
    with pytest.raises(LessonError, match="no lesson number 99"):
        find_lesson(99)
    with pytest.raises(LessonError, match="id or number"):
        find_lesson(2.5)  # type: ignore[arg-type]
    with pytest.raises(LessonError, match="lower-case"):
        load_lesson("../pyproject")
