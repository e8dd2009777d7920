// The hive board: one box per tile kind (Decree and Accounting share one at two
// players), each a tray drawn with its stack(s) (a tile piece with the number left on it)
// and the beelines on it (columns of worker pieces), and the nursery in the New Bee box.
// While the learner takes a tile, a click on a stack makes a beeline of the chosen size
// there; Python says why not when it is not legal. The words (what a stack is, what a
// click would do) are each piece's name and tooltip.
import { html } from "./pagekit.js";
import { beelineNeed, clampWorkers, takeAction } from "./tablerules.js";
import { markNode, playerMark, section } from "./tableparts.js";
import { beelinePiece, boxTray, nurseryPiece, stackPiece } from "./boxpieces.js";
import DECLARED from "../honeybuzz_lab/games/honeybuzz/widgets/table_parts.json" with { type: "json" };
import { patchChildren } from "./keyed.js";
import { collectHooks } from "./tablemodules.js";

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
    html("span", { class: "hbt-workers-label" }, controls, t("beeline_of"));
    this.less = html("button", { type: "button", class: "hb-btn hbt-workers-less",
      "aria-label": t("fewer") }, controls, "−");
    this.countEl = html("span", { class: "hbt-workers-count" },
      controls, "1");
    this.more = html("button", { type: "button", class: "hb-btn hbt-workers-more",
      "aria-label": t("more") }, controls, "+");
    // The workers still free, as pieces: the ones the beeline takes are drawn solid.
    this.freeEl = html("span", { class: "hbt-free" }, controls);
    this.noteEl = html("span", { class: "hbt-sr" }, controls);
    this.grid = html("div", { class: "hbt-box-grid" }, this.root);
    this.less.addEventListener("click", () => this.setWorkers(this.workers - 1));
    this.more.addEventListener("click", () => this.setWorkers(this.workers + 1));
    this.grid.addEventListener("click", (ev) => {
      const b = ev.target.closest("button.hbt-stack") || this.blockedStack(ev.target);
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

  // A click elsewhere on a box a drone blocks (its tray, its name, the drone's mark) while
  // the learner takes a tile: a try at its first stack, so that the rules say why the box
  // cannot be chosen (such a click did nothing). Other boxes take a click on a stack only.
  blockedStack(target) {
    const box = target.closest && target.closest(".hbt-box-drone");
    const s = this.s;
    if (!box || !s || s.pending.kind !== "turn" || !s.pending.mine) return null;
    return box.querySelector("button.hbt-stack");
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
    this.freeEl.title = this.noteEl.textContent;
    this.freeEl.replaceChildren();
    const seat = s.pending.player;
    if (choosing && statics.players[seat]) {
      for (let k = 0; k < Math.min(available, 8); k++) {
        const piece = playerMark(statics.players[seat], 22, "");
        piece.classList.toggle("hbt-free-taken", k < this.workers);
        this.freeEl.appendChild(piece);
      }
    }
    // Drawn apart, then patched in: kept elements keep focus and scroll.
    const shownGrid = this.grid;
    this.grid = shownGrid.cloneNode(false);
    s.board.forEach((box, i) => {
      const meta = statics.boxes[i];
      const node = html("div", { class: "hbt-box", "data-box": box.name, "data-key": box.name },
        this.grid);
      markNode(node, { highlighted: s.hl.has("box:" + box.name),
        last: s.lastKey === "box:" + box.name });
      node.appendChild(boxTray(meta.label));
      html("h4", { class: "hbt-sr" }, node, meta.label);
      // A module may block the box (its tiles cannot be taken), drawing why on it.
      node.classList.toggle("hbt-box-drone",
        collectHooks("boxBlocked", [s, box, node]).some(Boolean));
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
        // What modules add to the stack's button (its top tile's leaves), said and drawn.
        const extras = left ? collectHooks("stackExtra", [s, kind]) : [];
        const aria = t("stack", { kind: label, n: left, cost }) +
          extras.map((x) => " " + x.text).join("") +
          (choosing ? " " + (legal ? t("can_take", { n: this.workers }) :
            need !== null ? t("need_exactly", { n: need }) :
              t("not_with", { n: this.workers })) : "");
        const b = html("button", { type: "button", class: "hbt-stack" +
          (choosing && legal ? " hbt-target" : ""), "data-box": box.name, "data-tile": kind,
        "data-key": box.name + ":" + kind,
        "aria-label": aria, title: aria }, stacks);
        b.appendChild(stackPiece(statics.palette, kind, left));
        if (!left) html("span", { class: "hbt-empty-stack hbt-sr" }, b, "∅");
        for (const x of extras) x.draw(b);
        // The words stay for the screen reader and the tooltip; the piece says them drawn.
        const text = html("span", { class: "hbt-stack-text hbt-sr" }, b);
        html("strong", {}, text, label);
        html("span", {}, text, t("left", { n: left }) +
          (kind === "decree" ? t("decree_coins", { n: statics.decree_cost }) : ""));
        if (state) html("span", { class: "hbt-stack-state" }, text, state);
        if (kind === "decree") {
          html("span", { class: "hbt-stack-cost", "aria-hidden": "true" }, b,
            "−" + statics.decree_cost + " ¢");
        }
      }
      const lines = html("div", { class: "hbt-beelines", "aria-label": t("beelines") }, node);
      for (const [seat, height] of box.beelines) {
        const player = statics.players[seat];
        const said = t("beeline", { name: player.name, n: height });
        const chip = html("span", { class: "hbt-beeline", "data-seat": String(seat),
          title: said }, lines);
        chip.appendChild(beelinePiece(player, height));
        html("span", { class: "hbt-sr" }, chip, t("beeline_short", { name: player.name,
          n: height }));
      }
      if (!box.beelines.length) html("span", { class: "hbt-sr" }, lines, t("no_beeline"));
      if (meta.kinds.includes("new_bee")) {
        const nursery = html("div", { class: "hbt-nursery", title: t("nursery") }, node);
        nursery.appendChild(nurseryPiece(t("nursery_name")));
        html("span", { class: "hbt-sr" }, nursery, t("nursery"));
        let any = false;
        s.players.forEach((p, seat) => {
          if (!p.workers[2]) return;
          any = true;
          const said = t("nursery_workers", { name: statics.players[seat].name,
            n: p.workers[2] });
          const chip = html("span", { class: "hbt-beeline", "data-seat": String(seat),
            title: said }, nursery);
          chip.appendChild(beelinePiece(statics.players[seat], p.workers[2]));
          html("span", { class: "hbt-sr" }, chip, said);
        });
        if (!any) html("span", { class: "hbt-sr" }, nursery, " " + t("nursery_empty"));
      }
    });
    patchChildren(shownGrid, this.grid);
    this.grid = shownGrid;
  }
}
