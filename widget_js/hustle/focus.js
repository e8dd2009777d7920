// What follows a redraw: the keyboard focus kept or taken to the learner's new decision,
// the decision said, and a newly drawn token said and shown with its animation.
// Methods of HustleView (view.js), which takes them onto its prototype.
import { focusNewDecision, keepFocus, newDecisionAfterOthers } from "../focuskeep.js";

export class HustleFocus {
  // Everything is drawn anew from the synced data; the keyboard focus stays on what it was
  // on (the honeycomb is never replaced; a redrawn button takes it back), else it goes to
  // where the next key acts (focusTargets).
  // A new decision of the learner's after the bots (the draft after the building) takes the
  // focus to its first control, and is said, unless the learner moved the focus elsewhere.
  render() {
    keepFocus(this.root, () => this.redraw(), () => this.focusTargets());
    const d = this.data();
    if (!this.drawable()) return;
    const now = { mine: Boolean(d.answer), ply: d.ply };
    const arrived = newDecisionAfterOthers(this.seen, now);
    this.seen = now;
    if (!arrived) {
      this.leaveIdleComb();
      return;
    }
    focusNewDecision(this.root, this.focusTargets(), {
      resting: [this.svg, this.actedOn], actedInside: this.actedInside });
    this.announce(this.t("announce_yours", { prompt: this.promptEl.textContent }));
  }

  // The building has stopped (Done / Restart) with the focus on the honeycomb, where no key
  // acts any more: the focus goes to the decision's first control, and the decision is said.
  leaveIdleComb() {
    const d = this.data();
    if (!d.answer || this.placing() || this.keyed() || this.root.dataset.veil === "yes") return;
    if (globalThis.document.activeElement !== this.svg) return;
    const buttons = this.focusTargets().filter((n) => n !== this.svg);
    if (focusNewDecision(this.root, buttons, { resting: [this.svg] })) {
      this.announce(this.t("announce_yours", { prompt: this.promptEl.textContent }));
    }
  }

  // Where the focus goes when the element it was on is gone: the veil's button while a
  // new player's view is covered; the honeycomb while a token waits to be drawn (D) or
  // placed (arrows, R, Enter); else the decision's main button, any of its buttons, the
  // honeycomb.
  focusTargets() {
    if (this.root.dataset.veil === "yes") return [...this.veil.querySelectorAll("button")];
    const buttons = [...this.controls.querySelectorAll("button")];
    const primary = buttons.filter((b) => b.classList.contains("hbh-primary"));
    return [...(this.placing() || this.keyed() ? [this.svg] : []), ...primary, ...buttons,
      this.svg];
  }

  // A token newly in the viewer's hand (the draw Python made when the page asked): shown
  // with its animation and said; D on the honeycomb keeps the focus there, from the Draw
  // button (gone now) the focus goes to the honeycomb, whose label says the next keys.
  noteDraw(placing) {
    const id = placing && !placing.aside ? placing.id : "";
    if (id && this.shownDraw !== undefined && id !== this.shownDraw) {
      this.justDrawn = id;
      this.announce(this.t("announce_drawn", { token: this.tokenName(placing.kind) }));
    }
    this.shownDraw = id;
  }
}
