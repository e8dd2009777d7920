// What the table says besides the decision: the error line (Python's or the page's own,
// with its rule), the status, the veil of pass and play, the log.
// Methods of HustleView (view.js), which takes them onto its prototype.
import { lineRule } from "../rulelinks.js";
import { html, clearModelError } from "../pagekit.js";

export class HustleMessages {
  errorLabels() {
    return { details: this.t("error_details"), dismiss: this.t("error_dismiss"),
      dismissLabel: this.t("error_dismiss_label") };
  }

  // The error Python sent (with its details) or the page's own; a new one is said aloud.
  renderError() {
    const text = this.localError || this.model.get("_error") || "";
    const detail = this.localError ? "" : this.model.get("_error_detail") || "";
    if (text && text !== this.shownError) this.announce(text);
    this.shownError = text;
    this.errorBox.label(this.errorLabels());
    this.errorBox.show(text, detail);
    const python = this.model.get("_error_rule") || {};
    const rule = !text ? null : this.localError ? this.localRule
      : python.id ? [python.id, python.title] : null;
    this.rules.setLink(this.errorBox.el, rule, this.errorBox.el.querySelector("details"));
    this.root.dataset.error = text ? "yes" : "no";
    if (this.onRefusal) this.onRefusal(text); // a lesson's coach bubble says it too
  }

  dismissError() {
    this.localError = "";
    clearModelError(this.model);
    this.renderError();
  }

  // Pass and play: a new player's view stays covered until they say they sit there.
  renderVeil() {
    const d = this.data();
    const waiting = !!d.shared && d.viewer !== null && d.viewer !== undefined
      && d.viewer !== this.seated;
    this.root.dataset.veil = waiting ? "yes" : "no";
    this.veil.hidden = !waiting;
    // Behind the veil nothing takes the focus or reaches a screen reader.
    for (const child of this.root.children) {
      if (child !== this.veil && !child.classList.contains("hb-live")) child.inert = waiting;
    }
    if (!waiting) return;
    const name = d.players[d.viewer].name;
    this.veil.replaceChildren();
    html("p", { class: "hbh-prompt" }, this.veil, this.t("prompt_pass", { name }));
    this.button(this.veil, this.t("its_me", { name }), "hbh-its-me hbh-primary",
      () => { this.seated = d.viewer; this.render(); });
  }

  status() {
    const d = this.data();
    if (d.phase === "over") return this.t("over");
    const who = d.players[d.pending.player];
    if (d.answer) return this.t("your_decision");
    return this.t("waiting", { name: who.name });
  }

  renderLog() {
    const d = this.data();
    const open = this.logEl.open;
    this.logEl.replaceChildren();
    html("summary", {}, this.logEl, this.t("log"));
    const ol = html("ol", { class: "hbh-log-lines" }, this.logEl);
    d.log.forEach((line, i) => this.rules.link(html("li", {}, ol, line),
      ...(lineRule(d.log_rules, i) || [])));
    this.logEl.open = open;
  }
}
