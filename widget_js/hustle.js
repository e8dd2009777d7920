// The Honeycomb Hustle table (HustleTable): the learner's honeycomb with the draw, the
// turn and the placement, the decision panel, the bags, the pool, the other players'
// honeycombs, the round summary and the log. Everything is drawn from the synced data
// (_data: one seat's view, _tokens, _texts); hover previews are computed here.
import { RuleLinks, lineRule } from "./rulelinks.js";
import { html, announcer, clearModelError, errorBlock, offerBlock, onModel, reportPly,
  waiter } from "./pagekit.js";
import { toPixel, hexPoints, edgeSegment, hexKey, fmtHex, num, pixelToHex } from "./hexmath.js";
import { keyCommand, moveCursor, staysInWidget } from "./keyboard.js";
import { lessonLayout } from "./lessonpanel.js";
import { firstGameLayout } from "./firstgame.js";
import { focusNewDecision, keepFocus, newDecisionAfterOthers, within } from "./focuskeep.js";
import { rotate, combMap, legalPlaces, frontier, spotInfo, meetingEdges, flowerPoints,
  withToken, doubledBlues } from "./hustlerules.js";
import { controls, promptOf, spotAnswers, amountFields, amountStart, amountAnswer, amountCost,
  keyAnswer, labelOf } from "./hustlekinds.js";

const SVG = "http://www.w3.org/2000/svg";
const SIZE = 30; // hex circumradius of the main honeycomb, in its own units
const SMALL = 12; // of the other players' honeycombs
const PARTS = ["blue", "purple", "red", "helper", "trade", "cover"];
const NO_ANSWER_MS = 8000;

function el(tag, attrs = {}, parent = null, text = null) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== null && v !== undefined && v !== false) node.setAttribute(k, String(v));
  }
  if (text !== null) node.textContent = text;
  if (parent) parent.appendChild(node);
  return node;
}

function fill(template, fields = {}) {
  return String(template ?? "").replace(/\{(\w+)\}/g, (m, k) => (k in fields ? fields[k] : m));
}

// The face of a token: its points (or a letter for honey and nectar), in its language.
function face(kind, tokens, t) {
  if (kind === "honey") return t("abbr_honey");
  if (kind === "nectar") return t("abbr_nectar");
  if (kind === "red") return "x²";
  if (kind === "trade") return "⇄";
  if (kind === "helper") return "+3";
  if (kind === "cover") return "+1";
  return String(tokens[kind].points);
}

// One token on an SVG: the hex in its kind's colour, a bar on each marked edge, its face.
function drawToken(parent, center, size, kind, marks, opts = {}) {
  const g = el("g", { class: `hbh-token hbh-k-${kind}` + (opts.cls ? " " + opts.cls : "") },
    parent);
  el("polygon", { points: hexPoints(center, size * 0.96), class: "hbh-token-hex" }, g);
  for (let d = 0; d < 6; d++) {
    if (!(marks >> d & 1)) continue;
    const [a, b] = edgeSegment(center, size * 0.96, d);
    const mx = (a[0] + b[0]) / 2;
    const my = (a[1] + b[1]) / 2;
    const ix = center[0] + (mx - center[0]) * 0.8;
    const iy = center[1] + (my - center[1]) * 0.8;
    const hx = (b[0] - a[0]) * 0.22;
    const hy = (b[1] - a[1]) * 0.22;
    el("line", { x1: num(ix - hx), y1: num(iy - hy), x2: num(ix + hx), y2: num(iy + hy),
      class: "hbh-mark" + (opts.meet && opts.meet.includes(d) ? " hbh-mark-meet" : "") }, g);
  }
  if (opts.label) {
    el("text", { x: num(center[0]), y: num(center[1]), class: "hbh-face",
      "dominant-baseline": "central", "text-anchor": "middle" }, g, opts.label);
  }
  if (opts.under) {
    el("circle", { cx: num(center[0] + size * 0.45), cy: num(center[1] - size * 0.45),
      r: num(size * 0.16), class: "hbh-under" }, g);
  }
  return g;
}

