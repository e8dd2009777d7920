// The hive board's view: draws the synced hive, follows the pointer with a ghost of
// the picked tile (a lookup in the legal placements Python sent: no kernel round
// trip), and sends the learner's intents (place, pick, undo, redo, jump, reset,
// select) to its model, which decides and sends the new state back. The model is
// the widget's own (board.js), or a small stand-in when a game table shows a hive.
// Its methods are written by job in the files beside it (board/*.js, board/renderers/),
// each a class whose methods BoardView takes onto its own prototype.
import { makeTexts } from "../i18n.js";
import { onModel } from "../pagekit.js";
import { BoardSync } from "./sync.js";
import { BoardDom } from "./dom.js";
import { BoardInput } from "./input.js";
import { BoardActions } from "./actions.js";
import { BoardPanZoom } from "./panzoom.js";
import { BoardHiveRenderers } from "./renderers/hive.js";
import { BoardSideRenderers } from "./renderers/side.js";
import { BoardGhost } from "./ghost.js";

let instances = 0;

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
}

// The parts' methods and getters, defined on BoardView's prototype as if written in its
// class (one prototype, no chain of mixins; a name in two parts is a mistake).
for (const part of [BoardSync, BoardDom, BoardInput, BoardActions, BoardPanZoom,
  BoardHiveRenderers, BoardSideRenderers, BoardGhost]) {
  for (const [name, desc] of Object.entries(Object.getOwnPropertyDescriptors(part.prototype))) {
    if (name === "constructor") continue;
    if (Object.getOwnPropertyDescriptor(BoardView.prototype, name)) {
      throw new Error("BoardView." + name + " is written twice");
    }
    Object.defineProperty(BoardView.prototype, name, desc);
  }
}
