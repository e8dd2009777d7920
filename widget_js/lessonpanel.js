// A lesson's instructions panel, drawn beside the board or table in the surface's own view.
// Python keeps the panel's state in the synced `_lesson` trait (honeybuzz_lab/core/lessons/
// panel.py: title, progress, score, the step's title, note and prompt as HTML from the
// lesson markup, options, hints, feedback and its tone, the buttons); a surface without a
// lesson has none and is drawn alone. The buttons send {lesson: "hint" | "reveal" | "back" |
// "next" | "reset"} and {lesson: "answer", option}.
import { html, onModel } from "./pagekit.js";
import { staysInWidget } from "./keyboard.js";

const BUTTONS = ["hint", "reveal", "back", "reset", "next"];
const SYMBOLS = { back: "←", next: "→", reset: "↺" };
const MARKS = { right: "✓", wrong: "✗" };

// The widget's root laid out for a lesson: the panel and, beside it, the element the
// surface's view draws into (the root itself when the model holds no lesson). Returns
// {surface, destroy}.
export function lessonLayout(model, root) {
  const state = model.get("_lesson");
  if (!state || !state.title) return { surface: root, destroy() {} };
  root.classList.add("hb-lesson");
  const row = html("div", { class: "hb-lesson-row" }, root);
  const panel = new LessonPanel(model, html("div", { class: "hb-lesson-panel" }, row));
  const surface = html("div", { class: "hb-lesson-surface" }, row);
  return { surface, destroy: () => panel.destroy() };
}

class LessonPanel {
  constructor(model, el) {
    this.model = model;
    this.el = el;
    this.life = new AbortController();
    this.shown = {}; // the HTML last put in each part (set again only when it changes)
    this.optionKey = "";
    el.setAttribute("role", "region");
    el.setAttribute("data-lm-suppress-shortcuts", "true");
    el.addEventListener("keydown", (ev) => { if (staysInWidget(ev)) ev.stopPropagation(); },
      { signal: this.life.signal });
    const head = html("div", { class: "hb-lesson-head" }, el);
    this.title = html("div", { class: "hb-lesson-title" }, head);
    this.progressText = html("div", { class: "hb-lesson-progress" }, head);
    this.bar = html("progress", { class: "hb-lesson-bar" }, head);
    this.score = html("div", { class: "hb-lesson-score" }, head);
    const body = html("div", { class: "hb-lesson-body" }, el);
    this.stepTitle = html("h3", { class: "hb-lesson-step-title" }, body);
    this.note = html("div", { class: "hb-lesson-note" }, body);
    this.prompt = html("div", { class: "hb-lesson-prompt" }, body);
    this.todo = html("p", { class: "hb-lesson-todo" }, body);
    this.options = html("div", { class: "hb-lesson-options", role: "group" }, body);
    const tools = html("div", { class: "hb-lesson-tools" }, body);
    this.hints = html("div", { class: "hb-lesson-hints" }, body);
    this.feedback = html("div", { class: "hb-lesson-feedback", role: "status",
      "aria-live": "polite" }, el);
    const nav = html("div", { class: "hb-lesson-nav" }, el);
    this.buttons = {};
    for (const name of BUTTONS) {
      const parent = name === "hint" || name === "reveal" ? tools : nav;
      const button = html("button", { type: "button", class: `hb-lesson-btn hb-lesson-${name}` },
        parent);
      button.addEventListener("click", () => this.send({ lesson: name }),
        { signal: this.life.signal });
      this.buttons[name] = button;
    }
    onModel(model, ["_lesson"], () => this.render(), this.life.signal);
    this.render();
  }

  destroy() {
    this.life.abort();
  }

  send(content) {
    this.model.send(content);
  }

  // Set a part's HTML when it changed (an open note stays open, a focused link focused).
  put(name, node, markup) {
    if (this.shown[name] === markup) return;
    this.shown[name] = markup;
    node.innerHTML = markup;
  }

  render() {
    const s = this.model.get("_lesson") || {};
    if (!s.title) return;
    const el = this.el;
    el.setAttribute("lang", s.language || "en");
    el.setAttribute("aria-label", s.title);
    el.dataset.step = s.step || "";
    el.dataset.kind = s.kind || "";
    this.title.textContent = s.title;
    const p = s.progress || {};
    this.progressText.textContent = p.text || "";
    this.bar.max = p.total || 1;
    this.bar.value = p.done || 0;
    this.bar.setAttribute("aria-label", p.text || "");
    this.put("score", this.score, s.score || "");
    this.stepTitle.textContent = s.step_title || "";
    this.put("note", this.note, s.note || "");
    this.note.hidden = !s.note;
    this.put("prompt", this.prompt, s.prompt || "");
    this.todo.textContent = s.todo || "";
    this.renderOptions(s.options || [], s.columns || 1);
    const hints = s.hints || { items: [] };
    const items = (hints.items || []).map((h) => `<li class="hb-lesson-hint-text">${h}</li>`);
    this.put("hints", this.hints, items.length
      ? `<small class="hb-lesson-hint-count">${escapeText(hints.counter || "")}</small>`
        + `<ul>${items.join("")}</ul>` : "");
    this.hints.hidden = !items.length;
    const f = s.feedback || {};
    this.put("feedback", this.feedback, f.html
      ? `<div class="hb-lesson-msg hb-lesson-${f.tone}">${f.html}</div>` : "");
    for (const name of BUTTONS) {
      const b = (s.buttons || {})[name] || {};
      const button = this.buttons[name];
      button.hidden = !b.shown;
      button.disabled = !b.enabled;
      const symbol = SYMBOLS[name];
      const label = b.label || "";
      if (button.dataset.label !== label) {
        button.dataset.label = label;
        button.replaceChildren();
        const text = html("span", { class: "hb-lesson-label" }, button, label);
        if (symbol) {
          const mark = html("span", { class: "hb-lesson-symbol", "aria-hidden": "true" }, null,
            symbol);
          button.insertBefore(mark, name === "next" ? null : text); // "Next" before its arrow
        }
      }
    }
  }

  renderOptions(options, columns) {
    const key = JSON.stringify(options.map((o) => [o.id, o.text]));
    const box = this.options;
    box.hidden = !options.length;
    box.classList.toggle("hb-lesson-options-2", columns === 2);
    box.classList.toggle("hb-lesson-options-3", columns === 3);
    if (key !== this.optionKey) {
      this.optionKey = key;
      box.replaceChildren();
      for (const o of options) {
        const button = html("button", { type: "button",
          class: `hb-lesson-option hb-option-${o.id}`, title: o.label }, box);
        html("span", { class: "hb-lesson-mark" }, button);
        const text = html("span", { class: "hb-lesson-option-text" }, button);
        text.innerHTML = o.text;
        button.dataset.option = o.id;
        button.addEventListener("click", () => this.send({ lesson: "answer", option: o.id }),
          { signal: this.life.signal });
      }
    }
    const byId = new Map(options.map((o) => [o.id, o]));
    for (const button of box.children) {
      const o = byId.get(button.dataset.option) || {};
      const mark = o.mark || "";
      button.classList.toggle("hb-lesson-option-right", mark === "right");
      button.classList.toggle("hb-lesson-option-wrong", mark === "wrong");
      button.dataset.mark = mark;
      button.firstChild.textContent = MARKS[mark] || "";
      button.setAttribute("aria-pressed", mark ? "true" : "false");
    }
  }
}

function escapeText(text) {
  const span = document.createElement("span");
  span.textContent = text;
  return span.innerHTML;
}
