// The hive board's view: draws the synced hive, follows the pointer with a ghost of
// the picked tile (a lookup in the legal placements Python sent: no kernel round
// trip), and sends the learner's intents (place, pick, undo, redo, jump, reset,
// select) to its model, which decides and sends the new state back. The model is
// the widget's own (board.js), or a small stand-in when a game table shows a hive.
import { fmtHex, hexKey, hexPoints, mod6, neighbors, num, pixelToHex,
  toPixel } from "../hexmath.js";
import { makeTexts, msg } from "../i18n.js";
import { HIDDEN_TYPE, NECTARS, actionTerm, checkPlacement, decodeHive,
  describeEffect, describeHex, lookupEffect, makeTile, nectarTerm } from "../rules.js";
import { EDGE_ORDER, SIZE, cellFill, drawCell, drawHiddenCell, drawIcon, drawPocket, drawTile,
  el, fitViewBox, legendSwatch, makeDefs, tileEdgePaths, zoomViewBox } from "../render.js";
import { keyCommand, moveCursor, staysInWidget } from "../keyboard.js";
import { RuleLinks } from "../rulelinks.js";
import { announcer, clearModelError, errorBlock, html, keyedChildren, noticeBlock, onModel,
  showNotice } from "../pagekit.js";

const PAN_THRESHOLD = 5;
const WHEEL_STEP = 40;
let instances = 0;

// The table imports these two from here.
export { clearModelError, html };

export function iconSvg(palette, action, px = 22) {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "-12 -12 24 24");
  svg.setAttribute("width", String(px));
  svg.setAttribute("height", String(px));
  svg.setAttribute("aria-hidden", "true");
  const icon = palette.icons[action];
  el("path", { d: icon.path, fill: icon.filled ? "currentColor" : "none",
    stroke: "currentColor", "stroke-width": 1.5, "stroke-linejoin": "round" }, svg);
  return svg;
}

// A module's marks on a tray tile's button (the leaves of the tile taken): `paint(span,
// marks)` draws them beside the tile's name and the button's label says their texts. Drawn
// again only when the marks change; none (or no painter) takes them away.
export function trayMarks(button, label, marks, paint) {
  const key = paint && marks.length ? JSON.stringify(marks) : "";
  if ((button.hbMarks || "") === key) return;
  button.hbMarks = key;
  const kids = [...button.children];
  const old = kids.find((c) => c.getAttribute("class") === "hb-tile-marks");
  if (old) old.remove();
  if (!key) {
    button.removeAttribute("aria-label");
    return;
  }
  const span = html("span", { class: "hb-tile-marks", "aria-hidden": "true" });
  button.insertBefore(span, kids.find((c) => c.getAttribute("class") === "hb-tile-letter")
    || null);
  paint(span, marks);
  const texts = [...new Set(marks.map((m) => m.text).filter(Boolean))];
  button.setAttribute("aria-label", [label, ...texts].join(". "));
}

// The icon letters' size in the board's units at `scale` pixels per unit: null keeps the
// drawn size (SIZE * 0.4, already 11 px or more); `off` when 11 px would not fit a hex.
export function letterFit(scale, least = 11) {
  const need = least / scale;
  if (need <= SIZE * 0.4) return { size: null, off: false };
  if (need <= SIZE * 0.6) return { size: need, off: false };
  return { size: null, off: true };
}

export class BoardView {
  constructor(model, root) {
    this.model = model;
    this.root = root;
    this.uid = "hb" + (++instances) + "-" + Math.random().toString(36).slice(2, 7);
    this.ids = { barren: this.uid + "-barren", pocket: this.uid + "-pocket" };
    this.d = 0; // rotation of the picked tile
    this.selected = model.get("_selected") || null;
    this.ghostHex = null; // where the ghost is (pointer or keyboard cursor)
    this.cursor = null; // keyboard cursor
    this.keyboardMode = false;
    this.view = null; // view box [x, y, w, h]
    this.userView = false; // the learner zoomed or panned
    this.showCoords = Boolean(model.get("coords"));
    this.drag = null;
    this.wheel = 0;
    this.lastStatusSeq = null;
    this.localError = "";
    this.dirty = false;
    // Aborted by destroy(): every listener of this view (model, root) goes with it.
    this.life = new AbortController();
    this.drawn = { tiles: new Map(), cells: new Map(), hiveData: null };
    this.pending = null; // a placement sent to Python and not answered yet
    this.pendingTimer = null;
    this.picks = new Map(); // pick mode: hexes the learner may click, by key
    this.pickPrompt = "";
    this.texts = makeTexts(model.get("_texts"), model.get("language"));
    this.started = false;
    this.start();
    onModel(model, ["_hive_data", "_legal", "_palette", "_tray", "_selected", "_moves",
      "_ply", "_effect", "_status", "_highlight", "_tried", "_error", "_error_detail", "notice",
      "read_only", "coords", "_pick", "compact", "preview_nectar", "_marks", "_ghost_marks",
      "_tray_marks", "_error_rule"],
    () => this.schedule(), this.life.signal);
    onModel(model, ["_texts"], () => this.relabel(), this.life.signal);
  }

  // Draw the board once it has what it draws with: a host may open the view before the
  // palette and the texts sent after the widget opened have arrived (until then it stays
  // empty, and their arrival draws it).
  start() {
    const has = (name) => Object.keys(this.model.get(name) || {}).length > 0;
    if (!has("_palette") || !has("_texts")) return;
    this.started = true;
    this.build();
    this.readModel();
    this.renderAll();
  }

