// The table's "New game" dialog and its module chooser: a button beside undo / redo opens
// it; each module has a tick box, its name and one line on what it changes (Python says
// them in the table's language). A module that another ticked module brings along (every
// Fall Flavors module brings Sweetwater Sunset) is shown ticked and fixed. "Start" sends
// {"kind": "new_game", "modules": [...]}: the engine checks the mix, and an impossible one
// comes back as the table's error with the game unchanged. While a game is in progress,
// "Start" first asks in place "Abandon this game?" (Yes / No); only Yes sends the message,
// with "confirm": true (the table refuses a new game before the end without it).
import { html } from "./pagekit.js";
import DECLARED from "../honeybuzz_lab/games/honeybuzz/widgets/table_parts.json" with { type: "json" };

// What the boxes show for the ticked names: {on: every module of the game, implied: those
// that come with another ticked one (fixed)}.
export function chooserTicks(modules, ticked) {
  const byName = new Map((modules || []).map((m) => [m.name, m]));
  const implied = new Set();
  const visit = (name) => {
    for (const need of (byName.get(name) || { implies: [] }).implies || []) {
      if (!implied.has(need)) {
        implied.add(need);
        visit(need);
      }
    }
  };
  for (const name of ticked) visit(name);
  const on = new Set([...ticked, ...implied]);
  return { on, implied };
}

// The modules sent for the ticked names, in the dialog's order.
export function chosenModules(modules, ticked) {
  const { on } = chooserTicks(modules, ticked);
  return (modules || []).map((m) => m.name).filter((name) => on.has(name));
}

// What "Start" does: {ask: true} while a game is in progress and the learner has not
// confirmed abandoning it yet, else {send: the new_game message}.
export function newGameStep(chooser, modules, confirmed) {
  const inProgress = Boolean(chooser && chooser.in_progress);
  if (inProgress && !confirmed) return { ask: true };
  const message = { kind: "new_game", modules };
  if (inProgress) message.confirm = true;
  return { send: message };
}

export class ChooserPart {
  static needs = DECLARED.parts.chooser;

  constructor(view, parent) {
    this.view = view;
    const tools = view.root.querySelector(".hbt-tools") || parent;
    this.openBtn = html("button", { type: "button", class: "hb-btn hbt-newgame-open",
      "aria-haspopup": "dialog" }, tools);
    this.openBtn.hidden = true;
    this.openBtn.addEventListener("click", () => this.open(), { signal: view.signal });
    const box = html("div", { class: "hbt-newgame", role: "dialog", "aria-modal": "true" },
      view.root);
    box.hidden = true;
    this.box = box;
    const card = html("div", { class: "hbt-newgame-card" }, box);
    this.titleEl = html("h3", { id: view.uid + "-newgame" }, card);
    box.setAttribute("aria-labelledby", view.uid + "-newgame");
    this.introEl = html("p", { class: "hbt-newgame-intro" }, card);
    this.listEl = html("ul", { class: "hbt-newgame-list" }, card);
    const row = html("div", { class: "hbt-newgame-buttons" }, card);
    this.row = row;
    this.startBtn = html("button", { type: "button", class: "hb-btn hbt-newgame-start" }, row);
    this.cancelBtn = html("button", { type: "button", class: "hb-btn hbt-newgame-cancel" }, row);
    this.startBtn.addEventListener("click", () => this.start(), { signal: view.signal });
    this.cancelBtn.addEventListener("click", () => this.close(), { signal: view.signal });
    // the in-place question before a game in progress is abandoned
    const ask = html("div", { class: "hbt-newgame-ask", role: "group" }, card);
    ask.hidden = true;
    this.askEl = ask;
    this.askText = html("p", { class: "hbt-newgame-question", id: view.uid + "-abandon" }, ask);
    ask.setAttribute("aria-labelledby", view.uid + "-abandon");
    const answers = html("div", { class: "hbt-newgame-buttons" }, ask);
    this.yesBtn = html("button", { type: "button", class: "hb-btn hbt-newgame-yes" }, answers);
    this.noBtn = html("button", { type: "button", class: "hb-btn hbt-newgame-no" }, answers);
    this.yesBtn.addEventListener("click", () => this.start(true), { signal: view.signal });
    this.noBtn.addEventListener("click", () => this.unask(), { signal: view.signal });
    this.listEl.addEventListener("change", () => this.drawTicks(), { signal: view.signal });
    box.addEventListener("keydown", (ev) => {
      if (ev.key === "Escape") {
        ev.preventDefault();
        ev.stopPropagation();
        this.close();
      }
    }, { signal: view.signal });
    this.chooser = {};
  }

