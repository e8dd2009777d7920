// The fall field of Fall Fruit (its data in the `_modules` trait, Python:
// widgets/modules/fall_fruit/), drawn INSTEAD of the woodland when the game has Fall Fruit:
// hexes in rows (odd rows pushed half a hex right, six directions), the nectar tiles (their
// fall honey's initial), the fruit tiles, the forage tokens and, while this seat forages,
// every space it can end on with its cost and what it gives (a honey's initial, the fruit of
// fruit tiles on or next to it). A click on a space with one answer sends it; with several
// (collect the nectar or gain which fruit) a small chooser opens over the field: a click,
// keys 1-n, Esc. Side B (advanced): the tiles face down by back group (from `_field`: only
// what this seat saw shows its front), each row's and column's fruit at the edges.
// Which action kinds are Fall Fruit's comes from Python (its data's `kinds`); costs and
// labels come with each legal answer, so nothing here counts steps or coins.
import { hexPoints, num, SQRT3 } from "../../hexmath.js";
import { el } from "../../render.js";
import { scrollToShow } from "../../layout.js";
import { html } from "../../pagekit.js";
import { patchChildren } from "../../keyed.js";
import { FIELD_COLUMNS, NECTAR_NAMES, spaceAction } from "../../tablerules.js";
import { seatToken, section } from "../../tableparts.js";
import { fruitMark } from "./pieces.js";


export const HEX = 34; // a hex's circumradius in the field's SVG
const LEFT = 30; // room for the row numbers (and side B's row fruit)
const TOP = 30; // room for the column letters (and side B's column fruit)

// ---------------------------------------------------------------- pure helpers

// The centre of the hex on (row, column): rows of hexes, odd rows pushed half a hex right.
export function fruitHexCentre(r, c, size = HEX) {
  const w = SQRT3 * size;
  return [LEFT + w / 2 + c * w + (r % 2 ? w / 2 : 0), TOP + size + r * 1.5 * size];
}

// The field's viewBox size for `rows` x `columns` hexes.
export function fruitFieldSize(rows, columns, size = HEX) {
  const w = SQRT3 * size;
  return [LEFT + columns * w + w / 2 + 4, TOP + 2 * size + (rows - 1) * 1.5 * size + 4];
}

// What the answers on one space give, as short marks: the nectar's honey initial and each
// fruit's short name, in the order of the answers (the engine's order).
export function spaceGains(options, fruit) {
  const shorts = Object.fromEntries((fruit.fruits || []).map((f) => [f.kind, f.short]));
  const out = [];
  for (const a of options) {
    const gets = (a.info || {}).gets;
    if (!gets) continue;
    if (shorts[gets]) out.push(shorts[gets]);
    else if (gets === "?") out.push("?");
    else if ((fruit.honeys || {})[gets]) out.push(fruit.honeys[gets].short);
  }
  return out;
}


// ---------------------------------------------------------------- the fall field

export class FruitFieldPart {
  static needs = ["_field", "_players", "_pending", "_last", "_highlight"];

  constructor(view, parent) {
    this.view = view;
    const t = (key) => view.t("table.fall.fruit." + key);
    this.root = section(parent, "hbt-fruit-field", t("title"));
    this.root.hidden = true;
    const row = html("div", { class: "hbt-ff-row" }, this.root);
    this.wrap = html("div", { class: "hbt-ff-wrap" }, row);
    this.svg = el("svg", { class: "hbt-ff-svg", role: "group", "aria-label": t("field") });
    this.wrap.appendChild(this.svg);
    this.chooser = html("div", { class: "hbt-ff-choose", role: "group" }, this.wrap);
    this.chooser.hidden = true;
    const side = html("div", { class: "hbt-ff-side" }, row);
    // The field's key and what is reconstructed, behind "Key" (the prompt says the moves).
    const key = html("details", { class: "hbt-ff-key" }, side);
    html("summary", { class: "hbt-muted" }, key, t("key"));
    this.legend = html("p", { class: "hbt-muted hbt-ff-legend" }, key);
    this.recon = html("p", { class: "hbt-muted hbt-ff-recon" }, key);
    this.open = null; // the space whose chooser is open ("r,c")
    const signal = view.signal;
    this.svg.addEventListener("click", (ev) => {
      const g = ev.target.closest("g.hbt-ff-space");
      if (g) this.choose(g);
    }, { signal });
    this.svg.addEventListener("keydown", (ev) => {
      if (ev.key !== "Enter" && ev.key !== " ") return;
      const g = ev.target.closest("g.hbt-ff-space");
      if (!g) return;
      ev.preventDefault();
      this.choose(g);
    }, { signal });
    this.chooser.addEventListener("click", (ev) => {
      const b = ev.target.closest("button");
      if (!b) return;
      if (b.dataset.json) this.send(JSON.parse(b.dataset.json));
      else this.close(true);
    }, { signal });
    this.chooser.addEventListener("keydown", (ev) => {
      if (ev.key === "Escape") {
        ev.preventDefault();
        ev.stopPropagation();
        this.close(true);
        return;
      }
      const n = Number(ev.key);
      const buttons = [...this.chooser.querySelectorAll("button[data-json]")];
      if (n >= 1 && n <= buttons.length) {
        ev.preventDefault();
        this.send(JSON.parse(buttons[n - 1].dataset.json));
      }
    }, { signal });
  }

