"""Measuring what a learner sees at once: bounding boxes of page elements in the viewport.

``VISIBLE_JS`` is a page function: given CSS selectors (each optionally scoped inside the
first element matching ``scope``), it returns for each the element's box and how much of it
is visible: inside the viewport and inside every ancestor that clips (the notebook's own
scroller, a panel that scrolls inside itself).
"""

from __future__ import annotations

from typing import Any

#: A page-function fragment: ``seen(el)``, the element's box and how much of it is visible.
SEEN_JS = """
    const seen = (el) => {
        const b = el.getBoundingClientRect();
        let [l, t, r, btm] = [b.left, b.top, b.right, b.bottom];
        let clip = "";
        l = Math.max(l, 0); t = Math.max(t, 0);
        r = Math.min(r, innerWidth); btm = Math.min(btm, innerHeight);
        for (let n = el.parentElement; n; n = n.parentElement) {
            const cs = getComputedStyle(n);
            if (cs.display === "contents") continue;
            if (cs.overflowX === "visible" && cs.overflowY === "visible") continue;
            const c = n.getBoundingClientRect();
            if (!c.width || !c.height) continue; // a wrapper of no size (the app's root)
            l = Math.max(l, c.left); t = Math.max(t, c.top);
            r = Math.min(r, c.right); btm = Math.min(btm, c.bottom);
            if (r <= l || btm <= t) {
                clip = clip || String(n.className || n.tagName);
                break;
            }
        }
        const area = Math.max(0, r - l) * Math.max(0, btm - t);
        return {
            box: [b.left, b.top, b.width, b.height].map(Math.round),
            visible: b.width * b.height ? area / (b.width * b.height) : 0,
            clip,
        };
    };
"""

#: Each selector's box and visible fraction inside the ``index``-th ``scope``: its first
#: match, or with ``best`` its best-shown match (a part drawn twice: in the body and again
#: beside the decision); null when nothing matches.
VISIBLE_JS = (
    """([scope, index, selectors, best]) => {"""
    + SEEN_JS
    + """
    const root = document.querySelectorAll(scope)[index];
    const out = {};
    for (const sel of selectors) {
        const found = !root ? [] : best ? [...root.querySelectorAll(sel)]
            : [root.querySelector(sel)].filter(Boolean);
        out[sel] = null;
        for (const el of found) {
            const got = seen(el);
            if (!out[sel] || got.visible > out[sel].visible) out[sel] = got;
        }
    }
    return out;
}"""
)


def measure(page: Any, scope: str, index: int, selectors: list[str]) -> dict[str, Any]:
    """Each selector's box and visible fraction inside the ``index``-th ``scope``."""
    return dict(page.evaluate(VISIBLE_JS, [scope, index, selectors, False]))


def measure_any(page: Any, scope: str, index: int, selectors: list[str]) -> dict[str, Any]:
    """Each selector's best-shown match (box and visible fraction) inside ``scope``."""
    return dict(page.evaluate(VISIBLE_JS, [scope, index, selectors, True]))


def scroll_to(page: Any, scope: str, index: int) -> None:
    """Scroll the notebook so that the ``index``-th ``scope`` starts at the top of its area."""
    page.evaluate(
        "([s, i]) => document.querySelectorAll(s)[i].scrollIntoView({block: 'start'})",
        [scope, index],
    )
    wait_still(page, scope, index)


#: True once the ``index``-th ``scope`` has kept its box (and the page its scroll height)
#: for ``frames`` animation frames in a row with no finite animation or transition running
#: on the page (a spinner's endless one does not count). Called once a frame.
STILL_JS = """([scope, index, frames]) => {
    const el = document.querySelectorAll(scope)[index];
    if (!el) return false;
    const b = el.getBoundingClientRect();
    const key = [b.left, b.top, b.width, b.height, document.documentElement.scrollHeight,
                 scrollY].join();
    const moving = document.getAnimations().some((a) => a.playState === "running"
        && a.effect && a.effect.getComputedTiming().endTime !== Infinity);
    const last = window.__hbStill;
    window.__hbStill = last && last.key === key && !moving ? {key, n: last.n + 1} : {key, n: 0};
    return window.__hbStill.n >= frames;
}"""


def wait_still(page: Any, scope: str, index: int = 0, frames: int = 6) -> None:
    """Wait until the ``index``-th ``scope`` stays where it is (see ``STILL_JS``): the
    layout has settled after a scroll, a resize, a theme or an error shown."""
    page.evaluate("() => { window.__hbStill = null; }")
    page.wait_for_function(STILL_JS, arg=[scope, index, frames], polling="raf", timeout=10_000)


#: Elements under the ``index``-th ``scope`` that scroll sideways (a horizontal scrollbar).
SIDEWAYS_JS = """([scope, index]) => {
    const root = document.querySelectorAll(scope)[index];
    const out = [];
    for (const n of [root, ...root.querySelectorAll("*")]) {
        const ox = getComputedStyle(n).overflowX;
        if ((ox === "auto" || ox === "scroll") && n.scrollWidth > n.clientWidth + 1) {
            out.push(n.className.baseVal === undefined ? String(n.className) : "svg");
        }
    }
    return out;
}"""


def not_fully_visible(found: dict[str, Any], at_least: float = 0.99) -> dict[str, Any]:
    """The measured elements that are missing or less than ``at_least`` visible."""
    return {k: v for k, v in found.items() if v is None or v["visible"] < at_least}


#: Where a lesson's feedback shows: the panel's place for it, or, when the step's words
#: stand in the coach bubble at its target, the bubble (the panel's copy is then for
#: screen readers only).
FEEDBACK = ".hb-lesson-panel:not(.hb-lesson-coached) .hb-lesson-feedback, .hb-coach:not([hidden])"


#: Where the element of ``selector`` stands in the notebook's view: {top, bottom, viewTop,
#: viewBottom, whole, scrolled} (``scrolled``: the notebook's scrollTop).
IN_VIEW_JS = """(selector) => {
    const target = document.querySelector(selector);
    let n = target.parentElement;
    while (n && !(/(auto|scroll)/.test(getComputedStyle(n).overflowY)
                  && n.scrollHeight > n.clientHeight + 1)) n = n.parentElement;
    const v = n ? n.getBoundingClientRect() : {top: 0, bottom: innerHeight};
    const [viewTop, viewBottom] = [Math.max(0, v.top), Math.min(innerHeight, v.bottom)];
    const r = target.getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, viewTop, viewBottom, scrolled: n ? n.scrollTop : 0,
            whole: r.top >= viewTop - 1 && r.bottom <= viewBottom + 1};
}"""

#: Scrolls the notebook (the element's nearest scrolling box) so that the element's bottom
#: stands 30 px above the view's bottom.
TO_VIEW_BOTTOM_JS = """(b) => {
    let n = b.parentElement;
    while (n && !(/(auto|scroll)/.test(getComputedStyle(n).overflowY)
                  && n.scrollHeight > n.clientHeight + 1)) n = n.parentElement;
    const bottom = Math.min(innerHeight, n.getBoundingClientRect().bottom);
    n.scrollTop += b.getBoundingClientRect().bottom - (bottom - 30);
}"""
