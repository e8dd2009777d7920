"""The page's words for a game's vocabulary.

The engine rewords its own texts (``terms.*``, ``game.*``: log lines, labels, prompts) by
the rules' vocabulary (:func:`~honeybuzz_lab.games.honeybuzz.game.rules.words_of`). What
the page says besides (the table's texts, the lessons', the explorer's, the advisor's and
the hive's legend) a module renames here: ``PAGE_WORDS`` gives, per module, the page's
catalogue keys and the keys said instead. Fall Fruit's fall honeys and fruit are the one
such module today.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..game.modules.fall_fruit import FALL_HONEYS
from ..game.rules import Ruleset, reword, words_of

#: The families of the page's catalogue keys that name a honey type by its spring nectar,
#: each with the family a Fall Fruit page says instead (``<family>.<spring>`` ->
#: ``<fall family>.<fall honey>``).
FRUIT_HONEY_FAMILIES: dict[str, str] = {
    "hive.svg.legend": "hive.svg.fall_legend",
    "ui.nectar": "ui.fall.nectar",
    "ui.a_nectar": "ui.fall.a_nectar",
    "ui.the_resource": "ui.fall.the_resource",
    "ui.units.honey": "ui.fall.units.honey",
    "explorer.resource": "explorer_fall.words.resource",
}
#: The page's texts that say "pollen" where a Fall Fruit game counts fruit.
FRUIT_PAGE_TEXTS: dict[str, str] = {
    "table.measure.pollen_sold": "table.fall.fruit.measure_sold",
    "table.category.resources": "table.fall.fruit.category_resources",
    "table.hint.market": "table.fall.fruit.hint_market",
    "ui.resource.pollen": "ui.fall.resource.fruit",
    "ui.the_resource.pollen": "ui.fall.the_resource.fruit",
    "ui.units.pollen": "ui.fall.units.fruit",
    "explorer.resource.pollen": "explorer_fall.words.resource.fruit",
    "advisor.bot_reason": "advisor.fall.bot_reason",
    "advisor.gain.pollen": "advisor.gain.fruit",
}

#: module -> the page's catalogue key -> the key said instead under that module.
PAGE_WORDS: dict[str, dict[str, str]] = {
    "fall.fruit": {
        **{
            f"{spring}.{n}": f"{fall}.{f}"
            for spring, fall in FRUIT_HONEY_FAMILIES.items()
            for n, f in FALL_HONEYS.items()
        },
        **FRUIT_PAGE_TEXTS,
    },
}

_MERGED: dict[int, tuple[Ruleset, Mapping[str, str]]] = {}


def page_words(rules: Ruleset | None) -> Mapping[str, str]:
    """Every catalogue key the page says otherwise under ``rules`` (the engine's words and
    its modules' page words), one mapping per ruleset; ``{}`` for the base game."""
    words = words_of(rules)
    extra = [PAGE_WORDS[m] for m in rules.modules if m in PAGE_WORDS] if rules else []
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
