"""The widgets' front end: finding ``widget_js`` and joining its modules into one ESM.

anywidget runs the front end from a single module string, where relative imports do
not resolve. The sources stay small plain ES modules (so ``node --test`` imports them
one by one); :func:`bundle` joins them in dependency order, dropping the ``import``
lines between them and the ``export`` keyword in front of their declarations. The
last module keeps its ``export default``. Every other import or export form is refused,
so a module that would not survive the join fails loudly here rather than in a page.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

#: The hive board's modules in dependency order: each may use only those before it.
MODULES: tuple[str, ...] = (
    "hexmath.js",
    "i18n.js",
    "rules.js",
    "render.js",
    "keyboard.js",
    "boardview.js",
    "board.js",
)
STYLESHEET = "board.css"
#: The game table's modules: the board's view (without its entry), then the table's parts.
TABLE_MODULES: tuple[str, ...] = (
    *MODULES[:-1],
    "tablerules.js",
    "tableparts.js",
    "boxes.js",
    "woodland.js",
    "market.js",
    "players.js",
    "decision.js",
    "scores.js",
    "layout.js",
    "table.js",
)
TABLE_STYLESHEETS: tuple[str, ...] = (STYLESHEET, "table.css")
#: The layout of a lesson, the full game and the classroom (panel beside board or table).
LESSON_STYLESHEET = "lesson.css"

_LOCAL_IMPORT = re.compile(r"^import\s*\{[^}]*\}\s*from\s*[\"']\./([\w.-]+)[\"'];?[ \t]*\n", re.M)
_EXPORT_DECL = re.compile(r"^export (?=(?:async\s+)?function\b|const\b|let\b|class\b)", re.M)
_ANY_IMPORT = re.compile(r"^\s*import\b|\bimport\s*\(", re.M)
_ANY_EXPORT = re.compile(r"^\s*export\b", re.M)
_TOP_LEVEL_NAME = re.compile(
    r"^(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)", re.M
)


class BundleError(RuntimeError):
    """The front-end sources cannot be joined into one module."""


def widget_js_dir(package: Path | None = None) -> Path:
    """Where the front-end files are: inside the package (wheel) or beside it (checkout).

    ``package`` is the ``honeybuzz_lab`` folder (this installation's by default).
    """
    package = Path(__file__).resolve().parent.parent if package is None else package
    for candidate in (package / "_widget_js", package.parent / "widget_js"):
        if (candidate / MODULES[-1]).is_file():
            return candidate
    raise BundleError(
        f"the board's front end is missing: neither {package / '_widget_js'} nor "
        f"{package.parent / 'widget_js'} holds {MODULES[-1]}"
    )


def join_modules(sources: list[tuple[str, str]]) -> str:
    """Join ``(name, source)`` modules, given in dependency order, into one ESM string."""
    seen: list[str] = []
    names: dict[str, str] = {}
    parts = []
    for i, (name, source) in enumerate(sources):
        last = i == len(sources) - 1

        def drop_import(m: re.Match[str], name: str = name) -> str:
            target = m.group(1)
            if target not in seen:
                raise BundleError(f"{name} imports ./{target}, which is not an earlier module")
            return ""

        body = _LOCAL_IMPORT.sub(drop_import, source)
        if _ANY_IMPORT.search(body):
            raise BundleError(f'{name}: only single `import {{...}} from "./x.js"` lines join')
        body = _EXPORT_DECL.sub("", body)
        leftover = [m.start() for m in _ANY_EXPORT.finditer(body)]
        allowed = len(re.findall(r"^export default\b", body, re.M)) if last else 0
        if len(leftover) != allowed or (last and allowed != 1):
            raise BundleError(
                f"{name}: an export form the join does not handle (use `export function`, "
                "`export const`, `export class`; only the last module has `export default`)"
            )
        for top in _TOP_LEVEL_NAME.findall(body):
            if top in names:
                raise BundleError(f"{name} and {names[top]} both declare {top!r} at top level")
            names[top] = name
        parts.append(f"// ---- {name}\n{body.strip()}\n")
        seen.append(name)
    return "\n".join(parts)


def _join(modules: tuple[str, ...]) -> str:
    where = widget_js_dir()
    return join_modules([(m, (where / m).read_text(encoding="utf-8")) for m in modules])


@cache
def bundle() -> str:
    """The board's front end as one ES module (joined once per process)."""
    return _join(MODULES)


@cache
def stylesheet() -> str:
    """The board's CSS."""
    return (widget_js_dir() / STYLESHEET).read_text(encoding="utf-8")


@cache
def table_bundle() -> str:
    """The game table's front end (its parts and the board's view) as one ES module."""
    return _join(TABLE_MODULES)


@cache
def table_stylesheet() -> str:
    """The game table's CSS (the board's, then the table's)."""
    where = widget_js_dir()
    return "\n".join((where / name).read_text(encoding="utf-8") for name in TABLE_STYLESHEETS)


@cache
def lesson_stylesheet() -> str:
    """The CSS that lays out a lesson, the full game and the classroom on one screen."""
    return (widget_js_dir() / LESSON_STYLESHEET).read_text(encoding="utf-8")
