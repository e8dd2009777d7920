// The referee: the hive board's own view (board/view.js: pick a tile, turn it, place it)
// with the referee's questions under it. Python keeps them in `_referee` ({title, language,
// notation, question, texts: {notation, notation_hint, load, question, question_hint, ask},
// answer: {tone: "legal" | "illegal" | "info" | "problem", text, rule}}); the board's
// refusals and a refused page message show in the board's own error line. "Put on the
// board" sends {referee: "load", text}; asking (the button, or Enter in the tile field)
// sends {referee: "ask", text}.
//
// The referee shows the hexes' coordinates (the notation needs them): they are drawn at
// 11 px or more whatever the board's size and zoom, larger in the board's units when it is
// drawn small, and left out when even the largest that fits a hex would be under 11 px
// (as the board does with the tiles' letters).

//: The coordinates' size in the board's units: the board's own, and the largest that fits.
const COORD_UNITS = SIZE * 0.27;
const COORD_MOST = SIZE * 0.54;
import { BoardView } from "./board/view.js";
import { SIZE } from "./render.js";
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
    const boardEl = html("div", { class: "hbcomp-board" }, el);
    this.board = new BoardView(model, boardEl);
    this.boardEl = boardEl;
    if (typeof ResizeObserver !== "undefined") {
      const sized = new ResizeObserver(() => this.fitCoords());
      sized.observe(boardEl);
      const zoomed = new MutationObserver(() => this.fitCoords());
      zoomed.observe(boardEl, { subtree: true, attributes: true, attributeFilter: ["viewBox"] });
      signal.addEventListener("abort", () => {
        sized.disconnect();
        zoomed.disconnect();
      });
    }
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

  // The coordinates at 11 px or more on the screen (see the top of this file).
  fitCoords() {
    const svg = this.boardEl.querySelector("svg.hb-svg");
    const view = this.board.view;
    if (!svg || !view) return;
    const box = svg.getBoundingClientRect();
    if (!box.width || !box.height) return;
    const scale = Math.min(box.width / view[2], box.height / view[3]);
    const units = Math.max(COORD_UNITS, 11.2 / scale);
    svg.classList.toggle("hbcomp-coords-off", units > COORD_MOST);
    const size = Math.min(units, COORD_MOST);
    svg.style.setProperty("--hbcomp-coord", `${size.toFixed(2)}px`);
    // On a tile, a larger coordinate goes down to the hex's foot, clear of the tile's letter.
    svg.style.setProperty("--hbcomp-coord-down", `${((size - COORD_UNITS) * 1.2).toFixed(2)}px`);
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
    this.el.setAttribute("aria-label", s.title || "");
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
