// The table as an app in a box: its body scrolls inside the table, and when a new decision
// comes, the body is scrolled (by itself, never the notebook) to the first place the
// decision needs: a target to click, the hive to place on, or what a lesson points at.

// What the decision needs, in the order it is looked for.
export const TARGET_SELECTORS = [".hbt-hive-active", ".hbt-target", ".hbt-hl"];
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
    this.timer = null;
  }

  // A redraw for decision `key`: follow it once the page has settled (a wrong lesson try is
  // played and taken back within a moment; only the decision left standing is followed).
  request(key) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (key === this.key) return;
      this.key = key;
      this.show();
    }, SETTLE_MS);
  }

  show() {
    const body = this.getBody();
    if (!body || !body.isConnected) return;
    let target = null;
    for (const sel of TARGET_SELECTORS) {
      target = body.querySelector(sel);
      if (target) break;
    }
    if (!target) return;
    const b = body.getBoundingClientRect();
    const r = target.getBoundingClientRect();
    const top = scrollToShow(body.scrollTop, body.clientHeight, r.top - b.top + body.scrollTop,
      r.height);
    if (top !== body.scrollTop) body.scrollTop = top;
  }

  destroy() {
    clearTimeout(this.timer);
  }
}
