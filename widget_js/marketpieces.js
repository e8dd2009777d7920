// The market's pieces, pure SVG: a market column drawn as the board's track (one space per
// value, the values already passed struck through, the column's marker on the space of the
// value it is worth now); a sale as its pieces (the resource's disc with how many, an arrow,
// the coin with what it pays); an order card as the drawn card (the customer, what it asks
// as discs with counts, the points on a star, its size) and the stack under it (how many
// cards below, the action it gives). The words in full are the buttons' names and tooltips.
import { num } from "./hexmath.js";
import { el, SVG_NS } from "./render.js";
import { iconSvg } from "./board/icons.js";

const W = 60;
const ROW = 24;

export function trackPiece(track, fill, letter) {
  const svg = document.createElementNS(SVG_NS, "svg");
  const height = track.length * ROW + 2;
  svg.setAttribute("viewBox", "0 0 " + W + " " + height);
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  svg.classList.add("hbt-track-piece");
  track.forEach((step, i) => {
    const y = 1 + i * ROW;
    el("rect", { x: 1, y: num(y), width: W - 2, height: ROW - 3, rx: 5,
      class: "hbt-track-space" + (step.passed ? " hbt-track-passed" : "") }, svg);
    if (step.here) {
      el("circle", { cx: 14, cy: num(y + (ROW - 3) / 2), r: 9.5, fill,
        class: "hbt-track-marker" }, svg);
      const m = el("text", { x: 14, y: num(y + ROW / 2 + 2.5), "text-anchor": "middle",
        class: "hbt-track-marker-letter" }, svg);
      m.textContent = letter;
    }
    const t = el("text", { x: step.here ? 40 : W / 2, y: num(y + ROW / 2 + 3),
      "text-anchor": "middle", class: "hbt-track-value" + (step.here ? " hbt-track-here" :
        step.passed ? " hbt-track-passed" : "") }, svg);
    t.textContent = String(step.value);
    if (step.passed) {
      el("line", { x1: W / 2 - 9, x2: W / 2 + 9, y1: num(y + ROW / 2 - 1.5),
        y2: num(y + ROW / 2 - 1.5), class: "hbt-track-strike" }, svg);
    }
  });
  return svg;
}

// An SVG drawing `width` x `height` px for the eye only (its button carries the words).
function drawing(width, height, cls) {
  const svg = document.createElementNS(SVG_NS, "svg");
  for (const [k, v] of [["viewBox", "0 0 " + num(width) + " " + num(height)],
    ["width", num(width)], ["height", num(height)], ["aria-hidden", "true"],
    ["focusable", "false"], ["class", cls]]) svg.setAttribute(k, v);
  return svg;
}

function label(svg, x, y, value, cls, anchor = "middle") {
  const t = el("text", { x: num(x), y: num(y), "text-anchor": anchor, class: cls }, svg);
  t.textContent = String(value);
  return t;
}

// The width of `text` in 12-13 px letters (an estimate: the text may run a little past it).
const textWidth = (text) => Math.ceil([...String(text)].length * 7.4);

// A resource's disc: its colour and letter (one the palette lacks: paper and its initial).
function disc(svg, statics, resource, x, y, r) {
  const pal = statics.palette || {};
  el("circle", { cx: num(x), cy: num(y), r: num(r), class: "hbt-mp-disc",
    fill: (pal.resources || {})[resource] || "var(--hbt-paper)" }, svg);
  const letter = (pal.resource_letters || {})[resource] ||
    String((statics.resources || {})[resource] || resource).slice(0, 1).toUpperCase();
  label(svg, x, y + 4, letter, "hbt-mp-letter");
}

// A five-pointed star (its points `size` px from its centre), for points to stand on.
export function star(svg, x, y, size = 19) {
  const corners = [];
  for (let k = 0; k < 10; k++) {
    const r = k % 2 ? size * 0.53 : size;
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    corners.push(num(x + r * Math.cos(a)) + "," + num(y + r * Math.sin(a)));
  }
  el("polygon", { points: corners.join(" "), class: "hbt-mp-star" }, svg);
}

// Points on a star.
function pointsStar(svg, x, y, points, size = 19) {
  star(svg, x, y, size);
  label(svg, x, y + 5, points, "hbt-mp-number hbt-mp-points");
}

// A name's lines of at most `most` letters where it may break: at a space, or at a "|" of
// `breaks` (the name with its break marks, "cseresznye|virág|méz") with a hyphen there. A
// piece longer than `most` keeps its own line.
export function headLines(name, breaks = "", most = 10) {
  const marked = breaks && breaks.replaceAll("|", "") === name ? breaks : name;
  const lines = [];
  let line = "";
  for (const [, sep, piece] of marked.matchAll(/([ |]?)([^ |]+)/g)) {
    const joined = line + (line && sep === " " ? " " : "") + piece;
    if (!line || joined.length <= most) {
      line = joined;
    } else {
      lines.push(line + (sep === "|" ? "-" : ""));
      line = piece;
    }
  }
  return [...lines, line];
}

