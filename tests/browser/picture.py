"""What a learner sees of a widget on the first screen: pictures, words, hexes, cut-off boxes.

``PICTURE_JS`` is a page function measuring the ``index``-th element matching ``scope``
where it is on the screen now (inside the viewport and every ancestor that clips):

- ``pictures``: the share of its visible area drawn as SVG pictures (sampled every 6 px:
  the topmost element at each point is inside an ``svg``);
- ``words``: the words of three letters or more in view, text drawn in SVG (the labels and
  numbers on pieces) and in a closed ``details`` not counted; a lesson's coach bubble is
  seen (it takes no clicks, so the point tests are made to find it);
- ``hex``: the median width on screen of its visible hexes (SVG polygons of six corners and
  the hive board's empty cells; not a legend's icons);
- ``cut``: the boxes whose content is cut off (taller content than the box, and no
  scrollbar showing it: overflow hidden, or a scrollbar of no width);
- ``small``: the texts drawn under 11 px (HTML and SVG text);
- ``size``: the visible widget's width and height.
"""

from __future__ import annotations

from typing import Any

from .screen import SEEN_JS

PICTURE_JS = (
    """([scope, index, sample]) => {"""
    + SEEN_JS
    + """
    const root = document.querySelectorAll(scope)[index];
    // A lesson's coach bubble takes no clicks (they go to the board under it), yet it is
    // seen: while measuring, the point tests find it (its words count, those under it not).
    const bubbles = [...root.querySelectorAll(".hb-coach")];
    for (const b of bubbles) b.style.pointerEvents = "auto";
    const clipOf = (el) => {
        const b = el.getBoundingClientRect();
        let [l, t, r, btm] = [Math.max(b.left, 0), Math.max(b.top, 0),
            Math.min(b.right, innerWidth), Math.min(b.bottom, innerHeight)];
        for (let n = el.parentElement; n; n = n.parentElement) {
            const cs = getComputedStyle(n);
            if (cs.display === "contents") continue;
            if (cs.overflowX === "visible" && cs.overflowY === "visible") continue;
            const c = n.getBoundingClientRect();
            if (!c.width || !c.height) continue;
            l = Math.max(l, c.left); t = Math.max(t, c.top);
            r = Math.min(r, c.right); btm = Math.min(btm, c.bottom);
        }
        return [l, t, r, btm];
    };
    const [L, T, R, B] = clipOf(root);
    const inView = (b) => b.width > 0 && b.height > 0 && b.left + b.width / 2 >= L &&
        b.left + b.width / 2 <= R && b.top + b.height / 2 >= T && b.top + b.height / 2 <= B;
    // Pictures: sample the visible area.
    let all = 0, drawn = 0;
    for (let y = T + 3; sample && y < B; y += 6) {
        for (let x = L + 3; x < R; x += 6) {
            const hit = document.elementFromPoint(x, y);
            if (!hit || !root.contains(hit)) continue;
            all += 1;
            if (hit.closest("svg")) drawn += 1;
        }
    }
    // Words in view (not in SVG), and small texts.
    let words = 0;
    const small = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent.trim();
        if (!text) continue;
        const parent = node.parentElement;
        if (!parent || parent.closest("style, script, .hb-sr, .hbt-sr, .hb-live")) continue;
        const cs = getComputedStyle(parent);
        if (cs.visibility === "hidden" || parent.closest("[hidden]")) continue;
        const shut = parent.closest("details:not([open])"); // laid out, not shown
        if (shut && !parent.closest("summary")) continue;
        range.selectNodeContents(node);
        const b = range.getBoundingClientRect();
        if (!inView(b)) continue;
        const seen = document.elementFromPoint(b.left + Math.min(b.width, 4), b.top + b.height / 2);
        if (seen && !parent.contains(seen) && !seen.contains(parent)) continue; // covered
        const svgText = parent.closest("svg");
        let px = parseFloat(cs.fontSize);
        if (svgText) {
            const m = parent.getScreenCTM ? parent.getScreenCTM() : null;
            if (m) px *= Math.hypot(m.a, m.b);
        } else {
            words += (text.match(/\\p{L}{3,}/gu) || []).length;
        }
        if (px < 10.95) small.push([text.slice(0, 30), Math.round(px * 10) / 10]);
    }
    // Hexes on screen: six-corner polygons and the outlines of the hive board's empty cells
    // (one path), not the icons of a key (a legend).
    const widths = [];
    const hexAt = (el, corners) => {
        const m = el.getScreenCTM();
        if (!m || corners.length !== 6) return;
        const xs = corners.map(([x, y]) => m.a * x + m.c * y + m.e);
        const ys = corners.map(([x, y]) => m.b * x + m.d * y + m.f);
        const b = {left: Math.min(...xs), top: Math.min(...ys),
            width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys)};
        if (inView(b)) widths.push(b.width);
    };
    const numbers = (text) => (text.match(/-?[0-9.]+(?:e-?[0-9]+)?/g) || []).map(Number);
    const pairs = (ns) => ns.flatMap((n, i) => (i % 2 ? [] : [[n, ns[i + 1]]]));
    const shown = (el) => !el.closest(".hb-legend, [hidden]") && el.getClientRects().length;
    for (const p of root.querySelectorAll("polygon")) {
        if (shown(p)) hexAt(p, pairs(numbers(p.getAttribute("points") || "")));
    }
    for (const p of root.querySelectorAll("path.hb-grid")) {
        const d = p.getAttribute("d") || "";
        if (!/^[MLZ0-9.,\\s-]+$/i.test(d) || !shown(p)) continue;
        for (const outline of d.split(/Z/i)) hexAt(p, pairs(numbers(outline)));
    }
    widths.sort((a, b) => a - b);
    const hex = widths.length ? widths[Math.floor(widths.length / 2)] : 0;
    // Boxes whose content is cut off.
    const cut = [];
    for (const n of [root, ...root.querySelectorAll("*")]) {
        if (n.closest("svg, [hidden], .hb-sr, .hbt-sr")) continue;
        const cs = getComputedStyle(n);
        if (cs.display === "none" || cs.overflowY === "visible") continue;
        if (n.scrollHeight <= n.clientHeight + 2 || n.clientHeight <= 1) continue; // sr-only
        const bar = n.offsetWidth - n.clientWidth - parseFloat(cs.borderLeftWidth) -
            parseFloat(cs.borderRightWidth);
        const scrolls = (cs.overflowY === "auto" || cs.overflowY === "scroll") && bar > 4;
        if (!scrolls && seen(n).visible > 0) {
            cut.push([String(n.className || n.tagName).slice(0, 60), n.scrollHeight,
                n.clientHeight]);
        }
    }
    for (const b of bubbles) b.style.pointerEvents = "";
    return {pictures: all ? drawn / all : 0, words, hex, hexes: widths.length, cut, small,
        size: [Math.round(R - L), Math.round(B - T)]};
}"""
)


def picture_figures(page: Any, scope: str, index: int = 0, pictures: bool = True) -> dict[str, Any]:
    """The figures of ``PICTURE_JS`` for the ``index``-th ``scope`` as it is on screen;
    without ``pictures`` the share is not sampled (0: the rest costs a fraction of it)."""
    return dict(page.evaluate(PICTURE_JS, [scope, index, pictures]))
