// A player's board drawn as pieces: the coins as a coin with the amount on it, the workers
// as four of the player's pieces (free, placed on the hive board, in the nursery, in the
// supply) each with its count on it, each resource as a chip with its letter and count, the
// orders as a card with how many and their points, the forage token. Each piece is one
// drawing with its short caption printed under it and its sentence as its tooltip; the page
// keeps the same facts as text for screen readers.
import { hexPoints, num } from "./hexmath.js";
import { el } from "./render.js";
import { html } from "./pagekit.js";
import { svgBox } from "./boxpieces.js";
import { shapeSvg } from "./tableparts.js";

function number(svg, x, y, value, cls = "hbt-piece-number", fill = null) {
  const t = el("text", { x: num(x), y: num(y), "text-anchor": "middle", class: cls }, svg);
  if (fill) t.setAttribute("style", "fill: " + fill); // the player's ink, over the sheet's
  t.textContent = String(value);
  return t;
}

// Room under a piece for its caption, and the width of a caption (11 px letters).
const CAPTION_ROW = 14;
const captionWidth = (caption) => Math.ceil([...caption].length * 6.6) + 4;

// One piece of the board: its drawing with the short caption printed under it, as wide as
// the wider of the two; the tooltip says it in full.
function item(parent, what, caption, tooltip, piece) {
  const node = html("span", { class: "hbt-pitem", "data-what": what, title: tooltip }, parent);
  const w = Number(piece.getAttribute("width"));
  const h = Number(piece.getAttribute("height"));
  const width = caption ? Math.max(w, captionWidth(caption)) : w;
  const height = caption ? h + CAPTION_ROW : h;
  const svg = svgBox(width, height, "hbt-pitem-svg");
  const g = el("g", { transform: "translate(" + num((width - w) / 2) + ",0)" }, svg);
  while (piece.firstChild) g.appendChild(piece.firstChild);
  if (caption) {
    el("text", { x: num(width / 2), y: num(h + 11), "text-anchor": "middle",
      class: "hbt-pitem-caption" }, svg).textContent = caption;
  }
  node.appendChild(svg);
  return svg;
}

// The coins: a coin with the amount on it (the number is the page's .hbt-coins).
export function coinPiece(coins) {
  const svg = svgBox(34, 34);
  el("circle", { cx: 17, cy: 17, r: 15, class: "hbt-coin" }, svg);
  el("circle", { cx: 17, cy: 17, r: 11.5, class: "hbt-coin-rim" }, svg);
  const t = number(svg, 17, 22, coins, "hbt-piece-number hbt-coins");
  t.setAttribute("data-coins", String(coins));
  return svg;
}

// Workers in one place: the player's piece with the count on it; `where` draws the place
// ("free": the piece alone; "placed": on a hex; "nursery": in a cradle; "supply": dashed,
// not yet in play).
export function workerPiece(player, count, where) {
  const svg = svgBox(34, 34);
  if (where === "placed") {
    el("polygon", { points: hexPoints([17, 17], 16.5), class: "hbt-worker-place" }, svg);
  } else if (where === "nursery") {
    el("rect", { x: 1, y: 9, width: 32, height: 24, rx: 11, class: "hbt-worker-cradle" }, svg);
  }
  const attrs = { fill: player.fill, style: "stroke: var(--hbt-ink)", "stroke-width": 1.5 };
  if (where === "supply") {
    attrs["stroke-dasharray"] = "3 2";
    attrs["fill-opacity"] = "0.35";
  }
  shapeSvg(svg, player.shape, 17, where === "nursery" ? 20 : 17, 11, attrs);
  number(svg, 17, where === "nursery" ? 24.5 : 21.5, count, where === "supply" ?
    "hbt-piece-number hbt-supply-number" : "hbt-piece-number", where === "supply" ? null :
    player.ink);
  return svg;
}

// A resource's chip drawn in the left 30 x 30 of `svg`: its colour and its letter.
export function resourceDisc(svg, palette, resource) {
  el("circle", { cx: 15, cy: 15, r: 13, fill: palette.resources[resource],
    style: "stroke: var(--hbt-ink)", "stroke-width": 1.2 }, svg);
  number(svg, 15, 19.5, palette.resource_letters[resource], "hbt-res-letter");
  return svg;
}

// A resource: a chip of its colour with its letter, the count beside it.
export function resourcePiece(palette, resource, count) {
  const svg = resourceDisc(svgBox(46, 30), palette, resource);
  number(svg, 37, 20, count, "hbt-piece-number hbt-piece-count");
  return svg;
}

// The orders done: a card with how many on it, and their points on a star beside it.
export function ordersPiece(count, points) {
  const svg = svgBox(52, 34);
  el("rect", { x: 2, y: 2, width: 24, height: 30, rx: 3, class: "hbt-order-card" }, svg);
  number(svg, 14, 22, count, "hbt-piece-number hbt-card-number");
  const star = [];
  for (let k = 0; k < 10; k++) {
    const r = k % 2 ? 6 : 13;
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    star.push(num(39 + r * Math.cos(a)) + "," + num(18 + r * Math.sin(a)));
  }
  el("polygon", { points: star.join(" "), class: "hbt-points-star" }, svg);
  number(svg, 39, 22.5, points, "hbt-piece-number hbt-star-number");
  return svg;
}

// The forage token: a hex token, drawn faint while it is not on the woodland.
export function foragePiece(placed) {
  const svg = svgBox(34, 34);
  el("polygon", { points: hexPoints([17, 17], 15),
    class: placed ? "hbt-forage-token" : "hbt-forage-token hbt-off" }, svg);
  number(svg, 17, 21.5, "F", "hbt-piece-number hbt-forage-letter");
  return svg;
}

// The whole board of a player into `parent` (emptied first). `t(key, params)` gives the
// table's texts ("table.players.*"); `p` is the player's synced figures.
export function drawPlayerBoard(parent, { player, p, statics, t, forageName }) {
  parent.replaceChildren();
  const [free, placed, nursery, supply] = p.workers;
  item(parent, "coins", t("coins"), t("coins") + ": " + p.coins, coinPiece(p.coins));
  const workers = html("span", { class: "hbt-pgroup", "data-what": "workers" }, parent);
  for (const [where, n] of [["free", free], ["placed", placed], ["nursery", nursery],
    ["supply", supply]]) {
    item(workers, "workers-" + where, t("worker_" + where), t("workers") + ": " +
      t("workers_text", { available: free, placed, nursery, supply }),
    workerPiece(player, n, where));
  }
  const resources = html("span", { class: "hbt-pgroup", "data-what": "resources" }, parent);
  const amounts = [[statics.pollen || "pollen", p.pollen], ...Object.entries(p.honey)];
  for (const [resource, n] of amounts) {
    item(resources, "resource", "", t("amount", { n, resource: statics.resources[resource] }),
      resourcePiece(statics.palette, resource, n));
  }
  const points = p.orders.reduce((sum, o) => sum + o[2], 0);
  item(parent, "orders", t("orders"), p.orders.length ? t("orders_text", { n: p.orders.length,
    points, customers: p.orders.map((o) => o[1]).join(", ") }) : t("orders") + ": " +
    t("orders_none"), ordersPiece(p.orders.length, points));
  item(parent, "forage", "", t("forage") + ": " + (p.forage ? forageName : t("forage_none")),
    foragePiece(Boolean(p.forage)));
}
