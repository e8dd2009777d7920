// The board view's model: reads the synced state into the view, redraws once per
// burst of changes, and sends the learner's intents (none when the page is offline).
// Methods of BoardView (view.js), which takes them onto its prototype.
import { hexKey } from "../hexmath.js";
import { decodeHive } from "../rules.js";

export class BoardSync {
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
}
