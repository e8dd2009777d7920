"""Component data shipped with the package (TOML files, some reconstructed)."""

from __future__ import annotations

import sys
from importlib import resources
from typing import Any

from ....core.inputs import InputError

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib


class DataError(InputError):
    """A data file is missing, malformed, or breaks its schema."""


def load_toml(name: str) -> dict[str, Any]:
    """Parse ``honeybuzz_lab/games/honeybuzz/data/<name>``; DataError says which file and
    what is wrong."""
    try:
        text = resources.files(__name__).joinpath(name).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError(f"data file {name} is missing from the package") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise DataError(f"data file {name} is not valid TOML: {e}") from None
