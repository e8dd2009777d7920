"""The lesson texts make the learner think: a wrong answer is explained without the right
one, and no feedback repeats the panel's own label."""

import re

import pytest

from honeybuzz_lab.core.lessons.steps import StepKind
from honeybuzz_lab.games.honeybuzz.lessons import LANGUAGES, all_lessons, catalog

#: Number words a text may give the answer away with (digits are checked as well).
NUMBER_WORDS = {
    "en": {
        0: ("zero",),
        1: ("one", "once"),
        2: ("two", "twice"),
        3: ("three",),
        4: ("four",),
        5: ("five",),
        6: ("six",),
        10: ("ten",),
        20: ("twenty",),
    },
    # "egy" is also the Hungarian indefinite article, so only "egyszer" stands for 1.
    "hu": {
        1: ("egyszer",),
        2: ("két", "kettő", "kétszer"),
        3: ("három", "háromszor"),
        4: ("négy",),
        5: ("öt",),
        6: ("hat",),
        10: ("tíz",),
        20: ("húsz",),
    },
}
#: One-word answers that are also everyday words of a sentence ("no tile", "nem fér").
YES_NO = {"yes", "no", "igen", "nem"}

QUESTIONS = [
    (lesson, step)
    for lesson in all_lessons()
    for step in lesson.steps
    if step.kind is StepKind.QUESTION
]


def answer_terms(text: str, language: str) -> set[str]:
    """What would give an answer away: its wording up to a colon, and its numbers."""
    head = re.split(r"[:;]", text)[0].strip().lower()
    terms = set() if head in YES_NO else {head}
    for number in re.findall(r"\d+", text):
        terms.add(number)
        terms.update(NUMBER_WORDS[language].get(int(number), ()))
    for value, words in NUMBER_WORDS[language].items():
        # "Once", "One: Ben's"; "Yes, with two workers" ("one" alone is also a pronoun)
        anywhere = value > 1 and any(re.search(rf"\b{word}\b", head) for word in words)
        if anywhere or any(re.match(rf"{word}\b", head) for word in words):
            terms.add(str(value))
            terms.update(words)
    return terms


def reveals(feedback: str, term: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(term)}(?!\w)", feedback.lower()) is not None


def test_the_lessons_ask_questions():
    assert len(QUESTIONS) >= 40


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("lesson", "step"), QUESTIONS, ids=lambda x: getattr(x, "id", ""))
def test_no_wrong_option_gives_the_right_answer_away(lesson, step, language):
    texts = catalog(language)
    terms = set()
    for right in step.answer:
        terms |= answer_terms(texts[step.key("options", right, "text")], language)
    for option in step.options:
        if option in step.answer:
            continue
        feedback = texts[step.key("options", option, "feedback")]
        told = sorted(t for t in terms if reveals(feedback, t))
        assert not told, f"{step.key('options', option, 'feedback')} tells the answer: {told}"


def test_the_answer_check_catches_an_answer_given_away():
    assert answer_terms("6", "en") == {"6", "six"}
    assert reveals("So a hive tile has six orientations.", "six")
    assert not reveals("Sixty degrees", "six")
    assert answer_terms("Yes, with two workers", "en") >= {"2", "two"}
    assert "öt" in answer_terms("5 érmét", "hu")


def _feedback_keys(language):
    texts = catalog(language)
    for lesson in all_lessons():
        for key in lesson.text_keys():
            tail = key.split(".")
            if tail[-1] in {"feedback", "right"} or "wrong" in tail:
                yield key, texts[key]


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_feedback_repeats_the_panels_label(language):
    """The panel writes "Right!" / "Not quite." before the feedback: the text does not."""
    texts = catalog(language)
    labels = [texts[f"ui.labels.{k}"].rstrip(".!") for k in ("right", "wrong")]
    openers = {
        "en": ["Right", "Correct", "No", "Not quite", "Almost", "Wrong"],
        "hu": ["Helyes", "Nem egészen", "Nem", "Majdnem", "Rossz"],
    }[language]
    pattern = re.compile(rf"^({'|'.join(map(re.escape, labels + openers))})[.:!,]")
    doubled = [key for key, text in _feedback_keys(language) if pattern.match(text)]
    assert not doubled