  on() {
    return Boolean(this.s && this.s.fruit && this.s.fruit.side);
  }

  choose(g) {
    const key = g.dataset.space;
    const options = this.s.pending.mine ? this.s.groups.get("space:" + key) || [] : [];
    if (options.length > 1) {
      this.openChooser(key, options, g.getAttribute("data-name"));
      return;
    }
    const [r, c] = key.split(",").map(Number);
    this.send(options.length ? options[0].json :
      spaceAction(this.s.actions, this.s.pending.kind, r, c, this.s.static.action_kinds));
  }

  send(json) {
    this.close(false);
    this.view.act(json);
  }

  openChooser(key, options, name) {
    const t = (k, p) => this.view.t("table.fall.fruit." + k, p);
    this.open = key;
    const box = this.chooser;
    box.replaceChildren();
    box.dataset.space = key;
    const title = html("p", { class: "hbt-ff-choose-title", id: this.view.uid + "-ffc" }, box,
      t("choose", { space: name }));
    box.setAttribute("aria-labelledby", title.id);
    options.forEach((a, i) => {
      html("button", { type: "button", class: "hb-btn hbt-target hbt-ff-option",
        "data-json": JSON.stringify(a.json), "data-act": a.id }, box, (i + 1) + ". " + a.label);
    });
    html("button", { type: "button", class: "hb-btn hbt-ff-cancel" }, box, t("cancel"));
    html("p", { class: "hbt-muted hbt-ff-keys" }, box, t("keys", { n: options.length }));
    box.hidden = false;
    box.querySelector("button").focus({ preventScroll: true });
    // The chooser opens over the field: the table's body scrolls (never the notebook) so
    // that all of it is in view.
    const body = box.closest(".hbt-body");
    if (body) {
      const b = body.getBoundingClientRect();
      const r = box.getBoundingClientRect();
      body.scrollTop = scrollToShow(body.scrollTop, body.clientHeight,
        r.top - b.top + body.scrollTop, r.height);
    }
  }

  close(refocus) {
    const key = this.open;
    this.open = null;
    this.chooser.hidden = true;
    this.chooser.replaceChildren();
    if (refocus && key) {
      const g = this.svg.querySelector('g.hbt-ff-space[data-space="' + key + '"]');
      if (g) g.focus({ preventScroll: true });
    }
  }

  update(s) {
    this.s = s;
    const on = this.on();
    this.root.hidden = !on;
    // The fall field is drawn instead of the woodland.
    const woodland = this.view.root.querySelector(".hbt-woodland");
    if (woodland) woodland.hidden = on;
    if (!on) return;
    if (this.open && !(s.pending.mine && (s.groups.get("space:" + this.open) || []).length > 1)) {
      this.close(false);
    }
    this.render();
  }

