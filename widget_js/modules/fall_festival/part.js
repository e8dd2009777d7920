// The Harvest Festival's part of the table: the festival board (its worker spaces: blocked,
// free, or a player's retired worker), the toast cards face up with what each needs and
// what it would pay the player on turn, the retired workers per player, and the end-of-turn
// choice. The choice's buttons are the pending decision's answers (a page that may not
// answer gets none): "Toast" on each card, "Work" below; each says in words what it gives.
// Solo: when a "toast" drone card comes up, "Return to the box" on each card the player may
// give up.
import { html } from "../../pagekit.js";
import { playerMark, section } from "../../tableparts.js";

// The pending answers of the festival choice: {cards: card id -> answer, work: answer,
// drone: card id -> answer (a solo toast drone card's choice)}.
export function festivalAnswers(actions, mine) {
  const out = { cards: new Map(), work: null, drone: new Map() };
  if (!mine) return out;
  for (const a of actions || []) {
    if (a.json.kind === "retire_toast") out.cards.set(a.json.card, a);
    else if (a.json.kind === "retire_work") out.work = a;
    else if (a.json.kind === "drone_toast") out.drone.set(a.json.card, a);
  }
  return out;
}

export class FestivalPart {
  static needs = ["_pending"];

  constructor(view, parent) {
    this.view = view;
    const t = (key) => view.t("table.fall.festival." + key);
    this.root = section(parent, "hbt-festival", t("title"));
    this.root.hidden = true;
    const head = html("div", { class: "hbt-festival-head" }, this.root);
    this.headerEl = html("p", { class: "hbt-festival-header" }, head);
    this.spacesEl = html("ul", { class: "hbt-festival-spaces" }, head);
    this.choiceEl = html("p", { class: "hbt-festival-choice" }, this.root);
    this.cardsEl = html("ul", { class: "hbt-festival-cards", "aria-label": t("toast_title") },
      this.root);
    this.workEl = html("div", { class: "hbt-festival-work" }, this.root);
    this.retiredEl = html("ul", { class: "hbt-festival-retired" }, this.root);
    this.reconEl = html("p", { class: "hbt-muted hbt-festival-recon" }, this.root);
    this.root.addEventListener("click", (ev) => {
      const b = ev.target.closest("button[data-json]");
      if (b) this.view.act(JSON.parse(b.dataset.json));
    }, { signal: view.signal });
  }

  button(parent, a, text, cls) {
    return html("button", { type: "button", class: "hb-btn hbt-choice " + cls,
      "data-json": JSON.stringify(a.json), "data-kind": a.json.kind, "aria-label": a.label,
      title: a.label }, parent, text);
  }

  update(s) {
    const fest = s.festival || {};
    this.root.hidden = !fest.cards;
    if (!fest.cards) return;
    const t = (key) => this.view.t("table.fall.festival." + key);
    const players = s.static.players || [];
    this.headerEl.textContent = fest.header;
    this.spacesEl.replaceChildren();
    fest.spaces.forEach((space, i) => {
      const key = String(space);
      const li = html("li", { class: "hbt-festival-space", "data-space": key,
        title: fest.space_labels[key] }, this.spacesEl);
      if (typeof space === "number" && players[space]) li.appendChild(playerMark(players[space], 16));
      else li.classList.add(space === "blocked" ? "hbt-festival-blocked" : "hbt-festival-free");
      html("span", { class: "hbt-sr" }, li, (i + 1) + ": " + fest.space_labels[key]);
    });
    this.choiceEl.textContent = fest.choice;
    this.root.classList.toggle("hbt-festival-can", Boolean(fest.can && s.pending.mine));
    const answers = festivalAnswers(s.actions, s.pending.mine);
    // a toast drone card's choice: the body shows the whole board, every card's pay in view
    this.root.classList.toggle("hbt-follow", answers.drone.size > 0);
    this.cardsEl.replaceChildren();
    if (!fest.cards.length) html("li", { class: "hbt-muted" }, this.cardsEl, fest.no_cards);
    for (const card of fest.cards) {
      const li = html("li", { class: "hbt-festival-card", "data-card": card.card }, this.cardsEl);
      html("span", { class: "hbt-festival-card-text" }, li, card.text);
      if (card.now_text) html("span", { class: "hbt-festival-now" }, li, card.now_text);
      const a = answers.cards.get(card.card);
      if (a) this.button(li, a, t("toast_button"), "hbt-festival-toast hbt-target");
      // solo: a "toast" drone card returns the card the player chooses to the box
      const d = answers.drone.get(card.card);
      if (d) this.button(li, d, t("drone_button"), "hbt-festival-drone hbt-target");
    }
    this.workEl.replaceChildren();
    if (answers.work) this.button(this.workEl, answers.work, answers.work.label, "hbt-festival-workbtn");
    this.retiredEl.replaceChildren();
    for (const r of fest.retired) {
      const li = html("li", { "data-seat": String(r.seat), "data-retired": String(r.n) },
        this.retiredEl);
      if (players[r.seat]) li.appendChild(playerMark(players[r.seat], 16));
      html("span", {}, li, " " + r.text);
      if (r.toasts) html("span", { class: "hbt-muted hbt-festival-toasts" }, li, " · " + r.toasts);
    }
    this.reconEl.textContent = fest.reconstructed;
  }
}
