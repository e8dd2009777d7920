// The table follows its decision. A body that scrolls inside itself is scrolled to the
// first place a new decision needs (a target to click, the hive to place on, or what a
// lesson points at). A body that grows with its parts (the tables now) moves the notebook
// only to bring a decision's target into view after the learner acted on the table: never
// on the first draw or a Run All, never when the target is already wholly in view, never in
// a lesson (its band owns the decision), never under a learner who scrolled or pointed in
// the table meanwhile; it scrolls as little as shows the target, without smooth motion when
// the user prefers reduced motion.
import { prefersStill } from "./motion.js";

// What the decision needs, in the order it is looked for: a part that asks to be seen whole
// at this decision (the fruit market while a sale is composed: its fruit values and set-bonus
// track with the + and − buttons; the festival board when a solo toast drone card takes one
// of its cards), the hive to place on, a target, a lesson's highlight.
export const TARGET_SELECTORS = [".hbt-follow", ".hbt-hive-active", ".hbt-target", ".hbt-hl"];
const SETTLE_MS = 120;
// What a learner does to scroll a page themselves (the keys only outside a text field).
const SCROLL_KEYS = new Set(["PageUp", "PageDown", "Home", "End", "ArrowUp", "ArrowDown", " "]);

// The scrollTop that shows `box` (a rectangle) inside a scroller of height `view` scrolled
// to `top`, moving as little as possible; a box taller than the view shows its top.
export function scrollToShow(top, view, boxTop, boxHeight, margin = 8) {
  const start = boxTop - margin;
  const end = boxTop + boxHeight + margin;
  if (start >= top && end <= top + view) return top;
  if (end - start > view || start < top) return Math.max(0, start);
  return Math.max(0, end - view);
}

// What to scroll the notebook by (in px, 0: nothing) so that the target's rectangle `r`
// (from its top `top` to `bottom`) is wholly inside the view from `viewTop` to `viewBottom`,
// moving as little as possible; a target taller than the view shows its top.
export function scrollBy(top, bottom, viewTop, viewBottom, margin = 12) {
  const start = top - margin;
  const end = bottom + margin;
  if (top >= viewTop && bottom <= viewBottom) return 0;
  if (end - start > viewBottom - viewTop || start < viewTop) return start - viewTop;
  return end - viewBottom;
}

// The nearest element around `node` that scrolls vertically (the notebook's panel in
// JupyterLab), or the document's scroller (Voila, a saved page).
export function scrollParent(node, doc = globalThis.document) {
  for (let n = node.parentElement; n; n = n.parentElement) {
    const style = globalThis.getComputedStyle ? getComputedStyle(n) : null;
    if (style && /(auto|scroll)/.test(style.overflowY) && n.scrollHeight > n.clientHeight + 1) {
      return n;
    }
  }
  return (doc && doc.scrollingElement) || null;
}

export class DecisionFollower {
  // `getBody`: the table's body now; `options.owned()`: whether the table owns its decision
  // (false while a lesson's band does); `options.root`: the table's element;
  // `options.targets`: the selectors of what a decision needs (another game's table).
  constructor(getBody, options = {}) {
    this.getBody = getBody;
    this.owned = options.owned || (() => true);
    this.root = options.root || null;
    this.targets = options.targets || TARGET_SELECTORS;
    // Armed by the learner's action on the table (arm), until the decision it brought is
    // followed or the learner scrolls or points themselves.
    this.armed = false;
    this.armKey = null;
    this.listen(options.signal);
    this.key = null;
    this.shown = null;
    this.timer = null;
    this.observer = null;
    this.observed = null;
    this.pointed = null;
  }

  // The learner acted on the table (a click or a key that sent an action): the decision it
  // brings may be followed into view.
  arm() {
    this.armed = this.owned();
    this.armKey = this.key;
  }

  // A learner who scrolls, or points at the table once its new decision is drawn, takes
  // over: nothing moves under them.
  listen(signal) {
    const doc = globalThis.document;
    if (!doc || !doc.addEventListener) return;
    const off = () => { this.armed = false; };
    const opts = { capture: true, passive: true, signal };
    const inTable = (ev) => Boolean(ev.target && ev.target.closest &&
      (ev.target.closest(".hbt-table, input, textarea, select, button") ||
        (this.root && this.root.contains && this.root.contains(ev.target))));
    doc.addEventListener("wheel", off, opts);
    doc.addEventListener("touchmove", off, opts);
    doc.addEventListener("keydown", (ev) => { if (SCROLL_KEYS.has(ev.key) && !inTable(ev)) off(); },
      opts);
    // A press on a scroller itself is on its scroll bar.
    doc.addEventListener("pointerdown", (ev) => {
      const t = ev.target;
      if (t && t.scrollHeight > t.clientHeight + 1 && !inTable(ev)) off();
    }, opts);
    if (this.root) {
      this.root.addEventListener("pointermove", () => {
        if (this.key !== this.armKey) off();
      }, opts);
    }
  }

