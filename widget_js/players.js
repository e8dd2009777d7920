// The players' panels: coins, workers (available, placed, nursery, supply), resources,
// completed orders, the forage token, and each player's hive drawn by the hive board's
// own view (compact). The hive of the player whose decision it is becomes interactive
// when the decision is about it: the taken tile with its ghost and preview, or marked
// hexes to pick (the fan, the cell for nectar, the honey to give up).
import { fmtHex } from "./hexmath.js";
import { BoardView } from "./board/view.js";
import { html } from "./pagekit.js";
import { drawOf, drawnKind, hexHighlights, sameJson, spaceName } from "./tablerules.js";
import { markNode, partBoard, playerMark, resourceChip } from "./tableparts.js";
import DECLARED from "../honeybuzz_lab/games/honeybuzz/widgets/table_parts.json" with { type: "json" };
import { paintMarks, paintTileMarks } from "./fall_marks.js";
import { drawPlayerBoard } from "./playerboard.js";
import { chainHooks, collectHooks } from "./tablemodules.js";
import { magnify } from "./magnify.js";


// A stand-in for a widget model: the table fills it, a BoardView reads it, and the
// board's intents go back to the table.
export class HiveModel {
  constructor(values, onSend) {
    this.values = { ...values };
    this.listeners = new Map();
    this.onSend = onSend;
  }

  get(key) {
    return this.values[key];
  }

  set(key, value) {
    this.values[key] = value;
    for (const cb of this.listeners.get("change:" + key) || []) cb();
  }

  update(values) {
    for (const [key, value] of Object.entries(values)) {
      if (!sameJson(this.values[key], value)) this.set(key, value);
    }
  }

  on(name, cb) {
    if (!this.listeners.has(name)) this.listeners.set(name, []);
    this.listeners.get(name).push(cb);
  }

  off(name, cb) {
    const list = this.listeners.get(name) || [];
    const i = list.indexOf(cb);
    if (i >= 0) list.splice(i, 1);
  }

  send(msg) {
    this.onSend(msg);
  }

  save_changes() {}
}

export class PlayersPart {
  static needs = DECLARED.parts.players;

  constructor(view, parent) {
    this.view = view;
    this.root = html("div", { class: "hbt-part hbt-players", role: "group",
      "aria-label": view.t("table.players.label") }, parent);
    this.panels = new Map();
  }

  destroy() {
    for (const panel of this.panels.values()) panel.board.destroy();
    this.panels.clear();
  }

  panel(seat, statics) {
    let panel = this.panels.get(seat);
    if (panel && panel.player === statics.players[seat].name) return panel;
    if (panel) {
      panel.board.destroy();
      panel.node.remove();
    }
    const node = html("section", { class: "hbt-player", "data-seat": String(seat),
      "aria-label": statics.players[seat].name }, this.root);
    node.appendChild(partBoard("hbt-player-plate")); // the player's board under the pieces
    const head = html("header", { class: "hbt-player-head" }, node);
    const mark = html("span", { class: "hbt-player-mark" }, head);
    const nameEl = html("h3", { class: "hbt-player-name" }, head);
    const role = html("span", { class: "hbt-player-role hbt-muted" }, head);
    const turn = html("span", { class: "hbt-player-turn" }, head);
    // The figures drawn as pieces, and the same facts as text for screen readers.
    const pieces = html("div", { class: "hbt-pboard", "aria-hidden": "true" }, node);
    const stats = html("dl", { class: "hbt-stats hbt-sr" }, node);
    const hive = html("div", { class: "hbt-hive" }, node);
    const model = new HiveModel({
      _palette: statics.palette, _hive_data: { tiles: [], cells: [], pockets: [] }, _legal: {},
      _tray: [], _selected: "", _moves: [], _ply: 0, _effect: {}, _status: {}, _highlight: [],
      _error: "", _error_detail: "", notice: "", read_only: true, coords: false, _pick: {},
      compact: true, _offline: false, _texts: this.view.model.get("_texts") || {},
      language: this.view.model.get("language") || "en",
      _paint_marks: paintMarks, _marks: [], _ghost_marks: [],
      _paint_tile_marks: paintTileMarks, _tray_marks: {},
      _rules: this.view.model.get("_rules") || {}, _rule: this.view.model.get("_rule") || {},
      _error_rule: {},
    }, (msg) => this.fromBoard(seat, msg));
    const board = new BoardView(model, hive);
    // Another player's hive drawn small grows under the pointer or the focus.
    magnify(hive, this.view.root, this.view.signal, () => this.drawnSmall(node, hive));
    panel = { node, head, mark, nameEl, role, turn, pieces, stats, hive, model, board,
      player: statics.players[seat].name };
    this.panels.set(seat, panel);
    return panel;
  }