// The box (in hex units) around the hexes, with a ring of room.
function extent(hexes, size) {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const h of hexes) {
    const [x, y] = toPixel(h, size);
    x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
  }
  if (x0 === Infinity) [x0, y0, x1, y1] = [0, 0, 0, 0];
  const pad = size * 1.2;
  return [x0 - pad, y0 - pad, x1 - x0 + 2 * pad, y1 - y0 + 2 * pad];
}

class HustleView {
  constructor(model, root) {
    this.model = model;
    this.root = root;
    this.abort = new AbortController();
    this.turn = 0;
    this.hover = null; // [q, r] under the pointer
    this.cursor = null; // [q, r] of the keyboard cursor
    this.shownDraw = undefined; // the draw id of the token last shown in the viewer's hand
    this.seated = null; // pass and play: the seat that said it sits at the screen
    this.buy = null; // {honey, nectar} being chosen
    this.ply = -1;
    this.localError = ""; // said by the page itself (Python did not answer)
    this.build();
    // Python answers a message with a synced change or an error; until then the table is
    // busy, and after NO_ANSWER_MS without one it says so.
    this.waiting = waiter(root, () => {
      this.localError = this.t("no_answer");
      this.render();
    }, NO_ANSWER_MS);
    this.render();
    onModel(model, ["_data", "_texts", "_tokens", "_error", "_error_detail", "_error_rule",
      "_rules"], () => {
      this.localError = ""; // Python answered
      this.render();
    }, this.abort.signal);
  }

  t(key, fields) {
    const texts = this.model.get("_texts") || {};
    return fill(texts[key] ?? key, fields);
  }

  tokenName(kind) {
    return this.t("token." + kind);
  }

  send(content) {
    // Where the learner acted from: the focus may go on to their next decision from there.
    const active = document.activeElement;
    this.actedOn = active;
    this.actedInside = Boolean(active) && within(this.root, active);
    this.localError = "";
    this.model.send(content);
    this.waiting.start();
  }

  act(action) {
    this.send({ kind: "act", action });
  }

  // ---------------------------------------------------------------- the fixed frame

