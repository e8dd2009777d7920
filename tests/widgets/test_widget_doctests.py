"""The examples in the table's docstrings run as written."""

from __future__ import annotations

import doctest

import pytest

import honeybuzz_lab.games.honeybuzz.widgets
import honeybuzz_lab.games.honeybuzz.widgets.table


@pytest.mark.parametrize(
    "module", [honeybuzz_lab.games.honeybuzz.widgets, honeybuzz_lab.games.honeybuzz.widgets.table]
)
def test_docstring_examples(module: object) -> None:
    result = doctest.testmod(module)  # type: ignore[arg-type]
    assert result.attempted > 0 and result.failed == 0
