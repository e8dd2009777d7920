"""A bar per player of where the points came from, drawn as plain SVG (no extra
dependency): its words take the page's colour, so it reads in light and dark themes."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

COLOURS = ("#d9a400", "#f2b632", "#7a5aa6", "#3f8f6b", "#c0504d", "#6a9a3a", "#4a7fb5")
ROW, LABEL, WIDTH = 26, 90, 420


def svg_chart(
    names: Sequence[str],
    categories: Sequence[Mapping[str, int]],
    labels: Mapping[str, str],
    title: str = "",
) -> str:
    """The chart drawn as plain SVG: its words in the page's own colour (light and dark
    themes), 14 units high (at least 11 px on a phone's width), the legend wrapped."""
    keys = list(labels)
    top = max([sum(max(0, c.get(k, 0)) for k in keys) for c in categories] + [1])
    scale = (WIDTH - LABEL - 40) / top
    legend, x, y = [], 4.0, ROW * len(names) + 14
    for k, key in enumerate(keys):
        step = 24 + 8 * len(labels[key])
        if x > 4 and x + step > WIDTH:
            x, y = 4.0, y + 20
        colour = COLOURS[k % len(COLOURS)]
        legend.append(f'<rect x="{x:.0f}" y="{y}" width="12" height="12" fill="{colour}"/>')
        legend.append(
            f'<text x="{x + 16:.0f}" y="{y + 11}" font-size="14">{escape(labels[key])}</text>'
        )
        x += step
    height = y + 22
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" '
        f'width="100%" style="max-width:{WIDTH}px" role="img" aria-label="{escape(title)}" '
        'fill="currentColor">'
    ]
    for row, (name, cats) in enumerate(zip(names, categories, strict=True)):
        y = 4 + row * ROW
        out.append(
            f'<text x="{LABEL - 4}" y="{y + 16}" font-size="14" text-anchor="end">'
            f"{escape(name)}</text>"
        )
        x = float(LABEL)
        for k, key in enumerate(keys):
            w = max(0, cats.get(key, 0)) * scale
            if w:
                out.append(
                    f'<rect x="{x:.1f}" y="{y}" width="{w:.1f}" height="20" '
                    f'fill="{COLOURS[k % len(COLOURS)]}" data-category="{key}">'
                    f"<title>{escape(labels[key])}: {cats.get(key, 0)}</title></rect>"
                )
            x += w
        total = sum(cats.get(key, 0) for key in keys)
        out.append(f'<text x="{x + 4:.1f}" y="{y + 16}" font-size="14">{total}</text>')
    out += legend
    out.append("</svg>")
    return "".join(out)