  build() {
    const root = this.root;
    root.classList.add("hbh-table");
    // The keys belong to the table, not to JupyterLab's command mode (D twice would delete
    // the cell, R make it raw): the attribute for the shortcuts matched on the table's
    // ancestors, the keys stopped at the root (below) for those matched on the focused
    // element itself.
    root.setAttribute("data-lm-suppress-shortcuts", "true");
    this.announce = announcer(root);
    const top = html("div", { class: "hbh-top" }, root);
    this.titleEl = html("h3", { class: "hbh-title" }, top);
    this.statusEl = html("span", { class: "hbh-status", role: "status" }, top);
    const tools = html("span", { class: "hbh-tools" }, top);
    this.undoBtn = html("button", { type: "button", class: "hbh-btn hbh-undo" }, tools);
    this.redoBtn = html("button", { type: "button", class: "hbh-btn hbh-redo" }, tools);
    this.undoBtn.addEventListener("click", () => this.send({ kind: "undo" }),
      { signal: this.abort.signal });
    this.redoBtn.addEventListener("click", () => this.send({ kind: "redo" }),
      { signal: this.abort.signal });

    const main = html("div", { class: "hbh-main" }, root);
    const stage = html("div", { class: "hbh-stage" }, main);
    this.combTitle = html("div", { class: "hbh-comb-title" }, stage);
    this.svg = el("svg", { class: "hbh-comb", tabindex: 0, role: "application" }, stage);
    // The hover line: its words are for the eye (the cursor's sentence is said aloud); a
    // refusal's "rule" link beside them is a real button.
    this.hoverEl = html("div", { class: "hbh-hover" }, stage);
    this.hoverText = html("span", { class: "hbh-hover-text", "aria-hidden": "true" },
      this.hoverEl);
    this.svg.addEventListener("pointermove", (e) => this.pointer(e),
      { signal: this.abort.signal });
    this.svg.addEventListener("pointerenter", () => { this.lastRefusal = null; },
      { signal: this.abort.signal });
    this.svg.addEventListener("pointerleave", () => this.leaveComb(),
      { signal: this.abort.signal });
    this.svg.addEventListener("click", (e) => this.clickComb(e), { signal: this.abort.signal });
    this.svg.addEventListener("keydown", (e) => this.key(e, true), { signal: this.abort.signal });
    root.addEventListener("keydown", (e) => this.key(e, false), { signal: this.abort.signal });
    root.addEventListener("keydown", (e) => { if (staysInWidget(e)) e.stopPropagation(); },
      { signal: this.abort.signal });

    const side = html("div", { class: "hbh-side" }, main);
    this.decision = html("div", { class: "hbh-decision" }, side);
    const plate = el("svg", { class: "hbh-card-plate", "aria-hidden": "true", focusable: "false" },
      this.decision);
    el("rect", { x: 1, y: 1, rx: 8 }, plate);
    this.promptEl = html("p", { class: "hbh-prompt" }, this.decision);
    this.controls = html("div", { class: "hbh-controls" }, this.decision);
    this.mine = html("div", { class: "hbh-mine" }, side);
    // The shared error block (the sentence, the details of an unforeseen error, Dismiss) in
    // a reserved place, so nothing moves when an error comes or goes; it is said through
    // the table's one live region.
    const slot = html("div", { class: "hbh-msg" }, side);
    this.errorBox = errorBlock(slot, "hbh", this.errorLabels(), () => this.dismissError(),
      this.abort.signal);
    this.shownError = "";
    // The rule a refusal or a log line comes from opens here, beside the honeycomb.
    this.rules = new RuleLinks(this.model, root, side, this.abort.signal, "hbh",
      (msg) => this.model.send(msg));

    this.summaryEl = html("section", { class: "hbh-summary" }, root);
    this.boardEl = html("section", { class: "hbh-board" }, root);
    this.othersEl = html("section", { class: "hbh-others" }, root);
    this.logEl = html("details", { class: "hbh-log" }, root);
    this.veil = html("div", { class: "hbh-veil", hidden: true }, root);
    this.noteEl = html("p", { class: "hbh-note" }, root);
    // The offer to continue a saved game (after a kernel restart), over the table.
    offerBlock(root, this.model, (msg) => this.send(msg), this.abort.signal,
      () => this.waiting && this.waiting.stop());
  }

  // ---------------------------------------------------------------- data

  data() {
    return this.model.get("_data") || {};
  }

  tokens() {
    return this.model.get("_tokens") || {};
  }

  // The seat whose honeycomb is the big one: the viewer, else the one deciding.
  mainSeat() {
    const d = this.data();
    if (d.viewer !== null && d.viewer !== undefined) return d.viewer;
    return d.pending && d.pending.player !== null ? d.pending.player : 0;
  }

  // The token waiting to be placed by the viewer, and how: {kind, cover, drawn, id, aside}. It
  // is placed where a kind answered on a honeycomb spot is legal (kinds' page answers). A
  // token is in the hand only once its player drew it (Python draws when the page sends
  // the draw): the page never holds a token that has not been drawn.
  placing() {
    const d = this.data();
    if (!d.answer || !d.players) return null;
    const p = d.players[d.pending.player];
    if (p.drawn) {
      return { kind: p.drawn, cover: p.drawn === "cover", id: p.draw_id, drawn: true };
    }
    if (p.aside > 0 && spotAnswers(d.answers, d.kinds).length) {
      return { kind: "cover", cover: false, id: "", drawn: true, aside: true };
    }
    return null;
  }

  // The answer the D key gives on the honeycomb now (the draw), or null.
  keyed() {
    const d = this.data();
    return d.answer ? keyAnswer(d.answers, d.kinds, "d") : null;
  }

  // ---------------------------------------------------------------- rendering

