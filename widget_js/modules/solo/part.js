// The solitaire variant's part of the table: the difficulty and the win check, the two
// drones, the face-up drone card and the next card's hive side, the solo contests' tiers,
// the latest drone turn replayed step by step (a short pause between steps; "Skip" or Esc
// shows it all) and the win / loss screen with the rank. Python says every text (from the
// player's view: the drone deck's order never reaches the page); this part only draws.
import { html } from "../../boardview.js";
import { markNode, section } from "../../tableparts.js";
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
    const row = html("div", { class: "hbt-solo-row" }, this.root);
    this.dronesEl = html("ul", { class: "hbt-solo-drones" }, row);
    this.cardEl = html("ul", { class: "hbt-solo-cards" }, row);
    this.contestsEl = html("ul", { class: "hbt-solo-contests" }, this.root);
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
    this.renderOutcome(solo.outcome || {});
    this.renderTurn(solo);
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
