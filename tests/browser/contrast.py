"""Colour contrast in the page: WCAG ratios of text against what is really behind it.

``CONTRAST_JS`` defines, inside a page function, ``rgba(css)``, ``over(fg, bg)`` (alpha
blending), ``background(node)`` (the colour behind a node, through transparent parents),
``lum(rgb)`` (relative luminance) and ``ratio(a, b)`` (the WCAG contrast ratio).
"""

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
