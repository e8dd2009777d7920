// The board view's ghost: the picked tile drawn under the pointer or the keyboard
// cursor (a lookup in the legal placements Python sent: no kernel round trip), with
// its preview (new cells, icons it activates, the hexes in the way) and the hover line.
// Methods of BoardView (view.js), which takes them onto its prototype.
import { hexKey, hexPoints, num, toPixel } from "../hexmath.js";
import { msg } from "../i18n.js";
import { HIDDEN_TYPE, actionTerm, checkPlacement, describeEffect, describeHex, lookupEffect,
  makeTile } from "../rules.js";
import { EDGE_ORDER, SIZE, cellFill, drawIcon, el, tileEdgePaths } from "../render.js";

export class BoardGhost {
  buildGhost() {
    const g = this.layers.ghost;
    this.ghost = el("g", { class: "hb-ghost", visibility: "hidden" }, g);
    this.ghostA = el("polygon", { class: "hb-ghost-hex" }, this.ghost);
    this.ghostT = el("polygon", { class: "hb-ghost-hex" }, this.ghost);
    this.ghostEdges = {};
    for (const kind of EDGE_ORDER) {
      this.ghostEdges[kind] = el("path", { class: "hb-edge-" + kind, fill: "none",
        "stroke-linecap": "round" }, this.ghost);
    }
    this.ghostIcon = el("g", {}, this.ghost);
    this.ghostMarkG = el("g", { class: "hb-ghost-marks" }, this.ghost);
    this.ghostOutA = el("polygon", { class: "hb-ghost-out" }, this.ghost);
    this.ghostOutT = el("polygon", { class: "hb-ghost-out" }, this.ghost);
    this.ghostBadge = el("g", { class: "hb-ghost-badge" }, this.ghost);
    this.ghostBadgeCircle = el("circle", { r: 9 }, this.ghostBadge);
    this.ghostBadgeText = el("text", { "text-anchor": "middle", y: 4.5, "font-size": 13,
      "font-weight": 800 }, this.ghostBadge);
    this.pools = { preview: [], acts: [], reasons: [] };
  }

  pool(name, make) {
    const list = this.pools[name];
    const used = this.poolUsed[name];
    if (used < list.length) {
      this.poolUsed[name] += 1;
      const item = list[used];
      item.g.setAttribute("visibility", "visible");
      return item;
    }
    const item = make();
    list.push(item);
    this.poolUsed[name] += 1;
    return item;
  }

  drawCursor() {
    const show = this.keyboardMode && this.cursor;
    this.cursorEl.setAttribute("visibility", show ? "visible" : "hidden");
    if (show) {
      const [x, y] = toPixel(this.cursor, SIZE);
      this.cursorEl.setAttribute("transform", "translate(" + num(x) + "," + num(y) + ")");
    }
  }

  setGhost(h) {
    this.ghostHex = h;
    this.drawGhost();
  }

  // The pointer left the board: the ghost goes, but the hover's last refusal stays on the
  // line with its rule link (the link is reachable: the pointer may go to it across other
  // hexes), until the next hover or click.
  leaveBoard() {
    const kept = this.lastRefusal;
    this.setGhost(null);
    if (kept && !this.picking && this.selected && !this.readOnly) {
      this.setStatus(kept[0], "illegal", kept[1]);
      this.statusEl.setAttribute("data-kept", "yes");
    }
  }

  cursorSentence() {
    const h = this.cursor;
    const where = describeHex(this.hive, h, this.texts);
    if (this.picking) {
      const item = this.picks.get(hexKey(h[0], h[1]));
      return item ? this.t("board.say.pick_here", { where, label: item.label })
        : this.t("board.say.pick_not_marked", { where });
    }
    if (!this.selected || this.readOnly) return this.t("board.say.where", { where });
    const { verdict, effect } = this.evaluate(h);
    const said = { where, action: actionTerm(this.selected),
      dir: msg("terms.direction.short." + this.d) };
    return verdict.ok
      ? this.t("board.say.fits", { ...said, effect: describeEffect(effect, this.texts) })
      : this.t("board.say.does_not_fit", { ...said, reason: verdict.reason });
  }

  evaluate(h) {
    const tile = makeTile(this.selected, h, this.d);
    let verdict = checkPlacement(this.hive, tile, this.texts);
    let effect = null;
    if (verdict.ok) {
      effect = lookupEffect(this.hive, this.legal, tile);
      if (!effect) {
        verdict = { ok: false, code: "unlisted", hexes: [],
          reason: this.t("board.status.unlisted") };
      }
    }
    return { tile, verdict, effect };
  }

