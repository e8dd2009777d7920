"""Messages, now in :mod:`honeybuzz_lab.core.i18n.message` (this path still imports them)."""

from ....core.i18n.message import CatalogError, Message, MissingText, render, text

__all__ = ["CatalogError", "Message", "MissingText", "render", "text"]