// A market column's head: the resource's disc and its name under it (on two lines when it
// is long, where the catalogue lets it break), as wide as its column.
export function columnHeadPiece(statics, resource) {
  const name = String((statics.resources || {})[resource] || resource);
  const lines = headLines(name, (statics.resource_breaks || {})[resource]);
  const svg = document.createElementNS(SVG_NS, "svg");
  for (const [k, v] of [["width", "100%"], ["height", String(28 + lines.length * 13)],
    ["aria-hidden", "true"], ["focusable", "false"], ["class", "hbt-col-head-piece"]]) {
    svg.setAttribute(k, v);
  }
  const middle = el("svg", { x: "50%", y: 0, overflow: "visible" }, svg);
  disc(middle, statics, resource, 0, 13, 10);
  lines.forEach((line, i) => label(middle, 0, 36 + i * 13, line, "hbt-col-head-name"));
  return svg;
}

// A sale: `quantity` of `resource` (its disc, "×n") for `coins` (a coin with the amount).
export function salePiece(statics, resource, quantity, coins) {
  const svg = drawing(94, 40, "hbt-sale-piece");
  el("rect", { x: 1, y: 1, width: 92, height: 38, rx: 6, class: "hbt-mp-card" }, svg);
  disc(svg, statics, resource, 16, 20, 11);
  label(svg, 30, 25, "×" + quantity, "hbt-mp-number", "start");
  el("path", { d: "M51 20h10m-4-4l4 4l-4 4", class: "hbt-mp-arrow" }, svg);
  el("circle", { cx: 77, cy: 20, r: 13.5, class: "hbt-mp-coin" }, svg);
  label(svg, 77, 25, coins, "hbt-mp-number" + (String(coins).length > 2 ? " hbt-mp-long" : ""));
  return svg;
}

// An order to complete, as a choice: what the card asks (discs with counts), an arrow and
// the points on a star, one line high (the card itself stands in its stack).
export function orderChoicePiece(statics, card) {
  const needs = card.needs || [];
  const width = 12 + needs.length * 38 + 62;
  const svg = drawing(width, 40, "hbt-order-choice");
  el("rect", { x: 1, y: 1, width: width - 2, height: 38, rx: 6, class: "hbt-mp-card" }, svg);
  needs.forEach(([resource, n], i) => {
    disc(svg, statics, resource, 17 + i * 38, 20, 11);
    label(svg, 31 + i * 38, 25, n, "hbt-mp-number", "start");
  });
  const x = 8 + needs.length * 38;
  el("path", { d: "M" + x + " 20h10m-4-4l4 4l-4 4", class: "hbt-mp-arrow" }, svg);
  pointsStar(svg, width - 22, 21, card.points, 17);
  return svg;
}

// An order card: the customer (and its size) on top, what it asks as discs with their
// counts, the points on a star; `complete` (a short text) printed at its foot when it can be
// completed now.
export function orderCardPiece(statics, card, complete = "") {
  const needs = card.needs || [];
  const head = textWidth(card.customer) + textWidth(card.size) + 24;
  const width = Math.max(140, 12 + needs.length * 40 + 48, head);
  const height = complete ? 82 : 64;
  const svg = drawing(width, height, "hbt-order-piece");
  el("rect", { x: 1, y: 1, width: width - 2, height: height - 2, rx: 6, class: "hbt-mp-card" },
    svg);
  label(svg, 9, 18, card.customer, "hbt-mp-customer", "start");
  label(svg, width - 9, 18, card.size, "hbt-mp-size", "end");
  needs.forEach(([resource, n], i) => {
    disc(svg, statics, resource, 21 + i * 40, 42, 12);
    label(svg, 36 + i * 40, 47, n, "hbt-mp-number", "start");
  });
  pointsStar(svg, width - 26, 42, card.points);
  if (complete) label(svg, 9, height - 8, complete, "hbt-mp-go", "start");
  return svg;
}

// Under an order stack: the cards below as a small stack with their number on it (`below`
// says it in words, as the tooltip) and the action the stack gives, its icon and its name.
export function stackFootPiece(palette, count, below, action, actionName) {
  const width = 40 + textWidth(actionName) + 26;
  const svg = drawing(width, 26, "hbt-stack-foot");
  el("title", {}, svg).textContent = below;
  for (const d of [4, 2, 0]) {
    el("rect", { x: 2 + d, y: 2 + d, width: 22, height: 18, rx: 3, class: "hbt-mp-back" }, svg);
  }
  label(svg, 13, 16, count, "hbt-mp-number hbt-mp-below");
  const icon = iconSvg(palette, action, 16);
  icon.setAttribute("x", "38");
  icon.setAttribute("y", "5");
  icon.setAttribute("class", "hbt-mp-icon");
  svg.appendChild(icon);
  label(svg, 58, 18, actionName, "hbt-mp-action", "start");
  return svg;
}
