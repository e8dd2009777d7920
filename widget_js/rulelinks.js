// Provenance on the page: a small "rule" link beside a refusal or a log line opens the
// rule it comes from in a panel of the same widget, beside the board: no new cell, no
// network. The link is named after the rule's title, which travels with the refusal
// (`_error_rule`: {id, title}) or the log (`{ids, titles, at}`); Python's `_rules` holds
// the links' words and the rules of refusals the page works out itself ({labels, codes,
// titles}). Opening a rule asks the kernel for it ({kind: "rule", id}); its answer, `_rule`
// ({id, title, text, source, our_reading}), fills the panel.
import { html, onModel } from "./pagekit.js";

const fill = (template, fields) =>
  String(template || "").replace(/\{(\w+)\}/g, (m, k) => (k in fields ? fields[k] : m));

// The rule of line `i` of a log's compact rules ({ids, titles, at}): [id, title] or null.
export function lineRule(refs, i) {
  const k = refs && refs.at ? refs.at[i] : -1;
  return k >= 0 ? [refs.ids[k], refs.titles[k]] : null;
}

export class RuleLinks {
  // `host`: where the panel goes (beside the board); `cls`: the view's class prefix;
  // `send`: how a message reaches the kernel (not the view's wait for a move's answer).
  constructor(model, root, host, signal, cls, send) {
    this.model = model;
    this.root = root;
    this.send = send;
    this.shownId = null;
    this.shownTitle = "";
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
      this.open(link.dataset.rule, link.getAttribute("title") || "", link);
    }, { signal });
    onModel(model, ["_rule", "_rules"], () => this.refill(), signal);
  }

  get rules() {
    return this.model.get("_rules") || {};
  }

  // The rule of a refusal the page works out itself (a hive's code, a spot's reason key):
  // [id, title] or null.
  ofCode(code) {
    const id = (this.rules.codes || {})[code];
    return id ? [id, (this.rules.titles || {})[id] || ""] : null;
  }

  // A "rule" link for rule `id` (named after its `title`), put in `parent` before
  // `before`; null (nothing drawn) without a rule.
  link(parent, id, title, before = null) {
    if (!id || !title) return null;
    const labels = this.rules.labels || {};
    // The word is drawn by the style sheet (attr data-text), so a log line's text stays
    // the sentence itself; the button's name is its aria-label.
    const node = html("button", { type: "button", class: "hbk-rule-link", "data-rule": id,
      "data-text": labels.link || "rule", "aria-label": fill(labels.label, { title }),
      title });
    parent.insertBefore(node, before);
    return node;
  }

  // Put the one link of `parent` (a refusal's line) right: `ref` is [id, title] or null.
  setLink(parent, ref, before = null) {
    const [id, title] = ref || [null, null];
    const old = parent.querySelector(":scope > .hbk-rule-link");
    if (old && old.dataset.rule === id && old.getAttribute("title") === title &&
      old.dataset.text === (this.rules.labels || {}).link) return old;
    if (old) old.remove();
    return this.link(parent, id, title, before);
  }

  open(id, title, opener = null) {
    if (!id) return;
    this.shownId = id;
    this.shownTitle = title;
    this.opener = opener;
    const have = this.model.get("_rule") || {};
    if (have.id !== id) this.send({ kind: "rule", id }); // the kernel answers with _rule
    this.refill();
    this.el.hidden = false;
    this.el.scrollIntoView({ block: "nearest", inline: "nearest" });
    this.el.focus({ preventScroll: true });
  }

  refill() {
    if (!this.shownId) return;
    const labels = this.rules.labels || {};
    const rule = this.model.get("_rule") || {};
    const here = rule.id === this.shownId;
    const title = here ? rule.title : this.shownTitle;
    this.el.dataset.rule = this.shownId;
    this.el.dataset.ready = here ? "yes" : "no";
    this.el.setAttribute("aria-label", fill(labels.panel, { title }));
    this.titleEl.textContent = title;
    this.textEl.textContent = here ? rule.text : "…";
    this.sourceEl.replaceChildren();
    if (here) {
      // The source names "our reading" itself where the reading is ours; the panel is marked.
      html("span", { class: "hbk-rule-source-label" }, this.sourceEl, (labels.source || "") + ": ");
      html("span", {}, this.sourceEl, rule.source);
    }
    this.el.classList.toggle("hbk-rule-ours", Boolean(here && rule.our_reading));
    this.closeEl.textContent = labels.close || "×";
    this.closeEl.setAttribute("aria-label", labels.close_label || labels.close || "×");
    if (!this.el.hidden && here) this.el.scrollIntoView({ block: "nearest", inline: "nearest" });
  }

  close() {
    this.el.hidden = true;
    this.shownId = null;
    const back = this.opener;
    this.opener = null;
    if (back && back.isConnected) back.focus({ preventScroll: true });
  }
}
