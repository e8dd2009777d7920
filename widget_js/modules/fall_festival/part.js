// The Harvest Festival's part of the table, drawn as pieces: the festival board (its worker
// spaces: blocked, free, or a player's retired worker, with free/all beside them), the toast
// cards face up (a card's coins as a coin piece, then what it counts; what it would pay the
// player on turn as the player's mark and a coin piece), the retired workers per player as
// worker pieces with their count (none retired: the piece's outline, dashed and empty), and
// the end-of-turn choice as a short line. Each drawing
// says its sentence as its tooltip and to screen readers; the note on reconstructed data
// opens in place under an "i" key (a summary). The choice's buttons are the pending decision's answers
// (a page that may not answer gets none): "Toast" on each card, "Work" (a Decree tile) below,
// their only buttons (the decision panel lists them under "All choices" only).
// Solo: when a "toast" drone card comes up, "Return to the box" on each card the player may
// give up.
import { svgBox } from "../../boxpieces.js";
import { html } from "../../pagekit.js";
import { coinPiece, workerPiece } from "../../playerboard.js";
import { miniTile, playerMark, section, shapeSvg } from "../../tableparts.js";

// The size pieces are drawn at (their numbers stay 11 px or more: see part.css).
const PIECE_PX = 28;

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

// A toast card's words without its leading coins ("3 coins per ..." -> "per ..."), or null
// when they do not start with them.
export function cardRest(text, coins) {
  const m = new RegExp("^" + coins + "\\s+\\p{L}+\\s+(.+)$", "u").exec(text || "");
  return m ? m[1] : null;
}

// A piece drawn `PIECE_PX` wide, with its sentence as tooltip and screen-reader text.
function piece(parent, svg, said, cls) {
  svg.setAttribute("width", String(PIECE_PX));
  svg.setAttribute("height", String(PIECE_PX));
  const node = html("span", { class: "hbt-festival-piece " + cls, title: said }, parent);
  node.appendChild(svg);
  html("span", { class: "hbt-sr" }, node, said);
  return node;
}

