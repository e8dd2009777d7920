"""The shipped hive lessons (2-4 and 8), checked against the engine step by step.

Every position is built, every intended solution succeeds, every listed wrong try gets
its own feedback, every question's answer agrees with the engine where a fact names it,
and every legal placement of a step gets a feedback text that renders in each language.
"""

from collections import Counter

import pytest

from honeybuzz_lab.core.hexes import distance, neighbors
from honeybuzz_lab.games.honeybuzz.hive import Action, Hive, parse_tile
from honeybuzz_lab.games.honeybuzz.hive.tiles import ANCHOR_EDGES, TAIL_EDGES, EdgeKind
from honeybuzz_lab.games.honeybuzz.lessons import (
    LANGUAGES,
    LessonRun,
    StepKind,
    all_lessons,
    lesson_ids,
)
from honeybuzz_lab.games.honeybuzz.lessons.expectations import AllOf, AnyOf, CreatesCell, Not
from honeybuzz_lab.games.honeybuzz.lessons.positions import parse_action, parse_game_position

STEPS = [step for lesson in all_lessons() if not lesson.on_table for step in lesson]
PLACE = [s for s in STEPS if s.kind is StepKind.PLACE]
QUESTIONS = [s for s in STEPS if s.kind is StepKind.QUESTION]


def ids(steps):
    return [s.where for s in steps]


def names_a_cell_type(expectation) -> bool:
    """True if the expectation asks for a nectar type or a barren cell."""
    if isinstance(expectation, CreatesCell):
        return expectation.nectar is not None or expectation.barren
    if isinstance(expectation, (AllOf, AnyOf)):
        return any(names_a_cell_type(p) for p in expectation.parts)
    if isinstance(expectation, Not):
        return names_a_cell_type(expectation.part)
    return False


RECOGNISE = [s for s in PLACE if names_a_cell_type(s.expect)]


def test_some_steps_ask_for_a_cell_type():
    assert {s.where for s in RECOGNISE} >= {
        "cells_and_nectar/rosemary",
        "cells_and_nectar/cherry",
        "cells_and_nectar/barren",
    }


@pytest.mark.parametrize("step", RECOGNISE, ids=ids(RECOGNISE))
def test_a_step_that_asks_for_a_cell_type_keeps_it_out_of_the_preview(step):
    """The hover preview must not give the answer away: it names no nectar type there."""
    assert not step.preview_nectar


def test_the_lessons_ship_in_order():
    assert lesson_ids()[:9] == (
        "workers_and_beelines",
        "hive_and_tiles",
        "cells_and_nectar",
        "hive_actions",
        "woodland",
        "honey",
        "market_and_orders",
        "shapes_that_score",
        "contests_end_scoring",
    )
    assert [lesson.number for lesson in all_lessons()][:9] == [1, 2, 3, 4, 5, 6, 7, 8, 9]
    on_table = [lesson.on_table for lesson in all_lessons()][:9]
    assert on_table == [True] + [False] * 3 + [True] * 3 + [False, True]


ALL_STEPS = [step for lesson in all_lessons() for step in lesson]


def test_no_lesson_step_is_only_read():
    """Every rule is met by doing something with it: a placement, an action or a question."""
    reading = [f"{step.lesson}.{step.id}" for step in ALL_STEPS if step.kind is StepKind.READ]
    assert reading == []


def test_every_lesson_mixes_doing_and_asking():
    for lesson in all_lessons():
        kinds = Counter(step.kind for step in lesson)
        doing = StepKind.ACT if lesson.on_table else StepKind.PLACE
        assert kinds[doing] and kinds[StepKind.QUESTION]


@pytest.mark.parametrize("step", STEPS, ids=ids(STEPS))
def test_position_is_real(step):
    hive = step.start()
    assert isinstance(hive, Hive)
    assert hive.notation == step.start().notation  # a fresh copy each time
    occupied = {h for t in hive.tiles for h in t.hexes}
    for h in step.highlight:  # outlined hexes are in the hive or where a tile could go
        assert min(distance(h, o) for o in occupied) <= 2, f"{step.where}: {h} is off the hive"


