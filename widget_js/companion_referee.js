// The referee: the hive board's own view (boardview.js: pick a tile, turn it, place it)
// with the referee's questions under it. Python keeps them in `_referee` ({title, language,
// notation, question, texts: {notation, notation_hint, load, question, question_hint, ask},
// answer: {tone: "legal" | "illegal" | "info" | "problem", text, rule}}); the board's
// refusals and a refused page message show in the board's own error line. "Put on the
// board" sends {referee: "load", text}; asking (the button, or Enter in the tile field)
// sends {referee: "ask", text}.
import { BoardView } from "./boardview.js";
import { companionRoot, html, onModel, setValue } from "./companion_kit.js";

export class RefereeView {
  constructor(model, el) {
    this.model = model;
    this.life = new AbortController();
    const signal = this.life.signal;
    this.uid = "hbcomp" + Math.random().toString(36).slice(2, 8);
    this.say = companionRoot(el, "hbcomp-referee", signal);
    this.el = el;
    this.title = html("h3", { class: "hbcomp-title" }, el);
    this.board = new BoardView(model, html("div", { class: "hbcomp-board" }, el));
    const hive = html("div", { class: "hbcomp-row hbcomp-hive" }, el);
    this.notationLabel = html("label", { for: `${this.uid}-hive`, class: "hbcomp-label" },
      hive);
    this.notation = html("textarea", { id: `${this.uid}-hive`, class: "hbcomp-notation",
      rows: 2, spellcheck: "false", autocomplete: "off" }, hive);
    this.load = html("button", { type: "button", class: "hb-btn hbcomp-load" }, hive);
    const ask = html("div", { class: "hbcomp-row hbcomp-ask" }, el);
    this.questionLabel = html("label", { for: `${this.uid}-tile`, class: "hbcomp-label" }, ask);
    this.question = html("input", { id: `${this.uid}-tile`, type: "text",
      class: "hbcomp-input hbcomp-question", spellcheck: "false", autocomplete: "off" }, ask);
    this.askButton = html("button", { type: "button", class: "hb-btn hbcomp-ask-button" }, ask);
    this.answer = html("div", { class: "hbcomp-answer", role: "status",
      "aria-live": "polite" }, el);
    this.verdict = html("p", { class: "hbcomp-verdict" }, this.answer);
    this.rule = html("p", { class: "hbcomp-rule" }, this.answer);
    this.load.addEventListener("click", () => {
      this.model.send({ referee: "load", text: this.notation.value });
    }, { signal });
    const asked = () => {
      if (this.question.value.trim()) {
        this.model.send({ referee: "ask", text: this.question.value });
      }
    };
    this.askButton.addEventListener("click", asked, { signal });
    this.question.addEventListener("keydown", (ev) => { if (ev.key === "Enter") asked(); },
      { signal });
    this.notation.addEventListener("input", () => this.fit(), { signal });
    onModel(model, ["_referee"], () => this.render(), signal);
    this.render();
  }

  // The hive's notation grows with its text: no inner scroll box.
  fit() {
    this.notation.style.height = "auto";
    this.notation.style.height = `${this.notation.scrollHeight + 2}px`;
  }

  render() {
    const s = this.model.get("_referee") || {};
    const t = s.texts || {};
    this.el.setAttribute("lang", s.language || "en");
    this.title.textContent = s.title || "";
    this.notationLabel.textContent = t.notation || "";
    this.notation.placeholder = t.notation_hint || "";
    this.load.textContent = t.load || "";
    this.questionLabel.textContent = t.question || "";
    this.question.placeholder = t.question_hint || "";
    this.askButton.textContent = t.ask || "";
    setValue(this.notation, s.notation);
    setValue(this.question, s.question);
    const a = s.answer || {};
    this.answer.dataset.tone = a.tone || "";
    this.verdict.textContent = a.text || "";
    this.rule.textContent = a.rule || "";
    this.rule.hidden = !a.rule;
    this.fit();
  }

  destroy() {
    this.board.destroy();
    this.life.abort();
  }
}