  update() {
    const c = this.view.model.get("_chooser") || {};
    this.chooser = c;
    const on = Boolean(c.modules && c.modules.length);
    this.openBtn.hidden = !on;
    if (!on) {
      this.close();
      return;
    }
    this.openBtn.textContent = c.open;
    this.openBtn.title = c.open_title;
    this.titleEl.textContent = c.title;
    this.introEl.textContent = c.intro;
    this.startBtn.textContent = c.start;
    this.cancelBtn.textContent = c.cancel;
    this.askText.textContent = c.abandon || "";
    this.yesBtn.textContent = c.yes || "";
    this.noBtn.textContent = c.no || "";
    if (this.box.hidden) this.fill();
  }

  // The boxes as the game shown has them.
  fill() {
    const c = this.chooser;
    this.listEl.replaceChildren();
    for (const m of c.modules || []) {
      const id = this.view.uid + "-mod-" + m.name.replace(".", "-");
      const li = html("li", { class: "hbt-newgame-module", "data-module": m.name }, this.listEl);
      const input = html("input", { type: "checkbox", id, "data-module": m.name }, li);
      input.checked = m.on;
      const label = html("label", { for: id }, li);
      html("span", { class: "hbt-newgame-label" }, label, m.label);
      html("span", { class: "hbt-newgame-line" }, label, m.line);
      html("span", { class: "hbt-newgame-implied" }, label, c.implied);
    }
    this.drawTicks();
  }

  ticked() {
    return [...this.listEl.querySelectorAll("input[data-module]")]
      .filter((i) => i.checked && !i.disabled).map((i) => i.dataset.module);
  }

  drawTicks() {
    const { implied } = chooserTicks(this.chooser.modules, this.ticked());
    for (const input of this.listEl.querySelectorAll("input[data-module]")) {
      const fixed = implied.has(input.dataset.module);
      if (fixed) input.checked = true;
      input.disabled = fixed;
      input.closest("li").classList.toggle("hbt-newgame-fixed", fixed);
    }
  }

  open() {
    this.fill();
    this.box.hidden = false;
    this.view.root.classList.add("hbt-choosing");
    const first = this.listEl.querySelector("input:not([disabled])");
    (first || this.startBtn).focus({ preventScroll: true });
  }

  // Back from the question to the dialog's own buttons.
  unask() {
    const asked = !this.askEl.hidden;
    this.askEl.hidden = true;
    this.row.hidden = false;
    if (asked) this.startBtn.focus({ preventScroll: true });
  }

  close() {
    if (this.box.hidden) return;
    this.askEl.hidden = true;
    this.row.hidden = false;
    this.box.hidden = true;
    this.view.root.classList.remove("hbt-choosing");
    this.openBtn.focus({ preventScroll: true });
  }

  start(confirmed = false) {
    const modules = chosenModules(this.chooser.modules, this.ticked());
    const step = newGameStep(this.chooser, modules, confirmed);
    if (step.ask) {
      this.row.hidden = true;
      this.askEl.hidden = false;
      this.noBtn.focus({ preventScroll: true });
      return;
    }
    this.close();
    this.view.send(step.send);
  }
}
