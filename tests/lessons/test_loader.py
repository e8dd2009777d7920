"""Reading lesson files: what a good one gives, and a clear error for each kind of mistake."""

import pytest

from honeybuzz_lab.games.honeybuzz.hive import Action, parse_tile
from honeybuzz_lab.games.honeybuzz.lessons import (
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
    assert make.tray == (Action.PRODUCE,) and make.preview_nectar  # names the types
    hidden = parse_lesson("custom", broken("tray = [", "preview_nectar = false\ntray = ["))
    assert not hidden[1].preview_nectar
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
        (broken("tray = [", "preview_nectar = 'no'\ntray = ["), "preview_nectar is true or false"),
        (broken("highlight = [[0, 0]]", "preview_nectar = false"), "unknown keys"),
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
    first = load_lesson("workers_and_beelines")
    assert find_lesson(1) is first
    assert find_lesson("workers_and_beelines") is first
    assert find_lesson(first) is first
    with pytest.raises(LessonError, match="the lessons are: advanced, cells_and_nectar"):
        find_lesson("bees")
    with pytest.raises(LessonError, match="no lesson number 99"):
        find_lesson(99)
    with pytest.raises(LessonError, match="id or number"):
        find_lesson(2.5)  # type: ignore[arg-type]
    with pytest.raises(LessonError, match="lower-case"):
        load_lesson("../pyproject")


# ------------------------------------------------------------------ game steps

GAME = """
number = 9

[positions.forage]
seed = 3
adjust = [{ hive = "card:star P(-1,0)NE" }]
actions = ["take_tile(produce,1)", "place((1,2),1)", "resolve(forage)"]
pending = "forage"

[[step]]
id = "look"
kind = "read"
game = { seed = 3 }
highlight = [{ area = "box", name = "produce" }, { area = "space", space = "B2" }]

[[step]]
id = "collect"
kind = "act"
game = "forage"
data = ["configuration"]
expect = { collects = "acacia" }
solutions = ["forage(C4)"]

[[step.wrong]]
key = "pollen"
when = { gains = "pollen" }
tries = ["forage(A3)"]

[[step.illegal]]
key = "far"
tries = ["forage(F1)"]

[[step]]
id = "cost"
kind = "question"
game = { from = "forage", adjust = [{ coins = 9 }] }
options = ["2", "4"]
answer = "4"
fact = { forage_cost = "C2" }
"""


def test_a_good_table_lesson_file():
    lesson = parse_lesson("custom", GAME)
    assert lesson.on_table
    look, collect, cost = lesson
    assert look.highlight == (
        {"area": "box", "name": "produce"},
        {"area": "space", "space": [1, 1]},
    )
    assert look.reconstructed == ("field",)  # a space of the field is shown
    assert collect.reconstructed == ("configuration",)
    assert collect.try_action(collect.solutions[0]).right
    assert collect.illegal[0].key == "far" and collect.illegal_key(collect.illegal[0].tries[0])
    game = cost.start_game()
    assert game.players[0].coins == 9 and game.pending.kind == "forage"  # from + adjust
    assert cost.fact.answer(game, cost.options) == {"4"}
    assert lesson.text_keys()[-2:] == [
        "custom.steps.cost.options.4.text",
        "custom.steps.cost.options.4.feedback",
    ]
    assert "custom.steps.collect.illegal.far" in lesson.text_keys()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (('game = "forage"', 'game = "nowhere"'), "no position 'nowhere'"),
        (('area = "box", name', 'area = "boxes", name'), "an area is a table"),
        (('name = "produce" }', 'name = "produce", player = 0 }'), "a box area has name"),
        (('solutions = ["forage(C4)"]', "solutions = []"), "list at least one solution"),
        (('key = "far"', 'key = "pollen"'), "reserved or used twice"),
        (('expect = { collects = "acacia" }', 'expect = { collects = "honey" }'), "expected one"),
        (('data = ["configuration"]', 'data = ["weather"]'), "choose from"),
        (('tries = ["forage(F1)"]', 'tries = ["forage(9)"]'), "not a pair"),
        (('kind = "act"', 'kind = "place"'), "kind = 'act'"),
        (
            ('[[step]]\nid = "look"', '[[step]]\nid = "look"\nposition = "card:star"'),
            "unknown keys",
        ),
        (
            (
                'game = { seed = 3 }\nhighlight = [{ area = "box", name = "produce" }, '
                '{ area = "space", space = "B2" }]',
                'position = "card:star"',
            ),
            "not a mix",
        ),
        (
            ('actions = ["take_tile(produce,1)"', 'actions = ["take_tile(produce,7)"'),
            "cannot be replayed",
        ),
    ],
)
def test_each_mistake_in_a_table_lesson_is_named(change, message):
    old, new = change
    assert old in GAME
    with pytest.raises(LessonError, match=message):
        parse_lesson("custom", GAME.replace(old, new, 1))


def test_a_game_fact_needs_a_game_position():
    text = GOOD.replace('answer = "no"', 'answer = "no"\nfact = { turns_left = true }')
    with pytest.raises(LessonError, match="needs a game position"):
        parse_lesson("custom", text)
