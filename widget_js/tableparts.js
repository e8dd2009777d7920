// DOM helpers shared by the parts of the game table: player marks (a shape in the
// player's colour with their initial, never colour alone), resource chips (colour and
// letter), mini tiles, sections, and the outlines of highlights and of the last action.
import { hexPoints, num } from "./hexmath.js";
import { el, SVG_NS } from "./render.js";
import { iconSvg } from "./board/icons.js";
import { html } from "./pagekit.js";

// A name's first letter, upper-case (a name sent isolated starts with a direction mark).
export function initial(name) {
  return String(name).replace(/^[\u200e\u200f\u202a-\u202e\u2066-\u2069]+/, "")
    .slice(0, 1).toUpperCase();
}

export function shapeSvg(parent, shape, x, y, r, attrs) {
  if (shape === "square") {
    return el("rect", { x: num(x - r * 0.88), y: num(y - r * 0.88), width: num(r * 1.76),
      height: num(r * 1.76), rx: num(r * 0.2), ...attrs }, parent);
  }
  if (shape === "diamond") {
    return el("polygon", { points: [[x, y - r], [x + r, y], [x, y + r], [x - r, y]]
      .map((p) => num(p[0]) + "," + num(p[1])).join(" "), ...attrs }, parent);
  }
  if (shape === "triangle") {
    return el("polygon", { points: [[x, y - r], [x + r, y + r * 0.8], [x - r, y + r * 0.8]]
      .map((p) => num(p[0]) + "," + num(p[1])).join(" "), ...attrs }, parent);
  }
  return el("circle", { cx: num(x), cy: num(y), r: num(r), ...attrs }, parent);
}

// A player's token on a drawn space: their shape (radius r) with their initial, in a group
// the page and the tests find as g.hbt-token[data-seat].
export function seatToken(parent, seat, player, x, y, r) {
  const mark = el("g", { class: "hbt-token", "data-seat": String(seat) }, parent);
  shapeSvg(mark, player.shape, x, y, r, { fill: player.fill, style: "stroke: var(--hbt-ink)",
    "stroke-width": 1.5 });
  const letter = el("text", { x, y: y + 4, "text-anchor": "middle", fill: player.ink,
    class: "hbt-token-letter" }, mark);
  letter.textContent = initial(player.name);
  return mark;
}

// A player's mark as a small inline SVG: their shape, colour and initial.
export function playerMark(player, px = 18, text = null) {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "-10 -10 20 20");
  svg.setAttribute("width", String(px));
  svg.setAttribute("height", String(px));
  svg.setAttribute("aria-hidden", "true");
  svg.classList.add("hbt-mark");
  shapeSvg(svg, player.shape, 0, 0, 9, { fill: player.fill, style: "stroke: var(--hbt-ink)",
    "stroke-width": 1 });
  // The letter at least 11 px on screen, however small the mark.
  const size = Math.max(10, (11 * 20) / px);
  const t = el("text", { y: num(size * 0.36), "text-anchor": "middle", "font-size": num(size),
    "font-weight": 800, fill: player.ink }, svg);
  t.textContent = text === null ? initial(player.name) : text;
  return svg;
}

// "● You": the mark and the name, for texts about a player.
export function playerLabel(parent, player, cls = "hbt-who") {
  const span = html("span", { class: cls }, parent);
  span.appendChild(playerMark(player));
  html("span", {}, span, player.name);
  return span;
}

// A resource chip: its colour, its letter and a count.
export function resourceChip(parent, statics, resource, count = null) {
  const pal = statics.palette;
  const chip = html("span", { class: "hbt-res", "data-resource": resource,
    title: statics.resources[resource] }, parent);
  const dot = html("span", { class: "hbt-res-dot", "aria-hidden": "true" }, chip,
    pal.resource_letters[resource]);
  dot.style.background = pal.resources[resource];
  if (count !== null) html("span", { class: "hbt-res-count" }, chip, String(count));
  html("span", { class: "hbt-sr" }, chip, statics.resources[resource]);
  return chip;
}

// A tile kind as a small hex with its icon and letter (the top tile of a stack).
export function miniTile(parent, palette, kind, px = 34) {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "-15 -15 30 30");
  svg.setAttribute("width", String(px));
  svg.setAttribute("height", String(px));
  svg.setAttribute("aria-hidden", "true");
  svg.classList.add("hbt-mini-tile");
  el("polygon", { points: hexPoints([0, 0], 14), fill: palette.tile_anchor,
    stroke: palette.edges.yellow.color, "stroke-width": 2 }, svg);
  const icon = palette.icons[kind];
  el("path", { d: icon.path, transform: "translate(0,-2.5) scale(0.75)",
    fill: icon.filled ? palette.text : "none", stroke: palette.text, "stroke-width": 1.5,
    "stroke-linejoin": "round" }, svg);
  const t = el("text", { y: 11, "text-anchor": "middle", "font-size": 7, "font-weight": 800,
    fill: palette.text }, svg);
  t.textContent = icon.letter;
  parent.appendChild(svg);
  return svg;
}

export function kindIcon(parent, palette, kind, px = 18) {
  const span = html("span", { class: "hbt-kind-icon", "aria-hidden": "true" }, parent);
  span.appendChild(iconSvg(palette, kind, px));
  return span;
}

// A part of the table: a board drawn behind its pieces (partBoard) with its name printed
// on it (titlePlate); the heading keeps the name for screen readers and the tests of text.
export function section(parent, cls, title) {
  const node = html("section", { class: "hbt-part hbt-drawn " + cls, "aria-label": title },
    parent);
  node.appendChild(partBoard());
  const head = html("h3", { class: "hbt-part-title", "aria-label": title }, node);
  head.appendChild(titlePlate(title));
  return node;
}

// An SVG drawing for the eye only (screen readers and the keyboard pass it by).
export function pictureSvg(...classes) {
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  for (const cls of classes) if (cls) svg.classList.add(cls);
  return svg;
}

// The board under a part or a card: a rounded plate filling its box (sized by table.css),
// drawn behind the part's pieces, hidden from screen readers.
export function partBoard(cls = "hbt-part-board") {
  const svg = pictureSvg("hbt-board-plate", cls);
  el("rect", { x: "1", y: "1", rx: 8, class: "hbt-plate" }, svg);
  return svg;
}

// A part's name printed on its board: SVG text in the heading's font (its width is
// estimated from the letters, em-based, and the text may run past it: nothing is cut off).
export function titlePlate(title) {
  const svg = pictureSvg("hbt-title-plate");
  svg.setAttribute("style", "--hbt-chars: " + Math.max(1, [...title].length));
  const t = el("text", { x: 0, y: "1.05em", class: "hbt-title-text" }, svg);
  t.textContent = title;
  return svg;
}

// Outline a node the lesson talks about (★) or the last action's place (⟲ last).
export function markNode(node, { highlighted = false, last = false } = {}) {
  node.classList.toggle("hbt-hl", highlighted);
  node.classList.toggle("hbt-last", last);
}

export function clear(node) {
  node.replaceChildren();
  return node;
}
