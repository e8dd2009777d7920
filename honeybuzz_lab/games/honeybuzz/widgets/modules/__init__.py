"""The modules' parts of the table, one file each, registered here by the module's name.

A module that shows something on the table has ``widgets/modules/<file>.py``, where
``<file>`` is the module's name with ``.`` as ``_`` (``spring.rain``: ``spring_rain.py``, as
in ``game/modules/``), or a folder ``<file>/`` once it grows (``encode.py``, ``picture.py``
its saved picture, ``__init__.py`` registering it once). The file ends by registering a
:class:`TablePart`: the module's name, its page parts (each with the synced traits it draws
from besides the module's own data, and which base part of the table it comes with) and its
encoder. The table calls no module by name: :class:`~..game_view.GameView` syncs every
registered part's data in one trait, ``_modules`` (``{module name: data}``, only the game's
modules with data), and shows each page part on the views that show the base part it comes
with. The page's side is ``widget_js/modules/<file>/index.js`` (see
``widget_js/README.md``).

The shipped parts are imported once, the first time anything asks for them (:func:`parts`):
every name of :data:`~..game.registry.SHIPPED` that has a file here. A test registers a
module's part with :func:`register` and removes it with :func:`unregister`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .....core.parts import PartRegistry
from ...game.registry import SHIPPED

#: ``encode(game, viewer, language)``: the module's data for ``viewer`` (``{}``: nothing).
Encoder = Callable[[Any, Any, str], dict[str, Any]]


@dataclass(frozen=True)
class PagePart:
    """One part of the page a module draws: its name (``widget_js``'s part of that name),
    the synced traits it draws from besides ``_modules`` and the base part it comes with
    (a view shows the page part when it shows that base part)."""

    needs: tuple[str, ...] = ()
    beside: str = "decision"
    #: its part of the saved picture (``picture(view) -> HTML``), and whether it comes near
    #: the top (after the status line) as on the live page
    picture: Callable[[Any], str] | None = None
    top: bool = False


@dataclass(frozen=True)
class TablePart:
    """A module's part of the table: its data (``encode``, None: nothing to draw) under
    ``_modules[module]`` and the page parts that draw it. ``page(view, data)`` may add what
    depends on the view, not on the game (shared between the views of one game).
    ``offered``: its place in the table's "New game" dialog (None: not offered); the dialog
    offers it to tables whose player count the module allows (``Module.players``), with
    the catalogue's ``table.fall.chooser.label.<file>`` and ``line.<file>``."""

    module: str
    encode: Encoder | None = None
    parts: Mapping[str, PagePart] = field(default_factory=dict)
    page: Callable[[Any, dict[str, Any]], dict[str, Any]] | None = None
    offered: int | None = None
    #: ``marks(view, seat, size)``: its marks on a seat's hive in the saved picture, a
    #: function of the hex-to-pixel function (None: none)
    marks: Callable[[Any, int, float], Callable[[Callable[[Any], Any]], str]] | None = None
    #: ``stack_marks(view, kind)``: its marks on the top tile of ``kind``'s stack in the
    #: saved picture (the leaves), as their sentence and a function drawing them from the
    #: stack's lower left corner ``(x, y)``; None: none there (the field None: never)
    stack_marks: Callable[[Any, str], tuple[str, Callable[[float, float], str]] | None] | None = (
        None
    )
    #: the base parts of the saved picture it draws instead, while it has data (and
    #: ``market.pollen``: the market's pollen column)
    hides: tuple[str, ...] = ()
    #: the page's catalogue keys said otherwise in a game with the module -> the key said
    #: instead (``words.page_words``)
    words: Mapping[str, str] = field(default_factory=dict)


#: The table's parts of the modules (the core's one registry shape).
REGISTRY: PartRegistry[TablePart] = PartRegistry(
    TablePart, __name__, lambda: SHIPPED, names={"parts": "page part"}
)
register = REGISTRY.register
unregister = REGISTRY.unregister
parts = REGISTRY.parts


def page_parts() -> dict[str, PagePart]:
    """Every module's page parts: page part name -> what it draws from."""
    return REGISTRY.merged("parts")


__all__ = [
    "REGISTRY",
    "Encoder",
    "PagePart",
    "TablePart",
    "page_parts",
    "parts",
    "register",
    "unregister",
]