@pytest.mark.parametrize("step", PLACE, ids=ids(PLACE))
def test_solutions_succeed(step):
    for tile in step.solutions:
        judgement = step.try_placement(tile)
        assert judgement.right, f"{step.where}: {tile} should solve the step"


@pytest.mark.parametrize("step", PLACE, ids=ids(PLACE))
def test_solutions_succeed_through_a_run(step):
    for tile in step.solutions:
        run = LessonRun(step.lesson)
        run.go_to(step.id)
        outcome = run.place(tile)
        assert outcome.right and run.state.solved
        assert run.hive.tiles[-1] == tile


@pytest.mark.parametrize("step", PLACE, ids=ids(PLACE))
def test_each_wrong_try_gets_its_feedback(step):
    for wrong in step.wrong:
        assert wrong.tries, f"{step.where}: give wrong try {wrong.key!r} an example"
        for tile in wrong.tries:
            judgement = step.try_placement(tile)
            assert not judgement.right
            assert judgement.key == wrong.key, f"{step.where}: {tile} got {judgement.key}"
            run = LessonRun(step.lesson, language="en")
            run.go_to(step.id)
            outcome = run.place(tile)
            assert outcome.key == step.key("wrong", wrong.key)
            assert run.hive.notation == step.start().notation  # taken back


@pytest.mark.parametrize("step", PLACE, ids=ids(PLACE))
def test_every_legal_placement_gets_feedback_in_every_language(step):
    """Exhaustive: the learner cannot reach a placement without a text for it."""
    hive = step.start()
    judged = Counter()
    for action in set(step.tray):
        for effect in hive.legal_placements(action):
            judgement = step.try_placement(effect.tile)
            judged[judgement.right] += 1
            for language in LANGUAGES:
                run = LessonRun(step.lesson, language=language)
                run.go_to(step.id)
                outcome = run.place(effect.tile)
                assert outcome.right == judgement.right
                assert outcome.text and "{" not in outcome.text
    assert judged[True] >= 1
    if step.wrong:  # a step with wrong tries really has wrong placements
        assert judged[False] >= 1


@pytest.mark.parametrize("step", PLACE, ids=ids(PLACE))
def test_tray_offers_only_what_the_step_needs(step):
    icons = {t.action for t in step.solutions} | {t.action for w in step.wrong for t in w.tries}
    assert icons == set(step.tray)


@pytest.mark.parametrize("step", QUESTIONS, ids=ids(QUESTIONS))
def test_question_answers(step):
    assert step.answer <= set(step.options)
    assert len(step.answer) < len(step.options)
    if step.fact is not None:
        assert step.fact.answer(step.start(), step.options) == step.answer


def test_most_questions_are_tied_to_the_engine():
    tied = [s for s in QUESTIONS if s.fact is not None]
    assert len(tied) >= len(QUESTIONS) * 2 // 3


# ----------------------------------------------------------- the rules the lessons name


def lesson_step(lesson, step_id):
    return next(s for s in STEPS if s.lesson == lesson and s.id == step_id)


def test_lesson_2_teaches_six_orientations_and_four_yellow_edges():
    assert lesson_step("hive_and_tiles", "orientations").answer == {"6"}
    assert lesson_step("hive_and_tiles", "yellow-count").answer == {"4"}
    edges = Counter(e for e in (*ANCHOR_EDGES, *TAIL_EDGES) if e is not EdgeKind.JOINT)
    assert edges == {EdgeKind.YELLOW: 4, EdgeKind.WAIST: 4, EdgeKind.TIP: 2}


def test_lesson_2_notch_and_tip_hexes_can_never_be_covered():
    step = lesson_step("hive_and_tiles", "which-hex")
    assert step.answer == {"shoulder"}
    assert step.fact is not None and step.fact.kind == "coverable"


def test_lesson_3_makes_every_cell_pattern():
    made = set()
    for step in PLACE:
        if step.lesson != "cells_and_nectar":
            continue
        hive = step.start()
        for tile in step.solutions:
            effect = hive.preview(tile)
            made |= {effect.nectar_types[h] for h in effect.new_cells}
    assert {n.value if n else "barren" for n in made} >= {
        "wildflower",
        "rosemary",
        "cherry_blossom",
        "barren",
    }
    # Acacia is read from the pattern before it is made.
    assert lesson_step("cells_and_nectar", "guess-acacia").answer == {"acacia"}


