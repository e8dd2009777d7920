// The solitaire variant's part of the table: the difficulty and the win check, the two
// drones, the face-up drone card and the next card's hive side, the solo contests' tiers,
// the latest drone turn replayed step by step (a short pause between steps; "Skip" or Esc
// shows it all) and the win / loss screen with the rank. Python says every text (from the
// player's view: the drone deck's order never reaches the page); this part only draws.
import { html } from "../../pagekit.js";
import { el } from "../../render.js";
import { markNode, pictureSvg, section } from "../../tableparts.js";
import { highlightKeys } from "../../tablerules.js";

export class SoloPart {
  static needs = ["_highlight"];

  constructor(view, parent) {
    this.view = view;
    const t = (key) => view.t("table.solo." + key);
    this.root = section(parent, "hbt-solo", t("title"));
    this.root.hidden = true;
    // Announced through the table's one live region (view.say), not a region of its own.
    this.outcomeEl = html("div", { class: "hbt-solo-outcome" }, this.root);
    this.outcomeEl.hidden = true;
    this.outTitle = html("h4", { class: "hbt-solo-outcome-title" }, this.outcomeEl);
    this.outText = html("p", {}, this.outcomeEl);
    this.headEl = html("p", { class: "hbt-solo-head" }, this.root);
    // The drones, the drone cards and the contests drawn as the box's pieces; their
    // sentences are the pieces' tooltips and, for screen readers, the lists below.
    this.piecesEl = html("div", { class: "hbt-solo-pieces" }, this.root);
    const row = html("div", { class: "hbt-solo-row hbt-sr" }, this.root);
    this.dronesEl = html("ul", { class: "hbt-solo-drones" }, row);
    this.cardEl = html("ul", { class: "hbt-solo-cards" }, row);
    this.contestsEl = html("ul", { class: "hbt-solo-contests hbt-sr" }, this.root);
    const turn = html("div", { class: "hbt-solo-turn" }, this.root);
    this.turnEl = turn;
    const head = html("div", { class: "hbt-solo-turn-head" }, turn);
    this.turnTitle = html("h4", {}, head);
    this.skipBtn = html("button", { type: "button", class: "hb-btn hbt-solo-skip",
      "aria-label": t("skip_label"), title: t("skip_label") }, head, t("skip"));
    this.skipBtn.addEventListener("click", () => this.skip(), { signal: view.signal });
    this.stepsEl = html("ol", { class: "hbt-solo-steps" }, turn);
    this.reconEl = html("p", { class: "hbt-muted hbt-solo-recon" }, this.root);
    view.root.addEventListener("keydown", (ev) => {
      if (ev.key === "Escape" && this.playing()) {
        ev.preventDefault();
        this.skip();
      }
    }, { signal: view.signal });
    this.shownTurn = null;
    this.shown = 0;
    this.timer = null;
    view.signal.addEventListener("abort", () => clearTimeout(this.timer));
  }

  playing() {
    return this.timer !== null;
  }

  update(s) {
    const solo = s.solo || {};
    this.solo = solo;
    this.root.hidden = !solo.contests;
    if (!solo.contests) return;
    // A lesson points at the solo part (its highlight): the table scrolls it into view.
    const hl = highlightKeys(this.view.model.get("_highlight"));
    markNode(this.root, { highlighted: hl.has("solo") });
    this.headEl.textContent = solo.header;
    this.dronesEl.replaceChildren();
    for (const d of solo.drones) {
      html("li", { class: "hbt-solo-drone", "data-drone": d.drone, "data-box": d.box },
        this.dronesEl, d.text);
    }
    if (!solo.turn) html("li", {}, this.dronesEl, solo.no_turn);
    this.cardEl.replaceChildren();
    html("li", { class: "hbt-solo-card", "data-card": solo.card ? solo.card.id : "" },
      this.cardEl, solo.card ? solo.card.text : solo.card_none);
    if (solo.next) {
      html("li", { class: "hbt-solo-next", "data-box": solo.next.box }, this.cardEl,
        solo.next.text);
    }
    html("li", { class: "hbt-muted hbt-solo-deck" }, this.cardEl, solo.deck_text);
    this.contestsEl.replaceChildren();
    for (const c of solo.contests) {
      html("li", { class: "hbt-solo-contest", "data-card": c.card, "data-tier": String(c.tier) },
        this.contestsEl, c.text);
    }
    this.reconEl.textContent = solo.reconstructed;
    this.drawPieces(solo);
    this.renderOutcome(solo.outcome || {});
    this.renderTurn(solo);
  }

