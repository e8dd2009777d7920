// The parts drawn as the game's pieces: the viewer's points and bag, the round summary,
// the pool, the drafting bag and the piles, the other players' honeycombs.
// Methods of HustleView (view.js), which takes them onto its prototype.
import { html } from "../pagekit.js";
import { toPixel, num } from "../hexmath.js";
import { combMap, flowerPoints } from "../hustlerules.js";
import { SMALL, el, face, drawToken, extent } from "./svg.js";
import { magnify } from "../magnify.js";

const PARTS = ["blue", "purple", "red", "helper", "trade", "cover"];

export class HustlePieces {
  renderMine() {
    const d = this.data();
    const m = this.mine;
    m.replaceChildren();
    const seat = this.mainSeat();
    const p = d.players[seat];
    const pts = p.points;
    // How the blues and reds add up: how many blues doubled, the reds squared.
    const how = flowerPoints(combMap(p.honeycomb), this.tokens());
    const partText = (k) => {
      const fields = { part: this.t("part_" + k), points: pts[k], doubled: how.doubled,
        reds: how.reds };
      if (k === "blue" && how.doubled) return this.t("points_blue_doubled", fields);
      if (k === "red" && how.reds > 1) return this.t("points_red_square", fields);
      return this.t("points_part", fields);
    };
    const parts = PARTS.filter((k) => pts[k]).map(partText);
    html("div", { class: "hbh-points" }, m, this.t("points", { total: pts.total })
      + (parts.length ? " = " + parts.join(" + ") : ""));
    const facts = [this.t("cubes", { cubes: p.cubes })];
    if (p.aside) facts.push(this.t("aside", { count: p.aside }));
    if (d.viewer === seat && d.you) facts.push(this.t("honey_held", { honey: d.you.honey }));
    html("div", { class: "hbh-facts" }, m, facts.join(" · "));
    if (p.bag) {
      html("div", { class: "hbh-bag-title" }, m, this.t("your_bag", { size: p.bag_size }));
      const ul = html("ul", { class: "hbh-bag hbh-pieces" }, m);
      for (const [k, n] of Object.entries(p.bag)) {
        const li = html("li", { "data-kind": k }, ul);
        this.piece(li, k, n, this.t("bag_count", { n, token: this.tokenName(k) }));
      }
      if (!p.bag_size) html("li", {}, ul, this.t("empty_bag"));
    } else {
      html("div", { class: "hbh-bag-title" }, m, this.t("bag_size", { size: p.bag_size }));
    }
  }

  renderSummary() {
    const d = this.data();
    const s = d.summary;
    const box = this.summaryEl;
    box.replaceChildren();
    box.hidden = !s && !d.final;
    if (d.final) {
      html("h4", {}, box, this.t("final"));
      const ol = html("ol", { class: "hbh-final" }, box);
      for (const seat of d.final.ranking) {
        html("li", {}, ol, this.t("final_row", { name: d.players[seat].name,
          honey: d.final.honey[seat], nectar: d.final.nectar[seat] }));
      }
      html("p", { class: "hbh-winners" }, box, this.t("winners",
        { names: d.final.winners.map((w) => d.players[w].name).join(", ") }));
    }
    if (!s) return;
    html("h4", {}, box, this.t("summary", { round: s.round }));
    const table = html("div", { class: "hbh-summary-points" }, box);
    for (const seat of s.order) {
      const row = html("span", { class: "hbh-summary-row" + (seat === s.start
        ? " hbh-starts" : "") }, table);
      row.textContent = `${d.players[seat].name} ${s.points[seat]}`;
    }
    html("p", {}, box, this.t("summary_starts", { name: d.players[s.start].name }));
    if (s.final) {
      html("p", {}, box, this.t("summary_final"));
    } else if (s.helpers && s.helpers.count > 0) {
      html("p", { class: "hbh-helpers" }, box, this.t("summary_helpers", {
        name: d.players[s.helpers.seat].name, behind: s.helpers.behind,
        count: s.helpers.count }));
    } else if (s.helpers) {
      html("p", { class: "hbh-helpers" }, box, this.t("summary_no_helpers",
        { behind: s.helpers.behind }));
    }
  }

