"""The examples in the Honeycomb Hustle docstrings run as written."""

from __future__ import annotations

import doctest

import pytest

import honeybuzz_lab.games.hustle
import honeybuzz_lab.games.hustle.actions
import honeybuzz_lab.games.hustle.engine


@pytest.mark.parametrize(
    "module",
    [
        honeybuzz_lab.games.hustle,
        honeybuzz_lab.games.hustle.actions,
        honeybuzz_lab.games.hustle.engine,
    ],
)
def test_docstring_examples(module):
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0
