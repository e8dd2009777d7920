// Provenance on the page: a small "rule" link beside a refusal or a log line opens the
// rules reference at the rule it comes from, in a panel of the same widget, beside the
// board: no new cell, no network, the same in every host. The link is named after the
// rule's title, which travels with the refusal (`_error_rule`: {id, title}) or the log
// (`{ids, titles, at}`); Python's `_rules` holds the links' and the panel's words and the
// rules of refusals the page works out itself ({labels, codes, titles}). Opening a rule
// asks the kernel for it ({kind: "rule", id}); its answer, `_rule` ({id, title, text,
// source, our_reading, related: [{id, title}], demo}), fills the panel: the words, the
// source ("our reading" marked), the related rules as links that open in the panel (Back
// returns), the live demonstration drawn small (ruledemo.js, as the RuleBook draws it), and
// a search field (the kernel's search: {kind: "rule_search", query} -> `_rule_found`).
// Only the rule asked for travels; the panel keeps the rules it was sent, so Back needs
// no answer from the kernel.
import { html, onModel } from "./pagekit.js";
import { drawDemo } from "./ruledemo.js";

const SEARCH_PAUSE_MS = 300; // the pause in typing after which the panel searches

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
    this.signal = signal;
    this.shownId = null;
    this.shownTitle = "";
    this.opener = null;
    this.asked = null; // the rule last asked for ("language id")
    this.trail = []; // the rules the panel came from ([id, title]), for Back
    this.kept = new Map(); // "language id" -> a rule the kernel sent
    const el = html("aside", { class: `hbk-rule ${cls}-rule`, hidden: true, tabindex: "-1",
      "data-rule": "" }, host);
    this.el = el;
    const head = html("div", { class: "hbk-rule-head" }, el);
    this.backEl = html("button", { type: "button", class: "hb-btn hb-small hbk-rule-back",
      hidden: true }, head);
    this.titleEl = html("h3", { class: "hbk-rule-title" }, head);
    this.closeEl = html("button", { type: "button", class: "hb-btn hb-small hbk-rule-close" },
      head);
    const body = html("div", { class: "hbk-rule-body" }, el);
    this.wordsEl = html("div", { class: "hbk-rule-words" }, body);
    this.textEl = html("p", { class: "hbk-rule-text" }, this.wordsEl);
    this.sourceEl = html("p", { class: "hbk-rule-source" }, this.wordsEl);
    this.relatedEl = html("nav", { class: "hbk-rule-related", hidden: true }, this.wordsEl);
    this.demoEl = html("div", { class: "hbk-rule-show" }, body);
    // A small search: the kernel's search ({kind: "rule_search", query}, answered in
    // _rule_found); a rule found opens in the panel like a related one.
    const find = html("div", { class: "hbk-rule-find", role: "search" }, el);
    this.findLabel = html("label", { for: `hbk-rule-q-${Math.random().toString(36).slice(2)}` },
      find);
    this.findEl = html("input", { type: "search", id: this.findLabel.getAttribute("for"),
      autocomplete: "off", maxlength: "200" }, find);
    this.foundEl = html("ul", { class: "hbk-rule-found" }, el);
    this.foundNote = html("p", { class: "hbk-rule-found-note", hidden: true }, el);
    this.timer = null;
    this.foundShut = false; // a rule found was opened: the list waits for the next search
    const ask = () => {
      clearTimeout(this.timer);
      this.foundShut = false;
      this.scrolledFor = null;
      this.send({ kind: "rule_search", query: this.findEl.value });
      this.drawFound(); // an answer the kernel already gave (the same question) shows now
    };
    this.findEl.addEventListener("input", () => {
      clearTimeout(this.timer);
      this.timer = setTimeout(ask, SEARCH_PAUSE_MS);
    }, { signal });
    // The keys typed here are the search's, not the board's (R, arrows, Ctrl+Z).
    this.findEl.addEventListener("keydown", (e) => {
      e.stopPropagation();
      if (e.key === "Enter") ask();
      if (e.key === "Escape") this.close();
    }, { signal });
    signal.addEventListener("abort", () => clearTimeout(this.timer), { once: true });
    this.closeEl.addEventListener("click", () => this.close(), { signal });
    this.backEl.addEventListener("click", () => this.back(), { signal });
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
    onModel(model, ["_rule_found"], () => {
      this.foundShut = false;
      this.drawFound();
    }, signal);
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

  // Open rule `id` (named `title` until its words come) from a link outside the panel:
  // the panel starts a new trail, and Escape or Close gives the focus back to `opener`.
  open(id, title, opener = null) {
    if (!id) return;
    this.trail = [];
    this.asked = null;
    this.opener = opener;
    this.show(id, title);
  }

  // A related rule, opened in the panel; Back returns to the rule shown now.
  follow(id, title) {
    if (!id || id === this.shownId) return;
    this.trail.push([this.shownId, this.shownTitle]);
    this.show(id, title);
  }

  back() {
    const last = this.trail.pop();
    if (last) this.show(last[0], last[1]);
  }

  show(id, title) {
    this.shownId = id;
    this.shownTitle = title;
    this.refill();
    this.el.hidden = false;
    this.el.scrollIntoView({ block: "nearest", inline: "nearest" });
    this.el.focus({ preventScroll: true });
  }

  // The shown rule's words, once the kernel has sent them (in the page's language), else null.
  rule() {
    const language = this.model.get("language") || "";
    const sent = this.model.get("_rule") || {};
    if (sent.id) this.kept.set(language + " " + sent.id, sent);
    return this.kept.get(language + " " + this.shownId) || null;
  }

  refill() {
    if (!this.shownId) return;
    const labels = this.rules.labels || {};
    const rule = this.rule();
    // Ask the kernel once for a rule the panel has not got (in this language); it answers
    // with _rule, which calls refill again.
    const key = (this.model.get("language") || "") + " " + this.shownId;
    if (!rule && this.asked !== key) {
      this.asked = key;
      this.send({ kind: "rule", id: this.shownId });
    }
    const title = rule ? rule.title : this.shownTitle;
    if (rule) this.shownTitle = rule.title;
    this.el.dataset.rule = this.shownId;
    this.el.dataset.ready = rule ? "yes" : "no";
    this.el.setAttribute("aria-label", fill(labels.panel, { title }));
    this.titleEl.textContent = title;
    this.textEl.textContent = rule ? rule.text : "…";
    this.sourceEl.replaceChildren();
    this.relatedEl.replaceChildren();
    this.demoEl.replaceChildren();
    if (rule) {
      // The source names "our reading" itself where the reading is ours; the panel is marked.
      html("span", { class: "hbk-rule-source-label" }, this.sourceEl, (labels.source || "") + ": ");
      html("span", {}, this.sourceEl, rule.source);
      if (rule.our_reading) { // marked beside the title too, as the RuleBook marks it
        this.titleEl.append(" ");
        html("span", { class: "hbk-rule-reading" }, this.titleEl, labels.our_reading || "");
      }
      this.drawRelated(rule.related || [], labels);
      if (rule.demo && rule.demo.verdict) {
        drawDemo(this.demoEl, rule.demo, labels.demo || "", "hbk-rule");
      }
    }
    this.relatedEl.hidden = !(rule && (rule.related || []).length);
    this.el.classList.toggle("hbk-rule-ours", Boolean(rule && rule.our_reading));
    const [, before] = this.trail[this.trail.length - 1] || [];
    this.backEl.hidden = !this.trail.length;
    this.backEl.textContent = "← " + (labels.back || "");
    this.backEl.setAttribute("aria-label", fill(labels.back_label, { title: before || "" }));
    this.findLabel.textContent = labels.search || "";
    this.findEl.setAttribute("placeholder", labels.search_placeholder || "");
    this.closeEl.textContent = labels.close || "×";
    this.closeEl.setAttribute("aria-label", labels.close_label || labels.close || "×");
    this.drawFound();
    if (!this.el.hidden && rule) this.el.scrollIntoView({ block: "nearest", inline: "nearest" });
  }

  // The rules the panel's search found (only for the question in the box now).
  drawFound() {
    const found = this.model.get("_rule_found") || {};
    const query = String(this.findEl.value || "").trim();
    const now = query && !this.foundShut && found.query !== undefined &&
      found.query.trim() === query;
    const results = now ? found.results || [] : [];
    this.foundEl.replaceChildren();
    for (const r of results) {
      const go = html("button", { type: "button", class: "hbk-rule-goto", "data-goto": r.id,
        "aria-current": r.id === this.shownId ? "true" : "false" }, html("li", {}, this.foundEl),
      r.title);
      go.addEventListener("click", () => {
        this.foundShut = true; // the list closes (it stays short beside a narrow table)
        this.follow(r.id, r.title);
      }, { signal: this.signal });
    }
    this.foundNote.hidden = !(now && !results.length);
    this.foundNote.textContent = fill((this.rules.labels || {}).no_results, { query });
    // the answer to a question just asked comes into view (below the field)
    if (now && !this.el.hidden && found !== this.scrolledFor) {
      this.scrolledFor = found;
      (results.length ? this.foundEl : this.foundNote).scrollIntoView({ block: "nearest" });
    }
  }

  drawRelated(related, labels) {
    this.relatedEl.setAttribute("aria-label", labels.related || "");
    html("h4", {}, this.relatedEl, labels.related || "");
    const list = html("ul", {}, this.relatedEl);
    for (const r of related) {
      const go = html("button", { type: "button", class: "hbk-rule-goto", "data-goto": r.id },
        html("li", {}, list), r.title);
      go.addEventListener("click", (e) => {
        if (e.stopPropagation) e.stopPropagation();
        this.follow(r.id, r.title);
      }, { signal: this.signal });
    }
  }

  close() {
    this.el.hidden = true;
    this.shownId = null;
    this.trail = [];
    const back = this.opener;
    this.opener = null;
    if (back && back.isConnected) back.focus({ preventScroll: true });
  }
}