  // Everything is drawn anew from the synced data; the keyboard focus stays on what it was
  // on (the honeycomb is never replaced; a redrawn button takes it back), else it goes to
  // where the next key acts (focusTargets).
  // A new decision of the learner's after the bots (the draft after the building) takes the
  // focus to its first control, and is said, unless the learner moved the focus elsewhere.
  render() {
    keepFocus(this.root, () => this.redraw(), () => this.focusTargets());
    const d = this.data();
    if (!d.players) return;
    const now = { mine: Boolean(d.answer), ply: d.ply };
    const arrived = newDecisionAfterOthers(this.seen, now);
    this.seen = now;
    if (!arrived) {
      this.leaveIdleComb();
      return;
    }
    focusNewDecision(this.root, this.focusTargets(), {
      resting: [this.svg, this.actedOn], actedInside: this.actedInside });
    this.announce(this.t("announce_yours", { prompt: this.promptEl.textContent }));
  }

  // The building has stopped (Done / Restart) with the focus on the honeycomb, where no key
  // acts any more: the focus goes to the decision's first control, and the decision is said.
  leaveIdleComb() {
    const d = this.data();
    if (!d.answer || this.placing() || this.keyed() || this.root.dataset.veil === "yes") return;
    if (globalThis.document.activeElement !== this.svg) return;
    const buttons = this.focusTargets().filter((n) => n !== this.svg);
    if (focusNewDecision(this.root, buttons, { resting: [this.svg] })) {
      this.announce(this.t("announce_yours", { prompt: this.promptEl.textContent }));
    }
  }

  // Where the focus goes when the element it was on is gone: the veil's button while a
  // new player's view is covered; the honeycomb while a token waits to be drawn (D) or
  // placed (arrows, R, Enter); else the decision's main button, any of its buttons, the
  // honeycomb.
  focusTargets() {
    if (this.root.dataset.veil === "yes") return [...this.veil.querySelectorAll("button")];
    const buttons = [...this.controls.querySelectorAll("button")];
    const primary = buttons.filter((b) => b.classList.contains("hbh-primary"));
    return [...(this.placing() || this.keyed() ? [this.svg] : []), ...primary, ...buttons,
      this.svg];
  }

  redraw() {
    const d = this.data();
    if (!d.players) return;
    if (this.waiting) this.waiting.stop();
    if (d.ply !== this.ply) {
      this.ply = d.ply;
      this.turn = 0;
      this.buy = null;
      this.cursor = null; // the next token's first arrow goes to the first spot that takes it
    }
    const root = this.root;
    root.dataset.pending = d.pending.kind;
    root.dataset.ply = String(d.ply);
    root.dataset.phase = d.phase;
    root.dataset.round = String(d.round);
    root.dataset.answer = d.answer ? "yes" : "no";
    const placing = this.placing();
    root.dataset.placing = placing ? "place" : this.keyed() ? "draw" : "";
    this.noteDraw(placing);
    this.titleEl.textContent = this.t("title") + " · " + this.t("round", { round: d.round })
      + (d.last_round ? " · " + this.t("last_round") : "");
    this.statusEl.textContent = this.status();
    this.undoBtn.textContent = this.t("undo");
    this.redoBtn.textContent = this.t("redo");
    this.undoBtn.disabled = !d.undo;
    this.redoBtn.disabled = !d.redo;
    // why undo is refused (chance is not taken back), said on the button
    this.undoBtn.title = d.undo_why ? d.undo_why + " (Ctrl+Z)" : "Ctrl+Z";
    // and its rule, linked after the buttons (so neither moves when it comes or goes)
    this.rules.setLink(this.undoBtn.parentNode, d.undo_why ? this.rules.ofCode("undo") : null);
    this.redoBtn.title = "Ctrl+Y";
    this.renderError();
    this.renderDecision();
    this.renderMine();
    this.paintComb();
    this.renderSummary();
    this.renderBoard();
    this.renderOthers();
    this.renderLog();
    this.noteEl.textContent = this.t("reconstructed");
    this.renderVeil();
  }

  errorLabels() {
    return { details: this.t("error_details"), dismiss: this.t("error_dismiss"),
      dismissLabel: this.t("error_dismiss_label") };
  }

