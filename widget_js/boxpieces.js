// The pieces of the hive board drawn as pieces: a tile stack is a two-hex tile (its action's
// icon and letter on the anchor, the number left on the tail) over the tiles under it; a
// beeline is a column of the player's worker pieces with its height on the top one; a box
// is a tray with its name printed on it. Pure SVG: the page lays the pieces out.
import { hexPoints, num } from "./hexmath.js";
import { el } from "./render.js";
import { pictureSvg, shapeSvg } from "./tableparts.js";

// The hex radius of a stack's tile (a hex 48.5 px wide).
export const STACK_HEX = 28;
const W = Math.sqrt(3) * STACK_HEX;
// How far each tile under the top one shows, and how many show at most.
const UNDER = 4;
const UNDER_MAX = 2;

// An inline SVG picture of `width` x `height` px, hidden from screen readers (the page says
// the same in words), with class `cls` if given.
export function svgBox(width, height, cls = null) {
  const svg = pictureSvg(cls);
  svg.setAttribute("viewBox", "0 0 " + num(width) + " " + num(height));
  svg.setAttribute("width", num(width));
  svg.setAttribute("height", num(height));
  return svg;
}

// A tile stack: `left` tiles of `kind` (none: the empty place, dashed).
export function stackPiece(palette, kind, left) {
  const pad = 3;
  const under = Math.min(Math.max(left - 1, 0), UNDER_MAX) * UNDER;
  const width = 2 * W + pad * 2 + UNDER * UNDER_MAX;
  const height = 2 * STACK_HEX + pad * 2 + UNDER * UNDER_MAX;
  const svg = svgBox(width, height, "hbt-stack-piece");
  const at = (dx, dy) => [[pad + W / 2 + dx, pad + STACK_HEX + dy],
    [pad + W * 1.5 + dx, pad + STACK_HEX + dy]];
  if (!left) {
    for (const c of at(0, 0)) {
      el("polygon", { points: hexPoints(c, STACK_HEX - 1), class: "hbt-stack-none" }, svg);
    }
    const zero = el("text", { x: num(pad + W), y: num(pad + STACK_HEX + 5),
      "text-anchor": "middle", class: "hbt-stack-zero" }, svg);
    zero.textContent = "0";
    return svg;
  }
  const edge = palette.edges.yellow.color;
  for (let k = under; k > 0; k -= UNDER) { // the tiles under the top one, edges showing
    for (const c of at(k, k)) {
      el("polygon", { points: hexPoints(c, STACK_HEX - 1), fill: palette.tile, stroke: edge,
        "stroke-width": 1.5, class: "hbt-stack-under" }, svg);
    }
  }
  const [a, t] = at(0, 0);
  el("polygon", { points: hexPoints(a, STACK_HEX - 1), fill: palette.tile_anchor,
    stroke: edge, "stroke-width": 2 }, svg);
  el("polygon", { points: hexPoints(t, STACK_HEX - 1), fill: palette.tile, stroke: edge,
    "stroke-width": 2 }, svg);
  const icon = palette.icons[kind];
  el("path", { d: icon.path, transform: "translate(" + num(a[0]) + "," + num(a[1] - 6) +
    ") scale(0.8)", fill: icon.filled ? palette.text : "none", stroke: palette.text,
  "stroke-width": 1.5, "stroke-linejoin": "round" }, svg);
  const letter = el("text", { x: num(a[0]), y: num(a[1] + 17), "text-anchor": "middle",
    "font-size": 12, "font-weight": 800, fill: palette.text }, svg);
  letter.textContent = icon.letter;
  // The number left, on the tile it counts.
  el("circle", { cx: num(t[0]), cy: num(t[1]), r: 13, class: "hbt-count-disc" }, svg);
  const count = el("text", { x: num(t[0]), y: num(t[1] + 5), "text-anchor": "middle",
    class: "hbt-count" }, svg);
  count.textContent = String(left);
  return svg;
}

// A beeline of `height` worker pieces of `player` (at most six drawn), its height on top.
export function beelinePiece(player, height, r = 12) {
  const shown = Math.min(height, 6);
  const step = r * 0.55;
  const width = r * 2 + 4;
  const tall = r * 2 + 4 + step * (shown - 1);
  const svg = svgBox(width, tall, "hbt-beeline-piece");
  for (let k = 0; k < shown; k++) {
    const y = tall - r - 2 - k * step;
    shapeSvg(svg, player.shape, r + 2, y, r, { fill: player.fill,
      style: "stroke: var(--hbt-ink)", "stroke-width": 1.5 });
  }
  const top = el("text", { x: num(r + 2), y: num(r + 6), "text-anchor": "middle",
    fill: player.ink, class: "hbt-piece-number" }, svg);
  top.textContent = String(height);
  return svg;
}

// The nursery: a cradle of hexes where new workers wait (drawn empty; the pieces on it are
// the players' beeline pieces).
export function nurseryPiece(label) {
  const width = Math.max(58, label.length * 7 + 16);
  const svg = svgBox(width, 30, "hbt-nursery-piece");
  el("rect", { x: 1, y: 1, width: width - 2, height: 28, rx: 14, class: "hbt-nursery-cradle" },
    svg);
  const t = el("text", { x: num(width / 2), y: 19.5, "text-anchor": "middle", class: "hbt-nursery-label" },
    svg);
  t.textContent = label;
  return svg;
}

// A box's tray behind its pieces: it fills the box (sized by the page).
export function boxTray(label) {
  const svg = pictureSvg("hbt-box-tray");
  el("rect", { x: "1", y: "1", rx: 9, class: "hbt-tray" }, svg); // sized by table.css
  const t = el("text", { x: 9, y: 17, class: "hbt-tray-label" }, svg);
  t.textContent = label;
  return svg;
}
