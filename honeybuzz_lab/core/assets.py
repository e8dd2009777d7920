"""The widgets' front end (both games'): built ES modules and stylesheets in ``static/``.

The sources are small ES modules in ``widget_js/``; esbuild (``widget_js/build.mjs``,
run by ``npm run build`` there) bundles them into one module and one stylesheet per
widget family, committed in ``honeybuzz_lab/static/`` and shipped in the wheel, so
installing the package needs no Node. Every instance of a widget sends the same text,
read once per process, which anywidget evaluates once per page.

With ``HONEYBUZZ_DEV=1`` in the environment the widgets get the built files' paths
instead of their text, and anywidget reloads a view when ``npm run watch`` rewrites them.
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

#: The widget families: each has ``<family>.js`` and ``<family>.css`` in :data:`STATIC`.
FAMILIES: tuple[str, ...] = (
    "board",
    "table",
    "classroom",
    "hustle",
    "rulebook",
    "companion",
    "book",
)
#: Stylesheets without a script: ``lesson.css`` lays out a lesson, the full game and the
#: classroom (panel beside board or table) on one screen.
STYLESHEETS: tuple[str, ...] = ("lesson",)
#: Where the built front end is (inside the package, so the wheel ships it).
STATIC = Path(__file__).resolve().parent.parent / "static"
#: The environment variable that switches the widgets to the files, for hot reload.
DEV_VARIABLE = "HONEYBUZZ_DEV"


class BundleError(RuntimeError):
    """The built front end is missing or cannot be used."""


def built_file(family: str, suffix: str, static: Path | None = None) -> Path:
    """The path of a family's built ``.js`` or ``.css`` file (BundleError if missing)."""
    if suffix not in (".js", ".css"):
        raise BundleError(f"a built file ends in .js or .css, not {suffix!r}")
    if family not in FAMILIES and not (family in STYLESHEETS and suffix == ".css"):
        raise BundleError(f"unknown widget family {family!r}: expected one of {FAMILIES}")
    path = (STATIC if static is None else static) / (family + suffix)
    if not path.is_file():
        raise BundleError(
            f"the front end is not built: {path} is missing (run `npm ci && npm run build` "
            "in widget_js/)"
        )
    return path


@cache
def _text(family: str, suffix: str) -> str:
    return built_file(family, suffix).read_text(encoding="utf-8")


def dev_mode() -> bool:
    """True when ``HONEYBUZZ_DEV`` asks for hot reload (set, and not 0/false/empty); then
    anywidget's own switch for it (``ANYWIDGET_HMR``) is turned on too, unless it is set."""
    on = os.environ.get(DEV_VARIABLE, "").strip().lower() not in ("", "0", "false", "no")
    if on:
        os.environ.setdefault("ANYWIDGET_HMR", "1")
    return on


def esm(family: str) -> str | Path:
    """What a widget of ``family`` gives anywidget as ``_esm``: the one shared text, or
    the built file's path in development (:func:`dev_mode`)."""
    return built_file(family, ".js") if dev_mode() else _text(family, ".js")


def css(family: str) -> str | Path:
    """What a widget of ``family`` gives anywidget as ``_css`` (as :func:`esm`)."""
    return built_file(family, ".css") if dev_mode() else _text(family, ".css")


def bundle() -> str:
    """The board's front end as one ES module text (read once per process)."""
    return _text("board", ".js")


def stylesheet() -> str:
    """The board's CSS."""
    return _text("board", ".css")


def table_bundle() -> str:
    """The game table's front end (its parts and the board's view) as one ES module."""
    return _text("table", ".js")


def table_stylesheet() -> str:
    """The game table's CSS (the board's, then the table's)."""
    return _text("table", ".css")


def lesson_stylesheet() -> str:
    """The CSS that lays out a lesson, the full game and the classroom on one screen."""
    return _text("lesson", ".css")
