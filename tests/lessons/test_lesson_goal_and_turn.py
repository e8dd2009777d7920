"""Lesson 1, "The goal and your turn": the goal and how points are scored come first and are
taught by doing, then the turn; no step only reads, and the texts follow the lesson order."""

import re

import pytest

from honeybuzz_lab.games.honeybuzz.game.rules.scoring import CATEGORY_LABELS
from honeybuzz_lab.games.honeybuzz.lessons import (
    LANGUAGES,
    StepKind,
    catalog,
    find_lesson,
    load_lesson,
)

LESSON = load_lesson("workers_and_beelines")


def step(step_id):
    return next(s for s in LESSON if s.id == step_id)


def texts_of_lesson(language):
    """Every text of the lesson, hints included: (key, text)."""
    texts = catalog(language)
    keys = list(LESSON.text_keys())
    for s in LESSON:
        keys += [s.key("hints", str(i)) for i in range(texts.count(s.key("hints")))]
    return [(key, texts[key]) for key in dict.fromkeys(keys)]


def test_it_is_lesson_1_with_its_new_title():
    assert LESSON.number == 1 and LESSON.on_table
    assert catalog("en")["workers_and_beelines.title"] == "The goal and your turn"
    assert catalog("hu")["workers_and_beelines.title"] == "A cél és a köröd"


def test_every_step_makes_the_learner_do_or_answer_something():
    assert [s.id for s in LESSON if s.kind is StepKind.READ] == []


def test_the_goal_and_the_coins_come_before_the_turn():
    ids = [s.id for s in LESSON]
    assert ids[:3] == ["who-wins", "earn-coins", "first-beeline"]


def test_the_goal_question_needs_every_point_counted_not_just_the_coins():
    game = step("who-wins").start_game()
    anna, ben = game.players
    assert ben.coins > anna.coins  # the most coins is not the answer
    scores = game.final_scores()["players"]
    assert scores[0]["categories"]["resources"] == anna.pollen > 0
    assert scores[0]["total"] > scores[1]["total"]
    assert step("who-wins").answer == {"anna"}
    assert {s["categories"]["contests"] for s in scores} == {0}  # as the prompt says
    assert {s["categories"]["orders"] for s in scores} == {0}


def test_the_goal_prompt_names_every_scoring_category_of_the_engine():
    prompt = catalog("en")[step("who-wins").key("prompt")].lower()
    for label in CATEGORY_LABELS.values():
        assert label in prompt, label


def test_selling_earns_coins_and_an_order_earns_points_but_no_coins():
    earn = step("earn-coins")
    for action in earn.solutions:
        game = earn.start_game()
        before = game.players[0].coins
        game.apply(action)
        assert game.players[0].coins > before, action
    (order,) = earn.wrong
    for action in order.tries:
        game = earn.start_game()
        before = game.players[0].coins
        game.apply(action)
        assert game.players[0].coins == before, action
        assert game.players[0].order_points > 0  # worth points at the end


#: Lessons this lesson's texts point to: number -> lesson id, in the new order.
POINTS_TO = {2: "hive_and_tiles", 4: "hive_actions", 7: "market_and_orders"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_texts_point_to_lessons_by_their_new_numbers(language):
    pattern = r"\b[Ll]essons? (\d+)" if language == "en" else r"\b(\d+)\. leck"
    named = {int(n) for _key, text in texts_of_lesson(language) for n in re.findall(pattern, text)}
    assert named == set(POINTS_TO)
    for number, lesson_id in POINTS_TO.items():
        assert find_lesson(number).id == lesson_id
    done = catalog(language)["workers_and_beelines.done"]
    assert re.search(pattern, done).group(1) == "2"  # next: the hive and its tiles


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_text_assumes_the_hive_lessons_came_first(language):
    for key, text in texts_of_lesson(language):
        assert not re.search(r"lessons 1 to 3|1[–-]3\. lecke|as in lesson", text), key


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_learner_is_you_and_anna_is_named_only_to_say_so(language):
    """The learner plays Anna: after "you are Anna" every text speaks to "you"."""
    naming = [key for key, text in texts_of_lesson(language) if "Ann" in text]
    assert naming == [
        "workers_and_beelines.steps.who-wins.prompt",
        "workers_and_beelines.steps.who-wins.options.anna.text",
    ]
    assert re.search(r"(?i)you are \*\*Anna\*\*|te vagy \*\*Anna\*\*", catalog(language)[naming[0]])
