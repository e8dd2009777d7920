// A first game's coach (honeybuzz_lab/core/lessons/first_game.py): each rule in one short
// line when it first matters, in the coach bubble (coach.js) at the part of the table it
// is about, with the rule's "rule" link; a refused click's reason there too. Python keeps
// it in the synced `_coach` trait: {language, label, lines: [{id, title, html}], select
// (CSS selectors of the table parts it may point at, in turn), feedback (HTML), taught,
// point (the learner's decision it speaks at), hint (a Hint button: {button, send,
// items, counter}; none or empty for no button)}. The bubble
// is a picture of the words; a visually hidden live region says them to screen readers,
// with the links as buttons. A table without `_coach` has no coach.
import { html, onModel } from "./pagekit.js";
import { CoachBubble } from "./coach.js";

// The coach over `root` (the widget's element) pointing into `surface` (the table).
// Returns {attach(view), destroy}: `attach` hands it the table's view (its rule links).
export function firstGameLayout(model, root, surface) {
  const state = model.get("_coach");
  if (!state || !state.label) return { attach() {}, destroy() {} };
  const coach = new FirstGameCoach(model, root, surface);
  return { attach: (view) => coach.attach(view), destroy: () => coach.destroy() };
}

class FirstGameCoach {
  constructor(model, root, surface) {
    this.model = model;
    this.view = null;
    this.life = new AbortController();
    const signal = this.life.signal;
    root.classList.add("hb-first-game");
    this.said = html("div", { class: "hb-first-coach", role: "status",
      "aria-live": "polite" }, root);
    this.bubble = new CoachBubble(root, surface, signal);
    this.bubble.el.classList.add("hb-first-bubble");
    const open = (ev) => {
      const hint = ev.target.closest && ev.target.closest(".hb-first-hint");
      if (hint) {
        ev.preventDefault();
        model.send({ coach: hint.dataset.send });
        return;
      }
      const link = ev.target.closest && ev.target.closest(".hbk-rule-link");
      const rules = this.view && this.view.rules;
      if (!link || !rules) return;
      ev.preventDefault();
      rules.open(link.dataset.rule, link.getAttribute("title") || "", link);
    };
    this.bubble.el.addEventListener("click", open, { signal });
    this.said.addEventListener("click", open, { signal });
    onModel(model, ["_coach", "_rules"], () => this.render(), signal);
    this.render();
  }

  attach(view) {
    this.view = view;
    this.render();
  }

  destroy() {
    this.life.abort();
  }

  render() {
    const s = this.model.get("_coach") || {};
    const lines = s.lines || [];
    const markup = lines.map((l) => `<p class="hb-first-line" data-rule="${l.id}">` +
      `${l.html} </p>`).join("");
    const feedback = s.feedback
      ? `<div class="hb-lesson-msg hb-lesson-wrong">${s.feedback}</div>` : "";
    const hint = s.hint || {};
    const items = hint.items || [];
    const hints = items.length ? `<ul>${items.map((h) => `<li>${h}</li>`).join("")}</ul>` : "";
    const button = (focusable) => hint.button
      ? `<p class="hb-first-hint-row"><button type="button" class="hb-first-hint"` +
        ` data-send="${hint.send === "play" ? "play" : "hint"}"` +
        `${focusable ? "" : ' tabindex="-1"'}>${escapeText(hint.button)}</button>` +
        (hint.counter ? ` <small>${escapeText(hint.counter)}</small>` : "") + "</p>"
      : "";
    this.bubble.show({ ask: markup ? markup + button(false) : feedback, hints,
      feedback: markup ? feedback : "", hexes: [], select: s.select || "" });
    this.bubble.el.setAttribute("lang", s.language || "en");
    this.bubble.el.setAttribute("aria-label", s.label || "");
    this.said.setAttribute("lang", s.language || "en");
    this.said.dataset.point = String(s.point || 0); // the learner's decision it speaks at
    const key = JSON.stringify([markup, feedback, hints, button(true), Boolean(this.view)]);
    if (this.said.dataset.key !== key) {
      this.said.dataset.key = key;
      this.said.innerHTML = markup + hints + feedback + button(true);
    }
    this.linkLines(this.bubble.ask, lines, true);
    this.linkLines(this.said, lines, false);
  }

  // Each line's "rule" link (in the bubble a pointer's only: the live region's is the
  // keyboard's).
  linkLines(box, lines, pointerOnly) {
    const rules = this.view && this.view.rules;
    if (!rules) return;
    const titles = new Map(lines.map((l) => [l.id, l.title]));
    for (const p of box.querySelectorAll(".hb-first-line")) {
      if (p.querySelector(".hbk-rule-link")) continue;
      const link = rules.link(p, p.dataset.rule, titles.get(p.dataset.rule) || "");
      if (link && pointerOnly) link.tabIndex = -1;
    }
  }
}

function escapeText(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