  // A redraw for decision `key`: follow it once the page has settled (a wrong lesson try is
  // played and taken back within a moment; only the decision left standing is followed).
  request(key) {
    this.key = key;
    this.watch();
    this.later();
  }

  later(again = false) {
    // Never scroll under a learner who is already pointing in the body for this decision.
    if (again && this.pointed === this.key) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      const fresh = this.key !== this.shown;
      if ((again || fresh) && this.show(fresh)) this.shown = this.key;
    }, SETTLE_MS);
  }

  // A change of the table's size or of its parts' (the first layout, a taller decision,
  // the notebook's width) shows the decision's target again, if it went out of view.
  watch() {
    const body = this.getBody();
    if (!body || this.observed === body || typeof ResizeObserver === "undefined") return;
    if (this.observer) this.observer.disconnect();
    this.observed = body;
    body.addEventListener("pointermove", () => { this.pointed = this.key; });
    this.observer = new ResizeObserver(() => this.later(true));
    this.observer.observe(body);
    for (const child of body.children) this.observer.observe(child);
  }

  // The decision's first target that is drawn in the body, with its box (a part hidden in
  // this game, such as the woodland under the fall field, may still hold targets of no size).
  target(body) {
    for (const sel of this.targets) {
      for (const el of body.querySelectorAll(sel)) {
        const box = el.getBoundingClientRect();
        if (box.width && box.height) return box;
      }
    }
    return null;
  }

  // Whether the decision's target is wholly in the body's view now (true with no target).
  targetInView() {
    const body = this.getBody();
    if (!body || !body.isConnected || !body.clientHeight) return false;
    const r = this.target(body);
    if (!r) return true;
    const b = body.getBoundingClientRect();
    return r.top >= b.top && r.bottom <= b.top + body.clientHeight;
  }

  // Scroll the body to the decision's first target; false while the body is not laid out.
  // A new decision with nothing to point at in the body (its buttons are in the decision
  // panel) shows the body from its top, not wherever the last decision left it.
  show(fresh = false) {
    const body = this.getBody();
    if (!body || !body.isConnected || !body.clientHeight) return false;
    const r = this.target(body);
    if (!r) {
      if (fresh && body.scrollTop) body.scrollTop = 0;
      return true;
    }
    if (body.scrollHeight <= body.clientHeight + 1) return this.bringIntoView(body, r);
    const b = body.getBoundingClientRect();
    const top = scrollToShow(body.scrollTop, body.clientHeight, r.top - b.top + body.scrollTop,
      r.height);
    if (top !== body.scrollTop) body.scrollTop = top;
    return true;
  }

  // A body that grows with its parts: when armed by the learner's action and this is a new
  // decision, scroll the notebook as little as brings its target `r` wholly into view.
  bringIntoView(body, r) {
    if (!this.armed || this.key === this.armKey) return true;
    this.armed = false;
    if (!this.owned()) return true;
    const scroller = scrollParent(body);
    if (!scroller) return true;
    const doc = globalThis.document;
    const whole = scroller === (doc && doc.scrollingElement);
    const box = whole ? { top: 0, bottom: globalThis.innerHeight } :
      scroller.getBoundingClientRect();
    const viewTop = Math.max(0, box.top);
    const viewBottom = Math.min(globalThis.innerHeight || box.bottom, box.bottom);
    const by = scrollBy(r.top, r.bottom, viewTop, viewBottom);
    if (Math.abs(by) < 1) return true;
    this.moved = (this.moved || 0) + 1; // how many times it moved the notebook (tests read it)
    if (this.root) this.root.dataset.followed = String(this.moved);
    scroller.scrollBy({ top: by, behavior: prefersStill() ? "instant" : "smooth" });
    return true;
  }

  destroy() {
    clearTimeout(this.timer);
    if (this.observer) this.observer.disconnect();
  }
}
