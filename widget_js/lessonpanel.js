// A lesson's instructions panel, drawn beside the board or table in the surface's own view.
// Python keeps the panel's state in the synced `_lesson` trait (honeybuzz_lab/core/lessons/
// panel.py: title, progress, score, the step's title, note and prompt as HTML from the
// lesson markup, options, hints, feedback and its tone, the buttons); a surface without a
// lesson has none and is drawn alone. The buttons send {lesson: "hint" | "reveal" | "back" |
// "next" | "reset"} and {lesson: "answer", option}.
//
// The prompt comes in parts (`parts`: lead, more, ask): the panel shows its first sentence,
// the rest behind a "more" button, and the step's rule as a "rule" link (opened by the
// surface's RuleLinks, beside the board or table). Where the step points at something on
// the board or table, the ask, the hints and the feedback stand in the coach bubble there
// (coach.js); the panel keeps them for screen readers (visually hidden, its live region).
// A click the board or table refuses (its error line, Python's or the page's own) stands in
// the bubble's feedback place too, until the lesson says something new or the error goes
// (the surface reads its errors out itself).
import { html, onModel } from "./pagekit.js";
import { staysInWidget } from "./keyboard.js";
import { CoachBubble } from "./coach.js";

const BUTTONS = ["hint", "reveal", "back", "reset", "next"];
const SYMBOLS = { back: "←", next: "→", reset: "↺" };
const MARKS = { right: "✓", wrong: "✗" };

// The widget's root laid out for a lesson: the panel and, beside it, the element the
// surface's view draws into (the root itself when the model holds no lesson). Returns
// {surface, attach(view), destroy}: `attach` hands the panel the surface's view (its rule
// links open in the view's rule panel).
export function lessonLayout(model, root) {
  const state = model.get("_lesson");
  if (!state || !state.title) return { surface: root, attach() {}, destroy() {} };
  root.classList.add("hb-lesson");
  const row = html("div", { class: "hb-lesson-row" }, root);
  const panelEl = html("div", { class: "hb-lesson-panel" }, row);
  const surface = html("div", { class: "hb-lesson-surface" }, row);
  const panel = new LessonPanel(model, panelEl, root, surface);
  return { surface, attach: (view) => panel.attach(view), destroy: () => panel.destroy() };
}

class LessonPanel {
  constructor(model, el, root, surface) {
    this.model = model;
    this.el = el;
    this.view = null;
    this.life = new AbortController();
    this.moreOpen = false;
    this.shown = {}; // the HTML last put in each part (set again only when it changes)
    this.optionKey = "";
    this.refusal = ""; // the surface's refusal shown since the lesson last gave feedback
    this.feedbackKey = null;
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
    // The step's title and words share a line of their own, above its answers and Hint.
    const step = html("div", { class: "hb-lesson-step" }, body);
    this.stepTitle = html("h3", { class: "hb-lesson-step-title" }, step);
    this.prompt = html("div", { class: "hb-lesson-prompt" }, step);
    const lead = html("div", { class: "hb-lesson-lead" }, this.prompt);
    this.lead = html("span", { class: "hb-lesson-lead-text" }, lead);
    this.moreButton = html("button", { type: "button", class: "hb-lesson-more",
      "aria-expanded": "false" }, lead);
    this.ruleSlot = html("span", { class: "hb-lesson-rule" }, lead);
    this.moreText = html("div", { class: "hb-lesson-more-text", hidden: true }, this.prompt);
    this.moreBody = html("div", { class: "hb-lesson-more-body" }, this.moreText);
    this.moreNote = html("div", { class: "hb-lesson-note" }, this.moreText);
    this.ask = html("div", { class: "hb-lesson-ask" }, this.prompt);
    this.moreButton.addEventListener("click", () => {
      this.moreOpen = !this.moreOpen;
      this.render();
    }, { signal: this.life.signal });
    el.addEventListener("click", (ev) => {
      const link = ev.target.closest && ev.target.closest(".hbk-rule-link");
      const rules = this.view && this.view.rules;
      if (!link || !rules || !el.contains(link)) return;
      ev.preventDefault();
      rules.open(link.dataset.rule, link.getAttribute("title") || "", link);
    }, { signal: this.life.signal });
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
    this.coach = new CoachBubble(root, surface, this.life.signal,
      (coached) => {
        el.classList.toggle("hb-lesson-coached", coached);
        // The panel's copies of the bubble's words: for screen readers only.
        for (const node of [this.ask, this.hints, this.feedback]) {
          node.classList.toggle("hb-sr", coached);
        }
      });
    onModel(model, ["_lesson", "_rules"], () => this.render(), this.life.signal);
    this.render();
  }

