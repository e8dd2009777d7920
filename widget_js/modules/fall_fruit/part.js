// Fall Fruit on the table (its data in the `_modules` trait, Python:
// widgets/modules/fall_fruit.py).
// The fall field, drawn INSTEAD of the woodland when the game has Fall Fruit: hexes in rows
// (odd rows pushed half a hex right, six directions), the nectar tiles (their fall honey's
// initial), the fruit tiles, the forage tokens and, while this seat forages, every space it
// can end on with its cost and what it gives (a honey's initial, the fruit of fruit tiles on
// or next to it). A click on a space with one answer sends it; with several (collect the
// nectar or gain which fruit) a small chooser opens over the field: a click, keys 1-n, Esc.
// Side B (advanced): the tiles face down by back group (from `_field`: only what this seat
// saw shows its front), each row's and column's fruit at the edges.
// The fruit market: the fixed values, the set-bonus track with its marker, what a set pays
// now, each seat's fruit; while selling, + and − per fruit compose the sale and Sell sends
// it; while paying an order or gaining a fruit, the fruit are the buttons.
// Which action kinds are Fall Fruit's comes from Python (its data's `kinds`); costs and labels
// come with each legal answer, so nothing here counts steps or coins.
import { hexPoints, num, SQRT3 } from "../../hexmath.js";
import { el } from "../../render.js";
import { scrollToShow } from "../../layout.js";
import { html } from "../../pagekit.js";
import { patchChildren } from "../../keyed.js";
import { FIELD_COLUMNS, NECTAR_NAMES, spaceAction } from "../../tablerules.js";
import { markNode, seatToken, section } from "../../tableparts.js";

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

// The legal sale of `counts` ({apple: n, ...}) among the pending answers, or null.
export function saleAction(actions, fruit, counts) {
  const kind = (fruit.kinds || {}).sell;
  return actions.find((a) => a.json.kind === kind &&
    (fruit.fruits || []).every((f) => (a.json[f.kind] || 0) === (counts[f.kind] || 0))) || null;
}

// The answer "this fruit" of the pending decision (paying an order, gaining a fruit), or null.
export function fruitAnswer(actions, fruit, kind) {
  const kinds = [(fruit.kinds || {}).pay, (fruit.kinds || {}).pick];
  return actions.find((a) => kinds.includes(a.json.kind) && a.json.fruit === kind) || null;
}

// The seat whose fruit the market block shows as "yours": the deciding seat when this page
// answers it, else the first seat this page plays (null: none).
export function yourSeat(pending, roles) {
  if (pending && pending.mine && pending.player !== null && pending.player !== undefined) {
    return pending.player;
  }
  const i = (roles || []).findIndex((r) => r && r.you && !r.bot);
  return i >= 0 ? i : null;
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
        this.fruitMark(g, kind, x + 9, 12, 10, byKind);
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
        this.fruitMark(g, kind, 17, y + 18, 9, byKind);
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
        this.fruitMark(g, kind, 0, 0, 14, byKind);
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

  // A fruit: a coloured disc (its own shape per kind) with its short name.
  fruitMark(parent, kind, x, y, r, byKind) {
    const g = el("g", { class: "hbt-ff-fruit hbt-ff-" + kind,
      transform: "translate(" + num(x) + "," + num(y) + ")" }, parent);
    if (kind === "pumpkin") {
      el("ellipse", { class: "hbt-ff-fruit-body", rx: num(r * 1.2), ry: num(r * 0.92) }, g);
    } else if (kind === "pear") {
      el("path", { class: "hbt-ff-fruit-body", d: "M0," + num(-r) + " C" + num(r * 0.5) + "," +
        num(-r) + " " + num(r * 0.45) + "," + num(-r * 0.3) + " " + num(r * 0.9) + "," +
        num(r * 0.35) + " A" + num(r * 0.95) + "," + num(r * 0.75) + " 0 0 1 " +
        num(-r * 0.9) + "," + num(r * 0.35) + " C" + num(-r * 0.45) + "," + num(-r * 0.3) +
        " " + num(-r * 0.5) + "," + num(-r) + " 0," + num(-r) + " Z" }, g);
    } else {
      el("circle", { class: "hbt-ff-fruit-body", r: num(r) }, g);
    }
    if (r >= 12) {
      const txt = el("text", { y: 4, "text-anchor": "middle", class: "hbt-ff-fruit-text" }, g);
      txt.textContent = byKind[kind].short;
    }
    return g;
  }
}

// ---------------------------------------------------------------- the fruit market

export class FruitMarketPart {
  static needs = ["_field", "_players", "_pending", "_last", "_highlight"];

  constructor(view, parent) {
    this.view = view;
    const t = (key) => view.t("table.fall.fruit." + key);
    this.root = section(parent, "hbt-fruit-market", t("market_title"));
    this.root.hidden = true;
    this.body = html("div", { class: "hbt-fm-body" }, this.root);
    this.counts = {};
    this.countsPly = null;
    this.root.addEventListener("click", (ev) => {
      const b = ev.target.closest("button");
      if (!b || b.disabled) return;
      if (b.dataset.step) {
        const kind = b.dataset.fruit;
        this.counts[kind] = Math.max(0, (this.counts[kind] || 0) + Number(b.dataset.step));
        this.render();
        const again = this.root.querySelector('button[data-fruit="' + kind + '"][data-step="' +
          b.dataset.step + '"]');
        if (again && !again.disabled) again.focus({ preventScroll: true });
      } else if (b.dataset.json) {
        this.view.act(JSON.parse(b.dataset.json));
      }
    }, { signal: view.signal });
  }

