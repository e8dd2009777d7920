"""The text catalogues: every English text has a Hungarian one and the other way round."""

import re
from collections.abc import Callable, Sequence

import pytest

from honeybuzz_lab.core.lessons.texts import fields
from honeybuzz_lab.games.honeybuzz.lessons import (
    LANGUAGES,
    Catalog,
    CatalogError,
    MissingText,
    all_lessons,
    catalog,
)

EN, HU = catalog("en"), catalog("hu")
NEEDED = {key for lesson in all_lessons() for key in lesson.text_keys()}
LESSON_IDS = {lesson.id for lesson in all_lessons()}
#: Catalogue files that belong to no lesson: the interface and the game helpers.
OTHER_TEXTS = {
    "ui",
    "advisor",
    "explorer",
    "explorer_fall",
    "classroom",
    "solo_chooser",
    "first_game",
}

#: Texts that are the same in both languages on purpose: numbers, list punctuation.
SAME_ON_PURPOSE = re.compile(r"^[\d\s,()]*$")
#: Common English words that never appear in a Hungarian sentence.
ENGLISH_WORDS = re.compile(
    r"\b(the|and|tile|tiles|cell|cells|with|which|your|place|that|this|are|of|you)\b",
    re.IGNORECASE,
)
HUNGARIAN_LETTERS = re.compile(r"[őűŐŰ]")

#: Words that must be used for the game's terms in Hungarian (RULINGS and the summary).
HU_TERMS = {
    "Gyűjtés": "Forage",
    "Termelés": "Produce",
    "Piac": "Market",
    "Új Méh": "New Bee",
    "Rendelet": "Decree",
    "Könyvelés": "Accounting",
    "Vadvirág": "Wildflower",
    "Rozmaring": "Rosemary",
    "Cseresznyevirág": "Cherry Blossom",
    "Akác": "Acacia",
}


def test_both_languages_have_exactly_the_same_keys():
    assert set(EN) == set(HU), {
        "only English": sorted(set(EN) - set(HU)),
        "only Hungarian": sorted(set(HU) - set(EN)),
    }


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_a_lesson_needs_exists(language):
    texts = catalog(language)
    missing = sorted(k for k in NEEDED if k not in texts)
    assert not missing


def test_no_lesson_text_is_left_over():
    """A text no step uses is a sign of a renamed step or option."""
    unused = [
        k for k in EN if k.split(".", 1)[0] in LESSON_IDS and k not in NEEDED and ".hints." not in k
    ]
    assert not unused


def test_every_catalogue_file_belongs_to_a_lesson_or_the_interface():
    assert {k.split(".", 1)[0] for k in EN} == LESSON_IDS | OTHER_TEXTS


def _placeholders_differ(key: str) -> str | None:
    en, hu = fields(EN[key]), fields(HU[key])
    return None if en == hu else f"fields {sorted(en)} in English, {sorted(hu)} in Hungarian"


def _english_left_over(key: str) -> str | None:
    en, hu = EN[key], HU[key]
    if SAME_ON_PURPOSE.match(en):
        return None
    if hu == en:
        return "not translated"
    words = ENGLISH_WORDS.findall(re.sub(r"\{\w+\}", "", hu))
    return f"English words {words} in the Hungarian text" if words else None


def _hungarian_left_over(key: str) -> str | None:
    found = HUNGARIAN_LETTERS.findall(EN[key])
    return f"Hungarian letters {found} in the English text" if found else None


#: Each check of one text: it returns what is wrong with the key's texts, or None.
TEXT_CHECKS = {
    "same placeholders in both languages": _placeholders_differ,
    "Hungarian is not English left over": _english_left_over,
    "English has no Hungarian left over": _hungarian_left_over,
}


def failures(check: Callable[[str], str | None], keys: Sequence[str]) -> list[str]:
    """``key: what is wrong`` for every key the check finds wrong (a key with no Hungarian
    text is wrong for every check)."""
    wrong = (check(key) if key in HU else "no Hungarian text" for key in keys)
    return [f"{key}: {why}" for key, why in zip(keys, wrong, strict=True) if why is not None]


@pytest.mark.parametrize("check", TEXT_CHECKS)
def test_every_text_passes_the_check(check: str) -> None:
    """One walk over every text of the catalogue per check (thousands of texts: one test
    item each would be most of the suite); the message lists every failing key."""
    wrong = failures(TEXT_CHECKS[check], sorted(EN))
    assert not wrong, f"{len(wrong)} texts fail '{check}':\n" + "\n".join(wrong)


def test_the_checks_walk_every_text_and_name_each_failing_key() -> None:
    """The walk reports every bad text, not only the first."""
    keys = ["ui.progress.step", "nowhere.at.all", "ui.action.forage"]
    bad = failures(lambda k: "bad" if k.startswith("ui.") else None, keys)
    assert bad == [
        "ui.progress.step: bad",
        "nowhere.at.all: no Hungarian text",
        "ui.action.forage: bad",
    ]
    assert _placeholders_differ("ui.progress.step") is None


def test_hints_come_in_the_same_number():
    for lesson in all_lessons():
        for step in lesson:
            prefix = step.key("hints")
            assert EN.count(prefix) == HU.count(prefix), step.where


def test_hungarian_uses_the_summary_terms():
    hu_text = " ".join(HU.values())
    for term in HU_TERMS:
        assert term in hu_text, term
    for hu_name, en_name in HU_TERMS.items():
        key = en_name.lower().replace(" ", "_")
        group = (
            "nectar" if key in {"wildflower", "rosemary", "cherry_blossom", "acacia"} else "action"
        )
        assert HU[f"ui.{group}.{key}"] == hu_name
        assert EN[f"ui.{group}.{key}"] == en_name


def test_hungarian_terms_are_used_consistently():
    """One word per concept: cell, pocket, cluster, straight line, hive tile."""
    hu_text = " ".join(HU.values()).lower()
    for chosen, avoided in (
        ("cella", "sejt"),
        ("üreg", "zseb"),
        ("fürt", "csoport"),
        ("egyenes vonal", "egyenes sor"),
        ("kaptárlapka", "méhkaptár"),
    ):
        assert chosen in hu_text
        assert avoided not in hu_text, avoided


def test_missing_text_names_the_key_language_and_file():
    with pytest.raises(MissingText) as e:
        HU["hive_and_tiles.steps.nowhere.prompt"]
    message = str(e.value)
    assert "hive_and_tiles.steps.nowhere.prompt" in message
    assert "Magyar" in message
    assert "catalog/hu/hive_and_tiles.toml" in message


def test_text_fills_placeholders_and_names_a_missing_one():
    assert EN.text("ui.progress.step", n=3, total=9) == "Step 3 of 9"
    assert HU.text("ui.progress.step", n=3, total=9) == "3. lépés (összesen 9)"
    with pytest.raises(CatalogError, match=r"\{total\}"):
        EN.text("ui.progress.step", n=3)


def test_unknown_language_is_refused_clearly():
    with pytest.raises(CatalogError, match=r"en.*hu"):
        catalog("de")


def test_count_and_has():
    texts = Catalog("xx", {"a.hints.0": "one", "a.hints.1": "two", "a.title": "t"})
    assert texts.count("a.hints") == 2
    assert texts.count("b.hints") == 0
    assert texts.has("a.title") and not texts.has("a.prompt")
    assert len(texts) == 3 and repr(texts) == "Catalog('xx', 3 texts)"