  // The error Python sent (with its details) or the page's own; a new one is said aloud.
  renderError() {
    const text = this.localError || this.model.get("_error") || "";
    const detail = this.localError ? "" : this.model.get("_error_detail") || "";
    if (text && text !== this.shownError) this.announce(text);
    this.shownError = text;
    this.errorBox.label(this.errorLabels());
    this.errorBox.show(text, detail);
    const python = this.model.get("_error_rule") || {};
    const rule = !text ? null : this.localError ? this.localRule
      : python.id ? [python.id, python.title] : null;
    this.rules.setLink(this.errorBox.el, rule, this.errorBox.el.querySelector("details"));
    this.root.dataset.error = text ? "yes" : "no";
    if (this.onRefusal) this.onRefusal(text); // a lesson's coach bubble says it too
  }

  dismissError() {
    this.localError = "";
    clearModelError(this.model);
    this.renderError();
  }

  // Pass and play: a new player's view stays covered until they say they sit there.
  renderVeil() {
    const d = this.data();
    const waiting = !!d.shared && d.viewer !== null && d.viewer !== undefined
      && d.viewer !== this.seated;
    this.root.dataset.veil = waiting ? "yes" : "no";
    this.veil.hidden = !waiting;
    // Behind the veil nothing takes the focus or reaches a screen reader.
    for (const child of this.root.children) {
      if (child !== this.veil && !child.classList.contains("hb-live")) child.inert = waiting;
    }
    if (!waiting) return;
    const name = d.players[d.viewer].name;
    this.veil.replaceChildren();
    html("p", { class: "hbh-prompt" }, this.veil, this.t("prompt_pass", { name }));
    this.button(this.veil, this.t("its_me", { name }), "hbh-its-me hbh-primary",
      () => { this.seated = d.viewer; this.render(); });
  }

  status() {
    const d = this.data();
    if (d.phase === "over") return this.t("over");
    const who = d.players[d.pending.player];
    if (d.answer) return this.t("your_decision");
    return this.t("waiting", { name: who.name });
  }

  button(parent, label, cls, onClick, attrs = {}) {
    const b = html("button", { type: "button", class: "hbh-btn " + cls, ...attrs }, parent,
      label);
    b.addEventListener("click", onClick, { signal: this.abort.signal });
    return b;
  }

  // The decision's controls, from the kinds' page answers (hustlekinds.js): the token to
  // draw and place for a spot, then a control per kind of the legal answers.
  renderDecision() {
    const d = this.data();
    const c = this.controls;
    c.replaceChildren();
    const placing = this.placing();
    const me = d.answer ? d.players[d.pending.player] : null;
    const answers = d.answers || [];
    let prompt = "";
    if (!d.answer) {
      prompt = d.phase === "over" ? this.t("over")
        : this.t("waiting", { name: d.players[d.pending.player].name });
    } else if (placing) {
      prompt = placing.aside ? this.t("prompt_aside")
        : placing.cover ? this.t("prompt_cover")
          : this.t("prompt_place", { token: this.tokenName(placing.kind) });
      this.tokenPanel(c, placing);
    } else {
      const said = promptOf(answers, d.kinds);
      prompt = said ? this.t(said.key, { points: this.buyPoints() }) : d.pending.prompt;
    }
    if (d.answer) {
      const extra = { cubes: me.cubes, points: me.round_points };
      for (const control of controls(answers, d.kinds)) this.control(c, control, extra);
    }
    if (d.phase === "over" && d.final && d.new_games !== false) {
      const row = html("div", { class: "hbh-row" }, c);
      this.button(row, this.t("new_game"), "hbh-new", () => this.send({ kind: "new_game" }));
    }
    this.promptEl.textContent = prompt;
  }