  // A text of the board's language (see i18n.js).
  t(key, params = {}) {
    return this.texts.t(key, params);
  }

  // The language changed: build the page again with the new texts.
  relabel() {
    clearTimeout(this.pendingTimer);
    this.texts = makeTexts(this.model.get("_texts"), this.model.get("language"));
    if (!this.started) {
      this.start();
      return;
    }
    this.drawn = { tiles: new Map(), cells: new Map(), hiveData: null };
    this.build();
    this.readModel();
    this.renderAll();
  }

  destroy() {
    clearTimeout(this.pendingTimer);
    if (this.built) this.built.abort();
    this.life.abort();
  }

  get offline() {
    return Boolean(this.model.get("_offline"));
  }

  get readOnly() {
    return Boolean(this.model.get("read_only"));
  }

  // ---------------------------------------------------------------- model

  readModel() {
    const m = this.model;
    this.palette = m.get("_palette");
    this.hive = decodeHive(m.get("_hive_data") || {});
    this.legal = m.get("_legal") || {};
    this.tray = m.get("_tray") || [];
    const sel = m.get("_selected") || null;
    this.selected = sel && this.tray.includes(sel) ? sel : null;
    this.moves = m.get("_moves") || [];
    this.ply = m.get("_ply") || 0;
    this.effect = m.get("_effect") || {};
    this.highlight = m.get("_highlight") || [];
    this.tried = m.get("_tried") || [];
    this.showCoords = Boolean(m.get("coords"));
    this.compact = Boolean(m.get("compact"));
    const pick = m.get("_pick") || {};
    this.picks = new Map();
    for (const [q, r, label, badge] of pick.hexes || []) {
      this.picks.set(hexKey(q, r), { hex: [q, r], label, badge: badge || "" });
    }
    this.pickPrompt = pick.prompt || this.t("board.pick.prompt");
    // Marks a game's modules put on hexes and on the ghost (drawn by _paint_marks).
    this.marks = m.get("_marks") || [];
    this.ghostMarks = m.get("_ghost_marks") || [];
    // ... and on the tray's tiles, by tile (drawn by _paint_tile_marks).
    this.trayMarks = m.get("_tray_marks") || {};
  }

  get picking() {
    return this.picks.size > 0;
  }

  schedule() {
    if (this.dirty) return;
    this.dirty = true;
    queueMicrotask(() => {
      this.dirty = false;
      this.localError = "";
      if (!this.started) {
        this.start();
        return;
      }
      this.readModel();
      this.renderAll();
    });
  }

  send(msg) {
    if (this.offline) {
      this.showLocalError(this.t("board.offline"));
      return false;
    }
    this.model.send(msg);
    return true;
  }

  // ---------------------------------------------------------------- DOM skeleton