  renderBoard() {
    const d = this.data();
    const box = this.boardEl;
    box.replaceChildren();
    const pool = html("div", { class: "hbh-pool" }, box);
    html("span", { class: "hbh-label" }, pool, (d.pool.length ? this.t("pool") : this.t("no_pool"))
      + (d.pool.length ? ":" : ""));
    for (const k of d.pool) {
      const chip = html("span", { class: "hbh-pool-token", "data-kind": k }, pool);
      this.piece(chip, k, null, this.tokenName(k));
    }
    const size = Object.values(d.drafting_bag).reduce((a, b) => a + b, 0);
    const bag = html("div", { class: "hbh-drafting" }, box);
    html("span", { class: "hbh-label" }, bag, this.t("drafting_bag", { size }));
    for (const [k, n] of Object.entries(d.drafting_bag)) {
      const chip = html("span", { class: "hbh-count-chip", "data-kind": k }, bag);
      this.piece(chip, k, n, this.t("bag_count", { n, token: this.tokenName(k) }));
    }
    // The piles beside the bag, each as its token with its count on it.
    const piles = html("div", { class: "hbh-piles" }, bag);
    for (const [k, kind, n] of [["pile_honey", "honey", d.piles.honey],
      ["pile_extra", "honey", d.piles.extra], ["pile_nectar", "nectar", d.piles.nectar],
      ["pile_helpers", "helper", d.piles.helper]]) {
      const chip = html("span", { class: "hbh-count-chip hbh-pile", "data-pile": k }, piles);
      this.piece(chip, kind, n, this.t(k, { n }));
    }
  }

  renderOthers() {
    const d = this.data();
    const box = this.othersEl;
    box.replaceChildren();
    const main = this.mainSeat();
    const tokens = this.tokens();
    for (const p of d.players) {
      if (p.seat === main) continue;
      const card = html("div", { class: "hbh-player" + (d.pending.player === p.seat
        ? " hbh-deciding" : ""), "data-seat": p.seat }, box);
      const head = html("div", { class: "hbh-player-head" }, card);
      html("strong", {}, head, p.name);
      if (p.bot) html("span", { class: "hbh-tag" }, head, this.t("bot"));
      if (d.start_seat === p.seat) html("span", { class: "hbh-tag hbh-start" }, head, "★");
      const comb = combMap(p.honeycomb);
      const hexes = p.honeycomb.map((c) => [c.q, c.r]);
      const [x, y, w, h] = extent(hexes, SMALL);
      const vw = Math.max(w, 9 * SMALL);
      const vh = Math.max(h, 6 * SMALL);
      // A honeycomb with tokens grows under the pointer or the keyboard's focus.
      const svg = el("svg", { class: "hbh-minicomb", role: "img",
        tabindex: comb.size ? "0" : null,
        viewBox: [x - (vw - w) / 2, y - (vh - h) / 2, vw, vh].map(num).join(" "),
        "aria-label": this.t("comb_label", { name: p.name }) + ": " + [...comb.values()]
          .map((c) => this.tokenName(c.token)).join(", ") }, card);
      if (comb.size) magnify(svg, this.root, this.abort.signal, () => true);
      for (const c of comb.values()) {
        drawToken(svg, toPixel([c.q, c.r], SMALL), SMALL, c.token, c.marks,
          { under: c.covers_honey, label: face(c.token, tokens, (k) => this.t(k)) });
      }
      // Each token says what it is in words too (not by colour alone), at 11 px or more on
      // the screen however far the honeycomb's picture is scaled down.
      const rect = svg.getBoundingClientRect();
      const scale = rect.height ? Math.min(rect.width / vw, rect.height / vh) : 110 / vh;
      svg.style.fontSize = num(Math.max(SMALL * 0.9, 11.5 / scale)) + "px";
      const pts = p.points;
      html("div", { class: "hbh-player-points" }, card, this.t("points", { total: pts.total }));
      const facts = [this.t("bag_size", { size: p.bag_size }), this.t("cubes",
        { cubes: p.cubes })];
      if (p.stopped) facts.push(this.t("stopped"));
      if (p.drawn) facts.push(this.t("drawn") + ": " + this.tokenName(p.drawn));
      html("div", { class: "hbh-player-facts" }, card, facts.join(" · "));
    }
  }
}
