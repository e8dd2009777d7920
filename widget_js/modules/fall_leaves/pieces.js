// Autumn Leaves' pieces, pure SVG for the eye (the node holding one says it in words: its
// tooltip and screen-reader text): a leaf with how many on a disc beside it, points on a star,
// and the foliage card with its scoring drawn: the leaves it counts, points per leaf on a
// star, the places' payouts on medals (1st gold, 2nd silver, 3rd bronze), a set framed, a
// tile with two leaves as the two-hex tile.
import { hexPoints, num } from "../../hexmath.js";
import { el } from "../../render.js";
import { svgBox } from "../../boxpieces.js";
import { leafIcon } from "../../fall_marks.js";
import { star } from "../../marketpieces.js";

const COLOURS = ["yellow", "red", "purple"];
const CARD_H = 40;
const MID = CARD_H / 2;

function number(svg, x, y, value, cls = "hbt-lv-number") {
  const t = el("text", { x: num(x), y: num(y), "text-anchor": "middle", class: cls }, svg);
  t.textContent = String(value);
  return t;
}

// A leaf of `colour` on a paper token, with `n` on a disc at its lower right.
export function leafPiece(colour, n) {
  const svg = svgBox(42, 34, "hbt-lv-piece");
  svg.dataset.colour = colour;
  el("circle", { cx: 15, cy: 16, r: 14.5, class: "hbt-lv-disc" }, svg); // a paper token
  leafIcon(svg, colour, 15, 16, 11);
  el("circle", { cx: 32, cy: 24, r: 9.5, class: "hbt-lv-disc" }, svg);
  number(svg, 32, 28.5, n);
  return svg;
}

// Points on a star.
export function pointsPiece(points) {
  const svg = svgBox(36, 34, "hbt-lv-piece");
  svg.classList.add("hbt-lv-points");
  star(svg, 18, 18, 17);
  number(svg, 18, 22.5, points);
  return svg;
}

// ---------------------------------------------------------------- the foliage card

// Each drawing below puts its pieces at x and gives the x after them.
function leaves(svg, colours, x, r = 9) {
  colours.forEach((c, i) => leafIcon(svg, c, x + r + i * (2 * r + 2), MID, r));
  return x + colours.length * (2 * r + 2);
}

function perLeaf(svg, points, x) {
  star(svg, x + 15, MID + 1, 14);
  number(svg, x + 15, MID + 5, points);
  return x + 32;
}

function medals(svg, payouts, x) {
  payouts.forEach((p, i) => {
    el("circle", { cx: num(x + 13 + i * 27), cy: MID, r: 12.5,
      class: "hbt-lv-medal hbt-lv-place" + (i + 1) }, svg);
    number(svg, x + 13 + i * 27, MID + 4.5, p);
  });
  return x + payouts.length * 27 + 2;
}

function set(svg, x) {
  el("rect", { x: num(x), y: 7, width: 66, height: 26, rx: 8, class: "hbt-lv-set" }, svg);
  return leaves(svg, COLOURS, x + 3) + 5;
}

function doubleTile(svg, x) {
  const r = 11;
  const w = Math.sqrt(3) * r;
  for (const dx of [0, w]) {
    el("polygon", { points: hexPoints([x + w / 2 + 1 + dx, MID], r), class: "hbt-lv-tile" }, svg);
  }
  leafIcon(svg, "red", x + w / 2 + 1, MID, 6.5);
  leafIcon(svg, "purple", x + w * 1.5 + 1, MID, 6.5);
  return x + 2 * w + 6;
}

// A line between the card's two scorings.
function divider(svg, x) {
  el("line", { x1: num(x + 5), x2: num(x + 5), y1: 8, y2: CARD_H - 8, class: "hbt-lv-divider" },
    svg);
  return x + 10;
}

function sep(svg, x, text) {
  const w = [...text].length * 7 + 4;
  number(svg, x + w / 2, MID + 5, text, "hbt-lv-sep");
  return x + w;
}

// The card's scoring (the card's data: type and figures) drawn, left to right.
const DRAW = {
  each_colour: (svg, c, x) => medals(svg, c.payouts, perLeaf(svg, c.per_leaf,
    leaves(svg, COLOURS, x))),
  sets: (svg, c, x) => perLeaf(svg, c.points, set(svg, x)),
  per_and_most: (svg, c, x) => medals(svg, c.payouts, leaves(svg, [c.most],
    divider(svg, perLeaf(svg, c.per_leaf, leaves(svg, [c.colour], x))), 11)),
  most_total: (svg, c, x) => medals(svg, c.payouts, leaves(svg, COLOURS, x, 7)),
  double_tiles: (svg, c, x) => perLeaf(svg, c.points, doubleTile(svg, x)),
  best_colour: (svg, c, x) => perLeaf(svg, c.per_leaf, sep(svg, leaves(svg, COLOURS, x),
    "max")),
};

// The foliage card: a card on paper, its scoring drawn on it (an unknown type: blank).
export function foliagePiece(scoring) {
  const svg = svgBox(10, CARD_H, "hbt-lv-card");
  const plate = el("rect", { x: 1, y: 1, height: CARD_H - 2, rx: 6, class: "hbt-lv-plate" },
    svg);
  const draw = DRAW[(scoring || {}).type];
  const end = draw ? draw(svg, scoring, 6) : 40;
  const width = Math.ceil(end + 4);
  plate.setAttribute("width", String(width - 2));
  svg.setAttribute("viewBox", "0 0 " + width + " " + CARD_H);
  svg.setAttribute("width", String(width));
  return svg;
}
