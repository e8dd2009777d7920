// The woodland: the field's spaces with their nectar tiles (colour and letter) or empty,
// the forage tokens (each player's mark), the starting spaces. While the learner
// forages, scouts or chooses a start, the spaces they can end on are marked with their
// cost and what ending there gives; a click (or Enter) moves the token.
// With the advanced variant the tiles lie face down: the back's colour and initial say its
// group, "?" a front this seat has not seen, a letter one it saw (an eye: on which turn);
// small marks say who viewed a tile (public). Python sends only what this seat may know.
// The spaces, their names and the layout come from the rules' geometry (static.geometry:
// a square grid, or hexes in rows with odd rows pushed half a space right); costs come with
// each legal answer, so nothing here counts steps.
import { num } from "./hexmath.js";
import { el } from "./render.js";
import { patchChildren } from "./keyed.js";
import { html } from "./pagekit.js";
import { NECTAR_NAMES, spaceAction, spaceBadge } from "./tablerules.js";
import { seatToken, section, shapeSvg } from "./tableparts.js";
import DECLARED from "../honeybuzz_lab/games/honeybuzz/widgets/table_parts.json" with { type: "json" };

const CELL = 64;
const MARGIN = 22;

export class WoodlandPart {
  static needs = DECLARED.parts.woodland;

  constructor(view, parent) {
    this.view = view;
    this.root = section(parent, "hbt-woodland", view.t("table.woodland.title"));
    this.svg = el("svg", { class: "hbt-field", role: "group",
      "aria-label": view.t("table.woodland.field") });
    this.root.appendChild(this.svg);
    // The field's key (its letters and costs, or how face-down tiles read) behind "Key":
    // what the spaces say is on them and in their titles.
    const key = html("details", { class: "hbt-field-key" }, this.root);
    html("summary", { class: "hbt-muted" }, key, view.t("table.woodland.key"));
    this.legend = html("p", { class: "hbt-field-legend hbt-muted" }, key);
    this.svg.addEventListener("click", (ev) => {
      const g = ev.target.closest("g.hbt-space");
      if (g) this.choose(g);
    });
    this.svg.addEventListener("keydown", (ev) => {
      if (ev.key !== "Enter" && ev.key !== " ") return;
      const g = ev.target.closest("g.hbt-space");
      if (!g) return;
      ev.preventDefault();
      this.choose(g);
    });
  }

  choose(g) {
    const [r, c] = g.dataset.space.split(",").map(Number);
    this.view.act(spaceAction(this.s.actions, this.s.pending.kind, r, c,
      this.s.static.action_kinds));
  }

  update(s) {
    this.s = s;
    this.render();
  }

