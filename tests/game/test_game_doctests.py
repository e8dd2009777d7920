"""The examples in the game package's docstrings run as written."""

from __future__ import annotations

import doctest

import pytest

import honeybuzz_lab.games.honeybuzz.game
import honeybuzz_lab.games.honeybuzz.game.contests
import honeybuzz_lab.games.honeybuzz.game.engine
import honeybuzz_lab.games.honeybuzz.game.kinds
import honeybuzz_lab.games.honeybuzz.game.modules
import honeybuzz_lab.games.honeybuzz.game.modules.fall_caps
import honeybuzz_lab.games.honeybuzz.game.modules.fall_festival
import honeybuzz_lab.games.honeybuzz.game.modules.fall_fruit
import honeybuzz_lab.games.honeybuzz.game.modules.fall_leaves
import honeybuzz_lab.games.honeybuzz.game.modules.fall_sunset
import honeybuzz_lab.games.honeybuzz.game.modules.solo
import honeybuzz_lab.games.honeybuzz.game.modules.solo.outcome
import honeybuzz_lab.games.honeybuzz.game.position
import honeybuzz_lab.games.honeybuzz.game.solo_ladder

MODULES = [
    honeybuzz_lab.games.honeybuzz.game,
    honeybuzz_lab.games.honeybuzz.game.engine,
    honeybuzz_lab.games.honeybuzz.game.kinds,
    honeybuzz_lab.games.honeybuzz.game.contests,
    honeybuzz_lab.games.honeybuzz.game.modules,
    honeybuzz_lab.games.honeybuzz.game.solo_ladder,
    honeybuzz_lab.games.honeybuzz.game.position,
    honeybuzz_lab.games.honeybuzz.game.modules.fall_sunset,
    honeybuzz_lab.games.honeybuzz.game.modules.fall_caps,
    honeybuzz_lab.games.honeybuzz.game.modules.fall_festival,
    honeybuzz_lab.games.honeybuzz.game.modules.fall_fruit,
    honeybuzz_lab.games.honeybuzz.game.modules.fall_leaves,
    honeybuzz_lab.games.honeybuzz.game.modules.solo,
    honeybuzz_lab.games.honeybuzz.game.modules.solo.outcome,
]


@pytest.mark.parametrize("module", MODULES)
def test_docstring_examples(module):
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
