// The coach bubble: a lesson step's one line of what to do, drawn at the thing it is about
// (the first highlighted hex, table part, market column or Hustle spot), with an arrow;
// the hints asked for and the feedback on the last try appear in it too. It is an overlay
// of the lesson's root (absolutely placed: nothing else moves), kept wholly inside the
// board or table and the screen, beside its target rather than over it (below, above,
// right or left, the first side with room), and placed again when anything scrolls, is
// resized or drawn again. The panel keeps its own copy of every word (its live region is
// what a screen reader hears), so the bubble itself is hidden from assistive technology.
import { html } from "./pagekit.js";

const GAP = 12; // px between the target and the bubble (the arrow spans it)
const MARGIN = 4; // px kept free inside the bounds
const SIDES = ["below", "above", "right", "left"];

// The element the bubble points at inside `surface`: a hex the step names (data-hex), the
// first match of `select` (a CSS selector, or a list of them tried in turn: a first
// game's table parts; one in view first) or the surface's own highlight, the first one
// with a size on the screen.
export function findTarget(surface, hexes, select = "") {
  const sized = (el) => {
    const b = el.getBoundingClientRect();
    return b.width > 0 && b.height > 0;
  };
  for (const [q, r] of hexes || []) {
    const found = [...surface.querySelectorAll(`svg [data-hex="${q},${r}"]`)].find(sized);
    if (found) return found;
  }
  // A selector, or several tried in turn: the first match in view, else the first drawn.
  const selectors = [].concat(select || []);
  const area = selectors.length ? bounds(surface) : null;
  const inView = (el) => {
    const b = el.getBoundingClientRect();
    return sized(el) && b.right > area.left && b.left < area.right && b.bottom > area.top &&
      b.top < area.bottom;
  };
  for (const test of [inView, sized]) {
    for (const sel of selectors) {
      const found = [...surface.querySelectorAll(sel)].find(test);
      if (found) return found;
    }
  }
  return [...surface.querySelectorAll(".hb-highlight, .hbt-hl")].find(sized) || null;
}

// The part of the screen `el` may draw in: its box inside the viewport and inside every
// ancestor that clips.
function bounds(el) {
  const b = el.getBoundingClientRect();
  let [l, t, r, btm] = [Math.max(b.left, 0), Math.max(b.top, 0),
    Math.min(b.right, innerWidth), Math.min(b.bottom, innerHeight)];
  for (let n = el.parentElement; n; n = n.parentElement) {
    const cs = getComputedStyle(n);
    if (cs.display === "contents" || (cs.overflowX === "visible" && cs.overflowY === "visible")) {
      continue;
    }
    const c = n.getBoundingClientRect();
    if (!c.width || !c.height) continue;
    l = Math.max(l, c.left); t = Math.max(t, c.top);
    r = Math.min(r, c.right); btm = Math.min(btm, c.bottom);
  }
  return { left: l + MARGIN, top: t + MARGIN, right: r - MARGIN, bottom: btm - MARGIN };
}

const clamp = (v, lo, hi) => Math.max(lo, Math.min(v, Math.max(lo, hi)));

// Where a bubble of size w x h goes beside target box `t` inside `area`: {side, x, y} in
// screen coordinates. Beside each side it is tried centred on the target, then from the
// target's start and from its end (a bubble below a hex may stand right or left of the
// tokens next to it); the first place that fits covering neither the target nor a box of
// `clear` (the other things the step names, e.g. the token a question is about) wins,
// else the place covering least of them.
export function place(t, w, h, area, clear = []) {
  const cx = t.left + t.width / 2;
  const cy = t.top + t.height / 2;
  const keep = [t, ...clear];
  const cover = (x, y) => keep.reduce((sum, k) => sum +
    Math.max(0, Math.min(x + w, k.right) - Math.max(x, k.left)) *
    Math.max(0, Math.min(y + h, k.bottom) - Math.max(y, k.top)), 0);
  let best = null;
  for (const side of SIDES) {
    const spots = side === "below" || side === "above" ?
      [cx - w / 2, t.left, t.right - w].map((x) => [x, side === "below" ? t.bottom + GAP :
        t.top - GAP - h]) :
      [cy - h / 2, t.top, t.bottom - h].map((y) => [side === "right" ? t.right + GAP :
        t.left - GAP - w, y]);
    for (const [sx, sy] of spots) {
      const across = side === "below" || side === "above";
      const x = across ? clamp(sx, area.left, area.right - w) : sx;
      const y = across ? sy : clamp(sy, area.top, area.bottom - h);
      const fits = x >= area.left - 0.5 && y >= area.top - 0.5 && x + w <= area.right + 0.5 &&
        y + h <= area.bottom + 0.5;
      if (fits && cover(x, y) === 0) return { side, x, y };
      // Kept inside the area, it covers part of what it must not: the place covering least
      // (a place that fits before one that does not, at equal cover).
      const kx = clamp(x, area.left, area.right - w);
      const ky = clamp(y, area.top, area.bottom - h);
      const c = cover(kx, ky) + (fits ? 0 : 0.5);
      if (!best || c < best.cover) best = { side, x: kx, y: ky, cover: c };
    }
  }
  return best;
}

