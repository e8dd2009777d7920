"""A board as one self-contained HTML page: no kernel, no network.

The page inlines the board's stylesheet, its front end (the same built ES module the
notebook runs, kept as text and imported from a blob URL) and a snapshot of the synced
state, which the module's stand-in model (page kit, with the anywidget interface: get,
set, on, off, send, save_changes) serves. The board draws, zooms,
pans and shows ghosts with their previews; moves explain that they need a notebook.
A ``<noscript>`` copy of the static SVG covers browsers without scripts.
"""

from __future__ import annotations

import json
from html import escape
from typing import TYPE_CHECKING

from ....core import assets
from ....core.i18n import capitalize, text

if TYPE_CHECKING:
    from .board import HiveBoard

#: Runs the board's module (kept as text in the page) with the page kit's stand-in model.
_START = """
const source = document.getElementById("hb-module").textContent;
const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
const { default: widget, offlineModel } = await import(url);
const state = JSON.parse(document.getElementById("hb-state").textContent);
widget.render({ model: offlineModel(state), el: document.getElementById("hive-board") });
"""


def script_json(value: object) -> str:
    """``value`` as JSON that is safe inside an inline ``<script>``.

    Every ``<``, ``>`` and ``&`` is written as a ``\\u`` escape (they only occur inside
    strings), so no text in the state can close the script, open a comment (``<!--``) or
    a new script (``<script``) in the page's HTML parser; JavaScript reads the same value.

    >>> script_json({"notice": "hi <!--<script></script>"})
    '{"notice":"hi \\\\u003c!--\\\\u003cscript\\\\u003e\\\\u003c/script\\\\u003e"}'
    """
    text = json.dumps(value, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def board_page(board: HiveBoard, title: str | None = None) -> str:
    """The HTML of a standalone page showing ``board`` (titled in the board's language)."""
    if title is None:
        title = capitalize(text(board.language, "board.role"))
    state = {**board.page_state(), "_offline": True, "_error": "", "_error_detail": ""}
    esm = assets.bundle()
    if "</script" in esm.lower() or "<!--" in esm:
        raise assets.BundleError("the front end contains '</script' or '<!--': cannot inline it")
    return (
        "<!doctype html>\n"
        f'<html lang="{escape(board.language)}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(title)}</title>\n"
        f"<style>\nbody {{ margin: 16px; background: #ffffff; }}\n{assets.stylesheet()}</style>\n"
        "</head>\n<body>\n"
        '<div id="hive-board"></div>\n'
        f"<noscript>{board.to_svg()}</noscript>\n"
        f'<script type="text/plain" id="hb-module">\n{esm}\n</script>\n'
        '<script type="application/json" id="hb-state">'
        f"{script_json(state)}</script>\n"
        f'<script type="module">{_START}</script>\n</body>\n</html>\n'
    )
