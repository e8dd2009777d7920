// The hive board: one box per tile kind (Decree and Accounting share one at two
// players), each with its stack(s) (the top tile and how many are left) and the
// beelines on it, and the nursery in the New Bee box. While the learner takes a tile,
// a click on a stack makes a beeline of the chosen size there; Python says why not when
// it is not legal.
import { html } from "./boardview.js";
import { beelineNeed, clampWorkers, takeAction } from "./tablerules.js";
import { markNode, miniTile, playerMark, section } from "./tableparts.js";
import DECLARED from "../honeybuzz_lab/games/honeybuzz/widgets/table_parts.json" with { type: "json" };
import { patchChildren } from "./keyed.js";
import { leafTop, stackLeaves } from "./fall_leaves.js";

export class BoxesPart {
  static needs = DECLARED.parts.boxes;

  constructor(view, parent) {
    this.view = view;
    this.workers = 1;
    const t = (key) => view.t("table.boxes." + key);
    this.root = section(parent, "hbt-boxes", t("title"));
    const controls = html("div", { class: "hbt-workers", role: "group",
      "aria-label": t("size_label") }, this.root);
    this.controls = controls;
    html("span", {}, controls, t("beeline_of"));
    this.less = html("button", { type: "button", class: "hb-btn hbt-workers-less",
      "aria-label": t("fewer") }, controls, "−");
    this.countEl = html("span", { class: "hbt-workers-count" },
      controls, "1");
    this.more = html("button", { type: "button", class: "hb-btn hbt-workers-more",
      "aria-label": t("more") }, controls, "+");
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
    const json = takeAction(this.s.actions, boxName, kind, this.workers,
      this.s.static.action_kinds);
    this.view.act(json);
  }

  update(s) {
    this.s = s;
    this.render();
  }

  render() {
    const s = this.s;
    const t = (key, params) => this.view.t("table.boxes." + key, params);
    const statics = s.static;
    const choosing = s.pending.kind === "turn" && s.pending.mine;
    const available = this.available();
    this.workers = clampWorkers(this.workers, available);
    this.controls.hidden = !choosing;
    this.countEl.textContent = String(this.workers);
    this.less.disabled = this.workers <= 1;
    this.more.disabled = this.workers >= available;
    this.noteEl.textContent = t("note", { n: this.workers, available });
    // Drawn apart, then patched in: kept elements keep focus and scroll.
    const shownGrid = this.grid;
    this.grid = shownGrid.cloneNode(false);
    s.board.forEach((box, i) => {
      const meta = statics.boxes[i];
      const node = html("div", { class: "hbt-box", "data-box": box.name, "data-key": box.name },
        this.grid);
      markNode(node, { highlighted: s.hl.has("box:" + box.name),
        last: s.lastKey === "box:" + box.name });
      html("h4", {}, node, meta.label);
      // The solitaire variant: a drone on this box (its tiles cannot be taken).
      const drone = ((s.solo || {}).drones || []).find((d) => d.box === box.name);
      node.classList.toggle("hbt-box-drone", Boolean(drone));
      if (drone) {
        html("p", { class: "hbt-drone-here", "data-drone": drone.drone }, node,
          "⊘ " + drone.blocked);
      }
      const need = beelineNeed(box);
      const stacks = html("div", { class: "hbt-stacks" }, node);
      for (const kind of meta.kinds) {
        const left = box.stacks[kind];
        const legal = s.actions.some((a) => a.target[0] === "box" &&
          a.target[2] === kind && a.info.workers === this.workers);
        const label = statics.kinds[kind];
        let state = "";
        if (!left) state = t("empty");
        else if (choosing && legal) state = t("take_with", { n: this.workers });
        else if (need !== null && s.pending.guides !== false) state = t("needs", { n: need });
        const cost = kind === "decree" ? t("decree_cost", { n: statics.decree_cost }) : "";
        const top = left ? leafTop(s, kind) : null; // Autumn Leaves: the top tile's leaves
        const aria = t("stack", { kind: label, n: left, cost }) + (top ? " " + top.text : "") +
          (choosing ? " " + (legal ? t("can_take", { n: this.workers }) :
            need !== null ? t("need_exactly", { n: need }) :
              t("not_with", { n: this.workers })) : "");
        const b = html("button", { type: "button", class: "hbt-stack" +
          (choosing && legal ? " hbt-target" : ""), "data-box": box.name, "data-tile": kind,
        "data-key": box.name + ":" + kind,
        "aria-label": aria, title: aria }, stacks);
        if (left) miniTile(b, statics.palette, kind);
        else html("span", { class: "hbt-empty-stack", "aria-hidden": "true" }, b, "∅");
        if (top) stackLeaves(b, top);
        const text = html("span", { class: "hbt-stack-text" }, b);
        html("strong", {}, text, label);
        html("span", {}, text, t("left", { n: left }) +
          (kind === "decree" ? t("decree_coins", { n: statics.decree_cost }) : ""));
        if (state) html("span", { class: "hbt-stack-state" }, text, state);
      }
      const lines = html("div", { class: "hbt-beelines", "aria-label": t("beelines") }, node);
      if (!box.beelines.length) html("span", { class: "hbt-muted" }, lines, t("no_beeline"));
      for (const [seat, height] of box.beelines) {
        const player = statics.players[seat];
        const chip = html("span", { class: "hbt-beeline", "data-seat": String(seat),
          title: t("beeline", { name: player.name, n: height }) }, lines);
        for (let k = 0; k < Math.min(height, 6); k++) {
          chip.appendChild(playerMark(player, 16, k === Math.min(height, 6) - 1 ?
            String(height) : ""));
        }
        html("span", { class: "hbt-sr" }, chip, t("beeline_short", { name: player.name,
          n: height }));
      }
      if (meta.kinds.includes("new_bee")) {
        const nursery = html("div", { class: "hbt-nursery" }, node);
        html("span", { class: "hbt-muted" }, nursery, t("nursery"));
        let any = false;
        s.players.forEach((p, seat) => {
          if (!p.workers[2]) return;
          any = true;
          const chip = html("span", { class: "hbt-beeline", "data-seat": String(seat) },
            nursery);
          chip.appendChild(playerMark(statics.players[seat], 16, String(p.workers[2])));
          html("span", { class: "hbt-sr" }, chip, t("nursery_workers", {
            name: statics.players[seat].name, n: p.workers[2] }));
        });
        if (!any) html("span", { class: "hbt-muted" }, nursery, " " + t("nursery_empty"));
      }
    });
    patchChildren(shownGrid, this.grid);
    this.grid = shownGrid;
  }
}
