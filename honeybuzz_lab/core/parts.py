"""One registry of the modules' parts of a layer, by the module's name.

A layer above a game's engine (its table, its lessons) keeps what each module brings to it
in a :class:`PartRegistry`: one part per module, each a frozen object with a ``module``
field. The layer's shipped parts are its package's files named after the shipped modules
(``spring.rain``: ``<package>/spring_rain.py``), imported the first time anything asks for
the parts; a test registers a module's part with :meth:`PartRegistry.register` and takes it
back with :meth:`PartRegistry.unregister`.

What two modules may not both name (a page part, a fact) is given as ``names``: the part's
fields whose keys must be the module's alone; registering a part that names one of another
module's is refused (ValueError) and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from importlib import import_module
from importlib.util import find_spec
from typing import Any, Generic, TypeVar

P = TypeVar("P")


def module_file(name: str) -> str:
    """The file name (without ``.py``) of module ``name`` in each layer: ``.`` as ``_``."""
    return name.replace(".", "_")


class PartRegistry(Generic[P]):
    """The parts of one layer: module name -> part (see the module's docstring).

    ``kind``: the parts' class (anything else is refused with TypeError); ``package``: the
    layer's package, where the shipped parts' files are; ``shipped``: the names of the
    shipped modules, asked when the parts are first needed; ``names``: each field of a part
    whose keys no other module may name, with what a key is called in the error
    (``{"facts": "fact"}``).
    """

    def __init__(
        self,
        kind: type[P],
        package: str,
        shipped: Callable[[], Iterable[str]],
        names: Mapping[str, str] | None = None,
    ) -> None:
        self.kind = kind
        self.package = package
        self._shipped = shipped
        self._names = dict(names or {})
        self._parts: dict[str, P] = {}
        self._loaded = False

    def _load_shipped(self) -> None:
        if self._loaded:
            return
        self._loaded = True
        for name in self._shipped():
            file = f"{self.package}.{module_file(name)}"
            if find_spec(file) is not None:
                import_module(file)

    def register(self, part: P) -> P:
        """Make ``part`` its module's part (TypeError if it is not of the registry's kind,
        ValueError if it names what another module names already)."""
        if not isinstance(part, self.kind):
            raise TypeError(
                f"only a {self.kind.__name__} can be registered, not {type(part).__name__}"
            )
        module = _module(part)
        for other in self._parts.values():
            if _module(other) == module:
                continue
            for field, what in self._names.items():
                taken = sorted(set(getattr(part, field)) & set(getattr(other, field)))
                if taken:
                    raise ValueError(
                        f"module {module!r} names the {what} {taken[0]!r}, "
                        f"which module {_module(other)!r} names already"
                    )
        self._parts[module] = part
        return part

    def unregister(self, module: str) -> None:
        """Remove a module's part (tests use it for modules they define)."""
        self._parts.pop(module, None)

    def parts(self) -> dict[str, P]:
        """Every registered module's part: module name -> part."""
        self._load_shipped()
        return dict(self._parts)

    def merged(self, field: str) -> dict[str, Any]:
        """The keys of one field of every part, merged: key -> value."""
        return {k: v for part in self.parts().values() for k, v in getattr(part, field).items()}


def _module(part: Any) -> str:
    return part.module


__all__ = ["PartRegistry", "module_file"]
