"""The lesson texts make the learner think: a wrong answer is explained without the right
one, and no feedback repeats the panel's own label."""

import re

import pytest

from honeybuzz_lab.lessons import LANGUAGES, all_lessons, catalog
from honeybuzz_lab.lessons.model import StepKind

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