// No worker retired: the player's piece as an empty dashed outline, no number on it.
function noWorker(player) {
  const svg = svgBox(34, 34);
  shapeSvg(svg, player.shape, 17, 17, 11, { fill: "none", class: "hbt-festival-none",
    "stroke-width": 1.5, "stroke-dasharray": "3 2" });
  return svg;
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
    this.choiceEl = html("p", { class: "hbt-festival-choice" }, head);
    this.cardsEl = html("ul", { class: "hbt-festival-cards", "aria-label": t("toast_title") },
      this.root);
    const foot = html("div", { class: "hbt-festival-foot" }, this.root);
    this.workEl = html("div", { class: "hbt-festival-work" }, foot);
    this.retiredEl = html("ul", { class: "hbt-festival-retired" }, foot);
    this.reconEl = html("details", { class: "hbt-festival-recon" }, foot);
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
    this.drawSpaces(fest, players);
    this.drawChoice(fest);
    this.root.classList.toggle("hbt-festival-can", Boolean(fest.can && s.pending.mine));
    const answers = festivalAnswers(s.actions, s.pending.mine);
    // a toast drone card's choice: the body shows the whole board, every card's pay in view
    this.root.classList.toggle("hbt-follow", answers.drone.size > 0);
    this.cardsEl.replaceChildren();
    if (!fest.cards.length) html("li", { class: "hbt-muted" }, this.cardsEl, fest.no_cards);
    const onTurn = fest.seat === null || fest.seat === undefined ? null : players[fest.seat];
    for (const card of fest.cards) this.drawCard(card, answers, onTurn, t);
    this.workEl.replaceChildren();
    if (answers.work) {
      const b = this.button(this.workEl, answers.work, "", "hbt-festival-workbtn hbt-target");
      const palette = s.static.palette;
      if (palette && palette.icons && palette.icons.decree) {
        // the Decree tile's icon (its letter, too small to read at this size, left off)
        const tile = miniTile(b, palette, "decree", 24);
        for (const letter of tile.querySelectorAll("text")) letter.remove();
      }
      html("span", {}, b, fest.work_button || answers.work.label);
    }
    this.drawRetired(fest, players);
    this.reconEl.replaceChildren();
    html("summary", { title: fest.reconstructed, "aria-label": fest.note || fest.reconstructed },
      this.reconEl, "i");
    html("p", {}, this.reconEl, fest.reconstructed);
  }

  // The worker spaces, free/all beside them (the sentence for screen readers and tooltip).
  drawSpaces(fest, players) {
    this.headerEl.replaceChildren();
    this.headerEl.title = fest.header;
    const open = fest.spaces.filter((x) => x !== "blocked").length;
    html("span", { "aria-hidden": "true" }, this.headerEl, fest.free + "/" + open);
    html("span", { class: "hbt-sr" }, this.headerEl, fest.header);
    this.spacesEl.replaceChildren();
    fest.spaces.forEach((space, i) => {
      const key = String(space);
      const li = html("li", { class: "hbt-festival-space", "data-space": key,
        title: fest.space_labels[key] }, this.spacesEl);
      if (typeof space === "number" && players[space]) li.appendChild(playerMark(players[space], 16));
      else li.classList.add(space === "blocked" ? "hbt-festival-blocked" : "hbt-festival-free");
      html("span", { class: "hbt-sr" }, li, (i + 1) + ": " + fest.space_labels[key]);
    });
  }

  // The choice line: short on the page, whole as tooltip and for screen readers.
  drawChoice(fest) {
    this.choiceEl.replaceChildren();
    this.choiceEl.title = fest.choice;
    if (fest.short) {
      html("span", { "aria-hidden": "true" }, this.choiceEl, fest.short);
      html("span", { class: "hbt-sr" }, this.choiceEl, fest.choice);
    } else {
      this.choiceEl.textContent = fest.choice;
    }
  }

  // A toast card: its coins as a coin, what it counts, what it pays now, its buttons.
  drawCard(card, answers, onTurn, t) {
    const li = html("li", { class: "hbt-festival-card", "data-card": card.card, title: card.text },
      this.cardsEl);
    const what = html("span", { class: "hbt-festival-card-text" }, li);
    const rest = cardRest(card.text, card.coins);
    if (rest) {
      what.appendChild(piece(what, coinPiece(card.coins), card.text, "hbt-festival-per"));
      html("span", { "aria-hidden": "true" }, what, " " + rest);
    } else {
      what.textContent = card.text;
    }
    if (card.now_text) {
      const now = html("span", { class: "hbt-festival-now", "data-coins": String(card.now),
        title: card.now_text }, li);
      if (onTurn) now.appendChild(playerMark(onTurn, 18));
      html("span", { class: "hbt-festival-arrow", "aria-hidden": "true" }, now, "→");
      piece(now, coinPiece(card.now), card.now_text, "hbt-festival-pay");
    }
    const a = answers.cards.get(card.card);
    if (a) this.button(li, a, t("toast_button"), "hbt-festival-toast hbt-target");
    // solo: a "toast" drone card returns the card the player chooses to the box
    const d = answers.drone.get(card.card);
    if (d) this.button(li, d, t("drone_button"), "hbt-festival-drone hbt-target");
  }

  // Each player's retired workers: their worker piece with the count on it, or its empty
  // outline when none are (the sentence says how many either way).
  drawRetired(fest, players) {
    this.retiredEl.replaceChildren();
    for (const r of fest.retired) {
      const li = html("li", { "data-seat": String(r.seat), "data-retired": String(r.n),
        title: r.text }, this.retiredEl);
      const p = players[r.seat];
      if (p) piece(li, r.n ? workerPiece(p, r.n, "free") : noWorker(p), r.text, "");
      else html("span", {}, li, r.text);
      if (r.toasts) html("span", { class: "hbt-muted hbt-festival-toasts" }, li, r.toasts);
    }
  }
}
