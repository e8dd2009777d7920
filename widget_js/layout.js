// The table as an app in a box: its body scrolls inside the table, and when a new decision
// comes, the body is scrolled (by itself, never the notebook) to the first place the
// decision needs: a target to click, the hive to place on, or what a lesson points at.

// What the decision needs, in the order it is looked for: a part that asks to be seen whole
// at this decision (the fruit market while a sale is composed: its fruit values and set-bonus
// track with the + and − buttons; the festival board when a solo toast drone card takes one
// of its cards), the hive to place on, a target, a lesson's highlight.
export const TARGET_SELECTORS = [".hbt-follow", ".hbt-hive-active", ".hbt-target", ".hbt-hl"];
const SETTLE_MS = 120;

// The scrollTop that shows `box` (a rectangle) inside a scroller of height `view` scrolled
// to `top`, moving as little as possible; a box taller than the view shows its top.
export function scrollToShow(top, view, boxTop, boxHeight, margin = 8) {
  const start = boxTop - margin;
  const end = boxTop + boxHeight + margin;
  if (start >= top && end <= top + view) return top;
  if (end - start > view || start < top) return Math.max(0, start);
  return Math.max(0, end - view);
}

export class DecisionFollower {
  constructor(getBody) {
    this.getBody = getBody;
    this.key = null;
    this.shown = null;
    this.timer = null;
    this.observer = null;
    this.observed = null;
    this.pointed = null;
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
    for (const sel of TARGET_SELECTORS) {
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
    const b = body.getBoundingClientRect();
    const top = scrollToShow(body.scrollTop, body.clientHeight, r.top - b.top + body.scrollTop,
      r.height);
    if (top !== body.scrollTop) body.scrollTop = top;
    return true;
  }

  destroy() {
    clearTimeout(this.timer);
    if (this.observer) this.observer.disconnect();
  }
}