  render() {
    const s = this.s;
    const tr = (key, params) => this.view.t("table.woodland." + key, params);
    const nectarName = (nectar) => this.view.t("terms.nectar." + nectar);
    const f = s.static.field;
    const pal = s.static.palette;
    const geo = s.static.geometry;
    const shift = (r) => (geo.layout === "hex" && r % 2 ? CELL / 2 : 0);
    const w = MARGIN + f.columns * CELL + 6 + (geo.layout === "hex" ? CELL / 2 : 0);
    const h = MARGIN + f.rows * CELL + 6;
    this.svg.setAttribute("viewBox", "0 0 " + w + " " + h);
    // Drawn apart, then patched in: the focused space stays focused.
    const svg = this.svg.cloneNode(false);
    for (let c = 0; c < f.columns; c++) {
      const t = el("text", { x: num(MARGIN + c * CELL + CELL / 2), y: 15,
        class: "hbt-axis", "text-anchor": "middle" }, svg);
      t.textContent = "ABCDEFGHIJ"[c];
    }
    for (let r = 0; r < f.rows; r++) {
      const t = el("text", { x: 10, y: num(MARGIN + r * CELL + CELL / 2 + 4), class: "hbt-axis",
        "text-anchor": "middle" }, svg);
      t.textContent = String(r + 1);
    }
    const tiles = new Map(s.field.tiles.map(([r, c, letter]) => [r + "," + c, letter]));
    const backs = new Map(s.field.tiles.filter((t) => t.length > 3)
      .map(([r, c, , back]) => [r + "," + c, back]));
    const seenOn = new Map((s.field.seen || []).map(([r, c, turn]) => [r + "," + c, turn]));
    const viewers = new Map();
    for (const [, seat, r, c] of s.field.views || []) {
      const key = r + "," + c;
      if (!viewers.has(key)) viewers.set(key, []);
      if (!viewers.get(key).includes(seat)) viewers.get(key).push(seat);
    }
    const tokens = new Map();
    for (const [seat, r, c] of s.field.tokens) {
      const key = r + "," + c;
      if (!tokens.has(key)) tokens.set(key, []);
      tokens.get(key).push(seat);
    }
    const starts = new Set(f.starts.map(([r, c]) => r + "," + c));
    const mine = s.pending.mine;
    {
      for (const [r, c, space] of geo.spaces) {
        const key = r + "," + c;
        const x = MARGIN + c * CELL + shift(r);
        const y = MARGIN + r * CELL;
        const letter = tiles.get(key);
        const options = s.groups.get("space:" + key) || [];
        const action = mine ? options[0] : null;
        const g = el("g", { class: "hbt-space" + (action ? " hbt-target" : ""),
          "data-space": key, "data-key": "space:" + key, transform: "translate(" + x + "," + y + ")" }, svg);
        const hl = s.hl.has("space:" + key);
        const last = s.lastKey === "space:" + key;
        if (hl) g.classList.add("hbt-hl");
        if (last) g.classList.add("hbt-last");
        const back = backs.get(key);
        const nectar = letter ? NECTAR_NAMES[letter] : null;
        el("rect", { class: "hbt-space-bg", x: 2, y: 2, width: CELL - 4, height: CELL - 4,
          rx: 6 }, g);
        let words;
        if (back) {
          words = this.drawBack(g, back, letter, seenOn.get(key), viewers.get(key) || [], space);
        } else {
          words = nectar ? tr("space_nectar", { space, nectar: nectarName(nectar) })
            : tr("space_empty", { space });
        }
        if (nectar && !back) {
          el("rect", { class: "hbt-nectar", x: 12, y: 12, width: CELL - 24, height: CELL - 24,
            rx: 8, fill: pal.resources[nectar] }, g);
          const t = el("text", { x: CELL / 2, y: CELL / 2 + 7, "text-anchor": "middle",
            class: "hbt-nectar-letter" }, g);
          t.textContent = letter.toUpperCase();
        }
        if (starts.has(key)) {
          el("path", { class: "hbt-start", d: "M4,26 L10,32 L4,38 Z" }, g);
          words += tr("start");
        }
        (tokens.get(key) || []).forEach((seat, i) => {
          const p = s.static.players[seat];
          const tx = 14 + (i % 2) * 36;
          const ty = 14 + Math.floor(i / 2) * 36;
          seatToken(g, seat, p, tx, ty, 10);
          words += tr("token", { name: p.name });
        });
        if (action) {
          const badge = spaceBadge(action, this.view.texts, s.static);
          el("rect", { class: "hbt-target-ring", x: 1.5, y: 1.5, width: CELL - 3,
            height: CELL - 3, rx: 7 }, g);
          const cost = el("text", { x: CELL - 5, y: 13, "text-anchor": "end",
            class: "hbt-badge-cost" }, g);
          cost.textContent = badge.cost;
          // Face down, nothing is paid: what the view gives stands where the cost would.
          const top = back && !badge.cost;
          const gain = el("text", { x: top ? CELL - 5 : CELL / 2, y: top ? 13 : CELL - 6,
            "text-anchor": top ? "end" : "middle", class: "hbt-badge-gain" }, g);
          gain.textContent = badge.gain;
          g.setAttribute("role", "button");
          g.setAttribute("tabindex", "0");
          words = back ? action.label + ". " + words : action.label;
        }
        g.setAttribute("aria-label", words);
        el("title", {}, g).textContent = words;
      }
    }
    const letters = Object.entries(NECTAR_NAMES).map(([l, n]) => l.toUpperCase() + " " +
      nectarName(n));
    this.legend.textContent = backs.size ? tr("back_legend") :
      tr("legend", { letters, n: f.extra });
    patchChildren(this.svg, svg);
  }

  // A face-down tile: its back (colour and initial), "?" or the front this seat saw, the
  // turn it saw it on, and a mark for every seat that viewed it. Returns its words.
  drawBack(g, back, letter, turn, seats, space) {
    const s = this.s;
    const tr = (key, params) => this.view.t("table.woodland." + key, params);
    const nectarName = (nectar) => this.view.t("terms.nectar." + nectar);
    const backNectar = NECTAR_NAMES[back];
    g.classList.add("hbt-face-down");
    g.dataset.back = back;
    g.dataset.front = letter || "";
    el("rect", { class: "hbt-back", x: 8, y: 8, width: CELL - 16, height: CELL - 16, rx: 7,
      fill: s.static.palette.resources[backNectar] }, g);
    const initial = el("text", { x: 13, y: 20, class: "hbt-back-letter" }, g);
    initial.textContent = back;
    el("rect", { class: "hbt-back-window", x: 21, y: 21, width: 22, height: 22, rx: 4 }, g);
    const front = el("text", { x: CELL / 2, y: CELL / 2 + 6, "text-anchor": "middle",
      class: letter ? "hbt-back-front hbt-seen" : "hbt-back-front" }, g);
    front.textContent = letter ? letter.toUpperCase() : "?";
    let words = tr("face_down", { space, back: nectarName(backNectar) });
    if (letter && turn) {
      const eye = el("g", { class: "hbt-eye", transform: "translate(38,52)" }, g);
      el("ellipse", { cx: 0, cy: 0, rx: 5.5, ry: 3.5 }, eye);
      el("circle", { cx: 0, cy: 0, r: 1.6 }, eye);
      const n = el("text", { x: 7, y: 4, class: "hbt-eye-turn" }, eye);
      n.textContent = String(turn);
      words += tr("seen", { n: turn, nectar: nectarName(NECTAR_NAMES[letter]) });
    }
    seats.forEach((seat, i) => {
      const p = s.static.players[seat];
      shapeSvg(g, p.shape, 12 + i * 9, 52, 4, { fill: p.fill, class: "hbt-viewer",
        "data-seat": String(seat), style: "stroke: var(--hbt-ink)", "stroke-width": 1 });
    });
    if (seats.length) {
      words += tr("viewed", { names: seats.map((seat) => s.static.players[seat].name) });
    }
    return words;
  }
}
