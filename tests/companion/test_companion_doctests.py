"""The companion's docstring examples run."""

from __future__ import annotations

import doctest
import importlib

import pytest


@pytest.mark.parametrize("name", ["scoring", "setup_steps"])
def test_doctests(name: str) -> None:
    module = importlib.import_module(f"honeybuzz_lab.companion.{name}")
    result = doctest.testmod(module)
    assert result.attempted and not result.failed
