// The top of the table: whose decision it is (always in view), undo and redo, the
// decision panel with the prompt, the buttons and what to click on the table, and the
// game log in sentences with the last action's sentences marked.
import { html } from "./pagekit.js";
import { drawOf, panelPlan, whoseText } from "./tablerules.js";
import { partBoard, pictureSvg, playerMark } from "./tableparts.js";
import { el } from "./render.js";
import { hexPoints } from "./hexmath.js";
import DECLARED from "../honeybuzz_lab/games/honeybuzz/widgets/table_parts.json" with { type: "json" };
import { patchChildren } from "./keyed.js";
import { lineRule } from "./rulelinks.js";
import { OthersCaption } from "./caption.js";
import { orderChoicePiece, salePiece } from "./marketpieces.js";

export class StatusPart {
  static needs = DECLARED.parts.status;

  constructor(view, parent) {
    this.view = view;
    const t = (key) => view.t("table.status." + key);
    // Not a live region: it changes constantly; the table announces through its one region.
    this.root = html("div", { class: "hbt-status" }, parent);
    this.turnEl = html("span", { class: "hbt-turn" }, this.root);
    this.markEl = html("span", { class: "hbt-status-mark" }, this.root);
    this.whoEl = html("span", { class: "hbt-whose" }, this.root);
    this.tools = html("span", { class: "hbt-tools" }, this.root);
    this.undoBtn = html("button", { type: "button", class: "hb-btn hbt-undo",
      title: t("undo_title") }, this.tools, t("undo"));
    this.redoBtn = html("button", { type: "button", class: "hb-btn hbt-redo",
      title: t("redo_title") }, this.tools, t("redo"));
    this.scoresBtn = html("button", { type: "button", class: "hb-btn hbt-scores-btn",
      title: t("scores_title") }, this.tools, t("scores"));
    this.undoBtn.addEventListener("click", () => this.view.send({ kind: "undo" }));
    this.redoBtn.addEventListener("click", () => this.view.send({ kind: "redo" }));
    this.scoresBtn.addEventListener("click", () => this.view.send({ kind: "scores" }));
  }

  update(s) {
    const p = s.pending;
    const over = p.kind === "game_over";
    const t = (key, params) => this.view.t("table.status." + key, params);
    this.turnEl.textContent = over ? t("over") : t("turn", { n: p.turn });
    this.markEl.replaceChildren();
    if (!over) this.markEl.appendChild(playerMark(s.static.players[p.player], 22));
    // Over: "Game over" stands alone (the decision below says the rest). The learner's
    // own decision: whose it is here, what to do once, on the decision's line below.
    const decided = p.mine && s.parts.includes("decision");
    this.whoEl.textContent = over ? "" : decided
      ? t("whose_mine", { name: s.static.players[p.player].name })
      : whoseText(p, s.static.players, s.roles, this.view.texts) + (p.mine ? t("yours") : "");
    this.root.classList.toggle("hbt-yours", Boolean(p.mine));
    const hist = s.history || {};
    const table = "undo" in hist;
    this.undoBtn.hidden = !table;
    this.redoBtn.hidden = !table;
    this.undoBtn.disabled = !hist.undo;
    // Undo may not cross another person's secret view: the button says why (a click too).
    this.undoBtn.title = hist.why ? t("undo_blocked", { why: hist.why }) : t("undo_title");
    this.undoBtn.classList.toggle("hbt-blocked", Boolean(hist.why));
    this.redoBtn.disabled = !hist.redo;
    this.scoresBtn.hidden = !s.parts.includes("scores");
  }
}

export class DecisionPart {
  static needs = DECLARED.parts.decision;

  constructor(view, parent) {
    this.view = view;
    const t = (key, params) => view.t("table.decision." + key, params);
    // Focusable by the page (tabindex -1): a new decision after the bots starts here.
    this.root = html("div", { class: "hbt-decision", role: "region", tabindex: "-1",
      "aria-label": t("label") }, parent);
    this.root.appendChild(partBoard("hbt-decision-card")); // the card the decision is on
    this.promptEl = html("p", { class: "hbt-prompt" }, this.root);
    this.hintEl = html("p", { class: "hbt-hint", id: view.uid + "-hint" }, this.root);
    this.promptEl.setAttribute("aria-describedby", view.uid + "-hint");
    this.buttons = html("div", { class: "hbt-buttons" }, this.root);
    this.more = html("details", { class: "hbt-more" }, this.root);
    this.moreSummary = html("summary", {}, this.more, t("more", { n: 0 }));
    this.moreList = html("div", { class: "hbt-buttons hbt-more-list" }, this.more);
    this.recent = html("div", { class: "hbt-recent", "aria-label": t("recent_label") },
      this.root);
    this.caption = new OthersCaption(view, this.root); // the bots' moves, step by step
    this.root.addEventListener("click", (ev) => {
      const b = ev.target.closest("button[data-act]");
      if (b) this.view.act(JSON.parse(b.dataset.json));
      const g = ev.target.closest("button[data-command]");
      if (g) this.view.send({ kind: g.dataset.command });
    });
    this.more.addEventListener("toggle", () => this.fillMore());
  }