  // One control of the decision panel (see controls() in hustlekinds.js).
  control(parent, control, extra) {
    const d = this.data();
    const cls = (kind, spec) => `hbh-act hbh-${kind}` + (spec.primary ? " hbh-primary" : "");
    if (control.type === "pool") {
      const row = html("div", { class: "hbh-pool-choice" }, parent);
      for (const { answer, token } of control.items) {
        const b = this.button(row, "", cls(control.kind, control.spec),
          () => this.act(answer.act), { "data-act": answer.act,
            "aria-label": this.tokenName(token) });
        this.chip(b, token);
        html("span", {}, b, this.tokenName(token));
      }
    } else if (control.type === "seats") {
      for (const { answer, seat } of control.items) {
        const name = d.players[seat] ? d.players[seat].name : String(seat);
        this.button(parent, labelOf((k, f) => this.t(k, f), control.spec, answer,
          { ...extra, name }), cls(control.kind, control.spec), () => this.act(answer.act),
        { "data-act": answer.act });
      }
    } else if (control.type === "amounts") {
      this.amountsPanel(parent, control, extra);
    } else {
      const row = html("div", { class: "hbh-row" }, parent);
      for (const { answer, kind, spec } of control.items) {
        const keys = spec.key ? { "aria-keyshortcuts": spec.key.toUpperCase() } : {};
        this.button(row, labelOf((k, f) => this.t(k, f), spec, answer, extra), cls(kind, spec),
          () => this.act(answer.act), { "data-act": answer.act, ...keys });
      }
    }
  }

  buyPoints() {
    const d = this.data();
    const p = d.players[d.pending.player];
    return p ? p.round_points : 0;
  }

  // A token newly in the viewer's hand (the draw Python made when the page asked): shown
  // with its animation and said; D on the honeycomb keeps the focus there, from the Draw
  // button (gone now) the focus goes to the honeycomb, whose label says the next keys.
  noteDraw(placing) {
    const id = placing && !placing.aside ? placing.id : "";
    if (id && this.shownDraw !== undefined && id !== this.shownDraw) {
      this.justDrawn = id;
      this.announce(this.t("announce_drawn", { token: this.tokenName(placing.kind) }));
    }
    this.shownDraw = id;
  }

  // The token to place, turned, with the turn buttons.
  tokenPanel(parent, placing) {
    const tokens = this.tokens();
    const box = html("div", { class: "hbh-hand" }, parent);
    const svg = el("svg", { class: "hbh-hand-svg", viewBox: "-34 -34 68 68", role: "img",
      "aria-label": this.tokenName(placing.kind) + ", " + this.t("turned", { turn: this.turn }) },
    box);
    const g = drawToken(svg, [0, 0], SIZE, placing.kind, rotate(tokens[placing.kind].marks,
      this.turn), { label: face(placing.kind, tokens, (k) => this.t(k)) });
    if (this.justDrawn && this.justDrawn === placing.id) {
      g.classList.add("hbh-drawn-anim");
      this.justDrawn = null;
    }
    const info = html("div", { class: "hbh-hand-info" }, box);
    html("div", { class: "hbh-hand-name" }, info, this.tokenName(placing.kind));
    html("div", { class: "hbh-turned" }, info, this.t("turned", { turn: this.turn }));
    const row = html("div", { class: "hbh-row" }, info);
    this.button(row, this.t("turn_left"), "hbh-turn-left", () => this.rotateBy(-1),
      { "aria-label": this.t("turn_left_label"), "aria-keyshortcuts": "Shift+R" });
    this.button(row, this.t("turn_right"), "hbh-turn-right", () => this.rotateBy(1),
      { "aria-label": this.t("turn_right_label"), "aria-keyshortcuts": "R" });
  }

  rotateBy(steps) {
    this.turn = (((this.turn + steps) % 6) + 6) % 6;
    // the honeycomb keeps the focus, a turn button is drawn again and takes it back
    keepFocus(this.root, () => {
      this.renderDecision();
      this.paintComb();
    }, () => this.focusTargets());
    this.announce(this.t("turned", { turn: this.turn }));
  }

