// The board view's pan and zoom: the view box, fitted to the hive or moved by the
// learner, the icon letters' size at the drawn scale, the keyboard cursor's home.
// Methods of BoardView (view.js), which takes them onto its prototype.
import { num, toPixel } from "../hexmath.js";
import { SIZE, fitViewBox, zoomViewBox } from "../render.js";
import { letterFit } from "./icons.js";
import { BADGE_FONT, BADGE_R } from "./renderers/hive.js";

// The least on-screen size of a pick badge's text, in px (11 px and a margin).
const BADGE_LEAST = 11.5;

export class BoardPanZoom {
  zoom(factor) {
    const [x, y, w, h] = this.view;
    this.setView(zoomViewBox(this.view, factor, x + w / 2, y + h / 2), true);
  }

  fit() {
    this.userView = false;
    this.setView(this.fitView(), false);
  }

  fitView() {
    const hexes = [];
    for (const t of this.hive.tiles) hexes.push(t.anchor, t.tail);
    for (const h of this.highlight) hexes.push(h);
    for (const h of this.tried) hexes.push(h);
    for (const p of this.picks.values()) hexes.push(p.hex);
    return fitViewBox(hexes, SIZE, SIZE * 3.2, SIZE * 14, SIZE * 10);
  }

  setView(vb, byUser) {
    this.view = vb;
    if (byUser) this.userView = true;
    this.svg.setAttribute("viewBox", vb.map(num).join(" "));
    this.fitLetters();
  }

  // The tiles' icon letters read at 11 px or more at any size of the board: larger in the
  // board's units when it is drawn small, left out (the icon still shows the kind) when even
  // the largest that fits a hex would be under 11 px.
  fitLetters() {
    const box = this.svg.getBoundingClientRect();
    if (!box.width || !box.height || !this.view) return;
    const fit = letterFit(Math.min(box.width / this.view[2], box.height / this.view[3]));
    this.svg.classList.toggle("hb-letters-big", fit.size !== null);
    this.svg.classList.toggle("hb-letters-off", fit.off);
    if (fit.size === null) {
      this.svg.style.removeProperty("--hb-letter");
      this.svg.style.removeProperty("--hb-letter-down");
    } else {  // the larger letter's top kept clear of the icon above it
      this.svg.style.setProperty("--hb-letter", num(fit.size) + "px");
      this.svg.style.setProperty("--hb-letter-down", num((fit.size - SIZE * 0.4) * 0.7) + "px");
    }
    this.fitBadges(Math.min(box.width / this.view[2], box.height / this.view[3]));
  }

  // The pick badges' numbers and ticks read at 11 px or more too: when the board is drawn
  // small, the badge and its text grow together in the board's units.
  fitBadges(scale) {
    const grow = BADGE_LEAST / (scale * SIZE * BADGE_FONT);
    this.svg.classList.toggle("hb-badges-big", grow > 1);
    if (grow > 1) {
      this.svg.style.setProperty("--hb-badge-font", num(SIZE * BADGE_FONT * grow) + "px");
      this.svg.style.setProperty("--hb-badge-r", num(SIZE * BADGE_R * grow) + "px");
    }
  }

  ensureVisible(h) {
    const [x, y] = toPixel(h, SIZE);
    const [vx, vy, w, hh] = this.view;
    const m = SIZE * 2.4; // room for the tail whichever way it points
    if (x < vx + m || x > vx + w - m || y < vy + m || y > vy + hh - m) {
      const nx = Math.min(Math.max(vx, x - w + m), x - m);
      const ny = Math.min(Math.max(vy, y - hh + m), y - m);
      this.setView([nx, ny, w, hh], true);
    }
  }

  // Where the keyboard cursor starts: the legal anchor nearest the middle of the hive.
  homeHex() {
    if (this.picking) return this.picks.values().next().value.hex;
    const tiles = this.hive.tiles;
    if (!tiles.length) return [0, 0];
    let sx = 0;
    let sy = 0;
    for (const t of tiles) {
      const [x, y] = toPixel(t.anchor, SIZE);
      sx += x;
      sy += y;
    }
    const cx = sx / tiles.length;
    const cy = sy / tiles.length;
    let best = tiles[0].anchor;
    let bestDist = Infinity;
    for (const key of Object.keys(this.legal)) {
      const [q, r] = key.split(",").map(Number);
      const [x, y] = toPixel([q, r], SIZE);
      const dist = Math.hypot(x - cx, y - cy);
      if (dist < bestDist) {
        bestDist = dist;
        best = [q, r];
      }
    }
    return best;
  }
}