export class CoachBubble {
  // `root`: the lesson's element (the bubble's containing block); `surface`: where the
  // board or table is drawn.
  // `onCoach(coached)` hears when the bubble starts or stops standing at a target.
  constructor(root, surface, signal, onCoach) {
    this.onCoach = onCoach;
    this.coached = false;
    this.root = root;
    this.surface = surface;
    this.hexes = [];
    this.active = false;
    this.frame = 0;
    this.anchor = null;
    this.shown = new Map(); // the HTML last put in each part
    const el = html("div", { class: "hb-coach", hidden: true, "aria-hidden": "true" }, root);
    // (aria-hidden: the panel's copy is the one read out)
    this.arrow = html("div", { class: "hb-coach-arrow" }, el);
    this.ask = html("div", { class: "hb-coach-ask" }, el);
    this.hints = html("div", { class: "hb-coach-hints" }, el);
    this.feedback = html("div", { class: "hb-coach-feedback" }, el);
    this.el = el;
    const again = () => this.schedule();
    const observers = [];
    if (typeof ResizeObserver !== "undefined") { // (a browser; not a test's small DOM)
      const sizes = new ResizeObserver(again);
      sizes.observe(root);
      sizes.observe(surface);
      observers.push(sizes);
    }
    if (typeof MutationObserver !== "undefined") {
      const drawn = new MutationObserver(again);
      drawn.observe(surface, { subtree: true, childList: true, attributes: true,
        attributeFilter: ["class", "points", "transform", "viewBox", "hidden"] });
      observers.push(drawn);
    }
    if (typeof window !== "undefined" && window.addEventListener) {
      document.addEventListener("scroll", again, { capture: true, passive: true, signal });
      window.addEventListener("resize", again, { signal });
    }
    signal.addEventListener("abort", () => {
      for (const o of observers) o.disconnect();
      if (this.frame) cancelAnimationFrame(this.frame);
      this.mark(null);
      el.remove();
    });
  }

  // The step's words: `ask` (HTML, "" for none), the hints' and the feedback's HTML;
  // `hexes`, the hexes it may point at before the surface's highlight; `select`, a CSS
  // selector (or a list of them) of what it may point at after them.
  show({ ask, hints, feedback, hexes, select }) {
    this.hexes = hexes || [];
    this.select = select || "";
    for (const [node, markup] of [[this.ask, ask], [this.hints, hints],
      [this.feedback, feedback]]) {
      if (this.shown.get(node) !== markup) {
        this.shown.set(node, markup);
        node.innerHTML = markup;
      }
      node.hidden = !markup;
    }
    this.wanted = Boolean(ask);
    this.update();
  }

  mark(anchor) {
    // (a redraw that patches the target's attributes takes the mark off: it is put back)
    if (this.anchor === anchor && (!anchor || anchor.hasAttribute("data-coach-anchor"))) return;
    if (this.anchor && this.anchor !== anchor) this.anchor.removeAttribute("data-coach-anchor");
    this.anchor = anchor;
    if (anchor) anchor.setAttribute("data-coach-anchor", "");
  }

  schedule() {
    if (this.frame || !this.wanted || typeof requestAnimationFrame === "undefined") return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.update();
    });
  }

  update() {
    const el = this.el;
    if (!this.surface.querySelectorAll) return; // no layout to place it in
    const target = this.wanted ? findTarget(this.surface, this.hexes, this.select) : null;
    this.mark(target);
    if (Boolean(target) !== this.coached) {
      this.coached = Boolean(target);
      this.root.classList.toggle("hb-coached", this.coached);
      if (this.onCoach) this.onCoach(this.coached);
    }
    const area = target ? bounds(this.surface) : null;
    const t = target ? target.getBoundingClientRect() : null;
    // Hidden while the board or table is off the screen; a target scrolled out of its
    // box keeps the bubble at the box's edge nearest to it.
    if (!area || area.right - area.left < 60 || area.bottom - area.top < 40) {
      el.hidden = true;
      return;
    }
    el.hidden = false;
    el.style.maxWidth = Math.max(160, Math.min(300, area.right - area.left)) + "px";
    const w = el.offsetWidth;
    const h = el.offsetHeight;
    // The other hexes the step names (the token a question is about) are kept clear too.
    const clear = [];
    for (const [q, r] of this.hexes) {
      for (const hex of this.surface.querySelectorAll(`svg [data-hex="${q},${r}"]`)) {
        const b = hex.getBoundingClientRect();
        if (hex !== target && b.width > 0 && b.height > 0) clear.push(b);
      }
    }
    const spot = place(t, w, h, area, clear);
    const home = this.root.getBoundingClientRect();
    el.style.left = Math.round(spot.x - home.left) + "px";
    el.style.top = Math.round(spot.y - home.top) + "px";
    el.dataset.side = spot.side;
    // The arrow on the side facing the target, across from its middle where it can be.
    const a = this.arrow.style;
    a.left = a.top = "";
    if (spot.side === "below" || spot.side === "above") {
      a.left = clamp(t.left + t.width / 2 - spot.x, 14, w - 14) - 7 + "px";
    } else {
      a.top = clamp(t.top + t.height / 2 - spot.y, 14, h - 14) - 7 + "px";
    }
  }
}
