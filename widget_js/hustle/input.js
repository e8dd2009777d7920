// The learner's hands on the honeycomb: the pointer (hover, leave, click), the keys (a
// kind's key, undo and redo, turn, the cursor, place), a placement checked before it is sent.
// Methods of HustleView (view.js), which takes them onto its prototype.
import { fmtHex, pixelToHex } from "../hexmath.js";
import { keyCommand, moveCursor } from "../keyboard.js";
import { spotInfo } from "../hustlerules.js";
import { keyAnswer } from "../hustlekinds.js";
import { SIZE } from "./svg.js";

export class HustleInput {
  hexAt(ev) {
    const pt = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(
      this.svg.getScreenCTM().inverse());
    return pixelToHex(pt.x, pt.y, SIZE);
  }

  // The pointer left the honeycomb: the ghost goes, but the hover's last refusal stays on
  // the line with its rule link (reachable: the pointer may cross other spots to get
  // there), until the next hover or click.
  leaveComb() {
    const kept = this.lastRefusal;
    this.hover = null;
    this.paintComb();
    if (!kept || !this.combCtx()) return;
    this.hoverText.textContent = kept[0];
    this.rules.setLink(this.hoverEl, kept[1]);
    this.hoverEl.setAttribute("data-kept", "yes");
  }

  pointer(ev) {
    if (!this.combCtx()) return;
    const h = this.hexAt(ev);
    if (this.hover && h[0] === this.hover[0] && h[1] === this.hover[1]) return;
    this.hover = h;
    this.paintComb();
  }

  clickComb(ev) {
    const ctx = this.combCtx();
    if (!ctx) return;
    this.placeAt(this.hexAt(ev));
  }

  placeAt(h) {
    const ctx = this.combCtx();
    if (!ctx) return;
    const info = spotInfo(ctx, h, this.turn);
    if (info.state !== "ok") {
      const text = this.t(info.why, { turn: this.turn, other: info.other });
      this.announce(text);
      // A refused click leaves the refusal on the error line (said already), its rule
      // linked beside it.
      this.shownError = text;
      this.localError = text;
      this.localRule = this.rules.ofCode(info.why);
      this.renderError();
      return;
    }
    this.hover = null;
    this.lastRefusal = null;
    this.act(`place ${h[0]},${h[1]} ${this.turn}`);
  }

  key(ev, onComb) {
    if (ev.defaultPrevented) return;
    const target = ev.target;
    if (!onComb && target && target.closest && target.closest("input, textarea, select")) return;
    if (!onComb && target === this.svg) return;
    const d = this.data();
    const lower = ev.key && ev.key.length === 1 ? ev.key.toLowerCase() : ev.key;
    if (lower && lower.length === 1 && !ev.ctrlKey && !ev.metaKey && !ev.altKey) {
      // a key a kind names (D draws): the answer is sent, Python draws
      const answer = d.answer ? keyAnswer(d.answers, d.kinds, lower) : null;
      if (answer) {
        ev.preventDefault();
        this.act(answer.act);
        return;
      }
      if (lower === "d") return;
    }
    const cmd = keyCommand(ev, onComb);
    if (!cmd) return;
    if (cmd.cmd === "undo" || cmd.cmd === "redo") {
      ev.preventDefault();
      ev.stopPropagation();
      if (d[cmd.cmd]) this.send({ kind: cmd.cmd });
      return;
    }
    if (cmd.cmd === "rotate") {
      if (!this.combCtx()) return;
      ev.preventDefault();
      this.rotateBy(cmd.steps);
      return;
    }
    if (!onComb) return;
    const ctx = this.combCtx();
    if (!ctx) return;
    if (cmd.cmd === "cursor") {
      ev.preventDefault();
      const start = this.cursor || this.firstSpot(ctx);
      this.cursor = this.cursor ? moveCursor(start, cmd.key) : start;
      this.paintComb();
      const info = spotInfo(ctx, this.cursor, this.turn);
      this.announce(this.t("cursor", { where: fmtHex(this.cursor),
        why: this.t(info.why, { points: info.gain, turn: this.turn, other: info.other }) }));
    } else if (cmd.cmd === "place") {
      ev.preventDefault();
      if (this.cursor) this.placeAt(this.cursor);
    } else if (cmd.cmd === "drop") {
      this.cursor = null;
      this.paintComb();
    }
  }

  firstSpot(ctx) {
    for (const [key, info] of this.spotState || []) {
      if (info.state === "ok") return key.split(",").map(Number);
    }
    const first = ctx.comb.values().next().value;
    return first ? [first.q, first.r] : [0, 0];
  }
}