def test_lesson_2_asks_where_a_tile_may_go_on_the_starting_hive():
    step = lesson_step("hive_and_tiles", "legal")
    assert step.card is not None and step.card.name == "star"
    assert step.answer == {"edge"} and step.fact is not None and step.fact.kind == "verdict_of"
    tile = parse_tile(step.fact.args["verdict_of"])
    assert set(tile.hexes) == set(step.highlight)  # the outlined hexes are the tile's


def test_lesson_4_two_same_icons_both_activate_and_each_icon_once():
    two = lesson_step("hive_actions", "two-produce")
    for tile in two.solutions:
        effect = two.start().preview(tile)
        assert Counter(effect.activated_actions)[Action.PRODUCE] == 2
    once = lesson_step("hive_actions", "two-cells")
    for tile in once.solutions:
        effect = once.start().preview(tile)
        assert len(effect.new_cells) == 2
        assert len(effect.activated) == len(set(effect.activated))
    count = lesson_step("hive_actions", "forage-count")  # both rules in one placement
    hive = count.start()
    effect = hive.preview(parse_tile("F(1,2)NE"))
    starting = hive.tile_at((2, 0))
    assert starting.action is Action.FORAGE and starting.anchor == (2, 0)
    assert all((2, 0) in neighbors(cell) for cell in effect.new_cells)  # touches both
    assert Counter(effect.activated_actions)[Action.FORAGE] == 2
    assert Action.DECREE not in effect.activated_actions  # no wild Forage on top


def test_lesson_4_teaches_by_doing_and_leaves_the_fan_to_lesson_6():
    steps = [s for s in STEPS if s.lesson == "hive_actions"]
    assert all(s.kind is not StepKind.READ for s in steps)
    assert not [s.id for s in steps if "fan" in s.id]


def _coins_after(position, tile, resolve):
    """Coins the first player gains when ``tile`` goes into ``position`` in a real game."""
    anchor, direction = tile.anchor, tile.direction
    game = parse_game_position(
        {
            "seed": 3,
            "adjust": [{"hive": position}],
            "actions": ["take_tile(forage,1)", f"place(({anchor[0]},{anchor[1]}),{direction})"],
        },
        "test",
    ).build()
    before = game.players[0].coins
    for action in resolve:
        game.apply(parse_action(action))
    return game.players[0].coins - before


def test_lesson_4_accounting_gives_five_coins_and_the_decree_five_more():
    accounting = lesson_step("hive_actions", "accounting")
    for tile in accounting.solutions:
        assert _coins_after(accounting.position, tile, ["resolve(accounting)"]) == 5
    ten = lesson_step("hive_actions", "ten-coins")
    assert ten.position == accounting.position
    for tile in ten.solutions:
        resolve = ["resolve(accounting)", "resolve(decree)", "decree(accounting)"]
        assert _coins_after(ten.position, tile, resolve) == 10
    for tile in (*accounting.solutions, *ten.solutions):  # no reliance on a barren cell
        effect = ten.start().preview(tile)
        assert all(effect.nectar_types[cell] is not None for cell in effect.new_cells)
    for wrong in ten.wrong:  # no wrong try gets both icons
        for tile in wrong.tries:
            acts = ten.start().preview(tile).activated_actions
            assert not {Action.ACCOUNTING, Action.DECREE} <= set(acts)


def test_steps_say_what_they_rely_on_is_reconstructed():
    """A configuration card's layout, and the contest cards a step names, are reconstructed."""
    for step in STEPS:
        run = LessonRun(step.lesson)
        run.go_to(step.id)
        if step.position.startswith("card:"):
            assert step.card is not None and step.card.reconstructed
            assert "configuration cards, so this layout is reconstructed" in run.note
        assert ("queen's contest cards" in run.note) == ("contests" in step.reconstructed)
        if not step.position.startswith("card:") and not step.reconstructed:
            assert run.note == ""
