"""The page's words for a game's vocabulary.

The engine rewords its own texts (``terms.*``, ``game.*``: log lines, labels, prompts) by
the rules' vocabulary (:func:`~honeybuzz_lab.games.honeybuzz.game.rules.words_of`). What
the page says besides (the table's texts, the lessons', the explorer's, the advisor's and
the hive's legend) a module renames with its table part's ``words`` (``TablePart.words`` in
``widgets/modules/<m>.py``: the page's catalogue keys and the keys said instead; Fall Fruit's
fall honeys and fruit).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..game.rules import Ruleset, reword, words_of

_MERGED: dict[int, tuple[Ruleset, Mapping[str, str]]] = {}


def page_words(rules: Ruleset | None) -> Mapping[str, str]:
    """Every catalogue key the page says otherwise under ``rules`` (the engine's words and
    its modules' page words), one mapping per ruleset; ``{}`` for the base game."""
    from .modules import parts  # the modules' parts use these words: imported when asked

    words = words_of(rules)
    extra = [p.words for m, p in parts().items() if p.words and m in rules.modules] if rules else []
    if not extra:
        return words
    got = _MERGED.get(id(rules))
    if got is None or got[0] is not rules:
        merged = dict(words)
        for more in extra:
            merged.update(more)
        got = _MERGED[id(rules)] = (rules, merged)  # type: ignore[assignment]
    return got[1]  # type: ignore[index]


def in_page_words(rules: Ruleset | None, value: Any) -> Any:
    """``value`` (a Message, or anything else, returned as it is) as the page says it under
    ``rules`` (:func:`page_words`), nested messages included."""
    words = page_words(rules)
    return reword(value, words) if words else value


def page_worded(texts: Mapping[str, Any], rules: Ruleset | None) -> dict[str, Any]:
    """A whole catalogue (key -> text) as the page says it under ``rules``: each key of
    :func:`page_words` that ``texts`` has takes the text of the key said instead (when
    ``texts`` has that one too)."""
    out = dict(texts)
    for key, instead in page_words(rules).items():
        if key in out and instead in texts:
            out[key] = texts[instead]
    return out
