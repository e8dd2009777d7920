"""Every English text has a Hungarian one, in every catalogue the package has.

Two families of catalogues: the games' own texts (one catalogue system: Honey Buzz's areas
in honeybuzz_lab/games/honeybuzz/i18n/<area>/, Honeycomb Hustle's in
honeybuzz_lab/games/hustle/i18n/, the core's in honeybuzz_lab/core/i18n/core/) and the lessons'
(honeybuzz_lab/games/honeybuzz/lessons/catalog/<language>/). For both: the same keys in each
language, the same fields, Hungarian texts that are translated (no English left over),
and English texts without Hungarian letters. The game's terms are the same words in both.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import honeybuzz_lab.companion  # registers its area: its texts are checked too
import honeybuzz_lab.games.hustle  # noqa: F401  (registers its area: its texts are checked too)
from honeybuzz_lab.core.i18n import AREAS, catalog, entry_fields
from honeybuzz_lab.core.lessons.texts import fields as lesson_fields
from honeybuzz_lab.games.honeybuzz.i18n import GAME_AREAS
from honeybuzz_lab.games.honeybuzz.lessons import catalog as lesson_catalog

EN, HU = catalog("en"), catalog("hu")
LESSONS_EN, LESSONS_HU = lesson_catalog("en"), lesson_catalog("hu")

#: Texts that are the same in both languages on purpose: numbers, punctuation, notation.
SAME_ON_PURPOSE = re.compile(r"^[\d\s,.:;()+\-{}_a-z|]*$|^\{\w+\} \(\{\w+\}\)$")
#: Common English words that never appear in a Hungarian sentence.
ENGLISH_WORDS = re.compile(
    r"\b(the|and|tile|tiles|cell|cells|with|which|your|place|that|this|are|of|you|"
    r"not|from|for|takes|gains|turn|hive|board|yellow|edge|there)\b",
    re.IGNORECASE,
)
#: Texts the same in both languages on purpose, and why.
SAME_KEYS = {
    "hustle.page.title": "the game's name",
    "hustle.page.abbr_nectar": "N is the initial of nektár too",
    "hustle.page.points_red_square": "only fields and the square sign",
}
#: Texts whose English words are the action notation the parser reads, in every language.
NOTATION_KEYS = {"hustle.parse.unknown"}
HUNGARIAN_LETTERS = re.compile(r"[őűŐŰáéíóúÁÉÍÓÚöüÖÜ]")


def _texts(entry: object) -> list[str]:
    return [entry] if isinstance(entry, str) else list(entry.values())  # type: ignore[union-attr]


FAMILIES = {
    "i18n": (EN, HU, entry_fields),
    "lessons": (LESSONS_EN, LESSONS_HU, lesson_fields),
}


@pytest.mark.parametrize("family", FAMILIES)
def test_both_languages_have_exactly_the_same_keys(family: str) -> None:
    en, hu, _ = FAMILIES[family]
    assert set(en) == set(hu), {
        "only English": sorted(set(en) - set(hu)),
        "only Hungarian": sorted(set(hu) - set(en)),
    }


def text_failures(family: str) -> list[str]:
    """``key: what is wrong`` for every text of the family that fails a check: a Hungarian
    text, the same fields, no Hungarian letters in English, translated (no English left
    over in Hungarian)."""
    en, hu, fields = FAMILIES[family]
    wrong = []
    for key in sorted(en):
        why = _what_is_wrong(key, en, hu, fields)
        if why:
            wrong.append(f"{key}: {why}")
    return wrong


def _what_is_wrong(key: str, en: Any, hu: Any, fields: Any) -> str | None:
    if key not in hu:
        return "no Hungarian text"
    if fields(en[key]) != fields(hu[key]):
        return f"fields {fields(en[key])} in English, {fields(hu[key])} in Hungarian"
    for en_text in _texts(en[key]):
        if HUNGARIAN_LETTERS.search(en_text):
            return "Hungarian letters in English"
    if all(SAME_ON_PURPOSE.match(t) for t in _texts(en[key])) or key in SAME_KEYS:
        return None
    if _texts(hu[key]) == _texts(en[key]):
        return "not translated"
    for hu_text in _texts(hu[key]) if key not in NOTATION_KEYS else []:
        words = ENGLISH_WORDS.findall(re.sub(r"\{[^{}]+\}", "", hu_text))  # without fields
        if words:
            return f"English words {words} in the Hungarian text {hu_text!r}"
    return None


@pytest.mark.parametrize("family", FAMILIES)
def test_every_english_text_has_a_hungarian_one_with_the_same_fields(family: str) -> None:
    """One walk over every text of the family (thousands: one test item each would be a
    quarter of the suite); the message lists every failing key."""
    wrong = text_failures(family)
    assert not wrong, f"{len(wrong)} {family} texts fail:\n" + "\n".join(wrong)


def test_every_area_has_both_languages() -> None:
    assert {k.split(".", 1)[0] for k in EN} == {k.split(".", 1)[0] for k in HU} == set(AREAS)
    assert set(AREAS) == {"core", "hustle", "companion", *GAME_AREAS}


@pytest.mark.parametrize("group", ["action", "nectar"])
@pytest.mark.parametrize("language", ["en", "hu"])
def test_the_lessons_and_the_package_name_the_game_alike(group: str, language: str) -> None:
    package, lessons = catalog(language), lesson_catalog(language)
    names = {k.rsplit(".", 1)[1] for k in package if k.startswith(f"terms.{group}.")}
    assert len(names) in (4, 6)
    for name in names:
        assert package[f"terms.{group}.{name}"] == lessons[f"ui.{group}.{name}"]


def test_hungarian_uses_the_lessons_words_for_the_hive() -> None:
    assert HU["hive.part.anchor"] == "ikonos mező" and HU["hive.part.tail"] == "sima mező"
    assert HU["hive.edge.yellow"] == "sárga oldal"
    assert HU["hive.edge.waist"].startswith("derékoldal")
    assert "végoldal" in HU["hive.edge.tip"]  # type: ignore[operator]
    assert HU["hive.cell.barren"] == "meddő cella"
    hu_text = " ".join(t for v in HU.values() for t in _texts(v)).lower()
    for avoided in ("sejt", "zseb", "méhkaptár"):
        assert avoided not in hu_text, avoided
