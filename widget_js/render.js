// Drawing the hive in SVG the way honeybuzz_lab/games/honeybuzz/hive/svg.py does, plus the pure
// geometry of the view (fit, zoom) and colour helpers.
import { edgeKind, edgeSegment, fmtHex, hexPoints, num, toPixel } from "./hexmath.js";
import { msg } from "./i18n.js";
import { ACTION_BY_VALUE, HIDDEN_TYPE, NECTAR_BY_LETTER, cellMessage, describeTile }
  from "./rules.js";

export const SVG_NS = "http://www.w3.org/2000/svg";
export const SIZE = 28;
export const EDGE_ORDER = ["joint", "waist", "yellow", "tip"];
// The drop of honey and the cross of a barren cell, as in svg.py.
export const HONEY_PATH = "M0,-6 C3,-2 5,1 5,3 a5,5 0 1,1 -10,0 C-5,1 -3,-2 0,-6 Z";

// ------------------------------------------------------------------ pure helpers

// The view box [x, y, w, h] around hexes (an array of [q, r]) with `pad` around them.
export function fitViewBox(hexes, size, pad, minWidth = 0, minHeight = 0) {
  const pts = hexes.length ? hexes.map((h) => toPixel(h, size)) : [[0, 0]];
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  let x0 = Math.min(...xs) - pad;
  let y0 = Math.min(...ys) - pad;
  let w = Math.max(...xs) - Math.min(...xs) + 2 * pad;
  let h = Math.max(...ys) - Math.min(...ys) + 2 * pad;
  if (w < minWidth) {
    x0 -= (minWidth - w) / 2;
    w = minWidth;
  }
  if (h < minHeight) {
    y0 -= (minHeight - h) / 2;
    h = minHeight;
  }
  return [x0, y0, w, h];
}

// Zoom the view box by `factor` (> 1 zooms in) keeping the point (cx, cy) in place.
export function zoomViewBox(vb, factor, cx, cy) {
  const [x, y, w, h] = vb;
  const nw = w / factor;
  const nh = h / factor;
  return [cx - ((cx - x) * nw) / w, cy - ((cy - y) * nh) / h, nw, nh];
}

