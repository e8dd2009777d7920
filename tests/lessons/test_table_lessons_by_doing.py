"""Lessons 5, 7 and 9 (the woodland, the market and orders, contests and scoring) teach by
doing: no step only reads, the learner is Anna and is spoken to as "you", each lesson ends
by naming what comes next in the curriculum, and final contests pay points."""

import pytest

from honeybuzz_lab.games.honeybuzz.lessons import LANGUAGES, StepKind, catalog, load_lesson

LESSONS = ("woodland", "market_and_orders", "contests_end_scoring")
#: What each lesson's closing text names as next, per language.
NEXT = {
    "woodland": {"en": "lesson 6", "hu": "6. lecke"},
    "market_and_orders": {"en": "lesson 8", "hu": "8. lecke"},
    "contests_end_scoring": {"en": "notebook 10", "hu": "10. notebook"},
}
INTRO = {"en": "You play Anna.", "hu": "Annaként játszol."}


def every_text(lesson_id: str, language: str) -> dict[str, str]:
    """The lesson's texts in ``language``, hints included, by key."""
    texts = catalog(language)
    plan = load_lesson(lesson_id)
    keys = plan.text_keys()
    for step in plan:
        keys += [step.key("hints", str(i)) for i in range(texts.count(step.key("hints")))]
    return {key: texts[key] for key in keys}


@pytest.mark.parametrize("lesson_id", LESSONS)
def test_no_step_only_reads(lesson_id):
    plan = load_lesson(lesson_id)
    assert [s.id for s in plan if s.kind is StepKind.READ] == []
    assert plan[0].kind is not StepKind.READ


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("lesson_id", LESSONS)
def test_the_end_of_a_lesson_names_what_comes_next(lesson_id, language):
    assert NEXT[lesson_id][language] in catalog(language)[f"{lesson_id}.done"]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("lesson_id", LESSONS)
def test_the_learner_plays_anna_and_is_spoken_to_as_you(lesson_id, language):
    """Anna is named once, in the first prompt; every other text says "you" ("te")."""
    texts = every_text(lesson_id, language)
    first = load_lesson(lesson_id)[0].key("prompt")
    assert texts[first].startswith(INTRO[language])
    assert [key for key, text in texts.items() if "Anna" in text] == [first]


@pytest.mark.parametrize(
    ("language", "says"), [("en", "pays **points**, not coins"), ("hu", "**pontot** ad, nem érmét")]
)
def test_final_contests_pay_points_not_coins(language, says):
    texts = every_text("contests_end_scoring", language)
    assert says in texts["contests_end_scoring.steps.tie-two.prompt"]
    speed = texts["contests_end_scoring.steps.speed-first.prompt"]
    assert ("pays **coins**" if language == "en" else "**érmét** fizet") in speed
