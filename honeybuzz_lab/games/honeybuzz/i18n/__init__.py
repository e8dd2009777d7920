"""Honey Buzz's texts in English and Hungarian: its areas of catalogues.

The catalogues live in ``honeybuzz_lab/games/honeybuzz/i18n/<area>/<language>.toml`` (the
areas ``terms``, ``hive``, ``board``, ``game`` and ``table``), registered here with the
catalogue system both games share, :mod:`honeybuzz_lab.core.i18n`, where ``Message``,
``text`` and ``catalog`` come from. Importing any part of Honey Buzz registers them
(:mod:`honeybuzz_lab.games.honeybuzz` imports this package first)::

    >>> import honeybuzz_lab.games.honeybuzz
    >>> from honeybuzz_lab.core.i18n import Message, text
    >>> text("hu", "terms.action.new_bee")
    'Új Méh'
    >>> Message("terms.nectar.cherry_blossom").text("hu")
    'Cseresznyevirág'

A module's own texts live in its own folder, ``i18n/modules/<file>/<language>.toml``
(``<file>``: the module's name with ``.`` as ``_``, as in ``game/modules/``), whose tables
are the areas they add to (``[table.spring.rain]``); every folder there is registered
(:func:`~honeybuzz_lab.core.i18n.register_texts`), so adding a module's texts edits no
shared catalogue.

The page gets the texts it needs as one JSON object and renders them with the same template
rules (``widget_js/i18n.js``).
"""

from importlib import resources

from ....core.i18n.catalog import register_area, register_texts

#: Honey Buzz's areas of texts, each a folder of this package.
GAME_AREAS: tuple[str, ...] = ("terms", "hive", "board", "game", "table")
for _area in GAME_AREAS:
    register_area(_area, __name__, _area)
for _folder in sorted(resources.files(__name__).joinpath("modules").iterdir(), key=str):
    if _folder.is_dir() and not _folder.name.startswith(("_", ".")):
        register_texts(_folder.name, __name__, f"modules/{_folder.name}")

__all__ = ["GAME_AREAS"]