  build() {
    const root = this.root;
    // The listeners of the DOM built here go when it is built again or the view closes.
    if (this.built) this.built.abort();
    this.built = new AbortController();
    root.classList.add("hb-board");
    root.setAttribute("lang", this.texts.language || "en");
    root.setAttribute("data-lm-suppress-shortcuts", "true");
    root.innerHTML = "";
    const main = html("div", { class: "hb-main" }, root);
    this.noticeEl = noticeBlock(main, "hb");
    const stage = html("div", { class: "hb-stage" }, main);
    const svg = el("svg", {
      class: "hb-svg", tabindex: 0, role: "application",
      "aria-roledescription": this.t("board.role"),
      "aria-label": this.t("board.label"),
    });
    stage.appendChild(svg);
    this.svg = svg;
    if (typeof ResizeObserver !== "undefined") {
      const seen = new ResizeObserver(() => this.fitLetters());
      seen.observe(svg);
      this.built.signal.addEventListener("abort", () => seen.disconnect());
    }
    makeDefs(svg, this.ids, this.model.get("_palette"));
    const world = el("g", { class: "hb-world" }, svg);
    this.layers = {};
    for (const name of ["grid", "pockets", "cells", "tiles", "marks", "pending", "effect", "coords",
      "highlight", "tried", "picks", "reasons", "preview", "ghost", "acts", "cursor"]) {
      this.layers[name] = el("g", { class: "hb-layer-" + name }, world);
    }
    this.layers.ghost.setAttribute("pointer-events", "none");
    this.buildGhost();
    this.cursorEl = el("polygon", { class: "hb-cursor", points: hexPoints([0, 0], SIZE * 0.94),
      visibility: "hidden" }, this.layers.cursor);

    const tools = html("div", { class: "hb-tools", role: "toolbar",
      "aria-label": this.t("board.view.label") }, stage);
    this.zoomIn = html("button", { type: "button", class: "hb-btn",
      title: this.t("board.view.zoom_in_title"), "aria-label": this.t("board.view.zoom_in") },
    tools, "+");
    this.zoomOut = html("button", { type: "button", class: "hb-btn",
      title: this.t("board.view.zoom_out_title"), "aria-label": this.t("board.view.zoom_out") },
    tools, "−");
    this.fitBtn = html("button", { type: "button", class: "hb-btn",
      title: this.t("board.view.fit_title") }, tools, this.t("board.view.fit"));
    this.coordsBtn = html("button", { type: "button", class: "hb-btn",
      title: this.t("board.view.coords_title"), "aria-pressed": "false" }, tools,
    this.t("board.view.coords"));

    // The hover line: its words are for the eye (the cursor's sentence is said aloud); a
    // refusal's "rule" link beside them is a real button, and opens the rule below.
    this.statusEl = html("div", { class: "hb-hover" }, main);
    this.statusText = html("span", { class: "hb-hover-text", "aria-hidden": "true" },
      this.statusEl);
    this.rules = new RuleLinks(this.model, root, main, this.built.signal, "hb",
      (msg) => this.model.send(msg));
    const legend = html("ul", { class: "hb-legend", "aria-label": this.t("board.legend.label") },
      main);
    this.legendEl = legend;
    for (const n of [...NECTARS, null]) {
      const li = html("li", {}, legend);
      li.appendChild(legendSwatch(this.model.get("_palette"), this.ids, n ? n.letter : null));
      html("span", {}, li, n ? this.t("board.legend.nectar", { nectar: nectarTerm(n.letter),
        pattern: msg("board.pattern." + n.value) }) : this.t("board.legend.barren"));
    }

    const side = html("div", { class: "hb-side" }, root);
    this.sideEl = side;
    this.errorBox = errorBlock(side, "hb", { details: this.t("board.error.details"),
      dismiss: this.t("board.error.dismiss"), dismissLabel: this.t("board.error.dismiss_label") },
    () => this.dismissError(), this.built.signal);
    this.errorEl = this.errorBox.el;

    this.traySection = html("section", { class: "hb-tray-section" }, side);
    html("h4", {}, this.traySection, this.t("board.tray.heading"));
    this.trayEl = html("div", { class: "hb-tray", role: "radiogroup",
      "aria-label": this.t("board.tray.label") }, this.traySection);
    const rot = html("div", { class: "hb-rotate" }, this.traySection);
    this.rotLeft = html("button", { type: "button", class: "hb-btn",
      title: this.t("board.tray.turn_left"), "aria-label": this.t("board.tray.turn_left_label") },
    rot, "⟲");
    this.dirEl = html("span", { class: "hb-dir" }, rot);
    this.rotRight = html("button", { type: "button", class: "hb-btn",
      title: this.t("board.tray.turn_right"),
      "aria-label": this.t("board.tray.turn_right_label") }, rot, "⟳");

    const result = html("section", { class: "hb-result" }, side);
    this.resultSection = result;
    html("h4", {}, result, this.t("board.result.heading"));
    this.resultEl = html("div", { class: "hb-result-body" }, result);

    const hist = html("section", { class: "hb-history" }, side);
    this.historySection = hist;
    html("h4", {}, hist, this.t("board.moves.heading"));
    const hb = html("div", { class: "hb-history-buttons" }, hist);
    this.undoBtn = html("button", { type: "button", class: "hb-btn",
      title: this.t("board.moves.undo_title") }, hb, this.t("board.moves.undo"));
    this.redoBtn = html("button", { type: "button", class: "hb-btn",
      title: this.t("board.moves.redo_title") }, hb, this.t("board.moves.redo"));
    this.resetBtn = html("button", { type: "button", class: "hb-btn",
      title: this.t("board.moves.reset_title") }, hb, this.t("board.moves.reset"));
    this.movesEl = html("ol", { class: "hb-moves", "aria-label": this.t("board.moves.label") },
      hist);

    const help = html("details", { class: "hb-help" }, side);
    this.helpEl = help;
    html("summary", {}, help, this.t("board.keys.heading"));
    html("p", {}, help, this.t("board.keys.help"));

    this.say = announcer(root);

    this.bindEvents();
  }

  buildGhost() {
    const g = this.layers.ghost;
    this.ghost = el("g", { class: "hb-ghost", visibility: "hidden" }, g);
    this.ghostA = el("polygon", { class: "hb-ghost-hex" }, this.ghost);
    this.ghostT = el("polygon", { class: "hb-ghost-hex" }, this.ghost);
    this.ghostEdges = {};
    for (const kind of EDGE_ORDER) {
      this.ghostEdges[kind] = el("path", { class: "hb-edge-" + kind, fill: "none",
        "stroke-linecap": "round" }, this.ghost);
    }
    this.ghostIcon = el("g", {}, this.ghost);
    this.ghostMarkG = el("g", { class: "hb-ghost-marks" }, this.ghost);
    this.ghostOutA = el("polygon", { class: "hb-ghost-out" }, this.ghost);
    this.ghostOutT = el("polygon", { class: "hb-ghost-out" }, this.ghost);
    this.ghostBadge = el("g", { class: "hb-ghost-badge" }, this.ghost);
    this.ghostBadgeCircle = el("circle", { r: 9 }, this.ghostBadge);
    this.ghostBadgeText = el("text", { "text-anchor": "middle", y: 4.5, "font-size": 13,
      "font-weight": 800 }, this.ghostBadge);
    this.pools = { preview: [], acts: [], reasons: [] };
  }

  pool(name, make) {
    const list = this.pools[name];
    const used = this.poolUsed[name];
    if (used < list.length) {
      this.poolUsed[name] += 1;
      const item = list[used];
      item.g.setAttribute("visibility", "visible");
      return item;
    }
    const item = make();
    list.push(item);
    this.poolUsed[name] += 1;
    return item;
  }

  // ---------------------------------------------------------------- events

