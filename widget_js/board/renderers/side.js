// The board view's drawings beside the hive: the tray, the moves, the last result,
// the compact board, the notice, the error line and the hover line.
// Methods of BoardView (view.js), which takes them onto its prototype.
import { fmtHex } from "../../hexmath.js";
import { msg } from "../../i18n.js";
import { actionTerm, nectarTerm } from "../../rules.js";
import { legendSwatch } from "../../render.js";
import { html, keyedChildren, showNotice } from "../../pagekit.js";
import { iconSvg, trayMarks } from "../icons.js";

export class BoardSideRenderers {
  renderTray() {
    const hideTray = this.readOnly || (this.compact && !this.tray.length);
    this.traySection.hidden = hideTray;
    const tray = this.trayEl;
    if (tray.dataset.kinds !== this.tray.join(",")) {
      tray.replaceChildren();
      tray.dataset.kinds = this.tray.join(",");
      this.tray.forEach((action, i) => {
        const label = this.t("terms.action." + action);
        const b = html("button", { type: "button", class: "hb-tile-btn", role: "radio",
          "data-action": action,
          title: this.t("board.tray.button_title", { action: label, n: i + 1 }) }, tray);
        const sw = html("span", { class: "hb-tile-swatch" }, b);
        sw.appendChild(iconSvg(this.palette, action));
        html("span", { class: "hb-tile-label" }, b, label);
        html("span", { class: "hb-tile-letter", "aria-hidden": "true" }, b,
          this.palette.icons[action].letter);
      });
    }
    // One tab stop: the chosen tile, or the first when none is chosen.
    const stop = this.tray.includes(this.selected) ? this.selected : this.tray[0];
    const paint = this.model.get("_paint_tile_marks");
    for (const b of tray.querySelectorAll("button[data-action]")) {
      trayMarks(b, this.t("terms.action." + b.dataset.action),
        this.trayMarks[b.dataset.action] || [], paint);
      const on = b.dataset.action === this.selected;
      b.setAttribute("aria-checked", String(on));
      b.setAttribute("tabindex", b.dataset.action === stop ? "0" : "-1");
      b.classList.toggle("hb-selected", on);
    }
    const arrows = ["→", "↗", "↖", "←", "↙", "↘"];
    const name = msg("terms.direction.long." + this.d);
    this.dirEl.textContent = this.t("board.tray.direction",
      { dir: msg("terms.direction.short." + this.d), arrow: arrows[this.d] });
    this.dirEl.title = this.t("board.tray.direction_title", { name });
    this.dirEl.dataset.direction = String(this.d);
    this.dirEl.setAttribute("aria-label", this.t("board.tray.direction_label", { name }));
    this.svg.setAttribute("aria-disabled", String(this.readOnly));
  }

  renderMoves() {
    // Keyed by ply: the rows stay (and keep focus) and only change what they show.
    const rows = [this.t("board.moves.start"), ...this.moves].map((text, i) => ({ text, i }));
    const fill = (li, { text, i }) => {
      li.className = i > this.ply ? "hb-future" : "";
      const b = li.firstElementChild;
      b.disabled = this.readOnly;
      if (i === this.ply) b.setAttribute("aria-current", "step");
      else b.removeAttribute("aria-current");
      const [mark, label, note] = b.children;
      mark.textContent = i === this.ply ? "▶" : "";
      label.textContent = i === 0 ? text : this.t("board.moves.item", { n: i, move: text });
      // The "undone" note is there only on undone moves.
      if (i > this.ply && !note) {
        html("span", { class: "hb-move-note" }, b, this.t("board.moves.undone"));
      } else if (i <= this.ply && note) note.remove();
    };
    keyedChildren(this.movesEl, rows, (row) => row.i, (row) => {
      const li = html("li", {});
      const b = html("button", { type: "button", class: "hb-move", "data-ply": String(row.i),
        title: row.i === 0 ? this.t("board.moves.start_title")
          : this.t("board.moves.jump_title", { n: row.i }) }, li);
      html("span", { class: "hb-move-mark", "aria-hidden": "true" }, b);
      html("span", {}, b);
      fill(li, row);
      return li;
    }, fill);
    this.undoBtn.disabled = this.readOnly || this.ply === 0;
    this.redoBtn.disabled = this.readOnly || this.ply >= this.moves.length;
    this.resetBtn.disabled = this.readOnly;
    for (const b of [this.undoBtn, this.redoBtn, this.resetBtn]) b.hidden = this.readOnly;
  }

  renderResult() {
    const box = this.resultEl;
    box.replaceChildren();
    const e = this.effect;
    if (e.tile === undefined) {
      html("p", { class: "hb-muted" }, box, this.t("board.result.none"));
      return;
    }
    html("p", { class: "hb-result-text" }, box, e.text);
    if (e.cells.length) {
      const ul = html("ul", { class: "hb-new-cells",
        "aria-label": this.t("board.result.new_cells") }, box);
      for (const [q, r, type] of e.cells) {
        const li = html("li", {}, ul);
        li.appendChild(legendSwatch(this.palette, this.ids, type || null));
        html("span", {}, li, type
          ? this.t("board.result.nectar_cell", { nectar: nectarTerm(type), hex: fmtHex([q, r]) })
          : this.t("board.result.barren_cell", { hex: fmtHex([q, r]) }));
      }
    }
    if (e.activated.length) {
      const ul = html("ul", { class: "hb-acts", "aria-label": this.t("board.result.activated") },
        box);
      for (const i of e.activated) {
        const t = this.hive.tiles[i];
        if (!t) continue;
        const li = html("li", {}, ul);
        const sw = html("span", { class: "hb-tile-swatch" }, li);
        sw.appendChild(iconSvg(this.palette, t.action, 18));
        const txt = html("span", {}, li);
        html("strong", {}, txt, this.t("board.result.icon",
          { action: actionTerm(t.action), hex: fmtHex(t.anchor) }));
        html("span", {}, txt, this.t("board.help." + t.action));
      }
    }
  }

  // A compact board (a hive in a game table) keeps only the hive and, while a tile is
  // being placed, the tray with the turn buttons.
  renderCompact() {
    for (const node of [this.legendEl, this.resultSection, this.historySection, this.helpEl]) {
      node.hidden = this.compact;
    }
    this.sideEl.hidden = this.compact && this.traySection.hidden && this.errorEl.hidden;
  }

  renderNotice() {
    showNotice(this.noticeEl, this.model.get("notice") || "");
  }

  renderError() {
    const text = this.localError || this.model.get("_error") || "";
    const detail = this.localError ? "" : this.model.get("_error_detail") || "";
    if (text && text !== this.shownError) this.announce(text);
    this.shownError = text;
    this.errorBox.show(text, detail);
    const python = this.model.get("_error_rule") || {};
    const rule = !text ? null : this.localError ? this.localRule
      : python.id ? [python.id, python.title] : null;
    this.rules.setLink(this.errorEl, rule, this.errorEl.querySelector("details"));
    this.renderCompact();
    if (this.onRefusal) this.onRefusal(text); // a lesson's coach bubble says it too
  }

  setStatus(text, kind, rule = null) {
    this.statusEl.removeAttribute("data-kept");
    this.statusText.textContent = text;
    this.statusEl.dataset.kind = kind;
    this.rules.setLink(this.statusEl, rule);
  }
}