  button(parent, a) {
    const b = html("button", { type: "button", class: "hb-btn hbt-choice",
      "data-act": a.id, "data-key": JSON.stringify(a.json), "data-json": JSON.stringify(a.json), "data-kind": a.json.kind }, parent,
    a.label);
    if (this.s.hl.has("action:" + a.json.kind)) b.classList.add("hbt-hl");
    if (a.json.kind === "solo_configuration") configurationCard(b, a.label);
    else choicePiece(b, this.s, a);
    return b;
  }

  update(s) {
    this.s = s;
    const t = (key, params) => this.view.t("table.decision." + key, params);
    const p = s.pending;
    const over = p.kind === "game_over";
    this.promptEl.textContent = over ? t("over") : p.prompt;
    // Drawn apart, then patched in: kept elements keep focus and scroll.
    const shownButtons = this.buttons;
    this.buttons = shownButtons.cloneNode(false);
    const shownMore = this.moreList;
    this.moreList = shownMore.cloneNode(false);
    this.moreList.dataset.filled = "";
    this.plan = { hint: "", buttons: [], more: [] };
    if (over) {
      const scores = s.scores || {};
      const sentences = scores.sentences || [];
      this.hintEl.textContent = sentences.length ? sentences[sentences.length - 1] : "";
      html("button", { type: "button", class: "hb-btn hbt-choice", "data-command": "scores" },
        this.buttons, t("show_scores"));
      if ("undo" in (s.history || {})) {
        html("button", { type: "button", class: "hb-btn hbt-choice",
          "data-command": "new_game" }, this.buttons, t("play_again"));
      }
    } else if (!p.mine) {
      const role = (s.roles || [])[p.player] || {};
      const name = s.static.players[p.player].name;
      this.hintEl.textContent = role.bot ? t("choosing", { name }) : p.why;
    } else {
      this.plan = panelPlan(p, s.actions, this.view.texts, s.static.action_kinds);
      this.hintEl.textContent = this.plan.hint;
      for (const a of this.plan.buttons) this.button(this.buttons, a);
    }
    this.more.hidden = !this.plan.more.length;
    this.moreSummary.textContent = t("more", { n: this.plan.more.length });
    if (this.more.open) this.fillMore();
    this.promptEl.title = this.hintEl.textContent; // the hint on hover, where it is hidden
    this.root.classList.toggle("hbt-yours", Boolean(p.mine));
    this.renderRecent(s);
    patchChildren(shownButtons, this.buttons);
    this.buttons = shownButtons;
    patchChildren(shownMore, this.moreList);
    shownMore.dataset.filled = this.moreList.dataset.filled;
    this.moreList = shownMore;
  }

  // The list is long (a forage can reach 24 spaces): it is built when it is opened.
  fillMore() {
    if (!this.more.open || this.moreList.dataset.filled) return;
    this.moreList.dataset.filled = "1";
    for (const a of this.plan.more) this.button(this.moreList, a);
  }

  renderRecent(s) {
    const box = this.recent;
    box.replaceChildren();
    const n = (s.last && s.last.lines) || 0;
    const logged = Boolean(n) && s.parts.includes("log");
    // The bots moved since the learner's last action: a caption to step through their moves.
    this.caption.update(logged ? s : { pending: {}, last: {} }, s.static.players);
    if (!logged || !this.caption.root.hidden) return;
    const seat = s.last.seat;
    const head = html("p", { class: "hbt-recent-head" }, box);
    if (seat !== null && seat !== undefined) head.appendChild(playerMark(s.static.players[seat], 16));
    html("span", {}, head, " " + this.view.t("table.decision.last"));
    const ul = html("ul", {}, box);
    const first = s.log.length - n;
    for (let i = Math.max(0, first); i < s.log.length; i++) {
      const li = html("li", {}, ul, s.log[i]);
      this.view.rules.link(li, ...(lineRule(s.logRules, i) || []));
    }
  }
}

// How many of the log's last lines stand whole under "Earlier moves" (table.css has it too).
export const LOG_SHOWN = 8;

