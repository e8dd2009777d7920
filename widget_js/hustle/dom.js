// The Hustle table's fixed frame (built once: the title line, the honeycomb's stage, the
// decision card, the error line, the parts below) and the pieces its parts draw with: a
// button, a token chip, a token drawn as the piece with its count.
// Methods of HustleView (view.js), which takes them onto its prototype.
import { RuleLinks } from "../rulelinks.js";
import { html, announcer, errorBlock, offerBlock } from "../pagekit.js";
import { staysInWidget } from "../keyboard.js";
import { el, face, drawToken } from "./svg.js";

export class HustleDom {
  build() {
    const root = this.root;
    root.classList.add("hbh-table");
    // The keys belong to the table, not to JupyterLab's command mode (D twice would delete
    // the cell, R make it raw): the attribute for the shortcuts matched on the table's
    // ancestors, the keys stopped at the root (below) for those matched on the focused
    // element itself.
    root.setAttribute("data-lm-suppress-shortcuts", "true");
    this.announce = announcer(root);
    const top = html("div", { class: "hbh-top" }, root);
    this.titleEl = html("h3", { class: "hbh-title" }, top);
    this.statusEl = html("span", { class: "hbh-status", role: "status" }, top);
    const tools = html("span", { class: "hbh-tools" }, top);
    this.undoBtn = html("button", { type: "button", class: "hbh-btn hbh-undo" }, tools);
    this.redoBtn = html("button", { type: "button", class: "hbh-btn hbh-redo" }, tools);
    this.undoBtn.addEventListener("click", () => this.send({ kind: "undo" }),
      { signal: this.abort.signal });
    this.redoBtn.addEventListener("click", () => this.send({ kind: "redo" }),
      { signal: this.abort.signal });

    const main = html("div", { class: "hbh-main" }, root);
    const stage = html("div", { class: "hbh-stage" }, main);
    this.combTitle = html("div", { class: "hbh-comb-title" }, stage);
    this.svg = el("svg", { class: "hbh-comb", tabindex: 0, role: "application" }, stage);
    // The hover line: its words are for the eye (the cursor's sentence is said aloud); a
    // refusal's "rule" link beside them is a real button.
    this.hoverEl = html("div", { class: "hbh-hover" }, stage);
    this.hoverText = html("span", { class: "hbh-hover-text", "aria-hidden": "true" },
      this.hoverEl);
    this.svg.addEventListener("pointermove", (e) => this.pointer(e),
      { signal: this.abort.signal });
    this.svg.addEventListener("pointerenter", () => { this.lastRefusal = null; },
      { signal: this.abort.signal });
    this.svg.addEventListener("pointerleave", () => this.leaveComb(),
      { signal: this.abort.signal });
    this.svg.addEventListener("click", (e) => this.clickComb(e), { signal: this.abort.signal });
    this.svg.addEventListener("keydown", (e) => this.key(e, true), { signal: this.abort.signal });
    root.addEventListener("keydown", (e) => this.key(e, false), { signal: this.abort.signal });
    root.addEventListener("keydown", (e) => { if (staysInWidget(e)) e.stopPropagation(); },
      { signal: this.abort.signal });

    const side = html("div", { class: "hbh-side" }, main);
    this.decision = html("div", { class: "hbh-decision" }, side);
    const plate = el("svg", { class: "hbh-card-plate", "aria-hidden": "true", focusable: "false" },
      this.decision);
    el("rect", { x: 1, y: 1, rx: 8 }, plate);
    this.promptEl = html("p", { class: "hbh-prompt" }, this.decision);
    this.controls = html("div", { class: "hbh-controls" }, this.decision);
    this.mine = html("div", { class: "hbh-mine" }, side);
    // The shared error block (the sentence, the details of an unforeseen error, Dismiss) in
    // a reserved place, so nothing moves when an error comes or goes; it is said through
    // the table's one live region.
    const slot = html("div", { class: "hbh-msg" }, side);
    this.errorBox = errorBlock(slot, "hbh", this.errorLabels(), () => this.dismissError(),
      this.abort.signal);
    this.shownError = "";
    // The rule a refusal or a log line comes from opens here, beside the honeycomb.
    this.rules = new RuleLinks(this.model, root, side, this.abort.signal, "hbh",
      (msg) => this.model.send(msg));

    this.summaryEl = html("section", { class: "hbh-summary" }, root);
    this.boardEl = html("section", { class: "hbh-board" }, root);
    this.othersEl = html("section", { class: "hbh-others" }, root);
    this.logEl = html("details", { class: "hbh-log" }, root);
    this.veil = html("div", { class: "hbh-veil", hidden: true }, root);
    this.noteEl = html("p", { class: "hbh-note" }, root);
    // The offer to continue a saved game (after a kernel restart), over the table.
    offerBlock(root, this.model, (msg) => this.send(msg), this.abort.signal,
      () => this.waiting && this.waiting.stop());
  }

  button(parent, label, cls, onClick, attrs = {}) {
    const b = html("button", { type: "button", class: "hbh-btn " + cls, ...attrs }, parent,
      label);
    b.addEventListener("click", onClick, { signal: this.abort.signal });
    return b;
  }

  chip(parent, kind) {
    const s = el("svg", { class: "hbh-chip", viewBox: "-11 -11 22 22", "aria-hidden": "true" },
      parent);
    drawToken(s, [0, 0], 10, kind, 0);
    return s;
  }

  // A token drawn as the piece (big enough to point at), with how many there are on it;
  // its words are its tooltip and, for screen readers, a hidden line.
  piece(parent, kind, count, words) {
    const s = el("svg", { class: "hbh-piece", viewBox: "-28 -26 56 54", "aria-hidden": "true" },
      parent);
    el("title", {}, s, words);
    drawToken(s, [0, 0], 25.5, kind, 0, { label: face(kind, this.tokens(), (k) => this.t(k)) });
    if (count !== null) {
      el("rect", { x: 7, y: 11, width: 21, height: 16, rx: 8, class: "hbh-piece-count-bg" }, s);
      el("text", { x: 17.5, y: 19.5, class: "hbh-piece-count", "dominant-baseline": "central",
        "text-anchor": "middle" }, s, String(count));
    }
    html("span", { class: "hb-sr hbh-sr" }, parent, words);
    return s;
  }
}
