"""The little Markdown the lesson texts use, turned into safe HTML.

Paragraphs are separated by blank lines; ``**bold**``, ``*italic*``; lines starting with ``- `` make
a bulleted list and lines starting with ``1. `` a numbered one. Everything else is
escaped, so a catalogue text can never inject markup.
"""

from __future__ import annotations

import re
from html import escape

_BOLD = re.compile(r"\*\*(.+?)\*\*")
_ITALIC = re.compile(r"\*([^*\s][^*]*?)\*")
_NUMBERED = re.compile(r"^\d+\.\s+")


def inline(text: str) -> str:
    """One line: escaped, with ``**bold**`` and ``*italic*``."""
    return _ITALIC.sub(r"<i>\1</i>", _BOLD.sub(r"<b>\1</b>", escape(text, quote=False)))


def to_html(text: str) -> str:
    """A lesson text as HTML paragraphs and lists."""
    out: list[str] = []
    for block in re.split(r"\n\s*\n", text.strip()):
        lines = [line.strip() for line in block.splitlines() if line.strip()]
        if not lines:
            continue
        if all(line.startswith("- ") for line in lines):
            items = "".join(f"<li>{inline(line[2:])}</li>" for line in lines)
            out.append(f"<ul>{items}</ul>")
        elif all(_NUMBERED.match(line) for line in lines):
            items = "".join(f"<li>{inline(_NUMBERED.sub('', line))}</li>" for line in lines)
            out.append(f"<ol>{items}</ol>")
        else:
            paragraph = []
            for line in lines:  # a paragraph may lead into a list
                if line.startswith("- "):
                    if paragraph:
                        out.append(f"<p>{' '.join(paragraph)}</p>")
                        paragraph = []
                    out.append(f"<ul><li>{inline(line[2:])}</li></ul>")
                else:
                    paragraph.append(inline(line))
            if paragraph:
                out.append(f"<p>{' '.join(paragraph)}</p>")
    return "".join(out).replace("</ul><ul>", "")