  bindEvents() {
    const svg = this.svg;
    const signal = this.built.signal;
    const on = (node, type, fn, opts = {}) => node.addEventListener(type, fn, { ...opts, signal });
    on(svg, "pointermove", (ev) => this.onPointerMove(ev));
    on(svg, "pointerdown", (ev) => this.onPointerDown(ev));
    on(svg, "pointerup", (ev) => this.onPointerUp(ev));
    on(svg, "pointercancel", () => {
      this.drag = null;
    });
    on(svg, "pointerenter", () => {
      this.lastRefusal = null; // a new hover: its own refusals
    });
    on(svg, "pointerleave", (ev) => {
      if (!this.drag && ev.pointerType !== "touch" && !this.keyboardMode) this.leaveBoard();
    });
    on(svg, "wheel", (ev) => this.onWheel(ev), { passive: false });
    on(svg, "focus", () => {
      this.keyboardMode = true;
      if (!this.cursor) this.cursor = this.homeHex();
      this.setGhost(this.cursor);
      this.drawCursor();
    });
    on(svg, "blur", () => {
      this.keyboardMode = false;
      this.drawCursor();
    });
    on(this.root, "keydown", (ev) => this.onKey(ev));
    // JupyterLab's one-key shortcuts (D D deletes the cell) never see a key typed here.
    on(this.root, "keydown", (ev) => { if (staysInWidget(ev)) ev.stopPropagation(); });
    on(this.zoomIn, "click", () => this.zoom(1.25));
    on(this.zoomOut, "click", () => this.zoom(0.8));
    on(this.fitBtn, "click", () => this.fit());
    on(this.coordsBtn, "click", () => this.toggleCoords());
    on(this.rotLeft, "click", () => this.rotate(1));
    on(this.rotRight, "click", () => this.rotate(-1));
    on(this.undoBtn, "click", () => this.send({ kind: "undo" }));
    on(this.redoBtn, "click", () => this.send({ kind: "redo" }));
    on(this.resetBtn, "click", () => this.send({ kind: "reset" }));
    on(this.movesEl, "click", (ev) => {
      const b = ev.target.closest("button[data-ply]");
      if (b && !this.readOnly) this.send({ kind: "jump", ply: Number(b.dataset.ply) });
    });
    on(this.trayEl, "click", (ev) => {
      const b = ev.target.closest("button[data-action]");
      if (b) this.pick(b.dataset.action === this.selected ? null : b.dataset.action);
    });
    // A radio group: arrow keys move the choice (and the focus) along the tray.
    on(this.trayEl, "keydown", (ev) => {
      const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[ev.key];
      if (!step || !this.tray.length || ev.altKey || ev.ctrlKey || ev.metaKey) return;
      ev.preventDefault();
      ev.stopPropagation();
      const on = ev.target.closest && ev.target.closest("button[data-action]");
      const at = this.tray.indexOf(on ? on.dataset.action : this.selected);
      const from = at >= 0 ? at : (step > 0 ? -1 : 0);
      const next = this.tray[(from + step + this.tray.length) % this.tray.length];
      this.pick(next);
      const b = this.trayEl.querySelector(`button[data-action="${next}"]`);
      if (b) b.focus();
    });
  }

  worldPoint(ev) {
    const ctm = this.svg.getScreenCTM();
    if (!ctm) return [0, 0];
    const p = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(ctm.inverse());
    return [p.x, p.y];
  }

  onPointerMove(ev) {
    if (this.drag) {
      const dx = ev.clientX - this.drag.x;
      const dy = ev.clientY - this.drag.y;
      if (!this.drag.panning && Math.hypot(dx, dy) > PAN_THRESHOLD) {
        this.drag.panning = true;
        this.svg.classList.add("hb-panning");
      }
      if (this.drag.panning) {
        const rect = this.svg.getBoundingClientRect();
        const scale = Math.max(this.view[2] / rect.width, this.view[3] / rect.height);
        const [x0, y0, w, h] = this.drag.view;
        this.setView([x0 - dx * scale, y0 - dy * scale, w, h], true);
        return;
      }
    }
    if (ev.pointerType === "touch") return;
    this.keyboardMode = false;
    const [x, y] = this.worldPoint(ev);
    const h = pixelToHex(x, y, SIZE);
    if (this.ghostHex && h[0] === this.ghostHex[0] && h[1] === this.ghostHex[1]) return;
    this.setGhost(h);
  }

  onPointerDown(ev) {
    if (ev.button !== 0) return;
    this.drag = { x: ev.clientX, y: ev.clientY, view: this.view.slice(), panning: false };
    try {
      this.svg.setPointerCapture(ev.pointerId);
    } catch {
      // capture is a nicety; without it panning still works inside the board
    }
  }

  onPointerUp(ev) {
    const drag = this.drag;
    this.drag = null;
    this.svg.classList.remove("hb-panning");
    if (!drag || drag.panning || ev.button !== 0) return;
    const [x, y] = this.worldPoint(ev);
    const h = pixelToHex(x, y, SIZE);
    this.keyboardMode = false;
    this.cursor = h;
    if (ev.pointerType === "touch" &&
        !(this.ghostHex && this.ghostHex[0] === h[0] && this.ghostHex[1] === h[1])) {
      this.setGhost(h); // first tap shows the ghost, a second tap places it
      return;
    }
    this.setGhost(h);
    if (this.picking) this.pickHex(h);
    else this.placeAt(h);
    this.svg.focus({ preventScroll: true });
    this.keyboardMode = false;
    this.drawCursor();
  }

  onWheel(ev) {
    if (ev.ctrlKey || ev.metaKey) {
      ev.preventDefault();
      const [x, y] = this.worldPoint(ev);
      this.setView(zoomViewBox(this.view, ev.deltaY < 0 ? 1.15 : 1 / 1.15, x, y), true);
      return;
    }
    if (!this.selected || this.readOnly || this.picking) return; // let the page scroll
    ev.preventDefault();
    this.wheel += ev.deltaY;
    if (Math.abs(this.wheel) >= WHEEL_STEP || Math.abs(ev.deltaY) >= WHEEL_STEP) {
      this.rotate(this.wheel > 0 ? -1 : 1);
      this.wheel = 0;
    }
  }

