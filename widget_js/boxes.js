// The hive board: one box per tile kind (Decree and Accounting share one at two
// players), each with its stack(s) (the top tile and how many are left) and the
// beelines on it, and the nursery in the New Bee box. While the learner takes a tile,
// a click on a stack makes a beeline of the chosen size there; Python says why not when
// it is not legal.
import { html } from "./boardview.js";
import { beelineNeed, clampWorkers, plural, takeAction } from "./tablerules.js";
import { markNode, miniTile, playerMark, section } from "./tableparts.js";

export class BoxesPart {
  static needs = ["_board", "_players", "_pending", "_last", "_highlight"];

  constructor(view, parent) {
    this.view = view;
    this.workers = 1;
    this.root = section(parent, "hbt-boxes", "Hive board");
    const controls = html("div", { class: "hbt-workers", role: "group",
      "aria-label": "Size of the beeline" }, this.root);
    this.controls = controls;
    html("span", {}, controls, "Beeline of");
    this.less = html("button", { type: "button", class: "hb-btn hbt-workers-less",
      "aria-label": "One worker fewer" }, controls, "−");
    this.countEl = html("output", { class: "hbt-workers-count", "aria-live": "polite" },
      controls, "1");
    this.more = html("button", { type: "button", class: "hb-btn hbt-workers-more",
      "aria-label": "One worker more" }, controls, "+");
    this.noteEl = html("span", { class: "hbt-muted" }, controls);
    this.grid = html("div", { class: "hbt-box-grid" }, this.root);
    this.less.addEventListener("click", () => this.setWorkers(this.workers - 1));
    this.more.addEventListener("click", () => this.setWorkers(this.workers + 1));
    this.grid.addEventListener("click", (ev) => {
      const b = ev.target.closest("button.hbt-stack");
      if (b) this.take(b.dataset.box, b.dataset.tile);
    });
  }

  available() {
    const s = this.s;
    if (!s || !s.pending || s.pending.player === null || s.pending.player === undefined) return 1;
    return s.players[s.pending.player].workers[0];
  }

  setWorkers(n) {
    this.workers = clampWorkers(n, this.available());
    this.render();
  }

  take(boxName, kind) {
    const json = takeAction(this.s.actions, boxName, kind, this.workers);
    this.view.act(json);
  }

  update(s) {
    this.s = s;
    this.render();
  }

  render() {
    const s = this.s;
    const statics = s.static;
    const choosing = s.pending.kind === "turn" && s.pending.mine;
    const available = this.available();
    this.workers = clampWorkers(this.workers, available);
    this.controls.hidden = !choosing;
    this.countEl.textContent = String(this.workers);
    this.less.disabled = this.workers <= 1;
    this.more.disabled = this.workers >= available;
    this.noteEl.textContent = plural(this.workers, "worker") + " (" + available +
      " available)";
    this.grid.replaceChildren();
    s.board.forEach((box, i) => {
      const meta = statics.boxes[i];
      const node = html("div", { class: "hbt-box", "data-box": box.name }, this.grid);
      markNode(node, { highlighted: s.hl.has("box:" + box.name),
        last: s.lastKey === "box:" + box.name });
      html("h4", {}, node, meta.label);
      const need = beelineNeed(box);
      const stacks = html("div", { class: "hbt-stacks" }, node);
      for (const kind of meta.kinds) {
        const left = box.stacks[kind];
        const legal = s.actions.some((a) => a.json.kind === "take_tile" &&
          a.json.tile === kind && a.json.workers === this.workers);
        const label = statics.kinds[kind];
        let state = "";
        if (!left) state = "empty";
        else if (choosing && legal) state = "✓ take with " + this.workers;
        else if (need !== null) state = "needs " + need;
        const cost = kind === "decree" ? " (costs " + statics.decree_cost + " coins)" : "";
        const aria = label + " stack: " + plural(left, "tile") + " left" + cost + ". " +
          (choosing ? (legal ? "Take one with a beeline of " + this.workers + "." :
            need !== null ? "A new beeline here needs exactly " + need + " workers." :
              "Not with a beeline of " + this.workers + ".") : "");
        const b = html("button", { type: "button", class: "hbt-stack" +
          (choosing && legal ? " hbt-target" : ""), "data-box": box.name, "data-tile": kind,
        "aria-label": aria, title: aria }, stacks);
        if (left) miniTile(b, statics.palette, kind);
        else html("span", { class: "hbt-empty-stack", "aria-hidden": "true" }, b, "∅");
        const text = html("span", { class: "hbt-stack-text" }, b);
        html("strong", {}, text, label);
        html("span", {}, text, left + " left" + (kind === "decree" ? " · 5 coins" : ""));
        if (state) html("span", { class: "hbt-stack-state" }, text, state);
      }
      const lines = html("div", { class: "hbt-beelines", "aria-label": "Beelines" }, node);
      if (!box.beelines.length) html("span", { class: "hbt-muted" }, lines, "no beeline");
      for (const [seat, height] of box.beelines) {
        const player = statics.players[seat];
        const chip = html("span", { class: "hbt-beeline", "data-seat": String(seat),
          title: player.name + ": a beeline of " + plural(height, "worker") }, lines);
        for (let k = 0; k < Math.min(height, 6); k++) {
          chip.appendChild(playerMark(player, 16, k === Math.min(height, 6) - 1 ?
            String(height) : ""));
        }
        html("span", { class: "hbt-sr" }, chip, player.name + ": " + plural(height, "worker"));
      }
      if (meta.kinds.includes("new_bee")) {
        const nursery = html("div", { class: "hbt-nursery" }, node);
        html("span", { class: "hbt-muted" }, nursery, "Nursery:");
        let any = false;
        s.players.forEach((p, seat) => {
          if (!p.workers[2]) return;
          any = true;
          const chip = html("span", { class: "hbt-beeline", "data-seat": String(seat) },
            nursery);
          chip.appendChild(playerMark(statics.players[seat], 16, String(p.workers[2])));
          html("span", { class: "hbt-sr" }, chip, statics.players[seat].name + ": " +
            plural(p.workers[2], "new worker"));
        });
        if (!any) html("span", { class: "hbt-muted" }, nursery, " empty");
      }
    });
  }
}