  update(s) {
    this.s = s;
    const on = Boolean(s.fruit && s.fruit.side);
    this.root.hidden = !on;
    if (!on) return;
    const ply = s.last.ply || 0;
    if (ply !== this.countsPly) {
      this.counts = {};
      this.countsPly = ply;
    }
    this.render();
  }

  render() {
    const s = this.s;
    const fruit = s.fruit;
    const t = (key, params) => this.view.t("table.fall.fruit." + key, params);
    const mine = s.pending.mine;
    const actions = mine ? s.actions : [];
    const body = this.body.cloneNode(false);
    html("p", { class: "hbt-fm-values" }, body, t("values", {
      values: fruit.fruits.map((x) => t("value", { fruit: x.name, n: x.value })) }));
    const m = fruit.market;
    const trackBox = html("div", { class: "hbt-fm-track-box", "data-key": "track" }, body);
    html("span", { class: "hbt-fm-track-name" }, trackBox, t("track"));
    const track = html("ol", { class: "hbt-fm-track", "aria-label": t("bonus_now",
      { n: m.bonus }) }, trackBox);
    m.track.forEach((value, i) => {
      html("li", { class: i === m.position ? "hbt-here" : i < m.position ? "hbt-passed" : "" },
        track, (i === m.position ? "▶ " : "") + value);
    });
    html("p", { class: "hbt-fm-set", "data-key": "set" }, body, m.text);
    const you = yourSeat(s.pending, s.roles);
    // Everyone's fruit (public); "yours" first, as buttons when paying or gaining one.
    const held = html("ul", { class: "hbt-fm-held", "data-key": "held" }, body);
    fruit.held.forEach((_, seat) => {
      const p = s.static.players[seat];
      html("li", { "data-seat": String(seat) }, held,
        t("held", { name: p.name, fruit: fruit.held_text[seat] }));
    });
    const answers = fruit.fruits.map((x) => fruitAnswer(actions, fruit, x.kind));
    const paying = answers.some(Boolean);
    if (you !== null) {
      html("p", { class: "hbt-fm-yours-title" }, body, paying ? t(actions.some((a) =>
        a.json.kind === fruit.kinds.pay) ? "pay" : "pick") : t("yours"));
      const row = html("div", { class: "hbt-fm-yours", "data-key": "yours" }, body);
      fruit.fruits.forEach((x, i) => {
        const a = answers[i];
        const n = fruit.held[you][x.kind];
        const node = html(a ? "button" : "span", a ? { type: "button",
          class: "hb-btn hbt-target hbt-fm-fruit", "data-json": JSON.stringify(a.json),
          "data-act": a.id, "data-fruit": x.kind, title: a.label, "aria-label": a.label } :
          { class: "hbt-fm-fruit", "data-fruit": x.kind }, row);
        this.fruitIcon(node, x);
        html("span", { class: "hbt-fm-count" }, node, x.name + " " + n);
      });
    }
    const sells = actions.filter((a) => a.json.kind === fruit.kinds.sell);
    const composing = mine && s.pending.kind === "market";
    if (composing) this.composer(body, sells, you, fruit, t);
    // While a sale is composed, the table keeps the whole market in view (layout.js): the
    // fruit values and the set-bonus track stay beside the + and − buttons.
    this.root.classList.toggle("hbt-follow", composing && sells.length > 0 && you !== null);
    patchChildren(this.body, body);
  }

  // The sale: − n + per fruit (bounded by what the seat holds), the engine's words for the
  // sale now and Sell.
  composer(body, sells, you, fruit, t) {
    const box = html("div", { class: "hbt-fm-sale", "data-key": "sale" }, body);
    if (!sells.length || you === null) {
      html("p", { class: "hbt-muted" }, box, t("sell_none"));
      return;
    }
    const held = fruit.held[you];
    const steps = html("div", { class: "hbt-fm-steps" }, box);
    for (const x of fruit.fruits) {
      const n = Math.min(this.counts[x.kind] || 0, held[x.kind]);
      this.counts[x.kind] = n;
      const line = html("span", { class: "hbt-fm-step", "data-fruit": x.kind }, steps);
      html("button", { type: "button", class: "hb-btn hbt-fm-minus", "data-fruit": x.kind,
        "data-step": "-1", "aria-label": t("fewer", { fruit: x.name }),
        title: t("fewer", { fruit: x.name }), disabled: n <= 0 ? "" : null }, line, "−");
      this.fruitIcon(line, x);
      html("span", { class: "hbt-fm-n", "aria-live": "off" }, line, String(n));
      const more = n < held[x.kind];
      html("button", { type: "button", class: "hb-btn hbt-fm-plus" + (more ? " hbt-target" : ""),
        "data-fruit": x.kind,
        "data-step": "1", "aria-label": t("more", { fruit: x.name }),
        title: t("more", { fruit: x.name }), disabled: more ? null : "" }, line, "+");
    }
    const sale = saleAction(sells, fruit, this.counts);
    html("p", { class: "hbt-fm-preview" }, box, sale ? sale.label : t("sell_pick"));
    html("button", { type: "button", class: "hb-btn hbt-fm-sell" + (sale ? " hbt-target" : ""),
      "data-json": sale ? JSON.stringify(sale.json) : null, disabled: sale ? null : "",
      title: sale ? sale.label : t("sell_pick") }, box, t("sell"));
  }

  fruitIcon(parent, x) {
    const span = html("span", { class: "hbt-fm-icon hbt-ff-" + x.kind, "aria-hidden": "true" },
      parent, x.short);
    return span;
  }
}