  onKey(ev) {
    const onBoard = ev.target === this.svg;
    const c = keyCommand(ev, onBoard);
    if (!c) return;
    ev.preventDefault();
    ev.stopPropagation();
    switch (c.cmd) {
      case "undo":
        if (!this.readOnly) this.send({ kind: "undo" });
        break;
      case "redo":
        if (!this.readOnly) this.send({ kind: "redo" });
        break;
      case "rotate":
        this.rotate(c.steps);
        break;
      case "pick":
        if (c.index < this.tray.length) this.pick(this.tray[c.index]);
        break;
      case "cursor":
        this.keyboardMode = true;
        this.cursor = moveCursor(this.cursor || this.homeHex(), c.key);
        this.setGhost(this.cursor);
        this.drawCursor();
        this.ensureVisible(this.cursor);
        this.announce(this.cursorSentence());
        break;
      case "place":
        if (this.cursor && this.picking) this.pickHex(this.cursor);
        else if (this.cursor) this.placeAt(this.cursor);
        break;
      case "drop":
        this.pick(null);
        break;
      case "zoom":
        this.zoom(c.factor);
        break;
      case "fit":
        this.fit();
        break;
      case "coords":
        this.toggleCoords();
        break;
      case "home":
        this.cursor = this.homeHex();
        this.setGhost(this.cursor);
        this.drawCursor();
        this.announce(this.cursorSentence());
        break;
      default:
        break;
    }
  }

  // ---------------------------------------------------------------- actions

  pick(action) {
    if (this.readOnly) return;
    if (action !== null && !this.tray.includes(action)) return;
    this.selected = action;
    this.renderTray();
    this.drawGhost();
    if (this.offline) return;
    this.model.send({ kind: "select", action });
    this.announce(action ? this.t("board.say.picked", { action: actionTerm(action) })
      : this.t("board.say.put_down"));
  }

  rotate(steps) {
    if (this.readOnly) return;
    this.d = mod6(this.d + steps);
    this.renderTray();
    this.drawGhost();
    if (this.keyboardMode && this.cursor) this.announce(this.cursorSentence());
  }

  // Pick mode: send the clicked hex if it is one of the marked ones, else say why not.
  pickHex(h) {
    const item = this.picks.get(hexKey(h[0], h[1]));
    if (!item) {
      const text = this.t("board.pick.not_marked", { hex: fmtHex(h), prompt: this.pickPrompt });
      this.setStatus("✗ " + text, "illegal");
      this.announce(text);
      return;
    }
    if (this.send({ kind: "pick", hex: [h[0], h[1]] })) {
      const node = this.layers.picks.querySelector('[data-hex="' + h[0] + "," + h[1] + '"]');
      if (node) node.classList.add("hb-pick-sent");
      this.root.setAttribute("aria-busy", "true");
    }
  }

  placeAt(h) {
    if (this.readOnly) return;
    if (!this.selected) {
      this.announce(this.t("board.say.pick_first", { n: this.tray.length }));
      this.setStatus(this.t("board.status.pick_first"), "info");
      return;
    }
    const tile = makeTile(this.selected, h, this.d);
    const verdict = checkPlacement(this.hive, tile, this.texts);
    if (!verdict.ok) {
      this.ghost.classList.remove("hb-shake");
      void this.ghost.getBBox();
      this.ghost.classList.add("hb-shake");
      this.announce(this.t("board.say.not_allowed", { reason: verdict.reason }));
      // A refused click leaves the refusal on the error line (said already), its rule
      // linked beside it.
      this.shownError = verdict.reason;
      this.showLocalError(verdict.reason, this.rules.ofCode(verdict.code));
      return;
    }
    this.lastRefusal = null;
    if (this.send({ kind: "place", anchor: [h[0], h[1]], direction: this.d,
      action: this.selected })) {
      this.showPending(tile, this.evaluate(h).effect);
    }
  }

  // Until Python answers, the placement is drawn as pending (from the same lookup as the
  // ghost); Python's new state replaces it, or its error removes it.
  showPending(tile, effect) {
    this.clearPending();
    this.pending = tile;
    this.root.setAttribute("aria-busy", "true");
    const layer = this.layers.pending;
    for (const c of effect ? effect.cells : []) {
      const cell = c.type === HIDDEN_TYPE
        ? drawHiddenCell(layer, this.palette, c.hex, SIZE, this.texts)
        : drawCell(layer, this.palette, this.ids, { hex: c.hex, type: c.type, nectar: false },
          SIZE, this.texts);
      cell.classList.add("hb-pending");
    }
    drawTile(layer, this.palette, { ...tile, index: this.hive.tiles.length }, SIZE, this.texts)
      .classList.add("hb-pending");
    this.pendingTimer = setTimeout(() => {
      if (!this.pending) return;
      this.clearPending();
      this.showLocalError(this.t("board.timeout"));
    }, 8000);
  }

  clearPending() {
    clearTimeout(this.pendingTimer);
    this.pending = null;
    this.layers.pending.replaceChildren();
    this.root.removeAttribute("aria-busy");
  }

  zoom(factor) {
    const [x, y, w, h] = this.view;
    this.setView(zoomViewBox(this.view, factor, x + w / 2, y + h / 2), true);
  }

  fit() {
    this.userView = false;
    this.setView(this.fitView(), false);
  }

