"""A board as one self-contained HTML page: no kernel, no network.

The page inlines the board's stylesheet, its front end (the same ESM the notebook
runs) and a snapshot of the synced state, plus a small in-page model with the
anywidget interface (get, set, on, off, send, save_changes). The board draws, zooms,
pans and shows ghosts with their previews; moves explain that they need a notebook.
A ``<noscript>`` copy of the static SVG covers browsers without scripts.
"""

from __future__ import annotations

import json
from html import escape
from typing import TYPE_CHECKING

from ..i18n import capitalize, text
from . import assets

if TYPE_CHECKING:
    from .board import HiveBoard

_MODEL = """
function offlineModel(state) {
  const listeners = new Map();
  return {
    get: (key) => state[key],
    set: (key, value) => {
      state[key] = value;
      for (const cb of listeners.get("change:" + key) || []) cb();
    },
    on: (name, cb) => {
      if (!listeners.has(name)) listeners.set(name, []);
      listeners.get(name).push(cb);
    },
    off: (name, cb) => {
      const list = listeners.get(name) || [];
      const i = list.indexOf(cb);
      if (i >= 0) list.splice(i, 1);
    },
    send: () => {},
    save_changes: () => {},
  };
}
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
    if "</script" in esm.lower():
        raise assets.BundleError("the front end contains '</script', which cannot be inlined")
    return (
        "<!doctype html>\n"
        f'<html lang="{escape(board.language)}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(title)}</title>\n"
        f"<style>\nbody {{ margin: 16px; background: #ffffff; }}\n{assets.stylesheet()}</style>\n"
        "</head>\n<body>\n"
        '<div id="hive-board"></div>\n'
        f"<noscript>{board.to_svg()}</noscript>\n"
        '<script type="module">\n'
        f"{esm}\n"
        f"{_MODEL}\n"
        f"const state = {script_json(state)};\n"
        'const root = document.getElementById("hive-board");\n'
        "widget.render({ model: offlineModel(state), el: root });\n"
        "</script>\n</body>\n</html>\n"
    )