  // The board's intents become the table's actions.
  fromBoard(seat, msg) {
    const s = this.s;
    if (msg.kind === "place") { // the board's placing: the kind drawn as "placing"
      const [kind, spec] = drawnKind(s.static.action_kinds, "placing");
      if (kind) this.view.act({ kind, [spec.param]: msg.anchor, direction: msg.direction });
    } else if (msg.kind === "pick") {
      const key = "hex:" + seat + ":" + msg.hex[0] + "," + msg.hex[1];
      const option = (s.groups.get(key) || [])[0];
      if (option) this.view.act(option.json);
      else {
        this.view.showLocalError(this.view.t("table.players.not_marked", {
          hex: fmtHex(msg.hex) }));
      }
    } else if (msg.kind === "rule") { // opening a rule asks the kernel, not the game
      this.view.model.send(msg);
    } else if (msg.kind === "undo" || msg.kind === "redo") {
      this.view.send({ kind: msg.kind });
    }
  }

  update(s) {
    this.s = s;
    const statics = s.static;
    const seats = s.seats.length ? s.seats : statics.players.map((_, i) => i);
    for (const [seat, panel] of this.panels) {
      if (!seats.includes(seat)) {
        panel.board.destroy();
        panel.node.remove();
        this.panels.delete(seat);
      }
    }
    for (const seat of seats) this.render(seat, this.panel(seat, statics));
  }

  render(seat, panel) {
    const s = this.s;
    const statics = s.static;
    const player = statics.players[seat];
    const p = s.players[seat];
    const role = (s.roles || [])[seat] || {};
    const deciding = s.pending.player === seat && s.pending.kind !== "game_over";
    // The panel's head, pieces and words are drawn again only when what they show changed
    // (most moves change one player's figures, or none): less for the page to lay out.
    const roles = s.roles || [];
    const seats = s.seats.length ? s.seats : statics.players.map((_, i) => i);
    const own = roles.some((r) => r && r.you) ? Boolean(role.you) : seat === seats[0];
    const fruitHeld = s.fruit && s.fruit.held ? [s.fruit.held[seat], s.fruit.held_text[seat]] : null;
    const shown = JSON.stringify([player, p, role, deciding, deciding && s.pending.phrase, own,
      s.hl.has("player:" + seat), fruitHeld]);
    if (panel.shown !== shown) {
      panel.shown = shown;
      this.drawFigures(seat, panel, own, deciding);
    }
    // The hive: interactive for the placing or picking player whose decision this page takes.
    const mine = deciding && s.pending.mine;
    const kinds = statics.action_kinds;
    // The placing decision (the rules' decision "place", its answers sent as s.legal).
    const placing = mine && s.pending.kind === "place";
    const picks = [];
    // A decision answered by picking a hex of the hive: its answers target this hive (the
    // badge: the honey a fan makes, else a tick); its prompt table.pick.<decision>.
    if (mine && !placing) {
      for (const a of s.actions) {
        if (a.target[0] !== "hex" || a.target[1] !== seat) continue;
        let badge = "✓";
        if ("honey" in a.info) badge = a.info.honey ? String(a.info.honey) : "";
        picks.push([a.target[2], a.target[3], chainHooks("pickLabel", a.label, [s, a]), badge]);
      }
    }
    const hl = hexHighlights(s.highlight, seat);
    if (s.lastKey.startsWith("hex:" + seat + ":") && drawOf(kinds, s.last.kind) !== "placing") {
      const [q, r] = s.lastKey.split(":")[2].split(",").map(Number);
      hl.push([q, r]);
    }
    panel.model.update({
      _palette: statics.palette,
      _hive_data: s.hives[seat],
      _legal: placing ? s.legal : {},
      _tray: placing ? [s.pending.tile] : [],
      _selected: placing ? s.pending.tile : "",
      _effect: (s.effects || [])[seat] || {},
      _highlight: hl,
      _pick: picks.length ? { hexes: picks,
        prompt: this.view.texts.t("table.pick." + s.pending.kind, {}, s.pending.prompt) } : {},
      read_only: !placing,
      _marks: collectHooks("hiveMarks", [s, seat]),
      _ghost_marks: placing ? collectHooks("ghostMarks", [s]) : [],
      _tray_marks: placing ? { [s.pending.tile]: collectHooks("trayMarks", [s]) } : {},
      _rules: s.rules,
      _rule: s.rule,
    });
    panel.hive.classList.toggle("hbt-hive-active", placing || picks.length > 0);
  }

