"""Lessons 2, 3 and 8 teach by doing, and lesson 8 meets each shape through the
(reconstructed) contest cards that count it."""

import pytest

from honeybuzz_lab.core.i18n import catalog as package_catalog
from honeybuzz_lab.games.honeybuzz.game.components import load_components
from honeybuzz_lab.games.honeybuzz.lessons import LANGUAGES, StepKind, catalog, load_lesson
from honeybuzz_lab.games.honeybuzz.lessons.expectations import (
    CreatesCluster,
    CreatesPocket,
    LineAtLeast,
)

LESSONS = ("hive_and_tiles", "cells_and_nectar", "shapes_that_score")
SHAPES = load_lesson("shapes_that_score")
CARDS = {card.id: card for card in load_components().contests}


def card_of(step):
    """The contest card a question's fact reads."""
    assert step.fact is not None and step.fact.kind in ("contest_count", "contest_best")
    return CARDS[step.fact.args[step.fact.kind]]


def texts_of(step, language):
    texts = catalog(language)
    return " ".join(texts[key] for key in step.text_keys()) + " ".join(
        texts[f"{step.key('hints')}.{i}"] for i in range(texts.count(step.key("hints")))
    )


@pytest.mark.parametrize("lesson_id", LESSONS)
def test_every_step_does_something(lesson_id):
    kinds = {step.kind for step in load_lesson(lesson_id)}
    assert StepKind.READ not in kinds and kinds == {StepKind.PLACE, StepKind.QUESTION}


def test_lesson_8_sits_between_the_market_and_the_contests():
    assert SHAPES.number == 8
    assert load_lesson("market_and_orders").number == 7
    assert load_lesson("contests_end_scoring").number == 9
    assert catalog("en")["shapes_that_score.title"] == "Shapes that score"
    assert catalog("hu")["shapes_that_score.title"] == "Pontot érő alakzatok"
    assert "lesson 9" in catalog("en")["shapes_that_score.done"]
    assert "9. leckében" in catalog("hu")["shapes_that_score.done"]


@pytest.mark.parametrize(
    ("builds", "measures"),
    [
        (CreatesPocket, {"empty_cells"}),
        (CreatesCluster, {"empty_cell_clusters", "nectar_clusters"}),
        (LineAtLeast, {"straight_line"}),
    ],
)
def test_each_shape_is_built_then_counted_by_a_contest_card(builds, measures):
    steps = list(SHAPES)
    built = [i for i, s in enumerate(steps) if isinstance(s.expect, builds)]
    assert built, f"no step builds {builds.__name__}"
    asked = [
        s
        for s in steps[built[0] + 1 :]
        if s.kind is StepKind.QUESTION and s.fact and s.fact.kind.startswith("contest")
    ]
    assert any(card_of(s).measure in measures for s in asked)


def test_the_pocket_question_has_a_pocket_that_the_card_does_not_count():
    step = SHAPES[SHAPES.index("room-to-spare")]
    hive = step.start()
    assert hive.pockets() and card_of(step).measure == "empty_cells" and card_of(step).star
    pocket_hexes = sum(len(p) for p in hive.pockets())
    assert step.answer == {str(len(hive.empty_cells()))}
    assert {str(len(hive.empty_cells()) + pocket_hexes), str(len(hive.empty_cells()) + 1)} <= set(
        step.options
    )  # the two ways of counting the pocket are offered, and wrong


def test_the_cluster_questions_need_shared_cells_and_full_clusters():
    shared = SHAPES[SHAPES.index("open-combs")].start()
    first, second = shared.clusters()
    assert len(first & second) == 2  # two clusters, two cells in common
    nectar = SHAPES[SHAPES.index("sweet-clusters")].start()
    assert len(nectar.clusters()) == 2 and len(nectar.nectar_clusters()) == 1
    assert not nectar.empty_cell_clusters()  # the mixed cluster counts for neither card


def test_the_straight_line_question_weighs_a_line_against_clusters():
    step = SHAPES[SHAPES.index("straight-combs")]
    card = card_of(step)
    assert card.measure == "straight_line" and card.target == 4
    assert step.answer == {"left"}
    placed = {}
    for option, tile in step.fact.args["placements"].items():
        hive = step.start()
        hive.place(tile_of(tile))
        placed[option] = hive
    assert placed["left"].longest_line() == card.target
    assert len(placed["right"].clusters()) > len(placed["left"].clusters())


def tile_of(notation):
    from honeybuzz_lab.games.honeybuzz.hive import parse_tile

    return parse_tile(notation)


def test_the_texts_quote_the_cards_as_the_data_has_them():
    straight = CARDS["blue-3"]
    prompt = catalog("en")["shapes_that_score.steps.line.prompt"]
    assert f"straight line of {straight.target} cells gains {straight.payouts[0]} coins" in prompt
    hu = catalog("hu")["shapes_that_score.steps.line.prompt"]
    assert f"{straight.target} cellából álló egyenes vonala van, azonnal" in hu
    assert f"{straight.payouts[0]} érmét kap" in hu


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_step_that_names_a_contest_card_says_the_cards_are_reconstructed(language):
    titles = {card.title for card in CARDS.values()}
    titles |= {package_catalog(language)[f"game.data.contest.{i}.title"] for i in CARDS}
    named = []
    for lesson_id in LESSONS:
        for step in load_lesson(lesson_id):
            said = texts_of(step, language)
            if any(title in said for title in titles):
                named.append(step.id)
                assert "contests" in step.reconstructed, step.where
    assert len(named) >= 6


def test_lesson_8_says_the_cards_are_reconstructed_in_its_own_words():
    assert "does not print the cards" in catalog("en")["shapes_that_score.steps.pocket.prompt"]
    assert "nem közli a kártyákat" in catalog("hu")["shapes_that_score.steps.pocket.prompt"]


@pytest.mark.parametrize(
    ("language", "shapes", "next_lesson"),
    [
        ("en", ("pocket", "cluster", "straight line"), "lesson 4"),
        ("hu", ("üreg", "fürt", "egyenes vonal"), "4. leckében"),
    ],
)
def test_lesson_3_leaves_the_shapes_to_lesson_8(language, shapes, next_lesson):
    texts = catalog(language)
    own = " ".join(texts[f"cells_and_nectar.{k}"] for k in ("title", "summary", "done")).lower()
    assert not [shape for shape in shapes if shape in own]
    assert next_lesson in texts["cells_and_nectar.done"]


@pytest.mark.parametrize(("language", "back"), [("en", "lesson 1"), ("hu", "1. leckében")])
def test_lesson_2_starts_from_the_tile_taken_in_lesson_1(language, back):
    first = load_lesson("hive_and_tiles")[0]
    assert back in catalog(language)[first.key("prompt")]