  attach(view) {
    this.view = view;
    view.onRefusal = (text) => this.refused(text); // the surface's error line, as it shows
    this.render();
  }

  // The surface shows a refusal (or none: ""): the bubble says it where the learner looks.
  refused(text) {
    if (text === this.refusal) return;
    this.refusal = text;
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
    // "Step n of N" in words; how many steps are done is the bar's picture (and its label),
    // said, not shown, after the step's number.
    const [step, ...done] = String(p.text || "").split(" · ");
    this.progressText.textContent = step;
    if (done.length) {
      html("span", { class: "hb-sr" }, this.progressText, " · " + done.join(" · "));
    }
    this.bar.max = p.total || 1;
    this.bar.value = p.done || 0;
    this.bar.setAttribute("aria-label", p.text || "");
    this.put("score", this.score, s.score || "");
    this.stepTitle.textContent = s.step_title || "";
    this.renderPrompt(s);
    this.todo.textContent = s.todo || "";
    this.renderOptions(s.options || [], s.columns || 1);
    const hints = s.hints || { items: [] };
    const items = (hints.items || []).map((h) => `<li class="hb-lesson-hint-text">${h}</li>`);
    this.put("hints", this.hints, items.length
      ? `<small class="hb-lesson-hint-count">${escapeText(hints.counter || "")}</small>`
        + `<ul>${items.join("")}</ul>` : "");
    this.hints.hidden = !items.length;
    const f = s.feedback || {};
    const said = f.html ? `<div class="hb-lesson-msg hb-lesson-${f.tone}">${f.html}</div>` : "";
    this.put("feedback", this.feedback, said);
    const key = `${s.step}|${f.tone}|${f.html}`;
    if (this.feedbackKey !== null && key !== this.feedbackKey) this.refusal = ""; // said anew
    this.feedbackKey = key;
    const refused = this.refusal
      ? `<div class="hb-lesson-msg hb-lesson-illegal">${escapeText(this.refusal)}</div>` : "";
    const parts = partsOf(s);
    this.coach.show({ ask: parts.ask || "", hints: items.length ? `<ul>${items.join("")}</ul>`
      : "", feedback: refused || said, hexes: s.target || [] });
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

  // The prompt: its first sentence, the "more" button (the rest and the note behind it),
  // the rule link, and the ask (in the coach bubble too when it stands at a target).
  renderPrompt(s) {
    const parts = partsOf(s);
    if (this.shown.step !== s.step) { // another step: its "more" starts closed
      this.shown.step = s.step;
      this.moreOpen = false;
    }
    this.put("lead", this.lead, parts.lead || "");
    this.put("moreBody", this.moreBody, parts.more || "");
    this.put("moreNote", this.moreNote, s.note || "");
    const more = Boolean(parts.more || s.note);
    const words = s.more || {};
    this.moreButton.hidden = !more;
    this.moreButton.textContent = this.moreOpen ? words.less || "less" : words.more || "more";
    this.moreButton.setAttribute("aria-expanded", String(this.moreOpen));
    this.moreText.hidden = !(more && this.moreOpen);
    const rule = s.rule || {};
    const rules = this.view && this.view.rules;
    const old = this.ruleSlot.firstChild;
    if (!old || old.dataset.rule !== rule.id || old.getAttribute("title") !== rule.title) {
      this.ruleSlot.replaceChildren();
      if (rules && rule.id) rules.link(this.ruleSlot, rule.id, rule.title);
    }
    this.put("ask", this.ask, parts.ask || "");
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

// The prompt's parts (a state without them: the whole prompt is the ask).
function partsOf(s) {
  return s.parts || { lead: "", more: "", ask: s.prompt || "" };
}

// Plain text (a hint counter, the surface's error line) as HTML.
function escapeText(text) {
  return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
