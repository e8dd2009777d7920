"""Every action kind a shipped module asks for has words: a refusal never shows a code name."""

import pytest

from honeybuzz_lab.core.i18n import LANGUAGES, catalog
from honeybuzz_lab.games.honeybuzz.game.registry import _REGISTRY, compose

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


DECISIONS = sorted({d for name in _REGISTRY if name != "base" for d in compose((name,)).decisions})


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_decision_has_a_phrase_for_the_status_line(language):
    """'Anna to <phrase>': a solo drone turn's choice said 'Anna to drone' (its code name)."""
    from honeybuzz_lab.core.i18n import Message
    from honeybuzz_lab.games.honeybuzz.game.rules.turn import Pending

    assert "drone" in DECISIONS
    texts = catalog(language)
    code_names = [
        d
        for d in DECISIONS
        if not isinstance(phrase := Pending(d, 0, "").phrase, Message) or phrase.key not in texts
    ]
    assert code_names == []