  // Counts to choose (a stepper per priced field, within the legal answers) and the
  // kind's button sending the answer with those counts.
  amountsPanel(parent, control, extra) {
    const { kind, spec, items } = control;
    if (!this.buy || this.buy.kind !== kind) {
      this.buy = { kind, counts: amountStart(items, spec) };
    }
    const counts = this.buy.counts;
    const ok = (next) => amountAnswer(items, spec, next) !== null;
    const tokens = this.tokens();
    for (const what of amountFields(spec)) {
      const row = html("div", { class: "hbh-row hbh-stepper", "data-what": what }, parent);
      if (tokens[what]) this.chip(row, what);
      html("span", { class: "hbh-step-name" }, row, this.t(what));
      const less = { ...counts, [what]: counts[what] - 1 };
      const more = { ...counts, [what]: counts[what] + 1 };
      const bl = this.button(row, "−", "hbh-less", () => { this.buy.counts = less;
        this.render(); }, { "aria-label": this.t("less", { what: this.t(what) }) });
      bl.disabled = !ok(less);
      html("output", { class: "hbh-count" }, row, String(counts[what]));
      const bm = this.button(row, "+", "hbh-more", () => { this.buy.counts = more;
        this.render(); }, { "aria-label": this.t("more", { what: this.t(what) }) });
      bm.disabled = !ok(more);
    }
    html("p", { class: "hbh-cost" }, parent, this.t("cost", { cost: amountCost(spec, counts),
      points: extra.points }));
    const answer = amountAnswer(items, spec, counts);
    if (!answer) return;
    this.button(parent, labelOf((k, f) => this.t(k, f), spec, answer, extra),
      `hbh-act hbh-${kind}` + (spec.primary ? " hbh-primary" : ""), () => this.act(answer.act),
      { "data-act": answer.act });
  }

  chip(parent, kind) {
    const s = el("svg", { class: "hbh-chip", viewBox: "-11 -11 22 22", "aria-hidden": "true" },
      parent);
    drawToken(s, [0, 0], 10, kind, 0);
    return s;
  }

  // A token drawn as the piece (big enough to point at), with how many there are on it;
  // its words are its tooltip and, for screen readers, a hidden line.
  piece(parent, kind, count, words) {
    const s = el("svg", { class: "hbh-piece", viewBox: "-28 -26 56 54", "aria-hidden": "true" },
      parent);
    el("title", {}, s, words);
    drawToken(s, [0, 0], 25.5, kind, 0, { label: face(kind, this.tokens(), (k) => this.t(k)) });
    if (count !== null) {
      el("rect", { x: 7, y: 11, width: 21, height: 16, rx: 8, class: "hbh-piece-count-bg" }, s);
      el("text", { x: 17.5, y: 19.5, class: "hbh-piece-count", "dominant-baseline": "central",
        "text-anchor": "middle" }, s, String(count));
    }
    html("span", { class: "hb-sr hbh-sr" }, parent, words);
    return s;
  }

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

  // ---------------------------------------------------------------- the big honeycomb

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
    if (!d.players) return;
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

  hexAt(ev) {
    const pt = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(
      this.svg.getScreenCTM().inverse());
    return pixelToHex(pt.x, pt.y, SIZE);
  }

  // The pointer left the honeycomb: the ghost goes, but the hover's last refusal stays on
  // the line with its rule link (reachable: the pointer may cross other spots to get
  // there), until the next hover or click.
  leaveComb() {
    const kept = this.lastRefusal;
    this.hover = null;
    this.paintComb();
    if (!kept || !this.combCtx()) return;
    this.hoverText.textContent = kept[0];
    this.rules.setLink(this.hoverEl, kept[1]);
    this.hoverEl.setAttribute("data-kept", "yes");
  }

  pointer(ev) {
    if (!this.combCtx()) return;
    const h = this.hexAt(ev);
    if (this.hover && h[0] === this.hover[0] && h[1] === this.hover[1]) return;
    this.hover = h;
    this.paintComb();
  }

  clickComb(ev) {
    const ctx = this.combCtx();
    if (!ctx) return;
    this.placeAt(this.hexAt(ev));
  }

