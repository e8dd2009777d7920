// The board view's drawings on the hive: the tiles and cells (only what changed), the
// free hexes, the coordinates, a module's marks, the highlight, the tried hexes,
// pick mode's hexes and the last placement's effect.
// Methods of BoardView (view.js), which takes them onto its prototype.
import { fmtHex, hexKey, hexPoints, neighbors, num, toPixel } from "../../hexmath.js";
import { SIZE, drawCell, drawPocket, drawTile, el } from "../../render.js";

// A pick badge's text size and circle's radius, as shares of a hex's size (at the board's
// own scale: panzoom.js grows them when the board is drawn small).
export const BADGE_FONT = 0.34;
export const BADGE_R = 0.3;

export class BoardHiveRenderers {
  // Redraw the hive, touching only tiles and cells that changed (keyed by what they show).
  renderBoard() {
    const raw = this.model.get("_hive_data");
    if (raw === this.drawn.hiveData) return;
    this.drawn.hiveData = raw;
    const { grid, pockets, cells, tiles } = this.layers;
    const hive = this.hive;
    const sync = (drawn, items, keyOf, draw) => {
      const keep = new Set();
      for (const item of items) {
        const key = keyOf(item);
        keep.add(key);
        if (!drawn.has(key)) drawn.set(key, draw(item));
      }
      for (const [key, node] of drawn) {
        if (!keep.has(key)) {
          node.remove();
          drawn.delete(key);
        }
      }
    };
    sync(this.drawn.tiles, hive.tiles,
      (t) => t.index + ":" + t.action + ":" + t.anchor + ":" + t.d,
      (t) => drawTile(tiles, this.palette, t, SIZE, this.texts));
    sync(this.drawn.cells, [...hive.cells.values()],
      (c) => c.hex + ":" + c.type + ":" + c.nectar + c.honey + c.capped,
      (c) => drawCell(cells, this.palette, this.ids, c, SIZE, this.texts));
    pockets.replaceChildren();
    grid.replaceChildren();
    const pocketKeys = new Set();
    for (const p of hive.pockets) {
      for (const h of p) {
        pocketKeys.add(hexKey(h[0], h[1]));
        drawPocket(pockets, this.ids, h, SIZE, this.texts);
      }
    }
    // Faint outlines of the free hexes next to the hive: where tiles can go.
    const seen = new Set();
    let d = "";
    for (const t of hive.tiles) {
      for (const h of [...neighbors(t.anchor), ...neighbors(t.tail)]) {
        const k = hexKey(h[0], h[1]);
        if (seen.has(k) || hive.at.has(k) || hive.cells.has(k) || pocketKeys.has(k)) continue;
        seen.add(k);
        d += "M" + hexPoints(toPixel(h, SIZE), SIZE - 1).replace(/ /g, "L") + "Z";
      }
    }
    el("path", { class: "hb-grid", d }, grid);
    this.frontier = seen;
  }

  coordHexes() {
    const out = [];
    const seen = new Set();
    const add = (h) => {
      const k = hexKey(h[0], h[1]);
      if (!seen.has(k)) {
        seen.add(k);
        out.push(h);
      }
    };
    for (const t of this.hive.tiles) {
      add(t.anchor);
      add(t.tail);
    }
    for (const c of this.hive.cells.values()) add(c.hex);
    for (const p of this.hive.pockets) p.forEach(add);
    for (const k of this.frontier || []) add(k.split(",").map(Number));
    if (!out.length) add([0, 0]);
    return out;
  }

  renderCoords() {
    const layer = this.layers.coords;
    layer.replaceChildren();
    this.coordsBtn.setAttribute("aria-pressed", String(this.showCoords));
    if (!this.showCoords) return;
    for (const h of this.coordHexes()) {
      const [x, y] = toPixel(h, SIZE);
      const k = hexKey(h[0], h[1]);
      const onHive = this.hive.at.has(k) || this.hive.cells.has(k);
      const t = el("text", { x: num(x), y: num(y + SIZE * 0.74), "font-size": num(SIZE * 0.27),
        "text-anchor": "middle", class: onHive ? "hb-coord hb-coord-on" : "hb-coord" }, layer);
      t.textContent = h[0] + "," + h[1];
    }
  }

