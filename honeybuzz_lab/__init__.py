"""honeybuzz_lab: learn, explore and teach Honey Buzz inside Jupyter.

The packages::

    honeybuzz_lab/
      core/              what both games share: hex math, the undoable history, the
                         catalogue system (i18n), action-kind registry, records, bots'
                         interface, the lesson engine, page-message checks, the front end
      games/honeybuzz/   Honey Buzz: hive, game (rules, modules, bots), widgets,
                         lessons, classroom, data, i18n
      games/hustle/      Honeycomb Hustle: engine, bots, table, lessons, i18n
      static/            the built front end of both games (from widget_js/)

Imports flow one way: notebooks -> a game's lessons -> its widgets -> its engine -> the
core; neither game imports the other (``tests/test_project.py`` holds it). The paths from
before the games had packages of their own (``honeybuzz_lab.game``, ``honeybuzz_lab.hive``,
``honeybuzz_lab.lessons``, ``honeybuzz_lab.widgets``, ``honeybuzz_lab.classroom``,
``honeybuzz_lab.data``, ``honeybuzz_lab.i18n``) still import Honey Buzz's packages: the very
same modules, so classes and registries are one.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.util
import sys
from importlib.machinery import ModuleSpec
from types import ModuleType

__version__ = "0.1.0"

#: Honey Buzz's packages, reachable under their old names too.
MOVED = ("game", "hive", "lessons", "widgets", "classroom", "data", "i18n")
#: Where they live now.
HOME = __name__ + ".games.honeybuzz"


class _OldPackage(ModuleType):
    """A package under its old name: every name is read from the package that moved (its
    modules, classes and functions are the same objects). The import system's binding of a
    submodule imported under the old name is not kept, so it never hides the package's own
    name (``honeybuzz_lab.i18n.catalog``, a module, and ``catalog``, the function)."""

    def __getattr__(self, name: str) -> object:
        return getattr(self.__dict__["_moved"], name)

    def __setattr__(self, name: str, value: object) -> None:
        if name.startswith("__"):
            super().__setattr__(name, value)

    def __dir__(self) -> list[str]:
        return dir(self.__dict__["_moved"])


class _OldPaths(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """``honeybuzz_lab.game.x`` is ``honeybuzz_lab.games.honeybuzz.game.x``: a module under
    its old name is the same module; a package is an :class:`_OldPackage` reading it."""

    def find_spec(
        self, fullname: str, path: object = None, target: object = None
    ) -> ModuleSpec | None:
        parts = fullname.split(".")
        if len(parts) > 1 and parts[0] == __name__ and parts[1] in MOVED:
            return importlib.util.spec_from_loader(fullname, self)
        return None

    def create_module(self, spec: ModuleSpec) -> ModuleType:
        module = importlib.import_module(HOME + spec.name[len(__name__) :])
        spec.loader_state = module.__spec__  # the import system sets the alias's spec
        if not hasattr(module, "__path__"):
            return module
        alias = _OldPackage(spec.name, module.__doc__)
        alias.__dict__.update(_moved=module, __path__=list(module.__path__))
        return alias

    def exec_module(self, module: ModuleType) -> None:
        """The module was run under its new name already: it (or the package an old name
        reads) keeps its own spec, so its files are found where they are."""
        own = getattr(module.__spec__, "loader_state", None)
        if isinstance(own, ModuleSpec):
            module.__spec__ = own


if not any(isinstance(f, _OldPaths) for f in sys.meta_path):
    sys.meta_path.insert(0, _OldPaths())