  render() {
    const s = this.s;
    const fruit = s.fruit;
    const t = (key, params) => this.view.t("table.fall.fruit." + key, params);
    const f = s.static.field;
    const geo = s.static.geometry;
    const pal = s.static.palette;
    const [w, h] = fruitFieldSize(f.rows, f.columns);
    this.svg.setAttribute("viewBox", "0 0 " + num(w) + " " + num(h));
    this.svg.setAttribute("width", num(w));
    this.svg.setAttribute("height", num(h));
    const svg = this.svg.cloneNode(false);
    const byKind = Object.fromEntries(fruit.fruits.map((x) => [x.kind, x]));
    const sideB = fruit.side === "B";
    for (let c = 0; c < f.columns; c++) {
      const [x] = fruitHexCentre(0, c);
      const kind = sideB ? fruit.columns[c] : null;
      const g = el("g", { class: "hbt-ff-axis", "data-key": "col:" + c }, svg);
      const label = el("text", { x: num(kind ? x - 12 : x), y: 16, "text-anchor": "middle",
        class: "hbt-axis" }, g);
      label.textContent = FIELD_COLUMNS[c];
      if (kind) {
        fruitMark(g, kind, byKind[kind].short, x + 9, 12, 10);
        el("title", {}, g).textContent = t("column", { c: FIELD_COLUMNS[c],
          fruit: byKind[kind].name });
      }
    }
    for (let r = 0; r < f.rows; r++) {
      const [, y] = fruitHexCentre(r, 0);
      const kind = sideB ? fruit.rows[r] : null;
      const g = el("g", { class: "hbt-ff-axis", "data-key": "row:" + r }, svg);
      const label = el("text", { x: 8, y: num(y + 4), "text-anchor": "middle",
        class: "hbt-axis" }, g);
      label.textContent = String(r + 1);
      if (kind) {
        fruitMark(g, kind, byKind[kind].short, 17, y + 18, 9);
        el("title", {}, g).textContent = t("row", { n: r + 1, fruit: byKind[kind].name });
      }
    }
    const tiles = new Map(s.field.tiles.map((x) => [x[0] + "," + x[1], x]));
    const fruitTiles = new Map(fruit.tiles.map(([r, c, k]) => [r + "," + c, k]));
    const seenOn = new Map((s.field.seen || []).map(([r, c, turn]) => [r + "," + c, turn]));
    const tokens = new Map();
    for (const [seat, r, c] of s.field.tokens) {
      const key = r + "," + c;
      if (!tokens.has(key)) tokens.set(key, []);
      tokens.get(key).push(seat);
    }
    const starts = new Set((f.starts || []).map(([r, c]) => r + "," + c));
    for (const [r, c, name] of geo.spaces) {
      const key = r + "," + c;
      const [cx, cy] = fruitHexCentre(r, c);
      const options = s.pending.mine ? s.groups.get("space:" + key) || [] : [];
      const g = el("g", { class: "hbt-ff-space" + (options.length ? " hbt-target" : ""),
        "data-space": key, "data-key": "space:" + key, "data-name": name,
        transform: "translate(" + num(cx) + "," + num(cy) + ")" }, svg);
      if (s.hl.has("space:" + key)) g.classList.add("hbt-hl");
      if (s.lastKey === "space:" + key) g.classList.add("hbt-last");
      el("polygon", { class: "hbt-ff-hex", points: hexPoints([0, 0], HEX - 1) }, g);
      const tile = tiles.get(key);
      const kind = fruitTiles.get(key);
      let words = t("space_empty", { space: name });
      if (tile && tile.length > 3) { // side B: face down
        const [, , letter, back] = tile;
        const backNectar = NECTAR_NAMES[back];
        g.classList.add("hbt-face-down");
        g.dataset.front = letter || "";
        el("polygon", { class: "hbt-ff-back", points: hexPoints([0, 0], HEX - 7),
          fill: pal.resources[backNectar] }, g);
        const front = el("text", { y: 6, "text-anchor": "middle",
          class: "hbt-ff-letter" + (letter ? " hbt-seen" : "") }, g);
        front.textContent = letter ? fruit.honeys[letter].short : "?";
        const initial = el("text", { y: HEX - 11, "text-anchor": "middle",
          class: "hbt-ff-back-letter" }, g);
        initial.textContent = fruit.honeys[back].short;
        words = this.view.t("table.woodland.face_down", { space: name,
          back: fruit.honeys[back].name });
        if (letter) {
          words += this.view.t("table.woodland.seen", { n: seenOn.get(key) || 0,
            nectar: fruit.honeys[letter].name });
        }
      } else if (tile) {
        const letter = tile[2];
        g.dataset.nectar = letter;
        el("polygon", { class: "hbt-ff-nectar", points: hexPoints([0, 0], HEX - 8),
          fill: pal.resources[NECTAR_NAMES[letter]] }, g);
        const txt = el("text", { y: 6, "text-anchor": "middle", class: "hbt-ff-letter" }, g);
        txt.textContent = fruit.honeys[letter].short;
        words = t("space_nectar", { space: name, honey: fruit.honeys[letter].name });
      } else if (kind) {
        g.dataset.fruit = kind;
        fruitMark(g, kind, byKind[kind].short, 0, 0, 14);
        words = t("space_fruit", { space: name, fruit: byKind[kind].name });
      }
      if (starts.has(key)) {
        el("path", { class: "hbt-start", d: "M-27,-6 L-21,0 L-27,6 Z" }, g);
        words += t("start");
      }
      (tokens.get(key) || []).forEach((seat, i) => {
        const p = s.static.players[seat];
        const tx = i % 2 ? 19 : -19;
        const ty = i < 2 ? 0 : 12;
        seatToken(g, seat, p, tx, ty, 9);
        words += t("token", { name: p.name });
      });
      if (options.length) {
        el("polygon", { class: "hbt-target-ring", points: hexPoints([0, 0], HEX - 2.5) }, g);
        const info = options[0].info || {};
        const cost = info.view ? this.view.t("table.woodland.view")
          : info.cost ? this.view.t("table.woodland.cost", { n: info.cost })
            : this.view.t("table.woodland.free");
        const ct = el("text", { y: -HEX + 19, "text-anchor": "middle",
          class: "hbt-ff-badge hbt-ff-cost" }, g);
        ct.textContent = cost;
        // Face down, the view's "?" is the tile's own mark: no gains below it.
        const gains = tile && tile.length > 3 ? [] : spaceGains(options, fruit);
        const gt = el("text", { y: HEX - 12, "text-anchor": "middle",
          class: "hbt-ff-badge hbt-ff-gain" }, g);
        gt.textContent = gains.join("·");
        g.dataset.options = String(options.length);
        g.setAttribute("role", "button");
        g.setAttribute("tabindex", "0");
        words = options.map((a) => a.label).join("; ") + ". " + words;
      }
      g.setAttribute("aria-label", words);
      el("title", {}, g).textContent = words;
    }
    patchChildren(this.svg, svg);
    this.legend.textContent = fruit.legend;
    this.recon.textContent = fruit.reconstructed;
  }
}
