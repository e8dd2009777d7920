// The board view's input: the pointer (hover, click, tap, drag to pan), the wheel
// (turn the tile, or zoom with Ctrl) and the keys, turned into the view's actions.
// Methods of BoardView (view.js), which takes them onto its prototype.
import { pixelToHex } from "../hexmath.js";
import { SIZE, zoomViewBox } from "../render.js";
import { keyCommand, moveCursor, staysInWidget } from "../keyboard.js";

const PAN_THRESHOLD = 5;
const WHEEL_STEP = 40;

export class BoardInput {
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
}