  drawPieces(solo) {
    this.piecesEl.replaceChildren();
    const when = solo.turn ? "" : " \u00b7 " + solo.no_turn;
    for (const d of solo.drones) {
      drone(this.piecesEl, d.drone, d.box_name || d.box, d.text + when);
    }
    const card = solo.card;
    cardPiece(this.piecesEl, "hbt-solo-face", card ? String(card.id) : "?", card ? card.text
      : solo.card_none, null);
    if (solo.next) {
      cardPiece(this.piecesEl, "hbt-solo-back", "\u2192", solo.next.text, solo.next.box_name || "");
    }
    cardPiece(this.piecesEl, "hbt-solo-deck-card", String(solo.deck ?? ""), solo.deck_text, null,
      true);
    for (const c of solo.contests) contestCard(this.piecesEl, c);
  }

  renderOutcome(out) {
    const on = out.won === true || out.won === false;
    this.outcomeEl.hidden = !on;
    this.root.dataset.outcome = on ? (out.won ? "won" : "lost") : "";
    if (!on) {
      this.saidOutcome = "";
      return;
    }
    // Said once when the game ends here (not when a finished game's page is opened).
    const said = out.title + " " + out.text;
    if (this.saidOutcome === "") this.view.say(said);
    this.saidOutcome = said;
    this.outTitle.textContent = out.title;
    this.outText.textContent = out.text;
  }

  // A new drone turn is replayed from its first step; more steps of the same turn (after
  // the player's choice during it) from where it stopped. The first drawing shows all.
  renderTurn(solo) {
    const steps = solo.steps || [];
    this.turnTitle.textContent = solo.turn ? solo.turn_text : solo.no_turn;
    // Before the first drone turn there is nothing to replay: the sentence saying when the
    // drones play is the drones' tooltip (and read with them) instead of a box of its own.
    this.turnEl.hidden = !solo.turn;
    if (this.shownTurn === null) {
      this.shown = steps.length;
    } else if (solo.turn !== this.shownTurn) {
      this.shown = 0;
    }
    this.shownTurn = solo.turn;
    this.shown = Math.min(this.shown, steps.length);
    clearTimeout(this.timer);
    this.timer = null;
    this.drawSteps();
    if (this.shown < steps.length) this.tick();
  }

  tick() {
    const pause = Math.max(0, Number(this.solo.pause || 0) * 1000);
    this.timer = setTimeout(() => {
      this.shown += 1;
      this.timer = null;
      const line = (this.solo.steps || [])[this.shown - 1];
      if (line) this.view.say(line);
      this.drawSteps();
      if (this.shown < (this.solo.steps || []).length) this.tick();
      else this.drawSteps();
    }, pause);
    this.drawSteps();
  }

  skip() {
    clearTimeout(this.timer);
    this.timer = null;
    this.shown = (this.solo.steps || []).length;
    this.drawSteps();
  }

  drawSteps() {
    const steps = this.solo.steps || [];
    this.stepsEl.replaceChildren();
    steps.slice(0, this.shown).forEach((line) => html("li", {}, this.stepsEl, line));
    const playing = this.playing();
    this.turnEl.dataset.playing = String(playing);
    this.turnEl.dataset.shown = String(this.shown);
    this.turnEl.dataset.steps = String(steps.length);
    this.skipBtn.disabled = !playing;
  }
}

// The pieces are drawn a quarter larger than their drawing's units (labels at 15 px).
const ZOOM = 1.25;

// Width (px) of a label of `text` at `size` px (an estimate that errs wide).
function labelWidth(text, size) {
  return Math.ceil([...String(text)].length * size * 0.62);
}

function pieceSvg(parent, cls, w, h, tip) {
  const svg = pictureSvg("hbt-solo-piece", ...cls.split(" "));
  svg.setAttribute("viewBox", `0 0 ${w} ${h}`);
  svg.setAttribute("width", String(Math.round(w * ZOOM)));
  svg.setAttribute("height", String(Math.round(h * ZOOM)));
  el("title", {}, svg).textContent = tip;
  parent.appendChild(svg);
  return svg;
}

