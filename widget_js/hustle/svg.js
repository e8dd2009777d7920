// What the Hustle table's parts draw with: an SVG element, a text's fields, a token's face
// and the token itself (its hex, the bars of its marks, its face), the box around hexes.
import { toPixel, hexPoints, edgeSegment, num } from "../hexmath.js";
import { fillTemplate } from "../i18n.js";

const SVG = "http://www.w3.org/2000/svg";
export const SIZE = 30; // hex circumradius of the main honeycomb, in its own units
export const SMALL = 12; // of the other players' honeycombs

export function el(tag, attrs = {}, parent = null, text = null) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== null && v !== undefined && v !== false) node.setAttribute(k, String(v));
  }
  if (text !== null) node.textContent = text;
  if (parent) parent.appendChild(node);
  return node;
}

export function fill(template, fields = {}) {
  return fillTemplate(String(template ?? ""), fields);
}

// The face of a token: its points (or a letter for honey and nectar), in its language.
export function face(kind, tokens, t) {
  if (kind === "honey") return t("abbr_honey");
  if (kind === "nectar") return t("abbr_nectar");
  if (kind === "red") return "x²";
  if (kind === "trade") return "⇄";
  if (kind === "helper") return "+3";
  if (kind === "cover") return "+1";
  return String(tokens[kind].points);
}

// One token on an SVG: the hex in its kind's colour, a bar on each marked edge, its face.
export function drawToken(parent, center, size, kind, marks, opts = {}) {
  const g = el("g", { class: `hbh-token hbh-k-${kind}` + (opts.cls ? " " + opts.cls : "") },
    parent);
  el("polygon", { points: hexPoints(center, size * 0.96), class: "hbh-token-hex" }, g);
  for (let d = 0; d < 6; d++) {
    if (!(marks >> d & 1)) continue;
    const [a, b] = edgeSegment(center, size * 0.96, d);
    const mx = (a[0] + b[0]) / 2;
    const my = (a[1] + b[1]) / 2;
    const ix = center[0] + (mx - center[0]) * 0.8;
    const iy = center[1] + (my - center[1]) * 0.8;
    const hx = (b[0] - a[0]) * 0.22;
    const hy = (b[1] - a[1]) * 0.22;
    el("line", { x1: num(ix - hx), y1: num(iy - hy), x2: num(ix + hx), y2: num(iy + hy),
      class: "hbh-mark" + (opts.meet && opts.meet.includes(d) ? " hbh-mark-meet" : "") }, g);
  }
  if (opts.label) {
    el("text", { x: num(center[0]), y: num(center[1]), class: "hbh-face",
      "dominant-baseline": "central", "text-anchor": "middle" }, g, opts.label);
  }
  if (opts.under) {
    el("circle", { cx: num(center[0] + size * 0.45), cy: num(center[1] - size * 0.45),
      r: num(size * 0.16), class: "hbh-under" }, g);
  }
  return g;
}

// The box (in hex units) around the hexes, with a ring of room.
export function extent(hexes, size) {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const h of hexes) {
    const [x, y] = toPixel(h, size);
    x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
  }
  if (x0 === Infinity) [x0, y0, x1, y1] = [0, 0, 0, 0];
  const pad = size * 1.2;
  return [x0 - pad, y0 - pad, x1 - x0 + 2 * pad, y1 - y0 + 2 * pad];
}