  // Whether the hive of `node` is drawn small: another player's, not the decision's, and
  // clearly smaller than the learner's.
  drawnSmall(node, hive) {
    if (!node.classList.contains("hbt-other") || hive.classList.contains("hbt-hive-active")) {
      return false;
    }
    const own = this.root.querySelector(".hbt-own .hbt-hive");
    return !own || hive.getBoundingClientRect().height < 0.8 * own.getBoundingClientRect().height;
  }

  // The learner's own hive is drawn large, the others small (with no learner's seat named,
  // the first seat shown is the large one); the figures as pieces and, for screen readers,
  // as words.
  drawFigures(seat, panel, own, deciding) {
    const s = this.s;
    const t = (key, params) => this.view.t("table.players." + key, params);
    const statics = s.static;
    const player = statics.players[seat];
    const p = s.players[seat];
    const role = (s.roles || [])[seat] || {};
    panel.node.classList.toggle("hbt-current", deciding);
    panel.node.classList.toggle("hbt-own", own);
    panel.node.classList.toggle("hbt-other", !own);
    panel.node.setAttribute("aria-current", deciding ? "true" : "false");
    markNode(panel.node, { highlighted: s.hl.has("player:" + seat) });
    panel.node.style.setProperty("--hbt-player", player.fill);
    panel.mark.replaceChildren(playerMark(player, 30));
    panel.nameEl.textContent = player.name;
    panel.role.textContent = role.bot ? t("role_bot", { bot: role.bot }) :
      role.you ? t("role_you") : "";
    panel.turn.textContent = deciding ? t("deciding", { phrase: s.pending.phrase }) : "";
    const [avail, placed, nursery, supply] = p.workers;
    const st = panel.stats;
    st.replaceChildren();
    const row = (label, fill) => {
      html("dt", {}, st, label);
      const dd = html("dd", {}, st);
      fill(dd);
    };
    row(t("coins"), (dd) => { dd.textContent = String(p.coins); });
    row(t("workers"), (dd) => {
      dd.textContent = t("workers_text", { available: avail, placed, nursery, supply });
    });
    row(t("resources"), (dd) => {
      resourceChip(dd, statics, statics.pollen || "pollen", p.pollen);
      const fruit = s.fruit || {}; // Fall Fruit: the fruit by kind (_fruit)
      if (fruit.held) {
        html("span", { class: "hbt-muted hbt-fruit-kinds", title: fruit.held_text[seat] }, dd,
          "(" + fruit.fruits.map((f) => f.short + " " + fruit.held[seat][f.kind]).join(" · ") + ")");
      }
      for (const [r, n] of Object.entries(p.honey)) resourceChip(dd, statics, r, n);
    });
    row(t("orders"), (dd) => {
      const points = p.orders.reduce((sum, o) => sum + o[2], 0);
      dd.textContent = p.orders.length ? t("orders_text", { n: p.orders.length, points,
        customers: p.orders.map((o) => o[1]).join(", ") }) : t("orders_none");
    });
    const forageName = p.forage ? spaceName(p.forage[0], p.forage[1], statics) : "";
    row(t("forage"), (dd) => { dd.textContent = forageName || t("forage_none"); });
    row(t("hive"), (dd) => {
      const [tiles, cells, empty, nectar] = p.hive;
      dd.textContent = t("hive_text", { tiles: t("tiles", { n: tiles }),
        cells: t("cells", { n: cells }), empty, nectar });
    });
    drawPlayerBoard(panel.pieces, { player, p, statics, t, forageName });
    const fruit = s.fruit || {}; // Fall Fruit: the fruit by kind, beside the resources
    if (fruit.held) {
      html("span", { class: "hbt-fruit-kinds", title: fruit.held_text[seat] },
        panel.pieces.querySelector("[data-what='resources']"),
        fruit.fruits.map((f) => f.short + " " + fruit.held[seat][f.kind]).join(" · "));
    }
  }

  clearPending() {
    for (const panel of this.panels.values()) {
      panel.board.clearPending();
      panel.board.root.removeAttribute("aria-busy");
    }
  }
}
