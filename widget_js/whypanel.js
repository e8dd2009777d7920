// The full game's title line and its Why? panel, drawn above the table in the table's own
// view. Python keeps them in the synced `_full` trait (honeybuzz_lab/games/honeybuzz/
// lessons/full_game.py): {header: HTML, why: {buttons, message: {key, html}, advice}}, the
// advice's options with their Play this words, texts (HTML), the Queen's estimates and the
// engine's sentences. A table without `_full` (every other table) is drawn alone. The
// buttons send {why: "ask" | "queen"} and {why: "play" | "show", rank}.
import { html, onModel } from "./pagekit.js";
import { staysInWidget } from "./keyboard.js";

// The widget's root laid out for a full game: the title line with the Why? buttons, the
// advice under them and the table below. Returns {surface, destroy}.
export function fullGameLayout(model, root) {
  const state = model.get("_full");
  if (!state || !state.why) return { surface: root, destroy() {} };
  root.classList.add("hb-full-game");
  const panel = new WhyPanel(model, root);
  const row = html("div", { class: "hb-full-game-row" }, root);
  const surface = html("div", {}, row);
  return { surface, destroy: () => panel.destroy() };
}

class WhyPanel {
  constructor(model, root) {
    this.model = model;
    this.life = new AbortController();
    this.shown = {}; // the HTML last put in each part (set again only when it changes)
    this.adviceKey = null;
    const signal = this.life.signal;
    const head = html("div", { class: "hb-full-game-head hb-why-panel",
      "data-lm-suppress-shortcuts": "true" }, root);
    head.addEventListener("keydown", (ev) => { if (staysInWidget(ev)) ev.stopPropagation(); },
      { signal });
    this.head = head;
    this.title = html("div", { class: "hb-full-game-title-line" }, head);
    this.why = html("button", { type: "button", class: "hb-why-btn hb-why-button" }, head);
    this.queen = html("button", { type: "button", class: "hb-why-btn hb-why-queen-button" },
      head);
    this.message = html("div", { class: "hb-why-line", role: "status", "aria-live": "polite" },
      head);
    this.why.addEventListener("click", () => this.send({ why: "ask" }), { signal });
    this.queen.addEventListener("click", () => this.send({ why: "queen" }), { signal });
    this.advice = html("div", { class: "hb-why-advice hb-why-panel",
      "data-lm-suppress-shortcuts": "true" }, root);
    this.advice.addEventListener("keydown",
      (ev) => { if (staysInWidget(ev)) ev.stopPropagation(); }, { signal });
    onModel(model, ["_full"], () => this.render(), signal);
    this.render();
  }

  destroy() {
    this.life.abort();
  }

  send(content) {
    this.model.send(content);
  }

  put(name, node, markup) {
    if (this.shown[name] === markup) return;
    this.shown[name] = markup;
    node.innerHTML = markup;
  }

  render() {
    const s = this.model.get("_full") || {};
    const why = s.why || {};
    const buttons = why.buttons || {};
    this.head.setAttribute("lang", why.language || "en");
    this.advice.setAttribute("lang", why.language || "en");
    this.put("header", this.title, s.header || "");
    for (const [name, button] of [["why", this.why], ["queen", this.queen]]) {
      const b = buttons[name] || {};
      button.textContent = b.label || "";
      button.title = b.title || "";
    }
    const message = why.message || {};
    this.message.dataset.key = message.key || "";
    this.put("message", this.message, message.html || "");
    this.renderAdvice(why.advice, buttons);
  }

  renderAdvice(advice, buttons) {
    const key = JSON.stringify(advice || null);
    if (key === this.adviceKey) return;
    this.adviceKey = key;
    const box = this.advice;
    box.replaceChildren();
    box.hidden = !advice;
    if (!advice) return;
    const signal = this.life.signal;
    const list = html("ol", { class: "hb-why-options" }, box);
    for (const o of advice.options || []) {
      const item = html("li", { class: "hb-why-option" }, list);
      const row = html("div", { class: "hb-why-option-buttons" }, item);
      const play = html("button", { type: "button",
        class: `hb-why-btn hb-why-play hb-why-play-${o.rank}${o.bot ? " hb-why-bot-pick" : ""}`,
        title: o.label }, row, o.button);
      play.addEventListener("click", () => this.send({ why: "play", rank: o.rank }), { signal });
      if (o.show) {
        const show = html("button", { type: "button", class: "hb-why-btn hb-why-show" }, row,
          (buttons.show || {}).label || "");
        show.addEventListener("click", () => this.send({ why: "show", rank: o.rank }),
          { signal });
      }
      const text = html("div", { class: "hb-why-text" }, item);
      text.innerHTML = o.text;
      if (o.estimate) item.insertAdjacentHTML("beforeend", o.estimate);
      if ((o.details || []).length) {
        const details = html("details", {}, item);
        html("summary", {}, details, (buttons.details || {}).label || "");
        const ul = html("ul", {}, details);
        for (const line of o.details) html("li", {}, ul, line);
      }
    }
    const foot = html("div", { class: "hb-why-footer" }, box);
    html("p", { class: "hb-why-bot-text" }, foot).innerHTML = advice.bot_text || "";
    if (advice.queen_text) {
      html("p", { class: "hb-why-queen-text" }, foot).innerHTML = advice.queen_text;
    }
    if (advice.more) html("p", { class: "hb-why-small" }, foot, advice.more);
    html("p", { class: "hb-why-small" }, foot, advice.method || "");
  }
}
