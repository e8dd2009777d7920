// Nectar Caps' pieces, pure SVG for the eye (the node holding one says it in words: its
// tooltip and screen-reader text): a cap (a dark lid with its value, as on the hives), a
// player's caps in a row with their total on a star, a trophy cup with its points.
import { num } from "../../hexmath.js";
import { el } from "../../render.js";
import { svgBox } from "../../boxpieces.js";
import { capIcon } from "../../fall_marks.js";
import { star } from "../../marketpieces.js";

function number(svg, x, y, value) {
  const t = el("text", { x: num(x), y: num(y), "text-anchor": "middle",
    class: "hbt-cp-number" }, svg);
  t.textContent = String(value);
  return t;
}

// One cap, `px` wide.
export function capPiece(value, px = 28) {
  const svg = svgBox(px, px, "hbt-cp-piece");
  capIcon(svg, value, px / 2, px / 2, px / 2 - 1.5);
  return svg;
}

// A trophy cup with `points` on it.
function cup(svg, x, points) {
  el("path", { class: "hbt-cp-cup", d: "M" + num(x + 4) + ",4 H" + num(x + 30) + " V14 C" +
    num(x + 30) + ",22 " + num(x + 24) + ",25 " + num(x + 20) + ",26 V29 H" + num(x + 25) +
    " V33 H" + num(x + 9) + " V29 H" + num(x + 14) + " V26 C" + num(x + 10) + ",25 " +
    num(x + 4) + ",22 " + num(x + 4) + ",14 Z" }, svg);
  number(svg, x + 17, 19, points);
}

// Trophy cups, one per place, each with its points.
export function trophiesPiece(points) {
  const svg = svgBox(Math.max(1, points.length) * 36, 34, "hbt-cp-piece");
  points.forEach((p, i) => cup(svg, i * 36, p));
  return svg;
}

// A player's caps: each cap in a row (a dashed empty lid when none), their total on a star
// and, when they would take a trophy now, the cup with its points.
export function standingPiece(values, total, trophy) {
  const STEP = 21;
  const lids = Math.max(1, values.length);
  const width = 4 + lids * STEP + 38 + (trophy ? 36 : 0);
  const svg = svgBox(width, 34, "hbt-cp-piece");
  if (!values.length) {
    el("circle", { cx: 14, cy: 17, r: 10.5, class: "hbt-cp-none" }, svg);
  }
  values.forEach((v, i) => capIcon(svg, v, 14 + i * STEP, 17, 10.5));
  const x = 4 + lids * STEP + 18;
  star(svg, x, 18, 17);
  number(svg, x, 22.5, total);
  if (trophy) cup(svg, width - 35, trophy);
  return svg;
}
