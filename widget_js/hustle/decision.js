// The decision card: the prompt and the controls of the legal answers (hustlekinds.js),
// the token in the hand with its turn buttons, the counts of a purchase.
// Methods of HustleView (view.js), which takes them onto its prototype.
import { html } from "../pagekit.js";
import { keepFocus } from "../focuskeep.js";
import { rotate } from "../hustlerules.js";
import { controls, promptOf, amountFields, amountStart, amountAnswer, amountCost,
  labelOf } from "../hustlekinds.js";
import { SIZE, el, face, drawToken } from "./svg.js";

export class HustleDecision {
  // The decision's controls, from the kinds' page answers (hustlekinds.js): the token to
  // draw and place for a spot, then a control per kind of the legal answers.
  renderDecision() {
    const d = this.data();
    const c = this.controls;
    c.replaceChildren();
    const placing = this.placing();
    const me = d.answer ? d.players[d.pending.player] : null;
    const answers = d.answers || [];
    let prompt = "";
    if (!d.answer) {
      prompt = d.phase === "over" ? this.t("over")
        : this.t("waiting", { name: d.players[d.pending.player].name });
    } else if (placing) {
      prompt = placing.aside ? this.t("prompt_aside")
        : placing.cover ? this.t("prompt_cover")
          : this.t("prompt_place", { token: this.tokenName(placing.kind) });
      this.tokenPanel(c, placing);
    } else {
      const said = promptOf(answers, d.kinds);
      prompt = said ? this.t(said.key, { points: this.buyPoints() }) : d.pending.prompt;
    }
    if (d.answer) {
      const extra = { cubes: me.cubes, points: me.round_points };
      for (const control of controls(answers, d.kinds)) this.control(c, control, extra);
    }
    if (d.phase === "over" && d.final && d.new_games !== false) {
      const row = html("div", { class: "hbh-row" }, c);
      this.button(row, this.t("new_game"), "hbh-new", () => this.send({ kind: "new_game" }));
    }
    this.promptEl.textContent = prompt;
  }

  // One control of the decision panel (see controls() in hustlekinds.js).
  control(parent, control, extra) {
    const d = this.data();
    const cls = (kind, spec) => `hbh-act hbh-${kind}` + (spec.primary ? " hbh-primary" : "");
    if (control.type === "pool") {
      const row = html("div", { class: "hbh-pool-choice" }, parent);
      for (const { answer, token } of control.items) {
        const b = this.button(row, "", cls(control.kind, control.spec),
          () => this.act(answer.act), { "data-act": answer.act,
            "aria-label": this.tokenName(token) });
        this.chip(b, token);
        html("span", {}, b, this.tokenName(token));
      }
    } else if (control.type === "seats") {
      for (const { answer, seat } of control.items) {
        const name = d.players[seat] ? d.players[seat].name : String(seat);
        this.button(parent, labelOf((k, f) => this.t(k, f), control.spec, answer,
          { ...extra, name }), cls(control.kind, control.spec), () => this.act(answer.act),
        { "data-act": answer.act });
      }
    } else if (control.type === "amounts") {
      this.amountsPanel(parent, control, extra);
    } else {
      const row = html("div", { class: "hbh-row" }, parent);
      for (const { answer, kind, spec } of control.items) {
        const keys = spec.key ? { "aria-keyshortcuts": spec.key.toUpperCase() } : {};
        this.button(row, labelOf((k, f) => this.t(k, f), spec, answer, extra), cls(kind, spec),
          () => this.act(answer.act), { "data-act": answer.act, ...keys });
      }
    }
  }

  buyPoints() {
    const d = this.data();
    const p = d.players[d.pending.player];
    return p ? p.round_points : 0;
  }

  // The token to place, turned, with the turn buttons.
  tokenPanel(parent, placing) {
    const tokens = this.tokens();
    const box = html("div", { class: "hbh-hand" }, parent);
    const svg = el("svg", { class: "hbh-hand-svg", viewBox: "-34 -34 68 68", role: "img",
      "aria-label": this.tokenName(placing.kind) + ", " + this.t("turned", { turn: this.turn }) },
    box);
    const g = drawToken(svg, [0, 0], SIZE, placing.kind, rotate(tokens[placing.kind].marks,
      this.turn), { label: face(placing.kind, tokens, (k) => this.t(k)) });
    if (this.justDrawn && this.justDrawn === placing.id) {
      g.classList.add("hbh-drawn-anim");
      this.justDrawn = null;
    }
    const info = html("div", { class: "hbh-hand-info" }, box);
    html("div", { class: "hbh-hand-name" }, info, this.tokenName(placing.kind));
    html("div", { class: "hbh-turned" }, info, this.t("turned", { turn: this.turn }));
    const row = html("div", { class: "hbh-row" }, info);
    this.button(row, this.t("turn_left"), "hbh-turn-left", () => this.rotateBy(-1),
      { "aria-label": this.t("turn_left_label"), "aria-keyshortcuts": "Shift+R" });
    this.button(row, this.t("turn_right"), "hbh-turn-right", () => this.rotateBy(1),
      { "aria-label": this.t("turn_right_label"), "aria-keyshortcuts": "R" });
  }

  rotateBy(steps) {
    this.turn = (((this.turn + steps) % 6) + 6) % 6;
    // the honeycomb keeps the focus, a turn button is drawn again and takes it back
    keepFocus(this.root, () => {
      this.renderDecision();
      this.paintComb();
    }, () => this.focusTargets());
    this.announce(this.t("turned", { turn: this.turn }));
  }

  // Counts to choose (a stepper per priced field, within the legal answers) and the
  // kind's button sending the answer with those counts.
  amountsPanel(parent, control, extra) {
    const { kind, spec, items } = control;
    if (!this.buy || this.buy.kind !== kind) {
      this.buy = { kind, counts: amountStart(items, spec) };
    }
    const counts = this.buy.counts;
    const ok = (next) => amountAnswer(items, spec, next) !== null;
    const tokens = this.tokens();
    for (const what of amountFields(spec)) {
      const row = html("div", { class: "hbh-row hbh-stepper", "data-what": what }, parent);
      if (tokens[what]) this.chip(row, what);
      html("span", { class: "hbh-step-name" }, row, this.t(what));
      const less = { ...counts, [what]: counts[what] - 1 };
      const more = { ...counts, [what]: counts[what] + 1 };
      const bl = this.button(row, "−", "hbh-less", () => { this.buy.counts = less;
        this.render(); }, { "aria-label": this.t("less", { what: this.t(what) }) });
      bl.disabled = !ok(less);
      html("output", { class: "hbh-count" }, row, String(counts[what]));
      const bm = this.button(row, "+", "hbh-more", () => { this.buy.counts = more;
        this.render(); }, { "aria-label": this.t("more", { what: this.t(what) }) });
      bm.disabled = !ok(more);
    }
    html("p", { class: "hbh-cost" }, parent, this.t("cost", { cost: amountCost(spec, counts),
      points: extra.points }));
    const answer = amountAnswer(items, spec, counts);
    if (!answer) return;
    this.button(parent, labelOf((k, f) => this.t(k, f), spec, answer, extra),
      `hbh-act hbh-${kind}` + (spec.primary ? " hbh-primary" : ""), () => this.act(answer.act),
      { "data-act": answer.act });
  }
}