  toggleCoords() {
    this.showCoords = !this.showCoords;
    this.model.set("coords", this.showCoords);
    this.model.save_changes();
    this.renderCoords();
  }

  dismissError() {
    this.localError = "";
    clearModelError(this.model);
    this.renderError();
  }

  showLocalError(text, rule = null) {
    this.localError = text;
    this.localRule = rule;
    this.renderError();
  }

  announce(text) {
    this.say(text);
  }

  // ---------------------------------------------------------------- view

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

  // ---------------------------------------------------------------- rendering

  renderAll() {
    this.clearPending();
    this.root.classList.toggle("hb-read-only", this.readOnly);
    this.root.classList.toggle("hb-compact", this.compact);
    this.root.classList.toggle("hb-picking", this.picking);
    if (!this.userView || !this.view) this.setView(this.fitView(), false);
    else this.setView(this.view, true); // a rebuilt SVG (new language) keeps the learner's view
    this.renderBoard();
    this.renderCoords();
    this.renderMarks();
    this.renderHighlight();
    this.renderTried();
    this.renderPicks();
    this.renderEffect();
    this.renderTray();
    this.renderMoves();
    this.renderResult();
    this.renderNotice();
    this.renderError();
    this.drawGhost();
    this.drawCursor();
    const status = this.model.get("_status") || {};
    if (status.seq !== undefined && status.seq !== this.lastStatusSeq) {
      if (this.lastStatusSeq !== null && status.text) this.announce(status.text);
      this.lastStatusSeq = status.seq;
    }
  }

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
      el("circle", { r: num(SIZE * 0.3) }, badge);
      const t = el("text", { y: num(SIZE * 0.11), "text-anchor": "middle",
        "font-size": num(SIZE * 0.34), "font-weight": 800 }, badge);
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

  renderTray() {
    const hideTray = this.readOnly || (this.compact && !this.tray.length);
    this.traySection.hidden = hideTray;
    const tray = this.trayEl;
    if (tray.dataset.kinds !== this.tray.join(",")) {
      tray.replaceChildren();
      tray.dataset.kinds = this.tray.join(",");
      this.tray.forEach((action, i) => {
        const label = this.t("terms.action." + action);
        const b = html("button", { type: "button", class: "hb-tile-btn", role: "radio",
          "data-action": action,
          title: this.t("board.tray.button_title", { action: label, n: i + 1 }) }, tray);
        const sw = html("span", { class: "hb-tile-swatch" }, b);
        sw.appendChild(iconSvg(this.palette, action));
        html("span", { class: "hb-tile-label" }, b, label);
        html("span", { class: "hb-tile-letter", "aria-hidden": "true" }, b,
          this.palette.icons[action].letter);
      });
    }
    // One tab stop: the chosen tile, or the first when none is chosen.
    const stop = this.tray.includes(this.selected) ? this.selected : this.tray[0];
    const paint = this.model.get("_paint_tile_marks");
    for (const b of tray.querySelectorAll("button[data-action]")) {
      trayMarks(b, this.t("terms.action." + b.dataset.action),
        this.trayMarks[b.dataset.action] || [], paint);
      const on = b.dataset.action === this.selected;
      b.setAttribute("aria-checked", String(on));
      b.setAttribute("tabindex", b.dataset.action === stop ? "0" : "-1");
      b.classList.toggle("hb-selected", on);
    }
    const arrows = ["→", "↗", "↖", "←", "↙", "↘"];
    const name = msg("terms.direction.long." + this.d);
    this.dirEl.textContent = this.t("board.tray.direction",
      { dir: msg("terms.direction.short." + this.d), arrow: arrows[this.d] });
    this.dirEl.title = this.t("board.tray.direction_title", { name });
    this.dirEl.dataset.direction = String(this.d);
    this.dirEl.setAttribute("aria-label", this.t("board.tray.direction_label", { name }));
    this.svg.setAttribute("aria-disabled", String(this.readOnly));
  }

  renderMoves() {
    // Keyed by ply: the rows stay (and keep focus) and only change what they show.
    const rows = [this.t("board.moves.start"), ...this.moves].map((text, i) => ({ text, i }));
    const fill = (li, { text, i }) => {
      li.className = i > this.ply ? "hb-future" : "";
      const b = li.firstElementChild;
      b.disabled = this.readOnly;
      if (i === this.ply) b.setAttribute("aria-current", "step");
      else b.removeAttribute("aria-current");
      const [mark, label, note] = b.children;
      mark.textContent = i === this.ply ? "▶" : "";
      label.textContent = i === 0 ? text : this.t("board.moves.item", { n: i, move: text });
      // The "undone" note is there only on undone moves.
      if (i > this.ply && !note) {
        html("span", { class: "hb-move-note" }, b, this.t("board.moves.undone"));
      } else if (i <= this.ply && note) note.remove();
    };
    keyedChildren(this.movesEl, rows, (row) => row.i, (row) => {
      const li = html("li", {});
      const b = html("button", { type: "button", class: "hb-move", "data-ply": String(row.i),
        title: row.i === 0 ? this.t("board.moves.start_title")
          : this.t("board.moves.jump_title", { n: row.i }) }, li);
      html("span", { class: "hb-move-mark", "aria-hidden": "true" }, b);
      html("span", {}, b);
      fill(li, row);
      return li;
    }, fill);
    this.undoBtn.disabled = this.readOnly || this.ply === 0;
    this.redoBtn.disabled = this.readOnly || this.ply >= this.moves.length;
    this.resetBtn.disabled = this.readOnly;
    for (const b of [this.undoBtn, this.redoBtn, this.resetBtn]) b.hidden = this.readOnly;
  }