  // The ghost: a handful of pre-made SVG elements moved and recoloured.
  drawGhost() {
    this.poolUsed = { preview: 0, acts: 0, reasons: 0 };
    const h = this.ghostHex;
    if (this.picking) {
      this.ghost.setAttribute("visibility", "hidden");
      this.hidePools();
      const item = h ? this.picks.get(hexKey(h[0], h[1])) : null;
      if (item) this.setStatus("▶ " + item.label, "legal");
      else this.setStatus(this.pickPrompt, "info");
      return;
    }
    if (!h || !this.selected || this.readOnly) {
      this.ghost.setAttribute("visibility", "hidden");
      this.hidePools();
      if (this.readOnly) this.setStatus(this.t("board.status.read_only"), "info");
      else if (!this.selected) {
        this.setStatus(this.t(this.tray.length === 1 ? "board.status.pick_one" :
          "board.status.pick", { n: this.tray.length }), "info");
      } else this.setStatus(this.t("board.status.move"), "info");
      return;
    }
    const { tile, verdict, effect } = this.evaluate(h);
    const ca = toPixel(tile.anchor, SIZE);
    const ct = toPixel(tile.tail, SIZE);
    const p = this.palette;
    this.ghost.setAttribute("visibility", "visible");
    this.ghost.setAttribute("class", "hb-ghost " + (verdict.ok ? "hb-legal" : "hb-illegal"));
    this.ghost.dataset.anchor = tile.anchor.join(",");
    this.ghost.dataset.direction = String(tile.d);
    this.ghostA.setAttribute("points", hexPoints(ca, SIZE));
    this.ghostA.setAttribute("fill", p.tile_anchor);
    this.ghostT.setAttribute("points", hexPoints(ct, SIZE));
    this.ghostT.setAttribute("fill", p.tile);
    this.ghostOutA.setAttribute("points", hexPoints(ca, SIZE - 1.5));
    this.ghostOutT.setAttribute("points", hexPoints(ct, SIZE - 1.5));
    const paths = tileEdgePaths(tile, p, SIZE);
    for (const kind of EDGE_ORDER) {
      const path = this.ghostEdges[kind];
      path.setAttribute("d", paths[kind]);
      path.setAttribute("stroke", p.edges[kind].color);
      path.setAttribute("stroke-width", p.edges[kind].width);
    }
    if (this.ghostIcon.dataset.action !== tile.action) {
      this.ghostIcon.replaceChildren();
      drawIcon(this.ghostIcon, p, tile.action, [0, 0], SIZE);
      this.ghostIcon.dataset.action = tile.action;
    }
    this.ghostIcon.setAttribute("transform", "translate(" + num(ca[0]) + "," + num(ca[1]) + ")");
    this.ghostMarkG.replaceChildren();
    const paint = this.model.get("_paint_marks");
    if (paint && this.ghostMarks.length) {
      paint(this.ghostMarkG, this.ghostMarks.map((m) => ({ ...m, hex: null,
        xy: m.at === "tail" ? ct : ca })), SIZE);
    }
    this.ghostBadge.setAttribute("transform", "translate(" + num(ct[0]) + "," +
      num(ct[1] - SIZE * 0.05) + ")");
    this.ghostBadgeText.textContent = verdict.ok ? "✓" : "✗";
    if (verdict.ok) {
      for (const c of effect.cells) {
        const item = this.pool("preview", () => this.makePreviewCell());
        const [x, y] = toPixel(c.hex, SIZE);
        item.g.setAttribute("transform", "translate(" + num(x) + "," + num(y) + ")");
        const hidden = c.type === HIDDEN_TYPE;
        item.poly.setAttribute("fill", cellFill(p, c.type));
        item.text.textContent = hidden ? "?" : c.type || "×";
        item.g.dataset.type = hidden ? "hidden" : c.type || "barren";
        item.g.dataset.hex = c.hex.join(",");
      }
      for (const t of effect.activated) {
        const item = this.pool("acts", () => this.makeActRing());
        const [x, y] = toPixel(t.anchor, SIZE);
        item.g.setAttribute("transform", "translate(" + num(x) + "," + num(y) + ")");
      }
      this.setStatus(this.t("board.status.fits", { effect: describeEffect(effect, this.texts) }),
        "legal");
    } else {
      for (const rh of verdict.hexes) {
        const item = this.pool("reasons", () => this.makeReasonHex());
        const [x, y] = toPixel(rh, SIZE);
        item.g.setAttribute("transform", "translate(" + num(x) + "," + num(y) + ")");
      }
      const line = this.t("board.status.does_not_fit", { reason: verdict.reason });
      const rule = this.rules.ofCode(verdict.code);
      this.setStatus(line, "illegal", rule);
      if (rule) this.lastRefusal = [line, rule];
    }
    this.hidePools();
  }

  hidePools() {
    for (const [name, list] of Object.entries(this.pools)) {
      for (let i = this.poolUsed[name]; i < list.length; i++) {
        list[i].g.setAttribute("visibility", "hidden");
      }
    }
  }

  makePreviewCell() {
    const g = el("g", { class: "hb-preview-cell" }, this.layers.preview);
    const poly = el("polygon", { points: hexPoints([0, 0], SIZE - 2) }, g);
    const text = el("text", { y: num(SIZE * 0.2), "font-size": num(SIZE * 0.5),
      "font-weight": 700, "text-anchor": "middle", fill: this.palette.text }, g);
    return { g, poly, text };
  }

  makeActRing() {
    const g = el("g", { class: "hb-preview-act" }, this.layers.acts);
    el("circle", { r: num(SIZE * 0.78) }, g);
    return { g };
  }

  makeReasonHex() {
    const g = el("g", { class: "hb-reason-hex" }, this.layers.reasons);
    el("polygon", { points: hexPoints([0, 0], SIZE * 0.86) }, g);
    return { g };
  }
}
