"""A standalone page (printable, readable on a phone) for the companion's sheets."""

from __future__ import annotations

from html import escape

CSS = """
body { font-family: system-ui, sans-serif; max-width: 760px; margin: 1em auto; padding: 0 8px;
  color: #222; }
h1 { font-size: 1.3em; }
ol.steps { list-style: none; padding: 0; }
li.step { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start;
  border-bottom: 1px solid #ccc; padding: 6px 0; break-inside: avoid; }
li.step .box { font-size: 1.6em; line-height: 1; }
li.step div { flex: 1 1 240px; }
li.step p { margin: 2px 0; }
table { border-collapse: collapse; } td, th { border: 1px solid #ccc; padding: 2px 6px; }
@media print { body { margin: 0; } }
"""


def page_html(title: str, body: str) -> str:
    """A whole HTML page: ``title`` as heading, ``body`` (HTML) below it."""
    return (
        "<!doctype html><html><head><meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        f"<title>{escape(title)}</title><style>{CSS}</style></head>"
        f"<body><h1>{escape(title)}</h1>{body}</body></html>"
    )
