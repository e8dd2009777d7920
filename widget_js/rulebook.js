// The rules reference (RuleBook): Python searches and runs the demonstrations; the page
// shows them. It sends {kind: "search", query} as the learner types (after a pause) and
// {kind: "open", id} when a result or a related rule is chosen.
import { announcer, errorBlock, html, onModel, clearModelError } from "./pagekit.js";
import { drawDemo } from "./ruledemo.js";

const PAUSE_MS = 250;

export class RuleBookView {
  constructor(model, root) {
    this.model = model;
    this.root = root;
    this.abort = new AbortController();
    const signal = this.abort.signal;
    root.classList.add("hbr-root");
    root.setAttribute("data-lm-suppress-shortcuts", "");
    this.say = announcer(root);
    this.heading = html("h2", {}, root);
    const form = html("div", { class: "hbr-search", role: "search" }, root);
    this.label = html("label", { for: `hbr-q-${Math.random().toString(36).slice(2)}` }, form);
    this.input = html("input", { type: "search", id: this.label.htmlFor, autocomplete: "off" },
      form);
    this.count = html("div", { class: "hbr-count", "aria-live": "off" }, root);
    this.results = html("ul", { class: "hbr-results" }, root);
    this.error = errorBlock(root, "hbr", this.errorTexts(), () => clearModelError(model),
      signal);
    this.atom = html("article", { class: "hbr-atom" }, root);
    this.timer = null;
    this.input.addEventListener("input", () => {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.send({ kind: "search", query: this.input.value }),
        PAUSE_MS);
    }, { signal });
    this.input.addEventListener("keydown", (e) => {
      if (e.key === "Enter") {
        clearTimeout(this.timer);
        this.send({ kind: "search", query: this.input.value });
      }
    }, { signal });
    root.addEventListener("click", (e) => {
      const link = e.target.closest("[data-atom]");
      if (link && root.contains(link)) this.send({ kind: "open", id: link.dataset.atom });
    }, { signal });
    onModel(model, ["texts", "language"], () => this.drawAll(), signal);
    onModel(model, ["results", "query"], () => this.drawResults(), signal);
    onModel(model, ["current"], () => this.drawAtom(true), signal);
    onModel(model, ["_error", "_error_detail"], () => this.drawError(), signal);
    this.drawAll();
  }

  t(key) {
    return (this.model.get("texts") || {})[key] || key;
  }

  errorTexts() {
    return { details: this.t("details"), dismiss: this.t("dismiss"),
      dismissLabel: this.t("dismiss_label") };
  }

  send(message) {
    this.model.send(message);
  }

  drawAll() {
    this.heading.textContent = this.t("heading");
    this.label.textContent = this.t("search_label");
    this.input.placeholder = this.t("search_placeholder");
    this.error.label(this.errorTexts());
    if (document.activeElement !== this.input) this.input.value = this.model.get("query") || "";
    this.drawResults();
    this.drawAtom(false);
    this.drawError();
  }

  drawError() {
    this.error.show(this.model.get("_error") || "", this.model.get("_error_detail") || "");
  }

  drawResults() {
    const results = this.model.get("results") || [];
    const query = this.model.get("query") || "";
    const current = (this.model.get("current") || {}).id;
    this.results.replaceChildren();
    for (const r of results) {
      const li = html("li", {}, this.results);
      html("button", { type: "button", class: "hbr-link", "data-atom": r.id,
        "aria-current": r.id === current ? "true" : "false", title: r.source }, li, r.title);
    }
    this.count.textContent = !query ? ""
      : results.length ? this.t("results").replace("{n}", results.length)
        : this.t("no_results").replace("{query}", query);
  }

  drawAtom(announce) {
    const a = this.model.get("current") || {};
    this.atom.replaceChildren();
    if (!a.id) return;
    this.atom.dataset.atom = a.id;
    const words = html("section", { class: "hbr-words" }, this.atom);
    const h = html("h3", {}, words, a.title);
    if (a.our_reading) html("span", { class: "hbr-reading" }, h, this.t("our_reading"));
    html("p", { class: "hbr-text" }, words, a.text);
    const src = html("p", { class: "hbr-meta hbr-source" }, words, `${this.t("source")}: `);
    html("span", {}, src, a.source);
    if ((a.checks || []).length) {
      const p = html("p", { class: "hbr-meta" }, words, `${this.t("checks")}: `);
      a.checks.forEach((c, i) => {
        if (i) p.append(", ");
        html("code", {}, p, c);
      });
    }
    if ((a.lessons || []).length) {
      html("p", { class: "hbr-meta" }, words, `${this.t("lessons")}: ${a.lessons.join(", ")}`);
    }
    if ((a.related || []).length) {
      const rel = html("nav", { class: "hbr-related", "aria-label": this.t("related") }, words);
      html("h4", {}, rel, this.t("related"));
      const ul = html("ul", {}, rel);
      for (const r of a.related) {
        html("button", { type: "button", class: "hbr-link", "data-atom": r.id },
          html("li", {}, ul), r.title);
      }
    }
    this.drawDemo(a.demo || {});
    this.drawResults();
    if (announce) this.say(a.title);
  }

  drawDemo(d) {
    drawDemo(this.atom, d, this.t("demo"), "hbr");
  }

  destroy() {
    clearTimeout(this.timer);
    this.abort.abort();
  }
}

export default {
  render({ model, el: root }) {
    const view = new RuleBookView(model, root);
    return () => view.destroy();
  },
};
