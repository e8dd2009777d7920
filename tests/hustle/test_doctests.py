"""The examples in the Honeycomb Hustle docstrings run as written."""

from __future__ import annotations

import doctest

import pytest

import honeybuzz_lab.games.hustle.game
import honeybuzz_lab.games.hustle.game.actions
import honeybuzz_lab.games.hustle.game.engine


@pytest.mark.parametrize(
    "module",
    [
        honeybuzz_lab.games.hustle.game,
        honeybuzz_lab.games.hustle.game.actions,
        honeybuzz_lab.games.hustle.game.engine,
    ],
)
def test_docstring_examples(module):
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
