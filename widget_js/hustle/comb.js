// The learner's big honeycomb: its tokens, the spots that take the token in the hand,
// the ghost of the token under the pointer or the cursor, the hover line's words.
// Methods of HustleView (view.js), which takes them onto its prototype.
import { toPixel, hexPoints, hexKey, fmtHex, num } from "../hexmath.js";
import { rotate, combMap, legalPlaces, frontier, spotInfo, meetingEdges, flowerPoints,
  withToken, doubledBlues } from "../hustlerules.js";
import { spotAnswers } from "../hustlekinds.js";
import { SIZE, el, face, drawToken, extent } from "./svg.js";

export class HustleComb {
  combCtx() {
    const d = this.data();
    const placing = this.placing();
    if (!placing || !placing.drawn) return null;
    const p = d.players[d.pending.player];
    return { comb: combMap(p.honeycomb), token: placing.kind, tokens: this.tokens(),
      legal: legalPlaces(spotAnswers(d.answers, d.kinds)), cover: placing.cover };
  }

  paintComb() {
    const d = this.data();
    if (!this.drawable()) return;
    const svg = this.svg;
    const tokens = this.tokens();
    const seat = this.mainSeat();
    const p = d.players[seat];
    const comb = combMap(p.honeycomb);
    const ctx = this.combCtx();
    const spots = ctx ? (ctx.cover ? [...comb.values()].filter((c) => c.token === "honey")
      .map((c) => [c.q, c.r]) : frontier(comb)) : [];
    if (ctx && !ctx.cover && comb.size === 0) spots.push([0, 0]);
    const all = [...[...comb.values()].map((c) => [c.q, c.r]), ...spots];
    const [x, y, w, h] = extent(all.length ? all : [[0, 0]], SIZE);
    // In a lesson the honeycomb is the picture: a few tokens are drawn large, not as a
    // small cluster in the middle of an empty frame.
    const lesson = this.root.closest(".hb-lesson");
    const minW = (lesson ? 9 : 15) * SIZE;
    const minH = (lesson ? 6 : 10) * SIZE;
    const vw = Math.max(w, minW);
    const vh = Math.max(h, minH);
    svg.setAttribute("viewBox", [x - (vw - w) / 2, y - (vh - h) / 2, vw, vh].map(num).join(" "));
    svg.replaceChildren();
    this.combTitle.textContent = (seat === d.viewer ? this.t("your_comb")
      : this.t("comb_label", { name: p.name }))
      + (p.stopped ? " · " + this.t("stopped") : "");
    // the keys are said as soon as there is a token to draw (D) or to place
    const keys = ctx || this.placing()
      || this.keyed();
    svg.setAttribute("aria-label", keys ? this.t("comb_keys")
      : this.t("comb_label", { name: p.name }));
    this.spotState = new Map();
    const cells = el("g", { class: "hbh-cells" }, svg);
    const doubled = doubledBlues(comb, tokens); // a blue beside a blue shows "2×2" on its face
    for (const c of comb.values()) {
      const center = toPixel([c.q, c.r], SIZE);
      const twin = doubled.has(hexKey(c.q, c.r));
      const g = drawToken(cells, center, SIZE, c.token, c.marks, {
        label: face(c.token, tokens, (k) => this.t(k)) + (twin ? "×2" : ""),
        under: c.covers_honey, cls: twin ? "hbh-doubled" : null });
      g.setAttribute("data-hex", c.q + "," + c.r);
      el("title", {}, g, this.cellText(c));
    }
    const layer = el("g", { class: "hbh-spots" }, svg);
    for (const s of spots) {
      const info = spotInfo(ctx, s, this.turn);
      this.spotState.set(hexKey(s[0], s[1]), info);
      const center = toPixel(s, SIZE);
      const g = el("g", { class: `hbh-spot hbh-spot-${info.state}`, "data-hex": s.join(",") },
        layer);
      el("polygon", { points: hexPoints(center, SIZE * (ctx.cover ? 0.99 : 0.9)) }, g);
      if (info.state === "ok" && !ctx.cover) {
        el("text", { x: num(center[0]), y: num(center[1]), class: "hbh-spot-gain",
          "dominant-baseline": "central", "text-anchor": "middle" }, g, "+" + info.gain);
      }
    }
    // the ghost of the token where the pointer (or the keyboard cursor) is
    const at = this.hover || this.cursor;
    let text = "";
    let refused = null; // why the spot does not take the token (a text key)
    if (ctx && at) {
      const key = hexKey(at[0], at[1]);
      const info = this.spotState.get(key) || spotInfo(ctx, at, this.turn);
      const marks = rotate(tokens[ctx.token].marks, this.turn);
      const center = toPixel(at, SIZE);
      if (info.state === "ok") {
        const meet = ctx.cover ? [] : meetingEdges(ctx.comb, at, marks);
        drawToken(svg, center, SIZE, ctx.token, marks,
          { cls: "hbh-ghost", meet, label: "+" + info.gain });
      } else if (!comb.has(key) || ctx.cover) {
        drawToken(svg, center, SIZE, ctx.token, marks, { cls: "hbh-ghost hbh-ghost-no" });
      }
      text = this.t(info.why, { points: info.gain, turn: this.turn, other: info.other });
      if (info.state !== "ok") refused = info.why;
      if (info.state === "ok") {
        const after = flowerPoints(withToken(ctx.comb, at, ctx.token, marks), tokens);
        text += " (" + this.t("hover_total", { total: after.total }) + ")";
      }
    } else if (ctx) {
      text = this.t("hover_none");
    } else if (this.keyed()) {
      text = this.t("hover_draw_first");
    }
    if (this.cursor && ctx) {
      const center = toPixel(this.cursor, SIZE);
      el("polygon", { points: hexPoints(center, SIZE * 1.02), class: "hbh-cursor" }, svg);
    }
    this.hoverText.textContent = text;
    this.hoverEl.removeAttribute("data-kept");
    const rule = refused ? this.rules.ofCode(refused) : null;
    this.rules.setLink(this.hoverEl, rule);
    if (rule) this.lastRefusal = [text, rule];
    this.svg.classList.toggle("hbh-active", !!ctx);
  }

  cellText(c) {
    const marks = [];
    for (let d = 0; d < 6; d++) if (c.marks >> d & 1) marks.push(["E", "NE", "NW", "W", "SW",
      "SE"][d]);
    return this.t("cell", { token: this.tokenName(c.token), where: fmtHex([c.q, c.r]),
      marks: marks.join(" ") });
  }
}
