"""Every action kind a shipped module asks for has words: a refusal never shows a code name."""

import pytest

from honeybuzz_lab.game.modules import _REGISTRY, compose
from honeybuzz_lab.i18n import LANGUAGES, catalog

KINDS = sorted(
    {
        kind
        for name in _REGISTRY
        if name != "base"
        for decision in compose((name,)).decisions.values()
        for kind in decision.actions
    }
)


def test_the_shipped_modules_add_action_kinds():
    assert {"take_tile", "drone_drop", "solo_configuration"} <= set(KINDS)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_action_kind_has_a_verb_phrase(language):
    texts = catalog(language)
    assert [kind for kind in KINDS if f"game.verb.{kind}" not in texts] == []
