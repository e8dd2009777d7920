// The board view's actions: pick and turn a tile, place it (checked here first,
// drawn as pending until Python answers), pick a hex, the coordinates, the error line.
// Methods of BoardView (view.js), which takes them onto its prototype.
import { fmtHex, hexKey, mod6 } from "../hexmath.js";
import { HIDDEN_TYPE, actionTerm, checkPlacement, makeTile } from "../rules.js";
import { SIZE, drawCell, drawHiddenCell, drawTile } from "../render.js";
import { clearModelError } from "../pagekit.js";

export class BoardActions {
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
}