export class LogPart {
  static needs = DECLARED.parts.log;

  constructor(view, parent) {
    this.view = view;
    this.root = html("details", { class: "hbt-part hbt-log", open: true }, parent);
    html("summary", { class: "hbt-part-title" }, this.root, view.t("table.log.title"));
    // No inner scroll: the last LOG_SHOWN lines stand whole (table.css hides the rest with
    // :nth-last-child, no work per line), and "Earlier moves" above them opens the whole
    // game in place.
    this.earlier = html("button", { type: "button", class: "hb-btn hbt-log-earlier",
      "aria-expanded": "false", "aria-controls": view.uid + "-log" }, this.root);
    this.earlier.addEventListener("click", () => this.toggle(), { signal: view.signal });
    this.list = html("ol", { class: "hbt-log-list", id: view.uid + "-log",
      "aria-label": view.t("table.log.label") }, this.root);
    this.all = false;
    this.shown = [];
  }

  toggle() {
    this.all = !this.all;
    this.label();
  }

  // The button's words: how many earlier lines it opens, or that it closes them.
  label() {
    const hidden = Math.max(0, this.shown.length - LOG_SHOWN);
    this.earlier.hidden = !hidden;
    this.list.classList.toggle("hbt-log-all", this.all);
    this.list.start = this.all ? 1 : hidden + 1;
    this.earlier.setAttribute("aria-expanded", String(this.all));
    this.earlier.textContent = this.view.t(this.all ? "table.log.fewer" : "table.log.earlier",
      { n: hidden });
  }

  update(s) {
    const log = s.log || [];
    const n = (s.last && s.last.lines) || 0;
    // Append when the log only grew; rebuild after an undo, a new game or new rule texts.
    const grew = this.shown.length <= log.length && this.rulesSeen === s.rules &&
      this.shown.every((line, i) => line === log[i]);
    if (!grew) {
      this.list.replaceChildren();
      this.shown = [];
    }
    this.rulesSeen = s.rules;
    for (let i = this.shown.length; i < log.length; i++) {
      const li = html("li", {}, this.list, log[i]);
      this.view.rules.link(li, ...(lineRule(s.logRules, i) || [])); // the sentence's rule
    }
    this.shown = log.slice();
    for (const li of this.list.querySelectorAll("li.hbt-new")) li.classList.remove("hbt-new");
    const items = this.list.children;
    for (let i = Math.max(0, items.length - n); i < items.length; i++) {
      items[i].classList.add("hbt-new");
    }
    this.label();
  }
}

// A configuration card to choose, drawn as the card: the outline of a starting hive and the
// card's name (the whole choice is the button's name and tooltip).
export function configurationCard(button, label) {
  const name = (label.match(/[\u201c\u201e"](.+)[\u201d"]/) || [null, label])[1];
  const w = Math.max(120, Math.ceil([...name].length * 8.4) + 64);
  const svg = pictureSvg("hbt-config-card");
  svg.setAttribute("viewBox", `0 0 ${w} 52`);
  svg.setAttribute("width", String(w));
  svg.setAttribute("height", "52");
  el("rect", { x: 1, y: 1, width: w - 2, height: 50, rx: 6, class: "hbt-config-plate" }, svg);
  for (const [x, y] of [[18, 17], [32, 17], [25, 29], [39, 29]]) {
    el("polygon", { points: hexPoints([x, y], 7.5), class: "hbt-config-hex" }, svg);
  }
  el("text", { x: 54, y: 31, class: "hbt-config-name" }, svg).textContent = name;
  button.replaceChildren(svg);
  button.setAttribute("aria-label", label);
  button.setAttribute("title", label);
  button.classList.add("hbt-config-choice");
}

// A choice answered on the market drawn as its pieces: a sale as the resource's disc with
// how many and the coin it pays, an order to complete as what its card asks and pays. The
// button keeps its whole sentence as its name and tooltip; other choices stay words.
export function choicePiece(button, s, a) {
  const statics = s.static;
  const [place, where] = a.target || [];
  let svg = null;
  if (place === "market" && drawOf(statics.action_kinds, a.json.kind) === "sell" &&
    a.info && "coins" in a.info) {
    svg = salePiece(statics, where, a.json.quantity, a.info.coins);
  } else if (place === "order" && s.orders[where] && s.orders[where].up) {
    svg = orderChoicePiece(statics, s.orders[where].up);
  }
  if (!svg) return;
  button.replaceChildren(svg);
  button.setAttribute("aria-label", a.label);
  button.setAttribute("title", a.label);
  button.classList.add("hbt-piece-choice");
}