  // A module's marks on hexes (leaves, caps): drawn by the painter the model holds.
  renderMarks() {
    const layer = this.layers.marks;
    layer.replaceChildren();
    const paint = this.model.get("_paint_marks");
    if (paint && this.marks.length) paint(layer, this.marks, SIZE);
  }

  renderHighlight() {
    const layer = this.layers.highlight;
    layer.replaceChildren();
    for (const h of this.highlight) {
      el("polygon", { class: "hb-highlight", points: hexPoints(toPixel(h, SIZE), SIZE * 0.9),
        fill: "none", stroke: this.palette.highlight, "stroke-width": 3,
        "stroke-dasharray": "6 3", "data-hex": h.join(",") }, layer);
    }
  }

  // A try that was taken back: a thin dotted outline and a small ✗ in another colour than
  // the highlight's dashes, so "where you tried" is not read as "where to look".
  renderTried() {
    const layer = this.layers.tried;
    layer.replaceChildren();
    for (const h of this.tried) {
      const [x, y] = toPixel(h, SIZE);
      const label = this.t("board.tried.label", { hex: fmtHex(h) });
      const g = el("g", { class: "hb-tried", "data-hex": h.join(","), role: "img",
        "aria-label": label, transform: "translate(" + num(x) + "," + num(y) + ")" }, layer);
      el("title", {}, g).textContent = label;
      el("polygon", { class: "hb-tried-hex", points: hexPoints([0, 0], SIZE * 0.78) }, g);
      const mark = el("text", { class: "hb-tried-mark", x: num(-SIZE * 0.42),
        y: num(-SIZE * 0.3), "text-anchor": "middle", "font-size": num(SIZE * 0.36),
        "font-weight": 700, "aria-hidden": "true" }, g);
      mark.textContent = "✗";
    }
  }

  // The hexes of pick mode: a thick dashed outline and a badge (or a dot), so that
  // they do not depend on colour; each says what choosing it does.
  renderPicks() {
    const layer = this.layers.picks;
    layer.replaceChildren();
    for (const p of this.picks.values()) {
      const [x, y] = toPixel(p.hex, SIZE);
      const g = el("g", { class: "hb-pick", "data-hex": p.hex.join(","), role: "img",
        "aria-label": p.label, transform: "translate(" + num(x) + "," + num(y) + ")" }, layer);
      el("title", {}, g).textContent = p.label;
      el("polygon", { points: hexPoints([0, 0], SIZE * 0.86) }, g);
      const badge = el("g", { class: "hb-pick-badge",
        transform: "translate(" + num(SIZE * 0.42) + "," + num(-SIZE * 0.46) + ")" }, g);
      el("circle", { r: num(SIZE * BADGE_R) }, badge);
      const t = el("text", { "text-anchor": "middle", "dominant-baseline": "central",
        "font-size": num(SIZE * BADGE_FONT), "font-weight": 800 }, badge);
      t.textContent = p.badge || "•";
    }
  }

  renderEffect() {
    const layer = this.layers.effect;
    layer.replaceChildren();
    const e = this.effect;
    if (e.tile === undefined) return;
    for (const [q, r] of e.cells) {
      el("polygon", { class: "hb-new-cell", points: hexPoints(toPixel([q, r], SIZE), SIZE * 0.8),
        "data-hex": q + "," + r }, layer);
    }
    for (const i of e.activated) {
      const t = this.hive.tiles[i];
      if (!t) continue;
      const [x, y] = toPixel(t.anchor, SIZE);
      el("circle", { class: "hb-activated", cx: num(x), cy: num(y), r: num(SIZE * 0.78),
        "data-hex": t.anchor.join(",") }, layer);
    }
    const placed = this.hive.tiles[e.tile];
    if (placed) {
      el("polygon", { class: "hb-placed", points: hexPoints(toPixel(placed.anchor, SIZE), SIZE) },
        layer);
      el("polygon", { class: "hb-placed", points: hexPoints(toPixel(placed.tail, SIZE), SIZE) },
        layer);
    }
  }
}