export function parseColor(c) {
  const m = /^#([0-9a-f]{6})$/i.exec(c.trim());
  if (m) {
    const n = parseInt(m[1], 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  const rgb = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)/i.exec(c.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error("not a colour: " + c);
}

// `a` laid over `b` with opacity `t` (what fill-opacity does over a white page).
export function mixColor(a, b, t) {
  const ca = parseColor(a);
  const cb = parseColor(b);
  const mix = ca.map((v, i) => Math.round(v * t + cb[i] * (1 - t)));
  return "#" + mix.map((v) => v.toString(16).padStart(2, "0")).join("");
}

export function luminance(c) {
  const lin = parseColor(c).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
}

// WCAG contrast ratio of two colours (1 to 21).
export function contrastRatio(a, b) {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

// A would-be cell whose nectar type the board does not tell: a plain light fill.
export const HIDDEN_FILL = "#f4f1ea";

// The fill of an empty cell of nectar type `type` (a letter, or null for barren).
// The letter a cell of nectar type `type` (an English notation letter) shows: the
// palette's, so that a Hungarian board writes v for vadvirág.
export function cellLetter(palette, type) {
  const own = palette.nectar_letters;
  const nectar = NECTAR_BY_LETTER[type];
  return (own && nectar && own[nectar.value]) || type;
}

export function cellFill(palette, type) {
  if (!type) return palette.barren;
  if (type === HIDDEN_TYPE) return HIDDEN_FILL;
  return mixColor(palette.nectar[NECTAR_BY_LETTER[type].value], "#ffffff", 0.45);
}

// ------------------------------------------------------------------ SVG building

export function el(tag, attrs = {}, parent = null) {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== null && v !== undefined) node.setAttribute(k, String(v));
  }
  if (parent) parent.appendChild(node);
  return node;
}

export function titled(node, text) {
  el("title", {}, node).textContent = text;
  return node;
}

export function makeDefs(svg, ids, palette) {
  const defs = el("defs", {}, svg);
  const barren = el("pattern", {
    id: ids.barren, width: 6, height: 6, patternUnits: "userSpaceOnUse",
    patternTransform: "rotate(45)",
  }, defs);
  el("rect", { width: 6, height: 6, fill: palette.barren }, barren);
  el("line", { x1: 0, y1: 0, x2: 0, y2: 6, style: "stroke: var(--hb-barren-line)", "stroke-width": 2 }, barren);
  const pocket = el("pattern", { id: ids.pocket, width: 7, height: 7,
    patternUnits: "userSpaceOnUse" }, defs);
  el("rect", { width: 7, height: 7, fill: palette.pocket }, pocket);
  el("circle", { cx: 3.5, cy: 3.5, r: 1, style: "fill: var(--hb-pocket-line)" }, pocket);
  return defs;
}

export function drawIcon(parent, palette, action, center, size) {
  const icon = palette.icons[action];
  const g = el("g", { class: "hb-icon" }, parent);
  el("path", {
    d: icon.path,
    transform: "translate(" + num(center[0]) + "," + num(center[1] - size * 0.2) + ") scale(" +
      num((size / 28) * 0.95) + ")",
    fill: icon.filled ? palette.text : "none",
    stroke: palette.text, "stroke-width": 1.5, "stroke-linejoin": "round",
  }, g);
  const t = el("text", {
    x: num(center[0]), y: num(center[1] + size * 0.52), "font-size": num(size * 0.4),
    "font-weight": 700, "text-anchor": "middle", fill: palette.text,
  }, g);
  t.textContent = icon.letter;
  return g;
}

// The edge paths of a tile, one "d" string per kind.
export function tileEdgePaths(tile, palette, size) {
  const out = {};
  const centers = { anchor: toPixel(tile.anchor, size), tail: toPixel(tile.tail, size) };
  for (const kind of EDGE_ORDER) {
    const width = palette.edges[kind].width;
    let d = "";
    for (const part of ["anchor", "tail"]) {
      for (let e = 0; e < 6; e++) {
        if (edgeKind(tile, part, e) !== kind) continue;
        const [[ax, ay], [bx, by]] = edgeSegment(centers[part], size - width / 2, e);
        d += "M" + num(ax) + "," + num(ay) + "L" + num(bx) + "," + num(by);
      }
    }
    out[kind] = d;
  }
  return out;
}

export function drawTile(parent, palette, tile, size, texts) {
  const label = describeTile(tile, texts);
  const g = el("g", {
    class: "hb-tile", "data-tile": ACTION_BY_VALUE[tile.action].letter + fmtHex(tile.anchor) +
      tile.d, "data-index": tile.index, role: "img", "aria-label": label,
  }, parent);
  titled(g, label);
  el("polygon", { points: hexPoints(toPixel(tile.anchor, size), size),
    fill: palette.tile_anchor }, g);
  el("polygon", { points: hexPoints(toPixel(tile.tail, size), size), fill: palette.tile }, g);
  const paths = tileEdgePaths(tile, palette, size);
  for (const kind of EDGE_ORDER) {
    el("path", {
      class: "hb-edge-" + kind, d: paths[kind], stroke: palette.edges[kind].color,
      "stroke-width": palette.edges[kind].width, "stroke-linecap": "round", fill: "none",
      "stroke-dasharray": kind === "joint" ? "2 3" : null,
    }, g);
  }
  drawIcon(g, palette, tile.action, toPixel(tile.anchor, size), size);
  return g;
}

export function drawCell(parent, palette, ids, cell, size, texts) {
  const c = toPixel(cell.hex, size);
  const type = cell.type;
  const g = el("g", {
    class: "hb-cell " + (type ? "hb-" + NECTAR_BY_LETTER[type].value : "hb-barren"),
    "data-hex": cell.hex.join(","), "data-type": type || "barren", role: "img",
  }, parent);
  let label = cellMessage(cell);
  if (!type) {
    label = msg("board.cell.no_nectar", { cell: label });
    el("polygon", { points: hexPoints(c, size), fill: "url(#" + ids.barren + ")" }, g);
    const x = el("text", { x: num(c[0]), y: num(c[1] + size * 0.2), "font-size": num(size * 0.6),
      "text-anchor": "middle", fill: palette.text }, g);
    x.textContent = "×";
  } else {
    const color = palette.nectar[NECTAR_BY_LETTER[type].value];
    el("polygon", { points: hexPoints(c, size), fill: cellFill(palette, type) }, g);
    if (!cell.nectar) {
      label = msg("board.cell.empty", { cell: label });
      const t = el("text", { x: num(c[0]), y: num(c[1] + size * 0.2),
        "font-size": num(size * 0.5), "font-weight": 600, "text-anchor": "middle",
        fill: palette.text, "fill-opacity": 0.75 }, g);
      t.textContent = cellLetter(palette, type);
    } else {
      label = msg(cell.honey ? "board.cell.honey" : "board.cell.nectar", { cell: label });
      el("polygon", { points: hexPoints(c, size * 0.68), fill: color, stroke: palette.text,
        "stroke-width": 1.2 }, g);
      const t = el("text", { x: num(c[0]), y: num(c[1] + size * 0.2),
        "font-size": num(size * 0.5), "font-weight": 800, "text-anchor": "middle",
        fill: palette.text }, g);
      t.textContent = cellLetter(palette, type).toUpperCase();
      if (cell.honey) {
        el("path", {
          class: "hb-honey", d: HONEY_PATH, fill: palette.honey, stroke: palette.text,
          "stroke-width": 1,
          transform: "translate(" + num(c[0] + size * 0.32) + "," + num(c[1] - size * 0.42) +
            ") scale(" + num(size / 28) + ")",
        }, g);
      }
      if (cell.capped) {
        label = msg("board.cell.capped", { cell: label });
        el("rect", { x: num(c[0] - size * 0.45), y: num(c[1] + size * 0.3),
          width: num(size * 0.9), height: num(size * 0.16), fill: palette.text }, g);
      }
    }
  }
  const words = texts.render(label);
  g.setAttribute("aria-label", words);
  titled(g, words);
  return g;
}

// A cell whose nectar type is not told (a pending placement on a board that hides it).
export function drawHiddenCell(parent, palette, h, size, texts) {
  const c = toPixel(h, size);
  const label = texts.t("board.preview.cell_label", { hex: fmtHex(h) });
  const g = el("g", { class: "hb-cell hb-hidden-cell", "data-hex": h.join(","),
    "data-type": "hidden", role: "img", "aria-label": label }, parent);
  titled(g, label);
  el("polygon", { points: hexPoints(c, size), fill: HIDDEN_FILL }, g);
  const t = el("text", { x: num(c[0]), y: num(c[1] + size * 0.2), "font-size": num(size * 0.5),
    "font-weight": 600, "text-anchor": "middle", fill: palette.text }, g);
  t.textContent = "?";
  return g;
}

export function drawPocket(parent, ids, h, size, texts) {
  const p = el("polygon", {
    class: "hb-pocket", points: hexPoints(toPixel(h, size), size),
    fill: "url(#" + ids.pocket + ")", style: "stroke: var(--hb-pocket-line)", "stroke-width": 1.2,
    "stroke-dasharray": "3 3", "data-hex": h.join(","),
  }, parent);
  titled(p, texts.t("board.hex.pocket", { hex: fmtHex(h) }));
  return p;
}

// A small stand-alone swatch of a cell pattern (for the legend).
export function legendSwatch(palette, ids, type) {
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("viewBox", "-15 -15 30 30");
  svg.setAttribute("width", "26");
  svg.setAttribute("height", "26");
  svg.setAttribute("aria-hidden", "true");
  el("polygon", {
    points: hexPoints([0, 0], 13),
    fill: type ? cellFill(palette, type) : "url(#" + ids.barren + ")",
    stroke: palette.text, "stroke-width": 0.8,
  }, svg);
  const t = el("text", { x: 0, y: 5, "font-size": 14, "text-anchor": "middle",
    fill: palette.text, "font-weight": 600 }, svg);
  t.textContent = type ? cellLetter(palette, type) : "×";
  return svg;
}