#: Hints that point nowhere: they ask the learner to remember instead of showing where.
WEAK_HINTS = re.compile(
    r"think of the rule|the rule from the last step|remember the rule|"
    r"gondolj az előző lépés szabályára|emlékezz a szabályra",
    re.IGNORECASE,
)


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_first_hint_gives_the_answer(language):
    texts = catalog(language)
    told = []
    for _lesson, step in QUESTIONS:
        if not texts.count(step.key("hints")):
            continue
        first = texts[step.key("hints", "0")]
        terms = set()
        for right in step.answer:
            terms |= answer_terms(texts[step.key("options", right, "text")], language)
        told += [(step.key("hints", "0"), t) for t in terms if reveals(first, t)]
    assert not told


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_hint_only_says_remember(language):
    texts = catalog(language)
    weak = [
        key
        for lesson in all_lessons()
        for key in lesson.text_keys()
        if ".hints." in key and WEAK_HINTS.search(texts[key])
    ]
    assert not weak


def test_the_last_hint_of_a_placement_outlines_a_solving_tile():
    from honeybuzz_lab.games.honeybuzz.lessons import LessonRun

    run = LessonRun("hive_and_tiles")
    run.go_to("first-touch")
    written = catalog("en").count(run.step.key("hints"))
    assert run.hint_count == written + 1
    for _ in range(written):
        run.hint()
    solution = run.step.solutions[0]
    assert not set(solution.hexes) <= set(run.board.highlight)
    run.hint()
    assert set(solution.hexes) <= set(run.board.highlight)
    assert "outlined" in run.hints[-1]


def test_the_last_hint_of_an_action_outlines_where_it_is_made():
    from honeybuzz_lab.games.honeybuzz.lessons import LessonRun

    run = LessonRun("market_and_orders", language="hu")
    run.go_to("sell-both")
    while run.hint() is not None:
        pass
    assert {"area": "market", "resource": "wildflower"} in run.table.highlight
    assert "kiemelés" in run.hints[-1]


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_question_title_gives_the_answer(language):
    texts = catalog(language)
    told = []
    for _lesson, step in QUESTIONS:
        title = texts[step.key("title")]
        for right in step.answer:
            terms = answer_terms(texts[step.key("options", right, "text")], language)
            told += [(step.key("title"), t) for t in terms if reveals(title, t)]
    assert not told


#: Texts that teach one of the project's own readings (RULINGS.md) and must say so.
OUR_READINGS = [
    "hive_and_tiles.steps.no-fit.options.recall.feedback",  # a forced recall when no tile fits
    "cells_and_nectar.steps.barren-holds.options.nothing.feedback",  # barren = empty cell
    "hive_actions.steps.barren-activates.options.dfnp.feedback",  # a barren cell activates
    "honey.steps.four-honey.options.no.feedback",  # a hex touches at most three cells
    "shapes_that_score.steps.pocket.prompt",  # a pocket is not a cell
    "shapes_that_score.steps.pocket-icons.options.none.feedback",  # a pocket activates nothing
    "workers_and_beelines.steps.forced-beelines.options.yes.feedback",  # forced recall
    "woodland.steps.stay.options.pollen.feedback",  # staying is a forage move of none
]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", OUR_READINGS)
def test_the_projects_readings_are_labelled(key, language):
    assert "honeybuzz_lab" in catalog(language)[key]


def test_staying_says_the_pollen_can_run_out():
    assert "runs out" in catalog("en")["woodland.steps.stay.options.pollen.feedback"]
    assert "kifogyott" in catalog("hu")["woodland.steps.stay.options.pollen.feedback"]


def test_the_hungarian_end_of_the_game_follows_the_rulebook_and_says_so():
    text = catalog("hu")["contests_end_scoring.steps.turns-left.prompt"]
    assert "összefoglaló" in text and "szabálykönyvet követik" in text


def test_notebook_09_says_final_contests_pay_points():
    import json
    from pathlib import Path

    notebooks = Path(__file__).resolve().parents[2] / "notebooks"

    def intro(path: Path) -> str:
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        return "".join(cells[0]["source"]) + "".join(cells[1]["source"])

    english = intro(notebooks / "en" / "09_contests_end_scoring.ipynb")
    hungarian = intro(notebooks / "hu" / "09_versenyek_es_a_jatek_vege.ipynb")
    assert "final contest pays points" in english and "contests pay coins" not in english
    assert "döntő verseny" in hungarian and "pontot ad" in hungarian
