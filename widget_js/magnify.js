// A small part grows under the pointer or the keyboard's focus (another player's hive beside
// the learner's large one): drawn larger over the page by a transform, so nothing else
// moves, and kept inside the table and the visible part of the notebook. It grows at once
// under reduced motion (the sheet's transition is off then).
import { scrollParent } from "./layout.js";

// How much larger a grown part is drawn, at most.
export const GROW = 1.8;

// How `box` ({left, top, width, height}) grows inside `bounds` ({left, top, right, bottom}):
// {scale, ox, oy}, the scale (1: it cannot grow) and the transform's origin in the box, as
// near its centre as keeps the grown box inside the bounds.
export function growth(box, bounds, most = GROW) {
  const room = Math.min(most, (bounds.right - bounds.left) / box.width,
    (bounds.bottom - bounds.top) / box.height);
  const scale = Math.floor(room * 100) / 100;
  if (!(scale > 1.05)) return { scale: 1, ox: box.width / 2, oy: box.height / 2 };
  const k = scale - 1;
  // The grown box's left is at x - ox * k, its right at x + scale * w - ox * k.
  const origin = (x, size, low, high) => {
    const least = Math.max(0, (x + scale * size - high) / k);
    const upper = Math.min(size, (x - low) / k);
    return Math.min(Math.max(size / 2, least), Math.max(least, upper));
  };
  return { scale,
    ox: origin(box.left, box.width, bounds.left, bounds.right),
    oy: origin(box.top, box.height, bounds.top, bounds.bottom) };
}

// The visible part of the page around `table`: the table's box inside its scroller's and the
// window.
function boundsOf(table) {
  const t = table.getBoundingClientRect();
  const scroller = scrollParent(table);
  const v = scroller && scroller !== document.scrollingElement ?
    scroller.getBoundingClientRect() :
    { left: 0, top: 0, right: globalThis.innerWidth, bottom: globalThis.innerHeight };
  const pad = 4;
  return { left: Math.max(t.left, v.left, 0) + pad, right: Math.min(t.right, v.right,
    globalThis.innerWidth) - pad, top: Math.max(v.top, 0) + pad,
  bottom: Math.min(v.bottom, globalThis.innerHeight) - pad };
}

// Makes `node` grow while the pointer is on it or the focus in it and `small()` says it is
// drawn small; `table` bounds it. Listeners go with `signal`.
export function magnify(node, table, signal, small) {
  const grow = () => {
    if (!small() || node.classList.contains("hb-grown")) return;
    const b = node.getBoundingClientRect();
    const g = growth({ left: b.left, top: b.top, width: b.width, height: b.height },
      boundsOf(table));
    if (g.scale === 1) return;
    node.style.transformOrigin = g.ox.toFixed(1) + "px " + g.oy.toFixed(1) + "px";
    node.style.transform = "scale(" + g.scale + ")";
    node.classList.add("hb-grown");
  };
  const shrink = () => {
    node.style.transform = "";
    node.classList.remove("hb-grown");
  };
  node.addEventListener("pointerenter", grow, { signal });
  node.addEventListener("pointerleave", () => {
    if (!node.contains(document.activeElement)) shrink();
  }, { signal });
  node.addEventListener("focusin", grow, { signal });
  node.addEventListener("focusout", (ev) => {
    if (!node.contains(ev.relatedTarget) && !node.matches(":hover")) shrink();
  }, { signal });
  return shrink;
}
