// The board view's page: builds its DOM (the SVG and its layers, the view's buttons,
// the hover line, the legend, the tray, the result, the moves, the keys' help).
// Methods of BoardView (view.js), which takes them onto its prototype.
import { hexPoints } from "../hexmath.js";
import { msg } from "../i18n.js";
import { NECTARS, nectarTerm } from "../rules.js";
import { SIZE, el, legendSwatch, makeDefs } from "../render.js";
import { RuleLinks } from "../rulelinks.js";
import { announcer, errorBlock, html, noticeBlock } from "../pagekit.js";

export class BoardDom {
  build() {
    const root = this.root;
    // The listeners of the DOM built here go when it is built again or the view closes.
    if (this.built) this.built.abort();
    this.built = new AbortController();
    root.classList.add("hb-board");
    root.setAttribute("lang", this.texts.language || "en");
    root.setAttribute("data-lm-suppress-shortcuts", "true");
    root.innerHTML = "";
    const main = html("div", { class: "hb-main" }, root);
    this.noticeEl = noticeBlock(main, "hb");
    const stage = html("div", { class: "hb-stage" }, main);
    const svg = el("svg", {
      class: "hb-svg", tabindex: 0, role: "application",
      "aria-roledescription": this.t("board.role"),
      "aria-label": this.t("board.label"),
    });
    stage.appendChild(svg);
    this.svg = svg;
    if (typeof ResizeObserver !== "undefined") {
      const seen = new ResizeObserver(() => this.fitLetters());
      seen.observe(svg);
      this.built.signal.addEventListener("abort", () => seen.disconnect());
    }
    makeDefs(svg, this.ids, this.model.get("_palette"));
    const world = el("g", { class: "hb-world" }, svg);
    this.layers = {};
    for (const name of ["grid", "pockets", "cells", "tiles", "marks", "pending", "effect", "coords",
      "highlight", "tried", "picks", "reasons", "preview", "ghost", "acts", "cursor"]) {
      this.layers[name] = el("g", { class: "hb-layer-" + name }, world);
    }
    this.layers.ghost.setAttribute("pointer-events", "none");
    this.buildGhost();
    this.cursorEl = el("polygon", { class: "hb-cursor", points: hexPoints([0, 0], SIZE * 0.94),
      visibility: "hidden" }, this.layers.cursor);

    const tools = html("div", { class: "hb-tools", role: "toolbar",
      "aria-label": this.t("board.view.label") }, stage);
    this.zoomIn = html("button", { type: "button", class: "hb-btn",
      title: this.t("board.view.zoom_in_title"), "aria-label": this.t("board.view.zoom_in") },
    tools, "+");
    this.zoomOut = html("button", { type: "button", class: "hb-btn",
      title: this.t("board.view.zoom_out_title"), "aria-label": this.t("board.view.zoom_out") },
    tools, "−");
    this.fitBtn = html("button", { type: "button", class: "hb-btn",
      title: this.t("board.view.fit_title") }, tools, this.t("board.view.fit"));
    this.coordsBtn = html("button", { type: "button", class: "hb-btn",
      title: this.t("board.view.coords_title"), "aria-pressed": "false" }, tools,
    this.t("board.view.coords"));

    // The hover line: its words are for the eye (the cursor's sentence is said aloud); a
    // refusal's "rule" link beside them is a real button, and opens the rule below.
    this.statusEl = html("div", { class: "hb-hover" }, main);
    this.statusText = html("span", { class: "hb-hover-text", "aria-hidden": "true" },
      this.statusEl);
    this.rules = new RuleLinks(this.model, root, main, this.built.signal, "hb",
      (msg) => this.model.send(msg));
    const legend = html("ul", { class: "hb-legend", "aria-label": this.t("board.legend.label") },
      main);
    this.legendEl = legend;
    for (const n of [...NECTARS, null]) {
      const li = html("li", {}, legend);
      li.appendChild(legendSwatch(this.model.get("_palette"), this.ids, n ? n.letter : null));
      html("span", {}, li, n ? this.t("board.legend.nectar", { nectar: nectarTerm(n.letter),
        pattern: msg("board.pattern." + n.value) }) : this.t("board.legend.barren"));
    }

    const side = html("div", { class: "hb-side" }, root);
    this.sideEl = side;
    this.errorBox = errorBlock(side, "hb", { details: this.t("board.error.details"),
      dismiss: this.t("board.error.dismiss"), dismissLabel: this.t("board.error.dismiss_label") },
    () => this.dismissError(), this.built.signal);
    this.errorEl = this.errorBox.el;

    this.traySection = html("section", { class: "hb-tray-section" }, side);
    html("h4", {}, this.traySection, this.t("board.tray.heading"));
    this.trayEl = html("div", { class: "hb-tray", role: "radiogroup",
      "aria-label": this.t("board.tray.label") }, this.traySection);
    const rot = html("div", { class: "hb-rotate" }, this.traySection);
    this.rotLeft = html("button", { type: "button", class: "hb-btn",
      title: this.t("board.tray.turn_left"), "aria-label": this.t("board.tray.turn_left_label") },
    rot, "⟲");
    this.dirEl = html("span", { class: "hb-dir" }, rot);
    this.rotRight = html("button", { type: "button", class: "hb-btn",
      title: this.t("board.tray.turn_right"),
      "aria-label": this.t("board.tray.turn_right_label") }, rot, "⟳");

    const result = html("section", { class: "hb-result" }, side);
    this.resultSection = result;
    html("h4", {}, result, this.t("board.result.heading"));
    this.resultEl = html("div", { class: "hb-result-body" }, result);

    const hist = html("section", { class: "hb-history" }, side);
    this.historySection = hist;
    html("h4", {}, hist, this.t("board.moves.heading"));
    const hb = html("div", { class: "hb-history-buttons" }, hist);
    this.undoBtn = html("button", { type: "button", class: "hb-btn",
      title: this.t("board.moves.undo_title") }, hb, this.t("board.moves.undo"));
    this.redoBtn = html("button", { type: "button", class: "hb-btn",
      title: this.t("board.moves.redo_title") }, hb, this.t("board.moves.redo"));
    this.resetBtn = html("button", { type: "button", class: "hb-btn",
      title: this.t("board.moves.reset_title") }, hb, this.t("board.moves.reset"));
    this.movesEl = html("ol", { class: "hb-moves", "aria-label": this.t("board.moves.label") },
      hist);

    const help = html("details", { class: "hb-help" }, side);
    this.helpEl = help;
    html("summary", {}, help, this.t("board.keys.heading"));
    html("p", {}, help, this.t("board.keys.help"));

    this.say = announcer(root);

    this.bindEvents();
  }
}
