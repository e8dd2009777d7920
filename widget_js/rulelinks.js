// Provenance on the page: a small "rule" link beside a refusal or a log line opens the
// rule it comes from in a panel of the same widget, beside the board: no new cell, no
// network. Python's `_rules` carries what the panel shows (rulebook/texts.py page_rules):
// {labels, atoms: {id: {title, text, source, our_reading}}, codes: {refusal code: id}}.
import { html, onModel } from "./pagekit.js";

const fill = (template, fields) =>
  String(template || "").replace(/\{(\w+)\}/g, (m, k) => (k in fields ? fields[k] : m));

export class RuleLinks {
  // `host`: where the panel goes (beside the board); `cls`: the view's class prefix.
  constructor(model, root, host, signal, cls) {
    this.model = model;
    this.root = root;
    this.signal = signal;
    this.shownId = null;
    this.opener = null;
    const el = html("aside", { class: `hbk-rule ${cls}-rule`, hidden: true, tabindex: "-1",
      "data-rule": "" }, host);
    this.el = el;
    const head = html("div", { class: "hbk-rule-head" }, el);
    this.titleEl = html("h3", { class: "hbk-rule-title" }, head);
    this.closeEl = html("button", { type: "button", class: "hb-btn hb-small hbk-rule-close" },
      head);
    this.textEl = html("p", { class: "hbk-rule-text" }, el);
    this.sourceEl = html("p", { class: "hbk-rule-source" }, el);
    this.closeEl.addEventListener("click", () => this.close(), { signal });
    el.addEventListener("keydown", (e) => {
      if (e.key !== "Escape") return;
      e.stopPropagation();
      e.preventDefault();
      this.close();
    }, { signal });
    // One listener for every link the views draw (log lines are drawn again and again).
    root.addEventListener("click", (e) => {
      const link = e.target && e.target.closest && e.target.closest(".hbk-rule-link");
      if (!link || !root.contains(link)) return;
      e.preventDefault();
      e.stopPropagation();
      this.open(link.dataset.rule, link);
    }, { signal });
    onModel(model, ["_rules"], () => this.refill(), signal);
  }

  get rules() {
    return this.model.get("_rules") || {};
  }

  atom(id) {
    const atoms = this.rules.atoms || {};
    return id ? atoms[id] || null : null;
  }

  // The rule of a refusal the page works out itself (a hive's code, a spot's reason key).
  ofCode(code) {
    return (this.rules.codes || {})[code] || null;
  }

  // A "rule" link for rule `id`, appended to `parent` (before `before`); null when the
  // rule is unknown (nothing is drawn then).
  link(parent, id, before = null) {
    const a = this.atom(id);
    if (!a) return null;
    const labels = this.rules.labels || {};
    // The word is drawn by the style sheet (attr data-text), so a log line's text stays
    // the sentence itself; the button's name is its aria-label.
    const node = html("button", { type: "button", class: "hbk-rule-link", "data-rule": id,
      "data-text": labels.link || "rule", "aria-label": fill(labels.label, { title: a.title }),
      title: a.title });
    parent.insertBefore(node, before);
    return node;
  }

  // Put the one link of `parent` (a refusal's line) right: rule `id`, or none.
  setLink(parent, id, before = null) {
    const old = parent.querySelector(":scope > .hbk-rule-link");
    if (old && old.dataset.rule === id && old.dataset.text === (this.rules.labels || {}).link &&
      this.atom(id)) return old;
    if (old) old.remove();
    return id ? this.link(parent, id, before) : null;
  }

  open(id, opener = null) {
    if (!this.atom(id)) return;
    this.shownId = id;
    this.opener = opener;
    this.refill();
    this.el.hidden = false;
    this.el.scrollIntoView({ block: "nearest", inline: "nearest" });
    this.el.focus({ preventScroll: true });
  }

  refill() {
    const a = this.atom(this.shownId);
    if (!a) {
      this.el.hidden = true;
      return;
    }
    const labels = this.rules.labels || {};
    this.el.dataset.rule = this.shownId;
    this.el.setAttribute("aria-label", fill(labels.panel, { title: a.title }));
    this.titleEl.textContent = a.title;
    this.textEl.textContent = a.text;
    this.sourceEl.replaceChildren();
    html("span", { class: "hbk-rule-source-label" }, this.sourceEl, (labels.source || "") + ": ");
    // The source names "our reading" itself where the reading is ours; the panel is marked.
    html("span", {}, this.sourceEl, a.source);
    this.el.classList.toggle("hbk-rule-ours", Boolean(a.our_reading));
    this.closeEl.textContent = labels.close || "×";
    this.closeEl.setAttribute("aria-label", labels.close_label || labels.close || "×");
  }

  close() {
    this.el.hidden = true;
    this.shownId = null;
    const back = this.opener;
    this.opener = null;
    if (back && back.isConnected) back.focus({ preventScroll: true });
  }
}
