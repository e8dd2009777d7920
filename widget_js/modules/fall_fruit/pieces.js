// Fall Fruit's pieces, pure SVG for the eye (the node holding one says it in words: its
// tooltip and screen-reader text): a fruit (each kind its own shape and colour, its short
// name on it), a fruit with a number on it (its value on a coin, or how many on a disc), and
// the set-bonus track (its values, those passed struck through, the marker on the one now).
import { num } from "../../hexmath.js";
import { el } from "../../render.js";
import { svgBox } from "../../boxpieces.js";

// A fruit's body of radius r at (0, 0): a pumpkin wide, a pear a pear, an apple round.
function fruitBody(parent, kind, r) {
  if (kind === "pumpkin") {
    return el("ellipse", { class: "hbt-ff-fruit-body", rx: num(r * 1.2), ry: num(r * 0.92) },
      parent);
  }
  if (kind === "pear") {
    return el("path", { class: "hbt-ff-fruit-body", d: "M0," + num(-r) + " C" + num(r * 0.5) +
      "," + num(-r) + " " + num(r * 0.45) + "," + num(-r * 0.3) + " " + num(r * 0.9) + "," +
      num(r * 0.35) + " A" + num(r * 0.95) + "," + num(r * 0.75) + " 0 0 1 " +
      num(-r * 0.9) + "," + num(r * 0.35) + " C" + num(-r * 0.45) + "," + num(-r * 0.3) +
      " " + num(-r * 0.5) + "," + num(-r) + " 0," + num(-r) + " Z" }, parent);
  }
  return el("circle", { class: "hbt-ff-fruit-body", r: num(r) }, parent);
}

// A fruit of radius r at (x, y), with its short name on it when it is big enough to read.
export function fruitMark(parent, kind, short, x, y, r) {
  const g = el("g", { class: "hbt-ff-fruit hbt-ff-" + kind,
    transform: "translate(" + num(x) + "," + num(y) + ")" }, parent);
  fruitBody(g, kind, r);
  if (r >= 12) {
    const txt = el("text", { y: 4, "text-anchor": "middle", class: "hbt-ff-fruit-text" }, g);
    txt.textContent = short;
  }
  return g;
}

// A fruit with `n` on it, lower right: on a coin (`coin`: what it sells for) or on a disc
// (how many). Without n: the fruit alone.
export function fruitPiece(kind, short, n = null, coin = false) {
  const svg = svgBox(n === null ? 32 : 42, 34, "hbt-fm-piece");
  svg.dataset.fruit = kind;
  fruitMark(svg, kind, short, 15, 15, 13);
  if (n === null) return svg;
  el("circle", { cx: 32, cy: 24, r: 9.5, class: coin ? "hbt-coin" : "hbt-fm-disc" }, svg);
  const t = el("text", { x: 32, y: 28.5, "text-anchor": "middle",
    class: "hbt-piece-number hbt-fm-number" }, svg);
  t.textContent = String(n);
  return svg;
}

// The set-bonus track: one space per value, left to right, the values passed struck through
// and the marker (a ring holding the three fruit's colours) on the space of the bonus now.
export function bonusTrackPiece(track, position) {
  const SPACE = 30;
  const svg = svgBox(track.length * SPACE + 2, 34, "hbt-fm-track-piece");
  track.forEach((value, i) => {
    const x = 1 + i * SPACE;
    const passed = i < position;
    const here = i === position;
    el("rect", { x: num(x), y: 5, width: SPACE - 3, height: 24, rx: 5,
      class: "hbt-track-space" + (passed ? " hbt-track-passed" : "") }, svg);
    if (here) {
      el("circle", { cx: num(x + (SPACE - 3) / 2), cy: 17, r: 13.5, class: "hbt-fm-marker" },
        svg);
    }
    const t = el("text", { x: num(x + (SPACE - 3) / 2), y: here ? 22 : 21.5,
      "text-anchor": "middle", class: "hbt-track-value" + (here ? " hbt-track-here" :
        passed ? " hbt-track-passed" : "") }, svg);
    t.textContent = String(value);
    if (passed) {
      el("line", { x1: num(x + 5), x2: num(x + SPACE - 8), y1: 17, y2: 17,
        class: "hbt-track-strike" }, svg);
    }
  });
  return svg;
}
