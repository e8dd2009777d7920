"""Colour contrast in the page: WCAG ratios of text against what is really behind it.

``CONTRAST_JS`` defines, inside a page function, ``rgba(css)``, ``over(fg, bg)`` (alpha
blending), ``background(node)`` (the colour behind a node, through transparent parents),
``lum(rgb)`` (relative luminance) and ``ratio(a, b)`` (the WCAG contrast ratio).
"""

from typing import Any

CONTRAST_JS = """
            const rgba = (s) => {
                const m = s.match(/[\\d.]+/g).map(Number);
                return [m[0], m[1], m[2], m.length > 3 ? m[3] : 1];
            };
            const over = (fg, bg) => fg.slice(0, 3).map((v, i) => v * fg[3] + bg[i] * (1 - fg[3]));
            const background = (node) => {
                const layers = [];
                for (let n = node; n; n = n.parentElement) {
                    const c = rgba(getComputedStyle(n).backgroundColor);
                    if (c[3] > 0) layers.push(c);
                    if (c[3] >= 1) break;
                }
                let bg = [255, 255, 255];
                for (const c of layers.reverse()) bg = over(c, bg);
                return bg;
            };
            const lum = (c) => {
                const l = c.map((v) => {
                    const s = v / 255;
                    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
                });
                return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
            };
            const ratio = (a, c) => {
                const [x, y] = [lum(a), lum(c)].sort((p, q) => q - p);
                return (x + 0.05) / (y + 0.05);
            };
"""

# A page function ``(args) => {small, low}`` over every element under the selector
# ``args.sel`` that holds text of its own: ``small`` lists text under 11 px, ``low`` text under
# 4.5:1 against what is behind it. Elements under ``args.skip`` are left out (and, with
# ``args.rendered``, elements with no box on the page, such as display: none); SVG text is
# measured by its size on the screen (a drawing may be drawn smaller than its viewBox).
TEXTS_JS = (
    "(args) => {"
    + CONTRAST_JS
    + """
    const out = {small: [], low: []};
    const shown = (n) => !(args.skip && n.closest(args.skip))
        && (!args.rendered || n.getClientRects().length > 0);
    for (const root of document.querySelectorAll(args.sel)) {
        for (const n of root.querySelectorAll('*')) {
            if (n.closest('svg') || !shown(n)) continue;
            if (![...n.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim())) continue;
            const cs = getComputedStyle(n);
            const size = parseFloat(cs.fontSize);
            if (size < 11) out.small.push([String(n.className), size]);
            const bg = background(n);
            const r = ratio(over(rgba(cs.color), bg), bg);
            if (r < 4.5) out.low.push([String(n.className) || n.tagName, Math.round(r * 10) / 10]);
        }
        for (const svg of root.querySelectorAll('svg')) {
            const vb = svg.viewBox.baseVal;
            if (!vb || !vb.width || !shown(svg)) continue;
            const scale = svg.getBoundingClientRect().width / vb.width;
            for (const t of svg.querySelectorAll('text')) {
                if (!t.textContent.trim() || !shown(t)) continue;
                const size = parseFloat(getComputedStyle(t).fontSize) * scale;
                const shownSize = Math.round(size * 10) / 10;
                if (size < 10.95) out.small.push(['svg:' + t.textContent, shownSize]);
            }
        }
    }
    return out;
}"""
)


def text_report(
    page: Any, sel: str, skip: str = "[hidden]", rendered: bool = False
) -> dict[str, list]:
    """Text under 11 px and text under 4.5:1 in the parts ``sel`` of the page (see TEXTS_JS)."""
    return page.evaluate(TEXTS_JS, {"sel": sel, "skip": skip, "rendered": rendered})
