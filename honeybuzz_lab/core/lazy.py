"""A package's public names loaded on first use (PEP 562), one helper for every package face.

A package lists where each of its names lives and takes its module ``__getattr__`` and
``__dir__`` from :func:`lazy_names`; a name's module is imported the first time the name is
asked for, and the name is kept in the package from then on::

    _HOMES = {"HiveBoard": ".board", "GameTable": ".table"}
    __getattr__, __dir__ = lazy_names(__name__, _HOMES)
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from importlib import import_module


def lazy_names(
    package: str, homes: Mapping[str, str]
) -> tuple[Callable[[str], object], Callable[[], list[str]]]:
    """The module ``__getattr__`` and ``__dir__`` of ``package`` whose names live in the
    modules ``homes`` gives (relative to ``package``)."""
    namespace = vars(sys.modules[package])

    def __getattr__(name: str) -> object:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(home, package), name)
        namespace[name] = value
        return value

    def __dir__() -> list[str]:
        return sorted({*namespace, *homes})

    return __getattr__, __dir__
