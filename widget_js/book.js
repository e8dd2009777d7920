// Lesson 10's exercise book: one widget, a read-only hive board (BoardView) with the book
// drawn around it. Python keeps the book in the synced `_book` trait (honeybuzz_lab/games/
// honeybuzz/lessons/exercise_book.py): {index, title, progress, question_title, question
// (HTML), answer, placeholder, feedback (HTML), picture (HTML of a game position, drawn in
// the board's place; "" for a hive), labels, enabled}. The buttons send {book: "check",
// answer} (Enter in the answer box too) and {book: "hint" | "reveal" | "back" | "next"}.
import { BoardView } from "./board/view.js";
import { html, onModel, reportPly } from "./pagekit.js";
import { staysInWidget } from "./keyboard.js";

let books = 0;

class Book {
  constructor(model, root) {
    this.model = model;
    this.life = new AbortController();
    const signal = this.life.signal;
    this.shown = {}; // the HTML last put in each part (set again only when it changes)
    this.index = null;
    root.classList.add("hb-book");
    const id = "hb-book-" + (++books);
    const head = html("div", { class: "hb-book-head" }, root);
    this.header = html("div", { class: "hb-book-header" }, head);
    this.titleEl = html("b", {}, this.header);
    this.progressEl = html("span", { class: "hb-book-progress" }, this.header);
    this.questionTitle = html("h3", { class: "hb-book-question-title" }, head);
    this.question = html("div", { class: "hb-book-question" }, head);
    this.picture = html("div", { class: "hb-book-picture" }, root);
    this.surface = html("div", { class: "hb-book-board" }, root);
    const tools = html("div", { class: "hb-book-tools", "data-lm-suppress-shortcuts": "true" },
      root);
    tools.addEventListener("keydown", (ev) => { if (staysInWidget(ev)) ev.stopPropagation(); },
      { signal });
    const field = html("div", { class: "hb-book-input" }, tools);
    this.label = html("label", { for: id }, field);
    this.input = html("input", { type: "text", id, autocomplete: "off", spellcheck: "false" },
      field);
    this.buttons = {};
    for (const name of ["check", "hint", "reveal"]) this.button(name, tools);
    this.feedback = html("div", { class: "hb-book-feedback", role: "status",
      "aria-live": "polite" }, root);
    const nav = html("div", { class: "hb-book-nav", "data-lm-suppress-shortcuts": "true" },
      root);
    for (const name of ["back", "next"]) this.button(name, nav);
    this.input.addEventListener("keydown", (ev) => {
      if (ev.key !== "Enter" || ev.isComposing) return;
      ev.preventDefault();
      this.check();
    }, { signal });
    onModel(model, ["_book"], () => this.render(), signal);
    this.render();
  }

  button(name, parent) {
    const b = html("button", { type: "button", class: `hb-btn hb-book-btn hb-book-${name}` },
      parent);
    b.addEventListener("click", () => (name === "check" ? this.check()
      : this.model.send({ book: name })), { signal: this.life.signal });
    this.buttons[name] = b;
  }

  check() {
    this.model.send({ book: "check", answer: this.input.value });
  }

  put(name, node, markup) {
    if (this.shown[name] === markup) return;
    this.shown[name] = markup;
    node.innerHTML = markup;
  }

  render() {
    const s = this.model.get("_book") || {};
    const labels = s.labels || {};
    this.titleEl.textContent = s.title || "";
    this.progressEl.textContent = s.progress ? " · " + s.progress : "";
    this.questionTitle.textContent = s.question_title || "";
    this.put("question", this.question, s.question || "");
    this.put("picture", this.picture, s.picture || "");
    this.picture.hidden = !s.picture;
    this.surface.hidden = Boolean(s.picture);
    this.put("feedback", this.feedback, s.feedback || "");
    this.label.textContent = labels.answer || "";
    this.input.placeholder = s.placeholder || "";
    // A new exercise, or an answer typed from Python: the box shows Python's answer.
    if (s.index !== this.index || s.answer !== this.answer) this.input.value = s.answer || "";
    [this.index, this.answer] = [s.index, s.answer];
    for (const [name, b] of Object.entries(this.buttons)) {
      b.textContent = labels[name] || name;
      b.disabled = (s.enabled || {})[name] === false;
    }
  }

  destroy() {
    this.life.abort();
  }
}

const widget = {
  render({ model, el }) {
    const book = new Book(model, el);
    const view = new BoardView(model, book.surface);
    const stopReports = reportPly(model);
    return () => {
      stopReports();
      view.destroy();
      book.destroy();
    };
  },
};
export default widget;
