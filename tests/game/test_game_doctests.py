"""The examples in the game package's docstrings run as written."""

from __future__ import annotations

import doctest

import pytest

import honeybuzz_lab.game
import honeybuzz_lab.game.contests
import honeybuzz_lab.game.engine


@pytest.mark.parametrize(
    "module", [honeybuzz_lab.game, honeybuzz_lab.game.engine, honeybuzz_lab.game.contests]
)
def test_docstring_examples(module):
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
