// Final scoring: a table of points by category (coins, honey and pollen, final
// contests, orders) and a bar chart of the totals stacked by category (each category
// with its own pattern and a label, not only a colour), with the scoring sentences.
import { num } from "./hexmath.js";
import { el } from "./render.js";
import { patchChildren } from "./keyed.js";
import { html } from "./pagekit.js";
import { SCORE_CATEGORIES, categoryLabel, scoreBars } from "./tablerules.js";
import { playerMark } from "./tableparts.js";
import DECLARED from "../honeybuzz_lab/games/honeybuzz/widgets/table_parts.json" with { type: "json" };

// The categories' colours are the table's CSS variables (table.css), set as styles.
const FILLS = { coins: "--hbt-score-coins", resources: "--hbt-score-resources",
  contests: "--hbt-score-contests", orders: "--hbt-score-orders" };
const INKS = { coins: "--hbt-score-on-light", resources: "--hbt-score-on-light",
  contests: "--hbt-score-on-dark", orders: "--hbt-score-on-dark" };
const CHART_W = 420;

export class ScoresPart {
  static needs = DECLARED.parts.scores;

  constructor(view, parent) {
    this.view = view;
    this.closedSeq = null;
    const t = (key) => view.t("table.scores." + key);
    this.root = html("section", { class: "hbt-part hbt-scores", role: "region",
      "aria-label": t("label"), hidden: true }, parent);
    const head = html("div", { class: "hbt-scores-head" }, this.root);
    this.title = html("h3", { class: "hbt-part-title" }, head, t("final"));
    this.close = html("button", { type: "button", class: "hb-btn hbt-small",
      "aria-label": t("close_label") }, head, t("close"));
    this.body = html("div", { class: "hbt-scores-body" }, this.root);
    this.close.addEventListener("click", () => {
      this.closedSeq = this.seq;
      this.root.hidden = true;
    });
  }

  update(s) {
    const scores = s.scores || {};
    this.seq = scores.seq;
    if (!scores.players) {
      this.root.hidden = true;
      return;
    }
    const wasHidden = this.root.hidden;
    this.root.hidden = this.closedSeq === scores.seq;
    if (wasHidden && !this.root.hidden && this.root.scrollIntoView) {
      this.root.scrollIntoView({ block: "nearest" });
    }
    const texts = this.view.texts;
    const t = (key, params) => this.view.t("table.scores." + key, params);
    this.title.textContent = scores.final ? t("final") : t("now");
    const statics = s.static;
    // Drawn apart, then patched in: focus and scroll stay.
    const body = this.body.cloneNode(false);
    const table = html("table", { class: "hbt-score-table" }, body);
    const head = html("tr", {}, html("thead", {}, table));
    for (const h of [t("place"), t("player"), ...SCORE_CATEGORIES.map((c) => categoryLabel(c,
      texts)), t("total")]) {
      html("th", { scope: "col" }, head, h);
    }
    const tbody = html("tbody", {}, table);
    const bars = scoreBars(scores, CHART_W, texts);
    bars.forEach((bar, i) => {
      const p = scores.players.find((e) => e.seat === bar.seat);
      const tr = html("tr", { class: bar.winner ? "hbt-winner" : "", "data-seat":
        String(bar.seat) }, tbody);
      html("td", {}, tr, String(i + 1));
      const who = html("th", { scope: "row" }, tr);
      who.appendChild(playerMark(statics.players[bar.seat], 16));
      html("span", {}, who, " " + statics.players[bar.seat].name + (bar.winner ? t("wins") : ""));
      for (const c of SCORE_CATEGORIES) html("td", {}, tr, String(p.categories[c]));
      html("td", { class: "hbt-total" }, tr, String(p.total));
    });
    // The bar chart.
    const rowH = 34;
    const left = 110;
    const svg = el("svg", { class: "hbt-score-chart", role: "img",
      viewBox: "0 0 " + (left + CHART_W + 60) + " " + (bars.length * rowH + 34),
      "aria-label": t("chart", { totals: bars.map((b) =>
        statics.players[b.seat].name + " " + b.total) }) });
    body.appendChild(svg);
    const defs = el("defs", {}, svg);
    SCORE_CATEGORIES.forEach((c, k) => {
      const pat = el("pattern", { id: this.view.uid + "-" + c, width: 8, height: 8,
        patternUnits: "userSpaceOnUse", patternTransform: "rotate(" + (k * 45) + ")" }, defs);
      el("rect", { width: 8, height: 8, style: `fill: var(${FILLS[c]})` }, pat);
      if (k) el("line", { x1: 0, y1: 0, x2: 0, y2: 8, style: `stroke: var(${INKS[c]})`, "stroke-width": 1.2,
        "stroke-opacity": 0.45 }, pat);
    });
    bars.forEach((bar, i) => {
      const y = 6 + i * rowH;
      const name = el("text", { x: left - 8, y: y + 19, "text-anchor": "end",
        class: "hbt-chart-name" }, svg);
      name.textContent = statics.players[bar.seat].name;
      for (const part of bar.parts) {
        if (!part.w) continue;
        const r = el("rect", { x: num(left + part.x), y, width: num(part.w), height: rowH - 8,
          fill: "url(#" + this.view.uid + "-" + part.key + ")", style: "stroke: var(--hbt-ink)",
          "stroke-width": 0.8, "data-category": part.key }, svg);
        el("title", {}, r).textContent = part.label + ": " + part.value;
        if (part.w > 26) {
          const v = el("text", { x: num(left + part.x + part.w / 2), y: y + 17,
            "text-anchor": "middle", style: `fill: var(${INKS[part.key]})`, class: "hbt-chart-value" },
          svg);
          v.textContent = String(part.value);
        }
      }
      const total = el("text", { x: num(left + bar.width + 6), y: y + 19,
        class: "hbt-chart-total" }, svg);
      total.textContent = String(bar.total) + (bar.winner ? " ★" : "");
    });
    const key = html("ul", { class: "hbt-chart-key" }, body);
    for (const c of SCORE_CATEGORIES) {
      const li = html("li", {}, key);
      const sw = el("svg", { width: 14, height: 14, viewBox: "0 0 8 8", "aria-hidden": "true" });
      el("rect", { width: 8, height: 8, fill: "url(#" + this.view.uid + "-" + c + ")",
        style: "stroke: var(--hbt-ink)", "stroke-width": 0.6 }, sw);
      li.appendChild(sw);
      html("span", {}, li, categoryLabel(c, texts));
    }
    const ul = html("ul", { class: "hbt-score-sentences" }, body);
    for (const line of scores.sentences || []) html("li", {}, ul, line);
    patchChildren(this.body, body);
  }
}