  renderResult() {
    const box = this.resultEl;
    box.replaceChildren();
    const e = this.effect;
    if (e.tile === undefined) {
      html("p", { class: "hb-muted" }, box, this.t("board.result.none"));
      return;
    }
    html("p", { class: "hb-result-text" }, box, e.text);
    if (e.cells.length) {
      const ul = html("ul", { class: "hb-new-cells",
        "aria-label": this.t("board.result.new_cells") }, box);
      for (const [q, r, type] of e.cells) {
        const li = html("li", {}, ul);
        li.appendChild(legendSwatch(this.palette, this.ids, type || null));
        html("span", {}, li, type
          ? this.t("board.result.nectar_cell", { nectar: nectarTerm(type), hex: fmtHex([q, r]) })
          : this.t("board.result.barren_cell", { hex: fmtHex([q, r]) }));
      }
    }
    if (e.activated.length) {
      const ul = html("ul", { class: "hb-acts", "aria-label": this.t("board.result.activated") },
        box);
      for (const i of e.activated) {
        const t = this.hive.tiles[i];
        if (!t) continue;
        const li = html("li", {}, ul);
        const sw = html("span", { class: "hb-tile-swatch" }, li);
        sw.appendChild(iconSvg(this.palette, t.action, 18));
        const txt = html("span", {}, li);
        html("strong", {}, txt, this.t("board.result.icon",
          { action: actionTerm(t.action), hex: fmtHex(t.anchor) }));
        html("span", {}, txt, this.t("board.help." + t.action));
      }
    }
  }

  // A compact board (a hive in a game table) keeps only the hive and, while a tile is
  // being placed, the tray with the turn buttons.
  renderCompact() {
    for (const node of [this.legendEl, this.resultSection, this.historySection, this.helpEl]) {
      node.hidden = this.compact;
    }
    this.sideEl.hidden = this.compact && this.traySection.hidden && this.errorEl.hidden;
  }

  renderNotice() {
    showNotice(this.noticeEl, this.model.get("notice") || "");
  }

  renderError() {
    const text = this.localError || this.model.get("_error") || "";
    const detail = this.localError ? "" : this.model.get("_error_detail") || "";
    if (text && text !== this.shownError) this.announce(text);
    this.shownError = text;
    this.errorBox.show(text, detail);
    const python = this.model.get("_error_rule") || {};
    const rule = !text ? null : this.localError ? this.localRule
      : python.id ? [python.id, python.title] : null;
    this.rules.setLink(this.errorEl, rule, this.errorEl.querySelector("details"));
    this.renderCompact();
    if (this.onRefusal) this.onRefusal(text); // a lesson's coach bubble says it too
  }

  setStatus(text, kind, rule = null) {
    this.statusEl.removeAttribute("data-kept");
    this.statusText.textContent = text;
    this.statusEl.dataset.kind = kind;
    this.rules.setLink(this.statusEl, rule);
  }

  drawCursor() {
    const show = this.keyboardMode && this.cursor;
    this.cursorEl.setAttribute("visibility", show ? "visible" : "hidden");
    if (show) {
      const [x, y] = toPixel(this.cursor, SIZE);
      this.cursorEl.setAttribute("transform", "translate(" + num(x) + "," + num(y) + ")");
    }
  }

  setGhost(h) {
    this.ghostHex = h;
    this.drawGhost();
  }

  // The pointer left the board: the ghost goes, but the hover's last refusal stays on the
  // line with its rule link (the link is reachable: the pointer may go to it across other
  // hexes), until the next hover or click.
  leaveBoard() {
    const kept = this.lastRefusal;
    this.setGhost(null);
    if (kept && !this.picking && this.selected && !this.readOnly) {
      this.setStatus(kept[0], "illegal", kept[1]);
      this.statusEl.setAttribute("data-kept", "yes");
    }
  }

  cursorSentence() {
    const h = this.cursor;
    const where = describeHex(this.hive, h, this.texts);
    if (this.picking) {
      const item = this.picks.get(hexKey(h[0], h[1]));
      return item ? this.t("board.say.pick_here", { where, label: item.label })
        : this.t("board.say.pick_not_marked", { where });
    }
    if (!this.selected || this.readOnly) return this.t("board.say.where", { where });
    const { verdict, effect } = this.evaluate(h);
    const said = { where, action: actionTerm(this.selected),
      dir: msg("terms.direction.short." + this.d) };
    return verdict.ok
      ? this.t("board.say.fits", { ...said, effect: describeEffect(effect, this.texts) })
      : this.t("board.say.does_not_fit", { ...said, reason: verdict.reason });
  }

  evaluate(h) {
    const tile = makeTile(this.selected, h, this.d);
    let verdict = checkPlacement(this.hive, tile, this.texts);
    let effect = null;
    if (verdict.ok) {
      effect = lookupEffect(this.hive, this.legal, tile);
      if (!effect) {
        verdict = { ok: false, code: "unlisted", hexes: [],
          reason: this.t("board.status.unlisted") };
      }
    }
    return { tile, verdict, effect };
  }