  placeAt(h) {
    const ctx = this.combCtx();
    if (!ctx) return;
    const info = spotInfo(ctx, h, this.turn);
    if (info.state !== "ok") {
      const text = this.t(info.why, { turn: this.turn, other: info.other });
      this.announce(text);
      // A refused click leaves the refusal on the error line (said already), its rule
      // linked beside it.
      this.shownError = text;
      this.localError = text;
      this.localRule = this.rules.ofCode(info.why);
      this.renderError();
      return;
    }
    this.hover = null;
    this.lastRefusal = null;
    this.act(`place ${h[0]},${h[1]} ${this.turn}`);
  }

  key(ev, onComb) {
    if (ev.defaultPrevented) return;
    const target = ev.target;
    if (!onComb && target && target.closest && target.closest("input, textarea, select")) return;
    if (!onComb && target === this.svg) return;
    const d = this.data();
    const lower = ev.key && ev.key.length === 1 ? ev.key.toLowerCase() : ev.key;
    if (lower && lower.length === 1 && !ev.ctrlKey && !ev.metaKey && !ev.altKey) {
      // a key a kind names (D draws): the answer is sent, Python draws
      const answer = d.answer ? keyAnswer(d.answers, d.kinds, lower) : null;
      if (answer) {
        ev.preventDefault();
        this.act(answer.act);
        return;
      }
      if (lower === "d") return;
    }
    const cmd = keyCommand(ev, onComb);
    if (!cmd) return;
    if (cmd.cmd === "undo" || cmd.cmd === "redo") {
      ev.preventDefault();
      ev.stopPropagation();
      if (d[cmd.cmd]) this.send({ kind: cmd.cmd });
      return;
    }
    if (cmd.cmd === "rotate") {
      if (!this.combCtx()) return;
      ev.preventDefault();
      this.rotateBy(cmd.steps);
      return;
    }
    if (!onComb) return;
    const ctx = this.combCtx();
    if (!ctx) return;
    if (cmd.cmd === "cursor") {
      ev.preventDefault();
      const start = this.cursor || this.firstSpot(ctx);
      this.cursor = this.cursor ? moveCursor(start, cmd.key) : start;
      this.paintComb();
      const info = spotInfo(ctx, this.cursor, this.turn);
      this.announce(this.t("cursor", { where: fmtHex(this.cursor),
        why: this.t(info.why, { points: info.gain, turn: this.turn, other: info.other }) }));
    } else if (cmd.cmd === "place") {
      ev.preventDefault();
      if (this.cursor) this.placeAt(this.cursor);
    } else if (cmd.cmd === "drop") {
      this.cursor = null;
      this.paintComb();
    }
  }

  firstSpot(ctx) {
    for (const [key, info] of this.spotState || []) {
      if (info.state === "ok") return key.split(",").map(Number);
    }
    const first = ctx.comb.values().next().value;
    return first ? [first.q, first.r] : [0, 0];
  }

  // ---------------------------------------------------------------- the rest of the table

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
      const svg = el("svg", { class: "hbh-minicomb", role: "img",
        viewBox: [x - (vw - w) / 2, y - (vh - h) / 2, vw, vh].map(num).join(" "),
        "aria-label": this.t("comb_label", { name: p.name }) + ": " + [...comb.values()]
          .map((c) => this.tokenName(c.token)).join(", ") }, card);
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

  renderLog() {
    const d = this.data();
    const open = this.logEl.open;
    this.logEl.replaceChildren();
    html("summary", {}, this.logEl, this.t("log"));
    const ol = html("ol", { class: "hbh-log-lines" }, this.logEl);
    d.log.forEach((line, i) => this.rules.link(html("li", {}, ol, line),
      ...(lineRule(d.log_rules, i) || [])));
    this.logEl.open = open;
  }

  destroy() {
    this.waiting.stop();
    this.abort.abort();
  }
}

export default {
  render({ model, el }) {
    const lesson = lessonLayout(model, el); // a lesson's panel beside the table
    const first = firstGameLayout(model, el, lesson.surface); // a first game's coach over it
    const view = new HustleView(model, lesson.surface);
    lesson.attach(view);
    first.attach(view);
    const stopReports = reportPly(model);
    return () => {
      stopReports();
      view.destroy();
      first.destroy();
      lesson.destroy();
    };
  },
};
