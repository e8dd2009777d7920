// The score sheet: the settings (contest cards, difficulty, foliage), a card of fields per
// player, the explanation line by line and the chart. Python keeps the state in `_sheet`
// ({title, language, errors, settings: [{key, label, options: [[text, value]], value}],
// cards: [{name, fields: [{key, label, kind: "int" | "text", value, placeholder}]}],
// problem, lines, winner, chart}) and scores every change. A field sends {sheet: "field",
// player, field, value} as the learner types (after a pause) and at once on Enter or when
// it is left; a setting sends {sheet: "choose", slot, value}. A number field sends only a
// whole number (an empty field is 0); one that holds anything else is marked invalid.
import { keyedChildren } from "./pagekit.js";
import { companionErrors, companionRoot, html, onModel, setHtml, setValue } from
  "./companion_kit.js";

const PAUSE_MS = 350;

export class SheetView {
  constructor(model, el) {
    this.model = model;
    this.life = new AbortController();
    const signal = this.life.signal;
    this.say = companionRoot(el, "hbcomp-sheet", signal);
    this.el = el;
    this.uid = "hbcomp" + Math.random().toString(36).slice(2, 8);
    this.title = html("h3", { class: "hbcomp-title" }, el);
    this.errors = companionErrors(model, el, this.state.errors, signal);
    this.settings = html("div", { class: "hbcomp-settings" }, el);
    this.cards = html("div", { class: "hbcomp-cards" }, el);
    this.result = html("div", { class: "hbcomp-result" }, el);
    this.chart = html("div", { class: "hbcomp-chart" }, el);
    this.timers = new Map();
    this.winner = null;
    onModel(model, ["_sheet"], () => this.render(), signal);
    this.render();
  }

  get state() {
    return this.model.get("_sheet") || {};
  }

  render() {
    const s = this.state;
    this.el.setAttribute("lang", s.language || "en");
    this.el.setAttribute("aria-label", s.title || "");
    this.title.textContent = s.title || "";
    this.errors.draw(s.errors);
    keyedChildren(this.settings, s.settings || [], (c) => c.key,
      (c) => this.createSetting(c), (node, c) => this.updateSetting(node, c));
    keyedChildren(this.cards, (s.cards || []).map((card, i) => ({ ...card, seat: i })),
      (card) => card.seat, (card) => this.createCard(card), (node, card) =>
        this.updateCard(node, card));
    const lines = (s.lines || []).map((line) => `<li>${escapeText(line)}</li>`).join("");
    setHtml(this.result, s.problem
      ? `<p class="hbcomp-problem">${escapeText(s.problem)}</p>`
      : `<ol class="hbcomp-lines">${lines}</ol>`);
    setHtml(this.chart, s.chart || "");
    const said = s.problem || s.winner || "";
    if (this.winner !== null && said !== this.winner) this.say(said);
    this.winner = said;
  }

  createSetting(c) {
    const id = `${this.uid}-set-${c.key}`;
    const row = html("div", { class: "hbcomp-setting" });
    html("label", { for: id, class: "hbcomp-label" }, row);
    const select = html("select", { id, class: "hbcomp-select" }, row);
    select.addEventListener("change", () => {
      this.model.send({ sheet: "choose", slot: c.key, value: select.value });
    }, { signal: this.life.signal });
    this.updateSetting(row, c);
    return row;
  }

  updateSetting(row, c) {
    row.querySelector("label").textContent = c.label;
    const select = row.querySelector("select");
    const key = JSON.stringify(c.options);
    if (select.dataset.options !== key) {
      select.dataset.options = key;
      select.replaceChildren();
      for (const [text, value] of c.options) html("option", { value }, select, text);
    }
    if (select.value !== c.value) select.value = c.value;
  }

  createCard(card) {
    const section = html("section", { class: "hbcomp-card" });
    html("h4", { class: "hbcomp-card-name" }, section);
    html("div", { class: "hbcomp-fields" }, section);
    this.updateCard(section, card);
    return section;
  }

  updateCard(section, card) {
    section.setAttribute("aria-label", card.name);
    section.querySelector(".hbcomp-card-name").textContent = card.name;
    keyedChildren(section.querySelector(".hbcomp-fields"), card.fields, (f) => f.key,
      (f) => this.createField(card.seat, f), (node, f) => this.updateField(node, f));
  }

  createField(seat, f) {
    const id = `${this.uid}-${seat}-${f.key.replace(/[^\w-]/g, "_")}`;
    const row = html("div", { class: "hbcomp-field", "data-field": f.key });
    html("label", { for: id, class: "hbcomp-label" }, row);
    const number = f.kind === "int";
    const input = html("input", { id, class: "hbcomp-input", type: number ? "number" : "text",
      inputmode: number ? "numeric" : null, step: number ? "1" : null, autocomplete: "off",
      spellcheck: "false" }, row);
    const where = `${seat}|${f.key}`;
    const send = () => {
      clearTimeout(this.timers.get(where));
      let value = input.value.trim();
      if (number) {
        const whole = /^-?\d+$/.test(value) || value === "";
        input.setAttribute("aria-invalid", String(!whole || input.validity.badInput));
        if (!whole || input.validity.badInput) return;
        value = value === "" ? 0 : Number(value);
      }
      this.model.send({ sheet: "field", player: seat, field: f.key, value });
    };
    const signal = this.life.signal;
    input.addEventListener("input", () => {
      clearTimeout(this.timers.get(where));
      this.timers.set(where, setTimeout(send, PAUSE_MS));
    }, { signal });
    input.addEventListener("change", send, { signal });
    input.addEventListener("keydown", (ev) => { if (ev.key === "Enter") send(); }, { signal });
    this.updateField(row, f);
    return row;
  }

  updateField(row, f) {
    row.querySelector("label").textContent = f.label;
    const input = row.querySelector("input");
    if (f.placeholder) input.placeholder = f.placeholder;
    setValue(input, f.value);
  }

  destroy() {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.life.abort();
  }
}

function escapeText(text) {
  return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