function label(svg, x, y, text, cls, size) {
  const t = el("text", { x, y, "text-anchor": "middle", class: cls, "font-size": size }, svg);
  t.textContent = text;
  return t;
}

// A drone: a dark pawn with its letter, standing on the name of its hive box.
export function drone(parent, letter, box, tip) {
  const w = Math.max(64, labelWidth(box, 12) + 12);
  const svg = pieceSvg(parent, "hbt-solo-drone-piece", w, 78, tip);
  svg.dataset.drone = letter;
  el("ellipse", { cx: w / 2, cy: 50, rx: 26, ry: 6, class: "hbt-solo-shadow" }, svg);
  el("circle", { cx: w / 2, cy: 26, r: 22, class: "hbt-solo-pawn" }, svg);
  label(svg, w / 2, 33, letter, "hbt-solo-pawn-letter", 20);
  label(svg, w / 2, 72, box, "hbt-solo-piece-label", 12);
}

// A drone card: face up (its number), the next card's back (the box it sends a drone to),
// or the deck (a stack with the cards left on it).
function cardPiece(parent, cls, mark, tip, under, stack = false) {
  const w = Math.max(60, under ? labelWidth(under, 12) + 12 : 0);
  const svg = pieceSvg(parent, "hbt-solo-card-piece " + cls, w, 78, tip);
  const x = (w - 44) / 2;
  if (stack) {
    for (const k of [4, 2]) {
      el("rect", { x: x + k, y: 2 + k, width: 44, height: 56, rx: 5, class: "hbt-solo-card" },
        svg);
    }
  }
  el("rect", { x, y: 2, width: 44, height: 56, rx: 5, class: "hbt-solo-card" }, svg);
  label(svg, w / 2, 38, mark, "hbt-solo-card-mark", 20);
  if (under) label(svg, w / 2, 72, under, "hbt-solo-piece-label", 12);
}

// A solo contest card: its title, the count now (large), a star per tier reached and an
// empty star for the next one, the points it pays.
export function contestCard(parent, c) {
  const w = Math.max(132, labelWidth(c.title, 12) + 16);
  const svg = pieceSvg(parent, "hbt-solo-contest-piece", w, 66, c.text);
  svg.dataset.tier = String(c.tier);
  el("rect", { x: 1, y: 1, width: w - 2, height: 64, rx: 7, class: "hbt-solo-contest-card" },
    svg);
  label(svg, w / 2, 18, c.title, "hbt-solo-piece-label hbt-solo-contest-title", 12);
  el("circle", { cx: 26, cy: 42, r: 17, class: "hbt-solo-count" }, svg);
  label(svg, 26, 49, String(c.value), "hbt-solo-count-text", 18);
  const stars = "\u2605".repeat(c.tier || 0) + (c.next === null || c.next === undefined ? ""
    : "\u2606");
  label(svg, (w + 46) / 2, 41, stars, "hbt-solo-stars", 16);
  label(svg, (w + 46) / 2, 58, (c.points > 0 ? "+" : "") + String(c.points), "hbt-solo-points",
    13);
}

// A hive box a drone stands on (boxes.js asks through the "boxBlocked" hook): the drone's
// pawn on the box, why the box cannot be chosen its tooltip; true if a drone is there.
export function boxDrone(s, box, node) {
  const drone = ((s.solo || {}).drones || []).find((d) => d.box === box.name);
  if (!drone) return false;
  const here = html("p", { class: "hbt-drone-here", "data-drone": drone.drone,
    title: drone.blocked }, node);
  here.appendChild(dronePawn(drone.drone));
  html("span", { class: "hbt-sr" }, here, "⊘ " + drone.blocked);
  return true;
}

// A drone's small pawn on a hive box: a dark disc with the drone's letter.
function dronePawn(letter) {
  const svg = pictureSvg("hbt-drone-pawn");
  svg.setAttribute("viewBox", "0 0 40 40");
  el("circle", { cx: 20, cy: 20, r: 18, class: "hbt-solo-pawn" }, svg);
  el("text", { x: 20, y: 27, "text-anchor": "middle", "font-size": 19,
    class: "hbt-solo-pawn-letter" }, svg).textContent = letter;
  return svg;
}
