"""A bar per player of where the points came from: matplotlib when it is installed, a
plain SVG otherwise (the same picture, no extra dependency)."""

from __future__ import annotations

import importlib.util
import io
from collections.abc import Mapping, Sequence
from html import escape

COLOURS = ("#d9a400", "#f2b632", "#7a5aa6", "#3f8f6b", "#c0504d", "#6a9a3a", "#4a7fb5")
ROW, LABEL, WIDTH = 26, 90, 420


def has_matplotlib() -> bool:
    """True when matplotlib can be imported here."""
    return importlib.util.find_spec("matplotlib") is not None


def points_chart(
    names: Sequence[str],
    categories: Sequence[Mapping[str, int]],
    labels: Mapping[str, str],
    title: str = "",
) -> str:
    """The chart as SVG text: one stacked bar per player, a segment per category (a
    category below zero draws nothing; its number is in the explanation)."""
    if has_matplotlib():
        return _matplotlib(names, categories, labels, title)
    return svg_chart(names, categories, labels, title)


def svg_chart(
    names: Sequence[str],
    categories: Sequence[Mapping[str, int]],
    labels: Mapping[str, str],
    title: str = "",
) -> str:
    """The chart drawn as plain SVG."""
    keys = list(labels)
    top = max([sum(max(0, c.get(k, 0)) for k in keys) for c in categories] + [1])
    scale = (WIDTH - LABEL - 40) / top
    height = ROW * len(names) + 40
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" '
        f'width="100%" style="max-width:{WIDTH}px" role="img" aria-label="{escape(title)}">'
    ]
    for row, (name, cats) in enumerate(zip(names, categories, strict=True)):
        y = 4 + row * ROW
        out.append(
            f'<text x="{LABEL - 4}" y="{y + 15}" font-size="12" text-anchor="end">'
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
        out.append(f'<text x="{x + 4:.1f}" y="{y + 15}" font-size="12">{total}</text>')
    y = ROW * len(names) + 12
    x = 4.0
    for k, key in enumerate(keys):
        out.append(
            f'<rect x="{x:.0f}" y="{y}" width="10" height="10" fill="{COLOURS[k % len(COLOURS)]}"/>'
        )
        out.append(
            f'<text x="{x + 13:.0f}" y="{y + 9}" font-size="10">{escape(labels[key])}</text>'
        )
        x += 16 + 6 * len(labels[key])
    out.append("</svg>")
    return "".join(out)


def _matplotlib(
    names: Sequence[str],
    categories: Sequence[Mapping[str, int]],
    labels: Mapping[str, str],
    title: str,
) -> str:  # pragma: no cover - matplotlib is optional and not in the test environment
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5, 0.45 * len(names) + 1))
    left = [0] * len(names)
    for k, key in enumerate(labels):
        values = [max(0, c.get(key, 0)) for c in categories]
        ax.barh(list(names), values, left=left, color=COLOURS[k % len(COLOURS)], label=labels[key])
        left = [a + b for a, b in zip(left, values, strict=True)]
    ax.invert_yaxis()
    ax.set_title(title)
    ax.legend(fontsize=7, ncols=3, loc="lower center", bbox_to_anchor=(0.5, -0.6))
    buffer = io.StringIO()
    fig.savefig(buffer, format="svg", bbox_inches="tight")
    plt.close(fig)
    return buffer.getvalue()