  // The ghost: a handful of pre-made SVG elements moved and recoloured.
  drawGhost() {
    this.poolUsed = { preview: 0, acts: 0, reasons: 0 };
    const h = this.ghostHex;
    if (this.picking) {
      this.ghost.setAttribute("visibility", "hidden");
      this.hidePools();
      const item = h ? this.picks.get(hexKey(h[0], h[1])) : null;
      if (item) this.setStatus("▶ " + item.label, "legal");
      else this.setStatus(this.pickPrompt, "info");
      return;
    }
    if (!h || !this.selected || this.readOnly) {
      this.ghost.setAttribute("visibility", "hidden");
      this.hidePools();
      if (this.readOnly) this.setStatus(this.t("board.status.read_only"), "info");
      else if (!this.selected) {
        this.setStatus(this.t(this.tray.length === 1 ? "board.status.pick_one" :
          "board.status.pick", { n: this.tray.length }), "info");
      } else this.setStatus(this.t("board.status.move"), "info");
      return;
    }
    const { tile, verdict, effect } = this.evaluate(h);
    const ca = toPixel(tile.anchor, SIZE);
    const ct = toPixel(tile.tail, SIZE);
    const p = this.palette;
    this.ghost.setAttribute("visibility", "visible");
    this.ghost.setAttribute("class", "hb-ghost " + (verdict.ok ? "hb-legal" : "hb-illegal"));
    this.ghost.dataset.anchor = tile.anchor.join(",");
    this.ghost.dataset.direction = String(tile.d);
    this.ghostA.setAttribute("points", hexPoints(ca, SIZE));
    this.ghostA.setAttribute("fill", p.tile_anchor);
    this.ghostT.setAttribute("points", hexPoints(ct, SIZE));
    this.ghostT.setAttribute("fill", p.tile);
    this.ghostOutA.setAttribute("points", hexPoints(ca, SIZE - 1.5));
    this.ghostOutT.setAttribute("points", hexPoints(ct, SIZE - 1.5));
    const paths = tileEdgePaths(tile, p, SIZE);
    for (const kind of EDGE_ORDER) {
      const path = this.ghostEdges[kind];
      path.setAttribute("d", paths[kind]);
      path.setAttribute("stroke", p.edges[kind].color);
      path.setAttribute("stroke-width", p.edges[kind].width);
    }
    if (this.ghostIcon.dataset.action !== tile.action) {
      this.ghostIcon.replaceChildren();
      drawIcon(this.ghostIcon, p, tile.action, [0, 0], SIZE);
      this.ghostIcon.dataset.action = tile.action;
    }
    this.ghostIcon.setAttribute("transform", "translate(" + num(ca[0]) + "," + num(ca[1]) + ")");
    this.ghostMarkG.replaceChildren();
    const paint = this.model.get("_paint_marks");
    if (paint && this.ghostMarks.length) {
      paint(this.ghostMarkG, this.ghostMarks.map((m) => ({ ...m, hex: null,
        xy: m.at === "tail" ? ct : ca })), SIZE);
    }
    this.ghostBadge.setAttribute("transform", "translate(" + num(ct[0]) + "," +
      num(ct[1] - SIZE * 0.05) + ")");
    this.ghostBadgeText.textContent = verdict.ok ? "✓" : "✗";
    if (verdict.ok) {
      for (const c of effect.cells) {
        const item = this.pool("preview", () => this.makePreviewCell());
        const [x, y] = toPixel(c.hex, SIZE);
        item.g.setAttribute("transform", "translate(" + num(x) + "," + num(y) + ")");
        const hidden = c.type === HIDDEN_TYPE;
        item.poly.setAttribute("fill", cellFill(p, c.type));
        item.text.textContent = hidden ? "?" : c.type || "×";
        item.g.dataset.type = hidden ? "hidden" : c.type || "barren";
        item.g.dataset.hex = c.hex.join(",");
      }
      for (const t of effect.activated) {
        const item = this.pool("acts", () => this.makeActRing());
        const [x, y] = toPixel(t.anchor, SIZE);
        item.g.setAttribute("transform", "translate(" + num(x) + "," + num(y) + ")");
      }
      this.setStatus(this.t("board.status.fits", { effect: describeEffect(effect, this.texts) }),
        "legal");
    } else {
      for (const rh of verdict.hexes) {
        const item = this.pool("reasons", () => this.makeReasonHex());
        const [x, y] = toPixel(rh, SIZE);
        item.g.setAttribute("transform", "translate(" + num(x) + "," + num(y) + ")");
      }
      const line = this.t("board.status.does_not_fit", { reason: verdict.reason });
      const rule = this.rules.ofCode(verdict.code);
      this.setStatus(line, "illegal", rule);
      if (rule) this.lastRefusal = [line, rule];
    }
    this.hidePools();
  }

  hidePools() {
    for (const [name, list] of Object.entries(this.pools)) {
      for (let i = this.poolUsed[name]; i < list.length; i++) {
        list[i].g.setAttribute("visibility", "hidden");
      }
    }
  }

  makePreviewCell() {
    const g = el("g", { class: "hb-preview-cell" }, this.layers.preview);
    const poly = el("polygon", { points: hexPoints([0, 0], SIZE - 2) }, g);
    const text = el("text", { y: num(SIZE * 0.2), "font-size": num(SIZE * 0.5),
      "font-weight": 700, "text-anchor": "middle", fill: this.palette.text }, g);
    return { g, poly, text };
  }

  makeActRing() {
    const g = el("g", { class: "hb-preview-act" }, this.layers.acts);
    el("circle", { r: num(SIZE * 0.78) }, g);
    return { g };
  }

  makeReasonHex() {
    const g = el("g", { class: "hb-reason-hex" }, this.layers.reasons);
    el("polygon", { points: hexPoints([0, 0], SIZE * 0.86) }, g);
    return { g };
  }
}
