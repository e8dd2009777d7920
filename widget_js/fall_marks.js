// Fall Flavors' marks on hive hexes, drawn in SVG: the leaf icons of Autumn Leaves (each
// colour its own shape, one icon a leaf) and the caps of Nectar Caps (the cap's value on a
// dark lid). A hive board draws them through paintMarks (its model's _paint_marks) and the
// taken tile's leaves on its tray button through paintTileMarks (_paint_tile_marks); the
// table's stacks and legend draw single icons with leafSvg.
import { el } from "./render.js";
import { num, toPixel } from "./hexmath.js";

// Colour AND shape: yellow oval, red maple star, purple heart (outlined dark, so that the
// icon stands out from any tile's fill).
export const LEAF_FILL = { yellow: "#f2c21b", red: "#d23a2a", purple: "#8a44b0" };
const OUTLINE = "#221a10";
const star = () => {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 ? 0.48 : 1;
    pts.push(num(r * Math.cos(a)) + "," + num(r * Math.sin(a) + 0.05));
  }
  return "M" + pts.join("L") + "Z";
};
export const LEAF_PATH = {
  yellow: "M0,-1C0.78,-0.6 0.78,0.55 0,1C-0.78,0.55 -0.78,-0.6 0,-1Z",
  red: star(),
  purple: "M0,0.95C-1.15,0.1 -0.95,-1 0,-0.38C0.95,-1 1.15,0.1 0,0.95Z",
};

// One leaf icon of radius r at (x, y), outlined in `outline`.
export function leafIcon(parent, colour, x, y, r, outline = OUTLINE) {
  const g = el("g", { class: "hb-leaf hb-leaf-" + colour, "data-colour": colour,
    transform: "translate(" + num(x) + "," + num(y) + ") scale(" + num(r) + ")" }, parent);
  el("path", { d: LEAF_PATH[colour] || LEAF_PATH.yellow, fill: LEAF_FILL[colour] || "#999",
    stroke: outline, "stroke-width": num(1.6 / Math.max(r, 1)), "stroke-linejoin": "round" }, g);
  return g;
}

// A small stand-alone SVG of leaf icons (a stack's top tile, the legend).
export function leafSvg(colours, px = 16, outline = OUTLINE) {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  const w = Math.max(1, colours.length);
  svg.setAttribute("viewBox", "0 0 " + 20 * w + " 20");
  svg.setAttribute("width", String(px * w));
  svg.setAttribute("height", String(px));
  svg.setAttribute("aria-hidden", "true");
  svg.classList.add("hb-leaf-svg");
  colours.forEach((c, i) => leafIcon(svg, c, 10 + 20 * i, 10, 8.5, outline));
  return svg;
}

// A tile's marks beside its name (the tile tray's button): its leaves as small icons,
// outlined in the button's text colour (the dark outline is lost on a dark theme's button).
export function paintTileMarks(node, marks, px = 14) {
  const colours = marks.filter((m) => m.kind === "leaf").map((m) => m.colour);
  node.dataset.leaves = colours.join(" ");
  if (colours.length) node.appendChild(leafSvg(colours, px, "currentColor"));
}

// A cap: a dark lid with the cap's value, at the top right of the capped cell.
export function capIcon(parent, value, x, y, r) {
  const g = el("g", { class: "hb-cap", transform: "translate(" + num(x) + "," + num(y) + ")" },
    parent);
  el("circle", { r: num(r), fill: "#3d2a0c", stroke: "#fff6dc", "stroke-width": 1.5 }, g);
  const t = el("text", { y: num(r * 0.36), "text-anchor": "middle", "font-size": num(r * 1.1),
    "font-weight": 800, fill: "#fff6dc" }, g);
  t.textContent = String(value);
  return g;
}

// The marks of a hive: [{kind: "leaf", colour} | {kind: "cap", value}, with hex [q, r] (or
// xy, a point), text]. A leaf sits at the lower left of its hex (clear of the action icon),
// a cap at the upper right of its cell.
export function paintMarks(layer, marks, size) {
  for (const m of marks) {
    const [x, y] = m.xy || toPixel(m.hex, size);
    const g = el("g", { class: "hb-mark hb-mark-" + m.kind, role: "img",
      "aria-label": m.text || "" }, layer);
    if (m.hex) g.dataset.hex = m.hex.join(",");
    if (m.text) el("title", {}, g).textContent = m.text;
    if (m.kind === "leaf") leafIcon(g, m.colour, x - size * 0.36, y + size * 0.36, size * 0.28);
    else if (m.kind === "cap") {
      g.dataset.value = String(m.value);
      capIcon(g, m.value, x + size * 0.36, y - size * 0.4, size * 0.34);
    }
  }
}
