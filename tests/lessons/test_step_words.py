"""A step's own text says one idea in at most 60 words, in every lesson of both games and
both languages.

The whole prompt counts (what the panel shows first, what "more" opens and the ask), so
"more" never hides a long text; the rule's full wording is one click away (the step's
rule link). A word is a run of letters or digits (joined by a hyphen or an apostrophe);
a ``{placeholder}`` is one word.
"""

from __future__ import annotations

import re

import pytest

from honeybuzz_lab.games.honeybuzz.lessons import all_lessons, catalog
from honeybuzz_lab.games.hustle.lessons import all_lessons as hustle_lessons
from honeybuzz_lab.games.hustle.lessons import catalog as hustle_catalog

MAX_WORDS = 60

STEPS = [(catalog, s) for lesson in all_lessons() for s in lesson] + [
    (hustle_catalog, s) for lesson in hustle_lessons() for s in lesson
]


def words(text: str) -> int:
    """How many words ``text`` has (markup and placeholders as above)."""
    plain = re.sub(r"\{[^}]*\}", "x", text)
    return len(re.findall(r"[^\W_]+(?:[-'’][^\W_]+)*", plain))


def test_the_count():
    assert words("**Take** a tile: the {n} stack's top (A3-F4), don't wait.") == 10
    assert words("Hány **Termelés** akciót kell még végrehajtanod?") == 6
    assert words(" ".join(["word"] * (MAX_WORDS + 1))) > MAX_WORDS


@pytest.mark.parametrize("language", ["en", "hu"])
def test_every_steps_text_has_at_most_60_words(language):
    over = {}
    for texts, step in STEPS:
        n = words(texts(language)[step.key("prompt")])
        if n > MAX_WORDS:
            over[step.where] = n
    assert over == {}, f"steps over {MAX_WORDS} words in {language}: {over}"
