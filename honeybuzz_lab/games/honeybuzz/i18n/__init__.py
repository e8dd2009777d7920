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

The page gets the texts it needs as one JSON object and renders them with the same template
rules (``widget_js/i18n.js``).
"""

from ....core.i18n.catalog import register_area

#: Honey Buzz's areas of texts, each a folder of this package.
GAME_AREAS: tuple[str, ...] = ("terms", "hive", "board", "game", "table")
for _area in GAME_AREAS:
    register_area(_area, __name__, _area)

__all__ = ["GAME_AREAS"]
